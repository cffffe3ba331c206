//! Telling which kind of file a path and its content are. Each game's module offers a
//! sniffer (by extension, then by content); [`detect_kind`] asks them in turn, and a file no
//! game recognises is an error that names the kinds known, never a guess.

use std::path::Path;

/// The games gridwright knows. Adding a game adds an arm here, and the compiler then points
/// at every place that must learn it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Game {
    Sokoban,
    Maze,
    BombFight,
}

impl Game {
    /// Every game, in menu order.
    pub const ALL: [Game; 3] = [Game::Sokoban, Game::Maze, Game::BombFight];

    /// The order in which file contents are sniffed: the strictest test first, so that a
    /// map with a size line is not taken for a Sokoban board.
    const SNIFF_ORDER: [Game; 3] = [Game::BombFight, Game::Sokoban, Game::Maze];

    /// The game's name for people.
    pub fn name(self) -> &'static str {
        match self {
            Game::Sokoban => "Sokoban",
            Game::Maze => "Maze",
            Game::BombFight => "BombFight",
        }
    }

    /// The file kinds of this game.
    pub fn kinds(self) -> &'static [FileKind] {
        match self {
            Game::Sokoban => &[FileKind::Sok, FileKind::Xsb, FileKind::SokobanTutorial],
            Game::Maze => &[
                FileKind::Maze,
                FileKind::MazeGrid,
                FileKind::MazeAscii,
                FileKind::MazeBlocks,
                FileKind::MazeGame,
            ],
            Game::BombFight => &[FileKind::BombFight, FileKind::BombFightReplay],
        }
    }

    /// The extensions of this game's files, each once, in the order of its kinds.
    pub fn extensions(self) -> Vec<&'static str> {
        self.extensions_where(|_| true)
    }

    /// The extensions an editor saves this game's levels in (no replays or saved games).
    pub fn level_extensions(self) -> Vec<&'static str> {
        self.extensions_where(|k| !k.is_record())
    }

    fn extensions_where(self, keep: impl Fn(FileKind) -> bool) -> Vec<&'static str> {
        let mut all: Vec<&'static str> = Vec::new();
        let kinds = self.kinds().iter().copied().filter(|k| keep(*k));
        for e in kinds.flat_map(|k| k.extensions()) {
            if !all.contains(e) {
                all.push(e);
            }
        }
        all
    }

    /// What the file kinds of this game look like, by extension then by content.
    fn sniffer(self) -> Sniffer {
        match self {
            Game::Sokoban => Sniffer {
                by_extension: crate::sokoban::kind_by_extension,
                by_content: crate::sokoban::kind_by_content,
            },
            Game::Maze => Sniffer {
                by_extension: crate::maze::kind_by_extension,
                by_content: crate::maze::kind_by_content,
            },
            Game::BombFight => Sniffer {
                by_extension: crate::bombfight::kind_by_extension,
                by_content: crate::bombfight::kind_by_content,
            },
        }
    }
}

/// A game's two questions about a file.
struct Sniffer {
    /// The kind an extension (lower case, without the dot) names, if this game owns it.
    by_extension: fn(&str) -> Option<FileKind>,
    /// The kind the content unmistakably is, if it is one of this game's.
    by_content: fn(&str) -> Option<FileKind>,
}

/// The file kinds gridwright reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FileKind {
    /// Common Sokoban File Format.
    Sok,
    /// Plain XSB collection (boards with `;` titles).
    Xsb,
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
    /// A BombFight map (`.bflvl`).
    BombFight,
    /// A recorded BombFight game (`.bfreplay`).
    BombFightReplay,
}

