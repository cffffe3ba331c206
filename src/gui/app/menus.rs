//! The menu bar and the shortcuts every workspace shares: File and Edit are the shell's, the
//! game's own menus and View come from the workspace.

use egui::{Key, KeyboardShortcut, Modifiers, Ui, ViewportCommand};

use super::{EditorApp, Modal, Pending};
use crate::bundled;
use crate::gui::files::Purpose;
use crate::gui::icons;
use crate::gui::keys::item;
use crate::i18n::Language;
use crate::settings::Theme;

impl EditorApp {
    pub(super) fn menu_bar(&mut self, ui: &mut Ui) {
        egui::MenuBar::new().ui(ui, |ui| {
            ui.menu_button("File", |ui| self.file_menu(ui));
            if self.start_page_open() {
                // The document's menus wait beneath the page, as its canvas does.
                ui.menu_button("View", |ui| {
                    self.theme_menu(ui);
                    ui.separator();
                    self.language_menu(ui);
                });
                return;
            }
            ui.menu_button("Edit", |ui| {
                self.edit_menu(ui);
                self.workspace.edit_menu(ui, &mut self.shell);
            });
            self.workspace.menus(ui, &mut self.shell);
            ui.menu_button("View", |ui| {
                self.workspace.view_menu(ui);
                ui.separator();
                ui.menu_button("Theme", |ui| self.theme_menu(ui));
                self.language_menu(ui);
                ui.menu_button("File dialogs", |ui| {
                    let native = self.files.native_availability();
                    let prefer = &mut self.settings.file_dialogs;
                    if crate::gui::native_dialog::preference_menu(ui, prefer, native) {
                        let _ = self.settings.save();
                        ui.close();
                    }
                });
            });
        });
    }

    /// The file and history shortcuts; the workspace's own keys come after its frame.
    pub(super) fn shortcuts(&mut self, ui: &Ui, typing: bool) {
        let pressed = |m: Modifiers, k: Key| {
            ui.input_mut(|i| i.consume_shortcut(&KeyboardShortcut::new(m, k)))
        };
        let (cmd, shift) = (Modifiers::COMMAND, Modifiers::COMMAND | Modifiers::SHIFT);
        if pressed(shift, Key::S) {
            self.pending_dialog = Some(Purpose::SaveAs(self.document().game()));
        }
        if pressed(cmd, Key::S) {
            self.save();
        }
        if pressed(cmd, Key::O) {
            self.guarded(Pending::OpenDialog);
        }
        if pressed(cmd, Key::N) {
            self.guarded(Pending::New(None));
        }
        if pressed(cmd, Key::E) {
            self.pending_dialog = Some(Purpose::ExportPicture);
        }
        if pressed(cmd, Key::Q) {
            ui.ctx().send_viewport_cmd(ViewportCommand::Close);
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
        if ui.add(item("New…", "Ctrl+N")).clicked() {
            self.guarded(Pending::New(None));
        }
        if ui.add(item("Open…", "Ctrl+O")).clicked() {
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
        if ui.button("Start page").clicked() {
            self.open_start_page();
        }
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
        if ui.add(item("Save", "Ctrl+S")).clicked() {
            self.save();
        }
        if ui.add(item("Save As…", "Ctrl+Shift+S")).clicked() {
            self.pending_dialog = Some(Purpose::SaveAs(self.document().game()));
        }
        if ui.button("Save As by path…").clicked() {
            self.path_text = self.save_as_text();
            self.modal = Modal::SaveAsPath;
        }
        if ui.add(item("Export picture…", "Ctrl+E")).clicked() {
            self.pending_dialog = Some(Purpose::ExportPicture);
        }
        ui.separator();
        if ui.add(item("Quit", "Ctrl+Q")).clicked() {
            ui.ctx().send_viewport_cmd(ViewportCommand::Close);
        }
    }

    /// The toolbar: file and history buttons, then the workspace's tools, wrapped onto more
    /// rows when the window is too narrow, so every button stays reachable.
    pub(super) fn toolbar(&mut self, ui: &mut Ui) {
        ui.horizontal_wrapped(|ui| {
            if icons::action(ui, true, icons::NEW, "New…", "Ctrl+N") {
                self.guarded(Pending::New(None));
            }
            if icons::action(ui, true, icons::OPEN, "Open…", "Ctrl+O") {
                self.guarded(Pending::OpenDialog);
            }
            if icons::action(ui, true, icons::SAVE, "Save", "Ctrl+S") {
                self.save();
            }
            let editing = self.workspace.editing();
            let (undo, redo) = (self.document().can_undo(), self.document().can_redo());
            if icons::action(ui, editing && undo, icons::UNDO, "Undo", "Ctrl+Z") {
                self.undo();
            }
            if icons::action(ui, editing && redo, icons::REDO, "Redo", "Ctrl+Y") {
                self.redo();
            }
            if icons::action(ui, true, icons::PICTURE, "Export picture…", "Ctrl+E") {
                self.pending_dialog = Some(Purpose::ExportPicture);
            }
            ui.separator();
            self.workspace.toolbar(ui, &mut self.shell);
        });
    }

    fn theme_menu(&mut self, ui: &mut Ui) {
        for t in Theme::ALL {
            if ui.radio(self.settings.theme == t, t.label()).clicked() {
                self.settings.theme = t;
                let _ = self.settings.save();
                ui.close();
            }
        }
    }

    /// *View > Language*: each language by its own name; a choice is kept from then on.
    fn language_menu(&mut self, ui: &mut Ui) {
        let current = Language::current();
        let menu = ui.menu_button(crate::t!("shell-menu-language"), |ui| {
            for language in Language::ALL {
                if ui
                    .radio(current == language, language.native_name())
                    .clicked()
                {
                    self.settings.language = Some(language);
                    language.set_for_thread();
                    let _ = self.settings.save();
                    ui.close();
                }
            }
        });
        menu.response.on_hover_text(crate::t!("shell-language-tip"));
    }

    fn edit_menu(&mut self, ui: &mut Ui) {
        let editing = self.workspace.editing();
        let (can_undo, can_redo) = (self.document().can_undo(), self.document().can_redo());
        if ui
            .add_enabled(editing && can_undo, item("Undo", "Ctrl+Z"))
            .clicked()
        {
            self.undo();
        }
        if ui
            .add_enabled(editing && can_redo, item("Redo", "Ctrl+Y"))
            .clicked()
        {
            self.redo();
        }
    }
}
