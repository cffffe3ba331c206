//! The order of a search led by the phases of a packing plan (after YASS's packing-order
//! search): one best-first queue, scored mostly by the goals filled in the plan's order, then
//! by how near the pushed box came to an empty target (a goal, or a parking square in a plan
//! with parking) of the phase being filled. A push that
//! brings a box nearer such a goal is free, as a player's run of pushes towards its goal is
//! one step of a plan; any other push costs one. Among equal scores the newest position comes
//! first, so the search goes deep along the plan and falls back only where it stalls.
//!
//! FESS's order ([`super::fess`]) takes every stage of progress in turn; this one stays greedy
//! on the plan, which finishes in a fraction of a second levels whose goal rooms must be
//! filled far side first, and which FESS's turns spread too thin to finish.

use std::collections::HashMap;

use crate::sokoban::solver::deadlock::freeze::FreezeCheck;
use crate::sokoban::solver::packing::packing_plan::PackingPlan;
use crate::sokoban::solver::tables::level::{FAR, Level};
use crate::sokoban::solver::tables::sides::Sides;

/// What one goal filled in the plan's order is worth against pushes and distances.
const FILLED: u32 = 32;

pub struct Phases {
    plan: PackingPlan,
    /// Per target of the plan: push distances to it from every cell when the boxes the plan
    /// fills before it, and that freeze there, stand as walls. A goal deep in a room is
    /// reached past its filled neighbours, not through them.
    dist: Vec<Vec<u16>>,
    /// Per node, in node order: the pushes on its way that brought no box nearer a target
    /// of its phase.
    weight: Vec<u16>,
    /// The node being expanded: its weight and boxes packed.
    parent: (u16, usize),
    /// Whether the score counts the position's bound.
    bound: bool,
}

impl Phases {
    pub fn new(level: &Level, plan: PackingPlan, bound: bool) -> Phases {
        Phases {
            dist: in_order_distances(level, &plan),
            plan,
            weight: vec![],
            parent: (0, 0),
            bound,
        }
    }

    /// A root, stored as the next node.
    pub fn root(&mut self) {
        self.weight.push(0);
    }

    /// Notes the node whose children come next.
    pub fn expand(&mut self, node: u32, boxes: &[u16]) {
        self.parent = (self.weight[node as usize], self.plan.packed(boxes));
    }

    /// A new child of the node being expanded, stored as the next node (its box pushed from
    /// `from` to `to`, `h` its bound): its score, lower first.
    pub fn child(
        &mut self,
        (boxes, box_at): (&[u16], &[bool]),
        (from, to): (u16, u16),
        h: u32,
    ) -> u32 {
        let (weight, packed) = self.parent;
        let now = self.plan.packed(boxes);
        let (mut nearest, mut nearer) = (FAR, 0u32);
        for &t in self.plan.filling() {
            if box_at[self.plan.targets()[t].cell as usize] {
                continue;
            }
            let dist = &self.dist[t];
            nearest = nearest.min(dist[to as usize]);
            nearer += u32::from(dist[to as usize] < dist[from as usize]);
        }
        let advised = nearer > 0 || now > packed;
        let weight = weight.saturating_add(u16::from(!advised));
        self.weight.push(weight);
        let left = (self.plan.total() - now.min(self.plan.total())) as u32;
        let near = if nearest == FAR {
            FILLED / 4
        } else {
            2 * (nearest as u32 + 1)
        };
        let h = if self.bound { h } else { 0 };
        (FILLED * left + weight as u32 + h + near).saturating_sub(2 * nearer)
    }

    /// The packing plan it follows.
    pub fn plan(&self) -> &PackingPlan {
        &self.plan
    }

    pub fn bytes(&self) -> usize {
        self.weight.capacity() * 2
    }
}

/// The distances of [`Phases::dist`]. The targets of one round share the boxes home before
/// them, hence the sides walked around those.
fn in_order_distances(level: &Level, plan: &PackingPlan) -> Vec<Vec<u16>> {
    let mut walls_of_round: HashMap<usize, (Vec<bool>, Option<Sides>)> = HashMap::new();
    // The sides on the empty board, for parking squares (a goal's distances are the level's).
    let mut open_board: Option<Sides> = None;
    let mut dist = Vec::with_capacity(plan.total());
    for t in plan.targets() {
        let (r, g) = (t.round, t.cell);
        let (walls, sides) = walls_of_round.entry(r).or_insert_with(|| {
            let walls = frozen_home(level, &plan.filled_before(r));
            let sides = walls
                .contains(&true)
                .then(|| Sides::new(level, &|c| walls[c as usize]));
            (walls, sides)
        });
        dist.push(match sides {
            Some(sides) => sides.pull_distances(level, g, &|c| walls[c as usize]),
            None => match level.goals.iter().position(|&c| c == g) {
                Some(i) => level.dist[i].clone(),
                None => open_board
                    .get_or_insert_with(|| Sides::new(level, &|_| false))
                    .pull_distances(level, g, &|_| false),
            },
        });
    }
    dist
}

