//! What a Sokoban file holds: per level its size, boxes, goals, validity and saved games.

use gridwright_formats::text::printable_path;
use std::path::Path;

use gridwright_formats::FileKind;
use gridwright_formats::sokoban::{Collection, Level, is_solution_title};

use crate::cli::output::printable;
use serde::Serialize;

use crate::cli::error::{Outcome, Status};
use crate::sokoban::checks::{counts, validate};

#[derive(Serialize)]
struct FileInfo {
    file: String,
    format: String,
    notes: Vec<String>,
    levels: Vec<LevelInfo>,
}

#[derive(Serialize)]
struct LevelInfo {
    index: usize,
    title: String,
    author: Option<String>,
    width: usize,
    height: usize,
    boxes: usize,
    goals: usize,
    valid: bool,
    solutions: usize,
    saved_games: usize,
    games: Vec<GameInfo>,
    notes: Vec<String>,
}

#[derive(Serialize)]
struct GameInfo {
    title: String,
    solution: bool,
    moves: usize,
    pushes: usize,
}

fn level_info(index: usize, l: &Level) -> LevelInfo {
    let c = counts(&l.board);
    LevelInfo {
        index,
        title: l.title.clone(),
        author: l.author(),
        width: l.board.width(),
        height: l.board.height(),
        boxes: c.boxes,
        goals: c.goals,
        valid: validate(&l.board).is_empty(),
        solutions: l.solutions().count(),
        saved_games: l.saved_games.len(),
        games: l
            .saved_games
            .iter()
            .map(|g| GameInfo {
                title: g.title.clone(),
                solution: is_solution_title(&g.title),
                moves: g.moves.chars().filter(|c| "lurdLURD".contains(*c)).count(), // i18n-exempt: move letters
                pushes: g.moves.chars().filter(|c| "LURD".contains(*c)).count(), // i18n-exempt: push letters
            })
            .collect(),
        notes: l.notes.clone(),
    }
}

fn file_info(file: &str, kind: FileKind, c: &Collection) -> FileInfo {
    FileInfo {
        file: file.to_owned(),
        format: format!("{kind:?}").to_lowercase(),
        notes: c.notes.clone(),
        levels: c
            .levels
            .iter()
            .enumerate()
            .map(|(i, l)| level_info(i + 1, l))
            .collect(),
    }
}

/// `gridwright info` on a Sokoban file: a table, or JSON.
pub fn run(file: &Path, kind: FileKind, c: &Collection, json: bool) -> Outcome {
    let info = file_info(&printable_path(file).to_string(), kind, c);
    if json {
        let text = serde_json::to_string_pretty(&info).map_err(|e| e.to_string())?;
        outln!("{text}");
        return Ok(Status::Ok);
    }
    let heading = crate::t!(
        "cli-info-sokoban-heading",
        file = info.file.clone(),
        format = info.format.clone(),
        n = info.levels.len()
    );
    outln!("{heading}");
    outln!(
        "{:>5}  {:<30} {:>7} {:>5} {:>5} {:>9}  {}",
        "#",
        crate::t!("cli-info-column-title"),
        crate::t!("cli-info-column-size"),
        crate::t!("cli-info-column-boxes"),
        crate::t!("cli-info-column-goals"),
        crate::t!("cli-info-column-solutions"),
        crate::t!("cli-info-column-valid")
    );
    for l in &info.levels {
        let title: String = printable(&l.title).chars().take(30).collect();
        let size = format!("{}x{}", l.width, l.height);
        let valid = if l.valid {
            crate::t!("cli-info-yes")
        } else {
            crate::t!("cli-info-no")
        };
        outln!(
            "{:>5}  {title:<30} {size:>7} {:>5} {:>5} {:>9}  {valid}",
            l.index,
            l.boxes,
            l.goals,
            l.solutions
        );
    }
    Ok(Status::Ok)
}
