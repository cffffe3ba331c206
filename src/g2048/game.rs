//! A game of 2048: the board, the score, the seeded spawns (ChaCha8, so a seed replays the
//! same game on any machine), the moves played, undo (which restores the random state too,
//! so undoing never re-rolls a spawn) and the record that replays it.

use gridwright_formats::g2048::{Level, Record, Rules};
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use super::board::{Board, exponent_of};
use crate::grid::Dir;

/// The spawn table as exponents and cumulative weights.
#[derive(Debug, Clone, PartialEq)]
pub struct SpawnTable {
    exponents: Vec<u8>,
    cumulative: Vec<f64>,
}

impl SpawnTable {
    /// The table of a ruleset (weights the reader checked: finite, 0 or more, total > 0).
    pub fn new(rules: &Rules) -> SpawnTable {
        let mut total = 0.0;
        let mut exponents = Vec::new();
        let mut cumulative = Vec::new();
        for s in &rules.spawn {
            total += s.weight.max(0.0);
            exponents.push(exponent_of(s.value));
            cumulative.push(total);
        }
        SpawnTable {
            exponents,
            cumulative,
        }
    }

    /// Each exponent with its probability (weights that are 0 left out).
    pub fn probabilities(&self) -> Vec<(u8, f64)> {
        let total = self
            .cumulative
            .last()
            .copied()
            .unwrap_or(1.0)
            .max(f64::MIN_POSITIVE);
        let mut prev = 0.0;
        let mut out: Vec<(u8, f64)> = Vec::new();
        for (&e, &c) in self.exponents.iter().zip(&self.cumulative) {
            let p = (c - prev) / total;
            prev = c;
            if p <= 0.0 {
                continue;
            }
            match out.iter_mut().find(|(x, _)| *x == e) {
                Some((_, q)) => *q += p,
                None => out.push((e, p)),
            }
        }
        out
    }

    /// One draw.
    fn pick(&self, rng: &mut ChaCha8Rng) -> u8 {
        let total = self.cumulative.last().copied().unwrap_or(0.0);
        let x = rng.random::<f64>() * total;
        let i = self.cumulative.iter().position(|&c| x < c);
        self.exponents[i.unwrap_or(self.exponents.len() - 1)]
    }
}

/// Where a spawn landed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Spawned {
    /// The cell's index, row by row.
    pub cell: usize,
    /// The new tile's exponent.
    pub exponent: u8,
}

/// One spawn on `board`: a cell drawn among the empty ones, then a value from the table; `None`
/// when the board is full. The one draw of every game and of `2048 move`.
pub fn spawn_on(board: &mut Board, table: &SpawnTable, rng: &mut ChaCha8Rng) -> Option<Spawned> {
    let empty = board.empty();
    if empty.is_empty() {
        return None;
    }
    let cell = empty[rng.random_range(0..empty.len())];
    let exponent = table.pick(rng);
    let w = board.width();
    board.set(cell % w, cell / w, exponent);
    Some(Spawned { cell, exponent })
}

/// What a move did.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    /// Nothing would change: nothing spawned, the player chooses again.
    Invalid,
    /// The tiles moved.
    Moved {
        /// The score the merges added.
        gained: u128,
        /// The tile that appeared (none when the board was full after the move, which a
        /// valid move never leaves).
        spawned: Option<Spawned>,
        /// This move made the target tile for the first time.
        reached_target: bool,
    },
}

/// Everything undo restores.
#[derive(Debug, Clone)]
struct Snapshot {
    board: Board,
    score: u128,
    rng: ChaCha8Rng,
    won: bool,
}

/// A record that does not replay.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReplayError {
    /// A letter that is no move.
    NotAMove {
        /// The move's number, from 1.
        number: usize,
        /// The letter.
        c: char,
    },
    /// A move the board does not allow (a record must hold only moves that were played).
    ChangesNothing {
        /// The move's number, from 1.
        number: usize,
        /// Its letter.
        c: char,
    },
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let words = match *self {
            ReplayError::NotAMove { number, c } => {
                crate::t!(
                    "g2048-replay-not-a-move",
                    n = number,
                    letter = c.to_string()
                )
            }
            ReplayError::ChangesNothing { number, c } => {
                crate::t!(
                    "g2048-replay-changes-nothing",
                    n = number,
                    letter = c.to_string()
                )
            }
        };
        f.write_str(&words)
    }
}

impl std::error::Error for ReplayError {}

/// A game in progress.
#[derive(Debug, Clone)]
pub struct Game {
    level: Level,
    spawns: SpawnTable,
    board: Board,
    score: u128,
    rng: ChaCha8Rng,
    seed: u64,
    moves: String,
    history: Vec<Snapshot>,
    /// Whether moves keep undo snapshots: the rules' say, off while a record replays (a
    /// snapshot is some 600 bytes a move, gigabytes for the longest record allowed).
    keeps_undo: bool,
    won: bool,
    target: u8,
}

