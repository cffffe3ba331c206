//! `gridwright bench 2048`: the AI over many seeded games, in parallel on all cores: the share
//! of games reaching each tile, the scores, and the time per move.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use rayon::prelude::*;
use serde::{Deserialize, Serialize};

use super::level_or_classic;
use crate::cli::error::{Outcome, Status};
use crate::cli::merge::{MergeArgs, merged, report};
use crate::cli::output::{progress, with_heartbeat};
use crate::cli::save::Saver;
use crate::cli::shards::{ShardFlags, Started, start};
use crate::g2048::ai::{Limits, Weights, advise};
use crate::g2048::board::{exponent_of, label};
use crate::g2048::game::Game;
use crate::shards::{Details, Item, digest};
use gridwright_formats::g2048::Level;

/// The command, as results files name it.
const COMMAND: &str = "bench 2048"; // i18n-exempt: a command name

/// `bench 2048`'s flags.
#[derive(Debug, clap::Args)]
pub struct BenchArgs {
    /// Games to play, 1 to 100000.
    #[arg(long, default_value_t = 20, value_parser = crate::cli::values::count::<u64>(1..=100_000))]
    games: u64,
    /// Seed of the first game (game i takes seed + i).
    #[arg(long, default_value_t = 1, value_parser = crate::cli::values::seed)]
    seed: u64,
    /// Time the AI may take for a move, in milliseconds.
    #[arg(long, default_value_t = 25, value_parser = crate::cli::values::count::<u64>(1..=60_000))]
    ms_per_move: u64,
    /// Stop a game once it makes this tile (default: play to the end).
    #[arg(long, value_parser = crate::cli::values::count::<u64>(4..=1 << 40))]
    stop_at: Option<u64>,
    /// The deepest search, in moves.
    #[arg(long, default_value_t = 8, value_parser = crate::cli::values::count::<u32>(1..=12))]
    max_depth: u32,
    /// The evaluation's weights, for tuning: `empty=270,merges=700,monotone=47,sum=11`
    /// (any of alive, empty, merges, monotone, mono-power, sum, sum-power; the rest default).
    #[arg(long, value_parser = weights)]
    weights: Option<Weights>,
    /// A level to play (default: the classic 4 x 4 game).
    #[arg(long)]
    level: Option<PathBuf>,
    /// One JSON object per game and line, then the summary.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    shards: ShardFlags,
    #[command(flatten)]
    peer: super::bench_peer::PeerArgs,
}

/// What makes a `bench 2048` run this one: the games, their seeds, the AI's settings and
/// the level.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct G2048Run {
    games: u64,
    seed: u64,
    ms_per_move: u64,
    stop_at: Option<u64>,
    max_depth: u32,
    /// The weights, in [`Weights`]' field order (alive, empty, merges, monotone,
    /// mono-power, sum, sum-power).
    weights: [f64; 7],
    /// A digest of the level (its model's debug text: the same rules give the same one).
    level: String,
}

impl Details for G2048Run {
    const UNIT: &'static str = "game";
    fn items(&self) -> usize {
        usize::try_from(self.games).unwrap_or(usize::MAX)
    }
}

/// A finished game's line: its figures, those `--json` leaves out too.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct GameLine {
    number: usize,
    /// Nested, not flattened: serde's flattening cannot carry the score's u128.
    figures: GameFigures,
    max_exponent: u8,
    slowest_ms: f64,
}

impl Item for GameLine {
    fn number(&self) -> usize {
        self.number
    }
}

impl GameLine {
    fn of(number: usize, figures: GameFigures) -> GameLine {
        GameLine {
            number,
            max_exponent: figures.max_exponent,
            slowest_ms: figures.slowest_ms,
            figures,
        }
    }

    fn figures(&self) -> GameFigures {
        GameFigures {
            max_exponent: self.max_exponent,
            slowest_ms: self.slowest_ms,
            ..self.figures.clone()
        }
    }
}

