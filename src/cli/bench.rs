//! `gridwright bench`: performance figures for the README, measured the same way each time.

use std::path::PathBuf;
use std::time::Duration;

use super::solve::{default_jobs, options, solve_all};
use super::{exit, levels_arg};
use crate::sokoban::solver::Status;

#[derive(Debug, clap::Subcommand)]
pub enum Bench {
    /// Solve every level of a file and report solved count, total and median time, peak memory.
    Sokoban {
        file: PathBuf,
        #[arg(long, default_value_t = 10.0)]
        time_limit: f64,
        #[arg(long)]
        jobs: Option<usize>,
        #[arg(long)]
        levels: Option<String>,
        #[arg(long, default_value_t = 4096)]
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
    use clap::ValueEnum;

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
        match Algorithm::from_str(algo, true) {
            Ok(a) => vec![a],
            Err(e) => {
                eprintln!("error: --algo {e}");
                return exit::ERROR;
            }
        }
    };
    println!("maze {w}x{h}, seed {seed}");
    let mut last = None;
    for a in algos {
        let t = std::time::Instant::now();
        let m = generate(a, w, h, seed);
        println!("{:<22} {:>8.2} s", a.name(), t.elapsed().as_secs_f64());
        last = Some(m);
    }
    if let Some(m) = last {
        let t = std::time::Instant::now();
        let path = crate::maze::solve::shortest_path(&m, m.index(m.entrance), m.index(m.exit));
        println!(
            "{:<22} {:>8.2} s (path of {} cells)",
            "solve bfs",
            t.elapsed().as_secs_f64(),
            path.len()
        );
    }
    println!(
        "peak memory:           {}",
        peak_memory().unwrap_or_else(|| "unknown".into())
    );
    exit::OK
}

fn sokoban(
    file: &std::path::Path,
    time_limit: f64,
    jobs: Option<usize>,
    levels: Option<&str>,
    memory_mib: usize,
) -> u8 {
    let (time_limit, memory_mib) = (&time_limit, &memory_mib);
    let (c, _) = match crate::io::load(file) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("error: {e}");
            return exit::ERROR;
        }
    };
    let which = match levels.map(|s| levels_arg::parse(s, c.levels.len())) {
        None => (0..c.levels.len()).collect(),
        Some(Ok(w)) => w,
        Some(Err(e)) => {
            eprintln!("error: --levels {e}");
            return exit::ERROR;
        }
    };
    let jobs = jobs.unwrap_or_else(default_jobs);
    let opts = options(*time_limit, *memory_mib, jobs, false);
    let started = std::time::Instant::now();
    let results = solve_all(&c, &which, &opts, jobs);
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
    println!("file:          {}", file.display());
    println!(
        "solved:        {}/{} at {time_limit} s per level, {jobs} job(s)",
        solved.len(),
        results.len()
    );
    println!(
        "total time:    {:.1} s (sum over levels), wall {:.1} s",
        total.as_secs_f64(),
        wall.as_secs_f64()
    );
    println!("median time:   {:.3} s", median.as_secs_f64());
    println!(
        "peak memory:   {}",
        peak_memory().unwrap_or_else(|| "unknown".into())
    );
    println!("not solved:    {unsolved:?}");
    exit::OK
}

/// The process's peak resident memory, from Linux's /proc (unknown elsewhere).
fn peak_memory() -> Option<String> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(format!("{:.1} MiB", kib as f64 / 1024.0))
}
