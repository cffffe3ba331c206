//! A saved solution or snapshot as the replay viewer steps it: forward and back by the
//! game's own redo and undo (each a constant step), so `editor::playback::Playback` plays,
//! steps and scrubs it; a solution that does not replay says at which step it fails.

use gridwright_formats::sokoban::Board;

use super::game::{Game, ReplayError};
use super::position::{PositionError, lurd_dir};
use crate::editor::playback::Seekable;

/// A saved game's moves on its level, at some step.
pub struct Replay {
    /// The game at the step shown; its redo list holds the moves still to come.
    pub game: Game,
    /// The playable moves (up to the failing step, if any).
    moves: Vec<char>,
    /// Where the saved moves stop replaying, if they do.
    pub error: Option<ReplayError>,
}

impl Replay {
    /// `lurd` on `board` at step 0, cut before its first failing move ([`Replay::error`]).
    pub fn new(board: &Board, lurd: &str) -> Result<Replay, PositionError> {
        let mut game = Game::new(board)?;
        let letters: Vec<char> = lurd.chars().filter(|c| !c.is_whitespace()).collect();
        let mut moves = Vec::new();
        let mut error = None;
        for (i, &c) in letters.iter().enumerate() {
            if lurd_dir(c).is_none() && "[]{}*".contains(c) {
                continue;
            }
            if let Err(mut e) = game.play(&c.to_string()) {
                e.step = i + 1;
                error = Some(e);
                break;
            }
            moves.push(c);
        }
        game.restart();
        Ok(Replay { game, moves, error })
    }

    /// The playable moves as LURD letters, for the viewer's log.
    pub fn moves(&self) -> &[char] {
        &self.moves
    }

    /// The step shown (moves from the start).
    pub fn at(&self) -> usize {
        self.game.moves()
    }
}

impl Seekable for Replay {
    fn len(&self) -> usize {
        self.moves.len()
    }

    fn seek(&mut self, step: usize) {
        let step = step.min(self.len());
        while self.at() > step && self.game.undo() {}
        while self.at() < step && self.game.redo() {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const LEVEL: &str = "#######\n#@$  .#\n#   ###\n#####";

    /// The game after the first `n` moves of `lurd`, played from the start.
    fn played(lurd: &str, n: usize) -> Game {
        let mut g = Game::new(&Board::from_xsb(LEVEL)).unwrap();
        g.play(&lurd[..n]).unwrap();
        g
    }

    #[test]
    fn seeking_either_way_gives_the_position_of_playing_from_the_start() {
        // A push, a walk round the pusher's square, two pushes home.
        let lurd = "RdlurRR";
        let mut r = Replay::new(&Board::from_xsb(LEVEL), lurd).unwrap();
        assert_eq!((r.len(), r.at(), r.error.is_none()), (7, 0, true));
        for step in [3, 7, 5, 0, 6, 1, 7, 2] {
            r.seek(step);
            assert_eq!(r.at(), step);
            let expected = played(lurd, step);
            assert_eq!(r.game.position(), expected.position(), "step {step}");
            assert_eq!(r.game.pushes(), expected.pushes(), "step {step}");
        }
        assert!(!r.game.is_solved());
        r.seek(7);
        assert!(r.game.is_solved());
    }

    #[test]
    fn bad_solutions_report_the_failing_step() {
        let b = Board::from_xsb("#######\n#@$  .#\n#######");
        let r = Replay::new(&b, "RRuR").unwrap();
        assert_eq!(r.error.as_ref().unwrap().step, 3);
        assert_eq!(r.len(), 2);
    }
}
