//! BombFight's face on the command line: what `info`, `validate` and `convert` do with
//! `.bflvl` maps and `.bfreplay` games, and (in this folder, by job) `generate bombfight`,
//! `play bombfight` with its terminal game, and `bench bombfight`.

mod bench;
mod console;
mod generate;
mod play;

use gridwright_formats::text::printable_path;
use std::path::{Path, PathBuf};

use gridwright_formats::bombfight::{BombFightFile, Level, Tile};
use gridwright_formats::{Loaded, WriteOptions};
use serde::Serialize;

pub use bench::bench;
pub use generate::{GenerateArgs, generate};
pub use play::{PlayArgs, play, play_help, write_bot_logs};

use super::error::{Outcome, Status};
use super::faces::{GameFace, NoFlags};
use super::save::Saver;
use super::shared::{ConvertOptions, SolveOptions, ValidateOptions};
use super::target::Target;
use crate::bombfight::checks::validate as check;
use crate::bombfight::engine::State;
use crate::bombfight::fairness::{Fairness, fairness};
use crate::bombfight::protocol::BotInput;
use crate::picture::Scene;

/// What `info` says of a map.
#[derive(Serialize)]
struct MapInfo {
    file: String,
    width: usize,
    height: usize,
    rounds: u32,
    bricks: usize,
    gems: usize,
    mushrooms: usize,
    exits: usize,
    valid: bool,
    problems: Vec<String>,
    fairness: Option<Fairness>,
}

fn map_info(path: &Path, l: &Level) -> MapInfo {
    let count = |pred: fn(Tile) -> bool| l.positions(pred).len();
    MapInfo {
        file: printable_path(path).to_string(),
        width: l.width(),
        height: l.height(),
        rounds: l.rounds,
        bricks: count(|t| t == Tile::Brick),
        gems: count(|t| matches!(t, Tile::Item(i) if i.is_gem())),
        mushrooms: count(|t| matches!(t, Tile::Item(i) if !i.is_gem())),
        exits: count(|t| t == Tile::Exit),
        problems: check(l).into_iter().map(|p| p.message).collect(),
        valid: check(l).is_empty(),
        fairness: fairness(l),
    }
}

/// BombFight's face.
pub struct BombFightFace;

impl GameFace for BombFightFace {
    type File = BombFightFile;
    type SolveFlags = NoFlags;
    type ConvertFlags = NoFlags;
    type ValidateFlags = NoFlags;

    const HEADING: &'static str = "cli-heading-bombfight";
    const FILES: &'static str = "cli-files-bombfight";

    fn info(path: &Path, file: &BombFightFile, json: bool) -> Outcome {
        Ok(info(path, file, json))
    }

    fn validate(
        path: &Path,
        file: &BombFightFile,
        shared: &ValidateOptions,
        _: &NoFlags,
    ) -> Outcome {
        Ok(validate(path, file, shared.quiet))
    }

    fn solve(_: BombFightFile, shared: &SolveOptions, _: &NoFlags, _: &Saver) -> Outcome {
        let file = printable_path(&shared.file).to_string();
        Err(crate::t!("cli-bombfight-not-solved", file = file).into())
    }

    fn picture(
        path: &Path,
        file: &BombFightFile,
        _index: usize,
        how: super::faces::Drawing,
    ) -> Result<(String, Scene), String> {
        let scene =
            crate::bombfight::picture::scene(file.level(), how.cell).map_err(|e| e.to_string())?;
        Ok((super::render::stem(path), scene))
    }

    fn convert(
        inputs: &[PathBuf],
        files: Vec<BombFightFile>,
        shared: &ConvertOptions,
        _: &NoFlags,
        saver: &Saver,
    ) -> Outcome {
        let out = (shared.output.as_deref(), shared.out_dir.as_deref());
        convert(inputs, files, shared.to, out, saver)
    }
}

