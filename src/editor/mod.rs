//! What every game's editor shares, as plain data: one undo history over any game's edits,
//! one document type over any game's way of saving, and the trait the window's shell talks
//! to. Each game's own edits, document helpers and tools live in its folder
//! (`sokoban::editor`, `maze::document`).

pub mod document;
pub mod grid_edit;
pub mod history;
pub mod kept;
pub mod playback;
pub mod tools;
pub mod transform;

pub use document::{Document, DocumentKind, EditorDocument, SaveTo, Step};
pub use kept::Kept;

/// What to do with saved games that no longer fit the edited document (a Sokoban solution
/// under a board it no longer solves), asked once before a save: they are never written as
/// saved games, so the user keeps them as notes or lets them go.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Settle {
    /// Keep each as a line of notes, so nothing played is lost.
    AsNotes,
    /// Drop them.
    Drop,
}
