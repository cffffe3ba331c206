//! From a node back to the pushes that reach it: the solution, in play order, with tunnel
//! and room macros unrolled.

use super::{Search, Way};
use crate::sokoban::solver::packing::rooms::{FIRST_MACRO, Rooms};
use crate::sokoban::solver::tables::level::{DIRS, Level, NONE, opposite};
use crate::sokoban::solver::tables::table::Table;

impl Search<'_> {
    /// Where the box last pushed on the way to `node` stands (`NONE` at the root or after a
    /// room macro).
    pub(super) fn last_pushed(&self, node: u32) -> u16 {
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

    /// The pushes of the solution, in play order.
    pub(super) fn path(&self, node: u32) -> Vec<(u16, usize)> {
        pushes_to(self.level, (&self.table, &self.rooms), self.way, node)
    }
}

/// The pushes from the start to `node` (forward) or from `node` to the solved position
/// (backward), in play order.
pub(super) fn pushes_to(
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
