//! The games' pictures ([`crate::picture`] scenes and shapes) on egui's painter and as
//! textures: the canvas, *Export picture* and the level browser's thumbnails draw the same
//! shapes.

use egui::{Align2, Color32, CornerRadius, FontId, Painter, Pos2, Rect, Stroke, StrokeKind, vec2};

use crate::picture::{Paint, Rgb, Scene, Shape};

/// An egui colour.
pub fn color(c: Rgb) -> Color32 {
    Color32::from_rgba_unmultiplied(c.0, c.1, c.2, c.3)
}

/// An opaque egui colour, for constants (the games' palettes).
pub const fn opaque(c: Rgb) -> Color32 {
    Color32::from_rgb(c.0, c.1, c.2)
}

/// Paints shapes drawn in pixels from `origin`.
pub fn paint(p: &Painter, shapes: &[Shape], origin: Pos2) {
    for s in shapes {
        paint_one(p, s, origin);
    }
}

fn stroke_of(paint: &Paint) -> Stroke {
    paint
        .stroke
        .map_or(Stroke::NONE, |(w, c)| Stroke::new(w, color(c)))
}

fn fill_of(paint: &Paint) -> Color32 {
    paint.fill.map_or(Color32::TRANSPARENT, color)
}

fn paint_one(p: &Painter, s: &Shape, o: Pos2) {
    match s {
        Shape::Rect {
            x,
            y,
            w,
            h,
            radius,
            paint,
        } => {
            let r = Rect::from_min_size(o + vec2(*x, *y), vec2(*w, *h));
            let corner = CornerRadius::same(radius.clamp(0.0, 255.0) as u8);
            p.rect(
                r,
                corner,
                fill_of(paint),
                stroke_of(paint),
                StrokeKind::Inside,
            );
        }
        Shape::Circle { cx, cy, r, paint } => {
            let c = o + vec2(*cx, *cy);
            let inset = paint.stroke.map_or(0.0, |(w, _)| w / 2.0);
            p.circle(c, (r - inset).max(0.0), fill_of(paint), stroke_of(paint));
        }
        Shape::Polygon { points, paint } => {
            let pts = points.iter().map(|&(x, y)| o + vec2(x, y)).collect();
            p.add(egui::Shape::convex_polygon(
                pts,
                fill_of(paint),
                stroke_of(paint),
            ));
        }
        Shape::Line {
            points,
            width,
            color: c,
        } => {
            let stroke = Stroke::new(*width, color(*c));
            // A segment, the commonest line (walls, a box's cross), is painted without a path.
            if let [(x0, y0), (x1, y1)] = points[..] {
                p.line_segment([o + vec2(x0, y0), o + vec2(x1, y1)], stroke);
            } else {
                let pts: Vec<Pos2> = points.iter().map(|&(x, y)| o + vec2(x, y)).collect();
                p.add(egui::Shape::line(pts, stroke));
            }
        }
        Shape::Text {
            x,
            y,
            size,
            text,
            color: c,
        } => {
            p.text(
                o + vec2(*x, *y),
                Align2::CENTER_CENTER,
                text,
                FontId::proportional(size * 1.2),
                color(*c),
            );
        }
    }
}

/// A scene drawn to an egui image, `scale` times its size (a thumbnail), or `None` when it
/// is too large to draw.
pub fn image(scene: &Scene, scale: f32) -> Option<egui::ColorImage> {
    let (size, px) = crate::picture::raster::rgba(scene, scale).ok()?;
    Some(egui::ColorImage::from_rgba_premultiplied(size, &px))
}

/// The rectangle of `size` centred in `area`, scaled down (never up) to fit it.
pub fn fit(area: Rect, size: egui::Vec2) -> Rect {
    let k = (area.width() / size.x).min(area.height() / size.y).min(1.0);
    Rect::from_center_size(area.center(), size * k)
}
