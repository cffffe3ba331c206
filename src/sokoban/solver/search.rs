//! The search: best-first over push positions. A node is a set of box cells plus the pusher's
//! reachable area (named by its smallest cell), so walks never multiply nodes. Children are
//! pruned by dead squares, freeze deadlocks and the assignment bound (bipartite deadlocks).
//!
//! The same loop runs backward: from the boxes on their goals, pulling boxes towards their
//! start squares. Goal rooms that a forward search must fill in the right order are simply
//! emptied backward, so the two directions complement each other.

use std::cmp::Reverse;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use super::deadlock::corral::Corrals;
use super::deadlock::corral_deadlock::CorralDeadlocks;
use super::deadlock::freeze::FreezeCheck;
use super::deadlock::frozen_goals::FrozenGoals;
use super::deadlock::stall::Stall;
use super::order::Order;
use super::order::fess::Fess;
use super::order::frontier::Frontier;
use super::order::phases::Phases;
use super::packing::packing_plan::PackingPlan;
use super::packing::rooms::{FIRST_MACRO, Rooms};
use super::race::{Cost, Lane};
use super::tables::level::{DIRS, FAR, Level, NONE, opposite};
use super::tables::lower_bound::Matcher;
use super::tables::table::{NodeInfo, Table, Zobrist};
use super::{Options, Progress};

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
        /// [`super::packing::rooms`]). A search led by a packing plan (FESS's order, the
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
    /// (`super::run_searches`), and only the config is read here.
    opts: &'a Options,
    progress: &'a Progress,
    /// The fast mode's thread it runs on: its clock of work, instead of the wall's,
    /// measures the search's time and turns, and its race says when to give up.
    lane: Option<&'a Lane<'a>>,
    /// What one expansion counts on the lane's clock.
    cost: Cost,
    /// Expansions already counted on the lane's clock.
    ticked: u64,
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
    /// Reach marks of the node being expanded, and of the child being made: two buffers, as
    /// the child's walk must not erase the parent's.
    seen: [Vec<u32>; 2],
    /// Steps from the pusher to each cell marked by the walk of the node being expanded.
    steps: Vec<u32>,
    stamp: u32,
    queue: Vec<u16>,
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
            seen: [vec![0; cells], vec![0; cells]],
            steps: vec![0; cells],
            stamp: 0,
            queue: Vec::with_capacity(cells),
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

    /// Marks the cells the pusher reaches from `from` with a fresh stamp; returns the stamp and
    /// the smallest cell reached (the canonical pusher cell).
    fn reach(&mut self, buffer: usize, from: u16) -> (u32, u16) {
        self.stamp += 1;
        let stamp = self.stamp;
        let seen = &mut self.seen[buffer];
        self.queue.clear();
        self.queue.push(from);
        seen[from as usize] = stamp;
        if buffer == 0 {
            self.steps[from as usize] = 0;
        }
        let mut min = from;
        let mut i = 0;
        while i < self.queue.len() {
            let c = self.queue[i];
            i += 1;
            min = min.min(c);
            for &n in &self.level.next[c as usize] {
                if n != NONE && seen[n as usize] != stamp && !self.box_at[n as usize] {
                    seen[n as usize] = stamp;
                    // Only the expanded node's walk counts steps: a child's walk must
                    // not overwrite them while the node's other children are made.
                    if buffer == 0 {
                        self.steps[n as usize] = self.steps[c as usize] + 1;
                    }
                    self.queue.push(n);
                }
            }
        }
        (stamp, min)
    }

    /// Fast mode: nearly greedy on the bound. Optimal mode: A* on pushes, then on moves (each
    /// push still to make takes at least one move, so `moves + h` never overestimates).
    /// FESS: the pushes no advisor suggested (`weight`), then the bound.
    fn priority(&self, info: &NodeInfo, h: u32, weight: u32) -> (u32, u32, u32) {
        let g = info.g as u32;
        if self.optimal {
            (g + h, info.moves + h, h)
        } else if self.leader.is_some() {
            (weight, h, h)
        } else {
            (h * 4 + g, h, h)
        }
    }

    /// Among positions of equal priority, the one taken first has the larger key. The
    /// optimal mode needs the cost (to spot stale entries, as positions are reopened). The
    /// fast mode takes the one reached with fewer moves: it favours pushes near the pusher,
    /// going on with the boxes at hand: on XSokoban it solved 39 levels where taking the
    /// most moves first solved 28 (and preferring the box pushed last, 35).
    fn tie(&self, info: &NodeInfo, node: u32) -> u64 {
        if self.optimal {
            return info.cost();
        }
        if matches!(self.leader, Some(Leader::Phases(_))) {
            return node as u64;
        }
        u64::MAX - info.moves as u64
    }

    /// The queue of a position in the fast mode: its boxes home.
    fn feature(&self, boxes: &[u16]) -> usize {
        boxes.iter().filter(|&&b| self.home[b as usize]).count()
    }

    /// Where the box last pushed on the way to `node` stands (`NONE` at the root or after a
    /// room macro).
    fn last_pushed(&self, node: u32) -> u16 {
        let info = self.table.info(node);
        if info.parent == u32::MAX || info.dir as usize >= DIRS {
            return NONE;
        }
        let pushes = info.g - self.table.info(info.parent).g;
        let mut c = info.from;
        for _ in 0..pushes {
            c = self.level.next[c as usize][info.dir as usize];
            if c == NONE {
                return NONE;
            }
        }
        c
    }

    /// The pusher cell that names a node: in the fast mode the smallest cell of the pusher's
    /// area (`area_min`), so that walks never multiply nodes; in the optimal mode the exact
    /// cell, as the moves still to make depend on it.
    fn pusher_key(&self, exact: u16, area_min: u16) -> u16 {
        if self.optimal { exact } else { area_min }
    }

    fn set_boxes(&mut self, boxes: &[u16], on: bool) {
        for &b in boxes {
            self.box_at[b as usize] = on;
        }
    }

    /// Adds a root node (the start, or one solved position per pusher area backward);
    /// `box_at` holds its boxes.
    fn add_root(&mut self, boxes: &[u16], player: u16) -> bool {
        let Some(h) = self.matcher.bound(boxes, &self.dist) else {
            return false;
        };
        let hash = self.zobrist.of_boxes(boxes) ^ self.zobrist.player[player as usize];
        let root = NodeInfo {
            parent: u32::MAX,
            from: 0,
            dir: 0,
            g: 0,
            moves: 0,
        };
        let (node, inserted) = self.table.find_or_insert(hash, boxes, player, root);
        if inserted {
            self.closed.push(false);
            self.born.push(0);
            let queue = match &mut self.leader {
                Some(Leader::Fess(fess)) => fess.root(self.level, (boxes, &self.box_at)),
                Some(Leader::Phases(phases)) => {
                    phases.root();
                    0
                }
                None => self.feature(boxes),
            };
            self.heap
                .push(queue, (Reverse(self.priority(&root, h, 0)), 0, node));
        }
        true
    }

    fn roots(&mut self) {
        match self.way {
            Way::Forward => {
                let mut boxes = self.level.start_boxes.clone();
                boxes.sort_unstable();
                self.set_boxes(&boxes, true);
                let (_, area_min) = self.reach(1, self.level.start_player);
                let player = self.pusher_key(self.level.start_player, area_min);
                self.add_root(&boxes, player);
                self.set_boxes(&boxes, false);
            }
            Way::Backward => {
                let boxes = self.level.goals.clone();
                self.set_boxes(&boxes, true);
                let mut done = vec![false; self.level.cells()];
                for c in 0..self.level.cells() as u16 {
                    if self.box_at[c as usize] || done[c as usize] {
                        continue;
                    }
                    let (stamp, player) = self.reach(1, c);
                    for (i, d) in done.iter_mut().enumerate() {
                        *d |= self.seen[1][i] == stamp;
                    }
                    self.add_root(&boxes, player);
                }
                self.set_boxes(&boxes, false);
            }
        }
    }

    /// Runs to the end (or on from where [`Search::run_until`] stopped).
    pub fn run(&mut self) -> End {
        loop {
            if let Some(end) = self.run_until(Duration::MAX) {
                return end;
            }
        }
    }

    /// Runs until `until` has passed since the search was made, or to its end (`Some`): a
    /// first share of the time, after which another search may run before this one goes on.
    pub fn run_until(&mut self, until: Duration) -> Option<End> {
        if !self.begun {
            self.begun = true;
            if let Some(end) = self.start() {
                return Some(end);
            }
        }
        while self.elapsed() < until {
            let end = self.step(256);
            self.tick();
            if let Some(end) = end {
                // The positions stored since the last report count too (a small search may
                // end before its first).
                self.report();
                return Some(end);
            }
        }
        None
    }

    /// Runs for `slice` more, or to its end (`Some`).
    pub fn run_for(&mut self, slice: Duration) -> Option<End> {
        self.run_until(self.elapsed().saturating_add(slice))
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

    /// The search's time so far: on its lane's clock in the fast mode, else on the wall.
    fn elapsed(&self) -> Duration {
        match self.lane {
            Some(lane) => {
                let unticked = (self.expanded - self.ticked)
                    .saturating_mul(self.cost.per_expansion(self.level));
                (lane.now() + Duration::from_nanos(unticked)).saturating_sub(self.base)
            }
            None => self.started.elapsed(),
        }
    }

    /// Counts the expansions since the last tick on the lane's clock.
    fn tick(&mut self) {
        if let Some(lane) = self.lane {
            let work = self.expanded - self.ticked;
            lane.tick(work.saturating_mul(self.cost.per_expansion(self.level)));
            self.ticked = self.expanded;
        }
    }

    /// Whether the search is out of time: its own share, or the whole solve's on the wall.
    fn out_of_time(&self) -> bool {
        self.elapsed() > self.opts.time_limit || self.lane.is_some_and(Lane::out_of_time)
    }

    /// Whether a backward search has anything to search: with more goals than boxes, the
    /// solved positions are not one.
    pub fn has_backward(level: &Level) -> bool {
        level.goals.len() == level.start_boxes.len()
    }

    /// Adds the positions stored since the last report to the progress counter.
    fn report(&mut self) {
        let n = self.table.len();
        self.progress
            .nodes
            .fetch_add(n.saturating_sub(self.reported) as u64, Ordering::Relaxed);
        self.reported = n;
    }

    /// Sets up the roots; `Some` when there is nothing to search (backward search of a level
    /// with more goals than boxes, whose solved positions are not one).
    fn start(&mut self) -> Option<End> {
        if self.way == Way::Backward && !Search::has_backward(self.level) {
            return Some(End::Cancelled);
        }
        self.roots();
        None
    }

    /// Expands up to `budget` nodes.
    fn step(&mut self, budget: usize) -> Option<End> {
        for _ in 0..budget {
            let Some((Reverse((_, _, h)), key, node)) = self.heap.pop() else {
                return Some(End::Exhausted);
            };
            let stale = self.optimal && self.table.info(node).cost() != key;
            if self.closed[node as usize] || stale {
                continue;
            }
            if h == 0 && self.is_target(node) {
                return Some(End::Solved(self.path(node)));
            }
            self.closed[node as usize] = true;
            self.expanded += 1;
            // The clock at every expansion (on a 200 x 200 board with 150 boxes one takes tens
            // of milliseconds; reading the clock, some nanoseconds), the rest every 256.
            if self.expanded & 255 == 1
                && let Some(end) = self.limits()
            {
                return Some(end);
            }
            if self.out_of_time() {
                return Some(End::OutOfTime);
            }
            self.expand(node);
        }
        None
    }

    /// Forward, boxes on goals is enough; backward, the start pusher must also be able to reach
    /// the pusher's area.
    fn is_target(&mut self, node: u32) -> bool {
        if self.way == Way::Forward {
            return true;
        }
        let boxes = self.table.boxes(node).to_vec();
        self.set_boxes(&boxes, true);
        let (stamp, _) = self.reach(1, self.table.player(node));
        self.set_boxes(&boxes, false);
        self.seen[1][self.level.start_player as usize] == stamp
    }

    fn limits(&mut self) -> Option<End> {
        self.report();
        let cancelled = self
            .opts
            .cancel
            .as_ref()
            .is_some_and(|c| c.load(Ordering::Relaxed));
        self.tick();
        if cancelled || self.lane.is_some_and(|l| l.beaten(l.now())) {
            return Some(End::Cancelled);
        }
        if self.out_of_time() {
            return Some(End::OutOfTime);
        }
        let fess = match &self.leader {
            Some(Leader::Fess(fess)) => fess.bytes(),
            Some(Leader::Phases(phases)) => phases.bytes(),
            None => 0,
        };
        let bytes = self.table.bytes()
            + self.heap.bytes()
            + self.closed.capacity()
            + self.born.capacity() * 4
            + fess;
        let positions = self.table.len() as u64;
        (bytes > self.opts.memory_limit || positions >= self.opts.max_positions)
            .then_some(End::OutOfMemory)
    }

    fn expand(&mut self, node: u32) {
        let boxes = self.table.boxes(node).to_vec();
        let info = self.table.info(node);
        // The parent's assignment, from which each child's bound is one row away.
        if self.matcher.bound_of(node, &boxes, &self.dist).is_none() {
            return;
        }
        self.set_boxes(&boxes, true);
        if matches!(self.leader, Some(Leader::Fess(_))) {
            let last_box = self.last_pushed(node);
            if let Some(Leader::Fess(fess)) = &mut self.leader {
                fess.expand(node, self.level, (&boxes, &self.box_at), last_box);
            }
        }
        if let Some(Leader::Phases(phases)) = &mut self.leader {
            phases.expand(node, &boxes);
        }
        let (here, area_min) = self.reach(0, self.table.player(node));
        self.parent_walk = (here, area_min);
        if self.leader.is_some() && self.stalled(node, &boxes) {
            self.set_boxes(&boxes, false);
            return;
        }
        self.sets_at_expansion = self.corral_deadlocks.sets_known();
        let only = match self.way {
            Way::Forward => {
                let seen = &self.seen[0];
                self.corrals
                    .restrict(self.level, &self.box_at, &self.dead, |c| {
                        seen[c as usize] == here
                    })
            }
            Way::Backward => None,
        };
        let parent_hash = self.zobrist.of_boxes(&boxes);
        let filled = self.rooms.filled(&boxes, &self.box_at);
        let mut child = boxes.clone();
        for (i, &b) in boxes.iter().enumerate() {
            // A box placed in a room by its order stays there.
            if self.rooms.room_of(b).is_some_and(|r| filled[r].is_some()) {
                continue;
            }
            for d in 0..DIRS {
                if only.as_ref().is_some_and(|o| !o.contains(&(b, d))) {
                    continue;
                }
                let Some((stand, to, player)) = self.move_of(b, d, here) else {
                    continue;
                };
                let (to, player, dir, pushes) =
                    match self.rooms.entering(&filled, &self.box_at, (b, to)) {
                        Some(m) => (m.goal, m.way.pusher, m.dir, m.way.pushes.len()),
                        None if self.macros => {
                            let (to, pushes) = self.through_tunnel(d, to);
                            (
                                to,
                                self.level.next[to as usize][opposite(d)],
                                d as u8,
                                pushes,
                            )
                        }
                        None => (to, player, d as u8, 1),
                    };
                replace_sorted(&boxes, &mut child, i, to);
                self.box_at[b as usize] = false;
                self.box_at[to as usize] = true;
                let made = NodeInfo {
                    parent: node,
                    from: b,
                    dir,
                    g: info.g + pushes as u16,
                    moves: info.moves + self.steps[stand as usize] + pushes as u32,
                };
                self.try_child(&child, made, (i, to, player), parent_hash);
                self.box_at[to as usize] = false;
                self.box_at[b as usize] = true;
            }
        }
        self.set_boxes(&boxes, false);
    }

    /// Whether the node holds a deadlock set learned after it was stored, or one learned now
    /// because the search has stalled (see [`Stall`]).
    fn stalled(&mut self, node: u32, boxes: &[u16]) -> bool {
        let player = self.table.player(node);
        let since = self.born[node as usize];
        if self
            .corral_deadlocks
            .any_set(&self.box_at, boxes, player, since)
        {
            return true;
        }
        let on_goals = boxes
            .iter()
            .filter(|&&b| self.level.goal[b as usize])
            .count();
        if !self.stall.expanded(on_goals) {
            return false;
        }
        let learned = self
            .corral_deadlocks
            .learn_stalled(self.level, (&self.dead, boxes), player);
        self.stall.sought(learned);
        learned
    }

    /// Tunnel macro: a box pushed (direction `d`) into a corridor one square wide, the pusher
    /// behind it in one too, can only be pushed on; it goes on until it leaves the tunnel,
    /// reaches a goal or is stopped. Returns where it stops and the pushes made.
    fn through_tunnel(&self, d: usize, to: u16) -> (u16, usize) {
        let next = &self.level.next;
        let side = if d < 2 { [2, 3] } else { [0, 1] };
        let walled = |c: u16| side.iter().all(|&s| next[c as usize][s] == NONE);
        let (mut to, mut pushes) = (to, 1);
        loop {
            let behind = next[to as usize][opposite(d)];
            let ahead = next[to as usize][d];
            if self.level.goal[to as usize]
                || !walled(to)
                || !walled(behind)
                || ahead == NONE
                || self.box_at[ahead as usize]
                || self.dead[ahead as usize]
            {
                return (to, pushes);
            }
            to = ahead;
            pushes += 1;
        }
    }

    /// Where the pusher stands to move the box at `b` in direction `d` (a push forward, a
    /// pull toward the pusher backward), where the box goes and where the pusher then stands;
    /// `None` if not possible.
    fn move_of(&self, b: u16, d: usize, here: u32) -> Option<(u16, u16, u16)> {
        let next = &self.level.next;
        let free = |c: u16| c != NONE && !self.box_at[c as usize];
        let (stand, to, player) = match self.way {
            Way::Forward => (next[b as usize][opposite(d)], next[b as usize][d], b),
            Way::Backward => {
                let to = next[b as usize][d];
                let after = if to == NONE {
                    NONE
                } else {
                    next[to as usize][d]
                };
                (to, to, after)
            }
        };
        if stand == NONE
            || self.seen[0][stand as usize] != here
            || !free(to)
            || !free(player) && player != b
        {
            return None;
        }
        (!self.dead[to as usize]).then_some((stand, to, player))
    }

    /// Stores the position `child` reached by the move `info` (box `moved` of the parent,
    /// from `info.from` to `to`, the pusher then at `player_at`) unless it is deadlocked or
    /// known by a way as good.
    fn try_child(
        &mut self,
        child: &[u16],
        info: NodeInfo,
        (moved, to, player_at): (usize, u16, u16),
        parent_hash: u64,
    ) {
        if self.way == Way::Forward && self.deadlocked(child, to, player_at) {
            return;
        }
        let (walk, area_min) = self.child_walk(info.from, to, player_at);
        let player = self.pusher_key(player_at, area_min);
        let z = &self.zobrist;
        let hash = parent_hash
            ^ z.boxes[info.from as usize]
            ^ z.boxes[to as usize]
            ^ z.player[player as usize];
        // A position seen before needs no new bound: only a shorter way to it matters.
        if let Some(node) = self.table.find(hash, child, player) {
            // Only the optimal mode cares for shorter ways to known positions; reopening them in
            // the fast mode would re-expand whole subtrees for nothing.
            if !self.optimal || self.table.info(node).cost() <= info.cost() {
                return;
            }
            let Some((h, _)) = self.child_bound(child, moved, to) else {
                return;
            };
            self.table.set_info(node, info);
            self.closed[node as usize] = false;
            let entry = (
                Reverse(self.priority(&info, h, 0)),
                self.tie(&info, node),
                node,
            );
            self.heap.push(self.feature(child), entry);
            return;
        }
        if self.way == Way::Forward && self.corral_deadlocked(to, player_at, walk) {
            return;
        }
        let Some((h, incremental)) = self.child_bound(child, moved, to) else {
            return;
        };
        let (node, _) = self.table.find_or_insert(hash, child, player, info);
        if incremental {
            self.matcher.keep(node, moved, to, child);
        }
        self.closed.push(false);
        self.born.push(self.sets_at_expansion);
        let level = self.level;
        let (queue, weight) = match &mut self.leader {
            Some(Leader::Fess(fess)) => {
                let (queue, weight) = fess.child(level, (child, &self.box_at), (info.from, to));
                (queue, weight as u32)
            }
            Some(Leader::Phases(phases)) => {
                let score = phases.child((child, &self.box_at), (info.from, to), h);
                (0, score)
            }
            None => (self.feature(child), 0),
        };
        let entry = (
            Reverse(self.priority(&info, h, weight)),
            self.tie(&info, node),
            node,
        );
        self.heap.push(queue, entry);
    }

    /// The bound of a child whose box `moved` (of the parent being expanded) went to `to`:
    /// one row of the Hungarian method from the parent's solution when there are as many
    /// boxes as goals (then also true: that solution can be kept for the child), the whole
    /// method otherwise.
    fn child_bound(&mut self, child: &[u16], moved: usize, to: u16) -> Option<(u32, bool)> {
        match self.matcher.moved(moved, to, &self.dist) {
            Some(h) => h.map(|h| (h, true)),
            None => self.matcher.bound(child, &self.dist).map(|h| (h, false)),
        }
    }

    /// Forward deadlocks a push can make: a learned deadlock set completed (the pusher then
    /// at `pusher`), the box frozen off a goal, or frozen on one and closing off goals other
    /// boxes need.
    fn deadlocked(&mut self, child: &[u16], to: u16, pusher: u16) -> bool {
        if self.corral_deadlocks.in_set(&self.box_at, to, pusher) {
            return true;
        }
        let freeze = FreezeCheck::new(self.level, &self.box_at);
        if !self.level.goal[to as usize] {
            return freeze.deadlocked(to);
        }
        freeze.frozen(to) && self.frozen_goals.blocked(self.level, &self.box_at, child)
    }

    /// The push to `to` closed a corral that can never open (`walk`: the child's area).
    fn corral_deadlocked(&mut self, to: u16, pusher: u16, walk: Walk) -> bool {
        let seen = &self.seen;
        self.corral_deadlocks
            .deadlocked(self.level, &self.box_at, &self.dead, to, pusher, |c| {
                walk.reaches(seen, c)
            })
    }

    /// The pusher's area after the box at `b` went to `to` (the pusher ending at
    /// `player_at`), and its smallest cell. A single push or pull mostly leaves the parent's
    /// area as it was, with `b` added and `to` taken out: then no walk is needed.
    fn child_walk(&mut self, b: u16, to: u16, player_at: u16) -> (Walk, u16) {
        let (here, area_min) = self.parent_walk;
        let single = self.level.next[b as usize].contains(&to);
        if single && to != area_min {
            let parent = Walk::Parent {
                here,
                b,
                to,
                with_b: true,
            };
            if let Some(with_b) = self.area_kept(parent, b, to) {
                let walk = Walk::Parent {
                    here,
                    b,
                    to,
                    with_b,
                };
                if walk.reaches(&self.seen, player_at) {
                    let min = if with_b { area_min.min(b) } else { area_min };
                    #[cfg(debug_assertions)]
                    self.check_walk(walk, min, player_at);
                    return (walk, min);
                }
            }
        }
        let (stamp, min) = self.reach(1, player_at);
        (Walk::Fresh(stamp), min)
    }

    /// Debug builds (the tests) check every area taken over from the parent against a walk.
    #[cfg(debug_assertions)]
    fn check_walk(&mut self, walk: Walk, min: u16, player_at: u16) {
        let (stamp, fresh_min) = self.reach(1, player_at);
        assert_eq!(fresh_min, min);
        for c in 0..self.level.cells() as u16 {
            let fresh = self.seen[1][c as usize] == stamp;
            assert_eq!(fresh, walk.reaches(&self.seen, c), "cell {c}");
        }
    }

    /// `Some` when moving the box from `b` to `to` neither joins another area to the
    /// pusher's through `b` (whose free neighbours must all be in it) nor splits it (the
    /// free squares around `to` stay joined around it, diagonals included); true when `b`
    /// joins the area (it has a free neighbour), false when it is left a closed pocket.
    fn area_kept(&self, walk: Walk, b: u16, to: u16) -> Option<bool> {
        let next = &self.level.next;
        let open = |c: u16| c != NONE && !self.box_at[c as usize];
        let (mut linked, mut joins) = (false, false);
        for &c in next[b as usize].iter().filter(|&&c| open(c)) {
            let inside = walk.reaches(&self.seen, c);
            linked |= inside;
            joins |= !inside;
        }
        if joins {
            return None;
        }
        let free = |c: u16| walk.reaches(&self.seen, c);
        (!self.level.may_split(to, free)).then_some(linked)
    }

    /// The pushes of the solution, in play order.
    fn path(&self, node: u32) -> Vec<(u16, usize)> {
        pushes_to(self.level, (&self.table, &self.rooms), self.way, node)
    }
}

