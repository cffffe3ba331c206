//! The BombFight canvas: the visible cells drawn by the caller's function, the hovered cell
//! marked, and the pointer in cells.

use egui::{Color32, Painter, Rect, Ui};

use crate::grid::Pos;
use crate::gui::canvas_tools;
use crate::gui::view::{CanvasInput, View};

/// Shows a grid of `(w, h)` cells; `draw` paints each visible cell (then `over`, once, for
/// what lies above cells: players, blasts, outlines).
pub fn show(
    ui: &mut Ui,
    view: &mut View,
    (w, h): (usize, usize),
    mut draw: impl FnMut(&Painter, Rect, (usize, usize)),
    over: impl FnOnce(&Painter, &View, Rect),
) -> CanvasInput {
    let background = Color32::from_gray(26);
    canvas_tools::grid_canvas(ui, view, (w, h), background, |painter, view, canvas| {
        let s = view.cell_size();
        let first = |o: f32| ((-o / s).floor().max(0.0)) as usize;
        let (x0, y0) = (first(view.offset.x), first(view.offset.y));
        let x1 = (x0 + (canvas.width() / s) as usize + 2).min(w);
        let y1 = (y0 + (canvas.height() / s) as usize + 2).min(h);
        for y in y0..y1 {
            for x in x0..x1 {
                draw(painter, view.cell_rect(canvas, Pos::new(x, y)), (x, y));
            }
        }
        over(painter, view, canvas);
    })
}
