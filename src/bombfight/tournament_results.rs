//! A tournament's results file, for runs split across processes or machines: JSON lines,
//! a header line with the run's identity and the shard, then one line per finished game,
//! appended and flushed as it ends. Lines rather than one document because a process killed
//! mid-run leaves every finished game readable and at most its last line half-written, which
//! a reader recognizes and drops; a resumed run appends without rewriting what is there.

use serde::{Deserialize, Serialize};
use std::time::Duration;

use super::players::PlayerSpec;
use super::tournament::GameResult;

/// What makes two processes parts of one run: the same entrants, maps, seed and limits
/// give the same schedule and the same games.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RunIdentity {
    /// The command that wrote it (`tournament`).
    pub command: String,
    /// gridwright's version: bots and rules may change between versions.
    pub version: String,
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

/// One of `count` parts of a run: games whose number modulo `count` is `index`, so every
/// part gets games of every map and pair, and a game's number (hence its seed) does not
/// depend on the part that plays it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shard {
    /// From 0.
    pub index: usize,
    /// At least 1.
    pub count: usize,
}

impl Shard {
    /// The whole run as one part.
    pub const WHOLE: Shard = Shard { index: 0, count: 1 };

    /// `K/N`, K from 0 to N-1.
    pub fn parse(text: &str) -> Result<Shard, String> {
        let bad = || format!("--shard {text:?}: expected K/N with 0 <= K < N, e.g. 0/4");
        let (k, n) = text.split_once('/').ok_or_else(bad)?;
        let (index, count) = (
            k.trim().parse().map_err(|_| bad())?,
            n.trim().parse().map_err(|_| bad())?,
        );
        Shard::new(index, count).ok_or_else(bad)
    }

    /// Shard `index` of `count`, if `index < count`.
    pub fn new(index: usize, count: usize) -> Option<Shard> {
        (index < count).then_some(Shard { index, count })
    }

    /// Whether game `number` of the schedule is this shard's.
    pub fn holds(&self, number: usize) -> bool {
        number % self.count == self.index
    }

    /// How many of `games` games are this shard's.
    pub fn share(&self, games: usize) -> usize {
        (0..games).filter(|&n| self.holds(n)).count()
    }
}

/// Picks the shard: `--shard K/N`, else with `--shards N` the index from Kubernetes'
/// `JOB_COMPLETION_INDEX` or Slurm's `SLURM_ARRAY_TASK_ID` (less `SLURM_ARRAY_TASK_MIN`,
/// so `--array=1-4` works too; a `SLURM_ARRAY_TASK_COUNT` that differs from N is an error).
/// Without either flag the run is whole, whatever the environment: a tournament inside a
/// job array is never split by surprise.
pub fn resolve_shard(
    shard: Option<Shard>,
    shards: Option<usize>,
    env: impl Fn(&str) -> Option<String>,
) -> Result<Option<Shard>, String> {
    if shard.is_some() {
        return Ok(shard);
    }
    let Some(count) = shards else { return Ok(None) };
    let num = |name: &str| -> Result<Option<usize>, String> {
        env(name)
            .map(|v| {
                v.trim()
                    .parse()
                    .map_err(|_| format!("{name}={v:?} is not a number"))
            })
            .transpose()
    };
    if let Some(n) = num("SLURM_ARRAY_TASK_COUNT")?
        && n != count
    {
        return Err(format!(
            "--shards {count}, but SLURM_ARRAY_TASK_COUNT is {n}"
        ));
    }
    let index = match num("JOB_COMPLETION_INDEX")? {
        Some(i) => i,
        None => match num("SLURM_ARRAY_TASK_ID")? {
            Some(i) => i.saturating_sub(num("SLURM_ARRAY_TASK_MIN")?.unwrap_or(0)),
            None => {
                return Err(format!(
                    "--shards {count}: set JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID, or give --shard K/{count}"
                ));
            }
        },
    };
    Shard::new(index, count)
        .map(Some)
        .ok_or_else(|| format!("shard index {index} is not below --shards {count}"))
}

/// The first line of a results file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Header {
    /// The run this is part of.
    pub run: RunIdentity,
    /// Which part.
    pub shard: Shard,
}

/// One finished game as a line: its result and its times (which the report's timing
/// columns are made from, and which the result's own JSON leaves out).
#[derive(Serialize, Deserialize)]
struct GameLine {
    #[serde(flatten)]
    result: GameResult,
    time_ns: [u64; 2],
    max_time_ns: [u64; 2],
}

/// The header's line, newline included.
pub fn header_line(h: &Header) -> String {
    serde_json::to_string(h).unwrap_or_default() + "\n"
}

/// A finished game's line, newline included.
pub fn game_line(r: &GameResult) -> String {
    let ns = |d: [Duration; 2]| d.map(|d| u64::try_from(d.as_nanos()).unwrap_or(u64::MAX));
    let line = GameLine {
        result: r.clone(),
        time_ns: ns(r.time),
        max_time_ns: ns(r.max_time),
    };
    serde_json::to_string(&line).unwrap_or_default() + "\n"
}

