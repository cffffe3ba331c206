//! Reading and writing level files on disk: format detection, and atomic saves (a temporary
//! file in the same folder, then a rename), so a crash or a full disk never leaves a
//! half-written file in place of the user's.

use gridwright_formats::text::printable_path;
use std::fmt;
use std::io::Write;
use std::path::{Path, PathBuf};

use gridwright_formats::text::decode;
use gridwright_formats::{FileKind, Game, ParseError, detect_kind};

pub use gridwright_formats::{GameFile, Loaded, ReadOptions as LoadOptions};

/// Files larger than this are not read: far beyond any level collection, and a 10000 x
/// 10000 `.maze` (600 MB) still fits.
pub const MAX_FILE_BYTES: u64 = 1 << 30;

/// Why a file could not be opened. Its message is in the catalog's words, in the language of
/// the thread that shows it.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum LoadError {
    /// The file could not be read (missing, a directory, no permission).
    Io {
        /// The file asked for.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// The file was read but is not valid; the error holds file, line and column.
    Parse(#[from] ParseError),
    /// The file passes [`MAX_FILE_BYTES`]; it is refused before it is read.
    TooLarge {
        /// The file asked for.
        path: PathBuf,
        /// Its length in bytes.
        size: u64,
    },
    /// Neither the name nor the contents say which kind of file it is.
    Unknown {
        /// The file asked for.
        path: PathBuf,
        /// Lists the kinds that are known.
        source: gridwright_formats::UnknownKind,
    },
    /// The file is of another game than the command or place asked for.
    WrongGame {
        /// The file asked for.
        path: PathBuf,
        /// The kind it turned out to be.
        kind: FileKind,
        /// The game that was asked for.
        expected: Game,
    },
}

impl fmt::Display for LoadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let file = |path: &Path| printable_path(path).to_string();
        let words = match self {
            LoadError::Io { path, source } => crate::i18n::path_error(path, source),
            LoadError::Parse(e) => crate::i18n::parse_error(e),
            LoadError::TooLarge { path, size } => crate::t!(
                "files-load-too-large",
                file = file(path),
                size = *size,
                limit = MAX_FILE_BYTES,
                mib = MAX_FILE_BYTES >> 20
            ),
            LoadError::Unknown { path, .. } => crate::t!(
                "files-load-unknown-kind",
                file = file(path),
                kinds = crate::i18n::known_kinds()
            ),
            LoadError::WrongGame {
                path,
                kind,
                expected,
            } => crate::t!(
                "files-load-wrong-game",
                file = file(path),
                kind = crate::i18n::kind_name(*kind),
                game = crate::i18n::game_name(*expected)
            ),
        };
        f.write_str(&words)
    }
}

impl LoadError {
    /// The error for a file of another game than `expected`.
    pub fn wrong_game(path: &Path, loaded: &Loaded, expected: Game) -> LoadError {
        LoadError::WrongGame {
            path: path.to_owned(),
            kind: loaded.kind(),
            expected,
        }
    }
}

/// A file's bytes, refused before reading when larger than [`MAX_FILE_BYTES`].
pub fn read_file(path: &Path) -> Result<Vec<u8>, LoadError> {
    use std::io::Read;
    let io = |source| LoadError::Io {
        path: path.to_owned(),
        source,
    };
    let file = std::fs::File::open(path).map_err(io)?;
    let size = file.metadata().map_err(io)?.len();
    if size > MAX_FILE_BYTES {
        return Err(LoadError::TooLarge {
            path: path.to_owned(),
            size,
        });
    }
    let mut bytes = Vec::new();
    // The limit holds for files whose length the metadata does not tell (pipes) too.
    file.take(MAX_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .map_err(io)?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(LoadError::TooLarge {
            path: path.to_owned(),
            size: bytes.len() as u64,
        });
    }
    Ok(bytes)
}

