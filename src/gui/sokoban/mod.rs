//! The Sokoban workspace: the level list, the board canvas with its tiles and palette, live
//! validation and the solvability check (`edit`), and the play and replay modes (`play`).

use std::any::Any;
use std::path::Path;

use egui::Ui;
use gridwright_formats::sokoban::{Board, Collection, Level, WriteOptions, write_xsb};

mod browser;
mod canvas;
mod edit;
mod generate_dialog;
mod level_list;
mod optimize_task;
mod optimize_view;
mod play;
mod play_view;
mod replay_view;
mod resize;
mod side_panel;
mod solve_task;
mod tiles;
mod toolbar;

pub use browser::{BrowserAnswer, BrowserState, Thumbnails};
pub use play_view::PlayState;
pub use replay_view::ReplayState;

use super::dialogs::Answer;
use super::grid_edit::EditCommand;
use super::view::View;
use super::workspace::{Shell, StatusText, Workspace};
use crate::editor::{EditorDocument, Kept};
use crate::grid::Pos;
use crate::picture::EXPORT_CELL;
use crate::sokoban::checks::{Problem, validate};
use crate::sokoban::editor::tools::Tools;
use crate::sokoban::editor::{SokobanDocument, fragment, transform};
use crate::sokoban::records::Records;
use crate::sokoban::saved_games::{self, Standing};
use level_list::MetaForm;
use resize::ResizeForm;
use side_panel::BoardOp;
use solve_task::Solvability;

/// What the Sokoban workspace is doing: editing, playing, or replaying a saved game.
pub enum Mode {
    /// Painting the current level with [`SokobanWorkspace::tools`].
    Edit,
    /// Playing the current level (F5); the collection is not changed, only solutions saved.
    Play(Box<PlayState>),
    /// Watching a saved solution or snapshot step by step.
    Replay(Box<ReplayState>),
    /// The level browser.
    Browse(Box<BrowserState>),
}

/// The open collection and everything the window shows of it.
pub struct SokobanWorkspace {
    /// The collection, its file and its undo history.
    pub doc: SokobanDocument,
    /// What the canvas and the side panel show; only [`Mode::Edit`] paints.
    pub mode: Mode,
    /// The palette and the tool the pointer paints with in [`Mode::Edit`].
    pub tools: Tools,
    /// Zoom, pan and the grid lines, shared by every mode.
    pub view: View,
    /// Draw squares where a box can never reach a goal.
    pub show_dead: bool,
    /// The user's best solutions, read when the workspace opens, saved after each new best.
    pub records: Records,
    /// The level browser's thumbnails, kept across its openings.
    pub thumbs: Thumbnails,
    /// *Level > Generate…*, while open.
    pub generate: Option<Box<generate_dialog::GenerateDialog>>,
    /// The board as one image, for zooms where squares are a few pixels.
    board_image: canvas::BoardImage,
    /// Facts of a large board being found on a worker thread: its revision and the answer.
    facts_pending: Option<(u64, std::sync::mpsc::Receiver<BoardFacts>)>,
    solvability: Solvability,
    /// *Optimize…*: its window and the optimization running.
    optimizer: optimize_view::Optimizer,
    /// The Resize dialog's fields, while it is open.
    resize: Option<ResizeForm>,
    meta: MetaForm,
    shown_level: usize,
    /// What the current board's overlays show, kept until the board changes.
    facts: Option<BoardFacts>,
    /// The square under the pointer in the last frame, for the status bar.
    hovered: Option<Pos>,
    /// Where the canvas was drawn last, so tests and tools can aim at squares.
    pub canvas_rect: egui::Rect,
    /// How the current level's saved games stand on its board, at a document revision.
    standings: (u64, Vec<Standing>),
    /// Games left unsolved with Esc, by level and the board they were played on: playing
    /// the level again resumes one (R starts over), an edit of the level drops it.
    kept: Kept<Board, Box<play_view::PlayState>>,
}

