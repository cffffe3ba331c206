//! The pusher's area in each position: marked by a walk, or taken over from the parent's when
//! a single push or pull cannot have joined or split it (most of them), which saves the walk.

use super::Search;
use crate::sokoban::solver::tables::level::NONE;

impl Search<'_> {
    /// Marks the cells the pusher reaches from `from` with a fresh stamp; returns the stamp and
    /// the smallest cell reached (the canonical pusher cell).
    pub(super) fn reach(&mut self, buffer: usize, from: u16) -> (u32, u16) {
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

    /// The pusher's area after the box at `b` went to `to` (the pusher ending at
    /// `player_at`), and its smallest cell. A single push or pull mostly leaves the parent's
    /// area as it was, with `b` added and `to` taken out: then no walk is needed.
    pub(super) fn child_walk(&mut self, b: u16, to: u16, player_at: u16) -> (Walk, u16) {
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
    pub(super) fn check_walk(&mut self, walk: Walk, min: u16, player_at: u16) {
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
    pub(super) fn area_kept(&self, walk: Walk, b: u16, to: u16) -> Option<bool> {
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
}

/// The pusher's area in a child: marked by a walk of its own, or the parent's with the
/// moved box's new square `to` taken out and its old one `b` added (unless `b` is left a
/// closed pocket).
#[derive(Debug, Clone, Copy)]
pub(super) enum Walk {
    Fresh(u32),
    Parent {
        here: u32,
        b: u16,
        to: u16,
        with_b: bool,
    },
}

impl Walk {
    pub(super) fn reaches(self, seen: &[Vec<u32>; 2], c: u16) -> bool {
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
