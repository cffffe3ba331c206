//! Eller's algorithm: one row at a time, cells labelled by the set they belong to; memory
//! proportional to the width only, and linear time (set merges by union-find over labels),
//! which suits very large mazes.

use gridwright_formats::maze::Maze;
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use crate::maze::grid::{E, S, carve};

const FRESH: u32 = u32::MAX;

/// Fair coin flips, 64 from each random word: Eller flips two coins a cell, and drawing a
/// whole word for each was a third of its time on large mazes.
struct Coins {
    bits: u64,
    left: u32,
}

impl Coins {
    fn flip(&mut self, rng: &mut ChaCha8Rng) -> bool {
        if self.left == 0 {
            self.bits = rng.random::<u64>();
            self.left = 64;
        }
        self.left -= 1;
        let b = self.bits & 1 == 1;
        self.bits >>= 1;
        b
    }
}

fn find(parent: &mut [u32], mut l: u32) -> u32 {
    while parent[l as usize] != l {
        let p = parent[l as usize];
        parent[l as usize] = parent[p as usize];
        l = p;
    }
    l
}

pub fn generate(w: usize, h: usize, rng: &mut ChaCha8Rng) -> Maze {
    let mut m = crate::maze::memory::walled_maze(w, h);
    // Labels stay below 2w: at most w are in use in a row, so a free one is always found.
    let labels_max = 2 * w + 1;
    let mut label: Vec<u32> = (0..w as u32).collect();
    let mut parent: Vec<u32> = vec![0; labels_max];
    let mut left: Vec<u32> = vec![0; labels_max];
    let mut down: Vec<bool> = vec![false; labels_max];
    let mut used: Vec<bool> = vec![false; labels_max];
    let mut coins = Coins { bits: 0, left: 0 };
    for y in 0..h {
        let last = y + 1 == h;
        // Only the labels of this row matter: reset just those.
        for &l in &label {
            parent[l as usize] = l;
            left[l as usize] = 0;
            down[l as usize] = false;
        }
        for x in 0..w.saturating_sub(1) {
            let (a, b) = (find(&mut parent, label[x]), find(&mut parent, label[x + 1]));
            if a != b && (last || coins.flip(rng)) {
                carve(&mut m, y * w + x, E);
                parent[b as usize] = a;
            }
        }
        if last {
            break;
        }
        for l in label.iter_mut() {
            *l = find(&mut parent, *l);
            left[*l as usize] += 1;
        }
        // Each set goes down at least once: its last cell goes down if none did before.
        for (x, lx) in label.iter_mut().enumerate() {
            let l = *lx as usize;
            left[l] -= 1;
            if coins.flip(rng) || (left[l] == 0 && !down[l]) {
                carve(&mut m, y * w + x, S);
                down[l] = true;
            } else {
                *lx = FRESH;
            }
        }
        for &l in &label {
            if l != FRESH {
                used[l as usize] = true;
            }
        }
        let mut free = 0u32;
        for l in label.iter_mut().filter(|l| **l == FRESH) {
            while used[free as usize] {
                free += 1;
            }
            *l = free;
            used[free as usize] = true;
        }
        for &l in &label {
            used[l as usize] = false;
        }
    }
    m
}
