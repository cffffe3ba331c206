//! The pusher's walk: the cells it reaches from a square without crossing a box (or whatever
//! else the caller says blocks it). The one flood of the Sokoban code: the solver's searches,
//! its deadlock checks and plans, the generator and the board checks all walk through it.
//!
//! Its marks carry a stamp, a number new to each walk, so that a walk costs its area and not
//! the board: the buffer is never cleared between walks, which the searches make by the
//! million.

use super::level::{Level, NONE};

/// Which cell a walk goes on from next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Order {
    /// The cell marked first: a cell is first marked by a shortest walk, so steps count.
    BreadthFirst,
    /// The cell marked last: kept where a caller's answer depends on the order in which the
    /// cells come (a corral's boxes, found as its floor is walked).
    DepthFirst,
}

/// A reusable walk over a level's cells: the marks, the cells of the last walk in the order
/// they were marked, and (for the callers that ask) the steps from the start to each.
#[derive(Debug, Default, Clone)]
pub struct Reach {
    mark: Vec<u32>,
    stamp: u32,
    cells: Vec<u16>,
    /// The depth-first walk's cells still to go on from.
    stack: Vec<u16>,
    /// Steps to each cell of the last walk; empty unless counted.
    steps: Vec<u32>,
}

impl Reach {
    /// A walk over `cells` cells that does not count steps.
    pub fn new(cells: usize) -> Reach {
        Reach {
            mark: vec![0; cells],
            ..Reach::default()
        }
    }

    /// A walk over `cells` cells that counts the steps to each (breadth first only).
    pub fn counting_steps(cells: usize) -> Reach {
        Reach {
            steps: vec![0; cells],
            ..Reach::new(cells)
        }
    }

    /// Fits the buffer to a level of `cells` cells: the callers made before they know their
    /// level (by `Default`) size it on first use.
    pub fn fit(&mut self, cells: usize) {
        if self.mark.len() != cells {
            *self = Reach::new(cells);
        }
    }

    /// Makes room for `walks` more walks before the stamps wrap, clearing the marks if need
    /// be: for the callers that compare marks across walks (a mark newer than a base).
    pub fn reserve(&mut self, walks: usize) {
        if self.stamp as usize + walks >= u32::MAX as usize {
            self.mark.fill(0);
            self.stamp = 0;
        }
    }

    /// The pusher's walk from `from`, the cells where `box_at` holds blocking it; returns
    /// the walk's stamp.
    pub fn pusher(&mut self, level: &Level, box_at: &[bool], from: u16) -> u32 {
        let enters = |_, n: u16| !box_at[n as usize];
        self.walk(level, (&[from], Order::BreadthFirst), enters, |_| false)
    }

    /// A walk from `starts`, stepping from a cell `c` to its neighbour `n` when
    /// `enters(c, n)`, until `done` says of a cell just marked (a start too) that the walk
    /// has found what it was for. Returns the walk's stamp.
    pub fn walk(
        &mut self,
        level: &Level,
        (starts, order): (&[u16], Order),
        mut enters: impl FnMut(u16, u16) -> bool,
        mut done: impl FnMut(u16) -> bool,
    ) -> u32 {
        let stamp = self.next_stamp();
        self.cells.clear();
        self.stack.clear();
        for &s in starts {
            if self.mark[s as usize] != stamp {
                self.add(s, 0, order);
                if done(s) {
                    return stamp;
                }
            }
        }
        let mut head = 0;
        loop {
            let c = match order {
                Order::BreadthFirst => match self.cells.get(head) {
                    Some(&c) => c,
                    None => break,
                },
                Order::DepthFirst => match self.stack.pop() {
                    Some(c) => c,
                    None => break,
                },
            };
            head += 1;
            let step = self.steps.get(c as usize).map_or(0, |s| s + 1);
            for &n in &level.next[c as usize] {
                if n == NONE || self.mark[n as usize] == stamp || !enters(c, n) {
                    continue;
                }
                self.add(n, step, order);
                if done(n) {
                    return stamp;
                }
            }
        }
        stamp
    }

