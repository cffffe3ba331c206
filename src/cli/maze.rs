//! The maze side of the CLI: `generate maze`, and `solve`, `convert`, `validate`, `info` when
//! their file is a maze.

use std::path::{Path, PathBuf};

use gridwright_formats::maze::{AsciiOptions, Maze};

use super::exit;
use crate::maze::files::{self, MazeFormat};
use crate::maze::generate::{self, Algorithm};
use crate::maze::properties::summary;
use crate::maze::solve::{self, Method};

#[derive(Debug, clap::Subcommand)]
pub enum Generate {
    /// Generate a maze.
    #[command(
        after_help = "Examples:\n  gridwright generate maze --algo kruskal --size 120x80 --seed 3 -o k.maze\n  gridwright generate maze --algo wilson --size 20x10 --seed 1 --format grid-json -o w.json\n  gridwright generate maze --density 0.2 --size 20x10 --seed 5 --format ascii -o laby.txt\n  gridwright generate maze --algo backtracker --size 40x30 --braid 0.5 -o loops.svg"
    )]
    Maze(GenerateArgs),
}

#[derive(Debug, clap::Args)]
pub struct GenerateArgs {
    /// Generator (perfect mazes).
    #[arg(long, value_enum, default_value = "backtracker")]
    algo: Algorithm,
    /// Size in cells, WIDTHxHEIGHT.
    #[arg(long, default_value = "20x12")]
    size: String,
    /// Seed; the same seed gives the same maze on any machine (printed when not given).
    #[arg(long)]
    seed: Option<u64>,
    /// Remove this share (0 to 1) of dead ends, making loops.
    #[arg(long)]
    braid: Option<f64>,
    /// The invisible maze's generator instead: each interior wall with this probability.
    #[arg(long)]
    density: Option<f64>,
    /// With --density, keep generating until the exit is reachable.
    #[arg(long)]
    solvable: bool,
    /// Output file (standard output when absent).
    #[arg(short, long)]
    output: Option<PathBuf>,
    /// Output format (default: from the extension, else .maze).
    #[arg(long, value_enum)]
    format: Option<MazeFormat>,
    /// Pictures (svg, png): draw the path from the entrance to the exit.
    #[arg(long)]
    solution: bool,
    #[command(flatten)]
    ascii: AsciiArgs,
}

/// Cell size of the invisible maze's art.
#[derive(Debug, Clone, Copy, clap::Args)]
pub struct AsciiArgs {
    /// Characters per cell across in ASCII art (even, at least 2).
    #[arg(long)]
    pub lm: Option<usize>,
    /// Characters per cell down in ASCII art (even, at least 2).
    #[arg(long)]
    pub hm: Option<usize>,
}

impl AsciiArgs {
    pub fn options(self) -> Option<AsciiOptions> {
        (self.lm.is_some() || self.hm.is_some()).then(|| {
            let d = AsciiOptions::default();
            AsciiOptions {
                lm: self.lm.unwrap_or(d.lm),
                hm: self.hm.unwrap_or(d.hm),
            }
        })
    }
}

pub fn parse_size(s: &str) -> Result<(usize, usize), String> {
    let (w, h) = s
        .split_once(['x', 'X'])
        .ok_or_else(|| format!("'{s}': expected WIDTHxHEIGHT, like 120x80"))?;
    let n = |v: &str| {
        v.trim()
            .parse::<usize>()
            .ok()
            .filter(|&n| n >= 1)
            .ok_or_else(|| format!("'{s}': sizes are whole numbers from 1"))
    };
    let (w, h) = (n(w)?, n(h)?);
    // Beyond this a maze no longer fits the memory of the machines gridwright runs on.
    if w.saturating_mul(h) > 2_000_000_000 {
        return Err(format!("'{s}': at most 2,000,000,000 cells"));
    }
    Ok((w, h))
}

pub fn generate(cmd: &Generate) -> u8 {
    let Generate::Maze(a) = cmd;
    let (w, h) = match parse_size(&a.size) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: --size {e}");
            return exit::ERROR;
        }
    };
    let seed = a.seed.unwrap_or_else(|| {
        let s = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64 % 1_000_000_000);
        eprintln!("seed {s}");
        s
    });
    let mut m = match a.density {
        Some(p) => {
            let mut seed = seed;
            let mut m = generate::density(w, h, p, seed);
            while a.solvable && !crate::maze::properties::exit_reachable(&m) {
                seed = seed.wrapping_add(1);
                m = generate::density(w, h, p, seed);
            }
            m
        }
        None => generate::generate(a.algo, w, h, seed),
    };
    if let Some(p) = a.braid {
        let mut rng = crate::maze::grid::rng(seed ^ 0xB4A1D);
        generate::braid(&mut m, p, &mut rng);
    }
    let path = if a.solution { shortest(&m) } else { vec![] };
    write(&m, &path, a.output.as_deref(), a.format, a.ascii.options())
}

