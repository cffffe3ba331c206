//! The Sokoban solver: a push-level best-first search (fast mode, any solution) or A* (optimal
//! mode, fewest pushes) with a transposition table, an assignment lower bound and deadlock
//! pruning. Bounded in time and memory, cancellable, and every reported solution is replayed.

pub mod analysis;
mod freeze;
mod level;
mod lower_bound;
mod search;
mod solution;
mod table;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64};

use std::time::{Duration, Instant};

use gridwright_formats::sokoban::Board;

use self::level::{Level, Setup};
use self::search::{End, Search, Way};
use crate::sokoban::checks::validate;
use crate::sokoban::position::Position;

/// Limits and mode of one solve.
#[derive(Debug, Clone)]
pub struct Options {
    pub time_limit: Duration,
    /// Bytes the search may use for its tables.
    pub memory_limit: usize,
    /// Fewest pushes (A*) instead of the first solution found.
    pub optimal: bool,
    /// Set from another thread to stop the search.
    pub cancel: Option<Arc<AtomicBool>>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            time_limit: Duration::from_secs(10),
            memory_limit: 2 << 30,
            optimal: false,
            cancel: None,
        }
    }
}

/// Counters another thread can watch while a search runs.
#[derive(Debug, Default)]
pub struct Progress {
    /// Positions stored so far.
    pub nodes: AtomicU64,
}

/// The answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Status {
    Solved {
        lurd: String,
        moves: usize,
        pushes: usize,
    },
    /// The search space was exhausted: a proof that there is no solution.
    Unsolvable(String),
    /// The time limit was reached.
    Timeout,
    /// The memory limit was reached.
    OutOfMemory,
    Cancelled,
    /// The level is not a valid level (see the validation rules).
    Invalid(String),
}

