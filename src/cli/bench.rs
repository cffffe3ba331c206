//! `gridwright bench`: performance figures for the README, measured the same way each time.

use std::path::PathBuf;
use std::time::Duration;

use super::solve::{jobs as job_count, options, selection, solve_all};
use super::{exit, values};
use crate::sokoban::solver::Status;

#[derive(Debug, clap::Subcommand)]
pub enum Bench {
    /// Solve every level of a file and report solved count, total and median time, peak memory.
    Sokoban {
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
    },
    /// Generate (and solve) a large maze with each generator; times and peak memory.
    Maze {
        /// Size in cells, WIDTHxHEIGHT.
        #[arg(long, default_value = "10000x10000")]
        size: String,
        /// A generator, or `all`.
        #[arg(long, default_value = "all")]
        algo: String,
        /// Seed of every maze.
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
}

pub fn run(bench: &Bench) -> u8 {
    match bench {
        Bench::Sokoban {
            file,
            time_limit,
            jobs,
            levels,
            memory_mib,
        } => sokoban(file, *time_limit, *jobs, levels.as_deref(), *memory_mib),
        Bench::Maze { size, algo, seed } => maze(size, algo, *seed),
    }
}

fn maze(size: &str, algo: &str, seed: u64) -> u8 {
    use crate::maze::generate::{Algorithm, generate};
    let (w, h) = match super::maze::parse_size(size) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("error: --size {e}");
            return exit::ERROR;
        }
    };
    let algos: Vec<Algorithm> = if algo == "all" {
        Algorithm::ALL.to_vec()
    } else {
        match super::names::lookup::<Algorithm>(algo) {
            Some(a) => vec![a],
            None => {
                eprintln!("error: --algo '{algo}': not a generator (or all)");
                return exit::ERROR;
            }
        }
    };
    let generator = algos
        .iter()
        .map(|a| a.memory_needed(w * h))
        .max()
        .unwrap_or(0);
    if let Err(e) = super::maze::check_memory((w, h), None, generator) {
        eprintln!("error: {e}");
        return exit::ERROR;
    }
    outln!("maze {w}x{h}, seed {seed}");
    let mut last = None;
    for a in algos {
        let t = std::time::Instant::now();
        let m = generate(a, w, h, seed);
        outln!("{:<22} {:>8.2} s", a.name(), t.elapsed().as_secs_f64());
        last = Some(m);
    }
    if let Some(m) = last {
        let t = std::time::Instant::now();
        let path = crate::maze::solve::shortest_path(&m, m.index(m.entrance), m.index(m.exit));
        outln!(
            "{:<22} {:>8.2} s (path of {} cells)",
            "solve bfs",
            t.elapsed().as_secs_f64(),
            path.len()
        );
    }
    outln!(
        "peak memory:           {}",
        peak_memory().unwrap_or_else(|| "unknown".into())
    );
    exit::OK
}

fn sokoban(
    file: &std::path::Path,
    time_limit: Duration,
    jobs: Option<usize>,
    levels: Option<&str>,
    memory: usize,
) -> u8 {
    let (c, _) = match crate::io::load_sokoban(file) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("error: {e}");
            return exit::ERROR;
        }
    };
    let which = match selection(levels, c.levels.len(), file) {
        Ok(w) => w,
        Err(e) => {
            eprintln!("error: {e}");
            return exit::ERROR;
        }
    };
    let jobs = job_count(jobs, which.len());
    let opts = options(time_limit, memory, jobs, false);
    let started = std::time::Instant::now();
    let results = match solve_all(&c, &which, &opts, jobs) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: cannot start {jobs} solver thread(s): {e}");
            return exit::ERROR;
        }
    };
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
    outln!("file:          {}", file.display());
    outln!(
        "solved:        {}/{} at {} s per level, {jobs} job(s)",
        solved.len(),
        results.len(),
        time_limit.as_secs_f64()
    );
    outln!(
        "total time:    {:.1} s (sum over levels), wall {:.1} s",
        total.as_secs_f64(),
        wall.as_secs_f64()
    );
    outln!("median time:   {:.3} s", median.as_secs_f64());
    outln!(
        "peak memory:   {}",
        peak_memory().unwrap_or_else(|| "unknown".into())
    );
    outln!("not solved:    {unsolved:?}");
    exit::OK
}

/// The process's peak resident memory, from Linux's /proc (unknown elsewhere).
fn peak_memory() -> Option<String> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(format!("{:.1} MiB", kib as f64 / 1024.0))
}
