//! The workspace list: which workspace opens a loaded file, and what File > New makes for each
//! game with its sizes. These `match`es are the window's only places that name games, so a
//! new `Game` or `Loaded` arm makes the compiler point here.

use std::path::Path;

use gridwright_formats::Game;

use super::bombfight::BombFightWorkspace;
use super::dialogs::NewGame;
use super::g2048::G2048Workspace;
use super::maze::MazeWorkspace;
use super::sokoban::SokobanWorkspace;
use super::workspace::{Shell, Workspace};
use crate::io::Loaded;

/// The workspace for a loaded file, and what to tell the user. `path` is where it came from
/// (`None` for bundled files, which are saved elsewhere with Save As).
pub fn open(loaded: Loaded, path: Option<&Path>, shell: &Shell) -> (Box<dyn Workspace>, String) {
    match loaded {
        Loaded::Sokoban(f) => boxed(SokobanWorkspace::open_file(
            f.collection,
            f.kind,
            path,
            shell,
        )),
        Loaded::Maze(file) => boxed(MazeWorkspace::open_file(file, path, shell)),
        Loaded::G2048(file) => boxed(G2048Workspace::open_file(file, path, shell)),
        Loaded::BombFight(file) => boxed(BombFightWorkspace::open_file(file, path)),
    }
}

fn boxed<W: Workspace>((ws, msg): (W, String)) -> (Box<dyn Workspace>, String) {
    (Box::new(ws), msg)
}

/// File > New's facts for `game`.
pub fn new_game(game: Game) -> NewGame {
    match game {
        Game::Sokoban => NewGame {
            size: (10, 8),
            sides: 3..=crate::sokoban::checks::MAX_SIDE,
            hint: crate::t!("shell-new-hint-sokoban"),
        },
        Game::Maze => NewGame {
            size: (20, 12),
            sides: 2..=crate::maze::document::MAX_NEW_SIDE,
            hint: crate::t!("shell-new-hint-maze"),
        },
        Game::G2048 => NewGame {
            size: (4, 4),
            sides: gridwright_formats::g2048::MIN_SIDE..=gridwright_formats::g2048::MAX_SIDE,
            hint: crate::t!("shell-new-hint-2048"),
        },
        Game::BombFight => NewGame {
            size: (15, 13),
            sides: crate::bombfight::generate::MIN_GENERATED_SIDE
                ..=gridwright_formats::bombfight::MAX_SIDE,
            hint: crate::t!("shell-new-hint-bombfight"),
        },
    }
}

/// File > New for `game`: a document of `width` x `height`, and what to tell the user.
pub fn new_file(
    game: Game,
    (width, height): (usize, usize),
    shell: &Shell,
) -> (Box<dyn Workspace>, String) {
    match game {
        Game::Sokoban => (
            Box::new(SokobanWorkspace::new_file(width, height, shell)),
            crate::t!("shell-new-sokoban"),
        ),
        Game::Maze => (
            Box::new(MazeWorkspace::new_file(width, height).with_user_files(shell)),
            crate::t!("shell-new-maze"),
        ),
        Game::G2048 => (
            Box::new(G2048Workspace::new_file(width, height, shell)),
            crate::t!("shell-new-2048"),
        ),
        Game::BombFight => (
            Box::new(BombFightWorkspace::new_file(width, height)),
            crate::t!("shell-new-bombfight"),
        ),
    }
}

/// A game played without opening a file first: its name in *File > Play a game* and on the
/// start page, and how it starts.
pub struct QuickGame {
    /// The menu item's words: a message id, shown with [`crate::i18n::tr`].
    pub name: &'static str,
    /// The workspace it starts in, playing (or asking its settings first); `now` is egui's
    /// clock, for games that time their rules.
    pub start: fn(&mut Shell, f64) -> Box<dyn Workspace>,
    /// What the status bar says once it has started, when the game's start says nothing (a
    /// message id).
    pub says: Option<&'static str>,
    /// The bundled file it plays, if it plays one (the title names it).
    pub file: Option<&'static str>,
}

