//! The 2048 workspace: the level editor (ruleset, spawn table, a start board painted value by
//! value, live checks and the puzzle search) in `edit`, and play (keys, animations, hint and
//! autoplay by the AI, the win and game-over dialogs, best scores) and the record viewer in
//! `play`.

use std::any::Any;
use std::path::Path;

use egui::Ui;
use gridwright_formats::g2048::{G2048File, Level};

mod edit;
mod play;
mod replay;
pub mod task;
pub mod tiles;

pub use play::{Auto, PlayView};
pub use replay::ReplayView;

use super::grid_edit::{Clipboard, ResizeForm};
use super::workspace::{Shell, StatusText, Workspace};
use crate::editor::tools::Tools;
use crate::editor::{EditorDocument, Kept};
use crate::g2048::checks::{Problem, validate};
use crate::g2048::document::G2048Document;
use crate::g2048::records::Records;
use crate::gui::icons;
use crate::picture::EXPORT_CELL;

/// What the workspace is doing.
pub enum Mode {
    /// Editing the level.
    Edit,
    /// Playing it.
    Play(Box<PlayView>),
    /// Watching a record.
    Replay(Box<ReplayView>),
}

/// The open level and everything the window shows of it.
pub struct G2048Workspace {
    /// The level.
    pub doc: G2048Document,
    /// Editing, playing or watching.
    pub mode: Mode,
    /// The drawing tools on the start board; the brush is the value painted (0 empties a
    /// cell).
    pub tools: Tools<u64>,
    /// What Copy and Cut put down and Paste reads (the system's, or this window's).
    pub clipboard: Clipboard,
    /// The Resize dialog's fields, while it is open.
    resize: Option<ResizeForm>,
    /// The seed of the next game (F5); `None` takes the level's, else a new one.
    pub seed: Option<u64>,
    /// Best scores per ruleset.
    pub records: Records,
    facts: Option<(u64, Vec<Problem>)>,
    puzzle: edit::PuzzleCheck,
    hovered: Option<(usize, usize)>,
    /// Where the board was drawn last, so tests can aim at cells.
    pub board_rect: egui::Rect,
    /// A counter for new games' seeds, so two games started in one second differ.
    games: u64,
    /// The game left unfinished, resumed by the next playtest of the same level (as edited).
    pub kept: Kept<u64, Box<PlayView>>,
    /// Moves slide and tiles pop in (*View > Animate moves*); off, each move shows at once.
    pub animate: bool,
    /// The hint's arrow is drawn over the board (*View > Hint arrow on the board*).
    pub hint_arrow: bool,
}

impl G2048Workspace {
    /// The workspace on `doc`, editing.
    pub fn new(doc: G2048Document) -> G2048Workspace {
        G2048Workspace {
            doc,
            mode: Mode::Edit,
            tools: Tools::new(2, true),
            clipboard: Clipboard::default(),
            resize: None,
            seed: None,
            records: Records::default(),
            facts: None,
            puzzle: edit::PuzzleCheck::default(),
            hovered: None,
            board_rect: egui::Rect::NOTHING,
            games: 0,
            kept: Kept::default(),
            animate: true,
            hint_arrow: true,
        }
    }

    /// The user's best scores, when the shell keeps user files.
    pub fn with_user_files(mut self, shell: &Shell) -> G2048Workspace {
        self.records = Records::load(&shell.user_files);
        self
    }

    /// A new classic level of `width` x `height`.
    pub fn new_file(width: usize, height: usize, shell: &Shell) -> G2048Workspace {
        let mut level = Level::default();
        level.rules.width = width;
        level.rules.height = height;
        G2048Workspace::new(G2048Document::new(level, None)).with_user_files(shell)
    }

    /// The classic game, already playing (*File > Play a game*); Esc leads to its editor.
    pub fn playing_classic(shell: &Shell) -> G2048Workspace {
        // A level the program made, not the user: no undo step, nothing unsaved.
        let level = Level {
            title: crate::t!("g2048-classic-title"),
            ..Level::default()
        };
        let mut ws = G2048Workspace::new(G2048Document::new(level, None)).with_user_files(shell);
        let seed = ws.next_seed();
        let game = crate::g2048::game::Game::new(ws.doc.level(), seed);
        ws.mode = Mode::Play(Box::new(play::PlayView::from_game(game)));
        ws
    }

    /// The workspace for a 2048 file read from `path` (`None`: bundled), and what to tell the
    /// user. A record opens its viewer over its level, a new document saved elsewhere.
    pub fn open_file(file: G2048File, path: Option<&Path>, shell: &Shell) -> (Self, String) {
        let from = path.map_or_else(|| crate::t!("g2048-bundled"), |p| p.display().to_string());
        match file {
            G2048File::Level(level) => {
                let msg = crate::t!(
                    "g2048-opened",
                    w = level.rules.width,
                    h = level.rules.height,
                    from = from
                );
                let doc = G2048Document::new(level, path.map(Path::to_owned));
                (G2048Workspace::new(doc).with_user_files(shell), msg)
            }
            G2048File::Record(record) => {
                let doc = G2048Document::new(record.level.clone(), None);
                let mut ws = G2048Workspace::new(doc).with_user_files(shell);
                let msg = match replay::watch(*record) {
                    Ok(v) => {
                        ws.mode = Mode::Replay(Box::new(v));
                        crate::t!("g2048-watching", from = from)
                    }
                    Err(e) => crate::t!("g2048-record-broken", from = from, error = e.to_string()),
                };
                (ws, msg)
            }
        }
    }