/// What orders a forward search's positions when the bound does not.
enum Leader {
    Fess(Fess),
    Phases(Phases),
}

impl Leader {
    /// The packing plan it follows.
    fn plan(&self) -> &PackingPlan {
        match self {
            Leader::Fess(fess) => fess.plan(),
            Leader::Phases(phases) => phases.plan(),
        }
    }
}

/// The pushes from the start to `node` (forward) or from `node` to the solved position
/// (backward), in play order.
fn pushes_to(
    level: &Level,
    (table, rooms): (&Table, &Rooms),
    way: Way,
    mut node: u32,
) -> Vec<(u16, usize)> {
    let mut moves = Vec::new();
    loop {
        let info = table.info(node);
        if info.parent == u32::MAX {
            break;
        }
        if info.dir as usize >= FIRST_MACRO {
            // Collected backward: the macro's pushes last to first.
            let way = rooms.way_of(info.dir, info.from);
            moves.extend(way.pushes.iter().rev());
        } else {
            // A tunnel macro pushes straight on: as many pushes as the node is deeper.
            let d = info.dir as usize;
            let pushes = info.g - table.info(info.parent).g;
            let mut cells = vec![info.from];
            for _ in 1..pushes {
                let last = *cells.last().expect("one cell at least");
                cells.push(level.next[last as usize][d]);
            }
            moves.extend(cells.into_iter().rev().map(|c| (c, d)));
        }
        node = info.parent;
    }
    match way {
        Way::Forward => {
            moves.reverse();
            moves
        }
        // Pulls found from the solved position, replayed in reverse as pushes: the box
        // pulled from `b` to `p` (direction d) is pushed back from `p` in the opposite one.
        Way::Backward => moves
            .into_iter()
            .map(|(b, d)| (level.next[b as usize][d], opposite(d)))
            .collect(),
    }
}

