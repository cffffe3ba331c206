//! Generators that grow one tree from a cell: simplified Prim, true Prim (random edge weights)
//! and the growing tree with its cell-selection rule.

use gridwright_formats::maze::Maze;
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use super::below;
use crate::maze::grid::{Bits, carve, neighbours};

/// Neighbours of `i` for which `pred` holds, as (direction, cell), without allocating: these
/// loops run once per cell of mazes of 10^8 cells.
fn pick(
    m: &Maze,
    i: usize,
    pred: impl Fn(usize) -> bool,
    rng: &mut ChaCha8Rng,
) -> Option<(usize, usize)> {
    let mut found = [(0, 0); 4];
    let mut n = 0;
    for (d, j) in neighbours(m.width(), m.cells(), i).into_iter().enumerate() {
        if j != usize::MAX && pred(j) {
            found[n] = (d, j);
            n += 1;
        }
    }
    (n > 0).then(|| found[below(rng, n)])
}

pub fn prim(w: usize, h: usize, rng: &mut ChaCha8Rng) -> Maze {
    let mut m = Maze::new(w, h, true);
    let n = w * h;
    let mut inside = Bits::new(n);
    let mut queued = Bits::new(n);
    let mut frontier: Vec<u32> = Vec::new();
    let add =
        |i: usize, m: &Maze, inside: &mut Bits, queued: &mut Bits, frontier: &mut Vec<u32>| {
            inside.set(i);
            for j in neighbours(m.width(), m.cells(), i) {
                if j != usize::MAX && !inside.get(j) && !queued.get(j) {
                    queued.set(j);
                    frontier.push(j as u32);
                }
            }
        };
    add(below(rng, n), &m, &mut inside, &mut queued, &mut frontier);
    while !frontier.is_empty() {
        let k = below(rng, frontier.len());
        let i = frontier.swap_remove(k) as usize;
        if let Some((d, _)) = pick(&m, i, |j| inside.get(j), rng) {
            carve(&mut m, i, d);
        }
        add(i, &m, &mut inside, &mut queued, &mut frontier);
    }
    m
}

/// Edge weights are 16 random bits, kept in a bucket queue (one list per weight): constant
/// time per edge where a binary heap of 10^8 edges would thrash the cache.
pub fn true_prim(w: usize, h: usize, rng: &mut ChaCha8Rng) -> Maze {
    const WEIGHTS: usize = 1 << 16;
    let mut m = Maze::new(w, h, true);
    let n = w * h;
    let mut inside = Bits::new(n);
    let mut buckets: Vec<Vec<u64>> = vec![Vec::new(); WEIGHTS];
    let mut lowest = WEIGHTS;
    let push_edges = |i: usize,
                      m: &Maze,
                      inside: &Bits,
                      buckets: &mut [Vec<u64>],
                      lowest: &mut usize,
                      rng: &mut ChaCha8Rng| {
        for (d, j) in neighbours(m.width(), m.cells(), i).into_iter().enumerate() {
            if j != usize::MAX && !inside.get(j) {
                let weight = rng.random::<u16>() as usize;
                buckets[weight].push((i as u64) << 2 | d as u64);
                *lowest = (*lowest).min(weight);
            }
        }
    };
    let start = below(rng, n);
    inside.set(start);
    push_edges(start, &m, &inside, &mut buckets, &mut lowest, rng);
    while lowest < WEIGHTS {
        let Some(edge) = buckets[lowest].pop() else {
            lowest += 1;
            continue;
        };
        let (i, d) = ((edge >> 2) as usize, (edge & 3) as usize);
        let j = neighbours(w, n, i)[d];
        if inside.get(j) {
            continue;
        }
        carve(&mut m, i, d);
        inside.set(j);
        push_edges(j, &m, &inside, &mut buckets, &mut lowest, rng);
    }
    m
}

/// `newest`: the probability of picking the newest active cell instead of a random one.
pub fn growing_tree(w: usize, h: usize, rng: &mut ChaCha8Rng, newest: f64) -> Maze {
    let mut m = Maze::new(w, h, true);
    let n = w * h;
    let mut inside = Bits::new(n);
    let start = below(rng, n);
    inside.set(start);
    let mut active: Vec<u32> = vec![start as u32];
    while !active.is_empty() {
        let k = if newest >= 1.0 || (newest > 0.0 && rng.random_bool(newest)) {
            active.len() - 1
        } else {
            below(rng, active.len())
        };
        let i = active[k] as usize;
        match pick(&m, i, |j| !inside.get(j), rng) {
            None => {
                active.swap_remove(k);
            }
            Some((d, j)) => {
                carve(&mut m, i, d);
                inside.set(j);
                active.push(j as u32);
            }
        }
    }
    m
}
