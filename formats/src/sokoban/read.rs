//! Reading `.sok` and XSB text into a [`Collection`].
//!
//! Two passes: every line is classified (board, moves, text, blank; see `classify`), then the
//! sequence of items is cut at the boards and each stretch between two boards is split into
//! the notes and saved games of the board before and the title of the board after, following
//! the title rule of the Common Sokoban File Format.

use super::classify::{LineKind, classify, is_stray_control};
use super::model::{Board, Collection, Level, SavedGame, Square, split_property};
use super::write::is_plain_note;
use super::{MAX_BOARD_SIDE, MAX_TOTAL_MOVES, MAX_TOTAL_SQUARES};
use crate::error::{Expected, Found, ParseError, excerpt};
use crate::rle;
use crate::text::lines;

/// Moves of one saved game may expand to at most this many steps.
const MAX_MOVES: usize = 10_000_000;

/// One unit of the file after grouping: runs of board lines and of move lines become one item.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Item {
    Blank(usize),
    Text(usize),
    /// A `::` comment: kept as a note line (the file's own words), except the header and the
    /// bare `::` gridwright writes; it stands between a text line and a board, so a writer can
    /// use a bare one to keep a note from being taken for the next board's title.
    Comment(usize),
    /// A line of a comment block: a note that can never be a title.
    Block(usize),
    /// The line opening or closing a comment block: part of no note.
    BlockMarker(usize),
    Board(usize, usize),
    Moves(usize, usize),
}

impl Item {
    fn is_blank(self) -> bool {
        matches!(self, Item::Blank(_))
    }
    fn is_texty(self) -> bool {
        matches!(self, Item::Text(_) | Item::Block(_) | Item::BlockMarker(_))
    }
}

/// Reads a `.sok` or XSB collection. Every line that is not part of a board or solution is kept
/// as a note somewhere, so nothing the file says is lost.
pub fn read_collection(text: &str) -> Result<Collection, ParseError> {
    let lines = lines(text);
    let kinds = classify(&lines);
    let items = group(&lines, &kinds);
    read_within(&lines, &items, (MAX_TOTAL_SQUARES, MAX_TOTAL_MOVES))
}

/// Reads the grouped lines with at most `squares` squares of boards and `moves` moves of
/// saved games in all.
fn read_within(
    lines: &[&str],
    items: &[Item],
    (squares, moves): (usize, usize),
) -> Result<Collection, ParseError> {
    Reader {
        lines,
        squares_left: std::cell::Cell::new(squares),
        moves_left: std::cell::Cell::new(moves),
    }
    .collection(items)
}

/// A `::` line the file's author wrote: not the header gridwright writes, nor a bare `::`.
pub(crate) fn is_own_comment(line: &str) -> bool {
    let line = line.trim_end();
    line.starts_with("::") && line != "::" && !super::write::HEADER.contains(&line)
}

fn has_wall(line: &str) -> bool {
    line.contains('#')
}

/// Lines with letters but no wall at the ends of a board run are words ("bob", "Pop"), not
/// rows: boards start and end with wall rows.
fn is_wordlike(line: &str) -> bool {
    !has_wall(line) && line.chars().any(|c| "pmPMbBo".contains(c))
}

fn group(lines: &[&str], kinds: &[LineKind]) -> Vec<Item> {
    let mut items = Vec::new();
    let mut i = 0;
    while i < lines.len() {
        let run = kinds[i..].iter().take_while(|&&k| k == kinds[i]).count();
        match kinds[i] {
            LineKind::Board => push_board_run(lines, i, i + run, &mut items),
            LineKind::Moves => items.push(Item::Moves(i, i + run)),
            LineKind::Blank => items.extend((i..i + run).map(Item::Blank)),
            LineKind::Block => items.extend((i..i + run).map(Item::Block)),
            LineKind::BlockMarker => items.extend((i..i + run).map(Item::BlockMarker)),
            LineKind::Comment => items.extend((i..i + run).map(Item::Comment)),
            LineKind::Text => items.extend((i..i + run).map(Item::Text)),
        }
        i += run;
    }
    items
}

fn push_board_run(lines: &[&str], start: usize, end: usize, items: &mut Vec<Item>) {
    let mut s = start;
    let mut e = end;
    while s < e && is_wordlike(lines[s]) {
        s += 1;
    }
    while e > s && is_wordlike(lines[e - 1]) {
        e -= 1;
    }
    let real = s < e && lines[s..e].iter().any(|l| has_wall(l));
    if !real {
        items.extend((start..end).map(Item::Text));
        return;
    }
    items.extend((start..s).map(Item::Text));
    items.push(Item::Board(s, e));
    items.extend((e..end).map(Item::Text));
}

