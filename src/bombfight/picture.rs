//! How BombFight cells look, as shapes: walls, bricks, exits, each gem and mushroom value
//! with its own drawing, starts, players, bombs and blasts. The window's canvas paints these
//! shapes, and `render` and *Export picture* write them, so a map looks the same everywhere.

use gridwright_formats::bombfight::{Item, Level, Player, Tile};

use super::engine::{Ground, item_points};
use crate::picture::{Paint, PictureError, Rgb, Scene, Shape, check_cells};

/// Floor.
pub const FLOOR: Rgb = Rgb::opaque(222, 214, 190);
const WALL: Rgb = Rgb::opaque(96, 92, 110);
const WALL_TOP: Rgb = Rgb::opaque(120, 116, 136);
const BRICK: Rgb = Rgb::opaque(176, 98, 52);
const MORTAR: Rgb = Rgb::opaque(120, 70, 40);
const EXIT: Rgb = Rgb::opaque(60, 160, 90);
const WHITE: Rgb = Rgb::opaque(255, 255, 255);
const INK: Rgb = Rgb::opaque(30, 30, 30);
/// Players' colours: A blue, B red.
pub const PLAYER: [Rgb; 2] = [Rgb::opaque(40, 90, 220), Rgb::opaque(210, 50, 50)];
/// Below this many pixels a cell shows no words or numbers (they would not be read).
const MIN_LABEL_CELL: f32 = 14.0;

/// The map drawn `cell` pixels a cell, as the editor shows it; refused past the limits.
pub fn scene(level: &Level, cell: u32) -> Result<Scene, PictureError> {
    let (w, h) = (level.width(), level.height());
    check_cells((w as u64).saturating_mul(h as u64), cell)?;
    let s = cell as f32;
    let mut sc = Scene::new(w as f32 * s, h as f32 * s, FLOOR);
    for y in 0..h {
        for x in 0..w {
            tile(
                &mut sc.shapes,
                x as f32 * s,
                y as f32 * s,
                s,
                level.get(x, y),
            );
        }
    }
    Ok(sc)
}

/// A map tile at `(x, y)`, `s` pixels wide (the editor's view: starts as rings).
pub fn tile(out: &mut Vec<Shape>, x: f32, y: f32, s: f32, t: Tile) {
    match t {
        Tile::Start(pl) => {
            out.push(Shape::rect(x, y, s, s, FLOOR));
            let color = PLAYER[pl.index()];
            out.push(Shape::Circle {
                cx: x + s / 2.0,
                cy: y + s / 2.0,
                r: s * 0.38,
                paint: Paint::stroke((s * 0.07).max(1.5), color),
            });
            letter(out, x, y, s, pl, color, 0.45);
        }
        Tile::Empty => ground(out, x, y, s, Ground::Empty),
        Tile::Wall => ground(out, x, y, s, Ground::Wall),
        Tile::Brick => ground(out, x, y, s, Ground::Brick),
        Tile::Exit => ground(out, x, y, s, Ground::Exit),
        Tile::Item(i) => ground(out, x, y, s, Ground::Item(i)),
    }
}

/// A cell's ground during play.
pub fn ground(out: &mut Vec<Shape>, x: f32, y: f32, s: f32, g: Ground) {
    match g {
        Ground::Wall => {
            out.push(Shape::rect(x, y, s, s, WALL));
            out.push(Shape::rect(x, y, s, s * 0.18, WALL_TOP));
            return;
        }
        Ground::Brick => {
            brick(out, x, y, s);
            return;
        }
        _ => out.push(Shape::rect(x, y, s, s, FLOOR)),
    }
    match g {
        Ground::Exit => {
            out.push(Shape::inset(x, y, s, s * 0.12, s * 0.08, Paint::fill(EXIT)));
            let label = crate::t!("bombfight-picture-exit");
            text(
                out,
                x + s / 2.0,
                y + s / 2.0,
                s,
                &label,
                WHITE,
                exit_size(&label),
            );
        }
        Ground::Item(i) => item(out, x, y, s, i),
        _ => {}
    }
}

/// The exit label's height, in cells: 0.24 for "EXIT"; a longer word ("SORTIE") shrinks to
/// the width "EXIT" takes, so that it stays inside the exit's plate.
fn exit_size(label: &str) -> f32 {
    let width = |chars: usize| (chars * crate::picture::font::ADVANCE).saturating_sub(1) as f32;
    let fits = width(4) / width(label.chars().count()).max(1.0);
    0.24 * fits.min(1.0)
}

