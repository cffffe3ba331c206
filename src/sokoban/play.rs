//! A play session: a game plus what the play mode shows around it (the timer, dead squares,
//! the "unsolvable from here" warning), driven by keys and mouse paths. Plain data: the GUI
//! draws it and forwards input, tests drive it directly.

use std::time::Duration;

use gridwright_formats::sokoban::Board;

use super::game::{Game, ReplayError};
use super::paths::push_path;
use super::position::PositionError;
use super::solver::analysis::{DeadlockCheck, dead_squares};
use crate::grid::Dir;

/// A level being played: the game, its timer, and the live deadlock warning, without egui.
pub struct PlaySession {
    /// The moves so far and the position they lead to.
    pub game: Game,
    /// Index of the level in its collection.
    pub level: usize,
    /// Playing a whole collection: solving a level offers the next one.
    pub collection: bool,
    /// Squares where a box can never reach a goal (by board square index).
    pub dead: Vec<bool>,
    /// Why the position can no longer be solved (a catalog id), set the moment the push that
    /// caused it is made.
    pub warning: Option<&'static str>,
    /// The game went on from a saved game (perhaps the solver's): its moves are not all the
    /// player's, so a solve here is no personal record.
    pub resumed: bool,
    checker: DeadlockCheck,
    /// Time played before the clock last started.
    played: Duration,
    /// The caller's clock when the timer last started (at the first step), while it runs.
    since: Option<Duration>,
    /// The caller's clock at the last [`PlaySession::tick`]: time is an input, so tests and
    /// every front end see the same timer.
    now: Duration,
}

impl PlaySession {
    /// A session on `board`, level `level` of its collection; the board needs one pusher.
    pub fn new(
        board: &Board,
        level: usize,
        collection: bool,
    ) -> Result<PlaySession, PositionError> {
        let game = Game::new(board)?;
        Ok(PlaySession {
            dead: dead_squares(game.start()),
            checker: DeadlockCheck::new(game.start()),
            game,
            level,
            collection,
            warning: None,
            resumed: false,
            played: Duration::ZERO,
            since: None,
            now: Duration::ZERO,
        })
    }

    /// A session resumed from a saved game in progress.
    pub fn resume(
        board: &Board,
        level: usize,
        lurd: &str,
    ) -> Result<Result<PlaySession, ReplayError>, PositionError> {
        let mut s = PlaySession::new(board, level, false)?;
        s.resumed = true;
        let moves: String = lurd.chars().filter(|c| c.is_ascii_alphabetic()).collect();
        if let Err(e) = s.game.play(&moves) {
            return Ok(Err(e));
        }
        s.recheck(None);
        Ok(Ok(s))
    }

    /// Whether every box stands on a goal.
    pub fn is_solved(&self) -> bool {
        self.game.is_solved()
    }

    /// Tells the session the time on the caller's monotonic clock (the window passes egui's
    /// frame time; tests pass what they like). Earlier times than the last are ignored.
    pub fn tick(&mut self, now: Duration) {
        self.now = self.now.max(now);
    }

    /// Time spent playing: the clock starts at the first step and stops when solved.
    pub fn elapsed(&self) -> Duration {
        self.played
            + self
                .since
                .map_or(Duration::ZERO, |s| self.now.saturating_sub(s))
    }

    fn clock(&mut self) {
        let solved = self.is_solved();
        match (self.since, solved) {
            (None, false) => self.since = Some(self.now),
            (Some(s), true) => {
                self.played += self.now.saturating_sub(s);
                self.since = None;
            }
            _ => {}
        }
    }

    /// One step; returns whether anything moved.
    pub fn step(&mut self, dir: Dir) -> bool {
        if self.is_solved() {
            return false;
        }
        let Some(step) = self.game.step(dir) else {
            return false;
        };
        self.clock();
        let pushed_to = step
            .push
            .then(|| {
                self.game
                    .position()
                    .neighbor(self.game.position().pusher, dir)
            })
            .flatten();
        if step.push {
            self.recheck(pushed_to);
        }
        true
    }

    /// Several steps (a mouse path); stops at the first that cannot be taken.
    pub fn steps(&mut self, dirs: &[Dir]) -> bool {
        let mut any = false;
        for &d in dirs {
            if !self.step(d) {
                break;
            }
            any = true;
        }
        any
    }

    /// Takes back the last step; the deadlock warning is checked again.
    pub fn undo(&mut self) -> bool {
        let done = self.game.undo();
        if done {
            self.recheck(None);
        }
        done
    }

