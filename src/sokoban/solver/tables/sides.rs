//! Push distances that follow the pusher around the box. A box can be pushed from `x` to
//! `x + d` only when the pusher can get to `x - d`, and with the box on `x` the pusher may be
//! shut out of that side: a goal whose last free neighbour is a pocket walled in by the box
//! and by boxes frozen on goals cannot be filled across the pocket. Distances that only ask
//! for a floor square behind the box count such a goal as reachable; these do not.

use std::collections::VecDeque;

use super::level::{DIRS, FAR, Level, NONE};

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
    /// The sides of every cell when the cells for which `blocked` holds are walls.
    pub fn new(level: &Level, blocked: &impl Fn(u16) -> bool) -> Sides {
        let open = |c: u16| c != NONE && !blocked(c);
        let cells = 0..level.cells() as u16;
        if level.cells() > MAX_CELLS {
            let area = cells.map(|c| joined(level, &open, c)).collect();
            return Sides { area };
        }
        let mut mark = vec![u32::MAX; level.cells()];
        let mut queue = VecDeque::new();
        let area = cells
            .map(|c| walked(level, (&open, c), (&mut mark, &mut queue)))
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
            *slot = (*slot).min(n);
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

    /// Pulls the box back from `goal` breadth first, telling `visit` each cell it stands on
    /// and the pulls so far, until `visit` answers true.
    fn pulls(
        &self,
        level: &Level,
        (goal, blocked): (u16, &impl Fn(u16) -> bool),
        mut visit: impl FnMut(u16, u16) -> bool,
    ) {
        let open = |c: u16| c != NONE && !blocked(c);
        let mut seen = vec![[false; DIRS]; level.cells()];
        let mut queue = VecDeque::new();
        for (d, &side) in self.area[goal as usize].iter().enumerate() {
            if side as usize == d {
                seen[goal as usize][d] = true;
                queue.push_back((goal, d as u8, 0u16));
            }
        }
        while let Some((x, side, n)) = queue.pop_front() {
            if visit(x, n) {
                return;
            }
            for d in 0..DIRS {
                if self.area[x as usize][d] != side {
                    continue;
                }
                // The pusher stands at `to` and steps back to `behind`, pulling the box.
                let to = level.next[x as usize][d];
                let behind = level.next[to as usize][d];
                if !open(behind) {
                    continue;
                }
                let next_side = self.area[to as usize][d];
                if !seen[to as usize][next_side as usize] {
                    seen[to as usize][next_side as usize] = true;
                    queue.push_back((to, next_side, n + 1));
                }
            }
        }
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
    (mark, queue): (&mut [u32], &mut VecDeque<u16>),
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
        let stamp = (cell as u32) * DIRS as u32 + d as u32;
        let wanted = (d..DIRS)
            .filter(|&e| open(next[e]) && sides[e] == SHUT)
            .count();
        flood(level, (open, cell), (next[d], stamp, wanted), (mark, queue));
        for e in d..DIRS {
            if open(next[e]) && mark[next[e] as usize] == stamp {
                sides[e] = d as u8;
            }
        }
    }
    sides
}

/// Marks with `stamp` the cells the pusher reaches from `from` without entering `box_cell`,
/// stopping once `wanted` open neighbours of the box are marked (those not yet joined to an
/// earlier side: the only ones this walk can still find).
fn flood(
    level: &Level,
    (open, box_cell): (&impl Fn(u16) -> bool, u16),
    (from, stamp, mut wanted): (u16, u32, usize),
    (mark, queue): (&mut [u32], &mut VecDeque<u16>),
) {
    let around = &level.next[box_cell as usize];
    queue.clear();
    mark[from as usize] = stamp;
    queue.push_back(from);
    wanted -= 1;
    if wanted == 0 {
        return;
    }
    while let Some(x) = queue.pop_front() {
        for &n in &level.next[x as usize] {
            if n != box_cell && open(n) && mark[n as usize] != stamp {
                mark[n as usize] = stamp;
                if around.contains(&n) {
                    wanted -= 1;
                    if wanted == 0 {
                        return;
                    }
                }
                queue.push_back(n);
            }
        }
    }
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
