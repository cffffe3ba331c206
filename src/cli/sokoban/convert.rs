//! Converting Sokoban collections: all inputs into one file, or one file per input.

use std::path::{Path, PathBuf};

use gridwright_formats::sokoban::{Collection, WriteOptions};
use rayon::prelude::*;

use super::ConvertFlags;
use crate::cli::exit;
use crate::cli::output::progress;
use crate::cli::shared::{ConvertOptions, out_dir_targets};
use crate::cli::target::Target;
use crate::sokoban::files::SaveFormat;

/// `gridwright convert` on Sokoban files, read already (every input read, or nothing is
/// written).
pub fn run(
    inputs: &[PathBuf],
    collections: Vec<Collection>,
    shared: &ConvertOptions,
    own: &ConvertFlags,
) -> u8 {
    // `convert` checked that the target is Sokoban's: sok or xsb.
    let format = if shared.to == Target::Xsb {
        SaveFormat::Xsb
    } else {
        SaveFormat::Sok
    };
    let opts = WriteOptions { rle: own.rle };
    match (&shared.output, &shared.out_dir) {
        (_, Some(dir)) => to_dir(inputs, collections, dir, format, opts),
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
        Some(path) => match crate::cli::shared::save(path, text.as_bytes()) {
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
    inputs: &[PathBuf],
    collections: Vec<Collection>,
    dir: &Path,
    format: SaveFormat,
    opts: WriteOptions,
) -> u8 {
    let targets = match out_dir_targets(inputs, dir, format.extension()) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("error: {e}");
            return exit::ERROR;
        }
    };
    let bar = progress(inputs.len(), "converting");
    let failures: Vec<String> = inputs
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
        inputs.len() - failures.len(),
        inputs.len(),
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
    crate::cli::shared::save(out, format.write(c, opts).as_bytes())
}
