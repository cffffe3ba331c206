//! How a Sokoban board looks, as shapes: `gridwright render`, *Export picture*, the level
//! browser's thumbnails and the editor's canvas (through its colours) draw it the same way.

use gridwright_formats::sokoban::{Board, Square};

use crate::picture::{Paint, PictureError, Rgb, Scene, Shape, check_cells};

/// Beyond the walls.
pub const OUTSIDE: Rgb = Rgb::opaque(46, 48, 54);
/// Floor inside the walls.
pub const FLOOR: Rgb = Rgb::opaque(222, 214, 190);
/// A wall's face.
pub const WALL: Rgb = Rgb::opaque(122, 84, 62);
/// A wall's edge.
pub const WALL_EDGE: Rgb = Rgb::opaque(88, 58, 42);
/// A goal's ring.
pub const GOAL: Rgb = Rgb::opaque(214, 64, 64);
/// A box off the goals.
pub const BOX: Rgb = Rgb::opaque(226, 160, 50);
/// A box on a goal.
pub const BOX_ON_GOAL: Rgb = Rgb::opaque(80, 170, 90);
/// The pusher.
pub const PUSHER: Rgb = Rgb::opaque(50, 110, 220);
/// The pusher's outline.
pub const PUSHER_EDGE: Rgb = Rgb::opaque(20, 50, 120);

/// The board drawn `cell` pixels a square; refused past the picture limits.
pub fn scene(board: &Board, cell: u32) -> Result<Scene, PictureError> {
    let (w, h) = (board.width(), board.height());
    check_cells((w as u64).saturating_mul(h as u64), cell)?;
    let s = cell as f32;
    let mut sc = Scene::new(w as f32 * s, h as f32 * s, OUTSIDE);
    let outside = crate::sokoban::checks::outside(board);
    for y in 0..h {
        for x in 0..w {
            let sq = board.get(x, y);
            square(
                &mut sc.shapes,
                x as f32 * s,
                y as f32 * s,
                s,
                sq,
                outside[y * w + x],
            );
        }
    }
    Ok(sc)
}

/// The shapes of one square at `(x, y)`, `s` pixels wide; outside floor is left to the
/// background.
pub fn square(out: &mut Vec<Shape>, x: f32, y: f32, s: f32, sq: Square, outside: bool) {
    if sq.is_wall() {
        let paint = Paint::both(WALL, (s * 0.06).max(1.0), WALL_EDGE);
        out.push(Shape::inset(x, y, s, 0.0, s * 0.08, paint));
        return;
    }
    if !outside {
        out.push(Shape::rect(x, y, s, s, FLOOR));
    }
    let (cx, cy) = (x + s / 2.0, y + s / 2.0);
    if sq.is_goal() {
        out.push(Shape::Circle {
            cx,
            cy,
            r: s * 0.16 + (s * 0.035).max(0.5),
            paint: Paint::stroke((s * 0.07).max(1.0), GOAL),
        });
    }
    if sq.is_box() {
        let fill = if sq.is_goal() { BOX_ON_GOAL } else { BOX };
        let edge = Paint::both(fill, (s * 0.05).max(1.0), Rgb(0, 0, 0, 120));
        out.push(Shape::inset(x, y, s, s * 0.12, s * 0.12, edge));
        let (a, b) = (s * 0.3, s * 0.7);
        let line = |p: [(f32, f32); 2]| Shape::Line {
            points: p.to_vec(),
            width: (s * 0.04).max(1.0),
            color: Rgb(0, 0, 0, 70),
        };
        out.push(line([(x + a, y + a), (x + b, y + b)]));
        out.push(line([(x + b, y + a), (x + a, y + b)]));
    }
    if sq.is_pusher() {
        out.push(Shape::Circle {
            cx,
            cy,
            r: s * 0.32,
            paint: Paint::both(PUSHER, (s * 0.05).max(1.0), PUSHER_EDGE),
        });
        for dx in [-0.1, 0.1] {
            out.push(Shape::Circle {
                cx: cx + s * dx,
                cy: cy - s * 0.06,
                r: s * 0.06,
                paint: Paint::fill(Rgb::opaque(255, 255, 255)),
            });
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gridwright_formats::sokoban::read_collection;

    #[test]
    fn a_level_is_drawn_a_cell_a_square() {
        let c = read_collection("#####\n#@$.#\n#####\n").unwrap();
        let sc = scene(&c.levels[0].board, 10).unwrap();
        assert_eq!((sc.width, sc.height), (50.0, 30.0));
        let walls = sc
            .shapes
            .iter()
            .filter(|s| matches!(s, Shape::Rect { paint, .. } if paint.fill == Some(WALL)));
        assert_eq!(walls.count(), 12);
    }
}
