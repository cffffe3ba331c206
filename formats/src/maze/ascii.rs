//! The invisible maze's ASCII art: `height*HM+1` rows of `width*LM+1` characters, `+` corners,
//! `-` and `|` walls (a wall segment is `LM-1` dashes or `HM-1` bars, so a blank gap separates
//! consecutive segments), `@` at the start cell's centre, and the exit as the erased segment of
//! the right border. `LM` and `HM` are even and at least 2 (default 8 and 4).

use super::model::{Cell, Maze, Side};
use crate::error::{Expected, ParseError, excerpt};

/// Cell size in characters.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AsciiOptions {
    /// Characters across a cell (the original's `lm`).
    pub lm: usize,
    /// Lines down a cell (the original's `hm`).
    pub hm: usize,
}

impl Default for AsciiOptions {
    fn default() -> Self {
        AsciiOptions { lm: 8, hm: 4 }
    }
}

/// Writes the art. The start (`@`) is the entrance; the exit opens the right border at its row.
pub fn write_ascii(m: &Maze, o: AsciiOptions) -> String {
    draw_ascii(m, o, m.entrance, |_, _| true)
}

/// Draws the art with the player (`@`) at `at` and only the interior walls `shown` says
/// (the invisible maze's console draws what the player has found); the border is drawn as the
/// maze has it. The one drawing of the art, for files and for the console game alike.
pub fn draw_ascii(
    m: &Maze,
    o: AsciiOptions,
    at: Cell,
    shown: impl Fn(Cell, Side) -> bool,
) -> String {
    let (w, h) = (m.width() * o.lm + 1, m.height() * o.hm + 1);
    let mut rows: Vec<Vec<char>> = vec![vec![' '; w]; h];
    let wall = |c: Cell, side: Side| m.wall(c, side) && shown(c, side);
    for (r, row) in rows.iter_mut().enumerate() {
        for (c, ch) in row.iter_mut().enumerate() {
            *ch = char_at(m, &wall, o, (r, c), (w, h));
        }
    }
    rows[at.y * o.hm + o.hm / 2][at.x * o.lm + o.lm / 2] = '@';
    let mut out = String::with_capacity(h * (w + 1));
    for row in rows {
        out.extend(row);
        out.push('\n');
    }
    out
}

/// The character at row `r`, column `c` of a `w` x `h` drawing; `inner` says which interior
/// walls are drawn.
fn char_at(
    m: &Maze,
    inner: &impl Fn(Cell, Side) -> bool,
    o: AsciiOptions,
    (r, c): (usize, usize),
    (w, h): (usize, usize),
) -> char {
    let (top, bottom, left, right) = (r == 0, r + 1 == h, c == 0, c + 1 == w);
    if (top || bottom) && (left || right) {
        return '+';
    }
    if top || bottom {
        let cell = Cell::new(
            ((c - 1) / o.lm).min(m.width() - 1),
            if top { 0 } else { m.height() - 1 },
        );
        let side = if top { Side::Top } else { Side::Bottom };
        return if !c.is_multiple_of(o.lm) && !m.wall(cell, side) {
            ' '
        } else {
            '-'
        };
    }
    let (cy, on_corner_row) = (r / o.hm, r.is_multiple_of(o.hm));
    if left || right {
        if on_corner_row {
            return '|';
        }
        let cell = Cell::new(if left { 0 } else { m.width() - 1 }, cy);
        return if m.wall(cell, if left { Side::Left } else { Side::Right }) {
            '|'
        } else {
            ' '
        };
    }
    let (cx, on_corner_col) = (c / o.lm, c.is_multiple_of(o.lm));
    match (on_corner_row, on_corner_col) {
        (true, true) => ' ',
        (true, false) => {
            if inner(Cell::new(cx, cy - 1), Side::Bottom) {
                '-'
            } else {
                ' '
            }
        }
        (false, true) => {
            if inner(Cell::new(cx - 1, cy), Side::Right) {
                '|'
            } else {
                ' '
            }
        }
        (false, false) => ' ',
    }
}

