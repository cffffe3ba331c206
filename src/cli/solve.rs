//! `gridwright solve`: solve the levels of a file on all cores.

use std::path::PathBuf;
use std::time::Duration;

use gridwright_formats::sokoban::{Collection, Level, SavedGame, WriteOptions};
use rayon::prelude::*;
use serde::Serialize;

use super::{exit, levels_arg, progress, values};
use crate::sokoban::solver::{self, Options, Outcome, Progress, Status};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// A Sokoban file (.sok, .xsb).
    file: PathBuf,
    /// Levels to solve, 1-based: `1-10,15` (default: all).
    #[arg(long)]
    levels: Option<String>,
    /// Seconds per level (0 to 86400).
    #[arg(long, default_value = "10", value_parser = values::seconds)]
    time_limit: Duration,
    /// Levels solved at once (default: one per core; at most one per core and per level).
    #[arg(long, value_parser = values::jobs)]
    jobs: Option<usize>,
    /// Fewest pushes, then fewest moves, instead of the first solution found (small levels).
    #[arg(long)]
    optimal: bool,
    /// Memory for all searches together, in MiB (shared among the jobs; 1 to 1048576).
    #[arg(long, default_value = "4096", value_parser = values::memory_mib)]
    memory_mib: usize,
    /// One JSON object per level and line.
    #[arg(long)]
    json: bool,
    /// Write the collection with the solutions added.
    #[arg(short, long)]
    output: Option<PathBuf>,
    /// Mazes: the solving method.
    #[arg(long, value_parser = super::names::parser::<crate::maze::solve::Method>(), default_value = "bfs")]
    algo: crate::maze::solve::Method,
    /// Mazes: print the path as directions (n e s w).
    #[arg(long)]
    dirs: bool,
    /// Mazes: the letter for west in --dirs (`o` as the French original writes).
    #[arg(long, default_value_t = 'w')]
    west: char,
}

/// One level's result, as `--json` prints it.
#[derive(Debug, Serialize)]
pub struct Report {
    pub level: usize,
    pub title: String,
    pub status: &'static str,
    pub moves: Option<usize>,
    pub pushes: Option<usize>,
    pub lurd: Option<String>,
    pub time_ms: u128,
    pub nodes: u64,
    /// Why a level is unsolvable or invalid.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
}

impl Report {
    fn new(index: usize, level: &Level, outcome: &Outcome) -> Report {
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
            title: level.title.clone(),
            status: outcome.status.word(),
            moves,
            pushes,
            lurd,
            time_ms: outcome.elapsed.as_millis(),
            nodes: outcome.nodes,
            reason: match &outcome.status {
                Status::Unsolvable(why) | Status::Invalid(why) => Some(why.clone()),
                _ => None,
            },
        }
    }
}

/// Solves the chosen levels in parallel, in a pool of `jobs` threads. A pool that cannot be
/// built is an error, never an empty list of results.
pub fn solve_all(
    c: &Collection,
    which: &[usize],
    opts: &Options,
    jobs: usize,
) -> Result<Vec<(usize, Outcome)>, rayon::ThreadPoolBuildError> {
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs.max(1))
        .build()?;
    let bar = progress(which.len(), "solving");
    let mut results: Vec<(usize, Outcome)> = pool.install(|| {
        which
            .par_iter()
            .map(|&i| {
                let outcome = solver::solve(&c.levels[i].board, opts, &Progress::default());
                bar.inc(1);
                (i, outcome)
            })
            .collect()
    });
    bar.finish_and_clear();
    results.sort_by_key(|r| r.0);
    Ok(results)
}

/// The solver's options: `memory` bytes shared among `jobs`.
pub fn options(time_limit: Duration, memory: usize, jobs: usize, optimal: bool) -> Options {
    Options {
        time_limit,
        memory_limit: memory / jobs.max(1),
        optimal,
        cancel: None,
    }
}

pub fn default_jobs() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// The jobs to run: as asked (or one per core), but never more than the levels or the cores,
/// since a job beyond those only adds threads; said on stderr when it lowers the request.
pub fn jobs(asked: Option<usize>, levels: usize) -> usize {
    let cores = default_jobs();
    let wanted = asked.unwrap_or(cores);
    let jobs = wanted.min(cores).min(levels.max(1));
    if asked.is_some_and(|a| a > jobs) {
        eprintln!(
            "note: running {jobs} job(s), not {wanted}: {levels} level(s) on {cores} core(s)"
        );
    }
    jobs
}

/// The levels chosen by `--levels`, or a usage error naming the file's range.
pub fn selection(
    spec: Option<&str>,
    count: usize,
    file: &std::path::Path,
) -> Result<Vec<usize>, String> {
    let Some(spec) = spec else {
        return Ok((0..count).collect());
    };
    let which = levels_arg::parse(spec, count).map_err(|e| format!("--levels {e}"))?;
    if which.is_empty() {
        return Err(format!(
            "--levels '{spec}' selects no level of {}, which has levels 1-{count}",
            file.display()
        ));
    }
    Ok(which)
}

pub fn run(args: &Args) -> u8 {
    let mut c = match crate::io::load(&args.file, Default::default()) {
        Ok(crate::io::Loaded::Sokoban(c, _)) => c,
        Ok(crate::io::Loaded::Maze(m, _)) => {
            return super::maze::solve(&m, args.algo, args.dirs, args.west, args.json);
        }
        Err(e) => {
            eprintln!("error: {e}");
            return exit::ERROR;
        }
    };
    let which = match selection(args.levels.as_deref(), c.levels.len(), &args.file) {
        Ok(w) => w,
        Err(e) => {
            eprintln!("error: {e}");
            return exit::ERROR;
        }
    };
    let jobs = jobs(args.jobs, which.len());
    let opts = options(args.time_limit, args.memory_mib, jobs, args.optimal);
    let results = match solve_all(&c, &which, &opts, jobs) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: cannot start {jobs} solver thread(s): {e}");
            return exit::ERROR;
        }
    };
    let mut all_solved = true;
    for (i, outcome) in &results {
        let report = Report::new(*i, &c.levels[*i], outcome);
        all_solved &= report.status == "solved";
        print_report(&report, args.json);
        if let Status::Solved {
            lurd,
            moves,
            pushes,
        } = &outcome.status
        {
            c.levels[*i].saved_games.push(SavedGame {
                title: format!("Solution {moves}/{pushes}"),
                moves: lurd.clone(),
                notes: vec![format!(
                    "Found by gridwright in {:.2} s",
                    outcome.elapsed.as_secs_f64()
                )],
            });
        }
    }
    if let Some(out) = &args.output {
        if let Err(e) = crate::io::save(out, &c, WriteOptions::default()) {
            eprintln!("error: {}: {e}", out.display());
            return exit::ERROR;
        }
        eprintln!("wrote {}", out.display());
    }
    if all_solved { exit::OK } else { exit::INVALID }
}

fn print_report(r: &Report, json: bool) {
    if json {
        if let Ok(s) = serde_json::to_string(r) {
            outln!("{s}");
        }
        return;
    }
    let detail = match (r.moves, r.pushes) {
        (Some(m), Some(p)) => format!("{m} moves, {p} pushes"),
        _ => r.reason.clone().unwrap_or_default(),
    };
    outln!(
        "{:>4} {:<24} {:<10} {:>8} ms {:>10} nodes  {detail}",
        r.level,
        r.title.chars().take(24).collect::<String>(),
        r.status,
        r.time_ms,
        r.nodes
    );
}
