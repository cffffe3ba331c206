//! The flags every game's files share in the shared verbs, resolved once by clap and handed
//! down to the games' faces, and the helpers those verbs share (levels, jobs).

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

use super::levels_arg;
use super::target::Target;

/// `solve`'s shared flags.
#[derive(Debug, Clone, clap::Args)]
pub struct SolveOptions {
    /// A Sokoban collection (.sok, .xsb) or a maze file.
    pub file: PathBuf,
    /// One JSON object per level (or maze) and line.
    #[arg(long)]
    pub json: bool,
}

/// `convert`'s shared flags.
#[derive(Debug, Clone, clap::Args)]
pub struct ConvertOptions {
    /// Input files (.sok, .xsb, the Sokoban tutorial's level arrays; mazes: .maze, grid
    /// matrix, ASCII art, blocks, saved .labygame; BombFight: .bflvl, .bfreplay); format
    /// detected from the extension and the content.
    #[arg(required = true)]
    pub inputs: Vec<PathBuf>,
    /// Output format (each game's files convert to that game's targets).
    #[arg(long)]
    pub to: Target,
    /// Write one file holding the levels of every input, in order.
    #[arg(short, long, conflicts_with = "out_dir")]
    pub output: Option<PathBuf>,
    /// Write one file per input into this folder, named after the input.
    #[arg(long)]
    pub out_dir: Option<PathBuf>,
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
        eprintln!(
            "note: running {jobs} job(s), not {wanted}: {levels} level(s) on {cores} core(s)"
        );
    }
    jobs
}

/// The levels chosen by `--levels`, or a usage error naming the file's range.
pub fn selection(spec: Option<&str>, count: usize, file: &Path) -> Result<Vec<usize>, String> {
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

/// The file in `dir` for each input: named after the input, with `extension`. Two inputs
/// that would write the same file (`in/a.xsb` and `in/a.sok`, or `sub1/x.xsb` and
/// `sub2/x.xsb`) are refused before anything is written, since one would overwrite the other.
/// The folder is made when missing.
pub fn out_dir_targets(
    inputs: &[PathBuf],
    dir: &Path,
    extension: &str,
) -> Result<Vec<PathBuf>, String> {
    let targets: Vec<PathBuf> = inputs
        .iter()
        .map(|input| {
            dir.join(input.file_stem().unwrap_or_default())
                .with_extension(extension)
        })
        .collect();
    let mut seen: std::collections::HashMap<&PathBuf, &PathBuf> = Default::default();
    for (input, target) in inputs.iter().zip(&targets) {
        if let Some(first) = seen.insert(target, input)
            && first != input
        {
            return Err(format!(
                "{} and {} would both be written to {}: convert them separately, or rename one (nothing was written)",
                first.display(),
                input.display(),
                target.display()
            ));
        }
    }
    if dir.exists() && !dir.is_dir() {
        return Err(format!(
            "--out-dir {}: this is a file, not a folder",
            dir.display()
        ));
    }
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    Ok(targets)
}

/// The process's peak resident memory, from Linux's /proc (unknown elsewhere).
pub fn peak_memory() -> Option<String> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    let kib: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(format!("{:.1} MiB", kib as f64 / 1024.0))
}

/// Writes one text per input: into `out_dir` (named after the inputs, with `ext`), to
/// `output` (one input only; `what` names it in the error), or to standard output. The worst
/// status of the writes.
pub fn write_each(
    inputs: &[PathBuf],
    texts: &[String],
    (output, out_dir): (Option<&Path>, Option<&Path>),
    ext: &str,
    what: &str,
) -> u8 {
    if let Some(dir) = out_dir {
        let targets = match out_dir_targets(inputs, dir, ext) {
            Ok(t) => t,
            Err(e) => {
                eprintln!("error: {e}");
                return super::exit::ERROR;
            }
        };
        let mut worst = super::exit::OK;
        for (t, out) in texts.iter().zip(&targets) {
            worst = worst.max(write_out(t, Some(out)));
        }
        return worst;
    }
    if texts.len() > 1 && output.is_some() {
        eprintln!("error: -o takes one {what}; use --out-dir for several");
        return super::exit::ERROR;
    }
    let mut worst = super::exit::OK;
    for t in texts {
        worst = worst.max(write_out(t, output));
    }
    worst
}

/// `--force`: replace write-protected files.
static FORCE: AtomicBool = AtomicBool::new(false);
/// The files named on the command line that are not the value of an output flag: what the
/// command reads, which no output may replace.
static INPUTS: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

/// The flags whose value is a file or folder written, not read.
const OUTPUT_FLAGS: [&str; 6] = [
    "-o",
    "--output",
    "--replay",
    "--replays",
    "--bot-log",
    "--out-dir",
];

/// Notes `--force` and the command's input files, from the command line as given.
pub fn note_command_line(force: bool, args: &[std::ffi::OsString]) {
    FORCE.store(force, Ordering::Relaxed);
    let mut inputs = Vec::new();
    let mut after_output_flag = false;
    for a in args {
        let text = a.to_string_lossy();
        let written = after_output_flag
            || OUTPUT_FLAGS
                .iter()
                .any(|f| text.starts_with(&format!("{f}=")));
        after_output_flag = OUTPUT_FLAGS.contains(&text.as_ref());
        if !written && Path::new(a).is_file() {
            inputs.push(PathBuf::from(a));
        }
    }
    if let Ok(mut list) = INPUTS.lock() {
        *list = inputs;
    }
}

/// Whether two paths name the same file (the same device and inode).
fn same_file(a: &Path, b: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (std::fs::metadata(a), std::fs::metadata(b)) {
        (Ok(x), Ok(y)) => x.dev() == y.dev() && x.ino() == y.ino(),
        _ => false,
    }
}

/// Writes a file the command was asked to write: refused when it is one of the command's
/// inputs, or write-protected (no write permission for anyone) without `--force`, as `cp`
/// refuses; otherwise atomically, keeping the old file's mode and owner.
pub fn save(path: &Path, bytes: &[u8]) -> Result<(), String> {
    let inputs = INPUTS.lock().map(|l| l.clone()).unwrap_or_default();
    if let Some(input) = inputs.iter().find(|i| same_file(i, path)) {
        return Err(format!(
            "{}: this is an input of the command ({}); write the output elsewhere",
            path.display(),
            input.display()
        ));
    }
    let protected =
        std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().readonly());
    if protected && !FORCE.load(Ordering::Relaxed) {
        return Err(format!(
            "{}: the file is write-protected; --force replaces it",
            path.display()
        ));
    }
    crate::io::write_atomic(path, bytes).map_err(|e| format!("{}: {e}", path.display()))
}

/// Writes `text` to `output` atomically, or to standard output.
pub fn write_out(text: &str, output: Option<&Path>) -> u8 {
    match output {
        None => {
            out!("{text}");
            super::exit::OK
        }
        Some(p) => match save(p, text.as_bytes()) {
            Ok(()) => {
                eprintln!("wrote {}", p.display());
                super::exit::OK
            }
            Err(e) => {
                eprintln!("error: {e}");
                super::exit::ERROR
            }
        },
    }
}
