//! Freeze deadlocks: boxes that can never move again (blocked on both axes by walls, dead
//! squares or other frozen boxes, 2x2 blocks included). A frozen box off a goal ends the game.

use crate::sokoban::solver::tables::level::{Level, NONE};

/// Axis pairs of directions: vertical (up, down), horizontal (left, right).
const AXES: [[usize; 2]; 2] = [[0, 1], [2, 3]];

/// Scratch state for one check.
pub struct FreezeCheck<'a> {
    level: &'a Level,
    boxes: &'a [bool],
    /// Boxes assumed to be walls while the check recurses (the box being examined).
    as_wall: Vec<u16>,
    frozen: Vec<u16>,
    /// Recursive calls left: clusters of boxes make the recursion branch, so it is capped;
    /// running out answers "not frozen", which only forgoes a prune and is always safe.
    budget: u32,
}

impl<'a> FreezeCheck<'a> {
    pub fn new(level: &'a Level, boxes: &'a [bool]) -> Self {
        FreezeCheck {
            level,
            boxes,
            as_wall: vec![],
            frozen: vec![],
            budget: 200,
        }
    }

    /// True when the box at `cell` can never move again in a solution.
    pub fn frozen(mut self, cell: u16) -> bool {
        self.is_frozen(cell)
    }

    /// True when the box at `cell` is frozen together with a box off its goal.
    pub fn deadlocked(mut self, cell: u16) -> bool {
        self.is_frozen(cell) && self.frozen.iter().any(|&c| !self.level.goal[c as usize])
    }

    fn is_frozen(&mut self, cell: u16) -> bool {
        if self.budget == 0 {
            return false;
        }
        self.budget -= 1;
        // Boxes found frozen while assuming this one is a wall only count if it is frozen.
        let found = self.frozen.len();
        self.as_wall.push(cell);
        let frozen = AXES.iter().all(|axis| self.blocked(cell, *axis));
        self.as_wall.pop();
        if frozen {
            self.frozen.push(cell);
        } else {
            self.frozen.truncate(found);
        }
        frozen
    }

    fn blocked(&mut self, cell: u16, axis: [usize; 2]) -> bool {
        let [a, b] = axis.map(|d| self.level.next[cell as usize][d]);
        let wallish = |c: u16| c == NONE || self.as_wall.contains(&c);
        if wallish(a) || wallish(b) {
            return true;
        }
        if self.level.dead[a as usize] && self.level.dead[b as usize] {
            return true;
        }
        [a, b]
            .into_iter()
            .any(|n| self.boxes[n as usize] && self.is_frozen(n))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sokoban::solver::tables::level::test_level;

    fn check(xsb: &str, x: usize, y: usize) -> bool {
        let (l, boxes, cell) = test_level(xsb);
        let cell = cell(x, y);
        FreezeCheck::new(&l, &boxes).deadlocked(cell)
    }

    #[test]
    fn two_boxes_against_a_wall_are_frozen() {
        assert!(!check("#######\n#@    #\n# $$  #\n#  .. #\n#######", 3, 2));
        assert!(check("#######\n#@ $$.#\n#    .#\n#######", 3, 1));
        assert!(!check("#######\n#@ ** #\n#     #\n#     #\n#######", 3, 1));
    }

    #[test]
    fn a_two_by_two_block_is_frozen() {
        assert!(check(
            "########\n#@     #\n#  $$  #\n#  $$  #\n# .... #\n########",
            3,
            2
        ));
    }
}
