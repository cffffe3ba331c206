//! One document type for every game: the thing edited, its file, its undo history and the
//! state last saved. A game says only how its documents save and what it does when edits
//! land ([`DocumentKind`]); undo, redo, strokes, the dirty flag and the revision are written
//! here once, so they cannot drift apart between games.
//!
//! The window's shell (menus, the unsaved-changes guard, the title, the file dialogs) talks to
//! [`EditorDocument`] alone, so it never needs to know which game is open.

use std::path::{Path, PathBuf};

use gridwright_formats::Game;

use super::history::{History, Undoable};
use crate::io::WriteMode;

/// A document of any game, as the window's shell sees it.
pub trait EditorDocument {
    /// The game, which names the file kinds Save As offers.
    fn game(&self) -> Game;
    /// The file the document saves to, if it has one.
    fn path(&self) -> Option<&Path>;
    /// A name for a new file of this game (`levels.sok`, `maze.maze`).
    fn new_file_name(&self) -> &'static str;
    /// Whether there are edits not saved (the guard asks before losing them).
    fn is_dirty(&self) -> bool;
    /// Grows whenever what the document shows changes, so views cache by it.
    fn revision(&self) -> u64;
    /// Whether Edit > Undo is enabled.
    fn can_undo(&self) -> bool;
    /// Whether Edit > Redo is enabled.
    fn can_redo(&self) -> bool;
    /// Undoes the last step; false when there is none.
    fn undo(&mut self) -> bool;
    /// Redoes the last undone step; false when there is none.
    fn redo(&mut self) -> bool;
    /// Saves to `path` (written as `mode` says) and makes it the document's file.
    fn save_with(&mut self, path: &Path, mode: WriteMode) -> std::io::Result<()>;
    /// Writes a copy to `path` in a format that cannot hold everything: the document keeps
    /// its own file and stays unsaved, so what the copy left out is still asked about.
    fn write_copy(&mut self, path: &Path, mode: WriteMode) -> std::io::Result<()>;
}

/// Undo steps spanning several edits, as the drawing tools open and close them.
pub trait Strokes {
    /// Opens one undo step for the edits of a stroke.
    fn begin_stroke(&mut self);
    /// Closes the step [`Strokes::begin_stroke`] opened.
    fn end_stroke(&mut self);
}

impl<K: DocumentKind> Strokes for Document<K> {
    fn begin_stroke(&mut self) {
        Document::begin_stroke(self);
    }

    fn end_stroke(&mut self) {
        Document::end_stroke(self);
    }
}

/// How edits reached the target, for a game that follows them (Sokoban shows the level an
/// undo changed).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Step {
    /// A new edit.
    Apply,
    /// An undo: the edits are the inverses, in the order applied.
    Undo,
    /// A redo: the edits as first applied.
    Redo,
}

/// Where and how one save writes, as the document knows it.
#[derive(Debug, Clone, Copy)]
pub struct SaveTo<'a> {
    /// The file to write.
    pub path: &'a Path,
    /// Atomic, or in place (a read-only folder).
    pub mode: WriteMode,
    /// Whether `path` is the document's own file: a maze read as a `.txt` block grid is
    /// written back as one, while Save As lets the new extension choose.
    pub own_file: bool,
    /// Whether there are edits since the last save (BombFight's size comment says so).
    pub dirty: bool,
}

/// What a game brings to [`Document`]: its target and edits, its game and new-file name, how
/// it writes a file, and any state of its own (the level shown, the format read).
pub trait DocumentKind {
    /// What the document edits (a collection of levels, a maze, a map).
    type Target;
    /// A change to the target with an exact inverse.
    type Edit: Undoable<Target = Self::Target>;
    /// The game, which names the file kinds Save As offers.
    const GAME: Game;
    /// A name for a new file of this game (`levels.sok`).
    const NEW_FILE_NAME: &'static str;

