//! The file dialogs: the system's own (`native_dialog`, rfd) where the platform answers and
//! the user's setting allows, else egui_file's, inside the window. rfd's dialogs go through
//! the desktop portal on Linux, and where none runs (many set-ups, every Xvfb) they return
//! nothing at once, so Open and Save As silently did nothing; the dialog drawn by egui works
//! everywhere, never blocks the frame loop, and tests can drive it. Whichever shows, the
//! chosen path comes back as one [`Chosen`] to the shell's one save path.

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

use gridwright_formats::Game;

use super::native_dialog::{NativeDialogs, Outcome, Route};
use super::native_dialog_probe::Availability;
use crate::i18n::game_name;
use crate::settings::DialogPreference;

/// Which dialog to show.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Purpose {
    /// Open a file of any game.
    Open,
    /// Save the document, a file of this game, under a new name.
    SaveAs(Game),
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
            Purpose::SaveAs(_) | Purpose::Save(_) | Purpose::ExportPicture
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
    open: Option<OpenDialog>,
    /// A dialog asked for, shown once [`FileDialogs::show`] has decided which kind.
    asked: Option<Ask>,
    native: NativeDialogs,
}

/// What a dialog was asked for: its purpose, the document's file, the proposed name and
/// the recent files (for the start folder and the places).
#[derive(Debug, Clone)]
pub(crate) struct Ask {
    pub purpose: Purpose,
    pub current: Option<PathBuf>,
    pub name: String,
    pub recent: Vec<PathBuf>,
}

impl Ask {
    /// Where the dialog starts (see [`start_folder`]).
    pub fn folder(&self) -> Option<&Path> {
        start_folder(self.current.as_deref(), &self.recent)
    }
}

/// A file dialog on screen, with its places and its type filter.
struct OpenDialog {
    purpose: Purpose,
    dialog: egui_file::FileDialog,
    /// The extensions listed (empty: every file), shared with the dialog's filter.
    shown: Arc<Mutex<Vec<&'static str>>>,
    /// The type filter's choices: their words and extensions.
    types: Vec<(String, Vec<&'static str>)>,
    /// The chosen type.
    chosen_type: usize,
    /// Folders one click away: home, the document's, recent ones.
    places: Vec<(String, PathBuf)>,
}

/// The dialog's width, and where it and its places hang from the window's top centre.
const DIALOG_SIZE: egui::Vec2 = egui::vec2(520.0, 400.0);
const DIALOG_AT: egui::Vec2 = egui::vec2(110.0, 60.0);
const PLACES_AT: egui::Vec2 = egui::vec2(-258.0, 60.0);

impl FileDialogs {
    /// The dialogs of a window that asks the platform for its own (once, on a thread) and
    /// uses it where the setting allows.
    pub fn with_system_dialogs() -> FileDialogs {
        FileDialogs {
            native: NativeDialogs::system(),
            ..FileDialogs::default()
        }
    }

    /// The dialogs with a given answer about the system's dialog (tests, hosts).
    pub fn with_native(native: Availability) -> FileDialogs {
        FileDialogs {
            native: NativeDialogs::fixed(native),
            ..FileDialogs::default()
        }
    }

    /// Whether the system's dialog can be shown (`None` while the probe is still asking).
    pub fn native_availability(&self) -> Option<Availability> {
        self.native.availability()
    }

    /// Asks for a dialog unless one is already open: Open lists the files of every game,
    /// Save As those of its game, starting beside `current` (Save As proposes `name`);
    /// `recent` files' folders are among its places. [`FileDialogs::show`] opens it.
    pub fn request(
        &mut self,
        purpose: Purpose,
        current: Option<&Path>,
        name: &str,
        recent: &[PathBuf],
    ) {
        if self.is_open() {
            return;
        }
        self.asked = Some(Ask {
            purpose,
            current: current.map(Path::to_owned),
            name: name.to_owned(),
            recent: recent.to_vec(),
        });
    }

