//! The maze's entries in the registry of file kinds.

use super::{
    GAME_MAGIC, MAGIC, Maze, MazeFile, Spelling, read_ascii, read_blocks, read_game, read_grid,
    read_maze, write_ascii, write_blocks, write_game, write_grid, write_maze,
};
use crate::registry::{FileKind, Game, KindSpec, Loaded, Role, WrongGame, wrong_game};

/// gridwright's `.maze` text, known by its magic line.
pub(crate) const MAZE: KindSpec = KindSpec {
    name: "gridwright .maze",
    game: Game::Maze,
    extensions: &["maze"],
    role: Role::Level,
    priority: 20,
    looks_like: |text| first_line(text).is_some_and(|l| l.starts_with(MAGIC)),
    read: |text, _| Ok(maze(read_maze(text)?, FileKind::Maze)),
    write: Some(|data, _| the_maze(data, FileKind::Maze).map(write_maze)),
};

/// The graph-maze assignment's matrix; by content, a first line opening with `[`.
pub(crate) const GRID: KindSpec = KindSpec {
    name: "maze grid matrix (JSON or Python)",
    game: Game::Maze,
    extensions: &["json", "py"],
    role: Role::Level,
    priority: 50,
    looks_like: |text| first_line(text).is_some_and(|l| l.trim_start().starts_with('[')),
    read: |text, _| Ok(maze(read_grid(text)?, FileKind::MazeGrid)),
    write: Some(|data, _| {
        the_maze(data, FileKind::MazeGrid).map(|m| write_grid(m, Spelling::Json))
    }),
};

/// The invisible maze's art; by content, a first line of `+` and `-` only.
pub(crate) const ASCII: KindSpec = KindSpec {
    name: "invisible-maze art",
    game: Game::Maze,
    extensions: &["laby", "txt"],
    role: Role::Level,
    priority: 51,
    looks_like: |text| {
        first_line(text)
            .is_some_and(|l| l.starts_with('+') && l.chars().all(|c| c == '+' || c == '-'))
    },
    read: |text, opts| Ok(maze(read_ascii(text, opts.ascii)?, FileKind::MazeAscii)),
    write: Some(|data, opts| {
        the_maze(data, FileKind::MazeAscii).map(|m| write_ascii(m, opts.ascii))
    }),
};

/// A block grid; by content, rows of `#` and spaces only, the first all walls.
pub(crate) const BLOCKS: KindSpec = KindSpec {
    name: "maze block grid",
    game: Game::Maze,
    extensions: &["blocks", "txt"],
    role: Role::Level,
    priority: 52,
    looks_like: |text| {
        let blocks = text
            .lines()
            .filter(|l| !l.is_empty())
            .all(|l| l.chars().all(|c| c == '#' || c == ' '));
        first_line(text).is_some_and(|f| blocks && f.chars().all(|c| c == '#') && f.len() >= 3)
    },
    read: |text, _| Ok(maze(read_blocks(text)?, FileKind::MazeBlocks)),
    write: Some(|data, _| the_maze(data, FileKind::MazeBlocks).map(write_blocks)),
};

/// A saved game of the invisible maze, known by its magic line.
pub(crate) const GAME: KindSpec = KindSpec {
    name: "invisible maze game",
    game: Game::Maze,
    extensions: &["labygame"],
    role: Role::Record,
    priority: 21,
    looks_like: |text| first_line(text).is_some_and(|l| l.starts_with(GAME_MAGIC)),
    read: |text, _| Ok(Loaded::Maze(MazeFile::Game(Box::new(read_game(text)?)))),
    write: Some(|data, _| match data {
        Loaded::Maze(MazeFile::Game(g)) => Ok(write_game(g)),
        other => Err(wrong_game(other, FileKind::MazeGame)),
    }),
};

fn maze(m: Maze, kind: FileKind) -> Loaded {
    Loaded::Maze(MazeFile::Maze(m, kind))
}

/// The maze of a maze file (a saved game's too), or the error for another game's.
fn the_maze(data: &Loaded, to: FileKind) -> Result<&Maze, WrongGame> {
    if let Loaded::Maze(f) = data {
        Ok(f.maze())
    } else {
        Err(wrong_game(data, to))
    }
}

/// The first line that is not blank, without its line end.
fn first_line(text: &str) -> Option<&str> {
    text.lines()
        .find(|l| !l.trim().is_empty())
        .map(str::trim_end)
}
