//! What the walks walk: cells numbered from 0, each with up to four neighbours in the
//! directions of `Dir::ALL` (up, down, left, right), `NONE` where there is none. A solver's
//! level numbers its cells in `u16` (its tables stay small); a board of any size numbers its
//! squares in `u32`. Both are walked by the same code, made once per cell type.

/// Directions in `Dir::ALL` order: up, down, left, right; `d ^ 1` is the opposite.
pub const DIRS: usize = 4;

/// The direction opposite `d` (of [`DIRS`]).
pub fn opposite(d: usize) -> usize {
    d ^ 1
}

/// A cell's number: `u16` for a level's cells, `u32` for a board's squares.
pub trait Cell: Copy + Eq + Ord + std::fmt::Debug {
    /// "No cell": a wall or the edge, in a neighbour table.
    const NONE: Self;
    /// The cell's place in a buffer of the walk.
    fn index(self) -> usize;
}

impl Cell for u16 {
    const NONE: u16 = u16::MAX;

    #[inline]
    fn index(self) -> usize {
        self as usize
    }
}

impl Cell for u32 {
    const NONE: u32 = u32::MAX;

    #[inline]
    fn index(self) -> usize {
        self as usize
    }
}

/// Cells and their neighbours: a neighbour table (a level's), or neighbours worked out as
/// they are asked for (a board's squares, a search's states), where a table would cost
/// more than the walk.
pub trait Graph<C: Cell> {
    /// How many cells: the walks' buffers are this long.
    fn cells(&self) -> usize;
    /// The neighbour of `c` towards `d` (of [`DIRS`]), [`Cell::NONE`] for none. One at a
    /// time, so that a walk over a table reads each where it lies.
    fn neighbour(&self, c: C, d: usize) -> C;
    /// The neighbours of `c`, one per direction.
    fn neighbours(&self, c: C) -> [C; DIRS] {
        std::array::from_fn(|d| self.neighbour(c, d))
    }
}

impl<C: Cell> Graph<C> for [[C; DIRS]] {
    #[inline]
    fn cells(&self) -> usize {
        self.len()
    }

    #[inline]
    fn neighbour(&self, c: C, d: usize) -> C {
        self[c.index()][d]
    }
}

/// A level's table as it is kept (`Level::next`): the slice's walk.
impl<C: Cell> Graph<C> for Vec<[C; DIRS]> {
    #[inline]
    fn cells(&self) -> usize {
        self.as_slice().cells()
    }

    #[inline]
    fn neighbour(&self, c: C, d: usize) -> C {
        self.as_slice().neighbour(c, d)
    }
}