/// `--weights`: `name=value` pairs over the default weights.
fn weights(s: &str) -> Result<Weights, String> {
    let mut w = Weights::default();
    for pair in s.split(',').filter(|p| !p.trim().is_empty()) {
        let (k, v) = pair
            .split_once('=')
            .ok_or_else(|| crate::t!("cli-g2048-weight-pair", pair = pair))?;
        let v: f64 = v
            .trim()
            .parse()
            .ok()
            .filter(|v: &f64| v.is_finite())
            .ok_or_else(|| crate::t!("cli-g2048-weight-value", pair = pair))?;
        let slot = match k.trim() {
            "alive" => &mut w.alive,
            "empty" => &mut w.empty,
            "merges" => &mut w.merges,
            "monotone" => &mut w.monotone,
            "mono-power" => &mut w.mono_power,
            "sum" => &mut w.sum,
            "sum-power" => &mut w.sum_power,
            other => {
                return Err(crate::t!("cli-g2048-not-weight", name = other));
            }
        };
        *slot = v;
    }
    Ok(w)
}

/// One game's figures.
#[derive(Debug, Clone, Serialize, Deserialize)]
struct GameFigures {
    seed: u64,
    max_tile: String,
    #[serde(skip)]
    max_exponent: u8,
    score: u128,
    moves: usize,
    ms_per_move: f64,
    #[serde(skip)]
    slowest_ms: f64,
    /// The mean depth the search finished.
    depth: f64,
    /// Positions scored a second.
    nodes_per_second: f64,
}

/// Runs `bench 2048` (this part's games, with `--shard`).
pub fn run(a: &BenchArgs) -> Outcome {
    if let Some(dir) = &a.peer.peer {
        return super::bench_peer::run(dir, &a.peer, a.games, a.seed);
    }
    let level = level_or_classic(a.level.as_deref())?;
    if a.stop_at.is_some_and(|t| t < 4 || !t.is_power_of_two()) {
        return Err(crate::t!("cli-g2048-stop-at").into());
    }
    let stop = a.stop_at.map(exponent_of);
    let weights = a.weights.unwrap_or_default();
    let w = &weights;
    let run = G2048Run {
        games: a.games,
        seed: a.seed,
        ms_per_move: a.ms_per_move,
        stop_at: a.stop_at,
        max_depth: a.max_depth,
        weights: [
            w.alive,
            w.empty,
            w.merges,
            w.monotone,
            w.mono_power,
            w.sum,
            w.sum_power,
        ],
        level: digest(&format!("{level:?}")),
    };
    let started = start::<_, GameLine>(&a.shards, COMMAND, run.clone())?;
    let limits = Limits {
        time: Duration::from_millis(a.ms_per_move),
        max_depth: a.max_depth,
        cancel: None,
    };
    let lines = play_part(
        &started,
        (&level, &weights, limits, stop),
        a.seed,
        run.items(),
    )?;
    out!("{}", report_text(&lines, &run, a.json));
    Ok(Status::Ok)
}

/// Plays this part's games not played before, in parallel, each line appended as it ends:
/// every line of the part, in order. Game n takes `seed + n`.
fn play_part(
    started: &Started<GameLine>,
    (level, weights, limits, stop): (&Level, &Weights, Limits, Option<u8>),
    seed: u64,
    games: usize,
) -> Result<Vec<GameLine>, String> {
    let todo = started.todo();
    let numbers: Vec<usize> = (0..games).filter(|&n| todo(n)).collect();
    let bar = progress(numbers.len(), &crate::t!("cli-progress-playing"));
    let what = crate::t!("shards-heartbeat-games");
    let new = with_heartbeat(&bar, numbers.len(), what, || {
        Ok(numbers
            .into_par_iter()
            .map(|n| {
                let seed = seed.wrapping_add(n as u64);
                let line = GameLine::of(n, play_one(level, seed, weights, limits, stop));
                bar.inc(1);
                started.sink.append(&line).map(|()| line)
            })
            .collect::<Vec<Result<GameLine, String>>>())
    });
    bar.finish_and_clear();
    let lines = started.with_done(new?)?;
    Ok(lines)
}

/// `gridwright merge` of a `bench 2048` run: the one-process report.
pub fn merge(m: &MergeArgs, saver: &Saver) -> Outcome {
    let all = merged::<G2048Run, GameLine>(m, COMMAND)?;
    report(m, &report_text(&all.items, &all.run.details, m.json), saver)
}

