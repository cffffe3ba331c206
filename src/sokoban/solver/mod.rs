//! The Sokoban solver: a push-level best-first search (fast mode, any solution) or A* (optimal
//! mode, fewest pushes then fewest moves) with a transposition table, an assignment lower
//! bound and deadlock pruning. Bounded in time and memory, cancellable, and every reported
//! solution is replayed.
//!
//! The map (start with this file's [`solve`] and the fast mode's schedule under it, then
//! `search/`, then `tables/level.rs`):
//! - This file: [`solve`], its [`Options`] and answers, and the fast mode's schedule: which
//!   searches its two threads run, in which order, for which share of the time.
//! - `search/`: the one search loop (best-first or A*, forward pushes or backward pulls,
//!   tunnel and room macros, stopped after a share of its time and resumed later), made
//!   from one `Config` (optimal, forward in an `Order` with or without macros, backward);
//!   by job: `run` (the loop, limits), `expand`, `area` (the pusher's), `rank`, `path`.
//! - `race.rs`: the fast mode's two threads on clocks of work, so that a solve gives the same
//!   solution on every run. `solution.rs`: pushes to LURD, checked by replay.
//! - `tables/`: what the search looks up: the level's static tables (`level`, `sides`), the
//!   lower bound (`lower_bound`), the node store and transposition table (`table`). The
//!   pusher's flood (`Reach`) and the one-box pull search (`pulls`) every part walks with
//!   live below the solver, in `sokoban::walk`, shared with the play mode, the board checks
//!   and the generator.
//! - `deadlock/`: positions never stored: `freeze`, `frozen_goals`, `corral` (PI-corral
//!   pruning), `corral_deadlock`, and the sets learned on the way (`deadlock_sets`, `stall`).
//! - `order/`: which open position next: `Order` (the forward search's, named), `frontier`
//!   (the queues), `fess` (with its features `areas` and `hotspots`) and `phases`.
//! - `packing/`: in what order the goals fill: the plans the orders follow (`packing_plan`,
//!   `parked_plan`), the goal rooms filled by macros (`rooms`, `packing_order`).
//! - `analysis.rs`: for the editor and play mode (dead squares, live deadlock checks).
//! - `optimize/`: better solutions from one in hand (its own map in its `mod.rs`).
//!
//! Arrows point down: `tables/` uses no other part (only `sokoban::walk`, below the
//! solver); `deadlock/` and `packing/` use `tables/`; `order/` uses those three; `search/`
//! uses them all and runs on `race.rs`'s lanes; this file runs searches. `optimize/` reuses
//! `tables/`, `deadlock/freeze` and `solution.rs`.

pub mod analysis;
mod deadlock;
pub mod optimize;
mod order;
mod packing;
mod race;
mod search;
mod solution;
pub(crate) mod tables;

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64};

use std::time::{Duration, Instant};

use gridwright_formats::sokoban::Board;

use self::order::Order;
use self::packing::packing_plan::PackingPlan;
use self::packing::parked_plan::parked;
use self::packing::rooms::Rooms;
use self::race::{Lane, Race};
use self::search::{Config, End, Search};
use self::tables::level::{Level, Setup};
use crate::sokoban::checks::{ProblemKind, validate};
use crate::sokoban::position::Position;

/// Limits and mode of one solve.
#[derive(Debug, Clone)]
pub struct Options {
    /// How long the search may run before it answers [`Status::Timeout`].
    pub time_limit: Duration,
    /// Bytes the search may use for its tables.
    pub memory_limit: usize,
    /// Positions a search may store (each search of the fast mode its own); reaching it is
    /// running out of memory. Unlike the time, a budget in positions ends a search at the
    /// same place on every machine, busy or quiet: the generator confirms by it.
    pub max_positions: u64,
    /// Fewest pushes, then fewest moves (A*), instead of the first solution found.
    pub optimal: bool,
    /// Set from another thread to stop the search.
    pub cancel: Option<Arc<AtomicBool>>,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            time_limit: Duration::from_secs(10),
            memory_limit: 2 << 30,
            max_positions: u64::MAX,
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
    /// A solution: its LURD, checked by replaying it, and its counts.
    Solved {
        /// The moves, upper case for pushes.
        lurd: String,
        /// Steps, pushes included.
        moves: usize,
        /// Steps that push a box.
        pushes: usize,
    },
    /// The search space was exhausted: a proof that there is no solution.
    Unsolvable(String),
    /// The time limit was reached.
    Timeout,
    /// The memory limit was reached, in bytes or in positions stored.
    OutOfMemory,
    /// Stopped through the cancel flag.
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
            Status::Timeout => "timeout",
            Status::OutOfMemory => "memory",
            Status::Cancelled => "cancelled",
            Status::Invalid(_) => "invalid",
        }
    }
}

