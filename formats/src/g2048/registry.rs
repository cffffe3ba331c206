//! 2048's entries in the registry of file kinds.

use super::{
    G2048File, LEVEL_MAGIC, RECORD_MAGIC, read_level, read_record, write_level, write_record,
};
use crate::registry::{FileKind, Game, KindSpec, Loaded, Role, wrong_game};

/// A `.2048` level; by content, a first key `game = "2048"`.
pub(crate) const LEVEL: KindSpec = KindSpec {
    name: "2048 level",
    game: Game::G2048,
    extensions: &["2048"],
    role: Role::Level,
    priority: 3,
    looks_like: |text| game_key(text) == Some(LEVEL_MAGIC),
    read: |text, _| Ok(Loaded::G2048(G2048File::Level(read_level(text)?))),
    write: Some(|data, _| match data {
        Loaded::G2048(f) => Ok(write_level(f.level())),
        other => Err(wrong_game(other, FileKind::G2048)),
    }),
};

/// A `.2048game` record; by content, a first key `game = "2048 record"`.
pub(crate) const RECORD: KindSpec = KindSpec {
    name: "2048 game record",
    game: Game::G2048,
    extensions: &["2048game"],
    role: Role::Record,
    priority: 2,
    looks_like: |text| game_key(text) == Some(RECORD_MAGIC),
    read: |text, _| {
        Ok(Loaded::G2048(G2048File::Record(Box::new(read_record(
            text,
        )?))))
    },
    write: Some(|data, _| match data {
        Loaded::G2048(G2048File::Record(r)) => Ok(write_record(r)),
        other => Err(wrong_game(other, FileKind::G2048Record)),
    }),
};

/// The value of a `game = "..."` line before any table, comments and blank lines skipped.
fn game_key(text: &str) -> Option<&str> {
    let line = text
        .lines()
        .map(str::trim)
        .find(|l| !l.is_empty() && !l.starts_with('#'))?;
    let rest = line
        .strip_prefix("game")?
        .trim_start()
        .strip_prefix('=')?
        .trim();
    let rest = rest.split('#').next()?.trim();
    rest.strip_prefix('"')?.strip_suffix('"')
}
