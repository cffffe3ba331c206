//! The editor application: panels, menus, shortcuts, dialogs and the unsaved-changes guard,
//! wired to the document and tools.

use std::path::{Path, PathBuf};

use egui::{Ui, ViewportCommand};
use gridwright_formats::sokoban::{Board, Collection, Level, Square, WriteOptions, write_xsb};

mod edit_mode;
mod maze_mode;
mod menus;
mod play_mode;

use super::canvas::View;
use super::dialogs::{self, Answer, SizeForm, Unsaved};
use super::files::{Chosen, FileDialogs, Purpose};
use super::level_list::MetaForm;
use super::maze_view::MazeEditor;
use super::play_view::PlayState;
use super::replay_view::ReplayState;
use super::side_panel::BoardOp;
use super::solve_task::Solvability;
use crate::bundled;
use crate::editor::fragment;
use crate::editor::tools::Tools;
use crate::editor::{Document, EditorDocument, transform};
use crate::grid::Pos;
use crate::settings::Settings;
use crate::sokoban::records::Records;

/// An action that would throw away the document, waiting for the unsaved-changes answer.
#[derive(Debug, Clone, PartialEq)]
pub enum Pending {
    New,
    Open(PathBuf),
    OpenDialog,
    OpenPath,
    Bundled(usize),
    Close,
}

/// The modal dialog on screen, if any.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Modal {
    None,
    New,
    Resize,
    Unsaved,
    OpenPath,
    SaveAsPath,
    ExportDot,
    /// The folder is read-only: ask whether to overwrite the file in place.
    OverwriteInPlace(PathBuf),
}

/// What the window is doing: editing, playing, or replaying a saved game.
pub enum Mode {
    Edit,
    Play(Box<PlayState>),
    Replay(Box<ReplayState>),
}

pub struct EditorApp {
    pub doc: Document,
    pub mode: Mode,
    /// The maze being edited, when the open document is a maze (it then replaces the
    /// Sokoban views).
    pub maze: Option<Box<MazeEditor>>,
    /// Draw squares where a box can never reach a goal.
    pub show_dead: bool,
    records: Records,
    solvability: Solvability,
    pub tools: Tools,
    pub view: View,
    /// The last message for the status bar, and whether it reports a failure.
    pub status: (String, bool),
    settings: Settings,
    files: FileDialogs,
    modal: Modal,
    pending: Option<Pending>,
    allow_close: bool,
    size_form: SizeForm,
    path_text: String,
    /// What was last typed in the open prompt: kept across the unsaved-changes guard and
    /// between prompts.
    open_text: String,
    meta: MetaForm,
    shown_level: usize,
    title: String,
    /// A file dialog to show once a context is at hand.
    pending_dialog: Option<Purpose>,
    /// Close the window on the next frame (the user agreed to lose changes).
    send_close: bool,
    /// The square under the pointer in the last frame, for the status bar.
    hovered: Option<Pos>,
    /// Where the canvas was drawn last, so tests and tools can aim at squares.
    pub canvas_rect: egui::Rect,
}

impl EditorApp {
    /// The app for eframe: opens `file`, or the bundled levels.
    pub fn new(_cc: &eframe::CreationContext<'_>, file: Option<PathBuf>) -> EditorApp {
        let mut app = EditorApp::with_file(file, Settings::load());
        app.records = Records::load();
        app
    }

    /// The app without eframe, for tests and other hosts.
    pub fn with_file(file: Option<PathBuf>, settings: Settings) -> EditorApp {
        let mut app = EditorApp {
            doc: Document::from_collection(bundled::default_collection(), None),
            mode: Mode::Edit,
            maze: None,
            show_dead: true,
            records: Records::default(),
            solvability: Solvability::new(),
            tools: Tools::default(),
            view: View::default(),
            status: (
                "Bundled levels: the first three XSokoban levels. Save As to keep edits.".into(),
                false,
            ),
            settings,
            files: FileDialogs::default(),
            modal: Modal::None,
            pending: None,
            allow_close: false,
            size_form: SizeForm::default(),
            path_text: String::new(),
            open_text: String::new(),
            meta: MetaForm::default(),
            shown_level: 0,
            title: String::new(),
            pending_dialog: None,
            send_close: false,
            hovered: None,
            canvas_rect: egui::Rect::NOTHING,
        };
        if let Some(path) = file {
            app.open_path(&path);
        }
        app
    }