fn brick(out: &mut Vec<Shape>, x: f32, y: f32, s: f32) {
    out.push(Shape::rect(x, y, s, s, BRICK));
    let width = (s * 0.04).max(1.0);
    let line = |a: (f32, f32), b: (f32, f32)| Shape::Line {
        points: vec![a, b],
        width,
        color: MORTAR,
    };
    let h = s / 3.0;
    for k in 1..3 {
        let yy = y + h * k as f32;
        out.push(line((x, yy), (x + s, yy)));
    }
    for (row, fx) in [(0, 0.5), (1, 0.25), (1, 0.75), (2, 0.5)] {
        let (xx, y0) = (x + s * fx, y + h * row as f32);
        out.push(line((xx, y0), (xx, y0 + h)));
    }
}

/// What each value looks like: gems grow in facets and warmth with their worth (5 a small
/// green stone, 40 a large gold one); mushrooms grow and darken with their harm (-3 a small
/// tan cap, -20 a large purple one with spots). The value is written below, on a light tag,
/// readable on every colour.
fn item(out: &mut Vec<Shape>, x: f32, y: f32, s: f32, i: Item) {
    let (cx, cy) = (x + s / 2.0, y + s * 0.4);
    if i.is_gem() {
        let (sides, size, fill) = match item_points(i) {
            5 => (4, 0.20, Rgb::opaque(70, 170, 90)),
            10 => (4, 0.25, Rgb::opaque(60, 120, 230)),
            20 => (6, 0.26, Rgb::opaque(150, 80, 210)),
            25 => (8, 0.28, Rgb::opaque(40, 180, 200)),
            _ => (5, 0.31, Rgb::opaque(235, 180, 30)),
        };
        let r = s * size;
        let pts: Vec<(f32, f32)> = (0..sides)
            .map(|k| {
                let a =
                    std::f32::consts::TAU * k as f32 / sides as f32 - std::f32::consts::FRAC_PI_2;
                (cx + r * a.cos(), cy + r * a.sin())
            })
            .collect();
        out.push(Shape::Polygon {
            points: pts,
            paint: Paint::both(fill, (s * 0.035).max(1.0), WHITE),
        });
        out.push(Shape::Circle {
            cx: cx - r * 0.3,
            cy: cy - r * 0.3,
            r: r * 0.22,
            paint: Paint::fill(WHITE.alpha(170)),
        });
    } else {
        let (size, cap, spots) = match item_points(i) {
            -3 => (0.18, Rgb::opaque(200, 150, 90), 0),
            -6 => (0.22, Rgb::opaque(230, 120, 40), 0),
            -10 => (0.25, Rgb::opaque(210, 50, 50), 1),
            -15 => (0.28, Rgb::opaque(150, 30, 40), 2),
            _ => (0.31, Rgb::opaque(110, 40, 130), 3),
        };
        let r = s * size;
        out.push(Shape::Rect {
            x: cx - r * 0.35,
            y: cy,
            w: r * 0.7,
            h: r * 0.9,
            radius: r * 0.15,
            paint: Paint::fill(Rgb::opaque(240, 230, 210)),
        });
        out.push(Shape::Circle {
            cx,
            cy,
            r,
            paint: Paint::both(cap, (s * 0.03).max(1.0), INK.alpha(120)),
        });
        for k in 0..spots {
            let dx = [-0.4, 0.35, 0.0][k] * r;
            let dy = [-0.2, -0.3, -0.6][k] * r;
            out.push(Shape::Circle {
                cx: cx + dx,
                cy: cy + dy,
                r: r * 0.17,
                paint: Paint::fill(WHITE),
            });
        }
    }
    if s >= MIN_LABEL_CELL {
        out.push(Shape::Rect {
            x: x + s * 0.16,
            y: y + s * 0.7,
            w: s * 0.68,
            h: s * 0.26,
            radius: s * 0.08,
            paint: Paint::fill(WHITE.alpha(220)),
        });
        text(
            out,
            cx,
            y + s * 0.83,
            s,
            &format!("{:+}", item_points(i)),
            INK,
            0.22,
        );
    }
}

