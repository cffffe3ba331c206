//! BombFight cells on the canvas: the shapes of [`crate::bombfight::picture`] (walls,
//! bricks, exits, each gem and mushroom value, starts, players, bombs, blasts), painted.

use egui::{Color32, Painter, Rect, Stroke, StrokeKind};
use gridwright_formats::bombfight::{Player, Tile};

use crate::bombfight::engine::Ground;
use crate::bombfight::picture as pic;
use crate::gui::picture::{color, paint};

/// Players' colours: A blue, B red.
pub fn player_color(p: Player) -> Color32 {
    color(pic::PLAYER[p.index()])
}

/// A player's letter (`A`, `B`), as maps write its start: the same in every language.
pub fn letter(p: Player) -> String {
    gridwright_formats::bombfight::Tile::Start(p)
        .to_char()
        .to_string()
}

/// Builds a cell's shapes with `draw` at the cell's size and paints them in `r`.
fn cell(p: &Painter, r: Rect, draw: impl FnOnce(&mut Vec<crate::picture::Shape>, f32)) {
    let mut shapes = Vec::with_capacity(8);
    draw(&mut shapes, r.width());
    paint(p, &shapes, r.min);
}

/// A map tile (the editor's view).
pub fn draw_tile(p: &Painter, r: Rect, t: Tile) {
    cell(p, r, |v, s| pic::tile(v, 0.0, 0.0, s, t));
}

/// A cell during play.
pub fn draw_ground(p: &Painter, r: Rect, g: Ground) {
    cell(p, r, |v, s| pic::ground(v, 0.0, 0.0, s, g));
}

/// A player on its cell; the one to act gets a thick yellow ring.
pub fn draw_player(p: &Painter, r: Rect, pl: Player, to_act: bool) {
    cell(p, r, |v, s| pic::player(v, 0.0, 0.0, s, pl, to_act));
}

/// A bomb: black, its owner's colour around it, its timer written on it.
pub fn draw_bomb(p: &Painter, r: Rect, owner: Player, timer: u8) {
    cell(p, r, |v, s| pic::bomb(v, 0.0, 0.0, s, owner, timer));
}

/// A cell a blast reached, drawn for a moment after it.
pub fn draw_blast(p: &Painter, r: Rect, strength: f32) {
    cell(p, r, |v, s| pic::blast(v, 0.0, 0.0, s, strength));
}

/// A problem cell's outline.
pub fn outline(p: &Painter, r: Rect, color: Color32) {
    p.rect_stroke(
        r.shrink(1.0),
        0.0,
        Stroke::new(2.5, color),
        StrokeKind::Inside,
    );
}
