//! The window's shell: the menus every game shares, the status bar, the unsaved-changes guard,
//! recent files, the file dialogs, drag and drop and the title, around one workspace (the open
//! game's panels and canvas). Nothing here names a game: the workspace list does.

use std::path::{Path, PathBuf};

use egui::{Ui, ViewportCommand};

mod menus;
mod modals;
mod save_flow;

use super::dialogs::NewForm;
use super::files::{Chosen, FileDialogs, Purpose};
use super::start_page::{self, StartAction, StartPage};
use super::workspace::{RecordAtRisk, SaveRequest, Shell, ShellRequest, Workspace};
use super::workspaces;
use crate::bundled;
use crate::editor::EditorDocument;
use crate::picture::PictureFormat;
use crate::settings::Settings;
use crate::user_files::UserFiles;
use gridwright_formats::text::printable;

/// An action that would throw away the document, waiting for the unsaved-changes answer.
#[derive(Debug, Clone, PartialEq)]
pub enum Pending {
    /// File > New, proposing this game (else the open document's).
    New(Option<gridwright_formats::Game>),
    Open(PathBuf),
    OpenDialog,
    OpenPath,
    Bundled(usize),
    /// One of `workspaces::QUICK_GAMES`.
    QuickGame(usize),
    Close,
}

/// The shell's modal dialog on screen, if any (workspaces draw their own).
#[derive(Debug, Clone, PartialEq, Eq)]
enum Modal {
    None,
    New,
    Unsaved,
    OpenPath,
    SaveAsPath,
    /// The folder is read-only: ask whether to overwrite the file in place.
    OverwriteInPlace(PathBuf),
    /// The same for bytes a workspace asked to save.
    OverwriteBytes(PathBuf, SaveRequest),
    /// The chosen name is another existing file: replace it?
    Replace(Chosen),
    /// Saved games no longer fit the document: keep them as notes or drop them? (words)
    Stale(save_flow::SaveAsk, String),
    /// The format cannot hold everything: write a copy without it? (words)
    Lossy(save_flow::SaveAsk, String),
    /// A game's only record would go with the workspace: save it, discard it or stay?
    Record(RecordAtRisk),
}

/// The window: the shell's state and the open game's workspace.
pub struct EditorApp {
    workspace: Box<dyn Workspace>,
    /// The workspace a quick game replaced, until that game begins or is cancelled.
    before_quick_game: Option<Box<dyn Workspace>>,
    /// The status line and what the shell lends the workspace each frame.
    pub shell: Shell,
    settings: Settings,
    files: FileDialogs,
    modal: Modal,
    pending: Option<Pending>,
    /// The action waiting for a game record's save dialog: done once the record is written,
    /// dropped when that dialog is cancelled or the write fails.
    after_record: Option<Pending>,
    allow_close: bool,
    /// File > New's fields.
    new_form: NewForm,
    /// What the typed Save As holds.
    path_text: String,
    /// What was last typed in the open prompt: kept across the unsaved-changes guard and
    /// between prompts.
    open_text: String,
    title: String,
    /// A file dialog to show once a context is at hand.
    pending_dialog: Option<Purpose>,
    /// Close the window on the next frame (the user agreed to lose changes).
    send_close: bool,
    /// egui's clock at the frame's start, for games started outside a workspace's frame.
    now: f64,
    /// The system locale's language, read once: the window's until the user picks one.
    system_language: crate::i18n::Language,
    /// The start page, while it is shown (over the document, which stays open beneath).
    start_page: Option<StartPage>,
    /// Counts the workspaces put in place, so a name given to one never passes to the next.
    serial: u64,
    /// The bundled file the workspace of that serial shows (it has no path of its own).
    bundled: Option<(&'static str, u64)>,
}

impl EditorApp {
    /// The app for eframe: opens `file`, or the bundled levels; records are the user's.
    pub fn new(_cc: &eframe::CreationContext<'_>, file: Option<PathBuf>) -> EditorApp {
        let user_files = UserFiles::of_user();
        let settings = Settings::load(&user_files);
        // The first document's status line is worded before the first frame sets the language.
        let language = settings
            .language
            .unwrap_or_else(crate::i18n::Language::system);
        language.set_for_thread();
        language.set_process_default();
        let first_run = settings.file.as_ref().is_none_or(|f| !f.exists());
        let bare = file.is_none();
        let mut app = EditorApp::build(file, settings, user_files);
        app.files = FileDialogs::with_system_dialogs();
        if bare {
            app.at_start(first_run);
        }
        app
    }

