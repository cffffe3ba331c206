//! A saved 2048 game (a `.2048game` record) as the record viewer steps it: forward by playing
//! the next move, back by rewinding to the last mark (the whole state, random state included,
//! kept every so many moves) and playing on from it, so the spawns are the record's whichever
//! way it is stepped, a step back costs at most [`MARKS`]-th of the record, and memory stays
//! a few megabytes for the longest record allowed (undo snapshots of every move would take
//! gigabytes).

use gridwright_formats::g2048::Record;

use super::game::{Game, Mark, ReplayError, dir_of};
use crate::editor::playback::Seekable;
use crate::grid::Dir;

/// A record at some move.
pub struct RecordReplay {
    /// The record.
    pub record: Record,
    /// The game at the move shown, keeping no undo snapshots.
    game: Game,
    moves: Vec<Dir>,
    /// The game at moves 0, `every`, 2 `every`, ... as far as it has been played.
    marks: Vec<Mark>,
    every: usize,
}

/// About how many marks a record gets: a step back replays at most its length over this.
pub const MARKS: usize = 4096;

/// Moves between marks: a step back costs at most this many moves.
const MIN_EVERY: usize = 64;

impl RecordReplay {
    /// The record at its start; an error names the first move that does not replay.
    pub fn new(record: Record) -> Result<RecordReplay, ReplayError> {
        Game::replay(&record)?;
        let game = Game::new(&record.level, record.seed).without_undo();
        let moves: Vec<Dir> = record.moves.chars().filter_map(dir_of).collect();
        let every = (moves.len() / MARKS).max(MIN_EVERY);
        Ok(RecordReplay {
            record,
            marks: vec![game.mark()],
            game,
            moves,
            every,
        })
    }

    /// The moves shown.
    pub fn at(&self) -> usize {
        self.game.moves().len()
    }

    /// The game at the move shown.
    pub fn game(&self) -> &Game {
        &self.game
    }
}

impl Seekable for RecordReplay {
    fn len(&self) -> usize {
        self.moves.len()
    }

    fn seek(&mut self, step: usize) {
        let step = step.min(self.len());
        if step < self.at() {
            let mark = &self.marks[(step / self.every).min(self.marks.len() - 1)];
            self.game.rewind(mark);
        }
        while self.at() < step {
            self.game.play(self.moves[self.at()]);
            if self.at().is_multiple_of(self.every) && self.at() / self.every == self.marks.len() {
                self.marks.push(self.game.mark());
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gridwright_formats::g2048::{Level, Rules};

    /// A game of 120 moves in turn (skipping those that change nothing), on a level whose
    /// players may not undo.
    fn record() -> Record {
        let level = Level {
            rules: Rules {
                undo: false,
                ..Rules::default()
            },
            ..Level::default()
        };
        let mut g = Game::new(&level, 11);
        for i in 0..120 {
            g.play(Dir::ALL[i % 4]);
        }
        g.record()
    }

    /// The record's first `n` moves, replayed from the start.
    fn played(r: &Record, n: usize) -> Game {
        let prefix = Record {
            moves: r.moves.chars().take(n).collect(),
            ..r.clone()
        };
        Game::replay(&prefix).unwrap()
    }

    #[test]
    fn seeking_either_way_gives_the_board_of_playing_from_the_start() {
        let r = record();
        let mut replay = RecordReplay::new(r.clone()).unwrap();
        let n = replay.len();
        assert!(n > 30, "a game worth stepping: {n} moves");
        for step in [5, n, n - 1, 0, n / 2, n / 2 - 1, n / 2 + 1, 1, n] {
            replay.seek(step);
            assert_eq!(replay.at(), step);
            let expected = played(&r, step);
            let g = replay.game();
            assert_eq!((g.board(), g.score()), (expected.board(), expected.score()));
        }
        assert_eq!(replay.game().score(), r.score);
    }

    #[test]
    fn a_record_that_does_not_replay_is_refused() {
        let mut r = record();
        r.moves.push('X');
        assert!(RecordReplay::new(r).is_err());
    }
}
