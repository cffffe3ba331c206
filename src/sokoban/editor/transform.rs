//! Whole-board transforms: rotation, mirroring and resizing. Pure functions of a board.

use gridwright_formats::sokoban::Board;

/// Rotated a quarter turn clockwise.
pub fn rotate_cw(b: &Board) -> Board {
    let mut out = Board::new(b.height(), b.width());
    for y in 0..b.height() {
        for x in 0..b.width() {
            out.set(b.height() - 1 - y, x, b.get(x, y));
        }
    }
    out
}

/// Rotated a quarter turn counter-clockwise.
pub fn rotate_ccw(b: &Board) -> Board {
    rotate_cw(&rotate_cw(&rotate_cw(b)))
}

/// Mirrored left to right.
pub fn flip_horizontal(b: &Board) -> Board {
    let mut out = Board::new(b.width(), b.height());
    for y in 0..b.height() {
        for x in 0..b.width() {
            out.set(b.width() - 1 - x, y, b.get(x, y));
        }
    }
    out
}

/// Mirrored top to bottom.
pub fn flip_vertical(b: &Board) -> Board {
    let mut out = Board::new(b.width(), b.height());
    for y in 0..b.height() {
        for x in 0..b.width() {
            out.set(x, b.height() - 1 - y, b.get(x, y));
        }
    }
    out
}

/// Where along one side the old content stays when a board is resized.
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

    /// How far the old content moves along this side, from `old` squares to `new`.
    fn shift(self, old: usize, new: usize) -> isize {
        let grow = new as isize - old as isize;
        match self {
            Side::Start => 0,
            Side::Middle => grow / 2,
            Side::End => grow,
        }
    }
}

/// Which of nine points of the old board keeps its place when it is resized (as image
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

    /// Its name ("Top left", "Bottom", "Centre").
    pub fn label(self) -> &'static str {
        match (self.y, self.x) {
            (Side::Start, Side::Start) => "Top left",
            (Side::Start, Side::Middle) => "Top",
            (Side::Start, Side::End) => "Top right",
            (Side::Middle, Side::Start) => "Left",
            (Side::Middle, Side::Middle) => "Centre",
            (Side::Middle, Side::End) => "Right",
            (Side::End, Side::Start) => "Bottom left",
            (Side::End, Side::Middle) => "Bottom",
            (Side::End, Side::End) => "Bottom right",
        }
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

/// The board resized to `width` x `height`, new squares floor, the content kept at `anchor`
/// (what falls outside is cut off).
pub fn resize(b: &Board, width: usize, height: usize, anchor: Anchor) -> Board {
    let dx = anchor.x.shift(b.width(), width);
    let dy = anchor.y.shift(b.height(), height);
    let mut out = Board::new(width, height);
    for y in 0..b.height() {
        for x in 0..b.width() {
            let (nx, ny) = (x as isize + dx, y as isize + dy);
            if nx >= 0 && ny >= 0 {
                out.set(nx as usize, ny as usize, b.get(x, y));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use gridwright_formats::sokoban::Square;

    #[test]
    fn each_of_the_nine_anchors_keeps_its_point() {
        // A 1 x 1 board grown to 3 x 3: the square lands where the anchor points.
        let b = Board::from_xsb("#");
        for (i, a) in Anchor::all().into_iter().enumerate() {
            let r = resize(&b, 3, 3, a);
            assert_eq!(r.get(i % 3, i / 3), Square::Wall, "{}", a.label());
            assert_eq!(r.squares().iter().filter(|s| s.is_wall()).count(), 1);
        }
    }

    #[test]
    fn four_quarter_turns_are_identity() {
        let b = Board::from_xsb("####\n#@ #\n#$.#\n# ##\n###");
        let r = rotate_cw(&b);
        assert_eq!((r.width(), r.height()), (b.height(), b.width()));
        assert_eq!(rotate_ccw(&r), b);
        assert_eq!(rotate_cw(&rotate_cw(&r)), rotate_ccw(&b));
        assert_eq!(flip_horizontal(&flip_horizontal(&b)), b);
        assert_eq!(flip_vertical(&flip_vertical(&b)), b);
    }

    #[test]
    fn resize_keeps_content_at_anchor() {
        let b = Board::from_xsb("#@#");
        let r = resize(&b, 5, 3, Anchor::CENTER);
        assert_eq!(r.to_xsb_rows(), vec!["", " #@#", ""]);
        assert_eq!(resize(&b, 2, 1, Anchor::TOP_LEFT).to_xsb_rows(), vec!["#@"]);
        assert_eq!(
            resize(
                &b,
                4,
                1,
                Anchor {
                    x: Side::End,
                    y: Side::End
                }
            )
            .to_xsb_rows(),
            vec![" #@#"]
        );
    }
}