/// A player on its cell; the one to act gets a thick yellow ring.
pub fn player(out: &mut Vec<Shape>, x: f32, y: f32, s: f32, pl: Player, to_act: bool) {
    let (cx, cy) = (x + s / 2.0, y + s / 2.0);
    out.push(Shape::Circle {
        cx,
        cy,
        r: s * 0.34,
        paint: Paint::fill(PLAYER[pl.index()]),
    });
    if to_act {
        out.push(Shape::Circle {
            cx,
            cy,
            r: s * 0.46,
            paint: Paint::stroke((s * 0.08).max(2.0), Rgb::opaque(255, 230, 0)),
        });
    }
    letter(out, x, y, s, pl, WHITE, 0.42);
}

/// A bomb: black, ringed in its owner's colour, its timer written on it.
pub fn bomb(out: &mut Vec<Shape>, x: f32, y: f32, s: f32, owner: Player, timer: u8) {
    out.push(Shape::Circle {
        cx: x + s / 2.0,
        cy: y + s / 2.0,
        r: s * 0.3,
        paint: Paint::both(
            Rgb::opaque(0, 0, 0),
            (s * 0.06).max(2.0),
            PLAYER[owner.index()],
        ),
    });
    let t = timer.to_string();
    text(
        out,
        x + s / 2.0,
        y + s / 2.0,
        s,
        &t,
        Rgb::opaque(255, 200, 60),
        0.36,
    );
}

/// A cell a blast reached; `strength` from 1 (just now) to 0 (gone). Full strength for most
/// of its time, then a quick fade: a blast is seen, not guessed.
pub fn blast(out: &mut Vec<Shape>, x: f32, y: f32, s: f32, strength: f32) {
    let k = (strength.clamp(0.0, 1.0) * 3.0).min(1.0);
    let a = (k * 230.0) as u8;
    out.push(Shape::rect(x, y, s, s, Rgb::opaque(255, 120, 20).alpha(a)));
    out.push(Shape::Circle {
        cx: x + s / 2.0,
        cy: y + s / 2.0,
        r: s * 0.28 * k.max(0.3),
        paint: Paint::fill(Rgb::opaque(255, 230, 120).alpha(a)),
    });
}

fn letter(out: &mut Vec<Shape>, x: f32, y: f32, s: f32, pl: Player, c: Rgb, size: f32) {
    let t = Tile::Start(pl).to_char().to_string();
    text(out, x + s / 2.0, y + s / 2.0, s, &t, c, size);
}

fn text(out: &mut Vec<Shape>, cx: f32, cy: f32, s: f32, t: &str, c: Rgb, size: f32) {
    if s >= MIN_LABEL_CELL {
        out.push(Shape::Text {
            x: cx,
            y: cy,
            size: s * size,
            text: t.to_string(),
            color: c,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_exit_label_fits_its_plate_in_every_language() {
        use crate::i18n::Language;
        for language in Language::ALL {
            language.set_for_thread();
            let label = crate::t!("bombfight-picture-exit");
            let size = exit_size(&label);
            let (_, units) = crate::picture::font::pixels(&label);
            let width = units as f32 * size / crate::picture::font::ROWS as f32;
            assert!(width <= 0.8, "{label}: {width} of a cell");
        }
        Language::English.set_for_thread();
        assert_eq!(exit_size("EXIT"), 0.24);
        Language::French.set_for_thread();
        assert_eq!(crate::t!("bombfight-picture-exit"), "SORTIE");
    }

    #[test]
    fn each_item_value_has_its_own_drawing() {
        let drawings: Vec<Vec<Shape>> = Item::ALL
            .iter()
            .map(|&i| {
                let mut v = Vec::new();
                item(&mut v, 0.0, 0.0, 10.0, i);
                v
            })
            .collect();
        for a in 0..drawings.len() {
            for b in a + 1..drawings.len() {
                assert_ne!(drawings[a], drawings[b], "items {a} and {b}");
            }
        }
    }

    #[test]
    fn a_map_is_drawn_a_cell_a_tile() {
        let l = gridwright_formats::bombfight::read_bflvl("3 3\n#A#\nX5B\n###\n10\n").unwrap();
        let sc = scene(&l, 20).unwrap();
        assert_eq!((sc.width, sc.height), (60.0, 60.0));
        assert!(
            sc.shapes
                .iter()
                .any(|s| matches!(s, Shape::Text { text, .. } if text == "+5"))
        );
    }
}
