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
use crate::error::ParseError;

/// The first line of every `.maze` file; the number is the format version.
pub const MAGIC: &str = "gridwright maze 1";

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

pub fn read_maze(text: &str) -> Result<Maze, ParseError> {
    let lines = crate::text::lines(text);
    if lines.first().map(|l| l.trim_end()) != Some(MAGIC) {
        return Err(ParseError::new(
            1,
            1,
            format!("'{MAGIC}'"),
            lines.first().copied().unwrap_or(""),
        ));
    }
    let blank = lines
        .iter()
        .position(|l| l.trim().is_empty())
        .unwrap_or(lines.len());
    let mut size = None;
    let mut fields: Vec<(usize, &str, &str)> = Vec::new();
    for (n, line) in lines.iter().enumerate().take(blank).skip(1) {
        let (_, (k, v)) = header_line(line)
            .map_err(|_| ParseError::new(n + 1, 1, "a header line 'key: value'", *line))?;
        fields.push((n + 1, k, v));
    }
    let bad = |n: usize, what: &str, v: &str| ParseError::new(n, 1, what.to_owned(), v.to_owned());
    for &(n, k, v) in &fields {
        if k == "size" {
            size = Some(pair('x')(v).map_err(|_| bad(n, "size: WIDTHxHEIGHT", v))?.1);
        }
    }
    let (w, h) = size.ok_or_else(|| ParseError::new(2, 1, "a 'size: WIDTHxHEIGHT' line", ""))?;
    if w == 0 || h == 0 {
        return Err(ParseError::new(
            2,
            1,
            "a size of at least 1x1",
            format!("{w}x{h}"),
        ));
    }
    let mut m = Maze::new(w, h, false);
    for &(n, k, v) in &fields {
        match k {
            "entrance" | "exit" => {
                let (x, y) = pair(',')(v).map_err(|_| bad(n, "x,y", v))?.1;
                if x >= w || y >= h {
                    return Err(bad(n, "a cell inside the maze", v));
                }
                if k == "entrance" {
                    m.entrance = Cell::new(x, y)
                } else {
                    m.exit = Cell::new(x, y)
                }
            }
            "generator" => m.generator = Some(v.to_owned()),
            "seed" => m.seed = Some(v.parse().map_err(|_| bad(n, "a whole number", v))?),
            "title" => m.title = v.to_owned(),
            _ => {}
        }
    }
    read_art(&lines[(blank + 1).min(lines.len())..], blank + 2, &mut m)?;
    Ok(m)
}

fn read_art(art: &[&str], first_line: usize, m: &mut Maze) -> Result<(), ParseError> {
    let (w, h) = (m.width(), m.height());
    if art.len() < 2 * h + 1 {
        return Err(ParseError::new(
            first_line + art.len(),
            1,
            format!("{} lines of maze drawing", 2 * h + 1),
            "",
        ));
    }
    let ch = |r: usize, c: usize| art[r].chars().nth(c).unwrap_or(' ');
    for (r, line) in art.iter().enumerate().take(2 * h + 1) {
        if let Some((c, bad)) = line.chars().enumerate().find(|(_, c)| !"+-| ".contains(*c)) {
            return Err(ParseError::new(
                first_line + r,
                c + 1,
                "'+', '-', '|' or space",
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
        assert!(read_maze("gridwright maze 1\nsize: 2\n\n").is_err());
    }
}
