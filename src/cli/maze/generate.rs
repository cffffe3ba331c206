//! `gridwright generate maze`: a perfect maze from a generator, or the invisible maze's
//! random walls, written in any maze format.

use std::path::Path;

use gridwright_formats::maze::Maze;

use super::{AsciiArgs, check_memory, shortest, write};
use crate::cli::error::{Error, Outcome, Status};
use crate::cli::names;
use crate::cli::save::{OutPath, Saver};
use crate::cli::values;
use crate::maze::files::MazeFormat;
use crate::maze::generate::{self, Algorithm};

#[derive(Debug, clap::Args)]
pub struct GenerateArgs {
    /// Generator (perfect mazes).
    #[arg(long, value_parser = names::parser::<Algorithm>(), default_value = "backtracker")]
    algo: Algorithm,
    /// Size in cells, WIDTHxHEIGHT.
    #[arg(long, default_value = "20x12", value_parser = values::size)]
    size: (usize, usize),
    /// Seed; the same seed gives the same maze on any machine (printed when not given).
    #[arg(long, value_parser = crate::cli::values::seed)]
    seed: Option<u64>,
    /// Remove this share (0 to 1) of dead ends, making loops.
    #[arg(long, value_parser = values::probability)]
    braid: Option<f64>,
    /// The invisible maze's generator instead: each interior wall with this probability (0 to 1).
    #[arg(long, value_parser = values::probability)]
    density: Option<f64>,
    /// With --density, try seeds from --seed on until the exit is reachable (up to 1000 tries,
    /// fewer for large mazes).
    #[arg(long)]
    solvable: bool,
    /// Output file (standard output when absent).
    #[arg(short, long)]
    output: Option<OutPath>,
    /// Output format (default: from the extension, else .maze).
    #[arg(long, value_parser = names::parser::<MazeFormat>())]
    format: Option<MazeFormat>,
    /// Pictures (svg, png): draw the path from the entrance to the exit.
    #[arg(long)]
    solution: bool,
    #[command(flatten)]
    ascii: AsciiArgs,
}

/// `gridwright generate maze`.
pub fn generate(a: &GenerateArgs, saver: &Saver) -> Outcome {
    let (w, h) = a.size;
    let format = output_format(a.format, a.output.as_deref());
    let ascii = a.ascii.options().unwrap_or_default();
    let generator = match a.density {
        Some(_) => (w as u64).saturating_mul(h as u64) / 2,
        None => a.algo.memory_needed(w * h),
    };
    check_memory((w, h), Some((format, ascii)), generator)?;
    let seed = a.seed.unwrap_or_else(|| {
        let s = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64 % 1_000_000_000);
        eprintln!("{}", crate::t!("cli-maze-seed", seed = s.to_string()));
        s
    });
    let mut m = generated(a, w, h, seed).map_err(|e| Error::NothingFound(e.to_string()))?;
    if let Some(p) = a.braid {
        let mut rng = crate::maze::grid::rng(seed ^ 0xB4A1D);
        generate::braid(&mut m, p, &mut rng);
    }
    let path = if a.solution { shortest(&m) } else { vec![] };
    write(&m, &path, a.output.as_deref(), (format, ascii), saver)?;
    Ok(Status::Ok)
}

/// The maze the arguments ask for; with `--density --solvable`, the first of a bounded number
/// of seeds whose maze has a reachable exit (the seed used is said when it is not `seed`).
fn generated(
    a: &GenerateArgs,
    w: usize,
    h: usize,
    seed: u64,
) -> Result<Maze, generate::NoSolvableMaze> {
    match (a.density, a.solvable) {
        (Some(p), true) => {
            let tries = generate::solvable_tries(w * h);
            let (m, used) = generate::density_solvable(w, h, p, seed, tries)?;
            if used != seed {
                let line = crate::t!(
                    "cli-maze-seed-used",
                    used = used.to_string(),
                    seed = seed.to_string()
                );
                eprintln!("{line}");
            }
            Ok(m)
        }
        (Some(p), false) => Ok(generate::density(w, h, p, seed)),
        (None, _) => Ok(generate::generate(a.algo, w, h, seed)),
    }
}

/// The format asked for, else the output's extension's, else `.maze`.
fn output_format(asked: Option<MazeFormat>, out: Option<&Path>) -> MazeFormat {
    asked
        .or_else(|| out.and_then(MazeFormat::for_path))
        .unwrap_or(MazeFormat::Maze)
}
