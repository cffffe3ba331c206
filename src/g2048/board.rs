//! The board as exponents (0 empty, `e` the tile `2^e`) and the move rule of GAMES.md §4:
//! each line is taken from the side moved to; a tile slides as far as it can, and merges with
//! the tile that stops it when both have the same value and that tile is not itself the
//! result of a merge in this move.

use crate::grid::Dir;

/// The largest exponent a tile can have: two tiles of `2^255` do not merge (a limit far past
/// any game: a 16 x 16 board fills up long before).
pub const MAX_EXPONENT: u8 = u8::MAX;

/// A board of `width` x `height` cells, row by row.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Board {
    width: usize,
    height: usize,
    cells: Vec<u8>,
}

/// The value of a tile of exponent `e`, when it fits in 128 bits.
pub fn value_of(e: u8) -> Option<u128> {
    (e > 0).then(|| 1u128.checked_shl(u32::from(e))).flatten()
}

/// The exponent of a power of two (`0` for 0).
pub fn exponent_of(value: u64) -> u8 {
    if value == 0 {
        0
    } else {
        value.trailing_zeros() as u8
    }
}

/// A tile's value as people read it: the number, or `2^e` past 128 bits.
pub fn label(e: u8) -> String {
    value_of(e).map_or_else(|| format!("2^{e}"), |v| v.to_string())
}

/// Slides one line towards its start (index 0) by the rule; gives the score gained (the sum
/// of the new tiles' values, saturating) and whether anything moved.
pub fn slide_line(line: &mut [u8]) -> (u128, bool) {
    let mut out = 0usize;
    let mut merged_at: Option<usize> = None;
    let mut gain = 0u128;
    let mut moved = false;
    for i in 0..line.len() {
        let e = line[i];
        if e == 0 {
            continue;
        }
        line[i] = 0;
        let prev = out.checked_sub(1);
        match prev {
            Some(p) if line[p] == e && merged_at != Some(p) && e < MAX_EXPONENT => {
                line[p] = e + 1;
                merged_at = Some(p);
                gain = gain.saturating_add(value_of(e + 1).unwrap_or(u128::MAX));
                moved = true;
            }
            _ => {
                line[out] = e;
                moved |= out != i;
                out += 1;
            }
        }
    }
    (gain, moved)
}

impl Board {
    /// An empty board.
    pub fn new(width: usize, height: usize) -> Board {
        Board {
            width,
            height,
            cells: vec![0; width * height],
        }
    }

    /// A board from rows of values (0 empty; others powers of two, as the level reader
    /// checked).
    pub fn from_values(rows: &[Vec<u64>]) -> Board {
        let height = rows.len();
        let width = rows.first().map_or(0, Vec::len);
        let cells = rows.iter().flatten().map(|&v| exponent_of(v)).collect();
        Board {
            width,
            height,
            cells,
        }
    }

    /// A board from its exponents, row by row.
    pub fn from_exponents(width: usize, height: usize, cells: Vec<u8>) -> Board {
        debug_assert_eq!(cells.len(), width * height);
        Board {
            width,
            height,
            cells,
        }
    }

    /// Cells across.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Cells down.
    pub fn height(&self) -> usize {
        self.height
    }

    /// The exponents, row by row.
    pub fn cells(&self) -> &[u8] {
        &self.cells
    }

    /// The exponent at column `x`, row `y`.
    pub fn get(&self, x: usize, y: usize) -> u8 {
        self.cells[y * self.width + x]
    }

    /// Sets the exponent at column `x`, row `y`.
    pub fn set(&mut self, x: usize, y: usize, e: u8) {
        self.cells[y * self.width + x] = e;
    }

    /// The rows as values (tiles past 2^63 shown as `u64::MAX`), for files and text.
    pub fn values(&self) -> Vec<Vec<u64>> {
        self.cells
            .chunks(self.width.max(1))
            .map(|r| {
                r.iter()
                    .map(|&e| match e {
                        0 => 0,
                        e if e < 64 => 1u64 << e,
                        _ => u64::MAX,
                    })
                    .collect()
            })
            .collect()
    }

    /// The empty cells' indices.
    pub fn empty(&self) -> Vec<usize> {
        (0..self.cells.len())
            .filter(|&i| self.cells[i] == 0)
            .collect()
    }

    /// The highest exponent on the board.
    pub fn highest(&self) -> u8 {
        self.cells.iter().copied().max().unwrap_or(0)
    }

    /// The cells of each line of a move towards `dir`, each from the side moved to.
    fn lines(&self, dir: Dir) -> Vec<Vec<usize>> {
        let (w, h) = (self.width, self.height);
        match dir {
            Dir::Left => (0..h)
                .map(|y| (0..w).map(|x| y * w + x).collect())
                .collect(),
            Dir::Right => (0..h)
                .map(|y| (0..w).rev().map(|x| y * w + x).collect())
                .collect(),
            Dir::Up => (0..w)
                .map(|x| (0..h).map(|y| y * w + x).collect())
                .collect(),
            Dir::Down => (0..w)
                .map(|x| (0..h).rev().map(|y| y * w + x).collect())
                .collect(),
        }
    }

