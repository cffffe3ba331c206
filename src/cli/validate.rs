//! `gridwright validate`: per-level diagnostics.

use std::path::PathBuf;

use super::exit;
use crate::io::Loaded;
use crate::sokoban::checks::validate;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Level files to check.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// Print only problems and the summary.
    #[arg(short, long)]
    quiet: bool,
    /// Mazes: require a perfect maze (one path between any two cells), not only a reachable exit.
    #[arg(long)]
    perfect: bool,
}

pub fn run(args: &Args) -> u8 {
    let mut worst = exit::OK;
    for path in &args.files {
        let c = match crate::io::load(path, Default::default()) {
            Ok(Loaded::Sokoban(c, _)) => c,
            Ok(Loaded::Maze(m, _)) => {
                worst = worst.max(super::maze::validate(path, &m, args.perfect, false));
                continue;
            }
            Err(e) => {
                eprintln!("error: {e}");
                worst = exit::ERROR;
                continue;
            }
        };
        let mut invalid = 0;
        for (i, level) in c.levels.iter().enumerate() {
            let problems = validate(&level.board);
            let name = format!("{}: level {} {:?}", path.display(), i + 1, level.title);
            if problems.is_empty() {
                if !args.quiet {
                    outln!("{name}: ok");
                }
                continue;
            }
            invalid += 1;
            for p in problems {
                outln!("{name}: {}", p.message);
            }
        }
        outln!(
            "{}: {} level(s), {} valid, {invalid} invalid",
            path.display(),
            c.levels.len(),
            c.levels.len() - invalid
        );
        if invalid > 0 && worst == exit::OK {
            worst = exit::INVALID;
        }
    }
    worst
}
