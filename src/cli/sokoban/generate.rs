//! `gridwright generate sokoban`: levels filled into drawn rooms or the walls of existing
//! levels, solvable by construction, confirmed by the solver, ranked by difficulty.

use std::path::PathBuf;
use std::time::{Duration, Instant};

use gridwright_formats::sokoban::{Collection, WriteOptions, write_sok};
use serde::Serialize;

use crate::cli::error::{Error, Outcome, Status};
use crate::cli::output::{progress, with_heartbeat};
use crate::cli::save::{OutPath, Saver};
use crate::cli::{levels_arg, values};
use crate::sokoban::generate::{self, Control, Generated, Options, Source, layout};

mod shards;
pub use shards::merge;

/// The command line of `generate sokoban`.
#[derive(Debug, clap::Args)]
pub struct GenerateArgs {
    /// Fill the walls of these levels (a .sok or .xsb file) instead of drawing rooms.
    #[arg(long, conflicts_with = "size")]
    from: Option<PathBuf>,
    /// With --from: which levels' walls, like 1-10,15 (default: all).
    #[arg(long, requires = "from")]
    levels: Option<String>,
    /// With --from: keep the levels' goals (and so their box counts).
    #[arg(long, requires = "from")]
    keep_goals: bool,
    /// Rooms drawn from templates, WIDTHxHEIGHT with their outer walls (5 to 40 a side).
    #[arg(long, default_value = "10x8", value_parser = room_size)]
    size: (usize, usize),
    /// Keep 2 x 2 blocks of floor in drawn rooms (by default each is broken by a wall).
    #[arg(long)]
    open: bool,
    /// Boxes a level holds, 1 to 12 (without it: 4 in drawn rooms, and with --from as many
    /// as the level had; --keep-goals keeps its goals' count).
    #[arg(long, value_parser = crate::cli::values::count::<u8>(1..=12))]
    boxes: Option<u8>,
    /// Seed; the same seed gives the same levels on any machine.
    #[arg(long, default_value_t = 1, value_parser = values::seed)]
    seed: u64,
    /// Seconds the whole run may take (default: no limit); a run it stops keeps the levels
    /// made so far. Which levels a seed gives never depends on it.
    #[arg(long, value_parser = values::seconds)]
    time_limit: Option<Duration>,
    /// Levels to make (default: 1, or one per layout with --from).
    #[arg(long, value_parser = crate::cli::values::count::<u16>(1..=10_000))]
    count: Option<u16>,
    /// Positions the backward search may keep per placement (its memory, about 60 bytes
    /// each).
    #[arg(long, default_value_t = 2_000_000, value_parser = crate::cli::values::count::<u64>(1_000..=100_000_000))]
    max_positions: u64,
    /// The collection to write (.sok; standard output when absent).
    #[arg(short, long)]
    output: Option<OutPath>,
    /// Print one JSON object per level instead of the collection's summary.
    #[arg(long)]
    json: bool,
    // With these, level i is made alone from seed + i (in drawn rooms, the level `--seed`
    // seed+i makes alone), so any shard can make it: the levels differ from a run without
    // (the help's example says so; clap shows no text for a flattened group).
    #[command(flatten)]
    shards: crate::cli::shards::ShardFlags,
}

fn room_size(s: &str) -> Result<(usize, usize), String> {
    let (w, h) = values::size(s)?;
    if !(5..=40).contains(&w) || !(5..=40).contains(&h) {
        return Err(crate::t!("cli-sokoban-room-size", value = s));
    }
    Ok((w, h))
}

/// One level as `--json` prints it.
#[derive(Serialize)]
struct JsonLevel<'a> {
    index: usize,
    title: &'a str,
    width: usize,
    height: usize,
    boxes: usize,
    #[serde(flatten)]
    figures: generate::Figures,
    score: f64,
    why_short: Option<&'a str>,
    lurd: &'a str,
}

/// Runs `generate sokoban`.
pub fn run(a: &GenerateArgs, saver: &Saver) -> Outcome {
    if a.shards.given() {
        return shards::run(a, saver);
    }
    let source = source(a)?;
    let count = count(a, &source);
    let opts = options(a);
    let control = Control {
        deadline: a.time_limit.map(|t| Instant::now() + t),
        ..Control::default()
    };
    let bar = progress(count, &crate::t!("cli-progress-levels"));
    let made = with_heartbeat(&bar, count, crate::t!("cli-heartbeat-levels"), || {
        generate::run(&source, &opts, count, a.seed, &control, |_| bar.inc(1))
            .map_err(|e| e.to_string())
    });
    bar.finish_and_clear();
    let levels = made?;
    let stopped = control.out_of_time();
    finish(
        &levels,
        count,
        stopped,
        &opts,
        (a.seed, a.json, a.output.as_deref()),
        saver,
    )
}

