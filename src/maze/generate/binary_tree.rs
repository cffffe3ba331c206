//! Binary tree: every cell opens north or east (whichever exists, at random when both do).

use gridwright_formats::maze::Maze;
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use crate::maze::grid::{E, N, carve};

pub fn generate(w: usize, h: usize, rng: &mut ChaCha8Rng) -> Maze {
    let mut m = crate::maze::memory::walled_maze(w, h);
    for y in 0..h {
        for x in 0..w {
            let i = y * w + x;
            match (y > 0, x + 1 < w) {
                (true, true) => carve(&mut m, i, if rng.random_bool(0.5) { N } else { E }),
                (true, false) => carve(&mut m, i, N),
                (false, true) => carve(&mut m, i, E),
                (false, false) => {}
            }
        }
    }
    m
}
