//! Corral deadlocks: an area the pusher cannot reach, fenced by boxes that can never be
//! opened. Local rules (freeze, dead squares) miss them when the fence boxes can still move a
//! little; a small search settles it. Only the corral's boxes are kept (others removed: boxes
//! only ever block, so the problem gets easier) and their pushes are searched. If no push
//! sequence lets the pusher into the corral or puts all of them on goals, no solution of the
//! real position can either: a deadlock. Running out of the search budget proves nothing.

use std::collections::{HashMap, HashSet};

use super::freeze::FreezeCheck;
use super::level::{DIRS, Level, NONE, opposite};

/// Positions the small search may examine before giving up (and answering "not proved").
/// XSokoban solved 40 at 256 positions and 10 boxes, 39 at 64 and 6.
const BUDGET: usize = 256;
/// Corrals with more boxes than this are not searched: the search would rarely finish.
const MAX_BOXES: usize = 10;
/// Answers remembered, by corral boxes and pusher area; cleared when full.
const MEMORY: usize = 1 << 20;

#[derive(Debug, Default)]
pub struct CorralDeadlocks {
    /// Scratch marks: corral floor of the check under way, pusher reach of the mini-search.
    floor: Vec<u32>,
    seen: Vec<u32>,
    stamp: u32,
    box_at: Vec<bool>,
    queue: Vec<u16>,
    known: HashMap<(Vec<u16>, u16), bool>,
}

impl CorralDeadlocks {
    /// True when the push that put a box at `to` closed a corral that can never be opened.
    /// `box_at` is the position after the push; `reached(c)`: the pusher can walk to `c`.
    pub fn deadlocked(
        &mut self,
        level: &Level,
        box_at: &[bool],
        dead: &[bool],
        to: u16,
        pusher: u16,
        reached: impl Fn(u16) -> bool,
    ) -> bool {
        let n = level.cells();
        if self.floor.len() != n {
            self.floor = vec![0; n];
            self.seen = vec![0; n];
            self.box_at = vec![false; n];
            self.stamp = 0;
        }
        let closed = |c: &u16| *c != NONE && !box_at[*c as usize] && !reached(*c);
        let starts: Vec<u16> = level.next[to as usize]
            .iter()
            .copied()
            .filter(closed)
            .collect();
        if starts.is_empty() {
            return false;
        }
        let Some((floor, boxes)) = self.corral(level, box_at, &starts, &reached) else {
            return false;
        };
        if boxes.iter().all(|&b| level.goal[b as usize]) {
            return false;
        }
        self.stamp += 1;
        let mark = self.stamp;
        for &c in &floor {
            self.floor[c as usize] = mark;
        }
        // Settled answers are remembered by the start.
        let start = self.start(level, &boxes, pusher, mark);
        let answer = match self.known.get(&start) {
            Some(&known) => known,
            None => {
                // A search that ran out of budget would run out again: remembered as
                // not proved, it is not run again for the same corral.
                let deadlocked = self.exhaust(level, dead, boxes, pusher, mark) == Some(true);
                self.known.insert(start, deadlocked);
                deadlocked
            }
        };

        if self.known.len() > MEMORY {
            self.known.clear();
        }
        answer
    }

    /// The corral's floor (closed squares joined to `starts`) and its boxes (those touching
    /// the floor, and the boxes touching them); `None` when too many boxes.
    fn corral(
        &mut self,
        level: &Level,
        box_at: &[bool],
        starts: &[u16],
        reached: &impl Fn(u16) -> bool,
    ) -> Option<(Vec<u16>, Vec<u16>)> {
        self.stamp += 1;
        let mark = self.stamp;
        let (mut floor, mut boxes) = (Vec::new(), Vec::new());
        self.queue.clear();
        for &s in starts {
            if self.seen[s as usize] != mark {
                self.seen[s as usize] = mark;
                self.queue.push(s);
            }
        }
        while let Some(c) = self.queue.pop() {
            let is_box = box_at[c as usize];
            if is_box {
                boxes.push(c);
                if boxes.len() > MAX_BOXES {
                    return None;
                }
            } else {
                floor.push(c);
            }
            for &m in &level.next[c as usize] {
                if m == NONE || self.seen[m as usize] == mark {
                    continue;
                }
                if box_at[m as usize] || !is_box && !reached(m) {
                    self.seen[m as usize] = mark;
                    self.queue.push(m);
                }
            }
        }
        boxes.sort_unstable();
        Some((floor, boxes))
    }

    /// The key of a corral search: its boxes and the pusher's area among them.
    fn start(&mut self, level: &Level, boxes: &[u16], pusher: u16, mark: u32) -> (Vec<u16>, u16) {
        for &b in boxes {
            self.box_at[b as usize] = true;
        }
        let area = self.walk(level, pusher, mark).1;
        self.clear(boxes);
        (boxes.to_vec(), area)
    }

