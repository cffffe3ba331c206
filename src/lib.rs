//! gridwright: a level editor and puzzle-file toolchain.
//!
//! Layers, bottom to top (arrows point down only; ARCHITECTURE.md says why): the
//! `gridwright_formats` crate (files) -> shared ground ([`grid`], [`seed`], [`io`],
//! [`user_files`], [`picture`], and [`editor`]: the document, tool and playback machines)
//! -> game folders such as [`sokoban`] (rules, solvers, bots, each game's instances of the
//! editor's machines; no egui) -> [`cli`] and [`gui`], two thin faces over the same library.

#![warn(missing_docs)]

pub mod bombfight;
pub mod bundled;
pub mod cli;
pub mod editor;
pub mod g2048;
pub mod grid;
#[cfg(feature = "gui")]
pub mod gui;
pub mod i18n;
pub mod io;
pub mod maze;
pub mod picture;
pub mod seed;
pub mod settings;
pub mod shards;
pub mod sokoban;
pub mod user_files;
