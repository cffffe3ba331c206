//! Rectangular grids as plain data and what every grid editor does to them as a whole or by
//! rectangle: quarter turns, mirrors, resizing about one of nine anchors, and cutting out or
//! placing a rectangle. Written once over any cell type, so the Sokoban board, the BombFight
//! map and the 2048 start board turn, mirror and resize alike (the maze maps its walls with
//! [`Turn::pos`] and [`Turn::dir`]).

use crate::grid::{CellRect, Dir, Pos};

/// A `width` x `height` grid of cells, row by row.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grid<T> {
    width: usize,
    height: usize,
    cells: Vec<T>,
}

impl<T: Clone> Grid<T> {
    /// A grid with every cell `fill`.
    pub fn new(width: usize, height: usize, fill: T) -> Grid<T> {
        Grid {
            width,
            height,
            cells: vec![fill; width * height],
        }
    }

    /// A grid from its rows; short rows are filled out with `fill` (a text editor drops
    /// trailing spaces), so the grid is as wide as its longest row.
    pub fn from_rows(rows: Vec<Vec<T>>, fill: T) -> Grid<T> {
        let width = rows.iter().map(Vec::len).max().unwrap_or(0);
        let height = rows.len();
        let mut cells = Vec::with_capacity(width * height);
        for mut row in rows {
            row.resize(width, fill.clone());
            cells.extend(row);
        }
        Grid {
            width,
            height,
            cells,
        }
    }

    /// Cells across.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Cells down.
    pub fn height(&self) -> usize {
        self.height
    }

    /// `(width, height)`.
    pub fn size(&self) -> (usize, usize) {
        (self.width, self.height)
    }

    /// The cell at `p` (which must lie on the grid).
    pub fn get(&self, p: Pos) -> &T {
        &self.cells[p.y * self.width + p.x]
    }

    /// Sets the cell at `p`; a place off the grid is ignored.
    pub fn set(&mut self, p: Pos, value: T) {
        if p.x < self.width && p.y < self.height {
            self.cells[p.y * self.width + p.x] = value;
        }
    }

    /// The rows, top to bottom.
    pub fn rows(&self) -> Vec<Vec<T>> {
        self.cells
            .chunks(self.width.max(1))
            .take(self.height)
            .map(<[T]>::to_vec)
            .collect()
    }

    /// Every cell with its place, row by row.
    pub fn cells(&self) -> impl Iterator<Item = (Pos, &T)> {
        let w = self.width.max(1);
        self.cells
            .iter()
            .enumerate()
            .map(move |(i, t)| (Pos::new(i % w, i / w), t))
    }
}

/// A quarter turn or a mirror of the whole grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Turn {
    /// A quarter turn clockwise.
    RotateCw,
    /// A quarter turn counter-clockwise.
    RotateCcw,
    /// Mirrored left to right.
    FlipHorizontal,
    /// Mirrored top to bottom.
    FlipVertical,
}

impl Turn {
    /// Every turn, in the menus' order.
    pub const ALL: [Turn; 4] = [
        Turn::RotateCw,
        Turn::RotateCcw,
        Turn::FlipHorizontal,
        Turn::FlipVertical,
    ];

    /// Its name in menus and on buttons (the same in every editor).
    pub fn label(self) -> String {
        match self {
            Turn::RotateCw => crate::t!("shell-turn-rotate-right"),
            Turn::RotateCcw => crate::t!("shell-turn-rotate-left"),
            Turn::FlipHorizontal => crate::t!("shell-turn-flip-horizontal"),
            Turn::FlipVertical => crate::t!("shell-turn-flip-vertical"),
        }
    }

    /// The size of a `(width, height)` grid after the turn.
    pub fn size(self, (w, h): (usize, usize)) -> (usize, usize) {
        match self {
            Turn::RotateCw | Turn::RotateCcw => (h, w),
            Turn::FlipHorizontal | Turn::FlipVertical => (w, h),
        }
    }

