//! Import of the original tutorial's level data (ActionScript arrays):
//! `levelN[i] = [0,0,2,...];` rows (0 background, 1 floor, 2 wall, 3 goal),
//! `poussoirN = [x, y];` (the pusher) and `boulesN = [[x, y], ...];` (the boxes).
//! Everything else in the text (prose, code) is ignored.

use std::collections::BTreeMap;

use nom::{
    IResult, Parser,
    bytes::complete::tag,
    character::complete::{char, digit1, multispace0},
    combinator::{all_consuming, map_res, opt, recognize},
    multi::separated_list0,
    sequence::{delimited, preceded, separated_pair},
};

use super::model::{Board, Collection, Level, Square};
use super::{MAX_BOARD_SIDE, MAX_TOTAL_SQUARES};
use crate::error::{Expected, Found, ParseError, excerpt};

#[derive(Default)]
struct RawLevel {
    rows: BTreeMap<usize, (usize, Vec<Code>)>,
    pusher: Option<(usize, (usize, usize))>,
    boxes: Option<(usize, Vec<(usize, usize)>)>,
}

enum Statement {
    Row(usize, usize, Vec<Code>),
    Pusher(usize, (usize, usize)),
    Boxes(usize, Vec<(usize, usize)>),
}

fn number(i: &str) -> IResult<&str, usize> {
    map_res(delimited(multispace0, digit1, multispace0), str::parse).parse(i)
}

/// A cell code as written, any whole number with its sign: range-checked later, so that
/// `-1` or a huge code is an error naming it, not a line the reader does not understand.
fn code(i: &str) -> IResult<&str, Code> {
    delimited(
        multispace0,
        recognize((opt(char('-')), digit1)),
        multispace0,
    )
    .map(|t: &str| match t.parse::<u8>() {
        Ok(v) if v <= 3 => Code::Cell(v),
        _ => Code::Bad(t.chars().take(40).collect()),
    })
    .parse(i)
}

/// A cell code: a known one, or the text of one out of range.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Code {
    Cell(u8),
    Bad(String),
}

fn list<'a, O>(
    item: impl Parser<&'a str, Output = O, Error = nom::error::Error<&'a str>>,
) -> impl Parser<&'a str, Output = Vec<O>, Error = nom::error::Error<&'a str>> {
    delimited(
        (multispace0, char('['), multispace0),
        separated_list0(char(','), delimited(multispace0, item, multispace0)),
        (multispace0, char(']'), multispace0),
    )
}

fn pair(i: &str) -> IResult<&str, (usize, usize)> {
    delimited(
        char('['),
        separated_pair(number, char(','), number),
        char(']'),
    )
    .parse(i)
}

fn assignment<'a, O>(
    name: &'static str,
    index: bool,
    value: impl Parser<&'a str, Output = O, Error = nom::error::Error<&'a str>>,
) -> impl Parser<&'a str, Output = (usize, Option<usize>, O), Error = nom::error::Error<&'a str>> {
    (
        preceded(tag(name), digit1.map_res(str::parse)),
        move |i| {
            if index {
                opt(delimited(char('['), number, char(']'))).parse(i)
            } else {
                Ok((i, None))
            }
        },
        preceded((multispace0, char('='), multispace0), value),
    )
        .map(|(n, idx, v)| (n, idx, v))
}

fn end(i: &str) -> IResult<&str, ()> {
    (multispace0, opt(char(';')), multispace0)
        .map(|_| ())
        .parse(i)
}

fn statement(line: &str) -> IResult<&str, Statement> {
    match announced(line) {
        Some("level") => all_consuming((assignment("level", true, list(code)), end))
            .map(|((n, i, v), _)| Statement::Row(n, i.unwrap_or(0), v))
            .parse(line),
        Some("poussoir") => all_consuming((assignment("poussoir", false, pair), end))
            .map(|((n, _, p), _)| Statement::Pusher(n, p))
            .parse(line),
        _ => all_consuming((assignment("boules", false, list(pair)), end))
            .map(|((n, _, b), _)| Statement::Boxes(n, b))
            .parse(line),
    }
}

