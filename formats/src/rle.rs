//! Run-length encoding as the Sokoban formats use it: a count applies to the next character or
//! parenthesised group, groups nest (`2(3(#-)#)`).

use nom::{
    IResult, Parser,
    character::complete::{char, digit1, none_of},
    combinator::{cut, opt},
    error::{ErrorKind, ParseError as NomParseError},
    multi::many0,
};

use crate::error::Expected;

/// Nesting deeper than this is refused: real files use two or three levels, and a recursive
/// parser must not let hostile input exhaust the stack.
const MAX_DEPTH: usize = 32;

/// Why RLE text could not be expanded, and at which character (0-based) of the input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RleError {
    /// Where in the input, in bytes.
    pub offset: usize,
    /// What was expected there.
    pub expected: Expected,
}

/// One parsed unit with the character offset where it starts, so that a run too long to
/// expand can be pointed at.
#[derive(Debug, Clone, PartialEq)]
enum Item {
    Char(u64, char),
    Group(u64, Vec<Located>),
}

#[derive(Debug, Clone, PartialEq)]
struct Located {
    /// Byte offset of the item in the whole input.
    at: usize,
    item: Item,
}

/// nom error that remembers where it happened and what the parser wanted there.
#[derive(Debug)]
struct Fail<'a> {
    rest: &'a str,
    expected: Expected,
}

impl<'a> NomParseError<&'a str> for Fail<'a> {
    fn from_error_kind(rest: &'a str, _: ErrorKind) -> Self {
        Fail {
            rest,
            expected: Expected::RleItem,
        }
    }
    fn append(_: &'a str, _: ErrorKind, other: Self) -> Self {
        other
    }
}

fn fail<'a, T>(rest: &'a str, expected: Expected) -> IResult<&'a str, T, Fail<'a>> {
    Err(nom::Err::Failure(Fail { rest, expected }))
}

fn count(input: &str) -> IResult<&str, u64, Fail<'_>> {
    let (rest, digits) = opt(digit1).parse(input)?;
    match digits {
        None => Ok((rest, 1)),
        Some(d) => match d.parse::<u64>() {
            Ok(n) => Ok((rest, n)),
            Err(_) => fail(input, Expected::RleCount),
        },
    }
}

fn item(input: &str, depth: usize) -> IResult<&str, Item, Fail<'_>> {
    let (after_count, n) = count(input)?;
    let counted = after_count.len() != input.len();
    if let Ok((rest, _)) = char::<_, Fail>('(').parse(after_count) {
        if depth >= MAX_DEPTH {
            return fail(after_count, Expected::RleNesting { max: MAX_DEPTH });
        }
        let (rest, inner) = sequence(rest, depth + 1)?;
        let (rest, _) = cut(char(')')).parse(rest).map_err(|e| {
            e.map(|f: Fail| Fail {
                expected: Expected::RleGroupClose,
                ..f
            })
        })?;
        return Ok((rest, Item::Group(n, inner)));
    }
    match none_of::<_, _, Fail>("()0123456789").parse(after_count) {
        Ok((rest, c)) => Ok((rest, Item::Char(n, c))),
        Err(_) if counted => fail(after_count, Expected::RleAfterCount),
        Err(e) => Err(e),
    }
}

/// Items until the input ends or a `)` closes the group; offsets are the bytes left, turned
/// into positions by `expand` (which knows the whole input).
fn sequence(input: &str, depth: usize) -> IResult<&str, Vec<Located>, Fail<'_>> {
    many0(|i| located(i, depth)).parse(input)
}

fn located(input: &str, depth: usize) -> IResult<&str, Located, Fail<'_>> {
    let at = input.len();
    let (rest, item) = item(input, depth)?;
    Ok((rest, Located { at, item }))
}

/// The length of the expansion, or the item (bytes left at it) where it first exceeds
/// `max_len`. Counted from the counts alone, so a huge count costs nothing.
fn expanded_len(items: &[Located], max_len: u64) -> Result<u64, usize> {
    let mut total: u64 = 0;
    for located in items {
        let len = match &located.item {
            Item::Char(n, _) => *n,
            Item::Group(n, inner) => {
                let each = expanded_len(inner, max_len)?;
                n.checked_mul(each).ok_or(located.at)?
            }
        };
        total = total
            .checked_add(len)
            .filter(|&t| t <= max_len)
            .ok_or(located.at)?;
    }
    Ok(total)
}

