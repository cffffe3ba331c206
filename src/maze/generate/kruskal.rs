//! Randomized Kruskal: every interior wall in random order; a wall goes when the cells on its
//! two sides are not yet connected (union-find).
//!
//! On a 10^8-cell maze the walls come in random order, so each union-find step is a cache
//! miss; three things keep their number and cost down. Cells are numbered by 4 x 4 tiles, so
//! a wall's two cells share one cache line of the parent array. The union-find is Rem's
//! algorithm with splicing (both paths walked together, stopping where they meet), the fastest
//! known in practice, with no rank array. And the shuffle is done in buckets that fit the
//! cache: each wall goes to a random bucket, each bucket is shuffled (together a uniform
//! permutation), and while one wall is joined the cells of a wall a few places ahead are
//! fetched.

use gridwright_formats::maze::Maze;
use rand_chacha::ChaCha8Rng;

use super::draws::Draws;
use crate::maze::grid::{E, S, record, recording_active};
use crate::maze::memory::{big_vec, prefetch};

/// Walls per bucket, about: small enough for the processor's second-level cache.
const BUCKET: usize = 1 << 17;
/// How many walls ahead to fetch cells.
const AHEAD: usize = 32;

pub fn generate(w: usize, h: usize, rng: &mut ChaCha8Rng) -> Maze {
    let cells = Cells::new(w, h);
    if cells.slots() < 1 << 30 {
        run::<u32>(cells, rng)
    } else {
        run::<u64>(cells, rng)
    }
}

/// A wall as stored in the buckets: slot * 2 + (1 if south of the slot's cell, 0 if east),
/// and the top bit set once the wall is taken down. Marking the wall where it is stored
/// (read in order) instead of in a bitmap of all walls saves a cache miss per wall.
trait Wall: Copy {
    const TAKEN: Self;
    fn pack(v: usize) -> Self;
    fn unpack(self) -> usize;
    fn taken(self) -> bool;
    fn take(self) -> Self;
}

/// The two widths differ only in their type and top bit.
macro_rules! wall_impl {
    ($t:ty) => {
        impl Wall for $t {
            const TAKEN: $t = 1 << (<$t>::BITS - 1);
            fn pack(v: usize) -> $t {
                v as $t
            }
            fn unpack(self) -> usize {
                (self & !Self::TAKEN) as usize
            }
            fn taken(self) -> bool {
                self & Self::TAKEN != 0
            }
            fn take(self) -> $t {
                self | Self::TAKEN
            }
        }
    };
}

wall_impl!(u32);
wall_impl!(u64);

fn run<T: Wall>(cells: Cells, rng: &mut ChaCha8Rng) -> Maze {
    let mut draws = Draws::new(rng);
    let mut buckets = shuffled_walls::<T>(&cells, &mut draws);
    let mut sets = Sets::new(cells.slots());
    let mut joins = cells.w * cells.h - 1;
    for bucket in buckets.iter_mut() {
        if joins == 0 {
            break;
        }
        for k in (1..bucket.len()).rev() {
            bucket.swap(k, draws.below(k + 1));
        }
        for k in 0..bucket.len() {
            // Two stages: the wall's cells (and its bit) far ahead, their parents (by then
            // in the cache) half as far.
            if let Some(next) = bucket.get(k + AHEAD) {
                let (a, b) = cells.sides(next.unpack());
                sets.prefetch(a);
                sets.prefetch(b);
            }
            if let Some(next) = bucket.get(k + AHEAD / 2) {
                let (a, b) = cells.sides(next.unpack());
                sets.prefetch(sets.parent(a));
                sets.prefetch(sets.parent(b));
            }
            let wall = bucket[k].unpack();
            let (a, b) = cells.sides(wall);
            if sets.unite(a, b) {
                bucket[k] = bucket[k].take();
                if recording_active() {
                    let (x, y) = cells.position(a);
                    record(y * cells.w + x, if wall & 1 == 1 { S } else { E }, true);
                }
                joins -= 1;
                if joins == 0 {
                    break;
                }
            }
        }
    }
    // The walls taken down, as bits by wall number: 25 MB for 10^8 cells, written in an
    // order the cache holds once the union-find's arrays are gone.
    drop(sets);
    let mut open = big_vec((2 * cells.slots()).div_ceil(64), 0u64);
    for wall in buckets.iter().flatten().filter(|w| w.taken()) {
        let wall = wall.unpack();
        open[wall >> 6] |= 1 << (wall & 63);
    }
    cells.maze(&open)
}

