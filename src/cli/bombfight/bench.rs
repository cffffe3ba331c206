//! `gridwright bench bombfight`: rounds a second of the rules alone and of bots through a
//! match, on each map.

use gridwright_formats::text::printable_path;
use std::path::PathBuf;

use gridwright_formats::bombfight::{BombFightFile, Level};

use crate::bombfight::bots;
use crate::bombfight::engine::State;
use crate::bombfight::matches::{Controller, Match};
use crate::cli::error::{Outcome, Status};

/// One kind of player in the benchmark.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum BenchPlayers {
    /// `State::act` with no action: the rules alone.
    Engine,
    /// Idle bots through `Match` (the bot input built each turn).
    Idle,
    /// Random bots through `Match`.
    Random,
}

/// Rounds a second with `players` on `level`, games restarted until `time` has passed.
fn rounds_per_second(level: &Level, players: BenchPlayers, time: std::time::Duration) -> f64 {
    let started = std::time::Instant::now();
    let mut rounds: u64 = 0;
    let mut seed = 0u64;
    while started.elapsed() < time {
        seed += 1;
        match players {
            BenchPlayers::Engine => {
                let Ok(mut s) = State::new(level) else {
                    return 0.0;
                };
                while !s.is_over() {
                    s.act(crate::bombfight::action::Action::NONE);
                }
                rounds += u64::from(s.round);
            }
            BenchPlayers::Idle | BenchPlayers::Random => {
                let name = if players == BenchPlayers::Idle {
                    "idle"
                } else {
                    "random"
                };
                let bot = |k: u64| {
                    bots::built_in(name, seed * 2 + k).map_or(Controller::Human, Controller::Bot)
                };
                let Ok(mut m) = Match::new(level.clone(), [bot(0), bot(1)], seed, false) else {
                    return 0.0;
                };
                m.run_bots();
                rounds += u64::from(m.state.round);
            }
        }
    }
    rounds as f64 / started.elapsed().as_secs_f64()
}

/// `gridwright bench bombfight`: rounds a second on one core for each map.
pub fn bench(maps: &[PathBuf], time: std::time::Duration) -> Outcome {
    let mut levels: Vec<(String, Level)> = Vec::new();
    if maps.is_empty() {
        for b in crate::bundled::ALL {
            if let Ok(crate::io::Loaded::BombFight(f)) = b.load() {
                levels.push((b.name.to_owned(), f.level().clone()));
            }
        }
    }
    for path in maps {
        let f = crate::io::load_as::<BombFightFile>(path, Default::default())?;
        levels.push((printable_path(path).to_string(), f.level().clone()));
    }
    // i18n-exempt: the columns of a table of figures meant for comparing runs (four lines)
    outln!(
        "{:<34} {:>7} {:>16} {:>16} {:>16}",
        "map",
        "size",            // i18n-exempt: a column
        "engine rounds/s", // i18n-exempt: a column
        "idle rounds/s",   // i18n-exempt: a column
        "random rounds/s"  // i18n-exempt: a column
    );
    for (name, l) in &levels {
        let r = [
            BenchPlayers::Engine,
            BenchPlayers::Idle,
            BenchPlayers::Random,
        ]
        .map(|p| rounds_per_second(l, p, time));
        outln!(
            "{name:<34} {:>7} {:>16.0} {:>16.0} {:>16.0}",
            format!("{}x{}", l.width(), l.height()),
            r[0],
            r[1],
            r[2]
        );
    }
    Ok(Status::Ok)
}
