//! Edit mode: keyboard shortcuts, clipboard events and the canvas wired to the tools.

use std::time::Duration;

use egui::{Key, KeyboardShortcut, Modifiers, Ui};

use super::SokobanWorkspace;
use super::canvas::{self, Overlay};
use super::level_list::{self, ListRequest};
use super::optimize_task::Source;
use super::side_panel;
use super::solve_task::SolveTask;
use crate::grid::Pos;
use crate::gui::workspace::Shell;
use crate::gui::{canvas_tools, layout};
use crate::sokoban::editor::paint::Brush;
use crate::sokoban::editor::tools::Tool;
use crate::sokoban::solver::Status;

impl SokobanWorkspace {
    /// One frame of edit mode: level list, tools and validation, the canvas.
    pub(super) fn edit_frame(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let mut request = None;
        let standings = self.standings();
        let optimizing = self.optimizer.busy();
        let window = ui.available_width();
        egui::Panel::left("levels")
            .default_size(layout::side_width(window, 230.0))
            .show(ui, |ui| {
                request =
                    level_list::show(ui, &mut self.doc, &mut self.meta, &standings, optimizing);
            });
        if let Some(r) = request {
            self.list_request(r, shell);
        }
        let mut highlight = Vec::new();
        let mut op = None;
        egui::Panel::right("tools")
            .default_size(layout::side_width(window, 240.0))
            .show(ui, |ui| {
                layout::scrolled(ui, |ui| {
                    side_panel::tools(ui, &mut self.tools);
                    ui.separator();
                    op = side_panel::board_ops(ui);
                    ui.separator();
                    let facts = self.facts();
                    highlight = side_panel::validation(ui, &facts.board, &facts.problems);
                    ui.checkbox(&mut self.show_dead, crate::t!("sokoban-show-dead"));
                    ui.separator();
                    self.solvability_ui(ui, shell);
                });
            });
        if let Some(op) = op {
            self.board_op(op);
        }
        egui::CentralPanel::default().show(ui, |ui| {
            self.hovered = self.central(ui, &highlight, shell.dialog_open);
        });
    }

    fn list_request(&mut self, request: ListRequest, shell: &mut Shell) {
        match request {
            ListRequest::Browse => self.browse(false),
            ListRequest::AddLevel => {
                let b = self.doc.board();
                let level = self.new_level((b.width().max(3), b.height().max(3)));
                self.doc.insert_level(level);
            }
            ListRequest::Replay(i) => {
                let game = self.doc.level().saved_games[i].clone();
                self.start_replay(shell, self.doc.current_index(), &game.moves, &game.title);
            }
            ListRequest::Resume(i) => self.resume(shell, i),
            ListRequest::DeleteGame(i) => self.doc.remove_saved_game(i),
            ListRequest::Optimize(i) => {
                let (level, game) = (self.doc.current_index(), &self.doc.level().saved_games[i]);
                let title = game.title.clone();
                match Source::new(level, self.doc.board(), &game.moves, title) {
                    Some(source) => self.open_optimizer(source),
                    None => shell.fail(crate::t!("sokoban-optimize-not-a-solution")),
                }
            }
        }
    }

