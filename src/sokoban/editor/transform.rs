//! Whole-board transforms: rotation, mirroring and resizing, as pure functions of a board.
//! The moves themselves are the shared ones of every grid editor
//! ([`crate::editor::transform`]); a board is a grid of squares.

use gridwright_formats::sokoban::{Board, Square};

use crate::editor::transform::{self, Grid};
pub use crate::editor::transform::{Anchor, Side, Turn};

/// The board as a grid of squares.
pub fn grid_of(b: &Board) -> Grid<Square> {
    let rows = b
        .squares()
        .chunks(b.width().max(1))
        .take(b.height())
        .map(<[Square]>::to_vec)
        .collect();
    Grid::from_rows(rows, Square::Floor)
}

/// The grid of squares as a board.
pub fn board_of(g: &Grid<Square>) -> Board {
    let mut out = Board::new(g.width(), g.height());
    for (p, &sq) in g.cells() {
        out.set(p.x, p.y, sq);
    }
    out
}

/// The board turned or mirrored.
pub fn turn(b: &Board, t: Turn) -> Board {
    board_of(&t.apply(&grid_of(b)))
}

/// Rotated a quarter turn clockwise.
pub fn rotate_cw(b: &Board) -> Board {
    turn(b, Turn::RotateCw)
}

/// Rotated a quarter turn counter-clockwise.
pub fn rotate_ccw(b: &Board) -> Board {
    turn(b, Turn::RotateCcw)
}

/// Mirrored left to right.
pub fn flip_horizontal(b: &Board) -> Board {
    turn(b, Turn::FlipHorizontal)
}

/// Mirrored top to bottom.
pub fn flip_vertical(b: &Board) -> Board {
    turn(b, Turn::FlipVertical)
}

/// The board resized to `width` x `height`, new squares floor, the content kept at `anchor`
/// (what falls outside is cut off).
pub fn resize(b: &Board, width: usize, height: usize, anchor: Anchor) -> Board {
    board_of(&transform::resize(
        &grid_of(b),
        (width, height),
        anchor,
        Square::Floor,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grid::Pos;

    fn at(b: &Board, p: Pos) -> Square {
        b.get(p.x, p.y)
    }

    #[test]
    fn each_of_the_nine_anchors_keeps_its_point() {
        // A 1 x 1 board grown to 3 x 3: the square lands where the anchor points.
        let b = Board::from_xsb("#");
        for (i, a) in Anchor::all().into_iter().enumerate() {
            let r = resize(&b, 3, 3, a);
            assert_eq!(
                at(&r, Pos::new(i % 3, i / 3)),
                Square::Wall,
                "{}",
                a.label()
            );
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
