//! Random draws taken a few bits at a time from ChaCha8 words. The walks of Wilson and
//! Aldous-Broder take billions of steps on a 10^8-cell maze, each needing two random bits;
//! drawing a whole word per step was most of their time.

use rand::{Rng, RngExt};
use rand_chacha::ChaCha8Rng;

pub struct Draws<'a> {
    rng: &'a mut ChaCha8Rng,
    bits: u64,
    left: u32,
}

impl<'a> Draws<'a> {
    pub fn new(rng: &'a mut ChaCha8Rng) -> Draws<'a> {
        Draws {
            rng,
            bits: 0,
            left: 0,
        }
    }

    /// `k` (1 to 32) random bits, lowest first from each word.
    #[inline]
    pub fn bits(&mut self, k: u32) -> u64 {
        debug_assert!((1..=32).contains(&k));
        if self.left < k {
            self.bits = self.rng.next_u64();
            self.left = 64;
        }
        let v = self.bits & ((1u64 << k) - 1);
        self.bits >>= k;
        self.left -= k;
        v
    }

    /// A direction index (0 to 3), uniform.
    #[inline]
    pub fn dir(&mut self) -> usize {
        self.bits(2) as usize
    }

    /// A uniform index below `n` (`n` > 0), by rejection over the fewest bits that hold `n - 1`.
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        debug_assert!(n > 0);
        if n == 1 {
            return 0;
        }
        let k = usize::BITS - (n - 1).leading_zeros();
        if k > 32 {
            return self.rng.random_range(0..n as u64) as usize;
        }
        loop {
            let v = self.bits(k) as usize;
            if v < n {
                return v;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn below_is_uniform_and_in_range() {
        let mut rng = crate::maze::grid::rng(7);
        let mut d = Draws::new(&mut rng);
        let mut counts = [0usize; 3];
        for _ in 0..30_000 {
            counts[d.below(3)] += 1;
        }
        assert!(
            counts.iter().all(|&c| (9_000..11_000).contains(&c)),
            "{counts:?}"
        );
        assert!((0..1000).all(|_| d.below(1_000_003) < 1_000_003));
        assert_eq!(d.below(1), 0);
    }
}