/// A results file as read.
#[derive(Debug, Clone, PartialEq)]
pub struct ResultsFile {
    /// Its header.
    pub header: Header,
    /// Its games, in the file's order.
    pub results: Vec<GameResult>,
    /// The 1-based number of a half-written last line (a crash while writing), if any: not
    /// counted.
    pub half_written: Option<usize>,
    /// Bytes up to the end of the last whole line: a resumed run cuts the file there.
    pub whole_len: usize,
}

/// Reads a results file. Only the last line may be broken (no newline, or not a game):
/// anything else broken is an error naming the line.
pub fn read_results(text: &str) -> Result<ResultsFile, String> {
    let mut lines = text.split_inclusive('\n').enumerate();
    let (_, first) = lines.next().ok_or("empty: no header line")?;
    let header: Header = serde_json::from_str(first.trim_end())
        .ok()
        .filter(|_| first.ends_with('\n'))
        .ok_or("line 1 is not a tournament results header")?;
    let mut out = ResultsFile {
        header,
        results: vec![],
        half_written: None,
        whole_len: first.len(),
    };
    let total = text.split_inclusive('\n').count();
    for (i, line) in lines {
        let parsed = serde_json::from_str::<GameLine>(line.trim_end())
            .ok()
            .filter(|_| line.ends_with('\n'));
        match parsed {
            Some(g) => {
                let mut r = g.result;
                r.time = g.time_ns.map(Duration::from_nanos);
                r.max_time = g.max_time_ns.map(Duration::from_nanos);
                out.results.push(r);
                out.whole_len += line.len();
            }
            None if i + 1 == total => out.half_written = Some(i + 1),
            None => return Err(format!("line {} is not a game's result", i + 1)),
        }
    }
    Ok(out)
}

/// A short digest of a map's text (FNV-1a, 64 bits), so two runs on different maps of the
/// same name are told apart; not a security check.
pub fn digest(text: &str) -> String {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in text.bytes() {
        h = (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
    }
    format!("{h:016x}")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bombfight::tournament::Pairing;

    fn header() -> Header {
        Header {
            run: RunIdentity {
                command: "tournament".into(),
                version: "1".into(),
                entrants: vec![PlayerSpec::built_in("random")],
                maps: vec![("m".into(), digest("x"))],
                seed: 3,
                time_limit_ms: 2000,
                games: 4,
            },
            shard: Shard::WHOLE,
        }
    }

    fn result(number: usize) -> GameResult {
        GameResult {
            finished: true,
            time: [Duration::from_micros(1500), Duration::ZERO],
            ..GameResult::unplayed(Pairing {
                number,
                map: 0,
                players: [0, 1],
            })
        }
    }

    #[test]
    fn a_results_file_reads_back_and_a_half_written_last_line_is_dropped() {
        let whole = header_line(&header()) + &game_line(&result(0)) + &game_line(&result(2));
        let read = read_results(&whole).unwrap();
        assert_eq!(read.results, vec![result(0), result(2)], "times included");
        assert_eq!((read.half_written, read.whole_len), (None, whole.len()));
        let cut = &whole[..whole.len() - 7];
        let read = read_results(cut).unwrap();
        assert_eq!(read.results, vec![result(0)]);
        assert_eq!(read.half_written, Some(3));
        assert_eq!(
            &cut[..read.whole_len],
            &whole[..whole.len() - game_line(&result(2)).len()]
        );
        let broken = header_line(&header()) + "{\n" + &game_line(&result(2));
        assert_eq!(
            read_results(&broken).unwrap_err(),
            "line 2 is not a game's result"
        );
    }

    #[test]
    fn shards_split_the_schedule_and_come_from_the_flags_or_the_job_array() {
        assert_eq!(Shard::parse("1/4"), Ok(Shard { index: 1, count: 4 }));
        assert!(Shard::parse("4/4").is_err() && Shard::parse("x").is_err());
        let s = Shard::parse("1/4").unwrap();
        assert_eq!(
            (0..10).filter(|&n| s.holds(n)).collect::<Vec<_>>(),
            [1, 5, 9]
        );
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |k: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == k)
                    .map(|(_, v)| v.to_string())
            }
        };
        let slurm = env(&[
            ("SLURM_ARRAY_TASK_ID", "3"),
            ("SLURM_ARRAY_TASK_MIN", "1"),
            ("SLURM_ARRAY_TASK_COUNT", "4"),
        ]);
        assert_eq!(resolve_shard(None, Some(4), slurm), Ok(Shard::new(2, 4)));
        assert_eq!(
            resolve_shard(None, None, slurm),
            Ok(None),
            "never split by surprise"
        );
        assert!(
            resolve_shard(None, Some(3), slurm).is_err(),
            "count differs"
        );
        let k8s = env(&[("JOB_COMPLETION_INDEX", "0")]);
        assert_eq!(resolve_shard(None, Some(2), k8s), Ok(Shard::new(0, 2)));
        assert!(resolve_shard(None, Some(2), env(&[])).is_err());
        assert_eq!(
            resolve_shard(Shard::new(1, 2), Some(9), k8s),
            Ok(Shard::new(1, 2))
        );
    }
}
