//! Converting Sokoban collections: all inputs into one file, or one file per input.

use std::path::Path;

use gridwright_formats::sokoban::{Collection, WriteOptions};
use rayon::prelude::*;

use crate::cli::convert::{Args, out_dir_targets};
use crate::cli::{exit, progress};
use crate::io::{self, SaveFormat};

/// `gridwright convert` on Sokoban files, read already (every input read, or nothing is
/// written).
pub fn run(args: &Args, collections: Vec<Collection>) -> u8 {
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
