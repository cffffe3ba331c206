//! The Sokoban board canvas: drawing of the board with grid, hover, selection, previews and
//! problem marks, and pointer input in squares.

use egui::{Color32, Painter, Pos2, Rect, Sense, Stroke, StrokeKind, Ui, pos2, vec2};
use gridwright_formats::sokoban::Board;

use super::tiles;
use crate::grid::{CellRect, Pos};
use crate::gui::view::View;
use crate::sokoban::editor::paint::Brush;

/// Pointer activity on the board this frame, in squares.
#[derive(Debug, Clone, Copy)]
pub struct CanvasInput {
    pub canvas: Rect,
    pub hovered: Option<Pos>,
    /// A press on a square, with whether it was the secondary button.
    pub pressed: Option<(Pos, bool)>,
    pub dragged_to: Option<Pos>,
    pub released: bool,
}

/// What to draw over the squares.
pub struct Overlay<'a> {
    pub outside: &'a [bool],
    /// Squares where a box can never reach a goal (empty: none drawn).
    pub dead: &'a [bool],
    pub problem_cells: &'a [Pos],
    pub highlight: &'a [Pos],
    pub selection: Option<CellRect>,
    pub preview: Option<(Vec<Pos>, Brush)>,
}

/// Shows the canvas and returns the pointer activity.
pub fn show(ui: &mut Ui, view: &mut View, board: &Board, overlay: &Overlay) -> CanvasInput {
    let (response, painter) = ui.allocate_painter(ui.available_size(), Sense::click_and_drag());
    let canvas = response.rect;
    if view.fit_pending {
        view.fit(canvas, size_of(board));
    }
    handle_view_input(ui, view, canvas, &response);
    painter.rect_filled(canvas, 0.0, tiles::OUTSIDE.gamma_multiply(0.8));
    let painter = painter.with_clip_rect(canvas);
    draw_board(&painter, view, canvas, board, overlay);
    let pointer = ui.input(|i| i.pointer.interact_pos());
    let hovered = pointer
        .filter(|p| canvas.contains(*p))
        .and_then(|p| view.cell_at(canvas, size_of(board), p));
    if let Some(h) = hovered {
        painter.rect_stroke(
            view.cell_rect(canvas, h),
            0.0,
            Stroke::new(2.0, Color32::WHITE),
            StrokeKind::Inside,
        );
    }
    let primary = ui.input(|i| i.pointer.primary_pressed());
    let secondary = ui.input(|i| i.pointer.secondary_pressed());
    let mut input = CanvasInput {
        canvas,
        hovered,
        pressed: None,
        dragged_to: None,
        released: false,
    };
    if (primary || secondary) && response.hovered() {
        input.pressed = hovered.map(|c| (c, secondary && !primary));
    }
    let down = ui.input(|i| i.pointer.primary_down() || i.pointer.secondary_down());
    if down && let Some(p) = pointer {
        input.dragged_to = view.cell_at(
            canvas,
            size_of(board),
            clamp_to_board(view, canvas, board, p),
        );
    }
    input.released = ui.input(|i| i.pointer.primary_released() || i.pointer.secondary_released());
    input
}

/// A board's size, as the view takes it.
pub fn size_of(board: &Board) -> (usize, usize) {
    (board.width(), board.height())
}

/// Keeps a drag that leaves the board on its edge squares, so strokes reach the border.
fn clamp_to_board(view: &View, canvas: Rect, board: &Board, p: Pos2) -> Pos2 {
    let min = canvas.min + view.offset;
    let max = min + vec2(board.width() as f32, board.height() as f32) * view.cell_size()
        - vec2(0.01, 0.01);
    pos2(p.x.clamp(min.x, max.x), p.y.clamp(min.y, max.y))
}

fn handle_view_input(ui: &Ui, view: &mut View, canvas: Rect, response: &egui::Response) {
    if response.hovered() {
        let (scroll, zoom, pointer) =
            ui.input(|i| (i.smooth_scroll_delta, i.zoom_delta(), i.pointer.hover_pos()));
        if let Some(p) = pointer {
            if zoom != 1.0 {
                view.zoom_at(canvas, p, zoom);
            } else if scroll.y != 0.0 {
                view.zoom_at(canvas, p, (scroll.y / 200.0).exp());
            }
        }
    }
    if response.dragged_by(egui::PointerButton::Middle) {
        view.offset += response.drag_delta();
    }
}

