//! The maze workspace: its state and modes (here), the maze canvas (`view`), generation shown
//! step by step (`generation`), the invisible maze's play (`play`) and replay viewer
//! (`replay`), the side panel (tools, status, views, generation) and the graph export.

use std::any::Any;

use egui::{Rect, Ui};
use gridwright_formats::maze::{Cell, Maze};

mod edit;
mod generation;
mod play;
mod replay;
pub mod view;

pub use generation::{Animation, GenForm};
pub use play::{LabyPlay, LabySettings, Origin};
pub use replay::LabyViewer;

use super::workspace::{SaveRequest, Shell, ShellRequest, StatusText, Workspace};
use crate::editor::playback::Playback;
use crate::editor::{EditorDocument, Kept};
use crate::grid::Pos;
use crate::gui::icons;
use crate::gui::view::View;
use crate::maze::analysis::{Analysis, Analyzer};
use crate::maze::document::MazeDocument;
use crate::maze::generate::Algorithm;
use crate::maze::replay::LabyReplay;
use crate::maze::solve::Method;
use crate::picture::EXPORT_CELL;
use view::{MazeTool, WallRaster};

/// What the maze workspace is doing. The shell's undo and redo act only while editing.
pub enum Mode {
    /// Editing the maze (a generation may be animating on the canvas).
    Edit,
    /// The invisible maze being played; the editor waits meanwhile.
    Play(Box<LabyPlay>),
    /// A saved invisible-maze game being watched.
    Replay(Box<LabyViewer>),
}

/// The open maze and everything the window shows of it.
pub struct MazeWorkspace {
    /// The maze, its file and its undo history.
    pub doc: MazeDocument,
    /// The cell under the pointer in the last frame, for the status bar.
    pub hovered: Option<Cell>,
    /// Editing, playing or watching.
    pub mode: Mode,
    /// The new-game settings (playtest takes its seconds and lives from them).
    pub laby: LabySettings,
    /// The new-game dialog is open (over any mode).
    pub laby_dialog: bool,
    /// The workspace was made by *File > Play a game*: cancelling its dialog gives back what
    /// was open before.
    pub quick_game: bool,
    /// Best results per settings.
    pub records: crate::maze::laby_records::LabyRecords,
    /// Zoom and pan, shared by editing, play and replay.
    pub view: View,
    /// What a click or drag on the canvas does while editing.
    pub tool: MazeTool,
    /// Draw the path from the entrance to the treasure found by [`MazeWorkspace::method`].
    pub show_solution: bool,
    /// Colour each cell by its distance from the entrance (grey: unreachable).
    pub show_heat: bool,
    /// Draw the passages as a graph: a node per cell, an edge per opening.
    pub show_graph: bool,
    /// How the solution shown and its length in the side panel are found.
    pub method: Method,
    /// The side panel's *Generate* fields.
    pub gen_form: GenForm,
    /// The generation being shown step by step, if one is (the canvas takes no edits
    /// meanwhile).
    pub animation: Option<Animation>,
    /// The wall value a drag paints (set by the first segment it touches).
    painting: Option<bool>,
    /// Properties, path and distances, kept current with the maze (off the UI thread for
    /// large mazes).
    analyzer: Analyzer,
    /// The walls as a texture, for small zooms.
    raster: Option<WallRaster>,
    /// Where the canvas was drawn last, so tests and tools can aim at cells.
    pub canvas_rect: Rect,
    /// The Resize dialog's fields, while it is open.
    resize: Option<crate::gui::grid_edit::ResizeForm>,
    /// Games left unfinished: the playtest of the maze as edited (by revision) and the last
    /// generated one, each resumed by playing it again.
    pub kept: Kept<u64, Box<LabyPlay>>,
}

