//! The maze workspace's canvas: drawing walls, entrance, treasure, the solution, the
//! distance heat map and the passage graph; mapping the pointer to the nearest wall segment.
//! Edits go to the workspace's [`crate::maze::document::MazeDocument`].

use egui::{Color32, Painter, Pos2, Rect, Sense, Stroke, Ui, pos2, vec2};
use gridwright_formats::maze::{Cell, Maze, Side};

use super::MazeWorkspace;
use crate::gui::canvas_tools;
use crate::gui::picture::{opaque, paint};
use crate::gui::view::View;
use crate::maze::picture as pic;

/// What the pointer does on the editing canvas.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MazeTool {
    /// Click or drag near cell edges to add or remove wall segments.
    Walls,
    /// Click a cell to make it the entrance, where play starts.
    Entrance,
    /// Click a cell to make it the treasure, the exit play must reach.
    Treasure,
}

/// The wall segment nearest to a screen point, if close enough to one.
pub fn edge_at(view: &View, canvas: Rect, m: &Maze, p: Pos2) -> Option<(Cell, Side)> {
    let s = view.cell_size();
    let local = (p - canvas.min - view.offset) / s;
    let (w, h) = (m.width() as f32, m.height() as f32);
    if local.x < -0.3 || local.y < -0.3 || local.x > w + 0.3 || local.y > h + 0.3 {
        return None;
    }
    let cx = (local.x.floor().max(0.0) as usize).min(m.width() - 1);
    let cy = (local.y.floor().max(0.0) as usize).min(m.height() - 1);
    let (fx, fy) = (local.x - cx as f32, local.y - cy as f32);
    let sides = [
        (Side::Top, fy),
        (Side::Bottom, 1.0 - fy),
        (Side::Left, fx),
        (Side::Right, 1.0 - fx),
    ];
    let (side, d) = sides.into_iter().min_by(|a, b| a.1.total_cmp(&b.1))?;
    (d.abs() < 0.3).then_some((Cell::new(cx, cy), side))
}

/// Screen segment of a cell side.
pub(super) fn side_segment(view: &View, canvas: Rect, c: Cell, side: Side) -> [Pos2; 2] {
    let r = view.cell_rect(canvas, crate::grid::Pos::new(c.x, c.y));
    match side {
        Side::Top => [r.left_top(), r.right_top()],
        Side::Bottom => [r.left_bottom(), r.right_bottom()],
        Side::Left => [r.left_top(), r.left_bottom()],
        Side::Right => [r.right_top(), r.right_bottom()],
    }
}

/// What the canvas shows besides walls.
pub struct Layers<'a> {
    /// Cells (row-major indices) drawn as a line: the solution, or the trail in play;
    /// empty: none.
    pub path: &'a [usize],
    /// Each cell's distance from the entrance, for the heat map (`u32::MAX`: unreachable);
    /// `None`: no heat map.
    pub distances: Option<&'a [u32]>,
    /// Draw the passage graph over the cells.
    pub graph: bool,
    /// The wall segment the walls tool would change, highlighted.
    pub hover: Option<(Cell, Side)>,
    /// At small zooms, the walls of the visible cells as one texture, and where it goes.
    pub raster: Option<(&'a egui::TextureHandle, Rect)>,
}

/// Below this many pixels a cell, walls are drawn as one texture of the visible cells (a
/// block grid, 2 pixels a cell) instead of as line shapes: at the smallest zoom a large maze
/// shows some 60,000 cells, whose 120,000 segments a software renderer draws in about a
/// second.
pub const RASTER_BELOW_PX: f32 = 6.0;

/// The wall texture of a range of cells of one version of the maze, kept while neither
/// changes (a pan of less than a cell, a hover, a menu).
pub struct WallRaster {
    key: (u64, [usize; 4]),
    texture: egui::TextureHandle,
}

/// The cells `[x0, x1) x [y0, y1)` on screen (one more on each side, for partly shown cells).
fn visible_range(view: &View, canvas: Rect, m: &Maze) -> [usize; 4] {
    let s = view.cell_size();
    let lo = -view.offset / s;
    let hi = (canvas.size() - view.offset) / s;
    let clamp = |v: f32, n: usize| (v.floor().max(0.0) as usize).min(n);
    [
        clamp(lo.x - 1.0, m.width()),
        clamp(hi.x + 1.0, m.width()),
        clamp(lo.y - 1.0, m.height()),
        clamp(hi.y + 1.0, m.height()),
    ]
}

