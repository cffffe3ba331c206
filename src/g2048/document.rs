//! The 2048 editor's document: a level (its rules and designed start), its edits on the shared
//! undo history, and its file, on the shared [`Document`]. Levels are small (at most 16 x 16),
//! so an edit is the level before and after it.

use std::path::PathBuf;

use gridwright_formats::Game;
use gridwright_formats::g2048::{Level, write_level};

use crate::editor::history::Undoable;
use crate::editor::{Document, DocumentKind, SaveTo};

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
}
