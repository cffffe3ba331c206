//! The order in which the fast mode's forward search takes positions: after Festival's FESS
//! (Shoham and Schaeffer). Positions are sorted into cells of a feature space, the boxes
//! home and the areas the boxes cut the free squares into ([`Areas`]), and the search takes
//! the cells in turns (see [`super::frontier`]). Within a cell it takes the position whose
//! way has the fewest pushes no *advisor* suggested: a push that puts a box home, one that
//! joins two areas, and one that pushes on the box pushed last (FESS's moves take a box as
//! far as it goes, so its run of pushes is one move). The lower bound only breaks ties.
//!
//! The bound alone leads a forward search into local minima it never leaves (on XSokoban
//! level 19 it fell from 278 to 246 and stalled there); the weights keep every plan of a
//! few moves open at every stage of progress.

use super::areas::Areas;
use super::level::Level;

/// Area counts told apart; more share the last.
const AREAS: usize = 6;

#[derive(Default)]
pub struct Fess {
    areas: Areas,
    /// Per node, in node order: the pushes on its way no advisor suggested.
    weight: Vec<u16>,
    parent: Features,
}

/// What the children of the node being expanded are compared with.
#[derive(Clone, Copy, Default)]
struct Features {
    weight: u16,
    home: usize,
    areas: usize,
    /// Where the box pushed last stands.
    last_box: u16,
}

impl Fess {
    /// How many cells the feature space of a level with `boxes` boxes has.
    pub fn cells(boxes: usize) -> usize {
        (boxes + 1) * AREAS
    }

    /// A root, stored as the next node: its cell.
    pub fn root(&mut self, level: &Level, box_at: &[bool], home: usize) -> usize {
        self.weight.push(0);
        cell(home, self.areas.count(level, box_at))
    }

    /// Notes the features of `node` (`box_at` its boxes), whose children come next.
    pub fn expand(
        &mut self,
        node: u32,
        level: &Level,
        box_at: &[bool],
        (home, last_box): (usize, u16),
    ) {
        self.parent = Features {
            weight: self.weight[node as usize],
            home,
            areas: self.areas.count(level, box_at),
            last_box,
        };
    }

    /// A new child of the node being expanded, stored as the next node (`box_at` its
    /// boxes, `home` of them home, the box pushed from `from`): its cell and weight.
    pub fn child(
        &mut self,
        level: &Level,
        box_at: &[bool],
        home: usize,
        from: u16,
    ) -> (usize, u16) {
        let p = self.parent;
        let areas = self.areas.count(level, box_at);
        let advised = home > p.home || areas < p.areas || from == p.last_box;
        let weight = p.weight + u16::from(!advised);
        self.weight.push(weight);
        (cell(home, areas), weight)
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
    use super::super::level::test_level;
    use super::*;

    #[test]
    fn advised_pushes_cost_nothing() {
        let (level, mut box_at, cell_at) =
            test_level("#######\n#@ #  #\n#  $ .#\n#  $ .#\n#     #\n#######");
        let mut fess = Fess::default();
        assert_eq!(fess.root(&level, &box_at, 0), 0);
        fess.expand(0, &level, &box_at, (0, cell_at(3, 2)));
        // Pushing on the box pushed last: free.
        assert_eq!(fess.child(&level, &box_at, 0, cell_at(3, 2)).1, 0);
        // Another box, nothing gained: one.
        assert_eq!(fess.child(&level, &box_at, 0, cell_at(3, 3)).1, 1);
        // A box home: free, and a cell further.
        assert_eq!(fess.child(&level, &box_at, 1, cell_at(3, 3)), (AREAS, 0));
        // Cutting the board in two: one, and the next cell.
        box_at[cell_at(3, 4) as usize] = true;
        assert_eq!(fess.child(&level, &box_at, 0, cell_at(3, 3)), (1, 1));
    }
}
