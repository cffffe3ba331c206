//! The graph-maze assignment's matrix: `grid[i][j] = [top, right, bottom, left]`, `True` when
//! the side is open. Read in JSON (`true`) or Python (`True`) spelling; openings in the outer
//! border mark the entrance (the first in reading order) and the exit (the last).

use nom::{
    IResult, Parser,
    branch::alt,
    bytes::complete::tag,
    character::complete::{char, multispace0},
    combinator::{all_consuming, cut, value},
    multi::separated_list1,
    sequence::{delimited, preceded, terminated},
};

use super::model::{Cell, Maze, Side};
use crate::error::{Expected, ParseError, excerpt};

/// How booleans are spelled on output.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Spelling {
    /// `true` and `false`, as JSON writes them.
    Json,
    /// `True` and `False`, as Python writes them.
    Python,
}

type Res<'a, T> = IResult<&'a str, T, nom::error::Error<&'a str>>;

fn ws<'a, T>(
    p: impl Parser<&'a str, Output = T, Error = nom::error::Error<&'a str>>,
) -> impl Parser<&'a str, Output = T, Error = nom::error::Error<&'a str>> {
    delimited(multispace0, p, multispace0)
}

fn boolean(i: &str) -> Res<'_, bool> {
    ws(alt((
        value(true, alt((tag("true"), tag("True")))),
        value(false, alt((tag("false"), tag("False")))),
    )))
    .parse(i)
}

fn list<'a, T>(
    item: impl Parser<&'a str, Output = T, Error = nom::error::Error<&'a str>>,
) -> impl Parser<&'a str, Output = Vec<T>, Error = nom::error::Error<&'a str>> {
    preceded(
        ws(char('[')),
        cut(terminated(
            separated_list1(ws(char(',')), item),
            (multispace0, nom::combinator::opt(char(',')), ws(char(']'))),
        )),
    )
}

/// A cell's sides with the bytes left at its `[`, so that a semantic error can name the
/// cell's position in the file.
type Sides = (usize, Vec<bool>);

fn cell(i: &str) -> Res<'_, Sides> {
    let (i, _) = multispace0(i)?;
    let at = i.len();
    let (rest, sides) = list(boolean).parse(i)?;
    Ok((rest, (at, sides)))
}

/// Rows with the bytes left at each row's `[`.
fn matrix(i: &str) -> Res<'_, Vec<(usize, Vec<Sides>)>> {
    all_consuming(list(row)).parse(i)
}

fn row(i: &str) -> Res<'_, (usize, Vec<Sides>)> {
    let (i, _) = multispace0(i)?;
    let at = i.len();
    let (rest, cells) = list(cell).parse(i)?;
    Ok((rest, (at, cells)))
}

/// The line and column of the byte at `offset`.
fn position(text: &str, offset: usize) -> (usize, usize) {
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let col = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    (line, col)
}

/// Reads the matrix. Every row is checked to have as many cells as the first, and every cell
/// four sides, before any neighbour is looked at; errors name the row or cell's position.
pub fn read_grid(text: &str) -> Result<Maze, ParseError> {
    let rows = matrix(text).map(|(_, m)| m).map_err(|e| {
        let rest = match &e {
            nom::Err::Error(e) | nom::Err::Failure(e) => e.input,
            nom::Err::Incomplete(_) => "",
        };
        at(text, rest.len(), Expected::GridMatrix)
    })?;
    let (h, w) = (rows.len(), rows[0].1.len());
    for (y, (row_at, row)) in rows.iter().enumerate() {
        if row.len() != w {
            return Err(at(
                text,
                *row_at,
                Expected::GridRowCells {
                    row: y,
                    cells: w,
                    has: row.len(),
                },
            ));
        }
        if let Some((x, (cell_at, _))) = row.iter().enumerate().find(|(_, c)| c.1.len() != 4) {
            return Err(at(
                text,
                *cell_at,
                Expected::GridSides { row: y, column: x },
            ));
        }
    }
    let sides = |c: Cell| &rows[c.y].1[c.x];
    let mut m = Maze::new(w, h, false);
    let mut openings = Vec::new();
    for y in 0..h {
        for x in 0..w {
            let cell = Cell::new(x, y);
            let (cell_at, open) = sides(cell);
            for (k, side) in Side::ALL.into_iter().enumerate() {
                match m.neighbor(cell, side) {
                    None if open[k] => openings.push((cell, side)),
                    None => {}
                    Some(n) if sides(n).1[(k + 2) % 4] != open[k] => {
                        return Err(at(
                            text,
                            *cell_at,
                            Expected::GridAgree {
                                row: y,
                                column: x,
                                other_row: n.y,
                                other_column: n.x,
                            },
                        ));
                    }
                    Some(_) => m.set_wall(cell, side, !open[k]),
                }
            }
        }
    }
    m.open_border(openings);
    Ok(m)
}