impl MazeWorkspace {
    /// The workspace editing `doc`.
    pub fn new(doc: MazeDocument) -> MazeWorkspace {
        let gen_form = GenForm::after(doc.maze());
        MazeWorkspace {
            doc,
            hovered: None,
            mode: Mode::Edit,
            laby: LabySettings::default(),
            laby_dialog: false,
            quick_game: false,
            records: Default::default(),
            view: View::default(),
            tool: MazeTool::Walls,
            show_solution: false,
            show_heat: false,
            show_graph: false,
            method: Method::Bfs,
            gen_form,
            animation: None,
            painting: None,
            analyzer: Analyzer::default(),
            raster: None,
            canvas_rect: Rect::NOTHING,
            resize: None,
            kept: Kept::default(),
        }
    }

    /// The game being played, if one is.
    pub fn play(&self) -> Option<&LabyPlay> {
        match &self.mode {
            Mode::Play(p) => Some(p),
            _ => None,
        }
    }

    /// The game being played, to change (tests set its strategy and speed).
    pub fn play_mut(&mut self) -> Option<&mut LabyPlay> {
        match &mut self.mode {
            Mode::Play(p) => Some(p),
            _ => None,
        }
    }

    /// The saved game being watched, if one is.
    pub fn replay(&self) -> Option<&Playback<LabyReplay>> {
        match &self.mode {
            Mode::Replay(v) => Some(&v.playback),
            _ => None,
        }
    }

    /// The maze on screen: the animation's while one runs, else the document's.
    fn shown(&self) -> &Maze {
        self.animation.as_ref().map_or(self.doc.maze(), |a| &a.maze)
    }

    /// Brings the analysis up to the maze's revision (or starts doing so); returns whether
    /// what [`MazeWorkspace::analysis`] gives is current.
    pub fn refresh(&mut self) -> bool {
        let (revision, method) = (self.doc.revision(), self.method);
        self.analyzer.update(self.doc.maze(), revision, method)
    }

    /// The latest analysis (of this revision once [`MazeWorkspace::refresh`] says so).
    pub fn analysis(&self) -> Option<&Analysis> {
        self.analyzer.latest()
    }

    /// The path from the entrance to the treasure, once analysed.
    pub fn solution(&mut self) -> Vec<usize> {
        self.refresh();
        self.analysis().map(|a| a.path.clone()).unwrap_or_default()
    }

    /// Waits for a running analysis (tests; the window polls instead).
    pub fn wait_for_analysis(&mut self) {
        self.analyzer.wait();
    }
}

impl MazeWorkspace {
    /// The editor: its side panel, the canvas and the graph export.
    fn edit_frame(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let mut export = false;
        egui::Panel::right("maze-tools")
            .default_size(250.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| export = panel(ui, self, shell));
            });
        let dialog_open = shell.dialog_open;
        egui::CentralPanel::default().show(ui, |ui| {
            self.hovered = view::canvas(ui, self, dialog_open);
        });
        if self.animation.is_some() {
            self.tick(ui.input(|i| i.stable_dt).min(0.1));
            ui.ctx().request_repaint();
        }
        if export {
            shell.request = Some(ShellRequest::Save(self.dot_export()));
        }
    }

    /// Loads the user's records when the shell keeps user files.
    pub fn with_user_files(mut self, shell: &Shell) -> MazeWorkspace {
        self.records = crate::maze::laby_records::LabyRecords::load(&shell.user_files);
        if let Some(last) = &self.records.last {
            self.laby = self.laby.clone().with_last(last);
        }
        self
    }

    /// A new maze of `width` x `height` without interior walls, open at two corners.
    pub fn new_file(width: usize, height: usize) -> MazeWorkspace {
        let mut m = Maze::new(width, height, false);
        crate::maze::generate::open_ends(&mut m);
        MazeWorkspace::new(MazeDocument::new(m, None))
    }
}

