//! Per-user settings kept between runs (recent files), as TOML in the user's config folder.

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

/// How many recent files the File menu lists.
const MAX_RECENT: usize = 10;

/// The window's colours: dark, light, or what the desktop says.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    /// Light text on dark panels.
    Dark,
    /// Dark text on light panels.
    Light,
    /// Follow the desktop's choice (dark where it says nothing).
    #[default]
    System,
}

impl Theme {
    /// Every choice, in the order the View menu lists them.
    pub const ALL: [Theme; 3] = [Theme::System, Theme::Light, Theme::Dark];

    /// The View menu's words.
    pub fn label(self) -> &'static str {
        match self {
            Theme::Dark => "Dark",
            Theme::Light => "Light",
            Theme::System => "Follow the system",
        }
    }
}

/// What the window remembers between runs.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct Settings {
    /// Files opened or saved, newest first.
    pub recent: Vec<PathBuf>,
    /// The window's colours.
    pub theme: Theme,
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
        Settings {
            file: file.clone(),
            ..read_toml(file.as_deref())
        }
    }

    /// Writes the settings back to their file (atomically); none when they have no file.
    pub fn save(&self) -> std::io::Result<()> {
        write_toml(self.file.as_deref(), self)
    }

    /// Puts `path` first in the recent list.
    pub fn add_recent(&mut self, path: &Path) {
        let path = std::fs::canonicalize(path).unwrap_or_else(|_| path.to_owned());
        self.recent.retain(|p| p != &path);
        self.recent.insert(0, path);
        self.recent.truncate(MAX_RECENT);
    }
}

/// A per-user TOML file's contents, or defaults when it is missing or unreadable: such files
/// are conveniences and must never keep the program from starting.
pub fn read_toml<T: serde::de::DeserializeOwned + Default>(path: Option<&Path>) -> T {
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