    /// A start without a file: the start page, or the last document if the user chose so.
    fn at_start(&mut self, first_run: bool) {
        if start_page::shown_at_start(&self.settings, first_run) {
            self.open_start_page();
        } else if let Some(last) = self.settings.recent.first().cloned() {
            self.open_path(&last);
        }
    }

    /// Shows the start page (*File > Start page*, and a first run).
    pub fn open_start_page(&mut self) {
        self.start_page = Some(StartPage::default());
    }

    /// Whether the start page is shown.
    pub fn start_page_open(&self) -> bool {
        self.start_page.is_some()
    }

    /// The start page's frame and what its choice does.
    fn start_page_frame(&mut self, ui: &mut Ui) {
        let Some(page) = &mut self.start_page else {
            return;
        };
        let mut changed = false;
        let action = start_page::show(ui, page, &self.shell, &mut self.settings, &mut changed);
        if changed {
            let _ = self.settings.save();
        }
        let Some(action) = action else {
            return;
        };
        self.start_page = None;
        match action {
            StartAction::New(game) => self.guarded(Pending::New(Some(game))),
            StartAction::Bundled(i) => self.guarded(Pending::Bundled(i)),
            StartAction::Play(i) => self.guarded(Pending::QuickGame(i)),
            StartAction::Open(path) => self.guarded(Pending::Open(path)),
            StartAction::Close => {}
        }
    }

    /// This app with a given answer about the system's file dialog (`with_file` never
    /// shows it: a test's window has no desktop of its own).
    pub fn with_native_dialogs(mut self, native: super::native_dialog_probe::Availability) -> Self {
        self.files = FileDialogs::with_native(native);
        self
    }

    /// The app without eframe, for tests and other hosts: records stay in memory.
    pub fn with_file(file: Option<PathBuf>, settings: Settings) -> EditorApp {
        EditorApp::build(file, settings, UserFiles::in_memory())
    }

    fn build(file: Option<PathBuf>, settings: Settings, user_files: UserFiles) -> EditorApp {
        let shell = Shell {
            user_files,
            ..Shell::default()
        };
        let start = bundled::default_file();
        let (workspace, opened) = match start.load() {
            Ok(loaded) => workspaces::open(loaded, None, &shell),
            Err(e) => {
                let game = start.game;
                let size = workspaces::new_game(game).size;
                let (ws, _) = workspaces::new_file(game, size, &shell);
                (
                    ws,
                    crate::t!(
                        "shell-bundled-unreadable",
                        name = start.name,
                        error = e.to_string()
                    ),
                )
            }
        };
        let mut app = EditorApp {
            workspace,
            before_quick_game: None,
            shell,
            settings,
            files: FileDialogs::default(),
            modal: Modal::None,
            pending: None,
            after_record: None,
            allow_close: false,
            new_form: NewForm::for_game(start.game, workspaces::new_game),
            path_text: String::new(),
            open_text: String::new(),
            title: String::new(),
            pending_dialog: None,
            send_close: false,
            now: 0.0,
            system_language: crate::i18n::Language::system(),
            start_page: None,
            serial: 0,
            bundled: Some((start.name, 0)),
        };
        // The game's own "Opened bundled (n levels)", without its first words; in another
        // language its words would not fit after the name, so they are left out.
        let rest = opened.strip_prefix("Opened bundled").unwrap_or_default(); // i18n-exempt: the English message's start
        app.shell.say(crate::t!(
            "shell-bundled-start",
            name = start.name,
            rest = rest.to_owned()
        ));
        if let Some(path) = file {
            app.open_path(&path);
        }
        app
    }

    /// The open workspace, whatever its game (for tests and hosts).
    pub fn current(&self) -> &dyn Workspace {
        self.workspace.as_ref()
    }

    /// The open workspace as its concrete type, if it is a `W` (for tests and hosts).
    pub fn workspace<W: Workspace>(&self) -> Option<&W> {
        self.workspace.as_any().downcast_ref()
    }

    /// The open workspace as its concrete type, mutably.
    pub fn workspace_mut<W: Workspace>(&mut self) -> Option<&mut W> {
        self.workspace.as_any_mut().downcast_mut()
    }

    /// Replaces the open workspace with one a host built itself (a benchmark's huge maze);
    /// unsaved edits of the old one are dropped without asking.
    pub fn set_workspace(&mut self, workspace: Box<dyn Workspace>) {
        self.replace_workspace(workspace, None);
    }