/// `gridwright info` on a map (or a replay's map): sizes, contents, checks and fairness.
fn info(path: &Path, file: &BombFightFile, json: bool) -> Status {
    let i = map_info(path, file.level());
    if json {
        outln!("{}", serde_json::to_string_pretty(&i).unwrap_or_default());
        return Status::Ok;
    }
    let summary = crate::t!(
        "cli-bombfight-info",
        file = i.file.clone(),
        width = i.width,
        height = i.height,
        rounds = i.rounds,
        bricks = i.bricks,
        gems = i.gems,
        mushrooms = i.mushrooms,
        exits = i.exits,
        valid = if i.valid { "yes" } else { "no" }
    );
    outln!("{summary}");
    for p in &i.problems {
        outln!("  {}", crate::t!("cli-problem", problem = p.to_string()));
    }
    if let Some(f) = &i.fairness {
        // i18n-exempt: the players' letters on the map
        for (name, s) in ["A", "B"].iter().zip(&f.sides) {
            let exit = match (s.exit_distance, s.bricks_to_exit) {
                (Some(d), _) => crate::t!("cli-bombfight-nearest-exit", steps = d),
                (None, Some(b)) => crate::t!("cli-bombfight-exit-walled", bricks = b),
                (None, None) => crate::t!("cli-bombfight-no-exit"),
            };
            let side = crate::t!(
                "cli-bombfight-side",
                name = *name,
                exit = exit,
                exits = s.open_exits,
                gems = s.gems,
                points = s.gem_points,
                mushrooms = s.mushrooms
            );
            outln!("  {side}");
        }
        if f.is_fair() {
            outln!("  {}", crate::t!("cli-bombfight-fair"));
        }
        for flag in &f.flags {
            outln!(
                "  {}",
                crate::t!("cli-bombfight-unfair", flag = flag.to_string())
            );
        }
    }
    Status::Ok
}

/// `gridwright validate` on a map: its problems, or ok.
fn validate(path: &Path, file: &BombFightFile, quiet: bool) -> Status {
    let problems = check(file.level());
    if problems.is_empty() {
        if !quiet {
            let file = printable_path(path).to_string();
            outln!("{}", crate::t!("cli-validate-ok", name = file));
        }
        return Status::Ok;
    }
    for p in &problems {
        let name = printable_path(path).to_string();
        outln!(
            "{}",
            crate::t!(
                "cli-validate-problem",
                name = name,
                problem = p.message.clone()
            )
        );
    }
    Status::Invalid
}

/// `gridwright convert` on maps: to `.bflvl`, or to the bot protocol's input for the first
/// turn (player 1 to act).
fn convert(
    inputs: &[PathBuf],
    files: Vec<BombFightFile>,
    to: Target,
    (output, out_dir): (Option<&Path>, Option<&Path>),
    saver: &Saver,
) -> Outcome {
    // A file kind's target is written by the registry's writer; the bot input is no kind.
    let text = |(path, f): (&PathBuf, &BombFightFile)| -> Result<String, String> {
        match to.kind() {
            Some(kind) => {
                let map = Loaded::BombFight(BombFightFile::Map(f.level().clone()));
                let written = kind.write(&map, &WriteOptions::default());
                written
                    .ok_or_else(|| {
                        let kind = crate::i18n::kind_name(kind);
                        crate::t!("cli-kind-not-written", kind = kind)
                    })?
                    .map_err(|e| crate::i18n::wrong_game(&e))
            }
            None => State::new(f.level())
                .map(|s| BotInput::of(&s).to_text())
                .map_err(|e| {
                    let file = printable_path(path).to_string();
                    crate::t!("files-path-error", file = file, error = e.to_string())
                }),
        }
    };
    let texts: Vec<String> = inputs
        .iter()
        .zip(&files)
        .map(text)
        .collect::<Result<_, _>>()?;
    let ext = to.kind().map_or("txt", |k| k.extension());
    saver.write_each(inputs, &texts, (output, out_dir), ext, "map")
}