    /// Opens the in-window dialog for `ask`.
    fn open_in_window(&mut self, ask: Ask) {
        let Ask {
            purpose,
            name,
            recent,
            ..
        } = &ask;
        let types = type_choices(purpose);
        let shown = Arc::new(Mutex::new(types[0].1.clone()));
        let seen = Arc::clone(&shown);
        let filter = Box::new(move |p: &Path| {
            let exts = seen.lock().map(|v| v.clone()).unwrap_or_default();
            exts.is_empty()
                || p.extension()
                    .and_then(OsStr::to_str)
                    .is_some_and(|e| exts.contains(&e.to_ascii_lowercase().as_str()))
        });
        let title = dialog_title(purpose);
        let mut dialog = match purpose {
            Purpose::Pick(p) if p.folder => egui_file::FileDialog::select_folder(),
            Purpose::Open | Purpose::Pick(_) => egui_file::FileDialog::open_file(),
            Purpose::SaveAs(_) | Purpose::Save(_) | Purpose::ExportPicture => {
                egui_file::FileDialog::save_file().default_filename(name)
            }
        }
        .title(&title)
        .anchor(egui::Align2::CENTER_TOP, DIALOG_AT)
        .default_size(DIALOG_SIZE)
        .show_files_filter(filter)
        .show_new_folder(purpose.saves())
        .show_rename(false);
        let folder = ask.folder();
        if let Some(dir) = folder {
            dialog = dialog.initial_path(dir);
        }
        dialog.open();
        let places = places(folder, recent);
        self.open = Some(OpenDialog {
            purpose: ask.purpose,
            dialog,
            shown,
            types,
            chosen_type: 0,
            places,
        });
    }

    /// Opens the dialog that saves bytes a workspace made, beside `current` if given.
    pub fn request_save(&mut self, save: SaveRequest, current: Option<&Path>, recent: &[PathBuf]) {
        let name = save.name.clone();
        self.request(Purpose::Save(save), current, &name, recent);
    }

    /// Whether a dialog is asked for or on screen, the system's or the window's (the canvas
    /// and shortcuts then wait).
    pub fn is_open(&self) -> bool {
        self.open.is_some() || self.asked.is_some() || self.native.is_open()
    }

    /// Opens an asked-for dialog of the kind `prefer` and the platform allow, draws the
    /// in-window one and its places, and gives the path once the user has chosen one.
    pub fn show(&mut self, ctx: &egui::Context, prefer: DialogPreference) -> Option<Chosen> {
        if let Some(ask) = self.asked.take() {
            match self.native.route(prefer) {
                Route::InWindow => self.open_in_window(ask),
                Route::Native => self.native.start(ctx, ask),
                Route::Wait => {
                    self.asked = Some(ask);
                    ctx.request_repaint_after(std::time::Duration::from_millis(50));
                }
            }
        }
        match self.native.poll(ctx) {
            Some(Outcome::Chosen(chosen)) => return Some(chosen),
            Some(Outcome::DidNotOpen(ask)) => self.open_in_window(ask),
            Some(Outcome::Cancelled) | None => {}
        }
        self.show_in_window(ctx)
    }

