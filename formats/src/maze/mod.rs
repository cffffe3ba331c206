//! Mazes: a grid of cells with walls on the edges between them, and the file kinds that hold
//! one: the invisible maze's ASCII art, the graph-maze assignment's boolean matrix (JSON or
//! Python spelling), gridwright's own `.maze` text, and block grids (`#` and space).

mod ascii;
mod blocks;
mod game;
mod grid_matrix;
mod model;
mod native;

pub use ascii::{AsciiOptions, read_ascii, write_ascii};
pub use blocks::{read_blocks, write_blocks};
pub use game::{GAME_MAGIC, MAX_TRIES, MazeGame, read_game, write_game};
pub use grid_matrix::{Spelling, read_grid, write_grid};
pub use model::{Cell, Maze, Side};
pub use native::{MAGIC, MAX_CELLS, read_maze, write_maze};

/// The maze kind an extension names (lower case, no dot).
pub(crate) fn kind_by_extension(ext: &str) -> Option<crate::FileKind> {
    use crate::FileKind;
    match ext {
        "maze" => Some(FileKind::Maze),
        "json" | "py" => Some(FileKind::MazeGrid),
        "laby" => Some(FileKind::MazeAscii),
        "blocks" => Some(FileKind::MazeBlocks),
        "labygame" => Some(FileKind::MazeGame),
        _ => None,
    }
}

/// The maze kind a text unmistakably is: the `.maze` magic line, a matrix's `[`, the art's
/// `+---+` top row, or a block grid of `#` and spaces only.
pub(crate) fn kind_by_content(content: &str) -> Option<crate::FileKind> {
    use crate::FileKind;
    let first = content.lines().find(|l| !l.trim().is_empty())?.trim_end();
    if first.starts_with(MAGIC) {
        return Some(FileKind::Maze);
    }
    if first.starts_with(GAME_MAGIC) {
        return Some(FileKind::MazeGame);
    }
    if first.trim_start().starts_with('[') {
        return Some(FileKind::MazeGrid);
    }
    if first.starts_with('+') && first.chars().all(|c| c == '+' || c == '-') {
        return Some(FileKind::MazeAscii);
    }
    let blocks = content
        .lines()
        .filter(|l| !l.is_empty())
        .all(|l| l.chars().all(|c| c == '#' || c == ' '));
    (blocks && first.chars().all(|c| c == '#') && first.len() >= 3).then_some(FileKind::MazeBlocks)
}
