//! Round-robin tournaments, as the original runs them: every pair of entrants plays every
//! map twice, the starts swapped; points (the game scores) add up over all games. The
//! schedule, one game and the standings are plain functions; the command line and the
//! window run the games (in parallel, with progress and a stop flag) and show the table.

use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use gridwright_formats::bombfight::Level;
use serde::{Deserialize, Serialize};

use super::engine::StartError;
use super::generate::{MapOptions, MapOptionsError, generate};
use super::matches::{Controller, Match};
use super::players::{PlayerError, PlayerSpec};
use super::runner::Limits;

/// Why a tournament's map or game cannot be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum TournamentError {
    /// A random map's options.
    #[error(transparent)]
    Map(#[from] MapOptionsError),
    /// An entrant that cannot play.
    #[error(transparent)]
    Player(#[from] PlayerError),
    /// A map a game cannot start on.
    #[error(transparent)]
    Start(#[from] StartError),
    /// The threads to play on could not be made: the system's error, by kind (kept as a
    /// value, so the thread that shows it says it in its language).
    #[error(
        "{}",
        crate::t!(
            "bombfight-tourney-threads",
            error = crate::i18n::io_error(&std::io::Error::from(*.0))
        )
    )]
    Pool(std::io::ErrorKind),
}

/// One game of the schedule: map `map`, entrant `players[0]` on start A.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Pairing {
    /// The game's number in the schedule, from 0.
    pub number: usize,
    /// Index into the tournament's maps.
    pub map: usize,
    /// Indexes into the entrants: `players[0]` plays on start A, `players[1]` on B.
    pub players: [usize; 2],
}

/// How many games [`schedule`] makes, counted before anything is made (`None`: more than a
/// `usize` holds), so a limit is checked before the maps or the schedule cost memory.
pub fn games_count(entrants: usize, maps: usize) -> Option<usize> {
    let pairs = entrants.checked_mul(entrants.saturating_sub(1))? / 2;
    pairs.checked_mul(2)?.checked_mul(maps)
}

/// Every pair of `entrants` on every one of `maps` maps, twice with the starts swapped.
pub fn schedule(entrants: usize, maps: usize) -> Vec<Pairing> {
    let mut out = Vec::new();
    for map in 0..maps {
        for i in 0..entrants {
            for j in i + 1..entrants {
                for players in [[i, j], [j, i]] {
                    out.push(Pairing {
                        number: out.len(),
                        map,
                        players,
                    });
                }
            }
        }
    }
    out
}

/// `n` random point-symmetric maps from `seed`, named, sizes from 11 x 9 to 19 x 15 in turn
/// (a tournament's `--random-maps`).
pub fn random_maps(n: usize, seed: u64) -> Result<Vec<(String, Level)>, MapOptionsError> {
    const SIZES: [(usize, usize); 5] = [(11, 9), (13, 11), (15, 13), (17, 13), (19, 15)];
    (0..n)
        .map(|i| {
            let (width, height) = SIZES[i % SIZES.len()];
            let seed = seed.wrapping_add(i as u64);
            let opts = MapOptions {
                width,
                height,
                rounds: 60 + 10 * (i % SIZES.len()) as u32,
                seed,
                ..MapOptions::default()
            };
            let level = generate(&opts)?;
            Ok((format!("random-{width}x{height}-seed{seed}"), level))
        })
        .collect()
}

/// How one game went.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    /// The game this is the result of.
    pub pairing: Pairing,
    /// Points by start (A first), not by entrant: map through [`Pairing::players`].
    pub scores: [i64; 2],
    /// 1 or 2 (by start: 1 is A), `None` for a draw.
    pub winner: Option<u8>,
    /// Rounds completed when the game ended or was stopped.
    pub rounds: u32,
    /// Faults of each side (programs only).
    pub faults: [usize; 2],
    /// Restarts of each side's persistent program.
    pub restarts: [u32; 2],
    /// Turns each side played, and the time they took in all.
    pub turns: [usize; 2],
    /// Each side's turns summed, the waiting on its bot included; not in the JSON.
    #[serde(skip)]
    pub time: [Duration; 2],
    /// The longest turn of each side.
    #[serde(skip)]
    pub max_time: [Duration; 2],
    /// False when the tournament was stopped during the game (it then counts for nobody).
    pub finished: bool,
}