    /// Whether a dialog (modal or file dialog) has the input: shortcuts then wait.
    fn dialog_open(&self) -> bool {
        self.modal != Modal::None || self.files.is_open()
    }

    /// The open document, whatever its game, as the shell sees it.
    fn document(&self) -> &dyn EditorDocument {
        match &self.maze {
            Some(ed) => &ed.doc,
            None => &self.doc,
        }
    }

    fn document_mut(&mut self) -> &mut dyn EditorDocument {
        match &mut self.maze {
            Some(ed) => &mut ed.doc,
            None => &mut self.doc,
        }
    }

    /// The game of the open document.
    fn game(&self) -> gridwright_formats::Game {
        self.document().game()
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

    fn doc_name(&self) -> String {
        self.document()
            .path()
            .and_then(Path::file_name)
            .map_or("Untitled".into(), |n| n.to_string_lossy().into_owned())
    }

    fn say(&mut self, msg: impl Into<String>) {
        self.status = (msg.into(), false);
    }

    fn fail(&mut self, msg: impl Into<String>) {
        self.status = (msg.into(), true);
    }

    /// Whether the open document (maze or levels) has unsaved edits.
    pub fn is_dirty(&self) -> bool {
        self.document().is_dirty()
    }

    /// Replaces the document after a successful open (the file read once, whatever its
    /// game); on failure the current one stays, and the message says why.
    pub fn open_path(&mut self, path: &Path) {
        let loaded = match crate::io::load(path, Default::default()) {
            Ok(l) => l,
            Err(e) => return self.fail(format!("Could not open: {e}")),
        };
        self.settings.add_recent(path);
        let _ = self.settings.save();
        match loaded {
            crate::io::Loaded::Sokoban(c, kind) => {
                let imported = kind == gridwright_formats::FileKind::SokobanTutorial;
                let n = c.levels.len();
                self.set_document(Document::from_collection(
                    c,
                    (!imported).then(|| path.to_owned()),
                ));
                if imported {
                    self.say(format!(
                        "Imported {n} level(s) from {}; Save As to write them as .sok",
                        path.display()
                    ));
                } else {
                    self.say(format!("Opened {} ({n} levels)", path.display()));
                }
            }
            crate::io::Loaded::Maze(m, format) => {
                let (w, h) = (m.width(), m.height());
                let doc = crate::editor::maze_doc::MazeDocument::loaded(m, format, path);
                self.maze = Some(Box::new(MazeEditor::new(doc)));
                self.say(format!("Opened the {w} x {h} maze {}", path.display()));
            }
        }
    }

    fn set_document(&mut self, doc: Document) {
        self.doc = doc;
        self.maze = None;
        self.mode = Mode::Edit;
        self.tools.selection = None;
        self.view.fit_pending = true;
        self.shown_level = 0;
    }

    /// Saves to the document's path, or asks for one. Returns true when the file was written.
    pub fn save(&mut self) -> bool {
        let path = match &self.maze {
            Some(ed) => ed.doc.path.clone(),
            None => self.doc.path.clone(),
        };
        match path {
            Some(path) => self.save_to(&path),
            None => {
                self.pending_dialog = Some(Purpose::SaveAs);
                false
            }
        }
    }

    pub fn save_to(&mut self, path: &Path) -> bool {
        self.save_with(path, crate::io::WriteMode::Atomic)
    }

    /// Saves as `mode` says; an atomic save that fails only because the folder is read-only
    /// asks whether to overwrite the file in place.
    fn save_with(&mut self, path: &Path, mode: crate::io::WriteMode) -> bool {
        let warning = match self.maze {
            Some(_) => None,
            None => crate::io::SaveFormat::for_path(path).losses(self.doc.collection()),
        };
        match self.document_mut().save_with(path, mode) {
            Ok(()) => {
                self.settings.add_recent(path);
                let _ = self.settings.save();
                match warning {
                    Some(w) => self.fail(format!("Saved {}. {w}", path.display())),
                    None => self.say(format!("Saved {}", path.display())),
                }
                true
            }
            Err(e) => self.save_failed(path, e),
        }
    }

    /// Says why a save failed, and offers the in-place overwrite where it would work.
    fn save_failed(&mut self, path: &Path, e: std::io::Error) -> bool {
        self.fail(format!("Not saved: {}: {e}", path.display()));
        if crate::io::in_place_would_work(&e, path) {
            self.modal = Modal::OverwriteInPlace(path.to_owned());
        }
        false
    }

    /// Runs `action` now, or after asking about unsaved changes.
    pub fn guarded(&mut self, action: Pending) {
        if self.is_dirty() {
            self.pending = Some(action);
            self.modal = Modal::Unsaved;
        } else {
            self.perform(action);
        }
    }

    fn perform(&mut self, action: Pending) {
        match action {
            Pending::New => self.modal = Modal::New,
            Pending::Open(path) => self.open_path(&path),
            Pending::OpenDialog => self.pending_dialog = Some(Purpose::Open),
            Pending::OpenPath => {
                self.modal = Modal::OpenPath;
            }
            Pending::Bundled(i) => {
                let b = bundled::ALL[i];
                self.set_document(Document::from_collection(b.collection(), None));
                self.say(format!("Opened bundled {}; Save As to keep edits", b.name));
            }
            Pending::Close => {
                self.allow_close = true;
                self.send_close = true;
            }
        }
    }
}

/// A walled room: the starting point of a new level.
pub fn room(width: usize, height: usize) -> Board {
    let mut b = Board::new(width, height);
    for y in 0..height {
        for x in 0..width {
            if x == 0 || y == 0 || x + 1 == width || y + 1 == height {
                b.set(x, y, Square::Wall);
            }
        }
    }
    b
}

impl EditorApp {
    fn new_level(&self) -> Level {
        let n = self.doc.collection().levels.len() + 1;
        Level::new(
            format!("Level {n}"),
            room(self.size_form.width, self.size_form.height),
        )
    }

