//! `gridwright merge FILES...`: the --results files of a sharded run made into what the run
//! would have given in one process. One verb for every verb that shards: each file's header
//! names the command that wrote it, so the merge knows which report to make (the
//! tournament's standings, `solve`'s level lines and collection, `generate sokoban`'s
//! collection, the benchmarks' figures). `-o` writes what the verb's own `-o` writes (the
//! collection of `solve` and `generate sokoban`), or else the report; `--json` is the
//! verb's own `--json`. Files that do not make one whole run are an error naming the file
//! and the problem (status 2, nothing printed or written) unless `--partial` allows a
//! missing or unfinished shard.

use std::path::PathBuf;

use gridwright_formats::text::printable_path;

use super::error::Outcome;
use super::save::{OutPath, Saver};
use crate::shards::file::command_of;
use crate::shards::{Details, Item, Merged};

/// `merge`'s flags (also `tournament merge`'s).
#[derive(Debug, clap::Args)]
pub struct MergeArgs {
    /// The shards' --results files, in any order.
    #[arg(required = true, num_args = 1..)]
    pub files: Vec<PathBuf>,
    /// Give what there is when a shard is missing or unfinished (said on stderr).
    #[arg(long)]
    pub partial: bool,
    /// The verb's --json output.
    #[arg(long)]
    pub json: bool,
    /// What the verb's own -o writes (the collection of solve and generate sokoban), else
    /// the report.
    #[arg(short, long)]
    pub output: Option<OutPath>,
}

/// A verb's merge.
type MergeFn = fn(&MergeArgs, &Saver) -> Outcome;

/// The verbs whose runs shard, by the command their results files name.
const MERGES: &[(&str, MergeFn)] = &[
    ("tournament", super::tournament_merge::run),
    ("solve", super::sokoban::merge_solve),
    ("optimize", super::sokoban::merge_optimize),
    ("bench sokoban", super::sokoban::merge_bench), // i18n-exempt: a command name
    ("generate sokoban", super::sokoban::generate::merge), // i18n-exempt: a command name
    ("bench 2048", super::g2048::merge_bench),      // i18n-exempt: a command name
];

/// `gridwright merge`.
pub fn run(m: &MergeArgs, saver: &Saver) -> Outcome {
    let mut first: Option<(String, String)> = None;
    for path in &m.files {
        let name = printable_path(path).to_string();
        let text = std::fs::read_to_string(path).map_err(|e| crate::i18n::path_error(path, &e))?;
        let command = command_of(&text)
            .filter(|c| MERGES.iter().any(|(m, _)| m == c))
            .ok_or_else(|| crate::t!("shards-merge-unknown", name = name.clone()))?;
        match &first {
            Some((first, other)) if *other != command => {
                return Err(crate::t!(
                    "shards-merge-mixed",
                    name = name,
                    command = command,
                    first = first.clone(),
                    other = other.clone()
                )
                .into());
            }
            Some(_) => {}
            None => first = Some((name, command)),
        }
    }
    let Some((_, command)) = first else {
        return Err(crate::t!("shards-merge-no-files").into());
    };
    let merge = MERGES.iter().find(|(c, _)| *c == command).map(|(_, f)| f);
    merge.map_or_else(
        || Err(crate::t!("shards-merge-no-files").into()),
        |f| f(m, saver),
    )
}

/// The files merged as a run of `command`, the partial note said on stderr.
pub fn merged<D: Details, L: Item>(m: &MergeArgs, command: &str) -> Result<Merged<D, L>, String> {
    let merged = crate::shards::merge::<D, L>(&m.files, command, m.partial)?;
    if let Some(p) = &merged.partial {
        eprintln!(
            "{}",
            crate::t!("shards-merge-partial", problems = p.clone())
        );
    }
    Ok(merged)
}

/// Prints `text`, or writes it to `-o`.
pub fn report(m: &MergeArgs, text: &str, saver: &Saver) -> Outcome {
    saver.write_out(text, m.output.as_deref())
}
