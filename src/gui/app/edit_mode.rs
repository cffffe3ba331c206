//! Edit mode: keyboard shortcuts, clipboard events and the canvas wired to the tools.

use std::time::Duration;

use egui::{Key, KeyboardShortcut, Modifiers, Ui};

use super::{EditorApp, Pending};
use crate::editor::paint::Brush;
use crate::editor::tools::Tool;
use crate::grid::Pos;
use crate::gui::canvas::{self, Overlay};
use crate::gui::files::Purpose;
use crate::gui::level_list::{self, ListRequest};
use crate::gui::side_panel;
use crate::gui::solve_task::SolveTask;
use crate::sokoban::checks::{outside, validate};
use crate::sokoban::position::Position;
use crate::sokoban::solver::Status;
use crate::sokoban::solver::analysis::dead_squares;

impl EditorApp {
    /// One frame of edit mode: level list, tools and validation, the canvas.
    pub(super) fn edit_frame(&mut self, ui: &mut Ui) {
        let mut request = None;
        egui::Panel::left("levels")
            .default_size(230.0)
            .show(ui, |ui| {
                request = level_list::show(ui, &mut self.doc, &mut self.meta);
            });
        if let Some(r) = request {
            self.list_request(r);
        }
        let mut highlight = Vec::new();
        let mut op = None;
        egui::Panel::right("tools")
            .default_size(240.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    side_panel::tools(ui, &mut self.tools);
                    ui.separator();
                    op = side_panel::board_ops(ui);
                    ui.separator();
                    let board = self.doc.board().clone();
                    highlight = side_panel::validation(ui, &board, &validate(&board));
                    ui.checkbox(&mut self.show_dead, "Show dead squares");
                    ui.separator();
                    self.solvability_ui(ui);
                });
            });
        if let Some(op) = op {
            self.board_op(op);
        }
        egui::CentralPanel::default().show(ui, |ui| {
            self.hovered = self.central(ui, &highlight);
        });
        self.shortcuts(ui, self.hovered);
    }

    fn list_request(&mut self, request: ListRequest) {
        match request {
            ListRequest::AddLevel => {
                let level = self.new_level();
                self.doc.insert_level(level);
            }
            ListRequest::Replay(i) => {
                let game = self.doc.level().saved_games[i].clone();
                self.start_replay(self.doc.current_index(), &game.moves, &game.title);
            }
            ListRequest::Resume(i) => self.resume(i),
            ListRequest::DeleteGame(i) => self.doc.remove_saved_game(i),
        }
    }

    /// The solvability check: start, progress with Cancel, and the last answer for this board.
    fn solvability_ui(&mut self, ui: &mut Ui) {
        ui.heading("Solvability");
        let board = self.doc.board().clone();
        if let Some(task) = &self.solvability.task {
            let (secs, nodes) = task.status();
            ui.label(format!("Searching… {secs:.1} s, {nodes} positions"));
            if ui.button("Cancel").clicked() {
                task.cancel();
            }
            ui.ctx().request_repaint_after(Duration::from_millis(100));
            return;
        }
        ui.horizontal(|ui| {
            if ui.button("Check solvability").clicked() {
                let limit = Duration::from_secs_f32(self.solvability.time_limit_s);
                self.solvability.task = Some(SolveTask::start(ui.ctx(), board.clone(), limit));
            }
            let l = ui.label("limit (s)");
            ui.add(egui::DragValue::new(&mut self.solvability.time_limit_s).range(1.0..=600.0))
                .labelled_by(l.id);
        });
        let Some(outcome) = self.solvability.answer_for(&board).cloned() else {
            ui.label("Not checked since the last edit.");
            return;
        };
        let secs = outcome.elapsed.as_secs_f32();
        match &outcome.status {
            Status::Solved {
                lurd,
                moves,
                pushes,
            } => {
                ui.colored_label(
                    egui::Color32::from_rgb(90, 190, 100),
                    format!("Solvable: {moves} moves, {pushes} pushes ({secs:.1}s)"),
                );
                ui.horizontal(|ui| {
                    if ui.button("Replay solution").clicked() {
                        self.start_replay(
                            self.doc.current_index(),
                            lurd,
                            &format!("Solver: {moves}/{pushes}"),
                        );
                    }
                    if ui.button("Add to solutions").clicked() {
                        let game = gridwright_formats::sokoban::SavedGame {
                            title: format!("Solution {moves}/{pushes}"),
                            moves: lurd.clone(),
                            notes: vec!["Found by the gridwright solver".into()],
                        };
                        self.doc.add_saved_game(self.doc.current_index(), game);
                    }
                });
            }
            Status::Unsolvable(why) => {
                ui.colored_label(
                    egui::Color32::from_rgb(240, 110, 100),
                    format!(
                        "Unsolvable: {why} ({secs:.1} s, {} positions)",
                        outcome.nodes
                    ),
                );
            }
            Status::Invalid(why) => {
                ui.colored_label(
                    egui::Color32::from_rgb(240, 110, 100),
                    format!("Not a valid level: {why}"),
                );
            }
            Status::Timeout | Status::OutOfMemory | Status::Cancelled => {
                let why = match outcome.status {
                    Status::Timeout => "time limit reached",
                    Status::OutOfMemory => "memory limit reached",
                    _ => "cancelled",
                };
                ui.label(format!(
                    "Unknown: {why} after {secs:.1} s, {} positions",
                    outcome.nodes
                ));
            }
        }
    }

    /// Dead squares of the current board, for the overlay.
    fn dead_overlay(&self) -> Vec<bool> {
        match (self.show_dead, Position::from_board(self.doc.board())) {
            (true, Ok(p)) => dead_squares(&p),
            _ => vec![],
        }
    }
    fn shortcut(ui: &Ui, modifiers: Modifiers, key: Key) -> bool {
        ui.input_mut(|i| i.consume_shortcut(&KeyboardShortcut::new(modifiers, key)))
    }

    /// Keyboard shortcuts; none fire while a text field has the keyboard.
    fn shortcuts(&mut self, ui: &Ui, hovered: Option<Pos>) {
        if self.dialog_open() {
            return;
        }
        let cmd = Modifiers::COMMAND;
        let cmd_shift = Modifiers::COMMAND | Modifiers::SHIFT;
        if Self::shortcut(ui, cmd_shift, Key::S) {
            self.pending_dialog = Some(Purpose::SaveAs);
        }
        if Self::shortcut(ui, cmd, Key::S) {
            self.save();
        }
        if Self::shortcut(ui, cmd, Key::O) {
            self.guarded(Pending::OpenDialog);
        }
        if Self::shortcut(ui, cmd, Key::N) {
            self.guarded(Pending::New);
        }
        if Self::shortcut(ui, Modifiers::NONE, Key::F5) {
            self.start_play(false);
        }
        if ui.ctx().egui_wants_keyboard_input() {
            return;
        }
        if Self::shortcut(ui, cmd_shift, Key::Z) || Self::shortcut(ui, cmd, Key::Y) {
            self.redo();
        }
        if Self::shortcut(ui, cmd, Key::Z) {
            self.undo();
        }
        self.plain_keys(ui);
        self.clipboard_events(ui, hovered);
    }

    fn plain_keys(&mut self, ui: &Ui) {
        let none = Modifiers::NONE;
        for (i, brush) in Brush::ALL.into_iter().enumerate() {
            let key = Key::from_name(&(i + 1).to_string()).unwrap_or(Key::Num1);
            if Self::shortcut(ui, none, key) {
                self.tools.brush = brush;
                if matches!(self.tools.tool, Tool::Eraser | Tool::Select) {
                    self.tools.tool = Tool::Pencil;
                }
            }
        }
        for tool in Tool::ALL {
            let key = Key::from_name(tool.shortcut()).unwrap_or(Key::B);
            if Self::shortcut(ui, none, key) {
                self.tools.tool = tool;
            }
        }
        if Self::shortcut(ui, none, Key::G) {
            self.view.show_grid = !self.view.show_grid;
        }
        if Self::shortcut(ui, none, Key::Num0) {
            self.view.fit_pending = true;
        }
        if Self::shortcut(ui, none, Key::Delete) {
            self.tools.delete(&mut self.doc);
        }
        if Self::shortcut(ui, none, Key::Escape) {
            self.tools.selection = None;
        }
        if Self::shortcut(ui, none, Key::PageDown) {
            self.doc.select(self.doc.current_index() + 1);
        }
        if Self::shortcut(ui, none, Key::PageUp) {
            self.doc.select(self.doc.current_index().saturating_sub(1));
        }
    }

    fn clipboard_events(&mut self, ui: &Ui, hovered: Option<Pos>) {
        let events: Vec<(egui::Event, bool)> = ui.input(|i| {
            i.events
                .iter()
                .map(|e| (e.clone(), i.modifiers.shift))
                .collect()
        });
        for (event, shift) in events {
            match event {
                egui::Event::Copy => {
                    ui.ctx().copy_text(self.tools.copy(&self.doc));
                    let what = if self.tools.selection.is_some() {
                        "selection"
                    } else {
                        "board"
                    };
                    self.say(format!("Copied the {what} as XSB"));
                }
                egui::Event::Cut => {
                    if let Some(text) = self.tools.cut(&mut self.doc) {
                        ui.ctx().copy_text(text);
                        self.say("Cut the selection");
                    }
                }
                egui::Event::Paste(text) => self.paste_text(&text, hovered, shift),
                _ => {}
            }
        }
    }

    fn central(&mut self, ui: &mut Ui, highlight: &[Pos]) -> Option<Pos> {
        if self.doc.current_index() != self.shown_level {
            self.tools.cancel(&mut self.doc);
            self.tools.selection = None;
            self.view.fit_pending = true;
            self.shown_level = self.doc.current_index();
        }
        let board = self.doc.board().clone();
        let problems = validate(&board);
        let problem_cells: Vec<Pos> = problems
            .iter()
            .flat_map(|p| p.cells.iter().copied())
            .collect();
        let outside = outside(&board);
        let dead = self.dead_overlay();
        let overlay = Overlay {
            outside: &outside,
            dead: &dead,
            problem_cells: &problem_cells,
            highlight,
            selection: self.tools.selection_rect(),
            preview: self.tools.preview(),
        };
        let input = canvas::show(ui, &mut self.view, &board, &overlay);
        self.canvas_rect = input.canvas;
        if !self.dialog_open() {
            if let Some((cell, secondary)) = input.pressed {
                self.tools.press(&mut self.doc, cell, secondary);
            }
            if let Some(cell) = input.dragged_to {
                self.tools.drag_to(&mut self.doc, cell);
            }
        }
        if input.released {
            self.tools.release(&mut self.doc);
        }
        input.hovered
    }
}
