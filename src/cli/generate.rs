//! `gridwright generate`: one subcommand per game that makes levels.

use super::error::Outcome;
use super::save::Saver;

#[derive(Debug, clap::Subcommand)]
pub enum Generate {
    /// Generate a maze.
    #[command(
        after_help = "Examples:\n  gridwright generate maze --algo kruskal --size 120x80 --seed 3 -o k.maze\n  gridwright generate maze --algo wilson --size 20x10 --seed 1 --format grid-json -o w.json\n  gridwright generate maze --density 0.2 --size 20x10 --seed 5 --format ascii -o laby.txt\n  gridwright generate maze --algo backtracker --size 40x30 --braid 0.5 -o loops.svg"
    )]
    Maze(super::maze::GenerateArgs),
    /// Generate a random BombFight map that passes the level checks.
    #[command(
        after_help = "Examples:\n  gridwright generate bombfight --size 15x13 --bricks 0.4 --points 0.15 --rounds 100 --exits 2 --seed 3 -o map.bflvl\n  gridwright generate bombfight --size 16x12 --no-symmetric --exits 3"
    )]
    Bombfight(super::bombfight::GenerateArgs),
    /// Generate Sokoban levels: boxes and goals placed in drawn rooms or in the walls of
    /// existing levels, solvable by construction, confirmed by the solver, hardest first.
    #[command(
        after_help = "Exit status: 0 levels made, 1 none confirmed, 2 bad input.\n\nExamples:\n  gridwright generate sokoban --size 10x8 --boxes 4 --seed 1 -o one.sok\n  gridwright generate sokoban --size 12x10 --boxes 5 --count 10 --seed 7 -o ten.sok\n  gridwright generate sokoban --from Microban_155.xsb --levels 1-20 --seed 1 -o filled.sok\n  gridwright generate sokoban --from my.sok --keep-goals --json"
    )]
    Sokoban(super::sokoban::generate::GenerateArgs),
}

pub fn run(cmd: &Generate, saver: &Saver) -> Outcome {
    match cmd {
        Generate::Maze(a) => super::maze::generate(a, saver),
        Generate::Bombfight(a) => super::bombfight::generate(a, saver),
        Generate::Sokoban(a) => super::sokoban::generate::run(a, saver),
    }
}
