//! What the window asks of any game's document: its file, whether it has unsaved edits,
//! undo and redo, and saving. The shell (menus, the unsaved-changes guard, the title, the
//! file dialogs) talks to this trait alone, so it never needs to know which game is open.

use std::path::Path;

use gridwright_formats::Game;

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
    /// Changes whenever what the document shows changes, so views cache by it.
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
}

/// Implements [`EditorDocument`] for a document whose inherent methods have the trait's
/// names (`is_dirty`, `revision`, `can_undo`, `can_redo`, `undo`, `redo`, `save_with`) and
/// a public `path` field: each game's document then states only its game and new name.
macro_rules! editor_document {
    ($doc:ty, $game:expr, $new_name:expr) => {
        impl $crate::editor::EditorDocument for $doc {
            fn game(&self) -> gridwright_formats::Game {
                $game
            }
            fn path(&self) -> Option<&std::path::Path> {
                self.path.as_deref()
            }
            fn new_file_name(&self) -> &'static str {
                $new_name
            }
            fn is_dirty(&self) -> bool {
                <$doc>::is_dirty(self)
            }
            fn revision(&self) -> u64 {
                <$doc>::revision(self)
            }
            fn can_undo(&self) -> bool {
                <$doc>::can_undo(self)
            }
            fn can_redo(&self) -> bool {
                <$doc>::can_redo(self)
            }
            fn undo(&mut self) -> bool {
                <$doc>::undo(self)
            }
            fn redo(&mut self) -> bool {
                <$doc>::redo(self)
            }
            fn save_with(
                &mut self,
                path: &std::path::Path,
                mode: $crate::io::WriteMode,
            ) -> std::io::Result<()> {
                <$doc>::save_with(self, path, mode)
            }
        }
    };
}
pub(crate) use editor_document;
