#![warn(missing_docs)]
//! File formats of gridwright: the data model of every file kind, its nom parsers and its
//! writers. Nothing here knows about the GUI or about game rules beyond what a format needs,
//! so the crate can be used by any tool that reads or writes these files.

pub mod bombfight;
pub mod error;
pub mod g2048;
pub mod maze;
pub mod registry;
pub mod rle;
pub mod sokoban;
pub mod text;
pub mod toml_limits;
pub mod xml;

pub use error::{Expected, Found, ParseError};
pub use registry::{
    FileKind, Game, GameFile, KindSpec, Loaded, ReadOptions, Role, UnknownKind, WriteOptions,
    WrongGame, detect_kind, read_by_content,
};
