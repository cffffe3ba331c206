//! Where a game's grid is on screen: the mapping between screen points and squares (zoom,
//! pan), for every workspace's canvas. It knows sizes, never boards, so any game's grid fits.

use egui::{Pos2, Rect, Vec2, pos2, vec2};

use crate::grid::Pos;
use crate::gui::canvas_tools;

/// Pixels per square at zoom 1.
pub const BASE_CELL: f32 = 32.0;

/// Where the board is on screen: the size of a square and the screen point of the board's
/// top-left corner relative to the canvas's. Plain data, so that the mapping is testable.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct View {
    /// Screen pixels per square over [`BASE_CELL`]; fit clamps it to 0.1-4, wheel zoom to 8.
    pub zoom: f32,
    /// Screen offset of the board's top-left corner from the canvas's, in pixels.
    pub offset: Vec2,
    /// Grid lines on the Sokoban canvas, drawn only while a square is 8 pixels or more.
    pub show_grid: bool,
    /// Fit the board to the canvas on the next frame (after opening or resizing a level).
    pub fit_pending: bool,
    /// The canvas size and grid size of the last fit, while the user has not zoomed or
    /// panned since: a window or panel resized then refits, and so does a grid whose size
    /// changed (a resize, or its undo).
    fitted: Option<(Vec2, (usize, usize))>,
}

impl Default for View {
    fn default() -> Self {
        View {
            zoom: 1.0,
            offset: Vec2::ZERO,
            show_grid: true,
            fit_pending: true,
            fitted: None,
        }
    }
}

impl View {
    /// Pixels a square takes on screen at this zoom.
    pub fn cell_size(&self) -> f32 {
        BASE_CELL * self.zoom
    }

    /// The square under a screen point, if on a grid of `(width, height)` squares. Any
    /// game's grid: the view knows sizes, not boards.
    pub fn cell_at(&self, canvas: Rect, (width, height): (usize, usize), p: Pos2) -> Option<Pos> {
        let local = (p - canvas.min - self.offset) / self.cell_size();
        if local.x < 0.0 || local.y < 0.0 {
            return None;
        }
        let (x, y) = (local.x as usize, local.y as usize);
        (x < width && y < height).then_some(Pos::new(x, y))
    }

    /// The screen rectangle of a square.
    pub fn cell_rect(&self, canvas: Rect, p: Pos) -> Rect {
        let s = self.cell_size();
        Rect::from_min_size(
            canvas.min + self.offset + vec2(p.x as f32 * s, p.y as f32 * s),
            vec2(s, s),
        )
    }

    /// Zoom and offset that show a whole grid of `(width, height)` squares centred in the
    /// canvas.
    pub fn fit(&mut self, canvas: Rect, (width, height): (usize, usize)) {
        let (w, h) = (width.max(1) as f32, height.max(1) as f32);
        let size = canvas.size() - vec2(24.0, 24.0);
        self.zoom = (size.x / (w * BASE_CELL))
            .min(size.y / (h * BASE_CELL))
            .clamp(0.1, 4.0);
        let board_px = vec2(w, h) * self.cell_size();
        self.offset = (canvas.size() - board_px) / 2.0;
        self.fit_pending = false;
        self.fitted = Some((canvas.size(), (width, height)));
    }

    /// Fits when asked, when the grid's size changed, or when the canvas changed size and
    /// the view is still as the last fit left it (a zoom or pan by the user is kept).
    pub fn fit_if_due(&mut self, canvas: Rect, size: (usize, usize)) {
        let due = match self.fitted {
            _ if self.fit_pending => true,
            Some((c, s)) => s != size || (c - canvas.size()).length() > 0.5,
            None => false,
        };
        if due {
            self.fit(canvas, size);
        }
    }

    /// Zooms by `factor` keeping the board point under `anchor` in place.
    pub fn zoom_at(&mut self, canvas: Rect, anchor: Pos2, factor: f32) {
        let new_zoom = (self.zoom * factor).clamp(0.1, 8.0);
        self.fitted = None;
        let local = anchor - canvas.min;
        self.offset = local - (local - self.offset) * (new_zoom / self.zoom);
        self.zoom = new_zoom;
    }
}

