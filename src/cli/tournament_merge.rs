//! `gridwright tournament merge FILES...`: the --results files of a run's shards made into
//! the report the run would have printed in one process (standings, head to head, maps, or
//! `--json`), after checking that they belong together: one run, each shard once, none
//! missing, every shard finished, no game twice. Anything else is an error naming the file
//! and the problem (status 2, nothing printed) unless `--partial` allows a missing or
//! unfinished shard.

use std::collections::BTreeMap;
use std::path::PathBuf;

use gridwright_formats::text::printable_path;

use super::error::{Outcome, Status};
use crate::bombfight::players::PlayerSpec;
use crate::bombfight::tournament::GameResult;
use crate::bombfight::tournament_report::{report_json, report_text};
use crate::bombfight::tournament_results::{ResultsFile, Shard, read_results};

/// `tournament merge`'s flags.
#[derive(Debug, clap::Args)]
pub struct MergeArgs {
    /// The shards' --results files, in any order.
    #[arg(required = true, num_args = 1..)]
    files: Vec<PathBuf>,
    /// Print what there is when a shard is missing or unfinished (said on stderr).
    #[arg(long)]
    partial: bool,
    /// Print the standings, maps and games as JSON.
    #[arg(long)]
    json: bool,
}

/// `gridwright tournament merge`.
pub fn run(m: &MergeArgs) -> Outcome {
    let mut shards: BTreeMap<usize, (String, ResultsFile)> = BTreeMap::new();
    let mut first: Option<(String, ResultsFile)> = None;
    for path in &m.files {
        let name = printable_path(path);
        let text = std::fs::read_to_string(path).map_err(|e| format!("{name}: {e}"))?;
        let file = read_results(&text).map_err(|e| format!("{name}: {e}"))?;
        if let Some(line) = file.half_written {
            return Err(crate::t!(
                "cli-merge-half-written",
                name = name.to_string(),
                line = line
            )
            .into());
        }
        if let Some((first_name, f)) = &first {
            if f.header.run != file.header.run || f.header.shard.count != file.header.shard.count {
                return Err(crate::t!(
                    "cli-merge-other-run",
                    name = name.to_string(),
                    first = first_name.to_string()
                )
                .into());
            }
        } else {
            first = Some((name.clone(), file.clone()));
        }
        let index = file.header.shard.index;
        if let Some((other, _)) = shards.get(&index) {
            return Err(crate::t!(
                "cli-merge-shard-twice",
                name = name.to_string(),
                shard = index.to_string(),
                other = other.to_string()
            )
            .into());
        }
        shards.insert(index, (name, file));
    }
    let Some((_, any)) = first else {
        return Err(crate::t!("cli-merge-no-files").into());
    };
    let results = gather(&shards, any.header.run.games, m.partial)?;
    let run = &any.header.run;
    let names: Vec<String> = run.entrants.iter().map(PlayerSpec::name).collect();
    let map_names: Vec<String> = run.maps.iter().map(|(n, _)| n.clone()).collect();
    if m.json {
        out!("{}", report_json(&names, &map_names, &results));
    } else {
        out!("{}", report_text(&names, &map_names, &results));
    }
    Ok(Status::Ok)
}

/// Every shard's games in schedule order, after the checks: a game twice or in the wrong
/// shard is an error; a missing or unfinished shard too, unless `partial`.
fn gather(
    shards: &BTreeMap<usize, (String, ResultsFile)>,
    games: usize,
    partial: bool,
) -> Result<Vec<GameResult>, String> {
    let count = shards
        .values()
        .next()
        .map_or(1, |(_, f)| f.header.shard.count);
    let mut problems = Vec::new();
    let missing: Vec<String> = (0..count)
        .filter(|k| !shards.contains_key(k))
        .map(|k| format!("{k}/{count}"))
        .collect();
    if !missing.is_empty() {
        problems.push(crate::t!(
            "cli-merge-missing",
            n = missing.len(),
            shards = missing.join(", ")
        ));
    }
    let mut seen: BTreeMap<usize, &str> = BTreeMap::new();
    let mut out = Vec::new();
    for (name, file) in shards.values() {
        let shard: Shard = file.header.shard;
        for r in &file.results {
            let n = r.pairing.number;
            if !shard.holds(n) || n >= games {
                return Err(crate::t!(
                    "cli-merge-wrong-shard",
                    name = name.to_string(),
                    game = (n + 1).to_string(),
                    shard = format!("{}/{}", shard.index, shard.count)
                ));
            }
            if let Some(other) = seen.insert(n, name) {
                return Err(crate::t!(
                    "cli-merge-game-twice",
                    name = name.to_string(),
                    game = (n + 1).to_string(),
                    other = other.to_string()
                ));
            }
            out.push(r.clone());
        }
        let want = shard.share(games);
        if file.results.len() < want {
            problems.push(crate::t!(
                "cli-merge-unfinished",
                name = name.to_string(),
                shard = format!("{}/{}", shard.index, shard.count),
                done = file.results.len(),
                want = want
            ));
        }
    }
    if !problems.is_empty() {
        if !partial {
            return Err(crate::t!(
                "cli-merge-partial-hint",
                problems = problems.join("; ")
            ));
        }
        eprintln!(
            "{}",
            crate::t!("cli-merge-partial", problems = problems.join("; "))
        );
    }
    out.sort_by_key(|r| r.pairing.number);
    Ok(out)
}
