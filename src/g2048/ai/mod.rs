//! The expectimax player. A move is worth the expected value of the position after it, over
//! every cell and value a spawn can place (with the spawn table's probabilities); positions
//! are scored by an evaluation of monotone rows and columns, empty cells, merges at hand and
//! the weight of large tiles off the edges, as the strongest published programs do.
//!
//! On a 4 x 4 board whose tiles are at most 2^15 the board is a `u64` of 16 nibbles and a
//! row's move and evaluation come from tables of all 65,536 rows, built once; other sizes take
//! the generic path over [`Board`]. The search deepens one ply at a time until the time for
//! the move is spent (the deepest finished ply decides), cuts spawn sequences less likely
//! than [`CUTOFF`], and keeps positions already scored in a transposition table. It can be
//! cancelled from another thread. [`advise_at`] searches to one depth without a clock, with
//! the depth counted as nneonneo's 2048-ai counts it, so the two can be compared at the same
//! depth (`bench 2048 --peer`).

use std::sync::atomic::AtomicBool;
use std::time::Duration;

use super::board::Board;
use super::game::SpawnTable;
use crate::grid::Dir;

mod fast;
mod generic;
mod search;

use fast::Fast;
use generic::Generic;
use search::{search, search_at};

/// Spawn sequences less likely than this are scored by the evaluation, not searched.
pub const CUTOFF: f64 = 1e-4;

/// The evaluation's weights: those the strongest published expectimax programs settled on
/// (nneonneo's 2048-ai among them), checked here by halving and doubling each (README:
/// *2048's AI*).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Weights {
    /// What any position that is not lost starts from.
    pub alive: f64,
    /// Each empty cell.
    pub empty: f64,
    /// Each pair of equal neighbours in a line.
    pub merges: f64,
    /// Each unit of a line's smaller departure from monotone (ranks raised to `mono_power`).
    pub monotone: f64,
    /// The power of the ranks in the monotonicity.
    pub mono_power: f64,
    /// The sum of the tiles' ranks raised to `sum_power`, a cost (big tiles are a burden).
    pub sum: f64,
    /// The power of the ranks in the sum.
    pub sum_power: f64,
}

impl Default for Weights {
    fn default() -> Self {
        Weights {
            alive: 200_000.0,
            empty: 270.0,
            merges: 700.0,
            monotone: 47.0,
            mono_power: 4.0,
            sum: 11.0,
            sum_power: 3.5,
        }
    }
}

/// How long, how deep, and whether to stop.
#[derive(Debug, Clone, Copy)]
pub struct Limits<'a> {
    /// The time for this move.
    pub time: Duration,
    /// The deepest search, in moves (each followed by a spawn).
    pub max_depth: u32,
    /// Set from another thread to stop at once (the best move found so far is kept).
    pub cancel: Option<&'a AtomicBool>,
}

impl Default for Limits<'_> {
    fn default() -> Self {
        Limits {
            time: Duration::from_millis(100),
            max_depth: 8,
            cancel: None,
        }
    }
}

/// The AI's answer.
#[derive(Debug, Clone, PartialEq)]
pub struct Advice {
    /// The best move; `None` when no move is valid.
    pub best: Option<Dir>,
    /// Each move's expected value in the order of [`Dir::ALL`]; `None` for an invalid move.
    pub values: [Option<f64>; 4],
    /// The deepest ply searched to the end.
    pub depth: u32,
    /// Positions scored.
    pub nodes: u64,
}

impl Advice {
    /// How far each move falls short of the best one, as a fraction of the best's value (0
    /// for the best, 0.05 for one 5% worse), in the order of [`Dir::ALL`]; `None` for an
    /// invalid move. What a player can read, where the values themselves mean nothing to
    /// them.
    pub fn shortfalls(&self) -> [Option<f64>; 4] {
        let top = self
            .values
            .iter()
            .flatten()
            .copied()
            .fold(f64::MIN, f64::max);
        let scale = top.abs().max(f64::EPSILON);
        self.values.map(|v| v.map(|v| ((top - v) / scale).max(0.0)))
    }