/// The wall texture for the visible cells, made anew only when the maze's `version` or the
/// range changed; with the screen rectangle it covers.
pub fn wall_raster<'a>(
    ctx: &egui::Context,
    cache: &'a mut Option<WallRaster>,
    (m, version): (&Maze, u64),
    view: &View,
    canvas: Rect,
) -> Option<(&'a egui::TextureHandle, Rect)> {
    let range = visible_range(view, canvas, m);
    let [x0, x1, y0, y1] = range;
    if x0 >= x1 || y0 >= y1 {
        return None;
    }
    if cache.as_ref().is_none_or(|c| c.key != (version, range)) {
        let image = block_image(m, range);
        let texture = ctx.load_texture("maze-walls", image, egui::TextureOptions::NEAREST);
        *cache = Some(WallRaster {
            key: (version, range),
            texture,
        });
    }
    let rect = view
        .cell_rect(canvas, crate::grid::Pos::new(x0, y0))
        .union(view.cell_rect(canvas, crate::grid::Pos::new(x1 - 1, y1 - 1)));
    cache.as_ref().map(|c| (&c.texture, rect))
}

/// A block grid of the cells in `range`: `2n + 1` pixels across `n` cells, a cell at each odd
/// pixel, the walls between.
fn block_image(m: &Maze, [x0, x1, y0, y1]: [usize; 4]) -> egui::ColorImage {
    let (w, h) = (2 * (x1 - x0) + 1, 2 * (y1 - y0) + 1);
    let (wall, floor) = (opaque(pic::WALL), opaque(pic::PAPER));
    let mut pixels = vec![floor; w * h];
    for py in 0..h {
        for px in 0..w {
            let (cx, cy) = (x0 + px / 2, y0 + py / 2);
            let walled = match (px % 2, py % 2) {
                (0, 0) => true,
                (1, 1) => false,
                (1, 0) if cy < y1 => m.wall(Cell::new(cx, cy), Side::Top),
                (1, 0) => m.wall(Cell::new(cx, cy - 1), Side::Bottom),
                (_, _) if cx < x1 => m.wall(Cell::new(cx, cy), Side::Left),
                _ => m.wall(Cell::new(cx - 1, cy), Side::Right),
            };
            if walled {
                pixels[py * w + px] = wall;
            }
        }
    }
    egui::ColorImage::new([w, h], pixels)
}

/// Paints the maze's picture ([`crate::maze::picture`]: paper, marks, path, walls) with the
/// window's layers (heat map, graph, the hovered wall) between them.
pub fn draw(p: &Painter, view: &View, canvas: Rect, m: &Maze, layers: &Layers) {
    p.rect_filled(canvas, 0.0, Color32::from_rgb(46, 48, 54));
    let board = view
        .cell_rect(canvas, crate::grid::Pos::new(0, 0))
        .union(view.cell_rect(canvas, crate::grid::Pos::new(m.width() - 1, m.height() - 1)));
    // A margin of paper around the maze: the outer wall is drawn on it, not on the dark
    // canvas, where a dark line barely showed.
    let margin = (view.cell_size() * 0.3).clamp(3.0, 12.0);
    p.rect_filled(board.expand(margin), 2.0, opaque(pic::PAPER));
    if let Some(dist) = layers.distances {
        heat_map(p, view, canvas, m, dist);
    }
    let s = view.cell_size();
    let centre = |i: usize| {
        view.cell_rect(canvas, crate::grid::Pos::new(i % m.width(), i / m.width()))
            .center()
    };
    let at = |i: usize| {
        let c = centre(i);
        (c.x, c.y)
    };
    let mut shapes = Vec::new();
    pic::marks(&mut shapes, m, s, at);
    pic::path(&mut shapes, layers.path, s, at);
    paint(p, &shapes, Pos2::ZERO);
    if layers.graph {
        graph(p, view, canvas, m, &centre);
    }
    match layers.raster {
        Some((texture, rect)) => {
            let uv = Rect::from_min_max(pos2(0.0, 0.0), pos2(1.0, 1.0));
            p.image(texture.id(), rect, uv, Color32::WHITE);
        }
        None => walls(p, view, canvas, m),
    }
    if let Some((c, side)) = layers.hover {
        p.line_segment(
            side_segment(view, canvas, c, side),
            Stroke::new((s * 0.12).max(3.0), Color32::from_rgb(255, 200, 0)),
        );
    }
}

/// The cells on screen, so that drawing a huge maze costs what the window shows, not what
/// the maze holds.
fn visible_cells(view: &View, canvas: Rect, m: &Maze) -> impl Iterator<Item = Cell> {
    let [x0, x1, y0, y1] = visible_range(view, canvas, m);
    (y0..y1).flat_map(move |y| (x0..x1).map(move |x| Cell::new(x, y)))
}

