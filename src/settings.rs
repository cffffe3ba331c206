//! Per-user settings kept between runs (recent files, theme, file dialogs), as TOML in the user's folder
//! (`user_files`).

use std::path::{Path, PathBuf};

use serde::{Deserialize, Serialize};

use crate::user_files::{UserFile, UserFiles};

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
    pub fn label(self) -> String {
        match self {
            Theme::Dark => crate::t!("shell-theme-dark"),
            Theme::Light => crate::t!("shell-theme-light"),
            Theme::System => crate::t!("shell-theme-system"),
        }
    }
}

/// What the window shows when started without a file.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum OnStart {
    /// The start page: the five games and the recent files (a first run always shows it).
    #[default]
    StartPage,
    /// The document open when the window last closed (the start page when it is gone).
    LastDocument,
}

/// Which file dialog Open, Save As, Export picture and a workspace's saves and picks show.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DialogPreference {
    /// The system's own dialog where the platform has one (Windows, macOS, a Linux desktop
    /// whose portal offers a file chooser), else the window's.
    #[default]
    NativeWhenAvailable,
    /// Always the dialog drawn inside the window (it can be driven by keys and tests, and
    /// has places and a type filter of its own).
    InWindow,
}

impl DialogPreference {
    /// Every choice, in the order the View menu lists them.
    pub const ALL: [DialogPreference; 2] = [
        DialogPreference::NativeWhenAvailable,
        DialogPreference::InWindow,
    ];

    /// The View menu's words.
    pub fn label(self) -> String {
        match self {
            DialogPreference::NativeWhenAvailable => crate::t!("shell-dialogs-native"),
            DialogPreference::InWindow => crate::t!("shell-dialogs-in-window"),
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
    /// What a start without a file shows.
    pub on_start: OnStart,
    /// Which file dialog the window shows.
    pub file_dialogs: DialogPreference,
    /// The window's language; `None` follows the system's locale (a first run).
    pub language: Option<crate::i18n::Language>,
    /// Where these settings are saved; `None` keeps them in memory only (tests).
    #[serde(skip)]
    pub file: Option<PathBuf>,
}

impl Settings {
    /// The saved settings in `files`, or defaults when there are none or they cannot be
    /// read: settings are a convenience and must never keep the editor from starting.
    pub fn load(files: &UserFiles) -> Settings {
        let (settings, file) = files.read(UserFile::Settings);
        Settings { file, ..settings }
    }

    /// Writes them where they were loaded from (nowhere for settings in memory).
    pub fn save(&self) -> std::io::Result<()> {
        crate::user_files::write_toml(self.file.as_deref(), self)
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

    #[test]
    fn the_start_choice_round_trips_and_defaults_to_the_start_page() {
        assert_eq!(Settings::default().on_start, OnStart::StartPage);
        let s = Settings {
            on_start: OnStart::LastDocument,
            ..Settings::default()
        };
        let text = toml::to_string(&s).unwrap();
        assert!(text.contains("on_start = \"last-document\""), "{text}");
        assert_eq!(toml::from_str::<Settings>(&text).unwrap(), s);
    }

    #[test]
    fn the_file_dialog_choice_round_trips_and_defaults_to_native_when_available() {
        // Before: settings saved by a version without the choice.
        let old: Settings = toml::from_str("theme = \"dark\"").unwrap();
        assert_eq!(old.file_dialogs, DialogPreference::NativeWhenAvailable);
        // Action: choose the window's dialog and save. After: it reads back as chosen.
        let s = Settings {
            file_dialogs: DialogPreference::InWindow,
            ..Settings::default()
        };
        let text = toml::to_string(&s).unwrap();
        assert!(text.contains("file_dialogs = \"in-window\""), "{text}");
        assert_eq!(toml::from_str::<Settings>(&text).unwrap(), s);
        let dir = tempfile::tempdir().unwrap();
        let files = UserFiles::in_dir(dir.path());
        let mut saved = Settings::load(&files);
        saved.file_dialogs = DialogPreference::InWindow;
        saved.save().unwrap();
        assert_eq!(
            Settings::load(&files).file_dialogs,
            DialogPreference::InWindow
        );
    }
}