/// What the editor shows about one board: its problems, the squares outside its walls and
/// the dead squares.
struct BoardFacts {
    /// The document's revision these were computed at.
    revision: u64,
    board: Board,
    problems: Vec<Problem>,
    outside: Vec<bool>,
    dead: Vec<bool>,
}

/// Boards of at most this many squares have their facts found at once, within the frame
/// (a few hundred microseconds); larger ones on a worker thread.
const SYNC_FACTS: usize = 10_000;

impl BoardFacts {
    fn of(board: &Board, revision: u64) -> BoardFacts {
        let dead = crate::sokoban::checks::dead_squares(board);
        BoardFacts {
            revision,
            board: board.clone(),
            problems: validate(board),
            outside: crate::sokoban::checks::outside(board),
            dead,
        }
    }
}

/// A walled room: the starting point of a new level.
pub fn room(width: usize, height: usize) -> Board {
    let mut b = Board::new(width, height);
    for y in 0..height {
        for x in 0..width {
            if x == 0 || y == 0 || x + 1 == width || y + 1 == height {
                b.set(x, y, gridwright_formats::sokoban::Square::Wall);
            }
        }
    }
    b
}

impl SokobanWorkspace {
    /// A workspace on `doc`, with the records kept in the shell's user files.
    pub fn new(doc: SokobanDocument, shell: &Shell) -> SokobanWorkspace {
        SokobanWorkspace {
            doc,
            mode: Mode::Edit,
            tools: Tools::default(),
            view: View::default(),
            show_dead: true,
            records: Records::load(&shell.user_files),
            thumbs: Thumbnails::default(),
            generate: None,
            board_image: canvas::BoardImage::default(),
            facts_pending: None,
            solvability: Solvability::new(),
            optimizer: optimize_view::Optimizer::default(),
            resize: None,
            meta: MetaForm::default(),
            shown_level: 0,
            facts: None,
            hovered: None,
            canvas_rect: egui::Rect::NOTHING,
            standings: (u64::MAX, vec![]),
            kept: Kept::default(),
        }
    }

    /// How each saved game of the current level stands on its board as edited: replayed
    /// once per revision (an edit, an undo, another level), not once per frame.
    fn standings(&mut self) -> Vec<Standing> {
        let revision = self.doc.revision();
        if self.standings.0 != revision {
            let level = self.doc.level();
            let found = level
                .saved_games
                .iter()
                .map(|g| saved_games::standing(level, g))
                .collect();
            self.standings = (revision, found);
        }
        self.standings.1.clone()
    }

    /// A new file holding one walled room of `width` x `height`.
    pub fn new_file(width: usize, height: usize, shell: &Shell) -> SokobanWorkspace {
        let doc = SokobanDocument::new(Level::new(
            crate::t!("sokoban-new-level-title", level = "1"),
            room(width, height),
        ));
        SokobanWorkspace::new(doc, shell)
    }

    /// The current board's problems and overlays, computed once per revision of the
    /// document (not once per frame and panel).
    /// The current board's facts (problems, outside, dead squares). A board of more than
    /// [`SYNC_FACTS`] squares has them found on a worker thread, so that painting it costs a
    /// frame only its drawing; until they come, the last ones are shown.
    fn facts(&mut self) -> &BoardFacts {
        let (board, revision) = (self.doc.board(), self.doc.revision());
        if let Some((_, rx)) = &self.facts_pending
            && let Ok(f) = rx.try_recv()
        {
            // Newer than what is shown, if not the latest (another is then asked for).
            self.facts = Some(f);
            self.facts_pending = None;
        }
        let stale = self.facts.as_ref().is_none_or(|f| f.revision != revision);
        // One worker at a time: while one runs, edits wait for it, then the latest is asked.
        let asked = self.facts_pending.is_some();
        if stale && !asked {
            if board.width() * board.height() <= SYNC_FACTS || self.facts.is_none() {
                self.facts = Some(BoardFacts::of(board, revision));
            } else {
                let (tx, rx) = std::sync::mpsc::channel();
                let board = board.clone();
                std::thread::spawn(move || {
                    let _ = tx.send(BoardFacts::of(&board, revision));
                });
                self.facts_pending = Some((revision, rx));
            }
        }
        self.facts
            .get_or_insert_with(|| BoardFacts::of(board, revision))
    }

