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
        ui.heading("Tools");
        ui.horizontal_wrapped(|ui| {
            for t in MAP_TOOLS {
                ui.selectable_value(&mut self.tools.tool, t, t.label())
                    .on_hover_text(format!("({})", t.shortcut()));
            }
        });
        ui.heading("Palette");
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
        if icons::action(ui, editing, icons::PLAY, "Playtest this map", "F5") {
            self.start_play(shell, false);
        }
        if icons::action(
            ui,
            editing,
            icons::PLAYERS,
            "Play… (choose the players)",
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
        ui.label(format!("Painting: {}", tile_label(self.tools.brush)));
    }

    fn map_fields(&mut self, ui: &mut Ui, shell: &mut Shell) {
        ui.heading("Map");
        let mut rounds = self.level().rounds;
        ui.horizontal(|ui| {
            let l = ui.label("Rounds");
            let r = ui
                .add(egui::DragValue::new(&mut rounds).range(1..=MAX_ROUNDS))
                .labelled_by(l.id);
            if r.changed() {
                self.doc.set_rounds(rounds);
            }
        });
        ui.horizontal_wrapped(|ui| {
            if ui
                .button("Pillars and ring")
                .on_hover_text("Walls on every even row and column, and all around")
                .clicked()
            {
                self.pillars_and_ring(shell);
            }
            if ui.button("Random map…").clicked() {
                self.open_random_dialog();
            }
        });
        if ui.button("Playtest  (F5)").clicked() {
            self.start_play(shell, false);
        }
    }

    fn checks_panel(&mut self, ui: &mut Ui) {
        ui.heading("Checks");
        let facts = self.facts();
        if facts.problems.is_empty() {
            ui.colored_label(Color32::from_rgb(90, 190, 100), "Valid map: ready to play");
        }
        for p in &facts.problems {
            ui.colored_label(PROBLEM, &p.message);
        }
        ui.heading("Fairness");
        let f = match (&facts.fairness, &facts.last_fairness) {
            (Some(f), _) => f,
            (None, Some(last)) => {
                ui.weak("The last valid map's (this one has problems):");
                last
            }
            (None, None) => {
                ui.weak("A report once the map is valid.");
                return;
            }
        };
        for (name, s) in ["A", "B"].iter().zip(&f.sides) {
            let exit = match (s.exit_distance, s.bricks_to_exit) {
                (Some(d), _) => format!("exit in {d} steps"),
                (None, Some(b)) => format!("no open exit ({b} brick(s) in the way)"),
                (None, None) => "no exit".into(),
            };
            ui.label(format!(
                "{name}: {exit}; reaches {} gem(s) worth {}, {} mushroom(s)",
                s.gems, s.gem_points, s.mushrooms
            ));
        }
        if f.is_fair() {
            ui.label("Neither start is plainly favoured.");
        }
        for flag in &f.flags {
            ui.colored_label(Color32::from_rgb(230, 170, 60), format!("Unfair: {flag}"));
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
                let what = if selection.is_some() {
                    "selection"
                } else {
                    "map"
                };
                shell.say(format!("Copied the {what} as .bflvl rows"));
            }
            EditCommand::Cut => {
                if let Some(piece) = grid_edit::cut(&mut self.doc, selection) {
                    self.clipboard.copy(ctx, rows_text(&piece));
                    shell.say("Cut the selection");
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
            shell.fail("The clipboard holds no BombFight map rows");
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
            shell.say(format!("Pasted {} x {} cells", r.width(), r.height()));
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
                shell.say(format!("Resized the map to {} x {}", size.0, size.1));
            }
            Answer::Cancel => self.resize = None,
            Answer::Pending => {}
        }
    }

    pub(super) fn pillars_and_ring(&mut self, shell: &mut Shell) {
        let after = with_pillars_and_ring(self.level());
        if &after == self.level() {
            shell.say("The pillars and the ring are already walls");
        } else {
            self.doc.replace(after);
            shell.say("Walls laid on the pillars and the ring");
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
                    shell.say(format!("Random map made with seed {}", form.seed));
                    self.random = None;
                }
                Err(e) => shell.fail(format!("No map: {e}")),
            },
            Answer::Cancel => self.random = None,
            Answer::Pending => {}
        }
    }
}

fn random_form(ctx: &egui::Context, f: &mut MapOptions) -> Answer<()> {
    let mut answer = Answer::Pending;
    crate::gui::dialogs::modal(ctx, "bombfight-random", 360.0, |ui| {
        ui.heading("Random map");
        let side = MIN_GENERATED_SIDE..=MAX_SIDE;
        ui.horizontal(|ui| {
            let l = ui.label("Width");
            ui.add(egui::DragValue::new(&mut f.width).range(side.clone()))
                .labelled_by(l.id);
            let l = ui.label("Height");
            ui.add(egui::DragValue::new(&mut f.height).range(side))
                .labelled_by(l.id);
        });
        ui.add(egui::Slider::new(&mut f.bricks, 0.0..=1.0).text("brick probability"));
        ui.add(egui::Slider::new(&mut f.points, 0.0..=1.0).text("point probability"));
        ui.horizontal(|ui| {
            let l = ui.label("Rounds");
            ui.add(egui::DragValue::new(&mut f.rounds).range(1..=MAX_ROUNDS))
                .labelled_by(l.id);
            let l = ui.label("Exits");
            ui.add(egui::DragValue::new(&mut f.exits).range(1..=64))
                .labelled_by(l.id);
        });
        ui.horizontal(|ui| {
            let l = ui.label("Seed");
            ui.add(egui::DragValue::new(&mut f.seed)).labelled_by(l.id);
        });
        ui.checkbox(
            &mut f.symmetric,
            "Symmetric (fair: needs an odd width and height)",
        );
        ui.horizontal(|ui| {
            if ui.button("Generate").clicked() {
                answer = Answer::Ok(());
            }
            if ui.button("Cancel").clicked() || ui.input(|i| i.key_pressed(Key::Escape)) {
                answer = Answer::Cancel;
            }
        });
    });
    answer
}
