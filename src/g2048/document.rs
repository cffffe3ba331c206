//! The 2048 editor's document: a level (its rules and designed start), its edits on the shared
//! undo history, and its file. Levels are small (at most 16 x 16), so an edit is the level
//! before and after it.

use std::path::{Path, PathBuf};

use gridwright_formats::g2048::{Level, write_level};

use crate::editor::history::{History, Undoable};

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
#[derive(Debug, Clone)]
pub struct G2048Document {
    level: Level,
    /// Where Save writes; `None` asks for a name.
    pub path: Option<PathBuf>,
    history: History<LevelEdit>,
}

impl G2048Document {
    /// A document on `level`, saved to `path` (none: Save asks for one).
    pub fn new(level: Level, path: Option<PathBuf>) -> G2048Document {
        G2048Document {
            level,
            path,
            history: History::default(),
        }
    }

    /// The level as edited so far.
    pub fn level(&self) -> &Level {
        &self.level
    }

    /// Changes whenever the level changes, so views cache by it.
    pub fn revision(&self) -> u64 {
        self.history.revision()
    }

    /// Whether the level differs from what was last saved.
    pub fn is_dirty(&self) -> bool {
        self.history.is_dirty()
    }

    /// Whether Undo has something to undo.
    pub fn can_undo(&self) -> bool {
        self.history.can_undo()
    }

    /// Whether Redo has something to redo.
    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    /// Replaces the level by `after`, as one undo step (nothing when they are equal).
    pub fn change(&mut self, after: Level) {
        if after != self.level {
            let edit = LevelEdit(Box::new((self.level.clone(), after)));
            edit.apply(&mut self.level);
            self.history.record(edit);
        }
    }

    /// Forgets the undo history and counts the level as saved (a level made by the program,
    /// not the user).
    pub fn mark_unchanged(&mut self) {
        self.history = History::default();
    }

    /// Starts one undo step spanning several changes (typing a title, dragging a weight).
    pub fn begin_group(&mut self) {
        self.history.open();
    }

    /// Closes the undo step `begin_group` opened.
    pub fn end_group(&mut self) {
        self.history.close();
    }

    /// Sets a start cell to `value` (0 empties it), making a start board if there is none.
    pub fn set_cell(&mut self, x: usize, y: usize, value: u64) {
        let mut after = self.level.clone();
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
        let mut after = self.level.clone();
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

    /// Undoes the last step; false when there is none.
    pub fn undo(&mut self) -> bool {
        self.history.undo(&mut self.level).is_some()
    }

    /// Redoes the last undone step; false when there is none.
    pub fn redo(&mut self) -> bool {
        self.history.redo(&mut self.level).is_some()
    }

    /// Writes the level and makes `path` its file. The text written becomes the level's
    /// source, so the next save keeps the same comments.
    pub fn save_with(&mut self, path: &Path, mode: crate::io::WriteMode) -> std::io::Result<()> {
        let text = write_level(&self.level);
        crate::io::write_file(path, text.as_bytes(), mode)?;
        self.level.source = Some(text);
        self.path = Some(path.to_owned());
        self.history.mark_saved();
        Ok(())
    }
}

crate::editor::document::editor_document!(
    G2048Document,
    gridwright_formats::Game::G2048,
    "level.2048"
);

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
        d.begin_group();
        for t in ["a", "ab", "abc"] {
            let mut l = d.level().clone();
            l.title = t.into();
            d.change(l);
        }
        d.end_group();
        assert!(d.undo());
        assert_eq!(d.level().title, "");
    }
}