    /// Whether facts are being found (the window must keep drawing until they come).
    fn facts_busy(&self) -> bool {
        self.facts_pending.is_some()
    }

    fn new_level(&self, (width, height): (usize, usize)) -> Level {
        let n = self.doc.collection().levels.len() + 1;
        Level::new(
            crate::t!("sokoban-new-level-title", level = n.to_string()),
            room(width, height),
        )
    }

    fn board_op(&mut self, op: BoardOp) {
        let b = self.doc.board();
        let after = match op {
            BoardOp::RotateCw => transform::rotate_cw(b),
            BoardOp::RotateCcw => transform::rotate_ccw(b),
            BoardOp::FlipHorizontal => transform::flip_horizontal(b),
            BoardOp::FlipVertical => transform::flip_vertical(b),
            BoardOp::Resize => {
                self.resize = Some(ResizeForm::new(b.width(), b.height(), resize::SIDES));
                return;
            }
        };
        self.tools.selection = None;
        self.doc.replace_board(after);
        self.view.fit_pending = true;
    }

    /// The Edit menu's shared entries, as the other grid editors have them.
    fn edit_command(&mut self, cmd: EditCommand, ctx: &egui::Context, shell: &mut Shell) {
        match cmd {
            EditCommand::Copy => ctx.copy_text(self.tools.copy(&self.doc)),
            EditCommand::Cut => {
                if let Some(text) = self.tools.cut(&mut self.doc) {
                    ctx.copy_text(text);
                }
            }
            EditCommand::Paste(_) => match arboard::Clipboard::new().and_then(|mut c| c.get_text())
            {
                Ok(text) => self.paste_text(shell, &text, None, false),
                Err(e) => shell.fail(crate::t!(
                    "sokoban-clipboard-unreadable",
                    error = crate::gui::grid_edit::clipboard_error(&e)
                )),
            },
            EditCommand::Delete => self.tools.delete(&mut self.doc),
            EditCommand::Deselect => self.tools.selection = None,
            EditCommand::Turn(t) => self.board_op(board_op_of(t)),
            EditCommand::Resize => self.board_op(BoardOp::Resize),
            EditCommand::Palette(_) => {}
        }
    }

    /// The Generate dialog, while it is open: the chosen levels are added after the current
    /// one as one undo step.
    fn generate_modal(&mut self, ctx: &egui::Context, shell: &mut Shell) {
        let Some(d) = &mut self.generate else {
            return;
        };
        match generate_dialog::show(ctx, d) {
            Answer::Ok(levels) => {
                let (n, first) = (levels.len(), self.doc.current_index() + 1);
                self.doc.begin_stroke();
                for level in levels {
                    self.doc.insert_level(level);
                }
                self.doc.end_stroke();
                self.doc.select(first);
                self.generate = None;
                self.view.fit_pending = true;
                shell.say(crate::t!("sokoban-generated-added", n = n));
            }
            Answer::Cancel => self.generate = None,
            Answer::Pending => {}
        }
    }