    /// The runner-up move and its shortfall ([`Advice::shortfalls`]); `None` when only one
    /// move is valid.
    pub fn runner_up(&self) -> Option<(Dir, f64)> {
        let best = self.best?;
        Dir::ALL
            .iter()
            .zip(self.shortfalls())
            .filter(|(d, _)| **d != best)
            .filter_map(|(d, s)| s.map(|s| (*d, s)))
            .min_by(|a, b| a.1.total_cmp(&b.1))
    }
}

/// How deep [`advise_at`] searches: the number of spawns searched after the move, each
/// followed by a move (depth 3: move, spawn, move, spawn, move, spawn, move, then the
/// evaluation). It is the `depth_limit` of nneonneo's 2048-ai, which counts the same plies.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Depth {
    /// This depth on every board (at least 1).
    Fixed(u32),
    /// nneonneo's rule: the number of distinct tiles less 2, at least 3.
    Distinct,
}

impl Depth {
    /// The depth for a board with `distinct` distinct tiles.
    pub fn for_distinct(self, distinct: u32) -> u32 {
        match self {
            Depth::Fixed(d) => d.max(1),
            Depth::Distinct => distinct.saturating_sub(2).max(3),
        }
    }
}

/// The best move for `board` searched to `depth` in one pass, however long it takes (no clock,
/// no deepening): the same search as [`advise`] with its probability cutoff and
/// transposition table, at a depth that does not depend on the machine.
pub fn advise_at(board: &Board, spawns: &SpawnTable, weights: &Weights, depth: Depth) -> Advice {
    let probs = spawns.probabilities();
    if is_fast(board, &probs) {
        search_at(&Fast::new(board, weights), &probs, depth)
    } else {
        search_at(&Generic::new(board, weights), &probs, depth)
    }
}

/// Whether `board` takes the 4 x 4 nibble path.
fn is_fast(board: &Board, probs: &[(u8, f64)]) -> bool {
    board.width() == 4
        && board.height() == 4
        && board.highest() <= 15
        && probs.iter().all(|&(e, _)| e <= 15)
}

/// The best move for `board` with these spawns.
pub fn advise(board: &Board, spawns: &SpawnTable, weights: &Weights, limits: Limits) -> Advice {
    let probs = spawns.probabilities();
    if is_fast(board, &probs) {
        search(&Fast::new(board, weights), &probs, limits)
    } else {
        search(&Generic::new(board, weights), &probs, limits)
    }
}

/// What the search needs of a position, for either path.
trait Position: Clone {
    /// The empty cells' indices (no allocation on the fast path).
    type Empties: AsRef<[usize]>;
    /// What the moves after every spawn on one board share (on the fast path a spawn changes
    /// one row and one column, so each move of the board is worked out once).
    type Moves;
    fn moved(&self, d: Dir) -> Option<Self>;
    fn empty_cells(&self) -> Self::Empties;
    fn with(&self, cell: usize, e: u8) -> Self;
    fn score(&self) -> f64;
    fn key(&self) -> u64;
    fn distinct(&self) -> u32;

    /// This board's moves, worked out once for all the spawns on it.
    fn moves(&self) -> Self::Moves;
    /// The board after `e` is spawned at `cell` and then moved by `Dir::ALL[d]`; `None` when
    /// the move changes nothing.
    fn spawn_moved(&self, moves: &Self::Moves, cell: usize, e: u8, d: usize) -> Option<Self>;
    /// The work under a chance node with one move left, most of a search's positions: the sum
    /// over `empty` cells and spawned values of the value's probability times the best
    /// evaluation one move after the spawn (0 when no move is valid), and the positions
    /// evaluated.
    fn spawns_then_best(
        &self,
        moves: &Self::Moves,
        probs: &[(u8, f64)],
        empty: &[usize],
    ) -> (f64, u64) {
        let (mut total, mut nodes) = (0.0, 0);
        for &cell in empty {
            for &(e, pe) in probs {
                let mut best = 0.0f64;
                for d in 0..4 {
                    if let Some(next) = self.spawn_moved(moves, cell, e, d) {
                        nodes += 1;
                        best = best.max(next.score());
                    }
                }
                total += pe * best;
            }
        }
        (total, nodes)
    }
}

