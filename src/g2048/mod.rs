//! 2048: the board and its moves (`board`: exponents, `slide_line`, each tile's path for the
//! animation), a game with its seeded spawns, undo and record (`game`: spawns from ChaCha8,
//! undo snapshots holding the random state), the level checks (`checks`) and the puzzle
//! search (`puzzle`: reachability over moves and every spawn outcome, within bounds), the
//! expectimax player (`ai`: the search in `ai/search.rs`, to a depth or deepening to a time
//! limit, cancellable; `ai/fast.rs`, a 64-bit board with row tables on 4 x 4 up to 2^15;
//! `ai/generic.rs`, any other board), the best scores per ruleset (`records`), the
//! level document (`document`) and its picture (`picture`). No egui here.

pub mod ai;
pub mod board;
pub mod checks;
pub mod document;
pub mod game;
pub mod picture;
pub mod puzzle;
pub mod records;
pub mod replay;

pub use gridwright_formats::g2048::G2048File;