fn draw_board(p: &Painter, view: &View, canvas: Rect, board: &Board, o: &Overlay) {
    for y in 0..board.height() {
        for x in 0..board.width() {
            let r = view.cell_rect(canvas, Pos::new(x, y));
            if !canvas.intersects(r) {
                continue;
            }
            let outside = o
                .outside
                .get(y * board.width() + x)
                .copied()
                .unwrap_or(false);
            tiles::draw_square(p, r, board.get(x, y), outside);
        }
    }
    for (i, _) in o
        .dead
        .iter()
        .enumerate()
        .filter(|(i, d)| **d && !board.squares()[*i].is_wall())
    {
        let r = view.cell_rect(canvas, Pos::new(i % board.width(), i / board.width()));
        p.circle_filled(
            r.center() + vec2(r.width() * 0.3, r.height() * 0.3),
            r.width() * 0.07,
            Color32::from_rgb(150, 70, 60),
        );
    }
    if view.show_grid && view.cell_size() >= 8.0 {
        draw_grid(p, view, canvas, board);
    }
    if let Some((cells, brush)) = &o.preview {
        for &c in cells {
            let r = view.cell_rect(canvas, c);
            tiles::draw_brush(p, r.shrink(r.width() * 0.15), *brush);
            p.rect_stroke(
                r,
                0.0,
                Stroke::new(1.5, Color32::YELLOW),
                StrokeKind::Inside,
            );
        }
    }
    for &c in o.problem_cells {
        p.rect_stroke(
            view.cell_rect(canvas, c).shrink(1.0),
            2.0,
            Stroke::new(2.5, Color32::from_rgb(255, 60, 60)),
            StrokeKind::Inside,
        );
    }
    for &c in o.highlight {
        p.rect_filled(
            view.cell_rect(canvas, c),
            2.0,
            Color32::from_rgba_unmultiplied(255, 60, 60, 90),
        );
    }
    if let Some(sel) = o.selection {
        let r = view
            .cell_rect(canvas, sel.min)
            .union(view.cell_rect(canvas, sel.max));
        p.rect(
            r,
            0.0,
            Color32::from_rgba_unmultiplied(80, 160, 255, 40),
            Stroke::new(2.0, Color32::from_rgb(80, 160, 255)),
            StrokeKind::Inside,
        );
    }
}

fn draw_grid(p: &Painter, view: &View, canvas: Rect, board: &Board) {
    let stroke = Stroke::new(1.0, Color32::from_black_alpha(40));
    let origin = canvas.min + view.offset;
    let s = view.cell_size();
    let (w, h) = (board.width() as f32 * s, board.height() as f32 * s);
    for x in 0..=board.width() {
        let px = origin.x + x as f32 * s;
        p.line_segment([pos2(px, origin.y), pos2(px, origin.y + h)], stroke);
    }
    for y in 0..=board.height() {
        let py = origin.y + y as f32 * s;
        p.line_segment([pos2(origin.x, py), pos2(origin.x + w, py)], stroke);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn screen_points_map_to_squares_and_back() {
        let board = Board::new(10, 5);
        let canvas = Rect::from_min_size(pos2(100.0, 50.0), vec2(400.0, 300.0));
        let mut view = View::default();
        view.fit(canvas, size_of(&board));
        for p in [Pos::new(0, 0), Pos::new(9, 4), Pos::new(3, 2)] {
            let r = view.cell_rect(canvas, p);
            assert_eq!(view.cell_at(canvas, size_of(&board), r.center()), Some(p));
        }
        assert_eq!(view.cell_at(canvas, size_of(&board), canvas.min), None);
        let before = view.cell_at(canvas, size_of(&board), pos2(300.0, 200.0));
        view.zoom_at(canvas, pos2(300.0, 200.0), 1.5);
        assert_eq!(
            view.cell_at(canvas, size_of(&board), pos2(300.0, 200.0)),
            before
        );
    }
}
