//! Levels shipped with gridwright, built into the binary so that the editor can open them
//! wherever it is installed. The same files are under `levels/` in the repository.

use gridwright_formats::sokoban::{Collection, read_collection};

/// A bundled level file: its name and contents.
#[derive(Debug, Clone, Copy)]
pub struct Bundled {
    pub name: &'static str,
    pub text: &'static str,
}

/// Every bundled file, as File > Bundled levels lists them.
pub const ALL: &[Bundled] = &[
    Bundled {
        name: "sokoban/original.sok",
        text: include_str!("../levels/sokoban/original.sok"),
    },
    Bundled {
        name: "bombfight/duel.bflvl",
        text: include_str!("../levels/bombfight/duel.bflvl"),
    },
    Bundled {
        name: "bombfight/crossroads.bflvl",
        text: include_str!("../levels/bombfight/crossroads.bflvl"),
    },
    Bundled {
        name: "bombfight/brickyard.bflvl",
        text: include_str!("../levels/bombfight/brickyard.bflvl"),
    },
    Bundled {
        name: "bombfight/orchard.bflvl",
        text: include_str!("../levels/bombfight/orchard.bflvl"),
    },
    Bundled {
        name: "bombfight/labyrinth.bflvl",
        text: include_str!("../levels/bombfight/labyrinth.bflvl"),
    },
    Bundled {
        name: "bombfight/arena.bflvl",
        text: include_str!("../levels/bombfight/arena.bflvl"),
    },
    Bundled {
        name: "bombfight/spec-example.bflvl",
        text: include_str!("../levels/bombfight/spec-example.bflvl"),
    },
    Bundled {
        name: "bombfight/spec-bot-input.bflvl",
        text: include_str!("../levels/bombfight/spec-bot-input.bflvl"),
    },
];

impl Bundled {
    /// The parsed collection; bundled files are checked by tests, so this cannot fail.
    pub fn collection(&self) -> Collection {
        read_collection(self.text).unwrap_or_default()
    }

    /// The file as any game's file is loaded (its kind from its name and content); a file
    /// that did not read (tests make sure none) gives an empty collection.
    pub fn load(&self) -> crate::io::Loaded {
        let name = std::path::Path::new(self.name);
        crate::io::parse(name, self.text.as_bytes(), Default::default()).unwrap_or_else(|_| {
            crate::io::Loaded::Sokoban(Collection::default(), gridwright_formats::FileKind::Sok)
        })
    }
}

/// The collection the editor opens when started without a file.
pub fn default_collection() -> Collection {
    ALL[0].collection()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sokoban::checks::validate;

    #[test]
    fn every_bundled_level_reads_and_is_valid() {
        use crate::io::Loaded;
        for b in ALL {
            match b.load() {
                Loaded::Sokoban(c, _) => {
                    assert!(!c.levels.is_empty(), "{}", b.name);
                    for l in &c.levels {
                        assert!(validate(&l.board).is_empty(), "{} {}", b.name, l.title);
                    }
                }
                Loaded::MazeGame(g) => {
                    assert!(crate::maze::properties::summary(&g.maze).exit_reachable)
                }
                Loaded::Maze(m, _) => {
                    assert!(
                        crate::maze::properties::summary(&m).exit_reachable,
                        "{}",
                        b.name
                    )
                }
                Loaded::BombFight(f) => {
                    let l = f.level();
                    let problems = crate::bombfight::checks::validate(l);
                    assert!(problems.is_empty(), "{}: {problems:?}", b.name);
                    // The spec's own example favours B; every map made for play is fair.
                    let fair = crate::bombfight::fairness::fairness(l).is_some_and(|f| f.is_fair());
                    assert!(fair || b.name.contains("spec-"), "{} is not fair", b.name);
                }
            }
        }
    }
}
