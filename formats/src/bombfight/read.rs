//! The `.bflvl` reader: a size line `WIDTH HEIGHT`, `HEIGHT` rows of `WIDTH` map characters,
//! and a rounds line. `//` starts a comment anywhere on a line; lines end with LF or CRLF;
//! spaces after a row's last cell are ignored, and whole-line comments and blank lines may
//! stand between the parts. The size is checked against [`MAX_SIDE`] before anything is
//! allocated, and the rows must then be there.

use nom::{
    IResult, Parser,
    character::complete::{digit1, space0, space1},
    combinator::{all_consuming, map_res},
    sequence::{delimited, separated_pair},
};

use super::model::{Level, Tile};
use crate::error::{Expected, ParseError, excerpt};

/// The largest width or height read: a million cells, far beyond any playable map.
pub const MAX_SIDE: usize = 1000;
/// The smallest width or height: a ring around one cell.
pub const MIN_SIDE: usize = 3;
/// The most rounds a file may ask for.
pub const MAX_ROUNDS: u32 = 1_000_000;

type Res<'a, T> = IResult<&'a str, T>;

fn number(i: &str) -> Res<'_, u64> {
    map_res(digit1, str::parse::<u64>).parse(i)
}

fn size_line(i: &str) -> Res<'_, (u64, u64)> {
    all_consuming(delimited(
        space0,
        separated_pair(number, space1, number),
        space0,
    ))
    .parse(i)
}

fn rounds_line(i: &str) -> Res<'_, u64> {
    all_consuming(delimited(space0, number, space0)).parse(i)
}

/// One line split into its data and its comment (the text after `//`, trimmed).
struct Line<'a> {
    /// 1-based line number.
    number: usize,
    data: &'a str,
    comment: Option<&'a str>,
}

impl<'a> Line<'a> {
    fn split(number: usize, raw: &'a str) -> Line<'a> {
        match raw.find("//") {
            Some(at) => Line {
                number,
                data: &raw[..at],
                comment: Some(raw[at + 2..].trim()),
            },
            None => Line {
                number,
                data: raw,
                comment: None,
            },
        }
    }

    /// Blank, or only a comment: skipped between the parts.
    fn is_filler(&self) -> bool {
        self.data.trim().is_empty()
    }

    /// Whether the line can be a map row: a row of spaces only is one (an odd map, but the
    /// checks say so), while an empty line or a comment alone is not.
    fn is_row(&self) -> bool {
        !(self.data.is_empty() || (self.comment.is_some() && self.data.trim().is_empty()))
    }

    fn error(&self, column: usize, expected: Expected, found: &str) -> ParseError {
        ParseError::new(self.number, column, expected, excerpt(found))
    }
}

/// Reads a `.bflvl` map.
pub fn read_bflvl(text: &str) -> Result<Level, ParseError> {
    let all: Vec<Line> = crate::text::lines(text)
        .into_iter()
        .enumerate()
        .map(|(n, l)| Line::split(n + 1, l))
        .collect();
    let mut lines = all.iter().peekable();
    let mut header = Vec::new();
    while let Some(l) = lines.next_if(|l| l.is_filler()) {
        if let Some(c) = l.comment {
            header.push(c.to_owned());
        }
    }
    let end = all.len() + 1;
    let Some(size) = lines.next() else {
        return Err(ParseError::new(end, 1, Expected::BombFightSizeLine, ""));
    };
    let (width, height) = read_size(size)?;
    let mut level = Level::new(width, height, 0);
    level.header = header;
    level.size_comment = size.comment.map(str::to_owned);
    for y in 0..height {
        let Some(row) = lines.find(|l| l.is_row()) else {
            return Err(ParseError::new(
                end,
                1,
                Expected::BombFightRow {
                    row: y + 1,
                    height,
                    width,
                },
                "",
            ));
        };
        read_row(row, y, &mut level)?;
    }
    let Some(rounds) = lines.find(|l| !l.is_filler()) else {
        return Err(ParseError::new(end, 1, Expected::BombFightRoundsLine, ""));
    };
    level.rounds = read_rounds(rounds)?;
    level.rounds_comment = rounds.comment.map(str::to_owned);
    if let Some(extra) = lines.find(|l| !l.is_filler()) {
        return Err(extra.error(1, Expected::BombFightEndAfterRounds, extra.data));
    }
    Ok(level)
}

fn read_size(l: &Line) -> Result<(usize, usize), ParseError> {
    let (_, (w, h)) =
        size_line(l.data).map_err(|_| l.error(1, Expected::BombFightSizeNumbers, l.data))?;
    let side = MIN_SIDE as u64..=MAX_SIDE as u64;
    if !side.contains(&w) || !side.contains(&h) {
        return Err(l.error(
            1,
            Expected::BombFightSides {
                min: MIN_SIDE,
                max: MAX_SIDE,
            },
            l.data.trim(),
        ));
    }
    Ok((w as usize, h as usize))
}

/// One map row: exactly `width` map characters, then only spaces.
fn read_row(l: &Line, y: usize, level: &mut Level) -> Result<(), ParseError> {
    let (width, height) = (level.width(), level.height());
    let chars: Vec<char> = l.data.chars().collect();
    let data_len = chars.len() - chars.iter().rev().take_while(|c| **c == ' ').count();
    let used = data_len.max(width.min(chars.len()));
    if used < width {
        return Err(l.error(
            used + 1,
            Expected::BombFightRowShort {
                row: y + 1,
                height,
                width,
                short: width - used,
            },
            "",
        ));
    }
    if data_len > width {
        let extra: String = chars[width..].iter().collect();
        return Err(l.error(
            width + 1,
            Expected::BombFightRowLong {
                row: y + 1,
                height,
                width,
                long: data_len - width,
            },
            &extra,
        ));
    }
    for (x, c) in chars.iter().take(width).enumerate() {
        let tile = Tile::from_char(*c)
            .ok_or_else(|| l.error(x + 1, Expected::BombFightMapCharacter, &c.to_string()))?;
        level.set(x, y, tile);
    }
    Ok(())
}

fn read_rounds(l: &Line) -> Result<u32, ParseError> {
    let (_, n) =
        rounds_line(l.data).map_err(|_| l.error(1, Expected::BombFightRoundsNumber, l.data))?;
    u32::try_from(n)
        .ok()
        .filter(|n| *n <= MAX_ROUNDS)
        .ok_or_else(|| {
            l.error(
                1,
                Expected::BombFightRounds { max: MAX_ROUNDS },
                l.data.trim(),
            )
        })
}
