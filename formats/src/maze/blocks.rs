//! Block grids, as Daedalus and mazelib print them: `(2h+1) x (2w+1)` characters, `#` a wall
//! and space a passage; cell (x, y) is the character at row `2y+1`, column `2x+1`. Openings in
//! the border are the entrance (first in reading order) and the exit (last).

use super::model::{Cell, Maze, Side};
use crate::error::{Expected, ParseError};

/// Writes the maze as `#` walls and spaces, a block per cell and per wall between cells.
pub fn write_blocks(m: &Maze) -> String {
    let (w, h) = (2 * m.width() + 1, 2 * m.height() + 1);
    let mut out = String::with_capacity(h * (w + 1));
    for r in 0..h {
        for c in 0..w {
            out.push(if is_wall(m, r, c) { '#' } else { ' ' });
        }
        out.push('\n');
    }
    out
}

fn is_wall(m: &Maze, r: usize, c: usize) -> bool {
    match (r % 2, c % 2) {
        (0, 0) => true,
        (1, 1) => false,
        (1, 0) => {
            let y = r / 2;
            if c == 0 {
                m.wall(Cell::new(0, y), Side::Left)
            } else {
                m.wall(Cell::new(c / 2 - 1, y), Side::Right)
            }
        }
        _ => {
            let x = c / 2;
            if r == 0 {
                m.wall(Cell::new(x, 0), Side::Top)
            } else {
                m.wall(Cell::new(x, r / 2 - 1), Side::Bottom)
            }
        }
    }
}

/// Reads a block grid. Blank lines are skipped (line numbers in errors still count them); the
/// grid is ASCII, so rows are read as bytes.
pub fn read_blocks(text: &str) -> Result<Maze, ParseError> {
    let rows: Vec<(usize, &str)> = crate::text::lines(text)
        .into_iter()
        .enumerate()
        .filter(|(_, l)| !l.is_empty())
        .collect();
    for &(n, row) in &rows {
        if let Some((c, ch)) = row
            .chars()
            .enumerate()
            .find(|&(_, ch)| ch != '#' && ch != ' ')
        {
            return Err(ParseError::new(
                n + 1,
                c + 1,
                Expected::BlocksCharacter,
                ch.to_string(),
            ));
        }
    }
    let h = rows.len();
    let w = rows.iter().map(|r| r.1.len()).max().unwrap_or(0);
    if h < 3 || w < 3 || h.is_multiple_of(2) || w.is_multiple_of(2) {
        let line = rows.last().map_or(1, |r| r.0 + 1);
        return Err(ParseError::new(
            line,
            1,
            Expected::BlocksSize {
                rows: h,
                columns: w,
            },
            "",
        ));
    }
    let at = |r: usize, c: usize| rows[r].1.as_bytes().get(c) == Some(&b'#');
    let (mw, mh) = (w / 2, h / 2);
    let mut m = Maze::new(mw, mh, false);
    let mut openings = Vec::new();
    for y in 0..mh {
        for x in 0..mw {
            let cell = Cell::new(x, y);
            let (r, c) = (2 * y + 1, 2 * x + 1);
            for (side, rr, cc) in [
                (Side::Top, r - 1, c),
                (Side::Right, r, c + 1),
                (Side::Bottom, r + 1, c),
                (Side::Left, r, c - 1),
            ] {
                let wall = at(rr, cc);
                match m.neighbor(cell, side) {
                    Some(_) => m.set_wall(cell, side, wall),
                    None if !wall => openings.push((cell, side)),
                    None => {}
                }
            }
        }
    }
    m.open_border(openings);
    Ok(m)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let mut m = Maze::new(3, 2, true);
        m.set_wall(Cell::new(0, 0), Side::Right, false);
        m.set_wall(Cell::new(0, 0), Side::Left, false);
        m.set_wall(Cell::new(2, 1), Side::Right, false);
        let text = write_blocks(&m);
        assert_eq!(text.lines().next(), Some("#######"));
        assert_eq!(text.lines().nth(1), Some("    # #"));
        let back = read_blocks(&text).unwrap();
        assert_eq!(write_blocks(&back), text);
        assert_eq!(
            (back.entrance, back.exit),
            (Cell::new(0, 0), Cell::new(2, 1))
        );
        let e = read_blocks("##\n##\n").unwrap_err();
        assert_eq!(e.line, 2);
        let e = read_blocks("###\n\n# #\n#x#\n").unwrap_err();
        assert_eq!(
            (e.line, e.column, e.found.text()),
            (4, 2, Some("x")),
            "blank lines counted"
        );
    }
}
