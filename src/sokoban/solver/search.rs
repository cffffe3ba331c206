//! The search: best-first over push positions. A node is a set of box cells plus the pusher's
//! reachable area (named by its smallest cell), so walks never multiply nodes. Children are
//! pruned by dead squares, freeze deadlocks and the assignment bound (bipartite deadlocks).

use std::cmp::Reverse;
use std::collections::BinaryHeap;
use std::sync::atomic::Ordering;
use std::time::Instant;

use super::freeze::FreezeCheck;
use super::level::{DIRS, Level, NONE, opposite};
use super::lower_bound::Matcher;
use super::table::{NodeInfo, Table, Zobrist};
use super::{Options, Progress};

/// How a search ended.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum End {
    /// The pushes of a solution: (box cell before the push, direction index).
    Solved(Vec<(u16, usize)>),
    /// Every reachable position was examined: there is no solution.
    Exhausted,
    OutOfTime,
    OutOfMemory,
    Cancelled,
}

/// Heap entry: priority, then pushes so far (to spot stale entries), then the node.
type Entry = (Reverse<(u32, u32)>, u16, u32);

pub struct Search<'a> {
    level: &'a Level,
    opts: &'a Options,
    progress: &'a Progress,
    table: Table,
    zobrist: Zobrist,
    heap: BinaryHeap<Entry>,
    closed: Vec<bool>,
    matcher: Matcher,
    box_at: Vec<bool>,
    /// Reach marks of the node being expanded, and of the child being made: two buffers, as
    /// the child's walk must not erase the parent's.
    seen: [Vec<u32>; 2],
    stamp: u32,
    queue: Vec<u16>,
}

