//! The backward search of the generator: from the solved position (every box on a goal, the
//! pusher in any of the areas the boxes leave free), breadth-first over pulls. A position's
//! depth is then the fewest pushes that solve it (the pusher's walks are free), and every
//! position reached is solvable by construction: pushing back along the pulls solves it.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::sokoban::position::Position;
use crate::sokoban::solver::tables::level::{Level, NONE};
use crate::sokoban::walk::reach::Reach;

/// The board as the search sees it: its floor as a level's cells and their neighbours.
pub struct Grid {
    level: Level,
}

/// A position: the boxes' cells, sorted, and the pusher's area by its smallest cell.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct State {
    /// Cell indexes (`y * width + x`), sorted, so equal positions hash alike.
    pub boxes: Box<[u16]>,
    /// The smallest cell index of the area the pusher can walk, not the pusher's own cell.
    pub pusher: u16,
}

/// What the search found: the deepest positions, and how many it stored.
pub struct Found {
    /// Positions at the greatest depths reached, deepest first, with their depth.
    pub deepest: Vec<(State, u32)>,
    /// Positions stored.
    pub positions: u64,
    /// The search stopped at a limit (or was cancelled) before the space ended.
    pub cut_short: bool,
    /// Cells visited by the pusher's floods: the search's time, in a unit every machine
    /// counts alike.
    pub work: u64,
}

/// What one search may spend, in units that do not depend on the machine, so a seed gives
/// the same levels on a busy machine as on a quiet one.
#[derive(Debug, Clone, Copy)]
pub struct Budget {
    /// Positions stored (the search's memory).
    pub positions: u64,
    /// Cells visited by floods (its time: a position costs about five floods of its area,
    /// so on a large board this limit comes first).
    pub work: u64,
}

impl Grid {
    /// `floor[i]` says whether cell `i` (row by row, `width` a row) can hold a box or the
    /// pusher; at most `u16::MAX - 1` of them.
    pub fn new(width: usize, floor: Vec<bool>) -> Grid {
        let p = Position {
            width,
            height: floor.len() / width.max(1),
            walls: floor.iter().map(|&f| !f).collect(),
            goals: vec![false; floor.len()],
            boxes: vec![false; floor.len()],
            pusher: 0,
        };
        let level = Level::floor(&p).expect("the generator's rooms are checked for size");
        Grid { level }
    }

    /// The cell of board square `i`.
    fn cell(&self, i: u16) -> u16 {
        self.level.cell_of[i as usize]
    }

    /// The board square of cell `c`.
    fn square(&self, c: u16) -> u16 {
        self.level.square[c as usize] as u16
    }
}

/// The level's directions in the order the search has always tried its pulls (up, right,
/// down, left): the order of the positions in each layer, and so which are kept.
const PULLS: [usize; 4] = [0, 3, 1, 2];

