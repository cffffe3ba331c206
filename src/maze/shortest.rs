//! The shortest path alone, for mazes of any size: breadth-first from both ends at once,
//! a whole level at a time from the side with the smaller frontier, until the two meet. In a
//! maze the searches then cover about half the cells one search from the start would, and
//! per cell only a visited bit and the direction back (2 bits) are kept: 37 MB for 10^8
//! cells, where parent indices would take 400 MB and thrash the cache.

use gridwright_formats::maze::Maze;

use super::grid::{Bits, back, neighbours};
use super::memory::big_vec;

/// One search: the cells it reached, how each was reached, its current level.
struct Search {
    seen: Bits,
    back: Vec<u8>,
    frontier: Vec<u32>,
    level: usize,
}

impl Search {
    fn new(n: usize, origin: usize) -> Search {
        let mut seen = Bits::new(n);
        seen.set(origin);
        Search {
            seen,
            back: big_vec(n.div_ceil(4), 0u8),
            frontier: vec![origin as u32],
            level: 0,
        }
    }

    fn back_dir(&self, i: usize) -> usize {
        (self.back[i / 4] >> (2 * (i % 4)) & 3) as usize
    }

    /// The cells from `i` back to this search's origin, `i` first.
    fn trail(&self, m: &Maze, origin: usize, i: usize) -> Vec<usize> {
        let (w, n) = (m.width(), m.cells());
        let mut out = vec![i];
        let mut at = i;
        while at != origin {
            at = neighbours(w, n, at)[self.back_dir(at)];
            out.push(at);
        }
        out
    }

    /// Expands one level; returns the newly reached cells the `other` search had reached.
    fn expand(&mut self, m: &Maze, other: &Search) -> Vec<usize> {
        let (w, n) = (m.width(), m.cells());
        let mut next = Vec::with_capacity(self.frontier.len() * 2);
        let mut meets = Vec::new();
        for &i in &self.frontier {
            let i = i as usize;
            let [north, east, south, west] = neighbours(w, n, i);
            let open = [
                north != usize::MAX && !m.south_wall(north),
                east != usize::MAX && !m.east_wall(i),
                south != usize::MAX && !m.south_wall(i),
                west != usize::MAX && !m.east_wall(west),
            ];
            for (d, (j, o)) in [north, east, south, west].into_iter().zip(open).enumerate() {
                if o && !self.seen.get(j) {
                    self.seen.set(j);
                    self.back[j / 4] |= (back(d) as u8) << (2 * (j % 4));
                    next.push(j as u32);
                    if other.seen.get(j) {
                        meets.push(j);
                    }
                }
            }
        }
        self.frontier = next;
        self.level += 1;
        meets
    }
}

/// A shortest path from `start` to `target` (cells, both ends included); empty if none.
pub fn shortest_path(m: &Maze, start: usize, target: usize) -> Vec<usize> {
    if start == target {
        return vec![start];
    }
    let mut searches = [
        Search::new(m.cells(), start),
        Search::new(m.cells(), target),
    ];
    loop {
        let k = usize::from(searches[1].frontier.len() < searches[0].frontier.len());
        if searches[k].frontier.is_empty() {
            return vec![];
        }
        let [a, b] = &mut searches;
        let (this, other) = if k == 0 { (a, &*b) } else { (b, &*a) };
        let meets = this.expand(m, other);
        // Every meeting cell is at the same distance from this side; the best is the one
        // nearest the other side's origin.
        let origins = if k == 0 {
            [start, target]
        } else {
            [target, start]
        };
        let best = meets
            .into_iter()
            .map(|j| other.trail(m, origins[1], j))
            .min_by_key(Vec::len);
        if let Some(tail) = best {
            let mut path = this.trail(m, origins[0], tail[0]);
            path.reverse();
            path.extend_from_slice(&tail[1..]);
            if k == 1 {
                path.reverse();
            }
            return path;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::generate::{Algorithm, braid, generate};
    use crate::maze::solve::bfs;

    fn is_walk(m: &Maze, p: &[usize]) -> bool {
        p.windows(2).all(|s| {
            (0..4).any(|d| {
                crate::maze::grid::step(m, s[0], d) == Some(s[1])
                    && crate::maze::grid::open(m, s[0], d)
            })
        })
    }

    #[test]
    fn as_short_as_one_search_from_the_start_with_loops_or_without() {
        for seed in 0..20 {
            let mut m = generate(Algorithm::Backtracker, 23, 17, seed);
            if seed % 2 == 1 {
                braid(&mut m, 0.7, &mut crate::maze::grid::rng(seed));
            }
            for (s, t) in [(0, m.cells() - 1), (5, 200), (m.cells() / 2, 3), (7, 7)] {
                let one = bfs(&m, s, t).path;
                let both = shortest_path(&m, s, t);
                assert_eq!(both.len(), one.len(), "seed {seed}: {s} to {t}");
                assert_eq!((both[0], both[both.len() - 1]), (s, t));
                assert!(is_walk(&m, &both), "seed {seed}");
            }
        }
    }

    #[test]
    fn no_path_is_empty() {
        assert!(shortest_path(&Maze::new(4, 3, true), 0, 11).is_empty());
    }
}
