//! The solution optimizer: from a solution in hand, one with fewer pushes (then fewer moves)
//! or fewer moves (then fewer pushes), never a worse one.
//!
//! How: passes of an exact search (A*, `pass`) kept inside a vicinity of the best solution
//! known (`vicinity`: the box sets that differ from one of its positions by a few boxes,
//! near the boxes they replace), from narrow to wide (the [`LADDER`]), on two threads that
//! take the next pass in turn. A pass that finds a better solution makes it the path the
//! next passes search around, and the ladder starts again; the last rung is the whole level,
//! which, when it ends, proves the result optimal. The vicinity holds the re-orderings of
//! box moves (one box's moves done earlier or later is one box off the path) as well as
//! other ways for a few boxes, so one search does what permutation and rearrangement
//! methods do one by one.
//!
//! Map: `path` (a solution as its positions and pushes), `vicinity` (which box sets a pass
//! may visit), `pass` (one search), this file (the ladder, the threads, the answer).

mod pass;
mod path;
mod vicinity;

use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use gridwright_formats::sokoban::Board;

use self::pass::{Context, Limits, PassEnd};
use self::path::SolutionPath;
use self::vicinity::{ANY, Reach, Vicinity};
use super::solution::to_lurd;
use super::tables::level::{Level, Setup};
use crate::sokoban::game::Game;

/// What the optimizer makes fewest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Metric {
    /// Fewest pushes, then fewest moves.
    #[default]
    Pushes,
    /// Fewest moves, then fewest pushes.
    Moves,
}

impl Metric {
    /// The order of solutions as one number: smaller is better.
    pub fn key(self, moves: u64, pushes: u64) -> u64 {
        let (first, second) = match self {
            Metric::Pushes => (pushes, moves),
            Metric::Moves => (moves, pushes),
        };
        first.min(u32::MAX as u64) << 32 | second.min(u32::MAX as u64)
    }

    /// The figure compared first.
    pub fn first(self, moves: u32, pushes: u32) -> u32 {
        match self {
            Metric::Pushes => pushes,
            Metric::Moves => moves,
        }
    }

    /// The word of `--metric` and of the JSON.
    pub fn word(self) -> &'static str {
        match self {
            Metric::Pushes => "pushes",
            Metric::Moves => "moves",
        }
    }
}

/// The rungs of the ladder, narrow to wide: boxes off the path at once, and how far from the
/// boxes they replace. Narrow rungs end in a fraction of a second and find most of what
/// there is; the wide ones get the time that is left. Measured on XSokoban 1-30 (README,
/// *The optimizer*).
const LADDER: [Reach; 9] = [
    rung(1, 3),
    rung(1, ANY),
    rung(2, 3),
    rung(2, 6),
    rung(3, 3),
    rung(2, ANY),
    rung(4, 3),
    rung(3, ANY),
    rung(ANY, ANY),
];

/// A rung: `boxes` off the path at once, `radius` steps from the boxes they replace.
const fn rung(boxes: u16, radius: u16) -> Reach {
    Reach { boxes, radius }
}

/// Limits and mode of one optimization.
#[derive(Debug, Clone)]
pub struct Options {
    /// What to make fewest first.
    pub metric: Metric,
    /// How long the optimizer may search.
    pub time_limit: Duration,
    /// Bytes its searches may use together.
    pub memory_limit: usize,
    /// Searches at once (two cores: two).
    pub threads: usize,
    /// Set from another thread to stop; the best found so far is the answer.
    pub cancel: Option<Arc<AtomicBool>>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            metric: Metric::Pushes,
            time_limit: Duration::from_secs(10),
            memory_limit: 2 << 30,
            threads: 2,
            cancel: None,
        }
    }
}

/// Counters another thread can watch while the optimizer runs.
#[derive(Debug, Default)]
pub struct Progress {
    /// Positions stored by every pass so far.
    pub positions: AtomicU64,
    /// The best solution's moves (high half) and pushes (low half); 0 before the start is read.
    best: AtomicU64,
}

impl Progress {
    /// The best solution so far, as (moves, pushes).
    pub fn best(&self) -> Option<(usize, usize)> {
        let both = self.best.load(Ordering::Relaxed);
        (both != 0).then_some(((both >> 32) as usize, (both & 0xFFFF_FFFF) as usize))
    }

    fn set_best(&self, s: &Solution) {
        self.best
            .store((s.moves as u64) << 32 | s.pushes as u64, Ordering::Relaxed);
    }
}

/// A solution and its figures.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solution {
    /// The moves, upper case for pushes, checked by replay.
    pub lurd: String,
    /// Steps, pushes included.
    pub moves: usize,
    /// Steps that push a box.
    pub pushes: usize,
}