impl GameResult {
    /// A game not played (the tournament was stopped before it began): it counts for nobody.
    pub fn unplayed(pairing: Pairing) -> GameResult {
        GameResult {
            pairing,
            scores: [0; 2],
            winner: None,
            rounds: 0,
            faults: [0; 2],
            restarts: [0; 2],
            turns: [0; 2],
            time: [Duration::ZERO; 2],
            max_time: [Duration::ZERO; 2],
            finished: false,
        }
    }
}

/// Plays one game; `stop` ends it early (unfinished). Returns the result and the played
/// game (for its replay and its programs' logs).
pub fn play(
    pairing: Pairing,
    level: &Level,
    entrants: &[PlayerSpec],
    seed: u64,
    limits: Limits,
    stop: &AtomicBool,
) -> Result<(GameResult, Match), TournamentError> {
    let game_seed = seed
        .wrapping_mul(1_000_003)
        .wrapping_add(pairing.number as u64);
    let controllers = [0, 1].map(|side| {
        entrants[pairing.players[side]].controller(game_seed.wrapping_add(side as u64), limits)
    });
    let [a, b] = controllers;
    let mut m = Match::new(level.clone(), [a?, b?], game_seed, false)?;
    let mut time = [Duration::ZERO; 2];
    let mut turns = [0usize; 2];
    let mut max_time = [Duration::ZERO; 2];
    while !m.state.is_over() && !stop.load(Ordering::Relaxed) {
        let side = m.state.to_act.index();
        let started = Instant::now();
        if m.bot_turn().is_none() {
            break;
        }
        time[side] += started.elapsed();
        max_time[side] = max_time[side].max(started.elapsed());
        turns[side] += 1;
    }
    let log = |side: usize| match &m.controllers[side] {
        Controller::Bot(b) => b.log().map_or((0, 0), |l| (l.faults, l.restarts)),
        Controller::Human | Controller::Away => (0, 0),
    };
    let (f0, r0) = log(0);
    let (f1, r1) = log(1);
    let result = GameResult {
        pairing,
        scores: m.state.scores,
        winner: m.state.winner().map(|p| p.number()),
        rounds: m.state.round,
        faults: [f0, f1],
        restarts: [r0, r1],
        turns,
        time,
        max_time,
        finished: m.state.is_over(),
    };
    Ok((result, m))
}

/// One entrant's line of the table.
#[derive(Debug, Clone, Default, PartialEq, Serialize)]
pub struct Standing {
    /// The entrant's place in the entrants' list (the flags' order), so a reader of the JSON
    /// finds it among the entrants without outside knowledge.
    pub entrant: usize,
    /// The entrant's name, as [`PlayerSpec::name`] gives it.
    pub name: String,
    /// Game scores summed over its finished games (the ranking's first key).
    pub points: i64,
    /// Finished games played, on either start.
    pub games: usize,
    /// Games it ended with more points than its opponent (the ranking's second key).
    pub wins: usize,
    /// Games that ended level on points.
    pub draws: usize,
    /// Games its opponent ended with more points.
    pub losses: usize,
    /// Points per finished game; 0 when it played none.
    pub average: f64,
    /// Its program's faults summed over its finished games (0 for built-in bots).
    pub faults: usize,
    /// Times its persistent program was started again, over its finished games.
    pub restarts: u32,
    /// Mean milliseconds a turn.
    pub mean_ms: f64,
    /// The longest turn, in milliseconds.
    pub max_ms: f64,
    #[serde(skip)]
    turns: usize,
    #[serde(skip)]
    time: Duration,
}

/// How often each start won on one map: a map that favours a start shows here.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct MapReport {
    /// The map's name: its file's, or `random-<w>x<h>-seed<n>`.
    pub name: String,
    /// Finished games played on it.
    pub games: usize,
    /// Games won by the player on start A.
    pub a_wins: usize,
    /// Games won by the player on start B.
    pub b_wins: usize,
    /// Games that ended level on points.
    pub draws: usize,
}

/// The table from the finished games, best first (points, then wins).
pub fn standings(names: &[String], results: &[GameResult]) -> Vec<Standing> {
    let mut table: Vec<Standing> = names
        .iter()
        .enumerate()
        .map(|(entrant, n)| Standing {
            entrant,
            name: n.clone(),
            ..Standing::default()
        })
        .collect();
    for r in results.iter().filter(|r| r.finished) {
        for side in 0..2 {
            let s = &mut table[r.pairing.players[side]];
            s.points += r.scores[side];
            s.games += 1;
            match r.winner {
                None => s.draws += 1,
                Some(w) if usize::from(w) == side + 1 => s.wins += 1,
                Some(_) => s.losses += 1,
            }
            s.faults += r.faults[side];
            s.restarts += r.restarts[side];
            s.turns += r.turns[side];
            s.time += r.time[side];
            s.max_ms = s.max_ms.max(r.max_time[side].as_secs_f64() * 1000.0);
        }
    }
    for s in &mut table {
        s.average = s.points as f64 / s.games.max(1) as f64;
        s.mean_ms = s.time.as_secs_f64() * 1000.0 / s.turns.max(1) as f64;
    }
    table.sort_by(|a, b| b.points.cmp(&a.points).then(b.wins.cmp(&a.wins)));
    table
}