    /// Where the cell at `p` of a `(width, height)` grid lands.
    pub fn pos(self, p: Pos, (w, h): (usize, usize)) -> Pos {
        match self {
            Turn::RotateCw => Pos::new(h - 1 - p.y, p.x),
            Turn::RotateCcw => Pos::new(p.y, w - 1 - p.x),
            Turn::FlipHorizontal => Pos::new(w - 1 - p.x, p.y),
            Turn::FlipVertical => Pos::new(p.x, h - 1 - p.y),
        }
    }

    /// Where a direction points after the turn (a wall on a cell's right is below it after
    /// a clockwise quarter turn).
    pub fn dir(self, d: Dir) -> Dir {
        use Dir::*;
        match (self, d) {
            (Turn::RotateCw, Up) | (Turn::RotateCcw, Down) => Right,
            (Turn::RotateCw, Right) | (Turn::RotateCcw, Left) => Down,
            (Turn::RotateCw, Down) | (Turn::RotateCcw, Up) => Left,
            (Turn::RotateCw, Left) | (Turn::RotateCcw, Right) => Up,
            (Turn::FlipHorizontal, Left) => Right,
            (Turn::FlipHorizontal, Right) => Left,
            (Turn::FlipVertical, Up) => Down,
            (Turn::FlipVertical, Down) => Up,
            (_, d) => d,
        }
    }

    /// The grid turned.
    pub fn apply<T: Clone>(self, g: &Grid<T>) -> Grid<T> {
        let (w, h) = self.size(g.size());
        let mut out = Grid {
            width: w,
            height: h,
            cells: g.cells.clone(),
        };
        for (p, t) in g.cells() {
            out.set(self.pos(p, g.size()), t.clone());
        }
        out
    }
}

/// Where along one side the old content stays when a grid is resized.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Side {
    /// The left or top edge.
    #[default]
    Start,
    /// The middle.
    Middle,
    /// The right or bottom edge.
    End,
}

impl Side {
    const ALL: [Side; 3] = [Side::Start, Side::Middle, Side::End];

    /// How far the old content moves along this side, from `old` cells to `new`.
    fn shift(self, old: usize, new: usize) -> isize {
        let grow = new as isize - old as isize;
        match self {
            Side::Start => 0,
            Side::Middle => grow / 2,
            Side::End => grow,
        }
    }
}

/// Which of nine points of the old grid keeps its place when it is resized (as image
/// editors' canvas size dialogs offer): the corners, the middles of the edges, the centre.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Anchor {
    /// Across.
    pub x: Side,
    /// Down.
    pub y: Side,
}

impl Anchor {
    /// The top left corner.
    pub const TOP_LEFT: Anchor = Anchor {
        x: Side::Start,
        y: Side::Start,
    };
    /// The centre.
    pub const CENTER: Anchor = Anchor {
        x: Side::Middle,
        y: Side::Middle,
    };

    /// All nine, row by row from the top left (the dialog's 3 x 3 grid).
    pub fn all() -> [Anchor; 9] {
        let mut out = [Anchor::default(); 9];
        for (i, a) in out.iter_mut().enumerate() {
            *a = Anchor {
                x: Side::ALL[i % 3],
                y: Side::ALL[i / 3],
            };
        }
        out
    }

    /// How far the old content moves, across and down, from `old` to `new` size.
    pub fn shift(self, old: (usize, usize), new: (usize, usize)) -> (isize, isize) {
        (self.x.shift(old.0, new.0), self.y.shift(old.1, new.1))
    }

    /// Where the old cell `p` lands after a resize from `old` to `new`, if it stays.
    pub fn moved(self, p: Pos, old: (usize, usize), new: (usize, usize)) -> Option<Pos> {
        let (dx, dy) = self.shift(old, new);
        let (x, y) = (p.x as isize + dx, p.y as isize + dy);
        let inside = x >= 0 && y >= 0 && (x as usize) < new.0 && (y as usize) < new.1;
        inside.then(|| Pos::new(x as usize, y as usize))
    }

