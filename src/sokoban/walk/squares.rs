//! A board's squares as the walks' cells: numbered row by row (`y * width + x`, as
//! `Position` and `Board` number them), each beside its neighbours on the board, walls
//! included (the walk's caller says what it enters). For the walks over a board rather than
//! a level: before the level exists (where it is, which squares are outside), below the
//! solver (play's walks and pushes), and on boards of any size, past the `u16` cells a
//! level numbers. The neighbours are worked out as asked: a table would cost more than a
//! walk, on a board of a million squares as on a small one walked once.

use super::graph::{Cell, Graph};
use crate::grid::Dir;

/// A `width` x `height` board's squares.
#[derive(Debug, Clone, Copy)]
pub struct Squares {
    width: u32,
    height: u32,
}

impl Squares {
    /// The squares of a `width` x `height` board (fewer than `u32::MAX` of them, as every
    /// board the formats read is).
    pub fn new(width: usize, height: usize) -> Squares {
        debug_assert!(width.saturating_mul(height) < u32::MAX as usize);
        Squares {
            width: width as u32,
            height: height as u32,
        }
    }

    /// The direction from square `from` to its neighbour `to`.
    pub fn dir(&self, from: u32, to: u32) -> Dir {
        let d = self.neighbours(from).iter().position(|&n| n == to);
        Dir::ALL[d.expect("a step goes to a neighbour")]
    }
}

impl Graph<u32> for Squares {
    #[inline]
    fn cells(&self) -> usize {
        self.width as usize * self.height as usize
    }

    #[inline]
    fn neighbour(&self, c: u32, d: usize) -> u32 {
        let (w, x) = (self.width, c % self.width);
        match d {
            0 if c >= w => c - w,
            1 if c / w + 1 < self.height => c + w,
            2 if x > 0 => c - 1,
            3 if x + 1 < w => c + 1,
            _ => u32::NONE,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A corner square has two neighbours, in the order of `Dir::ALL`; a step's direction
    /// is found again from its squares, also on a board one square wide.
    #[test]
    fn neighbours_follow_the_board_and_the_directions() {
        let board = Squares::new(3, 2);
        assert_eq!(board.cells(), 6);
        assert_eq!(board.neighbours(0), [u32::NONE, 3, u32::NONE, 1]);
        assert_eq!(board.neighbours(5), [2, u32::NONE, 4, u32::NONE]);
        assert_eq!(board.dir(4, 1), Dir::Up);
        assert_eq!(board.dir(4, 3), Dir::Left);
        let column = Squares::new(1, 3);
        assert_eq!(column.dir(1, 2), Dir::Down);
        assert_eq!(column.neighbours(1), [0, 2, u32::NONE, u32::NONE]);
    }
}
