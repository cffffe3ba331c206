//! Side panels every workspace shares: how wide they open and how their content scrolls, so
//! that at 800x600 the canvas keeps most of the window and nothing in a panel is out of reach.

use egui::Ui;

/// The narrowest a side panel opens, in points (its buttons still read).
const MIN_SIDE: f32 = 170.0;

/// The share of the window a side panel opens at, at most: two panels leave the canvas more
/// than half of it.
const SIDE_SHARE: f32 = 0.22;

/// The width a side panel asking for `wanted` points opens at in a window whose free width
/// is `window`: `wanted` in a wide window, less in a narrow one.
pub fn side_width(window: f32, wanted: f32) -> f32 {
    wanted.min((window * SIDE_SHARE).max(MIN_SIDE))
}

/// A side panel's content, scrolled vertically with its bar always shown (a floating bar
/// that appears only on hover hid that a panel went on below the window's edge).
pub fn scrolled<R>(ui: &mut Ui, content: impl FnOnce(&mut Ui) -> R) -> R {
    egui::ScrollArea::vertical()
        .scroll_bar_visibility(egui::scroll_area::ScrollBarVisibility::AlwaysVisible)
        .auto_shrink([false, false])
        .show(ui, content)
        .inner
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn panels_open_narrower_in_a_small_window_and_as_asked_in_a_large_one() {
        assert_eq!(side_width(1280.0, 240.0), 240.0);
        assert_eq!(side_width(800.0, 240.0), 176.0);
        assert_eq!(side_width(500.0, 240.0), MIN_SIDE);
    }
}