/// The first `len` bytes of a file, to sniff its kind.
pub fn read_head(path: &Path, len: u64) -> std::io::Result<Vec<u8>> {
    use std::io::Read;
    let mut bytes = Vec::new();
    std::fs::File::open(path)?
        .take(len)
        .read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// Parses a file's bytes as the game its kind belongs to; `name` is used in messages.
pub fn parse(name: &Path, bytes: &[u8], opts: LoadOptions) -> Result<Loaded, LoadError> {
    let text = decode(bytes);
    let kind = detect_kind(name, &text).map_err(|source| LoadError::Unknown {
        path: name.to_owned(),
        source,
    })?;
    match kind.read(&text, &opts) {
        Ok(loaded) => Ok(loaded),
        // The extension chose a kind the text is not: another kind whose content test claims
        // it reads it (a Sokoban collection saved as `.maze` by an older version); if none
        // does, the error is the extension's kind's, at its place.
        Err(e) => gridwright_formats::read_by_content(kind, &text, &opts)
            .ok_or_else(|| LoadError::Parse(e.in_file(printable_path(name).to_string()))),
    }
}

/// Reads a file once and parses it as whatever game it is of.
pub fn load(path: &Path, opts: LoadOptions) -> Result<Loaded, LoadError> {
    let bytes = read_file(path)?;
    parse(path, &bytes, opts)
}

/// Reads a file that must be of one game (`load_as::<BombFightFile>`): another game's file is
/// a [`LoadError::WrongGame`] naming what it is.
pub fn load_as<F: GameFile>(path: &Path, opts: LoadOptions) -> Result<F, LoadError> {
    F::from_loaded(load(path, opts)?).map_err(|other| LoadError::wrong_game(path, &other, F::GAME))
}

/// Writes `contents` to `path` atomically: the old file stays intact until the new one is
/// complete and synced. A symlink is followed (its target is replaced, the link stays); a
/// character device or FIFO (`/dev/null`, a pipe) is written directly, since replacing it by
/// a regular file would break it; an existing file keeps its permissions, and a new one gets
/// the umask's. The folder is synced after the rename, so the new name survives a crash.
pub fn write_atomic(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    // A device or pipe reached through links the kernel resolves (`/dev/stdout` to
    // `/proc/self/fd/1` to `pipe:[…]`, which names no file) is written through as it is.
    if let Ok(meta) = std::fs::metadata(path)
        && !meta.is_file()
        && !meta.is_dir()
    {
        return write_special(path, &meta, contents);
    }
    let target = follow_symlinks(path)?;
    let existing = match std::fs::metadata(&target) {
        Ok(m) => Some(m),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => return Err(e),
    };
    if let Some(meta) = &existing
        && !meta.is_file()
    {
        return write_special(&target, meta, contents);
    }
    let dir = folder_of(&target);
    let (mut tmp, tmp_path) = create_temp(dir, &target).map_err(|e| {
        if e.kind() == std::io::ErrorKind::PermissionDenied && existing.is_some() {
            std::io::Error::new(
                e.kind(),
                crate::t!(
                    "files-save-no-temporary",
                    folder = printable_path(dir).to_string(),
                    error = crate::i18n::io_error(&e)
                ),
            )
        } else {
            e
        }
    })?;
    let result = (|| {
        tmp.write_all(contents)?;
        if let Some(meta) = &existing {
            keep_owner(&tmp, meta);
            tmp.set_permissions(meta.permissions())?;
        }
        tmp.sync_all()?;
        drop(tmp);
        std::fs::rename(&tmp_path, &target)?;
        sync_folder(dir)
    })();
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp_path);
    }
    result
}

/// How a save writes its file.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum WriteMode {
    /// A temporary file, then a rename: the old file is intact until the new one is whole.
    #[default]
    Atomic,
    /// Straight over the old file, for a file in a read-only folder, after the user agreed.
    InPlace,
}

/// Writes `contents` to `path` the way `mode` says.
pub fn write_file(path: &Path, contents: &[u8], mode: WriteMode) -> std::io::Result<()> {
    match mode {
        WriteMode::Atomic => write_atomic(path, contents),
        WriteMode::InPlace => write_in_place(path, contents),
    }
}

/// Whether a failed save could be done in place: the file is writable but the error says the
/// folder is not (no temporary file could be made beside it).
pub fn in_place_would_work(error: &std::io::Error, path: &Path) -> bool {
    error.kind() == std::io::ErrorKind::PermissionDenied && can_write_in_place(path)
}

/// Gives the new file the old one's owner and group, where that is allowed (root rewriting a
/// user's file keeps it the user's; a user cannot give a file away, and then it stays theirs).
fn keep_owner(file: &std::fs::File, old: &std::fs::Metadata) {
    use std::os::unix::fs::MetadataExt;
    let _ = std::os::unix::fs::fchown(file, Some(old.uid()), Some(old.gid()));
}

/// Overwrites a file in place (not atomically), for a file whose folder is read-only: the
/// window offers it, with a warning, when [`write_atomic`] cannot make its temporary file.
pub fn write_in_place(path: &Path, contents: &[u8]) -> std::io::Result<()> {
    let mut file = std::fs::OpenOptions::new()
        .write(true)
        .truncate(true)
        .open(path)?;
    file.write_all(contents)?;
    file.sync_all()
}

/// Whether a failed atomic save could still overwrite the file in place: it exists and is
/// writable, but its folder is not.
pub fn can_write_in_place(path: &Path) -> bool {
    std::fs::OpenOptions::new().write(true).open(path).is_ok()
}

