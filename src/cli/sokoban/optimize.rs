//! Optimizing the solutions of a Sokoban collection, level by level (each level's search
//! takes both cores): the start of each level (its best saved solution for the metric, or
//! the solver's), the optimizer's answer as a line, and the collection with the better
//! solutions added when `-o` asks. A level that cannot start (no solution, a saved solution
//! that does not replay, an unsolvable level) is said, and then nothing is written, since a
//! run that met bad input is a failed run; Ctrl+C ends the level in hand with the best found
//! so far and writes what is done. A run may be one part of a sharded run (`--shard`,
//! `--results`): each finished level's line (its report and the solutions it adds) is
//! appended as it ends, and `gridwright merge` makes the parts into the one-process output.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use std::collections::HashMap;
use std::path::Path;

use gridwright_formats::sokoban::{
    Collection, Level, SavedGame, WriteOptions, read_collection, write_sok,
};
use gridwright_formats::text::printable_path;
use serde::{Deserialize, Serialize};

use crate::cli::error::{self, Status};
use crate::cli::merge::{MergeArgs, merged};
use crate::cli::optimize::Args;
use crate::cli::output::{Heartbeat, printable, time_note};
use crate::cli::save::Saver;
use crate::cli::shards::start;
use crate::cli::shared::selection;
use crate::shards::{Details, Item, digest};
use crate::sokoban::files::SaveFormat;
use crate::sokoban::saved_games::{Standing, solutions, standing};
use crate::sokoban::solver::optimize::{self, Metric, Options, Outcome, Progress, Solution};
use crate::sokoban::solver::{self, Status as SolveStatus};

/// One level's result, as `--json` prints it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Report {
    /// 1-based.
    pub level: usize,
    /// The level's title.
    pub title: String,
    /// Why the optimizer stopped (`done`, `optimal`, `timeout`, `cancelled`), or `no-start`.
    pub status: String,
    /// The start's figures.
    pub start_moves: Option<usize>,
    /// The start's figures.
    pub start_pushes: Option<usize>,
    /// The best solution's figures (the start's when nothing better was found).
    pub moves: Option<usize>,
    /// The best solution's figures.
    pub pushes: Option<usize>,
    /// Whether the best is better than the start.
    pub improved: bool,
    /// Seconds the optimizer searched (the solve first not counted).
    pub seconds: f64,
    /// Positions its searches stored.
    pub positions: u64,
    /// The best solution's moves.
    pub lurd: Option<String>,
    /// Where the start came from: `saved` or `solver`.
    pub start: Option<String>,
    /// Why the level could not start.
    #[serde(skip_serializing_if = "Option::is_none")] // i18n-exempt: a field name
    pub reason: Option<String>,
}

/// Where a level's optimization starts.
struct Start {
    lurd: String,
    /// The solver's solution, when the level had none saved (added to the level too).
    solved: Option<Solution>,
}

/// What makes an `optimize` run this one: the collection (its text, so that a merge needs
/// nothing but the results files), the levels chosen and the optimizer's settings.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct OptimizeRun {
    /// The file's name, as given.
    pub file: String,
    /// A digest of the collection.
    pub digest: String,
    /// The collection, as .sok text.
    pub collection: String,
    /// The levels chosen, 0-based, in order: item n is level `levels[n]`.
    pub levels: Vec<usize>,
    /// `--metric`.
    pub metric: Metric,
    /// Seconds per level, in milliseconds.
    pub time_limit_ms: u64,
    /// `--memory-mib`.
    pub memory_mib: usize,
}

impl Details for OptimizeRun {
    const UNIT: &'static str = "level";
    fn items(&self) -> usize {
        self.levels.len()
    }
}

impl OptimizeRun {
    fn of(file: &Path, c: &Collection, which: &[usize], args: &Args) -> OptimizeRun {
        let text = write_sok(c, WriteOptions::default());
        OptimizeRun {
            file: printable_path(file).to_string(),
            digest: digest(&text),
            collection: text,
            levels: which.to_vec(),
            metric: args.metric.into(),
            time_limit_ms: u64::try_from(args.time_limit.as_millis()).unwrap_or(u64::MAX),
            memory_mib: args.memory_mib,
        }
    }
}

