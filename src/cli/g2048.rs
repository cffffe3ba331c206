//! 2048's face on the command line: what `info`, `validate`, `convert` and `solve` do with a
//! 2048 file, `play 2048` (the original's console game), `2048 move` (one move on a board
//! given as text) and `bench 2048` (the AI over many seeded games).

mod bench;
mod bench_peer;
mod console;
mod moves;

use gridwright_formats::text::printable_path;
use std::path::{Path, PathBuf};

use gridwright_formats::g2048::{G2048File, Level};
use serde::Serialize;

pub use bench::{BenchArgs, merge as merge_bench, run as bench};
pub use console::{PlayArgs, run as play};
pub use moves::{G2048Command, run as command};

use super::error::{Outcome, Status};
use super::faces::{GameFace, NoFlags};
use super::save::Saver;
use super::shared::{ConvertOptions, SolveOptions, ValidateOptions};
use crate::g2048::board::{Board, label};
use crate::g2048::checks::validate;
use crate::g2048::game::Game;
use crate::picture::Scene;

/// 2048's face.
pub struct G2048Face;

/// What `info --json` says of a 2048 file.
#[derive(Serialize)]
struct Info {
    file: String,
    kind: &'static str,
    title: String,
    author: String,
    width: usize,
    height: usize,
    spawn: Vec<(u64, f64)>,
    target: u64,
    undo: bool,
    puzzle: bool,
    seed: Option<u64>,
    start: Option<Vec<Vec<u64>>>,
    problems: Vec<String>,
    moves: Option<usize>,
    score: Option<String>,
    replays: Option<bool>,
    highest: Option<String>,
}

fn info_of(path: &Path, file: &G2048File) -> Info {
    let l = file.level();
    let r = &l.rules;
    let replay = match file {
        G2048File::Record(rec) => Some((rec, Game::replay(rec))),
        G2048File::Level(_) => None,
    };
    Info {
        file: printable_path(path).to_string(),
        kind: file.kind().name(),
        title: l.title.clone(),
        author: l.author.clone(),
        width: r.width,
        height: r.height,
        spawn: r.spawn.iter().map(|s| (s.value, s.weight)).collect(),
        target: r.target,
        undo: r.undo,
        puzzle: l.puzzle,
        seed: l.seed,
        start: l.start.clone(),
        problems: validate(l).into_iter().map(|p| p.message).collect(),
        moves: replay.as_ref().map(|(rec, _)| rec.moves.len()),
        score: replay.as_ref().map(|(rec, _)| rec.score.to_string()),
        replays: replay
            .as_ref()
            .map(|(rec, g)| g.as_ref().is_ok_and(|g| g.score() == rec.score)),
        highest: replay
            .as_ref()
            .and_then(|(_, g)| g.as_ref().ok().map(|g| label(g.board().highest()))),
    }
}

impl GameFace for G2048Face {
    type File = G2048File;
    type SolveFlags = NoFlags;
    type ConvertFlags = NoFlags;
    type ValidateFlags = NoFlags;

    const HEADING: &'static str = "cli-heading-2048";
    const FILES: &'static str = "cli-files-2048";

    fn info(path: &Path, file: &G2048File, json: bool) -> Outcome {
        let i = info_of(path, file);
        if json {
            outln!("{}", serde_json::to_string_pretty(&i).unwrap_or_default());
            return Ok(Status::Ok);
        }
        let weight = |w: f64| crate::i18n::shortest(w);
        let spawn: Vec<String> = i
            .spawn
            .iter()
            .map(|(v, w)| format!("{v} ({})", weight(*w)))
            .collect();
        let summary = crate::t!(
            "cli-g2048-info",
            file = i.file.clone(),
            kind = if matches!(file, G2048File::Record(_)) {
                "record"
            } else {
                "level"
            },
            title = format!("{:?}", i.title),
            width = i.width,
            height = i.height,
            spawns = spawn.join(", "),
            target = i.target.to_string(),
            undo = if i.undo { "yes" } else { "no" },
            puzzle = if i.puzzle { "yes" } else { "no" },
            seed = i.seed.map_or("none".to_owned(), |s| s.to_string())
        );
        outln!("{summary}");
        if let Some(start) = &i.start {
            out!("{}", text_board(&Board::from_values(start)));
        }
        if let (Some(m), Some(s)) = (i.moves, &i.score) {
            let record = crate::t!(
                "cli-g2048-record",
                moves = m,
                score = s.to_string(),
                highest = i.highest.as_deref().unwrap_or("?"),
                replays = if i.replays == Some(true) { "yes" } else { "no" }
            );
            outln!("  {record}");
        }
        for p in &i.problems {
            outln!("  {}", crate::t!("cli-problem", problem = p.to_string()));
        }
        Ok(Status::Ok)
    }

