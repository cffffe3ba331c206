//! The backward search of the generator: from the solved position (every box on a goal, the
//! pusher in any of the areas the boxes leave free), breadth-first over pulls. A position's
//! depth is then the fewest pushes that solve it (the pusher's walks are free), and every
//! position reached is solvable by construction: pushing back along the pulls solves it.

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};

/// The board as the search sees it: which cells are floor, and their neighbours.
pub struct Grid {
    width: usize,
    floor: Vec<bool>,
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
    /// pusher.
    pub fn new(width: usize, floor: Vec<bool>) -> Grid {
        Grid { width, floor }
    }

    fn step(&self, i: usize, d: usize) -> Option<usize> {
        let (x, y, w) = (i % self.width, i / self.width, self.width);
        let j = match d {
            0 if y > 0 => i - w,
            1 if x + 1 < w => i + 1,
            2 if i + w < self.floor.len() => i + w,
            3 if x > 0 => i - 1,
            _ => return None,
        };
        self.floor[j].then_some(j)
    }

    /// The cells the pusher can reach from `from` around `boxes`, as a mark per cell; the
    /// smallest of them (the area's name) and how many there are.
    fn area(
        &self,
        from: usize,
        boxes: &[u16],
        seen: &mut [u32],
        stamp: u32,
        stack: &mut Vec<usize>,
    ) -> (usize, u64) {
        let (mut least, mut visited) = (from, 0u64);
        stack.clear();
        stack.push(from);
        seen[from] = stamp;
        while let Some(i) = stack.pop() {
            least = least.min(i);
            visited += 1;
            for d in 0..4 {
                if let Some(j) = self.step(i, d)
                    && seen[j] != stamp
                    && !boxes.contains(&(j as u16))
                {
                    seen[j] = stamp;
                    stack.push(j);
                }
            }
        }
        (least, visited)
    }
}

/// Breadth-first over pulls from the boxes on `goals`, within `budget`; `stop` (a cancel
/// flag, the run's deadline) ends it, `progress` counts the positions stored.
pub fn search(
    grid: &Grid,
    goals: &[u16],
    budget: Budget,
    stop: &dyn Fn() -> bool,
    progress: &AtomicU64,
) -> Found {
    let n = grid.floor.len();
    // Marks of the parent's area (`seen`) and of a child's (`child_seen`), each by stamp.
    let mut seen = vec![0u32; n];
    let mut child_seen = vec![0u32; n];
    let mut stamp = 0u32;
    let mut child_stamp = 0u32;
    let mut stack = Vec::new();
    let mut boxes: Vec<u16> = goals.to_vec();
    boxes.sort_unstable();
    let boxes: Box<[u16]> = boxes.into();
    let mut depth_of: HashMap<State, u32> = HashMap::new();
    let mut layer: Vec<State> = Vec::new();
    let mut work = 0u64;
    // The solved position, with the pusher in each area the boxes leave: one flood per area
    // (the areas are disjoint, so one stamp marks them all).
    stamp += 1;
    for start in (0..n).filter(|&i| grid.floor[i] && !boxes.contains(&(i as u16))) {
        if seen[start] == stamp {
            continue;
        }
        let (pusher, visited) = grid.area(start, &boxes, &mut seen, stamp, &mut stack);
        work += visited;
        let s = State {
            boxes: boxes.clone(),
            pusher: pusher as u16,
        };
        if depth_of.insert(s.clone(), 0).is_none() {
            layer.push(s);
        }
    }
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
            stamp = stamp.wrapping_add(1).max(1);
            work += grid
                .area(s.pusher as usize, &s.boxes, &mut seen, stamp, &mut stack)
                .1;
            for (k, &b) in s.boxes.iter().enumerate() {
                for d in 0..4 {
                    // The pusher stands beside the box and steps back, pulling it.
                    let Some(p) = grid.step(b as usize, d) else {
                        continue;
                    };
                    if seen[p] != stamp {
                        continue;
                    }
                    let Some(q) = grid.step(p, d) else { continue };
                    if s.boxes.contains(&(q as u16)) {
                        continue;
                    }
                    let mut moved: Vec<u16> = s.boxes.to_vec();
                    moved[k] = p as u16;
                    moved.sort_unstable();
                    let moved: Box<[u16]> = moved.into();
                    child_stamp = child_stamp.wrapping_add(1).max(1);
                    let (pusher, visited) =
                        grid.area(q, &moved, &mut child_seen, child_stamp, &mut stack);
                    work += visited;
                    let child = State {
                        boxes: moved,
                        pusher: pusher as u16,
                    };
                    if !depth_of.contains_key(&child) {
                        depth_of.insert(child.clone(), depth + 1);
                        next.push(child);
                    }
                }
            }
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
