//! The per-user folder and the files kept in it (settings, records, remembered players). The
//! shell and the command line make one [`UserFiles`] and hand it to the games, so every game
//! finds its file the same way and a test keeps everything in memory or in a folder of its
//! own. The file names are those earlier versions wrote, so users' records are still found.

use std::path::{Path, PathBuf};

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
    /// missing or unreadable.
    pub fn read<T: DeserializeOwned + Default>(&self, file: UserFile) -> (T, Option<PathBuf>) {
        let path = self.path(file);
        (read_toml(path.as_deref()), path)
    }
}

/// A per-user TOML file's contents, or defaults when it is missing or unreadable: such files
/// are conveniences and must never keep the program from starting.
pub fn read_toml<T: DeserializeOwned + Default>(path: Option<&Path>) -> T {
    path.and_then(|p| std::fs::read_to_string(p).ok())
        .and_then(|s| toml::from_str(&s).ok())
        .unwrap_or_default()
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
}
