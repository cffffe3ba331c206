//! Block grids, as Daedalus and mazelib print them: `(2h+1) x (2w+1)` characters, `#` a wall
//! and space a passage; cell (x, y) is the character at row `2y+1`, column `2x+1`. Openings in
//! the border are the entrance (first in reading order) and the exit (last).

use super::model::{Cell, Maze, Side};
use crate::error::ParseError;

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

pub fn read_blocks(text: &str) -> Result<Maze, ParseError> {
    let rows: Vec<Vec<char>> = crate::text::lines(text)
        .iter()
        .map(|l| l.chars().collect())
        .filter(|l: &Vec<char>| !l.is_empty())
        .collect();
    let h = rows.len();
    let w = rows.iter().map(Vec::len).max().unwrap_or(0);
    if h < 3 || w < 3 || h.is_multiple_of(2) || w.is_multiple_of(2) {
        return Err(ParseError::new(
            1,
            1,
            "an odd number (2n+1, at least 3) of rows and columns of '#' and spaces",
            "",
        ));
    }
    for (r, row) in rows.iter().enumerate() {
        if let Some(c) = row.iter().position(|&ch| ch != '#' && ch != ' ') {
            return Err(ParseError::new(
                r + 1,
                c + 1,
                "'#' or space",
                row[c].to_string(),
            ));
        }
    }
    let at = |r: usize, c: usize| rows[r].get(c).copied().unwrap_or(' ') == '#';
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
        assert!(read_blocks("##\n##\n").is_err());
    }
}
