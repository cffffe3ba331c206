//! Eller's algorithm: one row at a time, cells labelled by the set they belong to; memory
//! proportional to the width only, which suits very tall mazes.

use gridwright_formats::maze::Maze;
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use crate::maze::grid::{E, S, carve};

pub fn generate(w: usize, h: usize, rng: &mut ChaCha8Rng) -> Maze {
    let mut m = Maze::new(w, h, true);
    let mut set: Vec<u32> = (0..w as u32).collect();
    let mut next_label = w as u32;
    let mut members: Vec<Vec<u32>> = vec![Vec::new(); 2 * w + 1];
    for y in 0..h {
        let last = y + 1 == h;
        // Join neighbours of different sets: always on the last row, else at random.
        for x in 0..w.saturating_sub(1) {
            if set[x] != set[x + 1] && (last || rng.random_bool(0.5)) {
                carve(&mut m, y * w + x, E);
                let (keep, gone) = (set[x], set[x + 1]);
                for s in set.iter_mut() {
                    if *s == gone {
                        *s = keep;
                    }
                }
            }
        }
        if last {
            break;
        }
        // Each set goes down at least once.
        let labels = relabel(&mut set, &mut members);
        let mut below_set = vec![u32::MAX; w];
        for cells in members.iter().take(labels) {
            let mut any = false;
            for &x in cells {
                if rng.random_bool(0.5) {
                    any = true;
                    carve(&mut m, y * w + x as usize, S);
                    below_set[x as usize] = set[x as usize];
                }
            }
            if !any {
                let x = cells[rng.random_range(0..cells.len() as u64) as usize] as usize;
                carve(&mut m, y * w + x, S);
                below_set[x] = set[x];
            }
        }
        for (x, s) in below_set.iter().enumerate() {
            set[x] = if *s == u32::MAX {
                next_label += 1;
                next_label
            } else {
                *s
            };
        }
    }
    m
}

/// Renumbers sets 0..k in order of first appearance and lists each set's cells; returns k.
fn relabel(set: &mut [u32], members: &mut [Vec<u32>]) -> usize {
    let mut map: std::collections::HashMap<u32, u32> = std::collections::HashMap::new();
    for m in members.iter_mut() {
        m.clear();
    }
    for (x, s) in set.iter_mut().enumerate() {
        let k = map.len() as u32;
        let label = *map.entry(*s).or_insert(k);
        *s = label;
        members[label as usize].push(x as u32);
    }
    map.len()
}
