//! Helpers shared by the GUI test files.

use egui_kittest::Harness;

/// Presses at `from`, moves to `to` and releases there, letting the UI run between steps.
pub fn drag<S>(h: &mut Harness<'_, S>, from: egui::Pos2, to: egui::Pos2) {
    h.drag_at(from);
    h.run();
    h.hover_at(to);
    h.run();
    h.drop_at(to);
    h.run();
}
