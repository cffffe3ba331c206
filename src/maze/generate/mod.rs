//! Maze generators, every one seeded (ChaCha8, so a seed gives the same maze on any machine and
//! any later version) and recorded in the maze (`generator`, `seed`).

mod binary_tree;
mod division;
mod draws;
mod eller;
mod exits;
mod field;
mod kruskal;
mod random_walks;
mod sidewinder;
mod spanning;
mod tiles;
mod uniform;
mod variants;

use gridwright_formats::maze::{Cell, Maze, Side};
use rand_chacha::ChaCha8Rng;

pub use variants::{NoSolvableMaze, braid, density, density_solvable, invisible, solvable_tries};

/// The generators, by the names the CLI and the GUI use.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Algorithm {
    /// Randomized Kruskal: union-find over cells, walls in random order.
    Kruskal,
    /// Recursive backtracker (randomized depth-first search), iterative.
    Backtracker,
    /// Simplified Prim: grow from a random frontier cell.
    Prim,
    /// True Prim: minimum spanning tree over random edge weights.
    TruePrim,
    /// Wilson: loop-erased random walks (uniform spanning tree).
    Wilson,
    /// Aldous-Broder: a random walk until every cell is visited (uniform spanning tree).
    AldousBroder,
    /// Eller: row by row, with sets, in memory proportional to the width.
    Eller,
    /// Growing tree, newest cell (like the backtracker).
    GrowingTreeNewest,
    /// Growing tree, random cell (like Prim).
    GrowingTreeRandom,
    /// Growing tree, newest or random half the time each.
    GrowingTreeMixed,
    /// Hunt-and-kill.
    HuntAndKill,
    /// Sidewinder, row by row.
    Sidewinder,
    /// Binary tree: each cell opens north or east.
    BinaryTree,
    /// Recursive division: walls added to an empty field.
    Division,
}

impl Algorithm {
    /// Every generator, in the order menus and `--help` list them.
    pub const ALL: [Algorithm; 14] = [
        Algorithm::Kruskal,
        Algorithm::Backtracker,
        Algorithm::Prim,
        Algorithm::TruePrim,
        Algorithm::Wilson,
        Algorithm::AldousBroder,
        Algorithm::Eller,
        Algorithm::GrowingTreeNewest,
        Algorithm::GrowingTreeRandom,
        Algorithm::GrowingTreeMixed,
        Algorithm::HuntAndKill,
        Algorithm::Sidewinder,
        Algorithm::BinaryTree,
        Algorithm::Division,
    ];

    /// About the peak memory of generating a maze of `cells` cells, in bytes: the figures of
    /// `bench maze` at 10^8 cells (README), with a fifth more for safety. Checked against the
    /// memory the machine has before a large generation starts.
    pub fn memory_needed(self, cells: usize) -> u64 {
        let tenths_per_cell: u64 = match self {
            Algorithm::TruePrim => 90,
            Algorithm::Kruskal => 66,
            Algorithm::Backtracker | Algorithm::GrowingTreeNewest => 20,
            _ => 11,
        };
        (cells as u64).saturating_mul(tenths_per_cell * 12) / 100
    }

    /// The name written in `.maze` files and accepted by `--algo`.
    pub fn name(self) -> &'static str {
        match self {
            Algorithm::Kruskal => "kruskal",
            Algorithm::Backtracker => "backtracker",
            Algorithm::Prim => "prim",
            Algorithm::TruePrim => "true-prim",
            Algorithm::Wilson => "wilson",
            Algorithm::AldousBroder => "aldous-broder",
            Algorithm::Eller => "eller",
            Algorithm::GrowingTreeNewest => "growing-tree-newest",
            Algorithm::GrowingTreeRandom => "growing-tree-random",
            Algorithm::GrowingTreeMixed => "growing-tree-mixed",
            Algorithm::HuntAndKill => "hunt-and-kill",
            Algorithm::Sidewinder => "sidewinder",
            Algorithm::BinaryTree => "binary-tree",
            Algorithm::Division => "division",
        }
    }
}

/// A perfect maze of `width` x `height` cells, entrance top-left, exit bottom-right, with
/// openings in the border beside them (the graph-maze assignment's convention).
pub fn generate(algo: Algorithm, width: usize, height: usize, seed: u64) -> Maze {
    let mut rng = crate::maze::grid::rng(seed);
    let mut m = match algo {
        Algorithm::Kruskal => kruskal::generate(width, height, &mut rng),
        Algorithm::Backtracker => random_walks::backtracker(width, height, &mut rng),
        Algorithm::Prim => spanning::prim(width, height, &mut rng),
        Algorithm::TruePrim => spanning::true_prim(width, height, &mut rng),
        Algorithm::Wilson => uniform::wilson(width, height, &mut rng),
        Algorithm::AldousBroder => uniform::aldous_broder(width, height, &mut rng),
        Algorithm::Eller => eller::generate(width, height, &mut rng),
        Algorithm::GrowingTreeNewest => spanning::growing_tree(width, height, &mut rng, 1.0),
        Algorithm::GrowingTreeRandom => spanning::growing_tree(width, height, &mut rng, 0.0),
        Algorithm::GrowingTreeMixed => spanning::growing_tree(width, height, &mut rng, 0.5),
        Algorithm::HuntAndKill => random_walks::hunt_and_kill(width, height, &mut rng),
        Algorithm::Sidewinder => sidewinder::generate(width, height, &mut rng),
        Algorithm::BinaryTree => binary_tree::generate(width, height, &mut rng),
        Algorithm::Division => division::generate(width, height, &mut rng),
    };
    m.generator = Some(algo.name().to_owned());
    m.seed = Some(seed);
    open_ends(&mut m);
    m
}

