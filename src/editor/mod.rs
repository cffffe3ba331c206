//! What every game's editor shares, as plain data: one undo history over any game's edits,
//! one document type over any game's way of saving, and the trait the window's shell talks
//! to. Each game's own edits, document helpers and tools live in its folder
//! (`sokoban::editor`, `maze::document`).

pub mod document;
pub mod history;
pub mod playback;
pub mod tools;

pub use document::{Document, DocumentKind, EditorDocument, SaveTo, Step};
