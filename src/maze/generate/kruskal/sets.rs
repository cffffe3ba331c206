//! Disjoint sets of slots for Kruskal: Rem's algorithm with splicing (both paths walked
//! together, stopping where they meet), the fastest union-find known in practice, with no
//! rank array: a parent is always numbered above its child. Parents are kept by cache line
//! so that they can be fetched ahead of use, in 32 bits while the slots allow.

use std::sync::atomic::Ordering::Relaxed;
use std::sync::atomic::{AtomicU32, AtomicU64};

use crate::maze::memory::{big_vec_from, prefetch};

/// A slot number as stored: `u32` halves the memory of mazes below 2^32 slots.
pub trait Index: Copy + Default + Send + Sync + 'static {
    /// The same number, for threads that share the sets.
    type Atomic: Sync;
    fn pack(v: usize) -> Self;
    fn unpack(self) -> usize;
    fn load(a: &Self::Atomic) -> usize;
    fn store(a: &Self::Atomic, v: usize);
}

macro_rules! index_impl {
    ($t:ty, $atomic:ty) => {
        impl Index for $t {
            type Atomic = $atomic;
            #[inline]
            fn pack(v: usize) -> $t {
                v as $t
            }
            #[inline]
            fn unpack(self) -> usize {
                self as usize
            }
            #[inline]
            fn load(a: &$atomic) -> usize {
                a.load(Relaxed) as usize
            }
            #[inline]
            fn store(a: &$atomic, v: usize) {
                a.store(v as $t, Relaxed)
            }
        }
    };
}

index_impl!(u32, AtomicU32);
index_impl!(u64, AtomicU64);

#[derive(Clone, Copy)]
#[repr(C, align(64))]
struct Line<T>([T; 16]);

pub struct Sets<T>(Vec<Line<T>>);

impl<T: Index> Sets<T> {
    pub fn new(slots: usize) -> Sets<T> {
        Sets(big_vec_from(slots.div_ceil(16), |l| {
            Line(std::array::from_fn(|k| T::pack(l * 16 + k)))
        }))
    }

    pub fn whole(&mut self) -> Part<'_, T> {
        Part {
            lines: &mut self.0,
            base: 0,
        }
    }

    /// The slots below `slot` (a multiple of 16) and the others, for two threads that join
    /// within their own part.
    pub fn split(&mut self, slot: usize) -> (Part<'_, T>, Part<'_, T>) {
        let (low, high) = self.0.split_at_mut(slot / 16);
        (
            Part {
                lines: low,
                base: 0,
            },
            Part {
                lines: high,
                base: slot,
            },
        )
    }

    /// The sets for many threads at once, to find representatives but not to join.
    pub fn shared(&mut self) -> Shared<'_, T> {
        let len = self.0.len() * 16;
        let first = self.0.as_mut_ptr().cast::<T::Atomic>();
        // SAFETY: the atomic types have the size and alignment of the integers they hold,
        // the lines are 16 integers each without padding, and the `&mut` borrow keeps every
        // other access out while the view lives.
        Shared(unsafe { std::slice::from_raw_parts(first, len) })
    }
}

/// The sets of a range of slots, from `base` on.
pub struct Part<'a, T> {
    lines: &'a mut [Line<T>],
    base: usize,
}

impl<T: Index> Part<'_, T> {
    #[inline]
    pub fn parent(&self, s: usize) -> usize {
        let s = s - self.base;
        self.lines[s >> 4].0[s & 15].unpack()
    }

    #[inline]
    fn set_parent(&mut self, s: usize, p: usize) {
        let s = s - self.base;
        self.lines[s >> 4].0[s & 15] = T::pack(p);
    }

    #[inline]
    pub fn prefetch(&self, s: usize) {
        let s = s - self.base;
        prefetch(&self.lines[s >> 4]);
    }

    /// Whether `a` and `b` were in different sets (now joined).
    #[inline]
    pub fn unite(&mut self, a: usize, b: usize) -> bool {
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

/// Sets shared by threads that only find. Finding moves a slot's parent up its own path to
/// the representative, so whatever order the threads' writes land in, every parent is
/// still an ancestor and the sets stay the same.
pub struct Shared<'a, T: Index>(&'a [T::Atomic]);

impl<T: Index> Clone for Shared<'_, T> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<T: Index> Copy for Shared<'_, T> {}

impl<T: Index> Shared<'_, T> {
    pub fn slots(&self) -> usize {
        self.0.len()
    }

    /// The representative of `s`, every slot on the way pointed straight at it.
    #[inline]
    pub fn find(&self, s: usize) -> usize {
        let mut root = s;
        loop {
            let p = T::load(&self.0[root]);
            if p == root {
                break;
            }
            root = p;
        }
        let mut x = s;
        while x != root {
            let p = T::load(&self.0[x]);
            T::store(&self.0[x], root);
            x = p;
        }
        root
    }

    /// Points every slot straight at its representative, both threads at work.
    pub fn flatten(&self) {
        use rayon::prelude::*;
        const CHUNK: usize = 1 << 16;
        (0..self.slots().div_ceil(CHUNK))
            .into_par_iter()
            .for_each(|c| {
                for s in c * CHUNK..((c + 1) * CHUNK).min(self.slots()) {
                    self.find(s);
                }
            });
    }
}