/// A maze and the steps that built it, for showing generation step by step. Replaying the
/// steps on [`start_of`] gives the maze (before its border openings).
pub fn generate_recorded(
    algo: Algorithm,
    width: usize,
    height: usize,
    seed: u64,
) -> (Maze, Vec<crate::maze::grid::Event>) {
    crate::maze::grid::recording(|| generate(algo, width, height, seed))
}

/// The maze a generator starts from: every wall, or none for recursive division.
pub fn start_of(algo: Algorithm, width: usize, height: usize) -> Maze {
    Maze::new(width, height, algo != Algorithm::Division)
}

/// Opens the border left of the entrance and right of the exit.
pub fn open_ends(m: &mut Maze) {
    m.entrance = Cell::new(0, 0);
    m.exit = Cell::new(m.width() - 1, m.height() - 1);
    m.set_wall(m.entrance, Side::Left, false);
    let exit = m.exit;
    m.set_wall(exit, Side::Right, false);
}

/// A random index below `n`, drawn portably (as u64).
#[inline]
pub(crate) fn below(rng: &mut ChaCha8Rng, n: usize) -> usize {
    use rand::RngExt;
    rng.random_range(0..n as u64) as usize
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::properties::is_perfect;

    #[test]
    fn recorded_steps_rebuild_the_maze() {
        for algo in [Algorithm::Kruskal, Algorithm::Division, Algorithm::Wilson] {
            let (m, steps) = generate_recorded(algo, 9, 6, 4);
            let mut replay = start_of(algo, 9, 6);
            for e in &steps {
                crate::maze::grid::set_passage(
                    &mut replay,
                    e.cell as usize,
                    e.dir as usize,
                    e.passage,
                );
            }
            open_ends(&mut replay);
            replay.generator = m.generator.clone();
            replay.seed = m.seed;
            assert_eq!(replay, m, "{algo:?}");
        }
    }

    #[test]
    fn every_generator_makes_a_perfect_maze_reproducibly() {
        for algo in Algorithm::ALL {
            for (w, h) in [(1, 1), (1, 7), (9, 1), (12, 8), (31, 17)] {
                let m = generate(algo, w, h, 3);
                assert!(is_perfect(&m), "{algo:?} {w}x{h}");
                assert_eq!(m, generate(algo, w, h, 3), "{algo:?} reproducible");
            }
            assert_ne!(
                generate(algo, 20, 20, 1),
                generate(algo, 20, 20, 2),
                "{algo:?} depends on the seed"
            );
        }
    }

    /// Jumps across visited squares need room: on 150 x 150 they happen, and the mazes must
    /// still be perfect and look like Wilson's (both are uniform spanning trees; about 29 % of
    /// the cells of a uniform spanning tree of the plane are dead ends).
    #[test]
    fn aldous_broder_with_jumps_is_perfect_and_like_wilson() {
        let dead_ends = |algo| {
            let total: usize = (0..3)
                .map(|seed| {
                    let m = generate(algo, 150, 150, seed);
                    assert!(is_perfect(&m), "{algo:?} {seed}");
                    crate::maze::properties::dead_ends(&m)
                })
                .sum();
            total as f64 / (3.0 * 150.0 * 150.0)
        };
        let (ab, wilson) = (
            dead_ends(Algorithm::AldousBroder),
            dead_ends(Algorithm::Wilson),
        );
        assert!((ab - wilson).abs() < 0.01, "{ab} {wilson}");
        assert!((ab - 0.2945).abs() < 0.02, "{ab}");
    }

    /// FNV-1a: a hash whose value never changes between Rust versions.
    fn fnv(text: &str) -> u64 {
        text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
            (h ^ b as u64).wrapping_mul(0x0100_0000_01b3)
        })
    }

    /// The promise of the `.maze` format: a recorded algorithm and seed give the same maze in
    /// every later version. A change to a generator's draws fails here; it needs a new
    /// algorithm name, not new hashes. (Kruskal's changed once, before the format's first
    /// release, when its random order became a key per wall.)
    #[test]
    fn seeds_give_the_mazes_they_always_gave() {
        let hashes: Vec<(&str, u64)> = Algorithm::ALL
            .iter()
            .map(|&a| {
                let m = generate(a, 40, 30, 7);
                (a.name(), fnv(&gridwright_formats::maze::write_maze(&m)))
            })
            .collect();
        let expected: Vec<(&str, u64)> = vec![
            ("kruskal", 0x45d10b60803d87c6),
            ("backtracker", 0x623f507c622bc8ac),
            ("prim", 0x905d7717af8ad639),
            ("true-prim", 0x1cf74c4f0572ca38),
            ("wilson", 0xcebb351a2df73cb),
            ("aldous-broder", 0x7823dd9bf0be03ce),
            ("eller", 0x755582c7669eb971),
            ("growing-tree-newest", 0x214842a7d0ec64b4),
            ("growing-tree-random", 0xa4a87715cf116a7f),
            ("growing-tree-mixed", 0xb9c3ee8114e26faf),
            ("hunt-and-kill", 0x2de95503d3bb8ec1),
            ("sidewinder", 0x244948952aba2b83),
            ("binary-tree", 0xf8376d1dd67a3757),
            ("division", 0x76f1efc0e1004ccc),
        ];
        assert_eq!(hashes, expected);
    }
}
