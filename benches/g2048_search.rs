//! The 2048 AI's search at a fixed depth on fixed positions: positions scored a second, the
//! figure that a change to the search's inner loop moves. The positions come from seeded games
//! played by a fixed rule (down, left, right, up: the first that moves), so they do not change
//! when the AI does. `cargo bench --bench g2048_search` (`G2048_DEPTH`, default 3;
//! `G2048_POSITIONS`, default 400). Under `valgrind --tool=cachegrind` its instruction count
//! compares two builds where the machine's load would blur their times.

use std::hint::black_box;
use std::time::{Duration, Instant};

use gridwright::g2048::ai::{Depth, Weights, advise_at};
use gridwright::g2048::board::Board;
use gridwright::g2048::game::Game;
use gridwright::grid::Dir;
use gridwright_formats::g2048::Level;

/// Times the search is run; the best is kept, so a busy moment does not count.
const ROUNDS: usize = 3;

fn main() {
    let var = |name: &str, default: usize| {
        std::env::var(name)
            .ok()
            .and_then(|s| s.parse().ok())
            .unwrap_or(default)
    };
    let depth = Depth::Fixed(var("G2048_DEPTH", 3) as u32);
    let boards = positions(var("G2048_POSITIONS", 400));
    let level = Level::default();
    let spawns = Game::new(&level, 1).spawns().clone();
    let weights = Weights::default();
    let mut nodes = 0;
    let mut best = Duration::MAX;
    for _ in 0..ROUNDS {
        let start = Instant::now();
        nodes = boards
            .iter()
            .map(|b| black_box(advise_at(b, &spawns, &weights, depth)).nodes)
            .sum();
        best = best.min(start.elapsed());
    }
    let secs = best.as_secs_f64();
    println!(
        "{} positions at {depth:?}: {:.1} ms, {:.3} ms a position, {nodes} positions scored, {:.1} million a second",
        boards.len(),
        secs * 1e3,
        secs * 1e3 / boards.len() as f64,
        nodes as f64 / secs / 1e6
    );
}

/// Every 3rd board of seeded games played by the fixed rule, until there are `n`.
fn positions(n: usize) -> Vec<Board> {
    let mut out = Vec::with_capacity(n);
    let level = Level::default();
    for seed in 1.. {
        let mut g = Game::new(&level, seed);
        let mut turn = 0;
        while !g.is_over() && out.len() < n {
            if turn % 3 == 0 {
                out.push(g.board().clone());
            }
            turn += 1;
            let order = [Dir::Down, Dir::Left, Dir::Right, Dir::Up];
            let Some(d) = order.into_iter().find(|&d| g.board().slide(d).is_some()) else {
                break;
            };
            g.play(d);
        }
        if out.len() >= n {
            return out;
        }
    }
    out
}
