//! The menu bar and the shortcuts every workspace shares: File and Edit are the shell's, the
//! game's own menus and View come from the workspace.

use egui::{Key, KeyboardShortcut, Modifiers, Ui, ViewportCommand};

use super::{EditorApp, Modal, Pending};
use crate::bundled;
use crate::gui::files::Purpose;

impl EditorApp {
    pub(super) fn menu_bar(&mut self, ui: &mut Ui) {
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button("File", |ui| self.file_menu(ui));
            ui.menu_button("Edit", |ui| {
                self.edit_menu(ui);
                self.workspace.edit_menu(ui, &mut self.shell);
            });
            self.workspace.menus(ui, &mut self.shell);
            ui.menu_button("View", |ui| self.workspace.view_menu(ui));
        });
    }

    /// The file and history shortcuts; the workspace's own keys come after its frame.
    pub(super) fn shortcuts(&mut self, ui: &Ui, typing: bool) {
        let pressed = |m: Modifiers, k: Key| {
            ui.input_mut(|i| i.consume_shortcut(&KeyboardShortcut::new(m, k)))
        };
        let (cmd, shift) = (Modifiers::COMMAND, Modifiers::COMMAND | Modifiers::SHIFT);
        if pressed(shift, Key::S) {
            self.pending_dialog = Some(Purpose::SaveAs);
        }
        if pressed(cmd, Key::S) {
            self.save();
        }
        if pressed(cmd, Key::O) {
            self.guarded(Pending::OpenDialog);
        }
        if pressed(cmd, Key::N) {
            self.guarded(Pending::New);
        }
        if typing {
            return;
        }
        if pressed(shift, Key::Z) || pressed(cmd, Key::Y) {
            self.redo();
        }
        if pressed(cmd, Key::Z) {
            self.undo();
        }
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
        ui.menu_button("Play a game", |ui| {
            for (i, g) in crate::gui::workspaces::QUICK_GAMES.iter().enumerate() {
                if ui.button(g.name).clicked() {
                    self.guarded(Pending::QuickGame(i));
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
        let editing = self.workspace.editing();
        let (can_undo, can_redo) = (self.document().can_undo(), self.document().can_redo());
        if ui
            .add_enabled(editing && can_undo, egui::Button::new("Undo  (Ctrl+Z)"))
            .clicked()
        {
            self.undo();
        }
        if ui
            .add_enabled(editing && can_redo, egui::Button::new("Redo  (Ctrl+Y)"))
            .clicked()
        {
            self.redo();
        }
    }
}
