//! Which boxes home count as progress: the *packed* feature of Festival's FESS. A player
//! fills the far end of a dead-end corridor first; a count of boxes home that rewards the
//! near end first leads the search into positions that must be undone.
//!
//! The plan is an order found backward, in rounds. From every goal filled, the goals a box
//! can still reach from a start square (the other filled goals walls) can be filled last;
//! they are taken away together as one round, and so on. A box home counts when every goal
//! of the later rounds is filled and its own round is the first one that is not. It asks
//! for one order where several may do, and the room macros of [`super::rooms`] may fill in
//! another, but it leads straight into deep goal rooms. On boards whose goals can be filled
//! in any order it counts every box home.
//!
//! (A plan that only forbade filling a goal that cuts another off every start square was
//! measured beside it; with one thread left for FESS, this one solved more.)
//!
//! A plan with parking ([`super::parked_plan`]) has more targets than goals: squares where a
//! box is put aside early and waits for its goal's round. Counted as packed while its round
//! is done, such a square may be left empty once that goal's round has come.

use crate::sokoban::solver::tables::level::Level;
use crate::sokoban::solver::tables::sides::Sides;

pub struct PackingPlan {
    /// The squares to fill: the goals (in `level.goals` order), then any parking squares.
    targets: Vec<Target>,
    /// The targets of each round, as indices into `targets`.
    members: Vec<Vec<usize>>,
    /// Scratch: marks of the boxes at the last [`PackingPlan::packed`].
    box_at: Vec<bool>,
    /// The round being filled at the last [`PackingPlan::packed`].
    current: usize,
}

/// A square the plan fills in one round.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Target {
    /// The square, as a cell of the solver's level.
    pub cell: u16,
    /// The round it is filled in (0: filled last).
    pub round: usize,
    /// For a parking square (a box put out of the way, see [`super::parked_plan`]): the
    /// round of the goal its box waits for. Once that round is being filled the box may
    /// leave; before, its leaving undoes the parking round.
    pub parked_for: Option<usize>,
}

impl PackingPlan {
    /// The plan of rounds of goals described above.
    pub fn rounds(level: &Level) -> PackingPlan {
        let mut round = vec![0; level.cells()];
        let mut left = level.goals.clone();
        let mut rounds = 0;
        while !left.is_empty() {
            let mut walls = vec![false; level.cells()];
            left.iter().for_each(|&g| walls[g as usize] = true);
            let (out, stay): (Vec<u16>, Vec<u16>) = left
                .iter()
                .partition(|&&g| from_start(level, g, |c| c != g && walls[c as usize]));
            // When none can be filled last, the rest keep no order among themselves.
            let last = out.is_empty();
            let taken = if last { &left } else { &out };
            taken.iter().for_each(|&g| round[g as usize] = rounds);
            rounds += 1;
            left = if last { vec![] } else { stay };
        }
        let targets = level.goals.iter().map(|&g| Target {
            cell: g,
            round: round[g as usize],
            parked_for: None,
        });
        PackingPlan::new(level, targets.collect())
    }

    /// A plan of these targets; every round from 0 to the highest has at least one.
    pub fn new(level: &Level, targets: Vec<Target>) -> PackingPlan {
        let rounds = targets.iter().map(|t| t.round + 1).max().unwrap_or(1);
        let mut members = vec![Vec::new(); rounds];
        for (i, t) in targets.iter().enumerate() {
            members[t.round].push(i);
        }
        PackingPlan {
            targets,
            members,
            box_at: vec![false; level.cells()],
            current: 0,
        }
    }

    /// The targets filled in the plan's order, `boxes` standing: every target of the rounds
    /// before the one being filled, and those filled of that one. A round's parking square
    /// left empty undoes it only while its box still waits.
    pub fn packed(&mut self, boxes: &[u16]) -> usize {
        boxes.iter().for_each(|&b| self.box_at[b as usize] = true);
        let empty = |t: &Target| !self.box_at[t.cell as usize];
        let goal_empty = |r: &Vec<usize>| {
            r.iter()
                .any(|&i| self.targets[i].parked_for.is_none() && empty(&self.targets[i]))
        };
        let mut current = self.members.iter().rposition(goal_empty);
        // A parking square emptied before its goal's round undoes its own round.
        while let Some(c) = current {
            let undone = self
                .targets
                .iter()
                .filter(|t| t.round > c && t.parked_for.is_some_and(|f| f < c) && empty(t));
            match undone.map(|t| t.round).max() {
                Some(r) => current = Some(r),
                None => break,
            }
        }
        let packed = match current {
            None => self.targets.len(),
            Some(c) => {
                let before: usize = self.members[c + 1..].iter().map(Vec::len).sum();
                let filled = self.members[c]
                    .iter()
                    .filter(|&&i| !empty(&self.targets[i]));
                before + filled.count()
            }
        };
        boxes.iter().for_each(|&b| self.box_at[b as usize] = false);
        self.current = current.unwrap_or(0);
        packed
    }

    /// All the targets: [`PackingPlan::packed`] when the level is solved.
    pub fn total(&self) -> usize {
        self.targets.len()
    }

    /// The targets, goals first: a search keeps per-target tables in this order.
    pub fn targets(&self) -> &[Target] {
        &self.targets
    }

    /// The round of the goal at `cell`, if it is one.
    pub fn round_of(&self, cell: u16) -> Option<usize> {
        let goal = |t: &&Target| t.cell == cell && t.parked_for.is_none();
        self.targets.iter().find(goal).map(|t| t.round)
    }

    /// The goals filled before round `r`: the boxes home for good when it is filled.
    pub fn filled_before(&self, r: usize) -> Vec<u16> {
        let home = self.members[r + 1..].iter().flatten();
        let goals = home.filter(|&&i| self.targets[i].parked_for.is_none());
        goals.map(|&i| self.targets[i].cell).collect()
    }

    /// The targets (indices into [`PackingPlan::targets`]) of the round being filled at the
    /// last [`PackingPlan::packed`].
    pub fn filling(&self) -> &[usize] {
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
    use super::*;
    use crate::sokoban::solver::tables::level::test_level;

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

    /// Before: a plan whose first round parks a box on (1, 1) for the goal (3, 1) of the last
    /// round, a goal (2, 1) between them. Actions: the box leaves the parking square before
    /// (2, 1) is filled, then after. After: leaving early undoes the parking round; leaving
    /// once its goal's round has come does not.
    #[test]
    fn a_parked_box_may_leave_only_once_its_goal_is_due() {
        let (level, _, cell) = test_level("######\n#@.. #\n# $$ #\n#    #\n######");
        let target = |x, round, parked_for| Target {
            cell: cell(x, 1),
            round,
            parked_for,
        };
        let targets = vec![
            target(3, 0, None),
            target(2, 1, None),
            target(1, 2, Some(0)),
        ];
        let mut plan = PackingPlan::new(&level, targets);
        assert_eq!(plan.packed(&[cell(1, 1), cell(1, 2)]), 1);
        assert_eq!(plan.packed(&[cell(1, 2), cell(4, 1)]), 0);
        assert_eq!(plan.packed(&[cell(2, 1), cell(4, 1)]), 2);
        assert_eq!(plan.packed(&[cell(2, 1), cell(3, 1)]), 3);
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
