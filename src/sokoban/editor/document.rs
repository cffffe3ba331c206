//! The open document: a collection, where it lives on disk, the level being edited, and the
//! history of edits. Every change goes through [`SokobanDocument::apply`], so everything is undoable.

use std::path::{Path, PathBuf};

use gridwright_formats::FileKind;
use gridwright_formats::sokoban::{Board, Collection, Level, SavedGame, WriteOptions};

use super::edit::{Edit, LevelMeta, SquareChange};
use super::paint::{self, Brush};
use crate::editor::history::History;
use crate::grid::Pos;
use crate::io::{self, LoadError};
use crate::sokoban::files::{self, SaveFormat};

/// An open collection: its levels, the one shown, its edits on the shared undo history.
#[derive(Debug, Clone)]
pub struct SokobanDocument {
    collection: Collection,
    /// Where Save writes; `None` for a new document or one imported from a format gridwright
    /// does not write (the tutorial's arrays), so that Save asks for a name.
    pub path: Option<PathBuf>,
    current: usize,
    history: History<Edit>,
    /// Counts switches of the current level (the history counts the edits), for views that
    /// cache what they draw.
    switches: u64,
}

impl SokobanDocument {
    /// A document holding one level.
    pub fn new(level: Level) -> SokobanDocument {
        SokobanDocument::from_collection(
            Collection {
                notes: vec![],
                levels: vec![level],
            },
            None,
        )
    }

    /// A document on `collection`, saved to `path` (none: Save asks for one).
    pub fn from_collection(collection: Collection, path: Option<PathBuf>) -> SokobanDocument {
        SokobanDocument {
            collection,
            path,
            current: 0,
            history: History::default(),
            switches: 0,
        }
    }

    /// Opens a file; imported kinds that gridwright cannot write back get no save path.
    pub fn open(path: &Path) -> Result<SokobanDocument, LoadError> {
        let gridwright_formats::sokoban::SokobanFile { collection, kind } =
            io::load_as(path, Default::default())?;
        let path = (kind != FileKind::SokobanTutorial).then(|| path.to_owned());
        Ok(SokobanDocument::from_collection(collection, path))
    }

    /// Saves to `path` atomically and makes it the document's path.
    pub fn save_as(&mut self, path: &Path) -> std::io::Result<()> {
        self.save_with(path, io::WriteMode::Atomic)
    }

    /// Saves to `path`, written as `mode` says, and makes it the document's path.
    pub fn save_with(&mut self, path: &Path, mode: io::WriteMode) -> std::io::Result<()> {
        self.check_storable()?;
        files::save_with(path, &self.collection, WriteOptions::default(), mode)?;
        self.path = Some(path.to_owned());
        self.history.mark_saved();
        Ok(())
    }

    /// A level without a single wall has no form in `.sok` or XSB (readers find boards by their
    /// walls), so saving it would silently lose it: refuse instead.
    fn check_storable(&self) -> std::io::Result<()> {
        match self
            .collection
            .levels
            .iter()
            .position(|l| l.board.count(|s| s.is_wall()) == 0)
        {
            Some(i) => Err(std::io::Error::other(format!(
                "level {} has no walls and cannot be stored; draw its walls first",
                i + 1
            ))),
            None => Ok(()),
        }
    }

    /// Every level, with the file's notes.
    pub fn collection(&self) -> &Collection {
        &self.collection
    }

    /// Which level is shown (0-based).
    pub fn current_index(&self) -> usize {
        self.current
    }

    /// Shows another level (clamped to the collection).
    pub fn select(&mut self, index: usize) {
        let index = index.min(self.collection.levels.len().saturating_sub(1));
        if index != self.current {
            self.current = index;
            self.switches += 1;
        }
    }

    /// The level being edited.
    pub fn level(&self) -> &Level {
        &self.collection.levels[self.current]
    }

    /// The current level's board.
    pub fn board(&self) -> &Board {
        &self.level().board
    }

    /// Whether the collection differs from what was last saved.
    pub fn is_dirty(&self) -> bool {
        self.history.is_dirty()
    }

    /// The format Save writes: the file's own (`.xsb` stays XSB), else `.sok`.
    pub fn save_format(&self) -> SaveFormat {
        self.path
            .as_deref()
            .map(SaveFormat::for_path)
            .unwrap_or_default()
    }

    /// Applies an edit and records it for undo.
    pub fn apply(&mut self, edit: Edit) {
        edit.apply(&mut self.collection);
        if let Some(i) = edit.focus() {
            self.select(i);
        }
        self.history.record(edit);
    }

    /// Starts one undo step that spans several edits (a pencil stroke).
    pub fn begin_stroke(&mut self) {
        self.history.open();
    }