    /// The solvability check: start, progress with Cancel, and the last answer for this board.
    fn solvability_ui(&mut self, ui: &mut Ui, shell: &mut Shell) {
        ui.heading(crate::t!("sokoban-solvability"));
        let board = self.doc.board().clone();
        if let Some(task) = &self.solvability.task {
            let (secs, nodes) = task.status();
            ui.label(crate::t!(
                "sokoban-solvability-searching",
                secs = crate::i18n::fixed(secs.into(), 1),
                n = nodes
            ));
            if ui.button(crate::t!("sokoban-cancel")).clicked() {
                task.cancel();
            }
            ui.ctx().request_repaint_after(Duration::from_millis(100));
            return;
        }
        ui.horizontal_wrapped(|ui| {
            if ui.button(crate::t!("sokoban-solvability-check")).clicked() {
                let limit = Duration::from_secs_f32(self.solvability.time_limit_s);
                self.solvability.task = Some(SolveTask::start(ui.ctx(), board.clone(), limit));
            }
            let l = ui.label(crate::t!("sokoban-solvability-limit"));
            ui.add(egui::DragValue::new(&mut self.solvability.time_limit_s).range(1.0..=600.0))
                .labelled_by(l.id);
        });
        let Some(outcome) = self.solvability.answer_for(&board).cloned() else {
            ui.label(crate::t!("sokoban-solvability-not-checked"));
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
                    crate::t!(
                        "sokoban-solvability-solvable",
                        moves = *moves,
                        pushes = *pushes,
                        secs = crate::i18n::fixed(secs.into(), 1)
                    ),
                );
                ui.horizontal_wrapped(|ui| {
                    if ui.button(crate::t!("sokoban-solvability-replay")).clicked() {
                        self.start_replay(
                            shell,
                            self.doc.current_index(),
                            lurd,
                            &crate::t!(
                                "sokoban-solvability-replay-title",
                                moves = *moves,
                                pushes = *pushes
                            ),
                        );
                    }
                    if ui.button(crate::t!("sokoban-solvability-add")).clicked() {
                        let game = gridwright_formats::sokoban::SavedGame {
                            title: crate::t!(
                                "sokoban-solution-title",
                                moves = *moves,
                                pushes = *pushes
                            ),
                            moves: lurd.clone(),
                            notes: vec![crate::t!("sokoban-solution-found-by-solver")],
                        };
                        self.doc.add_saved_game(self.doc.current_index(), game);
                    }
                    let optimizing = self.optimizer.busy();
                    if level_list::optimize_button(ui, optimizing, false).clicked() {
                        let name = crate::t!("sokoban-optimize-solver-solution");
                        let level = self.doc.current_index();
                        if let Some(source) = Source::new(level, &board, lurd, name) {
                            self.open_optimizer(source);
                        }
                    }
                });
            }
            Status::Unsolvable(why) => {
                ui.colored_label(
                    egui::Color32::from_rgb(240, 110, 100),
                    crate::t!(
                        "sokoban-solvability-unsolvable",
                        why = why.to_string(),
                        secs = crate::i18n::fixed(secs.into(), 1),
                        n = outcome.nodes
                    ),
                );
            }
            Status::Invalid(why) => {
                ui.colored_label(
                    egui::Color32::from_rgb(240, 110, 100),
                    crate::t!("sokoban-solvability-invalid", why = why.to_string()),
                );
            }
            Status::Timeout | Status::OutOfMemory | Status::Cancelled => {
                let why = match outcome.status {
                    Status::Timeout => crate::t!("sokoban-solvability-timeout"),
                    Status::OutOfMemory => crate::t!("sokoban-solvability-out-of-memory"),
                    _ => crate::t!("sokoban-solvability-cancelled"),
                };
                ui.label(crate::t!(
                    "sokoban-solvability-unknown",
                    why = why,
                    secs = crate::i18n::fixed(secs.into(), 1),
                    n = outcome.nodes
                ));
            }
        }
    }

    fn shortcut(ui: &Ui, modifiers: Modifiers, key: Key) -> bool {
        ui.input_mut(|i| i.consume_shortcut(&KeyboardShortcut::new(modifiers, key)))
    }

    /// Edit mode's keys: playtest, then (unless a text field has the keyboard) the palette,
    /// the tools, the view, the level list and the clipboard.
    pub(super) fn edit_keys(&mut self, ui: &Ui, shell: &mut Shell, typing: bool) {
        if Self::shortcut(ui, Modifiers::NONE, Key::F5) {
            self.start_play(shell, false);
        }
        if ui.input_mut(|i| i.consume_shortcut(&super::BROWSE)) {
            self.browse(false);
        }
        if ui.input_mut(|i| i.consume_shortcut(&super::GO_TO)) {
            self.browse(true);
        }
        if typing {
            return;
        }
        self.plain_keys(ui, shell);
        self.clipboard_events(ui, shell);
    }

    fn plain_keys(&mut self, ui: &Ui, shell: &mut Shell) {
        let none = Modifiers::NONE;
        for (i, brush) in Brush::ALL.into_iter().enumerate() {
            let key = Key::from_name(&(i + 1).to_string()).unwrap_or(Key::Num1);
            if Self::shortcut(ui, none, key) {
                self.tools.choose_brush(brush);
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
        let step = if Self::shortcut(ui, none, Key::PageDown) {
            Some(self.doc.current_index() + 1)
        } else if Self::shortcut(ui, none, Key::PageUp) {
            Some(self.doc.current_index().saturating_sub(1))
        } else {
            None
        };
        if let Some(to) = step {
            self.doc.select(to);
            shell.say(super::level_words(&self.doc));
        }
    }

    fn clipboard_events(&mut self, ui: &Ui, shell: &mut Shell) {
        let hovered = self.hovered;
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
                    shell.say(if self.tools.selection.is_some() {
                        crate::t!("sokoban-copied-selection")
                    } else {
                        crate::t!("sokoban-copied-board")
                    });
                }
                egui::Event::Cut => {
                    if let Some(text) = self.tools.cut(&mut self.doc) {
                        ui.ctx().copy_text(text);
                        shell.say(crate::t!("sokoban-cut-selection"));
                    }
                }
                egui::Event::Paste(text) => self.paste_text(shell, &text, hovered, shift),
                _ => {}
            }
        }
    }

    fn central(&mut self, ui: &mut Ui, highlight: &[Pos], dialog_open: bool) -> Option<Pos> {
        if self.doc.current_index() != self.shown_level {
            self.tools.cancel(&mut self.doc);
            self.tools.selection = None;
            self.view.fit_pending = true;
            self.shown_level = self.doc.current_index();
        }
        let (selection, preview) = (self.tools.selection_rect(), self.tools.preview());
        let show_dead = self.show_dead;
        self.facts();
        let facts = self
            .facts
            .take()
            .unwrap_or_else(|| super::BoardFacts::of(self.doc.board(), self.doc.revision()));
        let problem_cells: Vec<Pos> = facts
            .problems
            .iter()
            .flat_map(|p| p.cells.iter().copied())
            .collect();
        let overlay = Overlay {
            outside: &facts.outside,
            dead: if show_dead { &facts.dead } else { &[] },
            problem_cells: &problem_cells,
            highlight,
            selection,
            preview,
        };
        // The document's board: the facts may be a frame or two behind on a large board.
        let fresh = facts.board.width() == self.doc.board().width()
            && facts.board.height() == self.doc.board().height();
        let (empty_outside, empty_dead) = (Vec::new(), Vec::new());
        let overlay = if fresh {
            overlay
        } else {
            Overlay {
                outside: &empty_outside,
                dead: &empty_dead,
                problem_cells: &[],
                ..overlay
            }
        };
        let input = canvas::show(
            ui,
            &mut self.view,
            self.doc.board(),
            &overlay,
            &mut self.board_image,
        );
        self.facts = Some(facts);
        if self.facts_busy() {
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(15));
        }
        self.canvas_rect = input.canvas;
        canvas_tools::apply(&mut self.tools, &mut self.doc, &input, dialog_open);
        input.hovered
    }
}
