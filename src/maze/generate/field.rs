//! The working state of the generators that jump around the whole maze (Prim, the growing
//! tree): one or two marks and the passages east and south of each cell, stored by 8 x 8
//! tiles (one word a tile and plane). On a 10^8-cell maze these generators look at cells in
//! random order; a cell's neighbours then share its word, a mark plane (12.5 MB) stays in the
//! processor's last-level cache, and the passages are fetched ahead with the marks.

use gridwright_formats::maze::Maze;

use crate::maze::grid::{E, N, S, W, record};
use crate::maze::memory::{big_vec, prefetch};

/// The generator's own mark (in the tree, visited).
pub const INSIDE: usize = 0;
/// A second mark (queued in the frontier).
pub const QUEUED: usize = 1;

pub struct Field {
    w: usize,
    h: usize,
    across: usize,
    planes: Vec<Vec<u64>>,
    /// Passages east and south, a word each per tile.
    passages: Vec<[u64; 2]>,
}

impl Field {
    /// A maze with every wall and `planes` mark planes (1 or 2), all clear.
    pub fn new(w: usize, h: usize, planes: usize) -> Field {
        let across = w.div_ceil(8);
        let tiles = across * h.div_ceil(8);
        Field {
            w,
            h,
            across,
            planes: (0..planes).map(|_| big_vec(tiles, 0)).collect(),
            passages: big_vec(tiles, [0; 2]),
        }
    }

    #[inline]
    fn locate(&self, x: usize, y: usize) -> (usize, u32) {
        (
            (y >> 3) * self.across + (x >> 3),
            ((y & 7) * 8 + (x & 7)) as u32,
        )
    }

    #[inline]
    pub fn get(&self, plane: usize, x: usize, y: usize) -> bool {
        let (t, b) = self.locate(x, y);
        self.planes[plane][t] >> b & 1 == 1
    }

    #[inline]
    pub fn set(&mut self, plane: usize, x: usize, y: usize) {
        let (t, b) = self.locate(x, y);
        self.planes[plane][t] |= 1 << b;
    }

    /// Asks the processor to fetch the marks and passages of (x, y): generators that know
    /// which far cell they will look at next overlap its cache misses with their work.
    #[inline]
    pub fn prefetch(&self, x: usize, y: usize) {
        let (t, _) = self.locate(x, y);
        if t < self.passages.len() {
            prefetch(&self.planes[INSIDE][t]);
            prefetch(&self.passages[t]);
        }
    }

    /// Opens the passage from (x, y) in direction `d` (which must lead inside).
    #[inline]
    pub fn carve(&mut self, x: usize, y: usize, d: usize) {
        record(y * self.w + x, d, true);
        let (x, y, k) = match d {
            N => (x, y - 1, 1),
            E => (x, y, 0),
            S => (x, y, 1),
            _ => (x - 1, y, 0),
        };
        let (t, b) = self.locate(x, y);
        self.passages[t][k] |= 1 << b;
    }

    pub fn width(&self) -> usize {
        self.w
    }

    pub fn height(&self) -> usize {
        self.h
    }

    /// The maze with every wall the generator did not open, built a tile row (8 bits) at a
    /// time.
    pub fn into_maze(self) -> Maze {
        let words = (self.w * self.h).div_ceil(64) + 1;
        let mut walls = [big_vec(words, u64::MAX), big_vec(words, u64::MAX)];
        for y in 0..self.h {
            for tx in 0..self.across {
                let tile = self.passages[(y >> 3) * self.across + tx];
                let at = y * self.w + tx * 8;
                for (plane, open) in walls.iter_mut().zip(tile) {
                    let byte = open >> ((y & 7) * 8) & 0xff;
                    plane[at >> 6] &= !(byte << (at & 63));
                    if at & 63 > 56 {
                        plane[(at >> 6) + 1] &= !(byte >> (64 - (at & 63)));
                    }
                }
            }
        }
        let [mut east, mut south] = walls;
        east.pop();
        south.pop();
        Maze::from_wall_bits(self.w, self.h, east, south)
    }
}

/// Directions from (x, y) to cells inside the maze whose mark on `plane` is `want`.
#[inline]
pub fn dirs_where(f: &Field, x: usize, y: usize, plane: usize, want: bool) -> ([usize; 4], usize) {
    let mut out = [0; 4];
    let mut n = 0;
    for d in [N, E, S, W] {
        if let Some((nx, ny)) = crate::maze::grid::step_xy(x, y, d, f.width(), f.height())
            && f.get(plane, nx, ny) == want
        {
            out[n] = d;
            n += 1;
        }
    }
    (out, n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn carved_passages_become_the_maze() {
        let mut f = Field::new(10, 9, 2);
        f.carve(9, 8, W);
        f.carve(3, 4, N);
        f.set(INSIDE, 9, 8);
        assert!(f.get(INSIDE, 9, 8) && !f.get(QUEUED, 9, 8) && !f.get(INSIDE, 8, 8));
        let m = f.into_maze();
        assert!(!m.east_wall(8 * 10 + 8) && !m.south_wall(3 * 10 + 3));
        assert_eq!(m.interior_walls(), m.max_interior_walls() - 2);
    }
}
