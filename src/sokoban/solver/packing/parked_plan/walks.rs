//! The walks of the parked plan: the pusher's (with the other boxes standing) and the pulls
//! of one box, on the shared flood and pull search, with the cells they walk counted as the
//! plan's work.

use super::Walk;
use crate::sokoban::solver::tables::level::{DIRS, NONE};
use crate::sokoban::solver::tables::sides::Sides;
use crate::sokoban::walk::pulls::{self, Around, Way};
use crate::sokoban::walk::reach::{Order, Reach};

/// Where the box of a target can be pulled: per cell, the sides (a bit per direction) the
/// puller can stand on with the box there (none: not reached), and the cells reached.
pub(super) struct Pulled {
    pub(super) sides: Vec<u8>,
    pub(super) cells: usize,
}

/// The sides round the pulled box, found by the pusher's walks with the other boxes standing:
/// a square's side the first time the pulls need it. A side is named by the direction its
/// walk started from; [`Sides::SHUT`] for a side not walked yet.
struct Walked<'w, 'a> {
    walk: &'w mut Walk<'a>,
    label: Vec<[u8; DIRS]>,
}

impl Around<u16> for Walked<'_, '_> {
    fn open(&self, c: u16) -> bool {
        c != NONE && !self.walk.box_at[c as usize]
    }

    fn joins(&mut self, x: u16, d: usize, at: u8) -> bool {
        self.label[x as usize][d] == at
    }

    fn side(&mut self, x: u16, d: usize) -> u8 {
        let known = self.label[x as usize][d];
        if known != Sides::SHUT {
            return known;
        }
        let around = self.walk.level.next[x as usize];
        let reach = self.walk.flood(around[d], x);
        for (e, &p) in around.iter().enumerate() {
            if p != NONE && self.walk.reach.marked(reach, p) {
                self.label[x as usize][e] = d as u8;
            }
        }
        d as u8
    }
}

impl Walk<'_> {
    /// The pulls of the box on `cell`, the other boxes fixed, the pusher starting where it
    /// can walk from `player`.
    pub(super) fn pulls(&mut self, cell: u16, player: u16) -> Pulled {
        let level = self.level;
        self.work += level.cells();
        let had_box = std::mem::replace(&mut self.box_at[cell as usize], false);
        let start_reach = self.flood(player, cell);
        let stands: Vec<usize> = (0..DIRS)
            .filter(|&d| {
                let stand = level.next[cell as usize][d];
                let free = stand != NONE && !self.box_at[stand as usize];
                free && self.reach.marked(start_reach, stand)
            })
            .collect();
        let mut around = Walked {
            label: vec![[Sides::SHUT; DIRS]; level.cells()],
            walk: self,
        };
        let starts: Vec<(u16, u8)> = stands
            .iter()
            .map(|&d| (cell, around.side(cell, d)))
            .collect();
        pulls::search(&level.next, (&starts, Way::Pull), &mut around, |_, _| false);
        let sides: Vec<u8> = around
            .label
            .iter()
            .map(|label| {
                (0..DIRS)
                    .filter(|&d| label[d] != Sides::SHUT)
                    .map(|d| 1 << d)
                    .sum()
            })
            .collect();
        self.box_at[cell as usize] = had_box;
        Pulled {
            cells: sides.iter().filter(|&&s| s != 0).count(),
            sides,
        }
    }

    /// Marks with a new stamp (returned) the cells the pusher can walk to from `from`, the
    /// boxes and `also` blocking.
    pub(super) fn flood(&mut self, from: u16, also: u16) -> u32 {
        let blocked = |c: u16| c == also || self.box_at[c as usize];
        let starts: &[u16] = if from == NONE || blocked(from) {
            &[]
        } else {
            &[from]
        };
        let enters = |_, n: u16| !blocked(n);
        let from = (starts, Order::BreadthFirst);
        let stamp = self.reach.walk(&self.level.next, from, enters, |_| false);
        self.work += self.reach.cells().len();
        stamp
    }

    /// The pusher's square, or the nearest free one if it stands on a goal (which holds a
    /// box when every goal is filled).
    pub(super) fn free_square_near(&self, from: u16) -> u16 {
        let mut near = from;
        let found = |c: u16| {
            let free = !self.box_at[c as usize];
            if free {
                near = c;
            }
            free
        };
        let mut reach = Reach::new(self.level.cells());
        reach.walk(
            &self.level.next,
            (&[from], Order::BreadthFirst),
            |_, _| true,
            found,
        );
        near
    }
}