    /// The level's problems, once per revision.
    fn problems(&mut self) -> &[Problem] {
        let revision = self.doc.revision();
        if self.facts.as_ref().is_none_or(|f| f.0 != revision) {
            self.facts = Some((revision, validate(self.doc.level())));
        }
        self.facts.as_ref().map_or(&[], |f| &f.1)
    }

    /// A seed for a new game: the one asked for, the level's, or the clock's with a counter.
    fn next_seed(&mut self) -> u64 {
        self.games += 1;
        let games = self.games;
        self.seed.or(self.doc.level().seed).unwrap_or_else(|| {
            crate::seed::from_clock()
                .wrapping_mul(1000)
                .wrapping_add(games)
        })
    }

    fn play_menu(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let editing = matches!(self.mode, Mode::Edit);
        if ui
            .add_enabled(
                editing,
                // i18n-exempt: a key name
                crate::gui::keys::item(&crate::t!("g2048-playtest"), "F5"),
            )
            .clicked()
        {
            self.start_play(shell, ui.ctx().input(|i| i.time));
        }
    }
}

impl Workspace for G2048Workspace {
    fn document(&self) -> &dyn EditorDocument {
        &self.doc
    }

    fn document_mut(&mut self) -> &mut dyn EditorDocument {
        &mut self.doc
    }

    fn record_at_risk(&self) -> Option<crate::gui::workspace::RecordAtRisk> {
        self.game_record_at_risk()
    }

    fn frame(&mut self, ui: &mut Ui, shell: &mut Shell) {
        match self.mode {
            Mode::Edit => self.edit_frame(ui, shell),
            Mode::Play(_) => self.play_frame(ui, shell),
            Mode::Replay(_) => self.replay_frame(ui, shell),
        }
        self.resize_dialog(ui.ctx(), shell);
    }

    fn menus(&mut self, ui: &mut Ui, shell: &mut Shell) {
        ui.menu_button(crate::t!("g2048-menu-play"), |ui| self.play_menu(ui, shell));
    }

    fn edit_menu(&mut self, ui: &mut Ui, shell: &mut Shell) {
        self.shared_edit_menu(ui, shell);
    }

    fn toolbar(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let editing = matches!(self.mode, Mode::Edit);
        self.toolbar_tools(ui, editing);
        ui.separator();
        let what = crate::t!("g2048-playtest");
        // i18n-exempt: a key name
        if icons::action(ui, editing, icons::PLAY, &what, "F5") {
            self.start_play(shell, ui.ctx().input(|i| i.time));
        }
    }

    fn view_menu(&mut self, ui: &mut Ui) {
        ui.checkbox(&mut self.animate, crate::t!("g2048-view-animate"));
        ui.checkbox(&mut self.hint_arrow, crate::t!("g2048-view-hint-arrow"));
    }

    fn start_playing(&mut self, shell: &mut Shell, now: f64) {
        self.start_play(shell, now);
    }

    fn shortcuts(&mut self, ui: &Ui, shell: &mut Shell, typing: bool) {
        if matches!(self.mode, Mode::Edit) && !typing {
            if ui.input(|i| i.key_pressed(egui::Key::F5)) {
                self.start_play(shell, ui.ctx().input(|i| i.time));
            }
            self.edit_keys(ui, shell);
        }
    }

    fn status(&self) -> StatusText {
        let l = self.doc.level();
        let pointer = match (self.hovered, &l.start) {
            (Some((x, y)), Some(rows)) => {
                crate::t!(
                    "g2048-status-cell-value",
                    x = x,
                    y = y,
                    value = rows[y][x].to_string()
                )
            }
            (Some((x, y)), None) => crate::t!("g2048-status-cell", x = x, y = y),
            _ => "—".to_owned(),
        };
        StatusText {
            pointer,
            size: crate::t!(
                "g2048-status-size",
                w = l.rules.width,
                h = l.rules.height,
                target = l.rules.target.to_string()
            ),
            zoom: 1.0,
        }
    }

    fn editing(&self) -> bool {
        matches!(self.mode, Mode::Edit)
    }

    fn undo(&mut self) -> bool {
        self.tools.cancel(&mut self.doc);
        self.doc.end_stroke();
        self.doc.undo()
    }

    fn picture(&self) -> Result<crate::picture::Scene, String> {
        let file = gridwright_formats::g2048::G2048File::Level(self.doc.level().clone());
        let board = crate::g2048::picture::board_of(&file).map_err(|e| e.to_string())?;
        crate::g2048::picture::scene(&board, 3 * EXPORT_CELL).map_err(|e| e.to_string())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}
