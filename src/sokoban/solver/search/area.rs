//! The pusher's area in each position: marked by a walk, or taken over from the parent's when
//! a single push or pull cannot have joined or split it (most of them), which saves the walk.

use super::Search;
use crate::sokoban::solver::tables::level::NONE;
use crate::sokoban::walk::reach::Reach;

impl Search<'_> {
    /// The pusher's walk from `from` in walk `buffer` (0: the node being expanded, whose
    /// steps count; 1: a child): its stamp and smallest cell (the canonical pusher cell).
    pub(super) fn reach(&mut self, buffer: usize, from: u16) -> (u32, u16) {
        let walk = &mut self.walks[buffer];
        let stamp = walk.pusher(&self.level.next, &self.box_at, from);
        self.work.cells += walk.cells().len() as u64;
        (stamp, walk.least())
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
                if walk.reaches(&self.walks, player_at) {
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
            let fresh = self.walks[1].marked(stamp, c);
            assert_eq!(fresh, walk.reaches(&self.walks, c), "cell {c}");
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
            let inside = walk.reaches(&self.walks, c);
            linked |= inside;
            joins |= !inside;
        }
        if joins {
            return None;
        }
        let free = |c: u16| walk.reaches(&self.walks, c);
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
    /// Whether the walk reached `c`. Inlined: the search asks it of each cell it looks at.
    #[inline]
    pub(super) fn reaches(self, walks: &[Reach; 2], c: u16) -> bool {
        match self {
            Walk::Fresh(stamp) => walks[1].marked(stamp, c),
            Walk::Parent {
                here,
                b,
                to,
                with_b,
            } => with_b && c == b || c != to && walks[0].marked(here, c),
        }
    }
}
