//! The registry of games and file kinds: one [`KindSpec`] per [`FileKind`] says everything
//! gridwright knows about that kind (its name, extensions, whether it is a level or the record
//! of a game played, how its content is recognised and how it is read and written).
//! Detection, the file dialogs' filters, [`UnknownKind`]'s list and `convert --to` all loop
//! over it, so a new kind is one variant and one entry, and a new game one variant more.
//!
//! Why a table of plain data with function pointers rather than a trait per kind: every fact
//! about a kind sits in one place that reads like Tiled's `FileFormat` list, and the one
//! exhaustive `match` in [`FileKind::spec`] is where the compiler points when a kind is added.

use std::path::Path;

use strum::VariantArray;

use crate::bombfight::{self, BombFightFile};
use crate::error::ParseError;
use crate::g2048::{self, G2048File};
use crate::maze::{self, AsciiOptions, MazeFile};
use crate::sokoban::{self, SokobanFile};

/// The games gridwright knows. Adding a game adds a variant here, and the compiler then
/// points at every place that must learn it ([`Game::ALL`] follows the enum by itself).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, VariantArray)]
pub enum Game {
    /// Push every box onto a goal.
    Sokoban,
    /// Mazes and the invisible maze.
    Maze,
    /// Slide and merge powers of two.
    G2048,
    /// Two bots or players bombing their way to an exit.
    BombFight,
}

impl Game {
    /// Every game, in menu order (the enum's order: it cannot drift from the enum).
    pub const ALL: &'static [Game] = Game::VARIANTS;

    /// The game's name for people.
    pub fn name(self) -> &'static str {
        match self {
            Game::Sokoban => "Sokoban",
            Game::Maze => "Maze",
            Game::G2048 => "2048",
            Game::BombFight => "BombFight",
        }
    }

    /// The file kinds of this game, in the registry's order.
    pub fn kinds(self) -> impl Iterator<Item = FileKind> {
        FileKind::ALL
            .iter()
            .copied()
            .filter(move |k| k.game() == self)
    }

    /// The extensions of this game's files, each once, in the order of its kinds.
    pub fn extensions(self) -> Vec<&'static str> {
        self.extensions_where(|_| true)
    }

    /// The extensions an editor saves this game's levels in (no replays or saved games).
    pub fn level_extensions(self) -> Vec<&'static str> {
        self.extensions_where(|k| k.role() == Role::Level && k.spec().write.is_some())
    }

    fn extensions_where(self, keep: impl Fn(FileKind) -> bool) -> Vec<&'static str> {
        let mut all: Vec<&'static str> = Vec::new();
        for e in self
            .kinds()
            .filter(|k| keep(*k))
            .flat_map(|k| k.extensions())
        {
            if !all.contains(e) {
                all.push(e);
            }
        }
        all
    }
}

/// The file kinds gridwright reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, VariantArray)]
pub enum FileKind {
    /// Common Sokoban File Format.
    Sok,
    /// Plain XSB collection (boards with `;` titles).
    Xsb,
    /// An XML collection of the "SokobanLevels" schema (`.slc`).
    Slc,
    /// The original tutorial's ActionScript level arrays.
    SokobanTutorial,
    /// gridwright's `.maze` text.
    Maze,
    /// The graph-maze assignment's boolean matrix (JSON or Python spelling).
    MazeGrid,
    /// The invisible maze's ASCII art.
    MazeAscii,
    /// A block grid of `#` and spaces.
    MazeBlocks,
    /// A saved game of the invisible maze (`.labygame`).
    MazeGame,
    /// A 2048 level (`.2048`).
    G2048,
    /// A recorded 2048 game (`.2048game`).
    G2048Record,
    /// A BombFight map (`.bflvl`).
    BombFight,
    /// A recorded BombFight game (`.bfreplay`).
    BombFightReplay,
}

/// What a file of a kind holds for its user.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Role {
    /// A level or collection an editor opens and saves.
    Level,
    /// The record of a game played (a replay, a saved game): made by playing, watched in a
    /// viewer, never written by an editor's Save.
    Record,
}

/// Choices for reading files whose content cannot tell everything.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ReadOptions {
    /// The invisible maze art's cell size, when several fit the drawing.
    pub ascii: Option<AsciiOptions>,
}

