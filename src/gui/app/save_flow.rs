//! The window's one way to save a document: refuse what cannot be right (another game's or
//! a record's extension), ask what must be asked before anything is written (saved games the
//! edits made stale; a format that cannot hold everything), then write. A lossy format's file
//! is a copy: the document keeps its own file and stays unsaved, so the guard still asks
//! before what the copy left out is thrown away.

use std::path::{Path, PathBuf};

use gridwright_formats::text::printable_path;

use super::{EditorApp, Modal};
use crate::editor::Settle;
use crate::gui::dialogs::LossyAnswer;
use crate::gui::files::Purpose;
use crate::io::WriteMode;

/// A save waiting for the user's answers to the questions asked before writing.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SaveAsk {
    /// Where the save writes.
    pub path: PathBuf,
    /// Atomic, or in place (the user agreed, the folder being read-only).
    pub mode: WriteMode,
    /// Stale saved games were settled, or there were none.
    pub settled: bool,
    /// The user agreed to a copy that leaves out what the format cannot hold.
    pub lossy: bool,
}

impl EditorApp {
    /// Saves to the document's path, or asks for one. Returns true when the document was
    /// saved now (not when a question or the Save As dialog is on screen).
    pub fn save(&mut self) -> bool {
        match self.doc_path() {
            Some(path) => self.save_to(&path),
            None => {
                self.pending_dialog = Some(Purpose::SaveAs(self.document().game()));
                false
            }
        }
    }

    /// Saves to `path` atomically; false, said on the status bar, when refused, failed or
    /// waiting for an answer.
    pub fn save_to(&mut self, path: &Path) -> bool {
        self.save_with(path, WriteMode::Atomic)
    }

    /// Saves as `mode` says, asking first what must be asked.
    pub(super) fn save_with(&mut self, path: &Path, mode: WriteMode) -> bool {
        self.ask_and_save(SaveAsk {
            path: path.to_owned(),
            mode,
            settled: false,
            lossy: false,
        })
    }

    /// The next question `ask` still needs, as a modal; or the write once all are answered.
    pub(super) fn ask_and_save(&mut self, ask: SaveAsk) -> bool {
        if let Some(why) = self.refusal(&ask.path) {
            self.shell.fail(why);
            return false;
        }
        if !ask.settled
            && let Some(words) = self.workspace.stale_words()
        {
            self.modal = Modal::Stale(ask, words);
            return false;
        }
        if !ask.lossy
            && let Some(words) = self.workspace.save_warning(&ask.path)
        {
            self.modal = Modal::Lossy(ask, words);
            return false;
        }
        if ask.lossy {
            self.write_copy(&ask);
            return false;
        }
        match self.workspace.document_mut().save_with(&ask.path, ask.mode) {
            Ok(()) => {
                self.remember(&ask.path);
                let path = printable_path(&ask.path);
                self.shell.say(crate::t!("shell-saved", path = path));
                true
            }
            Err(e) => self.save_failed(&ask.path, e),
        }
    }

    /// Writes a lossy format's copy; the document keeps its file and its unsaved state, and
    /// whatever waited for a save (closing, a new document) waits no more.
    fn write_copy(&mut self, ask: &SaveAsk) {
        self.pending = None;
        match self
            .workspace
            .document_mut()
            .write_copy(&ask.path, ask.mode)
        {
            Ok(()) => {
                self.remember(&ask.path);
                let path = printable_path(&ask.path);
                self.shell
                    .fail(crate::t!("shell-wrote-lossy-copy", path = path));
            }
            Err(e) => {
                self.save_failed(&ask.path, e);
            }
        }
    }

    /// Why a document cannot be saved under `path` at all: another game's extension, or a
    /// record's, which only playing makes.
    fn refusal(&self, path: &Path) -> Option<String> {
        let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
        let game = self.document().game();
        if let Some(why) = super::other_game_extension(game, ext) {
            return Some(why);
        }
        let kind = gridwright_formats::FileKind::record_by_extension(ext)?;
        Some(crate::t!(
            "shell-not-saved-record",
            ext = ext.to_owned(),
            kind = crate::i18n::kind_name(kind),
            extensions = game.level_extensions().join(", .")
        ))
    }

    /// Adds a written file to Open Recent.
    fn remember(&mut self, path: &Path) {
        self.settings.add_recent(path);
        let _ = self.settings.save();
    }

    /// Says why a save failed, and offers the in-place overwrite where it would work.
    pub(super) fn save_failed(&mut self, path: &Path, e: std::io::Error) -> bool {
        let (shown, error) = (printable_path(path), crate::i18n::io_error(&e));
        self.shell.fail(crate::t!(
            "shell-not-saved-error",
            path = shown,
            error = error
        ));
        if crate::io::in_place_would_work(&e, path) {
            self.modal = Modal::OverwriteInPlace(path.to_owned());
        }
        false
    }

    /// The stale saved games were answered: settle them, then go on with the save (and with
    /// what waited for it).
    pub(super) fn stale_answered(&mut self, mut ask: SaveAsk, how: Settle) {
        self.modal = Modal::None;
        self.workspace.settle_stale(how);
        ask.settled = true;
        if self.ask_and_save(ask) {
            self.after_save();
        }
    }

    /// The lossy format was answered: write the copy, or go to the Save As dialog.
    pub(super) fn lossy_answered(&mut self, mut ask: SaveAsk, answer: LossyAnswer) {
        self.modal = Modal::None;
        match answer {
            LossyAnswer::WriteCopy => {
                ask.lossy = true;
                self.ask_and_save(ask);
            }
            LossyAnswer::SaveAs => {
                self.pending_dialog = Some(Purpose::SaveAs(self.document().game()));
            }
        }
    }

    /// A question before saving was cancelled: nothing is written, nothing waits.
    pub(super) fn save_cancelled(&mut self) {
        self.modal = Modal::None;
        self.pending = None;
        self.shell.say(crate::t!("shell-not-saved"));
    }

    /// Carries out what waited for the document to be saved (New, Open, Close).
    pub(super) fn after_save(&mut self) {
        if let Some(action) = self.pending.take() {
            self.proceed(action);
        }
    }
}
