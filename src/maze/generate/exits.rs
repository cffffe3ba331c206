//! Where a random walk started at the centre of a square first steps out of it. Aldous-
//! Broder's walk spends most of its time crossing regions it has already visited, where it
//! adds nothing to the maze; from the centre of a square whose cells are all visited, it can
//! jump straight to the cell where it leaves the square, drawn with exactly the walk's
//! probabilities. The maze then has the distribution of Aldous-Broder's (a uniform spanning
//! tree), many times faster.
//!
//! The probabilities come from the walk's Green function on the square (expected visits to
//! each cell), solved by successive over-relaxation with plain arithmetic only, so that every
//! machine computes the same tables and a seed gives the same maze everywhere.

use std::sync::OnceLock;

use super::draws::Draws;
use crate::maze::grid::{E, N, S, W};

pub struct Exits {
    /// Each exit: the cell stepped onto, relative to the centre, and the direction of that
    /// last step.
    exits: Vec<(isize, isize, usize)>,
    /// Vose's alias table: keep exit `k` when a 32-bit draw is below `threshold[k]`, else
    /// take `alias[k]`.
    threshold: Vec<u64>,
    alias: Vec<usize>,
}

impl Exits {
    /// The exits of the square of `radius` cells each way from its centre.
    pub fn new(radius: usize) -> Exits {
        let (exits, probability) = exit_probabilities(radius);
        let (threshold, alias) = alias_table(&probability);
        Exits {
            exits,
            threshold,
            alias,
        }
    }

    /// An exit drawn with the walk's probabilities: (dx, dy, direction of the last step).
    #[inline]
    pub fn sample(&self, draws: &mut Draws) -> (isize, isize, usize) {
        let k = draws.below(self.exits.len());
        let k = if draws.bits(32) < self.threshold[k] {
            k
        } else {
            self.alias[k]
        };
        self.exits[k]
    }
}

/// Every way out of the square (the cell stepped onto, relative to the centre, and the
/// direction of that step) with its probability.
fn exit_probabilities(radius: usize) -> (Vec<(isize, isize, usize)>, Vec<f64>) {
    let n = 2 * radius + 1;
    let g = green(n);
    let mut exits = Vec::new();
    let mut probability = Vec::new();
    for y in 0..n {
        for x in 0..n {
            for (d, (dx, dy)) in [(N, (0, -1)), (E, (1, 0)), (S, (0, 1)), (W, (-1, 0))] {
                let (ox, oy) = (x as isize + dx, y as isize + dy);
                if ox < 0 || oy < 0 || ox >= n as isize || oy >= n as isize {
                    let r = radius as isize;
                    exits.push((ox - r, oy - r, d));
                    probability.push(g[y * n + x] / 4.0);
                }
            }
        }
    }
    let total: f64 = probability.iter().sum();
    probability.iter_mut().for_each(|p| *p /= total);
    (exits, probability)
}

/// The tables for the square sizes Aldous-Broder jumps across (radius `8 << k`, `k` from 0
/// to 3), computed once (in about a tenth of a second).
pub fn squares() -> &'static [Exits; 4] {
    static TABLES: OnceLock<[Exits; 4]> = OnceLock::new();
    TABLES.get_or_init(|| std::array::from_fn(|k| Exits::new(8 << k)))
}

/// Expected visits to each cell of an `n` x `n` square by a walk from its centre until it
/// leaves: `g = 1 at the centre + (sum of the neighbours inside) / 4`.
fn green(n: usize) -> Vec<f64> {
    let centre = (n / 2) * n + n / 2;
    let mut g = vec![0.0f64; n * n];
    let omega = 2.0 / (1.0 + sin_pi_over(n + 1));
    loop {
        let mut change = 0.0f64;
        for y in 0..n {
            for x in 0..n {
                let i = y * n + x;
                let mut sum = 0.0;
                if x > 0 {
                    sum += g[i - 1];
                }
                if x + 1 < n {
                    sum += g[i + 1];
                }
                if y > 0 {
                    sum += g[i - n];
                }
                if y + 1 < n {
                    sum += g[i + n];
                }
                let source = if i == centre { 1.0 } else { 0.0 };
                let step = omega * (source + sum / 4.0 - g[i]);
                g[i] += step;
                change = change.max(step.abs());
            }
        }
        if change < 1e-13 * g[centre] {
            return g;
        }
    }
}

