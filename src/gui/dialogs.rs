//! Modal dialogs: every modal of the window is drawn through [`modal`], which notes that a
//! dialog holds the input, so the shell knows without each workspace listing its dialogs;
//! and the shell's own: new document, unsaved changes, replacing a file, typing a path.

use egui::{Id, Modal, Ui};

/// Where [`modal`] notes the egui pass it last drew a dialog in.
const LAST_MODAL_PASS: &str = "gridwright-last-modal-pass";

/// Whether a modal dialog was drawn in this egui pass or the one before: the shell then
/// gives the workspace no keys and tells its canvases to ignore presses. egui itself blocks
/// the layers below a modal by the previous pass's modal, so this follows the same rule.
pub fn modal_open(ctx: &egui::Context) -> bool {
    let last: Option<u64> = ctx.data(|d| d.get_temp(Id::unique(LAST_MODAL_PASS)));
    last.is_some_and(|p| p + 1 >= ctx.cumulative_pass_nr())
}

/// Shows a modal dialog hung from the top centre of the window (90 points down), `width`
/// points wide. egui centres a modal on its size, so one whose content grew (a warning, a
/// longer number) moved under the pointer and a click aimed at its button missed; hung from
/// the top with a fixed width, it grows downward only and its controls stay put.
pub fn modal<R>(
    ctx: &egui::Context,
    id: &str,
    width: f32,
    content: impl FnOnce(&mut Ui) -> R,
) -> egui::ModalResponse<R> {
    let pass = ctx.cumulative_pass_nr();
    ctx.data_mut(|d| d.insert_temp(Id::unique(LAST_MODAL_PASS), pass));
    let id = Id::unique(id);
    let area = Modal::default_area(id).anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, 90.0));
    Modal::new(id).area(area).show(ctx, |ui| {
        ui.set_width(width);
        content(ui)
    })
}

use std::ops::RangeInclusive;

use gridwright_formats::Game;

/// What File > New offers for a game: its sizes and what the new document starts as
/// (`gui::workspaces::new_game` gives it per game; the dialog only shows it).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NewGame {
    /// The size the dialog proposes, in cells.
    pub size: (usize, usize),
    /// The widths and heights the game's editor takes.
    pub sides: RangeInclusive<usize>,
    /// What a new document of the game starts as, in words.
    pub hint: String,
}

/// What the user answered in a dialog this frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer<T> {
    Pending,
    Cancel,
    Ok(T),
}

/// File > New's fields: the game and the size.
#[derive(Debug, Clone, PartialEq)]
pub struct NewForm {
    /// The game of the new document.
    pub game: Game,
    /// Width in cells.
    pub width: usize,
    /// Height in cells.
    pub height: usize,
}

impl NewForm {
    /// The form for `game`, at the size its editor proposes.
    pub fn for_game(game: Game, facts: fn(Game) -> NewGame) -> NewForm {
        let (width, height) = facts(game).size;
        NewForm {
            game,
            width,
            height,
        }
    }
}

/// Width and height fields, each kept within `sides`.
pub fn size_fields(
    ui: &mut Ui,
    (width, height): (&mut usize, &mut usize),
    sides: RangeInclusive<usize>,
) {
    ui.horizontal(|ui| {
        let l = ui.label(crate::t!("common-width"));
        ui.add(egui::DragValue::new(width).range(sides.clone()))
            .labelled_by(l.id);
        let l = ui.label(crate::t!("common-height"));
        ui.add(egui::DragValue::new(height).range(sides))
            .labelled_by(l.id);
    });
}

/// OK and Cancel buttons (Esc cancels); `None` until one is chosen.
pub fn ok_cancel(ui: &mut Ui, ok: &str) -> Option<bool> {
    let mut answer = None;
    ui.horizontal(|ui| {
        if ui.button(ok).clicked() {
            answer = Some(true);
        }
        if ui.button(crate::t!("common-cancel")).clicked() {
            answer = Some(false);
        }
    });
    if ui.input(|i| i.key_pressed(egui::Key::Escape)) {
        answer = Some(false);
    }
    answer
}

