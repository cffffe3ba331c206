//! Mazes: generators, solvers and properties over `gridwright_formats::maze::Maze`.

pub mod generate;
pub mod grid;
pub mod properties;
pub mod solve;
