//! The order in which the fast mode's forward search takes positions: after Festival's FESS
//! (Shoham and Schaeffer). Positions are sorted into cells of a feature space, the boxes
//! *packed* (home in a packing plan's order, see [`PackingPlan`]) and the areas the boxes
//! cut the free squares into ([`Areas`]), and the search takes the cells in turns (see
//! [`super::frontier`]). Within a cell it takes the position whose way has the fewest pushes
//! no *advisor* suggested: a push that packs a box, one that joins two areas, one that
//! leaves fewer [`Hotspots`], one that moves a hotspot (FESS's opener, which moves the worst
//! of them only: moving any solved 53 levels of XSokoban in two runs, the worst alone 52),
//! and one that pushes on the box pushed last (FESS's moves take a box as far as it goes,
//! so its run of pushes is one move). The lower bound only breaks ties.
//!
//! The bound alone leads a forward search into local minima it never leaves (on XSokoban
//! level 19 it fell from 278 to 246 and stalled there); the weights keep every plan of a
//! few moves open at every stage of progress.

use super::areas::Areas;
use super::hotspots::Hotspots;
use crate::sokoban::solver::packing::packing_plan::PackingPlan;
use crate::sokoban::solver::tables::level::Level;

/// Area counts told apart; more share the last.
const AREAS: usize = 6;

pub struct Fess {
    areas: Areas,
    hotspots: Hotspots,
    plan: PackingPlan,
    /// The hotspots of the node being expanded: the opener advises pushing them.
    hot: Vec<u16>,
    /// Per node, in node order: the pushes on its way no advisor suggested.
    weight: Vec<u16>,
    parent: Features,
}

/// What the children of the node being expanded are compared with.
#[derive(Clone, Copy, Default)]
struct Features {
    weight: u16,
    packed: usize,
    areas: usize,
    hotspots: usize,
    /// Where the box pushed last stands.
    last_box: u16,
}

impl Fess {
    pub fn new(level: &Level, plan: PackingPlan) -> Fess {
        Fess {
            areas: Areas::default(),
            hotspots: Hotspots::new(level),
            plan,
            hot: vec![],
            weight: vec![],
            parent: Features::default(),
        }
    }

    /// How many cells the feature space of a level with `boxes` boxes has.
    pub fn cells(boxes: usize) -> usize {
        (boxes + 1) * AREAS
    }

    /// A root, stored as the next node (`boxes` its boxes, also marked in `box_at`): its
    /// cell.
    pub fn root(&mut self, level: &Level, (boxes, box_at): (&[u16], &[bool])) -> usize {
        self.weight.push(0);
        cell(self.plan.packed(boxes), self.areas.count(level, box_at))
    }

    /// Notes the features of `node`, whose children come next.
    pub fn expand(
        &mut self,
        node: u32,
        level: &Level,
        (boxes, box_at): (&[u16], &[bool]),
        last_box: u16,
    ) {
        self.hot.clear();
        let hot = boxes
            .iter()
            .filter(|&&b| self.hotspots.is_hotspot(level, boxes, b));
        self.hot.extend(hot);
        self.parent = Features {
            weight: self.weight[node as usize],
            packed: self.plan.packed(boxes),
            areas: self.areas.label(level, box_at),
            hotspots: self.hot.len(),
            last_box,
        };
    }

    /// A new child of the node being expanded, stored as the next node (its box pushed
    /// from `from` to `to`): its cell and weight.
    pub fn child(
        &mut self,
        level: &Level,
        (boxes, box_at): (&[u16], &[bool]),
        (from, to): (u16, u16),
    ) -> (usize, u16) {
        let p = self.parent;
        let packed = self.plan.packed(boxes);
        let areas = self.areas.after_push(level, box_at, (from, to));
        let advised = packed > p.packed
            || areas < p.areas
            || from == p.last_box
            || self.hot.contains(&from)
            || self.hotspots.count(level, boxes) < p.hotspots;
        let weight = p.weight + u16::from(!advised);
        self.weight.push(weight);
        (cell(packed, areas), weight)
    }

    /// The packing plan it follows.
    pub fn plan(&self) -> &PackingPlan {
        &self.plan
    }

    pub fn bytes(&self) -> usize {
        self.weight.capacity() * 2
    }
}

fn cell(home: usize, areas: usize) -> usize {
    home * AREAS + (areas.max(1) - 1).min(AREAS - 1)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sokoban::solver::tables::level::test_level;

    #[test]
    fn advised_pushes_cost_nothing() {
        let (level, mut box_at, cell_at) =
            test_level("#######\n#@ #  #\n#  $ .#\n#  $ .#\n#     #\n#######");
        let mut fess = Fess::new(&level, PackingPlan::rounds(&level));
        let boxes = [cell_at(3, 2), cell_at(3, 3)];
        assert_eq!(fess.root(&level, (&boxes, &box_at)), 0);
        fess.expand(0, &level, (&boxes, &box_at), cell_at(3, 2));
        let home = [cell_at(5, 2), cell_at(3, 3)];
        let mut child = |boxes: &[u16], box_at: &[bool], from| {
            fess.child(&level, (boxes, box_at), (from, from))
        };
        // Pushing on the box pushed last: free.
        assert_eq!(child(&boxes, &box_at, cell_at(3, 2)).1, 0);
        // Another box, nothing gained: one.
        assert_eq!(child(&boxes, &box_at, cell_at(3, 3)).1, 1);
        // A box home: free, and a cell further.
        assert_eq!(child(&home, &box_at, cell_at(3, 3)), (AREAS, 0));
        // Cutting the board in two: one, and the next cell.
        box_at[cell_at(3, 4) as usize] = true;
        assert_eq!(child(&boxes, &box_at, cell_at(3, 3)), (1, 1));
    }

    #[test]
    fn the_opener_advises_pushing_a_box_in_the_way() {
        let (level, box_at, cell_at) =
            test_level("########\n#.     #\n#.  $  #\n##### ##\n#   $  #\n#@     #\n########");
        let mut fess = Fess::new(&level, PackingPlan::rounds(&level));
        // The box in the corridor cuts the other off both goals.
        let boxes = [cell_at(5, 3), cell_at(4, 4)];
        fess.root(&level, (&boxes, &box_at));
        fess.expand(0, &level, (&boxes, &box_at), cell_at(4, 1));
        let from_corridor = [cell_at(5, 2), cell_at(4, 4)];
        assert_eq!(
            fess.child(
                &level,
                (&from_corridor, &box_at),
                (cell_at(5, 3), cell_at(5, 2))
            )
            .1,
            0
        );
        let other = [cell_at(5, 3), cell_at(3, 4)];
        let pushed = (cell_at(4, 4), cell_at(3, 4));
        assert_eq!(fess.child(&level, (&other, &box_at), pushed).1, 1);
    }
}
