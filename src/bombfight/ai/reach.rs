//! Breadth-first distances over free ground (walls and bricks block), bounded by a number of
//! steps and kept in reusable buffers: a search from one cell costs the cells it reaches,
//! not the map, so a bot stays quick on a 999x999 map.

use std::collections::VecDeque;

use super::super::engine::State;
use crate::grid::Dir;

/// Reusable buffers for distances from one cell.
#[derive(Debug, Default, Clone)]
pub struct Reach {
    stamp: Vec<u32>,
    dist: Vec<u32>,
    now: u32,
    width: usize,
    /// The cells reached, nearest first, with their distances.
    pub order: Vec<((usize, usize), u32)>,
}

impl Reach {
    /// Distances from `from` up to `max` steps; the cells reached are in [`Reach::order`].
    pub fn run(&mut self, s: &State, from: (usize, usize), max: u32) -> &[((usize, usize), u32)] {
        self.reset(s);
        let mut queue = VecDeque::from([(from, 0)]);
        self.mark(from, 0);
        while let Some((at, d)) = queue.pop_front() {
            self.order.push((at, d));
            if d >= max {
                continue;
            }
            for dir in Dir::ALL {
                if let Some(n) = s.neighbour(at, dir)
                    && s.ground(n).is_free()
                    && self.dist(n).is_none()
                {
                    self.mark(n, d + 1);
                    queue.push_back((n, d + 1));
                }
            }
        }
        &self.order
    }

    /// Like [`Reach::run`], but a brick can be passed: `brick(cell, d)` says when a walker
    /// there at step `d` is through it (after bombing it, or once a bomb on the map has
    /// blown it away), `None` where it cannot. Times are small whole steps, so the search is
    /// a bucket queue, still costing only the cells it reaches.
    pub fn run_through_bricks(
        &mut self,
        s: &State,
        from: (usize, usize),
        max: u32,
        brick: impl Fn((usize, usize), u32) -> Option<u32>,
    ) -> &[((usize, usize), u32)] {
        self.reset(s);
        let mut buckets: Vec<Vec<(usize, usize)>> = vec![vec![from]];
        self.mark(from, 0);
        let mut d = 0;
        while (d as usize) < buckets.len() {
            let cells = std::mem::take(&mut buckets[d as usize]);
            for at in cells {
                if self.dist(at) != Some(d) {
                    continue;
                }
                self.order.push((at, d));
                for dir in Dir::ALL {
                    let Some(n) = s.neighbour(at, dir) else {
                        continue;
                    };
                    let nd = match s.ground(n) {
                        g if g.is_free() => d + 1,
                        crate::bombfight::engine::Ground::Brick => match brick(n, d) {
                            Some(t) => t.max(d + 1),
                            None => continue,
                        },
                        _ => continue,
                    };
                    if nd <= max && self.dist(n).is_none_or(|old| nd < old) {
                        self.mark(n, nd);
                        if buckets.len() <= nd as usize {
                            buckets.resize(nd as usize + 1, Vec::new());
                        }
                        buckets[nd as usize].push(n);
                    }
                }
            }
            d += 1;
        }
        &self.order
    }

    fn reset(&mut self, s: &State) {
        let cells = s.width() * s.height();
        if self.stamp.len() != cells || self.now == u32::MAX {
            self.stamp = vec![0; cells];
            self.dist = vec![0; cells];
            self.now = 0;
        }
        self.width = s.width();
        self.now += 1;
        self.order.clear();
    }

    fn mark(&mut self, (x, y): (usize, usize), d: u32) {
        let i = y * self.width + x;
        self.stamp[i] = self.now;
        self.dist[i] = d;
    }

    /// The distance found to `at` by the last run, if it was reached.
    pub fn dist(&self, (x, y): (usize, usize)) -> Option<u32> {
        let i = y * self.width + x;
        (self.stamp.get(i) == Some(&self.now)).then(|| self.dist[i])
    }
}