/// The shortest path from the entrance to the exit, for pictures.
fn shortest(m: &Maze) -> Vec<usize> {
    solve::shortest_path(m, m.index(m.entrance), m.index(m.exit))
}

fn write(
    m: &Maze,
    path: &[usize],
    out: Option<&Path>,
    format: Option<MazeFormat>,
    ascii: Option<AsciiOptions>,
) -> u8 {
    let format = format
        .or_else(|| out.and_then(MazeFormat::for_path))
        .unwrap_or(MazeFormat::Maze);
    let bytes = match format.write(m, path, ascii.unwrap_or_default()) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("error: {e}");
            return exit::ERROR;
        }
    };
    let result = match out {
        Some(p) => crate::io::write_atomic(p, &bytes),
        None => {
            use std::io::Write;
            std::io::stdout().write_all(&bytes)
        }
    };
    match result {
        Ok(()) => exit::OK,
        Err(e) => {
            eprintln!("error: {e}");
            exit::ERROR
        }
    }
}

fn load(path: &Path, ascii: Option<AsciiOptions>) -> Result<Maze, u8> {
    files::load(path, ascii).map_err(|e| {
        eprintln!("error: {e}");
        exit::ERROR
    })
}

/// `solve` on a maze: the path from entrance to exit, its length, and the cells looked at.
pub fn solve(path: &Path, method: Method, dirs: bool, west: char, json: bool) -> u8 {
    let m = match load(path, None) {
        Ok(m) => m,
        Err(code) => return code,
    };
    let (s, t) = (m.index(m.entrance), m.index(m.exit));
    let sol = solve::solve(&m, method, s, t);
    let directions: String = solve::directions(&m, &sol.path, west).into_iter().collect();
    if json {
        let v = serde_json::json!({
            "status": if sol.path.is_empty() { "unsolvable" } else { "solved" },
            "length": sol.path.len().saturating_sub(1),
            "visited": sol.visited.len(),
            "directions": directions,
        });
        println!("{v}");
    } else if sol.path.is_empty() {
        println!(
            "no path from the entrance to the exit ({} cells visited)",
            sol.visited.len()
        );
    } else {
        println!(
            "path of {} steps, {} cells visited",
            sol.path.len() - 1,
            sol.visited.len()
        );
        if dirs {
            let list: Vec<String> = directions.chars().map(|c| format!("'{c}'")).collect();
            println!("[{}]", list.join(", "));
        }
    }
    if sol.path.is_empty() {
        exit::INVALID
    } else {
        exit::OK
    }
}

/// `convert` on mazes: every input to the chosen maze format (pictures with the solution
/// drawn when `solution`).
pub fn convert(
    inputs: &[PathBuf],
    format: MazeFormat,
    output: Option<&Path>,
    out_dir: Option<&Path>,
    ascii: AsciiArgs,
    solution: bool,
) -> u8 {
    let mut worst = exit::OK;
    for input in inputs {
        let m = match load(input, ascii.options()) {
            Ok(m) => m,
            Err(code) => {
                worst = code;
                continue;
            }
        };
        let target = match (output, out_dir) {
            (Some(o), _) => Some(o.to_owned()),
            (None, Some(d)) => Some(
                d.join(input.file_stem().unwrap_or_default())
                    .with_extension(format_ext(format)),
            ),
            _ => None,
        };
        if let Some(d) = out_dir
            && let Err(e) = std::fs::create_dir_all(d)
        {
            eprintln!("error: {}: {e}", d.display());
            return exit::ERROR;
        }
        let path = if solution { shortest(&m) } else { vec![] };
        let code = write(&m, &path, target.as_deref(), Some(format), ascii.options());
        worst = worst.max(code);
    }
    worst
}

fn format_ext(f: MazeFormat) -> &'static str {
    match f {
        MazeFormat::Maze => "maze",
        MazeFormat::Ascii => "laby",
        MazeFormat::GridJson => "json",
        MazeFormat::GridPython => "py",
        MazeFormat::Blocks => "blocks",
        MazeFormat::Svg => "svg",
        MazeFormat::Png => "png",
    }
}

/// `validate` / `info` on a maze: its properties; valid when solvable (or perfect if asked).
pub fn validate(path: &Path, perfect: bool, json: bool) -> u8 {
    let m = match load(path, None) {
        Ok(m) => m,
        Err(code) => return code,
    };
    let s = summary(&m);
    if json {
        println!("{}", serde_json::to_string_pretty(&s).unwrap_or_default());
    } else {
        println!(
            "{}: {}x{} maze, {}perfect, exit {}reachable, {} dead ends, {} of at most {} interior walls",
            path.display(),
            s.width,
            s.height,
            if s.perfect { "" } else { "not " },
            if s.exit_reachable { "" } else { "not " },
            s.dead_ends,
            s.interior_walls,
            s.max_interior_walls
        );
    }
    let ok = if perfect { s.perfect } else { s.exit_reachable };
    if ok { exit::OK } else { exit::INVALID }
}
