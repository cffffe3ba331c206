//! Levels shipped with gridwright, built into the binary so that the editor can open them
//! wherever it is installed. The same files are under `levels/` in the repository.

use std::path::Path;

use gridwright_formats::Game;

/// A bundled level file: its name and contents.
#[derive(Debug, Clone, Copy)]
pub struct Bundled {
    /// Its path under `levels/`, which also tells its kind.
    pub name: &'static str,
    /// Its game, known before it is read (the window's fallback when it does not read).
    pub game: Game,
    /// Its contents.
    pub text: &'static str,
}

/// Every bundled file, as File > Bundled levels lists them.
pub const ALL: &[Bundled] = &[
    Bundled {
        name: "sokoban/original.sok",
        game: Game::Sokoban,
        text: include_str!("../levels/sokoban/original.sok"),
    },
    Bundled {
        name: "maze/backtracker-24x16.maze",
        game: Game::Maze,
        text: include_str!("../levels/maze/backtracker-24x16.maze"),
    },
    Bundled {
        name: "maze/braided-30x20.maze",
        game: Game::Maze,
        text: include_str!("../levels/maze/braided-30x20.maze"),
    },
    Bundled {
        name: "2048/classic.2048",
        game: Game::G2048,
        text: include_str!("../levels/2048/classic.2048"),
    },
    Bundled {
        name: "2048/small-3x3.2048",
        game: Game::G2048,
        text: include_str!("../levels/2048/small-3x3.2048"),
    },
    Bundled {
        name: "2048/wide-5x5.2048",
        game: Game::G2048,
        text: include_str!("../levels/2048/wide-5x5.2048"),
    },
    Bundled {
        name: "2048/big-6x6.2048",
        game: Game::G2048,
        text: include_str!("../levels/2048/big-6x6.2048"),
    },
    Bundled {
        name: "2048/huge-8x8.2048",
        game: Game::G2048,
        text: include_str!("../levels/2048/huge-8x8.2048"),
    },
    Bundled {
        name: "2048/fours-only.2048",
        game: Game::G2048,
        text: include_str!("../levels/2048/fours-only.2048"),
    },
    Bundled {
        name: "2048/twos-and-eights.2048",
        game: Game::G2048,
        text: include_str!("../levels/2048/twos-and-eights.2048"),
    },
    Bundled {
        name: "2048/puzzle-corner.2048",
        game: Game::G2048,
        text: include_str!("../levels/2048/puzzle-corner.2048"),
    },
    Bundled {
        name: "2048/puzzle-staircase.2048",
        game: Game::G2048,
        text: include_str!("../levels/2048/puzzle-staircase.2048"),
    },
    Bundled {
        name: "2048/puzzle-fours.2048",
        game: Game::G2048,
        text: include_str!("../levels/2048/puzzle-fours.2048"),
    },
    Bundled {
        name: "bombfight/duel.bflvl",
        game: Game::BombFight,
        text: include_str!("../levels/bombfight/duel.bflvl"),
    },
    Bundled {
        name: "bombfight/crossroads.bflvl",
        game: Game::BombFight,
        text: include_str!("../levels/bombfight/crossroads.bflvl"),
    },
    Bundled {
        name: "bombfight/brickyard.bflvl",
        game: Game::BombFight,
        text: include_str!("../levels/bombfight/brickyard.bflvl"),
    },
    Bundled {
        name: "bombfight/orchard.bflvl",
        game: Game::BombFight,
        text: include_str!("../levels/bombfight/orchard.bflvl"),
    },
    Bundled {
        name: "bombfight/labyrinth.bflvl",
        game: Game::BombFight,
        text: include_str!("../levels/bombfight/labyrinth.bflvl"),
    },
    Bundled {
        name: "bombfight/arena.bflvl",
        game: Game::BombFight,
        text: include_str!("../levels/bombfight/arena.bflvl"),
    },
    Bundled {
        name: "bombfight/spec-example.bflvl",
        game: Game::BombFight,
        text: include_str!("../levels/bombfight/spec-example.bflvl"),
    },
    Bundled {
        name: "bombfight/spec-bot-input.bflvl",
        game: Game::BombFight,
        text: include_str!("../levels/bombfight/spec-bot-input.bflvl"),
    },
];

impl Bundled {
    /// The file as any game's file is loaded (its kind from its name and content). Tests
    /// make sure every bundled file reads; a failure is still an error here, never an empty
    /// document of some game.
    pub fn load(&self) -> Result<crate::io::Loaded, crate::io::LoadError> {
        crate::io::parse(
            Path::new(self.name),
            self.text.as_bytes(),
            Default::default(),
        )
    }
}

/// The file the window opens when started without one: the first of [`ALL`].
pub fn default_file() -> &'static Bundled {
    &ALL[0]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sokoban::checks::validate;

    #[test]
    fn every_bundled_level_reads_and_is_valid() {
        use crate::io::Loaded;
        use gridwright_formats::bombfight::BombFightFile;
        use gridwright_formats::maze::MazeFile;
        for b in ALL {
            let loaded = b.load().unwrap_or_else(|e| panic!("{}: {e}", b.name));
            assert_eq!(loaded.game(), b.game, "{}", b.name);
            match loaded {
                Loaded::Sokoban(f) => {
                    assert!(!f.collection.levels.is_empty(), "{}", b.name);
                    for l in &f.collection.levels {
                        assert!(validate(&l.board).is_empty(), "{} {}", b.name, l.title);
                    }
                }
                Loaded::Maze(f) => {
                    let reachable = crate::maze::properties::summary(f.maze()).exit_reachable;
                    assert!(reachable, "{}", b.name);
                    assert!(matches!(f, MazeFile::Maze(..)), "{}: a level", b.name);
                }
                Loaded::G2048(f) => {
                    let l = f.level();
                    let problems = crate::g2048::checks::validate(l);
                    assert!(problems.is_empty(), "{}: {problems:?}", b.name);
                    if l.puzzle {
                        assert!(
                            crate::g2048::checks::puzzle_verdict(l).reachable(),
                            "{}: the puzzle's target is not proved reachable",
                            b.name
                        );
                    }
                }
                Loaded::BombFight(f) => {
                    let l = f.level();
                    let problems = crate::bombfight::checks::validate(l);
                    assert!(problems.is_empty(), "{}: {problems:?}", b.name);
                    // The spec's own example favours B; every map made for play is fair.
                    let fair = crate::bombfight::fairness::fairness(l).is_some_and(|f| f.is_fair());
                    assert!(fair || b.name.contains("spec-"), "{} is not fair", b.name);
                    assert!(matches!(f, BombFightFile::Map(_)), "{}: a level", b.name);
                }
            }
        }
    }

    #[test]
    fn every_game_has_bundled_levels() {
        for g in gridwright_formats::Game::ALL {
            let n = ALL
                .iter()
                .filter(|b| b.load().is_ok_and(|l| l.game() == *g))
                .count();
            assert!(n > 0, "no bundled file of {}", g.name());
        }
    }
}