impl FileKind {
    /// The usual extension, without a dot.
    pub fn extension(self) -> &'static str {
        self.extensions()[0]
    }

    /// Every extension files of this kind are found with, the usual one first (file
    /// dialogs filter by them).
    pub fn extensions(self) -> &'static [&'static str] {
        match self {
            FileKind::Sok => &["sok"],
            FileKind::Xsb => &["xsb"],
            FileKind::SokobanTutorial => &["txt"],
            FileKind::Maze => &["maze"],
            FileKind::MazeGrid => &["json", "py"],
            FileKind::MazeAscii => &["laby", "txt"],
            FileKind::MazeBlocks => &["blocks", "txt"],
            FileKind::MazeGame => &["labygame"],
            FileKind::BombFight => &["bflvl"],
            FileKind::BombFightReplay => &["bfreplay"],
        }
    }

    /// Whether files of this kind record a game played (a replay, a saved game) rather than
    /// hold a level an editor saves.
    pub fn is_record(self) -> bool {
        matches!(self, FileKind::MazeGame | FileKind::BombFightReplay)
    }

    /// The record kind an extension names (`bfreplay`, `labygame`), if any.
    pub fn record_by_extension(ext: &str) -> Option<FileKind> {
        let ext = ext.to_ascii_lowercase();
        Game::ALL
            .iter()
            .flat_map(|g| g.kinds())
            .copied()
            .find(|k| k.is_record() && k.extensions().contains(&ext.as_str()))
    }

    /// The kind's name for people, as error messages and dialogs list it.
    pub fn name(self) -> &'static str {
        match self {
            FileKind::Sok => "Sokoban .sok",
            FileKind::Xsb => "Sokoban XSB",
            FileKind::SokobanTutorial => "Sokoban tutorial arrays",
            FileKind::Maze => "gridwright .maze",
            FileKind::MazeGrid => "maze grid matrix (JSON or Python)",
            FileKind::MazeAscii => "invisible-maze art",
            FileKind::MazeBlocks => "maze block grid",
            FileKind::MazeGame => "invisible maze game",
            FileKind::BombFight => "BombFight map",
            FileKind::BombFightReplay => "BombFight replay",
        }
    }

    /// The game whose files these are.
    pub fn game(self) -> Game {
        match self {
            FileKind::Sok | FileKind::Xsb | FileKind::SokobanTutorial => Game::Sokoban,
            FileKind::Maze
            | FileKind::MazeGrid
            | FileKind::MazeAscii
            | FileKind::MazeBlocks
            | FileKind::MazeGame => Game::Maze,
            FileKind::BombFight | FileKind::BombFightReplay => Game::BombFight,
        }
    }

    /// Whether the file holds a maze (as opposed to Sokoban levels).
    pub fn is_maze(self) -> bool {
        self.game() == Game::Maze
    }
}

/// No game recognised the file.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error(
    "not a file kind gridwright knows: expected {} (by extension or content)",
    known_kinds()
)]
pub struct UnknownKind;

/// Every kind, named with its extension, for messages.
fn known_kinds() -> String {
    Game::ALL
        .iter()
        .flat_map(|g| g.kinds())
        .map(|k| format!("{} (.{})", k.name(), k.extension()))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The kind of a file: from its extension when a game owns it (`.sok`, `.maze`, ...), else
/// from its content (`.txt` or none: the tutorial's `levelN[i] = [` rows, the `.maze` magic
/// line, a matrix's `[`, the art's `+---+`, a block grid's `###`, a board row).
pub fn detect_kind(path: &Path, content: &str) -> Result<FileKind, UnknownKind> {
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    let sniffers: Vec<Sniffer> = Game::SNIFF_ORDER.iter().map(|g| g.sniffer()).collect();
    if let Some(ext) = ext.as_deref()
        && let Some(kind) = sniffers.iter().find_map(|s| (s.by_extension)(ext))
    {
        return Ok(kind);
    }
    sniffers
        .iter()
        .find_map(|s| (s.by_content)(content))
        .ok_or(UnknownKind)
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
        assert!(
            Game::ALL
                .iter()
                .all(|g| g.kinds().iter().all(|k| k.game() == *g))
        );
    }
}