impl Solution {
    fn key(&self, metric: Metric) -> u64 {
        metric.key(self.moves as u64, self.pushes as u64)
    }
}

/// Why the optimizer stopped.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stop {
    /// Every rung of the ladder searched around the best solution found nothing better.
    Done,
    /// The search of the whole level ended: nothing better exists.
    Optimal,
    /// The time limit was reached.
    Timeout,
    /// Stopped through the cancel flag.
    Cancelled,
}

impl Stop {
    /// The word used by `optimize --json`.
    pub fn word(self) -> &'static str {
        match self {
            Stop::Done => "done",
            Stop::Optimal => "optimal",
            Stop::Timeout => "timeout",
            Stop::Cancelled => "cancelled",
        }
    }
}

/// What the optimizer made of a solution.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// The solution it started from.
    pub start: Solution,
    /// The best it found: the start when nothing better was found.
    pub best: Solution,
    /// Why it stopped.
    pub stop: Stop,
    /// Positions stored by all its searches.
    pub positions: u64,
    /// Wall-clock time it took.
    pub elapsed: Duration,
}

impl Outcome {
    /// Whether the best is better than the start.
    pub fn improved(&self, metric: Metric) -> bool {
        self.best.key(metric) < self.start.key(metric)
    }
}

/// Why a solution cannot be optimized.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum StartError {
    /// The level cannot be played or searched (its words).
    #[error("{0}")]
    Level(String),
    /// The moves do not replay (the replay's words).
    #[error("{0}")]
    Replay(String),
    /// The moves replay but leave boxes off goals.
    #[error("{}", crate::t!("sokoban-optimize-not-solved"))]
    NotSolved,
    /// More pushes than the optimizer counts.
    #[error("{}", crate::t!("sokoban-optimize-too-long", pushes = *.0))]
    TooLong(usize),
}

/// The most pushes a solution may have (the node store counts pushes in 16 bits).
const MAX_PUSHES: usize = 60_000;

/// Optimizes `start`, a solution of `board`: the best solution found within the options'
/// limits, never worse than `start`.
pub fn optimize(
    board: &Board,
    start: &str,
    opts: &Options,
    progress: &Progress,
) -> Result<Outcome, StartError> {
    let began = Instant::now();
    let game = match Game::replay(board, start) {
        Err(e) => return Err(StartError::Level(e.to_string())),
        Ok(Err(e)) => return Err(StartError::Replay(e.to_string())),
        Ok(Ok(game)) => game,
    };
    if !game.is_solved() {
        return Err(StartError::NotSolved);
    }
    if game.pushes() > MAX_PUSHES {
        return Err(StartError::TooLong(game.pushes()));
    }
    let first = Solution {
        lurd: game.lurd(),
        moves: game.moves(),
        pushes: game.pushes(),
    };
    progress.set_best(&first);
    let level = match Level::setup(game.start()) {
        Setup::Ready(level) => level,
        // A solved level with no box to move: nothing to make shorter.
        Setup::Unsolvable(_) if game.pushes() == 0 => return Ok(unchanged(first, began)),
        Setup::Unsolvable(why) => return Err(StartError::Level(crate::i18n::tr(why))),
    };
    let run = Run::new(&level, &game, opts, progress, first.clone());
    let stop = run.climb();
    let best = run.best.into_inner().map_or(first.clone(), |b| b.solution);
    Ok(Outcome {
        start: first,
        best,
        stop,
        positions: progress.positions.load(Ordering::Relaxed),
        elapsed: began.elapsed(),
    })
}

fn unchanged(start: Solution, began: Instant) -> Outcome {
    Outcome {
        best: start.clone(),
        start,
        stop: Stop::Optimal,
        positions: 0,
        elapsed: began.elapsed(),
    }
}

/// The best solution known and its path.
struct Best {
    solution: Solution,
    path: SolutionPath,
}

/// Which rung a thread takes next, for which best solution.
struct Ladder {
    /// The next rung to take: back to the first when a better solution is found.
    next: usize,
    /// Threads searching now.
    running: usize,
    /// The whole level was searched: nothing better exists.
    proven: bool,
}

/// One optimization's shared state.
struct Run<'a> {
    cx: Context<'a>,
    game: &'a Game,
    opts: &'a Options,
    progress: &'a Progress,
    deadline: Instant,
    best: Mutex<Best>,
    best_key: AtomicU64,
    ladder: Mutex<Ladder>,
    idle: Condvar,
}

