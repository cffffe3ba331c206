//! The maze's face on the command line: what `solve`, `convert`, `validate` and `info` do
//! with a maze file, with the maze's own flags, and (in this folder, by job) `generate
//! maze`, `bench maze`, the invisible maze's console game `laby` and `bench laby`.

mod bench;
mod generate;
mod laby;
mod laby_bench;

use gridwright_formats::text::printable_path;
use std::path::{Path, PathBuf};

use gridwright_formats::maze::{AsciiOptions, Maze, MazeFile};
use gridwright_formats::{Game, ReadOptions};

pub use bench::bench;
pub use generate::{GenerateArgs, generate};
pub use laby::{LabyArgs, run as laby};
pub use laby_bench::{BenchArgs as LabyBenchArgs, bench as bench_laby};

use super::error::{Error, Outcome, Status};
use super::faces::GameFace;
use super::names;
use super::save::{Saver, out_dir_targets};
use super::shared::{ConvertOptions, SolveOptions, ValidateOptions};
use super::target::Target;
use super::values;
use crate::maze::files::MazeFormat;
use crate::maze::properties::summary;
use crate::maze::solve::{self, Method};
use crate::picture::Scene;

/// Cell size of the invisible maze's art.
#[derive(Debug, Clone, Copy, clap::Args)]
pub struct AsciiArgs {
    /// Characters per cell across in ASCII art (even, 2 to 1000).
    #[arg(long, value_parser = values::cell_chars)]
    pub lm: Option<usize>,
    /// Characters per cell down in ASCII art (even, 2 to 1000).
    #[arg(long, value_parser = values::cell_chars)]
    pub hm: Option<usize>,
}

impl AsciiArgs {
    /// The cell size asked for, if either flag was given (the other then takes its default).
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

/// The maze's face.
pub struct MazeFace;

/// `solve`'s maze flags.
#[derive(Debug, Clone, clap::Args)]
#[group(id = "maze-solve")]
pub struct SolveFlags {
    /// The solving method.
    #[arg(long, value_parser = names::parser::<Method>(), default_value = "bfs")]
    pub algo: Method,
    /// Print the path as directions (n e s w).
    #[arg(long)]
    pub dirs: bool,
    /// The letter for west in --dirs (`o` as the French original writes).
    #[arg(long, default_value_t = 'w')]
    pub west: char,
}

/// `convert`'s maze flags.
#[derive(Debug, Clone, clap::Args)]
#[group(id = "maze-convert")]
pub struct ConvertFlags {
    #[command(flatten)]
    ascii: AsciiArgs,
    /// Pictures (svg, png): draw the path from the entrance to the exit.
    #[arg(long)]
    solution: bool,
}

/// `validate`'s maze flags.
#[derive(Debug, Clone, clap::Args)]
#[group(id = "maze-validate")]
pub struct ValidateFlags {
    /// Require a perfect maze (one path between any two cells), not only a reachable exit.
    #[arg(long)]
    perfect: bool,
}

impl GameFace for MazeFace {
    type File = MazeFile;
    type SolveFlags = SolveFlags;
    type ConvertFlags = ConvertFlags;
    type ValidateFlags = ValidateFlags;

    const HEADING: &'static str = "cli-heading-maze";
    const FILES: &'static str = "cli-files-maze";
    const SOLVES: Option<&'static str> = Some("cli-solves-maze");

    fn info(path: &Path, file: &MazeFile, json: bool) -> Outcome {
        // A maze's description is its check report; an imperfect maze is still described.
        validate(path, file.maze(), false, json);
        Ok(Status::Ok)
    }

    fn validate(path: &Path, file: &MazeFile, _: &ValidateOptions, own: &ValidateFlags) -> Outcome {
        Ok(validate(path, file.maze(), own.perfect, false))
    }

    fn solve(file: MazeFile, shared: &SolveOptions, own: &SolveFlags, _: &Saver) -> Outcome {
        Ok(solve(
            file.maze(),
            own.algo,
            own.dirs,
            own.west,
            shared.json,
        ))
    }

    fn picture(
        path: &Path,
        file: &MazeFile,
        _index: usize,
        how: super::faces::Drawing,
    ) -> Result<(String, Scene), String> {
        let style = crate::maze::picture::Style::with_cell(how.cell as usize);
        let m = file.maze();
        let route = if how.solution {
            crate::maze::solve::shortest_path(m, m.index(m.entrance), m.index(m.exit))
        } else {
            vec![]
        };
        let scene = crate::maze::picture::scene(m, &route, style).map_err(|e| e.to_string())?;
        Ok((super::render::stem(path), scene))
    }

    fn convert(
        inputs: &[PathBuf],
        files: Vec<MazeFile>,
        shared: &ConvertOptions,
        own: &ConvertFlags,
        saver: &Saver,
    ) -> Outcome {
        // The targets of mazes are named as the maze formats are (`convert` checked the game).
        let Some(format) = names::lookup::<MazeFormat>(&shared.to.name()) else {
            let names = Target::names_of(Game::Maze).to_string();
            return Err(crate::t!("cli-maze-convert-to", names = names).into());
        };
        let mazes = files.into_iter().map(MazeFile::into_maze).collect();
        let out = (shared.output.as_deref(), shared.out_dir.as_deref());
        let ascii = own.ascii.options().unwrap_or_default();
        convert(inputs, mazes, out, (format, ascii), own.solution, saver)
    }

