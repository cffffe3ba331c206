//! Sokoban files: `.sok` (the Common Sokoban File Format of Sokoban YASC), plain XSB
//! collections, `.slc` XML collections, and the original tutorial's level arrays.

mod classify;
mod model;
mod read;
pub(crate) mod registry;
mod slc;
pub(crate) mod tutorial;
mod write;

pub use model::{Board, Collection, Level, Occupant, SavedGame, Square, is_solution_title};
pub use read::read_collection;
pub use slc::{looks_like_slc, read_slc, write_slc};
pub use tutorial::read_tutorial;
pub use write::{WriteOptions, write_sok, write_xsb};

/// A Sokoban file once read: its levels, and the kind they were read from (`.sok`, XSB, the
/// tutorial's arrays), which says how the file is saved back.
#[derive(Debug, Clone, PartialEq)]
pub struct SokobanFile {
    /// The file's levels and notes.
    pub collection: Collection,
    /// The kind the file was read as.
    pub kind: crate::FileKind,
}

/// Boards larger than this in either direction are refused: far beyond any real level (YASC
/// stops at 50 rows), small enough that a hostile file cannot exhaust memory.
pub const MAX_BOARD_SIDE: usize = 1024;

/// The squares of all the boards of one file together, expanded, are at most this many (64
/// boards of the largest size): each board is bounded by [`MAX_BOARD_SIDE`], and this bounds
/// their sum, so a small file of thousands of run-length boards cannot cost gigabytes.
pub const MAX_TOTAL_SQUARES: usize = 1 << 26;

/// The moves of all the saved games of one file together, expanded, are at most this many
/// (each game is at most 10,000,000).
pub const MAX_TOTAL_MOVES: usize = 50_000_000;
