//! The heaviest wall on the path between two cells of one tree of taken-down walls: what a
//! wall that closes a cycle would replace. The search runs from both cells at once, a cell
//! from each side in turn, until one side steps onto a cell the other has reached: two balls
//! of half the path's length instead of one of its whole length (near one half, where the
//! first phase stops, trees are large and paths long).

use std::ops::Range;

use super::cells::{Cells, WallsPart};
use super::keys::Keys;

/// One cell reached by a search: how, and from which step.
#[derive(Clone, Copy)]
struct Step {
    x: u32,
    y: u32,
    from: u32,
    wall: usize,
}

const START: u32 = u32::MAX;

/// The tree's world: its cells' rows, the walls taken down, and a mark per side and slot
/// (bits `2 * slot` and `2 * slot + 1`), all clear between searches.
pub struct Tree<'r, 'a> {
    pub cells: &'a Cells,
    pub rows: Range<usize>,
    pub open: &'r WallsPart<'a>,
    pub seen: &'r mut WallsPart<'a>,
}

/// The queues of the two sides, kept between searches for their memory.
#[derive(Default)]
pub struct Search {
    sides: [Vec<Step>; 2],
}

impl Search {
    /// The heaviest wall on the path from `a` to `b`, cells of one tree.
    pub fn heaviest(
        &mut self,
        tree: &mut Tree,
        keys: Keys,
        a: (usize, usize),
        b: (usize, usize),
    ) -> Option<usize> {
        for (side, (x, y)) in [a, b].into_iter().enumerate() {
            self.sides[side].clear();
            self.sides[side].push(Step {
                x: x as u32,
                y: y as u32,
                from: START,
                wall: usize::MAX,
            });
            tree.seen.set(mark(tree.cells, (x, y), side), true);
        }
        let found = self.meet(tree);
        let heaviest = found.map(|(side, at, wall, there)| {
            let mine = self.chain(side, at);
            let theirs = self.chain(1 - side, there);
            mine.chain(theirs)
                .chain([wall])
                .map(|w| (keys.of(w), w))
                .max()
                .map_or(wall, |(_, w)| w)
        });
        self.clear(tree);
        heaviest
    }

    /// Steps both sides a cell at a time until one reaches the other: the side, its step, the
    /// wall crossed, and the other side's step at the cell beyond.
    fn meet(&mut self, tree: &mut Tree) -> Option<(usize, usize, usize, usize)> {
        for head in 0.. {
            for side in 0..2 {
                let step = *self.sides[side].get(head)?;
                if let Some((wall, cell)) = self.expand(tree, side, step, head as u32) {
                    let there = self.sides[1 - side]
                        .iter()
                        .position(|s| (s.x as usize, s.y as usize) == cell)?;
                    return Some((side, head, wall, there));
                }
            }
        }
        None
    }

    /// Queues the cells beyond `step` on `side`; a wall into a cell the other side has
    /// reached ends the search.
    fn expand(
        &mut self,
        tree: &mut Tree,
        side: usize,
        step: Step,
        index: u32,
    ) -> Option<(usize, (usize, usize))> {
        let (x, y) = (step.x as usize, step.y as usize);
        let c = tree.cells;
        let here = c.slot(x, y);
        let mut ways = [None; 4];
        if x + 1 < c.w {
            ways[0] = Some((x + 1, y, 2 * here));
        }
        if y + 1 < tree.rows.end {
            ways[1] = Some((x, y + 1, 2 * here + 1));
        }
        if x > 0 {
            ways[2] = Some((x - 1, y, 2 * c.slot(x - 1, y)));
        }
        if y > tree.rows.start {
            ways[3] = Some((x, y - 1, 2 * c.slot(x, y - 1) + 1));
        }
        for (nx, ny, wall) in ways.into_iter().flatten() {
            if wall == step.wall || !tree.open.has(wall) {
                continue;
            }
            if tree.seen.has(mark(c, (nx, ny), 1 - side)) {
                return Some((wall, (nx, ny)));
            }
            tree.seen.set(mark(c, (nx, ny), side), true);
            self.sides[side].push(Step {
                x: nx as u32,
                y: ny as u32,
                from: index,
                wall,
            });
        }
        None
    }

    /// The walls from a side's step back to its start.
    fn chain(&self, side: usize, mut at: usize) -> impl Iterator<Item = usize> + '_ {
        let queue = &self.sides[side];
        std::iter::from_fn(move || {
            let step = queue[at];
            (step.from != START).then(|| {
                at = step.from as usize;
                step.wall
            })
        })
    }

    fn clear(&self, tree: &mut Tree) {
        for (side, queue) in self.sides.iter().enumerate() {
            for s in queue {
                let cell = (s.x as usize, s.y as usize);
                tree.seen.set(mark(tree.cells, cell, side), false);
            }
        }
    }
}

#[inline]
fn mark(cells: &Cells, (x, y): (usize, usize), side: usize) -> usize {
    2 * cells.slot(x, y) + side
}