/// The pusher's area in a child: marked by a walk of its own, or the parent's with the
/// moved box's new square `to` taken out and its old one `b` added (unless `b` is left a
/// closed pocket).
#[derive(Debug, Clone, Copy)]
enum Walk {
    Fresh(u32),
    Parent {
        here: u32,
        b: u16,
        to: u16,
        with_b: bool,
    },
}

impl Walk {
    fn reaches(self, seen: &[Vec<u32>; 2], c: u16) -> bool {
        match self {
            Walk::Fresh(stamp) => seen[1][c as usize] == stamp,
            Walk::Parent {
                here,
                b,
                to,
                with_b,
            } => with_b && c == b || c != to && seen[0][c as usize] == here,
        }
    }
}

/// `child` becomes `boxes` with box `i` moved to `to`, kept sorted.
fn replace_sorted(boxes: &[u16], child: &mut Vec<u16>, i: usize, to: u16) {
    child.clear();
    child.extend(
        boxes
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, &b)| b),
    );
    let at = child.partition_point(|&b| b < to);
    child.insert(at, to);
}

#[cfg(test)]
mod tests {
    use super::super::tables::level::test_level;
    use super::*;

    /// The solved position leaves the puller in either of two areas; the one where the
    /// pusher ends is not the first (a root per area, each found with the boxes in place).
    #[test]
    fn a_backward_search_starts_in_every_area_of_the_solved_position() {
        let (level, _, _) = test_level("########\n#  .$@ #\n########");
        let (opts, progress) = (Options::default(), Progress::default());
        let mut search = Search::new(&level, &opts, &progress, Config::Backward, None);
        assert!(matches!(search.run(), End::Solved(p) if p.len() == 1));
    }