/// Reads the art. `LM`/`HM` are found from the art when only one pair fits it; otherwise (a
/// maze without interior walls fits many) `hint` decides. Every character the art may hold is
/// ASCII, so rows are read as bytes: a large drawing takes no more memory than its text.
pub fn read_ascii(text: &str, hint: Option<AsciiOptions>) -> Result<Maze, ParseError> {
    let mut rows: Vec<&[u8]> = crate::text::lines(text)
        .into_iter()
        .map(|l| l.trim_end().as_bytes())
        .collect();
    while rows.last().is_some_and(|l| l.is_empty()) {
        rows.pop();
    }
    check_characters(text, &rows)?;
    let h = rows.len();
    let w = rows.first().map_or(0, |r| r.len());
    if h < 3 || w < 3 || rows[0][0] != b'+' || rows[0][w - 1] != b'+' {
        return Err(ParseError::new(
            1,
            1,
            Expected::AsciiStart,
            excerpt(std::str::from_utf8(rows.first().copied().unwrap_or_default()).unwrap_or("")),
        ));
    }
    if let Some(r) = rows.iter().position(|row| row.len() > w) {
        return Err(ParseError::new(
            r + 1,
            w + 1,
            Expected::AsciiRowWidth { width: w },
            excerpt(std::str::from_utf8(&rows[r][w..]).unwrap_or("")),
        ));
    }
    let layouts: Vec<AsciiOptions> = even_divisors(w - 1)
        .flat_map(|lm| even_divisors(h - 1).map(move |hm| AsciiOptions { lm, hm }))
        .collect();
    let o = choose_layout(&rows, &layouts, hint)?;
    Ok(decode(&rows, o))
}

/// The cell size of the drawing: the hint when it fits, else the default when it fits, else
/// the only layout that fits. Each costs at most a scan of the drawing: the hint and the
/// default are tried first, every other layout must pass the first rows before a full scan,
/// and the search stops at the second layout that fits (the drawing is then ambiguous), so a
/// large drawing without interior walls (which many layouts fit) is not scanned for each.
fn choose_layout(
    rows: &[&[u8]],
    layouts: &[AsciiOptions],
    hint: Option<AsciiOptions>,
) -> Result<AsciiOptions, ParseError> {
    let fits = |o: AsciiOptions, upto: usize| misfit(rows, o, upto).is_none();
    let all = rows.len();
    for first in [hint, Some(AsciiOptions::default())].into_iter().flatten() {
        if layouts.contains(&first) && fits(first, all) {
            return Ok(first);
        }
    }
    let head = all.min(PREFIX_ROWS);
    let mut fitting = layouts
        .iter()
        .copied()
        .filter(|&o| fits(o, head))
        .filter(|&o| fits(o, all))
        .take(2);
    match (fitting.next(), fitting.next()) {
        (Some(only), None) => Ok(only),
        (None, _) => Err(no_layout(rows, layouts)),
        (Some(_), Some(_)) => Err(ParseError::new(1, 1, Expected::AsciiAmbiguous, "")),
    }
}

/// Rows every layout must fit before the whole drawing is scanned for it.
const PREFIX_ROWS: usize = 64;

/// The first character that no drawing may hold, as an error.
fn check_characters(text: &str, rows: &[&[u8]]) -> Result<(), ParseError> {
    for (r, row) in rows.iter().enumerate() {
        if let Some(c) = row.iter().position(|b| !b" +-|@".contains(b)) {
            let line = crate::text::lines(text)[r];
            let column = line[..c].chars().count();
            let found: String = line[c..].chars().take(1).collect();
            return Err(ParseError::new(
                r + 1,
                column + 1,
                Expected::AsciiCharacter,
                found,
            ));
        }
    }
    Ok(())
}

/// Why no layout fits: at the character where the layout that fits longest breaks.
fn no_layout(rows: &[&[u8]], layouts: &[AsciiOptions]) -> ParseError {
    let (w, h) = (rows[0].len(), rows.len());
    let worst = layouts.iter().filter_map(|&o| misfit(rows, o, h)).max();
    match worst {
        Some((r, c)) => ParseError::new(
            r + 1,
            c + 1,
            Expected::AsciiWalls,
            (rows[r].get(c).copied().unwrap_or(b' ') as char).to_string(),
        ),
        // No layout at all: the first row's length (the width) or the row count is wrong.
        None if even_divisors(w - 1).next().is_none() => {
            ParseError::new(1, w, Expected::AsciiFirstRow { width: w }, "")
        }
        None => ParseError::new(h, 1, Expected::AsciiRows { rows: h }, ""),
    }
}

fn even_divisors(n: usize) -> impl Iterator<Item = usize> {
    (2..=n).step_by(2).filter(move |d| n.is_multiple_of(*d))
}

/// The first character (row, column) among the first `upto` rows that stands where the
/// layout `o` does not allow it.
fn misfit(rows: &[&[u8]], o: AsciiOptions, upto: usize) -> Option<(usize, usize)> {
    let (h, w) = (rows.len(), rows[0].len());
    rows[..upto.min(h)].iter().enumerate().find_map(|(r, row)| {
        let c = row.iter().enumerate().position(|(c, &ch)| {
            let (corner_row, corner_col) = (r % o.hm == 0, c % o.lm == 0);
            let centre = r % o.hm == o.hm / 2 && c % o.lm == o.lm / 2;
            !match ch {
                b'+' => (r == 0 || r + 1 == h) && (c == 0 || c + 1 == w),
                b'-' => corner_row && (!corner_col || r == 0 || r + 1 == h),
                b'|' => corner_col && (!corner_row || c == 0 || c + 1 == w),
                b'@' => centre,
                _ => true,
            }
        })?;
        Some((r, c))
    })
}

