//! The search: best-first over push positions. A node is a set of box cells plus the pusher's
//! reachable area (named by its smallest cell), so walks never multiply nodes. Children are
//! pruned by dead squares, freeze deadlocks and the assignment bound (bipartite deadlocks).
//!
//! The same loop runs backward: from the boxes on their goals, pulling boxes towards their
//! start squares. Goal rooms that a forward search must fill in the right order are simply
//! emptied backward, so the two directions complement each other.
//!
//! This file holds what a search is (its [`Config`], its state, how it is made); the rest
//! by job: `run.rs` (roots, the loop in shares of time, limits), `expand.rs` (a position's
//! children and their checks), `area.rs` (the pusher's area per position), `rank.rs` (the
//! open positions' order and the leader), `path.rs` (the pushes back from a solved node).

mod area;
mod expand;
mod path;
mod rank;
mod run;

use std::time::{Duration, Instant};

use self::rank::Leader;
use super::{Options, Progress};
use crate::sokoban::solver::deadlock::corral::Corrals;
use crate::sokoban::solver::deadlock::corral_deadlock::CorralDeadlocks;
use crate::sokoban::solver::deadlock::frozen_goals::FrozenGoals;
use crate::sokoban::solver::deadlock::stall::Stall;
use crate::sokoban::solver::order::Order;
use crate::sokoban::solver::order::fess::Fess;
use crate::sokoban::solver::order::frontier::Frontier;
use crate::sokoban::solver::order::phases::Phases;
use crate::sokoban::solver::packing::rooms::Rooms;
use crate::sokoban::solver::race::{Cost, Lane, Work};
use crate::sokoban::solver::tables::level::{FAR, Level};
use crate::sokoban::solver::tables::lower_bound::Matcher;
use crate::sokoban::solver::tables::table::{Table, Zobrist};
use crate::sokoban::walk::reach::Reach;

/// How a search ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum End {
    /// The pushes of a solution, in play order: (box cell before the push, direction index).
    Solved(Vec<(u16, usize)>),
    /// Every reachable position was examined: there is no solution.
    Exhausted,
    OutOfTime,
    OutOfMemory,
    Cancelled,
}

/// What a search is, chosen once when it is made ([`Search::new`]). Every value is a search
/// that uses all it says: an order and macros only for the fast mode's forward search, the
/// one that takes them.
#[derive(Clone)]
pub enum Config {
    /// The optimal mode: A* forward on pushes, then moves, with the pusher's exact square in
    /// each position, and one queue.
    Optimal,
    /// The fast mode forward: pushes from the start, in `order`.
    Forward {
        /// Which open position it takes next.
        order: Order,
        /// With these goal rooms filled by macros, and boxes pushed through tunnels; `None`
        /// for every push one at a time. With macros the search no longer tries every
        /// position, so running out of them is no longer a proof (see
        /// [`crate::sokoban::solver::packing::rooms`]). A search led by a packing plan (FESS's order, the
        /// phases') keeps only the rooms whose filling order agrees with the plan's
        /// ([`Rooms::agreeing`]).
        ///
        /// Measured on XSokoban at 10 s, each order alone: with every room, the plan with
        /// parking solved neither 27 nor 44 in any order; with the agreeing rooms, every order
        /// solves both (0.4 to 5.5 s), and what the orders solved before they still solve. No
        /// macros at all solved 27 and 44 too, but lost 36, 40 and 85 in the roving search.
        macros: Option<Rooms>,
    },
    /// The fast mode backward: pulls from the solved position towards the start, a queue per
    /// count of boxes home, taken in turns.
    Backward,
}

/// Which way the search runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Way {
    /// Pushes from the start position towards the goals.
    Forward,
    /// Pulls from the solved position towards the start.
    Backward,
}