/// Marks of the boxes on `home` that are frozen there with the others home.
fn frozen_home(level: &Level, home: &[u16]) -> Vec<bool> {
    let mut box_at = vec![false; level.cells()];
    home.iter().for_each(|&c| box_at[c as usize] = true);
    let mut walls = vec![false; level.cells()];
    for &c in home {
        walls[c as usize] = FreezeCheck::new(level, &box_at).frozen(c);
    }
    walls
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sokoban::solver::tables::level::test_level;

    /// A corridor whose far goal is filled first: a box run towards it is free, a push away
    /// costs one, and a box home in the plan's order outweighs any distance.
    #[test]
    fn pushes_towards_the_phase_goal_are_free_and_goals_in_order_count_most() {
        let (level, mut box_at, cell) = test_level("##########\n#@ $ $ ..#\n##########");
        let mut phases = Phases::new(&level, PackingPlan::rounds(&level), true);
        phases.root();
        let start = [cell(3, 1), cell(5, 1)];
        phases.expand(0, &start);
        let mut push = |boxes: [u16; 2], from: u16, to: u16| {
            box_at.iter_mut().for_each(|b| *b = false);
            boxes.iter().for_each(|&b| box_at[b as usize] = true);
            let score = phases.child((&boxes, &box_at), (from, to), 0);
            (score, *phases.weight.last().unwrap())
        };
        let towards = push([cell(3, 1), cell(6, 1)], cell(5, 1), cell(6, 1));
        let away = push([cell(2, 1), cell(5, 1)], cell(3, 1), cell(2, 1));
        assert_eq!(towards.1, 0);
        assert_eq!(away.1, 1);
        assert!(towards.0 < away.0);
        // The far goal (8, 1) is the phase's: a box on the near goal is not packed yet.
        let near_goal = push([cell(3, 1), cell(7, 1)], cell(6, 1), cell(7, 1));
        let far_goal = push([cell(3, 1), cell(8, 1)], cell(7, 1), cell(8, 1));
        assert!(
            far_goal.0 + FILLED / 2 < near_goal.0,
            "{far_goal:?} {near_goal:?}"
        );
    }

    /// Before: a pocket goal (1, 1) that only a push along the top row fills, and a goal
    /// (3, 1) beside it. The plan fills the pocket first; with its box frozen there, a box
    /// between the two can no longer be pushed on to the second goal, though it could on the
    /// empty board. Distances to the pocket, filled first, are the empty board's.
    #[test]
    fn goals_home_before_and_frozen_there_are_walls_for_the_distances() {
        let (level, _, cell) = test_level("#######\n#.@.  #\n##    #\n# $$  #\n#     #\n#######");
        let dist = in_order_distances(&level, &PackingPlan::rounds(&level));
        let goal = |x, y| level.goals.iter().position(|&g| g == cell(x, y)).unwrap();
        let (pocket, second) = (goal(1, 1), goal(3, 1));
        assert_eq!(level.dist[second][cell(2, 1) as usize], 1);
        assert_eq!(dist[second][cell(2, 1) as usize], FAR);
        assert_eq!(
            dist[second][cell(3, 3) as usize],
            level.dist[second][cell(3, 3) as usize]
        );
        assert_eq!(dist[pocket], level.dist[pocket]);
    }

    /// Scored without the bound, two pushes that differ only in the bound score the same;
    /// with it, the one with the larger bound comes later.
    #[test]
    fn the_bound_counts_in_the_score_only_when_asked() {
        let (level, mut box_at, cell) = test_level("##########\n#@ $ $ ..#\n##########");
        let boxes = [cell(3, 1), cell(6, 1)];
        boxes.iter().for_each(|&b| box_at[b as usize] = true);
        let score = |bound: bool, h: u32| {
            let mut phases = Phases::new(&level, PackingPlan::rounds(&level), bound);
            phases.root();
            phases.expand(0, &[cell(3, 1), cell(5, 1)]);
            phases.child((&boxes, &box_at), (cell(5, 1), cell(6, 1)), h)
        };
        assert_eq!(score(false, 0), score(false, 40));
        assert_eq!(score(true, 0) + 40, score(true, 40));
    }
}
