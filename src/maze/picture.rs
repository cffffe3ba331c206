//! How a maze looks: paper, walls, the entrance's and the treasure's marks, a path. One
//! geometry for three faces: the window's canvas paints these shapes and walls, `render` and
//! *Export picture* write them as a [`Scene`], and `convert --to svg|png` writes the walls and
//! path as a [`LineScene`] (lines only, streamed, so it reaches mazes far larger than a scene
//! of shapes may).

use gridwright_formats::maze::{Cell, Maze, Side};

use crate::picture::lines::{Layer, LineScene, Pen, Point};
use crate::picture::{Paint, PictureError, Rgb, Scene, Shape, check_cells, raster, svg};

/// The paper under the maze.
pub const PAPER: Rgb = Rgb::opaque(255, 255, 255);
/// The walls.
pub const WALL: Rgb = Rgb::opaque(0, 0, 0);
/// A path through the maze (the solution, the invisible maze's trail).
pub const PATH: Rgb = Rgb::opaque(208, 48, 48);
/// The entrance's mark.
pub const ENTRANCE: Rgb = Rgb::opaque(60, 170, 80);
/// The treasure's (the exit's) mark.
pub const TREASURE: Rgb = Rgb::opaque(230, 170, 30);

/// A wall's width where a cell is `cell` pixels wide.
pub fn wall_width(cell: f32) -> f32 {
    (cell * 0.1).max(1.0)
}

/// A path's width where a cell is `cell` pixels wide.
pub fn path_width(cell: f32) -> f32 {
    (cell * 0.2).max(1.0)
}

/// Pixels per cell and wall thickness of the pictures (whole pixels: the line pictures fill
/// pixels).
#[derive(Debug, Clone, Copy)]
pub struct Style {
    /// Pixels a cell.
    pub cell: usize,
    /// Pixels a wall, and the margin of paper around the maze.
    pub wall: usize,
}

impl Style {
    /// `cell` pixels a cell, walls in proportion (at least 1 pixel).
    pub fn with_cell(cell: usize) -> Style {
        Style {
            cell,
            wall: wall_width(cell as f32).round() as usize,
        }
    }
}

impl Default for Style {
    fn default() -> Self {
        Style::with_cell(16)
    }
}

/// The wall segments of the cells `[x0, x1) x [y0, y1)`, as their two ends in cell corners:
/// each cell's top and left walls, and the right and bottom ones of the last column and row,
/// so that every wall comes once.
pub fn walls(m: &Maze, [x0, x1, y0, y1]: [usize; 4]) -> impl Iterator<Item = [(usize, usize); 2]> {
    (y0..y1).flat_map(move |y| {
        (x0..x1).flat_map(move |x| {
            let c = Cell::new(x, y);
            let (last_column, last_row) = (x + 1 == m.width(), y + 1 == m.height());
            [
                m.wall(c, Side::Top).then_some([(x, y), (x + 1, y)]),
                m.wall(c, Side::Left).then_some([(x, y), (x, y + 1)]),
                (last_column && m.wall(c, Side::Right)).then_some([(x + 1, y), (x + 1, y + 1)]),
                (last_row && m.wall(c, Side::Bottom)).then_some([(x, y + 1), (x + 1, y + 1)]),
            ]
            .into_iter()
            .flatten()
        })
    })
}

/// Every cell of the maze, as [`walls`] takes a range.
pub fn all_cells(m: &Maze) -> [usize; 4] {
    [0, m.width(), 0, m.height()]
}

/// The entrance's and the treasure's marks, `cell` pixels a cell; `centre` gives a cell's
/// centre (by index) in pixels.
pub fn marks(out: &mut Vec<Shape>, m: &Maze, cell: f32, centre: impl Fn(usize) -> (f32, f32)) {
    for (c, color) in [(m.entrance, ENTRANCE), (m.exit, TREASURE)] {
        let (cx, cy) = centre(m.index(c));
        out.push(Shape::Circle {
            cx,
            cy,
            r: cell * 0.3,
            paint: Paint::fill(color),
        });
    }
}

/// A path through the centres of `cells`, `cell` pixels a cell.
pub fn path(
    out: &mut Vec<Shape>,
    cells: &[usize],
    cell: f32,
    centre: impl Fn(usize) -> (f32, f32),
) {
    if cells.len() > 1 {
        out.push(Shape::Line {
            points: cells.iter().map(|&i| centre(i)).collect(),
            width: path_width(cell),
            color: PATH,
        });
    }
}

