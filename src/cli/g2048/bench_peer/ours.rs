//! gridwright's side of `bench 2048 --peer`: seeded classic games played to the end at a depth
//! ([`advise_at`]), positions sampled from seeded games, and one position's search, each timed
//! by the wall clock and by this thread's CPU time (what the load of other programs does not
//! inflate).

use std::time::Instant;

use super::{Figures, Search};
use crate::g2048::ai::{Depth, Weights, advise_at};
use crate::g2048::board::Board;
use crate::g2048::game::{Game, SpawnTable};

/// This thread's CPU time so far, in milliseconds.
pub fn thread_cpu_ms() -> f64 {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes the timespec it is given and nothing else.
    let ok = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) } == 0;
    if ok {
        t.tv_sec as f64 * 1e3 + t.tv_nsec as f64 / 1e6
    } else {
        0.0
    }
}

/// The board as the peer's `board_t`: 16 nibbles, cell (x, y) at bits 4 (4y + x).
pub fn nibbles(board: &Board) -> u64 {
    board
        .cells()
        .iter()
        .enumerate()
        .fold(0, |acc, (i, &e)| acc | (u64::from(e) << (4 * i)))
}

/// One search of `board` at `depth`, timed.
pub fn search(board: &Board, spawns: &SpawnTable, depth: Depth) -> Search {
    let (wall, cpu) = (Instant::now(), thread_cpu_ms());
    let a = advise_at(board, spawns, &Weights::default(), depth);
    Search {
        best: a.best,
        wall_ms: wall.elapsed().as_secs_f64() * 1e3,
        cpu_ms: thread_cpu_ms() - cpu,
        nodes: a.nodes,
    }
}

/// One classic game from `seed` to the end at `depth`.
pub fn play(seed: u64, depth: Depth) -> Figures {
    let mut g = Game::new(&super::super::classic(), seed);
    let mut f = Figures::default();
    while !g.is_over() {
        let s = search(g.board(), g.spawns(), depth);
        f.wall_ms += s.wall_ms;
        f.cpu_ms += s.cpu_ms;
        f.slowest_ms = f.slowest_ms.max(s.wall_ms);
        f.nodes += s.nodes;
        let Some(d) = s.best else { break };
        g.play(d);
        f.moves += 1;
    }
    f.max_exponent = g.board().highest();
    f.score = g.score();
    f
}

/// `n` positions from classic games from `seed` on, played at depth 2 (quick, and still
/// reaching 2048 and more, so early and late boards both come): every 10th board with at
/// least two valid moves (with one there is nothing to choose; the peer searches it anyway).
pub fn sample(n: usize, seed: u64) -> Vec<Board> {
    let mut out = Vec::with_capacity(n);
    let mut seed = seed;
    while out.len() < n {
        let mut g = Game::new(&super::super::classic(), seed).without_undo();
        let mut turn = 0u64;
        while !g.is_over() && out.len() < n {
            let valid = crate::grid::Dir::ALL
                .iter()
                .filter(|&&d| g.board().slide(d).is_some())
                .count();
            if turn.is_multiple_of(10) && valid >= 2 {
                out.push(g.board().clone());
            }
            let a = advise_at(g.board(), g.spawns(), &Weights::default(), Depth::Fixed(2));
            let Some(d) = a.best else { break };
            g.play(d);
            turn += 1;
        }
        seed = seed.wrapping_add(1);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_nibbles_are_the_peers_layout_row_0_low() {
        let b = Board::from_values(&[
            vec![2, 0, 0, 0],
            vec![0, 0, 0, 0],
            vec![0, 0, 0, 0],
            vec![0, 0, 0, 4],
        ]);
        assert_eq!(nibbles(&b), 0x2000_0000_0000_0001);
    }

    #[test]
    fn samples_are_boards_with_a_choice_and_the_same_for_the_same_seed() {
        let a = sample(6, 3);
        assert_eq!(a.len(), 6);
        let with_choice = |b: &Board| {
            crate::grid::Dir::ALL
                .iter()
                .filter(|&&d| b.slide(d).is_some())
                .count()
                >= 2
        };
        assert!(a.iter().all(with_choice));
        let again: Vec<u64> = sample(6, 3).iter().map(nibbles).collect();
        assert_eq!(a.iter().map(nibbles).collect::<Vec<_>>(), again);
    }
}
