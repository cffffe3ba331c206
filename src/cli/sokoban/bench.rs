//! `gridwright bench sokoban`: solve every level of a file and report the figures README keeps.

use gridwright_formats::text::printable_path;
use std::time::Duration;

use gridwright_formats::sokoban::SokobanFile;

use super::solve::{options, solve_all};
use crate::cli::error;
use crate::cli::shared::peak_memory;
use crate::cli::shared::{jobs as job_count, selection};
use crate::sokoban::solver::Status;

/// Solved count, total and median time and peak memory for `file`'s levels.
pub fn run(
    file: &std::path::Path,
    time_limit: Duration,
    jobs: Option<usize>,
    levels: Option<&str>,
    memory: usize,
) -> error::Outcome {
    let c = crate::io::load_as::<SokobanFile>(file, Default::default())?.collection;
    let which = selection(levels, c.levels.len(), file)?;
    let jobs = job_count(jobs, which.len());
    let opts = options(time_limit, memory, jobs, false);
    let started = std::time::Instant::now();
    let results = solve_all(&c, &which, &opts, jobs)
        .map_err(|e| crate::t!("cli-sokoban-threads", jobs = jobs, error = e.to_string()))?;
    let wall = started.elapsed();
    let mut times: Vec<Duration> = results.iter().map(|r| r.1.elapsed).collect();
    times.sort();
    let solved: Vec<usize> = results
        .iter()
        .filter(|r| matches!(r.1.status, Status::Solved { .. }))
        .map(|r| r.0 + 1)
        .collect();
    let unsolved: Vec<usize> = results
        .iter()
        .filter(|r| !matches!(r.1.status, Status::Solved { .. }))
        .map(|r| r.0 + 1)
        .collect();
    let total: Duration = times.iter().sum();
    let median = times.get(times.len() / 2).copied().unwrap_or_default();
    let file = printable_path(file).to_string();
    let memory = peak_memory().unwrap_or_else(|| crate::t!("cli-sokoban-bench-unknown"));
    let lines = [
        crate::t!("cli-sokoban-bench-file", file = file),
        crate::t!(
            "cli-sokoban-bench-solved",
            solved = solved.len(),
            levels = results.len(),
            limit = time_limit.as_secs_f64(),
            jobs = jobs
        ),
        crate::t!(
            "cli-sokoban-bench-total",
            total = crate::i18n::fixed(total.as_secs_f64(), 1),
            wall = crate::i18n::fixed(wall.as_secs_f64(), 1)
        ),
        crate::t!(
            "cli-sokoban-bench-median",
            median = crate::i18n::fixed(median.as_secs_f64(), 3)
        ),
        crate::t!("cli-sokoban-bench-memory", memory = memory),
        crate::t!(
            "cli-sokoban-bench-unsolved",
            levels = format!("{unsolved:?}")
        ),
    ];
    for line in lines {
        outln!("{line}");
    }
    Ok(error::Status::Ok)
}
