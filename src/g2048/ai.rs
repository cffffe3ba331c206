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

use std::collections::HashMap;
use std::collections::hash_map::Entry;
use std::hash::{BuildHasherDefault, Hasher};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use super::board::Board;
use super::game::SpawnTable;
use crate::grid::Dir;

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

/// A quick hasher for a board's 64 bits (and, on the generic path, its cells' bytes).
#[derive(Default)]
struct Mix(u64);

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

impl Search<'_> {
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

fn search_at<P: Position>(root: &P, probs: &[(u8, f64)], depth: Depth) -> Advice {
    let (moves, advice) = root_moves(root);
    if moves.len() <= 1 {
        return advice;
    }
    let mut s = Search {
        probs,
        table: Table::default(),
        nodes: 0,
        deadline: None,
        cancel: None,
        stopped: false,
        next_check: 0,
    };
    take_memory(&mut s);
    let depth = depth.for_distinct(root.distinct());
    let mut values = [None; 4];
    for (i, p) in &moves {
        values[*i] = Some(s.chance(p, depth, 1.0));
    }
    let nodes = s.nodes;
    give_back(s);
    Advice {
        best: best_of(&values),
        values,
        depth,
        nodes,
    }
}

fn search<P: Position>(root: &P, probs: &[(u8, f64)], limits: Limits) -> Advice {
    let start = Instant::now();
    let (moves, mut advice) = root_moves(root);
    if moves.len() <= 1 {
        return advice;
    }
    let mut s = Search {
        probs,
        table: Table::default(),
        nodes: 0,
        deadline: Some(start + limits.time),
        cancel: limits.cancel,
        stopped: false,
        next_check: 0,
    };
    take_memory(&mut s);
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
        let mut values = [None; 4];
        for (i, p) in &moves {
            values[*i] = Some(s.chance(p, depth, 1.0));
        }
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

/// The 4 x 4 board as 16 nibbles, row by row (row 0 in the low 16 bits).
#[derive(Clone)]
struct Fast {
    board: u64,
    tables: &'static Tables,
}

/// Per 16-bit row: the row moved left and right, and its evaluation.
struct Tables {
    left: Box<Row<u16>>,
    right: Box<Row<u16>>,
    /// In `f32`, as the peer keeps it: half the cache a lookup needs, and a line's score
    /// needs no more digits than its 24 bits.
    score: Box<Row<f32>>,
    weights: Weights,
}

fn tables(w: &Weights) -> &'static Tables {
    static DEFAULT: OnceLock<Tables> = OnceLock::new();
    if *w == Weights::default() {
        return DEFAULT.get_or_init(|| build_tables(w));
    }
    // Tuning runs other weights: built per call and kept for the process.
    static OTHER: OnceLock<std::sync::Mutex<Vec<&'static Tables>>> = OnceLock::new();
    let mut other = OTHER
        .get_or_init(Default::default)
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    if let Some(t) = other.iter().find(|t| t.weights == *w) {
        return t;
    }
    let t: &'static Tables = Box::leak(Box::new(build_tables(w)));
    other.push(t);
    t
}

/// A table of all 65,536 rows: a row's 16 bits index it with no bounds check.
type Row<T> = [T; 1 << 16];

fn row_table<T: Copy>(zero: T) -> Box<Row<T>> {
    Box::new([zero; 1 << 16])
}

fn build_tables(w: &Weights) -> Tables {
    let n = 1 << 16;
    let (mut left, mut right, mut score) = (row_table(0u16), row_table(0u16), row_table(0.0f32));
    for row in 0..n {
        let line: [u8; 4] = std::array::from_fn(|i| ((row >> (4 * i)) & 0xF) as u8);
        score[row] = line_score(&line, w) as f32;
        let mut l = line;
        super::board::slide_line(&mut l);
        // A merge to 2^16 does not fit a nibble; such boards take the generic path before.
        let pack = |l: &[u8; 4]| {
            l.iter()
                .enumerate()
                .fold(0u16, |acc, (i, &e)| acc | (u16::from(e.min(15)) << (4 * i)))
        };
        left[row] = pack(&l);
        let mut r = [line[3], line[2], line[1], line[0]];
        super::board::slide_line(&mut r);
        right[row] = pack(&[r[3], r[2], r[1], r[0]]);
    }
    Tables {
        left,
        right,
        score,
        weights: *w,
    }
}

