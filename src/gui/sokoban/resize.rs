//! The Sokoban board's Resize dialog: the new size and where the old content stays.

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
            anchor: Anchor::TOP_LEFT,
        }
    }
}

/// Resize the current board.
pub fn resize(ctx: &egui::Context, form: &mut ResizeForm) -> Answer<()> {
    let mut answer = Answer::Pending;
    crate::gui::dialogs::modal(ctx, "resize-board", 320.0, |ui| {
        ui.heading("Resize board");
        size_fields(ui, (&mut form.width, &mut form.height), 3..=MAX_SIDE);
        ui.label(format!("Keep the content at: {}", form.anchor.label()));
        egui::Grid::new("anchors")
            .spacing([2.0, 2.0])
            .show(ui, |ui| {
                for (i, a) in Anchor::all().into_iter().enumerate() {
                    let button = egui::Button::selectable(form.anchor == a, a.arrow())
                        .min_size(egui::vec2(28.0, 28.0));
                    if ui.add(button).on_hover_text(a.label()).clicked() {
                        form.anchor = a;
                    }
                    if i % 3 == 2 {
                        ui.end_row();
                    }
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
