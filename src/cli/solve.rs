//! `gridwright solve`: the shared flags, the choice of levels and jobs, and one `match` on the
//! loaded file; each game solves in its own module.

use std::path::PathBuf;
use std::time::Duration;

use super::{exit, levels_arg, values};
use crate::io::Loaded;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// A Sokoban file (.sok, .xsb).
    pub(crate) file: PathBuf,
    /// Levels to solve, 1-based: `1-10,15` (default: all).
    #[arg(long)]
    pub(crate) levels: Option<String>,
    /// Seconds per level (0 to 86400).
    #[arg(long, default_value = "10", value_parser = values::seconds)]
    pub(crate) time_limit: Duration,
    /// Levels solved at once (default: one per core; at most one per core and per level).
    #[arg(long, value_parser = values::jobs)]
    pub(crate) jobs: Option<usize>,
    /// Fewest pushes, then fewest moves, instead of the first solution found (small levels).
    #[arg(long)]
    pub(crate) optimal: bool,
    /// Memory for all searches together, in MiB (shared among the jobs; 1 to 1048576).
    #[arg(long, default_value = "4096", value_parser = values::memory_mib)]
    pub(crate) memory_mib: usize,
    /// One JSON object per level and line.
    #[arg(long)]
    pub(crate) json: bool,
    /// Write the collection with the solutions added.
    #[arg(short, long)]
    pub(crate) output: Option<PathBuf>,
    /// Mazes: the solving method.
    #[arg(long, value_parser = super::names::parser::<crate::maze::solve::Method>(), default_value = "bfs")]
    pub(crate) algo: crate::maze::solve::Method,
    /// Mazes: print the path as directions (n e s w).
    #[arg(long)]
    pub(crate) dirs: bool,
    /// Mazes: the letter for west in --dirs (`o` as the French original writes).
    #[arg(long, default_value_t = 'w')]
    pub(crate) west: char,
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
    match crate::io::load(&args.file, Default::default()) {
        Ok(Loaded::Sokoban(c, _)) => super::sokoban::solve(args, c),
        Ok(Loaded::Maze(m, _)) => {
            super::maze::solve(&m, args.algo, args.dirs, args.west, args.json)
        }
        Ok(Loaded::MazeGame(g)) => {
            super::maze::solve(&g.maze, args.algo, args.dirs, args.west, args.json)
        }
        Ok(Loaded::BombFight(_)) => {
            eprintln!(
                "error: {}: BombFight maps are played, not solved (gridwright play bombfight FILE)",
                args.file.display()
            );
            exit::ERROR
        }
        Err(e) => {
            eprintln!("error: {e}");
            exit::ERROR
        }
    }
}
