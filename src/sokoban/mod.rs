//! Sokoban: rules and checks over the boards of `gridwright_formats::sokoban`.

pub mod browse;
pub mod checks;
pub mod editor;
pub mod files;
pub mod game;
pub mod generate;
pub mod paths;
pub mod picture;
pub mod play;
pub mod position;
pub mod records;
pub mod replay;
pub mod solver;