impl Status {
    /// The word used by `solve --json`.
    pub fn word(&self) -> &'static str {
        match self {
            Status::Solved { .. } => "solved",
            Status::Unsolvable(_) => "unsolvable",
            Status::Timeout | Status::OutOfMemory | Status::Cancelled => "timeout",
            Status::Invalid(_) => "invalid",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    pub status: Status,
    pub nodes: u64,
    pub elapsed: Duration,
}

/// The fast mode runs a forward and a backward search in turns (each with half the memory);
/// the first to finish answers, and a position found by both joins their paths (meeting in
/// the middle). The optimal mode runs A* forward.
fn run_searches(level: &Level, opts: &Options, progress: &Progress) -> End {
    if opts.optimal {
        return Search::new(level, opts, progress).run();
    }
    let half = Options {
        memory_limit: opts.memory_limit / 2,
        ..opts.clone()
    };
    let mut fwd = Search::with_way(level, &half, progress, Way::Forward, None);
    let mut bwd = Search::with_way(level, &half, progress, Way::Backward, None);
    if let Some(end) = fwd.start() {
        return end;
    }
    let mut backward = bwd.start().is_none();
    const TURN: usize = 64;
    loop {
        match fwd.step(TURN, backward.then(|| bwd.table())) {
            None => {}
            Some(End::Met(f, b)) => return join(&fwd, f, &bwd, b),
            Some(end) => return end,
        }
        if !backward {
            continue;
        }
        match bwd.step(TURN, Some(fwd.table())) {
            None => {}
            Some(End::Met(b, f)) => return join(&fwd, f, &bwd, b),
            Some(End::Solved(p)) => return End::Solved(p),
            Some(End::Exhausted) => return End::Exhausted,
            Some(End::OutOfMemory) => backward = false,
            Some(end) => return end,
        }
    }
}

/// The solution through a position both searches reached.
fn join(fwd: &Search, f: u32, bwd: &Search, b: u32) -> End {
    let mut pushes = fwd.path(f);
    pushes.extend(bwd.path(b));
    End::Solved(pushes)
}

/// Solves a board within the limits of `opts`.
pub fn solve(board: &Board, opts: &Options, progress: &Progress) -> Outcome {
    let started = Instant::now();
    let (status, nodes) = solve_inner(board, opts, progress);
    Outcome {
        status,
        nodes,
        elapsed: started.elapsed(),
    }
}

fn solve_inner(board: &Board, opts: &Options, progress: &Progress) -> (Status, u64) {
    if let Some(p) = validate(board).first() {
        return (Status::Invalid(p.message.clone()), 0);
    }
    let position = match Position::from_board(board) {
        Ok(p) => p,
        Err(e) => return (Status::Invalid(e.to_string()), 0),
    };
    if position.is_solved() {
        return (
            Status::Solved {
                lurd: String::new(),
                moves: 0,
                pushes: 0,
            },
            0,
        );
    }
    let level = match Level::setup(&position) {
        Setup::Ready(level) => level,
        Setup::Unsolvable(why) => return (Status::Unsolvable(why.into()), 0),
    };
    let end = run_searches(&level, opts, progress);
    let nodes = progress.nodes.load(std::sync::atomic::Ordering::Relaxed);
    let status = match end {
        End::Solved(pushes) => match solution::to_lurd(&position, &level, &pushes) {
            Some(lurd) => Status::Solved {
                moves: lurd.len(),
                pushes: pushes.len(),
                lurd,
            },
            None => Status::Invalid("internal error: the solution found does not replay".into()),
        },
        End::Exhausted => Status::Unsolvable("every reachable position was searched".into()),
        End::OutOfTime => Status::Timeout,
        End::OutOfMemory => Status::OutOfMemory,
        End::Cancelled | End::Met(..) => Status::Cancelled,
    };
    (status, nodes)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sokoban::game::Game;

    fn run(xsb: &str, optimal: bool) -> Status {
        let opts = Options {
            optimal,
            ..Options::default()
        };
        solve(&Board::from_xsb(xsb), &opts, &Progress::default()).status
    }

    #[test]
    fn solves_and_the_solution_replays() {
        let xsb =
            "  #####\n###   #\n#.@$  #\n### $.#\n#.##$ #\n# # . ##\n#$ *$$.#\n#   .  #\n########";
        let Status::Solved { lurd, pushes, .. } = run(xsb, false) else {
            panic!()
        };
        let g = Game::replay(&Board::from_xsb(xsb), &lurd).unwrap().unwrap();
        assert!(g.is_solved());
        assert_eq!(g.pushes(), pushes);
    }

    #[test]
    fn optimal_mode_finds_fewest_pushes() {
        let xsb = "#######\n#@    #\n# $ $ #\n#.   .#\n#######";
        let Status::Solved { pushes, .. } = run(xsb, true) else {
            panic!()
        };
        assert_eq!(pushes, 4);
    }

    #[test]
    fn obvious_and_searched_unsolvable_levels() {
        // A box in a corner, off goal: proved before searching.
        assert!(matches!(
            run("#####\n#$ .#\n#@  #\n#####", false),
            Status::Unsolvable(_)
        ));
        // Boxes that block each other in a corridor: no single rule sees it, the search does.
        assert!(
            matches!(run("########\n#@$ $..#\n########", false), Status::Unsolvable(w) if w.contains("searched"))
        );
    }

    #[test]
    fn invalid_levels_are_reported() {
        assert!(matches!(
            run("#####\n#@$ #\n#####", false),
            Status::Invalid(_)
        ));
    }

    #[test]
    fn cancel_stops_the_search() {
        let cancel = Arc::new(AtomicBool::new(true));
        let opts = Options {
            cancel: Some(cancel),
            ..Options::default()
        };
        let board = Board::from_xsb(
            "##########\n#@       #\n# $ $ $  #\n#  $     #\n#   .... #\n#        #\n##########",
        );
        assert_eq!(
            solve(&board, &opts, &Progress::default()).status,
            Status::Cancelled
        );
    }
}
