//! Running a search: its roots, the loop that expands positions in shares of time, and the
//! limits (time on the wall or on the lane's clock of work, memory, positions, cancel) that
//! end it.

use std::cmp::Reverse;
use std::sync::atomic::Ordering;
use std::time::Duration;

use super::rank::Leader;
use super::{End, Search, Way};
use crate::sokoban::solver::race::{Lane, Work};
use crate::sokoban::solver::tables::table::NodeInfo;

impl Search<'_> {
    /// Adds a root node (the start, or one solved position per pusher area backward);
    /// `box_at` holds its boxes.
    pub(super) fn add_root(&mut self, boxes: &[u16], player: u16) -> bool {
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

    pub(super) fn roots(&mut self) {
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
                        *d |= self.walks[1].marked(stamp, i as u16);
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

    /// The search's time so far: on its lane's clock in the fast mode, else on the wall.
    pub(super) fn elapsed(&self) -> Duration {
        match self.lane {
            Some(lane) => {
                let unticked = self.unticked();
                (lane.now() + Duration::from_nanos(unticked)).saturating_sub(self.base)
            }
            None => self.started.elapsed(),
        }
    }

    /// The work done so far, the small corral searches' included.
    pub(super) fn work_done(&self) -> Work {
        Work {
            corral_positions: self.corral_deadlocks.walked(),
            ..self.work
        }
    }

    /// Nanoseconds of work done since the last tick, as the lane's clock counts them.
    fn unticked(&self) -> u64 {
        let done = self.cost.of(self.level, self.work_done());
        done.saturating_sub(self.ticked)
    }

    /// Counts the work since the last tick on the lane's clock.
    pub(super) fn tick(&mut self) {
        if let Some(lane) = self.lane {
            let unticked = self.unticked();
            lane.tick(unticked);
            self.ticked += unticked;
        }
    }

    /// Whether the search is out of time: its own share, or the whole solve's on the wall.
    pub(super) fn out_of_time(&self) -> bool {
        (!self.overtime && self.elapsed() > self.opts.time_limit)
            || self.lane.is_some_and(Lane::out_of_time)
    }

    /// Adds the positions stored since the last report to the progress counter.
    pub(super) fn report(&mut self) {
        let n = self.table.len();
        self.progress
            .nodes
            .fetch_add(n.saturating_sub(self.reported) as u64, Ordering::Relaxed);
        self.reported = n;
    }

    /// Sets up the roots; `Some` when there is nothing to search (backward search of a level
    /// with more goals than boxes, whose solved positions are not one).
    pub(super) fn start(&mut self) -> Option<End> {
        if self.way == Way::Backward && !Search::has_backward(self.level) {
            return Some(End::Cancelled);
        }
        self.roots();
        None
    }

    /// Expands up to `budget` nodes.
    pub(super) fn step(&mut self, budget: usize) -> Option<End> {
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
    pub(super) fn is_target(&mut self, node: u32) -> bool {
        if self.way == Way::Forward {
            return true;
        }
        let boxes = self.table.boxes(node).to_vec();
        self.set_boxes(&boxes, true);
        let (stamp, _) = self.reach(1, self.table.player(node));
        self.set_boxes(&boxes, false);
        self.walks[1].marked(stamp, self.level.start_player)
    }

    pub(super) fn limits(&mut self) -> Option<End> {
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
}