/// What stands above a board: its title and notes that belong to it.
struct Heading {
    at: usize,
    title: String,
    notes: Vec<String>,
}

struct Reader<'a> {
    lines: &'a [&'a str],
    /// What the file may still expand to, all boards and all saved games together.
    squares_left: std::cell::Cell<usize>,
    moves_left: std::cell::Cell<usize>,
}

impl Reader<'_> {
    fn collection(&self, items: &[Item]) -> Result<Collection, ParseError> {
        let boards: Vec<usize> = (0..items.len())
            .filter(|&i| matches!(items[i], Item::Board(..)))
            .collect();
        let Some(&first) = boards.first() else {
            return Err(ParseError::new(
                self.lines.len() + 1,
                1,
                Expected::SokobanBoard,
                "",
            ));
        };
        let mut heading = self.title_before(&items[..first]);
        let notes_end = heading.as_ref().map_or(first, |h| h.at);
        let mut collection = Collection {
            notes: self.notes(&items[..notes_end]),
            levels: vec![],
        };
        for (k, &b) in boards.iter().enumerate() {
            let end = boards.get(k + 1).copied().unwrap_or(items.len());
            let mut region = &items[b + 1..end];
            let (title, head_notes) = heading
                .take()
                .map(|h| (h.title, h.notes))
                .unwrap_or_default();
            let mut level = Level {
                title,
                ..Level::default()
            };
            level.board = self.board(items[b])?;
            if level.title.is_empty()
                && let Some(&Item::Text(i)) = region.first()
                && self.lines[i].starts_with(';')
            {
                level.title = semicolon_title(self.lines[i]);
                region = &region[1..];
            }
            let body_end = if k + 1 < boards.len() {
                heading = self.title_before(region);
                heading.as_ref().map_or(region.len(), |h| h.at)
            } else {
                region.len()
            };
            self.fill_body(&mut level, &region[..body_end])?;
            let (comments, head_notes): (Vec<String>, Vec<String>) =
                head_notes.into_iter().partition(|l| l.starts_with(';'));
            level.comments = comments;
            if !head_notes.is_empty() {
                level.notes.splice(0..0, head_notes);
            }
            collection.levels.push(level);
        }
        Ok(collection)
    }

    /// The title of the board that follows `region` by the title rule, with the index in
    /// `region` where the lines that belong to that board start. XSB files also title a board
    /// by a `;` line in the text run just above it (`; 155` then `'The Dungeon'`); the other
    /// lines of that run become the board's notes.
    fn title_before(&self, region: &[Item]) -> Option<Heading> {
        let last = region.iter().rposition(|it| !it.is_blank())?;
        let Item::Text(line) = region[last] else {
            return None;
        };
        let run_start = region[..last]
            .iter()
            .rposition(|it| !it.is_texty())
            .map_or(0, |i| i + 1);
        if run_start == last {
            return Some(Heading {
                at: last,
                title: self.title_text(line),
                notes: vec![],
            });
        }
        let run = &region[run_start..=last];
        let semi = run
            .iter()
            .position(|it| matches!(*it, Item::Text(l) if self.lines[l].starts_with(';')))?;
        let Item::Text(title_line) = run[semi] else {
            return None;
        };
        let mut notes = run.to_vec();
        notes.remove(semi);
        Some(Heading {
            at: run_start,
            title: semicolon_title(self.lines[title_line]),
            notes: self.notes(&notes),
        })
    }

    fn title_text(&self, line: usize) -> String {
        let text = self.lines[line];
        if text.starts_with(';') {
            semicolon_title(text)
        } else {
            text.trim().to_owned()
        }
    }

    /// Puzzle notes, then saved games, each titled by the text line just above its moves.
    fn fill_body(&self, level: &mut Level, body: &[Item]) -> Result<(), ParseError> {
        let mut start = 0;
        let mut current: Option<SavedGame> = None;
        for (i, item) in body.iter().enumerate() {
            let Item::Moves(a, b) = *item else { continue };
            // The title line stands right above the moves; a blank line between means untitled.
            let (notes_end, title) = match body[start..i].last() {
                Some(Item::Text(l)) => (i - 1, game_title(self.lines[*l])),
                _ => (i, String::new()),
            };
            let notes = self.notes(&body[start..notes_end]);
            match current.take() {
                Some(mut game) => {
                    game.notes = notes;
                    level.saved_games.push(game);
                }
                None => level.notes = notes,
            }
            current = Some(SavedGame {
                title,
                moves: self.moves(a, b)?,
                notes: vec![],
            });
            start = i + 1;
        }
        let notes = self.notes(&body[start..]);
        match current {
            Some(mut game) => {
                game.notes = notes;
                level.saved_games.push(game);
            }
            None => level.notes = notes,
        }
        take_title_property(level);
        Ok(())
    }

    /// Note lines, blank lines at either end dropped, trailing spaces trimmed. A comment
    /// block the author wrote (every line in it plain text) keeps its markers, so it is
    /// written back as a block; the markers of a block that protects lines (a note that
    /// would read as a board, moves or a marker) are dropped, since writers add them again
    /// where a note needs protecting.
    fn notes(&self, items: &[Item]) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        let line = |l: usize| self.lines[l].trim_end().to_owned();
        let mut i = 0;
        while i < items.len() {
            match items[i] {
                Item::Blank(_) => out.push(String::new()),
                Item::Comment(l) if is_own_comment(self.lines[l]) => out.push(line(l)),
                Item::BlockMarker(start) => {
                    let end = items[i + 1..]
                        .iter()
                        .position(|it| matches!(it, Item::BlockMarker(_)))
                        .map(|k| i + 1 + k);
                    if let Some(end) = end
                        && let Item::BlockMarker(end_line) = items[end]
                    {
                        let inner: Vec<String> = items[i + 1..end]
                            .iter()
                            .filter_map(|it| match *it {
                                Item::Block(l) => Some(line(l)),
                                _ => None,
                            })
                            .collect();
                        let authored = inner.iter().all(|l| l.is_empty() || is_plain_note(l));
                        if authored {
                            out.push(line(start));
                        }
                        out.extend(inner);
                        if authored {
                            out.push(line(end_line));
                        }
                        i = end;
                    }
                }
                Item::Comment(_) => {}
                Item::Text(l) | Item::Block(l) => out.push(line(l)),
                Item::Board(a, b) | Item::Moves(a, b) => {
                    out.extend(self.lines[a..b].iter().map(|l| l.trim_end().to_owned()))
                }
            }
            i += 1;
        }
        trim_blank_ends(&mut out);
        out
    }

    fn board(&self, item: Item) -> Result<Board, ParseError> {
        let Item::Board(a, b) = item else {
            unreachable!("board() is only called on boards")
        };
        let mut rows: Vec<Vec<Square>> = Vec::new();
        for (n, line) in self.lines[a..b].iter().enumerate() {
            for row in expand_board_line(line.trim_end()).map_err(|e| e.offset_by(a + n + 1, 1))? {
                rows.push(row);
            }
            if rows.len() > MAX_BOARD_SIDE {
                return Err(ParseError::new(
                    a + n + 1,
                    1,
                    Expected::SokobanBoardRows {
                        max: MAX_BOARD_SIDE,
                    },
                    excerpt(line),
                ));
            }
        }
        let squares: usize = rows.iter().map(Vec::len).sum();
        let Some(left) = self.squares_left.get().checked_sub(squares) else {
            return Err(ParseError::new(
                a + 1,
                1,
                Expected::TotalSquares {
                    max: MAX_TOTAL_SQUARES,
                },
                Found::MoreSquares(squares),
            ));
        };
        self.squares_left.set(left);
        let board = Board::from_rows(&rows);
        // A row like `0#` looked like a board but expands to no wall: no writer could store
        // it (boards are found by their walls), so it is refused here, where it is.
        if board.count(|s| s.is_wall()) == 0 {
            return Err(ParseError::new(
                a + 1,
                1,
                Expected::SokobanBoardWithWall,
                excerpt(self.lines[a]),
            ));
        }
        Ok(board)
    }

    fn moves(&self, a: usize, b: usize) -> Result<String, ParseError> {
        let parts: Vec<&str> = self.lines[a..b].iter().map(|l| l.trim_end()).collect();
        let joined = parts.concat();
        let left = self.moves_left.get();
        let moves = rle::expand(&joined, MAX_MOVES.min(left)).map_err(|e| {
            let (mut line, mut col) = (a, e.offset);
            for p in &parts {
                let len = p.chars().count();
                if col < len || line + 1 == b {
                    break;
                }
                col -= len;
                line += 1;
            }
            let rest: String = self.lines[line].chars().skip(col).collect();
            let total = left < MAX_MOVES && e.expected == Expected::RleLength;
            let expected = if total {
                Expected::SokobanTotalMoves {
                    max: MAX_TOTAL_MOVES,
                }
            } else {
                e.expected
            };
            ParseError::new(line + 1, col + 1, expected, excerpt(&rest))
        })?;
        self.moves_left.set(left - moves.len());
        // `0R` reads as a move line but expands to no move: nothing could write it back as a
        // saved game, so it is refused where it stands (found by fuzzing).
        if !moves.contains(['l', 'u', 'r', 'd', 'L', 'U', 'R', 'D']) {
            return Err(ParseError::new(
                a + 1,
                1,
                Expected::SokobanSomeMove,
                excerpt(self.lines[a]),
            ));
        }
        Ok(moves)
    }
}