impl MazeWorkspace {
    /// The workspace for a maze file read from `path` (`None`: bundled), and what to tell the
    /// user. A saved game opens its viewer over its maze, a new document saved elsewhere.
    pub fn open_file(
        file: gridwright_formats::maze::MazeFile,
        path: Option<&std::path::Path>,
        shell: &Shell,
    ) -> (MazeWorkspace, String) {
        use gridwright_formats::maze::MazeFile;
        let from = path.map_or_else(|| crate::t!("maze-bundled"), |p| p.display().to_string());
        match file {
            MazeFile::Maze(m, kind) => {
                let (w, h) = (m.width(), m.height());
                let format = crate::maze::files::MazeFormat::of_kind(kind)
                    .unwrap_or(crate::maze::files::MazeFormat::Maze);
                let doc = match path {
                    Some(p) => MazeDocument::loaded(m, format, p),
                    None => MazeDocument::new(m, None),
                };
                let msg = crate::t!("maze-opened", w = w, h = h, from = from);
                (MazeWorkspace::new(doc).with_user_files(shell), msg)
            }
            MazeFile::Game(game) => {
                let doc = MazeDocument::new(game.maze.clone(), None);
                let mut ws = MazeWorkspace::new(doc).with_user_files(shell);
                ws.mode = Mode::Replay(Box::new(LabyViewer::new(*game)));
                (ws, crate::t!("maze-watching-game", from = from))
            }
        }
    }
}

impl MazeWorkspace {
    /// The maze's graph (Graphviz DOT), to be saved beside the maze as `.dot`.
    fn dot_export(&self) -> SaveRequest {
        let base = self
            .doc
            .path()
            .map_or_else(|| "maze.maze".into(), std::path::Path::to_owned);
        let name = base.with_extension("dot");
        let name = name
            .file_name()
            .map_or("maze.dot".into(), |n| n.to_string_lossy().into_owned());
        SaveRequest {
            title: crate::t!("maze-export-graph-title"),
            name,
            extensions: vec!["dot", "gv"],
            bytes: crate::maze::graph::to_dot(self.doc.maze()).into_bytes(),
            done: crate::t!("maze-export-graph-done"),
        }
    }
}

