//! Sokoban's part of the command line: what the shared verbs (`info`, `validate`, `convert`,
//! `solve`, `bench`) do with a Sokoban collection once it is loaded.

mod bench;
mod convert;
mod info;
mod solve;

use std::path::Path;

use gridwright_formats::sokoban::Collection;

pub use bench::run as bench;
pub use convert::run as convert;
pub use info::run as info;
pub use solve::run as solve;

use super::exit;
use crate::sokoban::checks;

/// `gridwright validate` on a Sokoban file: each level's problems, and a summary line.
pub fn validate(path: &Path, c: &Collection, quiet: bool) -> u8 {
    let mut invalid = 0;
    for (i, level) in c.levels.iter().enumerate() {
        let problems = checks::validate(&level.board);
        let name = format!("{}: level {} {:?}", path.display(), i + 1, level.title);
        if problems.is_empty() {
            if !quiet {
                outln!("{name}: ok");
            }
            continue;
        }
        invalid += 1;
        for p in problems {
            outln!("{name}: {}", p.message);
        }
    }
    outln!(
        "{}: {} level(s), {} valid, {invalid} invalid",
        path.display(),
        c.levels.len(),
        c.levels.len() - invalid
    );
    if invalid > 0 { exit::INVALID } else { exit::OK }
}
