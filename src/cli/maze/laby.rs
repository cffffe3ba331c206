//! `gridwright laby`: the original's console game of the invisible maze, in English or in
//! the original's French.

use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

use gridwright_formats::maze::{Maze, Side};

use crate::cli::error::{Error, Outcome, Status};
use crate::cli::terminal::{KeyPress, PipedLines, RawMode};
use crate::maze::generate::invisible;
use crate::maze::invisible::{Edge, Game, Phase};
use crate::maze::laby_text::draw;
use crate::maze::strategies::StrategyKind;

#[derive(Debug, clap::Args)]
pub struct LabyArgs {
    /// height width density seconds lives, as the original: `10 20 0.20 10 5`.
    #[arg(num_args = 0.., allow_negative_numbers = true)]
    params: Vec<String>,
    /// Characters per cell, across and down: LMxHM, both even and at least 2.
    #[arg(long, default_value = "8x4")]
    cell: String,
    /// Seed of the first maze (the next game takes the next seed); default: from the clock.
    #[arg(long, value_parser = crate::cli::values::seed)]
    seed: Option<u64>,
    /// The messages' language: en, or fr (the original's words).
    #[arg(long, default_value = "en")]
    lang: String,
    /// Only mazes whose exit is reachable (the original does not check).
    #[arg(long)]
    solvable: bool,
}

/// The game's parameters.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Params {
    pub height: usize,
    pub width: usize,
    pub density: f64,
    pub seconds: f64,
    pub lives: u32,
}

/// The messages, in one language.
struct Words {
    french: bool,
}

impl Words {
    fn lives(&self, left: u32, of: u32) -> String {
        if self.french {
            let vies = if left == 1 { "vie" } else { "vies" };
            // i18n-exempt: the original assignment's wording
            format!("Il vous reste {left} {vies} sur {of}.")
        } else {
            let lives = if left == 1 { "life" } else { "lives" };
            // i18n-exempt: the original assignment's wording
            format!("You have {left} {lives} left of {of}.")
        }
    }
    fn prompt(&self) -> &'static str {
        if self.french {
            // i18n-exempt: the original assignment's wording
            "Quelle direction souhaitez-vous prendre?\n(droite: d; gauche: g ou s; haut: h ou e; bas: b ou x)"
        } else {
            // i18n-exempt: the original assignment's wording
            "Which direction do you want to take?\n(right: d; left: g or s; up: h or e; down: b or x; arrows too; ? for more keys)"
        }
    }
    fn lost(&self, of: u32) -> String {
        if self.french {
            // i18n-exempt: the original assignment's wording
            format!("Vous avez perdu, vous avez épuisé vos {of} vies!")
        } else {
            // i18n-exempt: the original assignment's wording
            format!("You lost: all {of} lives used.")
        }
    }
    fn won(&self, mistakes: u32) -> String {
        if self.french {
            format!(
                // i18n-exempt: the original assignment's wording
                "Bravo, vous êtes parvenu jusqu'à la sortie en commettant seulement {mistakes} erreurs."
            )
        } else {
            // i18n-exempt: the original assignment's wording
            format!("You reached the exit making only {mistakes} mistakes.")
        }
    }
    fn again(&self) -> &'static str {
        if self.french {
            // i18n-exempt: the original assignment's wording
            "Voulez-vous jouer une nouvelle partie?"
        } else {
            // i18n-exempt: the original assignment's wording
            "Do you want to play a new game? (yes/no)"
        }
    }
    fn usage(&self) -> &'static str {
        if self.french {
            // i18n-exempt: the original assignment's wording
            "Nombre de paramètres incorrects.\nUtilisation: gridwright laby <hauteur> <largeur> <densite> <duree visible> <nb vies>\nEx: gridwright laby 10 20 0.20 10 5"
        } else {
            // i18n-exempt: the original assignment's wording
            "Wrong number of parameters.\nUsage: gridwright laby <height> <width> <density> <seconds visible> <lives>\nExample: gridwright laby 10 20 0.20 10 5"
        }
    }
    fn pick_strategy(&self, count: usize) -> String {
        if self.french {
            // i18n-exempt: the original assignment's wording
            format!("Choisissez une stratégie de 1 à {count} (Entrée pour revenir au jeu).")
        } else {
            // i18n-exempt: the original assignment's wording
            format!("Choose a strategy from 1 to {count} (Enter to go back to the game).")
        }
    }
    fn keys(&self) -> &'static str {
        if self.french {
            // i18n-exempt: the original assignment's wording
            "Touches: d droite, g ou s gauche, h ou e haut, b ou x bas (et les flèches); o jeu automatique, v revoir le labyrinthe, n nouveau labyrinthe, q quitter, ? cette aide"
        } else {
            // i18n-exempt: the original assignment's wording
            "Keys: d right, g or s left, h or e up, b or x down (w and a too, and the arrows); o auto-play, v show the maze again, n new maze, q quit, ? this help"
        }
    }
}