/// Every interior wall, each in a random bucket.
fn shuffled_walls<T: Wall>(cells: &Cells, draws: &mut Draws) -> Vec<Vec<T>> {
    let walls = 2 * cells.w * cells.h;
    let bits = (walls / BUCKET).max(1).next_power_of_two().trailing_zeros();
    let mut buckets: Vec<Vec<T>> = (0..1usize << bits)
        .map(|_| Vec::with_capacity((walls >> bits) + (walls >> bits) / 8 + 16))
        .collect();
    let mut add = |wall: usize, draws: &mut Draws| {
        let b = if bits == 0 {
            0
        } else {
            draws.bits(bits) as usize
        };
        buckets[b].push(T::pack(wall));
    };
    for y in 0..cells.h {
        for x in 0..cells.w {
            let s = cells.slot(x, y);
            if x + 1 < cells.w {
                add(2 * s, draws);
            }
            if y + 1 < cells.h {
                add(2 * s + 1, draws);
            }
        }
    }
    buckets
}

/// Cell numbering by 4 x 4 tiles ("slots"): 16 slots a tile, tiles row by row.
struct Cells {
    w: usize,
    h: usize,
    across: usize,
}

impl Cells {
    fn new(w: usize, h: usize) -> Cells {
        Cells {
            w,
            h,
            across: w.div_ceil(4),
        }
    }

    fn slots(&self) -> usize {
        self.across * self.h.div_ceil(4) * 16
    }

    #[inline]
    fn slot(&self, x: usize, y: usize) -> usize {
        ((y >> 2) * self.across + (x >> 2)) * 16 + (y & 3) * 4 + (x & 3)
    }

    fn position(&self, s: usize) -> (usize, usize) {
        let tile = s >> 4;
        (
            (tile % self.across) * 4 + (s & 3),
            (tile / self.across) * 4 + (s >> 2 & 3),
        )
    }

    /// The two cells a wall separates, without division.
    #[inline]
    fn sides(&self, wall: usize) -> (usize, usize) {
        let s = wall >> 1;
        let other = if wall & 1 == 0 {
            if s & 3 < 3 { s + 1 } else { s + 13 }
        } else if s >> 2 & 3 < 3 {
            s + 4
        } else {
            s + self.across * 16 - 12
        };
        (s, other)
    }

    /// The maze with the walls whose bit is set in `open` removed.
    fn maze(&self, open: &[u64]) -> Maze {
        let mut m = crate::maze::memory::walled_maze(self.w, self.h);
        for y in 0..self.h {
            for x in 0..self.w {
                let (s, i) = (self.slot(x, y), y * self.w + x);
                if open[s >> 5] >> ((2 * s) & 63) & 1 == 1 {
                    m.set_east_wall(i, false);
                }
                if open[s >> 5] >> ((2 * s) & 63) & 2 == 2 {
                    m.set_south_wall(i, false);
                }
            }
        }
        m
    }
}

#[derive(Clone, Copy)]
#[repr(C, align(64))]
struct Line([u32; 16]);

/// Disjoint sets of slots: parents by cache line, a parent always numbered above its child.
struct Sets(Vec<Line>);

impl Sets {
    fn new(slots: usize) -> Sets {
        let mut lines = big_vec(slots / 16, Line([0; 16]));
        for (l, line) in lines.iter_mut().enumerate() {
            *line = Line(std::array::from_fn(|k| (l * 16 + k) as u32));
        }
        Sets(lines)
    }

    #[inline]
    fn parent(&self, s: usize) -> usize {
        self.0[s >> 4].0[s & 15] as usize
    }

    #[inline]
    fn set_parent(&mut self, s: usize, p: usize) {
        self.0[s >> 4].0[s & 15] = p as u32;
    }

    #[inline]
    fn prefetch(&self, s: usize) {
        prefetch(&self.0[s >> 4]);
    }

    /// Rem's union with splicing: whether `a` and `b` were in different sets (now joined).
    fn unite(&mut self, a: usize, b: usize) -> bool {
        let (mut a, mut b) = (a, b);
        loop {
            let (pa, pb) = (self.parent(a), self.parent(b));
            if pa == pb {
                return false;
            }
            if pa < pb {
                if a == pa {
                    self.set_parent(a, pb);
                    return true;
                }
                self.set_parent(a, pb);
                a = pa;
            } else {
                if b == pb {
                    self.set_parent(b, pa);
                    return true;
                }
                self.set_parent(b, pa);
                b = pb;
            }
        }
    }
}
