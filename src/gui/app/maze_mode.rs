//! Maze documents in the window: the maze canvas, its side panel (tools, status, views,
//! generation) and routing of undo, save and export.

use egui::Ui;

use super::{EditorApp, Modal};
use crate::gui::maze_view::{self, MazeEditor, MazeTool};
use crate::maze::generate::Algorithm;
use crate::maze::solve::Method;

impl EditorApp {
    pub(super) fn maze_frame(&mut self, ui: &mut Ui) {
        let Some(mut ed) = self.maze.take() else {
            return;
        };
        let mut export = false;
        egui::Panel::right("maze-tools")
            .default_size(250.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| export = panel(ui, &mut ed));
            });
        egui::CentralPanel::default().show(ui, |ui| {
            self.hovered = maze_view::canvas(ui, &mut ed).map(|c| crate::grid::Pos::new(c.x, c.y));
        });
        if ed.animation.is_some() {
            ed.tick(ui.input(|i| i.stable_dt).min(0.1));
            ui.ctx().request_repaint();
        }
        self.maze = Some(ed);
        if export {
            self.path_text = self.maze_dot_path();
            self.modal = Modal::ExportDot;
        }
        self.maze_shortcuts(ui);
    }

    /// The file and history shortcuts; the Sokoban palette keys do not apply to mazes.
    fn maze_shortcuts(&mut self, ui: &Ui) {
        use egui::{Key, KeyboardShortcut, Modifiers};
        if self.dialog_open() {
            return;
        }
        let pressed = |m: Modifiers, k: Key| {
            ui.input_mut(|i| i.consume_shortcut(&KeyboardShortcut::new(m, k)))
        };
        let (cmd, shift) = (Modifiers::COMMAND, Modifiers::COMMAND | Modifiers::SHIFT);
        if pressed(shift, Key::S) {
            self.pending_dialog = Some(crate::gui::files::Purpose::SaveAs);
        }
        if pressed(cmd, Key::S) {
            self.save();
        }
        if pressed(cmd, Key::O) {
            self.guarded(super::Pending::OpenDialog);
        }
        if pressed(cmd, Key::N) {
            self.guarded(super::Pending::New);
        }
        if ui.ctx().egui_wants_keyboard_input() {
            return;
        }
        if pressed(shift, Key::Z) || pressed(cmd, Key::Y) {
            self.redo();
        }
        if pressed(cmd, Key::Z) {
            self.undo();
        }
    }

    fn maze_dot_path(&self) -> String {
        let base = self
            .maze
            .as_ref()
            .and_then(|e| e.doc.path.clone())
            .unwrap_or_else(|| "maze.maze".into());
        base.with_extension("dot").display().to_string()
    }

    /// Writes the passage graph of the maze as Graphviz DOT.
    pub(super) fn export_dot(&mut self, path: &std::path::Path) {
        let Some(ed) = &self.maze else { return };
        let dot = crate::maze::graph::to_dot(ed.doc.maze());
        match crate::io::write_atomic(path, dot.as_bytes()) {
            Ok(()) => self.say(format!("Graph written to {}", path.display())),
            Err(e) => self.fail(format!("Could not write the graph: {e}")),
        }
    }
}

/// The side panel; returns true when the user asks to export the graph.
fn panel(ui: &mut Ui, ed: &mut MazeEditor) -> bool {
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

fn status(ui: &mut Ui, ed: &mut MazeEditor) {
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

fn views(ui: &mut Ui, ed: &mut MazeEditor) -> bool {
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

fn generate(ui: &mut Ui, ed: &mut MazeEditor) {
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
