//! Mazes: a grid of cells with walls on the edges between them, and the file kinds that hold
//! one: the invisible maze's ASCII art, the graph-maze assignment's boolean matrix (JSON or
//! Python spelling), gridwright's own `.maze` text, and block grids (`#` and space).

mod ascii;
mod blocks;
mod grid_matrix;
mod model;
mod native;

pub use ascii::{AsciiOptions, read_ascii, write_ascii};
pub use blocks::{read_blocks, write_blocks};
pub use grid_matrix::{Spelling, read_grid, write_grid};
pub use model::{Cell, Maze, Side};
pub use native::{MAGIC, MAX_CELLS, read_maze, write_maze};
