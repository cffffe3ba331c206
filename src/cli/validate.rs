//! `gridwright validate`: per-level diagnostics, each game checking its own files.

use super::bombfight::BombFightFace;
use super::exit;
use super::face::GameFace;
use super::g2048::G2048Face;
use super::maze::MazeFace;
use super::shared::ValidateOptions;
use super::sokoban::SokobanFace;
use crate::io::Loaded;

/// The command line of `validate`: the shared flags and each game's own.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    shared: ValidateOptions,
    #[command(flatten, next_help_heading = "Sokoban")]
    sokoban: <SokobanFace as GameFace>::ValidateFlags,
    #[command(flatten, next_help_heading = "Mazes")]
    maze: <MazeFace as GameFace>::ValidateFlags,
    #[command(flatten, next_help_heading = "2048")]
    g2048: <G2048Face as GameFace>::ValidateFlags,
    #[command(flatten, next_help_heading = "BombFight")]
    bombfight: <BombFightFace as GameFace>::ValidateFlags,
}

/// Runs `validate`: the worst status over the files.
pub fn run(args: &Args) -> u8 {
    let shared = &args.shared;
    let mut worst = exit::OK;
    for path in &shared.files {
        let code = match crate::io::load(path, Default::default()) {
            Ok(Loaded::Sokoban(f)) => SokobanFace::validate(path, &f, shared, &args.sokoban),
            Ok(Loaded::Maze(m)) => MazeFace::validate(path, &m, shared, &args.maze),
            Ok(Loaded::G2048(f)) => G2048Face::validate(path, &f, shared, &args.g2048),
            Ok(Loaded::BombFight(f)) => BombFightFace::validate(path, &f, shared, &args.bombfight),
            Err(e) => {
                eprintln!("error: {e}");
                exit::ERROR
            }
        };
        worst = worst.max(code);
    }
    worst
}
