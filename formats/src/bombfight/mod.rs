//! BombFight maps: the `.bflvl` file of the original (a size line, the rows of one character
//! per cell, a rounds line, `//` comments) and its model.

mod model;
mod read;
mod replay;
mod write;

pub use model::{Item, Level, Player, Tile};
pub use read::{MAX_ROUNDS, MAX_SIDE, MIN_SIDE, read_bflvl};
pub use replay::{REPLAY_MAGIC, Replay, read_replay, write_replay};
pub use write::write_bflvl;

/// The BombFight kind an extension names (lower case, no dot).
pub(crate) fn kind_by_extension(ext: &str) -> Option<crate::FileKind> {
    match ext {
        "bflvl" => Some(crate::FileKind::BombFight),
        "bfreplay" => Some(crate::FileKind::BombFightReplay),
        _ => None,
    }
}

/// A `.bflvl` text: its first line that is not blank or a comment holds exactly two whole
/// numbers, and the next one starts with a wall or an exit.
pub(crate) fn kind_by_content(content: &str) -> Option<crate::FileKind> {
    if content.starts_with(REPLAY_MAGIC) {
        return Some(crate::FileKind::BombFightReplay);
    }
    let mut data = content
        .lines()
        .map(|l| l.split("//").next().unwrap_or(""))
        .filter(|l| !l.trim().is_empty());
    let size = data.next()?;
    let numbers: Vec<&str> = size.split_whitespace().collect();
    let two = numbers.len() == 2
        && numbers
            .iter()
            .all(|n| n.bytes().all(|b| b.is_ascii_digit()));
    let row = data.next()?;
    (two && (row.starts_with('#') || row.starts_with('E'))).then_some(crate::FileKind::BombFight)
}

#[cfg(test)]
pub(crate) mod tests;
