//! gridwright's own `.maze` text: a versioned header of `key: value` lines, a blank line, then
//! compact art (`+--+` corners and walls, `|` walls, two spaces a cell) that reads well and
//! diffs well. See `formats/MAZE-FORMAT.md`.

use nom::{
    IResult, Parser,
    bytes::complete::{tag, take_while1},
    character::complete::{char, digit1, space0},
    combinator::{all_consuming, map_res},
    sequence::separated_pair,
};

use super::model::{Cell, Maze, Side};
use crate::error::{Expected, ParseError, excerpt};

/// Mazes larger than this are refused: 2 bits a cell make it 500 MB of walls, and a drawing
/// of it is over 6 GB of text.
pub const MAX_CELLS: usize = 2_000_000_000;

/// The first line of every `.maze` file; the number is the format version.
pub const MAGIC: &str = "gridwright maze 1";

/// Writes gridwright's `.maze` text: a header, then the drawing `read_maze` reads back.
pub fn write_maze(m: &Maze) -> String {
    let mut out = format!("{MAGIC}\nsize: {}x{}\n", m.width(), m.height());
    out += &format!(
        "entrance: {},{}\nexit: {},{}\n",
        m.entrance.x, m.entrance.y, m.exit.x, m.exit.y
    );
    if let Some(g) = &m.generator {
        out += &format!("generator: {g}\n");
    }
    if let Some(s) = m.seed {
        out += &format!("seed: {s}\n");
    }
    if !m.title.is_empty() {
        out += &format!("title: {}\n", m.title.replace(['\n', '\r'], " "));
    }
    out.push('\n');
    for y in 0..=m.height() {
        out.push('+');
        for x in 0..m.width() {
            let wall = if y < m.height() {
                m.wall(Cell::new(x, y), Side::Top)
            } else {
                m.wall(Cell::new(x, y - 1), Side::Bottom)
            };
            out.push_str(if wall { "--+" } else { "  +" });
        }
        out.push('\n');
        if y == m.height() {
            break;
        }
        for x in 0..m.width() {
            out.push(if m.wall(Cell::new(x, y), Side::Left) {
                '|'
            } else {
                ' '
            });
            out.push_str("  ");
        }
        out.push(if m.wall(Cell::new(m.width() - 1, y), Side::Right) {
            '|'
        } else {
            ' '
        });
        out.push('\n');
    }
    out
}

type Res<'a, T> = IResult<&'a str, T>;

fn number(i: &str) -> Res<'_, usize> {
    map_res(digit1, str::parse).parse(i)
}

fn pair(sep: char) -> impl Fn(&str) -> Res<'_, (usize, usize)> {
    move |i| all_consuming(separated_pair(number, (space0, char(sep), space0), number)).parse(i)
}

fn header_line(i: &str) -> Res<'_, (&str, &str)> {
    let (rest, key) =
        take_while1(|c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_').parse(i)?;
    let (rest, _) = (tag(":"), space0).parse(rest)?;
    Ok(("", (key, rest.trim_end())))
}

/// Reads a `.maze` file. The size in the header is checked against [`MAX_CELLS`] and against
/// the drawing that follows (its corner rows are `3 * width + 1` characters, and there are
/// `2 * height + 1` rows) before anything is allocated, so a tiny file cannot ask for
/// gigabytes.
pub fn read_maze(text: &str) -> Result<Maze, ParseError> {
    let lines = crate::text::lines(text);
    if lines.first().map(|l| l.trim_end()) != Some(MAGIC) {
        return Err(ParseError::new(
            1,
            1,
            Expected::FirstLine { line: MAGIC },
            excerpt(lines.first().copied().unwrap_or("")),
        ));
    }
    let blank = lines
        .iter()
        .position(|l| l.trim().is_empty())
        .unwrap_or(lines.len());
    let mut fields: Vec<Field> = Vec::new();
    for (n, line) in lines.iter().enumerate().take(blank).skip(1) {
        let (_, (key, value)) = header_line(line)
            .map_err(|_| ParseError::new(n + 1, 1, Expected::HeaderLine, excerpt(line)))?;
        let column = line[..line.len() - value.len() - (line.len() - line.trim_end().len())]
            .chars()
            .count()
            + 1;
        fields.push(Field {
            line: n + 1,
            column,
            key,
            value,
        });
    }
    let art = &lines[(blank + 1).min(lines.len())..];
    let (w, h) = size(&fields, art, blank + 2)?;
    let mut m = Maze::new(w, h, false);
    for f in &fields {
        match f.key {
            "entrance" | "exit" => {
                let (x, y) = pair(',')(f.value)
                    .map_err(|_| f.error(Expected::MazeCellXY))?
                    .1;
                if x >= w || y >= h {
                    return Err(f.error(Expected::MazeCellInside));
                }
                if f.key == "entrance" {
                    m.entrance = Cell::new(x, y)
                } else {
                    m.exit = Cell::new(x, y)
                }
            }
            "generator" => m.generator = Some(f.value.to_owned()),
            "seed" => {
                m.seed = Some(
                    f.value
                        .parse()
                        .map_err(|_| f.error(Expected::MazeWholeNumber))?,
                )
            }
            "title" => m.title = f.value.to_owned(),
            _ => {}
        }
    }
    read_art(art, blank + 2, &mut m)?;
    Ok(m)
}

/// A `key: value` line of the header, with where its value starts.
struct Field<'a> {
    line: usize,
    column: usize,
    key: &'a str,
    value: &'a str,
}

