//! The editor as plain data: the open document, its edits and undo history, the drawing
//! tools, board transforms and the clipboard. No egui here, so tests drive it directly.

pub mod document;
pub mod edit;
pub mod editor_document;
pub mod fragment;
pub mod history;
pub mod maze_doc;
pub mod paint;
pub mod tools;
pub mod transform;

pub use document::Document;
pub use edit::Edit;
pub use editor_document::EditorDocument;
