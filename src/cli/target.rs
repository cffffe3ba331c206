//! `convert --to`: every output a game's files can be written as. Each target belongs to one
//! game ([`Target::game`]) and names the registry's file kind it writes, if it writes one
//! ([`Target::kind`]); both are exhaustive `match`es, and a test checks that every kind an
//! editor saves has a target, so a new kind or game cannot be left out silently.

use clap::ValueEnum;
use gridwright_formats::{FileKind, Game};

/// An output of `convert`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, ValueEnum)]
pub enum Target {
    /// A Sokoban `.sok` collection.
    Sok,
    /// A Sokoban XSB collection.
    Xsb,
    /// A Sokoban `.slc` XML collection.
    Slc,
    /// gridwright's `.maze` text.
    Maze,
    /// The invisible maze's art.
    #[value(alias = "laby")]
    Ascii,
    /// The graph-maze matrix, JSON spelling.
    GridJson,
    /// The graph-maze matrix, Python spelling.
    GridPython,
    /// A maze as `#` and spaces.
    Blocks,
    /// A maze as an SVG picture.
    Svg,
    /// A maze as a PNG picture.
    Png,
    /// A 2048 level.
    #[value(name = "2048")]
    G2048,
    /// A BombFight map.
    Bflvl,
    /// A BombFight map's first turn as the bot protocol's input.
    BotInput,
}

impl Target {
    /// The game whose files convert to this target.
    pub fn game(self) -> Game {
        match self {
            Target::Sok | Target::Xsb | Target::Slc => Game::Sokoban,
            Target::Maze
            | Target::Ascii
            | Target::GridJson
            | Target::GridPython
            | Target::Blocks
            | Target::Svg
            | Target::Png => Game::Maze,
            Target::G2048 => Game::G2048,
            Target::Bflvl | Target::BotInput => Game::BombFight,
        }
    }

    /// The registry's file kind this target writes; `None` for outputs that are no file kind
    /// gridwright reads (pictures, the bot protocol's input).
    pub fn kind(self) -> Option<FileKind> {
        match self {
            Target::Sok => Some(FileKind::Sok),
            Target::Xsb => Some(FileKind::Xsb),
            Target::Slc => Some(FileKind::Slc),
            Target::Maze => Some(FileKind::Maze),
            Target::Ascii => Some(FileKind::MazeAscii),
            Target::GridJson | Target::GridPython => Some(FileKind::MazeGrid),
            Target::Blocks => Some(FileKind::MazeBlocks),
            Target::G2048 => Some(FileKind::G2048),
            Target::Bflvl => Some(FileKind::BombFight),
            Target::Svg | Target::Png | Target::BotInput => None,
        }
    }

    /// The name `--to` takes.
    pub fn name(self) -> String {
        self.to_possible_value()
            .map_or_else(String::new, |v| v.get_name().to_owned())
    }

    /// The names of the targets a game's files convert to, for messages.
    pub fn names_of(game: Game) -> String {
        Target::value_variants()
            .iter()
            .filter(|t| t.game() == game)
            .map(|t| t.name())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gridwright_formats::Role;

    #[test]
    fn every_level_kind_and_every_game_has_a_target() {
        let targets = Target::value_variants();
        for &kind in FileKind::ALL {
            let saved = kind.role() == Role::Level && kind.writable();
            if saved {
                assert!(
                    targets.iter().any(|t| t.kind() == Some(kind)),
                    "{kind:?}: no convert --to target writes it"
                );
            }
        }
        for &game in Game::ALL {
            assert!(
                targets.iter().any(|t| t.game() == game),
                "{game:?}: no convert --to target"
            );
        }
        for t in targets {
            if let Some(kind) = t.kind() {
                assert_eq!(kind.game(), t.game(), "{t:?}");
                assert!(
                    kind.writable(),
                    "{t:?} writes a kind gridwright cannot write"
                );
            }
        }
    }
}
