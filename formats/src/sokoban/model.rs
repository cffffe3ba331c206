//! The data model of a Sokoban collection, as files hold it.

/// One square of a board as a file spells it. Outside squares are spelled like floor; which
/// floor is outside is a question for the rules (flood fill), not for the file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Square {
    /// Empty floor.
    #[default]
    Floor,
    /// A wall.
    Wall,
    /// An empty goal.
    Goal,
    /// A box off the goals.
    Box,
    /// A box on a goal.
    BoxOnGoal,
    /// The pusher on floor.
    Pusher,
    /// The pusher on a goal.
    PusherOnGoal,
}

impl Square {
    /// All squares, in palette order.
    pub const ALL: [Square; 7] = [
        Square::Wall,
        Square::Floor,
        Square::Goal,
        Square::Box,
        Square::BoxOnGoal,
        Square::Pusher,
        Square::PusherOnGoal,
    ];

    /// The primary XSB character.
    pub fn to_char(self) -> char {
        match self {
            Square::Floor => ' ',
            Square::Wall => '#',
            Square::Goal => '.',
            Square::Box => '$',
            Square::BoxOnGoal => '*',
            Square::Pusher => '@',
            Square::PusherOnGoal => '+',
        }
    }

    /// Reads a primary or alternate board character (see SOK-FORMAT.md).
    pub fn from_char(c: char) -> Option<Square> {
        Some(match c {
            ' ' | '-' | '_' => Square::Floor,
            '#' => Square::Wall,
            '.' | 'o' => Square::Goal,
            '$' | 'b' => Square::Box,
            '*' | 'B' => Square::BoxOnGoal,
            '@' | 'p' | 'm' => Square::Pusher,
            '+' | 'P' | 'M' => Square::PusherOnGoal,
            _ => return None,
        })
    }

    /// Whether the square is a goal, whatever stands on it.
    pub fn is_goal(self) -> bool {
        matches!(
            self,
            Square::Goal | Square::BoxOnGoal | Square::PusherOnGoal
        )
    }

    /// Whether a box stands here.
    pub fn is_box(self) -> bool {
        matches!(self, Square::Box | Square::BoxOnGoal)
    }

    /// Whether the pusher stands here.
    pub fn is_pusher(self) -> bool {
        matches!(self, Square::Pusher | Square::PusherOnGoal)
    }

    /// Whether this is a wall.
    pub fn is_wall(self) -> bool {
        self == Square::Wall
    }

    /// The square with the same goal and the given occupant (`None` for empty).
    pub fn with_occupant(self, occupant: Option<Occupant>) -> Square {
        match (self.is_goal(), occupant) {
            (false, None) => Square::Floor,
            (true, None) => Square::Goal,
            (false, Some(Occupant::Box)) => Square::Box,
            (true, Some(Occupant::Box)) => Square::BoxOnGoal,
            (false, Some(Occupant::Pusher)) => Square::Pusher,
            (true, Some(Occupant::Pusher)) => Square::PusherOnGoal,
        }
    }
}

/// What can stand on a floor or goal square.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Occupant {
    /// A box.
    Box,
    /// The pusher.
    Pusher,
}

/// A rectangular board. Rows read from files are ragged; they are padded with floor, and
/// trailing floor is never written back, so padding is invisible in files.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Default)]
pub struct Board {
    width: usize,
    height: usize,
    squares: Vec<Square>,
}

impl Board {
    /// A board of floor.
    pub fn new(width: usize, height: usize) -> Board {
        Board {
            width,
            height,
            squares: vec![Square::Floor; width * height],
        }
    }

    /// A board from rows of any lengths.
    pub fn from_rows(rows: &[Vec<Square>]) -> Board {
        let width = rows.iter().map(Vec::len).max().unwrap_or(0);
        let mut board = Board::new(width, rows.len());
        for (y, row) in rows.iter().enumerate() {
            for (x, &sq) in row.iter().enumerate() {
                board.squares[y * width + x] = sq;
            }
        }
        board
    }

    /// A board from XSB text rows (primary or alternate characters); unknown characters are
    /// read as floor, so this suits tests and trusted text only.
    pub fn from_xsb(text: &str) -> Board {
        let rows: Vec<Vec<Square>> = text
            .lines()
            .map(|l| {
                l.chars()
                    .map(|c| Square::from_char(c).unwrap_or_default())
                    .collect()
            })
            .collect();
        Board::from_rows(&rows)
    }