/// One search, forward or backward, in one order, as its [`Config`] says; run to its end, or
/// for a share of its time and resumed later.
pub struct Search<'a> {
    level: &'a Level,
    /// Its limits. Not its mode: `opts.optimal` picks [`Config::Optimal`] in the schedule
    /// (`super::super::run_searches`), and only the config is read here.
    opts: &'a Options,
    progress: &'a Progress,
    /// The fast mode's thread it runs on: its clock of work, instead of the wall's,
    /// measures the search's time and turns, and its race says when to give up.
    lane: Option<&'a Lane<'a>>,
    /// What its work counts on the lane's clock.
    cost: Cost,
    /// The work done so far, but for the small corral searches' (counted by them).
    work: Work,
    /// Nanoseconds of work already counted on the lane's clock.
    ticked: u64,
    /// Whether it runs on past its own time, until the solve's wall-clock end: the last
    /// search of a thread ([`Search::overtime`]).
    overtime: bool,
    /// The lane's clock when the search's time began.
    base: Duration,
    way: Way,
    /// A* on pushes then moves, each position with the pusher's exact square, a shorter way
    /// to a known position reopening it ([`Config::Optimal`]).
    optimal: bool,
    /// Distances to the targets: goals forward, start squares backward.
    dist: Vec<Vec<u16>>,
    dead: Vec<bool>,
    table: Table,
    zobrist: Zobrist,
    heap: Frontier,
    closed: Vec<bool>,
    /// Per node: the deadlock sets known when its parent's expansion began (after the
    /// parent's own look for sets). Those were looked for in the parent, or in an ancestor,
    /// and any box of a set that came later was pushed there, and its push checked against
    /// the sets holding its square: so at the node's expansion only the sets learned since
    /// are looked for. (Not seen: a set whose pusher area only the last push entered.)
    born: Vec<u32>,
    /// The deadlock sets known when the expansion under way began: its children's `born`.
    sets_at_expansion: u32,
    matcher: Matcher,
    box_at: Vec<bool>,
    /// The pusher's walks of the node being expanded (its steps counted) and of the child
    /// being made: two, as the child's walk must not erase the parent's.
    walks: [Reach; 2],
    reported: usize,
    started: Instant,
    expanded: u64,
    corrals: Corrals,
    corral_deadlocks: CorralDeadlocks,
    frozen_goals: FrozenGoals,
    /// Goal rooms filled by macros (forward, fast mode; none otherwise).
    rooms: Rooms,
    /// Whether rooms are filled and tunnels pushed through by macros.
    macros: bool,
    /// The squares boxes end on: goals forward, start squares backward.
    home: Vec<bool>,
    /// The stamp of the walk of the node being expanded, and its area's smallest cell.
    parent_walk: (u32, u16),
    /// The forward search's order when it is not the bound's.
    leader: Option<Leader>,
    /// Whether the roots are set up.
    begun: bool,
    /// When to seek a deadlock set from the position at hand: in the greedy orders only
    /// (FESS's and the phases'). The bound's order, which ranks positions by what is left
    /// to do, seldom stalls on variants of one position, and lost time learning sets
    /// (Microban 144: solved in 1.9 s without, not within 10 s with).
    stall: Stall,
}

