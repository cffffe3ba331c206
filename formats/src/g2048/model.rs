//! The 2048 level and record as plain data.

/// The smallest board side.
pub const MIN_SIDE: usize = 2;
/// The largest board side (**(decided)** in GAMES.md).
pub const MAX_SIDE: usize = 16;
/// The largest tile value a file may hold: TOML integers are 64-bit and signed.
pub const MAX_VALUE: u64 = 1 << 62;
/// The most entries a spawn table may have.
pub const MAX_SPAWNS: usize = 64;
/// The most characters of a title or author.
pub const MAX_TEXT: usize = 1000;
/// The most moves a record may hold.
pub const MAX_MOVES: usize = 10_000_000;

/// One value a spawn may place, and its weight among the table's.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Spawn {
    /// A power of two from 2 to [`MAX_VALUE`].
    pub value: u64,
    /// A finite weight, 0 or more; the table's weights add up to more than 0.
    pub weight: f64,
}

/// What a game of 2048 is played by.
#[derive(Debug, Clone, PartialEq)]
pub struct Rules {
    /// Cells across, [`MIN_SIDE`] to [`MAX_SIDE`].
    pub width: usize,
    /// Cells down, [`MIN_SIDE`] to [`MAX_SIDE`].
    pub height: usize,
    /// What a spawn places, with what weights.
    pub spawn: Vec<Spawn>,
    /// The tile that wins (the player may keep playing).
    pub target: u64,
    /// Whether the player may take moves back.
    pub undo: bool,
}

impl Default for Rules {
    /// The classic game: 4 x 4, 2 (0.9) or 4 (0.1), 2048 wins, undo allowed.
    fn default() -> Self {
        Rules {
            width: 4,
            height: 4,
            spawn: vec![
                Spawn {
                    value: 2,
                    weight: 0.9,
                },
                Spawn {
                    value: 4,
                    weight: 0.1,
                },
            ],
            target: 2048,
            undo: true,
        }
    }
}

/// A 2048 level: a ruleset, and optionally a designed start and a seed.
#[derive(Debug, Clone, Default)]
pub struct Level {
    /// The level's name.
    pub title: String,
    /// Who made it.
    pub author: String,
    /// The rules it is played by.
    pub rules: Rules,
    /// A designed start, row by row (0 empty); without one, two tiles spawn.
    pub start: Option<Vec<Vec<u64>>>,
    /// The seed of the spawns; without one, each game draws its own.
    pub seed: Option<u64>,
    /// A puzzle: the editor checks whether its target can be reached from its start.
    pub puzzle: bool,
    /// The text it was read from, so that a save keeps its comments and layout.
    pub source: Option<String>,
}

impl PartialEq for Level {
    /// Equal when they say the same; the text they were read from does not count.
    fn eq(&self, o: &Level) -> bool {
        (
            &self.title,
            &self.author,
            &self.rules,
            &self.start,
            self.seed,
            self.puzzle,
        ) == (&o.title, &o.author, &o.rules, &o.start, o.seed, o.puzzle)
    }
}

/// A recorded game: enough to replay it exactly.
#[derive(Debug, Clone, PartialEq)]
pub struct Record {
    /// The level played (its rules and start).
    pub level: Level,
    /// The seed of the spawns.
    pub seed: u64,
    /// Every valid move, one letter each: `U` `D` `L` `R`.
    pub moves: String,
    /// The score at the end.
    pub score: u128,
}
