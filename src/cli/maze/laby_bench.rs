//! `gridwright bench laby`: the invisible maze's strategies measured on the same mazes.

use std::time::{Duration, Instant};

use gridwright_formats::maze::Maze;
use serde::Serialize;

use super::laby::{Params, make_maze};
use crate::cli::error::{Error, Outcome, Status};
use crate::maze::invisible::Game;
use crate::maze::strategies::{StrategyKind, play_out};

/// `bench laby`'s flags.
#[derive(Debug, clap::Args)]
pub struct BenchArgs {
    /// Size in cells, WIDTHxHEIGHT (as every --size; the console game's own parameters keep
    /// the original's HEIGHT WIDTH order).
    #[arg(long, default_value = "20x20", value_parser = crate::cli::values::size)]
    size: (usize, usize),
    /// Wall density, 0 to 1.
    #[arg(long, default_value = "0.3", value_parser = crate::cli::values::probability)]
    density: f64,
    /// Games per strategy (the same mazes for every strategy), 1 to 100000.
    #[arg(long, default_value_t = 100, value_parser = crate::cli::values::count::<u32>(1..=100_000))]
    games: u32,
    /// Seed of the first maze.
    #[arg(long, default_value_t = 1, value_parser = crate::cli::values::seed)]
    seed: u64,
    /// A strategy, or `all`.
    #[arg(long, default_value = "all")]
    strategy: String,
    /// Lives per game, 1 to 1000000 (default: unlimited, so every bump is counted).
    #[arg(long, value_parser = crate::cli::values::count::<u32>(1..=1_000_000))]
    lives: Option<u32>,
    /// One JSON object per strategy and line.
    #[arg(long)]
    json: bool,
}

/// One strategy's figures.
#[derive(Debug, Serialize)]
struct StrategyFigures {
    strategy: &'static str,
    sighted: bool,
    success_rate: f64,
    mean_steps: f64,
    mean_bumps: f64,
    ms_per_game: f64,
}

/// `gridwright bench laby`.
pub fn bench(a: &BenchArgs) -> Outcome {
    let (width, height) = a.size;
    let kinds: Vec<StrategyKind> = match a.strategy.as_str() {
        "all" => StrategyKind::ALL.to_vec(),
        name => match StrategyKind::by_name(name) {
            Some(k) => vec![k],
            None => {
                let names: Vec<&str> = StrategyKind::ALL.iter().map(|k| k.name()).collect();
                let names = names.join(", ");
                return Err(crate::t!("cli-laby-strategy", name = name, names = names).into());
            }
        },
    };
    let params = Params {
        height,
        width,
        density: a.density,
        seconds: 0.0,
        lives: a.lives.unwrap_or(0),
    };
    let mut mazes = Vec::new();
    let mut seed = a.seed;
    for _ in 0..a.games {
        let (m, used) = make_maze(&params, seed, true).map_err(Error::NothingFound)?;
        mazes.push(m);
        seed = used.wrapping_add(1);
    }
    if !a.json {
        let heading = crate::t!(
            "cli-laby-bench",
            height = height,
            width = width,
            density = a.density,
            mazes = mazes.len(),
            lives = a.lives.map_or("unlimited".to_owned(), |l| l.to_string())
        );
        outln!("{heading}");
        // i18n-exempt: the columns of a table of figures meant for comparing runs (below)
        outln!(
            "{:<14} {:>8} {:>8} {:>11} {:>11} {:>11}",
            "strategy",
            "sees",
            "success",
            "mean steps", // i18n-exempt: a column
            "mean bumps", // i18n-exempt: a column
            "ms/game"
        );
    }
    for k in kinds {
        let f = figures(k, &mazes, a.lives);
        if a.json {
            outln!("{}", serde_json::to_string(&f).unwrap_or_default());
        } else {
            outln!(
                "{:<14} {:>8} {:>7.0}% {:>11.1} {:>11.2} {:>11.3}",
                f.strategy,
                if f.sighted { "sighted" } else { "blind" },
                f.success_rate * 100.0,
                f.mean_steps,
                f.mean_bumps,
                f.ms_per_game
            );
        }
    }
    Ok(Status::Ok)
}

fn figures(k: StrategyKind, mazes: &[Maze], lives: Option<u32>) -> StrategyFigures {
    let started = Instant::now();
    let (mut won, mut steps, mut bumps) = (0u32, 0usize, 0u64);
    for (i, m) in mazes.iter().enumerate() {
        let mut g = Game::new(m.clone(), Duration::ZERO, lives, Duration::ZERO);
        won += u32::from(play_out(&mut g, k, i as u64));
        steps += g.steps();
        bumps += u64::from(g.mistakes);
    }
    let n = mazes.len().max(1) as f64;
    StrategyFigures {
        strategy: k.name(),
        sighted: k.sighted(),
        success_rate: f64::from(won) / n,
        mean_steps: steps as f64 / n,
        mean_bumps: bumps as f64 / n,
        ms_per_game: started.elapsed().as_secs_f64() * 1000.0 / n,
    }
}
