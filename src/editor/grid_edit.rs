//! The editing commands every tile editor shares beside the drawing tools: copy, cut, paste
//! and delete of the selected rectangle, quarter turns and mirrors, and resizing about an
//! anchor, each one undo step. A game brings only [`TileGrid`]: its cells as a [`Grid`], how
//! a set of cells is changed under its rules of placement, and how a whole new grid replaces
//! the old one (both as one edit of its document).

use super::transform::{self, Anchor, Grid, Turn};
use crate::grid::{CellRect, Pos};

/// What a tile editor's document gives the shared commands.
pub trait TileGrid {
    /// One cell (a Sokoban square, a BombFight tile, a 2048 value).
    type Tile: Clone + PartialEq;
    /// What a cut or a delete leaves and a resize adds (the eraser's tile).
    const BLANK: Self::Tile;
    /// The cells as they are.
    fn tiles(&self) -> Grid<Self::Tile>;
    /// Sets the cells, as one undo step, keeping the game's rules of placement.
    fn set_tiles(&mut self, cells: Vec<(Pos, Self::Tile)>);
    /// Replaces the whole grid (a turn, a resize), as one undo step.
    fn replace_tiles(&mut self, grid: Grid<Self::Tile>);
}

/// The selected cells as a grid of their own (the whole grid when nothing is selected).
pub fn copy<D: TileGrid>(doc: &D, selection: Option<CellRect>) -> Grid<D::Tile> {
    let all = doc.tiles();
    match selection {
        Some(r) => transform::extract(&all, r),
        None => all,
    }
}

/// Sets the selected cells to [`TileGrid::BLANK`] (nothing without a selection).
pub fn delete<D: TileGrid>(doc: &mut D, selection: Option<CellRect>) {
    if let Some(r) = selection {
        let (w, h) = doc.tiles().size();
        let cells = r
            .cells()
            .filter(|p| p.x < w && p.y < h)
            .map(|p| (p, D::BLANK))
            .collect();
        doc.set_tiles(cells);
    }
}

/// Copies the selection, then blanks it; nothing without a selection.
pub fn cut<D: TileGrid>(doc: &mut D, selection: Option<CellRect>) -> Option<Grid<D::Tile>> {
    let piece = selection.map(|r| copy(doc, Some(r)))?;
    delete(doc, selection);
    Some(piece)
}

/// Places `piece` with its top-left corner at `at`; gives the rectangle it covers (what
/// falls beyond the grid is dropped), which the editor then selects.
pub fn paste<D: TileGrid>(doc: &mut D, piece: &Grid<D::Tile>, at: Pos) -> Option<CellRect> {
    let size = doc.tiles().size();
    let rect = transform::placed_rect(size, piece, at)?;
    doc.set_tiles(transform::placement(size, piece, at));
    Some(rect)
}

/// Turns or mirrors the whole grid.
pub fn turn<D: TileGrid>(doc: &mut D, t: Turn) {
    let after = t.apply(&doc.tiles());
    doc.replace_tiles(after);
}

/// Resizes the grid to `size`, its content kept at `anchor`, new cells blank.
pub fn resize<D: TileGrid>(doc: &mut D, size: (usize, usize), anchor: Anchor) {
    let after = transform::resize(&doc.tiles(), size, anchor, D::BLANK);
    doc.replace_tiles(after);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::editor::transform::Side;

    /// A grid of letters that counts its undo steps (one per call that changes it).
    struct Sheet {
        grid: Grid<char>,
        steps: usize,
    }

    impl Sheet {
        fn new(text: &str) -> Sheet {
            let rows = text.lines().map(|l| l.chars().collect()).collect();
            Sheet {
                grid: Grid::from_rows(rows, '.'),
                steps: 0,
            }
        }

        fn text(&self) -> String {
            let rows: Vec<String> = self
                .grid
                .rows()
                .iter()
                .map(|r| r.iter().collect())
                .collect();
            rows.join("\n")
        }
    }

    impl TileGrid for Sheet {
        type Tile = char;
        const BLANK: char = '.';

        fn tiles(&self) -> Grid<char> {
            self.grid.clone()
        }

        fn set_tiles(&mut self, cells: Vec<(Pos, char)>) {
            for (p, c) in cells {
                self.grid.set(p, c);
            }
            self.steps += 1;
        }

        fn replace_tiles(&mut self, grid: Grid<char>) {
            self.grid = grid;
            self.steps += 1;
        }
    }

    fn rect(a: (usize, usize), b: (usize, usize)) -> Option<CellRect> {
        Some(CellRect::spanning(Pos::new(a.0, a.1), Pos::new(b.0, b.1)))
    }

    #[test]
    fn copy_then_paste_elsewhere_repeats_the_rectangle_in_one_step() {
        let mut sheet = Sheet::new("ab..\ncd..\n....");
        let piece = copy(&sheet, rect((0, 0), (1, 1)));
        let placed = paste(&mut sheet, &piece, Pos::new(2, 1));
        assert_eq!(sheet.text(), "ab..\ncdab\n..cd");
        assert_eq!(placed, rect((2, 1), (3, 2)));
        assert_eq!(sheet.steps, 1);
    }

    #[test]
    fn cut_blanks_the_selection_and_a_paste_at_the_edge_is_clipped() {
        let mut sheet = Sheet::new("ab.\ncd.");
        let piece = cut(&mut sheet, rect((0, 0), (1, 0))).unwrap();
        assert_eq!(sheet.text(), "...\ncd.");
        assert_eq!(
            paste(&mut sheet, &piece, Pos::new(2, 0)),
            rect((2, 0), (2, 0))
        );
        assert_eq!(sheet.text(), "..a\ncd.");
        assert_eq!(cut(&mut sheet, None), None, "no selection, nothing cut");
        assert_eq!(sheet.steps, 2);
    }

    #[test]
    fn without_a_selection_copy_takes_the_whole_grid() {
        let sheet = Sheet::new("ab\ncd");
        assert_eq!(copy(&sheet, None), sheet.grid);
    }

    #[test]
    fn turns_and_resizes_replace_the_grid_in_one_step_each() {
        let mut sheet = Sheet::new("ab\ncd");
        turn(&mut sheet, Turn::RotateCw);
        assert_eq!(sheet.text(), "ca\ndb");
        let anchor = Anchor {
            x: Side::End,
            y: Side::Start,
        };
        resize(&mut sheet, (3, 3), anchor);
        assert_eq!(sheet.text(), ".ca\n.db\n...");
        assert_eq!(sheet.steps, 2);
    }
}
