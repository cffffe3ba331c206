//! Per-cell marks (one bit) and directions (two bits) stored by 8 x 8 tiles instead of row by
//! row: a random walk stays inside one tile for a dozen steps, so the walks of Wilson and
//! Aldous-Broder touch one cache line where a row-major layout touches a new one at each step
//! up or down.

#[derive(Clone, Copy)]
struct Tile {
    marks: u64,
    ways: [u64; 2],
}

pub struct Tiles {
    /// Tiles per row.
    across: usize,
    tiles: Vec<Tile>,
}

impl Tiles {
    pub fn new(w: usize, h: usize) -> Tiles {
        let (across, down) = (w.div_ceil(8), h.div_ceil(8));
        let blank = Tile {
            marks: 0,
            ways: [0; 2],
        };
        Tiles {
            across,
            tiles: crate::maze::memory::big_vec(across * down, blank),
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
        self.tiles[t].marks >> b & 1 == 1
    }

    #[inline]
    pub fn mark(&mut self, x: usize, y: usize) {
        let (t, b) = self.locate(x, y);
        self.tiles[t].marks |= 1 << b;
    }

    #[inline]
    pub fn way(&self, x: usize, y: usize) -> usize {
        let (t, b) = self.locate(x, y);
        let b = b as usize * 2;
        (self.tiles[t].ways[b >> 6] >> (b & 63) & 3) as usize
    }

    #[inline]
    pub fn set_way(&mut self, x: usize, y: usize, d: usize) {
        let (t, b) = self.locate(x, y);
        let b = b as usize * 2;
        let word = &mut self.tiles[t].ways[b >> 6];
        *word = *word & !(3 << (b & 63)) | (d as u64) << (b & 63);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_and_ways_are_per_cell() {
        let mut t = Tiles::new(10, 9);
        assert!(!t.marked(9, 8));
        t.set_way(9, 8, 3);
        t.set_way(8, 8, 1);
        assert_eq!((t.way(9, 8), t.way(8, 8), t.way(7, 8)), (3, 1, 0));
        t.mark(8, 8);
        assert!(t.marked(8, 8) && !t.marked(9, 8));
    }
}
