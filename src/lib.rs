//! gridwright: a level editor and puzzle-file toolchain.
//!
//! Layers, bottom to top (arrows point down only): `gridwright_formats` (files) -> [`grid`]
//! (positions, directions) -> game folders such as [`sokoban`] (rules and checks, no egui) ->
//! [`editor`] (the document, its edits and undo history, as plain data) -> [`cli`] and [`gui`],
//! two thin faces over the same library.

pub mod bombfight;
pub mod bundled;
pub mod cli;
pub mod editor;
pub mod g2048;
pub mod grid;
#[cfg(feature = "gui")]
pub mod gui;
pub mod io;
pub mod maze;
pub mod picture;
pub mod seed;
pub mod settings;
pub mod sokoban;
pub mod user_files;
