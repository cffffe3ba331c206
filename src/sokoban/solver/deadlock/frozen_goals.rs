//! Boxes frozen on goals are walls for good, and goals behind them may be out of reach: a goal
//! room filled in the wrong order, its entrance closed by a box on a goal. When a push freezes
//! a box on a goal, the other boxes are matched again to the free goals on distances that
//! treat the frozen boxes as walls; no matching proves a deadlock. The distances are kept per
//! set of frozen boxes, as the same few sets come back all through a search.

use std::collections::HashMap;

use super::freeze::FreezeCheck;
use crate::sokoban::solver::tables::level::Level;
use crate::sokoban::solver::tables::lower_bound::Matcher;
use crate::sokoban::solver::tables::sides::Sides;

/// Sets of frozen boxes remembered at most; past this the memory is cleared.
const REMEMBERED: usize = 4096;

#[derive(Default)]
pub struct FrozenGoals {
    /// Push distances to each free goal, per sorted set of frozen boxes.
    distances: HashMap<Vec<u16>, Vec<Vec<u16>>>,
    /// Its own matcher: the search's holds the solution of the node being expanded.
    matcher: Matcher,
}

impl FrozenGoals {
    /// Whether some box (of the sorted `boxes`, also marked in `box_at`) can no longer reach
    /// a free goal because of boxes frozen on goals.
    pub fn blocked(&mut self, level: &Level, box_at: &[bool], boxes: &[u16]) -> bool {
        let frozen: Vec<u16> = boxes
            .iter()
            .copied()
            .filter(|&b| level.goal[b as usize] && FreezeCheck::new(level, box_at).frozen(b))
            .collect();
        if frozen.is_empty() {
            return false;
        }
        let rest: Vec<u16> = boxes
            .iter()
            .copied()
            .filter(|b| frozen.binary_search(b).is_err())
            .collect();
        if rest.is_empty() {
            return false;
        }
        if self.distances.len() >= REMEMBERED {
            self.distances.clear();
        }
        let dist = self.distances.entry(frozen).or_insert_with_key(|frozen| {
            let blocked = |c: u16| frozen.binary_search(&c).is_ok();
            let sides = Sides::new(level, &blocked);
            level
                .goals
                .iter()
                .filter(|g| frozen.binary_search(g).is_err())
                .map(|&g| sides.pull_distances(level, g, &blocked))
                .collect()
        });
        rest.len() > dist.len() || self.matcher.bound(&rest, dist).is_none()
    }
}

#[cfg(test)]
mod tests {
    use gridwright_formats::sokoban::Board;

    use super::*;
    use crate::sokoban::position::Position;
    use crate::sokoban::solver::tables::level::Setup;

    fn blocked(xsb: &str) -> bool {
        let p = Position::from_board(&Board::from_xsb(xsb)).unwrap();
        let Setup::Ready(l) = Level::setup(&p) else {
            panic!("not ready")
        };
        let box_at: Vec<bool> = l.square.iter().map(|&s| p.boxes[s]).collect();
        let boxes: Vec<u16> = (0..l.cells() as u16)
            .filter(|&c| box_at[c as usize])
            .collect();
        FrozenGoals::default().blocked(&l, &box_at, &boxes)
    }

    #[test]
    fn a_goal_room_closed_by_its_own_goal_is_a_deadlock() {
        // The box on the room's mouth can never move, and the goal behind it is lost.
        assert!(blocked("#####\n#.#@#\n#*  #\n##$ #\n #  #\n ####"));
        // Filled deepest first, the room is fine.
        assert!(!blocked("#####\n#*#@#\n#.  #\n##$ #\n #  #\n ####"));
    }
}
