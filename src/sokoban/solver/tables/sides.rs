//! Push distances that follow the pusher around the box. A box can be pushed from `x` to
//! `x + d` only when the pusher can get to `x - d`, and with the box on `x` the pusher may be
//! shut out of that side: a goal whose last free neighbour is a pocket walled in by the box
//! and by boxes frozen on goals cannot be filled across the pocket. Distances that only ask
//! for a floor square behind the box count such a goal as reachable; these do not.

use super::level::{DIRS, FAR, Level, NONE};
use crate::sokoban::walk::pulls::{self, Around, Way};
use crate::sokoban::walk::reach::{Order, Reach};

/// No side: a wall or blocked square next to the box.
const SHUT: u8 = u8::MAX;

/// Above this many cells the sides are not walked (each cell's walk may cover the board):
/// every side counts as joined, which gives the distances that ignore the pusher.
const MAX_CELLS: usize = 4096;

/// For each cell, which of its neighbours the pusher can walk between while a box stands on
/// the cell: neighbours with the same label are joined, as the first direction of their area.
pub struct Sides {
    area: Vec<[u8; DIRS]>,
}

impl Sides {
    /// No side: a wall or blocked square next to the box.
    pub const SHUT: u8 = SHUT;

    /// The sides of every cell when the cells for which `blocked` holds are walls.
    pub fn new(level: &Level, blocked: &impl Fn(u16) -> bool) -> Sides {
        let open = |c: u16| c != NONE && !blocked(c);
        let cells = 0..level.cells() as u16;
        if level.cells() > MAX_CELLS {
            let area = cells.map(|c| joined(level, &open, c)).collect();
            return Sides { area };
        }
        let mut reach = Reach::new(level.cells());
        let area = cells
            .map(|c| walked(level, (&open, c), &mut reach))
            .collect();
        Sides { area }
    }

    /// Push distances to `goal` from every cell (the fewest over the pusher's sides), by
    /// pulling the box back from the goal with the pusher walking around it.
    pub fn pull_distances(
        &self,
        level: &Level,
        goal: u16,
        blocked: &impl Fn(u16) -> bool,
    ) -> Vec<u16> {
        let mut dist = vec![FAR; level.cells()];
        self.pulls(level, (goal, blocked), |x, n| {
            let slot = &mut dist[x as usize];
            // Fewer moves than cells, on each side of each: within the distances' u16.
            *slot = (*slot).min(n as u16);
            false
        });
        dist
    }

    /// Whether a box on some cell for which `target` holds can be pushed to `goal`: the
    /// pulls of [`Sides::pull_distances`], stopped at the first target.
    pub fn reaches(
        &self,
        level: &Level,
        (goal, blocked): (u16, &impl Fn(u16) -> bool),
        target: impl Fn(u16) -> bool,
    ) -> bool {
        let mut found = false;
        self.pulls(level, (goal, blocked), |x, _| {
            found = target(x);
            found
        });
        found
    }

    /// Pulls the box back from `goal` ([`pulls::search`] with these sides), telling `visit`
    /// each cell it stands on and the pulls so far, until `visit` answers true.
    fn pulls(
        &self,
        level: &Level,
        (goal, blocked): (u16, &impl Fn(u16) -> bool),
        visit: impl FnMut(u16, u32) -> bool,
    ) {
        let starts: Vec<(u16, u8)> = (0..DIRS)
            .filter(|&d| self.side(goal, d) as usize == d)
            .map(|d| (goal, d as u8))
            .collect();
        let mut around = FixedSides(self, blocked);
        pulls::search(&level.next, (&starts, Way::Pull), &mut around, visit);
    }

    /// The side of `x` the pusher stands on when a box there moves towards `d`: neighbours
    /// with the same side are joined round the box; [`Sides::SHUT`] for none.
    pub fn side(&self, x: u16, d: usize) -> u8 {
        self.area[x as usize][d]
    }
}

/// The sides of [`Sides`], computed once for the level; cells for which the function holds
/// are walls for good (the same as the sides were computed with).
struct FixedSides<'a, B: Fn(u16) -> bool>(&'a Sides, &'a B);

impl<B: Fn(u16) -> bool> Around<u16> for FixedSides<'_, B> {
    fn open(&self, c: u16) -> bool {
        c != NONE && !(self.1)(c)
    }

    fn joins(&mut self, x: u16, d: usize, at: u8) -> bool {
        self.0.side(x, d) == at
    }

    fn side(&mut self, x: u16, d: usize) -> u8 {
        self.0.side(x, d)
    }
}

/// Every open side of `cell` in one area (none for a closed cell).
fn joined(level: &Level, open: &impl Fn(u16) -> bool, cell: u16) -> [u8; DIRS] {
    let next = &level.next[cell as usize];
    let first = (0..DIRS).find(|&d| open(next[d])).unwrap_or(0) as u8;
    std::array::from_fn(|d| {
        if open(cell) && open(next[d]) {
            first
        } else {
            SHUT
        }
    })
}

/// The sides of `cell`, by walking from each side not yet joined to an earlier one.
fn walked(
    level: &Level,
    (open, cell): (&impl Fn(u16) -> bool, u16),
    reach: &mut Reach,
) -> [u8; DIRS] {
    let mut sides = [SHUT; DIRS];
    if !open(cell) {
        return sides;
    }
    let next = &level.next[cell as usize];
    for d in 0..DIRS {
        if !open(next[d]) || sides[d] != SHUT {
            continue;
        }
        // The walk round the box stops once it has marked every open neighbour not yet
        // joined to an earlier side: the only ones it can still find.
        let mut wanted = (d..DIRS)
            .filter(|&e| open(next[e]) && sides[e] == SHUT)
            .count();
        let done = |n: u16| {
            wanted -= usize::from(next.contains(&n));
            wanted == 0
        };
        let enters = |_, n: u16| n != cell && open(n);
        reach.walk(&level.next, (&[next[d]], Order::BreadthFirst), enters, done);
        for e in d..DIRS {
            if open(next[e]) && reach.reached(next[e]) {
                sides[e] = d as u8;
            }
        }
    }
    sides
}

#[cfg(test)]
mod tests {
    use super::super::level::test_level;
    use super::*;

    /// A box pushed down into the bottom corridor can go left to the goal only with the
    /// pusher in the pocket at its right, which the box itself closes: the box above the
    /// corridor is dead, though a floor square stands behind it at every push.
    #[test]
    fn a_push_from_a_pocket_the_box_closes_is_no_way() {
        let (level, _, cell) = test_level("#######\n#@   ##\n#### ##\n#.$   #\n#######");
        let goal = cell(1, 3);
        let plain = level.pull_distances_around(goal, |_| false);
        assert_eq!(plain[cell(4, 2) as usize], 4);
        assert_eq!(level.dist[0][cell(4, 2) as usize], FAR);
        assert!(level.dead[cell(4, 2) as usize]);
        // Where the pusher can walk to the push side, both agree.
        assert_eq!(level.dist[0][cell(3, 3) as usize], 2);
        assert_eq!(plain[cell(3, 3) as usize], 2);
        // The pulls stopped at a target say the same.
        let sides = Sides::new(&level, &|_| false);
        let from = |x, y| sides.reaches(&level, (goal, &|_| false), |c| c == cell(x, y));
        assert!(!from(4, 2));
        assert!(from(3, 3));
    }
}
