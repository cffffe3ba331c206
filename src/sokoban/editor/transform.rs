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

/// Where the old content goes when a board is resized.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Anchor {
    #[default]
    TopLeft,
    Center,
    BottomRight,
}

impl Anchor {
    pub const ALL: [Anchor; 3] = [Anchor::TopLeft, Anchor::Center, Anchor::BottomRight];

    pub fn label(self) -> &'static str {
        match self {
            Anchor::TopLeft => "Top left",
            Anchor::Center => "Center",
            Anchor::BottomRight => "Bottom right",
        }
    }
}

/// The board resized to `width` x `height`, new squares floor, the content kept at `anchor`
/// (what falls outside is cut off).
pub fn resize(b: &Board, width: usize, height: usize, anchor: Anchor) -> Board {
    let shift = |old: usize, new: usize| -> isize {
        match anchor {
            Anchor::TopLeft => 0,
            Anchor::Center => (new as isize - old as isize) / 2,
            Anchor::BottomRight => new as isize - old as isize,
        }
    };
    let (dx, dy) = (shift(b.width(), width), shift(b.height(), height));
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
        let r = resize(&b, 5, 3, Anchor::Center);
        assert_eq!(r.to_xsb_rows(), vec!["", " #@#", ""]);
        assert_eq!(resize(&b, 2, 1, Anchor::TopLeft).to_xsb_rows(), vec!["#@"]);
        assert_eq!(
            resize(&b, 4, 1, Anchor::BottomRight).to_xsb_rows(),
            vec![" #@#"]
        );
    }
}
