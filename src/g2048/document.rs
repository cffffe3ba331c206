//! The 2048 editor's document: a level (its rules and designed start), its edits on the shared
//! undo history, and its file, on the shared [`Document`]. Levels are small (at most 16 x 16),
//! so an edit is the level before and after it.

use std::path::PathBuf;

use gridwright_formats::Game;
use gridwright_formats::g2048::{Level, MAX_VALUE, write_level};

use crate::editor::grid_edit::TileGrid;
use crate::editor::history::Undoable;
use crate::editor::tools::{self, Paintable};
use crate::editor::transform::Grid;
use crate::editor::{Document, DocumentKind, SaveTo};
use crate::grid::Pos;

/// One change to the level: what it was and what it became.
#[derive(Debug, Clone, PartialEq)]
pub struct LevelEdit(Box<(Level, Level)>);

impl Undoable for LevelEdit {
    type Target = Level;

    fn apply(&self, l: &mut Level) {
        *l = self.0.1.clone();
    }

    fn inverse(&self) -> LevelEdit {
        LevelEdit(Box::new((self.0.1.clone(), self.0.0.clone())))
    }
}

/// An open 2048 level.
pub type G2048Document = Document<G2048Kind>;

/// How a 2048 level saves; it keeps no state beside the level.
#[derive(Debug, Clone, Copy, Default)]
pub struct G2048Kind;

impl DocumentKind for G2048Kind {
    type Target = Level;
    type Edit = LevelEdit;
    const GAME: Game = Game::G2048;
    const NEW_FILE_NAME: &'static str = "level.2048";

    /// Writes the level. The text written becomes the level's source, so the next save keeps
    /// the same comments.
    fn save(&mut self, level: &mut Level, to: SaveTo<'_>) -> std::io::Result<()> {
        let text = write_level(level);
        crate::io::write_file(to.path, text.as_bytes(), to.mode)?;
        level.source = Some(text);
        Ok(())
    }
}

impl G2048Document {
    /// A document on `level`, saved to `path` (none: Save asks for one).
    pub fn new(level: Level, path: Option<PathBuf>) -> G2048Document {
        Document::with_kind(level, path, G2048Kind)
    }

    /// The level as edited so far.
    pub fn level(&self) -> &Level {
        self.target()
    }

    /// Replaces the level by `after`, as one undo step (nothing when they are equal).
    pub fn change(&mut self, after: Level) {
        if &after != self.level() {
            self.apply(LevelEdit(Box::new((self.level().clone(), after))));
        }
    }

    /// Sets a start cell to `value` (0 empties it), making a start board if there is none.
    pub fn set_cell(&mut self, x: usize, y: usize, value: u64) {
        let mut after = self.level().clone();
        let r = &after.rules;
        let (w, h) = (r.width, r.height);
        let rows = after.start.get_or_insert_with(|| vec![vec![0; w]; h]);
        if let Some(cell) = rows.get_mut(y).and_then(|row| row.get_mut(x)) {
            *cell = value;
        }
        self.change(after);
    }

    /// Changes the size, keeping the start board's top-left part.
    pub fn resize(&mut self, width: usize, height: usize) {
        let mut after = self.level().clone();
        after.rules.width = width;
        after.rules.height = height;
        if let Some(rows) = &mut after.start {
            rows.resize(height, vec![0; width]);
            for row in rows.iter_mut() {
                row.resize(width, 0);
            }
        }
        self.change(after);
    }
}

/// The start board painted with the shared drawing tools: a brush is a tile's value (0
/// empties the cell), and fill covers the cells of equal value around the one pressed.
impl Paintable for G2048Document {
    type Brush = u64;
    const ERASER: u64 = 0;

    fn paint_cells(&mut self, cells: &[Pos], value: u64) {
        let cells = cells.iter().map(|&p| (p, value)).collect();
        self.set_tiles(cells);
    }

    fn fill_region(&self, at: Pos) -> Vec<Pos> {
        let g = self.tiles();
        let (w, h) = g.size();
        if at.x >= w || at.y >= h {
            return vec![];
        }
        let here = *g.get(at);
        tools::flood((w, h), at, |p| *g.get(p) == here)
    }
}

/// The start board as the shared editing commands see it (empty cells where there is none):
/// a turn or a resize changes the level's size with its board.
impl TileGrid for G2048Document {
    type Tile = u64;
    const BLANK: u64 = 0;

    fn tiles(&self) -> Grid<u64> {
        let r = &self.level().rules;
        match &self.level().start {
            Some(rows) => Grid::from_rows(rows.clone(), 0),
            None => Grid::new(r.width, r.height, 0),
        }
    }

    /// Sets start cells (making a start board if there is none), as one step.
    fn set_tiles(&mut self, cells: Vec<(Pos, u64)>) {
        let mut after = self.level().clone();
        let mut grid = self.tiles();
        for (p, v) in cells {
            grid.set(p, v);
        }
        after.start = Some(grid.rows());
        self.change(after);
    }

