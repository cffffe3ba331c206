//! The BombFight workspace: the map editor (palette, tools, rounds, helpers, live checks and
//! fairness, the random map dialog) in `edit`, and play and replay in `play`.

use std::any::Any;

use egui::Ui;
use gridwright_formats::bombfight::{BombFightFile, Level};

mod canvas;
mod edit;
mod output;
mod play;
mod players_dialog;
mod replay;
mod tiles;
mod tournament;

pub use play::PlayView;
pub use players_dialog::{PlayersForm, SideForm};
pub use replay::ReplayViewer;
pub use tournament::TournamentView;

use super::grid_edit::{Clipboard, ResizeForm};
use super::view::View;
use super::workspace::{Shell, StatusText, Workspace};
use crate::bombfight::checks::{Problem, validate};
use crate::bombfight::document::BombFightDocument;
use crate::bombfight::fairness::{Fairness, fairness};
use crate::bombfight::generate::MapOptions;
use crate::bombfight::players::PlayerSettings;
use crate::bombfight::tools::MapTools;
use crate::editor::EditorDocument;
use crate::picture::EXPORT_CELL;

/// What the workspace is doing.
pub enum Mode {
    /// Painting the map with [`BombFightWorkspace::tools`]; the checks panel is live.
    Edit,
    /// A game on a copy of the map taken when it started (F5); Esc goes back to editing.
    Play(Box<PlayView>),
    /// Watching a recorded game; Esc goes back to the editor or the tournament.
    Replay(Box<ReplayViewer>),
    /// The tournament page ([`BombFightWorkspace::tournament`]).
    Tournament,
}

/// The checks and fairness of the map at one revision.
struct MapFacts {
    revision: u64,
    problems: Vec<Problem>,
    fairness: Option<Fairness>,
    /// The report of the last map that had one, shown (marked as such) while the map has
    /// problems: the panel keeps its height, so an edit never scrolls it back up.
    last_fairness: Option<Fairness>,
}

/// The open map and everything the window shows of it.
pub struct BombFightWorkspace {
    /// The map, its file and its undo history; plays and replays never change it.
    pub doc: BombFightDocument,
    /// What the canvas and the side panel show; only [`Mode::Edit`] edits.
    pub mode: Mode,
    /// The brushes and the tool the pointer paints with in [`Mode::Edit`].
    pub tools: MapTools,
    /// Zoom and pan, shared by the editor, the game and the replay.
    pub view: View,
    /// Who plays each side in the next game (F5 starts with these), the programs used
    /// before, the time limit and the seed; remembered between sessions.
    pub players: PlayerSettings,
    /// The players were read from the user's folder.
    players_loaded: bool,
    /// The finished game whose replay is being watched: Esc in the viewer goes back to its
    /// result (and its *Save replay…*), not to the editor.
    pub after_replay: Option<Box<PlayView>>,
    /// The last tournament, kept while its replays are watched.
    pub tournament: Option<Box<TournamentView>>,
    facts: Option<MapFacts>,
    /// The random map dialog's fields, while it is open.
    random: Option<MapOptions>,
    /// The players dialog, while open.
    pub setup: Option<PlayersForm>,
    hovered: Option<(usize, usize)>,
    /// Where the canvas was drawn last, so tests can aim at cells.
    pub canvas_rect: egui::Rect,
    /// What Copy and Cut put down and Paste reads (the system's, or this window's).
    pub clipboard: Clipboard,
    /// The Resize dialog's fields, while it is open.
    resize: Option<ResizeForm>,
}

impl BombFightWorkspace {
    /// The workspace on `doc`, editing, with a person against the random bot for F5.
    pub fn new(doc: BombFightDocument) -> BombFightWorkspace {
        BombFightWorkspace {
            doc,
            mode: Mode::Edit,
            tools: crate::bombfight::tools::map_tools(),
            view: View::default(),
            players: PlayerSettings::default(),
            players_loaded: false,
            after_replay: None,
            tournament: None,
            facts: None,
            random: None,
            setup: None,
            hovered: None,
            canvas_rect: egui::Rect::NOTHING,
            clipboard: Clipboard::default(),
            resize: None,
        }
    }

    /// A new map of `width` x `height`: ring, pillars, starts and one exit.
    pub fn new_file(width: usize, height: usize) -> BombFightWorkspace {
        let level = crate::bombfight::document::new_map(width, height, 100);
        BombFightWorkspace::new(BombFightDocument::new(level, None))
    }

    /// The map's problems and fairness, computed once per revision.
    fn facts(&mut self) -> &MapFacts {
        let revision = self.doc.revision();
        if self.facts.as_ref().is_none_or(|f| f.revision != revision) {
            let l = self.doc.level();
            let before = self.facts.take();
            let fairness = fairness(l);
            let last_fairness = fairness
                .clone()
                .or_else(|| before.and_then(|b| b.fairness.or(b.last_fairness)));
            self.facts = Some(MapFacts {
                revision,
                problems: validate(l),
                fairness,
                last_fairness,
            });
        }
        self.facts.get_or_insert_with(|| MapFacts {
            revision,
            problems: vec![],
            fairness: None,
            last_fairness: None,
        })
    }

