//! BombFight's entries in the registry of file kinds.

use super::{BombFightFile, REPLAY_MAGIC, read_bflvl, read_replay, write_bflvl, write_replay};
use crate::registry::{FileKind, Game, KindSpec, Loaded, Role, wrong_game};

/// A `.bflvl` map; by content, a first data line of exactly two whole numbers followed by a
/// row that starts with a wall or an exit (asked before Sokoban's looser board test).
pub(crate) const MAP: KindSpec = KindSpec {
    name: "BombFight map",
    game: Game::BombFight,
    extensions: &["bflvl"],
    role: Role::Level,
    priority: 10,
    looks_like: looks_like_map,
    read: |text, _| Ok(Loaded::BombFight(BombFightFile::Map(read_bflvl(text)?))),
    write: Some(|data, _| match data {
        Loaded::BombFight(f) => Ok(write_bflvl(f.level())),
        other => Err(wrong_game(other, FileKind::BombFight)),
    }),
};

/// A `.bfreplay`, known by its magic line.
pub(crate) const REPLAY: KindSpec = KindSpec {
    name: "BombFight replay",
    game: Game::BombFight,
    extensions: &["bfreplay"],
    role: Role::Record,
    priority: 0,
    looks_like: |text| text.starts_with(REPLAY_MAGIC),
    read: |text, _| {
        let replay = Box::new(read_replay(text)?);
        Ok(Loaded::BombFight(BombFightFile::Replay(replay)))
    },
    write: Some(|data, _| match data {
        Loaded::BombFight(BombFightFile::Replay(r)) => Ok(write_replay(r)),
        other => Err(wrong_game(other, FileKind::BombFightReplay)),
    }),
};

fn looks_like_map(content: &str) -> bool {
    let mut data = content
        .lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .filter(|l| !l.trim().is_empty());
    let (Some(size), Some(row)) = (data.next(), data.next()) else {
        return false;
    };
    let numbers: Vec<&str> = size.split_whitespace().collect();
    let two = numbers.len() == 2
        && numbers
            .iter()
            .all(|n| n.bytes().all(|b| b.is_ascii_digit()));
    two && (row.starts_with('#') || row.starts_with('E'))
}
