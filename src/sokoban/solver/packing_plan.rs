//! Which boxes home count as progress: the *packed* feature of Festival's FESS. A player
//! fills the far end of a dead-end corridor first; a count of boxes home that rewards the
//! near end first leads the search into positions that must be undone.
//!
//! The plan is an order found backward, in rounds. From every goal filled, the goals a box
//! can still reach from a start square (the other filled goals walls) can be filled last;
//! they are taken away together as one round, and so on. A box home counts when every goal
//! of the later rounds is filled and its own round is the first one that is not. It asks
//! for one order where several may do, and the room macros of [`super::packing`] may fill in
//! another, but it leads straight into deep goal rooms. On boards whose goals can be filled
//! in any order it counts every box home.
//!
//! (A plan that only forbade filling a goal that cuts another off every start square was
//! measured beside it; with one thread left for FESS, this one solved more.)

use super::level::Level;
use super::sides::Sides;

pub struct PackingPlan {
    /// Per cell: the round of its goal (0: filled last), `None` off the goals.
    round: Vec<Option<usize>>,
    /// The goals of each round.
    members: Vec<Vec<u16>>,
    /// Scratch: filled goals per round.
    filled: Vec<usize>,
    /// The round being filled at the last [`PackingPlan::packed`].
    current: usize,
}

impl PackingPlan {
    pub fn rounds(level: &Level) -> PackingPlan {
        let mut round = vec![None; level.cells()];
        let mut left = level.goals.clone();
        let mut members: Vec<Vec<u16>> = Vec::new();
        while !left.is_empty() {
            let mut walls = vec![false; level.cells()];
            left.iter().for_each(|&g| walls[g as usize] = true);
            let (out, stay): (Vec<u16>, Vec<u16>) = left
                .iter()
                .partition(|&&g| from_start(level, g, |c| c != g && walls[c as usize]));
            // When none can be filled last, the rest keep no order among themselves.
            let last = out.is_empty();
            let taken = if last { &left } else { &out };
            taken
                .iter()
                .for_each(|&g| round[g as usize] = Some(members.len()));
            members.push(taken.clone());
            left = if last { vec![] } else { stay };
        }
        PackingPlan {
            round,
            filled: vec![0; members.len()],
            members,
            current: 0,
        }
    }

    /// The boxes of `boxes` home in the plan's order.
    pub fn packed(&mut self, boxes: &[u16]) -> usize {
        self.filled.iter_mut().for_each(|f| *f = 0);
        for &b in boxes {
            if let Some(r) = self.round[b as usize] {
                self.filled[r] += 1;
            }
        }
        let mut packed = 0;
        self.current = 0;
        for (r, goals) in self.members.iter().enumerate().rev() {
            packed += self.filled[r];
            if self.filled[r] < goals.len() {
                self.current = r;
                break;
            }
        }
        packed
    }

    /// The round of the goal on `cell` (0: filled last), `None` off the goals.
    pub fn round_of(&self, cell: u16) -> Option<usize> {
        self.round[cell as usize]
    }

    /// The goals filled before round `r`: the boxes already home when it is filled.
    pub fn filled_before(&self, r: usize) -> Vec<u16> {
        self.members[r + 1..].concat()
    }

    /// The goals of the round being filled at the last [`PackingPlan::packed`].
    pub fn filling(&self) -> &[u16] {
        &self.members[self.current]
    }
}

/// Above this much work (cells x goals x goals) the pulls that find the plan do not follow
/// the pusher around the box: its sides ([`Sides`]) would be walked once per goal a round.
const SIDES_WORK: usize = 4_000_000;

/// Whether a box on some start square can be pushed to `goal` with walls where `walls`
/// holds (the pusher walking around the box, on boards where that is cheap). The pulls stop
/// at the first start square reached: in an open room that is a few hundred cells from the
/// goal, not the whole board (asked once per goal a round, on a 200 x 200 room with 60 boxes
/// the full searches took over a second).
fn from_start(level: &Level, goal: u16, walls: impl Fn(u16) -> bool) -> bool {
    let mut start = vec![false; level.cells()];
    for &s in &level.start_boxes {
        start[s as usize] = true;
    }
    let target = |c: u16| start[c as usize];
    if level.cells() * level.goals.len() * level.goals.len() > SIDES_WORK {
        return level.pulls_reach(goal, walls, target);
    }
    Sides::new(level, &walls).reaches(level, (goal, &walls), target)
}

#[cfg(test)]
mod tests {
    use super::super::level::test_level;
    use super::*;

    const CORRIDOR: &str = "#########\n#@ $$ ..#\n#########";
    const OPEN: &str = "#######\n#@    #\n# $ $ #\n# . . #\n#     #\n#######";

    #[test]
    fn the_far_end_of_a_corridor_is_filled_first() {
        let (level, _, cell) = test_level(CORRIDOR);
        let mut plan = PackingPlan::rounds(&level);
        assert_eq!(plan.packed(&[cell(3, 1), cell(7, 1)]), 1);
        assert_eq!(plan.packed(&[cell(3, 1), cell(6, 1)]), 0);
        assert_eq!(plan.packed(&[cell(6, 1), cell(7, 1)]), 2);
    }

    #[test]
    fn goals_in_the_open_keep_no_order() {
        let (level, _, cell) = test_level(OPEN);
        let mut plan = PackingPlan::rounds(&level);
        assert_eq!(plan.packed(&[cell(2, 3), cell(4, 2)]), 1);
        assert_eq!(plan.packed(&[cell(4, 3), cell(2, 2)]), 1);
    }

    #[test]
    fn the_goal_reached_past_the_others_is_filled_first() {
        // Four goals in a square against the walls: the corner one (6, 1) is reached only
        // past the others, so the rounds fill it first, though a wall on any one of them
        // alone would cut nothing off.
        let (level, _, cell) =
            test_level("########\n#@   ..#\n# $$ ..#\n# $$   #\n#      #\n########");
        let near = [cell(5, 1), cell(5, 2), cell(2, 3), cell(3, 3)];
        assert_eq!(PackingPlan::rounds(&level).packed(&near), 0);
    }
}
