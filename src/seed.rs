//! The one seeded random generator of every game: ChaCha8, named and version-stable, so the
//! same seed gives the same maze, map or game on any machine and any later version.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The generator for `seed`.
pub fn rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}