impl<'a> Run<'a> {
    fn new(
        level: &'a Level,
        game: &'a Game,
        opts: &'a Options,
        progress: &'a Progress,
        first: Solution,
    ) -> Run<'a> {
        let path = SolutionPath::of_game(level, game).unwrap_or(SolutionPath {
            states: vec![level.start_boxes.clone()],
            pushes: vec![],
        });
        Run {
            cx: Context::new(level, opts.metric),
            game,
            opts,
            progress,
            deadline: Instant::now() + opts.time_limit,
            best_key: AtomicU64::new(first.key(opts.metric)),
            best: Mutex::new(Best {
                solution: first,
                path,
            }),
            ladder: Mutex::new(Ladder {
                next: 0,
                running: 0,
                proven: false,
            }),
            idle: Condvar::new(),
        }
    }

    fn cancelled(&self) -> bool {
        self.opts
            .cancel
            .as_ref()
            .is_some_and(|c| c.load(Ordering::Relaxed))
    }

    /// Runs the ladder on the threads until it is done or time is up.
    fn climb(&self) -> Stop {
        std::thread::scope(|s| {
            for _ in 1..self.opts.threads.max(1) {
                s.spawn(|| self.worker());
            }
            self.worker();
        });
        let ladder = self.ladder.lock().unwrap_or_else(|e| e.into_inner());
        if self.cancelled() {
            Stop::Cancelled
        } else if ladder.proven {
            Stop::Optimal
        } else if Instant::now() >= self.deadline {
            Stop::Timeout
        } else {
            Stop::Done
        }
    }

    /// Takes rungs until none is left for any thread.
    fn worker(&self) {
        while let Some((rung, path)) = self.take() {
            let end = self.search(rung, &path);
            self.finish(rung, end);
        }
    }

    /// The next rung and the path to search around, or `None` when the work is over.
    fn take(&self) -> Option<(usize, SolutionPath)> {
        let mut ladder = self.ladder.lock().unwrap_or_else(|e| e.into_inner());
        loop {
            let over = ladder.proven || self.cancelled() || Instant::now() >= self.deadline;
            if over {
                self.idle.notify_all();
                return None;
            }
            if ladder.next < LADDER.len() {
                let rung = ladder.next;
                ladder.next += 1;
                ladder.running += 1;
                let path = self
                    .best
                    .lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .path
                    .clone();
                return Some((rung, path));
            }
            if ladder.running == 0 {
                self.idle.notify_all();
                return None;
            }
            // Another thread may still find a better solution and start the ladder again.
            ladder = self
                .idle
                .wait_timeout(ladder, Duration::from_millis(50))
                .unwrap_or_else(|e| e.into_inner())
                .0;
        }
    }

    fn search(&self, rung: usize, path: &SolutionPath) -> PassEnd {
        let Some(vicinity) = Vicinity::new(&self.cx, path, LADDER[rung]) else {
            return PassEnd::Stopped;
        };
        let per_node = self.cx.level.start_boxes.len() * 2 + 64;
        let threads = self.opts.threads.max(1);
        let limits = Limits {
            deadline: self.deadline,
            max_positions: self.opts.memory_limit / threads / per_node,
            cancelled: &|| self.cancelled(),
            best: &self.best_key,
            positions: &self.progress.positions,
        };
        pass::run(&self.cx, &vicinity, &limits)
    }

    /// Takes in a pass's end: a better solution becomes the best and starts the ladder again.
    /// The search of the whole level proves what it ends with optimal: what it finds is the
    /// best there is, and when it finds nothing, nothing beats the best known.
    fn finish(&self, rung: usize, end: PassEnd) {
        let whole = LADDER[rung].boxes == ANY;
        let mut ladder = self.ladder.lock().unwrap_or_else(|e| e.into_inner());
        ladder.running -= 1;
        match end {
            PassEnd::Found(pushes) => {
                if self.accept(&pushes) {
                    ladder.next = 0;
                }
                ladder.proven |= whole;
            }
            PassEnd::Exhausted => ladder.proven |= whole,
            PassEnd::Stopped => {}
        }
        self.idle.notify_all();
    }

    /// Makes `pushes` the best solution if it replays and is better; whether it did.
    fn accept(&self, pushes: &[(u16, usize)]) -> bool {
        let level = self.cx.level;
        let Some(lurd) = to_lurd(self.game.start(), level, pushes) else {
            return false;
        };
        let mut game = Game::from_position(self.game.start().clone());
        if game.play(&lurd).is_err() || !game.is_solved() {
            return false;
        }
        let solution = Solution {
            lurd,
            moves: game.moves(),
            pushes: game.pushes(),
        };
        let mut best = self.best.lock().unwrap_or_else(|e| e.into_inner());
        let key = solution.key(self.opts.metric);
        if key >= best.solution.key(self.opts.metric) {
            return false;
        }
        let Some(path) = SolutionPath::of_game(level, &game) else {
            return false;
        };
        self.best_key.fetch_min(key, Ordering::Relaxed);
        self.progress.set_best(&solution);
        *best = Best { solution, path };
        true
    }
}

#[cfg(test)]
mod tests;
