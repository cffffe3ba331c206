//! 2048: the board and its moves (`board`), a game with its seeded spawns, undo and record
//! (`game`), the level checks and the puzzle search (`checks`), the expectimax player (`ai`)
//! and the best scores per ruleset (`records`). No egui here.

pub mod ai;
pub mod board;
pub mod checks;
pub mod document;
pub mod game;
pub mod picture;
pub mod puzzle;
pub mod records;

pub use gridwright_formats::g2048::G2048File;
