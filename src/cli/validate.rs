//! `gridwright validate`: per-level diagnostics, each game's face checking its own files.

use super::error::{Error, Outcome, Status};
use super::faces::{self, GameFlags, Validate};
use super::shared::ValidateOptions;

/// The command line of `validate`: the shared flags and each game's own.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    shared: ValidateOptions,
    #[command(flatten)]
    games: GameFlags<Validate>,
}

/// Runs `validate`: the worst status over the files; a file that cannot be read is said and
/// the others still checked.
pub fn run(args: &Args) -> Outcome {
    let mut worst = Status::Ok;
    let mut errors = Vec::new();
    for path in &args.shared.files {
        let checked = crate::io::load(path, Default::default())
            .map_err(Error::from)
            .and_then(|l| faces::of(l.game()).validate(path, &l, &args.shared, &args.games));
        match checked {
            Ok(status) => worst = worst.max(status),
            Err(e) => errors.push(e),
        }
    }
    Error::all(errors).map(|()| worst)
}
