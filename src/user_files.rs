//! The per-user folder and the files kept in it (settings, records, remembered players). The
//! shell and the command line make one [`UserFiles`] and hand it to the games, so every game
//! finds its file the same way and a test keeps everything in memory or in a folder of its
//! own. The file names are those earlier versions wrote, so users' records are still found.

use std::path::{Path, PathBuf};

use gridwright_formats::toml_limits::TomlLimits;
use serde::Serialize;
use serde::de::DeserializeOwned;

/// One file kept per user.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum UserFile {
    /// The window's settings: recent files, theme.
    Settings,
    /// Sokoban's best solutions per level.
    SokobanRecords,
    /// 2048's best scores per ruleset.
    G2048Records,
    /// The invisible maze's best games per parameter set, and the last parameters.
    LabyRecords,
    /// BombFight's remembered players and limits.
    BombFightPlayers,
}

impl UserFile {
    /// Every file kept per user.
    pub const ALL: [UserFile; 5] = [
        UserFile::Settings,
        UserFile::SokobanRecords,
        UserFile::G2048Records,
        UserFile::LabyRecords,
        UserFile::BombFightPlayers,
    ];

    /// The file's name in the per-user folder.
    pub fn name(self) -> &'static str {
        match self {
            UserFile::Settings => "settings.toml",
            UserFile::SokobanRecords => "records.toml",
            UserFile::G2048Records => "2048-records.toml",
            UserFile::LabyRecords => "laby-records.toml",
            UserFile::BombFightPlayers => "bombfight-players.toml",
        }
    }
}

/// Where per-user files live; without a folder (the default, for tests) nothing is read or
/// written and every store starts empty.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct UserFiles {
    dir: Option<PathBuf>,
}

impl UserFiles {
    /// The user's folder: `$GRIDWRIGHT_CONFIG_DIR` when set (tests, portable installs), else
    /// the platform's config folder (none found: in memory).
    pub fn of_user() -> UserFiles {
        let dir = match std::env::var_os("GRIDWRIGHT_CONFIG_DIR") {
            Some(dir) => Some(PathBuf::from(dir)),
            None => directories::ProjectDirs::from("", "", "gridwright")
                .map(|d| d.config_dir().to_owned()),
        };
        UserFiles { dir }
    }

    /// Files kept in `dir`.
    pub fn in_dir(dir: impl Into<PathBuf>) -> UserFiles {
        UserFiles {
            dir: Some(dir.into()),
        }
    }

    /// Nothing read or written: every store starts empty and stays in memory.
    pub fn in_memory() -> UserFiles {
        UserFiles::default()
    }

    /// The per-user folder, if files are kept.
    pub fn dir(&self) -> Option<&Path> {
        self.dir.as_deref()
    }

    /// Where `file` is kept, if files are kept.
    pub fn path(&self, file: UserFile) -> Option<PathBuf> {
        self.dir.as_ref().map(|d| d.join(file.name()))
    }

    /// `file`'s contents and where it is kept (to save it back there); defaults when it is
    /// missing. A file that is there but cannot be taken (not a regular file, over its
    /// limits, not TOML of this store) gives defaults and no path, so a save never replaces
    /// what may be the user's only copy; why is said on stderr once.
    pub fn read<T: DeserializeOwned + Default>(&self, file: UserFile) -> (T, Option<PathBuf>) {
        let Some(path) = self.path(file) else {
            return (T::default(), None);
        };
        match read_toml(&path) {
            Ok(Some(value)) => (value, Some(path)),
            Ok(None) => (T::default(), Some(path)),
            Err(why) => {
                let file = gridwright_formats::text::printable_path(&path).to_string();
                let why = why.to_string();
                eprintln!(
                    "{}",
                    crate::t!("files-user-file-kept", file = file, why = why)
                );
                (T::default(), None)
            }
        }
    }
}

/// What a per-user file may hold.
pub const LIMITS: TomlLimits = gridwright_formats::toml_limits::PER_USER;

/// A per-user TOML file's contents; `None` when there is no such file. Such files are
/// conveniences, so nothing here waits or grows: a FIFO or device is refused before it is
/// opened, and a file over [`LIMITS`] before it is parsed.
pub fn read_toml<T: DeserializeOwned>(path: &Path) -> Result<Option<T>, UserFileError> {
    use std::io::Read;
    let meta = match std::fs::metadata(path) {
        Ok(m) => m,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e.into()),
    };
    if !meta.is_file() {
        return Err(UserFileError::NotRegular);
    }
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(LIMITS.max_bytes as u64 + 1).read_to_end(&mut bytes))?;
    let text = String::from_utf8(bytes).map_err(|_| UserFileError::NotUtf8)?;
    gridwright_formats::toml_limits::check(&text, &LIMITS).map_err(UserFileError::Limits)?;
    toml::from_str(&text)
        .map(Some)
        .map_err(|e| UserFileError::toml(&text, &e))
}

/// Why a per-user file was left alone, in the catalog's words (the TOML reader's own message
/// is its English).
#[derive(Debug, thiserror::Error)]
pub enum UserFileError {
    /// It could not be read.
    #[error("{}", crate::i18n::io_error(.0))]
    Io(#[from] std::io::Error),
    /// A FIFO, a device or a folder: reading it could wait or never end.
    #[error("{}", crate::t!("files-user-file-not-regular"))]
    NotRegular,
    /// Not text.
    #[error("{}", crate::t!("files-user-file-not-utf8"))]
    NotUtf8,
    /// Past [`LIMITS`] (size, nesting, array lengths).
    #[error("{}", crate::i18n::parse_error(.0))]
    Limits(gridwright_formats::ParseError),
    /// Not TOML, or not of this store's shape: where, and the TOML reader's own words.
    #[error(
        "{}",
        crate::t!(
            "files-user-file-toml",
            line = .line.to_string(),
            column = .column.to_string(),
            message = .message.as_str()
        )
    )]
    Toml {
        /// The line, from 1.
        line: usize,
        /// The column, in characters, from 1.
        column: usize,
        /// What the TOML reader said (its first line), in English.
        message: String,
    },
}

