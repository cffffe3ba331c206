//! Sokoban files: `.sok` (the Common Sokoban File Format of Sokoban YASC), plain XSB
//! collections, and the original tutorial's level arrays.

mod classify;
mod model;
mod read;
pub(crate) mod tutorial;
mod write;

pub use model::{Board, Collection, Level, Occupant, SavedGame, Square, is_solution_title};
pub use read::read_collection;
pub use tutorial::read_tutorial;
pub use write::{WriteOptions, write_sok, write_xsb};

/// Boards larger than this in either direction are refused: far beyond any real level (YASC
/// stops at 50 rows), small enough that a hostile file cannot exhaust memory.
pub const MAX_BOARD_SIDE: usize = 1024;

/// The Sokoban kind an extension names (lower case, no dot).
pub(crate) fn kind_by_extension(ext: &str) -> Option<crate::FileKind> {
    match ext {
        "sok" => Some(crate::FileKind::Sok),
        "xsb" => Some(crate::FileKind::Xsb),
        _ => None,
    }
}

/// The Sokoban kind a text is: the tutorial's level arrays, or text holding a board row with
/// a wall (what the reader looks for). Asked after every game's extensions.
pub(crate) fn kind_by_content(text: &str) -> Option<crate::FileKind> {
    if tutorial::looks_like_tutorial(text) {
        return Some(crate::FileKind::SokobanTutorial);
    }
    let board = |l: &&str| {
        classify::is_board_line(l)
            && l.contains('#')
            && l.contains(['@', '+', 'p', 'P', 'm', 'M', '$', '*', 'b', 'B', '.', 'o'])
    };
    text.lines()
        .any(|l| board(&l))
        .then_some(crate::FileKind::Sok)
}
