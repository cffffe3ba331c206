//! `gridwright convert`: batch conversion between a game's file kinds. Every input is read
//! (on all cores) before anything is written; inputs of several games, or a target of another
//! game than the inputs', are refused by name.

use rayon::prelude::*;

use super::bombfight::BombFightFace;
use super::face::GameFace;
use super::g2048::G2048Face;
use super::maze::MazeFace;
use super::shared::ConvertOptions;
use super::sokoban::SokobanFace;
use super::target::Target;
use super::{exit, output::progress};
use crate::io::{self, LoadOptions, Loaded};
use gridwright_formats::Game;

/// The command line of `convert`: the shared flags and each game's own.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    shared: ConvertOptions,
    #[command(flatten, next_help_heading = "Sokoban")]
    sokoban: <SokobanFace as GameFace>::ConvertFlags,
    #[command(flatten, next_help_heading = "Mazes")]
    maze: <MazeFace as GameFace>::ConvertFlags,
    #[command(flatten, next_help_heading = "2048")]
    g2048: <G2048Face as GameFace>::ConvertFlags,
    #[command(flatten, next_help_heading = "BombFight")]
    bombfight: <BombFightFace as GameFace>::ConvertFlags,
}

/// Runs `convert`.
pub fn run(args: &Args) -> u8 {
    let mut opts = LoadOptions::default();
    SokobanFace::read_options(&args.sokoban, &mut opts);
    MazeFace::read_options(&args.maze, &mut opts);
    G2048Face::read_options(&args.g2048, &mut opts);
    BombFightFace::read_options(&args.bombfight, &mut opts);
    let inputs = &args.shared.inputs;
    let bar = progress(inputs.len(), "reading");
    let read: Vec<_> = inputs
        .par_iter()
        .map(|p| (io::load(p, opts), bar.inc(1)).0)
        .collect();
    bar.finish_and_clear();
    let mut loaded = Vec::with_capacity(read.len());
    for result in read {
        match result {
            Ok(l) => loaded.push(l),
            Err(e) => {
                eprintln!("error: {e}");
                return exit::ERROR;
            }
        }
    }
    if let Err(e) = one_game(&loaded, args.shared.to) {
        eprintln!("error: {e}");
        return exit::ERROR;
    }
    let mut collections = Vec::new();
    let mut mazes = Vec::new();
    let mut maps = Vec::new();
    let mut twos = Vec::new();
    for l in loaded {
        match l {
            Loaded::Sokoban(f) => collections.push(f),
            Loaded::Maze(m) => mazes.push(m),
            Loaded::G2048(f) => twos.push(f),
            Loaded::BombFight(f) => maps.push(f),
        }
    }
    let shared = &args.shared;
    match shared.to.game() {
        Game::Sokoban => SokobanFace::convert(inputs, collections, shared, &args.sokoban),
        Game::Maze => MazeFace::convert(inputs, mazes, shared, &args.maze),
        Game::G2048 => G2048Face::convert(inputs, twos, shared, &args.g2048),
        Game::BombFight => BombFightFace::convert(inputs, maps, shared, &args.bombfight),
    }
}

/// Refuses inputs of several games, and a target of another game than theirs.
fn one_game(loaded: &[Loaded], to: Target) -> Result<(), String> {
    let games: std::collections::BTreeSet<Game> = loaded.iter().map(Loaded::game).collect();
    if games.len() > 1 {
        let names: Vec<&str> = games.iter().map(|g| g.name()).collect();
        return Err(format!(
            "the inputs mix games ({}): convert each game's files apart",
            names.join(", ")
        ));
    }
    match games.first() {
        Some(&game) if game != to.game() => Err(format!(
            "{} files convert to {}, not {}",
            game.name(),
            Target::names_of(game),
            to.name()
        )),
        _ => Ok(()),
    }
}
