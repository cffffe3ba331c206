//! Cells numbered by 4 x 4 tiles ("slots": 16 a tile, tiles row by row), walls numbered by
//! the slot west or north of them, and the set of walls taken down. With tiles, the two cells
//! of a wall share a cache line of any per-cell array three times in four, where with rows a
//! wall between rows would always cost a second line.

use gridwright_formats::maze::Maze;

use crate::maze::memory::{big_vec, big_vec_from};

pub struct Cells {
    pub w: usize,
    pub h: usize,
    across: usize,
}

impl Cells {
    pub fn new(w: usize, h: usize) -> Cells {
        Cells {
            w,
            h,
            across: w.div_ceil(4),
        }
    }

    pub fn slots(&self) -> usize {
        self.across * self.h.div_ceil(4) * 16
    }

    #[inline]
    pub fn slot(&self, x: usize, y: usize) -> usize {
        ((y >> 2) * self.across + (x >> 2)) * 16 + (y & 3) * 4 + (x & 3)
    }

    pub fn position(&self, s: usize) -> (usize, usize) {
        let tile = s >> 4;
        (
            (tile % self.across) * 4 + (s & 3),
            (tile / self.across) * 4 + (s >> 2 & 3),
        )
    }

    /// The two cells a wall separates (`2 * slot` east of the slot, `2 * slot + 1` south of
    /// it), without division.
    #[inline]
    pub fn sides(&self, wall: usize) -> (usize, usize) {
        let s = wall >> 1;
        let other = if wall & 1 == 0 {
            if s & 3 < 3 { s + 1 } else { s + 13 }
        } else if s >> 2 & 3 < 3 {
            s + 4
        } else {
            s + self.across * 16 - 12
        };
        (s, other)
    }

    /// Calls `f` with every interior wall, a row of cells at a time.
    pub fn each_wall(&self, mut f: impl FnMut(usize)) {
        for y in 0..self.h {
            for x in 0..self.w {
                let s = self.slot(x, y);
                if x + 1 < self.w {
                    f(2 * s);
                }
                if y + 1 < self.h {
                    f(2 * s + 1);
                }
            }
        }
    }

    /// The maze with the walls in `open` taken down, a word of cells at a time on every
    /// core.
    pub fn maze(&self, open: &Walls) -> Maze {
        use rayon::prelude::*;
        const WORDS: usize = 1 << 12;
        let n = (self.w * self.h).div_ceil(64);
        let (mut east, mut south) = (big_vec(n, u64::MAX), big_vec(n, u64::MAX));
        east.par_chunks_mut(WORDS)
            .zip(south.par_chunks_mut(WORDS))
            .enumerate()
            .for_each(|(c, (east, south))| {
                let first = c * WORDS * 64;
                let (mut x, mut y) = (first % self.w, first / self.w);
                let cells = (self.w * self.h - first).min(WORDS * 64);
                for i in 0..cells {
                    let s = self.slot(x, y);
                    let bit = !(1u64 << (i & 63));
                    if open.has(2 * s) {
                        east[i >> 6] &= bit;
                    }
                    if open.has(2 * s + 1) {
                        south[i >> 6] &= bit;
                    }
                    x += 1;
                    if x == self.w {
                        (x, y) = (0, y + 1);
                    }
                }
            });
        Maze::from_wall_bits(self.w, self.h, east, south)
    }
}

/// A set of walls (taken down, or left for later), a bit per wall number.
pub struct Walls(Vec<u64>);

impl Walls {
    pub fn new(cells: &Cells) -> Walls {
        Walls(big_vec_from((2 * cells.slots()).div_ceil(64), |_| 0))
    }

    #[inline]
    pub fn has(&self, wall: usize) -> bool {
        bit(&self.0, wall)
    }

    /// Calls `f` with every wall of the set numbered from `from` (a multiple of 64) below
    /// `to`.
    #[inline]
    pub fn each_in(&self, from: usize, to: usize, mut f: impl FnMut(usize)) {
        for (k, &word) in self.0[from / 64..to.div_ceil(64)].iter().enumerate() {
            let mut bits = word;
            while bits != 0 {
                let wall = from + k * 64 + bits.trailing_zeros() as usize;
                if wall < to {
                    f(wall);
                }
                bits &= bits - 1;
            }
        }
    }

    /// One past the highest wall number the set can hold.
    pub fn end(&self) -> usize {
        self.0.len() * 64
    }

    pub fn whole(&mut self) -> WallsPart<'_> {
        WallsPart {
            words: &mut self.0,
            base: 0,
        }
    }

    /// The walls below `wall` (a multiple of 64) and the others.
    pub fn split(&mut self, wall: usize) -> (WallsPart<'_>, WallsPart<'_>) {
        let (low, high) = self.0.split_at_mut(wall / 64);
        (
            WallsPart {
                words: low,
                base: 0,
            },
            WallsPart {
                words: high,
                base: wall,
            },
        )
    }
}

/// The bits of a range of walls, from `base` on.
pub struct WallsPart<'a> {
    words: &'a mut [u64],
    base: usize,
}

impl WallsPart<'_> {
    #[inline]
    pub fn has(&self, wall: usize) -> bool {
        bit(self.words, wall - self.base)
    }

    #[inline]
    pub fn set(&mut self, wall: usize, open: bool) {
        let (wall, bit) = (wall - self.base, 1 << (wall & 63));
        if open {
            self.words[wall >> 6] |= bit;
        } else {
            self.words[wall >> 6] &= !bit;
        }
    }
}

#[inline]
fn bit(words: &[u64], i: usize) -> bool {
    words[i >> 6] >> (i & 63) & 1 == 1
}
