//! The one tournament runner: plays a list of the schedule's games on a pool of threads,
//! each game's result handed to a [`ResultSink`] as it ends, with progress events and a
//! stop flag. The command line (its progress bar, replays and results file), a shard of a
//! run split across machines and the window (its live standings) differ only in their sink.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use gridwright_formats::bombfight::Level;
use rayon::prelude::*;

use super::matches::Match;
use super::players::PlayerSpec;
use super::runner::Limits;
use super::tournament::{self, GameResult, Pairing, TournamentError};

/// What every game of one tournament shares: who plays, where, from which seed.
#[derive(Clone, Copy)]
pub struct Setup<'a> {
    /// The entrants, by their index in [`Pairing::players`].
    pub entrants: &'a [PlayerSpec],
    /// The maps, named, by their index in [`Pairing::map`].
    pub maps: &'a [(String, Level)],
    /// The tournament's seed; each game's is made from it and the game's number, so a game
    /// plays the same whichever process or thread plays it.
    pub seed: u64,
    /// A program's limits (time for each answer).
    pub limits: Limits,
}

/// How far a run is: games ended (finished or stopped) of those it was given, and the time
/// since it began.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Progress {
    /// Games ended so far.
    pub done: usize,
    /// Games the run was given.
    pub total: usize,
    /// Time since the run began.
    pub elapsed: Duration,
}

/// Where a run's games go as they end. Called from the pool's threads, hence `Sync`.
pub trait ResultSink: Sync {
    /// A game played to its end (never a stopped one): its result, and the game itself for
    /// its replay and its programs' logs.
    fn game_done(&self, result: &GameResult, game: &Match);
    /// After each game ended, finished or not.
    fn progress(&self, _progress: Progress) {}
}

/// Plays `games` on `jobs` threads and returns their results in the order given; a game
/// begun after `stop` is set is not played and comes back unfinished, like one it stopped.
/// The first game that cannot start (a program not found, a map that cannot be played)
/// ends the run with its error.
pub fn run(
    setup: &Setup,
    games: &[Pairing],
    jobs: usize,
    stop: &AtomicBool,
    sink: &dyn ResultSink,
) -> Result<Vec<GameResult>, TournamentError> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs.max(1))
        .build()
        .map_err(|e| TournamentError::Pool(crate::i18n::thread_pool_error_kind(&e)))?;
    let started = Instant::now();
    let done = AtomicUsize::new(0);
    pool.install(|| {
        games
            .par_iter()
            .map(|&g| {
                let result = play_one(setup, g, stop, sink)?;
                sink.progress(Progress {
                    done: done.fetch_add(1, Ordering::Relaxed) + 1,
                    total: games.len(),
                    elapsed: started.elapsed(),
                });
                Ok(result)
            })
            .collect()
    })
}

fn play_one(
    setup: &Setup,
    g: Pairing,
    stop: &AtomicBool,
    sink: &dyn ResultSink,
) -> Result<GameResult, TournamentError> {
    if stop.load(Ordering::Relaxed) {
        return Ok(GameResult::unplayed(g));
    }
    let level = &setup.maps[g.map].1;
    let (result, game) =
        tournament::play(g, level, setup.entrants, setup.seed, setup.limits, stop)?;
    if result.finished {
        sink.game_done(&result, &game);
    }
    Ok(result)
}

/// The time left, from the pace so far: `None` before the first game ended (no pace yet),
/// zero once all have. Games take about the same time on average over a round robin (every
/// pair meets on every map), so the mean so far is a fair guess for the rest.
pub fn eta(done: usize, total: usize, elapsed: Duration) -> Option<Duration> {
    if done == 0 {
        return None;
    }
    let left = total.saturating_sub(done) as f64;
    Some(elapsed.mul_f64(left / done as f64))
}

