//! The one seeded random generator of every game: ChaCha8, named and version-stable, so the
//! same seed gives the same maze, map or game on any machine and any later version.

use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// The generator for `seed`.
pub fn rng(seed: u64) -> ChaCha8Rng {
    ChaCha8Rng::seed_from_u64(seed)
}

/// A seed from the clock (whole seconds since 1970), for games started without one; the
/// games print it so the game can be played again.
pub fn from_clock() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1, |d| d.as_secs())
}
