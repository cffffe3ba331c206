//! `gridwright generate`: one subcommand per game that makes levels.

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
}

pub fn run(cmd: &Generate) -> u8 {
    match cmd {
        Generate::Maze(a) => super::maze::generate(a),
        Generate::Bombfight(a) => super::bombfight::generate(a),
    }
}
