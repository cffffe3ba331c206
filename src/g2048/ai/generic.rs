//! Any board size and tile: the search's positions through [`Board`]'s own moves.

use std::hash::Hasher;

use super::search::Mix;
use super::{Dir, Position, Weights, line_score};
use crate::g2048::board::Board;

/// Any board, through [`Board`]'s own moves.
#[derive(Clone)]
pub(super) struct Generic {
    board: Board,
    weights: Weights,
}

impl Generic {
    pub(super) fn new(b: &Board, w: &Weights) -> Generic {
        Generic {
            board: b.clone(),
            weights: *w,
        }
    }
}

impl Position for Generic {
    type Empties = Vec<usize>;
    type Moves = ();

    fn moves(&self) {}

    fn spawn_moved(&self, _: &(), cell: usize, e: u8, d: usize) -> Option<Generic> {
        self.with(cell, e).moved(Dir::ALL[d])
    }

    fn moved(&self, d: Dir) -> Option<Generic> {
        self.board.slide(d).map(|(board, _)| Generic {
            board,
            weights: self.weights,
        })
    }

    fn empty_cells(&self) -> Vec<usize> {
        self.board.empty()
    }

    fn with(&self, cell: usize, e: u8) -> Generic {
        let mut board = self.board.clone();
        let w = board.width();
        board.set(cell % w, cell / w, e);
        Generic {
            board,
            weights: self.weights,
        }
    }

    fn score(&self) -> f64 {
        let b = &self.board;
        let (w, h) = (b.width(), b.height());
        let rows: f64 = b
            .cells()
            .chunks(w)
            .map(|r| line_score(r, &self.weights))
            .sum();
        let cols: f64 = (0..w)
            .map(|x| {
                let col: Vec<u8> = (0..h).map(|y| b.get(x, y)).collect();
                line_score(&col, &self.weights)
            })
            .sum();
        rows + cols
    }

    fn key(&self) -> u64 {
        let mut h = Mix::default();
        h.write(self.board.cells());
        h.finish()
    }

    fn distinct(&self) -> u32 {
        let mut seen: Vec<u8> = self
            .board
            .cells()
            .iter()
            .copied()
            .filter(|&e| e > 0)
            .collect();
        seen.sort_unstable();
        seen.dedup();
        seen.len() as u32
    }
}