    const LEVEL: &str =
        "  #####\n###   #\n#.@$  #\n### $.#\n#.##$ #\n# # . ##\n#$ *$$.#\n#   .  #\n########";

    /// FESS's order and the phases' order (with the bound in its score and without): each
    /// finds a solution that replays.
    #[test]
    fn the_fess_and_phases_orders_find_a_solution_that_replays() {
        use crate::sokoban::game::Game;
        use crate::sokoban::position::Position;
        use gridwright_formats::sokoban::Board;
        let (level, _, _) = test_level(LEVEL);
        let (opts, progress) = (Options::default(), Progress::default());
        let board = Board::from_xsb(LEVEL);
        let position = Position::from_board(&board).unwrap();
        let plan = PackingPlan::rounds;
        let orders = [
            Order::Fess(plan),
            Order::Phases { plan, bound: true },
            Order::Phases { plan, bound: false },
        ];
        for order in orders {
            let macros = Some(Rooms::find(&level));
            let config = Config::Forward { order, macros };
            let mut search = Search::new(&level, &opts, &progress, config, None);
            let End::Solved(pushes) = search.run() else {
                panic!()
            };
            let lurd = super::super::solution::to_lurd(&position, &level, &pushes).unwrap();
            assert!(Game::replay(&board, &lurd).unwrap().unwrap().is_solved());
        }
    }

    /// The box a node's last push (or tunnel run) moved is where FESS looks for it.
    #[test]
    fn the_box_pushed_last_is_found_after_pushes_and_tunnels() {
        let (level, _, _) = test_level(LEVEL);
        let (opts, progress) = (Options::default(), Progress::default());
        let config = Config::Forward {
            order: Order::Bound,
            macros: Some(Rooms::find(&level)),
        };
        let mut search = Search::new(&level, &opts, &progress, config, None);
        assert!(matches!(search.run(), End::Solved(_)));
        let mut checked = 0;
        for node in 1..search.table.len() as u32 {
            let info = search.table.info(node);
            if info.dir as usize >= DIRS {
                continue;
            }
            let last = search.last_pushed(node);
            assert!(search.table.boxes(node).contains(&last));
            assert!(!search.table.boxes(info.parent).contains(&last));
            checked += 1;
        }
        assert!(checked > 10);
    }
}
