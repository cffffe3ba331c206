//! The maze model: walls between cells kept as bits (two bits a cell), so that a 10,000 x
//! 10,000 maze takes 25 MB; the outer border is closed except at its openings.

/// A cell: `x` the column, `y` the row, from the top-left corner.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Cell {
    /// Column, from 0 at the left.
    pub x: usize,
    /// Row, from 0 at the top.
    pub y: usize,
}

impl Cell {
    /// The cell at column `x`, row `y`.
    pub const fn new(x: usize, y: usize) -> Cell {
        Cell { x, y }
    }
}

/// A side of a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Side {
    /// Towards row 0.
    Top,
    /// Towards the last column.
    Right,
    /// Towards the last row.
    Bottom,
    /// Towards column 0.
    Left,
}

impl Side {
    /// In the assignment's order: top, right, bottom, left.
    pub const ALL: [Side; 4] = [Side::Top, Side::Right, Side::Bottom, Side::Left];
}

/// A rectangular maze.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Maze {
    width: usize,
    height: usize,
    /// Bit per cell: wall on its right side (between (x, y) and (x + 1, y)); the last column's
    /// bit is unused.
    east: Vec<u64>,
    /// Bit per cell: wall on its bottom side; the last row's bit is unused.
    south: Vec<u64>,
    /// Openings in the outer border.
    pub openings: Vec<(Cell, Side)>,
    /// Where the player starts.
    pub entrance: Cell,
    /// The exit (the invisible maze's treasure).
    pub exit: Cell,
    /// The maze's name, if it has one.
    pub title: String,
    /// Generator and seed, when the maze was generated.
    pub generator: Option<String>,
    /// The seed it was generated with, if it was.
    pub seed: Option<u64>,
}

fn words(bits: usize) -> usize {
    bits.div_ceil(64)
}

impl Maze {
    /// A maze with every interior wall (`walls` true) or none, entrance top-left and exit
    /// bottom-right (the graph-maze defaults), no openings.
    pub fn new(width: usize, height: usize, walls: bool) -> Maze {
        let fill = if walls { u64::MAX } else { 0 };
        let n = width * height;
        let mut m = Maze {
            width,
            height,
            east: vec![fill; words(n)],
            south: vec![fill; words(n)],
            openings: vec![],
            entrance: Cell::new(0, 0),
            exit: Cell::new(width.saturating_sub(1), height.saturating_sub(1)),
            title: String::new(),
            generator: None,
            seed: None,
        };
        m.clear_unused_bits();
        m
    }

    /// A maze from its walls as bits, cell by cell row by row (`y * width + x`): `east` for
    /// the wall right of each cell, `south` for the wall below it. Generators of very large
    /// mazes build these words directly. Bits for walls that do not exist are ignored.
    pub fn from_wall_bits(width: usize, height: usize, east: Vec<u64>, south: Vec<u64>) -> Maze {
        let mut m = Maze::new(width, height, true);
        let n = words(width * height);
        assert!(east.len() == n && south.len() == n, "one bit a cell");
        m.east = east;
        m.south = south;
        m.clear_unused_bits();
        m
    }

    /// Bits for walls that do not exist (right of the last column, below the last row, past
    /// the last cell) stay zero, so that equal mazes have equal bits.
    fn clear_unused_bits(&mut self) {
        let n = self.cells();
        if n == 0 {
            return;
        }
        for y in 0..self.height {
            let i = y * self.width + self.width - 1;
            Self::set_bit(&mut self.east, i, false);
        }
        for x in 0..self.width {
            let i = (self.height - 1) * self.width + x;
            Self::set_bit(&mut self.south, i, false);
        }
        for v in [&mut self.east, &mut self.south] {
            if !n.is_multiple_of(64)
                && let Some(last) = v.last_mut()
            {
                *last &= (1u64 << (n % 64)) - 1;
            }
        }
    }

    /// Cells across.
    #[inline]
    pub fn width(&self) -> usize {
        self.width
    }

    /// Cells down.
    #[inline]
    pub fn height(&self) -> usize {
        self.height
    }

    /// Cells in all.
    #[inline]
    pub fn cells(&self) -> usize {
        self.width * self.height
    }

    /// The flat index of a cell (row by row), as the generators and solvers number cells.
    pub fn index(&self, c: Cell) -> usize {
        c.y * self.width + c.x
    }

    /// The cell of a flat index.
    pub fn cell(&self, i: usize) -> Cell {
        Cell::new(i % self.width, i / self.width)
    }

    #[inline]
    fn bit(v: &[u64], i: usize) -> bool {
        v[i / 64] >> (i % 64) & 1 == 1
    }

    #[inline]
    fn set_bit(v: &mut [u64], i: usize, on: bool) {
        if on {
            v[i / 64] |= 1 << (i % 64);
        } else {
            v[i / 64] &= !(1 << (i % 64));
        }
    }

