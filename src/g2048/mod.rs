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
pub mod replay;

use std::path::Path;

pub use gridwright_formats::g2048::G2048File;
use gridwright_formats::{Game as GameKind, Loaded};

use crate::io::LoadError;

/// Reads a file that must be a 2048 level or record.
pub fn load(path: &Path) -> Result<G2048File, LoadError> {
    match crate::io::load(path, Default::default())? {
        Loaded::G2048(f) => Ok(f),
        other => Err(LoadError::wrong_game(path, &other, GameKind::G2048)),
    }
}