/// Choices for writing.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct WriteOptions {
    /// Sokoban: run-length encoding and line lengths.
    pub sokoban: sokoban::WriteOptions,
    /// The invisible maze art's cell size.
    pub ascii: AsciiOptions,
}

/// Everything gridwright knows about one kind of file.
#[derive(Debug, Clone, Copy)]
pub struct KindSpec {
    /// The kind's name for people, as error messages and dialogs list it.
    pub name: &'static str,
    /// The game whose files these are.
    pub game: Game,
    /// Every extension files of this kind are found with, the usual one first.
    pub extensions: &'static [&'static str],
    /// A level, or the record of a game played.
    pub role: Role,
    /// When several kinds could take a content, the lowest priority is asked first: the
    /// strictest tests (a magic line) before the loosest (any board row).
    pub priority: u8,
    /// Whether a text unmistakably is of this kind (asked when the extension cannot tell).
    pub looks_like: fn(&str) -> bool,
    /// Parses a text of this kind.
    pub read: fn(&str, &ReadOptions) -> Result<Loaded, ParseError>,
    /// Writes a file of this game as this kind; `None` for kinds gridwright only reads.
    pub write: Option<Writer>,
}

/// A kind's writer: the text of a file of its game, or the error for another game's data.
pub type Writer = fn(&Loaded, &WriteOptions) -> Result<String, WrongGame>;

/// Asked to write one game's data as another game's kind. The game and the kind are values,
/// so an application can name them in its own words; `Display` is English.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
#[error("a {} file cannot be written as {}", .from.name(), .to.name())]
pub struct WrongGame {
    /// The game of the data.
    pub from: Game,
    /// The kind asked for.
    pub to: FileKind,
}

impl FileKind {
    /// Every kind, in the registry's order.
    pub const ALL: &'static [FileKind] = FileKind::VARIANTS;

    /// The kind's entry in the registry: the one place that describes it.
    pub fn spec(self) -> &'static KindSpec {
        match self {
            FileKind::Sok => &sokoban::registry::SOK,
            FileKind::Xsb => &sokoban::registry::XSB,
            FileKind::Slc => &sokoban::registry::SLC,
            FileKind::SokobanTutorial => &sokoban::registry::TUTORIAL,
            FileKind::Maze => &maze::registry::MAZE,
            FileKind::MazeGrid => &maze::registry::GRID,
            FileKind::MazeAscii => &maze::registry::ASCII,
            FileKind::MazeBlocks => &maze::registry::BLOCKS,
            FileKind::MazeGame => &maze::registry::GAME,
            FileKind::G2048 => &g2048::registry::LEVEL,
            FileKind::G2048Record => &g2048::registry::RECORD,
            FileKind::BombFight => &bombfight::registry::MAP,
            FileKind::BombFightReplay => &bombfight::registry::REPLAY,
        }
    }

    /// The usual extension, without a dot.
    pub fn extension(self) -> &'static str {
        self.extensions()[0]
    }

    /// Every extension files of this kind are found with, the usual one first (file
    /// dialogs filter by them).
    pub fn extensions(self) -> &'static [&'static str] {
        self.spec().extensions
    }

    /// A level, or the record of a game played.
    pub fn role(self) -> Role {
        self.spec().role
    }

    /// Whether files of this kind record a game played (a replay, a saved game) rather than
    /// hold a level an editor saves.
    pub fn is_record(self) -> bool {
        self.role() == Role::Record
    }

    /// The record kind an extension names (`bfreplay`, `labygame`), if any.
    pub fn record_by_extension(ext: &str) -> Option<FileKind> {
        let ext = ext.to_ascii_lowercase();
        FileKind::ALL
            .iter()
            .copied()
            .find(|k| k.is_record() && k.extensions().contains(&ext.as_str()))
    }

    /// The kind's name for people, as error messages and dialogs list it.
    pub fn name(self) -> &'static str {
        self.spec().name
    }

    /// The game whose files these are.
    pub fn game(self) -> Game {
        self.spec().game
    }

    /// Whether gridwright writes files of this kind.
    pub fn writable(self) -> bool {
        self.spec().write.is_some()
    }

    /// Parses a text of this kind.
    pub fn read(self, text: &str, opts: &ReadOptions) -> Result<Loaded, ParseError> {
        (self.spec().read)(text, opts)
    }

    /// The text of `data` as a file of this kind; `None` for a kind gridwright only reads.
    pub fn write(self, data: &Loaded, opts: &WriteOptions) -> Option<Result<String, WrongGame>> {
        self.spec().write.map(|w| w(data, opts))
    }

    /// The kinds in the order their content is sniffed.
    fn by_priority() -> Vec<FileKind> {
        let mut kinds = FileKind::ALL.to_vec();
        kinds.sort_by_key(|k| k.spec().priority);
        kinds
    }
}