fn decode(rows: &[&[u8]], o: AsciiOptions) -> Maze {
    let (h, w) = (rows.len(), rows[0].len());
    let (mw, mh) = ((w - 1) / o.lm, (h - 1) / o.hm);
    let at = |r: usize, c: usize| rows[r].get(c).copied().unwrap_or(b' ');
    let mut m = Maze::new(mw, mh, false);
    for y in 0..mh {
        for x in 0..mw {
            let cell = Cell::new(x, y);
            let (r0, c0) = (y * o.hm, x * o.lm);
            if x + 1 < mw {
                m.set_wall(cell, Side::Right, at(r0 + 1, c0 + o.lm) == b'|');
            }
            if y + 1 < mh {
                m.set_wall(cell, Side::Bottom, at(r0 + o.hm, c0 + 1) == b'-');
            }
            if at(r0 + o.hm / 2, c0 + o.lm / 2) == b'@' {
                m.entrance = cell;
            }
        }
    }
    for y in 0..mh {
        for (x, side, c) in [(0, Side::Left, 0), (mw - 1, Side::Right, w - 1)] {
            if at(y * o.hm + 1, c) != b'|' {
                m.set_wall(Cell::new(x, y), side, false);
                if side == Side::Right {
                    m.exit = Cell::new(x, y);
                }
            }
        }
    }
    for x in 0..mw {
        for (y, side, r) in [(0, Side::Top, 0), (mh - 1, Side::Bottom, h - 1)] {
            if at(r, x * o.lm + 1) != b'-' {
                m.set_wall(Cell::new(x, y), side, false);
            }
        }
    }
    m
}

#[cfg(test)]
mod tests {
    use super::*;

    const SPEC: &str = "+---------------------------------------+
|       |       |       |       |        
|       |       |       |       |        
|       |       |       |       |        
|------- ------- ------- ------- -------|
|       |       |       |       |       |
|       |       |       |       |       |
|       |       |       |       |       |
|------- ------- ------- ------- -------|
|       |       |       |       |       |
|   @   |       |       |       |       |
|       |       |       |       |       |
+---------------------------------------+
";

    #[test]
    fn the_spec_example_round_trips_byte_for_byte() {
        let m = read_ascii(SPEC, None).unwrap();
        assert_eq!((m.width(), m.height()), (5, 3));
        assert_eq!(m.entrance, Cell::new(0, 2));
        assert_eq!(m.exit, Cell::new(4, 0));
        assert_eq!(m.interior_walls(), m.max_interior_walls());
        assert_eq!(write_ascii(&m, AsciiOptions::default()), SPEC);
    }

    #[test]
    fn other_cell_sizes_round_trip() {
        let mut m = Maze::new(4, 3, true);
        m.set_wall(Cell::new(1, 1), Side::Right, false);
        m.set_wall(Cell::new(3, 2), Side::Right, false);
        m.exit = Cell::new(3, 2);
        m.entrance = Cell::new(0, 1);
        for o in [AsciiOptions { lm: 2, hm: 2 }, AsciiOptions { lm: 6, hm: 4 }] {
            let text = write_ascii(&m, o);
            let back = read_ascii(&text, Some(o)).unwrap();
            assert_eq!(write_ascii(&back, o), text);
            assert_eq!(back.entrance, m.entrance);
        }
        let e = read_ascii("hello", None).unwrap_err();
        assert_eq!((e.line, e.column), (1, 1));
    }

    #[test]
    fn errors_are_at_the_character_that_breaks_the_drawing() {
        let e = read_ascii("+---+\n| x |\n+---+\n", None).unwrap_err();
        assert_eq!((e.line, e.column, e.found.text()), (2, 3, Some("x")));
        let e = read_ascii("+---+\n|   |\n|   |\n+---+\n", None).unwrap_err();
        assert_eq!(
            (e.line, e.column),
            (4, 1),
            "3 rows of cells cannot be even: {e}"
        );
        let e = read_ascii(
            "+-------+\n|  -    |\n|       |\n|       |\n+-------+\n",
            None,
        )
        .unwrap_err();
        assert_eq!((e.line, e.column), (2, 4), "{e}");
        let e = read_ascii("+---+\n|   |  |\n+---+\n", None).unwrap_err();
        assert_eq!((e.line, e.column), (2, 6), "{e}");
    }
}
