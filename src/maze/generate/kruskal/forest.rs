//! Kruskal's first phase on a large maze: the walls whose keys are below a share under one
//! half, taken in the order of the cells instead of the order of the keys. Opening a share
//! `p` of a grid's walls at random leaves small, scattered components while `p` is under one
//! half (bond percolation on the square grid sets in at one half), so a union-find that walks
//! the grid row by row finds them in memory the cache holds.
//!
//! Taking walls out of key order still gives Kruskal's forest: a wall that closes a cycle
//! goes in place of the heaviest wall on that cycle when it is lighter than that one (the
//! forest of a set of walls depends on the set, not on the order). Cycles are found by a
//! search of the small tree the wall's two cells share ([`super::cycle`]).

use super::bands::Band;
use super::cells::{Cells, Walls, WallsPart};
use super::cycle::{Search, Tree};
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
    let mut seen = Walls::new(cells);
    // A multiple of 8 rows starts a tile row whose first slot is a multiple of 32, so the
    // halves share neither a line of sets nor a word of walls.
    let half = (cells.h / 2) & !7;
    let band = || Band::new(cells, below, next, true);
    let part = |region| {
        let mut grower = Grower::new(cells, keys, below, region);
        let mut band = band();
        grower.all(&mut band);
        (grower.joins, band)
    };
    let ((top, top_band), (bottom, bottom_band)) = if half == 0 {
        let whole = part(Region::whole(cells, sets, open, heavy, &mut seen));
        (whole, (0, band()))
    } else {
        let slot = cells.slot(0, half);
        let (sets_top, sets_bottom) = sets.split(slot);
        let (open_top, open_bottom) = open.split(2 * slot);
        let (heavy_top, heavy_bottom) = heavy.split(2 * slot);
        let (seen_top, seen_bottom) = seen.split(2 * slot);
        let top = Region {
            rows: 0..half,
            sets: sets_top,
            open: open_top,
            heavy: heavy_top,
            seen: seen_top,
        };
        let bottom = Region {
            rows: half..cells.h,
            sets: sets_bottom,
            open: open_bottom,
            heavy: heavy_bottom,
            seen: seen_bottom,
        };
        rayon::join(|| part(top), || part(bottom))
    };
    let mut band = top_band.merge(bottom_band);
    let whole = Region::whole(cells, sets, open, heavy, &mut seen);
    let mut grower = Grower::new(cells, keys, below, whole);
    if half > 0 {
        for x in 0..cells.w {
            let wall = 2 * cells.slot(x, half - 1) + 1;
            grower.offer((x, half - 1), (x, half), wall, &mut band);
        }
    }
    (top + bottom + grower.joins, band)
}

/// What a grower works on: its rows, their sets, the walls taken down, the walls left for
/// the last phase, and the marks of its searches.
struct Region<'a, T> {
    rows: std::ops::Range<usize>,
    sets: Part<'a, T>,
    open: WallsPart<'a>,
    heavy: WallsPart<'a>,
    seen: WallsPart<'a>,
}

impl<'a, T: Index> Region<'a, T> {
    fn whole(
        cells: &Cells,
        sets: &'a mut Sets<T>,
        open: &'a mut Walls,
        heavy: &'a mut Walls,
        seen: &'a mut Walls,
    ) -> Region<'a, T> {
        Region {
            rows: 0..cells.h,
            sets: sets.whole(),
            open: open.whole(),
            heavy: heavy.whole(),
            seen: seen.whole(),
        }
    }
}

struct Grower<'a, T> {
    cells: &'a Cells,
    keys: Keys,
    below: u64,
    region: Region<'a, T>,
    search: Search,
    joins: usize,
}

impl<'a, T: Index> Grower<'a, T> {
    fn new(cells: &'a Cells, keys: Keys, below: u64, region: Region<'a, T>) -> Grower<'a, T> {
        Grower {
            cells,
            keys,
            below,
            region,
            search: Search::default(),
            joins: 0,
        }
    }

    /// The walls between the cells of the region, a row at a time.
    fn all(&mut self, next: &mut Band<T>) {
        let (w, last) = (self.cells.w, self.region.rows.end - 1);
        for y in self.region.rows.clone() {
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
            self.region.heavy.set(wall, true);
        }
    }

    fn add(&mut self, a: (usize, usize), b: (usize, usize), wall: usize) {
        let (sa, sb) = self.cells.sides(wall);
        if self.region.sets.unite(sa, sb) {
            self.region.open.set(wall, true);
            self.joins += 1;
            return;
        }
        let r = &mut self.region;
        let mut tree = Tree {
            cells: self.cells,
            rows: r.rows.clone(),
            open: &r.open,
            seen: &mut r.seen,
        };
        if let Some(heaviest) = self.search.heaviest(&mut tree, self.keys, a, b)
            && self.keys.of(heaviest) > self.keys.of(wall)
        {
            self.region.open.set(heaviest, false);
            self.region.open.set(wall, true);
        }
    }
}