    /// The Resize dialog, while it is open.
    fn resize_modal(&mut self, ctx: &egui::Context, shell: &mut Shell) {
        let Some(form) = &mut self.resize else {
            return;
        };
        match resize::resize(ctx, form) {
            Answer::Ok(()) => {
                let f = form.clone();
                let after = transform::resize(self.doc.board(), f.width, f.height, f.anchor);
                shell.say(resized_words(&after));
                self.doc.replace_board(after);
                self.tools.selection = None;
                self.view.fit_pending = true;
                self.resize = None;
            }
            Answer::Cancel => self.resize = None,
            Answer::Pending => {}
        }
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
    pub fn paste_text(&mut self, shell: &mut Shell, text: &str, at: Option<Pos>, as_levels: bool) {
        let at = at.or(self.tools.selection.map(|s| s.min));
        if !as_levels && let (Some(frag), Some(at)) = (fragment::from_text(text), at) {
            self.tools.paste(&mut self.doc, &frag, at);
            let (w, h) = self
                .tools
                .selection
                .map_or((0, 0), |s| (s.max.x + 1 - s.min.x, s.max.y + 1 - s.min.y));
            if (w, h) == (frag.width(), frag.height()) {
                shell.say(crate::t!("sokoban-pasted-squares", w = w, h = h));
            } else {
                shell.fail(crate::t!(
                    "sokoban-pasted-clipped",
                    w = w,
                    h = h,
                    fw = frag.width(),
                    fh = frag.height()
                ));
            }
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
                shell.say(crate::t!("sokoban-pasted-levels", n = n));
            }
            None => shell.fail(crate::t!("sokoban-clipboard-no-board")),
        }
    }

    fn play_menu(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let editing = matches!(self.mode, Mode::Edit);
        if ui
            .add_enabled(
                editing,
                // i18n-exempt: a key name
                crate::gui::keys::item(&crate::t!("sokoban-playtest"), "F5"),
            )
            .clicked()
        {
            self.start_play(shell, false);
        }
        if ui
            .add_enabled(
                editing,
                egui::Button::new(crate::t!("sokoban-play-collection")),
            )
            .clicked()
        {
            self.start_play(shell, true);
        }
    }
}

/// Ctrl+G: go to a level by number (opens the browser with its field focused).
const GO_TO: egui::KeyboardShortcut =
    egui::KeyboardShortcut::new(egui::Modifiers::COMMAND, egui::Key::G);
/// Ctrl+B: the level browser.
const BROWSE: egui::KeyboardShortcut =
    egui::KeyboardShortcut::new(egui::Modifiers::COMMAND, egui::Key::B);

impl SokobanWorkspace {
    /// Opens the level browser on the current level; `go_to` focuses its number field.
    pub fn browse(&mut self, go_to: bool) {
        let mut b = BrowserState::new(self.doc.current_index());
        b.focus_goto = go_to;
        self.mode = Mode::Browse(Box::new(b));
    }

    /// The browser's frame: the grid, and what its keys and buttons ask.
    fn browse_frame(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let Mode::Browse(mut state) = std::mem::replace(&mut self.mode, Mode::Edit) else {
            return;
        };
        let keys = std::mem::take(&mut shell.keys);
        let levels = &self.doc.collection().levels;
        let answer = browser::show(
            ui,
            &mut state,
            levels,
            self.doc.revision(),
            &self.records,
            &mut self.thumbs,
            &keys,
        );
        match answer {
            BrowserAnswer::Stay => self.mode = Mode::Browse(state),
            BrowserAnswer::Open(i) => {
                self.doc.select(i);
                self.view.fit_pending = true;
                shell.say(level_words(&self.doc));
            }
            BrowserAnswer::Back => {}
        }
    }

    /// The workspace for a Sokoban file read from `path` (`None`: bundled), and what to tell
    /// the user. The tutorial's arrays are imported: Save As writes them as `.sok` elsewhere.
    pub fn open_file(
        c: gridwright_formats::sokoban::Collection,
        kind: gridwright_formats::FileKind,
        path: Option<&Path>,
        shell: &Shell,
    ) -> (SokobanWorkspace, String) {
        let from = path.map_or_else(|| crate::t!("sokoban-bundled"), |p| p.display().to_string());
        let imported = kind == gridwright_formats::FileKind::SokobanTutorial;
        let n = c.levels.len();
        let keep = path.filter(|_| !imported).map(Path::to_owned);
        let doc = SokobanDocument::from_collection(c, keep);
        let msg = if imported {
            crate::t!("sokoban-imported", n = n, from = from)
        } else {
            crate::t!("sokoban-opened", n = n, from = from)
        };
        (SokobanWorkspace::new(doc, shell), msg)
    }
}