    fn show_in_window(&mut self, ctx: &egui::Context) -> Option<Chosen> {
        let open = self.open.as_mut()?;
        open.places_window(ctx);
        match open.dialog.show(ctx).state() {
            egui_file::State::Open => None,
            egui_file::State::Selected => {
                let path = open.dialog.path().map(Path::to_owned);
                let open = self.open.take()?;
                path.map(|path| Chosen {
                    purpose: open.purpose,
                    path,
                })
            }
            egui_file::State::Cancelled | egui_file::State::Closed => {
                self.open = None;
                None
            }
        }
    }
}

impl OpenDialog {
    /// The places and the type filter, beside the dialog.
    fn places_window(&mut self, ctx: &egui::Context) {
        let mut go = None;
        egui::Window::new(crate::t!("shell-places"))
            .id(egui::Id::unique("file-places"))
            .anchor(egui::Align2::CENTER_TOP, PLACES_AT)
            .fixed_size(egui::vec2(180.0, DIALOG_SIZE.y))
            .collapsible(false)
            .show(ctx, |ui| {
                for (label, dir) in &self.places {
                    let r = ui.add(egui::Button::new(label.as_str()).truncate());
                    if r.on_hover_text(dir.display().to_string()).clicked() {
                        go = Some(dir.clone());
                    }
                }
                ui.separator();
                let label = ui.label(crate::t!("shell-show-types"));
                let before = self.chosen_type;
                egui::ComboBox::from_id_salt("file-types")
                    .width(170.0)
                    .selected_text(self.types[self.chosen_type].0.as_str())
                    .show_ui(ui, |ui| {
                        for (i, (words, _)) in self.types.iter().enumerate() {
                            ui.selectable_value(&mut self.chosen_type, i, words.as_str());
                        }
                    })
                    .response
                    .labelled_by(label.id);
                if self.chosen_type != before {
                    if let Ok(mut shown) = self.shown.lock() {
                        *shown = self.types[self.chosen_type].1.clone();
                    }
                    go = Some(self.dialog.directory().to_owned());
                }
            });
        if let Some(dir) = go {
            self.dialog.set_path(dir);
        }
    }
}

/// The dialog's title, naming the game where it saves one.
pub(crate) fn dialog_title(purpose: &Purpose) -> String {
    match purpose {
        Purpose::Open => crate::t!("shell-open-title"),
        Purpose::SaveAs(game) => crate::t!(
            "shell-save-as-game-title",
            game = crate::i18n::game_name(*game)
        ),
        Purpose::Save(save) => save.title.clone(),
        Purpose::Pick(pick) => pick.title.clone(),
        Purpose::ExportPicture => crate::t!("shell-export-title"),
    }
}

/// The type filter's choices, the first shown at first: for Open, every game's files, then
/// each game's, then every file; for saving, the kinds it writes.
pub(crate) fn type_choices(purpose: &Purpose) -> Vec<(String, Vec<&'static str>)> {
    let words = |what: &str, exts: &[&'static str]| {
        let list: Vec<String> = exts.iter().map(|e| format!(".{e}")).collect();
        format!("{what} ({})", list.join(" "))
    };
    let every = (crate::t!("shell-every-file"), Vec::new());
    match purpose {
        Purpose::Open => {
            let mut v = vec![(
                crate::t!("shell-every-game-file"),
                filter_extensions(purpose),
            )];
            v.extend(
                Game::ALL
                    .iter()
                    .map(|&g| (words(&game_name(g), &g.extensions()), g.extensions())),
            );
            v.push(every);
            v
        }
        Purpose::Pick(_) => vec![every],
        _ => {
            let exts = filter_extensions(purpose);
            let what = match purpose {
                Purpose::SaveAs(game) => crate::t!("shell-game-files", game = game_name(*game)),
                Purpose::ExportPicture => crate::t!("shell-pictures"),
                _ => crate::t!("shell-files"),
            };
            vec![(words(&what, &exts), exts), every]
        }
    }
}

/// Folders one click away: home, the document's folder, the folders of recent files (each
/// once, those that still exist), the root.
fn places(document: Option<&Path>, recent: &[PathBuf]) -> Vec<(String, PathBuf)> {
    let mut out: Vec<(String, PathBuf)> = Vec::new();
    let mut add = |label: String, dir: PathBuf| {
        if dir.is_dir() && !out.iter().any(|(_, d)| *d == dir) {
            out.push((label, dir));
        }
    };
    if let Some(home) = directories::UserDirs::new().map(|u| u.home_dir().to_owned()) {
        add(format!("🏠 {}", crate::t!("shell-home")), home);
    }
    if let Some(dir) = document {
        add(format!("📄 {}", folder_name(dir)), dir.to_owned());
    }
    for file in recent.iter().take(8) {
        if let Some(dir) = file.parent() {
            add(format!("🕒 {}", folder_name(dir)), dir.to_owned());
        }
    }
    add("💻 /".into(), PathBuf::from("/"));
    out
}

fn folder_name(dir: &Path) -> String {
    dir.file_name().map_or_else(
        || dir.display().to_string(),
        |n| n.to_string_lossy().into_owned(),
    )
}

/// The extensions a dialog lists: every game's files to open, the document's game's level
/// kinds to save as, a workspace's own for its files.
pub fn filter_extensions(purpose: &Purpose) -> Vec<&'static str> {
    match purpose {
        Purpose::Open => Game::ALL.iter().flat_map(|g| g.extensions()).collect(),
        Purpose::SaveAs(game) => game.level_extensions(),
        Purpose::Save(save) => save.extensions.clone(),
        Purpose::Pick(_) => Vec::new(),
        Purpose::ExportPicture => vec!["png", "svg"],
    }
}

/// Where a dialog starts: the document's folder, else the last file's (opened or saved),
/// else the working folder (`None`).
fn start_folder<'a>(current: Option<&'a Path>, recent: &'a [PathBuf]) -> Option<&'a Path> {
    let folder = |p: &'a Path| p.parent().filter(|d| d.is_dir());
    current
        .and_then(folder)
        .or_else(|| recent.first().and_then(|p| folder(p)))
}