/// Writes the expansion; only called once its length is known to fit, and groups that expand
/// to nothing are skipped, so the work is bounded by the output's length.
fn expand_into(items: &[Located], out: &mut String) {
    for located in items {
        match &located.item {
            Item::Char(n, c) => out.extend(std::iter::repeat_n(*c, *n as usize)),
            Item::Group(n, inner) => {
                if expanded_len(inner, u64::MAX) == Ok(0) {
                    continue;
                }
                for _ in 0..*n {
                    expand_into(inner, out);
                }
            }
        }
    }
}

/// Expands RLE text; the result may hold at most `max_len` characters, so that a tiny hostile
/// file cannot ask for gigabytes.
pub fn expand(text: &str, max_len: usize) -> Result<String, RleError> {
    let offset_of = |rest: &str| text[..text.len() - rest.len()].chars().count();
    let items = match sequence(text, 0) {
        Ok((rest, _)) if !rest.is_empty() => {
            return Err(RleError {
                offset: offset_of(rest),
                expected: Expected::RleItem,
            });
        }
        Ok((_, items)) => items,
        Err(nom::Err::Error(f) | nom::Err::Failure(f)) => {
            return Err(RleError {
                offset: offset_of(f.rest),
                expected: f.expected,
            });
        }
        Err(nom::Err::Incomplete(_)) => {
            return Err(RleError {
                offset: text.chars().count(),
                expected: Expected::MoreInput,
            });
        }
    };
    match expanded_len(&items, max_len as u64) {
        Ok(len) => {
            let mut out = String::with_capacity(len as usize);
            expand_into(&items, &mut out);
            Ok(out)
        }
        Err(left) => Err(RleError {
            offset: text[..text.len() - left].chars().count(),
            expected: Expected::RleLength,
        }),
    }
}

/// Encodes runs of three or more equal characters as `<count><char>`; shorter runs stay as
/// they are because a count would not make them shorter.
pub fn encode(text: &str) -> String {
    let mut out = String::new();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        let run = chars[i..].iter().take_while(|&&c| c == chars[i]).count();
        if run >= 3 {
            out.push_str(&run.to_string());
            out.push(chars[i]);
        } else {
            out.extend(std::iter::repeat_n(chars[i], run));
        }
        i += run;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn spec_examples() {
        assert_eq!(expand("3#4-p.#", 100).unwrap(), "###----p.#");
        assert_eq!(expand("2(3(#-)#)", 100).unwrap(), "#-#-#-##-#-#-#");
        assert_eq!(
            expand("3-##3(.$2(+*))-#", 100).unwrap(),
            "---##.$+*+*.$+*+*.$+*+*-#"
        );
        assert_eq!(expand("3r4U", 100).unwrap(), "rrrUUUU");
    }

    #[test]
    fn errors_point_at_the_problem() {
        assert_eq!(
            expand("2(#-", 100).unwrap_err(),
            RleError {
                offset: 4,
                expected: Expected::RleGroupClose
            }
        );
        assert_eq!(expand("#3", 100).unwrap_err().offset, 2);
        assert_eq!(expand("#)", 100).unwrap_err().offset, 1);
        assert_eq!(expand("9999(9999(9999#))", 1000).unwrap_err().offset, 10);
        assert_eq!(expand(&"(".repeat(10_000), 1000).unwrap_err().offset, 32);
        assert_eq!(
            expand("#99999999999999999999999#", 1000)
                .unwrap_err()
                .offset,
            1
        );
        assert_eq!(expand("##5(9#)", 20).unwrap_err().offset, 2);
    }

    #[test]
    fn empty_groups_and_zero_counts_cost_nothing() {
        // Before: these spun through every repetition of an empty group (forever for the
        // largest counts).
        for text in [
            "18446744073709551615()#####",
            "99999999(99999999(99999999()))#####",
            "18446744073709551615(0#)#####",
            "1000000000()#####",
        ] {
            assert_eq!(expand(text, 100).unwrap(), "#####", "{text}");
        }
        assert_eq!(expand("18446744073709551615()R", 10).unwrap(), "R");
        assert_eq!(
            expand("#18446744073709551615(#)", 1 << 30)
                .unwrap_err()
                .offset,
            1
        );
    }

    #[test]
    fn encode_round_trips() {
        for s in ["###----p.#", "", "a", "aaab", "lllluuuurrrr"] {
            assert_eq!(expand(&encode(s), 1000).unwrap(), s);
        }
        assert_eq!(encode("###--"), "3#--");
    }
}
