//! A finished (or stopped) BombFight game: the map, who played, the seed the bots were given,
//! and every turn's action words, so the game re-simulates to the same result. A small text
//! file (`.bfreplay`):
//!
//! ```text
//! gridwright bombfight replay 1
//! seed: 7
//! player 1: random
//! player 2: human
//! swapped: no
//! map:
//! 11 9
//! ...the .bflvl text...
//! turns:
//! up bomb
//! -
//! ```
//!
//! One line per turn, player 1 first; `-` is no action.

use nom::{
    IResult, Parser,
    bytes::complete::{tag, take_while1},
    character::complete::space0,
};

use super::{Level, MAX_ROUNDS, read_bflvl, write_bflvl};
use crate::error::{Expected, ParseError, excerpt};

/// The first line of every replay; the number is the format version.
pub const REPLAY_MAGIC: &str = "gridwright bombfight replay 1";

/// A recorded game.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Replay {
    /// The seed of the game's random choices (the bots').
    pub seed: u64,
    /// Who played each side (`human`, a bot's name).
    pub players: [String; 2],
    /// The starts were swapped (player 1 began on `B`).
    pub swapped: bool,
    /// The map the game was played on.
    pub level: Level,
    /// Every turn's action words, in order (player 1, player 2, ...).
    pub turns: Vec<String>,
}

/// The file text of a replay.
pub fn write_replay(r: &Replay) -> String {
    let one_line = |s: &str| s.replace(['\n', '\r'], " ");
    let mut out = format!(
        "{REPLAY_MAGIC}\nseed: {}\nplayer 1: {}\nplayer 2: {}\nswapped: {}\nmap:\n",
        r.seed,
        one_line(&r.players[0]),
        one_line(&r.players[1]),
        if r.swapped { "yes" } else { "no" }
    );
    out += &write_bflvl(&r.level);
    out += "turns:\n";
    for t in &r.turns {
        let t = one_line(t);
        out += if t.trim().is_empty() { "-" } else { t.trim() };
        out.push('\n');
    }
    out
}

type Res<'a, T> = IResult<&'a str, T>;

fn header_line(i: &str) -> Res<'_, (&str, &str)> {
    let (rest, key) = take_while1(|c: char| c.is_ascii_alphanumeric() || c == ' ').parse(i)?;
    let (rest, _) = (tag(":"), space0).parse(rest)?;
    Ok(("", (key.trim(), rest.trim_end())))
}

/// Reads a replay; the map's errors point into the file.
pub fn read_replay(text: &str) -> Result<Replay, ParseError> {
    let lines = crate::text::lines(text);
    if lines.first().map(|l| l.trim_end()) != Some(REPLAY_MAGIC) {
        let first = lines.first().copied().unwrap_or("");
        return Err(ParseError::new(
            1,
            1,
            Expected::FirstLine { line: REPLAY_MAGIC },
            excerpt(first),
        ));
    }
    let at = |name: &str| lines.iter().position(|l| l.trim_end() == name);
    let map = at("map:").ok_or_else(|| {
        ParseError::new(
            lines.len() + 1,
            1,
            Expected::MarkerLine { marker: "map:" },
            "",
        )
    })?;
    let turns = at("turns:")
        .filter(|t| *t > map)
        .ok_or_else(|| ParseError::new(lines.len() + 1, 1, Expected::ReplayTurnsLine, ""))?;
    let mut r = Replay {
        seed: 0,
        players: ["human".into(), "human".into()],
        swapped: false,
        level: read_bflvl(&lines[map + 1..turns].join("\n"))
            .map_err(|e| e.offset_by(map + 2, 1))?,
        turns: vec![],
    };
    for (n, line) in lines.iter().enumerate().take(map).skip(1) {
        header(&mut r, n + 1, line)?;
    }
    let max_turns = 2 * MAX_ROUNDS as usize;
    // Blank lines at the very end are an editor's, not turns.
    let end = lines.len()
        - lines
            .iter()
            .rev()
            .take_while(|l| l.trim().is_empty())
            .count();
    for (n, line) in lines.iter().enumerate().take(end).skip(turns + 1) {
        if r.turns.len() == max_turns {
            return Err(ParseError::new(
                n + 1,
                1,
                Expected::ReplayTurns { max: max_turns },
                excerpt(line),
            ));
        }
        let t = line.trim();
        r.turns.push(if t == "-" {
            String::new()
        } else {
            t.to_owned()
        });
    }
    Ok(r)
}

fn header(r: &mut Replay, line: usize, text: &str) -> Result<(), ParseError> {
    if text.trim().is_empty() {
        return Ok(());
    }
    let (_, (key, value)) = header_line(text)
        .map_err(|_| ParseError::new(line, 1, Expected::HeaderLine, excerpt(text)))?;
    let column = text.len() - value.len() + 1;
    let bad = |what: Expected| ParseError::new(line, column, what, excerpt(value));
    match key {
        "seed" => r.seed = value.parse().map_err(|_| bad(Expected::Seed))?,
        "player 1" => r.players[0] = value.to_owned(),
        "player 2" => r.players[1] = value.to_owned(),
        "swapped" => {
            r.swapped = match value {
                "yes" => true,
                "no" => false,
                _ => return Err(bad(Expected::YesOrNo)),
            }
        }
        _ => {}
    }
    Ok(())
}