/// The file a path names once symlinks are followed (at most 40, as Linux allows); a dangling
/// link names the file it would create.
fn follow_symlinks(path: &Path) -> std::io::Result<PathBuf> {
    let mut current = path.to_owned();
    for _ in 0..40 {
        match std::fs::symlink_metadata(&current) {
            Ok(m) if m.file_type().is_symlink() => {
                let link = std::fs::read_link(&current)?;
                current = folder_of(&current).join(link);
            }
            _ => return Ok(current),
        }
    }
    Err(std::io::Error::other(crate::t!("files-symlink-loop")))
}

fn folder_of(path: &Path) -> &Path {
    match path.parent() {
        Some(d) if !d.as_os_str().is_empty() => d,
        _ => Path::new("."),
    }
}

/// Devices and pipes are written as they are; anything else that is not a file (a folder, a
/// socket, a block device) is refused.
fn write_special(path: &Path, meta: &std::fs::Metadata, contents: &[u8]) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let kind = meta.file_type();
        if kind.is_char_device() || kind.is_fifo() {
            let mut file = std::fs::OpenOptions::new().write(true).open(path)?;
            return file.write_all(contents);
        }
    }
    let what = if meta.is_dir() { "folder" } else { "other" };
    // The caller names the path: an error of a save says it once.
    Err(std::io::Error::other(crate::t!(
        "files-save-not-a-file",
        what = what
    )))
}

/// A new temporary file beside `target`, created with the default mode (0666 less the
/// umask), so that a new file gets the permissions any other program would give it.
fn create_temp(dir: &Path, target: &Path) -> std::io::Result<(std::fs::File, PathBuf)> {
    use std::sync::atomic::{AtomicU64, Ordering};
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let name = target.file_name().unwrap_or_default().to_string_lossy();
    loop {
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let tmp = dir.join(format!(".{name}.gridwright-{}-{n}.tmp", std::process::id()));
        let mut options = std::fs::OpenOptions::new();
        options.write(true).create_new(true);
        #[cfg(unix)]
        std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o666);
        match options.open(&tmp) {
            Ok(file) => return Ok((file, tmp)),
            Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(e),
        }
    }
}