impl Workspace for MazeWorkspace {
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
        let now = ui.input(|i| i.time);
        match self.mode {
            Mode::Play(_) => self.play_frame(ui, shell),
            Mode::Replay(_) => self.replay_frame(ui, shell),
            Mode::Edit => self.edit_frame(ui, shell),
        }
        self.new_game_dialog(ui.ctx(), shell, now);
        self.resize_dialog(ui.ctx(), shell);
    }

    fn menus(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let now = ui.input(|i| i.time);
        ui.menu_button(crate::t!("maze-menu-play"), |ui| {
            if ui.button(crate::t!("maze-menu-new-invisible")).clicked() {
                self.laby_dialog = true;
            }
            let editing = self.editing();
            let playtest = crate::t!("maze-playtest-invisible");
            let f5 = "F5"; // i18n-exempt: a key name
            if ui
                .add_enabled(editing, crate::gui::keys::item(&playtest, f5))
                .clicked()
            {
                self.playtest(shell, now);
            }
            let kept = self.kept.get(play::GENERATED, &0).map(|lp| lp.game.steps());
            let resume = match kept {
                Some(steps) => crate::t!("maze-menu-resume-steps", n = steps),
                None => crate::t!("maze-menu-resume"),
            };
            if ui
                .add_enabled(editing && kept.is_some(), egui::Button::new(resume))
                .clicked()
            {
                self.resume_generated(shell);
            }
        });
    }

    fn edit_menu(&mut self, ui: &mut Ui, shell: &mut Shell) {
        self.shared_edit_menu(ui, shell);
    }

    fn toolbar(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let editing = self.editing();
        ui.add_enabled_ui(editing, |ui| {
            let icon_of = [icons::WALLS, icons::DOOR, icons::TREASURE];
            for (i, (tool, what)) in edit::TOOLS.into_iter().enumerate() {
                let key = edit::tool_key(i);
                let what = crate::i18n::tr(what);
                if icons::button(ui, icon_of[i], &what, &key, self.tool == tool).clicked() {
                    self.tool = tool;
                }
            }
        });
        ui.separator();
        let playtest = crate::t!("maze-playtest-invisible");
        let f5 = "F5"; // i18n-exempt: a key name
        if icons::action(ui, editing, icons::PLAY, &playtest, f5) {
            let now = ui.input(|i| i.time);
            self.playtest(shell, now);
        }
    }

    fn view_menu(&mut self, ui: &mut Ui) {
        ui.checkbox(&mut self.show_solution, crate::t!("maze-view-solution"));
        ui.checkbox(&mut self.show_heat, crate::t!("maze-view-heat"));
        ui.checkbox(&mut self.show_graph, crate::t!("maze-view-graph"));
        self.view.fit_and_zoom_items(ui);
    }

    fn start_playing(&mut self, shell: &mut Shell, now: f64) {
        self.playtest(shell, now);
    }

    fn shortcuts(&mut self, ui: &Ui, shell: &mut Shell, typing: bool) {
        if !self.editing() {
            return;
        }
        let key = |k| egui::KeyboardShortcut::new(egui::Modifiers::NONE, k);
        if ui.input_mut(|i| i.consume_shortcut(&key(egui::Key::F5))) {
            let now = ui.input(|i| i.time);
            self.playtest(shell, now);
        }
        if !typing && ui.input_mut(|i| i.consume_shortcut(&key(egui::Key::Num0))) {
            self.view.fit_pending = true;
        }
        if !typing {
            self.edit_keys(ui, shell);
        }
    }

    /// Not while a generation animates: the animated maze replaces the document when it
    /// ends, so an edit, an undo or a playtest then would act on a maze about to go.
    fn editing(&self) -> bool {
        matches!(self.mode, Mode::Edit) && self.animation.is_none()
    }

    fn status(&self) -> StatusText {
        let (m, what) = match &self.mode {
            Mode::Play(p) => (&p.game.maze, "maze-size-invisible"),
            Mode::Replay(v) => (&v.playback.replay().game().maze, "maze-size-replay"),
            Mode::Edit => (self.doc.maze(), "maze-size-maze"),
        };
        StatusText {
            pointer: self
                .hovered
                .map_or("—".to_owned(), |c| Pos::new(c.x, c.y).to_string()),
            size: crate::i18n::tr_args(what, &size_args(m.width(), m.height())),
            zoom: self.view.zoom,
        }
    }

    fn picture(&self) -> Result<crate::picture::Scene, String> {
        let style = crate::maze::picture::Style::with_cell(EXPORT_CELL as usize);
        crate::maze::picture::scene(self.doc.maze(), &[], style).map_err(|e| e.to_string())
    }

    fn as_any(&self) -> &dyn Any {
        self
    }

    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}

/// The side panel; returns true when the user asks to export the graph.
fn panel(ui: &mut Ui, ed: &mut MazeWorkspace, shell: &mut Shell) -> bool {
    ui.heading(crate::t!("maze-tools"));
    ui.horizontal_wrapped(|ui| {
        ui.selectable_value(&mut ed.tool, MazeTool::Walls, crate::t!("maze-tool-walls"))
            .on_hover_text(crate::t!("maze-tool-walls-hover"));
        ui.selectable_value(
            &mut ed.tool,
            MazeTool::Entrance,
            crate::t!("maze-tool-entrance"),
        )
        .on_hover_text(crate::t!("maze-tool-entrance-hover"));
        ui.selectable_value(
            &mut ed.tool,
            MazeTool::Treasure,
            crate::t!("maze-tool-treasure"),
        )
        .on_hover_text(crate::t!("maze-tool-treasure-hover"));
    });
    ui.separator();
    status(ui, ed);
    ui.separator();
    let export = views(ui, ed);
    ui.separator();
    generate(ui, ed, shell);
    export
}

fn yes(b: bool) -> String {
    if b {
        crate::t!("maze-yes")
    } else {
        crate::t!("maze-no")
    }
}

/// The placeables of the status bar's size messages.
fn size_args(w: usize, h: usize) -> crate::i18n::FluentArgs<'static> {
    let mut args = crate::i18n::FluentArgs::new();
    args.set("w", w);
    args.set("h", h);
    args
}