fn trim_blank_ends(lines: &mut Vec<String>) {
    let last = lines
        .iter()
        .rposition(|l| !l.is_empty())
        .map_or(0, |i| i + 1);
    lines.truncate(last);
    let first = lines
        .iter()
        .position(|l| !l.is_empty())
        .unwrap_or(lines.len());
    lines.drain(..first);
}

/// A saved game's title: the line above its moves, or the value of a `Title:` property there
/// (how the writer protects a title that reads like a board or moves).
fn game_title(line: &str) -> String {
    match split_property(line) {
        Some((key, value)) if key.eq_ignore_ascii_case("title") => value.to_owned(),
        _ => line.trim().to_owned(),
    }
}

fn semicolon_title(line: &str) -> String {
    line.trim_start_matches(';').trim().to_owned()
}

/// A `Title:` property in the puzzle notes names the level; a different title line above the
/// board is kept as a note rather than dropped.
fn take_title_property(level: &mut Level) {
    let Some(i) = level
        .notes
        .iter()
        .position(|l| split_property(l).is_some_and(|(k, _)| k.eq_ignore_ascii_case("title")))
    else {
        return;
    };
    let line = level.notes.remove(i);
    trim_blank_ends(&mut level.notes);
    let value = split_property(&line)
        .map(|(_, v)| v.to_owned())
        .unwrap_or_default();
    if !level.title.is_empty() && level.title != value {
        level.notes.insert(0, std::mem::take(&mut level.title));
    }
    level.title = value;
}

