//! One pass of the optimizer: A* over pushes inside a vicinity of the solution, with the
//! pusher's exact square in each position (so that walks count exactly and the moves are
//! optimal too), pruned by dead squares, freeze deadlocks and the best solution known, and
//! using the solver's node store.
//!
//! Costs are compared as one key, the metric's first figure in the high half and its second
//! in the low half ([`Metric::key`]); the bound adds the pushes still needed (each box's
//! distance to its nearest goal) to both, since every push is a move too, so it never
//! overestimates either figure and the first solution taken from the queue is the best in
//! the vicinity.

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Instant;

use super::Metric;
use super::vicinity::{ANY, Vicinity};
use crate::sokoban::solver::deadlock::freeze::FreezeCheck;
use crate::sokoban::solver::tables::level::{DIRS, FAR, Level, NONE, opposite};
use crate::sokoban::solver::tables::table::{NodeInfo, Table, Zobrist};
use crate::sokoban::walk::reach::{Order, Reach};

/// No parent: the start.
const ROOT: u32 = u32::MAX;

/// Expansions between two looks at the clock and the cancel flag.
const CHECK_EVERY: u32 = 256;

/// What every pass of one level shares: the level's tables and the metric.
pub struct Context<'a> {
    /// The level's tables.
    pub level: &'a Level,
    /// Fewest pushes or fewest moves first.
    pub metric: Metric,
    /// Keys of box and pusher squares.
    pub zobrist: Zobrist,
    /// Pushes from each cell to its nearest goal, other boxes ignored.
    pub nearest: Vec<u16>,
    /// Walking steps between every two cells, boxes ignored (`cells * cells`), for the
    /// vicinities' radius; empty on levels too large for it, where the radius is ignored.
    pub distance: Vec<u16>,
}

/// Larger levels get no distance table (it is cells squared, two bytes each).
const MAX_DISTANCE_CELLS: usize = 2048;

impl<'a> Context<'a> {
    /// The context of `level` for `metric`.
    pub fn new(level: &'a Level, metric: Metric) -> Context<'a> {
        let nearest = (0..level.cells())
            .map(|c| level.dist.iter().map(|d| d[c]).min().unwrap_or(FAR))
            .collect();
        let distance = if level.cells() <= MAX_DISTANCE_CELLS {
            walking_distances(level)
        } else {
            vec![]
        };
        Context {
            level,
            metric,
            zobrist: Zobrist::new(level.cells()),
            nearest,
            distance,
        }
    }

    fn bound(&self, boxes: &[u16]) -> u32 {
        boxes.iter().map(|&b| self.nearest[b as usize] as u32).sum()
    }
}

/// When a pass must stop, and what it reports while it runs.
pub struct Limits<'a> {
    /// The optimizer's end.
    pub deadline: Instant,
    /// Positions this pass may store.
    pub max_positions: usize,
    /// Whether the user has asked to stop.
    pub cancelled: &'a (dyn Fn() -> bool + Sync),
    /// The best solution's key ([`Metric::key`]) so far, shared by the passes running.
    pub best: &'a AtomicU64,
    /// Positions stored by every pass so far.
    pub positions: &'a AtomicU64,
}

/// How a pass ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PassEnd {
    /// A solution better than the best known: its pushes (box cell, direction).
    Found(Vec<(u16, usize)>),
    /// The vicinity holds nothing better.
    Exhausted,
    /// Out of time or positions, or cancelled.
    Stopped,
}

/// The search of one pass.
struct Pass<'a> {
    cx: &'a Context<'a>,
    vicinity: &'a Vicinity<'a>,
    limits: &'a Limits<'a>,
    table: Table,
    open: BinaryHeap<Reverse<(u64, u32, u32)>>,
    box_at: Vec<bool>,
    /// The pusher's walk in the position being expanded, its steps counted.
    walk: Reach,
}

/// Runs one pass from the level's start.
pub fn run(cx: &Context, vicinity: &Vicinity, limits: &Limits) -> PassEnd {
    let level = cx.level;
    let mut pass = Pass {
        cx,
        vicinity,
        limits,
        table: Table::new(level.start_boxes.len()),
        open: BinaryHeap::new(),
        box_at: vec![false; level.cells()],
        walk: Reach::counting_steps(level.cells()),
    };
    let root = NodeInfo {
        parent: ROOT,
        from: NONE,
        dir: 0,
        g: 0,
        moves: 0,
    };
    let boxes = &level.start_boxes;
    let hash = cx.zobrist.of_boxes(boxes) ^ cx.zobrist.player[level.start_player as usize];
    pass.offer(hash, boxes, level.start_player, root);
    pass.search()
}