    fn board_op(&mut self, op: BoardOp) {
        let b = self.doc.board().clone();
        let after = match op {
            BoardOp::RotateCw => transform::rotate_cw(&b),
            BoardOp::RotateCcw => transform::rotate_ccw(&b),
            BoardOp::FlipHorizontal => transform::flip_horizontal(&b),
            BoardOp::FlipVertical => transform::flip_vertical(&b),
            BoardOp::Resize => {
                self.size_form.width = b.width().max(3);
                self.size_form.height = b.height().max(3);
                self.modal = Modal::Resize;
                return;
            }
        };
        self.tools.selection = None;
        self.doc.replace_board(after);
        self.view.fit_pending = true;
    }

    /// The current level as XSB text with its title, for the system clipboard.
    fn level_xsb(&self) -> String {
        let c = Collection {
            notes: vec![],
            levels: vec![self.doc.level().clone()],
        };
        write_xsb(&c, WriteOptions::default())
    }

    /// Clipboard text pasted: a fragment at the pointer (or selection), else whole levels
    /// added after the current one.
    pub fn paste_text(&mut self, text: &str, at: Option<Pos>, as_levels: bool) {
        let at = at.or(self.tools.selection.map(|s| s.min));
        if !as_levels && let (Some(frag), Some(at)) = (fragment::from_text(text), at) {
            self.tools.paste(&mut self.doc, &frag, at);
            self.say(format!(
                "Pasted {} x {} squares",
                frag.width(),
                frag.height()
            ));
            return;
        }
        match fragment::levels_from_text(text) {
            Some(c) => {
                let n = c.levels.len();
                self.doc.begin_stroke();
                for level in c.levels {
                    self.doc.insert_level(level);
                }
                self.doc.end_stroke();
                self.view.fit_pending = true;
                self.say(format!("Pasted {n} level(s) from the clipboard"));
            }
            None => self.fail("The clipboard holds no Sokoban board"),
        }
    }

