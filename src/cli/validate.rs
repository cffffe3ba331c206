//! `gridwright validate`: per-level diagnostics, each game checking its own files.

use std::path::PathBuf;

use super::exit;
use crate::io::Loaded;

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
        let code = match crate::io::load(path, Default::default()) {
            Ok(Loaded::Sokoban(c, _)) => super::sokoban::validate(path, &c, args.quiet),
            Ok(Loaded::Maze(m, _)) => super::maze::validate(path, &m, args.perfect, false),
            Ok(Loaded::MazeGame(g)) => super::maze::validate(path, &g.maze, args.perfect, false),
            Ok(Loaded::BombFight(f)) => super::bombfight::validate(path, &f, args.quiet),
            Err(e) => {
                eprintln!("error: {e}");
                exit::ERROR
            }
        };
        worst = worst.max(code);
    }
    worst
}