impl<'a> Search<'a> {
    pub fn new(level: &'a Level, opts: &'a Options, progress: &'a Progress) -> Search<'a> {
        let cells = level.cells();
        Search {
            level,
            opts,
            progress,
            table: Table::new(level.start_boxes.len()),
            zobrist: Zobrist::new(cells),
            heap: BinaryHeap::new(),
            closed: vec![],
            matcher: Matcher::default(),
            box_at: vec![false; cells],
            seen: [vec![0; cells], vec![0; cells]],
            stamp: 0,
            queue: Vec::with_capacity(cells),
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
        let mut min = from;
        let mut i = 0;
        while i < self.queue.len() {
            let c = self.queue[i];
            i += 1;
            min = min.min(c);
            for &n in &self.level.next[c as usize] {
                if n != NONE && seen[n as usize] != stamp && !self.box_at[n as usize] {
                    seen[n as usize] = stamp;
                    self.queue.push(n);
                }
            }
        }
        (stamp, min)
    }

    fn priority(&self, g: u32, h: u32) -> (u32, u32) {
        if self.opts.optimal {
            (g + h, h)
        } else {
            (h * 4 + g, h)
        }
    }

    pub fn run(mut self) -> End {
        let start = Instant::now();
        let mut boxes = self.level.start_boxes.clone();
        boxes.sort_unstable();
        for &b in &boxes {
            self.box_at[b as usize] = true;
        }
        let Some(h) = self.matcher.bound(&boxes, &self.level.dist) else {
            return End::Exhausted;
        };
        let (_, player) = self.reach(1, self.level.start_player);
        for &b in &boxes {
            self.box_at[b as usize] = false;
        }
        let hash = self.zobrist.of_boxes(&boxes) ^ self.zobrist.player[player as usize];
        let root = NodeInfo {
            parent: u32::MAX,
            from: 0,
            dir: 0,
            g: 0,
        };
        self.table.find_or_insert(hash, &boxes, player, root);
        self.closed.push(false);
        self.heap.push((Reverse(self.priority(0, h)), 0, 0));
        let mut expanded: u64 = 0;
        while let Some((Reverse((_, h)), g, node)) = self.heap.pop() {
            if self.closed[node as usize] || self.table.info(node).g != g {
                continue;
            }
            if h == 0 {
                return End::Solved(self.path(node));
            }
            self.closed[node as usize] = true;
            expanded += 1;
            if expanded & 255 == 1
                && let Some(end) = self.limits(start)
            {
                return end;
            }
            self.expand(node);
        }
        End::Exhausted
    }

    fn limits(&self, start: Instant) -> Option<End> {
        self.progress
            .nodes
            .store(self.table.len() as u64, Ordering::Relaxed);
        if self
            .opts
            .cancel
            .as_ref()
            .is_some_and(|c| c.load(Ordering::Relaxed))
        {
            return Some(End::Cancelled);
        }
        if start.elapsed() > self.opts.time_limit {
            return Some(End::OutOfTime);
        }
        let bytes = self.table.bytes()
            + self.heap.capacity() * std::mem::size_of::<Entry>()
            + self.closed.capacity();
        (bytes > self.opts.memory_limit).then_some(End::OutOfMemory)
    }

    fn expand(&mut self, node: u32) {
        let boxes = self.table.boxes(node).to_vec();
        let g = self.table.info(node).g;
        for &b in &boxes {
            self.box_at[b as usize] = true;
        }
        let (here, _) = self.reach(0, self.table.player(node));
        let parent_hash = self.zobrist.of_boxes(&boxes);
        let mut child = boxes.clone();
        for (i, &b) in boxes.iter().enumerate() {
            for d in 0..DIRS {
                let behind = self.level.next[b as usize][opposite(d)];
                let to = self.level.next[b as usize][d];
                if behind == NONE || self.seen[0][behind as usize] != here || to == NONE {
                    continue;
                }
                if self.box_at[to as usize] || self.level.dead[to as usize] {
                    continue;
                }
                self.push_child(&boxes, &mut child, i, to, d);
                self.box_at[b as usize] = false;
                self.box_at[to as usize] = true;
                self.try_child(node, g, &child, b, to, d, parent_hash);
                self.box_at[to as usize] = false;
                self.box_at[b as usize] = true;
            }
        }
        for &b in &boxes {
            self.box_at[b as usize] = false;
        }
    }

    /// `child` becomes `boxes` with box `i` moved to `to`, kept sorted.
    fn push_child(&self, boxes: &[u16], child: &mut Vec<u16>, i: usize, to: u16, _d: usize) {
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

    #[allow(clippy::too_many_arguments)]
    fn try_child(
        &mut self,
        parent: u32,
        g: u16,
        child: &[u16],
        from: u16,
        to: u16,
        d: usize,
        parent_hash: u64,
    ) {
        if !self.level.goal[to as usize]
            && FreezeCheck::new(self.level, &self.box_at).deadlocked(to)
        {
            return;
        }
        let Some(h) = self.matcher.bound(child, &self.level.dist) else {
            return;
        };
        let (_, player) = self.reach(1, from);
        let z = &self.zobrist;
        let hash =
            parent_hash ^ z.boxes[from as usize] ^ z.boxes[to as usize] ^ z.player[player as usize];
        let info = NodeInfo {
            parent,
            from,
            dir: d as u8,
            g: g + 1,
        };
        let (node, inserted) = self.table.find_or_insert(hash, child, player, info);
        if inserted {
            self.closed.push(false);
        } else if self.table.info(node).g > g + 1 {
            self.table.set_info(node, info);
            self.closed[node as usize] = false;
        } else {
            return;
        }
        self.heap
            .push((Reverse(self.priority(g as u32 + 1, h)), g + 1, node));
    }

    fn path(&self, mut node: u32) -> Vec<(u16, usize)> {
        let mut pushes = Vec::new();
        loop {
            let info = self.table.info(node);
            if info.parent == u32::MAX {
                break;
            }
            pushes.push((info.from, info.dir as usize));
            node = info.parent;
        }
        pushes.reverse();
        pushes
    }
}