/// The evaluation of one line of exponents (a row or a column), either path.
fn line_score(line: &[u8], w: &Weights) -> f64 {
    let mut empty = 0u32;
    let mut merges = 0u32;
    let mut prev = 0u8;
    let mut counter = 0u32;
    let mut sum = 0.0;
    for &e in line {
        sum += f64::from(e).powf(w.sum_power);
        if e == 0 {
            empty += 1;
            continue;
        }
        if prev == e {
            counter += 1;
        } else if counter > 0 {
            merges += 1 + counter;
            counter = 0;
        }
        prev = e;
    }
    if counter > 0 {
        merges += 1 + counter;
    }
    let (mut left, mut right) = (0.0, 0.0);
    for pair in line.windows(2) {
        let (a, b) = (
            f64::from(pair[0]).powf(w.mono_power),
            f64::from(pair[1]).powf(w.mono_power),
        );
        if pair[0] > pair[1] {
            left += a - b;
        } else {
            right += b - a;
        }
    }
    w.alive + w.empty * f64::from(empty) + w.merges * f64::from(merges)
        - w.monotone * left.min(right)
        - w.sum * sum
}

#[cfg(test)]
mod tests {
    use super::*;
    use gridwright_formats::g2048::Rules;

    #[test]
    fn shortfalls_say_how_much_worse_each_move_is_than_the_best() {
        let advice = Advice {
            best: Some(Dir::Left),
            values: [Some(950.0), None, Some(1000.0), Some(500.0)],
            depth: 3,
            nodes: 10,
        };
        let s = advice.shortfalls();
        assert_eq!(s[2], Some(0.0), "the best");
        assert!((s[0].unwrap() - 0.05).abs() < 1e-9 && (s[3].unwrap() - 0.5).abs() < 1e-9);
        assert_eq!(s[1], None, "invalid");
        assert_eq!(advice.runner_up().map(|r| r.0), Some(Dir::Up));
        let only = Advice {
            values: [None, None, Some(3.0), None],
            ..advice
        };
        assert_eq!(only.runner_up(), None, "the only valid move");
    }

    #[test]
    fn the_fast_path_moves_as_the_board_does() {
        let mut rng = crate::seed::rng(5);
        use rand::RngExt;
        let w = Weights::default();
        for _ in 0..500 {
            let cells: Vec<u8> = (0..16).map(|_| rng.random_range(0..6u8)).collect();
            let b = Board::from_exponents(4, 4, cells);
            let f = Fast::new(&b, &w);
            for d in Dir::ALL {
                let slow = b.slide(d).map(|(n, _)| Fast::new(&n, &w).board);
                assert_eq!(f.moved(d).map(|m| m.board), slow, "{d:?} {:?}", b.cells());
            }
            // The fast path keeps scores in f32.
            let exact = Generic::new(&b, &w).score();
            assert!((f.score() - exact).abs() <= 1e-6 * exact.abs());
        }
    }

    #[test]
    fn the_fast_search_values_moves_as_the_generic_one_does() {
        // Before: random 4 x 4 boards. Action: both paths search two spawns deep. After: the
        // same values, but for the fast path's scores kept in f32 (a relative 1e-6).
        let mut rng = crate::seed::rng(9);
        use rand::RngExt;
        let (w, table) = (Weights::default(), SpawnTable::new(&Rules::default()));
        let probs = table.probabilities();
        for _ in 0..40 {
            let cells: Vec<u8> = (0..16)
                .map(|_| rng.random_range(0..8u8).saturating_sub(2))
                .collect();
            let b = Board::from_exponents(4, 4, cells);
            let fast = search_at(&Fast::new(&b, &w), &probs, Depth::Fixed(2));
            let generic = search_at(&Generic::new(&b, &w), &probs, Depth::Fixed(2));
            for (f, g) in fast.values.iter().zip(generic.values) {
                assert_eq!(f.is_some(), g.is_some(), "{:?}", b.cells());
                if let (Some(f), Some(g)) = (f, g) {
                    assert!((f - g).abs() <= 1e-6 * g.abs(), "{f} {g} {:?}", b.cells());
                }
            }
            assert_eq!(fast.nodes, generic.nodes, "the same positions scored");
        }
    }

