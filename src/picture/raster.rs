//! A [`Scene`] as pixels (tiny-skia, anti-aliased): PNG files and the window's thumbnails;
//! and a [`LineScene`] as a PNG file, its lines filled on whole pixels.

use tiny_skia::{FillRule, Paint as SkPaint, PathBuilder, Pixmap, Rect, Stroke, Transform};

use super::lines::{self, Layer, LineScene};
use super::{PictureError, Rgb, Scene, Shape, check_pixels, font};

/// The scene drawn `scale` times its size, premultiplied RGBA: `([width, height], bytes)`.
pub fn rgba(scene: &Scene, scale: f32) -> Result<([usize; 2], Vec<u8>), PictureError> {
    let p = pixmap(scene, scale)?;
    Ok(([p.width() as usize, p.height() as usize], p.data().to_vec()))
}

/// The scene as a PNG file (RGB: the background is opaque).
pub fn png(scene: &Scene) -> Result<Vec<u8>, PictureError> {
    let p = pixmap(scene, 1.0)?;
    let rgb: Vec<u8> = p
        .data()
        .chunks_exact(4)
        .flat_map(|px| [px[0], px[1], px[2]])
        .collect();
    encode_rgb(p.width(), p.height(), &rgb)
}

/// A picture of lines as a PNG file, each line filled on whole pixels as
/// [`lines::covered`] places it (no anti-aliasing is needed on axis-aligned lines). The
/// raster is held in memory, 3 bytes a pixel: the caller bounds the size.
pub fn png_lines(scene: &LineScene) -> Result<Vec<u8>, PictureError> {
    let (w, h) = (scene.width as usize, scene.height as usize);
    let bg = scene.background;
    let mut px = [bg.0, bg.1, bg.2].repeat(w * h);
    let mut fill = |[x0, x1, y0, y1]: [i64; 4], c: Rgb| {
        let clip = |v: i64, n: usize| v.clamp(0, n as i64) as usize;
        let (x0, x1) = (clip(x0, w), clip(x1, w));
        for y in clip(y0, h)..clip(y1, h) {
            for x in x0..x1 {
                px[(y * w + x) * 3..(y * w + x) * 3 + 3].copy_from_slice(&[c.0, c.1, c.2]);
            }
        }
    };
    for layer in &scene.layers {
        match layer {
            Layer::Path { pen, points } => {
                for p in points.windows(2) {
                    fill(lines::covered(p[0], p[1], pen.width), pen.color);
                }
            }
            Layer::Segments { pen, each } => {
                each(&mut |a, b| fill(lines::covered(a, b, pen.width), pen.color));
            }
        }
    }
    encode_rgb(scene.width, scene.height, &px)
}

/// RGB pixels, 8 bits a channel, as a PNG file.
fn encode_rgb(w: u32, h: u32, rgb: &[u8]) -> Result<Vec<u8>, PictureError> {
    let mut out = Vec::new();
    let err = |e: png::EncodingError| PictureError::Encoding(e.to_string());
    {
        let mut enc = png::Encoder::new(&mut out, w, h);
        enc.set_color(png::ColorType::Rgb);
        enc.set_depth(png::BitDepth::Eight);
        enc.write_header()
            .map_err(err)?
            .write_image_data(rgb)
            .map_err(err)?;
    }
    Ok(out)
}

/// Draws the scene; its size is checked against [`super::MAX_PIXELS`] first.
pub fn pixmap(scene: &Scene, scale: f32) -> Result<Pixmap, PictureError> {
    let side = |v: f32| (v * scale).ceil().clamp(1.0, u32::MAX as f32) as u32;
    let (w, h) = (side(scene.width), side(scene.height));
    check_pixels(u64::from(w) * u64::from(h))?;
    let mut pm = Pixmap::new(w, h).ok_or(PictureError::TooLarge {
        what: super::Amount::Raster {
            width: w,
            height: h,
        },
        limit: super::Amount::Memory,
    })?;
    let c = scene.background;
    pm.fill(tiny_skia::Color::from_rgba8(c.0, c.1, c.2, c.3));
    let t = Transform::from_scale(scale, scale);
    for s in &scene.shapes {
        draw(&mut pm, s, t);
    }
    Ok(pm)
}

fn sk_paint(c: Rgb) -> SkPaint<'static> {
    let mut p = SkPaint::default();
    p.set_color_rgba8(c.0, c.1, c.2, c.3);
    p.anti_alias = true;
    p
}