/// A duration as people read a time left: `45 s`, `3 min 20 s`, `2 h 05 min`.
pub fn duration_words(d: Duration) -> String {
    let s = d.as_secs();
    match s {
        0..60 => format!("{s} s"),
        60..3600 => format!("{} min {:02} s", s / 60, s % 60),
        _ => format!("{} h {:02} min", s / 3600, s % 3600 / 60),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bombfight::tournament::{random_maps, schedule};
    use std::sync::Mutex;

    #[test]
    fn the_time_left_follows_the_pace_so_far() {
        assert_eq!(eta(0, 10, Duration::from_secs(5)), None, "no pace yet");
        assert_eq!(
            eta(2, 10, Duration::from_secs(6)),
            Some(Duration::from_secs(24))
        );
        assert_eq!(eta(10, 10, Duration::from_secs(6)), Some(Duration::ZERO));
        assert_eq!(eta(12, 10, Duration::from_secs(6)), Some(Duration::ZERO));
        assert_eq!(duration_words(Duration::from_secs(45)), "45 s");
        assert_eq!(duration_words(Duration::from_secs(200)), "3 min 20 s");
        assert_eq!(duration_words(Duration::from_secs(7500)), "2 h 05 min");
    }

    /// A sink that keeps the numbers of the games it was given and the last progress.
    #[derive(Default)]
    struct Kept {
        games: Mutex<Vec<usize>>,
        last: Mutex<Option<Progress>>,
    }

    impl ResultSink for Kept {
        fn game_done(&self, result: &GameResult, _game: &Match) {
            self.games.lock().unwrap().push(result.pairing.number);
        }
        fn progress(&self, p: Progress) {
            *self.last.lock().unwrap() = Some(p);
        }
    }

    fn bots() -> Vec<PlayerSpec> {
        ["random", "greedy", "strong"]
            .map(PlayerSpec::built_in)
            .to_vec()
    }

    #[test]
    fn the_results_are_the_same_whatever_the_job_count() {
        let (entrants, maps) = (bots(), random_maps(2, 7).unwrap());
        let setup = Setup {
            entrants: &entrants,
            maps: &maps,
            seed: 7,
            limits: Limits::default(),
        };
        let games = schedule(entrants.len(), maps.len());
        let stop = AtomicBool::new(false);
        let (one, four) = (Kept::default(), Kept::default());
        let a = run(&setup, &games, 1, &stop, &one).unwrap();
        let b = run(&setup, &games, 4, &stop, &four).unwrap();
        let strip = |v: Vec<GameResult>| {
            v.into_iter()
                .map(|r| (r.pairing, r.scores, r.winner, r.rounds, r.turns))
                .collect::<Vec<_>>()
        };
        assert!(a.iter().all(|r| r.finished));
        assert_eq!(strip(a), strip(b), "same games, same order, same scores");
        let mut seen = four.games.into_inner().unwrap();
        seen.sort_unstable();
        assert_eq!(seen, (0..games.len()).collect::<Vec<_>>());
        let last = four.last.into_inner().unwrap().unwrap();
        assert_eq!((last.done, last.total), (games.len(), games.len()));
    }

    /// Stops the run when the first game ends, as a user pressing Stop would.
    struct StopAtFirst<'a>(&'a AtomicBool, Kept);

    impl ResultSink for StopAtFirst<'_> {
        fn game_done(&self, result: &GameResult, game: &Match) {
            self.0.store(true, Ordering::Relaxed);
            self.1.game_done(result, game);
        }
    }

    #[test]
    fn stop_ends_the_run_and_the_games_not_played_come_back_unfinished() {
        let (entrants, maps) = (bots(), random_maps(1, 3).unwrap());
        let setup = Setup {
            entrants: &entrants,
            maps: &maps,
            seed: 3,
            limits: Limits::default(),
        };
        let games = schedule(entrants.len(), maps.len());
        let stop = AtomicBool::new(false);
        let sink = StopAtFirst(&stop, Kept::default());
        let out = run(&setup, &games, 1, &stop, &sink).unwrap();
        assert_eq!(out.len(), games.len(), "every game comes back");
        assert_eq!(out.iter().filter(|r| r.finished).count(), 1);
        assert_eq!(sink.1.games.into_inner().unwrap().len(), 1);
        assert!(out.iter().filter(|r| !r.finished).all(|r| r.rounds == 0));
    }
}
