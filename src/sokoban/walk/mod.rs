//! The walks over a Sokoban board, below the rules, the checks, the generator and the
//! solver, which all share them: `reach` (the pusher's flood, on a buffer stamped per walk
//! that is never cleared) and `pulls` (one box pulled from goals, or pushed, breadth first).
//! They walk a `graph` (cells and their four neighbours): a level's neighbour table, cells
//! numbered in `u16`, or a board's `squares`, numbered in `u32` and worked out as asked, for
//! the walks made before a level exists, below the solver, or on boards of any size.

pub mod graph;
pub mod pulls;
pub mod reach;
pub mod squares;
