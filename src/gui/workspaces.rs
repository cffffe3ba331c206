//! The workspace list: which workspace opens a loaded file, and what File > New makes for each
//! game. These `match`es are the window's only places that name games, so a new `Game` or
//! `Loaded` arm makes the compiler point here.

use std::path::Path;

use gridwright_formats::{FileKind, Game};

use super::bombfight::BombFightWorkspace;
use super::maze::LabyReplay;
use super::maze::view::MazeWorkspace;
use super::sokoban::SokobanWorkspace;
use super::workspace::{Shell, Workspace};
use crate::bombfight::BombFightFile;
use crate::bombfight::document::BombFightDocument;
use crate::io::Loaded;
use crate::maze::document::MazeDocument;
use crate::sokoban::editor::SokobanDocument;

/// The workspace for a loaded file, and what to tell the user. `path` is where it came from
/// (`None` for bundled files, which are saved elsewhere with Save As).
pub fn open(loaded: Loaded, path: Option<&Path>, shell: &Shell) -> (Box<dyn Workspace>, String) {
    let from = path.map_or("bundled".to_owned(), |p| p.display().to_string());
    match loaded {
        Loaded::Sokoban(c, kind) => {
            // The tutorial's arrays are imported: saving writes .sok elsewhere.
            let imported = kind == FileKind::SokobanTutorial;
            let n = c.levels.len();
            let keep = path.filter(|_| !imported).map(Path::to_owned);
            let doc = SokobanDocument::from_collection(c, keep);
            let msg = if imported {
                format!("Imported {n} level(s) from {from}; Save As to write them as .sok")
            } else {
                format!("Opened {from} ({n} levels)")
            };
            (Box::new(SokobanWorkspace::new(doc, shell)), msg)
        }
        Loaded::Maze(m, format) => {
            let (w, h) = (m.width(), m.height());
            let doc = match path {
                Some(p) => MazeDocument::loaded(m, format, p),
                None => MazeDocument::new(m, None),
            };
            let msg = format!("Opened the {w} x {h} maze {from}");
            (
                Box::new(MazeWorkspace::new(doc).with_user_files(shell)),
                msg,
            )
        }
        Loaded::MazeGame(game) => {
            // The game's maze is a new document (saved as .maze elsewhere); the viewer opens.
            let doc = MazeDocument::new(game.maze.clone(), None);
            let mut ws = MazeWorkspace::new(doc).with_user_files(shell);
            ws.replay = Some(Box::new(LabyReplay::new(*game)));
            let msg = format!("Watching the invisible maze game {from}");
            (Box::new(ws), msg)
        }
        Loaded::BombFight(BombFightFile::Map(level)) => {
            let msg = format!(
                "Opened the {} x {} map {from}",
                level.width(),
                level.height()
            );
            let doc = BombFightDocument::new(level, path.map(Path::to_owned));
            (Box::new(BombFightWorkspace::new(doc)), msg)
        }
        Loaded::BombFight(BombFightFile::Replay(replay)) => {
            // The replay's map is a new document (saved as .bflvl elsewhere); the viewer opens.
            let doc = BombFightDocument::new(replay.level.clone(), None);
            let mut ws = BombFightWorkspace::new(doc);
            let mut scratch = Shell::default();
            ws.watch(*replay, &mut scratch);
            let msg = match scratch.status {
                (m, true) => m,
                _ => format!("Watching the replay {from}"),
            };
            (Box::new(ws), msg)
        }
    }
}

/// File > New for `game`: a document of `width` x `height`, and what to tell the user.
pub fn new_file(
    game: Game,
    (width, height): (usize, usize),
    shell: &Shell,
) -> (Box<dyn Workspace>, &'static str) {
    match game {
        Game::Sokoban => (
            Box::new(SokobanWorkspace::new_file(width, height, shell)),
            "New level file",
        ),
        Game::Maze => (
            Box::new(MazeWorkspace::new_file(width, height).with_user_files(shell)),
            "New maze: draw walls, or generate one (right panel)",
        ),
        Game::BombFight => (
            Box::new(BombFightWorkspace::new_file(width, height)),
            "New BombFight map: paint bricks, items and exits, then playtest (F5)",
        ),
    }
}

/// What File > New's dialog says a new document of `game` starts as.
pub fn new_file_hint(game: Game) -> &'static str {
    match game {
        Game::Sokoban => {
            "The level starts as a walled room; draw walls, goals, boxes and the pusher."
        }
        Game::Maze => "The maze starts without interior walls: draw them, or generate one.",
        Game::BombFight => {
            "The map starts with its ring, pillars, both starts and one exit; or use Random map."
        }
    }
}

/// A game played without opening a file first: its name in *File > Play*, and how it starts.
pub struct QuickGame {
    pub name: &'static str,
    pub start: fn(&Shell) -> Box<dyn Workspace>,
}

/// *File > Play*: games that start from nothing.
pub const QUICK_GAMES: &[QuickGame] = &[QuickGame {
    name: "Invisible maze…",
    start: invisible_maze,
}];

/// An empty maze with the invisible maze's new-game dialog open.
fn invisible_maze(shell: &Shell) -> Box<dyn Workspace> {
    let mut ws = MazeWorkspace::new_file(20, 10).with_user_files(shell);
    ws.laby_dialog = true;
    Box::new(ws)
}
