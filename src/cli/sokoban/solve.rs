//! Solving Sokoban levels on all cores: the solver's options, one report per level, and the
//! solutions written back. A run may be one part of a sharded run (`--shard`, `--results`):
//! each finished level's line (its report and solution) is appended as it ends, and
//! `gridwright merge` makes the parts' lines into the one-process output ([`merge`]).

use gridwright_formats::sokoban::{
    Collection, SavedGame, WriteOptions, read_collection, write_sok,
};
use gridwright_formats::text::printable_path;
use rayon::prelude::*;
use serde::{Deserialize, Serialize};

use super::SolveFlags;
use crate::cli::error;
use crate::cli::merge::{MergeArgs, merged};
use crate::cli::output::{progress, with_heartbeat};
use crate::cli::save::Saver;
use crate::cli::shards::{Started, start};
use crate::cli::shared::{jobs, selection};
use crate::shards::{Details, Item, digest};
use crate::sokoban::files::SaveFormat;
use crate::sokoban::solver::{self, Options, Outcome, Progress, Status};
use std::path::Path;
use std::time::{Duration, Instant};

/// One level's result, as `--json` prints it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Report {
    pub level: usize,
    pub title: String,
    pub status: String,
    pub moves: Option<usize>,
    pub pushes: Option<usize>,
    pub lurd: Option<String>,
    pub time_ms: u64,
    pub nodes: u64,
    /// Why a level is unsolvable or invalid.
    #[serde(skip_serializing_if = "Option::is_none")] // i18n-exempt: a path
    pub reason: Option<String>,
}

impl Report {
    fn new(index: usize, title: &str, outcome: &Outcome) -> Report {
        let (moves, pushes, lurd) = match &outcome.status {
            Status::Solved {
                lurd,
                moves,
                pushes,
            } => (Some(*moves), Some(*pushes), Some(lurd.clone())),
            _ => (None, None, None),
        };
        Report {
            level: index + 1,
            title: title.to_owned(),
            status: outcome.status.word().to_owned(),
            moves,
            pushes,
            lurd,
            time_ms: u64::try_from(outcome.elapsed.as_millis()).unwrap_or(u64::MAX),
            nodes: outcome.nodes,
            reason: match &outcome.status {
                Status::Unsolvable(why) | Status::Invalid(why) => Some(why.clone()),
                _ => None,
            },
        }
    }

    /// Whether the level was solved.
    pub fn solved(&self) -> bool {
        self.lurd.is_some()
    }
}

/// What makes a `solve` or `bench sokoban` run this one: the collection (its text, so a
/// merge on another machine needs nothing but the results files), the levels chosen and
/// the solver's settings.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SolveRun {
    /// The file's name, as given.
    pub file: String,
    /// A digest of the collection.
    pub digest: String,
    /// The collection, as .sok text.
    pub collection: String,
    /// The levels chosen, 0-based, in order: item n is level `levels[n]`.
    pub levels: Vec<usize>,
    /// Seconds per level, in milliseconds.
    pub time_limit_ms: u64,
    /// `--optimal`.
    pub optimal: bool,
    /// `--memory-mib`.
    pub memory_mib: usize,
}

impl Details for SolveRun {
    const UNIT: &'static str = "level";
    fn items(&self) -> usize {
        self.levels.len()
    }
}

/// A finished level's line: its report and what the benchmark's figures are made of.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LevelLine {
    /// Its place among the levels chosen.
    pub number: usize,
    /// Its report.
    #[serde(flatten)]
    pub report: Report,
    /// The solve's time.
    pub elapsed_ns: u64,
    /// Time since the part started when it ended (the wall time a merge reports).
    pub wall_ns: u64,
    /// The part's peak memory then, in KiB, when known.
    pub peak_kib: Option<u64>,
    /// The jobs the part ran.
    pub jobs: usize,
}

impl Item for LevelLine {
    fn number(&self) -> usize {
        self.number
    }
}

impl LevelLine {
    /// The solve's time.
    pub fn elapsed(&self) -> Duration {
        Duration::from_nanos(self.elapsed_ns)
    }
}

/// The solver's settings of a run.
#[derive(Debug, Clone, Copy)]
pub struct Settings {
    /// Seconds per level.
    pub time_limit: Duration,
    /// Memory for all jobs together, in MiB.
    pub memory_mib: usize,
    /// Jobs asked for.
    pub jobs: Option<usize>,
    /// `--optimal`.
    pub optimal: bool,
}

impl SolveRun {
    /// The run of `file`'s collection `c`, levels `which`.
    pub fn of(file: &Path, c: &Collection, which: &[usize], s: Settings) -> SolveRun {
        let text = write_sok(c, WriteOptions::default());
        SolveRun {
            file: printable_path(file).to_string(),
            digest: digest(&text),
            collection: text,
            levels: which.to_vec(),
            time_limit_ms: u64::try_from(s.time_limit.as_millis()).unwrap_or(u64::MAX),
            optimal: s.optimal,
            memory_mib: s.memory_mib,
        }
    }
}