impl Tables {
    /// The evaluation of board `b` whose transpose is `bt`: its rows' and columns' scores.
    fn score_of(&self, b: u64, bt: u64) -> f64 {
        (0..4)
            .map(|r| {
                f64::from(self.score[((b >> (16 * r)) & 0xFFFF) as usize])
                    + f64::from(self.score[((bt >> (16 * r)) & 0xFFFF) as usize])
            })
            .sum()
    }
}

/// A board moved along its rows by one table, kept with its rows' scores, so that a board
/// differing from the one moved in a single row is moved and scored with one row's work and
/// its columns'.
struct MovedLines<'a> {
    table: &'a Row<u16>,
    moved: u64,
    /// `moved` transposed: a changed row is one nibble in each of its rows.
    cross: u64,
    /// The score of each of `moved`'s rows, and their sum.
    scores: [f64; 4],
    sum: f64,
}

impl Tables {
    fn moved_lines<'a>(&self, board: u64, table: &'a Row<u16>) -> MovedLines<'a> {
        let moved = Fast::rows(board, table);
        let scores = std::array::from_fn(|r| self.line(moved, r));
        MovedLines {
            table,
            moved,
            cross: transpose(moved),
            scores,
            sum: scores.iter().sum(),
        }
    }

    #[inline(always)]
    fn line(&self, b: u64, r: usize) -> f64 {
        f64::from(self.score[((b >> (16 * r)) & 0xFFFF) as usize])
    }
}

/// A board moved after a spawn, as [`MovedLines`] works it out.
struct After {
    /// The row that changed, moved, and its index.
    line: u64,
    row: usize,
    moved: u64,
    /// `moved` transposed.
    cross: u64,
}

impl MovedLines<'_> {
    /// The move of `board`, the board this was made from with row `r` changed; `None` when
    /// the move changes nothing.
    #[inline(always)]
    fn after(&self, r: usize, board: u64) -> Option<After> {
        let row = (board >> (16 * r)) & 0xFFFF;
        let line = u64::from(self.table[row as usize]);
        let moved = (self.moved & !(0xFFFF << (16 * r))) | (line << (16 * r));
        if moved == board {
            return None;
        }
        // Nibble j of the new row goes to row j, nibble r, of the transposed board.
        let spread = (line | (line << 12) | (line << 24) | (line << 36)) & 0x000F_000F_000F_000F;
        let cross = (self.cross & !(0x000F_000F_000F_000F << (4 * r))) | (spread << (4 * r));
        Some(After {
            line,
            row: r,
            moved,
            cross,
        })
    }

    /// The evaluation of a board [`MovedLines::after`] made: one row's score and the columns'.
    #[inline(always)]
    fn score(&self, t: &Tables, a: &After) -> f64 {
        let rows = self.sum - self.scores[a.row] + f64::from(t.score[a.line as usize]);
        // In `f32` as the table is: one conversion rather than four.
        let cross = |k: usize| t.score[((a.cross >> (16 * k)) & 0xFFFF) as usize];
        rows + f64::from(cross(0) + cross(1) + cross(2) + cross(3))
    }
}

