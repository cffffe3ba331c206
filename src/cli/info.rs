//! `gridwright info`: what a file holds, as text or JSON; each game's face describes its own.

use std::path::PathBuf;

use super::error::Outcome;
use super::faces;

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
pub fn run(args: &Args) -> Outcome {
    let loaded = crate::io::load(&args.file, Default::default())?;
    faces::of(loaded.game()).info(&args.file, &loaded, args.json)
}