/// A game's state at one move, to come back to without undo snapshots: the record viewer
/// keeps one every so many moves.
#[derive(Debug, Clone)]
pub struct Mark {
    state: Snapshot,
    moves: usize,
}

/// The letter a move is written with in records.
pub fn letter(d: Dir) -> char {
    match d {
        Dir::Up => 'U',
        Dir::Down => 'D',
        Dir::Left => 'L',
        Dir::Right => 'R',
    }
}

/// The move a letter names.
pub fn dir_of(c: char) -> Option<Dir> {
    Some(match c.to_ascii_uppercase() {
        'U' => Dir::Up,
        'D' => Dir::Down,
        'L' => Dir::Left,
        'R' => Dir::Right,
        _ => return None,
    })
}

impl Game {
    /// A new game of `level` with the spawns of `seed`: its start board, or two spawned tiles.
    pub fn new(level: &Level, seed: u64) -> Game {
        let r = &level.rules;
        let board = match &level.start {
            Some(rows) => Board::from_values(rows),
            None => Board::new(r.width, r.height),
        };
        let mut g = Game {
            spawns: SpawnTable::new(r),
            board,
            score: 0,
            rng: crate::seed::rng(seed),
            seed,
            moves: String::new(),
            history: Vec::new(),
            keeps_undo: r.undo,
            won: false,
            target: exponent_of(r.target),
            level: level.clone(),
        };
        if level.start.is_none() {
            g.spawn();
            g.spawn();
        }
        g.won = g.board.highest() >= g.target;
        g
    }

    /// Replays a record; an error names the first move that changes nothing.
    pub fn replay(record: &Record) -> Result<Game, ReplayError> {
        let mut g = Game::new(&record.level, record.seed).without_undo();
        for (i, c) in record.moves.chars().enumerate() {
            let d = dir_of(c).ok_or(ReplayError::NotAMove { number: i + 1, c })?;
            if g.play(d) == Outcome::Invalid {
                return Err(ReplayError::ChangesNothing { number: i + 1, c });
            }
        }
        g.keeps_undo = record.level.rules.undo;
        Ok(g)
    }

    /// The game keeping no undo snapshots, whatever the rules say (replays, the AI's games).
    pub fn without_undo(mut self) -> Game {
        self.keeps_undo = false;
        self.history.clear();
        self
    }

    /// The state now, to [`Game::rewind`] to later.
    pub fn mark(&self) -> Mark {
        Mark {
            state: self.snapshot(),
            moves: self.moves.len(),
        }
    }

    /// Back to a [`Game::mark`] of this game, taken at or before the move shown (the moves
    /// after it are dropped, as are undo snapshots, which no longer match).
    pub fn rewind(&mut self, mark: &Mark) {
        self.restore(mark.state.clone());
        self.moves.truncate(mark.moves);
        self.history.clear();
    }

    fn snapshot(&self) -> Snapshot {
        Snapshot {
            board: self.board.clone(),
            score: self.score,
            rng: self.rng.clone(),
            won: self.won,
        }
    }

    fn restore(&mut self, s: Snapshot) {
        self.board = s.board;
        self.score = s.score;
        self.rng = s.rng;
        self.won = s.won;
    }

    fn spawn(&mut self) -> Option<Spawned> {
        spawn_on(&mut self.board, &self.spawns, &mut self.rng)
    }

    /// Plays a move: invalid when nothing would change (nothing spawns); otherwise the tiles
    /// slide and merge, the score grows, and one tile spawns.
    pub fn play(&mut self, d: Dir) -> Outcome {
        let Some((next, gained)) = self.board.slide(d) else {
            return Outcome::Invalid;
        };
        if self.keeps_undo {
            self.history.push(self.snapshot());
        }
        self.board = next;
        self.score = self.score.saturating_add(gained);
        self.moves.push(letter(d));
        let spawned = self.spawn();
        let reached_target = !self.won && self.board.highest() >= self.target;
        self.won |= reached_target;
        Outcome::Moved {
            gained,
            spawned,
            reached_target,
        }
    }

    /// Takes the last move back (board, score, random state and all), when the rules allow;
    /// false when they do not or nothing was played.
    pub fn undo(&mut self) -> bool {
        let Some(s) = self.history.pop() else {
            return false;
        };
        self.restore(s);
        self.moves.pop();
        true
    }

    /// Whether a move can be taken back.
    pub fn can_undo(&self) -> bool {
        !self.history.is_empty()
    }

    /// No move changes the board: the game is over.
    pub fn is_over(&self) -> bool {
        !self.board.can_move()
    }

    /// The board.
    pub fn board(&self) -> &Board {
        &self.board
    }

    /// The score.
    pub fn score(&self) -> u128 {
        self.score
    }