/// A board's four moves in the order of [`Dir::ALL`] (up and down worked on the transposed
/// board, where they are left and right), for the spawns on it.
struct FastMoves {
    board: u64,
    board_t: u64,
    lines: [MovedLines<'static>; 4],
}

impl FastMoves {
    /// `e` spawned at `cell`, then move `d`.
    #[inline(always)]
    fn after(&self, cell: usize, e: u8, d: usize) -> Option<After> {
        let (r, c, e) = (cell / 4, cell % 4, u64::from(e));
        if d < 2 {
            self.lines[d].after(c, self.board_t | e << (4 * (4 * c + r)))
        } else {
            self.lines[d].after(r, self.board | e << (4 * cell))
        }
    }
}

fn transpose(x: u64) -> u64 {
    let a1 = x & 0xF0F0_0F0F_F0F0_0F0F;
    let a2 = x & 0x0000_F0F0_0000_F0F0;
    let a3 = x & 0x0F0F_0000_0F0F_0000;
    let a = a1 | (a2 << 12) | (a3 >> 12);
    let b1 = a & 0xFF00_FF00_00FF_00FF;
    let b2 = a & 0x00FF_00FF_0000_0000;
    let b3 = a & 0x0000_0000_FF00_FF00;
    b1 | (b2 >> 24) | (b3 << 24)
}

impl Fast {
    fn new(b: &Board, w: &Weights) -> Fast {
        let board = b
            .cells()
            .iter()
            .enumerate()
            .fold(0u64, |acc, (i, &e)| acc | (u64::from(e) << (4 * i)));
        Fast {
            board,
            tables: tables(w),
        }
    }

    /// Each column of `x` moved by a row table (`left` moves up, `right` down): read through
    /// one transpose, each moved column's nibbles spread back into place.
    fn columns(x: u64, table: &Row<u16>) -> u64 {
        let t = transpose(x);
        (0..4).fold(0u64, |acc, c| {
            let col = u64::from(table[((t >> (16 * c)) & 0xFFFF) as usize]);
            // Nibble i of the moved column to row i: bits 16 i + 4 c.
            let spread = (col | (col << 12) | (col << 24) | (col << 36)) & 0x000F_000F_000F_000F;
            acc | (spread << (4 * c))
        })
    }

    fn rows(x: u64, table: &Row<u16>) -> u64 {
        (0..4).fold(0u64, |acc, r| {
            let row = ((x >> (16 * r)) & 0xFFFF) as usize;
            acc | (u64::from(table[row]) << (16 * r))
        })
    }
}

/// Up to 16 cell indices, on the stack.
#[derive(Clone, Copy)]
struct Cells16 {
    cells: [usize; 16],
    len: usize,
}

impl AsRef<[usize]> for Cells16 {
    fn as_ref(&self) -> &[usize] {
        &self.cells[..self.len]
    }
}

impl Position for Fast {
    type Empties = Cells16;
    type Moves = FastMoves;

    fn moved(&self, d: Dir) -> Option<Fast> {
        let t = self.tables;
        let next = match d {
            Dir::Left => Fast::rows(self.board, &t.left),
            Dir::Right => Fast::rows(self.board, &t.right),
            // Row 0 is the top: up moves a column toward its first nibble.
            Dir::Up => Fast::columns(self.board, &t.left),
            Dir::Down => Fast::columns(self.board, &t.right),
        };
        (next != self.board).then_some(Fast {
            board: next,
            tables: t,
        })
    }

    fn empty_cells(&self) -> Cells16 {
        let mut out = Cells16 {
            cells: [0; 16],
            len: 0,
        };
        // A bit per empty nibble, found without a branch per cell.
        let x = self.board;
        let mut empty = !(x | x >> 1 | x >> 2 | x >> 3) & 0x1111_1111_1111_1111;
        while empty != 0 {
            out.cells[out.len] = empty.trailing_zeros() as usize / 4;
            out.len += 1;
            empty &= empty - 1;
        }
        out
    }

    fn with(&self, cell: usize, e: u8) -> Fast {
        Fast {
            board: self.board | (u64::from(e) << (4 * cell)),
            tables: self.tables,
        }
    }

    fn score(&self) -> f64 {
        self.tables.score_of(self.board, transpose(self.board))
    }

    fn key(&self) -> u64 {
        self.board
    }

