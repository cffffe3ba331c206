//! Classifies the lines of a Sokoban text file: the first pass of the reader.

use nom::{Parser, bytes::complete::take_while1, combinator::all_consuming};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum LineKind {
    Blank,
    /// Board characters only (with RLE digits, groups and `|`).
    Board,
    /// LURD characters only, with at least one move.
    Moves,
    /// A `::` comment line.
    Comment,
    Text,
    /// A line inside a `Comment:` ... `Comment-End:` block: always a note, whatever it holds
    /// (even a line that reads like a marker).
    Block,
    /// The `Comment:` or `Comment-End:` line that opens or closes a block: dropped on reading.
    BlockMarker,
}

const BOARD_CHARS: &str = "#@pm+PM$b*B.o -_0123456789()|";
const MOVE_CHARS: &str = "lurdLURD0123456789()[]{}*";

fn only(chars: &'static str) -> impl Fn(&str) -> bool {
    move |line| {
        all_consuming(take_while1::<_, _, ()>(|c| chars.contains(c)))
            .parse(line)
            .is_ok()
    }
}

/// A board row, possibly damaged by control characters (a NUL from a broken copy): such a
/// row still belongs to its board, whose reader then reports the character's position,
/// instead of splitting the board in two.
pub(crate) fn is_board_line(line: &str) -> bool {
    let line = line.trim_end();
    let clean: String = line.chars().filter(|&c| !is_stray_control(c)).collect();
    only(BOARD_CHARS)(&clean) && clean.chars().any(|c| !c.is_ascii_digit() && c != ' ')
}

/// Control characters that no text line holds on purpose (tabs excepted).
pub(crate) fn is_stray_control(c: char) -> bool {
    c.is_control() && c != '\t'
}

pub(crate) fn is_moves_line(line: &str) -> bool {
    let line = line.trim_end();
    only(MOVE_CHARS)(line) && line.chars().any(|c| "lurdLURD".contains(c))
}

/// `::` lines are comments for people only: never shown, never a title.
pub(crate) fn is_comment_line(line: &str) -> bool {
    line.starts_with("::")
}

fn marker(line: &str) -> String {
    line.trim().to_ascii_lowercase()
}

pub(crate) fn is_block_start(line: &str) -> bool {
    matches!(marker(line).as_str(), "comment:" | "solution comment:")
}

pub(crate) fn is_block_end(line: &str) -> bool {
    matches!(
        marker(line).as_str(),
        "comment-end:"
            | "comment end:"
            | "comment_end:"
            | "solution comment end:"
            | "solution comment-end:"
    )
}

fn kind_of(line: &str) -> LineKind {
    if line.trim().is_empty() {
        LineKind::Blank
    } else if is_comment_line(line) {
        LineKind::Comment
    } else if is_board_line(line) {
        LineKind::Board
    } else if is_moves_line(line) {
        LineKind::Moves
    } else {
        LineKind::Text
    }
}

/// The kind of each line. A comment block only counts as one when its end marker follows, so
/// that a stray `Comment:` cannot swallow the rest of a file.
pub(crate) fn classify(lines: &[&str]) -> Vec<LineKind> {
    let mut kinds: Vec<LineKind> = lines.iter().map(|l| kind_of(l)).collect();
    let mut i = 0;
    while i < lines.len() {
        if is_block_start(lines[i])
            && let Some(len) = lines[i + 1..].iter().position(|l| is_block_end(l))
        {
            kinds[i..=i + 1 + len].fill(LineKind::Block);
            kinds[i] = LineKind::BlockMarker;
            kinds[i + 1 + len] = LineKind::BlockMarker;
            i += len + 2;
            continue;
        }
        i += 1;
    }
    kinds
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds() {
        assert!(is_board_line("  #####"));
        assert!(is_board_line("--3#|3#-#|#pb.#|5#"));
        assert!(!is_board_line("   "));
        assert!(!is_board_line("123"));
        assert!(!is_board_line("Title"));
        assert!(is_board_line("##\0##"));
        assert!(!is_board_line("\0"));
        assert!(is_moves_line("3r4U(lu)"));
        assert!(!is_moves_line("***"));
        assert!(!is_moves_line("Solution"));
    }

    #[test]
    fn blocks_need_an_end() {
        let lines = [
            "Comment:",
            "",
            "#####",
            "Comment-End:",
            "x",
            "comment:",
            "#",
        ];
        let k = classify(&lines);
        assert_eq!(k[0], LineKind::BlockMarker);
        assert_eq!(&k[1..3], &[LineKind::Block; 2]);
        assert_eq!(k[3], LineKind::BlockMarker);
        assert_eq!(k[4], LineKind::Text);
        assert_eq!(k[5], LineKind::Text);
        assert_eq!(k[6], LineKind::Board);
    }
}