impl Field<'_> {
    fn error(&self, expected: Expected) -> ParseError {
        ParseError::new(self.line, self.column, expected, excerpt(self.value))
    }
}

/// The size from the header, checked against the limit and the drawing (`first_line` is the
/// drawing's first line number).
fn size(fields: &[Field], art: &[&str], first_line: usize) -> Result<(usize, usize), ParseError> {
    let Some(f) = fields.iter().find(|f| f.key == "size") else {
        return Err(ParseError::new(2, 1, Expected::MazeSizeLine, ""));
    };
    let (w, h) = pair('x')(f.value)
        .map_err(|_| f.error(Expected::MazeSizeValue))?
        .1;
    if w == 0 || h == 0 {
        return Err(f.error(Expected::MazeSizeAtLeastOne));
    }
    if w.checked_mul(h).is_none_or(|n| n > MAX_CELLS) {
        return Err(f.error(Expected::MazeCells { max: MAX_CELLS }));
    }
    let rows = h * 2 + 1;
    if art.len() < rows {
        return Err(ParseError::new(
            first_line + art.len(),
            1,
            Expected::MazeDrawingLines {
                lines: rows,
                width: w,
                height: h,
            },
            "",
        ));
    }
    for (r, line) in art.iter().enumerate().take(rows).step_by(2) {
        let len = line.trim_end().chars().count();
        if len != w * 3 + 1 {
            return Err(ParseError::new(
                first_line + r,
                len.min(w * 3 + 1) + 1,
                Expected::MazeCornerRow {
                    characters: w * 3 + 1,
                    width: w,
                    height: h,
                },
                excerpt(line),
            ));
        }
    }
    Ok((w, h))
}

fn read_art(art: &[&str], first_line: usize, m: &mut Maze) -> Result<(), ParseError> {
    let (w, h) = (m.width(), m.height());
    // Only ASCII passes the check below, so bytes are characters.
    let ch = |r: usize, c: usize| art[r].as_bytes().get(c).map_or(' ', |&b| b as char);
    for (r, line) in art.iter().enumerate().take(2 * h + 1) {
        if let Some((c, bad)) = line.chars().enumerate().find(|(_, c)| !"+-| ".contains(*c)) {
            return Err(ParseError::new(
                first_line + r,
                c + 1,
                Expected::MazeDrawingCharacter,
                bad.to_string(),
            ));
        }
    }
    for y in 0..h {
        for x in 0..w {
            let cell = Cell::new(x, y);
            let top = ch(2 * y, 3 * x + 1) == '-';
            let left = ch(2 * y + 1, 3 * x) == '|';
            if y == 0 || top != m.wall(cell, Side::Top) {
                m.set_wall(cell, Side::Top, top);
            }
            if x == 0 || left != m.wall(cell, Side::Left) {
                m.set_wall(cell, Side::Left, left);
            }
            if x + 1 == w {
                m.set_wall(cell, Side::Right, ch(2 * y + 1, 3 * w) == '|');
            }
            if y + 1 == h {
                m.set_wall(cell, Side::Bottom, ch(2 * h, 3 * x + 1) == '-');
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip_with_metadata() {
        let mut m = Maze::new(3, 2, true);
        m.set_wall(Cell::new(0, 0), Side::Right, false);
        m.set_wall(Cell::new(1, 0), Side::Bottom, false);
        m.set_wall(Cell::new(0, 0), Side::Left, false);
        m.set_wall(Cell::new(2, 1), Side::Right, false);
        m.exit = Cell::new(2, 1);
        m.generator = Some("kruskal".into());
        m.seed = Some(42);
        m.title = "Small".into();
        let text = write_maze(&m);
        assert!(
            text.contains("\n+--+--+--+\n      |  |\n+--+  +--+\n|  |  |   \n"),
            "{text}"
        );
        assert_eq!(read_maze(&text).unwrap(), m);
    }

    #[test]
    fn errors_are_located() {
        assert_eq!(read_maze("nope").unwrap_err().line, 1);
        let e =
            read_maze("gridwright maze 1\nsize: 2x1\n\n+--+--+\n|  x  |\n+--+--+\n").unwrap_err();
        assert_eq!((e.line, e.column), (5, 4));
        let e = read_maze("gridwright maze 1\nsize: 2\n\n").unwrap_err();
        assert_eq!((e.line, e.column), (2, 7));
    }

    #[test]
    fn sizes_are_checked_before_allocating() {
        // Before: the first wrapped w*h to a small number and indexed out of bounds; the
        // others asked for gigabytes for a file of a few bytes.
        for (size, column) in [
            ("18446744073709551615x18446744073709551615", 7),
            ("100000x1000000", 7),
            ("4000000000x4000000000", 7),
        ] {
            let e = read_maze(&format!("gridwright maze 1\nsize: {size}\n\n+--+\n")).unwrap_err();
            assert_eq!((e.line, e.column), (2, column), "{size}: {e}");
        }
        let e =
            read_maze("gridwright maze 1\nsize: 40000x50000\n\n+--+\n|  |\n+--+\n").unwrap_err();
        assert_eq!(e.line, 7, "{e}");
        let many_lines = "\n".repeat(200_001);
        let e = read_maze(&format!(
            "gridwright maze 1\nsize: 20000x100000\n\n+{many_lines}"
        ))
        .unwrap_err();
        assert_eq!((e.line, e.column), (4, 2), "{e}");
    }
}
