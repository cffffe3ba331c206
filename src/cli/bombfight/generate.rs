//! `gridwright generate bombfight`: a map from size, densities and a seed.

use gridwright_formats::bombfight::{MAX_ROUNDS, write_bflvl};

use crate::bombfight::generate::{MapOptions, generate as make_map};
use crate::cli::error::Outcome;
use crate::cli::save::{OutPath, Saver};
use crate::cli::values;

#[derive(Debug, clap::Args)]
pub struct GenerateArgs {
    /// Size in cells, WIDTHxHEIGHT (5 to 1000 a side; odd unless --no-symmetric).
    #[arg(long, default_value = "15x13", value_parser = values::size)]
    size: (usize, usize),
    /// Chance that a free cell holds a brick.
    #[arg(long, default_value = "0.4", value_parser = values::probability)]
    bricks: f64,
    /// Chance that a free cell (not a brick) holds a gem or a mushroom.
    #[arg(long, default_value = "0.15", value_parser = values::probability)]
    points: f64,
    /// The maximum number of rounds.
    #[arg(long, default_value_t = 100, value_parser = crate::cli::values::count::<u32>(1..=i64::from(MAX_ROUNDS)))]
    rounds: u32,
    /// Exits in the outer wall (in pairs on a symmetric map), 0 to 1000.
    #[arg(long, default_value_t = 2, value_parser = values::count::<usize>(0..=1000))]
    exits: usize,
    /// Seed; the same seed gives the same map on any machine.
    #[arg(long, default_value_t = 1, value_parser = crate::cli::values::seed)]
    seed: u64,
    /// Do not mirror the map through its centre (then one start may be favoured).
    #[arg(long)]
    no_symmetric: bool,
    /// Output file (standard output when absent).
    #[arg(short, long)]
    output: Option<OutPath>,
}

/// `gridwright generate bombfight`.
pub fn generate(a: &GenerateArgs, saver: &Saver) -> Outcome {
    let (width, height) = a.size;
    let opts = MapOptions {
        width,
        height,
        bricks: a.bricks,
        points: a.points,
        rounds: a.rounds,
        exits: a.exits,
        seed: a.seed,
        symmetric: !a.no_symmetric,
    };
    let map = make_map(&opts).map_err(|e| e.to_string())?;
    saver.write_out(&write_bflvl(&map), a.output.as_deref())
}
