//! Generators that walk and backtrack: the recursive backtracker (depth-first, with an explicit
//! stack, so a 10,000 x 10,000 maze needs no deep call stack) and hunt-and-kill.

use gridwright_formats::maze::Maze;
use rand_chacha::ChaCha8Rng;

use super::below;
use super::draws::Draws;
use crate::maze::grid::{Bits, E, N, S, W, back, carve, neighbours, step_xy};

/// Unvisited neighbours of `i`, as (direction, cell), into `out`.
fn fresh(m: &Maze, seen: &Bits, i: usize, out: &mut Vec<(usize, usize)>) {
    out.clear();
    for (d, j) in neighbours(m.width(), m.cells(), i).into_iter().enumerate() {
        if j != usize::MAX && !seen.get(j) {
            out.push((d, j));
        }
    }
}

/// Depth-first from a random cell. The path back is kept as the direction taken into each
/// cell on it (a byte, where a cell index would take four): at 10^8 cells the path runs to
/// tens of millions of cells. The walk keeps coordinates, so a step costs no division.
pub fn backtracker(w: usize, h: usize, rng: &mut ChaCha8Rng) -> Maze {
    let mut m = crate::maze::memory::walled_maze(w, h);
    let mut seen = Bits::new(w * h);
    let mut draws = Draws::new(rng);
    let start = draws.below(w * h);
    let (mut x, mut y) = (start % w, start / w);
    seen.set(start);
    let mut trail: Vec<u8> = Vec::new();
    loop {
        let mut dirs = [0; 4];
        let mut count = 0;
        for d in [N, E, S, W] {
            if let Some((nx, ny)) = step_xy(x, y, d, w, h)
                && !seen.get(ny * w + nx)
            {
                dirs[count] = d;
                count += 1;
            }
        }
        if count == 0 {
            let Some(d) = trail.pop() else { break };
            (x, y) = step_xy(x, y, back(d as usize), w, h).expect("the trail leads back");
            continue;
        }
        let d = dirs[draws.below(count)];
        carve(&mut m, y * w + x, d);
        (x, y) = step_xy(x, y, d, w, h).expect("fresh cells are inside");
        seen.set(y * w + x);
        trail.push(d as u8);
    }
    m
}

pub fn hunt_and_kill(w: usize, h: usize, rng: &mut ChaCha8Rng) -> Maze {
    let mut m = crate::maze::memory::walled_maze(w, h);
    let n = w * h;
    let mut seen = Bits::new(n);
    // Starting at the first cell keeps the hunt's invariant from the first step on.
    let mut at = Some(0);
    let mut dirs = Vec::with_capacity(4);
    // Cells before `scan` are all visited. The hunt takes the first unvisited cell: every cell
    // before it is visited, so its upper and left neighbours are, and it can be joined. The
    // hunt is thus linear over the whole generation, where rescanning rows is quadratic.
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
        while scan < n && seen.get(scan) {
            scan += 1;
        }
        if scan < n {
            let joins: Vec<usize> = visited_dirs(&m, &seen, scan).collect();
            carve(&mut m, scan, joins[below(rng, joins.len())]);
            at = Some(scan);
        }
    }
    m
}

/// Directions from `c` to visited neighbours.
fn visited_dirs<'a>(m: &'a Maze, seen: &'a Bits, c: usize) -> impl Iterator<Item = usize> + 'a {
    neighbours(m.width(), m.cells(), c)
        .into_iter()
        .enumerate()
        .filter(|&(_, j)| j != usize::MAX && seen.get(j))
        .map(|(d, _)| d)
}