    /// Closes the undo step `begin_stroke` opened.
    pub fn end_stroke(&mut self) {
        self.history.close();
    }

    /// Undoes the last step (showing the level it changed); false when there is none.
    pub fn undo(&mut self) -> bool {
        self.move_in_history(true)
    }

    /// Redoes the last undone step; false when there is none.
    pub fn redo(&mut self) -> bool {
        self.move_in_history(false)
    }

    fn move_in_history(&mut self, back: bool) -> bool {
        // The level to show: undo, the first edit's; redo, the last's.
        let focus = if back {
            self.history
                .undo(&mut self.collection)
                .map(|applied| applied.iter().find_map(Edit::focus))
        } else {
            self.history
                .redo(&mut self.collection)
                .map(|applied| applied.iter().rev().find_map(Edit::focus))
        };
        match focus {
            Some(focus) => {
                self.select(focus.unwrap_or(self.current));
                true
            }
            None => false,
        }
    }

    /// Whether Undo has something to undo.
    pub fn can_undo(&self) -> bool {
        self.history.can_undo()
    }

    /// Changes whenever the collection or the current level changes.
    pub fn revision(&self) -> u64 {
        self.history.revision() + self.switches
    }

    /// Whether Redo has something to redo.
    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    /// Paints `cells` of the current level with `brush`.
    pub fn paint(&mut self, cells: &[Pos], brush: Brush) {
        let changes = paint::paint(self.board(), cells, brush);
        self.set_squares(changes);
    }

    /// Sets squares of the current level (for paste), recording what they were.
    pub fn set_squares(&mut self, squares: Vec<(Pos, gridwright_formats::sokoban::Square)>) {
        let board = self.board();
        let changes: Vec<SquareChange> = squares
            .into_iter()
            .map(|(pos, after)| SquareChange {
                pos,
                before: board.get(pos.x, pos.y),
                after,
            })
            .filter(|c| c.before != c.after)
            .collect();
        if !changes.is_empty() {
            self.apply(Edit::Squares {
                level: self.current,
                changes,
            });
        }
    }

    /// Replaces the current board (resize, rotate, flip).
    pub fn replace_board(&mut self, after: Board) {
        if &after != self.board() {
            self.apply(Edit::Board {
                level: self.current,
                before: self.board().clone(),
                after,
            });
        }
    }

    /// Inserts a level after the current one and selects it.
    pub fn insert_level(&mut self, level: Level) {
        let index = if self.collection.levels.is_empty() {
            0
        } else {
            self.current + 1
        };
        self.apply(Edit::Insert {
            index,
            level: Box::new(level),
        });
    }

    /// Inserts a copy of the current level after it, as one undo step.
    pub fn duplicate_level(&mut self) {
        let mut copy = self.level().clone();
        copy.title = format!("{} (copy)", copy.title).trim().to_owned();
        self.insert_level(copy);
    }

    /// Deletes the current level; the last level of a collection stays, as a document always
    /// shows one.
    pub fn delete_level(&mut self) -> bool {
        if self.collection.levels.len() <= 1 {
            return false;
        }
        let level = Box::new(self.level().clone());
        self.apply(Edit::Remove {
            index: self.current,
            level,
        });
        true
    }

    /// Moves the current level by `delta` places (-1 up, +1 down).
    pub fn move_level(&mut self, delta: isize) -> bool {
        let to = self.current as isize + delta;
        if to < 0 || to as usize >= self.collection.levels.len() {
            return false;
        }
        self.apply(Edit::Move {
            from: self.current,
            to: to as usize,
        });
        true
    }

    /// Changes the current level's title and notes.
    pub fn set_meta(&mut self, title: &str, notes: Vec<String>) {
        let before = LevelMeta::of(self.level());
        let after = LevelMeta {
            title: title.trim().replace(['\n', '\r'], " "),
            notes,
        };
        if before != after {
            self.apply(Edit::Meta {
                level: self.current,
                before,
                after,
            });
        }
    }

    /// Sets the current level's notes as the editor's Notes field shows them (without the
    /// author, which keeps its own field and line).
    pub fn set_notes(&mut self, notes: Vec<String>) {
        let mut level = self.level().clone();
        level.replace_notes_keeping(notes, "Author");
        let title = level.title.clone();
        self.set_meta(&title, level.notes);
    }

    /// Sets the current level's `Author:` property.
    pub fn set_author(&mut self, author: &str) {
        let mut level = self.level().clone();
        level.set_property("Author", author);
        let title = level.title.clone();
        self.set_meta(&title, level.notes);
    }

