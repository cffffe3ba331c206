//! A tournament's part of a sharded run ([`crate::shards`]): what makes two processes parts
//! of one tournament, and a finished game's line in the results file.

use serde::{Deserialize, Serialize};
use std::time::Duration;

use super::players::PlayerSpec;
use super::tournament::GameResult;
use crate::shards::{Details, Item};

/// The same entrants, maps, seed and limits give the same schedule and the same games.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TournamentRun {
    /// The entrants, in the schedule's order.
    pub entrants: Vec<PlayerSpec>,
    /// The maps, in the schedule's order: each name and a digest of its text.
    pub maps: Vec<(String, String)>,
    /// The tournament's seed.
    pub seed: u64,
    /// A program's time for each answer, in milliseconds.
    pub time_limit_ms: u64,
    /// Games in the whole schedule.
    pub games: usize,
}

impl Details for TournamentRun {
    const UNIT: &'static str = "game";
    fn items(&self) -> usize {
        self.games
    }
}

/// One finished game as a line: its result and its times (which the report's timing
/// columns are made from, and which the result's own JSON leaves out).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct GameLine {
    #[serde(flatten)]
    result: GameResult,
    time_ns: [u64; 2],
    max_time_ns: [u64; 2],
}

impl GameLine {
    /// A finished game's line.
    pub fn of(r: &GameResult) -> GameLine {
        let ns = |d: [Duration; 2]| d.map(|d| u64::try_from(d.as_nanos()).unwrap_or(u64::MAX));
        GameLine {
            result: r.clone(),
            time_ns: ns(r.time),
            max_time_ns: ns(r.max_time),
        }
    }

    /// The game's result, times included.
    pub fn result(&self) -> GameResult {
        let mut r = self.result.clone();
        r.time = self.time_ns.map(Duration::from_nanos);
        r.max_time = self.max_time_ns.map(Duration::from_nanos);
        r
    }
}

impl Item for GameLine {
    fn number(&self) -> usize {
        self.result.pairing.number
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bombfight::tournament::Pairing;
    use crate::shards::file::{line, read_results};
    use crate::shards::{Header, RunIdentity, Shard, digest};

    #[test]
    fn a_game_reads_back_with_its_times() {
        let header = Header {
            run: RunIdentity::new(
                "tournament",
                TournamentRun {
                    entrants: vec![PlayerSpec::built_in("random")],
                    maps: vec![("m".into(), digest("x"))],
                    seed: 3,
                    time_limit_ms: 2000,
                    games: 4,
                },
            ),
            shard: Shard::WHOLE,
        };
        let result = GameResult {
            finished: true,
            time: [Duration::from_micros(1500), Duration::ZERO],
            ..GameResult::unplayed(Pairing {
                number: 2,
                map: 0,
                players: [0, 1],
            })
        };
        let text = line(&header) + &line(&GameLine::of(&result));
        let read = read_results::<TournamentRun, GameLine>(&text, "tournament").unwrap();
        assert_eq!(read.header, header);
        assert_eq!(read.items[0].result(), result, "times included");
    }
}
