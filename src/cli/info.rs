//! `gridwright info`: what a file holds, as text or JSON; one `match` on the loaded file, each
//! game describing its own.

use std::path::PathBuf;

use super::exit;
use crate::io::Loaded;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// The level file.
    file: PathBuf,
    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,
}

pub fn run(args: &Args) -> u8 {
    match crate::io::load(&args.file, Default::default()) {
        Ok(Loaded::Sokoban(c, kind)) => super::sokoban::info(&args.file, kind, &c, args.json),
        Ok(Loaded::MazeGame(g)) => {
            super::maze::validate(&args.file, &g.maze, false, args.json);
            exit::OK
        }
        Ok(Loaded::Maze(m, _)) => {
            // A maze's description is its check report; an imperfect maze is still described.
            super::maze::validate(&args.file, &m, false, args.json);
            exit::OK
        }
        Ok(Loaded::BombFight(f)) => super::bombfight::info(&args.file, &f, args.json),
        Err(e) => {
            eprintln!("error: {e}");
            exit::ERROR
        }
    }
}
