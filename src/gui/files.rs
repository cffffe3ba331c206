//! The file dialog: egui_file's, inside the window. rfd's native dialogs go through the
//! desktop portal on Linux, and where none runs (many set-ups, every Xvfb) they return
//! nothing at once, so Open and Save As silently did nothing; a dialog drawn by egui works
//! everywhere, never blocks the frame loop, and tests can drive it.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};

use gridwright_formats::Game;

/// Which dialog to show.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose {
    Open,
    SaveAs,
}

/// A chosen path, and what it was chosen for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Chosen {
    pub purpose: Purpose,
    pub path: PathBuf,
}

/// The open dialog, if one is on screen, and what it is for.
#[derive(Default)]
pub struct FileDialogs {
    open: Option<(Purpose, egui_file::FileDialog)>,
}

impl FileDialogs {
    /// Opens a dialog unless one is already open: Open lists the files of every game, Save As
    /// those of `game`, starting beside `current` (Save As proposes `name`).
    pub fn request(&mut self, purpose: Purpose, game: Game, current: Option<&Path>, name: &str) {
        if self.open.is_some() {
            return;
        }
        let shown: Vec<&'static str> = match purpose {
            Purpose::Open => Game::ALL.into_iter().flat_map(Game::extensions).collect(),
            Purpose::SaveAs => game.level_extensions(),
        };
        let filter = Box::new(move |p: &Path| {
            p.extension()
                .and_then(OsStr::to_str)
                .is_some_and(|e| shown.contains(&e.to_ascii_lowercase().as_str()))
        });
        let mut dialog = match purpose {
            Purpose::Open => egui_file::FileDialog::open_file().title("Open a level or maze file"),
            Purpose::SaveAs => egui_file::FileDialog::save_file()
                .title("Save as")
                .default_filename(name),
        }
        .show_files_filter(filter)
        .show_new_folder(purpose == Purpose::SaveAs)
        .show_rename(false);
        if let Some(dir) = current.and_then(Path::parent).filter(|d| d.is_dir()) {
            dialog = dialog.initial_path(dir);
        }
        dialog.open();
        self.open = Some((purpose, dialog));
    }

    /// Whether a dialog is on screen (the canvas and shortcuts then wait).
    pub fn is_open(&self) -> bool {
        self.open.is_some()
    }

    /// Draws the dialog, if one is open; gives the path once the user has chosen one.
    pub fn show(&mut self, ctx: &egui::Context) -> Option<Chosen> {
        let (purpose, dialog) = self.open.as_mut()?;
        let purpose = *purpose;
        match dialog.show(ctx).state() {
            egui_file::State::Open => None,
            egui_file::State::Selected => {
                let path = dialog.path().map(Path::to_owned);
                self.open = None;
                path.map(|path| Chosen { purpose, path })
            }
            egui_file::State::Cancelled | egui_file::State::Closed => {
                self.open = None;
                None
            }
        }
    }
}
