//! The menu bar.

use egui::{Ui, ViewportCommand};

use super::{EditorApp, Modal, Mode, Pending};
use crate::bundled;
use crate::gui::files::Purpose;

impl EditorApp {
    pub(super) fn menu_bar(&mut self, ui: &mut Ui) {
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button("File", |ui| self.file_menu(ui));
            ui.menu_button("Edit", |ui| self.edit_menu(ui));
            if self.maze.is_none() {
                ui.menu_button("Play", |ui| {
                    let editing = matches!(self.mode, Mode::Edit);
                    if ui
                        .add_enabled(editing, egui::Button::new("Playtest this level  (F5)"))
                        .clicked()
                    {
                        self.start_play(false);
                    }
                    if ui
                        .add_enabled(
                            editing,
                            egui::Button::new("Play the collection from this level"),
                        )
                        .clicked()
                    {
                        self.start_play(true);
                    }
                });
            }
            ui.menu_button("View", |ui| {
                // The maze has its own view (the canvas and its side panel's layers).
                let view = match self.maze.as_mut() {
                    Some(ed) => &mut ed.view,
                    None => {
                        ui.checkbox(&mut self.view.show_grid, "Grid (G)");
                        ui.checkbox(&mut self.show_dead, "Dead squares");
                        &mut self.view
                    }
                };
                if ui.button("Fit to window (0)").clicked() {
                    view.fit_pending = true;
                }
                if ui.button("Zoom 100%").clicked() {
                    view.zoom = 1.0;
                }
            });
        });
    }

    fn file_menu(&mut self, ui: &mut Ui) {
        if ui.button("New…  (Ctrl+N)").clicked() {
            self.guarded(Pending::New);
        }
        if ui.button("Open…  (Ctrl+O)").clicked() {
            self.guarded(Pending::OpenDialog);
        }
        if ui.button("Open by path…").clicked() {
            self.guarded(Pending::OpenPath);
        }
        ui.menu_button("Open Recent", |ui| {
            if self.settings.recent.is_empty() {
                ui.label("(no recent files)");
            }
            for path in self.settings.recent.clone() {
                if ui.button(path.display().to_string()).clicked() {
                    self.guarded(Pending::Open(path));
                }
            }
        });
        ui.menu_button("Bundled levels", |ui| {
            for (i, b) in bundled::ALL.iter().enumerate() {
                if ui.button(b.name).clicked() {
                    self.guarded(Pending::Bundled(i));
                }
            }
        });
        ui.separator();
        if ui.button("Save  (Ctrl+S)").clicked() {
            self.save();
        }
        if ui.button("Save As…  (Ctrl+Shift+S)").clicked() {
            self.pending_dialog = Some(Purpose::SaveAs);
        }
        if ui.button("Save As by path…").clicked() {
            self.path_text = self.save_as_text();
            self.modal = Modal::SaveAsPath;
        }
        ui.separator();
        if ui.button("Quit").clicked() {
            ui.ctx().send_viewport_cmd(ViewportCommand::Close);
        }
    }

    fn edit_menu(&mut self, ui: &mut Ui) {
        let (can_undo, can_redo) = (self.document().can_undo(), self.document().can_redo());
        if ui
            .add_enabled(can_undo, egui::Button::new("Undo  (Ctrl+Z)"))
            .clicked()
        {
            self.undo();
        }
        if ui
            .add_enabled(can_redo, egui::Button::new("Redo  (Ctrl+Y)"))
            .clicked()
        {
            self.redo();
        }
        if self.maze.is_some() {
            return;
        }
        ui.separator();
        if ui.button("Copy level as XSB").clicked() {
            ui.ctx().copy_text(self.level_xsb());
            self.say("Copied the level as XSB");
        }
        if ui
            .button("Paste level(s) from clipboard  (Ctrl+Shift+V)")
            .clicked()
        {
            match arboard::Clipboard::new().and_then(|mut c| c.get_text()) {
                Ok(text) => self.paste_text(&text, None, true),
                Err(e) => self.fail(format!("Could not read the clipboard: {e}")),
            }
        }
        if ui
            .add_enabled(
                self.tools.selection.is_some(),
                egui::Button::new("Delete selection  (Del)"),
            )
            .clicked()
        {
            self.tools.delete(&mut self.doc);
        }
    }
}