/// The visible walls as the picture's segments, one line shape each (a path of them all
/// would be one shape to tessellate each frame).
fn walls(p: &Painter, view: &View, canvas: Rect, m: &Maze) {
    let s = view.cell_size();
    let stroke = Stroke::new(pic::wall_width(s), opaque(pic::WALL));
    let origin = canvas.min + view.offset;
    let corner = |(x, y): (usize, usize)| origin + vec2(x as f32 * s, y as f32 * s);
    for [a, b] in pic::walls(m, visible_range(view, canvas, m)) {
        p.line_segment([corner(a), corner(b)], stroke);
    }
}

/// The longest finite distance (at least 1, so a scale never divides by zero).
fn farthest(dist: &[u32]) -> u32 {
    dist.iter()
        .filter(|&&d| d != u32::MAX)
        .max()
        .copied()
        .unwrap_or(1)
        .max(1)
}

/// The heat map's colour for a cell `t` of the way (0 to 1) from the entrance to the
/// farthest cell: blue near, through green, to orange far; unreachable cells are grey.
fn heat_colour(t: f32) -> Color32 {
    Color32::from_rgb(
        (60.0 + 195.0 * t) as u8,
        (120.0 + 60.0 * (1.0 - t)) as u8,
        (230.0 * (1.0 - t)) as u8,
    )
    .gamma_multiply(0.8)
}

/// The colour of an unreachable cell on the heat map.
const UNREACHABLE: Color32 = Color32::from_gray(120);

fn heat_map(p: &Painter, view: &View, canvas: Rect, m: &Maze, dist: &[u32]) {
    let max = farthest(dist) as f32;
    for c in visible_cells(view, canvas, m) {
        let d = dist[m.index(c)];
        let r = view.cell_rect(canvas, crate::grid::Pos::new(c.x, c.y));
        let color = if d == u32::MAX {
            UNREACHABLE.gamma_multiply(0.8)
        } else {
            heat_colour(d as f32 / max)
        };
        p.rect_filled(r, 0.0, color);
    }
}

/// The heat map's legend: what the colour means, its scale from near to far with the
/// distances at each end, and the grey of the cells the entrance cannot reach. The figures
/// are counted once per `revision` of the maze (a huge maze has 100 million cells).
pub fn heat_legend(ui: &mut Ui, dist: &[u32], revision: u64) {
    let id = egui::Id::unique("maze-heat-legend");
    let cached: Option<(u64, u32, usize)> = ui.data(|d| d.get_temp(id));
    let (max, unreachable) = match cached {
        Some((r, max, unreachable)) if r == revision => (max, unreachable),
        _ => {
            let figures = (
                farthest(dist),
                dist.iter().filter(|&&d| d == u32::MAX).count(),
            );
            ui.data_mut(|d| d.insert_temp(id, (revision, figures.0, figures.1)));
            figures
        }
    };
    ui.label(crate::t!("maze-heat-colour"));
    let (rect, _) =
        ui.allocate_exact_size(vec2(ui.available_width().min(200.0), 14.0), Sense::hover());
    let bands = 32;
    for i in 0..bands {
        let w = rect.width() / bands as f32;
        let band = Rect::from_min_size(
            rect.min + vec2(i as f32 * w, 0.0),
            vec2(w + 0.5, rect.height()),
        );
        ui.painter()
            .rect_filled(band, 0.0, heat_colour(i as f32 / (bands - 1) as f32));
    }
    ui.label(crate::t!("maze-heat-range", max = max));
    ui.horizontal(|ui| {
        let (swatch, _) = ui.allocate_exact_size(vec2(14.0, 14.0), Sense::hover());
        ui.painter()
            .rect_filled(swatch, 0.0, UNREACHABLE.gamma_multiply(0.8));
        ui.label(crate::t!("maze-heat-unreachable", n = unreachable));
    });
}

fn graph(p: &Painter, view: &View, canvas: Rect, m: &Maze, centre: &dyn Fn(usize) -> Pos2) {
    let s = view.cell_size();
    let edge = Stroke::new((s * 0.05).max(1.0), Color32::from_rgb(40, 90, 200));
    let cells: Vec<usize> = visible_cells(view, canvas, m).map(|c| m.index(c)).collect();
    for &i in &cells {
        for d in [crate::maze::grid::E, crate::maze::grid::S] {
            if crate::maze::grid::open(m, i, d)
                && let Some(j) = crate::maze::grid::step(m, i, d)
            {
                p.line_segment([centre(i), centre(j)], edge);
            }
        }
    }
    for &i in &cells {
        p.circle_filled(centre(i), s * 0.16, Color32::from_rgb(40, 90, 200));
        if s >= 40.0 {
            let (x, y) = (i % m.width(), i / m.width());
            p.text(
                centre(i) + vec2(0.0, s * 0.28),
                egui::Align2::CENTER_CENTER,
                format!("({y},{x})"),
                egui::FontId::proportional(s * 0.2),
                Color32::from_rgb(20, 40, 110),
            );
        }
    }
}