/// The five parameters, or what is wrong with them.
pub fn parse_params(p: &[String]) -> Result<Params, String> {
    let size = |s: &str, what: &str| -> Result<usize, String> {
        match s.parse::<usize>() {
            Ok(n) if (1..=1000).contains(&n) => Ok(n),
            _ => Err(format!(
                // i18n-exempt: the original assignment's wording
                "the {what} must be a whole number from 1 to 1000, not '{s}'"
            )),
        }
    };
    let height = size(&p[0], "height")?;
    let width = size(&p[1], "width")?;
    let density: f64 = p[2]
        .parse()
        .ok()
        .filter(|d: &f64| (0.0..=1.0).contains(d))
        // i18n-exempt: the original assignment's wording
        .ok_or_else(|| format!("the density must be a number from 0 to 1, not '{}'", p[2]))?;
    let seconds: f64 = p[3]
        .parse()
        .ok()
        .filter(|s: &f64| s.is_finite() && (0.0..=3600.0).contains(s))
        // i18n-exempt: the original assignment's wording
        .ok_or_else(|| format!("the seconds visible must be from 0 to 3600, not '{}'", p[3]))?;
    let lives = p[4]
        .parse::<u32>()
        .ok()
        .filter(|l| (1..=1000).contains(l))
        .ok_or_else(|| {
            format!(
                // i18n-exempt: the original assignment's wording
                "the lives must be a whole number from 1 to 1000, not '{}'",
                p[4]
            )
        })?;
    Ok(Params {
        height,
        width,
        density,
        seconds,
        lives,
    })
}

/// `LMxHM`, both even and at least 2.
fn parse_cell(s: &str) -> Result<(usize, usize), String> {
    let (a, b) = s
        .split_once(['x', 'X'])
        // i18n-exempt: the original assignment's wording
        .ok_or_else(|| format!("--cell '{s}': expected LMxHM, like 8x4"))?;
    let even = |v: &str| {
        v.parse::<usize>()
            .ok()
            .filter(|n| *n >= 2 && n % 2 == 0 && *n <= super::values::MAX_CELL_CHARS)
    };
    match (even(a), even(b)) {
        (Some(lm), Some(hm)) => Ok((lm, hm)),
        _ => Err(format!(
            // i18n-exempt: the original assignment's wording
            "--cell '{s}': both sizes must be even, from 2 to {}",
            super::values::MAX_CELL_CHARS
        )),
    }
}

/// The maze of a game (the same for a seed as the window's and the bench's).
pub fn make_maze(p: &Params, seed: u64, solvable: bool) -> Result<(Maze, u64), String> {
    invisible(p.width, p.height, p.density, seed, solvable).map_err(|e| e.to_string())
}

/// The most characters one drawing of the maze may take (a screenful is a few thousand).
pub const MAX_DRAWING_BYTES: usize = 64 << 20;

