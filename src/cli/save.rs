//! Every file the command line writes goes through one [`Saver`], made from clap's values
//! once the command line is parsed: `--force`, and the command's inputs, which are every path
//! clap read that is not an [`OutPath`]. Nothing is kept in globals and nothing re-reads
//! argv, so `-oX`, `--output=X` and `--force` before the verb are seen as clap sees them.

use std::ffi::OsString;
use std::path::{Path, PathBuf};

use clap::ArgMatches;

use gridwright_formats::text::printable_path;

use super::error::{Error, Outcome, Status};

/// A file or folder a command writes (`-o`, `--out-dir`, `--replay`, `--bot-log`). Its own
/// type, so that every other path on the command line is one the command reads, which no
/// output may replace; an output flag declared as a plain `PathBuf` would count as an input,
/// and saving over an existing file there would be refused, never silently allowed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutPath(PathBuf);

impl From<OsString> for OutPath {
    fn from(s: OsString) -> OutPath {
        OutPath(PathBuf::from(s))
    }
}

impl AsRef<Path> for OutPath {
    fn as_ref(&self) -> &Path {
        &self.0
    }
}

impl std::ops::Deref for OutPath {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

/// A folder a command writes files into (`--out-dir`, `--replays`, `--bot-log`): checked
/// before the work as a folder, where an [`OutPath`] is checked as a file.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct OutDir(PathBuf);

impl From<OsString> for OutDir {
    fn from(s: OsString) -> OutDir {
        OutDir(PathBuf::from(s))
    }
}

impl AsRef<Path> for OutDir {
    fn as_ref(&self) -> &Path {
        &self.0
    }
}

impl std::ops::Deref for OutDir {
    type Target = Path;
    fn deref(&self) -> &Path {
        &self.0
    }
}

/// Extensions of the files written into an [`OutDir`]: a file of a command's inputs with
/// one of them inside that folder could be replaced by the run, so it is refused before.
const WRITTEN_IN_FOLDERS: [&str; 2] = ["log", "bfreplay"];

/// What a command may write: it refuses an output that is one of the command's inputs (the
/// same device and inode, by any name) and a write-protected file without `--force`; and,
/// before any work ([`Saver::check`]), every output the command line names that could not
/// be written, so that a long run never ends in a save that fails.
#[derive(Debug, Clone, Default)]
pub struct Saver {
    force: bool,
    inputs: Vec<PathBuf>,
    files: Vec<PathBuf>,
    folders: Vec<PathBuf>,
}

impl Saver {
    /// A saver for a command reading `inputs`.
    pub fn new(force: bool, inputs: Vec<PathBuf>) -> Saver {
        Saver {
            force,
            inputs,
            ..Saver::default()
        }
    }

    /// The same saver with `--force` as given (clap's values are read after the outputs).
    pub fn forced(mut self, force: bool) -> Saver {
        self.force = force;
        self
    }

    /// The same saver, also checking the outputs `matches` names (files and folders).
    pub fn with_outputs(mut self, matches: &ArgMatches) -> Saver {
        self.files = values_of::<OutPath>(matches).map(|p| p.0).collect();
        self.folders = values_of::<OutDir>(matches).map(|p| p.0).collect();
        self
    }

    /// The same saver with more inputs: the files a bot's command line names, which its log
    /// must not replace.
    pub fn also_reading(&self, more: impl IntoIterator<Item = PathBuf>) -> Saver {
        let mut s = self.clone();
        s.inputs.extend(more);
        s
    }

    /// Refuses, before any work, an output that would be refused or fail when written: a
    /// file that is an input, write-protected (without `--force`), a folder, in a missing or
    /// read-only folder, or standard output when it is closed; a folder that is a file, or
    /// not writable, or that holds an input of the kind the run writes there.
    pub fn check(&self) -> Result<(), Error> {
        let files = self.files.iter().map(|f| self.check_file(f));
        let folders = self.folders.iter().map(|d| self.check_folder(d));
        let errors = files.chain(folders).filter_map(Result::err);
        Error::all(errors.map(Error::Failed).collect())
    }

    fn check_file(&self, path: &Path) -> Result<(), String> {
        let shown = printable_path(path);
        if super::output::names_closed_stdout(path) {
            return Err(crate::t!(
                "cli-save-stdout-closed",
                file = shown.to_string()
            ));
        }
        self.refuse_input(path)?;
        match std::fs::metadata(path) {
            Ok(m) if m.is_dir() => Err(crate::t!("cli-save-is-folder", file = shown.to_string())),
            Ok(m) if !m.is_file() => Ok(()),
            Ok(m) if m.permissions().readonly() && !self.force => Err(crate::t!(
                "cli-save-write-protected",
                file = shown.to_string()
            )),
            _ => writable_folder(folder_of(path)).map_err(|e| about(path, e)),
        }
    }

