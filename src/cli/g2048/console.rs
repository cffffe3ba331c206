//! `gridwright play 2048`: the original's console game. The grid is drawn in text; `z q s d`
//! move (and `w a`, and the arrows where the terminal gives them); a move that changes nothing
//! says "Invalid move" and spawns nothing; making the target asks whether to keep playing;
//! the end shows the highest tile and the score. At a terminal, keys are read one at a time;
//! otherwise one move a line, so a game can be scripted, and no escape codes are written.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;

use super::{level_or_classic, text_board};
use crate::cli::error;
use crate::cli::terminal::{KeyPress, RawMode};
use crate::g2048::board::label;
use crate::g2048::game::{Game, Outcome};
use crate::g2048::records::Records;
use crate::grid::Dir;
use crate::user_files::UserFiles;

/// `play 2048`'s flags.
#[derive(Debug, clap::Args)]
pub struct PlayArgs {
    /// A 2048 level (.2048); default: the classic 4 x 4 game.
    level: Option<PathBuf>,
    /// Seed of the spawns (default: the level's, else from the clock); printed at the start.
    #[arg(long, value_parser = crate::cli::values::seed)]
    seed: Option<u64>,
    /// The messages' language: en, or fr (the original's).
    #[arg(long, default_value = "en")]
    lang: String,
}

/// The messages, in one language.
struct Words {
    french: bool,
}

impl Words {
    fn prompt(&self, undo: bool) -> String {
        let undo = if undo {
            if self.french {
                // i18n-exempt: the original assignment's wording
                ", u annuler"
            } else {
                // i18n-exempt: the original assignment's wording
                ", u undo"
            }
        } else {
            ""
        };
        if self.french {
            // i18n-exempt: the original assignment's wording
            format!("Votre action ? (z haut, q gauche, s bas, d droite{undo}, x quitter)")
        } else {
            // i18n-exempt: the original assignment's wording
            format!("Your move? (z up, q left, s down, d right{undo}, x quit)")
        }
    }
    fn invalid(&self) -> &'static str {
        if self.french {
            // i18n-exempt: the original assignment's wording
            "Action invalide"
        } else {
            // i18n-exempt: the original assignment's wording
            "Invalid move"
        }
    }
    fn won(&self, target: &str) -> String {
        if self.french {
            // i18n-exempt: the original assignment's wording
            format!("Bravo ! Vous avez obtenu {target}. Voulez-vous continuer à jouer ? (o/n)")
        } else {
            // i18n-exempt: the original assignment's wording
            format!("Congratulations! You made {target}. Keep playing? (y/n)")
        }
    }
    fn over(&self, highest: &str, score: u128) -> String {
        if self.french {
            // i18n-exempt: the original assignment's wording
            format!("Partie terminée. Case la plus haute : {highest}. Score : {score}.")
        } else {
            // i18n-exempt: the original assignment's wording
            format!("Game over. Highest tile: {highest}. Score: {score}.")
        }
    }
    fn status(&self, score: u128, best: Option<u128>, moves: usize) -> String {
        let best = best.map_or("-".to_owned(), |b| b.to_string());
        if self.french {
            // i18n-exempt: the original assignment's wording
            format!("Score {score}   meilleur {best}   coups {moves}")
        } else {
            // i18n-exempt: the original assignment's wording
            format!("Score {score}   best {best}   moves {moves}")
        }
    }
    fn record(&self) -> &'static str {
        if self.french {
            // i18n-exempt: the original assignment's wording
            "Nouveau record !"
        } else {
            // i18n-exempt: the original assignment's wording
            "A new best score!"
        }
    }
}

/// What the player typed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Input {
    Move(Dir),
    Undo,
    Quit,
    Other,
}

/// A key or a line's first character as an input.
fn input_of(c: char) -> Input {
    match c.to_ascii_lowercase() {
        'z' | 'w' => Input::Move(Dir::Up),
        'q' | 'a' => Input::Move(Dir::Left),
        's' => Input::Move(Dir::Down),
        'd' => Input::Move(Dir::Right),
        'u' => Input::Undo,
        'x' | '\u{1b}' => Input::Quit,
        _ => Input::Other,
    }
}

/// A line as an input: a letter, or a word (`up`, `left`, ...).
fn line_input(line: &str) -> Input {
    match line.trim().to_ascii_lowercase().as_str() {
        "up" => Input::Move(Dir::Up),
        "down" => Input::Move(Dir::Down),
        "left" => Input::Move(Dir::Left),
        "right" => Input::Move(Dir::Right),
        "undo" => Input::Undo,
        "quit" | "exit" => Input::Quit,
        l => l.chars().next().map_or(Input::Other, input_of),
    }
}

