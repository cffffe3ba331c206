//! `gridwright play`: one subcommand per game played from the command line.

/// The games `play` knows.
#[derive(Debug, clap::Subcommand)]
pub enum Play {
    /// A BombFight game: bots against each other headless, or people at the terminal.
    #[command(
        after_help = "BOT is human (terminal input), random or idle.\n\nExamples:\n  gridwright play bombfight levels/bombfight/duel.bflvl --p1 random --p2 idle --seed 3\n  gridwright play bombfight map.bflvl --p1 human --p2 random --replay game.bfreplay\n  gridwright play bombfight map.bflvl --p1 random --p2 random --json"
    )]
    Bombfight(super::bombfight::PlayArgs),
}

pub fn run(cmd: &Play) -> u8 {
    match cmd {
        Play::Bombfight(a) => super::bombfight::play(a),
    }
}