impl UserFileError {
    /// The TOML reader's error `e` about `text`, with its place.
    fn toml(text: &str, e: &toml::de::Error) -> UserFileError {
        let at = e.span().map_or(0, |s| s.start);
        let (line, column) = gridwright_formats::text::line_column(text, at);
        let message = e.message().lines().next().unwrap_or_default().to_owned();
        UserFileError::Toml {
            line,
            column,
            message,
        }
    }
}

/// Writes a per-user TOML file atomically, creating its folder; no path, nothing to do.
pub fn write_toml<T: Serialize>(path: Option<&Path>, value: &T) -> std::io::Result<()> {
    let Some(path) = path else { return Ok(()) };
    if let Some(dir) = path.parent() {
        std::fs::create_dir_all(dir)?;
    }
    let text = toml::to_string(value).map_err(std::io::Error::other)?;
    crate::io::write_atomic(path, text.as_bytes())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_file_keeps_the_name_earlier_versions_wrote_in_one_folder() {
        let files = UserFiles::in_dir("/u");
        let names = UserFile::ALL.map(UserFile::name);
        assert_eq!(
            names,
            [
                "settings.toml",
                "records.toml",
                "2048-records.toml",
                "laby-records.toml",
                "bombfight-players.toml"
            ]
        );
        for f in UserFile::ALL {
            assert_eq!(files.path(f).unwrap().parent(), Some(Path::new("/u")));
        }
        assert_eq!(UserFiles::in_memory().path(UserFile::Settings), None);
    }

    #[test]
    fn a_file_written_is_read_back_and_a_missing_one_gives_defaults() {
        let dir = tempfile::tempdir().unwrap();
        let files = UserFiles::in_dir(dir.path().join("new folder"));
        #[derive(Debug, Default, PartialEq, Serialize, serde::Deserialize)]
        struct Kept {
            n: u32,
        }
        let (empty, path) = files.read::<Kept>(UserFile::LabyRecords);
        assert_eq!(empty, Kept::default());
        write_toml(path.as_deref(), &Kept { n: 7 }).unwrap();
        assert_eq!(files.read::<Kept>(UserFile::LabyRecords).0, Kept { n: 7 });
    }

    #[derive(Debug, Default, PartialEq, Serialize, serde::Deserialize)]
    struct Scores {
        best: Vec<u32>,
    }

    #[test]
    fn a_file_that_cannot_be_taken_gives_defaults_and_is_never_replaced() {
        let dir = tempfile::tempdir().unwrap();
        let files = UserFiles::in_dir(dir.path());
        let path = files.path(UserFile::G2048Records).unwrap();
        let huge = format!("best = [{}1]\n", "1,".repeat(300_000));
        for contents in ["best = [1, 2", "best = \"text\"\n", huge.as_str()] {
            std::fs::write(&path, contents).unwrap();
            let (scores, kept) = files.read::<Scores>(UserFile::G2048Records);
            assert_eq!(
                (scores, kept),
                (Scores::default(), None),
                "{:.20}",
                contents
            );
            assert_eq!(std::fs::read_to_string(&path).unwrap(), contents);
        }
        std::fs::remove_file(&path).unwrap();
        std::fs::create_dir(&path).unwrap();
        assert_eq!(
            files.read::<Scores>(UserFile::G2048Records).1,
            None,
            "a folder"
        );
    }

    #[test]
    fn a_file_that_is_not_this_stores_toml_says_where_in_the_threads_language() {
        // Before: a records file whose second line holds text where numbers go.
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("2048-records.toml");
        std::fs::write(&path, "# mine\nbest = \"text\"\n").unwrap();
        // Action: read it; after: its line and column, the TOML reader's words inside the
        // catalog's frame.
        let e = read_toml::<Scores>(&path).unwrap_err();
        let UserFileError::Toml { line, column, .. } = &e else {
            panic!("{e:?}");
        };
        assert_eq!((*line, *column), (2, 8));
        crate::i18n::Language::English.set_for_thread();
        let english = e.to_string();
        assert!(
            english.starts_with("line 2, column 8: not valid TOML for this file (invalid type"),
            "{english}"
        );
        crate::i18n::Language::French.set_for_thread();
        let french = e.to_string();
        assert!(
            french.starts_with(
                "ligne 2, colonne 8\u{a0}: TOML non valide pour ce fichier (invalid type"
            ),
            "{french}"
        );
        assert!(!french.contains('\n'), "{french}");
    }

    #[test]
    fn a_fifo_is_refused_without_waiting_for_a_writer() {
        let dir = tempfile::tempdir().unwrap();
        let files = UserFiles::in_dir(dir.path());
        let path = files.path(UserFile::SokobanRecords).unwrap();
        let made = std::process::Command::new("mkfifo").arg(&path).status();
        if !made.is_ok_and(|s| s.success()) {
            return; // no mkfifo here: nothing to test
        }
        assert_eq!(files.read::<Scores>(UserFile::SokobanRecords).1, None);
    }
}
