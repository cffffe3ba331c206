//! Mazes: generators, solvers and properties over `gridwright_formats::maze::Maze`.

pub mod analysis;
pub mod document;
pub mod files;
pub mod generate;
pub mod graph;
pub mod grid;
pub mod invisible;
pub mod laby_records;
pub mod laby_text;
pub mod memory;
pub mod picture;
pub mod properties;
pub mod replay;
pub mod shortest;
pub mod solve;
pub mod strategies;