impl Workspace for SokobanWorkspace {
    fn document(&self) -> &dyn EditorDocument {
        &self.doc
    }

    fn document_mut(&mut self) -> &mut dyn EditorDocument {
        &mut self.doc
    }

    fn frame(&mut self, ui: &mut Ui, shell: &mut Shell) {
        self.solvability.update();
        match self.mode {
            Mode::Edit => self.edit_frame(ui, shell),
            Mode::Play(_) => self.play_frame(ui, shell),
            Mode::Replay(_) => self.replay_frame(ui, shell),
            Mode::Browse(_) => self.browse_frame(ui, shell),
        }
        self.optimizer_frame(ui.ctx(), shell);
        self.resize_modal(ui.ctx(), shell);
        self.generate_modal(ui.ctx(), shell);
    }

    fn menus(&mut self, ui: &mut Ui, shell: &mut Shell) {
        ui.menu_button(crate::t!("sokoban-menu-level"), |ui| {
            let editing = matches!(self.mode, Mode::Edit);
            if ui
                .add_enabled(
                    editing,
                    egui::Button::new(crate::t!("sokoban-menu-generate")),
                )
                .on_hover_text(crate::t!("sokoban-menu-generate-hint"))
                .clicked()
            {
                self.generate = Some(Box::new(generate_dialog::GenerateDialog::new(
                    self.doc.board(),
                )));
            }
        });
        ui.menu_button(crate::t!("sokoban-menu-play"), |ui| {
            self.play_menu(ui, shell)
        });
    }

    fn edit_menu(&mut self, ui: &mut Ui, shell: &mut Shell) {
        ui.separator();
        if ui.button(crate::t!("sokoban-menu-copy-level")).clicked() {
            ui.ctx().copy_text(self.level_xsb());
            shell.say(crate::t!("sokoban-copied-level"));
        }
        if ui
            .add(crate::gui::keys::item(
                &crate::t!("sokoban-menu-paste-levels"),
                "Ctrl+Shift+V", // i18n-exempt: a key name
            ))
            .clicked()
        {
            match arboard::Clipboard::new().and_then(|mut c| c.get_text()) {
                Ok(text) => self.paste_text(shell, &text, None, true),
                Err(e) => shell.fail(crate::t!(
                    "sokoban-clipboard-unreadable",
                    error = crate::gui::grid_edit::clipboard_error(&e)
                )),
            }
        }
        let offers = crate::gui::grid_edit::Offers {
            clipboard: true,
            selected: self.tools.selection.is_some(),
        };
        let editing = matches!(self.mode, Mode::Edit);
        if let Some(cmd) = crate::gui::grid_edit::menu(ui, editing, offers) {
            self.edit_command(cmd, ui.ctx(), shell);
        }
    }

    fn toolbar(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let editing = matches!(self.mode, Mode::Edit);
        if toolbar::show(ui, &mut self.tools, editing) {
            self.start_play(shell, false);
        }
    }

    fn view_menu(&mut self, ui: &mut Ui) {
        let editing = matches!(self.mode, Mode::Edit);
        if ui
            .add_enabled(
                editing,
                // i18n-exempt: a key name
                crate::gui::keys::item(&crate::t!("sokoban-menu-browser"), "Ctrl+B"),
            )
            .clicked()
        {
            self.browse(false);
        }
        if ui
            .add_enabled(
                editing,
                // i18n-exempt: a key name
                crate::gui::keys::item(&crate::t!("sokoban-menu-go-to"), "Ctrl+G"),
            )
            .clicked()
        {
            self.browse(true);
        }
        // A checkbox has no shortcut column (a right-aligned key would stretch the menu to
        // the window's width): the key is in its tooltip, not in its words.
        ui.checkbox(&mut self.view.show_grid, crate::t!("sokoban-view-grid"))
            .on_hover_text(crate::t!("sokoban-view-grid-hint"));
        ui.checkbox(&mut self.show_dead, crate::t!("sokoban-view-dead"));
        self.view.fit_and_zoom_items(ui);
    }

