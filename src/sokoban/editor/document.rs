//! The open Sokoban document: a collection, where it lives on disk, the level being edited,
//! and the history of edits, on the shared [`Document`]. Every change goes through
//! [`Document::apply`], so everything is undoable; this module holds only what Sokoban adds
//! (the level shown, how a collection saves, and the edits' helpers).

use std::path::Path;

use gridwright_formats::sokoban::{Board, Collection, Level, SavedGame, WriteOptions};
use gridwright_formats::{FileKind, Game};

use super::edit::{Edit, LevelMeta, SquareChange};
use super::paint::{self, Brush};
use crate::editor::{Document, DocumentKind, SaveTo, Step};
use crate::grid::Pos;
use crate::io::LoadError;
use crate::sokoban::files::{self, SaveFormat};
use crate::sokoban::saved_games::{self, Settle};

/// An open collection: its levels, the one shown, its edits on the shared undo history.
pub type SokobanDocument = Document<SokobanKind>;

/// What a Sokoban document adds to the shared one: the level shown, which follows the edits
/// (an undo shows the level it changed).
#[derive(Debug, Clone, Default)]
pub struct SokobanKind {
    current: usize,
    /// Counts switches of the current level (the history counts the edits), for views that
    /// cache what they draw.
    switches: u64,
}

impl SokobanKind {
    /// Shows level `index` of `count` (clamped).
    fn select(&mut self, index: usize, count: usize) {
        let index = index.min(count.saturating_sub(1));
        if index != self.current {
            self.current = index;
            self.switches += 1;
        }
    }
}

impl DocumentKind for SokobanKind {
    type Target = Collection;
    type Edit = Edit;
    const GAME: Game = Game::Sokoban;
    const NEW_FILE_NAME: &'static str = "levels.sok";

    fn save(&mut self, collection: &mut Collection, to: SaveTo<'_>) -> std::io::Result<()> {
        check_storable(collection)?;
        // A saved game that no longer fits its board is never written as one: the window
        // asks first (`settle_stale`), and anything it did not settle goes in as a note.
        let written = saved_games::settled(collection, Settle::AsNotes);
        files::save_with(to.path, &written, WriteOptions::default(), to.mode)
    }

    fn followed(&mut self, c: &Collection, edits: &[Edit], step: Step) {
        // The level to show: undo, the first edit's; an edit or a redo, the last's.
        let focus = match step {
            Step::Undo => edits.iter().find_map(Edit::focus),
            Step::Apply | Step::Redo => edits.iter().rev().find_map(Edit::focus),
        };
        self.select(focus.unwrap_or(self.current), c.levels.len());
    }

    fn view_revision(&self) -> u64 {
        self.switches
    }
}

