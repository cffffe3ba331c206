//! Kruskal's random order as a key per wall. A shuffle of 2 x 10^8 walls is two passes over
//! 800 MB; a key computed from the wall's number costs nothing to store and can be recomputed
//! wherever the order is needed. SplitMix64's mixer is a bijection, and so is
//! `salt + wall * odd`, so no two walls of a maze ever share a key and the order is total.

use rand::Rng;
use rand_chacha::ChaCha8Rng;

#[derive(Clone, Copy)]
pub struct Keys {
    salt: u64,
}

impl Keys {
    /// The keys of one maze: one word of the seeded stream.
    pub fn new(rng: &mut ChaCha8Rng) -> Keys {
        Keys {
            salt: rng.next_u64(),
        }
    }

    #[inline]
    pub fn of(self, wall: usize) -> u64 {
        let mut z = self
            .salt
            .wrapping_add((wall as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15));
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// The key below which a share `p` of all walls fall.
pub fn share(p: f64) -> u64 {
    (p * 18_446_744_073_709_551_616.0).min(u64::MAX as f64) as u64
}
