//! Mazes: a grid of cells with walls on the edges between them, and the file kinds that hold
//! one: the invisible maze's ASCII art, the graph-maze assignment's boolean matrix (JSON or
//! Python spelling), gridwright's own `.maze` text, and block grids (`#` and space).

mod ascii;
mod blocks;
mod game;
mod grid_matrix;
mod model;
mod native;
pub(crate) mod registry;

pub use ascii::{AsciiOptions, draw_ascii, read_ascii, write_ascii};
pub use blocks::{read_blocks, write_blocks};
pub use game::{GAME_MAGIC, MAX_TRIES, MazeGame, read_game, write_game};
pub use grid_matrix::{Spelling, read_grid, write_grid};
pub use model::{Cell, Maze, Side};
pub use native::{MAGIC, MAX_CELLS, read_maze, write_maze};

/// What a maze file holds: a maze (with the kind it was read from, which a save to its own
/// path keeps), or a saved game of the invisible maze with its maze inside.
#[derive(Debug, Clone, PartialEq)]
pub enum MazeFile {
    /// A maze, read from a file of this kind.
    Maze(Maze, crate::FileKind),
    /// A saved game of the invisible maze.
    Game(Box<MazeGame>),
}

impl MazeFile {
    /// The maze, either way.
    pub fn maze(&self) -> &Maze {
        match self {
            MazeFile::Maze(m, _) => m,
            MazeFile::Game(g) => &g.maze,
        }
    }

    /// The maze, either way, taken out.
    pub fn into_maze(self) -> Maze {
        match self {
            MazeFile::Maze(m, _) => m,
            MazeFile::Game(g) => g.maze,
        }
    }

    /// The kind it was read from.
    pub fn kind(&self) -> crate::FileKind {
        match self {
            MazeFile::Maze(_, kind) => *kind,
            MazeFile::Game(_) => crate::FileKind::MazeGame,
        }
    }
}