    /// Undoes the open document's last step (a tool's unfinished stroke ends first).
    pub fn undo(&mut self) {
        if self.maze.is_none() {
            self.tools.cancel(&mut self.doc);
        }
        if self.document_mut().undo() {
            self.say("Undone");
        }
    }

    pub fn redo(&mut self) {
        if self.document_mut().redo() {
            self.say("Redone");
        }
    }

    /// Where the pointer is and what the document holds, in words for the status bar.
    fn position_text(&self, hovered: Option<Pos>) -> (String, String, f32) {
        let at = |what: String| {
            hovered.map_or("—".to_owned(), |p| format!("x {} y {}{what}", p.x, p.y))
        };
        if let Some(ed) = &self.maze {
            let m = ed.doc.maze();
            return (
                at(String::new()),
                format!("{} x {} maze", m.width(), m.height()),
                ed.view.zoom,
            );
        }
        let b = self.doc.board();
        let square = hovered
            .map(|p| format!(": {:?}", b.get(p.x, p.y)))
            .unwrap_or_default();
        let c = crate::sokoban::checks::counts(b);
        let size = format!(
            "{} x {}   boxes {}  goals {}",
            b.width(),
            b.height(),
            c.boxes,
            c.goals
        );
        (at(square), size, self.view.zoom)
    }

    fn status_bar(&mut self, ui: &mut Ui, hovered: Option<Pos>) {
        ui.horizontal(|ui| {
            let (at, size, zoom) = self.position_text(hovered);
            ui.label(at);
            ui.separator();
            ui.label(size);
            ui.separator();
            ui.label(format!("zoom {:.0}%", zoom * 100.0));
            ui.separator();
            let (msg, failed) = &self.status;
            if *failed {
                ui.colored_label(egui::Color32::from_rgb(240, 110, 100), msg);
            } else {
                ui.label(msg);
            }
        });
    }

    fn modals(&mut self, ctx: &egui::Context) {
        match self.modal {
            Modal::None => {}
            Modal::New => match dialogs::new_document(ctx, &mut self.size_form) {
                Answer::Ok(()) => {
                    let (w, h) = (self.size_form.width, self.size_form.height);
                    if self.size_form.maze {
                        let mut m = gridwright_formats::maze::Maze::new(w, h, false);
                        crate::maze::generate::open_ends(&mut m);
                        let doc = crate::editor::maze_doc::MazeDocument::new(m, None);
                        self.maze = Some(Box::new(MazeEditor::new(doc)));
                        self.say("New maze: draw walls, or generate one (right panel)");
                    } else {
                        self.set_document(Document::new(Level::new("Level 1", room(w, h))));
                        self.say("New level file");
                    }
                    self.modal = Modal::None;
                }
                Answer::Cancel => self.modal = Modal::None,
                Answer::Pending => {}
            },
            Modal::Resize => match dialogs::resize(ctx, &mut self.size_form) {
                Answer::Ok(()) => {
                    let f = self.size_form.clone();
                    self.doc.replace_board(transform::resize(
                        self.doc.board(),
                        f.width,
                        f.height,
                        f.anchor,
                    ));
                    self.tools.selection = None;
                    self.view.fit_pending = true;
                    self.modal = Modal::None;
                }
                Answer::Cancel => self.modal = Modal::None,
                Answer::Pending => {}
            },
            Modal::Unsaved => self.unsaved_modal(ctx),
            Modal::OverwriteInPlace(ref path) => {
                let path = path.clone();
                match dialogs::overwrite_in_place(ctx, &path) {
                    Answer::Ok(()) => {
                        self.modal = Modal::None;
                        if self.save_with(&path, crate::io::WriteMode::InPlace)
                            && let Some(action) = self.pending.take()
                        {
                            self.perform(action);
                        }
                    }
                    Answer::Cancel => self.modal = Modal::None,
                    Answer::Pending => {}
                }
            }
            Modal::OpenPath | Modal::SaveAsPath | Modal::ExportDot => self.path_modal(ctx),
        }
    }

