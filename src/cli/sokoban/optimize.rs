//! Optimizing the solutions of a Sokoban collection, level by level (each level's search
//! takes both cores): the start of each level (its best saved solution for the metric, or
//! the solver's), the optimizer's answer as a line, and the collection with the better
//! solutions added when `-o` asks. A level that cannot start (no solution, a saved solution
//! that does not replay, an unsolvable level) is said, and then nothing is written, since a
//! run that met bad input is a failed run; Ctrl+C ends the level in hand with the best found
//! so far and writes what is done.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;

use gridwright_formats::sokoban::{Collection, Level, SavedGame, WriteOptions};
use gridwright_formats::text::printable_path;
use serde::Serialize;

use crate::cli::error::{self, Status};
use crate::cli::optimize::Args;
use crate::cli::output::printable;
use crate::cli::save::Saver;
use crate::cli::shared::selection;
use crate::sokoban::files::SaveFormat;
use crate::sokoban::saved_games::{Standing, solutions, standing};
use crate::sokoban::solver::optimize::{self, Metric, Options, Outcome, Progress, Solution};
use crate::sokoban::solver::{self, Status as SolveStatus};

/// One level's result, as `--json` prints it.
#[derive(Debug, Clone, PartialEq, Serialize)]
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

/// `gridwright optimize` on a Sokoban collection.
pub fn run(mut c: Collection, args: &Args, saver: &Saver) -> error::Outcome {
    let which = selection(args.levels.as_deref(), c.levels.len(), &args.file)?;
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
    let mut failed = Vec::new();
    for &i in &which {
        if cancel.load(Ordering::Relaxed) {
            eprintln!("{}", crate::t!("cli-optimize-not-started", level = i + 1));
            continue;
        }
        let report = optimize_level(&mut c.levels[i], i, &opts);
        if let Some(why) = &report.reason {
            failed.push(crate::t!(
                "cli-optimize-no-start",
                level = i + 1,
                why = why.clone()
            ));
        }
        print_report(&report, args.json);
    }
    if !failed.is_empty() {
        let nothing = args
            .output
            .as_ref()
            .map(|_| crate::t!("cli-optimize-nothing-written"));
        let words: Vec<String> = failed.into_iter().chain(nothing).collect();
        return Err(error::Error::NothingFound(words.join("\n")));
    }
    if let Some(out) = &args.output {
        let text = SaveFormat::for_path(out).write(&c, WriteOptions::default());
        saver.save(out, text.as_bytes())?;
        eprintln!(
            "{}",
            crate::t!("cli-wrote", file = printable_path(out).to_string())
        );
    }
    Ok(Status::Ok)
}

/// Optimizes level `i` (0-based), adding the solver's start and the better solution to it.
fn optimize_level(level: &mut Level, i: usize, opts: &Options) -> Report {
    let start = match start_of(level, opts) {
        Ok(start) => start,
        Err(why) => return failure(level, i, why),
    };
    let progress = Progress::default();
    let outcome = with_spinner(i, &progress, || {
        optimize::optimize(&level.board, &start.lurd, opts, &progress)
    });
    let outcome = match outcome {
        Ok(o) => o,
        Err(e) => return failure(level, i, e.to_string()),
    };
    let from = if start.solved.is_some() {
        "solver"
    } else {
        "saved"
    };
    if let Some(s) = &start.solved {
        level.saved_games.push(saved(s, found_note(s)));
    }
    if outcome.improved(opts.metric) {
        level
            .saved_games
            .push(saved(&outcome.best, optimized_note(&outcome, opts.metric)));
    }
    report(level, i, &outcome, opts.metric, from)
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

/// A spinner on a terminal saying the best so far while `work` runs.
fn with_spinner<T: Send>(i: usize, progress: &Progress, work: impl FnOnce() -> T + Send) -> T {
    let bar = indicatif::ProgressBar::new_spinner();
    std::thread::scope(|s| {
        let worker = s.spawn(work);
        while !worker.is_finished() {
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

fn saved(s: &Solution, note: String) -> SavedGame {
    SavedGame {
        // i18n-exempt: the file's own title, the form other programs read
        title: format!("Solution {}/{}", s.moves, s.pushes),
        moves: s.lurd.clone(),
        notes: vec![note],
    }
}

/// The note of the solver's start: the file's own words, in English as the solver's are.
fn found_note(_: &Solution) -> String {
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
