//! A game of the invisible maze, saved to be watched again (`.labygame`): the parameters, the
//! seed that made the maze, every direction tried (bumps included), then the maze itself as
//! `.maze` text:
//!
//! ```text
//! gridwright invisible maze game 1
//! seconds: 10
//! lives: 5
//! density: 0.2
//! seed: 7
//! tries: RRDLU
//! maze:
//! gridwright maze 1
//! ...
//! ```

use nom::{
    IResult, Parser,
    bytes::complete::{tag, take_while1},
    character::complete::space0,
};

use super::{Maze, Side, read_maze, write_maze};
use crate::error::{Expected, ParseError, excerpt};

/// The first line of every saved game; the number is the format version.
pub const GAME_MAGIC: &str = "gridwright invisible maze game 1";

/// The most directions a saved game may hold.
pub const MAX_TRIES: usize = 10_000_000;

/// A saved game.
#[derive(Debug, Clone, PartialEq)]
pub struct MazeGame {
    /// How long the maze was shown before its walls vanished.
    pub seconds: f64,
    /// `None`: unlimited (an auto-play measured without lives).
    pub lives: Option<u32>,
    /// The density and seed the maze was made with, when it was generated.
    pub density: Option<f64>,
    /// The seed the maze was generated with.
    pub seed: Option<u64>,
    /// Every direction tried, in order.
    pub tries: Vec<Side>,
    /// The maze played.
    pub maze: Maze,
}

fn letter(s: Side) -> char {
    match s {
        Side::Top => 'U',
        Side::Right => 'R',
        Side::Bottom => 'D',
        Side::Left => 'L',
    }
}

/// The file text of a saved game.
pub fn write_game(g: &MazeGame) -> String {
    let mut out = format!("{GAME_MAGIC}\nseconds: {}\n", g.seconds);
    if let Some(l) = g.lives {
        out += &format!("lives: {l}\n");
    }
    if let Some(d) = g.density {
        out += &format!("density: {d}\n");
    }
    if let Some(s) = g.seed {
        out += &format!("seed: {s}\n");
    }
    out += "tries: ";
    out.extend(g.tries.iter().map(|s| letter(*s)));
    out += "\nmaze:\n";
    out += &write_maze(&g.maze);
    out
}

type Res<'a, T> = IResult<&'a str, T>;

fn header_line(i: &str) -> Res<'_, (&str, &str)> {
    let (rest, key) = take_while1(|c: char| c.is_ascii_alphanumeric()).parse(i)?;
    let (rest, _) = (tag(":"), space0).parse(rest)?;
    Ok(("", (key, rest.trim_end())))
}

/// Reads a saved game; errors in its maze point into the file.
pub fn read_game(text: &str) -> Result<MazeGame, ParseError> {
    let lines = crate::text::lines(text);
    if lines.first().map(|l| l.trim_end()) != Some(GAME_MAGIC) {
        let first = lines.first().copied().unwrap_or("");
        return Err(ParseError::new(
            1,
            1,
            Expected::FirstLine { line: GAME_MAGIC },
            excerpt(first),
        ));
    }
    let Some(start) = lines.iter().position(|l| l.trim_end() == "maze:") else {
        return Err(ParseError::new(
            lines.len() + 1,
            1,
            Expected::MarkerLine { marker: "maze:" },
            "",
        ));
    };
    let maze = read_maze(&lines[start + 1..].join("\n")).map_err(|e| e.offset_by(start + 2, 1))?;
    let mut g = MazeGame {
        seconds: 0.0,
        lives: None,
        density: None,
        seed: None,
        tries: vec![],
        maze,
    };
    for (n, line) in lines.iter().enumerate().take(start).skip(1) {
        if !line.trim().is_empty() {
            field(&mut g, n + 1, line)?;
        }
    }
    Ok(g)
}

fn field(g: &mut MazeGame, line: usize, text: &str) -> Result<(), ParseError> {
    let (_, (key, value)) = header_line(text)
        .map_err(|_| ParseError::new(line, 1, Expected::HeaderLine, excerpt(text)))?;
    // The value is the line's end, trailing spaces aside: its first character's column.
    let column = text.trim_end().len() - value.len() + 1;
    let bad = |what: Expected| ParseError::new(line, column, what, excerpt(value));
    match key {
        "seconds" => {
            g.seconds = value
                .parse()
                .ok()
                .filter(|s: &f64| s.is_finite() && *s >= 0.0 && *s <= 3600.0)
                .ok_or_else(|| bad(Expected::MazeGameSeconds { max: 3600 }))?
        }
        "lives" => g.lives = Some(value.parse().map_err(|_| bad(Expected::MazeGameLives))?),
        "density" => {
            g.density = Some(
                value
                    .parse()
                    .ok()
                    .filter(|d: &f64| (0.0..=1.0).contains(d))
                    .ok_or_else(|| bad(Expected::MazeGameDensity))?,
            )
        }
        "seed" => g.seed = Some(value.parse().map_err(|_| bad(Expected::Seed))?),
        "tries" => {
            g.tries = tries(value).map_err(|(i, what)| {
                ParseError::new(line, column + i, what, excerpt(&value[i..]))
            })?
        }
        _ => {}
    }
    Ok(())
}

fn tries(value: &str) -> Result<Vec<Side>, (usize, Expected)> {
    if value.len() > MAX_TRIES {
        return Err((0, Expected::MazeGameTries { max: MAX_TRIES }));
    }
    value
        .char_indices()
        .map(|(i, c)| match c {
            'U' => Ok(Side::Top),
            'R' => Ok(Side::Right),
            'D' => Ok(Side::Bottom),
            'L' => Ok(Side::Left),
            _ => Err((i, Expected::MazeGameDirection)),
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_writes_and_reads_back_and_errors_point_into_the_file() {
        let mut maze = Maze::new(3, 2, true);
        maze.seed = Some(4);
        let g = MazeGame {
            seconds: 2.5,
            lives: Some(5),
            density: Some(0.25),
            seed: Some(4),
            tries: vec![Side::Right, Side::Bottom, Side::Left, Side::Top],
            maze,
        };
        let text = write_game(&g);
        assert!(
            text.contains("\ntries: RDLU\nmaze:\ngridwright maze 1\n"),
            "{text}"
        );
        assert_eq!(read_game(&text).unwrap(), g);
        let e = read_game(&text.replace("tries: RDLU", "tries: RDXU")).unwrap_err();
        assert_eq!((e.line, e.column), (6, 10), "{e}");
        let e = read_game(&text.replace("lives: 5", "lives: many")).unwrap_err();
        assert_eq!((e.line, e.column), (3, 8), "{e}");
        let e = read_game(&text.replace("+--+--+--+\n|", "+--+--+--+\nx")).unwrap_err();
        assert_eq!(e.line, 15, "{e}");
        assert!(
            read_game("hello")
                .unwrap_err()
                .expected
                .to_string()
                .contains("game 1")
        );
    }
}
