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

/// A vector of `f(0)`, `f(1)`, ... `f(n - 1)`, written by every core: the first touch of
/// each page (the kernel clearing it) is most of the cost of a fresh array of hundreds of
/// megabytes, and it is shared too.
pub fn big_vec_from<T: Send>(n: usize, f: impl Fn(usize) -> T + Sync) -> Vec<T> {
    use rayon::prelude::*;
    const CHUNK: usize = 1 << 16;
    let mut v: Vec<T> = Vec::with_capacity(n);
    advise_huge(v.as_mut_ptr().cast(), n * std::mem::size_of::<T>());
    v.spare_capacity_mut()[..n]
        .par_chunks_mut(CHUNK)
        .enumerate()
        .for_each(|(c, chunk)| {
            for (k, slot) in chunk.iter_mut().enumerate() {
                slot.write(f(c * CHUNK + k));
            }
        });
    // SAFETY: the first `n` elements were all written above.
    unsafe { v.set_len(n) };
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

/// The memory the system can give without swapping (Linux's `MemAvailable`), if known; what a
/// large generation is checked against before it starts.
pub fn available_bytes() -> Option<u64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let line = info.lines().find(|l| l.starts_with("MemAvailable:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    kib.checked_mul(1024)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn big_vectors_and_mazes_hold_what_was_asked() {
        let v = big_vec(1 << 20, 7u64);
        assert!(v.len() == 1 << 20 && v.iter().all(|&x| x == 7));
        let v = big_vec_from(300_000, |i| i * 3);
        assert!(v.len() == 300_000 && v.iter().enumerate().all(|(i, &x)| x == i * 3));
        assert_eq!(walled_maze(30, 20), Maze::new(30, 20, true));
    }
}