/// A solve's answer and what it cost.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// The answer.
    pub status: Status,
    /// Positions stored.
    pub nodes: u64,
    /// Wall-clock time the solve took.
    pub elapsed: Duration,
}

/// The fast mode runs two threads (each with half the memory) and takes the answer found
/// first on the threads' clocks of work ([`race`]): every share and turn below is read on
/// that clock, so the same level is searched the same way and answered the same on every run.
/// The first searches backward with a queue per count of boxes home, giving a sixth of its
/// time after the first fortieth to a roving greedy forward search and a sixth to the
/// bound's order ([`backward_around_forward`]). The second searches greedily by the phases
/// of the plan, then in FESS's order taking turns with the greedy search
/// ([`greedy_beside_fess`]). The optimal mode runs A* forward.
///
/// Why several orders: measured on XSokoban at 10 s, each order alone, FESS solves the
/// most levels, but each of the others solves some that FESS does not, most of them within a
/// few seconds (README, *The solver*, keeps the current figures). The phases' order solves most
/// of what it solves in a tenth of a second, so it comes first; FESS, the strongest, gets
/// most of the rest, so that on a busy machine, where each thread gets less of a core, it
/// loses only the levels it solves last.
fn run_searches(level: &Level, opts: &Options, progress: &Progress) -> End {
    if opts.optimal {
        return Search::new(level, opts, progress, Config::Optimal, None).run();
    }
    let half = Options {
        memory_limit: opts.memory_limit / 2,
        ..opts.clone()
    };
    let race = Race::new(opts.time_limit);
    let rooms = Rooms::find(level);
    let lane = |me| Lane::new(level, progress, &race, me);
    let (first, second) = std::thread::scope(|s| {
        let first = s.spawn(|| {
            let lane = lane(0);
            lane.finish(backward_around_forward(&lane, &half, &rooms))
        });
        let lane = lane(1);
        let second = lane.finish(greedy_beside_fess(&lane, &half, &rooms));
        (first.join().unwrap_or(End::Cancelled), second)
    });
    match (first, second, race.winner()) {
        (End::Solved(p), _, Some(0)) | (_, End::Solved(p), Some(1)) => End::Solved(p),
        (End::Exhausted, _, _) | (_, End::Exhausted, _) => End::Exhausted,
        (End::Cancelled, other, _) | (other, End::Cancelled, _) => other,
        (end, _, _) => end,
    }
}

/// The first thread: backward for a fortieth of the time (what it solves, it mostly solves
/// at once), then forward for a sixth of the time left, greedy on the phases of the plan
/// but roving ([`Order::Roving`]), then forward for another sixth in the bound's order, then
/// backward again from where it stopped. Without a backward search (more goals than boxes),
/// the bound's order for the whole time.
///
/// The roving search solves quickly some levels the second thread's greedy search commits
/// wrongly on and FESS solves late (36, 40 and 86: 0.8, 0.7 and 0.03 s against 8.5, 0.9
/// and 9.9 s); all 90, two levels at a time (so each level's two threads share a core with
/// another's, as on a busy machine): 65 against 64, when it had a quarter. The bound's order
/// solves XSokoban 15 in 1 s alone, which nothing else here solves in 10 s; its sixth comes
/// out of the rover's quarter and the backward search's end: taken from the backward search's
/// time alone, it cost 72, which that search solves at 8 s (docs/solver.md).
fn backward_around_forward(lane: &Lane, opts: &Options, rooms: &Rooms) -> End {
    if !Search::has_backward(lane.level) {
        let mut bound = Resumable::new(lane, opts, (rooms, Order::Bound));
        bound.overtime();
        return bound.run();
    }
    let started = lane.now();
    let mut backward = search(lane, opts, Config::Backward);
    if let Some(end) = backward.run_until(opts.time_limit / 40) {
        return end;
    }
    let roving = Order::Roving {
        plan: parked,
        every: ROVE_EVERY,
    };
    let rest = time_left(opts, lane, started);
    for (order, share) in [(roving, ROVING_SHARE), (Order::Bound, BOUND_SHARE)] {
        match forward_in_order(lane, &share_of(&rest, share), (rooms, order)) {
            End::OutOfTime | End::OutOfMemory => {}
            end => return end,
        }
    }
    backward.overtime();
    backward.run()
}

