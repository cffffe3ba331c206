//! `gridwright bench`: performance figures for the README, measured the same way each time.

use std::path::PathBuf;
use std::time::Duration;

use super::error::Outcome;
use super::values;

#[derive(Debug, clap::Subcommand)]
pub enum Bench {
    /// Solve every level of a file and report solved count, total and median time, peak memory.
    Sokoban(super::sokoban::BenchArgs),
    /// Generate Sokoban levels: levels a minute for a few sizes, and their mean fewest pushes
    /// against random placement in the same rooms.
    #[command(name = "sokoban-generate")]
    SokobanGenerate(super::sokoban::bench_generate::Args),
    /// Generate (and solve) a large maze with each generator; times and peak memory.
    Maze {
        /// Size in cells, WIDTHxHEIGHT.
        #[arg(long, default_value = "10000x10000", value_parser = values::size)]
        size: (usize, usize),
        /// A generator, or `all`.
        #[arg(long, default_value = "all")]
        algo: String,
        /// Seed of every maze.
        #[arg(long, default_value_t = 1, value_parser = crate::cli::values::seed)]
        seed: u64,
    },
    /// The invisible maze's auto-play strategies on the same solvable mazes: success, steps,
    /// bumps and time per game.
    Laby(super::maze::LabyBenchArgs),
    /// BombFight rounds per second on one core: the engine alone, idle bots and random bots
    /// through the bot interface, on each map.
    Bombfight {
        /// Maps to run on (default: the bundled ones).
        maps: Vec<PathBuf>,
        /// Seconds of play per map and kind of player.
        #[arg(long, default_value = "1", value_parser = values::seconds)]
        seconds: Duration,
    },
    /// The 2048 AI over many seeded games: the share reaching 2048 to 32768, scores, time
    /// per move; games in parallel on all cores.
    #[command(name = "2048")]
    G2048(super::g2048::BenchArgs),
}

/// Runs `bench`.
pub fn run(bench: &Bench) -> Outcome {
    match bench {
        Bench::Sokoban(a) => super::sokoban::bench(a),
        Bench::Maze { size, algo, seed } => super::maze::bench(*size, algo, *seed),
        Bench::Bombfight { maps, seconds } => super::bombfight::bench(maps, *seconds),
        Bench::Laby(a) => super::maze::bench_laby(a),
        Bench::G2048(a) => super::g2048::bench(a),
        Bench::SokobanGenerate(a) => super::sokoban::bench_generate::run(a),
    }
}
