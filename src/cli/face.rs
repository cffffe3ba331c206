//! The one shape every game takes on the command line. The shared verbs (`info`, `validate`,
//! `convert`, `solve`) own the flags every game shares, read each file once and do one
//! exhaustive `match` on [`Loaded`](crate::io::Loaded); each arm hands the game's own data, the
//! resolved shared options and the game's own flags to its [`GameFace`]. A game's own verbs
//! (`generate`, `play`, `bench`) are subcommands of its module.
//!
//! Why a trait with associated types rather than free functions: a new game must bring every
//! verb in the same shape (the compiler says which is missing), and its flags are its own clap
//! structs, flattened into the verbs under the game's heading, so no shared verb parses a
//! game's flag and no game module sees a verb's `Args`.

use std::path::{Path, PathBuf};

use gridwright_formats::ReadOptions;

use crate::picture::Scene;

use super::shared::{ConvertOptions, SolveOptions, ValidateOptions};

/// What the shared verbs do with one game's files.
pub trait GameFace {
    /// What a file of this game holds once read.
    type File;
    /// Flags of `solve` that only this game reads.
    type SolveFlags;
    /// Flags of `convert` that only this game reads.
    type ConvertFlags;
    /// Flags of `validate` that only this game reads.
    type ValidateFlags;

    /// `gridwright info`: what the file holds, as text or JSON.
    fn info(path: &Path, file: &Self::File, json: bool) -> u8;

    /// `gridwright validate`: each level's problems and a summary.
    fn validate(
        path: &Path,
        file: &Self::File,
        shared: &ValidateOptions,
        own: &Self::ValidateFlags,
    ) -> u8;

    /// `gridwright solve`, or an error saying why this game's files are not solved.
    fn solve(file: Self::File, shared: &SolveOptions, own: &Self::SolveFlags) -> u8;

    /// `gridwright convert` of this game's files (every input read, in order), to one of
    /// the game's targets ([`Target::game`](super::target::Target::game), checked before).
    fn convert(
        inputs: &[PathBuf],
        files: Vec<Self::File>,
        shared: &ConvertOptions,
        own: &Self::ConvertFlags,
    ) -> u8;

    /// `gridwright render`: how many pictures the file holds (a collection's levels; else 1).
    fn picture_count(_file: &Self::File) -> usize {
        1
    }

    /// `gridwright render`: picture `index` (0-based, below [`GameFace::picture_count`]),
    /// `cell` pixels a cell, and its label for a contact sheet.
    fn picture(
        path: &Path,
        file: &Self::File,
        index: usize,
        cell: u32,
    ) -> Result<(String, Scene), String>;

    /// How this game's flags change the reading of files (the maze art's cell size).
    fn read_options(_own: &Self::ConvertFlags, _opts: &mut ReadOptions) {}
}

/// A game's verbs take no flags of their own.
#[derive(Debug, Clone, Copy, Default, clap::Args)]
#[group(skip)]
pub struct NoFlags {}