/// A file as its game reads it: one arm per game, each holding what that game's kinds hold.
/// Commands and the window each do one exhaustive `match` on it; a new game adds an arm.
#[derive(Debug, Clone, PartialEq)]
pub enum Loaded {
    /// A collection, with the kind it was read from (`.sok`, XSB, the tutorial's arrays).
    Sokoban(SokobanFile),
    /// A maze (with the kind it was read from) or a saved game of the invisible maze.
    Maze(MazeFile),
    /// A 2048 level or game record.
    G2048(G2048File),
    /// A BombFight map or replay.
    BombFight(BombFightFile),
}

impl Loaded {
    /// The game of the file.
    pub fn game(&self) -> Game {
        match self {
            Loaded::Sokoban(..) => Game::Sokoban,
            Loaded::Maze(..) => Game::Maze,
            Loaded::G2048(..) => Game::G2048,
            Loaded::BombFight(..) => Game::BombFight,
        }
    }

    /// The kind of file it was read from.
    pub fn kind(&self) -> FileKind {
        match self {
            Loaded::Sokoban(f) => f.kind,
            Loaded::Maze(f) => f.kind(),
            Loaded::G2048(f) => f.kind(),
            Loaded::BombFight(f) => f.kind(),
        }
    }
}

/// What one game's files hold once read: that game's arm of [`Loaded`]. Code that needs a
/// file of one game (a document, a game's own command) asks for it by this type, and one
/// generic function says when a file is of another game, rather than a `match` per game.
pub trait GameFile: Sized {
    /// The game whose files these are.
    const GAME: Game;
    /// The file, or the file given back when it is of another game.
    // The file given back whole (not boxed): the caller names its game in the error, and a
    // mismatch is rare, so the size of the error costs nothing worth a box on every read.
    #[allow(clippy::result_large_err)]
    fn from_loaded(loaded: Loaded) -> Result<Self, Loaded>;
    /// The file, when `loaded` is of this game.
    fn in_loaded(loaded: &Loaded) -> Option<&Self>;
}

/// Each arm of [`Loaded`] as its game's [`GameFile`].
macro_rules! game_file {
    ($($file:ty => $arm:ident),* $(,)?) => {$(
        impl GameFile for $file {
            const GAME: Game = Game::$arm;
            fn from_loaded(loaded: Loaded) -> Result<Self, Loaded> {
                match loaded {
                    Loaded::$arm(f) => Ok(f),
                    other => Err(other),
                }
            }
            fn in_loaded(loaded: &Loaded) -> Option<&Self> {
                match loaded {
                    Loaded::$arm(f) => Some(f),
                    _ => None,
                }
            }
        }
    )*};
}

game_file!(
    SokobanFile => Sokoban,
    MazeFile => Maze,
    G2048File => G2048,
    BombFightFile => BombFight,
);

/// No game recognised the file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "not a file kind gridwright knows: expected {} (by extension or content)",
    known_kinds()
)]
pub struct UnknownKind;