/// Per map, how often the player on each start won.
pub fn maps_report(map_names: &[String], results: &[GameResult]) -> Vec<MapReport> {
    let mut out: Vec<MapReport> = map_names
        .iter()
        .map(|n| MapReport {
            name: n.clone(),
            ..MapReport::default()
        })
        .collect();
    for r in results.iter().filter(|r| r.finished) {
        let m = &mut out[r.pairing.map];
        m.games += 1;
        match r.winner {
            Some(1) => m.a_wins += 1,
            Some(_) => m.b_wins += 1,
            None => m.draws += 1,
        }
    }
    out
}

/// Head to head: wins, draws and losses of entrant `i` against entrant `j`.
pub fn head_to_head(results: &[GameResult], i: usize, j: usize) -> [usize; 3] {
    let mut out = [0; 3];
    for r in results.iter().filter(|r| r.finished) {
        let Some(side) = r.pairing.players.iter().position(|&p| p == i) else {
            continue;
        };
        if r.pairing.players[1 - side] != j {
            continue;
        }
        match r.winner {
            None => out[1] += 1,
            Some(w) if usize::from(w) == side + 1 => out[0] += 1,
            Some(_) => out[2] += 1,
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn threads_that_do_not_start_are_said_in_the_threads_language() {
        let e = TournamentError::Pool(std::io::ErrorKind::OutOfMemory);
        crate::i18n::Language::English.set_for_thread();
        assert_eq!(
            e.to_string(),
            "cannot start the tournament's threads: not enough memory"
        );
        crate::i18n::Language::French.set_for_thread();
        assert_eq!(
            e.to_string(),
            "impossible de lancer les fils d'exécution du tournoi\u{a0}: mémoire insuffisante"
        );
    }

    #[test]
    fn every_pair_plays_every_map_twice_with_the_starts_swapped() {
        let s = schedule(3, 2);
        assert_eq!(s.len(), 3 * 2 * 2);
        for (i, j) in [(0, 1), (0, 2), (1, 2)] {
            for map in 0..2 {
                assert!(s.iter().any(|p| p.map == map && p.players == [i, j]));
                assert!(s.iter().any(|p| p.map == map && p.players == [j, i]));
            }
        }
        assert!(s.iter().enumerate().all(|(n, p)| p.number == n));
    }

    #[test]
    fn standings_sum_points_and_count_results_by_side() {
        let r = |players, scores: [i64; 2], winner| GameResult {
            pairing: Pairing {
                number: 0,
                map: 0,
                players,
            },
            scores,
            winner,
            rounds: 10,
            faults: [0, 0],
            restarts: [0, 0],
            turns: [10, 10],
            time: [Duration::ZERO; 2],
            max_time: [Duration::ZERO; 2],
            finished: true,
        };
        let results = [r([0, 1], [50, 10], Some(1)), r([1, 0], [30, 30], None)];
        let t = standings(&["a".into(), "b".into()], &results);
        assert_eq!(
            (t[0].name.as_str(), t[0].points, t[0].wins, t[0].draws),
            ("a", 80, 1, 1)
        );
        assert_eq!((t[1].points, t[1].losses, t[1].draws), (40, 1, 1));
        assert_eq!(head_to_head(&results, 0, 1), [1, 1, 0]);
        let maps = maps_report(&["m".into()], &results);
        assert_eq!((maps[0].a_wins, maps[0].b_wins, maps[0].draws), (1, 0, 1));
    }

    #[test]
    fn the_games_are_counted_as_scheduled_and_overflow_is_none() {
        for (entrants, maps) in [(0, 3), (1, 3), (2, 1), (3, 2), (5, 7)] {
            assert_eq!(
                games_count(entrants, maps),
                Some(schedule(entrants, maps).len())
            );
        }
        assert_eq!(games_count(3, usize::MAX), None);
    }
}