    /// Puts `workspace` in place of the open one, which it returns; `bundled` names the
    /// bundled file it shows, for the title and the guard (it has no path).
    fn replace_workspace(
        &mut self,
        workspace: Box<dyn Workspace>,
        bundled: Option<&'static str>,
    ) -> Box<dyn Workspace> {
        self.serial += 1;
        self.bundled = bundled.map(|name| (name, self.serial));
        std::mem::replace(&mut self.workspace, workspace)
    }

    /// Whether a dialog (the shell's, a file dialog, or any modal the workspace drew) has
    /// the input: shortcuts and canvases then wait.
    fn dialog_open(&self, ctx: &egui::Context) -> bool {
        self.shell_dialog_open() || crate::gui::dialogs::modal_open(ctx)
    }

    fn shell_dialog_open(&self) -> bool {
        self.modal != Modal::None || self.files.is_open()
    }

    /// The open document, whatever its game, as the shell sees it.
    fn document(&self) -> &dyn EditorDocument {
        self.workspace.document()
    }

    /// The open document's file, if it has one.
    fn doc_path(&self) -> Option<PathBuf> {
        self.document().path().map(Path::to_owned)
    }

    /// The name Save As proposes: the document's own, else a new name with its game's
    /// extension (a maze is never offered a Sokoban name).
    fn save_name(&self) -> String {
        self.doc_path()
            .and_then(|p| p.file_name().map(|n| n.to_string_lossy().into_owned()))
            .unwrap_or_else(|| self.document().new_file_name().to_owned())
    }

    /// What the typed Save As starts from: the document's own path, else its new name in the
    /// current folder.
    fn save_as_text(&self) -> String {
        self.doc_path()
            .unwrap_or_else(|| PathBuf::from(self.save_name()))
            .display()
            .to_string()
    }

    /// The document's name for the title and the guard: its file's, else the bundled file
    /// it shows, else Untitled.
    fn doc_name(&self) -> String {
        if let Some(name) = self.document().path().and_then(Path::file_name) {
            return printable(&name.to_string_lossy());
        }
        match self.bundled {
            Some((name, serial)) if serial == self.serial => {
                let file = name.rsplit('/').next().unwrap_or(name);
                crate::t!("shell-doc-bundled", file = file.to_owned())
            }
            _ => crate::t!("shell-untitled"),
        }
    }

    /// Whether the open document has unsaved edits.
    pub fn is_dirty(&self) -> bool {
        self.document().is_dirty()
    }

    /// Opens a file of any game, asking first when the document has unsaved edits (the
    /// way every host and test opens files).
    pub fn open(&mut self, path: &Path) {
        self.guarded(Pending::Open(path.to_owned()));
    }

    /// Replaces the workspace after a successful open (the file read once, whatever its
    /// game); on failure the current one stays, and the message says why. Only after the
    /// unsaved-changes guard.
    fn open_path(&mut self, path: &Path) {
        let loaded = match crate::io::load(path, Default::default()) {
            Ok(l) => l,
            Err(e) => {
                return self
                    .shell
                    .fail(crate::t!("shell-could-not-open", error = e.to_string()));
            }
        };
        self.settings.add_recent(path);
        let _ = self.settings.save();
        let (workspace, msg) = workspaces::open(loaded, Some(path), &self.shell);
        self.replace_workspace(workspace, None);
        self.shell.say(msg);
    }

    /// Runs `action` now, or after asking about unsaved changes.
    pub fn guarded(&mut self, action: Pending) {
        if self.is_dirty() {
            self.pending = Some(action);
            self.modal = Modal::Unsaved;
        } else {
            self.proceed(action);
        }
    }

    /// Performs `action` once the document is saved or let go, unless a game's only record
    /// would go with the workspace: that is asked first.
    pub(super) fn proceed(&mut self, action: Pending) {
        match self.workspace.record_at_risk() {
            Some(record) => {
                self.pending = Some(action);
                self.modal = Modal::Record(record);
            }
            None => self.perform(action),
        }
    }

