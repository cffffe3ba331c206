//! The command line's end of sharded runs ([`crate::shards`]): the flags every verb that
//! shards takes (`--shard`, `--shards`, `--results`), resolved into the part to do, the
//! items already done and where new ones go; the notes a resumed run says on stderr.

use std::collections::HashSet;
use std::path::PathBuf;

use super::values;
use crate::shards::file::{Appender, Opened, open};
use crate::shards::{Details, Header, Item, RunIdentity, Shard, resolve_shard};

/// `--shard`, `--shards`, `--results`: flattened into each verb that shards.
#[derive(Debug, Clone, clap::Args)]
pub struct ShardFlags {
    /// Do only part K of N of the run (K from 0): the games or levels whose number modulo N
    /// is K. Merge the parts' --results files with `gridwright merge`.
    #[arg(long, value_name = "K/N", /* i18n-exempt: a value name */ value_parser = Shard::parse)]
    shard: Option<Shard>,
    /// Split into N parts, this one's index from JOB_COMPLETION_INDEX (Kubernetes) or
    /// SLURM_ARRAY_TASK_ID (Slurm job arrays).
    #[arg(long, value_name = "N", /* i18n-exempt: a value name */ value_parser = values::count::<usize>(1..=100_000), conflicts_with = "shard")]
    shards: Option<usize>,
    /// Append each finished game or level to this file (JSON lines, a header first); run
    /// again with the same file to finish an interrupted run without doing anything twice.
    #[arg(long, value_name = "FILE")] // i18n-exempt: a value name
    results: Option<PathBuf>,
}

impl ShardFlags {
    /// Whether any of the three flags was given: the run is then one of parts (which some
    /// verbs make differently, as `generate sokoban` gives each level its own seed).
    pub fn given(&self) -> bool {
        self.shard.is_some() || self.shards.is_some() || self.results.is_some()
    }
}

/// A run's part, ready to go.
pub struct Started<L> {
    /// The part.
    pub shard: Shard,
    /// The items a results file already held (not done again).
    pub done: Vec<L>,
    /// Where each finished item goes.
    pub sink: Appender,
}

impl<L: Item> Started<L> {
    /// Whether item `number` is to be done now: this part's, and not done before.
    pub fn todo(&self) -> impl Fn(usize) -> bool + '_ {
        let done: HashSet<usize> = self.done.iter().map(Item::number).collect();
        move |n| self.shard.holds(n) && !done.contains(&n)
    }

    /// The part's items: those done before and `new` (the first error of `new`, if any),
    /// in the run's order.
    pub fn with_done(&self, new: Vec<Result<L, String>>) -> Result<Vec<L>, String> {
        let mut all = self.done.clone();
        for item in new {
            all.push(item?);
        }
        all.sort_by_key(L::number);
        Ok(all)
    }
}

/// Resolves the flags for a run of `command` with `details`: the shard (from the flags or
/// the job array's environment), and the results file opened, resumed and its notes said.
pub fn start<D: Details, L: Item>(
    flags: &ShardFlags,
    command: &str,
    details: D,
) -> Result<Started<L>, String> {
    let shard = resolve_shard(flags.shard, flags.shards, |k| std::env::var(k).ok())?
        .unwrap_or(Shard::WHOLE);
    let Some(path) = &flags.results else {
        return Ok(Started {
            shard,
            done: Vec::new(),
            sink: Appender::none(),
        });
    };
    let header = Header {
        run: RunIdentity::new(command, details.clone()),
        shard,
    };
    let Opened {
        done,
        half_written,
        sink,
    } = open::<D, L>(path, &header)?;
    if let Some(line) = half_written {
        let name = gridwright_formats::text::printable_path(path).to_string();
        eprintln!(
            "{}",
            crate::t!(
                "shards-half-written",
                name = name,
                line = line,
                unit = D::UNIT
            )
        );
    }
    if !done.is_empty() {
        let left = shard.share(details.items()) - done.len().min(shard.share(details.items()));
        eprintln!(
            "{}",
            crate::t!(
                "shards-resuming",
                done = done.len(),
                left = left,
                unit = D::UNIT
            )
        );
    }
    Ok(Started { shard, done, sink })
}