/// The statement a line announces by its start (`levelN[`, `poussoirN = [`, `boulesN = [`);
/// lines that announce nothing are prose or unrelated code.
fn announced(line: &str) -> Option<&'static str> {
    ["level", "poussoir", "boules"].into_iter().find(|p| {
        let Some(rest) = line.strip_prefix(p) else {
            return false;
        };
        let after = rest.trim_start_matches(|c: char| c.is_ascii_digit());
        if after.len() == rest.len() {
            return false;
        }
        if *p == "level" {
            return after.starts_with('[');
        }
        after
            .trim_start()
            .strip_prefix('=')
            .is_some_and(|v| v.trim_start().starts_with('['))
    })
}

fn announces_data(line: &str) -> bool {
    announced(line).is_some()
}

/// True when the text holds tutorial level rows.
pub(crate) fn looks_like_tutorial(text: &str) -> bool {
    // A line that announces a level row claims the text, even when it is malformed, so that
    // the reader can say where and what (a code of -1, a huge level number).
    text.lines().any(|l| {
        let l = l.trim();
        announced(l) == Some("level") && l.contains('=')
    })
}

/// Reads every level defined in the text, in the order of their numbers.
pub fn read_tutorial(text: &str) -> Result<Collection, ParseError> {
    read_within(text, MAX_TOTAL_SQUARES)
}

/// Reads the levels with at most `max_cells` cells of rows in all.
fn read_within(text: &str, max_cells: usize) -> Result<Collection, ParseError> {
    let mut levels: BTreeMap<usize, RawLevel> = BTreeMap::new();
    let mut squares = 0usize;
    for (n, raw) in crate::text::lines(text).into_iter().enumerate() {
        // Text copied from web pages has no-break spaces where code had spaces.
        let raw = &raw.replace('\u{a0}', " ");
        let line = raw.trim();
        if !announces_data(line) {
            continue;
        }
        let col = raw.len() - raw.trim_start().len() + 1;
        let stmt = statement(line).map_err(|e| {
            let rest = match &e {
                nom::Err::Error(e) | nom::Err::Failure(e) => e.input,
                nom::Err::Incomplete(_) => "",
            };
            let at = line[..line.len() - rest.len()].chars().count();
            ParseError::new(n + 1, col + at, Expected::TutorialStatement, excerpt(rest))
        })?;
        let line_no = n + 1;
        match stmt.1 {
            Statement::Row(l, i, v) => {
                squares = squares.saturating_add(v.len());
                if squares > max_cells {
                    return Err(ParseError::new(
                        line_no,
                        col,
                        Expected::TutorialTotalCells { max: max_cells },
                        Found::CellsSoFar(squares),
                    ));
                }
                levels.entry(l).or_default().rows.insert(i, (line_no, v));
            }
            Statement::Pusher(l, p) => levels.entry(l).or_default().pusher = Some((line_no, p)),
            Statement::Boxes(l, b) => levels.entry(l).or_default().boxes = Some((line_no, b)),
        }
    }
    if levels.is_empty() {
        return Err(ParseError::new(1, 1, Expected::TutorialData, ""));
    }
    let levels = levels
        .into_iter()
        .map(|(n, raw)| build(n, raw))
        .collect::<Result<_, _>>()?;
    Ok(Collection {
        notes: vec![],
        levels,
    })
}

fn build(n: usize, raw: RawLevel) -> Result<Level, ParseError> {
    let first_line = raw.rows.values().map(|r| r.0).min().unwrap_or(1);
    let mut rows = Vec::new();
    for (expected, (&i, (line, values))) in raw.rows.iter().enumerate() {
        let wrong = |what: Expected, found: Found| Err(ParseError::new(*line, 1, what, found));
        if i >= MAX_BOARD_SIDE {
            return wrong(
                Expected::TutorialRows {
                    max: MAX_BOARD_SIDE,
                    level: n,
                },
                Found::Row(i),
            );
        }
        if i != expected {
            return wrong(
                Expected::TutorialRowNumber {
                    row: expected,
                    level: n,
                },
                Found::Row(i),
            );
        }
        if values.len() > MAX_BOARD_SIDE {
            return wrong(
                Expected::TutorialRowCells {
                    max: MAX_BOARD_SIDE,
                },
                Found::CellsInRow {
                    cells: values.len(),
                    row: i,
                },
            );
        }
        let row: Result<Vec<Square>, ParseError> = values
            .iter()
            .map(|v| match v {
                Code::Cell(0 | 1) => Ok(Square::Floor),
                Code::Cell(2) => Ok(Square::Wall),
                Code::Cell(_) => Ok(Square::Goal),
                Code::Bad(text) => Err(ParseError::new(
                    *line,
                    1,
                    Expected::TutorialCellCode,
                    text.as_str(),
                )),
            })
            .collect();
        rows.push(row?);
    }
    let mut board = Board::from_rows(&rows);
    let Some((pline, (px, py))) = raw.pusher else {
        return Err(ParseError::new(
            first_line,
            1,
            Expected::TutorialPusher { level: n },
            "",
        ));
    };
    place(&mut board, px, py, pline, |s| {
        if s.is_goal() {
            Square::PusherOnGoal
        } else {
            Square::Pusher
        }
    })?;
    let (bline, boxes) = raw.boxes.unwrap_or((first_line, vec![]));
    for (x, y) in boxes {
        place(&mut board, x, y, bline, |s| {
            if s.is_goal() {
                Square::BoxOnGoal
            } else {
                Square::Box
            }
        })?;
    }
    Ok(Level::new(format!("Level {n}"), board.trimmed()))
}

