//! `gridwright bench maze`: each generator on one large maze, then a solve.

use super::check_memory;
use crate::cli::error::{Outcome, Status};

/// `gridwright bench maze`: generate (and solve) a large maze with each generator, with
/// times and peak memory.
pub fn bench((w, h): (usize, usize), algo: &str, seed: u64) -> Outcome {
    use crate::maze::generate::{Algorithm, generate};
    let algos: Vec<Algorithm> = if algo == "all" {
        Algorithm::ALL.to_vec()
    } else {
        match crate::cli::names::lookup::<Algorithm>(algo) {
            Some(a) => vec![a],
            None => {
                return Err(crate::t!("cli-maze-not-generator", algo = algo).into());
            }
        }
    };
    let generator = algos
        .iter()
        .map(|a| a.memory_needed(w * h))
        .max()
        .unwrap_or(0);
    check_memory((w, h), None, generator)?;
    let heading = crate::t!(
        "cli-maze-bench",
        width = w,
        height = h,
        seed = seed.to_string()
    );
    outln!("{heading}");
    let mut last = None;
    for a in algos {
        let t = std::time::Instant::now();
        let m = generate(a, w, h, seed);
        outln!("{:<22} {:>8.2} s", a.name(), t.elapsed().as_secs_f64()); // i18n-exempt: a row of figures
        last = Some(m);
    }
    if let Some(m) = last {
        let t = std::time::Instant::now();
        let path = crate::maze::solve::shortest_path(&m, m.index(m.entrance), m.index(m.exit));
        let row = format!("{:<22} {:>8.2} s", "solve bfs", t.elapsed().as_secs_f64()); // i18n-exempt: a row label
        outln!(
            "{}",
            crate::t!("cli-maze-bench-solve", row = row, n = path.len())
        );
    }
    let memory =
        crate::cli::shared::peak_memory().unwrap_or_else(|| crate::t!("cli-sokoban-bench-unknown"));
    outln!("{}", crate::t!("cli-maze-bench-memory", memory = memory));
    Ok(Status::Ok)
}
