//! The two generators of uniform spanning trees, both random walks: Wilson (loop-erased walks
//! to the growing tree) and Aldous-Broder (one walk until every cell is visited). Each takes
//! billions of steps on a 10^8-cell maze, so a step is kept to a few instructions: coordinates
//! instead of indices (no division), two random bits, marks in 8 x 8 tiles.

use gridwright_formats::maze::Maze;
use rand_chacha::ChaCha8Rng;

use super::draws::Draws;
use super::tiles::Tiles;
use crate::maze::grid::{carve, step_xy as walk};

/// Loop-erased random walks from every cell in turn to the growing tree: a uniform spanning
/// tree whatever the root and the order. The root is the centre cell, whose mean hitting time
/// is the lowest. Each cell keeps the last direction the walk left it by, so following them
/// from the start gives the walk with its loops erased.
pub fn wilson(w: usize, h: usize, rng: &mut ChaCha8Rng) -> Maze {
    let mut m = crate::maze::memory::walled_maze(w, h);
    let mut draws = Draws::new(rng);
    let mut t = Tiles::new(w, h);
    t.mark(w / 2, h / 2);
    for sy in 0..h {
        for sx in 0..w {
            let (mut x, mut y) = (sx, sy);
            while !t.marked(x, y) {
                let d = draws.dir();
                if let Some((nx, ny)) = walk(x, y, d, w, h) {
                    t.set_way(x, y, d);
                    (x, y) = (nx, ny);
                }
            }
            let (mut x, mut y) = (sx, sy);
            while !t.marked(x, y) {
                let d = t.way(x, y);
                carve(&mut m, y * w + x, d);
                t.mark(x, y);
                (x, y) = walk(x, y, d, w, h).expect("a walk stays inside the maze");
            }
        }
    }
    m
}

/// A random walk from a random cell; each cell joins the tree by the passage the walk first
/// entered it through.
pub fn aldous_broder(w: usize, h: usize, rng: &mut ChaCha8Rng) -> Maze {
    let mut m = crate::maze::memory::walled_maze(w, h);
    let mut draws = Draws::new(rng);
    let mut t = Tiles::new(w, h);
    let start = draws.below(w * h);
    let (mut x, mut y) = (start % w, start / w);
    t.mark(x, y);
    let mut left = w * h - 1;
    while left > 0 {
        let d = draws.dir();
        let Some((nx, ny)) = walk(x, y, d, w, h) else {
            continue;
        };
        if !t.marked(nx, ny) {
            carve(&mut m, y * w + x, d);
            t.mark(nx, ny);
            left -= 1;
        }
        (x, y) = (nx, ny);
    }
    m
}