    fn validate(path: &Path, file: &G2048File, shared: &ValidateOptions, _: &NoFlags) -> Outcome {
        let level = file.level();
        let mut problems: Vec<String> = validate(level).into_iter().map(|p| p.message).collect();
        if level.puzzle {
            let verdict = crate::g2048::checks::puzzle_verdict(level);
            let words = verdict.words(level.rules.width);
            if verdict.reachable() {
                if !shared.quiet {
                    let file = printable_path(path).to_string();
                    outln!(
                        "{}",
                        crate::t!("cli-g2048-puzzle-in-file", file = file, words = words)
                    );
                }
            } else {
                problems.push(crate::t!("cli-g2048-puzzle", words = words));
            }
        }
        if let G2048File::Record(r) = file {
            match Game::replay(r) {
                Err(e) => problems.push(crate::t!("cli-g2048-no-replay", error = e.to_string())),
                Ok(g) if g.score() != r.score => problems.push(crate::t!(
                    "cli-g2048-score-differs",
                    said = r.score.to_string(),
                    made = g.score().to_string()
                )),
                Ok(_) => {}
            }
        }
        if problems.is_empty() {
            if !shared.quiet {
                let file = printable_path(path).to_string();
                outln!("{}", crate::t!("cli-validate-ok", name = file));
            }
            return Ok(Status::Ok);
        }
        for p in &problems {
            let name = printable_path(path).to_string();
            outln!(
                "{}",
                crate::t!("cli-validate-problem", name = name, problem = p.clone())
            );
        }
        Ok(Status::Invalid)
    }

    fn solve(_: G2048File, shared: &SolveOptions, _: &NoFlags, _: &Saver) -> Outcome {
        let file = printable_path(&shared.file).to_string();
        Err(crate::t!("cli-g2048-not-solved", file = file).into())
    }

    fn picture(
        path: &Path,
        file: &G2048File,
        _index: usize,
        how: super::faces::Drawing,
    ) -> Result<(String, Scene), String> {
        let board = crate::g2048::picture::board_of(file).map_err(|e| e.to_string())?;
        let scene = crate::g2048::picture::scene(&board, how.cell).map_err(|e| e.to_string())?;
        let label = match file.level().title.trim() {
            "" => super::render::stem(path),
            t => t.to_string(),
        };
        Ok((label, scene))
    }

    fn convert(
        inputs: &[PathBuf],
        files: Vec<G2048File>,
        shared: &ConvertOptions,
        _: &NoFlags,
        saver: &Saver,
    ) -> Outcome {
        let texts: Vec<String> = files
            .iter()
            .map(|f| {
                let mut level = f.level().clone();
                // A record converts to the level it was played on; a level keeps its comments.
                if matches!(f, G2048File::Record(_)) {
                    level.source = None;
                }
                gridwright_formats::g2048::write_level(&level)
            })
            .collect();
        let out = (shared.output.as_deref(), shared.out_dir.as_deref());
        saver.write_each(inputs, &texts, out, "2048", "level")
    }
}

/// The board as text: one row a line, each value right-aligned in a column as wide as the
/// widest; `.` for an empty cell.
pub fn text_board(b: &Board) -> String {
    let cells: Vec<String> = b
        .cells()
        .iter()
        .map(|&e| if e == 0 { ".".to_owned() } else { label(e) })
        .collect();
    let width = cells.iter().map(String::len).max().unwrap_or(1);
    let mut out = String::new();
    for row in cells.chunks(b.width().max(1)) {
        let line: Vec<String> = row.iter().map(|c| format!("{c:>width$}")).collect();
        out.push_str(&line.join(" "));
        out.push('\n');
    }
    out
}

/// The classic level, for `play 2048` and `bench 2048` without a file.
pub fn classic() -> Level {
    Level {
        title: "Classic".into(), // i18n-exempt: the level's title, saved in records
        ..Level::default()
    }
}

/// A level from a file, or the classic one.
pub fn level_or_classic(path: Option<&Path>) -> Result<Level, crate::io::LoadError> {
    match path {
        None => Ok(classic()),
        Some(p) => {
            crate::io::load_as::<G2048File>(p, Default::default()).map(|f| f.level().clone())
        }
    }
}
