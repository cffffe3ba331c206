//! `gridwright bench sokoban-generate`: levels a minute for a few room sizes, the mean
//! fewest pushes (`solve --optimal`) of what the generator makes, and the same for a
//! baseline of random box and goal placement in the same rooms, kept when the solver
//! confirms it: how much harder than chance the generator's levels are.

use std::time::{Duration, Instant};

use crate::cli::error;
use crate::sokoban::generate::{self, Control, Options, Source, random_level};
use crate::sokoban::solver::{self, Status};

/// `bench sokoban-generate`'s flags.
#[derive(Debug, clap::Args)]
pub struct Args {
    /// Room sizes, WIDTHxHEIGHT, comma-separated.
    #[arg(long, default_value = "8x7,10x8,12x10")]
    sizes: String,
    /// Levels made per size.
    #[arg(long, default_value_t = 5, value_parser = crate::cli::values::count::<u16>(1..=1000))]
    levels: u16,
    /// Boxes a level holds.
    #[arg(long, default_value_t = 4, value_parser = crate::cli::values::count::<u8>(1..=12))]
    boxes: u8,
    /// The first seed; level k of a size has seed + k.
    #[arg(long, default_value_t = 1, value_parser = crate::cli::values::seed)]
    seed: u64,
    /// Seconds for each optimal solve.
    #[arg(long, default_value = "10", value_parser = crate::cli::values::seconds)]
    time_limit: Duration,
}

/// The fewest pushes of `board` by the optimal solver, if found in time.
fn optimal_pushes(board: &gridwright_formats::sokoban::Board, time: Duration) -> Option<usize> {
    let opts = solver::Options {
        time_limit: time,
        optimal: true,
        memory_limit: 512 << 20,
        ..solver::Options::default()
    };
    match solver::solve(board, &opts, &solver::Progress::default()).status {
        Status::Solved { pushes, .. } => Some(pushes),
        _ => None,
    }
}

/// Runs the bench.
pub fn run(a: &Args) -> error::Outcome {
    let sizes = a
        .sizes
        .split(',')
        .map(|s| crate::cli::values::size(s).map_err(|e| crate::t!("cli-sokoban-sizes", error = e)))
        .collect::<Result<Vec<_>, _>>()?;
    let opts = Options {
        boxes: usize::from(a.boxes),
        ..Options::default()
    };
    let (mut all_gen, mut all_base) = (Vec::new(), Vec::new());
    for (width, height) in sizes {
        let source = Source::Room {
            width,
            height,
            open: false,
        };
        let started = Instant::now();
        let mut made = Vec::new();
        for k in 0..u64::from(a.levels) {
            let control = Control::default();
            let mut levels = generate::run(&source, &opts, 1, a.seed + k, &control, |_| {})
                .map_err(|e| e.to_string())?;
            made.append(&mut levels);
        }
        let secs = started.elapsed().as_secs_f64();
        let per_minute = made.len() as f64 * 60.0 / secs.max(1e-9);
        let mut rng = crate::seed::rng(a.seed);
        let (mut gen_pushes, mut base_pushes) = (Vec::new(), Vec::new());
        for g in &made {
            if let Some(p) = optimal_pushes(&g.level.board, a.time_limit) {
                gen_pushes.push(p);
            }
            let layout = generate::layout::of_level(&g.level.board, false).board;
            // Random placements until the solver confirms three (at most 200 draws): chance's
            // levels in the same room, those a player could solve.
            let mut kept = 0;
            for _ in 0..200 {
                let Some(b) = random_level(&layout, usize::from(a.boxes), &mut rng) else {
                    break;
                };
                if let Some(p) = optimal_pushes(&b, a.time_limit) {
                    base_pushes.push(p);
                    kept += 1;
                    if kept == 3 {
                        break;
                    }
                }
            }
        }
        let line = crate::t!(
            "cli-sokoban-bench-generate-size",
            width = width,
            height = height,
            boxes = a.boxes,
            levels = made.len(),
            seconds = crate::i18n::fixed(secs, 1),
            per_minute = crate::i18n::fixed(per_minute, 0),
            pushes = crate::i18n::fixed(mean(&gen_pushes), 1),
            solved = gen_pushes.len(),
            random = crate::i18n::fixed(mean(&base_pushes), 1),
            random_solved = base_pushes.len()
        );
        outln!("{line}");
        all_gen.extend(gen_pushes);
        all_base.extend(base_pushes);
    }
    let (g, b) = (mean(&all_gen), mean(&all_base));
    let line = crate::t!(
        "cli-sokoban-bench-generate-all",
        generated = crate::i18n::fixed(g, 1),
        random = crate::i18n::fixed(b, 1),
        ratio = crate::i18n::fixed(g / b.max(1e-9), 1)
    );
    outln!("{line}");
    Ok(error::Status::Ok)
}

fn mean(v: &[usize]) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    v.iter().sum::<usize>() as f64 / v.len() as f64
}
