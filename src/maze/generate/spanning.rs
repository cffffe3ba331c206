//! Generators that grow one tree from a cell: simplified Prim, true Prim (random edge weights)
//! and the growing tree with its cell-selection rule.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use gridwright_formats::maze::Maze;
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use super::below;
use crate::maze::grid::{Bits, carve, step};

/// Directions from `i` to cells for which `pred` holds.
fn dirs_where(m: &Maze, i: usize, pred: impl Fn(usize) -> bool) -> Vec<usize> {
    (0..4)
        .filter(|&d| step(m, i, d).is_some_and(&pred))
        .collect()
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
            for d in 0..4 {
                if let Some(j) = step(m, i, d)
                    && !inside.get(j)
                    && !queued.get(j)
                {
                    queued.set(j);
                    frontier.push(j as u32);
                }
            }
        };
    add(below(rng, n), &m, &mut inside, &mut queued, &mut frontier);
    while !frontier.is_empty() {
        let k = below(rng, frontier.len());
        let i = frontier.swap_remove(k) as usize;
        let into = dirs_where(&m, i, |j| inside.get(j));
        carve(&mut m, i, into[below(rng, into.len())]);
        add(i, &m, &mut inside, &mut queued, &mut frontier);
    }
    m
}

pub fn true_prim(w: usize, h: usize, rng: &mut ChaCha8Rng) -> Maze {
    let mut m = Maze::new(w, h, true);
    let n = w * h;
    let mut inside = Bits::new(n);
    // (weight, cell, direction): the lightest edge leaving the tree is taken next.
    let mut heap: BinaryHeap<Reverse<(u32, u32, u8)>> = BinaryHeap::new();
    let start = below(rng, n);
    inside.set(start);
    let push_edges = |i: usize,
                      m: &Maze,
                      inside: &Bits,
                      heap: &mut BinaryHeap<Reverse<(u32, u32, u8)>>,
                      rng: &mut ChaCha8Rng| {
        for d in 0..4 {
            if let Some(j) = step(m, i, d)
                && !inside.get(j)
            {
                heap.push(Reverse((rng.random::<u32>(), i as u32, d as u8)));
            }
        }
    };
    push_edges(start, &m, &inside, &mut heap, rng);
    while let Some(Reverse((_, i, d))) = heap.pop() {
        let (i, d) = (i as usize, d as usize);
        let Some(j) = step(&m, i, d) else { continue };
        if inside.get(j) {
            continue;
        }
        carve(&mut m, i, d);
        inside.set(j);
        push_edges(j, &m, &inside, &mut heap, rng);
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
        let out = dirs_where(&m, i, |j| !inside.get(j));
        if out.is_empty() {
            active.swap_remove(k);
            continue;
        }
        let d = out[below(rng, out.len())];
        carve(&mut m, i, d);
        let j = step(&m, i, d).unwrap_or(i);
        inside.set(j);
        active.push(j as u32);
    }
    m
}
