//! Writing collections as `.sok` (YASC layout) and as plain XSB.
//!
//! The writer guarantees that reading its output gives back the same collection: titles and
//! notes that the reader would take for something else (a board row, a move line, a title of
//! the next board) are protected by a `Title:` property, a comment block or a `::` line.

use super::classify::{
    is_block_end, is_block_start, is_board_line, is_comment_line, is_moves_line,
};
use super::model::{Board, Collection, Level, SavedGame};
use crate::rle;

/// Output choices.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct WriteOptions {
    /// Run-length encode boards and moves (YASC 0.20 no longer writes RLE; readers accept it).
    pub rle: bool,
}

const HEADER: &[&str] = &[
    ":: Sokoban levels (.sok, Common Sokoban File Format) by gridwright",
    ":: Board: # wall  @ pusher  + pusher on goal  $ box  * box on goal",
    "::        . goal  - or space floor",
    ":: Moves: l u r d walk, L U R D push",
];

/// Move lines are wrapped at this width, as YASC does.
const MOVE_LINE_WIDTH: usize = 70;

/// Writes the collection as `.sok`.
pub fn write_sok(collection: &Collection, opts: WriteOptions) -> String {
    let mut out = Out::default();
    for line in HEADER {
        out.line(line);
    }
    if !collection.notes.is_empty() {
        out.line("");
        out.notes(&collection.notes);
    }
    for level in &collection.levels {
        out.line("");
        out.line("");
        write_level(&mut out, level, opts);
    }
    out.text
}

fn write_level(out: &mut Out, level: &Level, opts: WriteOptions) {
    let title_ok = is_safe_title(&level.title);
    if title_ok {
        out.line(&level.title);
    } else {
        // Nothing above the board may then pass for its title.
        out.line("::");
    }
    board(out, &level.board, opts);
    let mut notes = level.notes.clone();
    if !title_ok && !level.title.is_empty() {
        notes.insert(0, format!("Title: {}", level.title));
    }
    if notes.first().is_some_and(|l| l.starts_with(';')) {
        out.line("");
    }
    out.notes(&notes);
    for game in &level.saved_games {
        out.line("");
        saved_game(out, game, opts);
    }
}

fn board(out: &mut Out, board: &Board, opts: WriteOptions) {
    for row in board.to_xsb_rows() {
        let row = if row.is_empty() { "-".to_owned() } else { row };
        if opts.rle {
            out.line(&rle::encode(&row.replace(' ', "-")));
        } else {
            out.line(&row);
        }
    }
}

fn saved_game(out: &mut Out, game: &SavedGame, opts: WriteOptions) {
    if is_safe_title(&game.title) {
        out.line(&game.title);
    }
    let moves = if opts.rle {
        rle::encode(&game.moves)
    } else {
        game.moves.clone()
    };
    for line in wrap_moves(&moves) {
        out.line(&line);
    }
    out.notes(&game.notes);
}

/// Splits moves into lines of at most 70 characters, never between a count and what it counts,
/// so that no line is made of digits alone.
fn wrap_moves(moves: &str) -> Vec<String> {
    let mut lines = vec![String::new()];
    let mut token = String::new();
    for c in moves.chars() {
        token.push(c);
        if c.is_ascii_digit() || c == '(' {
            continue;
        }
        let current = lines.last_mut().expect("lines is never empty");
        if current.len() + token.len() > MOVE_LINE_WIDTH && !current.is_empty() {
            lines.push(std::mem::take(&mut token));
        } else {
            current.push_str(&std::mem::take(&mut token));
        }
    }
    lines
        .last_mut()
        .expect("lines is never empty")
        .push_str(&token);
    lines.retain(|l| !l.is_empty());
    lines
}

/// A title can stand on its own line when the reader will read it back as a title.
fn is_safe_title(title: &str) -> bool {
    !title.trim().is_empty()
        && title.trim() == title
        && !title.contains(['\n', '\r'])
        && !title.starts_with(';')
        && is_plain_note(title)
}

/// A note line that the reader keeps as text.
fn is_plain_note(line: &str) -> bool {
    !is_board_line(line)
        && !is_moves_line(line)
        && !is_comment_line(line)
        && !is_block_start(line)
        && !is_block_end(line)
}

#[derive(Default)]
struct Out {
    text: String,
}

impl Out {
    fn line(&mut self, s: &str) {
        self.text.push_str(s.trim_end());
        self.text.push('\n');
    }

    /// Notes as they are, or inside a comment block when a line would otherwise be misread.
    fn notes(&mut self, notes: &[String]) {
        let block = notes.iter().any(|l| !l.is_empty() && !is_plain_note(l));
        if block {
            self.line("Comment:");
        }
        for l in notes {
            self.line(l);
        }
        if block {
            self.line("Comment-End:");
        }
    }
}

/// Writes the collection as plain XSB: file notes as `;` lines, each board preceded by its
/// title as a `;` line. Puzzle notes and saved games have no place in XSB and are left out.
pub fn write_xsb(collection: &Collection, opts: WriteOptions) -> String {
    let mut out = Out::default();
    for note in &collection.notes {
        if note.starts_with(';') {
            out.line(note);
        } else {
            out.line(&format!("; {note}"));
        }
    }
    for level in &collection.levels {
        if !out.text.is_empty() {
            out.line("");
        }
        // A bare `;` keeps an untitled board from taking the text above it as its title.
        out.line(&format!("; {}", level.title.trim()));
        board(&mut out, &level.board, opts);
    }
    out.text
}

#[cfg(test)]
mod tests {
    use super::super::read_collection;
    use super::*;

    fn sample() -> Collection {
        let board = Board::from_xsb("#####\n#@$.#\n#   #\n#####");
        let mut a = Level::new("First", board.clone());
        a.notes = vec!["Author: Ann".into(), "".into(), "two paragraphs".into()];
        a.saved_games.push(SavedGame {
            title: "Solution".into(),
            moves: "rR".repeat(60),
            notes: vec!["ok".into()],
        });
        a.saved_games.push(SavedGame {
            title: String::new(),
            moves: "R".into(),
            notes: vec![],
        });
        let mut b = Level::new("lurd", board.clone());
        b.notes = vec!["####".into(), "; semi".into()];
        let c = Level::new("", board.clone());
        let mut d = Level::new("; odd", board);
        d.notes = vec!["; first".into()];
        Collection {
            notes: vec!["Collection: Test".into()],
            levels: vec![a, b, c, d],
        }
    }

    #[test]
    fn sok_round_trip() {
        for rle in [false, true] {
            let c = sample();
            let text = write_sok(&c, WriteOptions { rle });
            assert_eq!(read_collection(&text).unwrap(), c, "rle={rle}\n{text}");
        }
    }

    #[test]
    fn move_lines_are_wrapped_at_70() {
        let text = write_sok(&sample(), WriteOptions::default());
        assert!(text.lines().all(|l| l.len() <= 70));
        let lines = wrap_moves(&"12r3(lu)".repeat(30));
        assert!(
            lines
                .iter()
                .all(|l| !l.ends_with(|c: char| c.is_ascii_digit() || c == '('))
        );
    }

    #[test]
    fn xsb_keeps_boards_and_titles() {
        let c = sample();
        let back = read_collection(&write_xsb(&c, WriteOptions::default())).unwrap();
        assert_eq!(back.levels.len(), 4);
        for (a, b) in c.levels.iter().zip(&back.levels) {
            assert_eq!(a.board, b.board);
            assert_eq!(a.title, b.title);
        }
    }
}
