//! The 2048 level editor: title and author, size, target, undo, seed, the spawn table with the
//! probabilities its weights give, a start board painted by clicking cells with a chosen value,
//! the live checks, and the puzzle search off the UI thread.

use std::time::{Duration, Instant};

use egui::{Color32, Sense, Ui};
use gridwright_formats::g2048::{Level, MAX_SIDE, MIN_SIDE, Spawn};

use super::task::Task;
use super::tiles::{cell_at, draw, layout, outline};
use super::{G2048Workspace, Mode};
use crate::g2048::board::{Board, exponent_of, label};
use crate::g2048::game::SpawnTable;
use crate::g2048::puzzle::{Bounds, Verdict, check};
use crate::gui::workspace::Shell;

/// The puzzle search's time.
pub const PUZZLE_SECONDS: u64 = 20;

/// The puzzle search: running, or its last answer with the revision it answered.
#[derive(Default)]
pub struct PuzzleCheck {
    running: Option<(u64, Task<Verdict>)>,
    answer: Option<(u64, String)>,
}

const WARN: Color32 = Color32::from_rgb(240, 110, 100);

/// Powers of two from 2^from to 2^to, for value pickers.
fn powers(from: u8, to: u8) -> impl Iterator<Item = u64> {
    (from..=to).map(|e| 1u64 << e)
}

