//! `gridwright play`: one subcommand per game played from the command line.

use super::error::Outcome;
use super::save::Saver;

/// The games `play` knows.
#[derive(Debug, clap::Subcommand)]
pub enum Play {
    /// A BombFight game: bots against each other headless, or people at the terminal.
    #[command(
        after_long_help = super::bombfight::play_help()
    )]
    Bombfight(super::bombfight::PlayArgs),
    /// 2048 at the terminal, as the original: z q s d (w a, arrows) move; piped, one move a line.
    #[command(name = "2048")]
    G2048(super::g2048::PlayArgs),
}

pub fn run(cmd: &Play, saver: &Saver, files: &crate::user_files::UserFiles) -> Outcome {
    match cmd {
        Play::Bombfight(a) => super::bombfight::play(a, saver),
        Play::G2048(a) => super::g2048::play(a, files),
    }
}