    fn check_folder(&self, dir: &Path) -> Result<(), String> {
        let shown = printable_path(dir);
        match std::fs::metadata(dir) {
            Ok(m) if !m.is_dir() => {
                return Err(crate::t!("cli-save-is-file", file = shown.to_string()));
            }
            Ok(_) => writable_folder(dir).map_err(|e| about(dir, e))?,
            Err(_) => {
                let mut up = folder_of(dir);
                while !up.exists() {
                    up = folder_of(up);
                }
                writable_folder(up).map_err(|e| about(dir, e))?;
            }
        }
        let inside = self.inputs.iter().find(|i| {
            let written = i
                .extension()
                .is_some_and(|e| WRITTEN_IN_FOLDERS.iter().any(|w| e.eq_ignore_ascii_case(w)));
            written && i.parent().is_some_and(|p| same_file(p, dir))
        });
        match inside {
            Some(i) => Err(crate::t!(
                "cli-save-folder-holds-input",
                folder = shown.to_string(),
                input = printable_path(i).to_string()
            )),
            None => Ok(()),
        }
    }

    /// Refuses `path` when it is one of the command's inputs, by any name.
    fn refuse_input(&self, path: &Path) -> Result<(), String> {
        match self.inputs.iter().find(|i| same_file(i, path)) {
            Some(input) => Err(crate::t!(
                "cli-save-is-input",
                file = printable_path(path).to_string(),
                input = printable_path(input).to_string()
            )),
            None => Ok(()),
        }
    }

    /// Writes a file the command was asked to write: refused when it is one of the
    /// command's inputs, or write-protected (no write permission for anyone) without
    /// `--force`, as `cp` refuses; otherwise atomically, keeping the old file's mode and owner.
    pub fn save(&self, path: &Path, bytes: &[u8]) -> Result<(), String> {
        self.refuse_input(path)?;
        let shown = printable_path(path);
        if super::output::names_closed_stdout(path) {
            return Err(crate::t!(
                "cli-save-stdout-closed",
                file = shown.to_string()
            ));
        }
        let protected =
            std::fs::metadata(path).is_ok_and(|m| m.is_file() && m.permissions().readonly());
        if protected && !self.force {
            return Err(crate::t!(
                "cli-save-write-protected",
                file = shown.to_string()
            ));
        }
        crate::io::write_atomic(path, bytes).map_err(|e| crate::i18n::path_error(path, &e))
    }

    /// Writes `text` to `output` (saying so on stderr), or to standard output.
    pub fn write_out(&self, text: &str, output: Option<&Path>) -> Outcome {
        match output {
            None => out!("{text}"),
            Some(p) => {
                self.save(p, text.as_bytes())?;
                eprintln!(
                    "{}",
                    crate::t!("cli-wrote", file = printable_path(p).to_string())
                );
            }
        }
        Ok(Status::Ok)
    }

    /// Writes one text per input: into `out_dir` (named after the inputs, with `ext`), to
    /// `output` (one input only; `what` names it in the error), or to standard output.
    pub fn write_each(
        &self,
        inputs: &[PathBuf],
        texts: &[String],
        (output, out_dir): (Option<&Path>, Option<&Path>),
        ext: &str,
        what: &str,
    ) -> Outcome {
        if let Some(dir) = out_dir {
            let targets = out_dir_targets(inputs, dir, ext)?;
            let errors = texts
                .iter()
                .zip(&targets)
                .filter_map(|(t, out)| self.write_out(t, Some(out)).err())
                .collect();
            return Error::all(errors).map(|()| Status::Ok);
        }
        if texts.len() > 1 && output.is_some() {
            return Err(crate::t!("cli-save-one-output", what = what).into());
        }
        for t in texts {
            self.write_out(t, output)?;
        }
        Ok(Status::Ok)
    }
}

/// The inputs of the command `matches` holds: every `PathBuf` value of it and of its
/// subcommands ([`OutPath`]s are not `PathBuf`s). Read before clap's values are moved into
/// the command's structs.
pub fn inputs(matches: &ArgMatches) -> Vec<PathBuf> {
    values_of::<PathBuf>(matches).collect()
}

/// Every `T` value of `m` and of its subcommands.
fn values_of<T: Clone + Send + Sync + 'static>(m: &ArgMatches) -> impl Iterator<Item = T> {
    let mut all = Vec::new();
    let mut at = Some(m);
    while let Some(m) = at {
        for id in m.ids() {
            if let Ok(Some(values)) = m.try_get_many::<T>(id.as_str()) {
                all.extend(values.cloned());
            }
        }
        at = m.subcommand().map(|(_, sub)| sub);
    }
    all.into_iter()
}