    fn perform(&mut self, action: Pending) {
        // Whatever replaces the workspace now, a quick game's cancel has nothing to go back to.
        self.before_quick_game = None;
        match action {
            Pending::New(game) => {
                // A new document of the open game, unless the user picks another.
                let game = game.unwrap_or(self.document().game());
                self.new_form = NewForm::for_game(game, workspaces::new_game);
                self.modal = Modal::New;
            }
            Pending::Open(path) => self.open_path(&path),
            Pending::OpenDialog => self.pending_dialog = Some(Purpose::Open),
            Pending::OpenPath => self.modal = Modal::OpenPath,
            Pending::Bundled(i) => {
                let b = bundled::ALL[i];
                match b.load() {
                    Ok(loaded) => {
                        let (workspace, _) = workspaces::open(loaded, None, &self.shell);
                        self.replace_workspace(workspace, Some(b.name));
                        self.shell
                            .say(crate::t!("shell-opened-bundled", name = b.name));
                    }
                    Err(e) => self
                        .shell
                        .fail(crate::t!("shell-could-not-open", error = e.to_string())),
                }
            }
            Pending::QuickGame(i) => {
                if let Some(g) = workspaces::QUICK_GAMES.get(i) {
                    let started = (g.start)(&mut self.shell, self.now);
                    let before = self.replace_workspace(started, g.file);
                    self.before_quick_game = Some(before);
                    if let Some(says) = g.says {
                        self.shell.say(crate::i18n::tr(says));
                    }
                }
            }
            Pending::Close => {
                self.allow_close = true;
                self.send_close = true;
            }
        }
    }

    /// Undoes the open document's last step.
    pub fn undo(&mut self) {
        if self.workspace.editing() && self.workspace.undo() {
            self.shell.say(crate::t!("shell-undone"));
        }
    }

    /// Redoes the open document's last undone step, while the workspace is editing.
    pub fn redo(&mut self) {
        if self.workspace.editing() && self.workspace.document_mut().redo() {
            self.shell.say(crate::t!("shell-redone"));
        }
    }

    fn status_bar(&mut self, ui: &mut Ui) {
        let words = self.workspace.status();
        ui.horizontal(|ui| {
            if self.start_page_open() {
                ui.label(crate::t!("shell-status-start-page"));
                return;
            }
            ui.label(words.pointer);
            ui.separator();
            ui.label(words.size);
            ui.separator();
            ui.label(crate::t!(
                "shell-status-zoom",
                percent = crate::i18n::fixed(f64::from(words.zoom) * 100.0, 0)
            ));
            ui.separator();
            // One line, so the bar never changes height; a message too long for it ends in
            // an ellipsis and shows whole under the pointer.
            let (msg, failed) = &self.shell.status;
            let mut text = egui::RichText::new(msg);
            if *failed {
                text = text.color(egui::Color32::from_rgb(240, 110, 100));
            }
            ui.add(egui::Label::new(text).truncate());
        });
    }

    /// A path came back from a file dialog.
    fn chosen(&mut self, chosen: Chosen) {
        if chosen.purpose.saves() && self.replaces_another(&chosen.path) {
            self.modal = Modal::Replace(chosen);
            return;
        }
        self.chosen_confirmed(chosen);
    }

    /// Whether writing to `path` would replace a file other than the document's own.
    fn replaces_another(&self, path: &Path) -> bool {
        let canonical = |p: &Path| std::fs::canonicalize(p).ok();
        let Some(target) = canonical(path) else {
            return false;
        };
        self.doc_path().and_then(|p| canonical(&p)) != Some(target)
    }

    /// Carries out what a path was chosen for (once a replace was agreed to).
    pub(super) fn chosen_confirmed(&mut self, chosen: Chosen) {
        match chosen.purpose {
            Purpose::Open => self.open_path(&chosen.path),
            Purpose::Save(save) => {
                self.save_bytes(&chosen.path, &save, crate::io::WriteMode::Atomic)
            }
            Purpose::Pick(pick) => self.shell.picked = Some((pick.tag, chosen.path)),
            Purpose::ExportPicture => self.export_picture(&chosen.path),
            Purpose::SaveAs(_) => {
                if self.save_to(&chosen.path) {
                    self.after_save();
                }
            }
        }
    }

