//! `gridwright 2048 move`: one move on a board given as text, for designers and for testing
//! the rules from outside.

use super::text_board;
use crate::cli::error::{Outcome, Status};
use crate::g2048::board::Board;
use crate::g2048::game::{SpawnTable, spawn_on};
use crate::grid::Dir;

/// `gridwright 2048 ...`.
#[derive(Debug, clap::Subcommand)]
pub enum G2048Command {
    /// One move on a board: prints the board after it (and a spawn unless --no-spawn).
    Move(MoveArgs),
}

/// `2048 move`'s flags.
#[derive(Debug, clap::Args)]
pub struct MoveArgs {
    /// The board: rows separated by `/` or newlines, values by spaces or commas (any size up
    /// to 16 x 16).
    #[arg(long)]
    board: String,
    /// The move.
    #[arg(long, value_parser = dir)]
    dir: Dir,
    /// Do not spawn a tile after the move.
    #[arg(long)]
    no_spawn: bool,
    /// Seed of the spawn (2 with 0.9, 4 with 0.1).
    #[arg(long, default_value_t = 1, value_parser = crate::cli::values::seed)]
    seed: u64,
}

fn dir(s: &str) -> Result<Dir, String> {
    Ok(match s.to_ascii_lowercase().as_str() {
        "up" | "u" | "z" | "w" => Dir::Up,
        "down" | "d" | "s" => Dir::Down,
        "left" | "l" | "q" | "a" => Dir::Left,
        "right" | "r" => Dir::Right,
        _ => return Err(crate::t!("cli-g2048-dir", value = s)),
    })
}

/// A board from text, or what is wrong with it.
pub fn parse_board(text: &str) -> Result<Board, String> {
    use gridwright_formats::g2048::{MAX_SIDE, MAX_VALUE};
    let rows: Vec<Vec<u64>> = text
        .split(['/', '\n'])
        .map(str::trim)
        .filter(|r| !r.is_empty())
        .enumerate()
        .map(|(y, r)| {
            r.split([' ', ',', '\t'])
                .filter(|v| !v.is_empty())
                .enumerate()
                .map(|(x, v)| {
                    let n = if v == "." {
                        Some(0)
                    } else {
                        v.parse::<u64>().ok()
                    };
                    match n {
                        Some(n) if n == 0 || (n >= 2 && n.is_power_of_two() && n <= MAX_VALUE) => {
                            Ok(n)
                        }
                        _ => Err(crate::t!(
                            "cli-g2048-bad-value",
                            row = y + 1,
                            column = x + 1,
                            value = v
                        )),
                    }
                })
                .collect()
        })
        .collect::<Result<_, _>>()?;
    let width = rows.first().map_or(0, Vec::len);
    if rows.is_empty() || rows.len() > MAX_SIDE || width == 0 || width > MAX_SIDE {
        return Err(crate::t!("cli-g2048-board-size", max = MAX_SIDE));
    }
    if let Some(y) = rows.iter().position(|r| r.len() != width) {
        return Err(crate::t!(
            "cli-g2048-row-width",
            row = y + 1,
            n = rows[y].len(),
            width = width
        ));
    }
    Ok(Board::from_values(&rows))
}

/// Runs `gridwright 2048 ...`.
pub fn run(cmd: &G2048Command) -> Outcome {
    let G2048Command::Move(a) = cmd;
    let board = match parse_board(&a.board) {
        Ok(b) => b,
        Err(e) => {
            return Err(crate::t!("cli-g2048-board", error = e).into());
        }
    };
    let Some((mut next, gained)) = board.slide(a.dir) else {
        outln!("{}", crate::t!("cli-g2048-invalid-move"));
        return Ok(Status::Invalid);
    };
    if !a.no_spawn {
        let table = SpawnTable::new(&gridwright_formats::g2048::Rules::default());
        spawn_on(&mut next, &table, &mut crate::seed::rng(a.seed));
    }
    out!("{}", text_board(&next).replace('.', "0"));
    if gained > 0 {
        eprintln!(
            "{}",
            crate::t!("cli-g2048-gained", score = gained.to_string())
        );
    }
    Ok(Status::Ok)
}
