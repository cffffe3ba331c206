//! Sokoban files: `.sok` (the Common Sokoban File Format of Sokoban YASC), plain XSB
//! collections, and the original tutorial's level arrays.

mod classify;
mod model;
mod read;
pub(crate) mod registry;
pub(crate) mod tutorial;
mod write;

pub use model::{Board, Collection, Level, Occupant, SavedGame, Square, is_solution_title};
pub use read::read_collection;
pub use tutorial::read_tutorial;
pub use write::{WriteOptions, write_sok, write_xsb};

/// Boards larger than this in either direction are refused: far beyond any real level (YASC
/// stops at 50 rows), small enough that a hostile file cannot exhaust memory.
pub const MAX_BOARD_SIDE: usize = 1024;