    /// Squares across (the longest row).
    pub fn width(&self) -> usize {
        self.width
    }

    /// Rows.
    pub fn height(&self) -> usize {
        self.height
    }

    /// The square at column `x`, row `y`; floor outside the board, so neighbours of edge
    /// squares need no special case.
    pub fn get(&self, x: usize, y: usize) -> Square {
        if x < self.width && y < self.height {
            self.squares[y * self.width + x]
        } else {
            Square::Floor
        }
    }

    /// Sets a square; positions outside the board are ignored.
    pub fn set(&mut self, x: usize, y: usize, sq: Square) {
        if x < self.width && y < self.height {
            self.squares[y * self.width + x] = sq;
        }
    }

    /// The squares row by row.
    pub fn squares(&self) -> &[Square] {
        &self.squares
    }

    /// Row `y` as a slice.
    pub fn row(&self, y: usize) -> &[Square] {
        &self.squares[y * self.width..(y + 1) * self.width]
    }

    /// How many squares match `pred`.
    pub fn count(&self, pred: impl Fn(Square) -> bool) -> usize {
        self.squares.iter().filter(|&&s| pred(s)).count()
    }

    /// Rows of XSB text, trailing floor trimmed, empty rows kept as empty strings.
    pub fn to_xsb_rows(&self) -> Vec<String> {
        (0..self.height)
            .map(|y| {
                let s: String = self.row(y).iter().map(|s| s.to_char()).collect();
                s.trim_end().to_owned()
            })
            .collect()
    }

    /// The board with outer floor removed: rows and columns holding nothing but floor at the
    /// edges. Files store boards this way, so comparing trimmed boards ignores padding.
    pub fn trimmed(&self) -> Board {
        let used = |x: usize, y: usize| self.get(x, y) != Square::Floor;
        let rows: Vec<usize> = (0..self.height)
            .filter(|&y| (0..self.width).any(|x| used(x, y)))
            .collect();
        let cols: Vec<usize> = (0..self.width)
            .filter(|&x| (0..self.height).any(|y| used(x, y)))
            .collect();
        let (Some(&top), Some(&bottom), Some(&left), Some(&right)) =
            (rows.first(), rows.last(), cols.first(), cols.last())
        else {
            return Board::new(0, 0);
        };
        let mut out = Board::new(right - left + 1, bottom - top + 1);
        for y in top..=bottom {
            for x in left..=right {
                out.set(x - left, y - top, self.get(x, y));
            }
        }
        out
    }
}

/// A saved game or solution: a title (`Solution`, `Snapshot`, `Solution 230/97`...), the moves
/// as LURD with run-length encoding expanded, and notes.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct SavedGame {
    /// The saved game's title (`Solution`, `Snapshot 3`, ...).
    pub title: String,
    /// LURD moves; reverse-mode jumps `[..]`, pusher changes `{..}` and the snapshot marker `*`
    /// are kept verbatim, since gridwright does not replay them but must not lose them.
    pub moves: String,
    /// The lines of notes that follow the moves, kept in order.
    pub notes: Vec<String>,
}

/// One puzzle of a collection.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Level {
    /// Empty when the file gives none.
    pub title: String,
    /// The board.
    pub board: Board,
    /// Puzzle notes, line by line, including `Key: Value` properties such as `Author:`.
    pub notes: Vec<String>,
    /// Solutions and snapshots saved with the level.
    pub saved_games: Vec<SavedGame>,
    /// The `;` comment lines that stood above the board below its title (`; 5` then
    /// `; by Ann`): written back above the board, where readers of XSB expect them.
    pub comments: Vec<String>,
}

impl Level {
    /// A level with a title and board and nothing else.
    pub fn new(title: impl Into<String>, board: Board) -> Level {
        Level {
            title: title.into(),
            board,
            ..Level::default()
        }
    }

    /// The value of a `Key: Value` (or `Key=Value`) property in the notes.
    pub fn property(&self, key: &str) -> Option<String> {
        property(&self.notes, key)
    }

    /// Sets a property in the notes, replacing its line or adding one; an empty value removes it.
    pub fn set_property(&mut self, key: &str, value: &str) {
        set_property(&mut self.notes, key, value);
    }