/// New document: choose the game and the size; `facts` gives each game's sizes and what its
/// new document starts as (a game chosen anew starts at its own proposed size).
pub fn new_document(
    ctx: &egui::Context,
    form: &mut NewForm,
    facts: fn(Game) -> NewGame,
) -> Answer<()> {
    let mut answer = Answer::Pending;
    modal(ctx, "new-document", 340.0, |ui| {
        ui.heading(crate::t!("shell-new-file"));
        let before = form.game;
        game_choice(ui, &mut form.game);
        if form.game != before {
            *form = NewForm::for_game(form.game, facts);
        }
        let game = facts(form.game);
        size_fields(ui, (&mut form.width, &mut form.height), game.sides);
        ui.label(game.hint);
        match ok_cancel(ui, &crate::t!("shell-create")) {
            Some(true) => answer = Answer::Ok(()),
            Some(false) => answer = Answer::Cancel,
            None => {}
        }
    });
    answer
}

/// The five games as buttons in a row, one of them chosen. Not a combo box: its list is a
/// popup, and a popup opened from a modal could open behind it and take no clicks.
fn game_choice(ui: &mut Ui, game: &mut Game) {
    ui.label(crate::t!("shell-game"));
    ui.horizontal_wrapped(|ui| {
        for &g in Game::ALL {
            ui.selectable_value(game, g, crate::i18n::game_name(g));
        }
    });
}

/// The unsaved-changes guard's choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unsaved {
    Save,
    Discard,
}

pub fn unsaved_changes(ctx: &egui::Context, name: &str) -> Answer<Unsaved> {
    let mut answer = Answer::Pending;
    modal(ctx, "unsaved-changes", 380.0, |ui| {
        ui.heading(crate::t!("shell-unsaved-changes"));
        ui.label(crate::t!("shell-unsaved-changes-body", name = name));
        ui.horizontal(|ui| {
            if ui.button(crate::t!("common-save")).clicked() {
                answer = Answer::Ok(Unsaved::Save);
            }
            if ui.button(crate::t!("shell-discard-changes")).clicked() {
                answer = Answer::Ok(Unsaved::Discard);
            }
            let cancel = ui.button(crate::t!("common-cancel")).clicked();
            if cancel || ui.input(|i| i.key_pressed(egui::Key::Escape)) {
                answer = Answer::Cancel;
            }
        });
    });
    answer
}

/// The file's folder is read-only, so no atomic save: overwrite the file itself, knowing that
/// a crash during the write would damage it?
pub fn overwrite_in_place(ctx: &egui::Context, path: &std::path::Path) -> Answer<()> {
    let mut answer = Answer::Pending;
    modal(ctx, "overwrite-in-place", 420.0, |ui| {
        ui.heading(crate::t!("shell-read-only-folder"));
        let shown = path.display().to_string();
        ui.label(crate::t!("shell-read-only-folder-why", path = shown));
        ui.label(crate::t!("shell-read-only-folder-ask"));
        match ok_cancel(ui, &crate::t!("shell-overwrite-in-place")) {
            Some(true) => answer = Answer::Ok(()),
            Some(false) => answer = Answer::Cancel,
            None => {}
        }
    });
    answer
}

/// Whether to replace an existing file, as every editor asks before Save As writes over one.
pub fn replace_file(ctx: &egui::Context, path: &std::path::Path) -> Answer<()> {
    let mut answer = Answer::Pending;
    modal(ctx, "replace-file", 420.0, |ui| {
        ui.heading(crate::t!("shell-replace-file"));
        let name = path.file_name().map_or(path.display().to_string(), |n| {
            n.to_string_lossy().into_owned()
        });
        let folder = path
            .parent()
            .map_or(String::new(), |p| p.display().to_string());
        ui.label(crate::t!(
            "shell-replace-file-exists",
            name = name,
            folder = folder
        ));
        ui.label(crate::t!("shell-replace-file-overwrites"));
        match ok_cancel(ui, &crate::t!("shell-replace")) {
            Some(true) => answer = Answer::Ok(()),
            Some(false) => answer = Answer::Cancel,
            None => {}
        }
    });
    answer
}

/// What the user answered about a format that cannot hold everything.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LossyAnswer {
    /// Write the copy without what it cannot hold; the document stays unsaved.
    WriteCopy,
    /// Choose another name or format in the Save As dialog.
    SaveAs,
}

