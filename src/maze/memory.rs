//! Large arrays backed by huge pages where the system offers them (Linux transparent huge
//! pages in `madvise` mode, the common default). Generators and solvers of 10^8-cell mazes
//! touch hundreds of megabytes in random order; with 4 KiB pages nearly every access also
//! misses the TLB, and 2 MiB pages removed a third of the running time.

use gridwright_formats::maze::Maze;

/// Below this, huge pages cannot help.
const HUGE: usize = 4 << 20;

/// A vector of `n` copies of `value`, its memory advised for huge pages before first use.
pub fn big_vec<T: Clone>(n: usize, value: T) -> Vec<T> {
    let mut v: Vec<T> = Vec::with_capacity(n);
    advise_huge(v.as_mut_ptr().cast(), n * std::mem::size_of::<T>());
    v.resize(n, value);
    v
}

/// Asks the processor to fetch `value` into the cache: code that knows which far memory it
/// will read next overlaps the cache miss with its current work.
#[inline]
pub fn prefetch<T>(value: &T) {
    #[cfg(target_arch = "x86_64")]
    // SAFETY: a prefetch is only a hint; it reads nothing and cannot fault.
    unsafe {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        _mm_prefetch::<_MM_HINT_T0>((value as *const T).cast());
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = value;
}

/// A maze with every interior wall, its bits in huge pages.
pub fn walled_maze(w: usize, h: usize) -> Maze {
    let words = (w * h).div_ceil(64);
    Maze::from_wall_bits(w, h, big_vec(words, u64::MAX), big_vec(words, u64::MAX))
}

#[cfg(target_os = "linux")]
fn advise_huge(ptr: *mut u8, len: usize) {
    if len < HUGE {
        return;
    }
    const PAGE: usize = 2 << 20;
    let start = (ptr as usize).next_multiple_of(PAGE);
    let end = (ptr as usize + len) / PAGE * PAGE;
    if end > start {
        // SAFETY: the range lies inside an allocation this process owns; the advice changes
        // only how the kernel backs it, never its contents.
        unsafe {
            libc::madvise(start as *mut libc::c_void, end - start, libc::MADV_HUGEPAGE);
        }
    }
}

#[cfg(not(target_os = "linux"))]
fn advise_huge(_ptr: *mut u8, _len: usize) {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn big_vectors_and_mazes_hold_what_was_asked() {
        let v = big_vec(1 << 20, 7u64);
        assert!(v.len() == 1 << 20 && v.iter().all(|&x| x == 7));
        assert_eq!(walled_maze(30, 20), Maze::new(30, 20, true));
    }
}
