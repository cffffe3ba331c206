//! Drawing a 2048 board: the tiles and frame of [`crate::g2048::picture`], painted, and the
//! slide, merge and appear animations of the last move, which move and scale those shapes.

use egui::{Color32, Pos2, Rect, Stroke, StrokeKind, Ui, Vec2};

use crate::g2048::board::Board;
use crate::g2048::picture as pic;
use crate::gui::picture::paint;

/// How long the last move's animation lasts, in seconds: the slide, then the pop.
pub const SLIDE: f64 = 0.08;
/// How long the new and merged tiles' pop lasts, after the slide.
pub const POP: f64 = 0.1;

/// The last move, to animate: the board before, where each tile went, and what appeared.
#[derive(Debug, Clone)]
pub struct Motion {
    /// The board before the move.
    pub before: Board,
    /// `(from, to)` cells of every tile.
    pub moves: Vec<(usize, usize)>,
    /// The spawned tile's cell.
    pub spawned: Option<usize>,
    /// When the move was made (egui's clock).
    pub at: f64,
}

/// The square board area inside `rect`, and the size of a cell.
pub fn layout(rect: Rect, width: usize, height: usize) -> (Rect, f32) {
    let cell = (rect.width() / width as f32)
        .min(rect.height() / height as f32)
        .max(4.0);
    let size = Vec2::new(cell * width as f32, cell * height as f32);
    (Rect::from_center_size(rect.center(), size), cell)
}

/// The cell under a point.
pub fn cell_at(
    area: Rect,
    cell: f32,
    width: usize,
    height: usize,
    p: Pos2,
) -> Option<(usize, usize)> {
    if !area.contains(p) {
        return None;
    }
    let x = ((p.x - area.left()) / cell) as usize;
    let y = ((p.y - area.top()) / cell) as usize;
    (x < width && y < height).then_some((x, y))
}

pub(super) fn cell_rect(area: Rect, cell: f32, width: usize, i: usize) -> Rect {
    let (x, y) = ((i % width) as f32, (i / width) as f32);
    Rect::from_min_size(area.min + Vec2::new(x * cell, y * cell), Vec2::splat(cell))
}

/// The tile of exponent `e` in the cell `r`, `scale` times its size: the picture's shapes.
fn tile(ui: &Ui, r: Rect, e: u8, scale: f32) {
    tile_on(ui.painter(), r, e, scale);
}

/// The tile of exponent `e` in `r` on any painter (the editor's palette swatches).
pub(super) fn tile_on(painter: &egui::Painter, r: Rect, e: u8, scale: f32) {
    let mut shapes = Vec::with_capacity(2);
    pic::tile(&mut shapes, 0.0, 0.0, r.width(), e, scale);
    paint(painter, &shapes, r.min);
}

/// Draws `board` in `area`; `motion` animates the move that made it, at time `now`.
pub fn draw(ui: &Ui, area: Rect, cell: f32, board: &Board, motion: Option<&Motion>, now: f64) {
    let mut frame = Vec::with_capacity(1);
    let w = board.width();
    pic::frame(&mut frame, (0.0, 0.0), (w, board.height()), cell);
    paint(ui.painter(), &frame, area.min);
    for i in 0..board.cells().len() {
        tile(ui, cell_rect(area, cell, w, i), 0, 1.0);
    }
    let t = motion.map_or(f64::INFINITY, |m| now - m.at);
    if let Some(m) = motion.filter(|_| t < SLIDE) {
        let k = (t / SLIDE) as f32;
        for &(from, to) in &m.moves {
            let (a, b) = (cell_rect(area, cell, w, from), cell_rect(area, cell, w, to));
            let r = a.translate((b.min - a.min) * k);
            tile(ui, r, m.before.cells()[from], 1.0);
        }
        return;
    }
    let pop = ((t - SLIDE) / POP).clamp(0.0, 1.0) as f32;
    for (i, &e) in board.cells().iter().enumerate() {
        if e == 0 {
            continue;
        }
        let merged = motion.is_some_and(|m| m.moves.iter().filter(|&&(_, to)| to == i).count() > 1);
        let scale = match motion {
            Some(m) if m.spawned == Some(i) => 0.3 + 0.7 * pop,
            Some(_) if merged => 1.0 + 0.15 * (1.0 - (2.0 * pop - 1.0).abs()),
            _ => 1.0,
        };
        tile(ui, cell_rect(area, cell, w, i), e, scale);
    }
}

/// Outlines a cell (the hovered one in the editor).
pub fn outline(ui: &Ui, area: Rect, cell: f32, width: usize, (x, y): (usize, usize)) {
    let r = cell_rect(area, cell, width, y * width + x);
    ui.painter()
        .rect_stroke(r, 4.0, Stroke::new(2.0, Color32::WHITE), StrokeKind::Inside);
}

/// Whether the animation still runs (frames must keep coming).
pub fn animating(motion: Option<&Motion>, now: f64) -> bool {
    motion.is_some_and(|m| now - m.at < SLIDE + POP)
}