fn sync_folder(dir: &Path) -> std::io::Result<()> {
    #[cfg(unix)]
    std::fs::File::open(dir)?.sync_all()?;
    #[cfg(not(unix))]
    let _ = dir;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_read_gives_the_file_as_its_game_reads_it() {
        let maze = parse(
            Path::new("m.txt"),
            b"#####\n    #\n# # #\n#    \n#####\n",
            LoadOptions::default(),
        );
        assert_eq!(maze.unwrap().kind(), FileKind::MazeBlocks);
        let levels = parse(
            Path::new("l.txt"),
            b"#####\n#@$.#\n#####\n",
            LoadOptions::default(),
        );
        assert_eq!(levels.unwrap().game(), Game::Sokoban);
        // Before: unrecognised text was read as Sokoban, with a misleading parse error.
        let e = parse(Path::new("n.txt"), b"Dear diary\n", LoadOptions::default()).unwrap_err();
        assert!(matches!(e, LoadError::Unknown { .. }), "{e}");
        assert!(
            e.to_string()
                .starts_with("n.txt: not a file kind gridwright knows"),
            "{e}"
        );
    }

    #[cfg(unix)]
    #[test]
    fn writes_keep_modes_and_special_files() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        // Before: every file written was 0600, and an overwritten 0664 file became 0600.
        // The umask is read, never set: other tests run beside this one in the process.
        let new = dir.path().join("new.sok");
        write_atomic(&new, b"x").unwrap();
        assert_eq!(mode(&new), 0o666 & !process_umask());
        let shared = dir.path().join("shared.sok");
        std::fs::write(&shared, b"old").unwrap();
        std::fs::set_permissions(&shared, std::fs::Permissions::from_mode(0o664)).unwrap();
        write_atomic(&shared, b"new").unwrap();
        assert_eq!(
            (mode(&shared), std::fs::read(&shared).unwrap()),
            (0o664, b"new".to_vec())
        );
        // Before: the link became a regular file and its target kept the old text.
        let link = dir.path().join("link.sok");
        std::os::unix::fs::symlink("shared.sok", &link).unwrap();
        write_atomic(&link, b"through").unwrap();
        assert!(
            std::fs::symlink_metadata(&link)
                .unwrap()
                .file_type()
                .is_symlink()
        );
        assert_eq!(std::fs::read(&shared).unwrap(), b"through");
        // Before: /dev/null was replaced by a regular file (as root).
        write_atomic(Path::new("/dev/null"), b"gone").unwrap();
        use std::os::unix::fs::FileTypeExt;
        assert!(
            std::fs::metadata("/dev/null")
                .unwrap()
                .file_type()
                .is_char_device()
        );
        assert!(
            write_atomic(dir.path(), b"x").is_err(),
            "a folder is refused"
        );
        assert_eq!(
            std::fs::read_dir(dir.path()).unwrap().count(),
            3,
            "no temporary file left"
        );
    }

    /// The process's umask, from Linux's /proc (0o022, the usual one, where it cannot tell).
    #[cfg(unix)]
    fn process_umask() -> u32 {
        std::fs::read_to_string("/proc/self/status")
            .ok()
            .and_then(|s| {
                let line = s.lines().find(|l| l.starts_with("Umask:"))?.to_owned();
                u32::from_str_radix(line.split_whitespace().nth(1)?, 8).ok()
            })
            .unwrap_or(0o022)
    }

    /// Needs a folder made read-only for this user: as root, `chattr +i`, which some file
    /// systems and containers refuse. Ignored in the plain run; `.ci/run` runs it with the
    /// ignored tests, where it fails (never passes silently) if it cannot lock the folder.
    #[cfg(unix)]
    #[test]
    #[ignore = "needs chattr +i as root, or a non-root user; run by .ci/run"]
    fn a_read_only_folder_says_why_and_allows_in_place() {
        use std::os::unix::fs::PermissionsExt;
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("a.sok");
        std::fs::write(&path, b"old").unwrap();
        // Root ignores permissions, so the folder is made immutable for it instead.
        let root = unsafe { libc::geteuid() } == 0;
        let lock = |on: bool| {
            if root {
                let flag = if on { "+i" } else { "-i" };
                std::process::Command::new("chattr")
                    .arg(flag)
                    .arg(dir.path())
                    .status()
                    .is_ok_and(|s| s.success())
            } else {
                let mode = if on { 0o555 } else { 0o755 };
                std::fs::set_permissions(dir.path(), std::fs::Permissions::from_mode(mode)).is_ok()
            }
        };
        assert!(
            lock(true),
            "cannot make a folder read-only here (as root: chattr +i refused)"
        );
        let e = write_atomic(&path, b"new").unwrap_err();
        let in_place = in_place_would_work(&e, &path);
        let written = write_file(&path, b"new", WriteMode::InPlace);
        lock(false);
        assert!(e.to_string().contains("cannot save atomically"), "{e}");
        assert!(in_place);
        written.unwrap();
        assert_eq!(std::fs::read(&path).unwrap(), b"new");
    }

    #[test]
    fn files_over_the_limit_are_not_read() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("big.sok");
        let file = std::fs::File::create(&path).unwrap();
        file.set_len(MAX_FILE_BYTES + 1).unwrap();
        assert!(matches!(read_file(&path), Err(LoadError::TooLarge { .. })));
    }

    #[test]
    fn errors_name_the_file() {
        let e = parse(
            Path::new("bad.sok"),
            b"####\n#2(@\n####\n",
            LoadOptions::default(),
        )
        .unwrap_err();
        assert!(e.to_string().starts_with("bad.sok:2:"), "{e}");
    }

    #[test]
    fn load_errors_speak_the_threads_language() {
        use crate::i18n::Language;
        // Before: a file that is not there, one that does not parse, one of another game.
        let dir = tempfile::tempdir().unwrap();
        let missing = load(&dir.path().join("gone.sok"), LoadOptions::default()).unwrap_err();
        let bad = parse(
            Path::new("bad.sok"),
            b"####\n#@2(.#\n",
            LoadOptions::default(),
        );
        let bad = bad.unwrap_err();
        let maze = Path::new("m.maze");
        let loaded = parse(
            maze,
            b"gridwright maze 1\nsize: 1x1\n\n+--+\n|  |\n+--+\n",
            LoadOptions::default(),
        );
        let wrong = LoadError::wrong_game(maze, &loaded.unwrap(), Game::Sokoban);
        // Action: said in French; after: French words, the same places.
        Language::French.set_for_thread();
        let said = [missing.to_string(), bad.to_string(), wrong.to_string()];
        Language::English.set_for_thread();
        assert!(
            said[0].ends_with("gone.sok\u{a0}: fichier ou dossier introuvable"),
            "{}",
            said[0]
        );
        assert!(
            said[1].starts_with("bad.sok:2:7\u{a0}: attendu "),
            "{}",
            said[1]
        );
        assert_eq!(
            said[2],
            "m.maze\u{a0}: un fichier «\u{a0}gridwright .maze\u{a0}», pas un fichier Sokoban"
        );
        assert_eq!(
            wrong.to_string(),
            "m.maze: a gridwright .maze file, not Sokoban"
        );
    }
}