    /// Whether the side of a cell is walled. Border sides are walls unless opened.
    pub fn wall(&self, c: Cell, side: Side) -> bool {
        match side {
            Side::Right if c.x + 1 < self.width => Self::bit(&self.east, self.index(c)),
            Side::Bottom if c.y + 1 < self.height => Self::bit(&self.south, self.index(c)),
            Side::Left if c.x > 0 => self.wall(Cell::new(c.x - 1, c.y), Side::Right),
            Side::Top if c.y > 0 => self.wall(Cell::new(c.x, c.y - 1), Side::Bottom),
            _ => self.openings.binary_search(&(c, side)).is_err(),
        }
    }

    /// Sets or removes the wall on a side; on the border this closes or opens the border.
    pub fn set_wall(&mut self, c: Cell, side: Side, wall: bool) {
        match side {
            Side::Right if c.x + 1 < self.width => {
                let i = self.index(c);
                Self::set_bit(&mut self.east, i, wall);
            }
            Side::Bottom if c.y + 1 < self.height => {
                let i = self.index(c);
                Self::set_bit(&mut self.south, i, wall);
            }
            Side::Left if c.x > 0 => self.set_wall(Cell::new(c.x - 1, c.y), Side::Right, wall),
            Side::Top if c.y > 0 => self.set_wall(Cell::new(c.x, c.y - 1), Side::Bottom, wall),
            // Kept sorted, so that a border with thousands of openings stays quick to read.
            _ => match (self.openings.binary_search(&(c, side)), wall) {
                (Ok(i), true) => {
                    self.openings.remove(i);
                }
                (Err(i), false) => self.openings.insert(i, (c, side)),
                _ => {}
            },
        }
    }

    /// Opens the given border sides; formats that mark the entrance and exit by openings alone
    /// take the first (in reading order) as the entrance and the last as the exit.
    pub fn open_border(&mut self, openings: Vec<(Cell, Side)>) {
        if let (Some(first), Some(last)) = (openings.first(), openings.last()) {
            self.entrance = first.0;
            self.exit = last.0;
        }
        for (cell, side) in openings {
            self.set_wall(cell, side, false);
        }
    }

    /// Fast interior access by cell index, for generators and solvers.
    #[inline]
    pub fn east_wall(&self, i: usize) -> bool {
        Self::bit(&self.east, i)
    }

    /// Whether cell `i` has a wall on its south side (the generators' fast path).
    #[inline]
    pub fn south_wall(&self, i: usize) -> bool {
        Self::bit(&self.south, i)
    }

    /// Sets or clears the wall on cell `i`'s east side.
    #[inline]
    pub fn set_east_wall(&mut self, i: usize, wall: bool) {
        Self::set_bit(&mut self.east, i, wall);
    }

    /// Sets or clears the wall on cell `i`'s south side.
    #[inline]
    pub fn set_south_wall(&mut self, i: usize, wall: bool) {
        Self::set_bit(&mut self.south, i, wall);
    }

    /// The neighbouring cell across `side`, if inside the maze.
    pub fn neighbor(&self, c: Cell, side: Side) -> Option<Cell> {
        match side {
            Side::Top => c.y.checked_sub(1).map(|y| Cell::new(c.x, y)),
            Side::Bottom => (c.y + 1 < self.height).then(|| Cell::new(c.x, c.y + 1)),
            Side::Left => c.x.checked_sub(1).map(|x| Cell::new(x, c.y)),
            Side::Right => (c.x + 1 < self.width).then(|| Cell::new(c.x + 1, c.y)),
        }
    }

    /// Interior walls present.
    pub fn interior_walls(&self) -> usize {
        let mut n = 0;
        for y in 0..self.height {
            for x in 0..self.width {
                let i = y * self.width + x;
                n += usize::from(x + 1 < self.width && self.east_wall(i));
                n += usize::from(y + 1 < self.height && self.south_wall(i));
            }
        }
        n
    }

    /// The most interior walls a maze of this size can have: `2nm - n - m`.
    pub fn max_interior_walls(&self) -> usize {
        (2 * self.width * self.height).saturating_sub(self.width + self.height)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn walls_are_shared_by_neighbours_and_border_opens() {
        let mut m = Maze::new(3, 2, true);
        assert_eq!(m.interior_walls(), m.max_interior_walls());
        assert_eq!(m.max_interior_walls(), 7);
        m.set_wall(Cell::new(1, 0), Side::Left, false);
        assert!(!m.wall(Cell::new(0, 0), Side::Right));
        m.set_wall(Cell::new(2, 1), Side::Right, false);
        assert_eq!(m.openings, vec![(Cell::new(2, 1), Side::Right)]);
        assert!(!m.wall(Cell::new(2, 1), Side::Right));
        assert!(m.wall(Cell::new(0, 1), Side::Bottom));
        assert_eq!(m.interior_walls(), 6);
    }
}