fn place(
    board: &mut Board,
    x: usize,
    y: usize,
    line: usize,
    f: impl Fn(Square) -> Square,
) -> Result<(), ParseError> {
    let sq = board.get(x, y);
    if x >= board.width() || y >= board.height() || !matches!(sq, Square::Floor | Square::Goal) {
        return Err(ParseError::new(
            line,
            1,
            Expected::TutorialPosition,
            format!("[{x}, {y}]"),
        ));
    }
    board.set(x, y, f(sq));
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_a_small_level() {
        let text = "prose\nlevel1 = new Array();\nlevel1[0] = [2,2,2,2];\nlevel1[1] =[2,1,3,2];\nlevel1[2]=[2,1,1,2];\nlevel1[3] = [2,2,2,2];\npoussoir1 = [1,02];\npoussoir1.swapDepths(1)\nboules1 = [[2,2]];\n";
        let c = read_tutorial(text).unwrap();
        assert_eq!(
            c.levels[0].board.to_xsb_rows(),
            vec!["####", "# .#", "#@$#", "####"]
        );
        assert!(looks_like_tutorial(text));
    }

    #[test]
    fn the_cells_of_all_levels_together_are_bounded() {
        let text = "level1[0] = [2,2,2];\nlevel2[0] = [2,2,2];\nlevel3[0] = [2,2,2];\n";
        let e = read_within(text, 8).unwrap_err();
        assert_eq!(e.line, 3, "the row that crosses the total");
        assert!(e.expected.to_string().contains("cells in all"), "{e}");
        assert_eq!(
            read_within(text, 9).unwrap_err().line,
            1,
            "within it: the next check"
        );
    }

    #[test]
    fn bad_data_is_located() {
        let e = read_tutorial("level1[0] = [2,2,x];\n").unwrap_err();
        assert_eq!(e.line, 1);
        assert!(e.column > 1);
        let e = read_tutorial("level1[0] = [2,1,2];\n").unwrap_err();
        assert!(e.expected.to_string().contains("poussoir1"));
        // Before: 4294967299 wrapped to 3 and was read as a goal.
        let e = read_tutorial("level1[0] = [2,4294967299,2];\npoussoir1 = [0, 0];\n").unwrap_err();
        assert_eq!((e.line, e.found.text()), (1, Some("4294967299")), "{e}");
        for bad in ["-1", "18446744073709551616"] {
            let text = format!("level1[0] = [2,{bad},2];\npoussoir1 = [0, 0];\n");
            assert!(looks_like_tutorial(&text));
            let e = read_tutorial(&text).unwrap_err();
            assert_eq!((e.line, e.found.text()), (1, Some(bad)), "{e}");
        }
        let huge = "level99999999999999999999999[0] = [2,1,2];\n";
        assert!(looks_like_tutorial(huge));
        let e = read_tutorial(huge).unwrap_err();
        assert!(e.found.text().unwrap().starts_with("99999"), "{e}");
        let rows: String = (0..=1024)
            .map(|i| format!("level1[{i}] = [2];\n"))
            .collect();
        let e = read_tutorial(&rows).unwrap_err();
        assert_eq!(
            (e.line, e.expected.to_string(), e.found.to_string()),
            (
                1025,
                "at most 1024 rows in level1".into(),
                "row 1024".into()
            )
        );
        let wide = format!("level1[0] = [{}];\n", vec!["2"; 1025].join(","));
        let e = read_tutorial(&wide).unwrap_err();
        assert_eq!(e.found.to_string(), "1025 cells in row 0");
    }
}
