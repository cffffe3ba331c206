//! BombFight: the rules engine over `gridwright_formats::bombfight` maps, level checks and
//! the fairness report, random maps, the bot protocol and built-in bots, matches, replays,
//! and the map editor's document. No egui here.

pub mod action;
pub mod bots;
pub mod checks;
pub mod document;
pub mod engine;
pub mod fairness;
pub mod generate;
pub mod matches;
pub mod protocol;
pub mod tools;

use gridwright_formats::bombfight::{Level, Replay};

/// What a BombFight file holds: a map, or a recorded game (with its map).
#[derive(Debug, Clone, PartialEq)]
pub enum BombFightFile {
    Map(Level),
    Replay(Box<Replay>),
}

impl BombFightFile {
    /// The map, either way.
    pub fn level(&self) -> &Level {
        match self {
            BombFightFile::Map(l) => l,
            BombFightFile::Replay(r) => &r.level,
        }
    }
}