/// Whether a file written at `path` is one *File > Open* reads back: only those go into
/// Open Recent (an exported picture or graph there would fail when picked).
pub fn reopens(path: &Path) -> bool {
    let ext = path
        .extension()
        .and_then(OsStr::to_str)
        .map(str::to_ascii_lowercase);
    let open = filter_extensions(&Purpose::Open);
    ext.is_some_and(|e| open.contains(&e.as_str()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use gridwright_formats::{FileKind, Role};

    #[test]
    fn a_dialog_starts_beside_the_document_else_the_last_file() {
        // Before: a bundled level (no path) opened the dialog in the working folder.
        let dir = tempfile::tempdir().unwrap();
        let (doc, last) = (dir.path().join("a/x.sok"), dir.path().join("b/y.sok"));
        std::fs::create_dir_all(doc.parent().unwrap()).unwrap();
        std::fs::create_dir_all(last.parent().unwrap()).unwrap();
        let recent = vec![last.clone()];
        assert_eq!(start_folder(Some(&doc), &recent), doc.parent());
        assert_eq!(start_folder(None, &recent), last.parent());
        assert_eq!(start_folder(None, &[]), None);
        let gone = vec![dir.path().join("gone/z.sok")];
        assert_eq!(start_folder(None, &gone), None);
    }

    #[test]
    fn only_files_open_reads_go_to_open_recent() {
        for name in ["a.sok", "b.XSB", "c.bfreplay", "d.2048", "e.maze"] {
            assert!(reopens(Path::new(name)), "{name}");
        }
        for name in ["a.png", "b.svg", "c.dot", "no_extension"] {
            assert!(!reopens(Path::new(name)), "{name}");
        }
    }

    #[test]
    fn open_offers_each_games_files_and_every_file() {
        let types = type_choices(&Purpose::Open);
        assert_eq!(types.len(), Game::ALL.len() + 2);
        for (choice, game) in types[1..].iter().zip(Game::ALL) {
            assert!(choice.0.starts_with(&game_name(*game)), "{}", choice.0);
        }
        assert!(types.last().unwrap().1.is_empty(), "every file");
        let save = type_choices(&Purpose::SaveAs(Game::Sokoban));
        assert!(save[0].0.contains(".sok") && save[0].0.starts_with("Sokoban"));
    }

    #[test]
    fn the_games_files_are_named_in_the_windows_language() {
        // Before: "Maze (.maze .json …)" in a French window; after: the game's French name,
        // its extensions as they are.
        crate::i18n::Language::French.set_for_thread();
        let types = type_choices(&Purpose::Open);
        assert!(
            types.iter().any(|t| t.0.starts_with("Labyrinthe (.maze")),
            "{types:?}"
        );
        let save = type_choices(&Purpose::SaveAs(Game::Maze));
        assert!(
            save[0].0.starts_with("Fichiers Labyrinthe (.maze"),
            "{save:?}"
        );
        assert_eq!(
            dialog_title(&Purpose::SaveAs(Game::Maze)),
            "Enregistrer le fichier Labyrinthe sous"
        );
    }

    #[test]
    fn places_are_folders_that_exist_each_once() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("a.sok");
        let recent = vec![
            file.clone(),
            dir.path().join("b.sok"),
            PathBuf::from("/gone/x.sok"),
        ];
        let p = places(Some(dir.path()), &recent);
        assert_eq!(p.iter().filter(|(_, d)| d == dir.path()).count(), 1);
        assert!(p.iter().all(|(_, d)| d.is_dir()));
        assert_eq!(p.last().unwrap().1, PathBuf::from("/"));
    }

    #[test]
    fn the_dialogs_list_every_kind_of_the_registry() {
        let open = filter_extensions(&Purpose::Open);
        for &kind in FileKind::ALL {
            for ext in kind.extensions() {
                assert!(open.contains(ext), "Open does not list .{ext} ({kind:?})");
            }
            let save_as = filter_extensions(&Purpose::SaveAs(kind.game()));
            let listed = kind.extensions().iter().any(|e| save_as.contains(e));
            let saved = kind.role() == Role::Level && kind.writable();
            assert_eq!(listed, saved, "Save As and {kind:?}");
        }
    }
}
