//! Randomized Kruskal: every interior wall in random order; a wall goes when the cells on its
//! two sides are not yet connected (union-find).
//!
//! The random order is a key per wall ([`keys`]). Small mazes, and mazes built step by step
//! for the GUI, sort their walls by key. On a 10^8-cell maze walls in key order cost a cache
//! miss each in a 400 MB union-find, so the same forest is built in phases: the lightest walls
//! in the order of the cells ([`forest`]), the next band in key order, and the heaviest
//! filtered down to those that can still be taken before they are sorted ([`bands`]).

mod bands;
mod cells;
mod cycle;
mod forest;
mod keys;
mod sets;

use gridwright_formats::maze::Maze;
use rand_chacha::ChaCha8Rng;

use crate::maze::grid::{E, S, record, recording_active};
use bands::Band;
use cells::{Cells, Walls};
use keys::{Keys, share};
use sets::{Index, Sets, Shared};

/// Below this many cells the walls are simply sorted.
const SMALL: usize = 1 << 16;
/// The share of walls taken in the order of the cells: below one half, where components
/// stay small. Nearer one half the first phase takes longer (larger trees to search) and
/// the second shorter; at 10^8 cells the sum is flat from 0.44 to 0.48.
const GROW: f64 = 0.46;
/// The share after which most cells are in one component and walls are filtered first
/// (at 10^8 cells, anything from 0.54 to 0.60 gives the same time).
const FILTER: f64 = 0.56;

pub fn generate(w: usize, h: usize, rng: &mut ChaCha8Rng) -> Maze {
    let keys = Keys::new(rng);
    let cells = Cells::new(w, h);
    let phased = !recording_active() && w * h >= SMALL;
    let open = match (cells.slots() < 1 << 32, phased) {
        (true, true) => phases::<u32>(&cells, keys),
        (true, false) => sorted::<u32>(&cells, keys),
        (false, true) => phases::<u64>(&cells, keys),
        (false, false) => sorted::<u64>(&cells, keys),
    };
    cells.maze(&open)
}

/// Kruskal by the book: every wall sorted by key.
fn sorted<T: Index>(cells: &Cells, keys: Keys) -> Walls {
    let mut walls = Vec::new();
    cells.each_wall(|wall| walls.push((keys.of(wall), wall)));
    walls.sort_unstable();
    let mut sets = Sets::<T>::new(cells.slots());
    let mut open = Walls::new(cells);
    let (mut part, mut bits) = (sets.whole(), open.whole());
    for (_, wall) in walls {
        let (a, b) = cells.sides(wall);
        if part.unite(a, b) {
            bits.set(wall, true);
            let (x, y) = cells.position(a);
            record(y * cells.w + x, if wall & 1 == 1 { S } else { E }, true);
        }
    }
    open
}

/// The same forest as [`sorted`], in phases that keep memory access local.
fn phases<T: Index>(cells: &Cells, keys: Keys) -> Walls {
    let mut sets = Sets::<T>::new(cells.slots());
    let mut open = Walls::new(cells);
    let wanted = cells.w * cells.h - 1;
    let (grow, filter) = (share(GROW), share(FILTER));
    let mut heavy = Walls::new(cells);
    let walls = (&mut open, &mut heavy);
    let (mut joins, next) = forest::grow(cells, keys, (grow, filter - 1), &mut sets, walls);
    sets.shared().flatten();
    joins += next.join(cells, keys, sets.whole(), open.whole(), wanted - joins);
    if joins < wanted {
        let last = remaining(cells, keys, (&heavy, filter), sets.shared());
        joins += last.join(cells, keys, sets.whole(), open.whole(), wanted - joins);
    }
    debug_assert_eq!(joins, wanted);
    open
}

/// The walls of `heavy` whose cells are not yet connected, the only ones that can still be
/// taken: once most cells are in one component, a small share of them. Both cores take half.
fn remaining<T: Index>(
    cells: &Cells,
    keys: Keys,
    (heavy, lo): (&Walls, u64),
    sets: Shared<T>,
) -> Band<T> {
    let part = |from: usize, to: usize| {
        let mut band = Band::new(cells, lo, u64::MAX, false);
        heavy.each_in(from, to, |wall| {
            let (a, b) = cells.sides(wall);
            if sets.find(a) != sets.find(b) {
                band.add(wall, keys.of(wall));
            }
        });
        band
    };
    let half = heavy.end() / 2 / 64 * 64;
    let (low, high) = rayon::join(|| part(0, half), || part(half, heavy.end()));
    low.merge(high)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::properties::is_perfect;

    fn phased_and_sorted(w: usize, h: usize, seed: u64) -> (Maze, Maze) {
        let keys = Keys::new(&mut crate::maze::grid::rng(seed));
        let cells = Cells::new(w, h);
        (
            cells.maze(&phases::<u32>(&cells, keys)),
            cells.maze(&sorted::<u64>(&cells, keys)),
        )
    }

    /// The phases change the order in which walls are looked at, never the maze.
    #[test]
    fn phases_build_the_sorted_forest() {
        for (w, h) in [(1, 1), (1, 9), (7, 1), (5, 3), (64, 50), (301, 203)] {
            for seed in 0..4 {
                let (phased, sorted) = phased_and_sorted(w, h, seed);
                assert!(is_perfect(&sorted), "{w}x{h} {seed}");
                assert!(phased == sorted, "{w}x{h} seed {seed}");
            }
        }
    }

    #[test]
    fn keys_are_distinct_and_spread() {
        let keys = Keys::new(&mut crate::maze::grid::rng(1));
        let mut seen: Vec<u64> = (0..100_000).map(|w| keys.of(w)).collect();
        let below = seen.iter().filter(|&&k| k < share(0.25)).count();
        assert!((24_000..26_000).contains(&below), "{below}");
        seen.sort_unstable();
        seen.dedup();
        assert_eq!(seen.len(), 100_000);
    }
}
