//! One box moved alone over a level, breadth first: pulled away from goals (from where can a
//! box be pushed onto them, in how many pushes), or pushed from a square. The one such search
//! of the Sokoban code: the solver's distances and dead squares, its plans' and its checks'
//! questions of reach, and the board checks' dead boxes all ask it.
//!
//! A pull moves the box from `x` to its neighbour `to`, the puller stepping from `to` on to
//! the square beyond: that square must be open. Other boxes are either ignored or walls for
//! good (`blocked`). With [`Sides`], the puller must also be able to walk round the box to
//! the side it pulls from; without, every side of a square counts as one.

use std::collections::VecDeque;

use super::level::{DIRS, Level, NONE, opposite};
use super::sides::Sides;

/// Which way the box moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Way {
    /// Pulled, each move undoing a push: the searches from goals.
    Pull,
    /// Pushed, the pusher behind the box (never with [`Sides`]).
    Push,
}

/// Where the puller may stand round the box: on which squares, and on which side of each.
/// Directions of a square on the same side are joined round the box standing there.
pub trait Around {
    /// Whether the box or the puller may stand on `c` (a cell, not blocked).
    fn open(&self, c: u16) -> bool;
    /// Whether a box on `x` can move towards `d` with the puller on side `at` of it: known
    /// without a walk once the square's side `at` is known.
    fn joins(&self, x: u16, d: usize, at: u8) -> bool;
    /// The side of `x` from which the box there moves towards `d` (the neighbour that way
    /// open): looked up, or found by a walk round the box.
    fn side(&mut self, x: u16, d: usize) -> u8;
}

/// Every side of a square one: the puller is taken to get round any box. Cells for which
/// the function holds are walls for good.
pub struct AnySide<'a, B: Fn(u16) -> bool>(pub &'a B);

impl<B: Fn(u16) -> bool> Around for AnySide<'_, B> {
    fn open(&self, c: u16) -> bool {
        c != NONE && !(self.0)(c)
    }

    fn joins(&self, _: u16, _: usize, _: u8) -> bool {
        true
    }

    fn side(&mut self, _: u16, _: usize) -> u8 {
        0
    }
}

/// The sides of [`Sides`], computed once for the level; cells for which the function holds
/// are walls for good (the same as the sides were computed with).
pub struct FixedSides<'a, B: Fn(u16) -> bool>(pub &'a Sides, pub &'a B);

impl<B: Fn(u16) -> bool> Around for FixedSides<'_, B> {
    fn open(&self, c: u16) -> bool {
        c != NONE && !(self.1)(c)
    }

    fn joins(&self, x: u16, d: usize, at: u8) -> bool {
        self.0.side(x, d) == at
    }

    fn side(&mut self, x: u16, d: usize) -> u8 {
        self.0.side(x, d)
    }
}

/// Moves one box breadth first from `starts` (each a square and the side of it the puller
/// stands on), telling `visit` each square it stands on (once per side of the puller) with
/// the moves so far, until `visit` answers true.
pub fn search(
    level: &Level,
    (starts, way): (&[(u16, u8)], Way),
    around: &mut impl Around,
    mut visit: impl FnMut(u16, u16) -> bool,
) {
    let mut seen = vec![[false; DIRS]; level.cells()];
    let mut queue = VecDeque::new();
    for &(s, at) in starts {
        if !seen[s as usize][at as usize] {
            seen[s as usize][at as usize] = true;
            queue.push_back((s, at, 0u16));
        }
    }
    while let Some((x, at, n)) = queue.pop_front() {
        if visit(x, n) {
            return;
        }
        for d in 0..DIRS {
            let to = level.next[x as usize][d];
            if !around.open(to) || !around.joins(x, d, at) {
                continue;
            }
            let needed = match way {
                Way::Pull => level.next[to as usize][d],
                Way::Push => level.next[x as usize][opposite(d)],
            };
            if !around.open(needed) {
                continue;
            }
            let next_side = around.side(to, d);
            if !seen[to as usize][next_side as usize] {
                seen[to as usize][next_side as usize] = true;
                queue.push_back((to, next_side, n + 1));
            }
        }
    }
}

/// A box moved from each of `starts` with the puller on any side.
pub fn from_squares(starts: &[u16]) -> Vec<(u16, u8)> {
    starts.iter().map(|&s| (s, 0)).collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sokoban::solver::tables::level::{FAR, test_level};

    /// Pulled from the goal, a box reaches the squares it can be pushed from, in as many
    /// moves as pushes; pushed from there, it reaches the goal in as many.
    #[test]
    fn pulls_and_pushes_count_alike() {
        let (level, _, cell) = test_level("#######\n#     #\n#@ $  #\n#   . #\n#######");
        let goal = cell(4, 3);
        let mut pulled = vec![FAR; level.cells()];
        let mut around = AnySide(&|_| false);
        search(&level, (&[(goal, 0)], Way::Pull), &mut around, |x, n| {
            pulled[x as usize] = n;
            false
        });
        let from = cell(3, 2);
        let mut pushed = FAR;
        search(&level, (&[(from, 0)], Way::Push), &mut around, |x, n| {
            pushed = n;
            x == goal
        });
        assert_eq!(pulled[from as usize], 2);
        assert_eq!(pushed, 2);
    }
}
