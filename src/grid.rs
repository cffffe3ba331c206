//! Positions, directions and plain grids of cells, shared by every game.

/// A square: `x` is the column, `y` the row, both from the top-left corner.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Pos {
    pub x: usize,
    pub y: usize,
}

impl Pos {
    pub const fn new(x: usize, y: usize) -> Pos {
        Pos { x, y }
    }

    /// The neighbour in `dir`, if it lies on a `width` x `height` grid.
    pub fn step(self, dir: Dir, width: usize, height: usize) -> Option<Pos> {
        let (dx, dy) = dir.delta();
        let x = self.x.checked_add_signed(dx)?;
        let y = self.y.checked_add_signed(dy)?;
        (x < width && y < height).then_some(Pos { x, y })
    }
}

/// The four directions of movement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Dir {
    Up,
    Down,
    Left,
    Right,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::Up, Dir::Down, Dir::Left, Dir::Right];

    /// Column and row change of one step.
    pub fn delta(self) -> (isize, isize) {
        match self {
            Dir::Up => (0, -1),
            Dir::Down => (0, 1),
            Dir::Left => (-1, 0),
            Dir::Right => (1, 0),
        }
    }
}

/// An axis-aligned rectangle of squares, both corners included.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct CellRect {
    pub min: Pos,
    pub max: Pos,
}

impl CellRect {
    /// The rectangle spanned by two corners given in any order.
    pub fn spanning(a: Pos, b: Pos) -> CellRect {
        CellRect {
            min: Pos::new(a.x.min(b.x), a.y.min(b.y)),
            max: Pos::new(a.x.max(b.x), a.y.max(b.y)),
        }
    }

    pub fn width(&self) -> usize {
        self.max.x - self.min.x + 1
    }

    pub fn height(&self) -> usize {
        self.max.y - self.min.y + 1
    }

    pub fn contains(&self, p: Pos) -> bool {
        (self.min.x..=self.max.x).contains(&p.x) && (self.min.y..=self.max.y).contains(&p.y)
    }

    /// Every square, row by row.
    pub fn cells(&self) -> impl Iterator<Item = Pos> + '_ {
        (self.min.y..=self.max.y)
            .flat_map(move |y| (self.min.x..=self.max.x).map(move |x| Pos::new(x, y)))
    }

    /// The squares on the rectangle's border.
    pub fn outline(&self) -> impl Iterator<Item = Pos> + '_ {
        self.cells().filter(move |p| {
            p.x == self.min.x || p.x == self.max.x || p.y == self.min.y || p.y == self.max.y
        })
    }
}

/// The squares of a straight line from `a` to `b` (Bresenham), so that a fast pencil stroke
/// leaves no gaps between the squares the pointer was seen on.
pub fn line(a: Pos, b: Pos) -> Vec<Pos> {
    let (mut x, mut y) = (a.x as isize, a.y as isize);
    let (x1, y1) = (b.x as isize, b.y as isize);
    let dx = (x1 - x).abs();
    let dy = -(y1 - y).abs();
    let sx = if x < x1 { 1 } else { -1 };
    let sy = if y < y1 { 1 } else { -1 };
    let mut err = dx + dy;
    let mut out = vec![Pos::new(x as usize, y as usize)];
    while (x, y) != (x1, y1) {
        let e2 = 2 * err;
        if e2 >= dy {
            err += dy;
            x += sx;
        }
        if e2 <= dx {
            err += dx;
            y += sy;
        }
        out.push(Pos::new(x as usize, y as usize));
    }
    out
}

/// A rectangle of cells of any kind, row by row: the plain board the coming games (BombFight
/// maps, 2048 boards) are made of. Positions outside it read as `None` and are never written.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Grid<T> {
    width: usize,
    height: usize,
    cells: Vec<T>,
}

impl<T: Clone> Grid<T> {
    /// A `width` x `height` grid of `fill`; `None` when the size overflows or exceeds
    /// `max_cells` (checked before anything is allocated, as for sizes read from files).
    pub fn new(width: usize, height: usize, fill: T, max_cells: usize) -> Option<Grid<T>> {
        let n = width.checked_mul(height).filter(|&n| n <= max_cells)?;
        Some(Grid {
            width,
            height,
            cells: vec![fill; n],
        })
    }
}