/// sin(pi / m) by its Taylor series (plain arithmetic, the same on every machine); only the
/// speed of the over-relaxation depends on it.
fn sin_pi_over(m: usize) -> f64 {
    let x = std::f64::consts::PI / m as f64;
    let x2 = x * x;
    x * (1.0 - x2 / 6.0 * (1.0 - x2 / 20.0 * (1.0 - x2 / 42.0)))
}

/// Vose's alias method over `p` (summing to 1), thresholds in units of 2^-32.
fn alias_table(p: &[f64]) -> (Vec<u64>, Vec<usize>) {
    let k = p.len();
    let mut scaled: Vec<f64> = p.iter().map(|&q| q * k as f64).collect();
    let mut alias: Vec<usize> = (0..k).collect();
    let (mut small, mut large): (Vec<usize>, Vec<usize>) = (0..k).partition(|&i| scaled[i] < 1.0);
    while let (Some(s), Some(&l)) = (small.pop(), large.last()) {
        alias[s] = l;
        scaled[l] -= 1.0 - scaled[s];
        if scaled[l] < 1.0 {
            large.pop();
            small.push(l);
        }
    }
    // What is left holds (up to rounding) exactly one share: always kept.
    for i in small.into_iter().chain(large) {
        scaled[i] = 1.0;
    }
    let threshold = scaled
        .iter()
        .map(|&s| (s.clamp(0.0, 1.0) * 4_294_967_296.0) as u64)
        .collect();
    (threshold, alias)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_three_by_three_square_is_left_as_computed_by_hand() {
        // From the centre: expected visits 3/2 at the centre, 1/2 at the middle of a side, 1/4
        // at a corner; each way out of a cell takes a quarter of its visits.
        let (exits, probability) = exit_probabilities(1);
        for (&(dx, dy, _), &p) in exits.iter().zip(&probability) {
            let expected = if dx.abs() == 2 && dy == 0 || dy.abs() == 2 && dx == 0 {
                1.0 / 8.0
            } else {
                1.0 / 16.0
            };
            assert!((p - expected).abs() < 1e-12, "{dx},{dy}: {p}");
        }
    }

    #[test]
    fn the_large_table_is_quick_to_make_and_sums_to_one() {
        let started = std::time::Instant::now();
        let (_, probability) = exit_probabilities(64);
        let total: f64 = probability.iter().sum();
        assert!((total - 1.0).abs() < 1e-12);
        eprintln!("{:?}", started.elapsed());
    }

    #[test]
    fn draws_follow_the_probabilities() {
        let e = Exits::new(8);
        let (exits, probability) = exit_probabilities(8);
        assert_eq!(exits.len(), 4 * 17);
        let mut rng = crate::maze::grid::rng(3);
        let mut draws = Draws::new(&mut rng);
        let mut straight_east = 0;
        let trials = 200_000;
        for _ in 0..trials {
            let (dx, dy, d) = e.sample(&mut draws);
            assert!(dx.abs() == 9 || dy.abs() == 9);
            assert!(dx.abs() <= 9 && dy.abs() <= 9 && !(dx.abs() == 9 && dy.abs() == 9));
            if (dx, dy, d) == (9, 0, E) {
                straight_east += 1;
            }
        }
        let k = exits.iter().position(|&x| x == (9, 0, E)).unwrap();
        let expected = probability[k] * trials as f64;
        assert!(
            (straight_east as f64 - expected).abs() < 4.0 * expected.sqrt(),
            "{straight_east} vs {expected}"
        );
    }
}
