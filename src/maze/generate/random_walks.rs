//! Generators that walk: the recursive backtracker (depth-first, with an explicit stack, so a
//! 10,000 x 10,000 maze needs no deep call stack), hunt-and-kill, Aldous-Broder and Wilson.

use gridwright_formats::maze::Maze;
use rand_chacha::ChaCha8Rng;

use super::below;
use crate::maze::grid::{Bits, carve, neighbours, step};

/// Unvisited neighbours of `i`, as (direction, cell), into `out`.
fn fresh(m: &Maze, seen: &Bits, i: usize, out: &mut Vec<(usize, usize)>) {
    out.clear();
    for (d, j) in neighbours(m.width(), m.cells(), i).into_iter().enumerate() {
        if j != usize::MAX && !seen.get(j) {
            out.push((d, j));
        }
    }
}

pub fn backtracker(w: usize, h: usize, rng: &mut ChaCha8Rng) -> Maze {
    let mut m = Maze::new(w, h, true);
    let mut seen = Bits::new(w * h);
    let start = below(rng, w * h);
    let mut stack: Vec<u32> = vec![start as u32];
    seen.set(start);
    let mut dirs = Vec::with_capacity(4);
    while let Some(&top) = stack.last() {
        let i = top as usize;
        fresh(&m, &seen, i, &mut dirs);
        if dirs.is_empty() {
            stack.pop();
            continue;
        }
        let (d, j) = dirs[below(rng, dirs.len())];
        carve(&mut m, i, d);
        seen.set(j);
        stack.push(j as u32);
    }
    m
}

pub fn hunt_and_kill(w: usize, h: usize, rng: &mut ChaCha8Rng) -> Maze {
    let mut m = Maze::new(w, h, true);
    let mut seen = Bits::new(w * h);
    let mut at = Some(below(rng, w * h));
    let mut dirs = Vec::with_capacity(4);
    // Rows before `scan` are fully visited: the hunt never looks at them again.
    let mut scan = 0;
    while let Some(i) = at {
        seen.set(i);
        fresh(&m, &seen, i, &mut dirs);
        if !dirs.is_empty() {
            let (d, j) = dirs[below(rng, dirs.len())];
            carve(&mut m, i, d);
            at = Some(j);
            continue;
        }
        at = None;
        'hunt: while scan < h {
            let mut row_done = true;
            for x in 0..w {
                let c = scan * w + x;
                if seen.get(c) {
                    continue;
                }
                row_done = false;
                let visited: Vec<usize> = (0..4)
                    .filter(|&d| step(&m, c, d).is_some_and(|j| seen.get(j)))
                    .collect();
                if !visited.is_empty() {
                    carve(&mut m, c, visited[below(rng, visited.len())]);
                    at = Some(c);
                    break 'hunt;
                }
            }
            if row_done {
                scan += 1;
            } else {
                break;
            }
        }
        if at.is_none() && scan < h {
            // A row with unvisited cells none of which touches a visited one yet: look further.
            at = (scan * w..w * h).find(|&c| {
                !seen.get(c) && (0..4).any(|d| step(&m, c, d).is_some_and(|j| seen.get(j)))
            });
            if let Some(c) = at {
                let visited: Vec<usize> = (0..4)
                    .filter(|&d| step(&m, c, d).is_some_and(|j| seen.get(j)))
                    .collect();
                carve(&mut m, c, visited[below(rng, visited.len())]);
            }
        }
    }
    m
}

pub fn aldous_broder(w: usize, h: usize, rng: &mut ChaCha8Rng) -> Maze {
    let mut m = Maze::new(w, h, true);
    let mut seen = Bits::new(w * h);
    let mut i = below(rng, w * h);
    seen.set(i);
    let mut left = w * h - 1;
    while left > 0 {
        let d = below(rng, 4);
        let Some(j) = step(&m, i, d) else { continue };
        if !seen.get(j) {
            carve(&mut m, i, d);
            seen.set(j);
            left -= 1;
        }
        i = j;
    }
    m
}

pub fn wilson(w: usize, h: usize, rng: &mut ChaCha8Rng) -> Maze {
    let mut m = Maze::new(w, h, true);
    let n = w * h;
    let mut in_tree = Bits::new(n);
    in_tree.set(below(rng, n));
    // The last direction taken out of each cell during the current walk: following them from
    // the walk's start gives the walk with its loops erased.
    let mut way = vec![0u8; n];
    for start in 0..n {
        if in_tree.get(start) {
            continue;
        }
        let mut i = start;
        while !in_tree.get(i) {
            let d = below(rng, 4);
            if let Some(j) = step(&m, i, d) {
                way[i] = d as u8;
                i = j;
            }
        }
        let mut i = start;
        while !in_tree.get(i) {
            let d = way[i] as usize;
            carve(&mut m, i, d);
            in_tree.set(i);
            i = step(&m, i, d).unwrap_or(i);
        }
    }
    m
}
