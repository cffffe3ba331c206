//! Sokoban's entries in the registry of file kinds.

use super::{
    Collection, SokobanFile, classify, looks_like_slc, read_collection, read_slc, read_tutorial,
    tutorial, write_slc, write_sok, write_xsb,
};
use crate::ParseError;
use crate::registry::{FileKind, Game, KindSpec, Loaded, Role, WrongGame, wrong_game};

/// `.sok`, the Common Sokoban File Format; by content, any text holding a board row with a
/// wall and a pusher, box or goal (what the reader looks for), asked after the stricter kinds.
pub(crate) const SOK: KindSpec = KindSpec {
    name: "Sokoban .sok",
    game: Game::Sokoban,
    extensions: &["sok"],
    role: Role::Level,
    priority: 40,
    looks_like: has_board_row,
    read: |text, _| file(read_collection(text)?, FileKind::Sok),
    write: Some(|data, opts| collection(data, FileKind::Sok).map(|c| write_sok(c, opts.sokoban))),
};

/// Plain XSB; its content is read as `.sok` (which it is a part of), so it never claims one.
pub(crate) const XSB: KindSpec = KindSpec {
    name: "Sokoban XSB",
    game: Game::Sokoban,
    extensions: &["xsb"],
    role: Role::Level,
    priority: 41,
    looks_like: |_| false,
    read: |text, _| file(read_collection(text)?, FileKind::Xsb),
    write: Some(|data, opts| collection(data, FileKind::Xsb).map(|c| write_xsb(c, opts.sokoban))),
};

/// `.slc` XML collections; by content, an XML document whose root is `<SokobanLevels>`
/// (asked before `.sok`, whose loose test would take its `<L>` rows for a board).
pub(crate) const SLC: KindSpec = KindSpec {
    name: "Sokoban .slc (XML)",
    game: Game::Sokoban,
    extensions: &["slc"],
    role: Role::Level,
    priority: 5,
    looks_like: looks_like_slc,
    read: |text, _| file(read_slc(text)?, FileKind::Slc),
    write: Some(|data, _| collection(data, FileKind::Slc).map(write_slc)),
};

/// The original tutorial's ActionScript arrays: imported, never written.
pub(crate) const TUTORIAL: KindSpec = KindSpec {
    name: "Sokoban tutorial arrays",
    game: Game::Sokoban,
    extensions: &["txt"],
    role: Role::Level,
    priority: 30,
    looks_like: tutorial::looks_like_tutorial,
    read: |text, _| file(read_tutorial(text)?, FileKind::SokobanTutorial),
    write: None,
};

/// A collection read as `kind`.
fn file(collection: Collection, kind: FileKind) -> Result<Loaded, ParseError> {
    Ok(Loaded::Sokoban(SokobanFile { collection, kind }))
}

/// The collection of a Sokoban file, or the error for another game's.
fn collection(data: &Loaded, to: FileKind) -> Result<&Collection, WrongGame> {
    if let Loaded::Sokoban(f) = data {
        Ok(&f.collection)
    } else {
        Err(wrong_game(data, to))
    }
}

/// Text holding a board row with a wall and something of Sokoban's on it.
fn has_board_row(text: &str) -> bool {
    let board = |l: &&str| {
        classify::is_board_line(l)
            && l.contains('#')
            && l.contains(['@', '+', 'p', 'P', 'm', 'M', '$', '*', 'b', 'B', '.', 'o'])
    };
    text.lines().any(|l| board(&l))
}