/// A finished level's line: its report and the solutions it adds to the level.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct LevelLine {
    /// Its place among the levels chosen.
    pub number: usize,
    /// Its report.
    #[serde(flatten)]
    pub report: Report,
    /// The saved games it adds (the solver's start, the better solution).
    pub added: Vec<Added>,
}

impl Item for LevelLine {
    fn number(&self) -> usize {
        self.number
    }
}

/// A saved game a level gains, as the results file keeps it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Added {
    /// Its title (`Solution M/P`).
    pub title: String,
    /// Its LURD.
    pub moves: String,
    /// Its note.
    pub note: String,
}

/// `gridwright optimize` on a Sokoban collection (this part's levels, with `--shard`).
pub fn run(c: Collection, args: &Args, saver: &Saver) -> error::Outcome {
    let which = chosen(&c, args)?;
    let started = start::<_, LevelLine>(
        &args.shards,
        "optimize",
        OptimizeRun::of(&args.file, &c, &which, args),
    )?;
    let cancel = Arc::new(AtomicBool::new(false));
    let flag = cancel.clone();
    if let Err(e) = ctrlc::set_handler(move || flag.store(true, Ordering::Relaxed)) {
        eprintln!(
            "{}",
            crate::t!("cli-optimize-no-ctrl-c", error = e.to_string())
        );
    }
    let opts = Options {
        metric: args.metric.into(),
        time_limit: args.time_limit,
        memory_limit: args.memory_mib.saturating_mul(1 << 20),
        threads: crate::cli::shared::default_jobs().clamp(1, 2),
        cancel: Some(cancel.clone()),
    };
    let done: HashMap<usize, LevelLine> =
        started.done.iter().map(|l| (l.number, l.clone())).collect();
    let mut lines = Vec::new();
    let mut pace = Pace::new((0..which.len()).filter(|&n| started.shard.holds(n)).count());
    for (number, &i) in which.iter().enumerate() {
        if !started.shard.holds(number) {
            continue;
        }
        if let Some(line) = done.get(&number) {
            print_report(&line.report, args.json);
            lines.push(line.clone());
            continue;
        }
        if cancel.load(Ordering::Relaxed) {
            eprintln!("{}", crate::t!("cli-optimize-not-started", level = i + 1));
            continue;
        }
        pace.done = lines.len();
        let line = optimize_level(&c.levels[i], (number, i), &opts, &mut pace);
        print_report(&line.report, args.json);
        // A level cut short by Ctrl+C is done again when the part is run again.
        if line.report.status != "cancelled" {
            started.sink.append(&line)?;
        }
        lines.push(line);
    }
    finish(c, &lines, args.output.as_deref(), saver)
}

