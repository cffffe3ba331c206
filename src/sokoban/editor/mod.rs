//! The Sokoban editor as plain data: the open collection, its edits and undo history, the
//! drawing tools, board transforms and the clipboard. No egui here, so tests drive it directly.

pub mod document;
pub mod edit;
pub mod fragment;
pub mod paint;
pub mod tools;
pub mod transform;

pub use document::SokobanDocument;
pub use edit::Edit;
