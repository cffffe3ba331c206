//! Recursive division: start with no interior walls; split each chamber by a wall with one
//! gap, across its longer side, until chambers are one cell wide. Iterative (a stack of
//! chambers), so large mazes need no deep call stack.

use gridwright_formats::maze::Maze;
use rand_chacha::ChaCha8Rng;

use super::below;
use crate::maze::grid::{E, S, build_wall};

pub fn generate(w: usize, h: usize, rng: &mut ChaCha8Rng) -> Maze {
    let mut m = Maze::new(w, h, false);
    let mut chambers = vec![(0usize, 0usize, w, h)];
    while let Some((x0, y0, cw, ch)) = chambers.pop() {
        if cw < 2 && ch < 2 || cw == 0 || ch == 0 {
            continue;
        }
        let horizontal = ch > cw || (ch == cw && below(rng, 2) == 0);
        if horizontal && ch >= 2 {
            let wy = y0 + below(rng, ch - 1);
            let gap = x0 + below(rng, cw);
            for x in x0..x0 + cw {
                if x != gap {
                    build_wall(&mut m, wy * w + x, S);
                }
            }
            chambers.push((x0, y0, cw, wy - y0 + 1));
            chambers.push((x0, wy + 1, cw, y0 + ch - wy - 1));
        } else if cw >= 2 {
            let wx = x0 + below(rng, cw - 1);
            let gap = y0 + below(rng, ch);
            for y in y0..y0 + ch {
                if y != gap {
                    build_wall(&mut m, y * w + wx, E);
                }
            }
            chambers.push((x0, y0, wx - x0 + 1, ch));
            chambers.push((wx + 1, y0, x0 + cw - wx - 1, ch));
        }
    }
    m
}