    /// The notes without the lines of property `key`: the editor shows the author in a field
    /// of its own, so the notes field must not hold it too (clearing the notes would clear
    /// the author).
    pub fn notes_without(&self, key: &str) -> Vec<String> {
        self.notes
            .iter()
            .filter(|l| !split_property(l).is_some_and(|(k, _)| k.eq_ignore_ascii_case(key)))
            .cloned()
            .collect()
    }

    /// Replaces the notes by `notes`, keeping property `key` as it was (its line first):
    /// the other half of [`Level::notes_without`].
    pub fn replace_notes_keeping(&mut self, notes: Vec<String>, key: &str) {
        let kept = self.property(key);
        self.notes = notes;
        self.set_property(key, "");
        if let Some(v) = kept {
            self.set_property(key, &v);
        }
    }

    /// The `Author:` of the notes, if any.
    pub fn author(&self) -> Option<String> {
        self.property("Author")
    }

    /// Saved games whose title says they are solutions (as opposed to snapshots).
    pub fn solutions(&self) -> impl Iterator<Item = &SavedGame> {
        self.saved_games
            .iter()
            .filter(|g| is_solution_title(&g.title))
    }
}

/// A `.sok` or XSB collection.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Collection {
    /// File notes: free text and properties (`Collection:`, `Author:`, ...).
    pub notes: Vec<String>,
    /// The levels, in file order.
    pub levels: Vec<Level>,
}

impl Collection {
    /// A `Key: value` property of the file's notes (`Title`, `Author`, ...).
    pub fn property(&self, key: &str) -> Option<String> {
        property(&self.notes, key)
    }
}

/// Whether a saved game is a solution: every one is, except games in progress, whose titles
/// say so by convention (`Snapshot`, `SaveGame`, `Saved game`).
pub fn is_solution_title(title: &str) -> bool {
    let t = title
        .trim_start()
        .to_ascii_lowercase()
        .replace([' ', '-', '_'], "");
    !(t.starts_with("snapshot") || t.starts_with("savegame") || t.starts_with("savedgame"))
}

/// Splits a `Key: Value` or `Key=Value` line.
pub(crate) fn split_property(line: &str) -> Option<(&str, &str)> {
    let idx = line.find([':', '='])?;
    let key = line[..idx].trim();
    let ok = !key.is_empty()
        && key.len() <= 40
        && key
            .chars()
            .all(|c| c.is_alphanumeric() || " -_/".contains(c));
    ok.then(|| (key, line[idx + 1..].trim()))
}

fn property(notes: &[String], key: &str) -> Option<String> {
    notes.iter().find_map(|l| {
        let (k, v) = split_property(l)?;
        k.eq_ignore_ascii_case(key).then(|| v.to_owned())
    })
}

fn set_property(notes: &mut Vec<String>, key: &str, value: &str) {
    let pos = notes
        .iter()
        .position(|l| split_property(l).is_some_and(|(k, _)| k.eq_ignore_ascii_case(key)));
    match (pos, value.trim().is_empty()) {
        (Some(i), true) => {
            notes.remove(i);
        }
        (Some(i), false) => notes[i] = format!("{key}: {}", value.trim()),
        (None, false) => notes.insert(0, format!("{key}: {}", value.trim())),
        (None, true) => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notes_edited_without_the_author_keep_it() {
        let mut level = Level::new("x", Board::new(1, 1));
        level.notes = vec!["Author: Ann".into(), "A hard one".into()];
        assert_eq!(level.notes_without("Author"), ["A hard one"]);
        level.replace_notes_keeping(vec![], "Author");
        assert_eq!(level.notes, ["Author: Ann"]);
        level.replace_notes_keeping(vec!["Author: Eve".into(), "new".into()], "author");
        assert_eq!(level.notes, ["author: Ann", "new"]);
    }

    #[test]
    fn properties_read_and_write() {
        let mut level = Level::new("x", Board::new(1, 1));
        level.notes = vec!["Some text".into(), "author = Ann".into()];
        assert_eq!(level.author().as_deref(), Some("Ann"));
        level.set_property("Author", "Bob");
        assert_eq!(level.notes[1], "Author: Bob");
        level.set_property("author", "");
        assert_eq!(level.notes, vec!["Some text".to_owned()]);
    }

    #[test]
    fn trimmed_drops_outer_floor() {
        let b = Board::from_xsb("\n  ###\n  #@#\n  ###   \n");
        assert_eq!(b.trimmed(), Board::from_xsb("###\n#@#\n###"));
        assert_eq!(Board::new(3, 3).trimmed(), Board::new(0, 0));
    }
}