/// The second thread: greedy on the phases of the plan of rounds ([`order::phases`]) for a
/// sixteenth of the time, then the same with the bound added to the score for a thirtieth
/// of the rest (the two solve different levels: 19 only without the bound, 22 and 40 only
/// with it), then FESS's order with the plan with parking ([`order::fess`],
/// [`packing::parked_plan`]) taking turns with the first greedy search, which goes on where
/// it stopped, until the greedy search has had a fifth of the time ([`GREEDY_SHARE`]); then
/// FESS alone.
fn greedy_beside_fess(lane: &Lane, opts: &Options, rooms: &Rooms) -> End {
    let quarter = Options {
        memory_limit: opts.memory_limit / 2,
        ..opts.clone()
    };
    let started = lane.now();
    let rounds = Order::Phases {
        plan: PackingPlan::rounds,
        bound: false,
    };
    let mut greedy = Some(Resumable::new(lane, &quarter, (rooms, rounds)));
    let first = opts.time_limit / 16;
    match turn(&mut greedy, first) {
        Some(End::OutOfMemory) | None => {}
        Some(end) => return end,
    }
    let bound = share_of(&time_left(&quarter, lane, started), (1, 30));
    let with_bound = Order::Phases {
        plan: parked,
        bound: true,
    };
    match forward_in_order(lane, &bound, (rooms, with_bound)) {
        End::OutOfTime | End::OutOfMemory => {}
        end => return end,
    }
    let left = time_left(&quarter, lane, started);
    let mut fess = Some(Resumable::new(lane, &left, (rooms, Order::Fess(parked))));
    let mut greedy_left = share_of(opts, GREEDY_SHARE)
        .time_limit
        .saturating_sub(first);
    loop {
        match turn(&mut fess, TURN) {
            Some(End::OutOfMemory) | None => {}
            Some(end) => return end,
        }
        // FESS alone runs on to the wall's end; once it has ended (out of memory), the
        // greedy search has the time left, to the wall's end too.
        if (greedy_left.is_zero() || greedy.is_none())
            && let Some(fess) = fess.as_mut()
        {
            fess.overtime();
            continue;
        }
        if let (None, Some(greedy)) = (&fess, greedy.as_mut()) {
            greedy.overtime();
        }
        let turn_started = lane.now();
        match turn(&mut greedy, TURN) {
            Some(End::OutOfMemory) | None => {}
            Some(end) => return end,
        }
        greedy_left = greedy_left.saturating_sub(lane.now().saturating_sub(turn_started));
        if fess.is_none() && greedy.is_none() {
            return End::OutOfMemory;
        }
    }
}

/// The roving search's share of the first thread's time after its first backward run.
/// What it solves it mostly solves within a second (XSokoban 27, 36, 40, 86).
const ROVING_SHARE: (u32, u32) = (1, 6);

/// The bound's order's share of the first thread's time after its first backward run:
/// enough for XSokoban 15 (1 s alone), the one level it adds.
const BOUND_SHARE: (u32, u32) = (1, 6);

/// The greedy search's share of the second thread's time (its first run included), after
/// which FESS has the thread. The greedy search solves some levels in 1 to 5 s that FESS
/// does not (XSokoban 10, 24 and 32 in 2 to 3 s, in equal turns), and FESS others late: each
/// level alone at 10 s, the 41 levels not solved in 1.5 s: equal turns to the end 22, a
/// fifth 25 (23, 31 and 39 gained), FESS three turns to one 24 (23 and 39), eight to one
/// 24 (23, 31 and 39 gained, 32 lost), FESS alone 23 (10, 24 and 32 lost).
const GREEDY_SHARE: (u32, u32) = (1, 5);

/// The turn of each of FESS's order and the greedy search, taken in turns.
const TURN: Duration = Duration::from_millis(100);

/// How often the roving search takes a position from the next score up: YASS's every
/// eighth. (The phases alone at 5 s, XSokoban: every 8th, 27, 36, 40 and 86 gained and 10,
/// 11, 24, 48 and 75 lost; every 16th and 32nd, fewer of either.)
const ROVE_EVERY: u64 = 8;