    fn read_options(own: &ConvertFlags, opts: &mut ReadOptions) {
        opts.ascii = own.ascii.options();
    }
}

/// Refuses, before any work, a maze whose output exceeds the limits, or whose generation
/// (`generator` bytes) and output need more memory than the machine has free.
pub fn check_memory(
    (w, h): (usize, usize),
    output: Option<(MazeFormat, AsciiOptions)>,
    generator: u64,
) -> Result<(), String> {
    let Some((format, ascii)) = output else {
        return check_free(w, h, generator);
    };
    format
        .check_size((w, h), ascii)
        .map_err(|e| e.to_string())?;
    let output = format.output_bytes(w, h, ascii);
    check_free(w, h, generator.saturating_add(output))
}

/// Refuses work that needs more than the machine's free memory.
fn check_free(w: usize, h: usize, needed: u64) -> Result<(), String> {
    match crate::maze::memory::available_bytes() {
        Some(free) if needed > free => Err(crate::t!(
            "cli-maze-memory",
            width = w,
            height = h,
            needed = needed >> 20,
            free = free >> 20
        )),
        _ => Ok(()),
    }
}

/// The shortest path from the entrance to the exit, for pictures.
fn shortest(m: &Maze) -> Vec<usize> {
    solve::shortest_path(m, m.index(m.entrance), m.index(m.exit))
}

fn write(
    m: &Maze,
    path: &[usize],
    out: Option<&Path>,
    (format, ascii): (MazeFormat, AsciiOptions),
    saver: &Saver,
) -> Result<(), Error> {
    let bytes = format.write(m, path, ascii).map_err(|e| e.to_string())?;
    match out {
        None => super::output::write_bytes(&bytes),
        Some(p) => saver.save(p, &bytes)?,
    }
    Ok(())
}

/// `solve` on a maze: the path from entrance to exit, its length, and the cells looked at.
fn solve(m: &Maze, method: Method, dirs: bool, west: char, json: bool) -> Status {
    let (s, t) = (m.index(m.entrance), m.index(m.exit));
    let sol = solve::solve(m, method, s, t);
    let directions: String = solve::directions(m, &sol.path, west).into_iter().collect();
    if json {
        let v = serde_json::json!({
            "status": if sol.path.is_empty() { "unsolvable" } else { "solved" },
            "length": sol.path.len().saturating_sub(1),
            "visited": sol.visited.len(),
            "directions": directions,
        });
        outln!("{v}");
    } else if sol.path.is_empty() {
        let line = crate::t!("cli-maze-no-path", visited = sol.visited.len());
        outln!("{line}");
    } else {
        let line = crate::t!(
            "cli-maze-path",
            steps = sol.path.len() - 1,
            visited = sol.visited.len()
        );
        outln!("{line}");
        if dirs {
            let list: Vec<String> = directions.chars().map(|c| format!("'{c}'")).collect();
            outln!("[{}]", list.join(", "));
        }
    }
    Status::invalid_if(sol.path.is_empty())
}

/// `convert` on mazes: every input to the chosen maze format (pictures with the solution
/// drawn when `solution`). A file holds one maze, so several inputs need `--out-dir` (or
/// stdout); names that would collide there are refused before anything is written.
fn convert(
    inputs: &[PathBuf],
    mazes: Vec<Maze>,
    (output, out_dir): (Option<&Path>, Option<&Path>),
    (format, ascii): (MazeFormat, AsciiOptions),
    solution: bool,
    saver: &Saver,
) -> Outcome {
    if output.is_some() && inputs.len() > 1 {
        return Err(crate::t!("cli-maze-one-output", inputs = inputs.len()).into());
    }
    let targets: Vec<Option<PathBuf>> = match (output, out_dir) {
        (Some(o), _) => vec![Some(o.to_owned())],
        (None, Some(d)) => out_dir_targets(inputs, d, format.extension())?
            .into_iter()
            .map(Some)
            .collect(),
        (None, None) => vec![None; inputs.len()],
    };
    let mut errors = Vec::new();
    for (m, target) in mazes.iter().zip(targets) {
        let path = if solution { shortest(m) } else { vec![] };
        if let Err(e) = write(m, &path, target.as_deref(), (format, ascii), saver) {
            errors.push(e);
        }
    }
    Error::all(errors).map(|()| Status::Ok)
}

/// `validate` / `info` on a maze: its properties; valid when solvable (or perfect if asked).
fn validate(path: &Path, m: &Maze, perfect: bool, json: bool) -> Status {
    let s = summary(m);
    if json {
        outln!("{}", serde_json::to_string_pretty(&s).unwrap_or_default());
    } else {
        let line = crate::t!(
            "cli-maze-summary",
            file = printable_path(path).to_string(),
            width = s.width,
            height = s.height,
            perfect = if s.perfect { "yes" } else { "no" },
            reachable = if s.exit_reachable { "yes" } else { "no" },
            dead_ends = s.dead_ends,
            walls = s.interior_walls,
            max_walls = s.max_interior_walls
        );
        outln!("{line}");
    }
    let ok = if perfect { s.perfect } else { s.exit_reachable };
    Status::invalid_if(!ok)
}