impl<T> Grid<T> {
    /// A grid from its rows; `None` when they are not all `width` long.
    pub fn from_rows(width: usize, rows: Vec<Vec<T>>) -> Option<Grid<T>> {
        if rows.iter().any(|r| r.len() != width) {
            return None;
        }
        let height = rows.len();
        Some(Grid {
            width,
            height,
            cells: rows.into_iter().flatten().collect(),
        })
    }

    pub fn width(&self) -> usize {
        self.width
    }

    pub fn height(&self) -> usize {
        self.height
    }

    fn index(&self, p: Pos) -> Option<usize> {
        (p.x < self.width && p.y < self.height).then(|| p.y * self.width + p.x)
    }

    /// The cell at `p`, if on the grid.
    pub fn get(&self, p: Pos) -> Option<&T> {
        self.index(p).map(|i| &self.cells[i])
    }

    /// Sets the cell at `p`; returns false (and changes nothing) off the grid.
    pub fn set(&mut self, p: Pos, value: T) -> bool {
        match self.index(p) {
            Some(i) => {
                self.cells[i] = value;
                true
            }
            None => false,
        }
    }

    /// Row `y`, if on the grid.
    pub fn row(&self, y: usize) -> Option<&[T]> {
        (y < self.height).then(|| &self.cells[y * self.width..(y + 1) * self.width])
    }

    /// Every cell with its position, row by row.
    pub fn iter(&self) -> impl Iterator<Item = (Pos, &T)> + '_ {
        let w = self.width.max(1);
        self.cells
            .iter()
            .enumerate()
            .map(move |(i, c)| (Pos::new(i % w, i / w), c))
    }

    /// The neighbour of `p` in `dir`, with its cell, if on the grid.
    pub fn neighbor(&self, p: Pos, dir: Dir) -> Option<(Pos, &T)> {
        let q = p.step(dir, self.width, self.height)?;
        self.get(q).map(|c| (q, c))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grids_check_sizes_and_stay_inside() {
        assert!(Grid::new(usize::MAX, 2, 0u8, 1000).is_none(), "overflow");
        assert!(Grid::new(100, 100, 0u8, 1000).is_none(), "over the limit");
        let mut g = Grid::new(3, 2, '.', 100).unwrap();
        assert!(g.set(Pos::new(2, 1), '#'));
        assert!(!g.set(Pos::new(3, 0), '#'));
        assert_eq!(g.get(Pos::new(2, 1)), Some(&'#'));
        assert_eq!(g.get(Pos::new(0, 2)), None);
        assert_eq!(g.row(1), Some(&['.', '.', '#'][..]));
        assert_eq!(
            g.neighbor(Pos::new(2, 0), Dir::Down),
            Some((Pos::new(2, 1), &'#'))
        );
        assert_eq!(g.neighbor(Pos::new(2, 0), Dir::Right), None);
        assert_eq!(g.iter().filter(|(_, c)| **c == '#').count(), 1);
        assert!(
            Grid::from_rows(2, vec![vec![1, 2], vec![3]]).is_none(),
            "ragged"
        );
        assert_eq!(
            Grid::from_rows(2, vec![vec![1, 2], vec![3, 4]])
                .unwrap()
                .height(),
            2
        );
    }

    #[test]
    fn steps_stay_on_the_grid() {
        assert_eq!(Pos::new(0, 0).step(Dir::Left, 3, 3), None);
        assert_eq!(Pos::new(0, 0).step(Dir::Right, 3, 3), Some(Pos::new(1, 0)));
        assert_eq!(Pos::new(2, 2).step(Dir::Down, 3, 3), None);
    }

    #[test]
    fn lines_have_no_gaps() {
        let l = line(Pos::new(0, 0), Pos::new(5, 2));
        assert_eq!(l.first(), Some(&Pos::new(0, 0)));
        assert_eq!(l.last(), Some(&Pos::new(5, 2)));
        for w in l.windows(2) {
            assert!(w[0].x.abs_diff(w[1].x) <= 1 && w[0].y.abs_diff(w[1].y) <= 1);
        }
    }

    #[test]
    fn rect_outline() {
        let r = CellRect::spanning(Pos::new(3, 3), Pos::new(1, 1));
        assert_eq!(r.cells().count(), 9);
        assert_eq!(r.outline().count(), 8);
    }
}