/// One line of a board: RLE expanded, split at `|` into rows.
fn expand_board_line(line: &str) -> Result<Vec<Vec<Square>>, ParseError> {
    if let Some((c, bad)) = line.chars().enumerate().find(|&(_, c)| is_stray_control(c)) {
        return Err(ParseError::new(
            1,
            c + 1,
            Expected::SokobanBoardCharacter,
            format!("{bad:?}"),
        ));
    }
    let max = MAX_BOARD_SIDE * (MAX_BOARD_SIDE + 1);
    let expanded = if line.contains(|c: char| c.is_ascii_digit() || "()|".contains(c)) {
        rle::expand(line, max).map_err(|e| {
            let rest: String = line.chars().skip(e.offset).collect();
            ParseError::new(1, e.offset + 1, e.expected, excerpt(&rest))
        })?
    } else {
        line.to_owned()
    };
    let mut pieces: Vec<&str> = expanded.split('|').collect();
    if pieces.len() > 1 && pieces.last() == Some(&"") {
        pieces.pop();
    }
    pieces
        .into_iter()
        .map(|p| {
            if p.chars().count() > MAX_BOARD_SIDE {
                return Err(ParseError::new(
                    1,
                    1,
                    Expected::SokobanRowSquares {
                        max: MAX_BOARD_SIDE,
                    },
                    excerpt(line),
                ));
            }
            Ok(p.chars()
                .map(|c| Square::from_char(c).unwrap_or_default())
                .collect())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    fn within(text: &str, totals: (usize, usize)) -> Result<Collection, ParseError> {
        let lines = lines(text);
        let items = group(&lines, &classify(&lines));
        read_within(&lines, &items, totals)
    }

    #[test]
    fn the_totals_of_a_file_are_bounded_not_only_each_board_and_game() {
        let board = "#####\n#@$.#\n#####\n";
        let text = format!("{board}\n{board}\n{board}");
        assert_eq!(within(&text, (45, 100)).unwrap().levels.len(), 3);
        let e = within(&text, (44, 100)).unwrap_err();
        assert_eq!(e.line, 9, "the third board");
        assert!(e.expected.to_string().contains("squares in all"), "{e}");
        let games = format!("{board}\nSolution\n10R\nSolution 2\n10R\n");
        assert_eq!(
            within(&games, (100, 20)).unwrap().levels[0]
                .saved_games
                .len(),
            2
        );
        let e = within(&games, (100, 19)).unwrap_err();
        assert_eq!(e.line, 8, "the second game's moves");
        assert!(
            e.expected.to_string().contains("moves in all in one file"),
            "{e}"
        );
    }

    use super::*;

    fn read(s: &str) -> Collection {
        read_collection(s).unwrap()
    }

    #[test]
    fn plain_xsb_with_semicolon_titles() {
        let c = read(
            "; My set\n; second line\n\n; 1\n\n####\n#@$.#\n####\n\n; 2\n#####\n#@$.#\n#####\n",
        );
        assert_eq!(c.notes, vec!["; My set", "; second line"]);
        assert_eq!(c.levels.len(), 2);
        assert_eq!(c.levels[0].title, "1");
        assert_eq!(c.levels[1].title, "2");
        assert_eq!(c.levels[0].board.width(), 5);
        assert_eq!(c.levels[0].board.get(1, 1), Square::Pusher);
    }

    #[test]
    fn titles_after_boards_in_xsb() {
        let c = read("####\n#@$.#\n####\n; first\n\n####\n#@$.#\n####\n; second\n");
        assert_eq!(c.levels[0].title, "first");
        assert_eq!(c.levels[1].title, "second");
    }

    #[test]
    fn sok_with_notes_and_solutions() {
        let text = "Collection: Test\nAuthor: Me\n\n\nFirst\n#####\n#@$.#\n#####\nAuthor: Ann\nA note\n\nSolution\n3r\n2R\nfine\n\nSolution/Pushes\nRR\n\n\nSecond\n#####\n#@$.#\n#####\n";
        let c = read(text);
        assert_eq!(c.property("collection").as_deref(), Some("Test"));
        let l = &c.levels[0];
        assert_eq!(l.title, "First");
        assert_eq!(l.author().as_deref(), Some("Ann"));
        assert_eq!(l.notes, vec!["Author: Ann", "A note"]);
        assert_eq!(l.saved_games.len(), 2);
        assert_eq!(l.saved_games[0].moves, "rrrRR");
        assert_eq!(l.saved_games[0].notes, vec!["fine"]);
        assert_eq!(l.saved_games[1].title, "Solution/Pushes");
        assert_eq!(c.levels[1].title, "Second");
    }

    #[test]
    fn rle_boards_and_row_separators() {
        let c = read("--3#|3#-#|#pb.#|5#\n");
        assert_eq!(
            c.levels[0].board.to_xsb_rows(),
            vec!["  ###", "### #", "#@$.#", "#####"]
        );
    }

    #[test]
    fn comment_blocks_and_title_property() {
        let text = "#####\n#@$.#\n#####\nTitle: Named\nComment:\n\n####\nlurd\nComment-End:\n";
        let c = read(text);
        assert_eq!(c.levels.len(), 1);
        assert_eq!(c.levels[0].title, "Named");
        assert_eq!(c.levels[0].notes, vec!["####", "lurd"]);
    }

    #[test]
    fn reverse_mode_and_snapshot_marks_kept() {
        let c = read("#####\n#@$.#\n#####\n\nSnapshot\n[ll]2(rR)*{u}\n");
        assert_eq!(c.levels[0].saved_games[0].moves, "[ll]rRrR*{u}");
    }

    #[test]
    fn errors_have_positions() {
        let e = read_collection("title\n\n####\n#@2(.#\n####\n").unwrap_err();
        assert_eq!((e.line, e.column), (4, 7));
        let e = read_collection("####\n#@.#\n####\nSolution\nlu\n2(rd\n").unwrap_err();
        assert_eq!((e.line, e.column), (6, 5));
        let e = read_collection("just text\n").unwrap_err();
        assert_eq!(e.line, 2);
        let e = read_collection("#####\n#@$.#\n#####\nSolution\n0R\n").unwrap_err();
        assert_eq!((e.line, e.column), (5, 1), "{e}");
        // Found by fuzzing: `0#` reads as a board row but expands to no wall.
        let e = read_collection("0#\n").unwrap_err();
        assert_eq!((e.line, e.column), (1, 1), "{e}");
        // Before: the NUL split the board into two levels.
        let e = read_collection("#####\n#@$\0.#\n#####\n").unwrap_err();
        assert_eq!((e.line, e.column), (2, 4), "{e}");
    }

    #[test]
    fn comments_are_kept_as_notes_and_block_titles() {
        // Before: every `::` line was dropped, so a save lost the file's own comments.
        let c = read(
            ":: made by a tool\n:: date\nSet notes\n:: x\n\nT\n###\n#@#\n###\n\nNote\n::\n###\n#@#\n###\n",
        );
        assert_eq!(
            c.notes,
            vec![":: made by a tool", ":: date", "Set notes", ":: x"]
        );
        assert_eq!(c.levels[0].title, "T");
        assert_eq!(c.levels[0].notes, vec!["Note"]);
        assert_eq!(c.levels[1].title, "");
    }
}