    /// Window-level events: close requests, dropped files, dialog answers, the title.
    fn window_events(&mut self, ctx: &egui::Context) {
        if ctx.input(|i| i.viewport().close_requested()) && self.is_dirty() && !self.allow_close {
            ctx.send_viewport_cmd(ViewportCommand::CancelClose);
            self.guarded(Pending::Close);
        }
        if std::mem::take(&mut self.send_close) {
            ctx.send_viewport_cmd(ViewportCommand::Close);
        }
        let dropped: Vec<PathBuf> = ctx.input(|i| {
            i.raw
                .dropped_files
                .iter()
                .map(|f| f.path().to_owned())
                .collect()
        });
        if let Some(path) = dropped.into_iter().next() {
            self.guarded(Pending::Open(path));
        }
        if let Some(purpose) = self.pending_dialog.take() {
            let name = if purpose == Purpose::ExportPicture {
                self.picture_name()
            } else {
                self.save_name()
            };
            let path = self.doc_path();
            let recent = self.settings.recent.clone();
            self.files.request(purpose, path.as_deref(), &name, &recent);
        }
        if let Some(chosen) = self.files.show(ctx, self.settings.file_dialogs) {
            self.chosen(chosen);
        }
        let overwriting = matches!(self.modal, Modal::OverwriteBytes(..));
        if !self.files.is_open() && !overwriting {
            // The record's save dialog closed without a write: the action waits no more.
            self.after_record = None;
        }
        let title = format!(
            "gridwright — {}{}", // i18n-exempt: the program's name
            self.doc_name(),
            if self.is_dirty() { " *" } else { "" }
        );
        if title != self.title {
            ctx.send_viewport_cmd(ViewportCommand::Title(title.clone()));
            self.title = title;
        }
    }

    /// Decides what input the workspace may use this frame: no presses while any dialog is
    /// open, and no keys while a dialog or a menu is open or a text field has the keyboard
    /// (arrows typed into a path field never move a pusher).
    fn lend_input(&mut self, ctx: &egui::Context, typing: bool) {
        let dialog = self.dialog_open(ctx);
        self.shell.dialog_open = dialog;
        self.shell.file_dialog_open = self.files.is_open();
        let menu = egui::Popup::is_any_open(ctx);
        self.shell.keys = if dialog || menu || typing {
            Vec::new()
        } else {
            ctx.input(|i| crate::gui::keys::keys_in_order(&i.events))
        };
    }

    /// What the workspace asked of the shell during its frame.
    fn requests(&mut self) {
        match self.shell.request.take() {
            Some(ShellRequest::Open(path)) => self.guarded(Pending::Open(path)),
            Some(ShellRequest::Save(save)) => {
                let dir = self.doc_path();
                let recent = self.settings.recent.clone();
                self.files.request_save(save, dir.as_deref(), &recent);
            }
            Some(ShellRequest::Back) => {
                if let Some(before) = self.before_quick_game.take() {
                    self.replace_workspace(before, None);
                    self.shell.say(crate::t!("shell-back-to-document"));
                }
            }
            Some(ShellRequest::Pick(pick)) => {
                let dir = self.doc_path();
                let recent = self.settings.recent.clone();
                self.files
                    .request(Purpose::Pick(pick), dir.as_deref(), "", &recent);
            }
            None => {}
        }
    }

    /// Writes the workspace's picture where the user chose: the extension picks SVG or PNG
    /// (PNG when there is none).
    fn export_picture(&mut self, path: &Path) {
        let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("png");
        let Some(format) = PictureFormat::from_extension(ext) else {
            self.shell.fail(crate::t!(
                "shell-export-not-a-picture",
                ext = ext.to_owned()
            ));
            return;
        };
        let bytes = self
            .workspace
            .picture()
            .and_then(|scene| format.write(&scene).map_err(|e| e.to_string()));
        match bytes {
            Ok(bytes) => {
                let save = SaveRequest {
                    title: crate::t!("shell-export-picture-title"),
                    name: String::new(),
                    extensions: vec!["png", "svg"],
                    bytes,
                    done: crate::t!("shell-exported-picture"),
                };
                self.save_bytes(path, &save, crate::io::WriteMode::Atomic);
            }
            Err(e) => self.shell.fail(crate::t!("shell-not-exported", error = e)),
        }
    }

    /// Sets egui's theme to the user's choice when it differs (once, not every frame).
    fn apply_theme(&self, ctx: &egui::Context) {
        let want = match self.settings.theme {
            crate::settings::Theme::Dark => egui::ThemePreference::Dark,
            crate::settings::Theme::Light => egui::ThemePreference::Light,
            crate::settings::Theme::System => egui::ThemePreference::System,
        };
        if ctx.options(|o| o.theme_preference) != want {
            ctx.set_theme(want);
        }
        if ctx.global_style().spacing.scroll.dormant_handle_opacity == 0.0 {
            // egui's floating bars are invisible until hovered, which hid that a panel went
            // on below the window's edge; thin bars stay shown, in both themes.
            ctx.all_styles_mut(|s| s.spacing.scroll = egui::style::ScrollStyle::thin());
        }
    }

