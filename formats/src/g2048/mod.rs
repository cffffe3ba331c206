//! 2048: the level file (`.2048`, TOML: the ruleset, an optional designed start board and
//! seed) and the game record (`.2048game`: a level, the seed and every move). Values are
//! powers of two; the rules that move tiles live in the game folder, not here.

mod model;
mod read;
pub(crate) mod registry;
mod write;

pub use model::{
    Level, MAX_MOVES, MAX_SIDE, MAX_SPAWNS, MAX_TEXT, MAX_VALUE, MIN_SIDE, Record, Rules, Spawn,
};
pub use read::{read_level, read_record};
pub use write::{write_level, write_record};

/// What the first data line of a level says.
pub const LEVEL_MAGIC: &str = "2048";
/// What the first data line of a game record says.
pub const RECORD_MAGIC: &str = "2048 record";

/// What a 2048 file holds: a level, or a recorded game (with its level).
#[derive(Debug, Clone, PartialEq)]
pub enum G2048File {
    /// A `.2048` level.
    Level(Level),
    /// A `.2048game` record.
    Record(Box<Record>),
}

impl G2048File {
    /// The level, either way.
    pub fn level(&self) -> &Level {
        match self {
            G2048File::Level(l) => l,
            G2048File::Record(r) => &r.level,
        }
    }

    /// The kind it was read from.
    pub fn kind(&self) -> crate::FileKind {
        match self {
            G2048File::Level(_) => crate::FileKind::G2048,
            G2048File::Record(_) => crate::FileKind::G2048Record,
        }
    }
}

#[cfg(test)]
mod tests;