/// Whether the drawing of a maze of these parameters with `cell` characters a cell stays
/// within [`MAX_DRAWING_BYTES`]: each size is within its own limit, but their product is not
/// (1000 x 1000 cells of 1000 x 1000 characters would be a 10^12-character drawing).
fn drawing_fits(p: &Params, (lm, hm): (usize, usize)) -> Result<(), String> {
    let rows = p.height.checked_mul(hm).and_then(|r| r.checked_add(1));
    let cols = p.width.checked_mul(lm).and_then(|c| c.checked_add(2));
    let bytes = rows.zip(cols).and_then(|(r, c)| r.checked_mul(c));
    match bytes {
        Some(b) if b <= MAX_DRAWING_BYTES => Ok(()),
        _ => Err(format!(
            // i18n-exempt: the original assignment's wording
            "a {}x{} maze drawn {lm}x{hm} characters a cell would take {} characters a drawing, above the limit of {MAX_DRAWING_BYTES}",
            p.width,
            p.height,
            // i18n-exempt: the original assignment's wording
            bytes.map_or("more than 2^64".to_owned(), |b| b.to_string())
        )),
    }
}

/// `gridwright laby`.
pub fn run(a: &LabyArgs) -> Outcome {
    let words = Words {
        french: a.lang == "fr",
    };
    if a.lang != "fr" && a.lang != "en" {
        // i18n-exempt: the original assignment's wording
        return Err(format!("--lang '{}': en or fr", a.lang).into());
    }
    if a.params.len() != 5 {
        return Err(Error::Plain(words.usage().to_owned()));
    }
    let (params, cell) = (parse_params(&a.params)?, parse_cell(&a.cell)?);
    drawing_fits(&params, cell)?;
    let seed = a.seed.unwrap_or_else(crate::seed::from_clock);
    let mut console = Console::new(words, cell);
    console.play_games(&params, seed, a.solvable)
}

/// The terminal: raw keys when it is one, lines otherwise; escape codes only to a terminal.
struct Console {
    words: Words,
    cell: (usize, usize),
    raw: Option<RawMode>,
    /// Piped input's lines (when standard input is not a terminal).
    lines: PipedLines,
    clear: bool,
    started: Instant,
}

/// What the player asked for.
enum Command {
    Go(Side),
    Auto,
    Peek,
    NewMaze,
    Help,
    Quit,
}

impl Console {
    fn new(words: Words, cell: (usize, usize)) -> Console {
        let raw = if std::io::stdin().is_terminal() {
            RawMode::enter()
        } else {
            None
        };
        Console {
            words,
            cell,
            raw,
            lines: PipedLines::default(),
            clear: std::io::stdout().is_terminal(),
            started: Instant::now(),
        }
    }

    fn now(&self) -> Duration {
        self.started.elapsed()
    }

    fn play_games(&mut self, p: &Params, mut seed: u64, solvable: bool) -> Outcome {
        loop {
            let (maze, used) = make_maze(p, seed, solvable).map_err(Error::NothingFound)?;
            seed = used.wrapping_add(1);
            match self.play(maze, p) {
                End::Quit => return Ok(Status::Ok),
                End::NewMaze => continue,
                End::Over => {}
            }
            outln!("{}", self.words.again());
            if !self.yes() {
                return Ok(Status::Ok);
            }
        }
    }

    fn show(&self, g: &Game) {
        let all = g.shows_all();
        let known = &g.known;
        let text = draw(&g.maze, self.cell.0, self.cell.1, g.pos, |c, s| {
            all || known.edge(c, s) == Edge::Wall
        });
        let mut out = std::io::stdout().lock();
        if self.clear {
            // i18n-exempt: the original assignment's wording
            let _ = write!(out, "\x1b[H\x1b[2J");
        }
        let _ = write!(out, "{text}");
        let _ = out.flush();
    }

