//! Per-cell marks (one bit) and directions (two bits) stored by 8 x 8 tiles instead of row by
//! row: a random walk stays inside one tile for a dozen steps, so the walks of Wilson and
//! Aldous-Broder touch one cache line where a row-major layout touches a new one at each step
//! up or down. The marks alone take 12.5 MB for 10^8 cells and stay in the processor's
//! last-level cache; the directions are a separate array, made only for walks that need them.

pub struct Tiles {
    /// Tiles per row.
    across: usize,
    /// A word of marks per tile.
    marks: Vec<u64>,
    /// Two words of directions per tile (empty unless asked for).
    ways: Vec<[u64; 2]>,
    /// Blocks of 8 x 8 tiles (64 x 64 cells) per row.
    blocks_across: usize,
    /// A bit per complete tile, a word per block: a block is complete when its word is full.
    blocks: Vec<u64>,
}

impl Tiles {
    /// Marks for a `w` x `h` maze, and directions if `ways`.
    pub fn new(w: usize, h: usize, ways: bool) -> Tiles {
        let (across, down) = (w.div_ceil(8), h.div_ceil(8));
        let blocks_across = across.div_ceil(8);
        let tiles = across * down;
        Tiles {
            across,
            marks: crate::maze::memory::big_vec(tiles, 0),
            ways: crate::maze::memory::big_vec(if ways { tiles } else { 0 }, [0; 2]),
            blocks_across,
            blocks: vec![0; blocks_across * down.div_ceil(8)],
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
    pub fn marked(&self, x: usize, y: usize) -> bool {
        let (t, b) = self.locate(x, y);
        self.marks[t] >> b & 1 == 1
    }

    #[inline]
    pub fn mark(&mut self, x: usize, y: usize) {
        let (t, b) = self.locate(x, y);
        self.marks[t] |= 1 << b;
        if self.marks[t] == u64::MAX {
            let (tx, ty) = (x >> 3, y >> 3);
            self.blocks[(ty >> 3) * self.blocks_across + (tx >> 3)] |=
                1 << ((ty & 7) * 8 + (tx & 7));
        }
    }

    /// Whether every cell within `8 << k` cells of (x, y) is marked (`k` from 0 to 3),
    /// judged by the 3 x 3 aligned squares of `8 << k` cells around (x, y), which must all be
    /// complete; (x, y) must be more than `8 << k` cells from every edge. Tiles past the
    /// maze's edge are never complete, so the answer errs only on the side of "no".
    #[inline(always)]
    pub fn clear_around(&self, x: usize, y: usize, k: u32) -> bool {
        // The tile bits of one aligned square of 2^k x 2^k tiles, at the corner of a block.
        const MASKS: [u64; 4] = [0x1, 0x0303, 0x0f0f_0f0f, u64::MAX];
        let (sx, sy) = (x >> (3 + k), y >> (3 + k));
        let mask = MASKS[k as usize];
        for qy in sy - 1..=sy + 1 {
            for qx in sx - 1..=sx + 1 {
                let (tx, ty) = (qx << k, qy << k);
                let word = self.blocks[(ty >> 3) * self.blocks_across + (tx >> 3)];
                let mask = mask << ((ty & 7) * 8 + (tx & 7));
                if word & mask != mask {
                    return false;
                }
            }
        }
        true
    }

    #[inline]
    pub fn way(&self, x: usize, y: usize) -> usize {
        let (t, b) = self.locate(x, y);
        let b = b as usize * 2;
        (self.ways[t][b >> 6] >> (b & 63) & 3) as usize
    }

    #[inline]
    pub fn set_way(&mut self, x: usize, y: usize, d: usize) {
        let (t, b) = self.locate(x, y);
        let b = b as usize * 2;
        let word = &mut self.ways[t][b >> 6];
        *word = *word & !(3 << (b & 63)) | (d as u64) << (b & 63);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_and_ways_are_per_cell() {
        let mut t = Tiles::new(10, 9, true);
        assert!(!t.marked(9, 8));
        t.set_way(9, 8, 3);
        t.set_way(8, 8, 1);
        assert_eq!((t.way(9, 8), t.way(8, 8), t.way(7, 8)), (3, 1, 0));
        t.mark(8, 8);
        assert!(t.marked(8, 8) && !t.marked(9, 8));
    }

    #[test]
    fn squares_around_a_cell_are_clear_once_every_cell_is_marked() {
        let mut t = Tiles::new(200, 200, false);
        for y in 0..200 {
            for x in 0..200 {
                if (x, y) != (100, 170) {
                    t.mark(x, y);
                }
            }
        }
        assert!(t.clear_around(100, 100, 0) && t.clear_around(100, 100, 2));
        assert!(!t.clear_around(100, 100, 3) && !t.clear_around(100, 165, 0));
        t.mark(100, 170);
        assert!(t.clear_around(100, 100, 3) && t.clear_around(100, 165, 0));
    }
}