    fn moves(&self) -> FastMoves {
        let (t, b) = (self.tables, self.board);
        let bt = transpose(b);
        FastMoves {
            board: b,
            board_t: bt,
            lines: [
                t.moved_lines(bt, &t.left),
                t.moved_lines(bt, &t.right),
                t.moved_lines(b, &t.left),
                t.moved_lines(b, &t.right),
            ],
        }
    }

    #[inline(always)]
    fn spawn_moved(&self, moves: &FastMoves, cell: usize, e: u8, d: usize) -> Option<Fast> {
        let after = moves.after(cell, e, d)?;
        Some(Fast {
            board: if d < 2 { after.cross } else { after.moved },
            tables: self.tables,
        })
    }

    fn spawns_then_best(&self, m: &FastMoves, probs: &[(u8, f64)], empty: &[usize]) -> (f64, u64) {
        let t = self.tables;
        let (mut total, mut nodes) = (0.0, 0);
        for &cell in empty {
            let (r, c) = (cell / 4, cell % 4);
            for &(e, pe) in probs {
                let e = u64::from(e);
                let spawned = m.board | e << (4 * cell);
                let spawned_t = m.board_t | e << (4 * (4 * c + r));
                let mut best = 0.0f64;
                let mut try_move = |lines: &MovedLines, row: usize, board: u64| {
                    if let Some(after) = lines.after(row, board) {
                        nodes += 1;
                        // `max`, not a branch: which move is best is a coin toss to the CPU.
                        best = best.max(lines.score(t, &after));
                    }
                };
                try_move(&m.lines[0], c, spawned_t);
                try_move(&m.lines[1], c, spawned_t);
                try_move(&m.lines[2], r, spawned);
                try_move(&m.lines[3], r, spawned);
                total += pe * best;
            }
        }
        (total, nodes)
    }

    fn distinct(&self) -> u32 {
        let mut seen = 0u16;
        for i in 0..16 {
            seen |= 1 << ((self.board >> (4 * i)) & 0xF);
        }
        (seen & !1).count_ones()
    }
}

/// Any board, through [`Board`]'s own moves.
#[derive(Clone)]
struct Generic {
    board: Board,
    weights: Weights,
}

impl Generic {
    fn new(b: &Board, w: &Weights) -> Generic {
        Generic {
            board: b.clone(),
            weights: *w,
        }
    }
}

impl Position for Generic {
    type Empties = Vec<usize>;
    type Moves = ();

    fn moves(&self) {}

    fn spawn_moved(&self, _: &(), cell: usize, e: u8, d: usize) -> Option<Generic> {
        self.with(cell, e).moved(Dir::ALL[d])
    }

    fn moved(&self, d: Dir) -> Option<Generic> {
        self.board.slide(d).map(|(board, _)| Generic {
            board,
            weights: self.weights,
        })
    }

    fn empty_cells(&self) -> Vec<usize> {
        self.board.empty()
    }

    fn with(&self, cell: usize, e: u8) -> Generic {
        let mut board = self.board.clone();
        let w = board.width();
        board.set(cell % w, cell / w, e);
        Generic {
            board,
            weights: self.weights,
        }
    }

    fn score(&self) -> f64 {
        let b = &self.board;
        let (w, h) = (b.width(), b.height());
        let rows: f64 = b
            .cells()
            .chunks(w)
            .map(|r| line_score(r, &self.weights))
            .sum();
        let cols: f64 = (0..w)
            .map(|x| {
                let col: Vec<u8> = (0..h).map(|y| b.get(x, y)).collect();
                line_score(&col, &self.weights)
            })
            .sum();
        rows + cols
    }

    fn key(&self) -> u64 {
        let mut h = Mix::default();
        h.write(self.board.cells());
        h.finish()
    }

    fn distinct(&self) -> u32 {
        let mut seen: Vec<u8> = self
            .board
            .cells()
            .iter()
            .copied()
            .filter(|&e| e > 0)
            .collect();
        seen.sort_unstable();
        seen.dedup();
        seen.len() as u32
    }
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