/// The terminal, or the lines of a pipe.
struct Console {
    raw: Option<RawMode>,
    clear: bool,
    lines: super::super::terminal::PipedLines,
}

impl Console {
    fn input(&mut self) -> Option<Input> {
        if let Some(raw) = self.raw.as_mut() {
            return Some(match raw.next_key()? {
                KeyPress::Quit => Input::Quit,
                KeyPress::Up => Input::Move(Dir::Up),
                KeyPress::Down => Input::Move(Dir::Down),
                KeyPress::Left => Input::Move(Dir::Left),
                KeyPress::Right => Input::Move(Dir::Right),
                KeyPress::Enter => Input::Other,
                KeyPress::Char(c) => input_of(c),
            });
        }
        loop {
            let line = self.lines.next_line()?;
            if !line.trim().is_empty() {
                return Some(line_input(&line));
            }
        }
    }

    /// A yes-or-no answer (`y`, `o` or `oui` for yes); `None` at the end of input.
    fn yes(&mut self) -> Option<bool> {
        let c = if let Some(raw) = self.raw.as_mut() {
            loop {
                match raw.next_key()? {
                    KeyPress::Char(c) => break c,
                    KeyPress::Quit => return Some(false),
                    _ => {}
                }
            }
        } else {
            let line = self.lines.next_line()?;
            line.trim().chars().next().unwrap_or('n')
        };
        Some(matches!(c.to_ascii_lowercase(), 'y' | 'o'))
    }

    fn show(&self, g: &Game, words: &Words, best: Option<u128>) {
        let mut out = std::io::stdout().lock();
        if self.clear {
            // i18n-exempt: the original assignment's wording
            let _ = write!(out, "\x1b[H\x1b[2J");
        }
        let _ = writeln!(out, "{}", words.status(g.score(), best, g.moves().len()));
        let _ = write!(out, "{}", text_board(g.board()));
        let _ = out.flush();
    }
}

/// Runs `play 2048`.
pub fn run(a: &PlayArgs, files: &UserFiles) -> error::Outcome {
    if a.lang != "en" && a.lang != "fr" {
        // i18n-exempt: the original assignment's wording
        return Err(format!("--lang '{}': en or fr", a.lang).into());
    }
    let words = Words {
        french: a.lang == "fr",
    };
    let level = level_or_classic(a.level.as_deref())?;
    let seed = a
        .seed
        .or(level.seed)
        .unwrap_or_else(crate::seed::from_clock);
    // i18n-exempt: the original assignment's wording
    outln!("seed {seed}");
    let mut records = Records::load(files);
    let mut g = Game::new(&level, seed);
    let mut console = Console {
        raw: RawMode::enter(),
        clear: std::io::stdout().is_terminal(),
        lines: Default::default(),
    };
    let target = label(crate::g2048::board::exponent_of(level.rules.target));
    loop {
        console.show(&g, &words, records.best(&level));
        if g.is_over() {
            break;
        }
        outln!("{}", words.prompt(level.rules.undo));
        let Some(input) = console.input() else { break };
        match input {
            Input::Quit => break,
            Input::Undo => {
                g.undo();
            }
            Input::Other => {}
            Input::Move(d) => match g.play(d) {
                Outcome::Invalid => {
                    outln!("{}", words.invalid());
                    if console.clear {
                        std::thread::sleep(std::time::Duration::from_millis(600));
                    }
                }
                Outcome::Moved {
                    reached_target: true,
                    ..
                } => {
                    console.show(&g, &words, records.best(&level));
                    outln!("{}", words.won(&target));
                    if !console.yes().unwrap_or(false) {
                        break;
                    }
                }
                Outcome::Moved { .. } => {}
            },
        }
    }
    drop(console.raw.take());
    outln!("{}", words.over(&label(g.board().highest()), g.score()));
    match records.offer(&level, g.score(), &label(g.board().highest())) {
        Ok(true) => outln!("{}", words.record()),
        Ok(false) => {}
        Err(e) => {
            outln!("{}", words.record());
            // i18n-exempt: the original assignment's wording
            eprintln!("warning: the record could not be saved: {e}");
        }
    }
    Ok(error::Status::Ok)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_originals_keys_wasd_and_words() {
        assert_eq!(input_of('z'), Input::Move(Dir::Up));
        assert_eq!(input_of('Q'), Input::Move(Dir::Left));
        assert_eq!(input_of('s'), Input::Move(Dir::Down));
        assert_eq!(input_of('d'), Input::Move(Dir::Right));
        assert_eq!(input_of('w'), Input::Move(Dir::Up));
        assert_eq!(input_of('a'), Input::Move(Dir::Left));
        assert_eq!(line_input(" left \n"), Input::Move(Dir::Left));
        assert_eq!(line_input("x"), Input::Quit);
    }
}