    /// One game; what ended it.
    fn play(&mut self, maze: Maze, p: &Params) -> End {
        let show_for = Duration::from_secs_f64(p.seconds);
        let mut g = Game::new(maze, show_for, Some(p.lives), self.now());
        self.wait_showing(&mut g);
        while !g.is_over() {
            outln!("{}", self.words.lives(g.lives_left().unwrap_or(0), p.lives));
            outln!();
            outln!("{}", self.words.prompt());
            let _ = std::io::stdout().flush();
            let Some(cmd) = self.command() else {
                return End::Quit;
            };
            match cmd {
                Command::Go(side) => {
                    g.step(side, self.now());
                    self.show(&g);
                }
                Command::Auto => self.auto_play(&mut g),
                Command::Peek => {
                    g.peek(self.now());
                    self.wait_showing(&mut g);
                }
                Command::NewMaze => return End::NewMaze,
                Command::Help => outln!("{}", self.words.keys()),
                Command::Quit => return End::Quit,
            }
        }
        self.show(&g);
        match g.phase {
            Phase::Won => outln!("{}", self.words.won(g.mistakes)),
            _ => outln!("{}", self.words.lost(p.lives)),
        }
        End::Over
    }

    /// Shows the whole maze for its time, then the hidden one.
    fn wait_showing(&self, g: &mut Game) {
        self.show(g);
        // Piped input is a script: nobody looks, so the maze is not shown for its seconds.
        if let Some(left) = g.countdown(self.now())
            && self.raw.is_some()
        {
            std::thread::sleep(Duration::from_secs_f64(left));
        }
        g.tick(self.now());
        self.show(g);
    }

    /// The strategy chosen, played step by step so it can be watched: at a terminal, Space
    /// pauses and resumes, `+` and `-` change the speed, `q` stops the auto-play.
    fn auto_play(&mut self, g: &mut Game) {
        for (i, k) in StrategyKind::ALL.iter().enumerate() {
            let sight = if k.sighted() { "sighted" } else { "blind" };
            outln!("{}: {} ({sight}): {}", i + 1, k.name(), k.describe());
        }
        let Some(kind) = self.strategy_choice() else {
            return;
        };
        let seed = g.tries.len() as u64;
        let mut auto = crate::maze::strategies::AutoPlayer::new(kind, seed, &g.maze);
        let (mut per_second, mut paused) = (8.0f64, false);
        while auto.can_step(g) {
            if !paused {
                auto.step(g, self.now());
                self.show(g);
                outln!(
                    // i18n-exempt: the original assignment's wording
                    "{} ({:.0} steps/s): Space pause, + faster, - slower, q stop",
                    kind.name(),
                    per_second
                );
            }
            let wait = Duration::from_secs_f64(1.0 / per_second);
            if self.raw.is_none() {
                // Piped: no pacing (nobody watches), and a `q` line stops it.
                if self.lines.peek_waiting().is_some_and(|l| l.trim() == "q") {
                    self.lines.take_waiting();
                    return;
                }
                continue;
            }
            let Some(raw) = self.raw.as_mut() else { return };
            if !raw.key_waiting(if paused {
                Duration::from_secs(3600)
            } else {
                wait
            }) {
                continue;
            }
            match raw.next_key() {
                Some(KeyPress::Char(' ')) => paused = !paused,
                Some(KeyPress::Char('+')) => per_second = (per_second * 2.0).min(1000.0),
                Some(KeyPress::Char('-')) => per_second = (per_second / 2.0).max(0.5),
                Some(KeyPress::Char('q')) | Some(KeyPress::Quit) | None => return,
                _ => {}
            }
        }
    }

    /// The strategy the player picks by number, asked again until it is one of the list;
    /// `None` when the player gives none (an empty answer, or the input ends).
    fn strategy_choice(&mut self) -> Option<StrategyKind> {
        loop {
            let choice = self.text_answer();
            let choice = choice.trim();
            if choice.is_empty() {
                return None;
            }
            let picked = choice
                .parse::<usize>()
                .ok()
                .and_then(|n| StrategyKind::ALL.get(n.checked_sub(1)?).copied());
            match picked {
                Some(k) => return Some(k),
                None => outln!("{}", self.words.pick_strategy(StrategyKind::ALL.len())),
            }
        }
    }

