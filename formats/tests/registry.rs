//! Every file kind of the registry, checked the same way: a sample of its game written as the
//! kind, then detected (by each of its extensions, and by content alone where its content is
//! its own) and read back as the same kind. A kind or game added without its registration,
//! writer or sniffer fails here.

use std::path::Path;

use gridwright_formats::bombfight::{BombFightFile, Replay, read_bflvl};
use gridwright_formats::g2048::{G2048File, Record};
use gridwright_formats::maze::{MazeFile, MazeGame, Side, read_maze};
use gridwright_formats::sokoban::{SokobanFile, read_collection};
use gridwright_formats::{FileKind, Game, Loaded, ReadOptions, Role, WriteOptions, detect_kind};

const MAP: &str = "7 5\n#######\n#A   B#\n# #E# #\n#     #\n#######\n20\n";
const MAZE: &str =
    "gridwright maze 1\nsize: 2x1\nentrance: 0,0\nexit: 1,0\n\n+--+--+\n|     |\n+--+--+\n";

/// A level of each game, as the game's level kinds hold it.
fn level_of(game: Game) -> Loaded {
    match game {
        Game::Sokoban => {
            let collection = read_collection("; One\n\n#####\n#@$.#\n#####\n").unwrap();
            Loaded::Sokoban(SokobanFile {
                collection,
                kind: FileKind::Sok,
            })
        }
        Game::Maze => Loaded::Maze(MazeFile::Maze(read_maze(MAZE).unwrap(), FileKind::Maze)),
        Game::G2048 => Loaded::G2048(G2048File::Level(level_2048())),
        Game::BombFight => Loaded::BombFight(BombFightFile::Map(read_bflvl(MAP).unwrap())),
    }
}

fn level_2048() -> gridwright_formats::g2048::Level {
    gridwright_formats::g2048::Level {
        title: "Three".into(),
        start: Some(vec![vec![2, 0, 0], vec![0, 4, 0]]),
        rules: gridwright_formats::g2048::Rules {
            width: 3,
            height: 2,
            ..Default::default()
        },
        ..Default::default()
    }
}

/// A record of each game that has record kinds.
fn record_of(kind: FileKind) -> Option<Loaded> {
    match kind.game() {
        Game::Sokoban => None,
        Game::G2048 => Some(Loaded::G2048(G2048File::Record(Box::new(Record {
            level: level_2048(),
            seed: 3,
            moves: "LRUD".into(),
            score: 12,
        })))),
        Game::Maze => Some(Loaded::Maze(MazeFile::Game(Box::new(MazeGame {
            seconds: 3.0,
            lives: Some(2),
            density: None,
            seed: Some(4),
            tries: vec![Side::Right],
            maze: read_maze(MAZE).unwrap(),
        })))),
        Game::BombFight => Some(Loaded::BombFight(BombFightFile::Replay(Box::new(Replay {
            seed: 1,
            players: ["random".into(), "idle".into()],
            swapped: false,
            level: read_bflvl(MAP).unwrap(),
            turns: vec!["right".into(), "".into()],
        })))),
    }
}

fn sample(kind: FileKind) -> Option<Loaded> {
    match kind.role() {
        Role::Level => Some(level_of(kind.game())),
        Role::Record => record_of(kind),
    }
}

#[test]
fn every_kind_is_written_detected_and_read_back_as_itself() {
    for &kind in FileKind::ALL {
        let Some(data) = sample(kind) else {
            panic!("{kind:?}: no sample of its game's {:?}", kind.role());
        };
        let Some(written) = kind.write(&data, &WriteOptions::default()) else {
            // Read-only kinds (the tutorial's arrays) are checked by extension below.
            assert_eq!(kind, FileKind::SokobanTutorial, "{kind:?} has no writer");
            continue;
        };
        let text = written.unwrap_or_else(|e| panic!("{kind:?}: {e}"));
        for ext in kind.extensions() {
            let name = format!("file.{ext}");
            assert_eq!(detect_kind(Path::new(&name), &text), Ok(kind), "{name}");
        }
        let back = kind.read(&text, &ReadOptions::default()).unwrap();
        assert_eq!(back.kind(), kind);
        assert_eq!(back.game(), kind.game());
        if kind != FileKind::Xsb {
            // XSB's content is Sokoban's `.sok`, which claims it without an extension.
            assert_eq!(detect_kind(Path::new("noext"), &text), Ok(kind), "{text}");
        }
    }
}

#[test]
fn a_kind_refuses_another_games_data() {
    for &kind in FileKind::ALL {
        for &game in Game::ALL {
            if game != kind.game()
                && let Some(result) = kind.write(&level_of(game), &WriteOptions::default())
            {
                assert!(result.is_err(), "{kind:?} wrote a {game:?} file");
            }
        }
    }
}

#[test]
fn an_extension_owned_by_one_kind_decides_and_a_shared_one_asks_the_content() {
    for &kind in FileKind::ALL {
        for ext in kind.extensions() {
            let owners: Vec<FileKind> = FileKind::ALL
                .iter()
                .copied()
                .filter(|k| k.extensions().contains(ext))
                .collect();
            let found = detect_kind(Path::new(&format!("a.{ext}")), "");
            if owners.len() == 1 {
                assert_eq!(found, Ok(kind), ".{ext}");
            } else {
                assert!(
                    found.is_err(),
                    ".{ext} is shared: empty content decides nothing"
                );
            }
        }
    }
}