impl G2048Workspace {
    pub(super) fn edit_frame(&mut self, ui: &mut Ui, shell: &mut Shell) {
        egui::Panel::right("g2048-edit")
            .default_size(290.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| self.panel(ui, shell));
            });
        egui::CentralPanel::default().show(ui, |ui| self.canvas(ui, shell));
        self.poll_puzzle(ui.ctx());
    }

    fn panel(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let mut l = self.doc.level().clone();
        ui.heading("Level");
        let mut fields = Vec::new();
        egui::Grid::new("g2048-meta").num_columns(2).show(ui, |ui| {
            let t = ui.label("Title");
            fields.push(ui.text_edit_singleline(&mut l.title).labelled_by(t.id));
            ui.end_row();
            let a = ui.label("Author");
            fields.push(ui.text_edit_singleline(&mut l.author).labelled_by(a.id));
            ui.end_row();
        });
        self.grouped(&fields);
        self.doc.change(l);
        self.rules_ui(ui);
        self.spawn_ui(ui);
        self.start_ui(ui);
        ui.separator();
        ui.heading("Checks");
        let problems: Vec<String> = self.problems().iter().map(|p| p.message.clone()).collect();
        if problems.is_empty() {
            ui.colored_label(
                Color32::from_rgb(90, 190, 100),
                "Valid level: ready to play",
            );
        }
        for p in problems {
            ui.colored_label(WARN, p);
        }
        self.puzzle_ui(ui);
        ui.separator();
        if ui.button("Playtest  (F5)").clicked() {
            self.start_play(shell, ui.ctx().input(|i| i.time));
        }
    }

    /// One undo step for each field's whole edit: from focus to focus lost, from a drag's
    /// start to its end.
    fn grouped(&mut self, fields: &[egui::Response]) {
        // Ends first: focus moving from one field to the next starts the next one's step.
        if fields.iter().any(|r| r.lost_focus() || r.drag_stopped()) {
            self.doc.end_stroke();
        }
        if fields.iter().any(|r| r.gained_focus() || r.drag_started()) {
            self.doc.begin_stroke();
        }
    }

    fn rules_ui(&mut self, ui: &mut Ui) {
        let l = self.doc.level().clone();
        let (mut w, mut h) = (l.rules.width, l.rules.height);
        ui.horizontal(|ui| {
            let lw = ui.label("Width");
            ui.add(egui::DragValue::new(&mut w).range(MIN_SIDE..=MAX_SIDE))
                .labelled_by(lw.id);
            let lh = ui.label("Height");
            ui.add(egui::DragValue::new(&mut h).range(MIN_SIDE..=MAX_SIDE))
                .labelled_by(lh.id);
        });
        if (w, h) != (l.rules.width, l.rules.height) {
            self.doc.resize(w, h);
        }
        let mut l = self.doc.level().clone();
        egui::ComboBox::new("g2048-target", "Target")
            .selected_text(l.rules.target.to_string())
            .show_ui(ui, |ui| {
                for v in powers(2, 30) {
                    ui.selectable_value(&mut l.rules.target, v, v.to_string());
                }
            });
        ui.checkbox(&mut l.rules.undo, "Undo allowed");
        ui.checkbox(
            &mut l.puzzle,
            "A puzzle (check that the target can be reached)",
        );
        ui.horizontal(|ui| {
            let mut fixed = l.seed.is_some();
            ui.checkbox(&mut fixed, "Fixed seed");
            if fixed {
                let mut s = l.seed.unwrap_or(1);
                let sl = ui.label("seed");
                ui.add(egui::DragValue::new(&mut s)).labelled_by(sl.id);
                l.seed = Some(s);
            } else {
                l.seed = None;
            }
        });
        self.doc.change(l);
    }

    fn spawn_ui(&mut self, ui: &mut Ui) {
        let mut l = self.doc.level().clone();
        ui.separator();
        ui.heading("Spawns");
        let table = SpawnTable::new(&l.rules);
        let total: f64 = l.rules.spawn.iter().map(|s| s.weight).sum();
        let mut remove = None;
        let mut fields = Vec::new();
        for (i, s) in l.rules.spawn.iter_mut().enumerate() {
            ui.horizontal(|ui| {
                egui::ComboBox::new(("spawn-value", i), "value")
                    .selected_text(s.value.to_string())
                    .width(70.0)
                    .show_ui(ui, |ui| {
                        for v in powers(1, 16) {
                            ui.selectable_value(&mut s.value, v, v.to_string());
                        }
                    });
                let lw = ui.label("weight");
                fields.push(
                    ui.add(
                        egui::DragValue::new(&mut s.weight)
                            .range(0.0..=1000.0)
                            .speed(0.01),
                    )
                    .labelled_by(lw.id),
                );
                let p = if total > 0.0 { s.weight / total } else { 0.0 };
                ui.label(format!("{:.1} %", 100.0 * p));
                if ui
                    .small_button("✖")
                    .on_hover_text("Remove this value")
                    .clicked()
                {
                    remove = Some(i);
                }
            });
        }
        if let Some(i) = remove.filter(|_| l.rules.spawn.len() > 1) {
            l.rules.spawn.remove(i);
        }
        if !(total.is_finite() && total > 0.0) {
            ui.colored_label(WARN, "The weights add up to 0: nothing could spawn.");
        } else {
            let p: Vec<String> = table
                .probabilities()
                .iter()
                .map(|&(e, p)| format!("{} {:.0} %", label(e), 100.0 * p))
                .collect();
            ui.label(format!("Probabilities: {}", p.join(", ")));
        }
        if ui.button("Add a value").clicked() && l.rules.spawn.len() < 64 {
            l.rules.spawn.push(Spawn {
                value: 8,
                weight: 0.1,
            });
        }
        self.grouped(&fields);
        // Weights of 0 in total are kept out of the file: the editor restores the last valid.
        let sum: f64 = l.rules.spawn.iter().map(|s| s.weight).sum();
        if sum > 0.0 && sum.is_finite() {
            self.doc.change(l);
        }
    }

    fn start_ui(&mut self, ui: &mut Ui) {
        let mut l = self.doc.level().clone();
        ui.separator();
        ui.heading("Start board");
        let mut designed = l.start.is_some();
        ui.checkbox(
            &mut designed,
            "A designed start board (else two tiles spawn)",
        );
        match (designed, &l.start) {
            (true, None) => l.start = Some(vec![vec![0; l.rules.width]; l.rules.height]),
            (false, Some(_)) => l.start = None,
            _ => {}
        }
        self.doc.change(l);
        if self.doc.level().start.is_some() {
            ui.label("Click a cell to paint, right-click to empty it:");
            ui.horizontal_wrapped(|ui| {
                for v in std::iter::once(0).chain(powers(1, 13)) {
                    let text = if v == 0 {
                        "empty".to_owned()
                    } else {
                        v.to_string()
                    };
                    ui.selectable_value(&mut self.brush, v, text);
                }
            });
            let mut e = exponent_of(self.brush);
            ui.horizontal(|ui| {
                let l = ui.label("Any value: 2^");
                ui.add(egui::DragValue::new(&mut e).range(0..=62))
                    .labelled_by(l.id);
            });
            self.brush = if e == 0 { 0 } else { 1 << e };
        }
    }

    fn puzzle_ui(&mut self, ui: &mut Ui) {
        let l = self.doc.level();
        if !l.puzzle {
            return;
        }
        ui.separator();
        ui.heading("Puzzle");
        let revision = self.doc.revision();
        if let Some(at) = self.puzzle.running.as_ref().map(|r| r.0) {
            let mut cancel = false;
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(format!("Searching (at most {PUZZLE_SECONDS} s)…"));
                cancel = ui.button("Cancel").clicked();
            });
            if cancel {
                self.puzzle.running = None;
            }
            if at != revision {
                ui.label("(the level changed since; check again when done)");
            }
        } else if ui.button("Check the puzzle").clicked() {
            let level = l.clone();
            let task = Task::spawn(move |cancel| {
                check(
                    &level,
                    &Bounds {
                        deadline: Instant::now() + Duration::from_secs(PUZZLE_SECONDS),
                        max_moves: 40,
                        cancel,
                    },
                )
            });
            self.puzzle.running = Some((revision, task));
        }
        if let Some((at, words)) = &self.puzzle.answer {
            let stale = if *at == revision {
                ""
            } else {
                " (before the last edit)"
            };
            ui.label(format!("{words}{stale}"));
        }
    }

    fn poll_puzzle(&mut self, ctx: &egui::Context) {
        let width = self.doc.level().rules.width;
        if let Some((at, task)) = &mut self.puzzle.running {
            if let Some(v) = task.poll() {
                self.puzzle.answer = Some((*at, v.words(width)));
                self.puzzle.running = None;
            } else {
                ctx.request_repaint_after(Duration::from_millis(100));
            }
        }
    }

    fn canvas(&mut self, ui: &mut Ui, shell: &Shell) {
        let l: Level = self.doc.level().clone();
        let (w, h) = (l.rules.width, l.rules.height);
        let rect = ui.available_rect_before_wrap().shrink(12.0);
        let (area, cell) = layout(rect, w, h);
        self.board_rect = area;
        let response = ui.allocate_rect(area, Sense::click());
        let board = l
            .start
            .as_ref()
            .map_or_else(|| Board::new(w, h), |rows| Board::from_values(rows));
        draw(ui, area, cell, &board, None, 0.0);
        if l.start.is_none() {
            ui.painter().text(
                area.center(),
                egui::Align2::CENTER_CENTER,
                "No start board: two tiles spawn",
                egui::FontId::proportional(16.0),
                Color32::from_rgb(0x77, 0x6e, 0x65),
            );
        }
        self.hovered = response
            .hover_pos()
            .and_then(|p| cell_at(area, cell, w, h, p));
        if let Some(c) = self.hovered {
            outline(ui, area, cell, w, c);
        }
        if shell.dialog_open || !matches!(self.mode, Mode::Edit) {
            return;
        }
        let at = response
            .interact_pointer_pos()
            .and_then(|p| cell_at(area, cell, w, h, p));
        if let Some((x, y)) = at {
            if response.clicked() {
                self.doc.set_cell(x, y, self.brush);
            } else if response.secondary_clicked() {
                self.doc.set_cell(x, y, 0);
            }
        }
    }
}
