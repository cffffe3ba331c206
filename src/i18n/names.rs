//! The games' and the file kinds' names in the catalog's words. The formats crate names them
//! in English (`Game::name`, `FileKind::name`, for its own `Display`s); messages of the window
//! and the command line take these instead. Extensions and `--to` values are never translated.

use gridwright_formats::{FileKind, Game, WrongGame};

use crate::t;

/// A game's name in the current language (`Maze`, `Labyrinthe`).
pub fn game_name(game: Game) -> String {
    match game {
        Game::Sokoban => t!("common-game-sokoban"),
        Game::Maze => t!("common-game-maze"),
        Game::G2048 => t!("common-game-2048"),
        Game::BombFight => t!("common-game-bombfight"),
    }
}

/// A file kind's name in the current language (`maze block grid`, `grille de blocs de
/// labyrinthe`).
pub fn kind_name(kind: FileKind) -> String {
    match kind {
        FileKind::Sok => t!("files-kind-sok"),
        FileKind::Xsb => t!("files-kind-xsb"),
        FileKind::Slc => t!("files-kind-slc"),
        FileKind::SokobanTutorial => t!("files-kind-sokoban-tutorial"),
        FileKind::Maze => t!("files-kind-maze"),
        FileKind::MazeGrid => t!("files-kind-maze-grid"),
        FileKind::MazeAscii => t!("files-kind-maze-ascii"),
        FileKind::MazeBlocks => t!("files-kind-maze-blocks"),
        FileKind::MazeGame => t!("files-kind-maze-game"),
        FileKind::G2048 => t!("files-kind-2048"),
        FileKind::G2048Record => t!("files-kind-2048-record"),
        FileKind::BombFight => t!("files-kind-bombfight"),
        FileKind::BombFightReplay => t!("files-kind-bombfight-replay"),
    }
}

/// Every kind gridwright knows, each named with its usual extension, for messages:
/// `Sokoban .sok (.sok), Sokoban XSB (.xsb), …`.
pub fn known_kinds() -> String {
    FileKind::ALL
        .iter()
        .map(|&k| {
            t!(
                "files-kind-with-extension",
                kind = kind_name(k),
                ext = k.extension()
            )
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// One game's data asked to be written as another game's kind.
pub fn wrong_game(e: &WrongGame) -> String {
    t!(
        "files-wrong-game",
        game = game_name(e.from),
        kind = kind_name(e.to)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;

    #[test]
    fn the_catalogs_english_names_are_the_registrys() {
        // Before: the registry's English names were put in every language's messages.
        Language::English.set_for_thread();
        for &g in Game::ALL {
            assert_eq!(game_name(g), g.name());
        }
        for &k in FileKind::ALL {
            assert_eq!(kind_name(k), k.name());
        }
        let e = WrongGame {
            from: Game::Maze,
            to: FileKind::Xsb,
        };
        assert_eq!(wrong_game(&e), e.to_string());
        assert!(
            known_kinds().starts_with("Sokoban .sok (.sok), Sokoban XSB (.xsb)"),
            "{}",
            known_kinds()
        );
    }

    #[test]
    fn french_names_the_games_and_kinds_in_french_and_keeps_extensions() {
        Language::French.set_for_thread();
        assert_eq!(game_name(Game::Maze), "Labyrinthe");
        assert_eq!(game_name(Game::Sokoban), "Sokoban");
        assert_eq!(
            kind_name(FileKind::MazeBlocks),
            "grille de blocs de labyrinthe"
        );
        for &k in FileKind::ALL {
            assert!(!kind_name(k).starts_with("files-"), "{k:?}");
        }
        assert!(known_kinds().contains("grille de blocs de labyrinthe (.blocks)"));
        let e = WrongGame {
            from: Game::Maze,
            to: FileKind::Xsb,
        };
        assert_eq!(
            wrong_game(&e),
            "un fichier Labyrinthe ne peut pas être écrit en «\u{a0}Sokoban XSB\u{a0}»"
        );
    }
}