    /// The seed of the spawns.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The valid moves played, one letter each.
    pub fn moves(&self) -> &str {
        &self.moves
    }

    /// The target tile was made.
    pub fn won(&self) -> bool {
        self.won
    }

    /// The level played.
    pub fn level(&self) -> &Level {
        &self.level
    }

    /// The spawn table.
    pub fn spawns(&self) -> &SpawnTable {
        &self.spawns
    }

    /// The game as a record that replays it.
    pub fn record(&self) -> Record {
        let mut level = self.level.clone();
        level.source = None;
        Record {
            level,
            seed: self.seed,
            moves: self.moves.clone(),
            score: self.score,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gridwright_formats::g2048::Spawn;

    fn classic() -> Level {
        Level::default()
    }

    #[test]
    fn the_same_seed_gives_the_same_game_and_the_record_replays_it() {
        let play = |seed| {
            let mut g = Game::new(&classic(), seed);
            for i in 0..200 {
                g.play(Dir::ALL[i % 4]);
            }
            g
        };
        let (a, b) = (play(7), play(7));
        assert_eq!(
            (a.board(), a.score(), a.moves()),
            (b.board(), b.score(), b.moves())
        );
        assert_ne!(play(8).board(), a.board());
        let back = Game::replay(&a.record()).unwrap();
        assert_eq!((back.board(), back.score()), (a.board(), a.score()));
    }

    #[test]
    fn a_replayed_record_keeps_no_snapshots_and_new_moves_undo_as_the_rules_say() {
        let mut a = Game::new(&classic(), 5);
        for i in 0..40 {
            a.play(Dir::ALL[i % 4]);
        }
        let mut back = Game::replay(&a.record()).unwrap();
        assert!(!back.can_undo(), "no snapshot of the record's moves");
        let d = *Dir::ALL
            .iter()
            .find(|&&d| back.board().slide(d).is_some())
            .unwrap();
        back.play(d);
        assert!(back.undo(), "a move after the replay undoes");
        assert_eq!((back.board(), back.score()), (a.board(), a.score()));
    }

    #[test]
    fn undo_never_rerolls_a_spawn() {
        let mut g = Game::new(&classic(), 3);
        let d = *Dir::ALL
            .iter()
            .find(|&&d| g.board().slide(d).is_some())
            .unwrap();
        let before = (g.board().clone(), g.score());
        let first = g.play(d);
        let after = g.board().clone();
        assert!(g.undo());
        assert_eq!((g.board().clone(), g.score()), before);
        assert_eq!(g.play(d), first, "the same tile in the same cell");
        assert_eq!(g.board(), &after);
        let mut no_undo = Game::new(
            &Level {
                rules: Rules {
                    undo: false,
                    ..Rules::default()
                },
                ..classic()
            },
            3,
        );
        no_undo.play(d);
        assert!(!no_undo.undo(), "the ruleset forbids it");
    }

    #[test]
    fn spawns_follow_the_table_within_a_stated_tolerance() {
        // 20,000 draws of 2 (0.9) or 4 (0.1): the share of 4s has a standard deviation of
        // sqrt(0.1 * 0.9 / 20000) = 0.0021; five of them is 0.0106.
        let table = SpawnTable::new(&Rules::default());
        let mut rng = crate::seed::rng(1);
        let fours = (0..20_000).filter(|_| table.pick(&mut rng) == 2).count();
        let share = fours as f64 / 20_000.0;
        assert!((share - 0.1).abs() < 0.0106, "{share}");
        let rules = Rules {
            spawn: vec![
                Spawn {
                    value: 4,
                    weight: 1.0,
                },
                Spawn {
                    value: 256,
                    weight: 0.0,
                },
            ],
            ..Rules::default()
        };
        let table = SpawnTable::new(&rules);
        assert!(
            (0..1000).all(|_| table.pick(&mut rng) == 2),
            "a weight of 0 never spawns"
        );
        assert_eq!(table.probabilities(), vec![(2, 1.0)]);
    }

    #[test]
    fn an_invalid_move_spawns_nothing_and_the_target_is_reported_once() {
        let level = Level {
            start: Some(vec![vec![1024, 1024], vec![0, 0]]),
            rules: Rules {
                width: 2,
                height: 2,
                ..Rules::default()
            },
            ..Level::default()
        };
        let mut g = Game::new(&level, 1);
        assert_eq!(g.play(Dir::Up), Outcome::Invalid);
        assert_eq!(g.moves(), "");
        let Outcome::Moved {
            reached_target,
            gained,
            ..
        } = g.play(Dir::Left)
        else {
            panic!()
        };
        assert!(reached_target && g.won());
        assert_eq!(gained, 2048);
        let second = g.play(Dir::Right);
        assert!(!matches!(
            second,
            Outcome::Moved {
                reached_target: true,
                ..
            }
        ));
    }
}