impl Pass<'_> {
    fn search(&mut self) -> PassEnd {
        let mut expansions = 0u32;
        while let Some(Reverse((f, _, node))) = self.open.pop() {
            let info = self.table.info(node);
            let boxes = self.table.boxes(node);
            let h = self.cx.bound(boxes);
            if self.f(info, h) != f {
                continue;
            }
            if h == 0 {
                return PassEnd::Found(self.pushes_to(node));
            }
            if f >= self.limits.best.load(Ordering::Relaxed) {
                return PassEnd::Exhausted;
            }
            expansions += 1;
            if expansions.is_multiple_of(CHECK_EVERY) && self.must_stop() {
                return PassEnd::Stopped;
            }
            if self.table.len() >= self.limits.max_positions {
                return PassEnd::Stopped;
            }
            self.expand(node, info, h);
        }
        PassEnd::Exhausted
    }

    fn must_stop(&self) -> bool {
        (self.limits.cancelled)() || Instant::now() >= self.limits.deadline
    }

    /// The key by which the queue orders a position: its cost so far plus the bound.
    fn f(&self, info: NodeInfo, h: u32) -> u64 {
        self.cx
            .metric
            .key(info.moves as u64 + h as u64, info.g as u64 + h as u64)
    }

    /// Stores a position reached by a way of cost `info`, and queues it unless a way as
    /// good is already stored.
    fn offer(&mut self, hash: u64, boxes: &[u16], player: u16, info: NodeInfo) {
        let (node, new) = self.table.find_or_insert(hash, boxes, player, info);
        if new {
            self.limits.positions.fetch_add(1, Ordering::Relaxed);
        } else {
            let old = self.table.info(node);
            if self.cost(old) <= self.cost(info) {
                return;
            }
            self.table.set_info(node, info);
        }
        let f = self.f(info, self.cx.bound(boxes));
        let deeper = u32::MAX - self.cx.metric.first(info.moves, info.g as u32);
        self.open.push(Reverse((f, deeper, node)));
    }

    fn cost(&self, info: NodeInfo) -> u64 {
        self.cx.metric.key(info.moves as u64, info.g as u64)
    }

    /// Queues every push from `node` that stays in the vicinity and is not a deadlock.
    fn expand(&mut self, node: u32, info: NodeInfo, h: u32) {
        let level = self.cx.level;
        let boxes = self.table.boxes(node).to_vec();
        for &b in &boxes {
            self.box_at[b as usize] = true;
        }
        self.walk
            .pusher(&level.next, &self.box_at, self.table.player(node));
        let counts = if self.vicinity.is_everything() {
            vec![]
        } else {
            self.vicinity.counts(&boxes)
        };
        let hash = self.cx.zobrist.of_boxes(&boxes);
        let mut child = boxes.clone();
        for (slot, &b) in boxes.iter().enumerate() {
            for d in 0..DIRS {
                let (to, stand) = (
                    level.next[b as usize][d],
                    level.next[b as usize][opposite(d)],
                );
                if to == NONE
                    || stand == NONE
                    || self.box_at[to as usize]
                    || level.dead[to as usize]
                {
                    continue;
                }
                if !self.walk.reached(stand) {
                    continue;
                }
                let walk = self.walk.steps(stand);
                child.copy_from_slice(&boxes);
                child[slot] = to;
                child.sort_unstable();
                if !self.keeps(&counts, b, to, &child) {
                    continue;
                }
                let Some(g) = info.g.checked_add(1) else {
                    continue;
                };
                let next = NodeInfo {
                    parent: node,
                    from: b,
                    dir: d as u8,
                    g,
                    moves: info.moves + walk + 1,
                };
                let h =
                    h - self.cx.nearest[b as usize] as u32 + self.cx.nearest[to as usize] as u32;
                if self.f(next, h) >= self.limits.best.load(Ordering::Relaxed) {
                    continue;
                }
                let z = &self.cx.zobrist;
                let key = hash ^ z.boxes[b as usize] ^ z.boxes[to as usize] ^ z.player[b as usize];
                self.offer(key, &child, b, next);
            }
        }
        for &b in &boxes {
            self.box_at[b as usize] = false;
        }
    }

    /// Whether the push of the box at `from` to `to`, giving `child`, stays in the vicinity
    /// and freezes no box off a goal.
    fn keeps(&mut self, counts: &[u8], from: u16, to: u16, child: &[u16]) -> bool {
        let (f, t) = (from as usize, to as usize);
        self.box_at[f] = false;
        self.box_at[t] = true;
        let ok = self.vicinity.allows(counts, from, to, child, &self.box_at)
            && !FreezeCheck::new(self.cx.level, &self.box_at).deadlocked(to);
        self.box_at[t] = false;
        self.box_at[f] = true;
        ok
    }

    /// The pushes from the start to `node`.
    fn pushes_to(&self, mut node: u32) -> Vec<(u16, usize)> {
        let mut pushes = Vec::new();
        loop {
            let info = self.table.info(node);
            if info.parent == ROOT {
                break;
            }
            pushes.push((info.from, info.dir as usize));
            node = info.parent;
        }
        pushes.reverse();
        pushes
    }
}

/// Steps between every two cells for a walker, boxes ignored, by a breadth-first search from
/// each cell.
fn walking_distances(level: &Level) -> Vec<u16> {
    let cells = level.cells();
    let mut distance = vec![ANY; cells * cells];
    let mut reach = Reach::counting_steps(cells);
    for from in 0..cells {
        let row = &mut distance[from * cells..(from + 1) * cells];
        reach.walk(
            &level.next,
            (&[from as u16], Order::BreadthFirst),
            |_, _| true,
            |_| false,
        );
        for &c in reach.cells() {
            row[c as usize] = reach.steps(c) as u16;
        }
    }
    distance
}