    /// The next command: a key press on a terminal, else a line (empty lines ignored).
    fn command(&mut self) -> Option<Command> {
        loop {
            let key = if let Some(raw) = self.raw.as_mut() {
                match raw.next_key()? {
                    KeyPress::Quit => return Some(Command::Quit),
                    KeyPress::Up => return Some(Command::Go(Side::Top)),
                    KeyPress::Down => return Some(Command::Go(Side::Bottom)),
                    KeyPress::Left => return Some(Command::Go(Side::Left)),
                    KeyPress::Right => return Some(Command::Go(Side::Right)),
                    KeyPress::Enter => continue,
                    KeyPress::Char(c) => c,
                }
            } else {
                let line = self.lines.next_line()?;
                match line.trim().chars().next() {
                    Some(c) => c,
                    None => continue,
                }
            };
            if let Some(cmd) = console_key(key) {
                return Some(cmd);
            }
        }
    }

    /// A line of text (a number, yes or no), echoed even in raw mode.
    fn text_answer(&mut self) -> String {
        let mut s = String::new();
        let Some(raw) = self.raw.as_mut() else {
            return self.lines.next_line().unwrap_or_default();
        };
        loop {
            match raw.next_key() {
                Some(KeyPress::Enter) | None => break,
                Some(KeyPress::Quit) => return String::new(),
                Some(KeyPress::Char(c)) if !c.is_control() => {
                    s.push(c);
                    out!("{c}");
                    let _ = std::io::stdout().flush();
                }
                Some(_) => {}
            }
        }
        outln!();
        s
    }

    fn yes(&mut self) -> bool {
        let a = self.text_answer().trim().to_lowercase();
        matches!(a.as_str(), "o" | "oui" | "y" | "yes")
    }
}

/// How a game ended.
enum End {
    Over,
    NewMaze,
    Quit,
}

/// The console's keys: the original's letters (`d` right, `g`/`s` left, `h`/`e` up, `b`/`x`
/// down), `w` up and `a` left, and the other commands.
fn console_key(c: char) -> Option<Command> {
    Some(match c.to_ascii_lowercase() {
        'd' => Command::Go(Side::Right),
        'g' | 's' | 'a' => Command::Go(Side::Left),
        'h' | 'e' | 'w' => Command::Go(Side::Top),
        'b' | 'x' => Command::Go(Side::Bottom),
        'o' => Command::Auto,
        'v' => Command::Peek,
        'n' => Command::NewMaze,
        'q' => Command::Quit,
        '?' => Command::Help,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_console_keys_are_the_originals() {
        let side = |c| match console_key(c) {
            Some(Command::Go(s)) => Some(s),
            _ => None,
        };
        assert_eq!(side('d'), Some(Side::Right));
        assert_eq!(side('s'), Some(Side::Left), "the original's s is left");
        assert_eq!(side('G'), Some(Side::Left));
        assert_eq!(side('e'), Some(Side::Top));
        assert_eq!(side('x'), Some(Side::Bottom));
        assert!(matches!(console_key('o'), Some(Command::Auto)));
        assert!(console_key('z').is_none());
        assert_eq!(parse_cell("8x4"), Ok((8, 4)));
        assert!(parse_cell("7x4").is_err());
        let p = |v: &[&str]| parse_params(&v.iter().map(|s| s.to_string()).collect::<Vec<_>>());
        assert!(p(&["10", "20", "0.20", "10", "5"]).is_ok());
        assert!(
            p(&["10", "20", "1.5", "10", "5"])
                .unwrap_err()
                .contains("density")
        );
        assert!(
            p(&["0", "20", "0.2", "10", "5"])
                .unwrap_err()
                .contains("height")
        );
        assert!(
            p(&["10", "20", "0.2", "-1", "5"])
                .unwrap_err()
                .contains("seconds")
        );
        assert!(
            p(&["10", "20", "0.2", "1", "-5"])
                .unwrap_err()
                .contains("lives")
        );
    }
}
