//! Sokoban squares on the painter: the shapes of [`crate::sokoban::picture`], painted, so the
//! canvas shows what `render` and the thumbnails draw.

use egui::{Color32, Painter, Rect};
use gridwright_formats::sokoban::Square;

use crate::gui::picture::{color, opaque, paint};
use crate::picture::Shape;
use crate::sokoban::editor::paint::Brush;
use crate::sokoban::picture as pic;

/// Beyond the walls (the canvas around the board is a shade darker).
pub const OUTSIDE: Color32 = opaque(pic::OUTSIDE);

/// The one colour of a square where squares are a pixel each (a large board zoomed out).
pub fn square_colour(sq: Square, outside: bool) -> Color32 {
    color(pic::square_colour(sq, outside))
}

/// Paints one square in `rect`; `outside` squares get the picture's background, which the
/// picture leaves to its scene. `shapes` is a buffer the caller keeps between squares, so a
/// frame of thousands of squares allocates once.
pub fn draw_square(p: &Painter, shapes: &mut Vec<Shape>, rect: Rect, sq: Square, outside: bool) {
    if outside && !sq.is_wall() {
        p.rect_filled(rect, 0.0, OUTSIDE);
    }
    shapes.clear();
    pic::square(shapes, 0.0, 0.0, rect.width(), sq, outside);
    paint(p, shapes, rect.min);
}

/// Paints the dead-square mark in `rect`.
pub fn draw_dead(p: &Painter, shapes: &mut Vec<Shape>, rect: Rect) {
    shapes.clear();
    pic::dead(shapes, 0.0, 0.0, rect.width());
    paint(p, shapes, rect.min);
}

/// Paints a palette swatch for a brush.
pub fn draw_brush(p: &Painter, rect: Rect, brush: Brush) {
    let mut shapes = Vec::new();
    pic::brush(&mut shapes, 0.0, 0.0, rect.width(), brush);
    paint(p, &shapes, rect.min);
}
