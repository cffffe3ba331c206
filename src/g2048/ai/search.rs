//! The search itself: expectimax over moves and spawns with a probability cutoff and a
//! transposition table, to one depth ([`search_at`]) or deepening while the clock allows
//! ([`search`]), for either position type.

use std::collections::HashMap;
use std::collections::hash_map::Entry;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use super::{Advice, CUTOFF, Depth, Limits, Position};
use crate::grid::Dir;

/// A quick hasher for a board's 64 bits (and, on the generic path, its cells' bytes).
#[derive(Default)]
pub(super) struct Mix(u64);

impl Hasher for Mix {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x100_0000_01b3);
        }
    }
    fn write_u64(&mut self, n: u64) {
        // splitmix64's finisher: the table takes its slot from the low bits, which a product
        // alone draws from the key's low bits only (the board's first row).
        let z = (n ^ (n >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        let z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        self.0 = z ^ (z >> 31);
    }
}

type Table = HashMap<u64, (u32, f64), BuildHasherDefault<Mix>>;

struct Search<'a> {
    probs: &'a [(u8, f64)],
    table: Table,
    nodes: u64,
    /// `None`: no clock (a search to one depth).
    deadline: Option<Instant>,
    cancel: Option<&'a AtomicBool>,
    stopped: bool,
    /// The node count at which the clock and the flag are next read (about every 4,096
    /// positions: reading the clock costs more than scoring a position).
    next_check: u64,
}

impl<'a> Search<'a> {
    /// A search with this thread's last table, emptied.
    fn new(
        probs: &'a [(u8, f64)],
        deadline: Option<Instant>,
        cancel: Option<&'a AtomicBool>,
    ) -> Search<'a> {
        let mut s = Search {
            probs,
            table: Table::default(),
            nodes: 0,
            deadline,
            cancel,
            stopped: false,
            next_check: 0,
        };
        take_memory(&mut s);
        s
    }

    /// Each root move's value, `depth` spawns deep, in the order of [`Dir::ALL`].
    fn root_values<P: Position>(&mut self, moves: &[(usize, P)], depth: u32) -> [Option<f64>; 4] {
        let mut values = [None; 4];
        for (i, p) in moves {
            values[*i] = Some(self.chance(p, depth, 1.0));
        }
        values
    }

    fn out_of_time(&mut self) -> bool {
        if !self.stopped && self.nodes >= self.next_check {
            self.next_check = self.nodes + 4096;
            let cancelled = self.cancel.is_some_and(|c| c.load(Ordering::Relaxed));
            self.stopped = cancelled || self.deadline.is_some_and(|d| Instant::now() >= d);
        }
        self.stopped
    }

    /// The expected value after a spawn on `p`, `depth` moves left.
    fn chance<P: Position>(&mut self, p: &P, depth: u32, prob: f64) -> f64 {
        self.nodes += 1;
        if depth == 0 || prob < CUTOFF || self.out_of_time() {
            return p.score();
        }
        if depth == 1 {
            return self.last_chance(p);
        }
        let key = p.key();
        if let Some(&(d, v)) = self.table.get(&key)
            && d >= depth
        {
            return v;
        }
        let empty = p.empty_cells();
        let empty = empty.as_ref();
        if empty.is_empty() {
            return p.score();
        }
        let share = 1.0 / empty.len() as f64;
        let moves = p.moves();
        let mut total = 0.0;
        for &cell in empty {
            for &(e, pe) in self.probs {
                total += pe * self.best_move(p, &moves, cell, e, depth - 1, prob * share * pe);
            }
        }
        let v = total * share;
        self.table.insert(key, (depth, v));
        v
    }

    /// A chance node with one move left, most of a search's: nothing below it reads or
    /// writes the table, so one probe finds its value or the place for it.
    fn last_chance<P: Position>(&mut self, p: &P) -> f64 {
        let slot = match self.table.entry(p.key()) {
            Entry::Occupied(found) => return found.get().1,
            Entry::Vacant(slot) => slot,
        };
        let empty = p.empty_cells();
        let empty = empty.as_ref();
        if empty.is_empty() {
            return p.score();
        }
        let (total, nodes) = p.spawns_then_best(&p.moves(), self.probs, empty);
        self.nodes += nodes;
        let v = total * (1.0 / empty.len() as f64);
        slot.insert((1, v));
        v
    }

    /// The best move's value after `e` is spawned at `cell` of `p`, `depth` moves left after
    /// it (0 when no move is valid: lost).
    fn best_move<P: Position>(
        &mut self,
        p: &P,
        moves: &P::Moves,
        cell: usize,
        e: u8,
        depth: u32,
        prob: f64,
    ) -> f64 {
        let mut best = 0.0f64;
        for d in 0..4 {
            if let Some(next) = p.spawn_moved(moves, cell, e, d) {
                best = best.max(self.chance(&next, depth, prob));
            }
        }
        best
    }
}

