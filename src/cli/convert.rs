//! `gridwright convert`: batch conversion between level formats.

use std::path::{Path, PathBuf};

use gridwright_formats::sokoban::{Collection, WriteOptions};
use rayon::prelude::*;

use super::{Target, exit, progress};
use crate::io::{self, Loaded, SaveFormat};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// Input files (.sok, .xsb, the Sokoban tutorial's level arrays, or mazes: .maze, grid
    /// matrix, ASCII art, blocks); format detected from the extension and the content.
    #[arg(required = true)]
    inputs: Vec<PathBuf>,
    /// Output format.
    #[arg(long)]
    to: Target,
    /// Run-length encode boards and moves.
    #[arg(long)]
    rle: bool,
    /// Write one file holding the levels of every input, in order.
    #[arg(short, long, conflicts_with = "out_dir")]
    output: Option<PathBuf>,
    /// Write one file per input into this folder, named after the input.
    #[arg(long)]
    out_dir: Option<PathBuf>,
    #[command(flatten)]
    ascii: super::maze::AsciiArgs,
    /// Maze pictures (svg, png): draw the path from the entrance to the exit.
    #[arg(long)]
    solution: bool,
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
    for l in loaded {
        match l {
            Loaded::Sokoban(c, _) => collections.push(c),
            Loaded::Maze(m, _) => mazes.push(m),
        }
    }
    if !mazes.is_empty() {
        return convert_mazes(args, mazes);
    }
    let Some(format) = args.to.sokoban() else {
        eprintln!("error: Sokoban levels convert to sok or xsb");
        return exit::ERROR;
    };
    let opts = WriteOptions { rle: args.rle };
    match (&args.output, &args.out_dir) {
        (_, Some(dir)) => to_dir(args, collections, dir, format, opts),
        (output, None) => merged(collections, output.as_deref(), format, opts),
    }
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

/// All inputs into one collection: nothing is written unless every input read.
fn merged(
    collections: Vec<Collection>,
    output: Option<&Path>,
    format: SaveFormat,
    opts: WriteOptions,
) -> u8 {
    let mut merged = Collection::default();
    for c in collections {
        if merged.levels.is_empty() {
            merged.notes = c.notes;
        }
        merged.levels.extend(c.levels);
    }
    if let Some(warning) = format.losses(&merged) {
        eprintln!("warning: {warning}");
    }
    let text = format.write(&merged, opts);
    match output {
        None => {
            out!("{text}");
            exit::OK
        }
        Some(path) => match io::write_atomic(path, text.as_bytes()) {
            Ok(()) => {
                eprintln!(
                    "wrote {} level(s) to {}",
                    merged.levels.len(),
                    path.display()
                );
                exit::OK
            }
            Err(e) => {
                eprintln!("error: {}: {e}", path.display());
                exit::ERROR
            }
        },
    }
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

/// One output per input, written on all cores.
fn to_dir(
    args: &Args,
    collections: Vec<Collection>,
    dir: &Path,
    format: SaveFormat,
    opts: WriteOptions,
) -> u8 {
    let targets = match out_dir_targets(&args.inputs, dir, format.extension()) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error: {e}");
            return exit::ERROR;
        }
    };
    let bar = progress(args.inputs.len(), "converting");
    let failures: Vec<String> = args
        .inputs
        .par_iter()
        .zip(&collections)
        .zip(&targets)
        .filter_map(|((input, c), out)| {
            let result = convert_one(input, c, out, format, opts);
            bar.inc(1);
            result.err()
        })
        .collect();
    bar.finish_and_clear();
    for f in &failures {
        eprintln!("error: {f}");
    }
    eprintln!(
        "converted {} of {} file(s) into {}",
        args.inputs.len() - failures.len(),
        args.inputs.len(),
        dir.display()
    );
    if failures.is_empty() {
        exit::OK
    } else {
        exit::ERROR
    }
}

fn convert_one(
    input: &Path,
    c: &Collection,
    out: &Path,
    format: SaveFormat,
    opts: WriteOptions,
) -> Result<(), String> {
    if let Some(w) = format.losses(c) {
        eprintln!("warning: {}: {w}", input.display());
    }
    io::write_atomic(out, format.write(c, opts).as_bytes())
        .map_err(|e| format!("{}: {e}", out.display()))
}
