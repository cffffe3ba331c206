//! Writing collections as `.sok` (YASC layout) and as plain XSB.
//!
//! The writer guarantees that reading its output gives back the same collection: titles and
//! notes that the reader would take for something else (a board row, a move line, a title of
//! the next board) are protected by a `Title:` property, a comment block or a `::` line.

use super::classify::{
    is_block_end, is_block_start, is_board_line, is_comment_line, is_moves_line,
};
use super::model::{Board, Collection, Level, SavedGame, split_property};
use super::read::is_own_comment;
use crate::rle;

/// Output choices.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct WriteOptions {
    /// Run-length encode boards and moves (YASC 0.20 no longer writes RLE; readers accept it).
    pub rle: bool,
}

/// The comment lines a `.sok` written here starts with (read back, they are no note).
pub(crate) const HEADER: &[&str] = &[
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
    let digits = !level.title.is_empty() && level.title.chars().all(|c| c.is_ascii_digit());
    let commented = level.comments.iter().all(|c| is_head_comment(c));
    if commented && (!level.comments.is_empty() || digits && title_ok) {
        // A `;` title line with its comments under it, as XSB has them: the reader takes the
        // first `;` line of the run as the title, and tools that know only XSB read it too
        // (a bare `1` above a board is no line they accept).
        out.line(&format!(
            "; {}",
            if title_ok { level.title.as_str() } else { "" }
        ));
        for c in &level.comments {
            out.line(c);
        }
    } else if title_ok {
        out.line(&level.title);
    } else {
        // Nothing above the board may then pass for its title.
        out.line("::");
    }
    board(out, &level.board, opts);
    let mut notes = level.notes.clone();
    if !commented {
        // Comments that would not read back as such go with the notes.
        notes.splice(0..0, level.comments.iter().cloned());
    }
    if !level.title.is_empty() {
        // The title as a property too, for readers that look for the key.
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

/// A comment that reads back as itself above a board: one `;` line, its trailing spaces
/// already gone.
fn is_head_comment(c: &str) -> bool {
    c.starts_with(';') && !c.contains(['\n', '\r']) && c.trim_end() == c && is_plain_note(c)
}

/// The board's rows. Trailing floor is not written, except where the board is wider than all
/// its trimmed rows: then the first row keeps its floor up to the width, as `-`, so that an
/// explicit `--` at the end of a row is not lost.
fn board(out: &mut Out, board: &Board, opts: WriteOptions) {
    let mut rows = board.to_xsb_rows();
    let widest = rows.iter().map(|r| r.chars().count()).max().unwrap_or(0);
    if let Some(first) = rows.first_mut()
        && widest < board.width()
    {
        let pad = board.width() - first.chars().count();
        first.extend(std::iter::repeat_n('-', pad));
    }
    for row in rows {
        let row = if row.is_empty() { "-".to_owned() } else { row };
        if opts.rle {
            out.line(&rle::encode(&row.replace(' ', "-")));
        } else {
            out.line(&row);
        }
    }
}

fn saved_game(out: &mut Out, game: &SavedGame, opts: WriteOptions) {
    let title = game.title.trim();
    let property = split_property(title).is_some_and(|(k, _)| k.eq_ignore_ascii_case("title"));
    if is_safe_title(title) && !property {
        out.line(title);
    } else if !title.is_empty() {
        // A title that would read as a board, moves or a marker stands as a property.
        out.line(&format!("Title: {}", title.replace(['\n', '\r'], " ")));
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

/// Splits moves into lines of at most 70 characters where it can. A line only ever starts at
/// a move letter outside `[..]` and `{..}` and not counted by a digit or `(` before it, so
/// that every line holds a move (a line of `}` or digits alone would not read as moves).
fn wrap_moves(moves: &str) -> Vec<String> {
    let mut lines = vec![String::new()];
    let mut depth = 0usize;
    let mut previous = ' ';
    for c in moves.chars() {
        let breakable =
            depth == 0 && "lurdLURD".contains(c) && !previous.is_ascii_digit() && previous != '(';
        let current = lines.last_mut().expect("lines is never empty");
        if breakable && current.len() >= MOVE_LINE_WIDTH {
            lines.push(String::new());
        }
        lines.last_mut().expect("lines is never empty").push(c);
        match c {
            '[' | '{' => depth += 1,
            ']' | '}' => depth = depth.saturating_sub(1),
            _ => {}
        }
        previous = c;
    }
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
pub(crate) fn is_plain_note(line: &str) -> bool {
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

    /// Notes as they are: the author's comment blocks (marker lines the notes hold) as they
    /// were, and elsewhere each stretch that holds a line the reader would misread (a board
    /// row, moves, a marker) inside a block of its own. A line that reads as a block's end
    /// would end the block early, so it stands outside, where it reads as text.
    fn notes(&mut self, notes: &[String]) {
        let authored = authored_blocks(notes);
        let mut i = 0;
        while i < notes.len() {
            if authored[i] {
                self.line(&notes[i]);
                i += 1;
                continue;
            }
            let end = (i..notes.len())
                .find(|&k| authored[k] || is_block_end(&notes[k]))
                .unwrap_or(notes.len());
            self.stretch(&notes[i..end]);
            if end < notes.len() && !authored[end] {
                self.line(&notes[end]);
                i = end + 1;
            } else {
                i = end;
            }
        }
    }

    /// Lines outside the author's blocks and free of end markers: in a block when one of them
    /// needs it.
    fn stretch(&mut self, lines: &[String]) {
        let protect = lines
            .iter()
            .any(|l| !l.is_empty() && !is_plain_note(l) && !is_own_comment(l));
        if protect {
            self.line("Comment:");
        }
        for l in lines {
            self.line(l);
        }
        if protect {
            self.line("Comment-End:");
        }
    }
}

/// Which notes belong to a comment block the author wrote: a `Comment:` line, plain lines,
/// then a `Comment-End:` line (the reader keeps the markers of such blocks only).
fn authored_blocks(notes: &[String]) -> Vec<bool> {
    let mut out = vec![false; notes.len()];
    let mut i = 0;
    while i < notes.len() {
        if is_block_start(&notes[i])
            && let Some(k) = notes[i + 1..].iter().position(|l| is_block_end(l))
        {
            let end = i + 1 + k;
            let plain = notes[i + 1..end]
                .iter()
                .all(|l| l.is_empty() || is_plain_note(l));
            if plain {
                out[i..=end].fill(true);
                i = end + 1;
                continue;
            }
        }
        i += 1;
    }
    out
}

/// Writes the collection as plain XSB: file notes as `;` lines, each board preceded by its
/// title as a `;` line and its one-line notes (Microban's `'Duh!'` under `; 44`), which read
/// back as the same title and notes. Saved games, and notes that would read as something else
/// (blank lines, board rows, moves), have no place in XSB and are left out.
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
        // The author's comment blocks come first: the line right above the board must be
        // text for the reader to find the `;` title in the lines above it.
        let authored = authored_blocks(&level.notes);
        for (note, _) in level.notes.iter().zip(&authored).filter(|(_, b)| **b) {
            out.line(note);
        }
        out.line(&format!("; {}", level.title.trim()));
        for c in level.comments.iter().filter(|c| is_head_comment(c)) {
            out.line(c);
        }
        for (note, _) in level.notes.iter().zip(&authored).filter(|(_, b)| !**b) {
            if is_xsb_note(note) {
                out.line(note);
            }
        }
        board(&mut out, &level.board, opts);
    }
    out.text
}

/// A note that XSB keeps above its board: one that reads back as a line of the heading's text
/// (the board's `;` title line comes first, so a `;` note is no title).
fn is_xsb_note(note: &str) -> bool {
    !note.trim().is_empty()
        && note.trim_end() == note
        && is_plain_note(note)
        && split_property(note).is_none_or(|(k, _)| !k.eq_ignore_ascii_case("title"))
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
    fn the_files_own_comments_survive_a_save() {
        let mut c = sample();
        c.notes.push(":: kept for the author".into());
        c.levels[0].notes.push(":: and this one".into());
        let text = write_sok(&c, WriteOptions::default());
        assert_eq!(read_collection(&text).unwrap(), c, "{text}");
        assert_eq!(text.matches(":: kept for the author").count(), 1);
        assert_eq!(
            read_collection(&write_sok(
                &read_collection(&text).unwrap(),
                WriteOptions::default()
            ))
            .unwrap(),
            c,
            "the header is not taken in again"
        );
    }

    #[test]
    fn semicolon_comments_stay_above_the_board_and_titles_get_a_key() {
        // Before: `; by Ann` came out below the board in .sok, and the title was a bare `5`,
        // a line that readers knowing only XSB reject.
        let c = read_collection("; 5\n; by Ann\n#####\n#@$.#\n#####\n").unwrap();
        assert_eq!(c.levels[0].title, "5");
        assert_eq!(c.levels[0].comments, ["; by Ann"]);
        assert!(c.levels[0].notes.is_empty());
        let sok = write_sok(&c, WriteOptions::default());
        assert!(sok.contains("; 5\n; by Ann\n#####\n"), "{sok}");
        assert!(sok.contains("#####\nTitle: 5\n"), "{sok}");
        assert!(!sok.lines().any(|l| l == "5"), "no bare digits line: {sok}");
        assert_eq!(read_collection(&sok).unwrap(), c);
        let xsb = write_xsb(&c, WriteOptions::default());
        assert!(xsb.contains("; 5\n; by Ann\n#####\n"), "{xsb}");
        assert_eq!(read_collection(&xsb).unwrap(), c);
    }

    #[test]
    fn an_authors_comment_block_stays_a_block() {
        // Before: the block's lines came out bare above the board in XSB, and a level whose
        // block held an `Author:` line ended with two `Author:` keys.
        let text = "; 1\n#####\n#@$.#\n#####\nAuthor: Ann\nComment:\nAuthor: Bob wrote the first version\nComment-End:\n";
        let c = read_collection(text).unwrap();
        assert_eq!(
            c.levels[0].notes,
            [
                "Author: Ann",
                "Comment:",
                "Author: Bob wrote the first version",
                "Comment-End:"
            ]
        );
        for written in [
            write_xsb(&c, WriteOptions::default()),
            write_sok(&c, WriteOptions::default()),
        ] {
            let bare_authors = written
                .lines()
                .scan(false, |inside, l| {
                    let bare = !*inside && l.starts_with("Author:");
                    *inside = (*inside || l == "Comment:") && l != "Comment-End:";
                    Some(bare)
                })
                .filter(|&b| b)
                .count();
            assert_eq!(bare_authors, 1, "{written}");
            // XSB puts the block above the `;` title (the line above a board must be text).
            let mut back = read_collection(&written).unwrap().levels[0].notes.clone();
            let mut notes = c.levels[0].notes.clone();
            back.sort();
            notes.sort();
            assert_eq!(back, notes, "{written}");
        }
        // A block that protects a line (here one reading as a board) is no author's block:
        // its markers go, and writers put them back.
        let c = read_collection("#####\n#@$.#\n#####\nComment:\n####\nComment-End:\n").unwrap();
        assert_eq!(c.levels[0].notes, ["####"]);
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
