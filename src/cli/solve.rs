//! `gridwright solve`: the shared flags and one `match` on the loaded file; each game solves
//! in its face, with its own flags.

use super::bombfight::BombFightFace;
use super::exit;
use super::face::GameFace;
use super::g2048::G2048Face;
use super::maze::MazeFace;
use super::shared::SolveOptions;
use super::sokoban::SokobanFace;
use crate::io::Loaded;

/// The command line of `solve`: the shared flags and each game's own.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    shared: SolveOptions,
    #[command(flatten, next_help_heading = "Sokoban")]
    sokoban: <SokobanFace as GameFace>::SolveFlags,
    #[command(flatten, next_help_heading = "Mazes")]
    maze: <MazeFace as GameFace>::SolveFlags,
    #[command(flatten, next_help_heading = "2048")]
    g2048: <G2048Face as GameFace>::SolveFlags,
    #[command(flatten, next_help_heading = "BombFight")]
    bombfight: <BombFightFace as GameFace>::SolveFlags,
}

/// Runs `solve`.
pub fn run(args: &Args) -> u8 {
    let shared = &args.shared;
    match crate::io::load(&shared.file, Default::default()) {
        Ok(Loaded::Sokoban(f)) => SokobanFace::solve(f, shared, &args.sokoban),
        Ok(Loaded::Maze(m)) => MazeFace::solve(m, shared, &args.maze),
        Ok(Loaded::G2048(f)) => G2048Face::solve(f, shared, &args.g2048),
        Ok(Loaded::BombFight(f)) => BombFightFace::solve(f, shared, &args.bombfight),
        Err(e) => {
            eprintln!("error: {e}");
            exit::ERROR
        }
    }
}
