//! `gridwright solve`: the shared flags, and the loaded file handed to its game's face with
//! the game's own flags.

use super::error::Outcome;
use super::faces::{self, GameFlags, Solve};
use super::save::Saver;
use super::shared::SolveOptions;

/// The command line of `solve`: the shared flags and each game's own.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    shared: SolveOptions,
    #[command(flatten)]
    games: GameFlags<Solve>,
}

/// Runs `solve`.
pub fn run(args: &Args, saver: &Saver) -> Outcome {
    let loaded = crate::io::load(&args.shared.file, Default::default())?;
    faces::of(loaded.game()).solve(loaded, &args.shared, &args.games, saver)
}