/// `path` and why it cannot be written.
fn about(path: &Path, why: String) -> String {
    let file = printable_path(path).to_string();
    crate::t!("files-path-error", file = file, error = why)
}

/// Whether a new file can be made in `dir` (an atomic save makes one beside its target).
fn writable_folder(dir: &Path) -> Result<(), String> {
    use std::os::unix::ffi::OsStrExt;
    let shown = printable_path(dir);
    let meta = std::fs::metadata(dir)
        .map_err(|_| crate::t!("cli-save-no-folder", folder = shown.to_string()))?;
    if !meta.is_dir() {
        return Err(crate::t!("cli-save-not-folder", folder = shown.to_string()));
    }
    let Ok(c) = std::ffi::CString::new(dir.as_os_str().as_bytes()) else {
        return Err(crate::t!("cli-save-nul", file = shown.to_string()));
    };
    // SAFETY: access only reads the NUL-terminated name it is given.
    if unsafe { libc::access(c.as_ptr(), libc::W_OK | libc::X_OK) } != 0 {
        return Err(crate::t!(
            "cli-save-not-writable",
            folder = shown.to_string()
        ));
    }
    Ok(())
}

/// The folder a path is in (`.` for a bare name).
fn folder_of(path: &Path) -> &Path {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    }
}

/// Whether two paths name the same file (the same device and inode).
fn same_file(a: &Path, b: &Path) -> bool {
    use std::os::unix::fs::MetadataExt;
    match (std::fs::metadata(a), std::fs::metadata(b)) {
        (Ok(x), Ok(y)) => x.dev() == y.dev() && x.ino() == y.ino(),
        _ => false,
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
            return Err(crate::t!(
                "cli-save-same-target",
                first = printable_path(first).to_string(),
                second = printable_path(input).to_string(),
                target = printable_path(target).to_string()
            ));
        }
    }
    if dir.exists() && !dir.is_dir() {
        return Err(crate::t!(
            "cli-save-out-dir-is-file",
            folder = printable_path(dir).to_string()
        ));
    }
    std::fs::create_dir_all(dir).map_err(|e| crate::i18n::path_error(dir, &e))?;
    Ok(targets)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The inputs clap's values give for a command line.
    fn inputs_of(args: &[&str]) -> Vec<PathBuf> {
        let matches = super::super::command_tree()
            .try_get_matches_from(std::iter::once("gridwright").chain(args.iter().copied()))
            .unwrap();
        inputs(&matches)
    }

    #[test]
    fn the_inputs_are_the_paths_read_whatever_the_spelling_of_the_outputs() {
        // Before: argv was read again by hand, and `-oX` (or a flag missing from a hand list)
        // made the output count as an input, or an input be missed.
        for args in [
            &["convert", "a.xsb", "b.xsb", "--to", "sok", "-oout.sok"][..],
            &[
                "convert",
                "a.xsb",
                "b.xsb",
                "--to",
                "sok",
                "--output=out.sok",
            ],
            &["convert", "a.xsb", "--to", "sok", "-o", "out.sok", "b.xsb"],
        ] {
            assert_eq!(
                inputs_of(args),
                ["a.xsb", "b.xsb"].map(PathBuf::from),
                "{args:?}"
            );
        }
        let play = inputs_of(&["play", "bombfight", "m.bflvl", "--replay", "r.bfreplay"]);
        assert_eq!(play, [PathBuf::from("m.bflvl")]);
        let from = inputs_of(&["generate", "sokoban", "--from", "f.sok", "-o", "g.sok"]);
        assert_eq!(from, [PathBuf::from("f.sok")]);
    }

    #[test]
    fn an_input_is_never_replaced_and_force_unlocks_a_protected_file() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let input = dir.path().join("in.sok");
        std::fs::write(&input, "keep").unwrap();
        let alias = dir.path().join("alias.sok");
        std::os::unix::fs::symlink(&input, &alias).unwrap();
        let saver = Saver::new(true, vec![input.clone()]);
        let e = saver.save(&alias, b"new").unwrap_err();
        assert!(e.contains("this is an input of the command"), "{e}");
        assert_eq!(std::fs::read_to_string(&input).unwrap(), "keep");

        let locked = dir.path().join("locked.sok");
        std::fs::write(&locked, "old").unwrap();
        std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o444)).unwrap();
        let e = Saver::new(false, vec![]).save(&locked, b"new").unwrap_err();
        assert!(e.contains("write-protected; --force"), "{e}");
        Saver::new(true, vec![]).save(&locked, b"new").unwrap();
        assert_eq!(std::fs::read_to_string(&locked).unwrap(), "new");
    }
}
