//! Solving Sokoban levels on all cores: the solver's options, one report per level, and the
//! solutions written back.

use gridwright_formats::sokoban::{Collection, Level, SavedGame, WriteOptions};
use gridwright_formats::text::printable_path;
use rayon::prelude::*;
use serde::Serialize;

use super::SolveFlags;
use crate::cli::error;
use crate::cli::output::progress;
use crate::cli::save::Saver;
use crate::cli::shared::{jobs, selection};
use crate::sokoban::files::SaveFormat;
use crate::sokoban::solver::{self, Options, Outcome, Progress, Status};
use std::path::Path;
use std::time::Duration;

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
    #[serde(skip_serializing_if = "Option::is_none")] // i18n-exempt: a path
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
    let bar = progress(which.len(), &crate::t!("cli-progress-solving"));
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
        ..Options::default()
    }
}

/// `gridwright solve` on a Sokoban file: the chosen levels, solved in parallel, reported one
/// per line, and the collection with the solutions written when `-o` asks.
pub fn run(
    file: &Path,
    mut c: Collection,
    json: bool,
    args: &SolveFlags,
    saver: &Saver,
) -> error::Outcome {
    let which = selection(args.levels.as_deref(), c.levels.len(), file)?;
    let jobs = jobs(args.jobs, which.len());
    let opts = options(args.time_limit, args.memory_mib, jobs, args.optimal);
    let results = solve_all(&c, &which, &opts, jobs)
        .map_err(|e| crate::t!("cli-sokoban-threads", jobs = jobs, error = e.to_string()))?;
    let mut all_solved = true;
    for (i, outcome) in &results {
        let report = Report::new(*i, &c.levels[*i], outcome);
        all_solved &= report.status == "solved";
        print_report(&report, json);
        if let Status::Solved {
            lurd,
            moves,
            pushes,
        } = &outcome.status
        {
            c.levels[*i].saved_games.push(SavedGame {
                // i18n-exempt: the file's own title and note (two lines), not messages
                title: format!("Solution {moves}/{pushes}"),
                moves: lurd.clone(),
                notes: vec![format!(
                    // i18n-exempt: the file's own note
                    "Found by gridwright in {:.2} s",
                    outcome.elapsed.as_secs_f64()
                )],
            });
        }
    }
    if let Some(out) = &args.output {
        let text = SaveFormat::for_path(out).write(&c, WriteOptions::default());
        saver.save(out, text.as_bytes())?;
        eprintln!(
            "{}",
            crate::t!("cli-wrote", file = printable_path(out).to_string())
        );
    }
    Ok(error::Status::invalid_if(!all_solved))
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
