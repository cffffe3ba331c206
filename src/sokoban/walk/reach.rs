//! The pusher's walk: the cells it reaches from a square without crossing a box (or whatever
//! else the caller says blocks it). The one flood of the Sokoban code: the solver's searches,
//! its deadlock checks and plans, the generator, the board checks and the play mode all walk
//! through it, over a level's cells or a board's squares ([`super::squares`]).
//!
//! Its marks carry a stamp, a number new to each walk, so that a walk costs its area and not
//! the board: the buffer is never cleared between walks, which the searches make by the
//! million.

use super::graph::{Cell, DIRS, Graph};

/// Which cell a walk goes on from next.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Order {
    /// The cell marked first: a cell is first marked by a shortest walk, so steps count.
    BreadthFirst,
    /// The cell marked last: kept where a caller's answer depends on the order in which the
    /// cells come (a corral's boxes, found as its floor is walked).
    DepthFirst,
}

/// A reusable walk over the cells of a [`Graph`]: the marks, the cells of the last walk in
/// the order they were marked, and (for the callers that ask) the steps from the start to
/// each. Cells are a level's (`u16`, the default) or a board's squares (`u32`).
#[derive(Debug, Clone)]
pub struct Reach<C: Cell = u16> {
    mark: Vec<u32>,
    stamp: u32,
    cells: Vec<C>,
    /// The depth-first walk's cells still to go on from.
    stack: Vec<C>,
    /// Steps to each cell of the last walk; empty unless counted.
    steps: Vec<u32>,
}

/// An empty walk, for the callers made before they know their level (see [`Reach::fit`]).
impl<C: Cell> Default for Reach<C> {
    fn default() -> Reach<C> {
        Reach {
            mark: Vec::new(),
            stamp: 0,
            cells: Vec::new(),
            stack: Vec::new(),
            steps: Vec::new(),
        }
    }
}

impl<C: Cell> Reach<C> {
    /// A walk over `cells` cells that does not count steps.
    pub fn new(cells: usize) -> Reach<C> {
        Reach {
            mark: vec![0; cells],
            ..Reach::default()
        }
    }