    #[test]
    fn it_takes_the_merge_that_wins_and_can_be_cancelled() {
        let b = Board::from_values(&[
            vec![1024, 1024, 0, 0],
            vec![0, 0, 0, 0],
            vec![0, 0, 0, 0],
            vec![0, 0, 0, 2],
        ]);
        let table = SpawnTable::new(&Rules::default());
        let a = advise(&b, &table, &Weights::default(), Limits::default());
        assert!(matches!(a.best, Some(Dir::Left | Dir::Right)), "{a:?}");
        assert!(a.values.iter().all(Option::is_some));
        let stop = AtomicBool::new(true);
        let limits = Limits {
            time: Duration::from_secs(60),
            cancel: Some(&stop),
            ..Limits::default()
        };
        let a = advise(&b, &table, &Weights::default(), limits);
        assert!(
            a.best.is_some() && a.depth <= 1,
            "a cancelled search answers at once"
        );
    }

    #[test]
    fn every_depth_limit_is_kept_one_included() {
        let b = Board::from_values(&[
            vec![2, 4, 8, 16],
            vec![0, 0, 0, 0],
            vec![0, 32, 0, 0],
            vec![0, 0, 0, 2],
        ]);
        let table = SpawnTable::new(&Rules::default());
        for max_depth in [0, 1, 2, 3] {
            let limits = Limits {
                max_depth,
                time: Duration::from_secs(60),
                ..Limits::default()
            };
            let a = advise(&b, &table, &Weights::default(), limits);
            assert!(a.best.is_some() && a.depth <= max_depth.max(1), "{a:?}");
        }
    }

    #[test]
    fn depth_1_is_move_spawn_move_then_the_evaluation_as_the_peer_counts_it() {
        let b = Board::from_values(&[
            vec![2, 4, 8, 16],
            vec![0, 2, 0, 0],
            vec![0, 32, 4, 0],
            vec![2, 0, 0, 8],
        ]);
        let w = Weights::default();
        let table = SpawnTable::new(&Rules::default());
        let a = advise_at(&b, &table, &w, Depth::Fixed(1));
        let eval = |b: &Board| Generic::new(b, &w).score();
        for (i, d) in Dir::ALL.into_iter().enumerate() {
            let Some((after, _)) = b.slide(d) else {
                assert_eq!(a.values[i], None);
                continue;
            };
            let empty = after.empty();
            let mut total = 0.0;
            for &cell in &empty {
                for (e, p) in [(1u8, 0.9), (2, 0.1)] {
                    let mut spawned = after.clone();
                    spawned.set(cell % 4, cell / 4, e);
                    let best = Dir::ALL
                        .iter()
                        .filter_map(|&m| spawned.slide(m).map(|(n, _)| eval(&n)))
                        .fold(0.0, f64::max);
                    total += p * best;
                }
            }
            let expected = total / empty.len() as f64;
            let got = a.values[i].unwrap();
            assert!(
                (got - expected).abs() < 1e-6 * expected,
                "{d:?}: {got} {expected}"
            );
        }
        assert_eq!(a.depth, 1);
    }

    #[test]
    fn the_peers_rule_is_distinct_tiles_less_2_at_least_3() {
        assert_eq!(Depth::Distinct.for_distinct(2), 3);
        assert_eq!(Depth::Distinct.for_distinct(5), 3);
        assert_eq!(Depth::Distinct.for_distinct(9), 7);
        assert_eq!(Depth::Fixed(4).for_distinct(12), 4);
        let b = Board::from_values(&[
            vec![2, 4, 8, 16],
            vec![32, 64, 128, 0],
            vec![0, 0, 0, 0],
            vec![0, 0, 0, 2],
        ]);
        let table = SpawnTable::new(&Rules::default());
        let a = advise_at(&b, &table, &Weights::default(), Depth::Distinct);
        assert_eq!(a.depth, 5, "7 distinct tiles");
    }

    #[test]
    fn a_lost_board_has_no_move_and_other_sizes_are_searched() {
        let lost = Board::from_values(&[vec![2, 4], vec![4, 2]]);
        let table = SpawnTable::new(&Rules::default());
        assert_eq!(
            advise(&lost, &table, &Weights::default(), Limits::default()).best,
            None
        );
        let wide = Board::from_values(&[vec![2, 2, 0, 0, 0], vec![0; 5], vec![4, 0, 0, 0, 0]]);
        let a = advise(&wide, &table, &Weights::default(), Limits::default());
        assert!(a.best.is_some() && a.depth >= 1);
    }
}
