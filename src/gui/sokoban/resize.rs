//! The Sokoban board's Resize dialog: the new size and where the old content stays.

use egui::{Id, Modal};

use crate::gui::dialogs::{Answer, ok_cancel, size_fields};
use crate::sokoban::checks::MAX_SIDE;
use crate::sokoban::editor::transform::Anchor;

/// The Resize dialog's fields.
#[derive(Debug, Clone, PartialEq)]
pub struct ResizeForm {
    /// New width in squares.
    pub width: usize,
    /// New height in squares.
    pub height: usize,
    /// Which part of the old board keeps its place.
    pub anchor: Anchor,
}

impl ResizeForm {
    /// The form for a board of this size, anchored top left.
    pub fn new(width: usize, height: usize) -> ResizeForm {
        ResizeForm {
            width: width.max(3),
            height: height.max(3),
            anchor: Anchor::TopLeft,
        }
    }
}

/// Resize the current board.
pub fn resize(ctx: &egui::Context, form: &mut ResizeForm) -> Answer<()> {
    let mut answer = Answer::Pending;
    Modal::new(Id::unique("resize-board")).show(ctx, |ui| {
        ui.heading("Resize board");
        size_fields(ui, (&mut form.width, &mut form.height), 3..=MAX_SIDE);
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