    fn unsaved_modal(&mut self, ctx: &egui::Context) {
        match dialogs::unsaved_changes(ctx, &self.doc_name()) {
            Answer::Ok(Unsaved::Save) => {
                self.modal = Modal::None;
                if self.save()
                    && let Some(action) = self.pending.take()
                {
                    self.perform(action);
                }
            }
            Answer::Ok(Unsaved::Discard) => {
                self.modal = Modal::None;
                if let Some(action) = self.pending.take() {
                    self.perform(action);
                }
            }
            Answer::Cancel => {
                self.modal = Modal::None;
                self.pending = None;
            }
            Answer::Pending => {}
        }
    }

    fn path_modal(&mut self, ctx: &egui::Context) {
        let open = self.modal == Modal::OpenPath;
        let title = match self.modal {
            Modal::OpenPath => "Open file",
            Modal::ExportDot => "Export the graph (Graphviz DOT)",
            _ => "Save as",
        };
        let text = if open {
            &mut self.open_text
        } else {
            &mut self.path_text
        };
        match dialogs::path_entry(ctx, title, text) {
            Answer::Ok(()) if self.modal == Modal::ExportDot => {
                self.modal = Modal::None;
                let path = PathBuf::from(self.path_text.trim());
                self.export_dot(&path);
            }
            Answer::Ok(()) => {
                self.modal = Modal::None;
                let typed = if open {
                    &self.open_text
                } else {
                    &self.path_text
                };
                let path = PathBuf::from(typed.trim());
                self.chosen(
                    ctx,
                    Chosen {
                        purpose: if open { Purpose::Open } else { Purpose::SaveAs },
                        path,
                    },
                );
            }
            Answer::Cancel => self.modal = Modal::None,
            Answer::Pending => {}
        }
    }

    /// A path came back from a file dialog.
    fn chosen(&mut self, _ctx: &egui::Context, chosen: Chosen) {
        match chosen.purpose {
            Purpose::Open => self.open_path(&chosen.path),
            Purpose::SaveAs => {
                if self.save_to(&chosen.path)
                    && let Some(action) = self.pending.take()
                {
                    self.perform(action);
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
            let (game, path, name) = (self.game(), self.doc_path(), self.save_name());
            self.files.request(purpose, game, path.as_deref(), &name);
        }
        if let Some(chosen) = self.files.show(ctx) {
            self.chosen(ctx, chosen);
        }
        let title = format!(
            "gridwright — {}{}",
            self.doc_name(),
            if self.is_dirty() { " *" } else { "" }
        );
        if title != self.title {
            ctx.send_viewport_cmd(ViewportCommand::Title(title.clone()));
            self.title = title;
        }
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
        self.window_events(&ctx);
        self.solvability.update();
        egui::Panel::top("menu").show(ui, |ui| self.menu_bar(ui));
        egui::Panel::bottom("status").show(ui, |ui| self.status_bar(ui, self.hovered));
        if self.maze.is_some() {
            self.maze_frame(ui);
            self.modals(&ctx);
            self.repaint_for_dialog(&ctx);
            return;
        }
        match self.mode {
            Mode::Edit => self.edit_frame(ui),
            Mode::Play(_) => self.play_frame(ui),
            Mode::Replay(_) => self.replay_frame(ui),
        }
        self.modals(&ctx);
        self.repaint_for_dialog(&ctx);
    }

    /// A file dialog asked for this frame opens on the next: make sure there is one, even if
    /// no input follows (under eframe, frames come only on input or request).
    fn repaint_for_dialog(&self, ctx: &egui::Context) {
        if self.pending_dialog.is_some() {
            ctx.request_repaint();
        }
    }
}
