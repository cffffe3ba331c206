//! The 4 x 4 path: a board of 16 nibbles whose rows are moved and scored by tables of all
//! 65,536 rows, and the work the last spawn layer shares between its spawns.

use std::sync::OnceLock;

use super::{Dir, Position, Weights, line_score};
use crate::g2048::board::Board;

/// The 4 x 4 board as 16 nibbles, row by row (row 0 in the low 16 bits).
#[derive(Clone)]
pub(super) struct Fast {
    pub(super) board: u64,
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
        crate::g2048::board::slide_line(&mut l);
        // A merge to 2^16 does not fit a nibble; such boards take the generic path before.
        let pack = |l: &[u8; 4]| {
            l.iter()
                .enumerate()
                .fold(0u16, |acc, (i, &e)| acc | (u16::from(e.min(15)) << (4 * i)))
        };
        left[row] = pack(&l);
        let mut r = [line[3], line[2], line[1], line[0]];
        crate::g2048::board::slide_line(&mut r);
        right[row] = pack(&[r[3], r[2], r[1], r[0]]);
    }
    Tables {
        left,
        right,
        score,
        weights: *w,
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

    /// The evaluation of board `b` whose transpose is `bt`: its rows' and columns' scores.
    fn score_of(&self, b: u64, bt: u64) -> f64 {
        (0..4).map(|r| self.line(b, r) + self.line(bt, r)).sum()
    }

    /// The score of row `r` of `b`, as the table keeps it.
    #[inline(always)]
    fn line_f32(&self, b: u64, r: usize) -> f32 {
        self.score[((b >> (16 * r)) & 0xFFFF) as usize]
    }

    #[inline(always)]
    fn line(&self, b: u64, r: usize) -> f64 {
        f64::from(self.line_f32(b, r))
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
        let cross = |k| t.line_f32(a.cross, k);
        rows + f64::from(cross(0) + cross(1) + cross(2) + cross(3))
    }
}

/// A board's four moves in the order of [`Dir::ALL`] (up and down worked on the transposed
/// board, where they are left and right), for the spawns on it.
pub(super) struct FastMoves {
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
    pub(super) fn new(b: &Board, w: &Weights) -> Fast {
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
pub(super) struct Cells16 {
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
