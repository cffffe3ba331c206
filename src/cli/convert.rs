//! `gridwright convert`: batch conversion between a game's file kinds. Every input is read
//! (on all cores) before anything is written; inputs of several games, or a target of another
//! game than the inputs', are refused by name.

use rayon::prelude::*;

use super::error::Outcome;
use super::faces::{self, Convert, GameFlags};
use super::output::progress;
use super::save::Saver;
use super::shared::ConvertOptions;
use super::target::Target;
use crate::io::{self, LoadOptions, Loaded};
use gridwright_formats::Game;

/// The command line of `convert`: the shared flags and each game's own.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[command(flatten)]
    shared: ConvertOptions,
    #[command(flatten)]
    games: GameFlags<Convert>,
}

/// Runs `convert`.
pub fn run(args: &Args, saver: &Saver) -> Outcome {
    let mut opts = LoadOptions::default();
    for face in faces::all() {
        face.read_options(&args.games, &mut opts)?;
    }
    let inputs = &args.shared.inputs;
    let bar = progress(inputs.len(), &crate::t!("cli-progress-reading"));
    let read: Vec<_> = inputs
        .par_iter()
        .map(|p| (io::load(p, opts), bar.inc(1)).0)
        .collect();
    bar.finish_and_clear();
    let loaded = read.into_iter().collect::<Result<Vec<_>, _>>()?;
    one_game(&loaded, args.shared.to)?;
    let face = faces::of(args.shared.to.game());
    face.convert(inputs, loaded, &args.shared, &args.games, saver)
}

/// Refuses inputs of several games, and a target of another game than theirs.
fn one_game(loaded: &[Loaded], to: Target) -> Result<(), String> {
    let games: std::collections::BTreeSet<Game> = loaded.iter().map(Loaded::game).collect();
    if games.len() > 1 {
        let names: Vec<String> = games.iter().map(|&g| crate::i18n::game_name(g)).collect();
        return Err(crate::t!(
            "cli-convert-mixed-games",
            games = names.join(", ")
        ));
    }
    match games.first() {
        Some(&game) if game != to.game() => Err(crate::t!(
            "cli-convert-other-game",
            game = crate::i18n::game_name(game),
            targets = Target::names_of(game).to_string(),
            asked = to.name().to_string()
        )),
        _ => Ok(()),
    }
}