/// The games' JSON lines (with `json`) and the summary: to standard output, but the
/// summary to stderr with `json`, so that standard output is JSON lines only.
fn report_text(lines: &[GameLine], run: &G2048Run, json: bool) -> String {
    let games: Vec<GameFigures> = lines.iter().map(GameLine::figures).collect();
    let line = summary(&games, run);
    if !json {
        return line + "\n";
    }
    eprintln!("{line}");
    games
        .iter()
        .map(|g| serde_json::to_string(g).unwrap_or_default() + "\n")
        .collect()
}

fn play_one(
    level: &gridwright_formats::g2048::Level,
    seed: u64,
    weights: &Weights,
    limits: Limits,
    stop: Option<u8>,
) -> GameFigures {
    let mut g = Game::new(level, seed);
    let (mut spent, mut slowest) = (Duration::ZERO, Duration::ZERO);
    let mut moves = 0usize;
    let (mut depths, mut nodes) = (0u64, 0u64);
    while !g.is_over() && stop.is_none_or(|s| g.board().highest() < s) {
        let t = Instant::now();
        let advice = advise(g.board(), g.spawns(), weights, limits);
        let took = t.elapsed();
        spent += took;
        slowest = slowest.max(took);
        depths += u64::from(advice.depth);
        nodes += advice.nodes;
        let Some(d) = advice.best else { break };
        g.play(d);
        moves += 1;
    }
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    GameFigures {
        seed,
        max_tile: label(g.board().highest()),
        max_exponent: g.board().highest(),
        score: g.score(),
        moves,
        ms_per_move: if moves == 0 {
            0.0
        } else {
            ms(spent) / moves as f64
        },
        slowest_ms: ms(slowest),
        depth: depths as f64 / moves.max(1) as f64,
        nodes_per_second: nodes as f64 / spent.as_secs_f64().max(1e-9),
    }
}

/// The summary line.
fn summary(games: &[GameFigures], a: &G2048Run) -> String {
    let n = games.len().max(1) as f64;
    let mut scores: Vec<u128> = games.iter().map(|g| g.score).collect();
    scores.sort_unstable();
    let median = scores.get(scores.len() / 2).copied().unwrap_or(0);
    let mean = scores.iter().map(|&s| s as f64).sum::<f64>() / n;
    let moves: usize = games.iter().map(|g| g.moves).sum();
    let ms_mean = games
        .iter()
        .map(|g| g.ms_per_move * g.moves as f64)
        .sum::<f64>()
        / moves.max(1) as f64;
    let slowest = games.iter().map(|g| g.slowest_ms).fold(0.0, f64::max);
    let depth = games.iter().map(|g| g.depth).sum::<f64>() / n;
    let speed = games.iter().map(|g| g.nodes_per_second).sum::<f64>() / n;
    let reached: Vec<String> = (11..=15)
        .map(|e| {
            let k = games.iter().filter(|g| g.max_exponent >= e).count();
            format!(
                "{}: {k}/{} ({:.0}%)",
                1u64 << e,
                games.len(),
                100.0 * k as f64 / n
            )
        })
        .collect();
    use crate::i18n::fixed;
    crate::t!(
        "cli-g2048-bench",
        games = games.len(),
        seed = a.seed.to_string(),
        ms = a.ms_per_move,
        stop = a.stop_at.map_or("none".to_owned(), |s| s.to_string()),
        reached = reached.join(", "),
        mean = fixed(mean, 0),
        median = median.to_string(),
        ms_mean = fixed(ms_mean, 1),
        slowest = fixed(slowest, 0),
        depth = fixed(depth, 2),
        millions = fixed(speed / 1e6, 2)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weights_are_named_pairs_over_the_defaults() {
        let w = weights("empty=100, sum=2").unwrap();
        assert_eq!(
            (w.empty, w.sum, w.merges),
            (100.0, 2.0, Weights::default().merges)
        );
        assert!(weights("empty").is_err());
        assert!(weights("empty=nan").is_err());
        assert!(weights("speed=3").unwrap_err().contains("not a weight"));
    }
}
