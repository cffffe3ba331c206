//! A [`Scene`] or a [`LineScene`] as SVG text. Outlines are drawn inside each shape's edge,
//! as the raster writer and egui draw them, by insetting the path half the outline's width.

use std::fmt::Write;

use super::lines::{Layer, LineScene};
use super::{Paint, Rgb, Scene, Shape};

/// The SVG document of a scene.
pub fn write(scene: &Scene) -> String {
    let mut out = header(&num(scene.width), &num(scene.height), scene.background);
    for s in &scene.shapes {
        shape(&mut out, s);
    }
    out.push_str("</svg>\n");
    out
}

/// The SVG document of a picture of lines: a path as one polyline, a layer of segments as a
/// group of lines sharing the pen, each segment read from its source as it is written.
pub fn write_lines(scene: &LineScene) -> String {
    let mut out = header(
        &scene.width.to_string(),
        &scene.height.to_string(),
        scene.background,
    );
    for layer in &scene.layers {
        match layer {
            Layer::Path { pen, points } if points.len() > 1 => {
                let pts: Vec<String> = points.iter().map(|(x, y)| format!("{x},{y}")).collect();
                let _ = writeln!(
                    out,
                    "<polyline points=\"{}\" fill=\"none\"{} stroke-width=\"{}\"/>",
                    pts.join(" "),
                    color_attr("stroke", pen.color),
                    pen.width
                );
            }
            Layer::Path { .. } => {}
            Layer::Segments { pen, each } => {
                let _ = writeln!(
                    out,
                    "<g{} stroke-width=\"{}\" stroke-linecap=\"square\">",
                    color_attr("stroke", pen.color),
                    pen.width
                );
                each(&mut |(x1, y1), (x2, y2)| {
                    let _ = writeln!(
                        out,
                        "<line x1=\"{x1}\" y1=\"{y1}\" x2=\"{x2}\" y2=\"{y2}\"/>"
                    );
                });
                out.push_str("</g>\n");
            }
        }
    }
    out.push_str("</svg>\n");
    out
}

/// The document's opening and its background, `w` x `h` pixels.
fn header(w: &str, h: &str, background: Rgb) -> String {
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\">\n"
    );
    let _ = writeln!(
        out,
        "<rect width=\"{w}\" height=\"{h}\"{}/>",
        fill_attr(background)
    );
    out
}

fn shape(out: &mut String, s: &Shape) {
    match s {
        Shape::Rect {
            x,
            y,
            w,
            h,
            radius,
            paint,
        } => {
            let i = inset(paint);
            let _ = writeln!(
                out,
                "<rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\"{}{}/>",
                num(x + i),
                num(y + i),
                num((w - 2.0 * i).max(0.0)),
                num((h - 2.0 * i).max(0.0)),
                if *radius > 0.0 {
                    format!(" rx=\"{}\"", num((radius - i).max(0.0)))
                } else {
                    String::new()
                },
                paint_attrs(paint)
            );
        }
        Shape::Circle { cx, cy, r, paint } => {
            let _ = writeln!(
                out,
                "<circle cx=\"{}\" cy=\"{}\" r=\"{}\"{}/>",
                num(*cx),
                num(*cy),
                num((r - inset(paint)).max(0.0)),
                paint_attrs(paint)
            );
        }
        Shape::Polygon { points, paint } => {
            let _ = writeln!(
                out,
                "<polygon points=\"{}\"{} stroke-linejoin=\"round\"/>",
                points_attr(points),
                paint_attrs(paint)
            );
        }
        Shape::Line {
            points,
            width,
            color,
        } => {
            let _ = writeln!(
                out,
                "<polyline points=\"{}\" fill=\"none\"{} stroke-width=\"{}\" stroke-linecap=\"square\" stroke-linejoin=\"round\"/>",
                points_attr(points),
                color_attr("stroke", *color),
                num(*width)
            );
        }
        Shape::Text {
            x,
            y,
            size,
            text,
            color,
        } => {
            let _ = writeln!(
                out,
                "<text x=\"{}\" y=\"{}\" font-size=\"{}\" font-family=\"sans-serif\" font-weight=\"bold\" text-anchor=\"middle\" dominant-baseline=\"central\"{}>{}</text>",
                num(*x),
                num(*y),
                num(*size),
                color_attr("fill", *color),
                escape(text)
            );
        }
    }
}

/// Half the outline's width: how far the path moves in so the outline stays inside.
fn inset(p: &Paint) -> f32 {
    p.stroke.map_or(0.0, |(w, _)| w / 2.0)
}

fn paint_attrs(p: &Paint) -> String {
    let mut s = match p.fill {
        Some(c) => fill_attr(c),
        None => " fill=\"none\"".to_string(),
    };
    if let Some((w, c)) = p.stroke {
        s += &color_attr("stroke", c);
        let _ = write!(s, " stroke-width=\"{}\"", num(w));
    }
    s
}

fn fill_attr(c: Rgb) -> String {
    color_attr("fill", c)
}

fn color_attr(name: &str, c: Rgb) -> String {
    let mut s = format!(" {name}=\"{}\"", c.hex());
    if c.3 < 255 {
        let _ = write!(s, " {name}-opacity=\"{}\"", num(f32::from(c.3) / 255.0));
    }
    s
}

fn points_attr(points: &[(f32, f32)]) -> String {
    let v: Vec<String> = points
        .iter()
        .map(|(x, y)| format!("{},{}", num(*x), num(*y)))
        .collect();
    v.join(" ")
}

/// A number with at most two decimals and no trailing zeros.
fn num(v: f32) -> String {
    let s = format!("{:.2}", v);
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" { "0".into() } else { s.into() }
}

/// Text from a file as SVG character data: markup characters escaped, control characters
/// dropped (XML 1.0 cannot hold them).
fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for ch in text.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_short() {
        assert_eq!(num(3.0), "3");
        assert_eq!(num(2.5), "2.5");
        assert_eq!(num(1.0 / 3.0), "0.33");
        assert_eq!(num(-0.001), "0");
    }

    #[test]
    fn text_from_files_cannot_break_the_markup() {
        let mut s = Scene::new(10.0, 10.0, Rgb::opaque(0, 0, 0));
        s.push(Shape::Text {
            x: 1.0,
            y: 1.0,
            size: 4.0,
            text: "<b>&\"\u{1b}[31m".into(),
            color: Rgb::opaque(1, 2, 3),
        });
        let out = write(&s);
        assert!(out.contains(">&lt;b&gt;&amp;&quot;[31m</text>"), "{out}");
        assert!(!out.contains('\u{1b}'));
    }

    #[test]
    fn outlines_stay_inside_the_shape() {
        let mut s = Scene::new(10.0, 10.0, Rgb::opaque(0, 0, 0));
        s.push(Shape::Rect {
            x: 0.0,
            y: 0.0,
            w: 10.0,
            h: 10.0,
            radius: 0.0,
            paint: Paint::stroke(2.0, Rgb::opaque(9, 9, 9)),
        });
        assert!(write(&s).contains("<rect x=\"1\" y=\"1\" width=\"8\" height=\"8\" fill=\"none\" stroke=\"#090909\" stroke-width=\"2\"/>"));
    }
}
