//! Sidewinder: row by row, runs of cells joined eastward; each run closes by opening north
//! from one of its cells. The top row is one corridor.

use gridwright_formats::maze::Maze;
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use super::below;
use crate::maze::grid::{E, N, carve};

pub fn generate(w: usize, h: usize, rng: &mut ChaCha8Rng) -> Maze {
    let mut m = crate::maze::memory::walled_maze(w, h);
    for y in 0..h {
        let mut run_start = 0;
        for x in 0..w {
            let i = y * w + x;
            let close = x + 1 == w || (y > 0 && rng.random_bool(0.5));
            if !close {
                carve(&mut m, i, E);
                continue;
            }
            if y > 0 {
                let pick = run_start + below(rng, x - run_start + 1);
                carve(&mut m, y * w + pick, N);
            }
            run_start = x + 1;
        }
    }
    m
}
