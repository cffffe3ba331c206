//! Turning a list of pushes into full LURD (with the walks between pushes), checked by replay
//! before it is reported.

use super::tables::level::Level;
use crate::grid::Dir;
use crate::sokoban::game::Game;
use crate::sokoban::position::{Position, opposite};

/// LURD of the pushes, walks included; `None` if a walk or push turns out impossible (a bug,
/// reported as such rather than as a wrong solution).
pub fn to_lurd(start: &Position, level: &Level, pushes: &[(u16, usize)]) -> Option<String> {
    let mut game = Game::from_position(start.clone());
    for &(from, d) in pushes {
        let dir = Dir::ALL[d];
        let square = level.square[from as usize];
        let stand = game.position().neighbor(square, opposite(dir))?;
        for step in game.position().walk_to(stand)? {
            game.step(step)?;
        }
        let step = game.step(dir)?;
        if !step.push {
            return None;
        }
    }
    game.is_solved().then(|| game.lurd())
}