    /// The level sized as `grid`; a level without a start board keeps none while the new
    /// one is empty.
    fn replace_tiles(&mut self, grid: Grid<u64>) {
        let mut after = self.level().clone();
        (after.rules.width, after.rules.height) = grid.size();
        let empty = grid.cells().all(|(_, &v)| v == 0);
        if after.start.is_some() || !empty {
            after.start = Some(grid.rows());
        }
        self.change(after);
    }
}

/// Start cells as the rows of a level file's `start` array (`[16, 8, 4],` a line), for the
/// clipboard: pasted into a level file, they read as its own rows.
pub fn rows_text(grid: &Grid<u64>) -> String {
    let mut out = String::new();
    for row in grid.rows() {
        let cells: Vec<String> = row.iter().map(u64::to_string).collect();
        out += &format!("  [{}],\n", cells.join(", "));
    }
    out
}

/// Start cells from clipboard text: each non-empty line one `[a, b, ...]` row (a trailing
/// comma allowed) of empty cells (0) and powers of two up to the file's largest value.
pub fn rows_from_text(text: &str) -> Option<Grid<u64>> {
    let value = |s: &str| {
        let v: u64 = s.trim().parse().ok()?;
        (v == 0 || (v.is_power_of_two() && v > 1 && v <= MAX_VALUE)).then_some(v)
    };
    let row = |line: &str| {
        let inner = line.trim().trim_end_matches(',').trim();
        let inner = inner.strip_prefix('[')?.strip_suffix(']')?;
        inner.split(',').map(value).collect::<Option<Vec<u64>>>()
    };
    let rows: Option<Vec<Vec<u64>>> = text
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(row)
        .collect();
    let grid = Grid::from_rows(rows?, 0);
    (grid.width() > 0).then_some(grid)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn painting_resizing_and_undo() {
        let mut d = G2048Document::new(Level::default(), None);
        d.set_cell(1, 0, 8);
        assert_eq!(d.level().start.as_ref().unwrap()[0], vec![0, 8, 0, 0]);
        d.resize(2, 3);
        assert_eq!(
            d.level().start.as_ref().unwrap(),
            &vec![vec![0, 8], vec![0, 0], vec![0, 0]]
        );
        assert!(d.is_dirty());
        assert!(d.undo() && d.undo());
        assert_eq!(d.level(), &Level::default());
        assert!(!d.is_dirty());
        // Typing a title letter by letter is one step.
        d.begin_stroke();
        for t in ["a", "ab", "abc"] {
            let mut l = d.level().clone();
            l.title = t.into();
            d.change(l);
        }
        d.end_stroke();
        assert!(d.undo());
        assert_eq!(d.level().title, "");
    }

    #[test]
    fn a_copied_rectangle_pastes_elsewhere_as_file_rows_in_one_step() {
        use crate::editor::grid_edit;
        use crate::grid::CellRect;
        let level = Level {
            start: Some(vec![
                vec![2, 4, 0, 0],
                vec![8, 16, 0, 0],
                vec![0; 4],
                vec![0; 4],
            ]),
            ..Level::default()
        };
        let mut d = G2048Document::new(level, None);
        let sel = Some(CellRect::spanning(Pos::new(0, 0), Pos::new(1, 1)));
        let text = rows_text(&grid_edit::copy(&d, sel));
        assert_eq!(text, "  [2, 4],\n  [8, 16],\n");
        let piece = rows_from_text(&text).unwrap();
        grid_edit::paste(&mut d, &piece, Pos::new(2, 2));
        let start = d.level().start.clone().unwrap();
        assert_eq!(start[2], vec![0, 0, 2, 4]);
        assert_eq!(start[3], vec![0, 0, 8, 16]);
        assert!(d.undo() && !d.can_undo(), "one step");
        assert!(rows_from_text("[3, 4]").is_none(), "3 is no tile");
        assert!(rows_from_text("hello").is_none());
    }

    #[test]
    fn a_turn_swaps_the_sides_and_a_resize_keeps_the_board_at_its_anchor() {
        use crate::editor::grid_edit;
        use crate::editor::transform::{Anchor, Turn};
        let mut level = Level::default();
        (level.rules.width, level.rules.height) = (3, 2);
        level.start = Some(vec![vec![2, 4, 8], vec![0, 0, 16]]);
        let mut d = G2048Document::new(level, None);
        grid_edit::turn(&mut d, Turn::RotateCw);
        assert_eq!((d.level().rules.width, d.level().rules.height), (2, 3));
        assert_eq!(
            d.level().start.clone().unwrap(),
            vec![vec![0, 2], vec![0, 4], vec![16, 8]]
        );
        grid_edit::resize(&mut d, (3, 3), Anchor::CENTER);
        assert_eq!(d.level().start.clone().unwrap()[2], vec![16, 8, 0]);
        let mut t = crate::editor::tools::Tools::new(32u64, false);
        t.press(&mut d, Pos::new(2, 0), false);
        t.drag_to(&mut d, Pos::new(2, 1));
        t.release(&mut d);
        assert_eq!(d.level().start.clone().unwrap()[1], vec![0, 4, 32]);
        assert!(d.undo() && d.undo() && d.undo() && !d.can_undo());
    }
}