/// The levels asked for: `--count`, else 1, or one per layout with `--from`.
fn count(a: &GenerateArgs, source: &Source) -> usize {
    a.count.map_or_else(
        || match source {
            Source::Layouts(l) => l.len(),
            Source::Room { .. } => 1,
        },
        usize::from,
    )
}

/// The generator's options from the flags.
fn options(a: &GenerateArgs) -> Options {
    Options {
        boxes: a.boxes.map_or(4, usize::from),
        max_positions: a.max_positions,
        ..Options::default()
    }
}

/// What a run says and writes of the levels it made (`count` asked for; `stopped` by its
/// deadline): why a level is short, why fewer were made, and the collection, or `--json`.
fn finish(
    levels: &[Generated],
    count: usize,
    stopped: bool,
    opts: &Options,
    out: (u64, bool, Option<&std::path::Path>),
    saver: &Saver,
) -> Outcome {
    for g in levels.iter().filter(|g| g.why_short.is_some()) {
        let line = crate::t!(
            "cli-sokoban-why-short",
            title = g.level.title.clone(),
            pushes = g.figures.fewest_pushes,
            why = g.why_short.as_deref().unwrap_or_default()
        );
        eprintln!("{line}");
    }
    if levels.len() < count && stopped {
        let line = crate::t!(
            "cli-sokoban-made-timeout",
            made = levels.len(),
            count = count
        );
        eprintln!("{line}");
    } else if levels.len() < count {
        let line = crate::t!(
            "cli-sokoban-made-unconfirmed",
            made = levels.len(),
            count = count,
            positions = opts.confirm_positions
        );
        eprintln!("{line}");
    }
    if levels.is_empty() {
        // A failed run writes nothing: an output that exists keeps what it held.
        return Err(Error::NothingFound(crate::t!("cli-sokoban-none-made")));
    }
    output(out, levels, saver)?;
    Ok(Status::Ok)
}

fn source(a: &GenerateArgs) -> Result<Source, String> {
    let Some(path) = &a.from else {
        let (width, height) = a.size;
        return Ok(Source::Room {
            width,
            height,
            open: a.open,
        });
    };
    let file: gridwright_formats::sokoban::SokobanFile =
        crate::io::load_as(path, Default::default()).map_err(|e| e.to_string())?;
    let c = file.collection;
    let chosen = match &a.levels {
        Some(spec) => levels_arg::parse(spec, c.levels.len())?,
        None => (0..c.levels.len()).collect(),
    };
    if chosen.is_empty() {
        return Err(crate::t!("cli-render-levels-none", count = c.levels.len()));
    }
    Ok(Source::Layouts(
        chosen
            .into_iter()
            .map(|i| {
                let mut l = layout::of_level(&c.levels[i].board, a.keep_goals);
                if a.boxes.is_some() {
                    l.boxes = None;
                }
                l
            })
            .collect(),
    ))
}

/// The levels as `--json` lines or as a collection (to `output`, else standard output);
/// `out` is the seed, `--json` and `-o`.
fn output(
    (seed, json, output): (u64, bool, Option<&std::path::Path>),
    levels: &[Generated],
    saver: &Saver,
) -> Outcome {
    if json {
        for (i, g) in levels.iter().enumerate() {
            let b = &g.level.board;
            let j = JsonLevel {
                index: i + 1,
                title: &g.level.title,
                width: b.width(),
                height: b.height(),
                boxes: crate::sokoban::checks::counts(b).boxes,
                figures: g.figures,
                score: (g.figures.score() * 10.0).round() / 10.0,
                why_short: g.why_short.as_deref(),
                lurd: &g.level.saved_games[0].moves,
            };
            outln!("{}", serde_json::to_string(&j).unwrap_or_default());
        }
    }
    let c = Collection {
        notes: vec![format!(
            // i18n-exempt: the file's own note
            "Generated by gridwright generate sokoban --seed {} (hardest first)",
            seed
        )],
        levels: levels.iter().map(|g| g.level.clone()).collect(),
    };
    let text = write_sok(&c, WriteOptions::default());
    match (output, json) {
        (None, true) => Ok(Status::Ok),
        (out, _) => saver.write_out(&text, out),
    }
}
