//! The shell's dialogs: New, the unsaved-changes guard, the in-place overwrite, and the typed
//! Open and Save As paths.

use std::path::PathBuf;

use super::{EditorApp, Modal};
use crate::gui::dialogs::{self, Answer, Unsaved};
use crate::gui::files::{Chosen, Purpose};
use crate::gui::workspace::RecordAtRisk;
use crate::gui::workspaces;

impl EditorApp {
    pub(super) fn modals(&mut self, ctx: &egui::Context) {
        match self.modal {
            Modal::None => {}
            Modal::New => self.new_modal(ctx),
            Modal::Unsaved => self.unsaved_modal(ctx),
            Modal::Record(ref record) => {
                let record = record.clone();
                self.record_modal(ctx, record);
            }
            Modal::OverwriteInPlace(ref path) => {
                let path = path.clone();
                match dialogs::overwrite_in_place(ctx, &path) {
                    Answer::Ok(()) => {
                        self.modal = Modal::None;
                        if self.save_with(&path, crate::io::WriteMode::InPlace) {
                            self.after_save();
                        }
                    }
                    Answer::Cancel => self.modal = Modal::None,
                    Answer::Pending => {}
                }
            }
            Modal::OverwriteBytes(ref path, ref save) => {
                let (path, save) = (path.clone(), save.clone());
                match dialogs::overwrite_in_place(ctx, &path) {
                    Answer::Ok(()) => {
                        self.modal = Modal::None;
                        self.save_bytes(&path, &save, crate::io::WriteMode::InPlace);
                    }
                    Answer::Cancel => self.modal = Modal::None,
                    Answer::Pending => {}
                }
            }
            Modal::Replace(ref chosen) => {
                let chosen = chosen.clone();
                match dialogs::replace_file(ctx, &chosen.path) {
                    Answer::Ok(()) => {
                        self.modal = Modal::None;
                        self.chosen_confirmed(chosen);
                    }
                    Answer::Cancel => {
                        self.modal = Modal::None;
                        self.pending = None;
                    }
                    Answer::Pending => {}
                }
            }
            Modal::Stale(ref ask, ref words) => {
                let (ask, words) = (ask.clone(), words.clone());
                match dialogs::stale_games(ctx, &words) {
                    Answer::Ok(how) => self.stale_answered(ask, how),
                    Answer::Cancel => self.save_cancelled(),
                    Answer::Pending => {}
                }
            }
            Modal::Lossy(ref ask, ref words) => {
                let (ask, words) = (ask.clone(), words.clone());
                match dialogs::lossy_save(ctx, &ask.path, &words) {
                    Answer::Ok(answer) => self.lossy_answered(ask, answer),
                    Answer::Cancel => self.save_cancelled(),
                    Answer::Pending => {}
                }
            }
            Modal::OpenPath | Modal::SaveAsPath => self.path_modal(ctx),
        }
    }

    fn new_modal(&mut self, ctx: &egui::Context) {
        match dialogs::new_document(ctx, &mut self.new_form, workspaces::new_game) {
            Answer::Ok(()) => {
                let f = &self.new_form;
                let (workspace, msg) =
                    workspaces::new_file(f.game, (f.width, f.height), &self.shell);
                self.replace_workspace(workspace, None);
                self.shell.say(msg);
                self.modal = Modal::None;
            }
            Answer::Cancel => self.modal = Modal::None,
            Answer::Pending => {}
        }
    }

    fn unsaved_modal(&mut self, ctx: &egui::Context) {
        match dialogs::unsaved_changes(ctx, &self.doc_name()) {
            Answer::Ok(Unsaved::Save) => {
                self.modal = Modal::None;
                if self.save() {
                    self.after_save();
                }
            }
            Answer::Ok(Unsaved::Discard) => {
                self.modal = Modal::None;
                if let Some(action) = self.pending.take() {
                    self.proceed(action);
                }
            }
            Answer::Cancel => {
                self.modal = Modal::None;
                self.pending = None;
            }
            Answer::Pending => {}
        }
    }

    /// A game's record would go with the workspace: *Save game…* writes it through the save
    /// dialog and then does the action, *Discard* does it at once, *Cancel* stays.
    fn record_modal(&mut self, ctx: &egui::Context, record: RecordAtRisk) {
        let then = crate::t!("shell-record-then");
        match crate::gui::game_guard::ask(ctx, &record.what, &then) {
            Answer::Ok(Unsaved::Save) => {
                self.modal = Modal::None;
                self.after_record = self.pending.take();
                let dir = self.doc_path();
                let recent = self.settings.recent.clone();
                self.files
                    .request_save(record.save, dir.as_deref(), &recent);
            }
            Answer::Ok(Unsaved::Discard) => {
                self.modal = Modal::None;
                if let Some(action) = self.pending.take() {
                    self.perform(action);
                }
            }
            Answer::Cancel => {
                self.modal = Modal::None;
                self.pending = None;
            }
            Answer::Pending => {}
        }
    }

    fn path_modal(&mut self, ctx: &egui::Context) {
        let open = self.modal == Modal::OpenPath;
        let game = self.document().game();
        let (title, text, purpose) = if open {
            (
                crate::t!("shell-open-file"),
                &mut self.open_text,
                Purpose::Open,
            )
        } else {
            (
                crate::t!("shell-save-as-title"),
                &mut self.path_text,
                Purpose::SaveAs(game),
            )
        };
        match dialogs::path_entry(ctx, &title, text) {
            Answer::Ok(()) => {
                let path = PathBuf::from(text.trim());
                self.modal = Modal::None;
                self.chosen(Chosen { purpose, path });
            }
            Answer::Cancel => self.modal = Modal::None,
            Answer::Pending => {}
        }
    }
}
