//! Positions, directions and plain grids of cells, shared by every game.

/// A square: `x` is the column, `y` the row, both from the top-left corner.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Pos {
    /// The column, from 0 at the left.
    pub x: usize,
    /// The row, from 0 at the top (files list rows top to bottom).
    pub y: usize,
}

impl Pos {
    /// The square at column `x`, row `y`.
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

/// The one way a square is named to users, in every game's status bar, log and dialog
/// ("x 9 y 1": column then row, from 0 at the top-left, as the files count them).
impl std::fmt::Display for Pos {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "x {} y {}", self.x, self.y)
    }
}

/// The four directions of movement.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Dir {
    /// Towards row 0.
    Up,
    /// Towards higher rows.
    Down,
    /// Towards column 0.
    Left,
    /// Towards higher columns.
    Right,
}

impl Dir {
    /// The four in the order the keys and LURD letters list them (up, down, left, right).
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
    /// The top-left corner.
    pub min: Pos,
    /// The bottom-right corner (included, so a one-square rectangle has `min == max`).
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

    /// Columns covered, both edges included.
    pub fn width(&self) -> usize {
        self.max.x - self.min.x + 1
    }

    /// Rows covered, both edges included.
    pub fn height(&self) -> usize {
        self.max.y - self.min.y + 1
    }

    /// Whether `p` lies inside, edges included.
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_stay_on_the_grid() {
        assert_eq!(Pos::new(0, 0).step(Dir::Left, 3, 3), None);
        assert_eq!(Pos::new(0, 0).step(Dir::Right, 3, 3), Some(Pos::new(1, 0)));
        assert_eq!(Pos::new(2, 2).step(Dir::Down, 3, 3), None);
    }

    #[test]
    fn a_square_reads_column_then_row() {
        assert_eq!(Pos::new(9, 1).to_string(), "x 9 y 1");
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