    /// Its name ("Top left", "Bottom", "Centre").
    pub fn label(self) -> String {
        crate::i18n::tr(match (self.y, self.x) {
            (Side::Start, Side::Start) => "shell-anchor-top-left",
            (Side::Start, Side::Middle) => "shell-anchor-top",
            (Side::Start, Side::End) => "shell-anchor-top-right",
            (Side::Middle, Side::Start) => "shell-anchor-left",
            (Side::Middle, Side::Middle) => "shell-anchor-centre",
            (Side::Middle, Side::End) => "shell-anchor-right",
            (Side::End, Side::Start) => "shell-anchor-bottom-left",
            (Side::End, Side::Middle) => "shell-anchor-bottom",
            (Side::End, Side::End) => "shell-anchor-bottom-right",
        })
    }

    /// An arrow pointing where the content goes (the dialog's buttons).
    pub fn arrow(self) -> &'static str {
        match (self.y, self.x) {
            (Side::Start, Side::Start) => "⬉",
            (Side::Start, Side::Middle) => "⬆",
            (Side::Start, Side::End) => "⬈",
            (Side::Middle, Side::Start) => "⬅",
            (Side::Middle, Side::Middle) => "•",
            (Side::Middle, Side::End) => "➡",
            (Side::End, Side::Start) => "⬋",
            (Side::End, Side::Middle) => "⬇",
            (Side::End, Side::End) => "⬊",
        }
    }
}

/// The grid resized to `(width, height)`, new cells `fill`, the content kept at `anchor`
/// (what falls outside is cut off).
pub fn resize<T: Clone>(
    g: &Grid<T>,
    (width, height): (usize, usize),
    anchor: Anchor,
    fill: T,
) -> Grid<T> {
    let mut out = Grid::new(width, height, fill);
    for (p, t) in g.cells() {
        if let Some(q) = anchor.moved(p, g.size(), (width, height)) {
            out.set(q, t.clone());
        }
    }
    out
}

/// The cells under `rect` (clipped to the grid) as a grid of their own.
pub fn extract<T: Clone>(g: &Grid<T>, rect: CellRect) -> Grid<T> {
    let xs = rect.min.x..(rect.max.x + 1).min(g.width());
    let ys = rect.min.y..(rect.max.y + 1).min(g.height());
    let mut cells = Vec::new();
    for y in ys.clone() {
        cells.extend(xs.clone().map(|x| g.get(Pos::new(x, y)).clone()));
    }
    Grid {
        width: xs.len(),
        height: ys.len(),
        cells,
    }
}

/// Where each cell of `fragment` lands on a grid of `size` when placed with its top-left
/// corner at `at`; cells beyond the grid are dropped.
pub fn placement<T: Clone>(size: (usize, usize), fragment: &Grid<T>, at: Pos) -> Vec<(Pos, T)> {
    fragment
        .cells()
        .map(|(p, t)| (Pos::new(at.x + p.x, at.y + p.y), t.clone()))
        .filter(|(p, _)| p.x < size.0 && p.y < size.1)
        .collect()
}