/// The canvas: draws and handles the pointer; returns the cell under the pointer.
/// Nothing of the maze is copied per frame (a 10000 x 10000 maze is 25 MB): the view is
/// fitted from the size, and drawing reads the maze and the cached solution in place.
pub fn canvas(ui: &mut Ui, ed: &mut MazeWorkspace, dialog_open: bool) -> Option<Cell> {
    let (response, painter) = ui.allocate_painter(ui.available_size(), Sense::click_and_drag());
    let rect = response.rect;
    ed.canvas_rect = rect;
    let size = {
        let shown = ed.shown();
        (shown.width(), shown.height())
    };
    ed.view.fit_if_due(rect, size);
    ed.view.pan_and_zoom(ui, rect, &response);
    let gesture = canvas_tools::gesture(ui, rect, &response);
    let still = ed.animation.is_none();
    let hover = gesture
        .hover
        .and_then(|p| edge_at(&ed.view, rect, ed.shown(), p))
        .filter(|_| ed.tool == MazeTool::Walls && still);
    let cell = gesture
        .hover
        .and_then(|p| ed.view.cell_at(rect, size, p))
        .map(|c| Cell::new(c.x, c.y));
    {
        let version = match &ed.animation {
            Some(a) => u64::MAX - a.shown as u64,
            None => ed.doc.revision(),
        };
        let shown = ed.animation.as_ref().map_or(ed.doc.maze(), |a| &a.maze);
        let raster = (ed.view.cell_size() < RASTER_BELOW_PX)
            .then(|| wall_raster(ui.ctx(), &mut ed.raster, (shown, version), &ed.view, rect))
            .flatten();
        let cache = ed.analyzer.latest().filter(|_| still);
        let layers = Layers {
            path: cache
                .filter(|_| ed.show_solution)
                .map_or(&[][..], |c| &c.path[..]),
            distances: cache.filter(|_| ed.show_heat).map(|c| &c.distances[..]),
            graph: ed.show_graph,
            hover,
            raster,
        };
        draw(
            &painter.with_clip_rect(rect),
            &ed.view,
            rect,
            shown,
            &layers,
        );
    }
    if still && !dialog_open {
        pointer_input(ed, &gesture, (hover, cell));
    }
    cell
}

/// The tools' pointer handling, on presses the canvas took (see [`canvas_tools::gesture`]),
/// so choosing a menu item or pressing a dialog's button never edits the maze. The walls
/// tool paints with the primary button only: the value of the first wall it touches, flipped.
fn pointer_input(
    ed: &mut MazeWorkspace,
    gesture: &canvas_tools::Gesture,
    (hover, cell): (Option<(Cell, Side)>, Option<Cell>),
) {
    let pressed = matches!(gesture.pressed, Some((_, false)));
    let (down, released) = (gesture.held.is_some(), gesture.released);
    match ed.tool {
        MazeTool::Walls => {
            if pressed && let Some((c, side)) = hover {
                let wall = !ed.doc.maze().wall(c, side);
                ed.doc.begin_stroke();
                ed.painting = Some(wall);
                ed.doc.set_wall(c, side, wall);
            } else if down && let (Some(wall), Some((c, side))) = (ed.painting, hover) {
                ed.doc.set_wall(c, side, wall);
            }
            if released && ed.painting.take().is_some() {
                ed.doc.end_stroke();
            }
        }
        MazeTool::Entrance | MazeTool::Treasure => {
            if pressed && let Some(c) = cell {
                if ed.tool == MazeTool::Entrance {
                    ed.doc.set_entrance(c)
                } else {
                    ed.doc.set_exit(c)
                }
            }
        }
    }
}

/// A point for tests: the middle of a cell side on screen.
pub fn side_point(ed: &MazeWorkspace, c: Cell, side: Side) -> Pos2 {
    let [a, b] = side_segment(&ed.view, ed.canvas_rect, c, side);
    pos2((a.x + b.x) / 2.0, (a.y + b.y) / 2.0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::generate::{self, Algorithm};

    #[test]
    fn the_wall_texture_is_the_block_grid_of_the_cells_shown() {
        let m = generate::generate(Algorithm::Kruskal, 7, 5, 3);
        let image = block_image(&m, [0, 7, 0, 5]);
        let blocks = gridwright_formats::maze::write_blocks(&m);
        let drawn: String = image
            .pixels
            .chunks(image.size[0])
            .map(|row| {
                let line: String = row
                    .iter()
                    .map(|&c| if c == opaque(pic::WALL) { '#' } else { ' ' })
                    .collect();
                line + "\n"
            })
            .collect();
        assert_eq!(drawn, blocks);
        let part = block_image(&m, [2, 5, 1, 3]);
        assert_eq!(part.size, [7, 5]);
    }
}