/// An error at the byte of `text` where `left` bytes remain.
fn at(text: &str, left: usize, expected: Expected) -> ParseError {
    let offset = text.len() - left;
    let (l, c) = position(text, offset);
    ParseError::new(l, c, expected, excerpt(&text[offset..]))
}

/// Writes the matrix, one row of cells a line, as the assignment prints it.
pub fn write_grid(m: &Maze, spelling: Spelling) -> String {
    let word = |b: bool| match (spelling, b) {
        (Spelling::Json, true) => "true",
        (Spelling::Json, false) => "false",
        (Spelling::Python, true) => "True",
        (Spelling::Python, false) => "False",
    };
    let rows: Vec<String> = (0..m.height())
        .map(|y| {
            let cells: Vec<String> = (0..m.width())
                .map(|x| {
                    let sides: Vec<&str> = Side::ALL
                        .iter()
                        .map(|&s| word(!m.wall(Cell::new(x, y), s)))
                        .collect();
                    format!("[{}]", sides.join(", "))
                })
                .collect();
            format!("[{}]", cells.join(", "))
        })
        .collect();
    format!("[{}]\n", rows.join(",\n "))
}

#[cfg(test)]
mod tests {
    use super::*;

    const EXAMPLE: &str = "[[[False, True, True, True], [False, False, False, True], [False, False, True, False], [False, False, True, False]],
 [[True, True, True, False], [False, True, False, True], [True, True, True, True], [True, False, False, True]],
 [[True, True, False, False], [False, False, True, True], [True, True, False, False], [False, False, True, True]],
 [[False, True, False, False], [True, False, False, True], [False, True, False, False], [True, True, False, True]]]
";

    #[test]
    fn the_assignment_example_round_trips() {
        let m = read_grid(EXAMPLE).unwrap();
        assert_eq!((m.width(), m.height()), (4, 4));
        assert_eq!(m.entrance, Cell::new(0, 0));
        assert_eq!(m.exit, Cell::new(3, 3));
        assert_eq!(write_grid(&m, Spelling::Python), EXAMPLE);
        let json = write_grid(&m, Spelling::Json);
        assert!(json.starts_with("[[[false, true"));
        assert_eq!(read_grid(&json).unwrap(), m);
    }

    #[test]
    fn errors_are_located() {
        let e = read_grid("[[[true, maybe, true, true]]]").unwrap_err();
        assert_eq!((e.line, e.column), (1, 10));
        let e =
            read_grid("[[[false, true, false, false], [false, false, false, false]]]").unwrap_err();
        assert_eq!((e.line, e.column), (1, 3), "sides disagree: {e}");
    }

    #[test]
    fn ragged_rows_are_errors_at_their_place() {
        // Before: both indexed out of bounds, reading a neighbour before checking lengths.
        let e = read_grid("[[[false,true,false,false],[false]]]").unwrap_err();
        assert_eq!((e.line, e.column), (1, 28), "{e}");
        let e =
            read_grid("[[[true,true,true,true],[true,true,true,true]],\n [[true,true,true,true]]]")
                .unwrap_err();
        assert_eq!((e.line, e.column), (2, 2), "{e}");
        assert!(e.expected.to_string().contains("row 1"), "{e}");
    }
}
