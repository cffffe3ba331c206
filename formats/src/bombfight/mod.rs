//! BombFight maps: the `.bflvl` file of the original (a size line, the rows of one character
//! per cell, a rounds line, `//` comments) and its model.

mod model;
mod read;
pub(crate) mod registry;
mod replay;
mod write;

pub use model::{Item, Level, Player, Tile};
pub use read::{MAX_ROUNDS, MAX_SIDE, MIN_SIDE, read_bflvl};
pub use replay::{REPLAY_MAGIC, Replay, read_replay, write_replay};
pub use write::write_bflvl;

/// What a BombFight file holds: a map, or a recorded game (with its map).
#[derive(Debug, Clone, PartialEq)]
pub enum BombFightFile {
    /// A `.bflvl` map.
    Map(Level),
    /// A `.bfreplay` game record.
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

    /// The kind it was read from.
    pub fn kind(&self) -> crate::FileKind {
        match self {
            BombFightFile::Map(_) => crate::FileKind::BombFight,
            BombFightFile::Replay(_) => crate::FileKind::BombFightReplay,
        }
    }
}

#[cfg(test)]
pub(crate) mod tests;
