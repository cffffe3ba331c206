//! A saved 2048 game (a `.2048game` record) as the record viewer steps it: forward by playing
//! the next move, back by the game's own undo, which restores the random state too, so each
//! step costs one move and the spawns are the record's whichever way it is stepped.

use gridwright_formats::g2048::Record;

use super::game::{Game, dir_of};
use crate::editor::playback::Seekable;
use crate::grid::Dir;

/// A record at some move.
pub struct RecordReplay {
    /// The record.
    pub record: Record,
    /// The game at the move shown. It keeps undo snapshots whatever the level's rules say
    /// about players undoing: the viewer steps back with them.
    game: Game,
    moves: Vec<Dir>,
}

impl RecordReplay {
    /// The record at its start; an error names the first move that does not replay.
    pub fn new(record: Record) -> Result<RecordReplay, String> {
        Game::replay(&record).map_err(|e| e.to_string())?;
        let mut level = record.level.clone();
        level.rules.undo = true;
        let game = Game::new(&level, record.seed);
        let moves = record.moves.chars().filter_map(dir_of).collect();
        Ok(RecordReplay {
            record,
            game,
            moves,
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
        while self.at() < step {
            self.game.play(self.moves[self.at()]);
        }
        while self.at() > step && self.game.undo() {}
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
