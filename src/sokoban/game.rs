//! Playing a level: moves and pushes, unlimited undo and redo, counters, the LURD record, and
//! replay of saved LURD (with the step where a bad solution stops).

use gridwright_formats::sokoban::Board;

use super::position::{Position, PositionError, lurd_char, lurd_dir, opposite};
use crate::grid::Dir;

/// One step taken: its direction and whether it pushed a box.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Step {
    /// Where the pusher went.
    pub dir: Dir,
    /// Whether it pushed a box (an upper-case letter in LURD).
    pub push: bool,
}

/// A game in progress.
#[derive(Debug, Clone)]
pub struct Game {
    start: Position,
    now: Position,
    steps: Vec<Step>,
    undone: Vec<Step>,
}

/// Where a LURD string stops being playable.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReplayError {
    /// 1-based index of the failing step.
    pub step: usize,
    /// The LURD letter of that step.
    pub letter: char,
    /// Why it cannot be played there, in words.
    pub why: &'static str,
}

impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let why = crate::i18n::tr(self.why);
        let (step, letter) = (self.step, self.letter.to_string());
        let words = crate::t!(
            "sokoban-replay-error",
            step = step,
            letter = letter,
            why = why
        );
        f.write_str(&words)
    }
}

impl std::error::Error for ReplayError {}

impl Game {
    /// A game from a board's start; the board needs exactly one pusher.
    pub fn new(board: &Board) -> Result<Game, PositionError> {
        Ok(Game::from_position(Position::from_board(board)?))
    }

    /// A game from a position already checked (the solver's and the generator's).
    pub fn from_position(start: Position) -> Game {
        Game {
            now: start.clone(),
            start,
            steps: vec![],
            undone: vec![],
        }
    }

    /// The position now.
    pub fn position(&self) -> &Position {
        &self.now
    }

    /// The position the game started from, which replays and restarts go back to.
    pub fn start(&self) -> &Position {
        &self.start
    }

    /// The steps taken, in order: the game's LURD record.
    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    /// Steps a player has undone and may redo.
    pub fn undone(&self) -> &[Step] {
        &self.undone
    }

    /// Steps taken, pushes included (the "moves" of Sokoban's counts).
    pub fn moves(&self) -> usize {
        self.steps.len()
    }

    /// Steps that pushed a box.
    pub fn pushes(&self) -> usize {
        self.steps.iter().filter(|s| s.push).count()
    }

    /// Whether every box stands on a goal.
    pub fn is_solved(&self) -> bool {
        self.now.is_solved()
    }

    /// What a step in `dir` would do: `None` when blocked (a wall, the board's edge, or a box
    /// that cannot move); blocked steps are not counted or recorded.
    pub fn peek(&self, dir: Dir) -> Option<Step> {
        let p = &self.now;
        let next = p.neighbor(p.pusher, dir)?;
        if p.walls[next] {
            return None;
        }
        if !p.boxes[next] {
            return Some(Step { dir, push: false });
        }
        let beyond = p.neighbor(next, dir)?;
        p.is_free(beyond).then_some(Step { dir, push: true })
    }

    /// Takes a step if it is legal; a new step forgets the redo list unless it is the step
    /// that would have been redone.
    pub fn step(&mut self, dir: Dir) -> Option<Step> {
        let step = self.peek(dir)?;
        self.apply(step);
        if self.undone.last() == Some(&step) {
            self.undone.pop();
        } else {
            self.undone.clear();
        }
        self.steps.push(step);
        Some(step)
    }

    fn apply(&mut self, step: Step) {
        let p = &mut self.now;
        let Some(next) = p.neighbor(p.pusher, step.dir) else {
            return;
        };
        if step.push
            && let Some(beyond) = p.neighbor(next, step.dir)
        {
            p.boxes[next] = false;
            p.boxes[beyond] = true;
        }
        p.pusher = next;
    }

    /// Takes back the last step, which redo can play again; false when there is none.
    pub fn undo(&mut self) -> bool {
        let Some(step) = self.steps.pop() else {
            return false;
        };
        let p = &mut self.now;
        let back = opposite(step.dir);
        let Some(prev) = p.neighbor(p.pusher, back) else {
            return false;
        };
        if step.push
            && let Some(box_at) = p.neighbor(p.pusher, step.dir)
        {
            p.boxes[box_at] = false;
            p.boxes[p.pusher] = true;
        }
        p.pusher = prev;
        self.undone.push(step);
        true
    }

    /// Plays the last undone step again; false when there is none.
    pub fn redo(&mut self) -> bool {
        match self.undone.last().copied() {
            Some(step) if self.peek(step.dir) == Some(step) => {
                self.undone.pop();
                self.apply(step);
                self.steps.push(step);
                true
            }
            _ => false,
        }
    }

    /// Back to the start; the steps taken can be redone.
    pub fn restart(&mut self) {
        while self.undo() {}
    }

    /// The steps taken as LURD.
    pub fn lurd(&self) -> String {
        self.steps
            .iter()
            .map(|s| lurd_char(s.dir, s.push))
            .collect()
    }

    /// Plays LURD from the start of `board`. Letters are case-insensitive (a lower-case letter
    /// that pushes is still legal, as in YASC); other characters are not moves and stop the
    /// replay.
    pub fn replay(board: &Board, lurd: &str) -> Result<Result<Game, ReplayError>, PositionError> {
        let mut game = Game::new(board)?;
        Ok(game.play(lurd).map(|()| game))
    }

    /// Plays LURD from the current position.
    pub fn play(&mut self, lurd: &str) -> Result<(), ReplayError> {
        for (i, c) in lurd.chars().enumerate() {
            let fail = |why| ReplayError {
                step: i + 1,
                letter: c,
                why,
            };
            let dir = lurd_dir(c).ok_or_else(|| fail("sokoban-why-not-a-move"))?;
            self.peek(dir).ok_or_else(|| fail("sokoban-why-blocked"))?;
            self.step(dir);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(xsb: &str) -> Game {
        Game::new(&Board::from_xsb(xsb)).unwrap()
    }

    #[test]
    fn moves_pushes_and_blocked_steps() {
        let mut g = game("#######\n#@ $$.#\n#######");
        assert_eq!(g.step(Dir::Up), None, "wall");
        assert_eq!(
            g.step(Dir::Right),
            Some(Step {
                dir: Dir::Right,
                push: false
            })
        );
        assert_eq!(g.step(Dir::Right), None, "two boxes");
        assert_eq!((g.moves(), g.pushes()), (1, 0));
        assert_eq!(g.lurd(), "r");
    }

    #[test]
    fn undo_redo_restart_and_solve() {
        let mut g = game("#####\n#@$.#\n#####");
        g.step(Dir::Right);
        assert!(g.is_solved());
        assert!(g.undo());
        assert!(!g.is_solved());
        assert!(g.redo());
        assert!(g.is_solved());
        g.restart();
        assert_eq!(g.moves(), 0);
        assert!(g.redo());
        assert_eq!(g.lurd(), "R");
    }

    #[test]
    fn replay_reports_the_failing_step() {
        let b = Board::from_xsb("######\n#@$ .#\n######");
        assert!(Game::replay(&b, "RR").unwrap().unwrap().is_solved());
        assert!(Game::replay(&b, "rr").unwrap().is_ok(), "case-insensitive");
        let e = Game::replay(&b, "RRR").unwrap().unwrap_err();
        assert_eq!(e.step, 3);
        let e = Game::replay(&b, "Rd").unwrap().unwrap_err();
        assert_eq!(e.step, 2);
        assert!(Game::replay(&b, "rU").unwrap().is_err());
    }
}
