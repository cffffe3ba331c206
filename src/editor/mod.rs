//! What every game's editor shares, as plain data: one undo history over any game's edits,
//! and the document trait the window's shell talks to. Each game's own document, edits and
//! tools live in its folder (`sokoban::editor`, `maze::document`).

pub mod document;
pub mod history;
pub mod playback;

pub use document::EditorDocument;
