//! Copy, cut and paste of board fragments, and boards as clipboard text (XSB), so that levels
//! move between gridwright and other Sokoban programs through the system clipboard.

use gridwright_formats::sokoban::{Board, Collection, Square, read_collection};

use crate::grid::{CellRect, Pos};

/// The squares under `rect` as a board of their own.
pub fn extract(board: &Board, rect: CellRect) -> Board {
    let mut out = Board::new(rect.width(), rect.height());
    for p in rect.cells() {
        out.set(p.x - rect.min.x, p.y - rect.min.y, board.get(p.x, p.y));
    }
    out
}

/// Where each square of `fragment` lands when pasted with its top-left corner at `at`;
/// squares beyond the board are dropped.
pub fn placement(board: &Board, fragment: &Board, at: Pos) -> Vec<(Pos, Square)> {
    let mut out = Vec::new();
    for y in 0..fragment.height() {
        for x in 0..fragment.width() {
            let p = Pos::new(at.x + x, at.y + y);
            if p.x < board.width() && p.y < board.height() {
                out.push((p, fragment.get(x, y)));
            }
        }
    }
    out
}

/// XSB text of a board, one row a line, floor inside rows as spaces.
pub fn to_text(board: &Board) -> String {
    let mut s = board.to_xsb_rows().join("\n");
    s.push('\n');
    s
}

/// A fragment from clipboard text: every non-empty line must be made of board characters.
pub fn from_text(text: &str) -> Option<Board> {
    let lines: Vec<&str> = text.lines().map(str::trim_end).collect();
    let first = lines.iter().position(|l| !l.is_empty())?;
    let last = lines.iter().rposition(|l| !l.is_empty())?;
    let body = &lines[first..=last];
    let ok = body
        .iter()
        .all(|l| l.chars().all(|c| Square::from_char(c).is_some()));
    ok.then(|| Board::from_xsb(&body.join("\n")))
}

/// Levels in clipboard text (XSB or `.sok`), for "paste as new level".
pub fn levels_from_text(text: &str) -> Option<Collection> {
    read_collection(text).ok().filter(|c| !c.levels.is_empty())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn copy_then_paste_restores_squares() {
        let b = Board::from_xsb("#####\n#@$.#\n#####");
        let frag = extract(&b, CellRect::spanning(Pos::new(1, 1), Pos::new(3, 1)));
        assert_eq!(to_text(&frag), "@$.\n");
        let back = from_text(&to_text(&frag)).unwrap();
        assert_eq!(back, frag);
        let placed = placement(&b, &frag, Pos::new(3, 1));
        assert_eq!(placed.len(), 2);
        assert!(from_text("hello").is_none());
        assert_eq!(
            levels_from_text("; t\n###\n#@#\n###\n").unwrap().levels[0].title,
            "t"
        );
    }
}