    /// Whether the last walk reached `c`.
    pub fn reached(&self, c: u16) -> bool {
        self.mark[c as usize] == self.stamp
    }

    /// Whether the walk of `stamp` reached `c` (true until a later walk marks `c`).
    pub fn marked(&self, stamp: u32, c: u16) -> bool {
        self.mark[c as usize] == stamp
    }

    /// The stamp of the last walk.
    pub fn stamp(&self) -> u32 {
        self.stamp
    }

    /// The stamp of the last walk that reached `c` (0 for none): with [`Reach::reserve`],
    /// what callers that label areas walk by walk read.
    pub fn mark_of(&self, c: u16) -> u32 {
        self.mark[c as usize]
    }

    /// Every cell's mark, as [`Reach::mark_of`] gives it.
    pub fn marks(&self) -> &[u32] {
        &self.mark
    }

    /// The cells of the last walk, in the order it marked them.
    pub fn cells(&self) -> &[u16] {
        &self.cells
    }

    /// The smallest cell of the last walk: the name of the pusher's area.
    pub fn least(&self) -> u16 {
        self.cells.iter().copied().min().unwrap_or(NONE)
    }

    /// Steps from the start to `c`, reached by the last walk (counted walks only).
    pub fn steps(&self, c: u16) -> u32 {
        self.steps[c as usize]
    }

    /// Marks `c` as reached by the last walk, without going on from it: for callers that
    /// grow an area by a rule of their own (a corral's boxes, layer by layer).
    pub fn mark(&mut self, c: u16) {
        self.mark[c as usize] = self.stamp;
        self.cells.push(c);
    }

    fn add(&mut self, c: u16, step: u32, order: Order) {
        self.mark[c as usize] = self.stamp;
        self.cells.push(c);
        if order == Order::DepthFirst {
            self.stack.push(c);
        }
        if let Some(s) = self.steps.get_mut(c as usize) {
            *s = step;
        }
    }

    fn next_stamp(&mut self) -> u32 {
        self.reserve(1);
        self.stamp += 1;
        self.stamp
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sokoban::solver::tables::level::test_level;

    /// A box splits a corridor: the pusher's walk stops at it, counts its steps, names its
    /// area by the smallest cell; the next walk needs no clearing.
    #[test]
    fn a_walk_stops_at_boxes_and_counts_steps() {
        let (level, box_at, cell) = test_level("#######\n#@ $ .#\n#######");
        let mut reach = Reach::counting_steps(level.cells());
        reach.pusher(&level, &box_at, cell(2, 1));
        assert!(reach.reached(cell(1, 1)) && !reach.reached(cell(4, 1)));
        assert_eq!(reach.steps(cell(1, 1)), 1);
        assert_eq!(reach.least(), cell(1, 1));
        let stamp = reach.pusher(&level, &box_at, cell(5, 1));
        assert!(reach.marked(stamp, cell(4, 1)) && !reach.reached(cell(1, 1)));
        assert_eq!(reach.cells().len(), 2);
    }

    /// Both orders mark the same cells; a walk told it is done stops at once.
    #[test]
    fn orders_mark_alike_and_done_stops() {
        let (level, box_at, cell) = test_level("######\n#@   #\n# $  #\n#   .#\n######");
        let mut reach = Reach::new(level.cells());
        let free = |_, n: u16| !box_at[n as usize];
        reach.walk(&level, (&[cell(1, 1)], Order::BreadthFirst), free, |_| {
            false
        });
        let mut wide = reach.cells().to_vec();
        reach.walk(&level, (&[cell(1, 1)], Order::DepthFirst), free, |_| false);
        let mut deep = reach.cells().to_vec();
        wide.sort_unstable();
        deep.sort_unstable();
        assert_eq!(wide, deep);
        let target = cell(2, 1);
        reach.walk(&level, (&[cell(1, 1)], Order::BreadthFirst), free, |c| {
            c == target
        });
        assert!(reach.reached(target) && reach.cells().len() <= 3);
    }
}
