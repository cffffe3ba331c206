//! The maze workspace: the maze canvas (`view`), its side panel (tools, status, views,
//! generation) and the graph export.

use std::any::Any;

use egui::Ui;
use gridwright_formats::maze::Maze;

mod play;
pub mod view;

pub use play::{LabyPlay, LabyReplay, LabySettings, Origin};

use super::workspace::{SaveRequest, Shell, ShellRequest, StatusText, Workspace};
use crate::editor::EditorDocument;
use crate::gui::icons;
use crate::maze::document::MazeDocument;
use crate::maze::generate::Algorithm;
use crate::maze::solve::Method;
use crate::picture::EXPORT_CELL;
use view::{MazeTool, MazeWorkspace};

impl MazeWorkspace {
    /// The editor: its side panel, the canvas and the graph export.
    fn edit_frame(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let mut export = false;
        egui::Panel::right("maze-tools")
            .default_size(250.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| export = panel(ui, self));
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
        let from = path.map_or("bundled".to_owned(), |p| p.display().to_string());
        match file {
            MazeFile::Maze(m, kind) => {
                let (w, h) = (m.width(), m.height());
                let format = crate::maze::files::MazeFormat::of_kind(kind)
                    .unwrap_or(crate::maze::files::MazeFormat::Maze);
                let doc = match path {
                    Some(p) => MazeDocument::loaded(m, format, p),
                    None => MazeDocument::new(m, None),
                };
                let msg = format!("Opened the {w} x {h} maze {from}");
                (MazeWorkspace::new(doc).with_user_files(shell), msg)
            }
            MazeFile::Game(game) => {
                let doc = MazeDocument::new(game.maze.clone(), None);
                let mut ws = MazeWorkspace::new(doc).with_user_files(shell);
                ws.replay = Some(Box::new(play::LabyReplay::new(*game)));
                (ws, format!("Watching the invisible maze game {from}"))
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
            title: "Export the graph (Graphviz DOT)".into(),
            name,
            extensions: vec!["dot", "gv"],
            bytes: crate::maze::graph::to_dot(self.doc.maze()).into_bytes(),
            done: "Wrote the graph".into(),
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

    fn frame(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let now = ui.input(|i| i.time);
        if self.play.is_some() {
            self.play_frame(ui, shell);
        } else if self.replay.is_some() {
            self.replay_frame(ui, shell);
        } else {
            self.edit_frame(ui, shell);
        }
        self.new_game_dialog(ui.ctx(), shell, now);
    }

    fn menus(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let now = ui.input(|i| i.time);
        ui.menu_button("Play", |ui| {
            if ui.button("New invisible maze…").clicked() {
                self.laby_dialog = true;
            }
            let editing = self.editing();
            if ui
                .add_enabled(editing, crate::gui::keys::item("Playtest, invisible", "F5"))
                .clicked()
            {
                self.playtest(shell, now);
            }
        });
    }

    fn edit_menu(&mut self, _ui: &mut Ui, _shell: &mut Shell) {}

    fn toolbar(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let editing = self.editing();
        ui.add_enabled_ui(editing, |ui| {
            for (tool, icon, what) in [
                (
                    MazeTool::Walls,
                    icons::WALLS,
                    "Walls: click or drag near cell edges",
                ),
                (MazeTool::Entrance, icons::DOOR, "Entrance: click a cell"),
                (
                    MazeTool::Treasure,
                    icons::TREASURE,
                    "Treasure (the exit): click a cell",
                ),
            ] {
                if icons::button(ui, icon, what, "", self.tool == tool).clicked() {
                    self.tool = tool;
                }
            }
        });
        ui.separator();
        if icons::action(ui, editing, icons::PLAY, "Playtest, invisible", "F5") {
            let now = ui.input(|i| i.time);
            self.playtest(shell, now);
        }
    }

    fn view_menu(&mut self, ui: &mut Ui) {
        ui.checkbox(&mut self.show_solution, "Solution");
        ui.checkbox(&mut self.show_heat, "Distance heat map");
        ui.checkbox(&mut self.show_graph, "Graph view");
        self.view.fit_and_zoom_items(ui);
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
    }

    fn editing(&self) -> bool {
        self.play.is_none() && self.replay.is_none()
    }

    fn status(&self) -> StatusText {
        let (m, what) = match (&self.play, &self.replay) {
            (Some(p), _) => (&p.game.maze, "invisible maze"),
            (_, Some(r)) => (&r.game.maze, "invisible maze (replay)"),
            _ => (self.doc.maze(), "maze"),
        };
        StatusText {
            pointer: self
                .hovered
                .map_or("—".to_owned(), |c| format!("x {} y {}", c.x, c.y)),
            size: format!("{} x {} {what}", m.width(), m.height()),
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
fn panel(ui: &mut Ui, ed: &mut MazeWorkspace) -> bool {
    ui.heading("Maze tools");
    ui.horizontal_wrapped(|ui| {
        ui.selectable_value(&mut ed.tool, MazeTool::Walls, "Walls")
            .on_hover_text("Click or drag near cell edges to add or remove walls");
        ui.selectable_value(&mut ed.tool, MazeTool::Entrance, "Entrance")
            .on_hover_text("Click a cell to place the entrance");
        ui.selectable_value(&mut ed.tool, MazeTool::Treasure, "Treasure")
            .on_hover_text("Click a cell to place the exit (treasure)");
    });
    ui.separator();
    status(ui, ed);
    ui.separator();
    let export = views(ui, ed);
    ui.separator();
    generate(ui, ed);
    export
}

fn yes(b: bool) -> &'static str {
    if b { "yes" } else { "no" }
}

fn status(ui: &mut Ui, ed: &mut MazeWorkspace) {
    ui.heading("Status");
    if !ed.refresh() {
        ui.label("Updating…");
        ui.ctx()
            .request_repaint_after(std::time::Duration::from_millis(50));
    }
    let Some(s) = ed.analysis().map(|a| a.summary.clone()) else {
        return;
    };
    ui.label(format!("{} x {} cells", s.width, s.height));
    ui.label(format!("Perfect: {}", yes(s.perfect)));
    ui.label(format!("Exit reachable: {}", yes(s.exit_reachable)));
    ui.label(format!("Dead ends: {}", s.dead_ends));
    ui.label(format!(
        "Interior walls: {} of at most {}",
        s.interior_walls, s.max_interior_walls
    ));
}

fn views(ui: &mut Ui, ed: &mut MazeWorkspace) -> bool {
    ui.heading("Views");
    ui.checkbox(&mut ed.show_solution, "Solution");
    egui::ComboBox::new("solve-method", "Method")
        .selected_text(format!("{:?}", ed.method))
        .show_ui(ui, |ui| {
            for m in Method::ALL {
                ui.selectable_value(&mut ed.method, m, format!("{m:?}"));
            }
        });
    if ed.show_solution {
        match ed.analysis().map_or(0, |a| a.path.len()) {
            0 => ui.label("No path from the entrance to the treasure."),
            cells => ui.label(format!("Path: {} steps", cells - 1)),
        };
    }
    ui.checkbox(&mut ed.show_heat, "Distance heat map");
    ui.checkbox(&mut ed.show_graph, "Graph view");
    ui.button("Export graph (DOT)…").clicked()
}

fn generate(ui: &mut Ui, ed: &mut MazeWorkspace) {
    ui.heading("Generate");
    if let Some(a) = &mut ed.animation {
        ui.label(format!(
            "Generating: step {} of {}",
            a.shown,
            a.events.len()
        ));
        ui.add(
            egui::Slider::new(&mut a.speed, 5.0..=20000.0)
                .logarithmic(true)
                .text("steps/s"),
        );
        if ui.button("Skip to the end").clicked() {
            ed.finish_animation();
        }
        return;
    }
    let g = &mut ed.gen_form;
    egui::ComboBox::new("gen-algo", "Algorithm")
        .selected_text(g.algo.name())
        .show_ui(ui, |ui| {
            for a in Algorithm::ALL {
                ui.selectable_value(&mut g.algo, a, a.name());
            }
        });
    ui.horizontal(|ui| {
        let l = ui.label("Size");
        ui.add(egui::DragValue::new(&mut g.width).range(1..=500))
            .labelled_by(l.id);
        ui.add(egui::DragValue::new(&mut g.height).range(1..=500))
            .labelled_by(l.id);
    });
    ui.horizontal(|ui| {
        let l = ui.label("Seed");
        ui.add(egui::DragValue::new(&mut g.seed)).labelled_by(l.id);
    });
    ui.add(egui::Slider::new(&mut g.braid, 0.0..=1.0).text("braid"));
    ui.checkbox(&mut g.animate, "Show step by step");
    if ui.button("Generate maze").clicked() {
        ed.generate();
    }
}