/// What a run writes from its levels' lines: the collection with the added solutions, when
/// every level could start; else the levels that could not, and nothing written.
fn finish(
    mut c: Collection,
    lines: &[LevelLine],
    output: Option<&Path>,
    saver: &Saver,
) -> error::Outcome {
    let failed: Vec<String> = lines
        .iter()
        .filter_map(|l| {
            let why = l.report.reason.clone()?;
            Some(crate::t!(
                "cli-optimize-no-start",
                level = l.report.level,
                why = why
            ))
        })
        .collect();
    if !failed.is_empty() {
        let nothing = output.map(|_| crate::t!("cli-optimize-nothing-written"));
        let words: Vec<String> = failed.into_iter().chain(nothing).collect();
        return Err(error::Error::NothingFound(words.join("\n")));
    }
    for line in lines {
        if let Some(level) = c.levels.get_mut(line.report.level - 1) {
            level
                .saved_games
                .extend(line.added.iter().map(|a| SavedGame {
                    title: a.title.clone(),
                    moves: a.moves.clone(),
                    notes: vec![a.note.clone()],
                }));
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
    Ok(Status::Ok)
}

/// `gridwright merge` of an `optimize` run: what the one-process run prints and writes.
pub fn merge(m: &MergeArgs, saver: &Saver) -> error::Outcome {
    let all = merged::<OptimizeRun, LevelLine>(m, "optimize")?;
    let c =
        read_collection(&all.run.details.collection).map_err(|e| crate::i18n::parse_error(&e))?;
    for line in &all.items {
        print_report(&line.report, m.json);
    }
    finish(c, &all.items, m.output.as_deref(), saver)
}

/// The levels to optimize: those `--levels` names; without it, those with a saved solution
/// (what a user optimizes, and what YASS does), or every level when none has one, each then
/// solved first. The levels left out are said.
fn chosen(c: &Collection, args: &Args) -> Result<Vec<usize>, String> {
    let all = selection(args.levels.as_deref(), c.levels.len(), &args.file)?;
    if args.levels.is_some() {
        return Ok(all);
    }
    let solved: Vec<usize> = all
        .iter()
        .copied()
        .filter(|&i| c.levels[i].solutions().next().is_some())
        .collect();
    if solved.is_empty() {
        return Ok(all);
    }
    if solved.len() < all.len() {
        let left = all.len() - solved.len();
        eprintln!("{}", crate::t!("cli-optimize-left-out", n = left));
    }
    Ok(solved)
}

/// Item `number`, level `i` (0-based), optimized: its line, with the solver's start (when
/// it had no solution) and the better solution as the saved games it adds.
fn optimize_level(
    level: &Level,
    (number, i): (usize, usize),
    opts: &Options,
    pace: &mut Pace,
) -> LevelLine {
    let line = |report, added| LevelLine {
        number,
        report,
        added,
    };
    let start = match start_of(level, opts) {
        Ok(start) => start,
        Err(why) => return line(failure(level, i, why), vec![]),
    };
    let progress = Progress::default();
    let outcome = with_spinner((i, pace), &progress, || {
        optimize::optimize(&level.board, &start.lurd, opts, &progress)
    });
    let outcome = match outcome {
        Ok(o) => o,
        Err(e) => return line(failure(level, i, e.to_string()), vec![]),
    };
    let from = if start.solved.is_some() {
        "solver"
    } else {
        "saved"
    };
    let mut added = Vec::new();
    if let Some(s) = &start.solved {
        added.push(saved(s, found_note()));
    }
    if outcome.improved(opts.metric) {
        added.push(saved(&outcome.best, optimized_note(&outcome, opts.metric)));
    }
    line(report(level, i, &outcome, opts.metric, from), added)
}

/// The level's best saved solution for the metric, or the solver's when it has none; a
/// saved solution that does not replay is refused, since the user would lose it unseen.
fn start_of(level: &Level, opts: &Options) -> Result<Start, String> {
    if let Some((game, why)) = level
        .saved_games
        .iter()
        .find_map(|g| match standing(level, g) {
            Standing::Stale(why) => Some((g, why)),
            _ => None,
        })
    {
        return Err(crate::t!(
            "cli-optimize-stale",
            title = printable(&game.title).to_string(),
            why = why
        ));
    }
    let metric = opts.metric;
    let best = solutions(level)
        .min_by_key(|(_, g)| metric.key(g.moves() as u64, g.pushes() as u64))
        .map(|(_, g)| g.lurd());
    if let Some(lurd) = best {
        return Ok(Start { lurd, solved: None });
    }
    let solve = solver::Options {
        time_limit: opts.time_limit,
        memory_limit: opts.memory_limit,
        cancel: opts.cancel.clone(),
        ..solver::Options::default()
    };
    let outcome = solver::solve(&level.board, &solve, &solver::Progress::default());
    match outcome.status {
        SolveStatus::Solved {
            lurd,
            moves,
            pushes,
        } => Ok(Start {
            lurd: lurd.clone(),
            solved: Some(Solution {
                lurd,
                moves,
                pushes,
            }),
        }),
        SolveStatus::Unsolvable(why) | SolveStatus::Invalid(why) => Err(why),
        _ => Err(crate::t!(
            "cli-optimize-unsolved",
            seconds = crate::i18n::fixed(opts.time_limit.as_secs_f64(), 1)
        )),
    }
}

/// How far this part of the run is, for the heartbeat off a terminal (a Slurm output
/// file shows it every ten seconds: a level takes up to its time limit).
struct Pace {
    beat: Heartbeat,
    /// Levels of this part finished, resumed ones included.
    done: usize,
    /// Levels of this part.
    total: usize,
    began: Instant,
}

impl Pace {
    fn new(total: usize) -> Pace {
        Pace {
            beat: Heartbeat::new(crate::t!("cli-heartbeat-optimized")),
            done: 0,
            total,
            began: Instant::now(),
        }
    }

    fn tick(&mut self) {
        let (done, total, elapsed) = (self.done, self.total, self.began.elapsed());
        self.beat.tick_noting(done as u64, total as u64, || {
            time_note(done, total, elapsed)
        });
    }
}

/// A spinner on a terminal saying the best so far while `work` runs, a heartbeat elsewhere.
fn with_spinner<T: Send>(
    (i, pace): (usize, &mut Pace),
    progress: &Progress,
    work: impl FnOnce() -> T + Send,
) -> T {
    let bar = indicatif::ProgressBar::new_spinner();
    std::thread::scope(|s| {
        let worker = s.spawn(work);
        while !worker.is_finished() {
            pace.tick();
            let (moves, pushes) = progress.best().unwrap_or_default();
            bar.set_message(crate::t!(
                "cli-optimize-progress",
                level = i + 1,
                moves = moves,
                pushes = pushes,
                positions = progress.positions.load(Ordering::Relaxed)
            ));
            bar.tick();
            std::thread::sleep(Duration::from_millis(100));
        }
        bar.finish_and_clear();
        worker
            .join()
            .unwrap_or_else(|e| std::panic::resume_unwind(e))
    })
}

fn saved(s: &Solution, note: String) -> Added {
    Added {
        // i18n-exempt: the file's own title, the form other programs read
        title: format!("Solution {}/{}", s.moves, s.pushes),
        moves: s.lurd.clone(),
        note,
    }
}

/// The note of the solver's start: the file's own words, in English as the solver's are.
fn found_note() -> String {
    "Found by gridwright to start the optimizer".to_owned() // i18n-exempt: the file's note
}

/// The note of an optimized solution: from what, for which metric, in how long.
fn optimized_note(o: &Outcome, metric: Metric) -> String {
    format!(
        // i18n-exempt: the file's own note
        "Optimized by gridwright for {} from {}/{} in {:.2} s",
        metric.word(),
        o.start.moves,
        o.start.pushes,
        o.elapsed.as_secs_f64()
    )
}

fn report(level: &Level, i: usize, o: &Outcome, metric: Metric, from: &str) -> Report {
    Report {
        level: i + 1,
        title: level.title.clone(),
        status: o.stop.word().to_owned(),
        start_moves: Some(o.start.moves),
        start_pushes: Some(o.start.pushes),
        moves: Some(o.best.moves),
        pushes: Some(o.best.pushes),
        improved: o.improved(metric),
        seconds: (o.elapsed.as_secs_f64() * 1000.0).round() / 1000.0,
        positions: o.positions,
        lurd: Some(o.best.lurd.clone()),
        start: Some(from.to_owned()),
        reason: None,
    }
}

fn failure(level: &Level, i: usize, why: String) -> Report {
    Report {
        level: i + 1,
        title: level.title.clone(),
        status: "no-start".to_owned(),
        start_moves: None,
        start_pushes: None,
        moves: None,
        pushes: None,
        improved: false,
        seconds: 0.0,
        positions: 0,
        lurd: None,
        start: None,
        reason: Some(why),
    }
}

fn print_report(r: &Report, json: bool) {
    if json {
        if let Ok(s) = serde_json::to_string(r) {
            outln!("{s}");
        }
        return;
    }
    let detail = match (r.start_moves, r.start_pushes, r.moves, r.pushes) {
        (Some(sm), Some(sp), Some(m), Some(p)) => {
            // i18n-exempt: a table row meant for diffing, figures as moves/pushes
            format!("{sm}/{sp} -> {m}/{p}")
        }
        _ => r.reason.clone().unwrap_or_default(),
    };
    outln!(
        // i18n-exempt: the table row's columns
        "{:>4} {:<24} {:<9} {:>7.2} s {:>10} positions  {detail}",
        r.level,
        printable(&r.title).chars().take(24).collect::<String>(),
        r.status,
        r.seconds,
        r.positions
    );
}
