//! Randomized Kruskal: every interior wall in random order; a wall goes when the cells on its
//! two sides are not yet connected (union-find with path halving and union by size).

use gridwright_formats::maze::Maze;
use rand::seq::SliceRandom;
use rand_chacha::ChaCha8Rng;

use crate::maze::grid::{E, S, carve};

struct Sets {
    parent: Vec<u32>,
    size: Vec<u32>,
}

impl Sets {
    fn find(&mut self, mut i: u32) -> u32 {
        while self.parent[i as usize] != i {
            let p = self.parent[i as usize];
            self.parent[i as usize] = self.parent[p as usize];
            i = p;
        }
        i
    }

    fn union(&mut self, a: u32, b: u32) -> bool {
        let (a, b) = (self.find(a), self.find(b));
        if a == b {
            return false;
        }
        let (big, small) = if self.size[a as usize] >= self.size[b as usize] {
            (a, b)
        } else {
            (b, a)
        };
        self.parent[small as usize] = big;
        self.size[big as usize] += self.size[small as usize];
        true
    }
}

pub fn generate(w: usize, h: usize, rng: &mut ChaCha8Rng) -> Maze {
    let mut m = Maze::new(w, h, true);
    let n = w * h;
    // A wall is a cell and a direction (east or south), packed as 2 * cell + bit.
    let mut walls: Vec<u64> = Vec::with_capacity(2 * n);
    for i in 0..n {
        if i % w + 1 < w {
            walls.push(2 * i as u64);
        }
        if i / w + 1 < h {
            walls.push(2 * i as u64 + 1);
        }
    }
    walls.shuffle(rng);
    let mut sets = Sets {
        parent: (0..n as u32).collect(),
        size: vec![1; n],
    };
    let mut joined = 0;
    for wall in walls {
        let (i, south) = ((wall / 2) as usize, wall % 2 == 1);
        let j = if south { i + w } else { i + 1 };
        if sets.union(i as u32, j as u32) {
            carve(&mut m, i, if south { S } else { E });
            joined += 1;
            if joined + 1 == n {
                break;
            }
        }
    }
    m
}
