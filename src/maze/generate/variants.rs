//! Mazes that are not perfect: the invisible maze's density generator, and braiding (removing
//! dead ends) applied to any maze.

use gridwright_formats::maze::{Cell, Maze, Side};
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use super::below;
use crate::maze::grid::{carve, open, step};

/// The invisible maze: each interior wall present with probability `p`; the start is a random
/// row of the leftmost column, the exit an opening of the right wall at a random row.
pub fn density(w: usize, h: usize, p: f64, seed: u64) -> Maze {
    let mut rng = crate::maze::grid::rng(seed);
    let p = p.clamp(0.0, 1.0);
    let mut m = Maze::new(w, h, false);
    for i in 0..w * h {
        if i % w + 1 < w {
            m.set_east_wall(i, rng.random_bool(p));
        }
        if i / w + 1 < h {
            m.set_south_wall(i, rng.random_bool(p));
        }
    }
    m.entrance = Cell::new(0, below(&mut rng, h));
    m.exit = Cell::new(w - 1, below(&mut rng, h));
    let exit = m.exit;
    m.set_wall(exit, Side::Right, false);
    m.generator = Some(format!("density {p}"));
    m.seed = Some(seed);
    m
}

/// Removes the share `p` of dead ends, each by opening a wall to a neighbour (another dead end
/// when there is one, so that one opening removes two).
pub fn braid(m: &mut Maze, p: f64, rng: &mut ChaCha8Rng) {
    let exits = |m: &Maze, i: usize| (0..4).filter(|&d| open(m, i, d)).count();
    for i in 0..m.cells() {
        if exits(m, i) != 1 || !rng.random_bool(p.clamp(0.0, 1.0)) {
            continue;
        }
        let closed: Vec<usize> = (0..4)
            .filter(|&d| step(m, i, d).is_some() && !open(m, i, d))
            .collect();
        if closed.is_empty() {
            continue;
        }
        let dead: Vec<usize> = closed
            .iter()
            .copied()
            .filter(|&d| step(m, i, d).is_some_and(|j| exits(m, j) == 1))
            .collect();
        let pool = if dead.is_empty() { &closed } else { &dead };
        carve(m, i, pool[below(rng, pool.len())]);
    }
}
