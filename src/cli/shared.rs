//! The flags every game's files share in the shared verbs, resolved once by clap and handed
//! down to the games' faces, and the helpers those verbs share (levels, jobs).

use gridwright_formats::text::printable_path;
use std::path::{Path, PathBuf};

use super::faces::help;
use super::levels_arg;
use super::save::{OutDir, OutPath};
use super::target::Target;

/// `solve`'s shared flags.
#[derive(Debug, Clone, clap::Args)]
pub struct SolveOptions {
    #[arg(help = help::solve_file())]
    pub file: PathBuf,
    /// One JSON object per level (or maze) and line.
    #[arg(long)]
    pub json: bool,
}

/// `convert`'s shared flags.
#[derive(Debug, Clone, clap::Args)]
pub struct ConvertOptions {
    #[arg(required = true, help = help::convert_inputs())]
    pub inputs: Vec<PathBuf>,
    /// Output format (each game's files convert to that game's targets).
    #[arg(long)]
    pub to: Target,
    /// Write one file holding the levels of every input, in order.
    #[arg(short, long, conflicts_with = "out_dir")]
    pub output: Option<OutPath>,
    /// Write one file per input into this folder, named after the input.
    #[arg(long)]
    pub out_dir: Option<OutDir>,
}

/// `validate`'s shared flags.
#[derive(Debug, Clone, clap::Args)]
pub struct ValidateOptions {
    /// Level files to check.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
    /// Print only problems and the summary.
    #[arg(short, long)]
    pub quiet: bool,
}

/// One job per core, where the machine tells.
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
        let note = crate::t!(
            "cli-jobs-lowered",
            jobs = jobs,
            wanted = wanted,
            levels = levels,
            cores = cores
        );
        eprintln!("{note}");
    }
    jobs
}

/// The levels chosen by `--levels`, or a usage error naming the file's range.
pub fn selection(spec: Option<&str>, count: usize, file: &Path) -> Result<Vec<usize>, String> {
    let Some(spec) = spec else {
        return Ok((0..count).collect());
    };
    let which =
        levels_arg::parse(spec, count).map_err(|e| crate::t!("cli-levels-flag", error = e))?;
    if which.is_empty() {
        return Err(crate::t!(
            "cli-levels-selects-none",
            spec = spec,
            file = printable_path(file).to_string(),
            count = count.to_string()
        ));
    }
    Ok(which)
}

/// The process's peak resident memory in KiB, from Linux's /proc (unknown elsewhere).
pub fn peak_kib() -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?; // i18n-exempt: a /proc key
    line.split_whitespace().nth(1)?.parse().ok()
}

/// The process's peak resident memory, in words (unknown elsewhere).
pub fn peak_memory() -> Option<String> {
    peak_kib().map(mebibytes)
}

/// `kib` KiB, in words.
pub fn mebibytes(kib: u64) -> String {
    crate::t!(
        "cli-mebibytes",
        mib = crate::i18n::fixed(kib as f64 / 1024.0, 1)
    )
}