    /// Writes `target` to `to.path`. The target is mutable for what a file holds beside the
    /// edits (the text a 2048 level keeps its comments from); such changes are no edit.
    fn save(&mut self, target: &mut Self::Target, to: SaveTo<'_>) -> std::io::Result<()>;

    /// Called after `edits` changed the target, before the history records them.
    fn followed(&mut self, _target: &Self::Target, _edits: &[Self::Edit], _step: Step) {}

    /// What the game's own state adds to the revision (Sokoban counts switches of the level
    /// shown); it must never decrease.
    fn view_revision(&self) -> u64 {
        0
    }
}

/// An open document of any game: every change goes through [`Document::apply`], so every
/// change is undoable, and the revision only grows (edits, undo, redo and the game's own
/// view changes all advance it, and nothing resets it).
pub struct Document<K: DocumentKind> {
    target: K::Target,
    /// Where Save writes; `None` asks for a name.
    path: Option<PathBuf>,
    history: History<K::Edit>,
    kind: K,
}

impl<K: DocumentKind + Clone> Clone for Document<K>
where
    K::Target: Clone,
{
    fn clone(&self) -> Self {
        Document {
            target: self.target.clone(),
            path: self.path.clone(),
            history: self.history.clone(),
            kind: self.kind.clone(),
        }
    }
}

impl<K: DocumentKind + std::fmt::Debug> std::fmt::Debug for Document<K>
where
    K::Target: std::fmt::Debug,
    K::Edit: std::fmt::Debug,
{
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Document")
            .field("target", &self.target)
            .field("path", &self.path)
            .field("history", &self.history)
            .field("kind", &self.kind)
            .finish()
    }
}

impl<K: DocumentKind> Document<K> {
    /// A document on `target` with no edits, saved to `path` (none: Save asks for one).
    pub fn with_kind(target: K::Target, path: Option<PathBuf>, kind: K) -> Document<K> {
        Document {
            target,
            path,
            history: History::default(),
            kind,
        }
    }

    /// What is edited, as edited so far.
    pub fn target(&self) -> &K::Target {
        &self.target
    }

    /// The game's own state.
    pub fn kind(&self) -> &K {
        &self.kind
    }

    /// The game's own state, for what is not an edit (the level shown).
    pub fn kind_mut(&mut self) -> &mut K {
        &mut self.kind
    }

    /// The file Save writes, if the document has one.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    /// Whether the target differs from what was last saved (undo back to it is clean).
    pub fn is_dirty(&self) -> bool {
        self.history.is_dirty()
    }

    /// Grows with every edit, undo, redo and change of what the game shows.
    pub fn revision(&self) -> u64 {
        self.history.revision() + self.kind.view_revision()
    }

    /// Whether Undo has something to undo.
    pub fn can_undo(&self) -> bool {
        self.history.can_undo()
    }

    /// Whether Redo has something to redo.
    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    /// Applies an edit and records it for undo (in the open stroke, if any).
    pub fn apply(&mut self, edit: K::Edit) {
        edit.apply(&mut self.target);
        self.kind
            .followed(&self.target, std::slice::from_ref(&edit), Step::Apply);
        self.history.record(edit);
    }

    /// Starts one undo step spanning several edits (a pencil stroke, typing a title). A
    /// stroke still open is closed first, so a lost release never merges two strokes.
    pub fn begin_stroke(&mut self) {
        self.history.close();
        self.history.open();
    }

    /// Closes the undo step [`Document::begin_stroke`] opened (nothing when none is open).
    pub fn end_stroke(&mut self) {
        self.history.close();
    }

    /// Undoes the last step; false when there is none.
    pub fn undo(&mut self) -> bool {
        self.step(Step::Undo)
    }

    /// Redoes the last undone step; false when there is none.
    pub fn redo(&mut self) -> bool {
        self.step(Step::Redo)
    }

    fn step(&mut self, step: Step) -> bool {
        let applied = match step {
            Step::Undo => self.history.undo(&mut self.target),
            _ => self.history.redo(&mut self.target),
        };
        match applied {
            Some(edits) => {
                self.kind.followed(&self.target, &edits, step);
                true
            }
            None => false,
        }
    }

    /// Saves to `path` atomically and makes it the document's file.
    pub fn save_as(&mut self, path: &Path) -> std::io::Result<()> {
        self.save_with(path, WriteMode::Atomic)
    }

    /// Saves to `path`, written as `mode` says, and makes it the document's file; the state
    /// saved is then clean. An open stroke ends here: its later edits are a new step, so the
    /// saved state keeps a name of its own.
    pub fn save_with(&mut self, path: &Path, mode: WriteMode) -> std::io::Result<()> {
        self.end_stroke();
        let to = SaveTo {
            path,
            mode,
            own_file: self.path.as_deref() == Some(path),
            dirty: self.is_dirty(),
        };
        self.kind.save(&mut self.target, to)?;
        self.path = Some(path.to_owned());
        self.history.mark_saved();
        Ok(())
    }

