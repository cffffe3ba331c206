//! The Sokoban board canvas: drawing of the board with grid, hover, selection, previews and
//! problem marks, and pointer input in squares.

use egui::{Color32, Painter, Rect, Stroke, StrokeKind, Ui, pos2};
use gridwright_formats::sokoban::Board;

use super::tiles;
use crate::grid::{CellRect, Pos};
use crate::gui::canvas_tools;
use crate::gui::view::{CanvasInput, View};
use crate::sokoban::editor::paint::Brush;

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

/// Below this many pixels a square, the board is drawn as one image, a pixel a square: its
/// drawings would not be seen, and a 200 x 200 board is then one shape instead of 40,000.
const SMALL_SQUARE: f32 = 8.0;

/// The board as an image of a pixel a square, kept until the board or its outside changes.
#[derive(Default)]
pub struct BoardImage {
    key: u64,
    texture: Option<egui::TextureHandle>,
}

impl BoardImage {
    fn texture(
        &mut self,
        ctx: &egui::Context,
        board: &Board,
        outside: &[bool],
    ) -> &egui::TextureHandle {
        let key = content_hash(board, outside);
        if self.texture.is_none() || self.key != key {
            let pixels = board
                .squares()
                .iter()
                .enumerate()
                .map(|(i, &sq)| tiles::square_colour(sq, outside.get(i).copied().unwrap_or(false)))
                .collect();
            let image = egui::ColorImage::new([board.width(), board.height()], pixels);
            match &mut self.texture {
                Some(t) => t.set(image, egui::TextureOptions::NEAREST),
                None => {
                    self.texture = Some(ctx.load_texture(
                        "sokoban-board",
                        image,
                        egui::TextureOptions::NEAREST,
                    ));
                }
            }
            self.key = key;
        }
        self.texture.as_ref().expect("just made")
    }
}

/// A hash of what a board shows (and of `extra` marks, such as its outside squares): the
/// key of its cached images.
pub fn content_hash(board: &Board, extra: &[bool]) -> u64 {
    use std::hash::{Hash, Hasher};
    let mut h = std::collections::hash_map::DefaultHasher::new();
    (board, extra).hash(&mut h);
    h.finish()
}

/// Shows the canvas and returns the pointer activity.
pub fn show(
    ui: &mut Ui,
    view: &mut View,
    board: &Board,
    overlay: &Overlay,
    image: &mut BoardImage,
) -> CanvasInput {
    let ctx = ui.ctx().clone();
    let background = tiles::OUTSIDE.gamma_multiply(0.8);
    canvas_tools::grid_canvas(
        ui,
        view,
        size_of(board),
        background,
        |painter, view, canvas| {
            if view.cell_size() < SMALL_SQUARE && board.width() > 0 && board.height() > 0 {
                let last = Pos::new(board.width() - 1, board.height() - 1);
                let whole = view
                    .cell_rect(canvas, Pos::new(0, 0))
                    .union(view.cell_rect(canvas, last));
                let tex = image.texture(&ctx, board, overlay.outside);
                let uv = Rect::from_min_max(pos2(0.0, 0.0), pos2(1.0, 1.0));
                painter.image(tex.id(), whole, uv, Color32::WHITE);
                draw_marks(painter, view, canvas, overlay);
            } else {
                draw_board(painter, view, canvas, board, overlay);
            }
        },
    )
}

/// A board's size, as the view takes it.
pub fn size_of(board: &Board) -> (usize, usize) {
    (board.width(), board.height())
}

/// The squares' columns and rows on screen, `[x0, x1) x [y0, y1)`.
fn visible(view: &View, canvas: Rect, board: &Board) -> [usize; 4] {
    let origin = canvas.min + view.offset;
    let s = view.cell_size().max(f32::MIN_POSITIVE);
    let span = |lo: f32, hi: f32, o: f32, n: usize| {
        let a = ((lo - o) / s).floor().clamp(0.0, n as f32) as usize;
        let b = ((hi - o) / s).ceil().clamp(0.0, n as f32) as usize;
        (a, b)
    };
    let (x0, x1) = span(canvas.left(), canvas.right(), origin.x, board.width());
    let (y0, y1) = span(canvas.top(), canvas.bottom(), origin.y, board.height());
    [x0, x1, y0, y1]
}

fn draw_board(p: &Painter, view: &View, canvas: Rect, board: &Board, o: &Overlay) {
    let [x0, x1, y0, y1] = visible(view, canvas, board);
    let mut shapes = Vec::with_capacity(8);
    for y in y0..y1 {
        for x in x0..x1 {
            let r = view.cell_rect(canvas, Pos::new(x, y));
            let outside = o
                .outside
                .get(y * board.width() + x)
                .copied()
                .unwrap_or(false);
            tiles::draw_square(p, &mut shapes, r, board.get(x, y), outside);
        }
    }
    for (i, _) in o
        .dead
        .iter()
        .enumerate()
        .filter(|(i, d)| **d && !board.squares()[*i].is_wall())
    {
        let r = view.cell_rect(canvas, Pos::new(i % board.width(), i / board.width()));
        tiles::draw_dead(p, &mut shapes, r);
    }
    if view.show_grid && view.cell_size() >= 8.0 {
        draw_grid(p, view, canvas, board);
    }
    draw_marks(p, view, canvas, o);
}

/// What is drawn over the squares at any zoom: the tool's preview, problems, the hovered
/// problem's squares and the selection.
fn draw_marks(p: &Painter, view: &View, canvas: Rect, o: &Overlay) {
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
    use egui::vec2;

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
