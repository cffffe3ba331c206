//! Kruskal's later phases on a large maze: the walls of a band of keys, in key order. The
//! walls of a band go into buckets by key, each small enough for the cache to sort; joining
//! them is then the random walk through the union-find that costs a cache miss a wall, so
//! the cells of a wall a few places ahead are fetched while one is joined.

use super::cells::{Cells, WallsPart};
use super::keys::Keys;
use super::sets::{Index, Part};

/// Walls per bucket, about: small enough for the processor's second-level cache.
const BUCKET: usize = 1 << 16;
/// How many walls ahead to fetch cells.
const AHEAD: usize = 32;

/// The walls of a band of keys (from `lo` to `hi`, both included), in buckets by key.
pub struct Band<T> {
    lo: u64,
    hi: u64,
    /// Bucket of a key: `(key - lo) * scale >> 64`, a multiplication where a division by
    /// the band's width would cost a hundred cycles a wall.
    scale: u128,
    buckets: Vec<Vec<T>>,
}

impl<T: Index> Band<T> {
    /// An empty band; `expected` walls are reserved when known.
    pub fn new(cells: &Cells, lo: u64, hi: u64, reserve: bool) -> Band<T> {
        let width = hi as u128 - lo as u128 + 1;
        let walls = 2 * cells.w * cells.h;
        let expected = ((walls as u128 * width) >> 64) as usize;
        let count = (expected / BUCKET).max(1).next_power_of_two();
        let capacity = if reserve {
            expected / count + expected / count / 8 + 16
        } else {
            0
        };
        Band {
            lo,
            hi,
            scale: ((count as u128) << 64) / width,
            buckets: (0..count).map(|_| Vec::with_capacity(capacity)).collect(),
        }
    }

    pub fn holds(&self, key: u64) -> bool {
        (self.lo..=self.hi).contains(&key)
    }

    /// Adds a wall whose key the band holds.
    #[inline]
    pub fn add(&mut self, wall: usize, key: u64) {
        let bucket = (((key - self.lo) as u128 * self.scale) >> 64) as usize;
        self.buckets[bucket].push(T::pack(wall));
    }

    /// The walls of both bands (of the same keys) in one.
    pub fn merge(mut self, other: Band<T>) -> Band<T> {
        for (mine, theirs) in self.buckets.iter_mut().zip(other.buckets) {
            mine.extend(theirs);
        }
        self
    }

    /// Kruskal over the band's walls; returns the walls taken down (at most `wanted`). The
    /// other core sorts the next bucket while one is joined.
    pub fn join(
        self,
        cells: &Cells,
        keys: Keys,
        mut sets: Part<T>,
        mut open: WallsPart,
        wanted: usize,
    ) -> usize {
        let mut joins = 0;
        let mut buckets = self.buckets.into_iter();
        let mut current = buckets.next().map(|b| sorted(b, keys));
        while let Some(walls) = current {
            if joins == wanted {
                break;
            }
            let (next, joined) = rayon::join(
                || buckets.next().map(|b| sorted(b, keys)),
                || join_sorted(cells, &walls, &mut sets, &mut open, wanted - joins),
            );
            joins += joined;
            current = next;
        }
        joins
    }
}

fn sorted<T: Index>(bucket: Vec<T>, keys: Keys) -> Vec<(u64, T)> {
    let mut walls: Vec<(u64, T)> = bucket.iter().map(|&w| (keys.of(w.unpack()), w)).collect();
    walls.sort_unstable_by_key(|&(k, _)| k);
    walls
}

fn join_sorted<T: Index>(
    cells: &Cells,
    sorted: &[(u64, T)],
    sets: &mut Part<T>,
    open: &mut WallsPart,
    wanted: usize,
) -> usize {
    let mut joins = 0;
    for k in 0..sorted.len() {
        // Two stages: the wall's cells far ahead, their parents (by then in the cache)
        // half as far.
        if let Some(&(_, next)) = sorted.get(k + AHEAD) {
            let (a, b) = cells.sides(next.unpack());
            sets.prefetch(a);
            sets.prefetch(b);
        }
        if let Some(&(_, next)) = sorted.get(k + AHEAD / 2) {
            let (a, b) = cells.sides(next.unpack());
            sets.prefetch(sets.parent(a));
            sets.prefetch(sets.parent(b));
        }
        let wall = sorted[k].1.unpack();
        let (a, b) = cells.sides(wall);
        if sets.unite(a, b) {
            open.set(wall, true);
            joins += 1;
            if joins == wanted {
                break;
            }
        }
    }
    joins
}
