//! The two generators of uniform spanning trees, both random walks: Wilson (loop-erased walks
//! to the growing tree) and Aldous-Broder (one walk until every cell is visited). Each takes
//! billions of steps on a 10^8-cell maze, so a step is kept to a few instructions: coordinates
//! instead of indices (no division), two random bits, marks in 8 x 8 tiles.

use gridwright_formats::maze::Maze;
use rand_chacha::ChaCha8Rng;

use super::draws::Draws;
use super::exits::{Exits, squares};
use super::tiles::Tiles;
use crate::maze::grid::{back, carve, step_xy as walk};

/// Loop-erased random walks from every cell in turn to the growing tree: a uniform spanning
/// tree whatever the root and the order. The root is the centre cell, whose mean hitting time
/// is the lowest. Each cell keeps the last direction the walk left it by, so following them
/// from the start gives the walk with its loops erased.
pub fn wilson(w: usize, h: usize, rng: &mut ChaCha8Rng) -> Maze {
    let mut m = crate::maze::memory::walled_maze(w, h);
    let mut draws = Draws::new(rng);
    let mut t = Tiles::new(w, h, true);
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
/// entered it through. Where every cell within 8 (or 64) cells of the walker is visited, the
/// walk jumps to where it would first leave that square (see `exits`): the cells it would
/// cross there are visited already, so the maze comes out with the same distribution, and
/// the late phase, when the walk roams visited ground looking for the last cells, goes much
/// faster.
pub fn aldous_broder(w: usize, h: usize, rng: &mut ChaCha8Rng) -> Maze {
    let mut m = crate::maze::memory::walled_maze(w, h);
    let mut draws = Draws::new(rng);
    let mut t = Tiles::new(w, h, false);
    let start = draws.below(w * h);
    let (mut x, mut y) = (start % w, start / w);
    t.mark(x, y);
    let mut left = w * h - 1;
    // Steps before looking for a square to jump across again, after a look found none (a
    // look costs nine loads; 16 to 128 steps measured best at 10^8 cells).
    let mut wait = 0u32;
    while left > 0 {
        let d = draws.dir();
        let Some((nx, ny)) = walk(x, y, d, w, h) else {
            continue;
        };
        (x, y) = (nx, ny);
        if !t.marked(x, y) {
            carve(&mut m, y * w + x, back(d));
            t.mark(x, y);
            left -= 1;
            continue;
        }
        if wait > 0 {
            wait -= 1;
            continue;
        }
        let Some(square) = clear_square(&t, x, y, w, h) else {
            wait = 64;
            continue;
        };
        let (dx, dy, d) = square.sample(&mut draws);
        let (qx, qy) = (x.wrapping_add_signed(dx), y.wrapping_add_signed(dy));
        if !t.marked(qx, qy) {
            carve(&mut m, qy * w + qx, back(d));
            t.mark(qx, qy);
            left -= 1;
        }
        (x, y) = (qx, qy);
    }
    m
}

/// The largest square around (x, y), with its ring, that lies inside the maze with every cell
/// visited, among those the walk can jump across. The smallest is looked at first: where it
/// is not clear, none is.
#[inline]
fn clear_square(t: &Tiles, x: usize, y: usize, w: usize, h: usize) -> Option<&'static Exits> {
    let fits = |k: u32| {
        let r = 8usize << k;
        x > r && y > r && x + r + 1 < w && y + r + 1 < h && t.clear_around(x, y, k)
    };
    if !fits(0) {
        return None;
    }
    let k = (1..4).rev().find(|&k| fits(k)).unwrap_or(0);
    Some(&squares()[k as usize])
}