/// Pointer activity on the board this frame, in squares.
#[derive(Debug, Clone, Copy)]
pub struct CanvasInput {
    /// The canvas's screen rectangle this frame.
    pub canvas: Rect,
    /// The square under the pointer, when the canvas has the pointer and it is on the grid.
    pub hovered: Option<Pos>,
    /// A press on a square, with whether it was the secondary button.
    pub pressed: Option<(Pos, bool)>,
    /// The square under a held button, clamped to the grid's edge when the pointer leaves it.
    pub dragged_to: Option<Pos>,
    /// A button was let go this frame (wherever the pointer is).
    pub released: bool,
}

impl View {
    /// The pointer over a canvas showing a grid of `(width, height)`, in squares: presses as
    /// [`canvas_tools::gesture`] counts them, and a drag that leaves the grid stays on its
    /// edge squares, so strokes reach the border.
    pub fn pointer_input(
        &self,
        ui: &egui::Ui,
        canvas: Rect,
        response: &egui::Response,
        (width, height): (usize, usize),
    ) -> CanvasInput {
        let g = canvas_tools::gesture(ui, canvas, response);
        let cell = |p: Pos2| self.cell_at(canvas, (width, height), p);
        let min = canvas.min + self.offset;
        let max = min + vec2(width as f32, height as f32) * self.cell_size() - vec2(0.01, 0.01);
        let clamped = |p: Pos2| pos2(p.x.clamp(min.x, max.x), p.y.clamp(min.y, max.y));
        CanvasInput {
            canvas,
            hovered: g.hover.and_then(cell),
            pressed: g
                .pressed
                .and_then(|(p, secondary)| Some((cell(p)?, secondary))),
            dragged_to: g.held.and_then(|p| cell(clamped(p))),
            released: g.released,
        }
    }

    /// The wheel (or a pinch) zooms at the pointer, the middle button pans: the same on
    /// every grid canvas.
    pub fn pan_and_zoom(&mut self, ui: &egui::Ui, canvas: Rect, response: &egui::Response) {
        if response.hovered() {
            let (scroll, zoom, pointer) =
                ui.input(|i| (i.smooth_scroll_delta, i.zoom_delta(), i.pointer.hover_pos()));
            if let Some(p) = pointer {
                if zoom != 1.0 {
                    self.zoom_at(canvas, p, zoom);
                } else if scroll.y != 0.0 {
                    self.zoom_at(canvas, p, (scroll.y / 200.0).exp());
                }
            }
        }
        if response.dragged_by(egui::PointerButton::Middle) {
            self.offset += response.drag_delta();
            self.fitted = None;
        }
    }

    /// The View menu's items every workspace shares.
    pub fn fit_and_zoom_items(&mut self, ui: &mut egui::Ui) {
        let fit = crate::t!("shell-fit-to-window");
        if ui.add(crate::gui::keys::item(&fit, "0")).clicked() {
            self.fit_pending = true;
        }
        if ui.button(crate::t!("shell-zoom-100")).clicked() {
            self.zoom = 1.0;
            self.fitted = None;
        }
    }
}

#[cfg(test)]
mod tests {
    use egui::{pos2, vec2};

    use super::*;

    fn canvas(w: f32, h: f32) -> Rect {
        Rect::from_min_size(pos2(0.0, 0.0), vec2(w, h))
    }

    #[test]
    fn a_fitted_view_refits_when_the_canvas_or_the_grid_changes_size() {
        let mut view = View::default();
        view.fit_if_due(canvas(300.0, 300.0), (10, 10));
        let small = view.zoom;
        view.fit_if_due(canvas(600.0, 600.0), (10, 10));
        assert!(view.zoom > small, "a wider window refits");
        let wide = view.zoom;
        view.fit_if_due(canvas(600.0, 600.0), (20, 10));
        assert!(view.zoom < wide, "a resized grid refits");
    }

    #[test]
    fn a_zoom_by_the_user_survives_a_window_resize() {
        let mut view = View::default();
        view.fit_if_due(canvas(300.0, 300.0), (10, 10));
        view.zoom_at(canvas(300.0, 300.0), pos2(10.0, 10.0), 2.0);
        let zoomed = view.zoom;
        view.fit_if_due(canvas(600.0, 600.0), (10, 10));
        assert_eq!(view.zoom, zoomed);
    }
}