impl<'a> Search<'a> {
    /// A search of `level` as `config` says, on the fast mode's `lane` if given (whose
    /// clock of work then measures its time), else on the wall clock.
    pub fn new(
        level: &'a Level,
        opts: &'a Options,
        progress: &'a Progress,
        config: Config,
        lane: Option<&'a Lane<'a>>,
    ) -> Search<'a> {
        let cells = level.cells();
        let boxes = level.start_boxes.len();
        let (way, optimal) = match config {
            Config::Optimal => (Way::Forward, true),
            Config::Forward { .. } => (Way::Forward, false),
            Config::Backward => (Way::Backward, false),
        };
        let (dist, dead) = match way {
            Way::Forward => (level.dist.clone(), level.dead.clone()),
            Way::Backward => {
                let dist: Vec<Vec<u16>> = level
                    .start_boxes
                    .iter()
                    .map(|&b| level.push_distances(b))
                    .collect();
                let dead = (0..cells)
                    .map(|c| dist.iter().all(|d| d[c] == FAR))
                    .collect();
                (dist, dead)
            }
        };
        // The optimal mode keeps one queue; the fast mode takes turns over the number of
        // boxes home, unless its order keeps queues of its own.
        let (leader, heap, cost) = match &config {
            Config::Optimal => (None, Frontier::new(1), Cost::Bound),
            Config::Backward => (None, Frontier::new(boxes + 1), Cost::Backward),
            Config::Forward { order, .. } => match *order {
                Order::Bound => (None, Frontier::new(boxes + 1), Cost::Bound),
                Order::Fess(plan) => (
                    Some(Leader::Fess(Fess::new(level, plan(level)))),
                    Frontier::new(Fess::cells(boxes)),
                    Cost::Fess,
                ),
                Order::Phases { plan, bound } => (
                    Some(Leader::Phases(Phases::new(level, plan(level), bound))),
                    Frontier::new(1),
                    Cost::Phases,
                ),
                Order::Roving { plan, every } => (
                    Some(Leader::Phases(Phases::new(level, plan(level), false))),
                    Frontier::with_rover(every),
                    Cost::Roving,
                ),
            },
        };
        let (rooms, macros) = match config {
            Config::Forward {
                macros: Some(rooms),
                ..
            } => match &leader {
                Some(leader) => {
                    let plan = leader.plan();
                    (rooms.agreeing(|g| plan.round_of(g)), true)
                }
                None => (rooms, true),
            },
            _ => (Rooms::default(), false),
        };
        Search {
            level,
            opts,
            progress,
            base: lane.map_or(Duration::ZERO, |l| l.now()),
            lane,
            cost,
            ticked: 0,
            overtime: false,
            work: Work::default(),
            way,
            optimal,
            dist,
            dead,
            table: Table::new(boxes),
            zobrist: Zobrist::new(cells),
            heap,
            closed: vec![],
            born: vec![],
            sets_at_expansion: 0,
            matcher: Matcher::default(),
            box_at: vec![false; cells],
            walks: [Reach::counting_steps(cells), Reach::new(cells)],
            reported: 0,
            started: Instant::now(),
            begun: false,
            stall: Stall::default(),
            expanded: 0,
            corrals: Corrals::default(),
            corral_deadlocks: CorralDeadlocks::new(optimal),
            frozen_goals: FrozenGoals::default(),
            rooms,
            macros,
            parent_walk: (0, 0),
            leader,
            home: match way {
                Way::Forward => level.goal.clone(),
                Way::Backward => (0..cells as u16)
                    .map(|c| level.start_boxes.contains(&c))
                    .collect(),
            },
        }
    }

    fn set_boxes(&mut self, boxes: &[u16], on: bool) {
        for &b in boxes {
            self.box_at[b as usize] = on;
        }
    }

    /// Lets the search run on past its time limit, until the solve's time is up on the wall
    /// (or the other thread has won, or the solve is cancelled): for the last search of a
    /// thread, which has nothing to give its time to. The clock of work keeps the wall's time
    /// only roughly (within a fifth for most searches); where it runs ahead, the schedule
    /// ends before the wall does, and that time would go unused. A solution found in
    /// overtime is one a faster clock would have found; one found within the clock's time
    /// still wins as before (the race compares the claims' clocks), so every level solved
    /// within its time on the clock is solved the same way on every machine.
    pub fn overtime(&mut self) {
        self.overtime = true;
    }

    /// Counts its time limit from `started` instead of from now: a search that takes over
    /// from another ends when that one would have.
    pub fn started_at(mut self, (started, base): (Instant, Duration)) -> Search<'a> {
        self.started = started;
        self.base = base;
        self
    }

    /// When its time started, on the wall and on its lane's clock.
    pub fn started(&self) -> (Instant, Duration) {
        (self.started, self.base)
    }

    /// Whether a backward search has anything to search: with more goals than boxes, the
    /// solved positions are not one.
    pub fn has_backward(level: &Level) -> bool {
        level.goals.len() == level.start_boxes.len()
    }
}

#[cfg(test)]
mod tests;
