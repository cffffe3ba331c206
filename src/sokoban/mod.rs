//! Sokoban: rules and checks over the boards of `gridwright_formats::sokoban`.

pub mod checks;
pub mod game;
pub mod position;
pub mod solver;