    /// The board after a move towards `dir` and the score it gained, or `None` when nothing
    /// moves (an invalid move).
    pub fn slide(&self, dir: Dir) -> Option<(Board, u128)> {
        let mut next = self.clone();
        let mut gain = 0u128;
        let mut moved = false;
        let mut line = Vec::with_capacity(self.width.max(self.height));
        for idx in self.lines(dir) {
            line.clear();
            line.extend(idx.iter().map(|&i| self.cells[i]));
            let (g, m) = slide_line(&mut line);
            gain = gain.saturating_add(g);
            moved |= m;
            for (&i, &e) in idx.iter().zip(&line) {
                next.cells[i] = e;
            }
        }
        moved.then_some((next, gain))
    }

    /// Where each tile goes in a move towards `dir`: `(from, to)` cell indices, for the
    /// window's slide animation (two tiles going to one cell merge there).
    pub fn tile_moves(&self, dir: Dir) -> Vec<(usize, usize)> {
        let mut out = Vec::new();
        for idx in self.lines(dir) {
            let mut line: Vec<u8> = idx.iter().map(|&i| self.cells[i]).collect();
            let mut outpos = 0usize;
            let mut merged_at: Option<usize> = None;
            for i in 0..line.len() {
                let e = line[i];
                if e == 0 {
                    continue;
                }
                line[i] = 0;
                match outpos.checked_sub(1) {
                    Some(p) if line[p] == e && merged_at != Some(p) && e < MAX_EXPONENT => {
                        line[p] = e + 1;
                        merged_at = Some(p);
                        out.push((idx[i], idx[p]));
                    }
                    _ => {
                        line[outpos] = e;
                        out.push((idx[i], idx[outpos]));
                        outpos += 1;
                    }
                }
            }
        }
        out
    }

    /// Whether any move changes the board.
    pub fn can_move(&self) -> bool {
        Dir::ALL.iter().any(|&d| self.slide(d).is_some())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn left(values: &[u64]) -> Vec<u64> {
        let mut line: Vec<u8> = values.iter().map(|&v| exponent_of(v)).collect();
        slide_line(&mut line);
        line.iter()
            .map(|&e| if e == 0 { 0 } else { 1 << e })
            .collect()
    }

    /// GAMES.md §4's six examples, a row moved left.
    pub const SPEC: [([u64; 4], [u64; 4]); 6] = [
        ([0, 0, 2, 4], [2, 4, 0, 0]),
        ([0, 0, 2, 2], [4, 0, 0, 0]),
        ([2, 16, 16, 4], [2, 32, 4, 0]),
        ([2, 2, 4, 0], [4, 4, 0, 0]),
        ([8, 8, 32, 32], [16, 64, 0, 0]),
        ([8, 8, 8, 8], [16, 16, 0, 0]),
    ];

    #[test]
    fn the_specs_six_examples_and_their_mirrors() {
        for (before, after) in SPEC {
            assert_eq!(left(&before), after, "{before:?}");
            // The same row moved right, and as a column moved up and down.
            let rev = |a: [u64; 4]| {
                let mut a = a;
                a.reverse();
                a.to_vec()
            };
            let row = Board::from_values(&[rev(before)]);
            let (moved, _) = row.slide(Dir::Right).unwrap();
            assert_eq!(moved.values(), vec![rev(after)], "right {before:?}");
            let column: Vec<Vec<u64>> = before.iter().map(|&v| vec![v]).collect();
            let (up, _) = Board::from_values(&column).slide(Dir::Up).unwrap();
            let expected: Vec<Vec<u64>> = after.iter().map(|&v| vec![v]).collect();
            assert_eq!(up.values(), expected, "up {before:?}");
            let column: Vec<Vec<u64>> = rev(before).iter().map(|&v| vec![v]).collect();
            let (down, _) = Board::from_values(&column).slide(Dir::Down).unwrap();
            let expected: Vec<Vec<u64>> = rev(after).iter().map(|&v| vec![v]).collect();
            assert_eq!(down.values(), expected, "down {before:?}");
        }
    }

    #[test]
    fn a_move_that_changes_nothing_is_invalid_and_merges_score() {
        let b = Board::from_values(&[vec![2, 4], vec![8, 16]]);
        assert!(b.slide(Dir::Left).is_none() && b.slide(Dir::Up).is_none());
        assert!(!b.can_move());
        let b = Board::from_values(&[vec![8, 8, 32, 32]]);
        assert_eq!(b.slide(Dir::Left).unwrap().1, 16 + 64);
    }

    #[test]
    fn tile_moves_follow_the_rule() {
        let b = Board::from_values(&[vec![2, 2, 4, 0]]);
        assert_eq!(b.tile_moves(Dir::Left), vec![(0, 0), (1, 0), (2, 1)]);
        assert_eq!(b.tile_moves(Dir::Right), vec![(2, 3), (1, 2), (0, 2)]);
    }

    #[test]
    fn the_largest_tiles_never_overflow() {
        let mut line = [254, 254, MAX_EXPONENT, MAX_EXPONENT];
        let (gain, _) = slide_line(&mut line);
        assert_eq!(line, [255, 255, 255, 0], "two 2^255 tiles stay apart");
        assert_eq!(gain, u128::MAX, "the score saturates");
        assert_eq!(label(200), "2^200");
        assert_eq!(label(11), "2048");
    }
}