/// A level without a single wall has no form in `.sok` or XSB (readers find boards by their
/// walls), so saving it would silently lose it: refuse instead.
fn check_storable(collection: &Collection) -> std::io::Result<()> {
    match collection
        .levels
        .iter()
        .position(|l| l.board.count(|s| s.is_wall()) == 0)
    {
        Some(i) => Err(std::io::Error::other(crate::t!(
            "sokoban-no-walls",
            level = i + 1
        ))),
        None => Ok(()),
    }
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

    /// A document on `collection`, saved to `path` (none: Save asks for one, as for a new
    /// document or one imported from a format gridwright does not write).
    pub fn from_collection(
        collection: Collection,
        path: Option<std::path::PathBuf>,
    ) -> SokobanDocument {
        Document::with_kind(collection, path, SokobanKind::default())
    }

    /// Opens a file; imported kinds that gridwright cannot write back get no save path.
    pub fn open(path: &Path) -> Result<SokobanDocument, LoadError> {
        let gridwright_formats::sokoban::SokobanFile { collection, kind } =
            crate::io::load_as(path, Default::default())?;
        let path = (kind != FileKind::SokobanTutorial).then(|| path.to_owned());
        Ok(SokobanDocument::from_collection(collection, path))
    }

    /// Every level, with the file's notes.
    pub fn collection(&self) -> &Collection {
        self.target()
    }

    /// Which level is shown (0-based).
    pub fn current_index(&self) -> usize {
        self.kind().current
    }

    /// Shows another level (clamped to the collection).
    pub fn select(&mut self, index: usize) {
        let count = self.collection().levels.len();
        self.kind_mut().select(index, count);
    }

    /// The level being edited.
    pub fn level(&self) -> &Level {
        &self.collection().levels[self.current_index()]
    }

    /// The current level's board.
    pub fn board(&self) -> &Board {
        &self.level().board
    }

    /// The format Save writes: the file's own (`.xsb` stays XSB), else `.sok`.
    pub fn save_format(&self) -> SaveFormat {
        self.path().map(SaveFormat::for_path).unwrap_or_default()
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
                level: self.current_index(),
                changes,
            });
        }
    }

    /// Replaces the current board (resize, rotate, flip).
    pub fn replace_board(&mut self, after: Board) {
        if &after != self.board() {
            self.apply(Edit::Board {
                level: self.current_index(),
                before: self.board().clone(),
                after,
            });
        }
    }

    /// Inserts a level after the current one and selects it.
    pub fn insert_level(&mut self, level: Level) {
        let index = if self.collection().levels.is_empty() {
            0
        } else {
            self.current_index() + 1
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
        if self.collection().levels.len() <= 1 {
            return false;
        }
        let level = Box::new(self.level().clone());
        self.apply(Edit::Remove {
            index: self.current_index(),
            level,
        });
        true
    }

    /// Moves the current level by `delta` places (-1 up, +1 down).
    pub fn move_level(&mut self, delta: isize) -> bool {
        let to = self.current_index() as isize + delta;
        if to < 0 || to as usize >= self.collection().levels.len() {
            return false;
        }
        self.apply(Edit::Move {
            from: self.current_index(),
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
                level: self.current_index(),
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
        let Some(l) = self.collection().levels.get(level) else {
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
                level: self.current_index(),
                before,
                after,
            });
        }
    }

    /// The saved games that no longer replay on their boards as edited: (level, game, why).
    pub fn stale_games(&self) -> Vec<(usize, usize, String)> {
        saved_games::stale(self.collection())
    }

    /// Keeps every stale saved game as a note of its level, or drops it, as one undo step.
    pub fn settle_stale(&mut self, how: Settle) {
        let shown = self.current_index();
        self.begin_stroke();
        for index in 0..self.collection().levels.len() {
            let level = &self.collection().levels[index];
            let after = saved_games::settled_level(level, how);
            if after.saved_games != level.saved_games {
                let before = level.saved_games.clone();
                let (meta_before, meta_after) = (LevelMeta::of(level), LevelMeta::of(&after));
                self.apply(Edit::SavedGames {
                    level: index,
                    before,
                    after: after.saved_games,
                });
                if meta_before != meta_after {
                    self.apply(Edit::Meta {
                        level: index,
                        before: meta_before,
                        after: meta_after,
                    });
                }
            }
        }
        self.end_stroke();
        self.select(shown);
    }

    /// Replaces the collection's own notes (the file header), as one undo step.
    pub fn set_file_notes(&mut self, notes: Vec<String>) {
        if notes != self.collection().notes {
            self.apply(Edit::FileNotes {
                before: self.collection().notes.clone(),
                after: notes,
            });
        }
    }
}

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

    /// A document whose level's solution `RR` a wall painted in its way made stale.
    fn stale_doc() -> SokobanDocument {
        let mut level = Level::new("one", Board::from_xsb("######\n#@$ .#\n######"));
        level.saved_games.push(SavedGame {
            title: "Solution".into(),
            moves: "RR".into(),
            notes: vec![],
        });
        let mut d = SokobanDocument::new(level);
        assert!(d.stale_games().is_empty(), "it solves the level as loaded");
        d.paint(&[Pos::new(3, 1)], Brush::Wall);
        d
    }

    #[test]
    fn a_solution_the_board_no_longer_takes_is_stale_and_settles_as_one_undo_step() {
        let mut d = stale_doc();
        assert_eq!(d.stale_games().len(), 1);
        d.settle_stale(Settle::AsNotes);
        assert!(d.level().saved_games.is_empty());
        assert!(d.level().notes[0].starts_with("Stale Solution ("));
        assert!(d.undo());
        assert_eq!(
            d.level().saved_games.len(),
            1,
            "one step back: the game again"
        );
        assert!(d.level().notes.is_empty());
        d.settle_stale(Settle::Drop);
        assert!(d.level().saved_games.is_empty() && d.level().notes.is_empty());
    }

    #[test]
    fn a_stale_solution_is_never_written_as_a_solution() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("x.sok");
        let mut d = stale_doc();
        d.save_as(&path).unwrap();
        let back = SokobanDocument::open(&path).unwrap();
        assert!(back.level().saved_games.is_empty());
        assert!(back.level().notes[0].starts_with("Stale Solution ("));
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