/// Breadth-first over pulls from the boxes on `goals`, within `budget`; `stop` (a cancel
/// flag, the run's deadline) ends it, `progress` counts the positions stored.
pub fn search(
    grid: &Grid,
    goals: &[u16],
    budget: Budget,
    stop: &dyn Fn() -> bool,
    progress: &AtomicU64,
) -> Found {
    let level = &grid.level;
    // Walks of the parent's area and of a child's: the parent's marks the pulls it allows.
    let mut parent = Reach::new(level.cells());
    let mut child_walk = Reach::new(level.cells());
    let mut box_at = vec![false; level.cells()];
    let mut boxes: Vec<u16> = goals.to_vec();
    boxes.sort_unstable();
    let boxes: Box<[u16]> = boxes.into();
    let mut depth_of: HashMap<State, u32> = HashMap::new();
    let mut layer: Vec<State> = Vec::new();
    let mut work = 0u64;
    // The solved position, with the pusher in each area the boxes leave: one walk per area.
    boxes
        .iter()
        .for_each(|&b| box_at[grid.cell(b) as usize] = true);
    let mut done = vec![false; level.cells()];
    for start in 0..level.cells() as u16 {
        if box_at[start as usize] || done[start as usize] {
            continue;
        }
        parent.pusher(&level.next, &box_at, start);
        work += parent.cells().len() as u64;
        parent.cells().iter().for_each(|&c| done[c as usize] = true);
        let s = State {
            boxes: boxes.clone(),
            pusher: grid.square(parent.least()),
        };
        if depth_of.insert(s.clone(), 0).is_none() {
            layer.push(s);
        }
    }
    box_at.fill(false);
    let mut depth = 0u32;
    let mut last_layer = layer.clone();
    let mut cut_short = false;
    while !layer.is_empty() {
        let mut next = Vec::new();
        for (i, s) in layer.iter().enumerate() {
            let asked = i % 256 == 0 && stop();
            if asked || depth_of.len() as u64 >= budget.positions || work >= budget.work {
                cut_short = true;
                break;
            }
            let cells: Vec<u16> = s.boxes.iter().map(|&b| grid.cell(b)).collect();
            cells.iter().for_each(|&c| box_at[c as usize] = true);
            parent.pusher(&level.next, &box_at, grid.cell(s.pusher));
            work += parent.cells().len() as u64;
            for (k, &b) in cells.iter().enumerate() {
                for d in PULLS {
                    // The pusher stands beside the box and steps back, pulling it.
                    let p = level.next[b as usize][d];
                    if p == NONE || !parent.reached(p) {
                        continue;
                    }
                    let q = level.next[p as usize][d];
                    if q == NONE || box_at[q as usize] {
                        continue;
                    }
                    box_at[b as usize] = false;
                    box_at[p as usize] = true;
                    child_walk.pusher(&level.next, &box_at, q);
                    box_at[p as usize] = false;
                    box_at[b as usize] = true;
                    work += child_walk.cells().len() as u64;
                    let mut moved: Vec<u16> = s.boxes.to_vec();
                    moved[k] = grid.square(p);
                    moved.sort_unstable();
                    let child = State {
                        boxes: moved.into(),
                        pusher: grid.square(child_walk.least()),
                    };
                    if !depth_of.contains_key(&child) {
                        depth_of.insert(child.clone(), depth + 1);
                        next.push(child);
                    }
                }
            }
            cells.iter().for_each(|&c| box_at[c as usize] = false);
            progress.store(depth_of.len() as u64, Ordering::Relaxed);
        }
        if cut_short {
            break;
        }
        if !next.is_empty() {
            depth += 1;
            last_layer = next.clone();
        }
        layer = next;
    }
    let deepest = last_layer.into_iter().map(|s| (s, depth)).collect();
    Found {
        deepest,
        positions: depth_of.len() as u64,
        cut_short,
        work,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicBool;

    fn corridor() -> Grid {
        // #######
        // #     #   one row of five floor cells
        // #######
        let floor = (0..21)
            .map(|i| i / 7 == 1 && i % 7 != 0 && i % 7 != 6)
            .collect();
        Grid::new(7, floor)
    }

    #[test]
    fn a_box_in_a_corridor_is_pulled_to_the_far_end() {
        let (cancel, progress) = (AtomicBool::new(false), AtomicU64::new(0));
        // Goal at the right end (cell 12): the box can be pulled left as far as cell 9,
        // leaving the pusher room behind it at 8: three pushes back.
        let found = search(
            &corridor(),
            &[12],
            Budget {
                positions: 1000,
                work: u64::MAX,
            },
            &|| cancel.load(Ordering::Relaxed),
            &progress,
        );
        assert!(!found.cut_short);
        assert_eq!(found.deepest.len(), 1);
        let (s, depth) = &found.deepest[0];
        assert_eq!((&*s.boxes, *depth), (&[9u16][..], 3));
    }

    #[test]
    fn the_position_limit_cuts_the_search_short() {
        let (cancel, progress) = (AtomicBool::new(false), AtomicU64::new(0));
        let found = search(
            &corridor(),
            &[12],
            Budget {
                positions: 2,
                work: u64::MAX,
            },
            &|| cancel.load(Ordering::Relaxed),
            &progress,
        );
        assert!(found.cut_short);
        assert!(found.positions <= 3);
    }

    #[test]
    fn the_work_limit_cuts_a_search_on_a_large_floor_short() {
        // A 40x40 open floor, one box in the middle.
        let floor = (0..42 * 42)
            .map(|i| (1..41).contains(&(i % 42)) && (1..41).contains(&(i / 42)))
            .collect();
        let grid = Grid::new(42, floor);
        let (cancel, progress) = (AtomicBool::new(false), AtomicU64::new(0));
        let stop = || cancel.load(Ordering::Relaxed);
        let budget = Budget {
            positions: u64::MAX,
            work: 100_000,
        };
        let found = search(&grid, &[21 * 42 + 21], budget, &stop, &progress);
        assert!(found.cut_short);
        // The position being expanded finishes: its flood and its four children's.
        assert!(found.work <= 100_000 + 5 * 1600, "{}", found.work);
        let whole = Budget {
            positions: u64::MAX,
            work: u64::MAX,
        };
        let all = search(&grid, &[21 * 42 + 21], whole, &stop, &progress);
        assert!(!all.cut_short && all.work > found.work && all.positions > found.positions);
    }
}
