//! `generate sokoban --count N` as a part of a sharded run (`--shard`, `--shards`,
//! `--results`). A run of one stream cannot be split (each level's search draws from the
//! stream the levels before it left), so here level i is made alone from seed + i (in a
//! drawn room, as `--seed` seed+i makes its one level; with `--from`, in the i-th layout
//! in turn): any shard can make it, and the same seed gives
//! the same levels however the run is split. Each finished level's line (the level, its
//! figures, or that none was confirmed) is appended as it ends; the merge and the run end
//! alike: levels the same up to symmetry kept once, hardest first.

use std::collections::HashSet;
use std::time::Instant;

use gridwright_formats::sokoban::{Collection, WriteOptions, read_collection, write_sok};
use serde::{Deserialize, Serialize};

use super::{GenerateArgs, count, finish, options, source};
use crate::cli::error::Outcome;
use crate::cli::merge::{MergeArgs, merged};
use crate::cli::output::{progress, with_heartbeat};
use crate::cli::save::Saver;
use crate::cli::shards::start;
use crate::shards::{Details, Item, digest};
use crate::sokoban::generate::{self, Control, Figures, Generated, Options, Source};

/// The command, as results files name it.
const COMMAND: &str = "generate sokoban"; // i18n-exempt: a command name

/// What makes a `generate sokoban` run this one: its source, the generator's bounds, the
/// seed and the count (not the time limit, which never changes which levels come out).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct GenerateRun {
    /// `--from`'s file, if any.
    from: Option<String>,
    /// A digest of the source: the room's size and shape, or the layouts taken from files.
    source: String,
    boxes: Option<u8>,
    max_positions: u64,
    seed: u64,
    count: usize,
}

impl Details for GenerateRun {
    const UNIT: &'static str = "level";
    fn items(&self) -> usize {
        self.count
    }
}

/// A finished level's line: what was made, or `None` when no candidate was confirmed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct LevelLine {
    number: usize,
    made: Option<Made>,
}

/// A made level, as the line keeps it.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Made {
    /// The level as a one-level .sok collection (its solution saved in it).
    sok: String,
    figures: Figures,
    key: String,
    why_short: Option<String>,
}

impl Item for LevelLine {
    fn number(&self) -> usize {
        self.number
    }
}

impl LevelLine {
    fn of(number: usize, g: Option<&Generated>) -> LevelLine {
        LevelLine {
            number,
            made: g.map(|g| Made {
                sok: write_sok(
                    &Collection {
                        notes: vec![],
                        levels: vec![g.level.clone()],
                    },
                    WriteOptions::default(),
                ),
                figures: g.figures,
                key: g.key.clone(),
                why_short: g.why_short.clone(),
            }),
        }
    }
}

/// Runs this part's levels not made before.
pub fn run(a: &GenerateArgs, saver: &Saver) -> Outcome {
    let source = source(a)?;
    let count = count(a, &source);
    let opts = options(a);
    let run = GenerateRun {
        from: a
            .from
            .as_ref()
            .map(|p| gridwright_formats::text::printable_path(p).to_string()),
        source: digest(&format!("{source:?}")),
        boxes: a.boxes,
        max_positions: a.max_positions,
        seed: a.seed,
        count,
    };
    let started = start::<_, LevelLine>(&a.shards, COMMAND, run)?;
    let todo = started.todo();
    let numbers: Vec<usize> = (0..count).filter(|&n| todo(n)).collect();
    let control = Control {
        deadline: a.time_limit.map(|t| Instant::now() + t),
        ..Control::default()
    };
    let bar = progress(numbers.len(), &crate::t!("cli-progress-levels"));
    let made = with_heartbeat(
        &bar,
        numbers.len(),
        crate::t!("cli-heartbeat-levels"),
        || {
            let mut new = Vec::new();
            for &n in &numbers {
                let g = alone(&source, &opts, n, a.seed, &control)?;
                if control.stopped() {
                    // Unfinished: made again when the part is run again.
                    break;
                }
                let line = LevelLine::of(n, g.first());
                started.sink.append(&line)?;
                bar.inc(1);
                new.push(line);
            }
            Ok(new)
        },
    );
    bar.finish_and_clear();
    let lines = started.with_done(made?.into_iter().map(Ok).collect())?;
    let levels = generated(&lines, a.seed)?;
    let wanted = started.shard.share(count);
    let out = (a.seed, a.json, a.output.as_deref());
    finish(&levels, wanted, control.out_of_time(), &opts, out, saver)
}

/// Level `n` made alone from `seed + n` (a given layout: the n-th, in turn).
fn alone(
    source: &Source,
    opts: &Options,
    n: usize,
    seed: u64,
    control: &Control,
) -> Result<Vec<Generated>, String> {
    let own = match source {
        Source::Layouts(all) if !all.is_empty() => {
            Source::Layouts(vec![all[n % all.len()].clone()])
        }
        other => other.clone(),
    };
    generate::run(&own, opts, 1, seed.wrapping_add(n as u64), control, |_| {})
        .map_err(|e| e.to_string())
}

/// The levels of `lines` (in the run's order), each form once, hardest first, titled as a
/// run of `seed` titles them.
fn generated(lines: &[LevelLine], seed: u64) -> Result<Vec<Generated>, String> {
    let mut seen = HashSet::new();
    let mut out = Vec::new();
    for made in lines.iter().filter_map(|l| l.made.as_ref()) {
        if !seen.insert(made.key.clone()) {
            continue;
        }
        let c = read_collection(&made.sok).map_err(|e| crate::i18n::parse_error(&e))?;
        let Some(level) = c.levels.into_iter().next() else {
            continue;
        };
        out.push(Generated {
            level,
            figures: made.figures,
            key: made.key.clone(),
            why_short: made.why_short.clone(),
        });
    }
    out.sort_by(|a, b| b.figures.score().total_cmp(&a.figures.score()));
    for (i, g) in out.iter_mut().enumerate() {
        g.level.title = format!("Generated {} (seed {seed})", i + 1); // i18n-exempt: the file's own title
    }
    Ok(out)
}

/// `gridwright merge` of a `generate sokoban` run: the collection (or `--json`) the run
/// in one process gives.
pub fn merge(m: &MergeArgs, saver: &Saver) -> Outcome {
    let all = merged::<GenerateRun, LevelLine>(m, COMMAND)?;
    let run = &all.run.details;
    let levels = generated(&all.items, run.seed)?;
    let out = (run.seed, m.json, m.output.as_deref());
    finish(&levels, run.count, false, &Options::default(), out, saver)
}
