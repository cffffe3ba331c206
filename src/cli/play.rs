//! `gridwright play`: one subcommand per game played from the command line.

use super::error::Outcome;
use super::save::Saver;

/// The games `play` knows.
#[derive(Debug, clap::Subcommand)]
pub enum Play {
    /// A BombFight game: bots against each other headless, or people at the terminal.
    #[command(
        after_help = "BOT is human, a built-in bot or a program's command line. --help prints the rules.",
        after_long_help = super::bombfight::play_help()
    )]
    Bombfight(super::bombfight::PlayArgs),
    /// 2048 at the terminal, as the original: z q s d (w a, arrows) move; piped, one move a line.
    #[command(
        name = "2048",
        after_help = "Keys: z up, q left, s down, d right (w a and the arrows too), u undo when the level allows, x quit.\nNot a terminal: one move a line (z, q, s, d, up, left, ...), no escape codes.\n\nExamples:\n  gridwright play 2048\n  gridwright play 2048 levels/2048/classic-5x5.2048 --seed 7 --lang fr\n  printf 'q\\nz\\nd\\n' | gridwright play 2048 --seed 1"
    )]
    G2048(super::g2048::PlayArgs),
}

pub fn run(cmd: &Play, saver: &Saver, files: &crate::user_files::UserFiles) -> Outcome {
    match cmd {
        Play::Bombfight(a) => super::bombfight::play(a, saver),
        Play::G2048(a) => super::g2048::play(a, files),
    }
}