/// The maze as a [`Scene`] for `render` and *Export picture*, with `cells` drawn as a path,
/// within the shared picture limits.
pub fn scene(m: &Maze, cells: &[usize], s: Style) -> Result<Scene, PictureError> {
    check_cells(
        (m.width() as u64).saturating_mul(m.height() as u64),
        s.cell as u32,
    )?;
    let (c, pad) = (s.cell as f32, s.wall as f32);
    let mut sc = Scene::new(
        m.width() as f32 * c + 2.0 * pad,
        m.height() as f32 * c + 2.0 * pad,
        PAPER,
    );
    let centre = |i: usize| {
        (
            pad + (i % m.width()) as f32 * c + c / 2.0,
            pad + (i / m.width()) as f32 * c + c / 2.0,
        )
    };
    marks(&mut sc.shapes, m, c, centre);
    path(&mut sc.shapes, cells, c, centre);
    let corner = |(x, y): (usize, usize)| (pad + x as f32 * c, pad + y as f32 * c);
    for [a, b] in walls(m, all_cells(m)) {
        sc.push(Shape::Line {
            points: vec![corner(a), corner(b)],
            width: s.wall as f32,
            color: WALL,
        });
    }
    Ok(sc)
}

/// The maze's walls and the path through `cells` as a picture of lines, handed to `write`.
fn with_lines<T>(m: &Maze, cells: &[usize], s: Style, write: impl FnOnce(&LineScene) -> T) -> T {
    let (c, pad) = (s.cell as u32, s.wall as u32);
    let px = |v: usize| v as u32;
    let centre = |i: usize| {
        (
            pad + px(i % m.width()) * c + c / 2,
            pad + px(i / m.width()) * c + c / 2,
        )
    };
    let corner = |(x, y): (usize, usize)| -> Point { (pad + px(x) * c, pad + px(y) * c) };
    let each = |emit: &mut dyn FnMut(Point, Point)| {
        for [a, b] in walls(m, all_cells(m)) {
            emit(corner(a), corner(b));
        }
    };
    let scene = LineScene {
        width: px(m.width()) * c + 2 * pad,
        height: px(m.height()) * c + 2 * pad,
        background: PAPER,
        layers: vec![
            Layer::Path {
                pen: Pen {
                    width: path_width(c as f32).round() as u32,
                    color: PATH,
                },
                points: cells.iter().map(|&i| centre(i)).collect(),
            },
            Layer::Segments {
                pen: Pen {
                    width: pad,
                    color: WALL,
                },
                each: &each,
            },
        ],
    };
    write(&scene)
}

/// The maze as SVG text, with `cells` drawn as a path.
pub fn svg(m: &Maze, cells: &[usize], s: Style) -> String {
    with_lines(m, cells, s, svg::write_lines)
}

/// The maze as a PNG file, with `cells` drawn as a path; the caller bounds its size
/// (`files::MAX_PNG_PIXELS`).
pub fn png(m: &Maze, cells: &[usize], s: Style) -> Result<Vec<u8>, PictureError> {
    with_lines(m, cells, s, raster::png_lines)
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

    #[test]
    fn a_two_cell_maze_is_drawn_as_these_lines() {
        let mut m = Maze::new(2, 1, true);
        crate::maze::grid::set_passage(&mut m, 0, crate::maze::grid::E, true);
        let s = Style::with_cell(10);
        assert_eq!(
            svg(&m, &[0, 1], s),
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"22\" height=\"12\" viewBox=\"0 0 22 12\">\n\
             <rect width=\"22\" height=\"12\" fill=\"#ffffff\"/>\n\
             <polyline points=\"6,6 16,6\" fill=\"none\" stroke=\"#d03030\" stroke-width=\"2\"/>\n\
             <g stroke=\"#000000\" stroke-width=\"1\" stroke-linecap=\"square\">\n\
             <line x1=\"1\" y1=\"1\" x2=\"11\" y2=\"1\"/>\n\
             <line x1=\"1\" y1=\"1\" x2=\"1\" y2=\"11\"/>\n\
             <line x1=\"1\" y1=\"11\" x2=\"11\" y2=\"11\"/>\n\
             <line x1=\"11\" y1=\"1\" x2=\"21\" y2=\"1\"/>\n\
             <line x1=\"21\" y1=\"1\" x2=\"21\" y2=\"11\"/>\n\
             <line x1=\"11\" y1=\"11\" x2=\"21\" y2=\"11\"/>\n\
             </g>\n</svg>\n"
        );
    }

    #[test]
    fn the_png_fills_the_pixels_the_svg_lines_cover() {
        let m = Maze::new(1, 1, true);
        let bytes = png(&m, &[], Style { cell: 4, wall: 2 }).unwrap();
        let dec = png::Decoder::new(std::io::Cursor::new(bytes));
        let mut reader = dec.read_info().unwrap();
        let mut buf = vec![0; reader.output_buffer_size().unwrap()];
        reader.next_frame(&mut buf).unwrap();
        let rows: Vec<String> = buf
            .chunks(3 * 8)
            .map(|row| {
                row.chunks(3)
                    .map(|p| if p[0] == 0 { '#' } else { '.' })
                    .collect()
            })
            .collect();
        assert_eq!(
            rows,
            [
                "........", ".######.", ".######.", ".##..##.", ".##..##.", ".######.", ".######.",
                "........"
            ],
            "walls two pixels wide centred on the lines 2 and 6, as the SVG draws them"
        );
    }
}