fn status(ui: &mut Ui, ed: &mut MazeWorkspace) {
    ui.heading(crate::t!("maze-status"));
    if ed.animation.is_some() {
        // The figures are the document's, which the generated maze replaces at the end.
        ui.label(crate::t!("maze-figures-follow"));
        return;
    }
    if !ed.refresh() {
        ui.label(crate::t!("maze-updating"));
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_millis(50));
    }
    let Some(s) = ed.analysis().map(|a| a.summary.clone()) else {
        return;
    };
    ui.label(crate::t!("maze-cells", w = s.width, h = s.height));
    ui.label(crate::t!("maze-perfect", answer = yes(s.perfect)));
    ui.label(crate::t!(
        "maze-exit-reachable",
        answer = yes(s.exit_reachable)
    ));
    ui.label(crate::t!("maze-dead-ends", n = s.dead_ends));
    ui.label(crate::t!(
        "maze-interior-walls",
        n = s.interior_walls,
        max = s.max_interior_walls
    ));
}

fn views(ui: &mut Ui, ed: &mut MazeWorkspace) -> bool {
    ui.heading(crate::t!("maze-views"));
    ui.checkbox(&mut ed.show_solution, crate::t!("maze-view-solution"));
    egui::ComboBox::new("solve-method", crate::t!("maze-method"))
        .selected_text(ed.method.label())
        .show_ui(ui, |ui| {
            for m in Method::ALL {
                ui.selectable_value(&mut ed.method, m, m.label());
            }
        });
    if ed.show_solution {
        match ed.analysis().map_or(0, |a| a.path.len()) {
            0 => ui.label(crate::t!("maze-no-path")),
            cells => ui.label(crate::t!("maze-path-steps", n = cells - 1)),
        };
    }
    ui.checkbox(&mut ed.show_heat, crate::t!("maze-view-heat"));
    if ed.show_heat
        && let Some(a) = ed.analysis()
    {
        view::heat_legend(ui, &a.distances, a.revision);
    }
    ui.checkbox(&mut ed.show_graph, crate::t!("maze-view-graph"));
    ui.button(crate::t!("maze-export-graph")).clicked()
}

fn generate(ui: &mut Ui, ed: &mut MazeWorkspace, shell: &mut Shell) {
    ui.heading(crate::t!("maze-generate"));
    if let Some(a) = &mut ed.animation {
        ui.label(crate::t!(
            "maze-generating",
            step = a.shown,
            n = a.events.len()
        ));
        ui.add(
            egui::Slider::new(&mut a.pace.speed, 5.0..=20000.0)
                .logarithmic(true)
                .text(crate::t!("maze-steps-per-second")),
        );
        if ui.button(crate::t!("maze-skip-to-end")).clicked() {
            ed.finish_animation();
        }
        return;
    }
    let g = &mut ed.gen_form;
    egui::ComboBox::new("gen-algo", crate::t!("maze-algorithm"))
        .selected_text(g.algo.name())
        .show_ui(ui, |ui| {
            for a in Algorithm::ALL {
                ui.selectable_value(&mut g.algo, a, a.name());
            }
        });
    ui.horizontal(|ui| {
        let l = ui.label(crate::t!("maze-size"));
        ui.add(egui::DragValue::new(&mut g.width).range(1..=500))
            .labelled_by(l.id);
        ui.add(egui::DragValue::new(&mut g.height).range(1..=500))
            .labelled_by(l.id);
    });
    ui.horizontal(|ui| {
        let l = ui.label(crate::t!("maze-seed"));
        ui.add(egui::DragValue::new(&mut g.seed)).labelled_by(l.id);
    });
    ui.add(egui::Slider::new(&mut g.braid, 0.0..=1.0).text(crate::t!("maze-braid")));
    ui.checkbox(&mut g.animate, crate::t!("maze-step-by-step"));
    if ui.button(crate::t!("maze-generate-maze")).clicked() {
        // The status bar still named the file opened: it now says what is made.
        let (w, h, seed) = (g.width, g.height, g.seed.to_string());
        let algo = g.algo.name();
        ed.generate();
        let words = crate::t!(
            "maze-generated",
            algo = algo,
            width = w,
            height = h,
            seed = seed
        );
        shell.say(words);
    }
}