/// Solves this part's levels not done before, in parallel, each line appended as it ends:
/// every line of the part (those done before too), in order, and the jobs run.
pub fn solve_part(
    c: &Collection,
    which: &[usize],
    s: Settings,
    started: &Started<LevelLine>,
) -> Result<(Vec<LevelLine>, usize), String> {
    let todo = started.todo();
    let items: Vec<(usize, usize)> = which
        .iter()
        .copied()
        .enumerate()
        .filter(|(n, _)| todo(*n))
        .collect();
    let jobs = jobs(s.jobs, items.len());
    let opts = options(s.time_limit, s.memory_mib, jobs, s.optimal);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs.max(1))
        .build()
        .map_err(|e| {
            let error = crate::i18n::thread_pool_error(&e);
            crate::t!("cli-sokoban-threads", jobs = jobs, error = error)
        })?;
    let bar = progress(items.len(), &crate::t!("cli-progress-solving"));
    let begun = Instant::now();
    let what = crate::t!("shards-heartbeat-solved");
    let new = with_heartbeat(&bar, items.len(), what, || {
        Ok(pool.install(|| {
            items
                .par_iter()
                .map(|&(number, i)| {
                    let line = solve_one(c, (number, i), &opts, begun, jobs);
                    bar.inc(1);
                    started.sink.append(&line).map(|()| line)
                })
                .collect::<Vec<Result<LevelLine, String>>>()
        }))
    });
    bar.finish_and_clear();
    let lines = started.with_done(new?)?;
    Ok((lines, jobs))
}

/// Item `number`, level `i` of `c`, solved: its line (`begun`: when the part began).
fn solve_one(
    c: &Collection,
    (number, i): (usize, usize),
    opts: &Options,
    begun: Instant,
    jobs: usize,
) -> LevelLine {
    let ns = |d: Duration| u64::try_from(d.as_nanos()).unwrap_or(u64::MAX);
    let outcome = solver::solve(&c.levels[i].board, opts, &Progress::default());
    LevelLine {
        number,
        report: Report::new(i, &c.levels[i].title, &outcome),
        elapsed_ns: ns(outcome.elapsed),
        wall_ns: ns(begun.elapsed()),
        peak_kib: crate::cli::shared::peak_kib(),
        jobs,
    }
}

/// The solver's options: `memory` bytes shared among `jobs`.
pub fn options(time_limit: Duration, memory: usize, jobs: usize, optimal: bool) -> Options {
    Options {
        time_limit,
        memory_limit: memory / jobs.max(1),
        optimal,
        ..Options::default()
    }
}

/// The flags' settings.
fn settings(args: &SolveFlags) -> Settings {
    Settings {
        time_limit: args.time_limit,
        memory_mib: args.memory_mib,
        jobs: args.jobs,
        optimal: args.optimal,
    }
}

/// `gridwright solve` on a Sokoban file: the chosen levels (this part's, with `--shard`),
/// solved in parallel, reported one per line, and the collection with the solutions
/// written when `-o` asks.
pub fn run(
    file: &Path,
    c: Collection,
    json: bool,
    args: &SolveFlags,
    saver: &Saver,
) -> error::Outcome {
    let which = selection(args.levels.as_deref(), c.levels.len(), file)?;
    let s = settings(args);
    let started = start(&args.shards, "solve", SolveRun::of(file, &c, &which, s))?;
    let (lines, _) = solve_part(&c, &which, s, &started)?;
    finish(c, &lines, json, args.output.as_deref(), saver)
}

/// What a solve prints and writes from its levels' lines: a report per level, and with
/// `output` the collection with each solution saved in its level.
fn finish(
    mut c: Collection,
    lines: &[LevelLine],
    json: bool,
    output: Option<&Path>,
    saver: &Saver,
) -> error::Outcome {
    let mut all_solved = true;
    for line in lines {
        let r = &line.report;
        all_solved &= r.solved();
        print_report(r, json);
        if let (Some(lurd), Some(moves), Some(pushes)) = (&r.lurd, r.moves, r.pushes)
            && let Some(level) = c.levels.get_mut(r.level - 1)
        {
            level.saved_games.push(SavedGame {
                // i18n-exempt: the file's own title and note (two lines), not messages
                title: format!("Solution {moves}/{pushes}"),
                moves: lurd.clone(),
                notes: vec![format!(
                    // i18n-exempt: the file's own note
                    "Found by gridwright in {:.2} s",
                    line.elapsed().as_secs_f64()
                )],
            });
        }
    }
    if let Some(out) = output {
        let text = SaveFormat::for_path(out).write(&c, WriteOptions::default());
        saver.save(out, text.as_bytes())?;
        eprintln!(
            "{}",
            crate::t!("cli-wrote", file = printable_path(out).to_string())
        );
    }
    Ok(error::Status::invalid_if(!all_solved))
}

/// `gridwright merge` of a `solve` run: what the one-process run prints and writes.
pub fn merge(m: &MergeArgs, saver: &Saver) -> error::Outcome {
    let all = merged::<SolveRun, LevelLine>(m, "solve")?;
    let c =
        read_collection(&all.run.details.collection).map_err(|e| crate::i18n::parse_error(&e))?;
    finish(c, &all.items, m.json, m.output.as_deref(), saver)
}

fn print_report(r: &Report, json: bool) {
    if json {
        if let Ok(s) = serde_json::to_string(r) {
            outln!("{s}");
        }
        return;
    }
    let detail = match (r.moves, r.pushes) {
        // i18n-exempt: a table row meant for diffing, with the JSON's status words (two literals)
        (Some(m), Some(p)) => format!("{m} moves, {p} pushes"),
        _ => r.reason.clone().unwrap_or_default(),
    };
    outln!(
        // i18n-exempt: the table row's columns
        "{:>4} {:<24} {:<10} {:>8} ms {:>10} nodes  {detail}",
        r.level,
        crate::cli::output::printable(&r.title)
            .chars()
            .take(24)
            .collect::<String>(),
        r.status,
        r.time_ms,
        r.nodes
    );
}
