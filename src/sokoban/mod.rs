//! Sokoban: rules and checks over the boards of `gridwright_formats::sokoban`. No egui here.
//!
//! The map: `position` (walls, goals, boxes and the pusher as flat arrays), `game` (steps,
//! undo and redo, LURD, replay with the failing step), `paths` (mouse walks and box pushes),
//! `play` (a play session: game, timer, live deadlock warning), `replay` (the replay
//! viewer's state), `records` (best results per user), `saved_games` (saved games checked
//! against the board as edited: a stale one is never written as a saved game), `checks`
//! (validation), `browse` (the level browser's filter and navigation), `files` (reading and
//! writing collections), `picture` (a level as a picture), `editor/` (the collection
//! document, its edits and tools), `solver/` (its own map in its `mod.rs`), `generate/` (the
//! level generator: `layout` rooms from templates, `pulls` breadth-first over pulls from the
//! solved position, candidates confirmed by the solver and replayed), `walk/` (the
//! pusher's flood and the search of one box moved alone, which all of these share).

pub mod browse;
pub mod checks;
pub mod editor;
pub mod files;
pub mod game;
pub mod generate;
pub mod paths;
pub mod picture;
pub mod play;
pub mod position;
pub mod records;
pub mod replay;
pub mod saved_games;
pub mod solver;
pub mod walk;