/// *File > Play a game*: every game, each on a bundled level (or its own settings).
pub const QUICK_GAMES: &[QuickGame] = &[
    QuickGame {
        name: "shell-quick-sokoban",
        start: |shell, now| played("sokoban/original.sok", shell, now),
        says: None,
        file: Some("sokoban/original.sok"),
    },
    QuickGame {
        name: "shell-quick-maze",
        start: |shell, now| played("maze/backtracker-24x16.maze", shell, now),
        says: None,
        file: Some("maze/backtracker-24x16.maze"),
    },
    QuickGame {
        name: "shell-quick-invisible-maze",
        start: |shell, _| invisible_maze(shell),
        says: Some("shell-quick-invisible-maze-says"),
        file: None,
    },
    QuickGame {
        name: "shell-quick-bombfight",
        start: |shell, now| played("bombfight/duel.bflvl", shell, now),
        says: None,
        file: Some("bombfight/duel.bflvl"),
    },
    QuickGame {
        name: "shell-quick-2048",
        start: |shell, _| Box::new(G2048Workspace::playing_classic(shell)),
        says: Some("shell-quick-2048-says"),
        file: None,
    },
];

/// The bundled file `name` opened and played from its first level.
fn played(name: &str, shell: &mut Shell, now: f64) -> Box<dyn Workspace> {
    let file = crate::bundled::ALL.iter().find(|b| b.name == name);
    let loaded = file.and_then(|b| b.load().ok());
    let mut ws = match loaded {
        Some(loaded) => open(loaded, None, shell).0,
        None => {
            let game = file.map_or(Game::Sokoban, |b| b.game);
            new_file(game, new_game(game).size, shell).0
        }
    };
    ws.start_playing(shell, now);
    ws
}

/// An empty maze with the invisible maze's new-game dialog open.
fn invisible_maze(shell: &Shell) -> Box<dyn Workspace> {
    let mut ws = MazeWorkspace::new_file(20, 10).with_user_files(shell);
    ws.laby_dialog = true;
    ws.quick_game = true;
    Box::new(ws)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game left out of one of this file's `match`es does not compile; these tests catch
    /// what a compiler cannot: a game whose arm builds another game's workspace.
    #[test]
    fn every_game_gets_a_new_document_of_its_own_at_the_proposed_size() {
        let shell = Shell::default();
        for &game in Game::ALL {
            let facts = new_game(game);
            let (w, h) = facts.size;
            assert!(
                facts.sides.contains(&w) && facts.sides.contains(&h),
                "{game:?}"
            );
            let (ws, says) = new_file(game, facts.size, &shell);
            assert_eq!(ws.document().game(), game);
            assert!(
                !ws.document().is_dirty(),
                "{game:?}: a new file has no edits"
            );
            assert!(!says.is_empty() && !facts.hint.is_empty(), "{game:?}");
        }
    }

    #[test]
    fn every_bundled_file_opens_in_its_games_workspace() {
        let shell = Shell::default();
        for b in crate::bundled::ALL {
            let loaded = b.load().unwrap_or_else(|e| panic!("{}: {e}", b.name));
            let (ws, _) = open(loaded, None, &shell);
            assert_eq!(ws.document().game(), b.game, "{}", b.name);
        }
    }

    #[test]
    fn every_quick_game_starts_playing_its_own_game() {
        let mut shell = Shell::default();
        let started: Vec<_> = QUICK_GAMES
            .iter()
            .map(|q| (q.start)(&mut shell, 0.0))
            .collect();
        let games: Vec<Game> = started.iter().map(|ws| ws.document().game()).collect();
        use Game::*;
        assert_eq!(games, [Sokoban, Maze, Maze, BombFight, G2048]);
        let playing: Vec<bool> = started.iter().map(|ws| !ws.editing()).collect();
        assert_eq!(
            playing,
            [true, true, false, true, true],
            "each plays at once (the invisible maze asks its settings first)"
        );
    }
}
