//! A saved invisible-maze game as the replay viewer steps it. A step forward is the game's
//! own try; a step back takes the last try back from what it changed (the player's cell, the
//! edge learnt, the mistakes, the phase), so each step costs a constant and watching a game
//! costs about what playing it did, not a replay from the start at every step.

use std::time::Duration;

use gridwright_formats::maze::{Cell, MazeGame, Side};

use super::invisible::{Edge, Game, Phase};
use crate::editor::playback::Seekable;

/// What one try changed, as it was before.
#[derive(Debug, Clone, Copy)]
struct Before {
    pos: Cell,
    side: Side,
    edge: Edge,
    mistakes: u32,
    phase: Phase,
    finished: Option<Duration>,
    trail: usize,
    tries: usize,
}

/// A saved game at some try.
#[derive(Debug, Clone)]
pub struct LabyReplay {
    /// The saved game.
    pub record: MazeGame,
    game: Game,
    /// The tries applied so far, what each changed; the newest last.
    applied: Vec<Before>,
}

impl LabyReplay {
    /// The replay of a saved game, at its start.
    pub fn new(record: MazeGame) -> LabyReplay {
        let game = start(&record);
        LabyReplay {
            record,
            game,
            applied: Vec::new(),
        }
    }

    /// The game after the tries shown.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The tries shown.
    pub fn at(&self) -> usize {
        self.applied.len()
    }

    fn forward(&mut self) {
        let side = self.record.tries[self.applied.len()];
        let g = &self.game;
        self.applied.push(Before {
            pos: g.pos,
            side,
            edge: g.known.edge(g.pos, side),
            mistakes: g.mistakes,
            phase: g.phase,
            finished: g.finished,
            trail: g.trail.len(),
            tries: g.tries.len(),
        });
        self.game.step(side, Duration::ZERO);
    }

    fn back(&mut self) {
        let Some(b) = self.applied.pop() else {
            return;
        };
        let g = &mut self.game;
        g.known.learn(b.pos, b.side, b.edge);
        g.pos = b.pos;
        g.mistakes = b.mistakes;
        g.phase = b.phase;
        g.finished = b.finished;
        g.trail.truncate(b.trail);
        g.tries.truncate(b.tries);
    }
}

impl Seekable for LabyReplay {
    fn len(&self) -> usize {
        self.record.tries.len()
    }

    fn seek(&mut self, step: usize) {
        let step = step.min(self.len());
        while self.at() < step {
            self.forward();
        }
        while self.at() > step {
            self.back();
        }
    }
}

/// The game of a record before its first try, the walls already hidden.
fn start(r: &MazeGame) -> Game {
    let mut g = Game::new(r.maze.clone(), Duration::ZERO, r.lives, Duration::ZERO);
    g.tick(Duration::ZERO);
    g
}

/// The game of a record after its first `n` tries, played from the start: what a replay at
/// `n` must show (tests and the benchmark compare with it).
pub fn played(r: &MazeGame, n: usize) -> Game {
    let mut g = start(r);
    for &side in r.tries.iter().take(n) {
        g.step(side, Duration::ZERO);
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::generate::density_solvable;
    use crate::maze::strategies::{StrategyKind, play_out};

    /// A game a random walk played on a maze with loops: moves, bumps, and the win.
    fn record(lives: Option<u32>) -> MazeGame {
        let (maze, _) = density_solvable(8, 6, 0.3, 5, 1000).unwrap();
        let mut g = Game::new(maze.clone(), Duration::ZERO, lives, Duration::ZERO);
        play_out(&mut g, StrategyKind::Random, 3);
        MazeGame {
            seconds: 0.0,
            lives,
            density: None,
            seed: None,
            tries: g.tries,
            maze,
        }
    }

    #[test]
    fn seeking_either_way_gives_the_game_played_from_the_start() {
        let r = record(None);
        let n = r.tries.len();
        assert!(n > 20, "a game worth stepping: {n} tries");
        let mut replay = LabyReplay::new(r.clone());
        assert_eq!(replay.game(), &played(&r, 0));
        let stops = [n / 2, n, 3, n - 1, 0, n / 3, n / 3 + 1, n / 3 - 1, n];
        for step in stops {
            replay.seek(step);
            assert_eq!(replay.at(), step);
            assert_eq!(replay.game(), &played(&r, step), "at try {step}");
        }
        assert_eq!(replay.game().phase, Phase::Won);
    }

    #[test]
    fn stepping_back_over_the_last_life_undoes_the_loss() {
        let r = record(Some(3));
        let n = r.tries.len();
        let mut replay = LabyReplay::new(r.clone());
        replay.seek(n);
        assert_eq!(replay.game().phase, Phase::Lost, "three bumps end it");
        for step in (0..n).rev() {
            replay.seek(step);
            assert_eq!(replay.game(), &played(&r, step), "at try {step}");
        }
    }

    #[test]
    fn tries_after_the_end_change_nothing_either_way() {
        let mut r = record(None);
        let end = played(&r, r.tries.len());
        r.tries.extend([Side::Left, Side::Top]);
        let mut replay = LabyReplay::new(r.clone());
        replay.seek(r.tries.len());
        assert_eq!(replay.game(), &end);
        replay.seek(r.tries.len() - 3);
        assert_eq!(replay.game(), &played(&r, r.tries.len() - 3));
    }
}