/// Runs `search` for `slice` if it still runs; its end, if it ended (and then it is gone).
fn turn(search: &mut Option<Resumable>, slice: Duration) -> Option<End> {
    let end = search.as_mut()?.run_for(slice)?;
    *search = None;
    Some(end)
}

/// The forward search with macros (goal rooms filled in a packing order, boxes pushed
/// through tunnels), which can stop and go on.
struct Resumable<'a> {
    lane: &'a Lane<'a>,
    opts: &'a Options,
    order: Order,
    search: Search<'a>,
    macros: bool,
    /// Whether it runs on past its time ([`Search::overtime`]).
    overtime: bool,
}

impl<'a> Resumable<'a> {
    fn new(lane: &'a Lane<'a>, opts: &'a Options, (rooms, order): (&Rooms, Order)) -> Self {
        Resumable {
            search: forward(lane, opts, order, Some(rooms.clone())),
            lane,
            opts,
            order,
            macros: true,
            overtime: false,
        }
    }

    /// Lets it run on past its time, until the solve's end on the wall: the last search
    /// of a thread ([`Search::overtime`]).
    fn overtime(&mut self) {
        self.overtime = true;
        self.search.overtime();
    }

    /// Runs to its end.
    fn run(&mut self) -> End {
        loop {
            if let Some(end) = self.run_for(Duration::MAX) {
                return end;
            }
        }
    }

    /// Runs for `slice` more, or to its end (`Some`). Without every position tried, running
    /// out of positions with macros proves nothing: the search then starts again without
    /// them, by the same clock.
    fn run_for(&mut self, slice: Duration) -> Option<End> {
        let end = self.search.run_for(slice)?;
        if end != End::Exhausted || !self.macros {
            return Some(end);
        }
        self.macros = false;
        let started = self.search.started();
        self.search = forward(self.lane, self.opts, self.order, None).started_at(started);
        if self.overtime {
            self.search.overtime();
        }
        None
    }
}

/// The forward search with macros ([`Resumable`]) run to its end.
fn forward_in_order(lane: &Lane, opts: &Options, (rooms, order): (&Rooms, Order)) -> End {
    Resumable::new(lane, opts, (rooms, order)).run()
}

/// `opts` with the (numerator, denominator) share of its time.
fn share_of(opts: &Options, (num, den): (u32, u32)) -> Options {
    Options {
        time_limit: opts.time_limit * num / den,
        ..opts.clone()
    }
}

/// `opts` with the time its search has used since `started` on the lane's clock taken off.
fn time_left(opts: &Options, lane: &Lane, started: Duration) -> Options {
    Options {
        time_limit: opts
            .time_limit
            .saturating_sub(lane.now().saturating_sub(started)),
        ..opts.clone()
    }
}

/// A search of the fast mode on `lane`.
fn search<'a>(lane: &'a Lane<'a>, opts: &'a Options, config: Config) -> Search<'a> {
    Search::new(lane.level, opts, lane.progress, config, Some(lane))
}

/// A forward search of the fast mode in this order, with these rooms' macros or none.
fn forward<'a>(
    lane: &'a Lane<'a>,
    opts: &'a Options,
    order: Order,
    macros: Option<Rooms>,
) -> Search<'a> {
    search(lane, opts, Config::Forward { order, macros })
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
    // A box no push can bring onto a goal makes a well-formed level unsolvable, not invalid.
    let problems = validate(board);
    if let Some(p) = problems.iter().find(|p| p.kind != ProblemKind::DeadBox) {
        return (Status::Invalid(p.message.clone()), 0);
    }
    if let Some(p) = problems.first() {
        return (Status::Unsolvable(p.message.clone()), 0);
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
        Setup::Unsolvable(why) => return (Status::Unsolvable(crate::i18n::tr(why)), 0),
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
            None => Status::Invalid(crate::t!("sokoban-why-internal")),
        },
        End::Exhausted => Status::Unsolvable(crate::t!("sokoban-why-exhausted")),
        End::OutOfTime => Status::Timeout,
        End::OutOfMemory => Status::OutOfMemory,
        End::Cancelled => Status::Cancelled,
    };
    (status, nodes)
}

#[cfg(test)]
mod tests;