fn draw(pm: &mut Pixmap, s: &Shape, t: Transform) {
    match s {
        Shape::Rect {
            x,
            y,
            w,
            h,
            radius,
            paint,
        } => {
            let i = paint.stroke.map_or(0.0, |(w, _)| w / 2.0);
            let path = rounded_rect(x + i, y + i, w - 2.0 * i, h - 2.0 * i, radius - i);
            if let Some(path) = path {
                fill_and_stroke(pm, &path, paint, t);
            }
        }
        Shape::Circle { cx, cy, r, paint } => {
            let i = paint.stroke.map_or(0.0, |(w, _)| w / 2.0);
            if let Some(path) = PathBuilder::from_circle(*cx, *cy, (r - i).max(0.01)) {
                fill_and_stroke(pm, &path, paint, t);
            }
        }
        Shape::Polygon { points, paint } => {
            if let Some(path) = polyline(points, true) {
                fill_and_stroke(pm, &path, paint, t);
            }
        }
        Shape::Line {
            points,
            width,
            color,
        } => {
            if let Some(path) = polyline(points, false) {
                let stroke = Stroke {
                    width: *width,
                    line_cap: tiny_skia::LineCap::Square,
                    line_join: tiny_skia::LineJoin::Round,
                    ..Stroke::default()
                };
                pm.stroke_path(&path, &sk_paint(*color), &stroke, t, None);
            }
        }
        Shape::Text {
            x,
            y,
            size,
            text,
            color,
        } => label(pm, *x, *y, *size, text, *color, t),
    }
}

fn fill_and_stroke(pm: &mut Pixmap, path: &tiny_skia::Path, paint: &super::Paint, t: Transform) {
    if let Some(c) = paint.fill {
        pm.fill_path(path, &sk_paint(c), FillRule::Winding, t, None);
    }
    if let Some((w, c)) = paint.stroke {
        let stroke = Stroke {
            width: w,
            ..Stroke::default()
        };
        pm.stroke_path(path, &sk_paint(c), &stroke, t, None);
    }
}

fn polyline(points: &[(f32, f32)], close: bool) -> Option<tiny_skia::Path> {
    let (first, rest) = points.split_first()?;
    let mut pb = PathBuilder::new();
    pb.move_to(first.0, first.1);
    for p in rest {
        pb.line_to(p.0, p.1);
    }
    if close {
        pb.close();
    }
    pb.finish()
}

/// A rectangle with corners rounded by quadratic curves (`r` clamped to half a side).
fn rounded_rect(x: f32, y: f32, w: f32, h: f32, r: f32) -> Option<tiny_skia::Path> {
    if w <= 0.0 || h <= 0.0 {
        return None;
    }
    let r = r.clamp(0.0, w.min(h) / 2.0);
    if r == 0.0 {
        return Some(PathBuilder::from_rect(Rect::from_xywh(x, y, w, h)?));
    }
    let (x1, y1) = (x + w, y + h);
    let mut pb = PathBuilder::new();
    pb.move_to(x + r, y);
    pb.line_to(x1 - r, y);
    pb.quad_to(x1, y, x1, y + r);
    pb.line_to(x1, y1 - r);
    pb.quad_to(x1, y1, x1 - r, y1);
    pb.line_to(x + r, y1);
    pb.quad_to(x, y1, x, y1 - r);
    pb.line_to(x, y + r);
    pb.quad_to(x, y, x + r, y);
    pb.close();
    pb.finish()
}

/// Text in the bitmap font, centred on `(x, y)`, `size` pixels high (before `t`).
fn label(pm: &mut Pixmap, x: f32, y: f32, size: f32, text: &str, c: Rgb, t: Transform) {
    let (lit, width) = font::pixels(text);
    let unit = size / font::ROWS as f32;
    let (left, top) = (x - width as f32 * unit / 2.0, y - size / 2.0);
    let mut pb = PathBuilder::new();
    for (col, row) in lit {
        if let Some(r) = Rect::from_xywh(
            left + col as f32 * unit,
            top + row as f32 * unit,
            unit,
            unit,
        ) {
            pb.push_rect(r);
        }
    }
    if let Some(path) = pb.finish() {
        let mut p = sk_paint(c);
        p.anti_alias = unit * t.sx < 3.0;
        pm.fill_path(&path, &p, FillRule::Winding, t, None);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_red_square_on_white_is_red_in_the_middle_and_white_outside() {
        let mut s = Scene::new(20.0, 10.0, Rgb::opaque(255, 255, 255));
        s.push(Shape::rect(2.0, 2.0, 6.0, 6.0, Rgb::opaque(255, 0, 0)));
        let ([w, h], px) = rgba(&s, 1.0).unwrap();
        assert_eq!((w, h), (20, 10));
        let at = |x: usize, y: usize| &px[(y * w + x) * 4..(y * w + x) * 4 + 3];
        assert_eq!(at(5, 5), [255, 0, 0]);
        assert_eq!(at(15, 5), [255, 255, 255]);
    }

    #[test]
    fn a_picture_past_the_pixel_limit_is_refused_before_drawing() {
        let s = Scene::new(100_000.0, 100_000.0, Rgb::opaque(0, 0, 0));
        assert!(matches!(
            pixmap(&s, 1.0),
            Err(PictureError::TooLarge { .. })
        ));
    }

    #[test]
    fn png_files_start_with_the_signature() {
        let s = Scene::new(3.0, 3.0, Rgb::opaque(0, 0, 0));
        assert!(png(&s).unwrap().starts_with(b"\x89PNG"));
    }
}
