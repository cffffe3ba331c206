//! The replay viewer's state: a saved solution or snapshot stepped forward and back, played at
//! a speed, or scrubbed; a solution that does not replay says at which step it fails.

use gridwright_formats::sokoban::Board;

use super::game::{Game, ReplayError};
use super::position::{PositionError, lurd_dir};

pub struct Replay {
    pub game: Game,
    /// The playable moves (up to the failing step, if any).
    moves: Vec<char>,
    pub error: Option<ReplayError>,
    pub playing: bool,
    /// Steps per second.
    pub speed: f32,
    carry: f32,
}

impl Replay {
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
        Ok(Replay {
            game,
            moves,
            error,
            playing: false,
            speed: 8.0,
            carry: 0.0,
        })
    }

    pub fn len(&self) -> usize {
        self.moves.len()
    }

    pub fn is_empty(&self) -> bool {
        self.moves.is_empty()
    }

    pub fn at(&self) -> usize {
        self.game.moves()
    }

    pub fn forward(&mut self) -> bool {
        self.game.redo()
    }

    pub fn back(&mut self) -> bool {
        self.game.undo()
    }

    /// Jumps to step `i` (0 = start, `len()` = end).
    pub fn seek(&mut self, i: usize) {
        let i = i.min(self.len());
        while self.at() > i && self.back() {}
        while self.at() < i && self.forward() {}
    }

    /// Advances the clock by `dt` seconds while playing; stops at the end.
    pub fn tick(&mut self, dt: f32) {
        if !self.playing {
            return;
        }
        self.carry += dt * self.speed;
        while self.carry >= 1.0 {
            self.carry -= 1.0;
            if !self.forward() {
                self.playing = false;
                self.carry = 0.0;
                break;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_seeks_and_plays() {
        let b = Board::from_xsb("#######\n#@$  .#\n#######");
        let mut r = Replay::new(&b, "RRR").unwrap();
        assert_eq!((r.len(), r.at()), (3, 0));
        assert!(r.forward());
        r.seek(3);
        assert!(r.game.is_solved());
        r.seek(1);
        assert_eq!(r.at(), 1);
        r.playing = true;
        r.tick(1.0);
        assert_eq!(r.at(), 3);
        assert!(!r.playing);
    }

    #[test]
    fn bad_solutions_report_the_failing_step() {
        let b = Board::from_xsb("#######\n#@$  .#\n#######");
        let r = Replay::new(&b, "RRuR").unwrap();
        assert_eq!(r.error.as_ref().unwrap().step, 3);
        assert_eq!(r.len(), 2);
    }
}
