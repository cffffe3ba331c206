//! `gridwright bench`: performance figures for the README, measured the same way each time.

use std::path::PathBuf;
use std::time::Duration;

use super::error::Outcome;
use super::values;

#[derive(Debug, clap::Subcommand)]
pub enum Bench {
    /// Solve every level of a file and report solved count, total and median time, peak memory.
    Sokoban {
        file: PathBuf,
        /// Seconds per level (0 to 86400).
        #[arg(long, default_value = "10", value_parser = values::seconds)]
        time_limit: Duration,
        /// Levels solved at once (default: one per core).
        #[arg(long, value_parser = values::jobs)]
        jobs: Option<usize>,
        /// Levels to solve, 1-based: `1-10,15` (default: all).
        #[arg(long)]
        levels: Option<String>,
        /// Memory for all searches together, in MiB.
        #[arg(long, default_value = "4096", value_parser = values::memory_mib)]
        memory_mib: usize,
    },
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
        Bench::Sokoban {
            file,
            time_limit,
            jobs,
            levels,
            memory_mib,
        } => super::sokoban::bench(file, *time_limit, *jobs, levels.as_deref(), *memory_mib),
        Bench::Maze { size, algo, seed } => super::maze::bench(*size, algo, *seed),
        Bench::Bombfight { maps, seconds } => super::bombfight::bench(maps, *seconds),
        Bench::Laby(a) => super::maze::bench_laby(a),
        Bench::G2048(a) => super::g2048::bench(a),
        Bench::SokobanGenerate(a) => super::sokoban::bench_generate::run(a),
    }
}