    /// `Some(true)` when every sequence of pushes was tried and none opened the corral or
    /// solved its boxes, `Some(false)` when one did, `None` when the budget ran out.
    fn exhaust(
        &mut self,
        level: &Level,
        dead: &[bool],
        boxes: Vec<u16>,
        pusher: u16,
        mark: u32,
    ) -> Option<bool> {
        let mut visited: HashSet<(Vec<u16>, u16)> = HashSet::new();
        let mut todo = vec![(boxes, pusher)];
        while let Some((boxes, pusher)) = todo.pop() {
            if visited.len() >= BUDGET {
                return None;
            }
            for &b in &boxes {
                self.box_at[b as usize] = true;
            }
            let (opened, area) = self.walk(level, pusher, mark);
            let solved = boxes.iter().all(|&b| level.goal[b as usize]);
            if opened || solved {
                self.clear(&boxes);
                return Some(false);
            }
            if visited.insert((boxes.clone(), area)) {
                self.pushes(level, dead, &boxes, &mut todo);
            }
            self.clear(&boxes);
        }
        Some(true)
    }

    fn clear(&mut self, boxes: &[u16]) {
        for &b in boxes {
            self.box_at[b as usize] = false;
        }
    }

    /// Marks the pusher's reach (stamp `self.stamp` after the call); returns whether it
    /// enters the corral floor, and the smallest cell reached (the area's name).
    fn walk(&mut self, level: &Level, from: u16, mark: u32) -> (bool, u16) {
        self.stamp += 1;
        let stamp = self.stamp;
        self.queue.clear();
        self.queue.push(from);
        self.seen[from as usize] = stamp;
        let (mut opened, mut min) = (false, from);
        while let Some(c) = self.queue.pop() {
            min = min.min(c);
            opened |= self.floor[c as usize] == mark;
            for &m in &level.next[c as usize] {
                if m != NONE && self.seen[m as usize] != stamp && !self.box_at[m as usize] {
                    self.seen[m as usize] = stamp;
                    self.queue.push(m);
                }
            }
        }
        (opened, min)
    }

    /// Queues every push of the boxes (marked in `box_at`, reach of the last walk) that
    /// lands on a live square without freezing off a goal.
    fn pushes(
        &mut self,
        level: &Level,
        dead: &[bool],
        boxes: &[u16],
        todo: &mut Vec<(Vec<u16>, u16)>,
    ) {
        let stamp = self.stamp;
        for (i, &b) in boxes.iter().enumerate() {
            for d in 0..DIRS {
                let behind = level.next[b as usize][opposite(d)];
                let to = level.next[b as usize][d];
                if behind == NONE || to == NONE || self.seen[behind as usize] != stamp {
                    continue;
                }
                if self.box_at[to as usize] || dead[to as usize] {
                    continue;
                }
                self.box_at[b as usize] = false;
                self.box_at[to as usize] = true;
                let frozen = FreezeCheck::new(level, &self.box_at).deadlocked(to);
                self.box_at[to as usize] = false;
                self.box_at[b as usize] = true;
                if !frozen {
                    let mut next = boxes.to_vec();
                    next[i] = to;
                    next.sort_unstable();
                    todo.push((next, b));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::level::test_level;
    use super::*;

    /// Runs the check as if the box at (x, y) had just been pushed there.
    fn check(xsb: &str, x: usize, y: usize) -> bool {
        let (l, box_at, cell) = test_level(xsb);
        let mut reach = vec![false; l.cells()];
        let mut stack = vec![l.start_player];
        while let Some(c) = stack.pop() {
            if !reach[c as usize] {
                reach[c as usize] = true;
                stack.extend(
                    l.next[c as usize]
                        .iter()
                        .filter(|&&m| m != NONE && !box_at[m as usize]),
                );
            }
        }
        let to = cell(x, y);
        CorralDeadlocks::default().deadlocked(&l, &box_at, &l.dead, to, l.start_player, |c| {
            reach[c as usize]
        })
    }

    #[test]
    fn a_fence_that_cannot_open_is_a_deadlock() {
        // Side by side over a dead end, the pusher above: each box can only be pushed down
        // into a corner. Neither box is frozen, yet neither can ever leave.
        let dead_end = "#######\n#.. @ #\n###$$##\n  #  #\n  ####";
        assert!(check(dead_end, 4, 2));
        // One row deeper, a box pushed in still dies in a corner; two rows deeper, it can
        // be pushed on (and back), and the pusher gets in.
        let shallow = "#######\n#.. @ #\n###$$##\n  #  ##\n  #   #\n  #####";
        assert!(check(shallow, 4, 2));
        let room = "#######\n#.. @ #\n###$$##\n  #  ##\n  #   #\n  #   #\n  #####";
        assert!(!check(room, 4, 2));
    }
}