    fn level(&self) -> &Level {
        self.doc.level()
    }

    fn play_menu(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let editing = matches!(self.mode, Mode::Edit);
        let playtest = crate::t!("bombfight-playtest-map");
        let f5 = "F5"; // i18n-exempt: a key name
        if ui
            .add_enabled(editing, crate::gui::keys::item(&playtest, f5))
            .clicked()
        {
            self.start_play(shell, false);
        }
        if ui
            .add_enabled(
                editing,
                egui::Button::new(crate::t!("bombfight-play-choose")),
            )
            .clicked()
        {
            self.open_players_dialog();
        }
        if ui
            .add_enabled(
                editing,
                egui::Button::new(crate::t!("bombfight-tournament-menu")),
            )
            .clicked()
        {
            self.open_tournament();
        }
    }
}

impl BombFightWorkspace {
    /// The workspace for a BombFight file read from `path` (`None`: bundled), and what to tell
    /// the user. A replay opens its viewer over its map, a new document saved elsewhere.
    pub fn open_file(file: BombFightFile, path: Option<&std::path::Path>) -> (Self, String) {
        let from = path.map_or_else(
            || crate::t!("bombfight-bundled"),
            |p| p.display().to_string(),
        );
        match file {
            BombFightFile::Map(level) => {
                let (w, h) = (level.width(), level.height());
                let doc = BombFightDocument::new(level, path.map(std::path::Path::to_owned));
                (
                    Self::new(doc),
                    crate::t!("bombfight-opened", w = w, h = h, from = from),
                )
            }
            BombFightFile::Replay(replay) => {
                let doc = BombFightDocument::new(replay.level.clone(), None);
                let mut ws = Self::new(doc);
                let mut scratch = Shell::default();
                ws.watch(*replay, &mut scratch);
                let msg = match scratch.status {
                    (m, true) => m,
                    _ => crate::t!("bombfight-watching", from = from),
                };
                (ws, msg)
            }
        }
    }
}

impl Workspace for BombFightWorkspace {
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
        if !std::mem::replace(&mut self.players_loaded, true) {
            self.players = PlayerSettings::load(&shell.user_files);
        }
        match self.mode {
            Mode::Edit => self.edit_frame(ui, shell),
            Mode::Play(_) => self.play_frame(ui, shell),
            Mode::Replay(_) => self.replay_frame(ui, shell),
            Mode::Tournament => self.tournament_frame(ui, shell),
        }
        self.random_dialog(ui.ctx(), shell);
        self.resize_dialog(ui.ctx(), shell);
        self.setup_dialog(ui.ctx(), shell);
    }

    fn menus(&mut self, ui: &mut Ui, shell: &mut Shell) {
        ui.menu_button(crate::t!("bombfight-menu-play"), |ui| {
            self.play_menu(ui, shell)
        });
    }

    fn edit_menu(&mut self, ui: &mut Ui, shell: &mut Shell) {
        ui.separator();
        let editing = matches!(self.mode, Mode::Edit);
        if ui
            .add_enabled(
                editing,
                egui::Button::new(crate::t!("bombfight-pillars-ring")),
            )
            .clicked()
        {
            self.pillars_and_ring(shell);
        }
        if ui
            .add_enabled(
                editing,
                egui::Button::new(crate::t!("bombfight-random-map-menu")),
            )
            .clicked()
        {
            self.open_random_dialog();
        }
        self.shared_edit_menu(ui, shell);
    }

    fn toolbar(&mut self, ui: &mut Ui, shell: &mut Shell) {
        self.toolbar_row(ui, shell);
    }

    fn view_menu(&mut self, ui: &mut Ui) {
        self.view.fit_and_zoom_items(ui);
    }

    fn start_playing(&mut self, shell: &mut Shell, _now: f64) {
        self.start_play(shell, false);
    }

    fn shortcuts(&mut self, ui: &Ui, shell: &mut Shell, typing: bool) {
        if let Mode::Edit = self.mode {
            self.edit_keys(ui, shell, typing);
        }
    }

    fn status(&self) -> StatusText {
        let l = self.level();
        let pointer = self.hovered.map_or("—".to_owned(), |(x, y)| {
            crate::t!(
                "bombfight-pointer",
                square = crate::bombfight::engine::square((x, y)).to_string(),
                tile = crate::bombfight::tools::tile_label(l.get(x, y))
            )
        });
        StatusText {
            pointer,
            size: crate::t!(
                "bombfight-size",
                w = l.width(),
                h = l.height(),
                n = l.rounds
            ),
            zoom: self.view.zoom,
        }
    }

    fn editing(&self) -> bool {
        matches!(self.mode, Mode::Edit)
    }

    fn undo(&mut self) -> bool {
        self.tools.release(&mut self.doc);
        self.doc.undo()
    }

    fn picture(&self) -> Result<crate::picture::Scene, String> {
        crate::bombfight::picture::scene(self.doc.level(), EXPORT_CELL).map_err(|e| e.to_string())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}
