//! `gridwright optimize`: better solutions of a Sokoban file's levels. Sokoban alone has
//! solutions to shorten, so the verb takes a Sokoban file and says so of any other.

use std::path::PathBuf;
use std::time::Duration;

use super::error::Outcome;
use super::save::{OutPath, Saver};
use super::values;
use crate::sokoban::solver::optimize::Metric;

/// The command line of `optimize`.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// The Sokoban file (its levels' saved solutions are the starts).
    pub file: PathBuf,
    /// Levels to optimize, 1-based: `1-10,15` (default: those with a saved solution, or all
    /// when none has one; a level without one is solved first).
    #[arg(long)]
    pub levels: Option<String>,
    /// What to make fewest first: pushes (then moves) or moves (then pushes).
    #[arg(long, value_enum, default_value = "pushes")]
    pub metric: MetricArg,
    /// Seconds of search per level (0 to 86400); a level with no saved solution is solved
    /// first, within the same time.
    #[arg(long, default_value = "10", value_parser = values::seconds)]
    pub time_limit: Duration,
    /// Memory for the searches of a level, in MiB (1 to 1048576).
    #[arg(long, default_value = "4096", value_parser = values::memory_mib)]
    pub memory_mib: usize,
    /// Write the collection with the better solutions added (the starts stay).
    #[arg(short, long)]
    pub output: Option<OutPath>,
    /// One JSON object per level and line.
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub shards: super::shards::ShardFlags,
}

/// `--metric`'s words.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum MetricArg {
    /// Fewest pushes, then fewest moves.
    Pushes,
    /// Fewest moves, then fewest pushes.
    Moves,
}

impl From<MetricArg> for Metric {
    fn from(m: MetricArg) -> Metric {
        match m {
            MetricArg::Pushes => Metric::Pushes,
            MetricArg::Moves => Metric::Moves,
        }
    }
}

/// Runs `optimize`.
pub fn run(args: &Args, saver: &Saver) -> Outcome {
    let file: gridwright_formats::sokoban::SokobanFile =
        crate::io::load_as(&args.file, Default::default())?;
    super::sokoban::optimize::run(file.collection, args, saver)
}
