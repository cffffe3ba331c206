//! `gridwright convert`: batch conversion between level formats.

use std::path::{Path, PathBuf};

use rayon::prelude::*;

use super::{Target, exit, progress};
use crate::io::{self, Loaded};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Input files (.sok, .xsb, the Sokoban tutorial's level arrays; mazes: .maze, grid
    /// matrix, ASCII art, blocks, saved .labygame; BombFight: .bflvl, .bfreplay); format
    /// detected from the extension and the content.
    #[arg(required = true)]
    pub(crate) inputs: Vec<PathBuf>,
    /// Output format.
    #[arg(long)]
    pub(crate) to: Target,
    /// Run-length encode boards and moves.
    #[arg(long)]
    pub(crate) rle: bool,
    /// Write one file holding the levels of every input, in order.
    #[arg(short, long, conflicts_with = "out_dir")]
    pub(crate) output: Option<PathBuf>,
    /// Write one file per input into this folder, named after the input.
    #[arg(long)]
    pub(crate) out_dir: Option<PathBuf>,
    #[command(flatten)]
    pub(crate) ascii: super::maze::AsciiArgs,
    /// Maze pictures (svg, png): draw the path from the entrance to the exit.
    #[arg(long)]
    pub(crate) solution: bool,
}

pub fn run(args: &Args) -> u8 {
    let opts = crate::io::LoadOptions {
        ascii: args.ascii.options(),
    };
    let bar = progress(args.inputs.len(), "reading");
    let read: Vec<_> = args
        .inputs
        .par_iter()
        .map(|p| (io::load(p, opts), bar.inc(1)).0)
        .collect();
    bar.finish_and_clear();
    let mut loaded = Vec::with_capacity(read.len());
    for result in read {
        match result {
            Ok(l) => loaded.push(l),
            Err(e) => {
                eprintln!("error: {e}");
                return exit::ERROR;
            }
        }
    }
    let games: std::collections::BTreeSet<&str> = loaded.iter().map(|l| l.game().name()).collect();
    if games.len() > 1 {
        eprintln!(
            "error: the inputs mix games ({}): convert each game's files apart",
            games.into_iter().collect::<Vec<_>>().join(", ")
        );
        return exit::ERROR;
    }
    let mut collections = Vec::new();
    let mut mazes = Vec::new();
    let mut maps = Vec::new();
    for l in loaded {
        match l {
            Loaded::Sokoban(c, _) => collections.push(c),
            Loaded::Maze(m, _) => mazes.push(m),
            Loaded::MazeGame(g) => mazes.push(g.maze),
            Loaded::BombFight(f) => maps.push(f),
        }
    }
    if !mazes.is_empty() {
        return convert_mazes(args, mazes);
    }
    if !maps.is_empty() {
        let out = (args.output.as_deref(), args.out_dir.as_deref());
        return super::bombfight::convert(&args.inputs, maps, args.to, out.0, out.1);
    }
    super::sokoban::convert(args, collections)
}

fn convert_mazes(args: &Args, mazes: Vec<gridwright_formats::maze::Maze>) -> u8 {
    let Some(format) = args.to.maze() else {
        eprintln!(
            "error: mazes convert to maze formats (maze, ascii, grid-json, grid-python, blocks, svg, png)"
        );
        return exit::ERROR;
    };
    super::maze::convert(
        &args.inputs,
        mazes,
        format,
        (args.output.as_deref(), args.out_dir.as_deref()),
        args.ascii,
        args.solution,
    )
}

/// The file in `dir` for each input: named after the input, with `extension`. Two inputs
/// that would write the same file (`in/a.xsb` and `in/a.sok`, or `sub1/x.xsb` and
/// `sub2/x.xsb`) are refused before anything is written, since one would overwrite the other.
/// The folder is made when missing.
pub fn out_dir_targets(
    inputs: &[PathBuf],
    dir: &Path,
    extension: &str,
) -> Result<Vec<PathBuf>, String> {
    let targets: Vec<PathBuf> = inputs
        .iter()
        .map(|input| {
            dir.join(input.file_stem().unwrap_or_default())
                .with_extension(extension)
        })
        .collect();
    let mut seen: std::collections::HashMap<&PathBuf, &PathBuf> = Default::default();
    for (input, target) in inputs.iter().zip(&targets) {
        if let Some(first) = seen.insert(target, input)
            && first != input
        {
            return Err(format!(
                "{} and {} would both be written to {}: convert them separately, or rename one (nothing was written)",
                first.display(),
                input.display(),
                target.display()
            ));
        }
    }
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    Ok(targets)
}