/// Before a save: saved games no longer replay on the edited document. They are never
/// written as saved games; keep them as notes, or drop them?
pub fn stale_games(ctx: &egui::Context, words: &str) -> Answer<crate::editor::Settle> {
    use crate::editor::Settle;
    let mut answer = Answer::Pending;
    modal(ctx, "stale-games", 460.0, |ui| {
        ui.heading(crate::t!("shell-stale-games"));
        ui.label(words);
        ui.label(crate::t!("shell-stale-games-ask"));
        ui.horizontal(|ui| {
            if ui.button(crate::t!("shell-keep-as-notes")).clicked() {
                answer = Answer::Ok(Settle::AsNotes);
            }
            if ui.button(crate::t!("shell-drop-them")).clicked() {
                answer = Answer::Ok(Settle::Drop);
            }
            let cancel = ui.button(crate::t!("common-cancel")).clicked();
            if cancel || ui.input(|i| i.key_pressed(egui::Key::Escape)) {
                answer = Answer::Cancel;
            }
        });
    });
    answer
}

/// Before writing a format that cannot hold everything the document has: what would go, and
/// whether to write it anyway (as a copy: the document stays unsaved) or choose another.
pub fn lossy_save(ctx: &egui::Context, path: &std::path::Path, words: &str) -> Answer<LossyAnswer> {
    let mut answer = Answer::Pending;
    modal(ctx, "lossy-save", 460.0, |ui| {
        ui.heading(crate::t!("shell-lossy"));
        ui.label(words);
        let shown = gridwright_formats::text::printable_path(path);
        ui.label(crate::t!("shell-lossy-body", path = shown));
        ui.horizontal(|ui| {
            if ui.button(crate::t!("shell-write-without-it")).clicked() {
                answer = Answer::Ok(LossyAnswer::WriteCopy);
            }
            if ui.button(crate::t!("common-save-as")).clicked() {
                answer = Answer::Ok(LossyAnswer::SaveAs);
            }
            let cancel = ui.button(crate::t!("common-cancel")).clicked();
            if cancel || ui.input(|i| i.key_pressed(egui::Key::Escape)) {
                answer = Answer::Cancel;
            }
        });
    });
    answer
}

/// A typed path, for machines without a native file dialog.
pub fn path_entry(ctx: &egui::Context, title: &str, path: &mut String) -> Answer<()> {
    let mut answer = Answer::Pending;
    modal(ctx, "path-entry", 480.0, |ui| {
        ui.heading(title);
        let label = ui.label(crate::t!("shell-path"));
        let edit = ui
            .add(
                egui::TextEdit::singleline(path)
                    .desired_width(420.0)
                    .hint_text("/path/to/levels.sok"),
            )
            .labelled_by(label.id);
        edit.request_focus();
        // Enter anywhere in the dialog submits: the field gives up its focus on Enter, and
        // `lost_focus` only tells so a frame later, when the key is no longer pressed.
        if ui.input(|i| i.key_pressed(egui::Key::Enter)) {
            answer = Answer::Ok(());
        }
        match ok_cancel(ui, &crate::t!("common-ok")) {
            Some(true) => answer = Answer::Ok(()),
            Some(false) => answer = Answer::Cancel,
            None => {}
        }
    });
    answer
}

#[cfg(test)]
mod modal_tests {
    use super::*;

    /// One egui pass; `draw` says whether a modal is drawn in it. Returns whether a modal
    /// held the input at the start of the pass.
    fn pass(ctx: &egui::Context, draw: bool) -> bool {
        let mut open_before = false;
        let mut out = ctx.run_pass(egui::RawInput::default(), |ctx| {
            open_before = modal_open(ctx);
            if draw {
                modal(ctx, "test-modal", 200.0, |ui| ui.label("a dialog"));
            }
        });
        out.textures_delta.clear();
        open_before
    }

    #[test]
    fn a_modal_holds_the_input_from_the_pass_it_is_drawn_in_until_one_pass_after() {
        let ctx = egui::Context::default();
        assert!(!pass(&ctx, false), "no dialog yet");
        assert!(!pass(&ctx, true), "drawn in this pass: known after it");
        assert!(pass(&ctx, true), "still drawn");
        assert!(
            pass(&ctx, false),
            "closed in this pass: egui blocks one pass more"
        );
        assert!(!pass(&ctx, false), "gone");
    }
}
