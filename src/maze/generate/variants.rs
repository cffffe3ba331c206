//! Mazes that are not perfect: the invisible maze's density generator, and braiding (removing
//! dead ends) applied to any maze.

use gridwright_formats::maze::{Cell, Maze, Side};
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use super::below;
use crate::maze::grid::{carve, open, step};

/// The invisible maze: each interior wall present with probability `p`; the start is a random
/// row of the leftmost column, the exit an opening of the right wall at a random row.
pub fn density(w: usize, h: usize, p: f64, seed: u64) -> Maze {
    let mut rng = crate::maze::grid::rng(seed);
    let p = probability(p);
    let mut m = Maze::new(w, h, false);
    for i in 0..w * h {
        if i % w + 1 < w {
            m.set_east_wall(i, rng.random_bool(p));
        }
        if i / w + 1 < h {
            m.set_south_wall(i, rng.random_bool(p));
        }
    }
    m.entrance = Cell::new(0, below(&mut rng, h));
    m.exit = Cell::new(w - 1, below(&mut rng, h));
    let exit = m.exit;
    m.set_wall(exit, Side::Right, false);
    m.generator = Some(format!("density {p}"));
    m.seed = Some(seed);
    m
}

/// `p` made a probability: NaN (which `random_bool` refuses) is 0, the rest clamped to [0, 1].
fn probability(p: f64) -> f64 {
    if p.is_nan() { 0.0 } else { p.clamp(0.0, 1.0) }
}

/// No solvable maze came out of the tries allowed.
#[derive(Debug, Clone, PartialEq)]
pub struct NoSolvableMaze {
    /// Mazes drawn before giving up.
    pub tries: u32,
    /// The wall density asked for.
    pub density: f64,
}

impl std::fmt::Display for NoSolvableMaze {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let density = self.density;
        f.write_str(&crate::t!(
            "maze-no-solvable",
            n = self.tries,
            density = density
        ))
    }
}

impl std::error::Error for NoSolvableMaze {}

/// How many mazes [`density_solvable`] tries for a maze of `cells` cells: up to 1000, fewer
/// for large mazes, so that giving up takes seconds, not hours.
pub fn solvable_tries(cells: usize) -> u32 {
    (200_000_000 / cells.max(1)).clamp(10, 1000) as u32
}

/// A density maze whose exit is reachable: seeds `seed`, `seed + 1`, ... are tried in turn
/// (as the original retries), at most `tries` of them. Gives the maze and the seed that
/// made it.
pub fn density_solvable(
    w: usize,
    h: usize,
    p: f64,
    seed: u64,
    tries: u32,
) -> Result<(Maze, u64), NoSolvableMaze> {
    for k in 0..tries {
        let s = seed.wrapping_add(u64::from(k));
        let m = density(w, h, p, s);
        if crate::maze::properties::exit_reachable(&m) {
            return Ok((m, s));
        }
    }
    Err(NoSolvableMaze { tries, density: p })
}

/// The invisible maze of a game: as the original makes it (solvable or not), or the first
/// solvable one from `seed` on, with the seed that made it. The console game, the window and
/// `bench laby` all take their mazes from here, so a seed gives the same maze in each.
pub fn invisible(
    w: usize,
    h: usize,
    p: f64,
    seed: u64,
    solvable: bool,
) -> Result<(Maze, u64), NoSolvableMaze> {
    if solvable {
        density_solvable(w, h, p, seed, solvable_tries(w * h))
    } else {
        Ok((density(w, h, p, seed), seed))
    }
}

/// Removes the share `p` of dead ends, each by opening a wall to a neighbour (another dead end
/// when there is one, so that one opening removes two).
pub fn braid(m: &mut Maze, p: f64, rng: &mut ChaCha8Rng) {
    let exits = |m: &Maze, i: usize| (0..4).filter(|&d| open(m, i, d)).count();
    for i in 0..m.cells() {
        if exits(m, i) != 1 || !rng.random_bool(probability(p)) {
            continue;
        }
        let closed: Vec<usize> = (0..4)
            .filter(|&d| step(m, i, d).is_some() && !open(m, i, d))
            .collect();
        if closed.is_empty() {
            continue;
        }
        let dead: Vec<usize> = closed
            .iter()
            .copied()
            .filter(|&d| step(m, i, d).is_some_and(|j| exits(m, j) == 1))
            .collect();
        let pool = if dead.is_empty() { &closed } else { &dead };
        carve(m, i, pool[below(rng, pool.len())]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_density_gives_up_with_a_reason() {
        // Before: `--density 1 --solvable` retried forever.
        let e = density_solvable(5, 5, 1.0, 3, 20).unwrap_err();
        assert_eq!(e.tries, 20);
        let (m, seed) = density_solvable(5, 5, 0.0, 3, 20).unwrap();
        assert_eq!((m.seed, seed), (Some(3), 3));
        // Before: NaN reached `random_bool`, which panics.
        assert_eq!(density(4, 4, f64::NAN, 1).interior_walls(), 0);
    }
}