    /// Writes the document to `path` as a copy: its file, its dirty flag and its open stroke
    /// stay as they were (a lossy format's copy is not the document saved).
    pub fn write_copy(&mut self, path: &Path, mode: WriteMode) -> std::io::Result<()> {
        let to = SaveTo {
            path,
            mode,
            own_file: false,
            dirty: self.is_dirty(),
        };
        self.kind.save(&mut self.target, to)
    }
}

impl<K: DocumentKind> EditorDocument for Document<K> {
    fn game(&self) -> Game {
        K::GAME
    }
    fn path(&self) -> Option<&Path> {
        Document::path(self)
    }
    fn new_file_name(&self) -> &'static str {
        K::NEW_FILE_NAME
    }
    fn is_dirty(&self) -> bool {
        Document::is_dirty(self)
    }
    fn revision(&self) -> u64 {
        Document::revision(self)
    }
    fn can_undo(&self) -> bool {
        Document::can_undo(self)
    }
    fn can_redo(&self) -> bool {
        Document::can_redo(self)
    }
    fn undo(&mut self) -> bool {
        Document::undo(self)
    }
    fn redo(&mut self) -> bool {
        Document::redo(self)
    }
    fn save_with(&mut self, path: &Path, mode: WriteMode) -> std::io::Result<()> {
        Document::save_with(self, path, mode)
    }
    fn write_copy(&mut self, path: &Path, mode: WriteMode) -> std::io::Result<()> {
        Document::write_copy(self, path, mode)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::editor::history::Add;

    /// A counter's document that knows nothing of games and remembers what it wrote.
    #[derive(Debug, Clone, Default)]
    struct Counter {
        written: Vec<(i64, bool, bool)>,
        followed: Vec<Step>,
    }

    impl DocumentKind for Counter {
        type Target = i64;
        type Edit = Add;
        const GAME: Game = Game::Sokoban;
        const NEW_FILE_NAME: &'static str = "n.txt";
        fn save(&mut self, n: &mut i64, to: SaveTo<'_>) -> std::io::Result<()> {
            self.written.push((*n, to.own_file, to.dirty));
            Ok(())
        }
        fn followed(&mut self, _: &i64, _: &[Add], step: Step) {
            self.followed.push(step);
        }
    }

    fn doc() -> Document<Counter> {
        Document::with_kind(0, None, Counter::default())
    }

    #[test]
    fn a_save_inside_a_stroke_ends_it_so_later_edits_are_dirty() {
        let mut d = doc();
        d.begin_stroke();
        d.apply(Add(1));
        d.save_as(Path::new("n.txt")).unwrap();
        d.apply(Add(2));
        assert!(d.is_dirty(), "an edit after the save is unsaved");
        d.end_stroke();
        assert!(d.undo());
        assert_eq!((*d.target(), d.is_dirty()), (1, false));
        assert_eq!(d.kind().written, [(1, false, true)]);
    }

    #[test]
    fn beginning_a_stroke_closes_the_open_one() {
        let mut d = doc();
        d.begin_stroke();
        d.apply(Add(1));
        d.begin_stroke();
        d.apply(Add(2));
        d.end_stroke();
        assert!(d.undo());
        assert_eq!(*d.target(), 1, "two strokes, two steps");
    }

    #[test]
    fn the_kind_follows_every_change_and_saves_know_their_file() {
        let mut d = doc();
        d.apply(Add(5));
        d.undo();
        d.redo();
        assert!(!d.redo());
        assert_eq!(d.kind().followed, [Step::Apply, Step::Undo, Step::Redo]);
        d.save_as(Path::new("a")).unwrap();
        d.save_as(Path::new("a")).unwrap();
        assert_eq!(d.kind().written, [(5, false, true), (5, true, false)]);
        assert_eq!(EditorDocument::path(&d), Some(Path::new("a")));
    }

    #[test]
    fn a_copy_is_written_but_the_document_keeps_its_file_and_stays_unsaved() {
        let mut d = doc();
        d.save_as(Path::new("own")).unwrap();
        d.apply(Add(3));
        d.write_copy(Path::new("copy"), WriteMode::Atomic).unwrap();
        assert_eq!(d.kind().written.last(), Some(&(3, false, true)));
        assert_eq!(d.path(), Some(Path::new("own")));
        assert!(d.is_dirty(), "the copy is not the document saved");
    }
}
