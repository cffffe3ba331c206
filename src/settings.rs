//! Per-user settings kept between runs (recent files), as TOML in the user's config folder.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

/// How many recent files the File menu lists.
const MAX_RECENT: usize = 10;

#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    pub recent: Vec<PathBuf>,
    /// Where these settings are saved; `None` keeps them in memory only (tests).
    #[serde(skip)]
    pub file: Option<PathBuf>,
}

impl Settings {
    /// Where settings live: `$GRIDWRIGHT_CONFIG_DIR` when set (tests, portable installs), else
    /// the platform's config folder.
    pub fn path() -> Option<PathBuf> {
        if let Some(dir) = std::env::var_os("GRIDWRIGHT_CONFIG_DIR") {
            return Some(PathBuf::from(dir).join("settings.toml"));
        }
        directories::ProjectDirs::from("", "", "gridwright")
            .map(|d| d.config_dir().join("settings.toml"))
    }

    /// The saved settings, or defaults when there are none or they cannot be read: settings
    /// are a convenience and must never keep the editor from starting.
    pub fn load() -> Settings {
        let file = Self::path();
        let mut s: Settings = file
            .as_ref()
            .and_then(|p| std::fs::read_to_string(p).ok())
            .and_then(|s| toml::from_str(&s).ok())
            .unwrap_or_default();
        s.file = file;
        s
    }

    pub fn save(&self) -> std::io::Result<()> {
        let Some(path) = &self.file else {
            return Ok(());
        };
        if let Some(dir) = path.parent() {
            std::fs::create_dir_all(dir)?;
        }
        let text = toml::to_string(self).map_err(std::io::Error::other)?;
        crate::io::write_atomic(path, text.as_bytes())
    }

    /// Puts `path` first in the recent list.
    pub fn add_recent(&mut self, path: &Path) {
        let path = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_owned());
        self.recent.retain(|p| p != &path);
        self.recent.insert(0, path);
        self.recent.truncate(MAX_RECENT);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn recent_is_most_recent_first_without_duplicates() {
        let mut s = Settings::default();
        for p in ["a", "b", "a"] {
            s.add_recent(Path::new(p));
        }
        assert_eq!(s.recent.len(), 2);
        assert!(s.recent[0].ends_with("a"));
        let text = toml::to_string(&s).unwrap();
        assert_eq!(toml::from_str::<Settings>(&text).unwrap(), s);
    }
}
