//! How BombFight cells look: walls, bricks, exits, gems and mushrooms with their points,
//! starts, players, bombs with their timers, and blasts.

use egui::{Align2, Color32, FontId, Painter, Pos2, Rect, Shape, Stroke, StrokeKind, vec2};
use gridwright_formats::bombfight::{Item, Player, Tile};

use crate::bombfight::engine::Ground;

pub const FLOOR: Color32 = Color32::from_rgb(222, 214, 190);
const WALL: Color32 = Color32::from_rgb(96, 92, 110);
const BRICK: Color32 = Color32::from_rgb(176, 98, 52);
const EXIT: Color32 = Color32::from_rgb(60, 160, 90);
const GEM: Color32 = Color32::from_rgb(70, 140, 230);
const MUSHROOM: Color32 = Color32::from_rgb(200, 60, 60);
/// Players' colours: A blue, B red.
pub const PLAYER: [Color32; 2] = [
    Color32::from_rgb(40, 90, 220),
    Color32::from_rgb(210, 50, 50),
];

/// A map tile (the editor's view).
pub fn draw_tile(p: &Painter, r: Rect, t: Tile) {
    match t {
        Tile::Start(pl) => {
            p.rect_filled(r, 0.0, FLOOR);
            start_mark(p, r, pl);
        }
        other => draw_ground(
            p,
            r,
            match other {
                Tile::Wall => Ground::Wall,
                Tile::Brick => Ground::Brick,
                Tile::Exit => Ground::Exit,
                Tile::Item(i) => Ground::Item(i),
                _ => Ground::Empty,
            },
        ),
    }
}

/// A cell during play.
pub fn draw_ground(p: &Painter, r: Rect, g: Ground) {
    match g {
        Ground::Empty => {
            p.rect_filled(r, 0.0, FLOOR);
        }
        Ground::Wall => {
            p.rect_filled(r, 0.0, WALL);
        }
        Ground::Brick => brick(p, r),
        Ground::Exit => {
            p.rect_filled(r, 0.0, FLOOR);
            p.rect_filled(r.shrink(r.width() * 0.12), 2.0, EXIT);
            label(p, r, "EXIT", Color32::WHITE, 0.26);
        }
        Ground::Item(i) => {
            p.rect_filled(r, 0.0, FLOOR);
            item(p, r, i);
        }
    }
}

fn brick(p: &Painter, r: Rect) {
    p.rect_filled(r, 0.0, BRICK);
    let mortar = Stroke::new((r.width() * 0.04).max(1.0), Color32::from_rgb(120, 70, 40));
    let h = r.height() / 3.0;
    for k in 1..3 {
        let y = r.top() + h * k as f32;
        p.line_segment([Pos2::new(r.left(), y), Pos2::new(r.right(), y)], mortar);
    }
    for (row, x) in [(0, 0.5), (1, 0.25), (1, 0.75), (2, 0.5)] {
        let x = r.left() + r.width() * x;
        let y0 = r.top() + h * row as f32;
        p.line_segment([Pos2::new(x, y0), Pos2::new(x, y0 + h)], mortar);
    }
}

/// A gem (a blue diamond) or a mushroom (a red cap on a stem), with its points written.
fn item(p: &Painter, r: Rect, i: Item) {
    let c = r.center();
    let s = r.width() * 0.3;
    if i.is_gem() {
        let pts = vec![
            c + vec2(0.0, -s),
            c + vec2(s, 0.0),
            c + vec2(0.0, s),
            c + vec2(-s, 0.0),
        ];
        p.add(Shape::convex_polygon(
            pts,
            GEM,
            Stroke::new(1.0, Color32::WHITE),
        ));
    } else {
        p.rect_filled(
            Rect::from_center_size(c + vec2(0.0, s * 0.5), vec2(s * 0.6, s)),
            1.0,
            Color32::from_rgb(240, 230, 210),
        );
        p.circle_filled(c - vec2(0.0, s * 0.2), s * 0.8, MUSHROOM);
    }
    let text = format!("{:+}", i.points());
    label(p, r, &text, Color32::BLACK, 0.3);
}

fn label(p: &Painter, r: Rect, text: &str, color: Color32, size: f32) {
    if r.width() >= 14.0 {
        p.text(
            r.center(),
            Align2::CENTER_CENTER,
            text,
            FontId::proportional(r.width() * size),
            color,
        );
    }
}

/// A start cell's mark: a ring in the player's colour with its letter.
fn start_mark(p: &Painter, r: Rect, pl: Player) {
    let color = PLAYER[pl.index()];
    p.circle_stroke(r.center(), r.width() * 0.36, Stroke::new(2.0, color));
    label(p, r, &Tile::Start(pl).to_char().to_string(), color, 0.45);
}

/// A player on its cell; the one to act gets a thick yellow ring.
pub fn draw_player(p: &Painter, r: Rect, pl: Player, to_act: bool) {
    let color = PLAYER[pl.index()];
    let c = r.center();
    p.circle_filled(c, r.width() * 0.34, color);
    if to_act {
        p.circle_stroke(c, r.width() * 0.44, Stroke::new(3.0, Color32::YELLOW));
    }
    label(
        p,
        r,
        &Tile::Start(pl).to_char().to_string(),
        Color32::WHITE,
        0.42,
    );
}

/// A bomb: black, its owner's colour around it, its timer written on it.
pub fn draw_bomb(p: &Painter, r: Rect, owner: Player, timer: u8) {
    let c = r.center();
    p.circle_filled(c, r.width() * 0.3, Color32::BLACK);
    p.circle_stroke(c, r.width() * 0.3, Stroke::new(2.0, PLAYER[owner.index()]));
    label(
        p,
        r,
        &timer.to_string(),
        Color32::from_rgb(255, 200, 60),
        0.4,
    );
}

/// A cell a blast reached, drawn for a moment after it.
pub fn draw_blast(p: &Painter, r: Rect, strength: f32) {
    // Full strength for most of its time, then a quick fade: a blast is seen, not guessed.
    let s = (strength.clamp(0.0, 1.0) * 3.0).min(1.0);
    let a = (s * 230.0) as u8;
    p.rect_filled(r, 0.0, Color32::from_rgba_unmultiplied(255, 120, 20, a));
    let flame = Color32::from_rgba_unmultiplied(255, 230, 120, a);
    p.circle_filled(r.center(), r.width() * 0.28 * s.max(0.3), flame);
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
