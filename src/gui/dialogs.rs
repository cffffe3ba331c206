//! Modal dialogs: new document, resize, unsaved changes, and typing a path.

use egui::{Id, Modal, Ui};

use gridwright_formats::Game;

use crate::sokoban::editor::transform::Anchor;

/// What the user answered in a dialog this frame.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Answer<T> {
    Pending,
    Cancel,
    Ok(T),
}

/// Size fields shared by the New and Resize dialogs.
#[derive(Debug, Clone, PartialEq)]
pub struct SizeForm {
    /// New documents: the game.
    pub game: Game,
    pub width: usize,
    pub height: usize,
    pub anchor: Anchor,
}

impl Default for SizeForm {
    fn default() -> Self {
        SizeForm {
            game: Game::Sokoban,
            width: 10,
            height: 8,
            anchor: Anchor::TopLeft,
        }
    }
}

fn size_fields(ui: &mut Ui, form: &mut SizeForm) {
    let max = crate::sokoban::checks::MAX_SIDE;
    ui.horizontal(|ui| {
        let l = ui.label("Width");
        ui.add(egui::DragValue::new(&mut form.width).range(3..=max))
            .labelled_by(l.id);
        let l = ui.label("Height");
        ui.add(egui::DragValue::new(&mut form.height).range(3..=max))
            .labelled_by(l.id);
    });
}

fn ok_cancel(ui: &mut Ui, ok: &str) -> Option<bool> {
    let mut answer = None;
    ui.horizontal(|ui| {
        if ui.button(ok).clicked() {
            answer = Some(true);
        }
        if ui.button("Cancel").clicked() {
            answer = Some(false);
        }
    });
    if ui.input(|i| i.key_pressed(egui::Key::Escape)) {
        answer = Some(false);
    }
    answer
}

/// New document: choose the game and the size; `hint` says what the new document of a game
/// starts as.
pub fn new_document(
    ctx: &egui::Context,
    form: &mut SizeForm,
    hint: fn(Game) -> &'static str,
) -> Answer<()> {
    let mut answer = Answer::Pending;
    Modal::new(Id::unique("new-document")).show(ctx, |ui| {
        ui.heading("New file");
        egui::ComboBox::new("game", "Game")
            .selected_text(form.game.name())
            .show_ui(ui, |ui| {
                for g in Game::ALL {
                    ui.selectable_value(&mut form.game, g, g.name());
                }
            });
        size_fields(ui, form);
        ui.label(hint(form.game));
        match ok_cancel(ui, "Create") {
            Some(true) => answer = Answer::Ok(()),
            Some(false) => answer = Answer::Cancel,
            None => {}
        }
    });
    answer
}

/// Resize the current board.
pub fn resize(ctx: &egui::Context, form: &mut SizeForm) -> Answer<()> {
    let mut answer = Answer::Pending;
    Modal::new(Id::unique("resize-board")).show(ctx, |ui| {
        ui.heading("Resize board");
        size_fields(ui, form);
        egui::ComboBox::new("anchor", "Keep content at")
            .selected_text(form.anchor.label())
            .show_ui(ui, |ui| {
                for a in Anchor::ALL {
                    ui.selectable_value(&mut form.anchor, a, a.label());
                }
            });
        match ok_cancel(ui, "Resize") {
            Some(true) => answer = Answer::Ok(()),
            Some(false) => answer = Answer::Cancel,
            None => {}
        }
    });
    answer
}

/// The unsaved-changes guard's choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Unsaved {
    Save,
    Discard,
}

pub fn unsaved_changes(ctx: &egui::Context, name: &str) -> Answer<Unsaved> {
    let mut answer = Answer::Pending;
    Modal::new(Id::unique("unsaved-changes")).show(ctx, |ui| {
        ui.heading("Unsaved changes");
        ui.label(format!("{name} has changes that are not saved."));
        ui.horizontal(|ui| {
            if ui.button("Save").clicked() {
                answer = Answer::Ok(Unsaved::Save);
            }
            if ui.button("Discard changes").clicked() {
                answer = Answer::Ok(Unsaved::Discard);
            }
            if ui.button("Cancel").clicked() || ui.input(|i| i.key_pressed(egui::Key::Escape)) {
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
    Modal::new(Id::unique("overwrite-in-place")).show(ctx, |ui| {
        ui.heading("Save in a read-only folder");
        ui.label(format!(
            "{} can be written, but its folder cannot, so it cannot be saved safely \
             (a new file beside it, then a rename).",
            path.display()
        ));
        ui.label(
            "Overwrite the file in place? If the program or the machine stops during the \
             write, the file may be left damaged.",
        );
        match ok_cancel(ui, "Overwrite in place") {
            Some(true) => answer = Answer::Ok(()),
            Some(false) => answer = Answer::Cancel,
            None => {}
        }
    });
    answer
}

/// A typed path, for machines without a native file dialog.
pub fn path_entry(ctx: &egui::Context, title: &str, path: &mut String) -> Answer<()> {
    let mut answer = Answer::Pending;
    Modal::new(Id::unique("path-entry")).show(ctx, |ui| {
        ui.heading(title);
        let label = ui.label("Path");
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
        match ok_cancel(ui, "OK") {
            Some(true) => answer = Answer::Ok(()),
            Some(false) => answer = Answer::Cancel,
            None => {}
        }
    });
    answer
}