/// The rectangle `fragment` covers on a grid of `size` when placed at `at` (none when it
/// falls wholly outside).
pub fn placed_rect<T>(size: (usize, usize), fragment: &Grid<T>, at: Pos) -> Option<CellRect> {
    let inside = at.x < size.0 && at.y < size.1 && fragment.width > 0 && fragment.height > 0;
    inside.then(|| {
        let max = Pos::new(
            (at.x + fragment.width).min(size.0) - 1,
            (at.y + fragment.height).min(size.1) - 1,
        );
        CellRect::spanning(at, max)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A grid of letters, one row a line.
    fn letters(text: &str) -> Grid<char> {
        Grid::from_rows(text.lines().map(|l| l.chars().collect()).collect(), '.')
    }

    fn text(g: &Grid<char>) -> String {
        let rows: Vec<String> = g.rows().iter().map(|r| r.iter().collect()).collect();
        rows.join("\n")
    }

    #[test]
    fn quarter_turns_and_mirrors_move_every_cell() {
        let before = letters("ab\ncd\nef");
        assert_eq!(text(&Turn::RotateCw.apply(&before)), "eca\nfdb");
        assert_eq!(text(&Turn::RotateCcw.apply(&before)), "bdf\nace");
        assert_eq!(text(&Turn::FlipHorizontal.apply(&before)), "ba\ndc\nfe");
        assert_eq!(text(&Turn::FlipVertical.apply(&before)), "ef\ncd\nab");
    }

    #[test]
    fn four_quarter_turns_and_two_mirrors_give_the_grid_back() {
        let before = letters("abc\ndef");
        for t in Turn::ALL {
            let twice = t.apply(&t.apply(&before));
            let back = match t {
                Turn::RotateCw | Turn::RotateCcw => t.apply(&t.apply(&twice)),
                _ => twice,
            };
            assert_eq!(back, before, "{}", t.label());
        }
        let cw = Turn::RotateCw.apply(&before);
        assert_eq!(Turn::RotateCcw.apply(&cw), before);
    }

    #[test]
    fn a_turned_direction_follows_the_turned_cells() {
        // The cell right of (0, 0) in a 2 x 3 grid lies, after each turn, in the turned
        // direction from where (0, 0) went.
        let size = (2, 3);
        for t in Turn::ALL {
            let (a, b) = (t.pos(Pos::new(0, 0), size), t.pos(Pos::new(1, 0), size));
            let stepped = a.step(t.dir(Dir::Right), t.size(size).0, t.size(size).1);
            assert_eq!(stepped, Some(b), "{}", t.label());
        }
    }

    #[test]
    fn each_of_the_nine_anchors_keeps_its_point() {
        // A 1 x 1 grid grown to 3 x 3: the cell lands where the anchor points.
        let before = letters("#");
        for (i, a) in Anchor::all().into_iter().enumerate() {
            let after = resize(&before, (3, 3), a, '.');
            assert_eq!(*after.get(Pos::new(i % 3, i / 3)), '#', "{}", a.label());
            assert_eq!(after.cells().filter(|(_, c)| **c == '#').count(), 1);
        }
    }

    #[test]
    fn a_resize_fills_new_cells_and_cuts_what_falls_outside() {
        let before = letters("abc");
        assert_eq!(
            text(&resize(&before, (5, 3), Anchor::CENTER, '.')),
            ".....\n.abc.\n....."
        );
        assert_eq!(text(&resize(&before, (2, 1), Anchor::TOP_LEFT, '.')), "ab");
        let bottom_right = Anchor {
            x: Side::End,
            y: Side::End,
        };
        assert_eq!(text(&resize(&before, (2, 2), bottom_right, '.')), "..\nbc");
    }

    #[test]
    fn a_rectangle_cut_out_lands_where_it_is_placed_clipped_to_the_grid() {
        let before = letters("abcd\nefgh\nijkl");
        let piece = extract(&before, CellRect::spanning(Pos::new(1, 0), Pos::new(2, 1)));
        assert_eq!(text(&piece), "bc\nfg");
        let placed = placement(before.size(), &piece, Pos::new(3, 1));
        assert_eq!(placed, [(Pos::new(3, 1), 'b'), (Pos::new(3, 2), 'f')]);
        assert_eq!(
            placed_rect(before.size(), &piece, Pos::new(3, 1)),
            Some(CellRect::spanning(Pos::new(3, 1), Pos::new(3, 2)))
        );
        assert_eq!(placed_rect(before.size(), &piece, Pos::new(4, 0)), None);
    }

    #[test]
    fn short_rows_are_filled_out() {
        let g = letters("abc\na\n");
        assert_eq!(text(&g), "abc\na..");
    }
}
