//! Converting Sokoban collections: all inputs into one file, or one file per input.

use gridwright_formats::text::printable_path;
use std::path::{Path, PathBuf};

use gridwright_formats::sokoban::{Collection, WriteOptions};
use rayon::prelude::*;

use super::ConvertFlags;
use crate::cli::error::{Error, Outcome, Status};
use crate::cli::output::progress;
use crate::cli::save::{Saver, out_dir_targets};
use crate::cli::shared::ConvertOptions;
use crate::cli::target::Target;
use crate::sokoban::files::SaveFormat;

/// `gridwright convert` on Sokoban files, read already (every input read, or nothing is
/// written).
pub fn run(
    inputs: &[PathBuf],
    collections: Vec<Collection>,
    shared: &ConvertOptions,
    own: &ConvertFlags,
    saver: &Saver,
) -> Outcome {
    // `convert` checked that the target is Sokoban's: sok, xsb or slc.
    let format = match shared.to {
        Target::Xsb => SaveFormat::Xsb,
        Target::Slc => SaveFormat::Slc,
        _ => SaveFormat::Sok,
    };
    let opts = WriteOptions { rle: own.rle };
    match (&shared.output, &shared.out_dir) {
        (_, Some(dir)) => to_dir(inputs, collections, dir, (format, opts), saver),
        (output, None) => merged(collections, output.as_deref(), (format, opts), saver),
    }
}

/// All inputs into one collection: nothing is written unless every input read.
fn merged(
    collections: Vec<Collection>,
    output: Option<&Path>,
    (format, opts): (SaveFormat, WriteOptions),
    saver: &Saver,
) -> Outcome {
    let mut merged = Collection::default();
    for c in collections {
        if merged.levels.is_empty() {
            merged.notes = c.notes;
        }
        merged.levels.extend(c.levels);
    }
    if let Some(warning) = format.losses(&merged) {
        eprintln!(
            "{}",
            crate::t!("cli-warning", warning = warning.to_string())
        );
    }
    let text = format.write(&merged, opts);
    match output {
        None => out!("{text}"),
        Some(path) => {
            // The saver's errors name the file already.
            saver.save(path, text.as_bytes())?;
            let line = crate::t!(
                "cli-sokoban-wrote-levels",
                n = merged.levels.len(),
                file = printable_path(path).to_string()
            );
            eprintln!("{line}");
        }
    }
    Ok(Status::Ok)
}

/// One output per input, written on all cores.
fn to_dir(
    inputs: &[PathBuf],
    collections: Vec<Collection>,
    dir: &Path,
    (format, opts): (SaveFormat, WriteOptions),
    saver: &Saver,
) -> Outcome {
    let targets = out_dir_targets(inputs, dir, format.extension())?;
    let bar = progress(inputs.len(), &crate::t!("cli-progress-converting"));
    let failures: Vec<Error> = inputs
        .par_iter()
        .zip(&collections)
        .zip(&targets)
        .filter_map(|((input, c), out)| {
            let result = convert_one(input, c, out, (format, opts), saver);
            bar.inc(1);
            result.err().map(Error::Failed)
        })
        .collect();
    bar.finish_and_clear();
    let line = crate::t!(
        "cli-sokoban-converted",
        done = inputs.len() - failures.len(),
        n = inputs.len(),
        folder = printable_path(dir).to_string()
    );
    eprintln!("{line}");
    Error::all(failures).map(|()| Status::Ok)
}

fn convert_one(
    input: &Path,
    c: &Collection,
    out: &Path,
    (format, opts): (SaveFormat, WriteOptions),
    saver: &Saver,
) -> Result<(), String> {
    if let Some(w) = format.losses(c) {
        let file = printable_path(input).to_string();
        let warning = crate::t!("files-path-error", file = file, error = w);
        eprintln!("{}", crate::t!("cli-warning", warning = warning));
    }
    saver.save(out, format.write(c, opts).as_bytes())
}
