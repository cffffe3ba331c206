//! Generators that grow one tree from a cell: simplified Prim, true Prim (random edge weights)
//! and the growing tree with its cell-selection rule.

use gridwright_formats::maze::Maze;
use rand_chacha::ChaCha8Rng;

use super::draws::Draws;
use super::field::{Field, INSIDE, QUEUED, dirs_where};
use crate::maze::grid::{E, N, S, W, step_xy};

/// Simplified Prim: a random frontier cell joins the tree through a random neighbour inside.
pub fn prim(w: usize, h: usize, rng: &mut ChaCha8Rng) -> Maze {
    let mut f = Field::new(w, h, 2);
    let mut draws = Draws::new(rng);
    let mut frontier: Vec<u32> = Vec::new();
    let start = draws.below(w * h);
    let mut next = Some((start % w, start / w));
    while let Some((x, y)) = next {
        f.set(INSIDE, x, y);
        for d in [N, E, S, W] {
            if let Some((nx, ny)) = step_xy(x, y, d, w, h)
                && !f.get(INSIDE, nx, ny)
                && !f.get(QUEUED, nx, ny)
            {
                f.set(QUEUED, nx, ny);
                frontier.push((ny * w + nx) as u32);
            }
        }
        next = None;
        if !frontier.is_empty() {
            let k = draws.below(frontier.len());
            let i = frontier.swap_remove(k) as usize;
            let (x, y) = (i % w, i / w);
            let (dirs, count) = dirs_where(&f, x, y, INSIDE, true);
            f.carve(x, y, dirs[draws.below(count)]);
            next = Some((x, y));
        }
    }
    f.into_maze()
}

/// Prim's algorithm over random edge weights of ten bits, equal weights taken newest first.
/// The weights index 1024 lists (a bucket queue): constant time per edge, and the lists' ends
/// stay in the cache, where 2^16 weights (or a heap) cost two cache misses per edge and four
/// times the running time on a 10^8-cell maze. Finer weights would change little: an edge
/// ties with another on the frontier once in a thousand times.
pub fn true_prim(w: usize, h: usize, rng: &mut ChaCha8Rng) -> Maze {
    let mut f = Field::new(w, h, 1);
    let mut queue = Frontier::new();
    let mut draws = Draws::new(rng);
    let start = draws.below(w * h);
    let mut next = Some((start % w, start / w));
    // The queue ends full of edges between cells already joined: stop at the last cell
    // rather than pop them all.
    let mut left = w * h;
    while let Some((x, y)) = next {
        f.set(INSIDE, x, y);
        left -= 1;
        if left == 0 {
            break;
        }
        for d in [N, E, S, W] {
            if let Some((nx, ny)) = step_xy(x, y, d, w, h)
                && !f.get(INSIDE, nx, ny)
            {
                queue.push(draws.bits(10) as usize, edge(x, y, d));
            }
        }
        next = None;
        while let Some(edge) = queue.pop() {
            if let Some(ahead) = queue.ahead() {
                let (x, y) = target(ahead, w, h);
                f.prefetch(x, y);
            }
            let (nx, ny) = target(edge, w, h);
            if !f.get(INSIDE, nx, ny) {
                let (x, y, d) = unpack(edge);
                f.carve(x, y, d);
                next = Some((nx, ny));
                break;
            }
        }
    }
    f.into_maze()
}

/// An edge as a cell's coordinates and a direction: y (30 bits), x (32 bits), direction (2).
fn edge(x: usize, y: usize, d: usize) -> u64 {
    (y as u64) << 34 | (x as u64) << 2 | d as u64
}

fn unpack(edge: u64) -> (usize, usize, usize) {
    (
        (edge >> 2 & 0xffff_ffff) as usize,
        (edge >> 34) as usize,
        (edge & 3) as usize,
    )
}

/// The cell an edge leads to.
fn target(edge: u64, w: usize, h: usize) -> (usize, usize) {
    let (x, y, d) = unpack(edge);
    step_xy(x, y, d, w, h).expect("queued edges lead inside")
}

/// Edges by weight (below 1024), lowest first.
struct Frontier {
    lists: Vec<Vec<u64>>,
    /// Which lists are non-empty.
    full: [u64; 16],
}

impl Frontier {
    fn new() -> Frontier {
        Frontier {
            lists: vec![Vec::new(); 1024],
            full: [0; 16],
        }
    }

    fn push(&mut self, weight: usize, edge: u64) {
        self.lists[weight].push(edge);
        self.full[weight >> 6] |= 1 << (weight & 63);
    }

    fn pop(&mut self) -> Option<u64> {
        let (k, word) = self.full.iter().enumerate().find(|(_, w)| **w != 0)?;
        let weight = k << 6 | word.trailing_zeros() as usize;
        let edge = self.lists[weight].pop();
        if self.lists[weight].is_empty() {
            self.full[k] &= !(1 << (weight & 63));
        }
        edge
    }

    /// The edge a few pops ahead, if no lower edge comes first.
    fn ahead(&self) -> Option<u64> {
        let (k, word) = self.full.iter().enumerate().find(|(_, w)| **w != 0)?;
        let list = &self.lists[k << 6 | word.trailing_zeros() as usize];
        list.get(list.len().checked_sub(6)?).copied()
    }
}

/// `newest`: the probability of picking the newest active cell instead of a random one.
pub fn growing_tree(w: usize, h: usize, rng: &mut ChaCha8Rng, newest: f64) -> Maze {
    let mut f = Field::new(w, h, 1);
    let mut draws = Draws::new(rng);
    let start = draws.below(w * h);
    f.set(INSIDE, start % w, start / w);
    let mut active: Vec<u32> = vec![start as u32];
    // Newest or random, decided with 16 random bits against the threshold.
    let threshold = (newest.clamp(0.0, 1.0) * 65536.0) as u64;
    while !active.is_empty() {
        let k = if threshold >= 65536 || draws.bits(16) < threshold {
            active.len() - 1
        } else {
            draws.below(active.len())
        };
        let i = active[k] as usize;
        let (x, y) = (i % w, i / w);
        let (dirs, count) = dirs_where(&f, x, y, INSIDE, false);
        if count == 0 {
            active.swap_remove(k);
            continue;
        }
        let d = dirs[draws.below(count)];
        let (nx, ny) = step_xy(x, y, d, w, h).expect("dirs_where looks inside");
        f.carve(x, y, d);
        f.set(INSIDE, nx, ny);
        active.push((ny * w + nx) as u32);
    }
    f.into_maze()
}