/// The valid moves from `root`, by their index in [`Dir::ALL`], and the answer when there is
/// nothing to search (no move, or only one: its value is its evaluation).
fn root_moves<P: Position>(root: &P) -> (Vec<(usize, P)>, Advice) {
    let moves: Vec<(usize, P)> = Dir::ALL
        .iter()
        .enumerate()
        .filter_map(|(i, &d)| root.moved(d).map(|p| (i, p)))
        .collect();
    let mut advice = Advice {
        best: moves.first().map(|&(i, _)| Dir::ALL[i]),
        values: [None; 4],
        depth: 0,
        nodes: 0,
    };
    if moves.len() <= 1 {
        for (i, p) in &moves {
            advice.values[*i] = Some(p.score());
        }
    }
    (moves, advice)
}

/// The move with the highest value.
fn best_of(values: &[Option<f64>; 4]) -> Option<Dir> {
    (0..4)
        .filter_map(|i| values[i].map(|v| (i, v)))
        .max_by(|a, b| a.1.total_cmp(&b.1))
        .map(|(i, _)| Dir::ALL[i])
}

pub(super) fn search_at<P: Position>(root: &P, probs: &[(u8, f64)], depth: Depth) -> Advice {
    let (moves, advice) = root_moves(root);
    if moves.len() <= 1 {
        return advice;
    }
    let mut s = Search::new(probs, None, None);
    let depth = depth.for_distinct(root.distinct());
    let values = s.root_values(&moves, depth);
    let nodes = s.nodes;
    give_back(s);
    Advice {
        best: best_of(&values),
        values,
        depth,
        nodes,
    }
}

pub(super) fn search<P: Position>(root: &P, probs: &[(u8, f64)], limits: Limits) -> Advice {
    let start = Instant::now();
    let (moves, mut advice) = root_moves(root);
    if moves.len() <= 1 {
        return advice;
    }
    let mut s = Search::new(probs, Some(start + limits.time), limits.cancel);
    // Deeper while time lasts, up to what the position needs: more distinct tiles, deeper.
    let most = limits.max_depth.max(1);
    let wanted = root.distinct().saturating_sub(2).clamp(2.min(most), most);
    for depth in 1..=wanted {
        if depth > 1 {
            // Between plies the clock and the flag are read whatever the node count.
            s.next_check = 0;
            if s.out_of_time() {
                break;
            }
        }
        s.table.clear();
        let values = s.root_values(&moves, depth);
        if s.stopped && depth > 1 {
            break;
        }
        advice = Advice {
            best: best_of(&values),
            values,
            depth,
            nodes: s.nodes,
        };
        if s.stopped {
            break;
        }
    }
    advice.nodes = s.nodes;
    give_back(s);
    advice
}

thread_local! {
    /// The last search's table, emptied, so that the next one on this thread neither
    /// allocates nor grows it again (a search is a few milliseconds; growing a table of
    /// 100,000 positions from nothing is a good part of that).
    static TABLE: std::cell::RefCell<Table> = std::cell::RefCell::new(Table::default());
}

/// A table kept beyond this many positions is dropped rather than kept for the next search.
const KEPT_TABLE: usize = 1 << 21;

/// The search's table: this thread's last, emptied.
fn take_memory(s: &mut Search) {
    s.table = TABLE.with(|t| std::mem::take(&mut *t.borrow_mut()));
}

fn give_back(s: Search) {
    let mut table = s.table;
    if table.capacity() <= KEPT_TABLE {
        table.clear();
        TABLE.with(|t| *t.borrow_mut() = table);
    }
}
