//! `gridwright info`: what a file holds, as text or JSON; one `match` on the loaded file, each
//! game describing its own.

use std::path::PathBuf;

use super::bombfight::BombFightFace;
use super::exit;
use super::face::GameFace;
use super::g2048::G2048Face;
use super::maze::MazeFace;
use super::sokoban::SokobanFace;
use crate::io::Loaded;

/// The command line of `info`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The level file.
    file: PathBuf,
    /// Print JSON instead of a table.
    #[arg(long)]
    json: bool,
}

/// Runs `info`.
pub fn run(args: &Args) -> u8 {
    let (path, json) = (&args.file, args.json);
    match crate::io::load(path, Default::default()) {
        Ok(Loaded::Sokoban(f)) => SokobanFace::info(path, &f, json),
        Ok(Loaded::Maze(m)) => MazeFace::info(path, &m, json),
        Ok(Loaded::G2048(f)) => G2048Face::info(path, &f, json),
        Ok(Loaded::BombFight(f)) => BombFightFace::info(path, &f, json),
        Err(e) => {
            eprintln!("error: {e}");
            exit::ERROR
        }
    }
}