/// Every kind, named with its extension, for messages.
fn known_kinds() -> String {
    FileKind::ALL
        .iter()
        .map(|k| format!("{} (.{})", k.name(), k.extension()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The kind of a file. An extension that one kind owns decides (`.sok`, `.maze`, ...); one
/// that several kinds share (`.txt`) lets the content choose among them, by priority; without
/// an extension, or when none of them fits the content, every kind's content test is asked by
/// priority (a `.txt` of Sokoban boards is Sokoban). A file no kind claims is an error, never
/// a guess.
pub fn detect_kind(path: &Path, content: &str) -> Result<FileKind, UnknownKind> {
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    let ordered = FileKind::by_priority();
    let looks = |k: &&FileKind| (k.spec().looks_like)(content);
    if let Some(ext) = ext.as_deref() {
        let owners: Vec<FileKind> = ordered
            .iter()
            .copied()
            .filter(|k| k.extensions().contains(&ext))
            .collect();
        if let [only] = owners[..] {
            return Ok(only);
        }
        if let Some(kind) = owners.iter().find(looks) {
            return Ok(*kind);
        }
    }
    ordered.iter().find(looks).copied().ok_or(UnknownKind)
}

/// Reads `content` as the first kind other than `except` whose content test claims it and
/// whose reader reads it: the fallback when the kind an extension chose cannot read a file.
pub fn read_by_content(except: FileKind, content: &str, opts: &ReadOptions) -> Option<Loaded> {
    FileKind::by_priority()
        .into_iter()
        .filter(|&k| k != except && (k.spec().looks_like)(content))
        .find_map(|k| k.read(content, opts).ok())
}

/// The error for writing another game's `data` as `to`.
pub(crate) fn wrong_game(data: &Loaded, to: FileKind) -> WrongGame {
    WrongGame {
        from: data.game(),
        to,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn extension_then_content_and_no_guess() {
        let kind = |name: &str, text: &str| detect_kind(Path::new(name), text);
        assert_eq!(kind("a.SOK", ""), Ok(FileKind::Sok));
        assert_eq!(kind("a.json", "x"), Ok(FileKind::MazeGrid));
        assert_eq!(
            kind("a.txt", "level1[0] = [2,2];"),
            Ok(FileKind::SokobanTutorial)
        );
        assert_eq!(kind("a.txt", "#####\n#@$.#\n#####\n"), Ok(FileKind::Sok));
        assert_eq!(
            kind("a.txt", "#####\n#   #\n#####\n"),
            Ok(FileKind::MazeBlocks)
        );
        assert_eq!(kind("a", "gridwright maze 1\n"), Ok(FileKind::Maze));
        assert_eq!(kind("a.txt", "+--+\n|  |\n+--+\n"), Ok(FileKind::MazeAscii));
        assert_eq!(kind("a.bflvl", ""), Ok(FileKind::BombFight));
        assert_eq!(
            kind("map.txt", "5 3 // size\n#####\n#A B#\n#####\n9\n"),
            Ok(FileKind::BombFight),
            "a size line first: not a Sokoban board"
        );
        // Before: anything unrecognised was read as Sokoban.
        let e = kind("notes.txt", "Dear diary,\nnothing here.\n").unwrap_err();
        assert!(e.to_string().contains("Sokoban .sok (.sok)"), "{e}");
        assert!(e.to_string().contains("maze block grid (.blocks)"), "{e}");
        assert_eq!(kind("photo.png", "\u{89}PNG"), Err(UnknownKind));
    }

    #[test]
    fn every_game_has_kinds_and_every_kind_one_game() {
        for g in Game::ALL {
            assert!(g.kinds().next().is_some(), "{g:?} has no file kind");
            assert!(
                !g.level_extensions().is_empty(),
                "{g:?} has no level kind an editor can save"
            );
        }
        for k in FileKind::ALL {
            assert!(!k.extensions().is_empty(), "{k:?}");
            assert!(Game::ALL.contains(&k.game()), "{k:?}");
        }
    }

    #[test]
    fn another_games_data_is_refused_naming_the_game_and_the_kind() {
        let maze = Loaded::Maze(MazeFile::Maze(
            crate::maze::Maze::new(3, 2, true),
            FileKind::Maze,
        ));
        let e = FileKind::Xsb
            .write(&maze, &WriteOptions::default())
            .unwrap()
            .unwrap_err();
        assert_eq!(
            e,
            WrongGame {
                from: Game::Maze,
                to: FileKind::Xsb
            }
        );
        assert_eq!(
            e.to_string(),
            "a Maze file cannot be written as Sokoban XSB"
        );
    }

    #[test]
    fn a_record_extension_is_never_a_level_extension() {
        for g in Game::ALL {
            for e in g.level_extensions() {
                assert_eq!(FileKind::record_by_extension(e), None, "{g:?} .{e}");
            }
        }
    }
}
