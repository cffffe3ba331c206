//! Sokoban's face on the command line: what the shared verbs (`info`, `validate`, `convert`,
//! `solve`) do with a Sokoban collection once it is loaded, with Sokoban's own flags, and
//! `bench sokoban`.

mod bench;
pub mod bench_generate;
mod convert;
pub mod generate;
mod info;
pub mod optimize;
mod solve;

use gridwright_formats::text::printable_path;
use std::path::{Path, PathBuf};
use std::time::Duration;

use gridwright_formats::sokoban::{Collection, SokobanFile};

pub use bench::{BenchArgs, merge as merge_bench, run as bench};
pub use optimize::merge as merge_optimize;
pub use solve::merge as merge_solve;

use super::error::{Outcome, Status};
use super::faces::{GameFace, NoFlags};
use super::save::{OutPath, Saver};
use super::shared::{ConvertOptions, SolveOptions, ValidateOptions};
use super::values;
use crate::picture::Scene;
use crate::sokoban::checks;

/// Sokoban's face.
pub struct SokobanFace;

/// `solve`'s Sokoban flags.
#[derive(Debug, Clone, clap::Args)]
#[group(id = "sokoban-solve")]
pub struct SolveFlags {
    /// Levels to solve, 1-based: `1-10,15` (default: all).
    #[arg(long)]
    pub levels: Option<String>,
    /// Seconds per level (0 to 86400).
    #[arg(long, default_value = "10", value_parser = values::seconds)]
    pub time_limit: Duration,
    /// Levels solved at once (default: one per core; at most one per core and per level).
    #[arg(long, value_parser = values::jobs)]
    pub jobs: Option<usize>,
    /// Fewest pushes, then fewest moves, instead of the first solution found (small levels).
    #[arg(long)]
    pub optimal: bool,
    /// Memory for all searches together, in MiB (shared among the jobs; 1 to 1048576).
    #[arg(long, default_value = "4096", value_parser = values::memory_mib)]
    pub memory_mib: usize,
    /// Write the collection with the solutions added.
    #[arg(short, long)]
    pub output: Option<OutPath>,
    #[command(flatten)]
    pub shards: super::shards::ShardFlags,
}

/// `convert`'s Sokoban flags.
#[derive(Debug, Clone, clap::Args)]
#[group(id = "sokoban-convert")]
pub struct ConvertFlags {
    /// Run-length encode boards and moves.
    #[arg(long)]
    pub rle: bool,
}

impl GameFace for SokobanFace {
    type File = SokobanFile;
    type SolveFlags = SolveFlags;
    type ConvertFlags = ConvertFlags;
    type ValidateFlags = NoFlags;

    const HEADING: &'static str = "cli-heading-sokoban";
    const FILES: &'static str = "cli-files-sokoban";
    const SOLVES: Option<&'static str> = Some("cli-solves-sokoban");

    fn info(path: &Path, f: &SokobanFile, json: bool) -> Outcome {
        info::run(path, f.kind, &f.collection, json)
    }

    fn validate(path: &Path, f: &SokobanFile, shared: &ValidateOptions, _: &NoFlags) -> Outcome {
        Ok(validate(path, &f.collection, shared.quiet))
    }

    fn solve(f: SokobanFile, shared: &SolveOptions, own: &SolveFlags, saver: &Saver) -> Outcome {
        solve::run(&shared.file, f.collection, shared.json, own, saver)
    }

    fn picture_count(f: &SokobanFile) -> usize {
        f.collection.levels.len()
    }

    fn picture(
        _path: &Path,
        f: &SokobanFile,
        index: usize,
        how: super::faces::Drawing,
    ) -> Result<(String, Scene), String> {
        let level = &f.collection.levels[index];
        let label = match level.title.trim() {
            "" => format!("#{}", index + 1),
            t => format!("#{} {t}", index + 1),
        };
        let mut scene =
            crate::sokoban::picture::scene(&level.board, how.cell).map_err(|e| e.to_string())?;
        if how.solution
            && let Some((_, game)) = crate::sokoban::saved_games::best_solution(level)
        {
            crate::sokoban::picture::draw_routes(&mut scene, &game, how.cell);
        }
        Ok((label, scene))
    }

    fn convert(
        inputs: &[PathBuf],
        files: Vec<Self::File>,
        shared: &ConvertOptions,
        own: &ConvertFlags,
        saver: &Saver,
    ) -> Outcome {
        let collections = files.into_iter().map(|f| f.collection).collect();
        convert::run(inputs, collections, shared, own, saver)
    }
}

/// `gridwright validate` on a Sokoban file: each level's problems, and a summary line.
fn validate(path: &Path, c: &Collection, quiet: bool) -> Status {
    let mut invalid = 0;
    for (i, level) in c.levels.iter().enumerate() {
        let problems = checks::validate(&level.board);
        let name = crate::t!(
            "cli-validate-level",
            file = printable_path(path).to_string(),
            level = (i + 1).to_string(),
            title = format!("{:?}", level.title)
        );
        if problems.is_empty() {
            if !quiet {
                outln!("{}", crate::t!("cli-validate-ok", name = name));
            }
            continue;
        }
        invalid += 1;
        for p in problems {
            outln!(
                "{}",
                crate::t!(
                    "cli-validate-problem",
                    name = name.clone(),
                    problem = p.message
                )
            );
        }
    }
    let summary = crate::t!(
        "cli-validate-summary",
        file = printable_path(path).to_string(),
        n = c.levels.len(),
        valid = c.levels.len() - invalid,
        invalid = invalid
    );
    outln!("{summary}");
    Status::invalid_if(invalid > 0)
}
