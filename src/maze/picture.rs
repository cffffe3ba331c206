//! Pictures of a maze: SVG (vector, any size) and PNG (raster), optionally with a path drawn.

use gridwright_formats::maze::{Cell, Maze, Side};

use crate::picture::{PictureError, Rgb, Scene, Shape, check_cells};

/// Pixels per cell and wall thickness of the pictures.
#[derive(Debug, Clone, Copy)]
pub struct Style {
    /// Pixels a cell.
    pub cell: usize,
    /// Pixels a wall.
    pub wall: usize,
}

impl Style {
    /// `cell` pixels a cell, walls in proportion (at least 1 pixel).
    pub fn with_cell(cell: usize) -> Style {
        Style {
            cell,
            wall: (cell / 8).max(1),
        }
    }
}

impl Default for Style {
    fn default() -> Self {
        Style { cell: 16, wall: 2 }
    }
}

/// Wall segments as (x1, y1, x2, y2) in cell units.
fn segments(m: &Maze) -> Vec<(usize, usize, usize, usize)> {
    let mut out = Vec::new();
    for y in 0..m.height() {
        for x in 0..m.width() {
            let c = Cell::new(x, y);
            if m.wall(c, Side::Top) {
                out.push((x, y, x + 1, y));
            }
            if m.wall(c, Side::Left) {
                out.push((x, y, x, y + 1));
            }
            if x + 1 == m.width() && m.wall(c, Side::Right) {
                out.push((x + 1, y, x + 1, y + 1));
            }
            if y + 1 == m.height() && m.wall(c, Side::Bottom) {
                out.push((x, y + 1, x + 1, y + 1));
            }
        }
    }
    out
}

/// The maze as a [`Scene`] for `render` and *Export picture* (white, black walls, the path in
/// red), within the shared picture limits. `convert --to svg|png` writes mazes with [`svg`] and
/// [`png`] instead: lines only, so they reach far larger mazes than a scene of shapes may.
pub fn scene(m: &Maze, path: &[usize], s: Style) -> Result<Scene, PictureError> {
    check_cells(
        (m.width() as u64).saturating_mul(m.height() as u64),
        s.cell as u32,
    )?;
    let (c, pad) = (s.cell as f32, s.wall as f32);
    let mut sc = Scene::new(
        m.width() as f32 * c + 2.0 * pad,
        m.height() as f32 * c + 2.0 * pad,
        Rgb::opaque(255, 255, 255),
    );
    let at = |i: usize| {
        (
            pad + (i % m.width()) as f32 * c + c / 2.0,
            pad + (i / m.width()) as f32 * c + c / 2.0,
        )
    };
    if path.len() > 1 {
        sc.push(Shape::Line {
            points: path.iter().map(|&i| at(i)).collect(),
            width: (c / 4.0).max(1.0),
            color: Rgb::opaque(208, 48, 48),
        });
    }
    for (x1, y1, x2, y2) in segments(m) {
        let p = |x: usize, y: usize| (pad + x as f32 * c, pad + y as f32 * c);
        sc.push(Shape::Line {
            points: vec![p(x1, y1), p(x2, y2)],
            width: s.wall as f32,
            color: Rgb::opaque(0, 0, 0),
        });
    }
    Ok(sc)
}

/// The maze as SVG text, with `path` (cells) drawn.
pub fn svg(m: &Maze, path: &[usize], s: Style) -> String {
    let (c, pad) = (s.cell, s.wall);
    let (w, h) = (m.width() * c + 2 * pad, m.height() * c + 2 * pad);
    let mut out = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\">\n"
    );
    out += &format!("<rect width=\"{w}\" height=\"{h}\" fill=\"white\"/>\n");
    if path.len() > 1 {
        let points: Vec<String> = path
            .iter()
            .map(|&i| {
                format!(
                    "{},{}",
                    pad + (i % m.width()) * c + c / 2,
                    pad + (i / m.width()) * c + c / 2
                )
            })
            .collect();
        out += &format!(
            "<polyline points=\"{}\" fill=\"none\" stroke=\"#d03030\" stroke-width=\"{}\"/>\n",
            points.join(" "),
            (c / 4).max(1)
        );
    }
    out += &format!(
        "<g stroke=\"black\" stroke-width=\"{}\" stroke-linecap=\"square\">\n",
        s.wall
    );
    for (x1, y1, x2, y2) in segments(m) {
        out += &format!(
            "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\"/>\n",
            pad + x1 * c,
            pad + y1 * c,
            pad + x2 * c,
            pad + y2 * c
        );
    }
    out += "</g>\n</svg>\n";
    out
}

/// An RGB raster of the maze, with `path` (cells) drawn.
pub fn png(m: &Maze, path: &[usize], s: Style) -> Result<Vec<u8>, png::EncodingError> {
    let (c, pad) = (s.cell, s.wall);
    let (w, h) = (m.width() * c + 2 * pad, m.height() * c + 2 * pad);
    let mut px = vec![255u8; w * h * 3];
    let mut fill = |x0: usize, y0: usize, x1: usize, y1: usize, rgb: [u8; 3]| {
        for y in y0.min(h)..y1.min(h) {
            for x in x0.min(w)..x1.min(w) {
                px[(y * w + x) * 3..(y * w + x) * 3 + 3].copy_from_slice(&rgb);
            }
        }
    };
    let t = (c / 4).max(1);
    for p in path.windows(2) {
        let (a, b) = (
            (p[0] % m.width(), p[0] / m.width()),
            (p[1] % m.width(), p[1] / m.width()),
        );
        let (x0, x1) = (a.0.min(b.0) * c + c / 2, a.0.max(b.0) * c + c / 2);
        let (y0, y1) = (a.1.min(b.1) * c + c / 2, a.1.max(b.1) * c + c / 2);
        fill(
            pad + x0 - t / 2,
            pad + y0 - t / 2,
            pad + x1 + t - t / 2,
            pad + y1 + t - t / 2,
            [208, 48, 48],
        );
    }
    for (x1, y1, x2, y2) in segments(m) {
        fill(x1 * c, y1 * c, x2 * c + s.wall, y2 * c + s.wall, [0, 0, 0]);
    }
    let mut out = Vec::new();
    {
        let mut enc = png::Encoder::new(&mut out, w as u32, h as u32);
        enc.set_color(png::ColorType::Rgb);
        enc.set_depth(png::BitDepth::Eight);
        enc.write_header()?.write_image_data(&px)?;
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::generate::{Algorithm, generate};

    #[test]
    fn pictures_are_made() {
        let m = generate(Algorithm::Kruskal, 5, 4, 1);
        let path = crate::maze::solve::bfs(&m, 0, 19).path;
        let s = svg(&m, &path, Style::default());
        assert!(
            s.starts_with("<svg") && s.contains("<polyline") && s.trim_end().ends_with("</svg>")
        );
        let p = png(&m, &path, Style::default()).unwrap();
        assert_eq!(&p[1..4], b"PNG");
    }
}