    /// A walk over `cells` cells that counts the steps to each (breadth first only).
    pub fn counting_steps(cells: usize) -> Reach<C> {
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

    /// The pusher's walk over `graph` from `from`, the cells where `box_at` holds blocking
    /// it; returns the walk's stamp. Never inlined: the searches' hottest walk stays one
    /// function with the walk's loop made inside it for this order and this test (inlined
    /// into each caller, the walk itself was not, and the generator ran 2% more instructions).
    #[inline(never)]
    pub fn pusher(&mut self, graph: &(impl Graph<C> + ?Sized), box_at: &[bool], from: C) -> u32 {
        let enters = |_, n: C| !box_at[n.index()];
        self.walk(graph, (&[from], Order::BreadthFirst), enters, |_| false)
    }

    /// A walk over `graph` from `starts`, stepping from a cell `c` to its neighbour `n` when
    /// `enters(c, n)` (asked once per cell the walk has not marked yet, so a caller may note
    /// there the way it came), until `done` says of a cell just marked (a start too) that the
    /// walk has found what it was for. Returns the walk's stamp.
    pub fn walk(
        &mut self,
        graph: &(impl Graph<C> + ?Sized),
        (starts, order): (&[C], Order),
        enters: impl FnMut(C, C) -> bool,
        done: impl FnMut(C) -> bool,
    ) -> u32 {
        // The order chosen once, not at each cell: each loop is made for its own.
        match order {
            Order::BreadthFirst => self.walk_in::<false>(graph, starts, enters, done),
            Order::DepthFirst => self.walk_in::<true>(graph, starts, enters, done),
        }
    }

    /// [`Reach::walk`] in one order: depth first when `DEEP`.
    fn walk_in<const DEEP: bool>(
        &mut self,
        graph: &(impl Graph<C> + ?Sized),
        starts: &[C],
        mut enters: impl FnMut(C, C) -> bool,
        mut done: impl FnMut(C) -> bool,
    ) -> u32 {
        let stamp = self.next_stamp();
        self.cells.clear();
        self.stack.clear();
        for &s in starts {
            if self.mark[s.index()] != stamp {
                self.add::<DEEP>(s, 0);
                if done(s) {
                    return stamp;
                }
            }
        }
        let mut head = 0;
        loop {
            let next = if DEEP {
                self.stack.pop()
            } else {
                self.cells.get(head).copied()
            };
            let Some(c) = next else {
                break;
            };
            head += 1;
            let step = self.steps.get(c.index()).map_or(0, |s| s + 1);
            for d in 0..DIRS {
                let n = graph.neighbour(c, d);
                if n == C::NONE || self.mark[n.index()] == stamp || !enters(c, n) {
                    continue;
                }
                self.add::<DEEP>(n, step);
                if done(n) {
                    return stamp;
                }
            }
        }
        stamp
    }

    /// Whether the last walk reached `c`.
    pub fn reached(&self, c: C) -> bool {
        self.mark[c.index()] == self.stamp
    }

    /// Whether the walk of `stamp` reached `c` (true until a later walk marks `c`).
    pub fn marked(&self, stamp: u32, c: C) -> bool {
        self.mark[c.index()] == stamp
    }

    /// The stamp of the last walk.
    pub fn stamp(&self) -> u32 {
        self.stamp
    }

    /// The stamp of the last walk that reached `c` (0 for none): with [`Reach::reserve`],
    /// what callers that label areas walk by walk read.
    pub fn mark_of(&self, c: C) -> u32 {
        self.mark[c.index()]
    }

    /// Every cell's mark, as [`Reach::mark_of`] gives it.
    pub fn marks(&self) -> &[u32] {
        &self.mark
    }

    /// The cells of the last walk, in the order it marked them.
    pub fn cells(&self) -> &[C] {
        &self.cells
    }

    /// The smallest cell of the last walk: the name of the pusher's area.
    pub fn least(&self) -> C {
        self.cells.iter().copied().min().unwrap_or(C::NONE)
    }

    /// Steps from the start to `c`, reached by the last walk (counted walks only).
    pub fn steps(&self, c: C) -> u32 {
        self.steps[c.index()]
    }

    /// Marks `c` as reached by the last walk, without going on from it: for callers that
    /// grow an area by a rule of their own (a corral's boxes, layer by layer).
    pub fn mark(&mut self, c: C) {
        self.mark[c.index()] = self.stamp;
        self.cells.push(c);
    }

    fn add<const DEEP: bool>(&mut self, c: C, step: u32) {
        self.mark[c.index()] = self.stamp;
        self.cells.push(c);
        if DEEP {
            self.stack.push(c);
        }
        if let Some(s) = self.steps.get_mut(c.index()) {
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
    use super::super::squares::Squares;
    use super::*;

    /// A board's squares, which of them block the pusher (walls and boxes), and the square
    /// at (x, y).
    fn board(rows: &str) -> (Squares, Vec<bool>, impl Fn(usize, usize) -> u32) {
        let lines: Vec<&str> = rows.lines().collect();
        let width = lines[0].len();
        let blocked = lines
            .iter()
            .flat_map(|l| l.bytes())
            .map(|b| b == b'#' || b == b'$')
            .collect();
        let square = move |x: usize, y: usize| (y * width + x) as u32;
        (Squares::new(width, lines.len()), blocked, square)
    }

    /// A box splits a corridor: the pusher's walk stops at it, counts its steps, names its
    /// area by the smallest cell; the next walk needs no clearing.
    #[test]
    fn a_walk_stops_at_boxes_and_counts_steps() {
        let (squares, blocked, at) = board("#######\n#@ $ .#\n#######");
        let mut reach = Reach::counting_steps(squares.cells());
        reach.pusher(&squares, &blocked, at(2, 1));
        assert!(reach.reached(at(1, 1)) && !reach.reached(at(4, 1)));
        assert_eq!(reach.steps(at(1, 1)), 1);
        assert_eq!(reach.least(), at(1, 1));
        let stamp = reach.pusher(&squares, &blocked, at(5, 1));
        assert!(reach.marked(stamp, at(4, 1)) && !reach.reached(at(1, 1)));
        assert_eq!(reach.cells().len(), 2);
    }

    /// Both orders mark the same cells; a walk told it is done stops at once.
    #[test]
    fn orders_mark_alike_and_done_stops() {
        let (squares, blocked, at) = board("######\n#@   #\n# $  #\n#   .#\n######");
        let mut reach = Reach::new(squares.cells());
        let free = |_, n: u32| !blocked[n as usize];
        let from: &[u32] = &[at(1, 1)];
        reach.walk(&squares, (from, Order::BreadthFirst), free, |_| false);
        let mut wide = reach.cells().to_vec();
        reach.walk(&squares, (from, Order::DepthFirst), free, |_| false);
        let mut deep = reach.cells().to_vec();
        wide.sort_unstable();
        deep.sort_unstable();
        assert_eq!(wide.len(), 11);
        assert_eq!(wide, deep);
        let target = at(2, 1);
        reach.walk(&squares, (from, Order::BreadthFirst), free, |c| c == target);
        assert!(reach.reached(target) && reach.cells().len() <= 3);
    }

    /// A level's neighbour table is walked as a board's squares are: a ring of four cells
    /// numbered in `u16`, one of them blocked.
    #[test]
    fn a_neighbour_table_is_walked_in_u16_cells() {
        const N: u16 = u16::NONE;
        // 0 1
        // 2 3
        let next: Vec<[u16; 4]> = vec![[N, 2, N, 1], [N, 3, 0, N], [0, N, N, 3], [1, N, 2, N]];
        let mut reach: Reach = Reach::counting_steps(next.cells());
        reach.pusher(&next, &[false, true, false, false], 0);
        assert_eq!(reach.cells(), &[0, 2, 3]);
        assert_eq!(reach.steps(3), 2);
    }
}
