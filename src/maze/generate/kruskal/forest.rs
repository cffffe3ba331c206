//! Kruskal's first phase on a large maze: the walls whose keys are below a share under one
//! half, taken in the order of the cells instead of the order of the keys. Opening a share
//! `p` of a grid's walls at random leaves small, scattered components while `p` is under one
//! half (bond percolation on the square grid sets in at one half), so a union-find that walks
//! the grid row by row finds them in memory the cache holds.
//!
//! Taking walls out of key order still gives Kruskal's forest: a wall that closes a cycle
//! goes in place of the heaviest wall on that cycle when it is lighter than that one (the
//! forest of a set of walls depends on the set, not on the order). Cycles are found by a
//! search of the small tree the wall's two cells share.

use super::bands::Band;
use super::cells::{Cells, Walls, WallsPart};
use super::keys::Keys;
use super::sets::{Index, Part, Sets};

/// The forest of every wall with a key below `below`, the two halves of the maze on the two
/// cores, then the walls between them. Returns the walls taken down and, in a band, the walls
/// with keys from `below` to `next` met on the way; the walls with keys above `next` go into
/// `heavy`.
pub fn grow<T: Index>(
    cells: &Cells,
    keys: Keys,
    (below, next): (u64, u64),
    sets: &mut Sets<T>,
    (open, heavy): (&mut Walls, &mut Walls),
) -> (usize, Band<T>) {
    // A multiple of 8 rows starts a tile row whose first slot is a multiple of 32, so the
    // halves share neither a line of sets nor a word of walls.
    let half = cells.h / 2 & !7;
    let band = || Band::new(cells, below, next, true);
    let part = |rows, sets, open, heavy| {
        let mut grower = Grower::new(cells, keys, below, (rows, sets, open, heavy));
        let mut band = band();
        grower.all(&mut band);
        (grower.joins, band)
    };
    let ((top, top_band), (bottom, bottom_band)) = if half == 0 {
        let whole = part(0..cells.h, sets.whole(), open.whole(), heavy.whole());
        (whole, (0, band()))
    } else {
        let slot = cells.slot(0, half);
        let (sets_top, sets_bottom) = sets.split(slot);
        let (open_top, open_bottom) = open.split(2 * slot);
        let (heavy_top, heavy_bottom) = heavy.split(2 * slot);
        rayon::join(
            || part(0..half, sets_top, open_top, heavy_top),
            || part(half..cells.h, sets_bottom, open_bottom, heavy_bottom),
        )
    };
    let mut band = top_band.merge(bottom_band);
    let whole = (0..cells.h, sets.whole(), open.whole(), heavy.whole());
    let mut grower = Grower::new(cells, keys, below, whole);
    if half > 0 {
        for x in 0..cells.w {
            let wall = 2 * cells.slot(x, half - 1) + 1;
            grower.offer((x, half - 1), (x, half), wall, &mut band);
        }
    }
    (top + bottom + grower.joins, band)
}

/// One cell reached by the search of a tree: how, and from which step.
#[derive(Clone, Copy)]
struct Step {
    x: u32,
    y: u32,
    from: u32,
    wall: usize,
}

const START: u32 = u32::MAX;

/// What a grower works on: its rows, their sets, the walls taken down and the walls left
/// for the last phase.
type Parts<'a, T> = (
    std::ops::Range<usize>,
    Part<'a, T>,
    WallsPart<'a>,
    WallsPart<'a>,
);

struct Grower<'a, T> {
    cells: &'a Cells,
    keys: Keys,
    below: u64,
    sets: Part<'a, T>,
    open: WallsPart<'a>,
    heavy: WallsPart<'a>,
    /// The rows the part holds.
    rows: std::ops::Range<usize>,
    queue: Vec<Step>,
    joins: usize,
}

impl<'a, T: Index> Grower<'a, T> {
    fn new(
        cells: &'a Cells,
        keys: Keys,
        below: u64,
        (rows, sets, open, heavy): Parts<'a, T>,
    ) -> Grower<'a, T> {
        Grower {
            cells,
            keys,
            below,
            sets,
            open,
            heavy,
            rows,
            queue: Vec::new(),
            joins: 0,
        }
    }

    /// The walls between the cells of the part, a row at a time.
    fn all(&mut self, next: &mut Band<T>) {
        let (w, last) = (self.cells.w, self.rows.end - 1);
        for y in self.rows.clone() {
            for x in 0..w {
                let s = self.cells.slot(x, y);
                if x + 1 < w {
                    self.offer((x, y), (x + 1, y), 2 * s, next);
                }
                if y < last {
                    self.offer((x, y), (x, y + 1), 2 * s + 1, next);
                }
            }
        }
    }

    #[inline]
    fn offer(&mut self, a: (usize, usize), b: (usize, usize), wall: usize, next: &mut Band<T>) {
        let key = self.keys.of(wall);
        if key < self.below {
            self.add(a, b, wall);
        } else if next.holds(key) {
            next.add(wall, key);
        } else {
            self.heavy.set(wall, true);
        }
    }

    fn add(&mut self, a: (usize, usize), b: (usize, usize), wall: usize) {
        let (sa, sb) = self.cells.sides(wall);
        if self.sets.unite(sa, sb) {
            self.open.set(wall, true);
            self.joins += 1;
        } else if let Some(heaviest) = self.heaviest_between(a, b)
            && self.keys.of(heaviest) > self.keys.of(wall)
        {
            self.open.set(heaviest, false);
            self.open.set(wall, true);
        }
    }

    /// The wall with the highest key on the path between two cells of one tree, by a
    /// breadth-first search from `a` that never steps back the way it came (a tree has no
    /// other way back).
    fn heaviest_between(&mut self, a: (usize, usize), b: (usize, usize)) -> Option<usize> {
        self.queue.clear();
        self.queue.push(Step {
            x: a.0 as u32,
            y: a.1 as u32,
            from: START,
            wall: usize::MAX,
        });
        let mut head = 0;
        loop {
            let step = *self.queue.get(head)?;
            if (step.x as usize, step.y as usize) == b {
                break;
            }
            self.push_neighbours(step, head as u32);
            head += 1;
        }
        let mut heaviest = (0, usize::MAX);
        while self.queue[head].from != START {
            let wall = self.queue[head].wall;
            heaviest = heaviest.max((self.keys.of(wall), wall));
            head = self.queue[head].from as usize;
        }
        Some(heaviest.1)
    }

    fn push_neighbours(&mut self, step: Step, index: u32) {
        let (x, y) = (step.x as usize, step.y as usize);
        let c = self.cells;
        let mut go = |nx: usize, ny: usize, wall: usize, open: &WallsPart| {
            if wall != step.wall && open.has(wall) {
                self.queue.push(Step {
                    x: nx as u32,
                    y: ny as u32,
                    from: index,
                    wall,
                });
            }
        };
        let here = c.slot(x, y);
        if x + 1 < c.w {
            go(x + 1, y, 2 * here, &self.open);
        }
        if y + 1 < self.rows.end {
            go(x, y + 1, 2 * here + 1, &self.open);
        }
        if x > 0 {
            go(x - 1, y, 2 * c.slot(x - 1, y), &self.open);
        }
        if y > self.rows.start {
            go(x, y - 1, 2 * c.slot(x, y - 1) + 1, &self.open);
        }
    }
}
