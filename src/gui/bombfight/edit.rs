//! Edit mode: the side panel (tools, palette, rounds, helpers, checks, fairness), the map
//! canvas wired to the tools, the editor's keys, and the random map dialog.

use egui::{Color32, Key, KeyboardShortcut, Modifiers, Ui};
use gridwright_formats::bombfight::{MAX_ROUNDS, MAX_SIDE};

use super::{BombFightWorkspace, canvas, tiles};
use crate::bombfight::document::{rows_from_text, rows_text, with_pillars_and_ring};
use crate::bombfight::generate::{MIN_GENERATED_SIDE, MapOptions, generate};
use crate::bombfight::tools::{MAP_TOOLS, palette, tile_label};
use crate::editor::grid_edit;
use crate::grid::Pos;
use crate::gui::canvas_tools;
use crate::gui::dialogs::Answer;
use crate::gui::grid_edit::{EditCommand, Offers, ResizeForm, palette_tip, resize_dialog};
use crate::gui::icons;
use crate::gui::workspace::Shell;

const PROBLEM: Color32 = Color32::from_rgb(240, 60, 60);
const SELECTION: Color32 = Color32::from_rgb(90, 170, 255);

impl BombFightWorkspace {
    pub(super) fn edit_frame(&mut self, ui: &mut Ui, shell: &mut Shell) {
        egui::Panel::right("bombfight-tools")
            .default_size(250.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| self.panel(ui, shell));
            });
        egui::CentralPanel::default().show(ui, |ui| self.map_canvas(ui, shell.dialog_open));
        if let Some(why) = self.doc.take_refusal() {
            shell.fail(why);
        }
    }

    fn panel(&mut self, ui: &mut Ui, shell: &mut Shell) {
        ui.heading(crate::t!("bombfight-tools"));
        ui.horizontal_wrapped(|ui| {
            for t in MAP_TOOLS {
                ui.selectable_value(&mut self.tools.tool, t, t.label())
                    .on_hover_text(format!("({})", t.shortcut()));
            }
        });
        ui.heading(crate::t!("bombfight-palette"));
        self.palette_grid(ui);
        ui.separator();
        self.map_fields(ui, shell);
        ui.separator();
        self.checks_panel(ui);
    }

    /// The toolbar: tools and palette as icons, then Playtest and Play.
    pub(super) fn toolbar_row(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let editing = matches!(self.mode, super::Mode::Edit);
        ui.add_enabled_ui(editing, |ui| {
            for t in MAP_TOOLS {
                let selected = self.tools.tool == t;
                if icons::button(ui, icons::tool(t), t.label(), t.shortcut(), selected).clicked() {
                    self.tools.tool = t;
                }
            }
            ui.separator();
            for (i, t) in palette().into_iter().enumerate() {
                let draw = |p: &egui::Painter, r| tiles::draw_tile(p, r, t);
                let tip = palette_tip(&tile_label(t), i);
                if icons::swatch(ui, self.tools.brush == t, &tip, draw) {
                    self.tools.choose_brush(t);
                }
            }
        });
        ui.separator();
        let playtest = crate::t!("bombfight-playtest-map");
        let f5 = "F5"; // i18n-exempt: a key name
        if icons::action(ui, editing, icons::PLAY, &playtest, f5) {
            self.start_play(shell, false);
        }
        if icons::action(
            ui,
            editing,
            icons::PLAYERS,
            &crate::t!("bombfight-play-choose-toolbar"),
            "",
        ) {
            self.open_players_dialog();
        }
    }

    /// The palette as a grid of swatches (the toolbar has it too), with the chosen tile's
    /// name: compact, so that the checks and the fairness report fit below it.
    fn palette_grid(&mut self, ui: &mut Ui) {
        ui.horizontal_wrapped(|ui| {
            for (i, t) in palette().into_iter().enumerate() {
                let draw = |p: &egui::Painter, r| tiles::draw_tile(p, r, t);
                let tip = palette_tip(&tile_label(t), i);
                if icons::swatch(ui, self.tools.brush == t, &tip, draw) {
                    self.tools.choose_brush(t);
                }
            }
        });
        ui.label(crate::t!(
            "bombfight-painting",
            tile = tile_label(self.tools.brush)
        ));
    }

    fn map_fields(&mut self, ui: &mut Ui, shell: &mut Shell) {
        ui.heading(crate::t!("bombfight-map"));
        let mut rounds = self.level().rounds;
        ui.horizontal(|ui| {
            let l = ui.label(crate::t!("bombfight-rounds"));
            let r = ui
                .add(egui::DragValue::new(&mut rounds).range(1..=MAX_ROUNDS))
                .labelled_by(l.id);
            if r.changed() {
                self.doc.set_rounds(rounds);
            }
        });
        ui.horizontal_wrapped(|ui| {
            if ui
                .button(crate::t!("bombfight-pillars-ring"))
                .on_hover_text(crate::t!("bombfight-pillars-ring-hover"))
                .clicked()
            {
                self.pillars_and_ring(shell);
            }
            if ui.button(crate::t!("bombfight-random-map-menu")).clicked() {
                self.open_random_dialog();
            }
        });
        if ui.button(crate::t!("bombfight-playtest-f5")).clicked() {
            self.start_play(shell, false);
        }
    }

    fn checks_panel(&mut self, ui: &mut Ui) {
        ui.heading(crate::t!("bombfight-checks"));
        let facts = self.facts();
        if facts.problems.is_empty() {
            ui.colored_label(
                Color32::from_rgb(90, 190, 100),
                crate::t!("bombfight-valid-map"),
            );
        }
        for p in &facts.problems {
            ui.colored_label(PROBLEM, &p.message);
        }
        ui.heading(crate::t!("bombfight-fairness"));
        let f = match (&facts.fairness, &facts.last_fairness) {
            (Some(f), _) => f,
            (None, Some(last)) => {
                ui.weak(crate::t!("bombfight-last-valid-fairness"));
                last
            }
            (None, None) => {
                ui.weak(crate::t!("bombfight-fairness-later"));
                return;
            }
        };
        // i18n-exempt: the players' letters, the same in every language
        for (name, s) in ["A", "B"].iter().zip(&f.sides) {
            let exit = match (s.exit_distance, s.bricks_to_exit) {
                (Some(d), _) => crate::t!("bombfight-fair-exit-in", n = d),
                (None, Some(b)) => crate::t!("bombfight-fair-no-open-exit", n = b),
                (None, None) => crate::t!("bombfight-fair-no-exit"),
            };
            ui.label(crate::t!(
                "bombfight-fair-side",
                name = *name,
                exit = exit,
                gems = s.gems,
                points = s.gem_points,
                mushrooms = s.mushrooms
            ));
        }
        if f.is_fair() {
            ui.label(crate::t!("bombfight-fair-neither"));
        }
        for flag in &f.flags {
            ui.colored_label(
                Color32::from_rgb(230, 170, 60),
                crate::t!("bombfight-unfair", flag = flag.to_string()),
            );
        }
    }

    fn map_canvas(&mut self, ui: &mut Ui, dialog_open: bool) {
        let problem_cells: Vec<(usize, usize)> = self
            .facts()
            .problems
            .iter()
            .flat_map(|p| p.cells.iter().copied())
            .collect();
        let preview = self.tools.preview_rect();
        let selection = self.tools.selection_rect();
        let level = self.doc.level();
        let (w, h) = (level.width(), level.height());
        let input = canvas::show(
            ui,
            &mut self.view,
            (w, h),
            |p, r, (x, y)| {
                tiles::draw_tile(p, r, level.get(x, y));
                if preview.is_some_and(|pr| pr.contains(Pos::new(x, y))) {
                    p.rect_filled(r, 0.0, Color32::from_rgba_unmultiplied(255, 255, 255, 70));
                }
            },
            |p, view, canvas| {
                for &(x, y) in &problem_cells {
                    tiles::outline(p, view.cell_rect(canvas, Pos::new(x, y)), PROBLEM);
                }
                if let Some(r) = selection {
                    let area = view
                        .cell_rect(canvas, r.min)
                        .union(view.cell_rect(canvas, r.max));
                    tiles::outline(p, area, SELECTION);
                }
            },
        );
        self.canvas_rect = input.canvas;
        self.hovered = input.hovered.map(|c| (c.x, c.y));
        canvas_tools::apply(&mut self.tools, &mut self.doc, &input, dialog_open);
    }

    /// Edit mode's keys: F5 plays; the tools' letters and 0 (fit) unless typing.
    pub(super) fn edit_keys(&mut self, ui: &Ui, shell: &mut Shell, typing: bool) {
        let pressed = |k: Key| {
            ui.input_mut(|i| i.consume_shortcut(&KeyboardShortcut::new(Modifiers::NONE, k)))
        };
        if pressed(Key::F5) {
            self.start_play(shell, false);
        }
        if typing {
            return;
        }
        for t in MAP_TOOLS {
            if Key::from_name(t.shortcut()).is_some_and(pressed) {
                self.tools.tool = t;
            }
        }
        if pressed(Key::Num0) {
            self.view.fit_pending = true;
        }
        for cmd in crate::gui::grid_edit::keys(ui, palette().len(), true) {
            self.command(cmd, ui.ctx(), shell);
        }
    }

    /// The shared editing entries of the Edit menu.
    pub(super) fn shared_edit_menu(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let editing = matches!(self.mode, super::Mode::Edit);
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
                    crate::t!("bombfight-copied-selection")
                } else {
                    crate::t!("bombfight-copied-map")
                });
            }
            EditCommand::Cut => {
                if let Some(piece) = grid_edit::cut(&mut self.doc, selection) {
                    self.clipboard.copy(ctx, rows_text(&piece));
                    shell.say(crate::t!("bombfight-cut"));
                }
            }
            EditCommand::Paste(text) => self.paste(text, shell),
            EditCommand::Delete => grid_edit::delete(&mut self.doc, selection),
            EditCommand::Deselect => self.tools.selection = None,
            EditCommand::Turn(t) => {
                self.tools.cancel(&mut self.doc);
                grid_edit::turn(&mut self.doc, t);
                self.tools.selection = None;
                self.view.fit_pending = true;
            }
            EditCommand::Resize => {
                let l = self.level();
                let sides = gridwright_formats::bombfight::MIN_SIDE..=MAX_SIDE;
                self.resize = Some(ResizeForm::new(l.width(), l.height(), sides));
            }
            EditCommand::Palette(i) => {
                if let Some(&t) = palette().get(i) {
                    self.tools.choose_brush(t);
                }
            }
        }
    }

    /// Pastes `.bflvl` rows (the event's text, else the clipboard's) at the pointer, else at
    /// the selection, else at the top left corner; what was pasted is then selected.
    fn paste(&mut self, text: Option<String>, shell: &mut Shell) {
        let Some(piece) = text
            .or_else(|| self.clipboard.text())
            .as_deref()
            .and_then(rows_from_text)
        else {
            shell.fail(crate::t!("bombfight-paste-nothing"));
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
            shell.say(crate::t!("bombfight-pasted", w = r.width(), h = r.height()));
        }
    }

    /// The Resize dialog, while it is open; the resized map is one undo step.
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
                self.view.fit_pending = true;
                self.resize = None;
                shell.say(crate::t!("bombfight-resized", w = size.0, h = size.1));
            }
            Answer::Cancel => self.resize = None,
            Answer::Pending => {}
        }
    }

    pub(super) fn pillars_and_ring(&mut self, shell: &mut Shell) {
        let after = with_pillars_and_ring(self.level());
        if &after == self.level() {
            shell.say(crate::t!("bombfight-pillars-already"));
        } else {
            self.doc.replace(after);
            shell.say(crate::t!("bombfight-pillars-laid"));
        }
    }

    pub(super) fn open_random_dialog(&mut self) {
        let l = self.level();
        self.random = Some(MapOptions {
            width: l.width().max(MIN_GENERATED_SIDE),
            height: l.height().max(MIN_GENERATED_SIDE),
            rounds: l.rounds.max(1),
            ..MapOptions::default()
        });
    }

    /// The random map dialog, while it is open; its map replaces this one (one undo step).
    pub(super) fn random_dialog(&mut self, ctx: &egui::Context, shell: &mut Shell) {
        let Some(form) = &mut self.random else {
            return;
        };
        match random_form(ctx, form) {
            Answer::Ok(()) => match generate(form) {
                Ok(l) => {
                    self.doc.replace(l);
                    self.view.fit_pending = true;
                    shell.say(crate::t!(
                        "bombfight-random-made",
                        seed = form.seed.to_string()
                    ));
                    self.random = None;
                }
                Err(e) => shell.fail(crate::t!("bombfight-no-map", error = e.to_string())),
            },
            Answer::Cancel => self.random = None,
            Answer::Pending => {}
        }
    }
}