    /// Adds a saved game to level `level`, unless the same moves are already saved there.
    /// Returns whether it was added.
    pub fn add_saved_game(&mut self, level: usize, game: SavedGame) -> bool {
        let Some(l) = self.collection.levels.get(level) else {
            return false;
        };
        if l.saved_games.iter().any(|g| g.moves == game.moves) {
            return false;
        }
        let before = l.saved_games.clone();
        let mut after = before.clone();
        after.push(game);
        self.apply(Edit::SavedGames {
            level,
            before,
            after,
        });
        true
    }

    /// Removes saved game `index` of the current level.
    pub fn remove_saved_game(&mut self, index: usize) {
        let before = self.level().saved_games.clone();
        if index < before.len() {
            let mut after = before.clone();
            after.remove(index);
            self.apply(Edit::SavedGames {
                level: self.current,
                before,
                after,
            });
        }
    }

    /// Replaces the collection's own notes (the file header), as one undo step.
    pub fn set_file_notes(&mut self, notes: Vec<String>) {
        if notes != self.collection.notes {
            self.apply(Edit::FileNotes {
                before: self.collection.notes.clone(),
                after: notes,
            });
        }
    }
}

crate::editor::document::editor_document!(
    SokobanDocument,
    gridwright_formats::Game::Sokoban,
    "levels.sok"
);

#[cfg(test)]
mod tests {
    use super::*;

    fn doc() -> SokobanDocument {
        SokobanDocument::new(Level::new(
            "one",
            Board::from_xsb("#####\n#@$.#\n#   #\n#####"),
        ))
    }

    #[test]
    fn the_revision_changes_with_every_edit_undo_and_level_switch() {
        let mut d = doc();
        d.insert_level(Level::new("two", Board::from_xsb("####\n#@.#\n####")));
        let seen = d.revision();
        d.paint(&[Pos::new(1, 1)], Brush::Wall);
        assert_ne!(d.revision(), seen, "an edit");
        let seen = d.revision();
        d.undo();
        assert_ne!(d.revision(), seen, "an undo");
        let seen = d.revision();
        d.select(d.current_index());
        assert_eq!(d.revision(), seen, "the same level again: nothing changed");
        d.select(0);
        assert_ne!(d.revision(), seen, "another level shown");
    }

    #[test]
    fn clearing_the_notes_keeps_the_author_and_is_one_undo_step() {
        let mut d = doc();
        d.set_author("Ann");
        d.set_notes(vec!["Tricky".into()]);
        assert_eq!(d.level().notes, ["Author: Ann", "Tricky"]);
        d.set_notes(vec![]);
        assert_eq!(d.level().author().as_deref(), Some("Ann"));
        assert_eq!(d.level().notes_without("Author"), Vec::<String>::new());
        d.undo();
        assert_eq!(d.level().notes_without("Author"), ["Tricky"]);
    }

    #[test]
    fn a_stroke_is_one_undo_step() {
        let mut d = doc();
        let before = d.board().clone();
        d.begin_stroke();
        d.paint(&[Pos::new(1, 2)], Brush::Wall);
        d.paint(&[Pos::new(2, 2)], Brush::Wall);
        d.end_stroke();
        assert!(d.is_dirty());
        assert!(d.undo());
        assert_eq!(d.board(), &before);
        assert!(!d.is_dirty());
        assert!(d.redo());
        assert_eq!(
            d.board().get(2, 2),
            gridwright_formats::sokoban::Square::Wall
        );
        assert!(!d.redo());
    }

    #[test]
    fn collection_edits_undo_and_follow_the_level() {
        let mut d = doc();
        d.duplicate_level();
        assert_eq!(d.current_index(), 1);
        assert_eq!(d.level().title, "one (copy)");
        d.set_meta("renamed", vec!["note".into()]);
        d.set_author("Ann");
        assert_eq!(d.level().author().as_deref(), Some("Ann"));
        assert!(d.move_level(-1));
        assert_eq!(d.collection().levels[0].title, "renamed");
        assert!(d.delete_level());
        assert!(!d.delete_level());
        while d.undo() {}
        assert_eq!(d.collection().levels.len(), 1);
        assert_eq!(d.level().title, "one");
    }

    #[test]
    fn saving_marks_clean_and_refuses_wall_less_levels() {
        let dir = tempfile::tempdir().unwrap();
        let mut d = doc();
        d.paint(&[Pos::new(1, 2)], Brush::Wall);
        d.save_as(&dir.path().join("x.sok")).unwrap();
        assert!(!d.is_dirty());
        d.insert_level(Level::new("empty", Board::new(3, 3)));
        assert!(d.save_as(&dir.path().join("y.sok")).is_err());
        assert!(!dir.path().join("y.sok").exists());
    }
}
