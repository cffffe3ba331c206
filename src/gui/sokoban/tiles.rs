//! How squares look: colours and shapes of each Sokoban square, drawn with the painter.

use egui::{Color32, CornerRadius, Painter, Pos2, Rect, Stroke, StrokeKind, vec2};
use gridwright_formats::sokoban::Square;

use crate::gui::picture::opaque;
use crate::sokoban::editor::paint::Brush;
use crate::sokoban::picture as pic;

// The colours are the pictures' (`render`, thumbnails); the canvas draws with the painter
// directly, which keeps a frame of a 200 x 200 board cheap.
pub const OUTSIDE: Color32 = opaque(pic::OUTSIDE);
const FLOOR: Color32 = opaque(pic::FLOOR);
const WALL: Color32 = opaque(pic::WALL);
const WALL_EDGE: Color32 = opaque(pic::WALL_EDGE);
const GOAL: Color32 = opaque(pic::GOAL);
const BOX: Color32 = opaque(pic::BOX);
const BOX_ON_GOAL: Color32 = opaque(pic::BOX_ON_GOAL);
const PUSHER: Color32 = opaque(pic::PUSHER);

/// The one colour of a square where squares are a pixel each (a large board zoomed out).
pub fn square_colour(sq: Square, outside: bool) -> Color32 {
    match sq {
        _ if sq.is_wall() => WALL,
        _ if sq.is_pusher() => PUSHER,
        _ if sq.is_box() && sq.is_goal() => BOX_ON_GOAL,
        _ if sq.is_box() => BOX,
        _ if sq.is_goal() => GOAL,
        _ if outside => OUTSIDE,
        _ => FLOOR,
    }
}

/// Draws one square in `rect`; `outside` squares get the background instead of floor.
pub fn draw_square(p: &Painter, rect: Rect, sq: Square, outside: bool) {
    let s = rect.width();
    if sq.is_wall() {
        p.rect(
            rect,
            CornerRadius::same((s * 0.08) as u8),
            WALL,
            Stroke::new((s * 0.06).max(1.0), WALL_EDGE),
            StrokeKind::Inside,
        );
        return;
    }
    p.rect_filled(rect, 0.0, if outside { OUTSIDE } else { FLOOR });
    if sq.is_goal() {
        let r = s * 0.16;
        p.circle_stroke(rect.center(), r, Stroke::new((s * 0.07).max(1.0), GOAL));
    }
    if sq.is_box() {
        let inner = rect.shrink(s * 0.12);
        let fill = if sq.is_goal() { BOX_ON_GOAL } else { BOX };
        p.rect(
            inner,
            CornerRadius::same((s * 0.12) as u8),
            fill,
            Stroke::new((s * 0.05).max(1.0), Color32::from_black_alpha(120)),
            StrokeKind::Inside,
        );
        let c = inner.shrink(s * 0.18);
        p.line_segment(
            [c.left_top(), c.right_bottom()],
            Stroke::new((s * 0.04).max(1.0), Color32::from_black_alpha(70)),
        );
        p.line_segment(
            [c.right_top(), c.left_bottom()],
            Stroke::new((s * 0.04).max(1.0), Color32::from_black_alpha(70)),
        );
    }
    if sq.is_pusher() {
        draw_pusher(p, rect.center(), s);
    }
}

fn draw_pusher(p: &Painter, c: Pos2, s: f32) {
    p.circle(
        c,
        s * 0.32,
        PUSHER,
        Stroke::new((s * 0.05).max(1.0), opaque(pic::PUSHER_EDGE)),
    );
    let eye = s * 0.06;
    p.circle_filled(c + vec2(-s * 0.1, -s * 0.06), eye, Color32::WHITE);
    p.circle_filled(c + vec2(s * 0.1, -s * 0.06), eye, Color32::WHITE);
}

/// Draws a palette swatch for a brush.
pub fn draw_brush(p: &Painter, rect: Rect, brush: Brush) {
    match brush {
        Brush::Outside => {
            p.rect_filled(rect, 0.0, OUTSIDE);
            let c = rect.shrink(rect.width() * 0.3);
            let st = Stroke::new(2.0, Color32::from_gray(150));
            p.line_segment([c.left_top(), c.right_bottom()], st);
            p.line_segment([c.right_top(), c.left_bottom()], st);
        }
        other => draw_square(p, rect, brush_square(other), false),
    }
}

/// The square that shows what a brush paints.
pub fn brush_square(brush: Brush) -> Square {
    match brush {
        Brush::Wall => Square::Wall,
        Brush::Floor | Brush::Outside => Square::Floor,
        Brush::Goal => Square::Goal,
        Brush::Box => Square::Box,
        Brush::BoxOnGoal => Square::BoxOnGoal,
        Brush::Pusher => Square::Pusher,
    }
}
