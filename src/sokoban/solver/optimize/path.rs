//! A solution as the optimizer sees it: the box positions it passes through, one after each
//! push, and the pushes themselves, read from checked LURD.

use crate::grid::Dir;
use crate::sokoban::game::Game;
use crate::sokoban::solver::tables::level::Level;

/// The positions of a solution, box sets only (the pusher's place does not restrict a
/// vicinity), and its pushes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SolutionPath {
    /// The boxes' cells, sorted, before the first push and after each push.
    pub states: Vec<Vec<u16>>,
    /// Each push: the box's cell before it and the direction (`Dir::ALL` order).
    pub pushes: Vec<(u16, usize)>,
}

impl SolutionPath {
    /// The path of a game that has been played to its end on the level's start.
    pub fn of_game(level: &Level, game: &Game) -> Option<SolutionPath> {
        let start = game.start();
        let mut pusher = start.pusher;
        let mut boxes = level.start_boxes.clone();
        let mut path = SolutionPath {
            states: vec![boxes.clone()],
            pushes: vec![],
        };
        for step in game.steps() {
            let to = start.neighbor(pusher, step.dir)?;
            if step.push {
                let from = level.cell_of[to];
                let d = Dir::ALL.iter().position(|&d| d == step.dir)?;
                let dest = level.next[from as usize][d];
                let slot = boxes.iter().position(|&b| b == from)?;
                boxes[slot] = dest;
                boxes.sort_unstable();
                path.pushes.push((from, d));
                path.states.push(boxes.clone());
            }
            pusher = to;
        }
        Some(path)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sokoban::solver::tables::level::test_level;
    use gridwright_formats::sokoban::Board;

    #[test]
    fn a_solution_becomes_its_pushes_and_box_sets() {
        let xsb = "#######\n#@ $ .#\n#######";
        let (level, _, cell) = test_level(xsb);
        let game = Game::replay(&Board::from_xsb(xsb), "rRR").unwrap().unwrap();
        let path = SolutionPath::of_game(&level, &game).unwrap();
        assert_eq!(path.pushes, vec![(cell(3, 1), 3), (cell(4, 1), 3)]);
        assert_eq!(
            path.states,
            vec![vec![cell(3, 1)], vec![cell(4, 1)], vec![cell(5, 1)]]
        );
    }
}
