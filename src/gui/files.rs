//! The file dialog: egui_file's, inside the window. rfd's native dialogs go through the
//! desktop portal on Linux, and where none runs (many set-ups, every Xvfb) they return
//! nothing at once, so Open and Save As silently did nothing; a dialog drawn by egui works
//! everywhere, never blocks the frame loop, and tests can drive it.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};

use gridwright_formats::Game;

/// Which dialog to show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Purpose {
    /// Open a file of any game.
    Open,
    /// Save the document under a new name.
    SaveAs,
    /// Save bytes a workspace made (a replay, a saved game, an export).
    Save(SaveRequest),
    /// Pick an existing file of any kind for a workspace (a bot program).
    Pick(PickRequest),
    /// Export a picture of what the workspace shows (SVG or PNG).
    ExportPicture,
}

use super::workspace::{PickRequest, SaveRequest};

impl Purpose {
    /// Whether the chosen path is written (and a file there is replaced only when agreed).
    pub fn saves(&self) -> bool {
        matches!(
            self,
            Purpose::SaveAs | Purpose::Save(_) | Purpose::ExportPicture
        )
    }
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
        let shown = filter_extensions(&purpose, game);
        let any = matches!(purpose, Purpose::Pick(_));
        let filter = Box::new(move |p: &Path| {
            any || p
                .extension()
                .and_then(OsStr::to_str)
                .is_some_and(|e| shown.contains(&e.to_ascii_lowercase().as_str()))
        });
        let mut dialog = match &purpose {
            Purpose::Open => egui_file::FileDialog::open_file().title("Open a level or maze file"),
            Purpose::SaveAs => egui_file::FileDialog::save_file()
                .title("Save as")
                .default_filename(name),
            Purpose::Save(save) => egui_file::FileDialog::save_file()
                .title(&save.title)
                .default_filename(&save.name),
            Purpose::Pick(pick) => egui_file::FileDialog::open_file().title(&pick.title),
            Purpose::ExportPicture => egui_file::FileDialog::save_file()
                .title("Export picture (PNG or SVG)")
                .default_filename(name),
        }
        .show_files_filter(filter)
        .show_new_folder(purpose.saves())
        .show_rename(false);
        if let Some(dir) = current.and_then(Path::parent).filter(|d| d.is_dir()) {
            dialog = dialog.initial_path(dir);
        }
        dialog.open();
        self.open = Some((purpose, dialog));
    }

    /// Opens the dialog that saves bytes a workspace made, beside `current` if given.
    pub fn request_save(&mut self, save: SaveRequest, current: Option<&Path>) {
        let name = save.name.clone();
        // The game does not matter: the request lists its own extensions.
        self.request(Purpose::Save(save), Game::ALL[0], current, &name);
    }

    /// Whether a dialog is on screen (the canvas and shortcuts then wait).
    pub fn is_open(&self) -> bool {
        self.open.is_some()
    }

    /// Draws the dialog, if one is open; gives the path once the user has chosen one.
    pub fn show(&mut self, ctx: &egui::Context) -> Option<Chosen> {
        let (_, dialog) = self.open.as_mut()?;
        match dialog.show(ctx).state() {
            egui_file::State::Open => None,
            egui_file::State::Selected => {
                let path = dialog.path().map(Path::to_owned);
                let (purpose, _) = self.open.take()?;
                path.map(|path| Chosen { purpose, path })
            }
            egui_file::State::Cancelled | egui_file::State::Closed => {
                self.open = None;
                None
            }
        }
    }
}

/// The extensions a dialog lists: every game's files to open, the document's game's level
/// kinds to save as, a workspace's own for its files.
pub fn filter_extensions(purpose: &Purpose, game: Game) -> Vec<&'static str> {
    match purpose {
        Purpose::Open => Game::ALL.iter().flat_map(|g| g.extensions()).collect(),
        Purpose::SaveAs => game.level_extensions(),
        Purpose::Save(save) => save.extensions.clone(),
        Purpose::Pick(_) => Vec::new(),
        Purpose::ExportPicture => vec!["png", "svg"],
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gridwright_formats::{FileKind, Role};

    #[test]
    fn the_dialogs_list_every_kind_of_the_registry() {
        let open = filter_extensions(&Purpose::Open, Game::ALL[0]);
        for &kind in FileKind::ALL {
            for ext in kind.extensions() {
                assert!(open.contains(ext), "Open does not list .{ext} ({kind:?})");
            }
            let save_as = filter_extensions(&Purpose::SaveAs, kind.game());
            let listed = kind.extensions().iter().any(|e| save_as.contains(e));
            let saved = kind.role() == Role::Level && kind.writable();
            assert_eq!(listed, saved, "Save As and {kind:?}");
        }
    }
}
