//! Mazes: generators, solvers and properties over `gridwright_formats::maze::Maze`, and the
//! invisible maze game. No egui here.
//!
//! The map: `grid` (index arithmetic: cells as `u32`, directions 0-3, carving, and the
//! optional recording of generator steps), `generate/` (one module per family of generators
//! and their shared parts; a test pins each generator's maze for a seed; `generate::invisible`
//! is the one maze maker of the console, the window and the bench), `memory` (large arrays in
//! huge pages: 10^8-cell mazes are bound by cache and TLB misses), `solve` (six methods, each
//! returning the path and the cells visited), `shortest` (the path alone, from both ends, for
//! mazes of any size), `properties`, `graph` (DOT), `picture` (a maze as a picture), `files`
//! (reading any kind, writing the one asked for), `analysis` (the editor's view, on a worker
//! thread for mazes over 250,000 cells), `document` (the maze document and its edits).
//! The invisible maze: `invisible` (the game as a state machine on an injected clock),
//! `strategies` (auto-play strategies: blind ones see only what the player learnt, the
//! sighted one the maze), `laby_text` (the original's character drawing), `laby_records`
//! (best results per parameter set).

pub mod analysis;
pub mod document;
pub mod files;
pub mod generate;
pub mod graph;
pub mod grid;
pub mod invisible;
pub mod laby_records;
pub mod laby_text;
pub mod memory;
pub mod picture;
pub mod properties;
pub mod replay;
pub mod shortest;
pub mod solve;
pub mod strategies;