    /// Plays the last undone step again; the deadlock warning is checked again.
    pub fn redo(&mut self) -> bool {
        let done = self.game.redo();
        if done {
            self.clock();
            self.recheck(None);
        }
        done
    }

    /// Stops the clock (the player left the game; it restarts at the next step).
    pub fn pause(&mut self) {
        if let Some(s) = self.since.take() {
            self.played += self.now.saturating_sub(s);
        }
    }

    /// Back to the start: the moves, the warning and the clock (a restarted level is timed
    /// from its first step again).
    pub fn restart(&mut self) {
        self.game.restart();
        self.warning = None;
        self.played = Duration::ZERO;
        self.since = None;
    }

    /// Walks to a square the pusher can reach.
    pub fn walk_to(&mut self, square: usize) -> bool {
        match self.game.position().walk_to(square) {
            Some(path) => self.steps(&path),
            None => false,
        }
    }

    /// Pushes the box on `from` to `to` by the fewest pushes.
    pub fn drag_box(&mut self, from: usize, to: usize) -> bool {
        match push_path(self.game.position(), from, to) {
            Some(path) => self.steps(&path),
            None => false,
        }
    }

    fn recheck(&mut self, pushed_to: Option<usize>) {
        self.warning = if self.is_solved() {
            None
        } else {
            self.checker.check(self.game.position(), pushed_to)
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn solving_stops_the_clock_and_blocks_steps() {
        let b = Board::from_xsb("######\n#@$ .#\n######");
        let mut s = PlaySession::new(&b, 0, false).unwrap();
        let at = Duration::from_secs;
        s.tick(at(100));
        assert_eq!(
            s.elapsed(),
            Duration::ZERO,
            "the clock starts at the first step"
        );
        assert!(s.step(Dir::Right));
        s.tick(at(103));
        assert_eq!(s.elapsed(), at(3));
        assert!(s.step(Dir::Right));
        assert!(s.is_solved());
        s.tick(at(110));
        assert_eq!(s.elapsed(), at(3), "solving stopped it");
        assert!(!s.step(Dir::Left));
        assert_eq!(s.elapsed(), at(3));
        assert!(s.undo());
        assert!(!s.is_solved());
    }

    #[test]
    fn restart_resets_the_clock_until_the_next_first_step() {
        let b = Board::from_xsb("#######\n#@$  .#\n#######");
        let mut s = PlaySession::new(&b, 0, false).unwrap();
        let at = Duration::from_secs;
        s.tick(at(10));
        assert!(s.step(Dir::Right));
        s.tick(at(15));
        assert_eq!(s.elapsed(), at(5));
        s.restart();
        s.tick(at(20));
        assert_eq!(s.elapsed(), Duration::ZERO, "before: 10 s and counting");
        assert!(s.step(Dir::Right));
        s.tick(at(22));
        assert_eq!(s.elapsed(), at(2));
    }

    #[test]
    fn a_paused_game_keeps_its_time_and_counts_again_from_the_next_step() {
        let b = Board::from_xsb("########\n#@$   .#\n########");
        let mut s = PlaySession::new(&b, 0, false).unwrap();
        let at = Duration::from_secs;
        s.tick(at(10));
        assert!(s.step(Dir::Right));
        s.tick(at(14));
        s.pause();
        s.tick(at(100));
        assert_eq!(s.elapsed(), at(4), "time away is not played");
        assert!(s.step(Dir::Right));
        s.tick(at(103));
        assert_eq!(s.elapsed(), at(7));
    }

    #[test]
    fn a_deadlocking_push_is_flagged_at_once_and_undo_clears_it() {
        let b = Board::from_xsb("#######\n#@    #\n# $ . #\n#     #\n#######");
        let mut s = PlaySession::new(&b, 0, false).unwrap();
        assert!(s.walk_to(2 + 7 * 3 - 7 + 7));
        assert!(s.step(Dir::Up), "push the box against the top wall");
        assert!(s.warning.is_some());
        assert!(s.undo());
        assert_eq!(s.warning, None);
    }

    #[test]
    fn mouse_drag_and_resume() {
        let b = Board::from_xsb("#######\n#@    #\n# $   #\n#    .#\n#######");
        let mut s = PlaySession::new(&b, 0, false).unwrap();
        assert!(s.drag_box(7 * 2 + 2, 7 * 3 + 5));
        assert!(s.is_solved());
        let lurd = s.game.lurd();
        let r = PlaySession::resume(&b, 0, &lurd).unwrap().unwrap();
        assert!(r.is_solved());
        assert!(PlaySession::resume(&b, 0, "uuu").unwrap().is_err());
    }
}
