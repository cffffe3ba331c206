//! `gridwright bench sokoban`: solve every level of a file and report the figures README
//! keeps. A run may be one part of a sharded run (`--shard`, `--results`); the merge
//! reports the same figures, the times recomputed from the parts' lines (total: their sum;
//! wall time and peak memory: the largest part's).

use gridwright_formats::sokoban::SokobanFile;
use std::path::PathBuf;
use std::time::{Duration, Instant};

use super::solve::{LevelLine, Settings, SolveRun, solve_part};
use crate::cli::error;
use crate::cli::merge::{MergeArgs, merged, report};
use crate::cli::save::Saver;
use crate::cli::shards::{ShardFlags, start};
use crate::cli::shared::{mebibytes, peak_memory, selection};
use crate::cli::values;

/// The command, as results files name it.
const COMMAND: &str = "bench sokoban"; // i18n-exempt: a command name

/// `bench sokoban`'s flags.
#[derive(Debug, clap::Args)]
pub struct BenchArgs {
    file: PathBuf,
    /// Seconds per level (0 to 86400).
    #[arg(long, default_value = "10", value_parser = values::seconds)]
    time_limit: Duration,
    /// Levels solved at once (default: one per core).
    #[arg(long, value_parser = values::jobs)]
    jobs: Option<usize>,
    /// Levels to solve, 1-based: `1-10,15` (default: all).
    #[arg(long)]
    levels: Option<String>,
    /// Memory for all searches together, in MiB.
    #[arg(long, default_value = "4096", value_parser = values::memory_mib)]
    memory_mib: usize,
    #[command(flatten)]
    shards: ShardFlags,
}

/// Solved count, total and median time and peak memory for `file`'s levels.
pub fn run(a: &BenchArgs) -> error::Outcome {
    let c = crate::io::load_as::<SokobanFile>(&a.file, Default::default())?.collection;
    let which = selection(a.levels.as_deref(), c.levels.len(), &a.file)?;
    let s = Settings {
        time_limit: a.time_limit,
        memory_mib: a.memory_mib,
        jobs: a.jobs,
        optimal: false,
    };
    let run = SolveRun::of(&a.file, &c, &which, s);
    let started = start(&a.shards, COMMAND, run.clone())?;
    let begun = Instant::now();
    let (lines, jobs) = solve_part(&c, &which, s, &started)?;
    let memory = peak_memory().unwrap_or_else(|| crate::t!("cli-sokoban-bench-unknown"));
    let figures = Figures {
        wall: begun.elapsed(),
        memory,
        jobs,
    };
    out!("{}", report_text(&run, &lines, &figures));
    Ok(error::Status::Ok)
}

/// `gridwright merge` of a `bench sokoban` run: the one-process figures.
pub fn merge(m: &MergeArgs, saver: &Saver) -> error::Outcome {
    let all = merged::<SolveRun, LevelLine>(m, COMMAND)?;
    let lines = &all.items;
    let figures = Figures {
        wall: Duration::from_nanos(lines.iter().map(|l| l.wall_ns).max().unwrap_or(0)),
        memory: lines
            .iter()
            .filter_map(|l| l.peak_kib)
            .max()
            .map_or_else(|| crate::t!("cli-sokoban-bench-unknown"), mebibytes),
        jobs: lines.iter().map(|l| l.jobs).max().unwrap_or(1),
    };
    report(m, &report_text(&all.run.details, lines, &figures), saver)?;
    Ok(error::Status::Ok)
}

/// The figures that are not sums of the levels' own.
struct Figures {
    wall: Duration,
    memory: String,
    jobs: usize,
}

/// The report, a line a figure.
fn report_text(run: &SolveRun, lines: &[LevelLine], f: &Figures) -> String {
    let mut times: Vec<Duration> = lines.iter().map(LevelLine::elapsed).collect();
    times.sort();
    let (solved, unsolved): (Vec<&LevelLine>, Vec<&LevelLine>) =
        lines.iter().partition(|l| l.report.solved());
    let unsolved: Vec<usize> = unsolved.iter().map(|l| l.report.level).collect();
    let total: Duration = times.iter().sum();
    let median = times.get(times.len() / 2).copied().unwrap_or_default();
    let limit = Duration::from_millis(run.time_limit_ms);
    let lines = [
        crate::t!("cli-sokoban-bench-file", file = run.file.clone()),
        crate::t!(
            "cli-sokoban-bench-solved",
            solved = solved.len(),
            levels = lines.len(),
            limit = limit.as_secs_f64(),
            jobs = f.jobs
        ),
        crate::t!(
            "cli-sokoban-bench-total",
            total = crate::i18n::fixed(total.as_secs_f64(), 1),
            wall = crate::i18n::fixed(f.wall.as_secs_f64(), 1)
        ),
        crate::t!(
            "cli-sokoban-bench-median",
            median = crate::i18n::fixed(median.as_secs_f64(), 3)
        ),
        crate::t!("cli-sokoban-bench-memory", memory = f.memory.clone()),
        crate::t!(
            "cli-sokoban-bench-unsolved",
            levels = format!("{unsolved:?}")
        ),
    ];
    lines.map(|l| l + "\n").concat()
}
