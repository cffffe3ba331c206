//! The 2048 level editor: title and author, size, target, undo, seed, the spawn table with the
//! probabilities its weights give, a start board painted by clicking cells with a chosen value,
//! the live checks, and the puzzle search off the UI thread.

use std::time::{Duration, Instant};

use egui::{Color32, Sense, Ui};
use gridwright_formats::g2048::{Level, MAX_SIDE, MIN_SIDE, Spawn};

use super::task::Task;
use super::tiles::{cell_at, cell_rect, draw, layout, outline, tile_on};
use super::{G2048Workspace, Mode};
use crate::editor::grid_edit;
use crate::editor::tools::Tool;
use crate::g2048::board::{Board, exponent_of, label};
use crate::g2048::document::{rows_from_text, rows_text};
use crate::g2048::game::SpawnTable;
use crate::g2048::puzzle::{Bounds, Verdict, check};
use crate::grid::Pos;
use crate::gui::canvas_tools;
use crate::gui::dialogs::Answer;
use crate::gui::grid_edit::{EditCommand, Offers, ResizeForm, palette_tip, resize_dialog};
use crate::gui::icons;
use crate::gui::view::CanvasInput;
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
        ui.heading(crate::t!("g2048-level"));
        let mut fields = Vec::new();
        egui::Grid::new("g2048-meta").num_columns(2).show(ui, |ui| {
            let t = ui.label(crate::t!("g2048-title"));
            fields.push(ui.text_edit_singleline(&mut l.title).labelled_by(t.id));
            ui.end_row();
            let a = ui.label(crate::t!("g2048-author"));
            fields.push(ui.text_edit_singleline(&mut l.author).labelled_by(a.id));
            ui.end_row();
        });
        self.grouped(&fields);
        self.doc.change(l);
        self.rules_ui(ui);
        self.spawn_ui(ui);
        self.start_ui(ui);
        ui.separator();
        ui.heading(crate::t!("g2048-checks"));
        let problems: Vec<String> = self.problems().iter().map(|p| p.message.clone()).collect();
        if problems.is_empty() {
            ui.colored_label(Color32::from_rgb(90, 190, 100), crate::t!("g2048-valid"));
        }
        for p in problems {
            ui.colored_label(WARN, p);
        }
        self.puzzle_ui(ui);
        ui.separator();
        if ui.button(crate::t!("g2048-playtest-f5")).clicked() {
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
            let lw = ui.label(crate::t!("g2048-width"));
            ui.add(egui::DragValue::new(&mut w).range(MIN_SIDE..=MAX_SIDE))
                .labelled_by(lw.id);
            let lh = ui.label(crate::t!("g2048-height"));
            ui.add(egui::DragValue::new(&mut h).range(MIN_SIDE..=MAX_SIDE))
                .labelled_by(lh.id);
        });
        if (w, h) != (l.rules.width, l.rules.height) {
            self.doc.resize(w, h);
        }
        let mut l = self.doc.level().clone();
        egui::ComboBox::new("g2048-target", crate::t!("g2048-target"))
            .selected_text(l.rules.target.to_string())
            .show_ui(ui, |ui| {
                for v in powers(2, 30) {
                    ui.selectable_value(&mut l.rules.target, v, v.to_string());
                }
            });
        ui.checkbox(&mut l.rules.undo, crate::t!("g2048-undo-allowed"));
        ui.checkbox(&mut l.puzzle, crate::t!("g2048-puzzle-checkbox"));
        ui.horizontal(|ui| {
            let mut fixed = l.seed.is_some();
            ui.checkbox(&mut fixed, crate::t!("g2048-fixed-seed"));
            if fixed {
                let mut s = l.seed.unwrap_or(1);
                let sl = ui.label(crate::t!("g2048-seed-label"));
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
        ui.heading(crate::t!("g2048-spawns"));
        let table = SpawnTable::new(&l.rules);
        let total: f64 = l.rules.spawn.iter().map(|s| s.weight).sum();
        let mut remove = None;
        let mut fields = Vec::new();
        for (i, s) in l.rules.spawn.iter_mut().enumerate() {
            ui.horizontal(|ui| {
                egui::ComboBox::new(("spawn-value", i), crate::t!("g2048-spawn-value"))
                    .selected_text(s.value.to_string())
                    .width(70.0)
                    .show_ui(ui, |ui| {
                        for v in powers(1, 16) {
                            ui.selectable_value(&mut s.value, v, v.to_string());
                        }
                    });
                let lw = ui.label(crate::t!("g2048-spawn-weight"));
                fields.push(
                    ui.add(
                        egui::DragValue::new(&mut s.weight)
                            .range(0.0..=1000.0)
                            .speed(0.01),
                    )
                    .labelled_by(lw.id),
                );
                let p = if total > 0.0 { s.weight / total } else { 0.0 };
                ui.label(crate::t!(
                    "g2048-percent",
                    p = crate::i18n::fixed(100.0 * p, 1)
                ));
                if ui
                    .small_button("✖")
                    .on_hover_text(crate::t!("g2048-spawn-remove"))
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
            ui.colored_label(WARN, crate::t!("g2048-spawn-zero"));
        } else {
            let p: Vec<String> = table
                .probabilities()
                .iter()
                .map(|&(e, p)| {
                    let p = crate::i18n::fixed(100.0 * p, 0);
                    crate::t!("g2048-probability", tile = label(e), p = p)
                })
                .collect();
            ui.label(crate::t!("g2048-probabilities", list = p.join(", ")));
        }
        if ui.button(crate::t!("g2048-spawn-add")).clicked() && l.rules.spawn.len() < 64 {
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
        ui.heading(crate::t!("g2048-start-board"));
        let mut designed = l.start.is_some();
        ui.checkbox(&mut designed, crate::t!("g2048-start-designed"));
        match (designed, &l.start) {
            (true, None) => l.start = Some(vec![vec![0; l.rules.width]; l.rules.height]),
            (false, Some(_)) => l.start = None,
            _ => {}
        }
        self.doc.change(l);
        if self.doc.level().start.is_some() {
            ui.label(crate::t!("g2048-start-paint"));
            ui.horizontal_wrapped(|ui| {
                for t in Tool::ALL {
                    ui.selectable_value(&mut self.tools.tool, t, t.label())
                        .on_hover_text(format!("({})", t.shortcut()));
                }
            });
            ui.horizontal_wrapped(|ui| {
                for (i, v) in palette().into_iter().enumerate() {
                    let text = if v == 0 {
                        crate::t!("g2048-empty-lower")
                    } else {
                        v.to_string()
                    };
                    let r = ui.selectable_label(self.tools.brush == v, text);
                    if r.on_hover_text(palette_tip("", i)).clicked() {
                        self.tools.choose_brush(v);
                    }
                }
            });
            let mut e = exponent_of(self.tools.brush);
            ui.horizontal(|ui| {
                let l = ui.label(crate::t!("g2048-any-value"));
                ui.add(egui::DragValue::new(&mut e).range(0..=62))
                    .labelled_by(l.id);
            });
            let value = if e == 0 { 0 } else { 1 << e };
            if value != self.tools.brush {
                self.tools.choose_brush(value);
            }
        }
    }

    fn puzzle_ui(&mut self, ui: &mut Ui) {
        let l = self.doc.level();
        if !l.puzzle {
            return;
        }
        ui.separator();
        ui.heading(crate::t!("g2048-puzzle"));
        let revision = self.doc.revision();
        if let Some(at) = self.puzzle.running.as_ref().map(|r| r.0) {
            let mut cancel = false;
            ui.horizontal(|ui| {
                ui.spinner();
                ui.label(crate::t!("g2048-puzzle-searching", secs = PUZZLE_SECONDS));
                cancel = ui.button(crate::t!("g2048-cancel")).clicked();
            });
            if cancel {
                self.puzzle.running = None;
            }
            if at != revision {
                ui.label(crate::t!("g2048-puzzle-changed"));
            }
        } else if ui.button(crate::t!("g2048-puzzle-check")).clicked() {
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
            if *at == revision {
                ui.label(words);
            } else {
                ui.label(crate::t!("g2048-puzzle-stale", words = words.as_str()));
            }
        }
    }

    fn poll_puzzle(&mut self, ctx: &egui::Context) {
        let width = self.doc.level().rules.width;
        if let Some((at, task)) = &mut self.puzzle.running {
            if let Some(v) = task.poll() {
                // The CLI puts the words after "puzzle"; the panel shows them as a sentence.
                self.puzzle.answer = Some((*at, crate::i18n::sentence_case(&v.words(width))));
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
        let response = ui.allocate_rect(area, Sense::click_and_drag());
        let board = l
            .start
            .as_ref()
            .map_or_else(|| Board::new(w, h), |rows| Board::from_values(rows));
        draw(ui, area, cell, &board, None, 0.0);
        if l.start.is_none() {
            ui.painter().text(
                area.center(),
                egui::Align2::CENTER_CENTER,
                crate::t!("g2048-no-start-board"),
                egui::FontId::proportional(16.0),
                Color32::from_rgb(0x77, 0x6e, 0x65),
            );
        }
        if let Some(r) = self.tools.selection_rect() {
            let a = cell_rect(area, cell, w, r.min.y * w + r.min.x);
            let b = cell_rect(area, cell, w, r.max.y * w + r.max.x);
            ui.painter().rect_stroke(
                a.union(b),
                4.0,
                egui::Stroke::new(3.0, Color32::from_rgb(90, 170, 255)),
                egui::StrokeKind::Inside,
            );
        }
        let g = canvas_tools::gesture(ui, area, &response);
        let at = |p: egui::Pos2| cell_at(area, cell, w, h, p).map(|(x, y)| Pos::new(x, y));
        let clamped = |p: egui::Pos2| at(p.clamp(area.min, area.max - egui::vec2(0.01, 0.01)));
        let input = CanvasInput {
            canvas: area,
            hovered: g.hover.and_then(at),
            pressed: g.pressed.and_then(|(p, s)| Some((at(p)?, s))),
            dragged_to: g.held.and_then(clamped),
            released: g.released,
        };
        self.hovered = input.hovered.map(|c| (c.x, c.y));
        if let Some(c) = self.hovered {
            outline(ui, area, cell, w, c);
        }
        let editing = matches!(self.mode, Mode::Edit);
        canvas_tools::apply(
            &mut self.tools,
            &mut self.doc,
            &input,
            shell.dialog_open || !editing,
        );
    }

    /// The toolbar's tools and palette (the value swatches), as every editor has them.
    pub(super) fn toolbar_tools(&mut self, ui: &mut Ui, editing: bool) {
        ui.add_enabled_ui(editing, |ui| {
            for t in Tool::ALL {
                let on = self.tools.tool == t;
                if icons::button(ui, icons::tool(t), t.label(), t.shortcut(), on).clicked() {
                    self.tools.tool = t;
                }
            }
            ui.separator();
            for (i, v) in palette().into_iter().enumerate() {
                let name = if v == 0 {
                    crate::t!("g2048-empty")
                } else {
                    v.to_string()
                };
                let draw = |p: &egui::Painter, r| tile_on(p, r, exponent_of(v), 1.0);
                if icons::swatch(ui, self.tools.brush == v, &palette_tip(&name, i), draw) {
                    self.tools.choose_brush(v);
                }
            }
        });
    }

    /// Edit mode's keys (no text field has the keyboard): the tools' letters, then the
    /// shared ones.
    pub(super) fn edit_keys(&mut self, ui: &Ui, shell: &mut Shell) {
        for t in Tool::ALL {
            let key = egui::Key::from_name(t.shortcut());
            let shortcut = |k| egui::KeyboardShortcut::new(egui::Modifiers::NONE, k);
            if key.is_some_and(|k| ui.input_mut(|i| i.consume_shortcut(&shortcut(k)))) {
                self.tools.tool = t;
            }
        }
        for cmd in crate::gui::grid_edit::keys(ui, palette().len(), true) {
            self.command(cmd, ui.ctx(), shell);
        }
    }

    /// The shared editing entries of the Edit menu.
    pub(super) fn shared_edit_menu(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let editing = matches!(self.mode, Mode::Edit);
        let offers = Offers {
            clipboard: true,
            selected: self.tools.selection.is_some(),
        };
        if let Some(cmd) = crate::gui::grid_edit::menu(ui, editing, offers) {
            self.command(cmd, ui.ctx(), shell);
        }
    }

    /// Carries out a shared editing command, each change one undo step.
    fn command(&mut self, cmd: EditCommand, ctx: &egui::Context, shell: &mut Shell) {
        let selection = self.tools.selection;
        match cmd {
            EditCommand::Copy => {
                let piece = grid_edit::copy(&self.doc, selection);
                self.clipboard.copy(ctx, rows_text(&piece));
                shell.say(if selection.is_some() {
                    crate::t!("g2048-copied-selection")
                } else {
                    crate::t!("g2048-copied-board")
                });
            }
            EditCommand::Cut => {
                if let Some(piece) = grid_edit::cut(&mut self.doc, selection) {
                    self.clipboard.copy(ctx, rows_text(&piece));
                    shell.say(crate::t!("g2048-cut-selection"));
                }
            }
            EditCommand::Paste(text) => self.paste(text, shell),
            EditCommand::Delete => grid_edit::delete(&mut self.doc, selection),
            EditCommand::Deselect => self.tools.selection = None,
            EditCommand::Turn(t) => {
                self.tools.cancel(&mut self.doc);
                grid_edit::turn(&mut self.doc, t);
                self.tools.selection = None;
            }
            EditCommand::Resize => {
                let r = &self.doc.level().rules;
                self.resize = Some(ResizeForm::new(r.width, r.height, MIN_SIDE..=MAX_SIDE));
            }
            EditCommand::Palette(i) => {
                if let Some(&v) = palette().get(i) {
                    self.tools.choose_brush(v);
                }
            }
        }
    }

    /// Pastes start rows (the event's text, else the clipboard's) at the pointer, else at the
    /// selection, else at the top left corner; what was pasted is then selected.
    fn paste(&mut self, text: Option<String>, shell: &mut Shell) {
        let text = text.or_else(|| self.clipboard.text());
        let Some(piece) = text.as_deref().and_then(rows_from_text) else {
            shell.fail(crate::t!("g2048-clipboard-no-rows"));
            return;
        };
        let at = self
            .hovered
            .map(|(x, y)| Pos::new(x, y))
            .or(self.tools.selection.map(|s| s.min))
            .unwrap_or(Pos::new(0, 0));
        self.tools.cancel(&mut self.doc);
        if let Some(r) = grid_edit::paste(&mut self.doc, &piece, at) {
            self.tools.selection = Some(r);
            shell.say(crate::t!("g2048-pasted", w = r.width(), h = r.height()));
        }
    }

    /// The Resize dialog, while it is open; the resized level is one undo step.
    pub(super) fn resize_dialog(&mut self, ctx: &egui::Context, shell: &mut Shell) {
        let Some(form) = &mut self.resize else {
            return;
        };
        match resize_dialog(ctx, form) {
            Answer::Ok(()) => {
                let (size, anchor) = ((form.width, form.height), form.anchor);
                self.tools.cancel(&mut self.doc);
                grid_edit::resize(&mut self.doc, size, anchor);
                self.tools.selection = None;
                self.resize = None;
                shell.say(crate::t!("g2048-resized", w = size.0, h = size.1));
            }
            Answer::Cancel => self.resize = None,
            Answer::Pending => {}
        }
    }
}

/// The palette, in its order (keys 1-9 pick the first nine): 2 to 8192, then empty.
pub fn palette() -> Vec<u64> {
    powers(1, 13).chain([0]).collect()
}