    fn start_playing(&mut self, shell: &mut Shell, _now: f64) {
        self.start_play(shell, false);
    }

    fn shortcuts(&mut self, ui: &Ui, shell: &mut Shell, typing: bool) {
        match self.mode {
            Mode::Edit => self.edit_keys(ui, shell, typing),
            // Play and replay read their keys in their frames, in the order pressed.
            Mode::Play(_) | Mode::Replay(_) => {}
            Mode::Browse(ref mut b) => {
                if ui.input_mut(|i| i.consume_shortcut(&GO_TO)) {
                    b.focus_goto = true;
                }
            }
        }
    }

    fn status(&self) -> StatusText {
        let b = self.doc.board();
        let pointer = self.hovered.map_or("—".to_owned(), |p| {
            let what = crate::sokoban::checks::square_words(b, p.x, p.y);
            crate::t!("sokoban-pointer", square = p.to_string(), what = what)
        });
        let c = crate::sokoban::checks::counts(b);
        let size = crate::t!(
            "sokoban-status-size",
            level = self.doc.current_index() + 1,
            count = levels_len(&self.doc),
            w = b.width(),
            h = b.height(),
            boxes = c.boxes,
            goals = c.goals
        );
        StatusText {
            pointer,
            size,
            zoom: self.view.zoom,
        }
    }

    fn editing(&self) -> bool {
        matches!(self.mode, Mode::Edit)
    }

    fn undo(&mut self) -> bool {
        self.tools.cancel(&mut self.doc);
        self.doc.undo()
    }

    fn save_warning(&self, path: &Path) -> Option<String> {
        crate::sokoban::files::SaveFormat::for_path(path).losses(self.doc.collection())
    }

    fn stale_words(&self) -> Option<String> {
        saved_games::words(&self.doc.stale_games(), self.doc.collection())
    }

    fn settle_stale(&mut self, how: crate::editor::Settle) {
        self.tools.cancel(&mut self.doc);
        self.doc.settle_stale(how);
    }

    fn picture(&self) -> Result<crate::picture::Scene, String> {
        crate::sokoban::picture::scene(self.doc.board(), EXPORT_CELL).map_err(|e| e.to_string())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}

/// What the status bar says after a resize: the new size, and the size the file will keep
/// when empty outer rows or columns are not stored.
fn resized_words(b: &Board) -> String {
    let (w, h) = (b.width(), b.height());
    let (sw, sh) = crate::sokoban::files::stored_size(b);
    if (sw, sh) == (w, h) {
        crate::t!("sokoban-resized", w = w, h = h)
    } else {
        crate::t!("sokoban-resized-trimmed", w = w, h = h, sw = sw, sh = sh)
    }
}

/// The side panel's operation that is the Edit menu's turn `t`.
fn board_op_of(t: transform::Turn) -> BoardOp {
    match t {
        transform::Turn::RotateCw => BoardOp::RotateCw,
        transform::Turn::RotateCcw => BoardOp::RotateCcw,
        transform::Turn::FlipHorizontal => BoardOp::FlipHorizontal,
        transform::Turn::FlipVertical => BoardOp::FlipVertical,
    }
}

/// "Level 44 of 90: Title", said when the user moves to another level.
fn level_words(doc: &SokobanDocument) -> String {
    let title = &doc.level().title;
    let (level, count) = (doc.current_index() + 1, levels_len(doc));
    if title.is_empty() {
        crate::t!("sokoban-level-of", level = level, count = count)
    } else {
        let title = gridwright_formats::text::printable(title);
        crate::t!(
            "sokoban-level-of-titled",
            level = level,
            count = count,
            title = title
        )
    }
}

fn levels_len(doc: &SokobanDocument) -> usize {
    doc.collection().levels.len()
}