fn random_form(ctx: &egui::Context, f: &mut MapOptions) -> Answer<()> {
    let mut answer = Answer::Pending;
    crate::gui::dialogs::modal(ctx, "bombfight-random", 360.0, |ui| {
        ui.heading(crate::t!("bombfight-random-map"));
        let side = MIN_GENERATED_SIDE..=MAX_SIDE;
        ui.horizontal(|ui| {
            let l = ui.label(crate::t!("bombfight-width"));
            ui.add(egui::DragValue::new(&mut f.width).range(side.clone()))
                .labelled_by(l.id);
            let l = ui.label(crate::t!("bombfight-height"));
            ui.add(egui::DragValue::new(&mut f.height).range(side))
                .labelled_by(l.id);
        });
        ui.add(
            egui::Slider::new(&mut f.bricks, 0.0..=1.0)
                .text(crate::t!("bombfight-brick-probability")),
        );
        ui.add(
            egui::Slider::new(&mut f.points, 0.0..=1.0)
                .text(crate::t!("bombfight-point-probability")),
        );
        ui.horizontal(|ui| {
            let l = ui.label(crate::t!("bombfight-rounds"));
            ui.add(egui::DragValue::new(&mut f.rounds).range(1..=MAX_ROUNDS))
                .labelled_by(l.id);
            let l = ui.label(crate::t!("bombfight-exits"));
            ui.add(egui::DragValue::new(&mut f.exits).range(1..=64))
                .labelled_by(l.id);
        });
        ui.horizontal(|ui| {
            let l = ui.label(crate::t!("bombfight-seed"));
            ui.add(egui::DragValue::new(&mut f.seed)).labelled_by(l.id);
        });
        ui.checkbox(&mut f.symmetric, crate::t!("bombfight-symmetric"));
        ui.horizontal(|ui| {
            if ui.button(crate::t!("bombfight-generate")).clicked() {
                answer = Answer::Ok(());
            }
            if ui.button(crate::t!("bombfight-cancel")).clicked()
                || ui.input(|i| i.key_pressed(Key::Escape))
            {
                answer = Answer::Cancel;
            }
        });
    });
    answer
}