    /// The name *Export picture* proposes: the document's, as a PNG.
    fn picture_name(&self) -> String {
        let name = self.save_name();
        let stem = Path::new(&name)
            .file_stem()
            .map_or("picture".into(), |s| s.to_string_lossy().into_owned());
        format!("{stem}.png")
    }

    /// Writes what a workspace asked to save, where the user chose; a name typed without an
    /// extension gets the first one offered.
    fn save_bytes(&mut self, path: &Path, save: &SaveRequest, mode: crate::io::WriteMode) {
        let path = match (path.extension(), save.extensions.first()) {
            (None, Some(ext)) => path.with_extension(ext),
            _ => path.to_owned(),
        };
        match crate::io::write_file(&path, &save.bytes, mode) {
            Ok(()) => {
                if super::files::reopens(&path) {
                    self.settings.add_recent(&path);
                    let _ = self.settings.save();
                }
                let path = path.display().to_string();
                self.shell.say(crate::t!(
                    "shell-done-to",
                    done = save.done.clone(),
                    path = path
                ));
                if let Some(action) = self.after_record.take() {
                    self.perform(action);
                }
            }
            Err(e) => {
                let shown = gridwright_formats::text::printable_path(&path).to_string();
                let error = crate::i18n::io_error(&e);
                self.shell.fail(crate::t!(
                    "shell-not-saved-error",
                    path = shown,
                    error = error
                ));
                if crate::io::in_place_would_work(&e, &path) {
                    self.modal = Modal::OverwriteBytes(path, save.clone());
                }
            }
        }
    }
}

impl EditorApp {
    /// The window's language: the user's choice, else the system's.
    fn language(&self) -> crate::i18n::Language {
        self.settings.language.unwrap_or(self.system_language)
    }
}

impl eframe::App for EditorApp {
    fn ui(&mut self, ui: &mut Ui, _frame: &mut eframe::Frame) {
        self.show(ui);
    }
}

impl EditorApp {
    /// Draws the whole window and handles its input; eframe calls this every frame, tests
    /// call it through egui_kittest.
    pub fn show(&mut self, ui: &mut Ui) {
        let ctx = ui.ctx().clone();
        self.now = ctx.input(|i| i.time);
        self.language().set_for_thread();
        self.apply_theme(&ctx);
        self.window_events(&ctx);
        egui::Panel::top("menu").show(ui, |ui| self.menu_bar(ui));
        if self.start_page.is_none() {
            egui::Panel::top("toolbar").show(ui, |ui| self.toolbar(ui));
        }
        egui::Panel::bottom("status").show(ui, |ui| self.status_bar(ui));
        // The shell's keys first, so that a workspace's play mode never reads Ctrl+S as S.
        let typing = ctx.egui_wants_keyboard_input();
        let keys = !self.dialog_open(&ctx);
        if keys {
            self.shortcuts(ui, typing);
        }
        self.lend_input(&ctx, typing);
        if self.start_page.is_some() {
            self.start_page_frame(ui);
        } else {
            self.workspace.frame(ui, &mut self.shell);
            if keys && !self.dialog_open(&ctx) {
                self.workspace.shortcuts(ui, &mut self.shell, typing);
            }
        }
        self.requests();
        self.modals(&ctx);
        if self.pending_dialog.is_some() {
            // A file dialog asked for this frame opens on the next: make sure there is one,
            // even if no input follows (under eframe, frames come only on input or request).
            ctx.request_repaint();
        }
    }
}

/// Why a document of `game` cannot be saved under the extension `ext`: it belongs to another
/// game's files only (a Sokoban collection saved as `.maze` would be a file nothing reads).
/// Shared extensions (`.txt`) and the game's own are fine; the document's writer picks the
/// kind by the extension (`.xsb` from a `.sok`).
fn other_game_extension(game: gridwright_formats::Game, ext: &str) -> Option<String> {
    use gridwright_formats::FileKind;
    let ext = ext.to_ascii_lowercase();
    let owners: Vec<FileKind> = FileKind::ALL
        .iter()
        .copied()
        .filter(|k| k.extensions().contains(&ext.as_str()))
        .collect();
    if owners.is_empty() || owners.iter().any(|k| k.game() == game) {
        return None;
    }
    Some(crate::t!(
        "shell-not-saved-other-game",
        ext = ext.clone(),
        owner = crate::i18n::game_name(owners[0].game()),
        game = crate::i18n::game_name(game),
        extensions = game.level_extensions().join(", .")
    ))
}
