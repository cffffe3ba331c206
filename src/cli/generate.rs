//! `gridwright generate`: one subcommand per game that makes levels.

use super::error::Outcome;
use super::save::Saver;

#[derive(Debug, clap::Subcommand)]
pub enum Generate {
    /// Generate a maze.
    Maze(super::maze::GenerateArgs),
    /// Generate a random BombFight map that passes the level checks.
    Bombfight(super::bombfight::GenerateArgs),
    /// Generate Sokoban levels: boxes and goals placed in drawn rooms or in the walls of
    /// existing levels, solvable by construction, confirmed by the solver, hardest first.
    Sokoban(super::sokoban::generate::GenerateArgs),
}

pub fn run(cmd: &Generate, saver: &Saver) -> Outcome {
    match cmd {
        Generate::Maze(a) => super::maze::generate(a, saver),
        Generate::Bombfight(a) => super::bombfight::generate(a, saver),
        Generate::Sokoban(a) => super::sokoban::generate::run(a, saver),
    }
}
