//! How a Sokoban board looks, as shapes: `gridwright render`, *Export picture*, the level
//! browser's thumbnails and the window's canvases paint these very shapes, so a square's
//! look is defined here only (a board zoomed out to a pixel a square takes its colour from
//! [`square_colour`]).

use gridwright_formats::sokoban::{Board, Square};

use super::editor::paint::Brush;
use super::game::Game;

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

/// The line a box's path is drawn in.
pub const BOX_PATH: Rgb = Rgb::opaque(208, 48, 48);

/// The squares each box passes through in `game` (played from its start), one path a box
/// that moved: the pushes of a solution as lines a reader can follow.
pub fn box_routes(game: &Game) -> Vec<Vec<usize>> {
    let start = game.start();
    let mut at: Vec<Option<usize>> = vec![None; start.boxes.len()];
    let mut routes: Vec<Vec<usize>> = Vec::new();
    for (square, _) in start.boxes.iter().enumerate().filter(|(_, b)| **b) {
        at[square] = Some(routes.len());
        routes.push(vec![square]);
    }
    let mut pusher = start.pusher;
    for step in game.steps() {
        let Some(next) = start.neighbor(pusher, step.dir) else {
            break;
        };
        if step.push
            && let Some(id) = at[next].take()
            && let Some(to) = start.neighbor(next, step.dir)
        {
            at[to] = Some(id);
            routes[id].push(to);
        }
        pusher = next;
    }
    routes.retain(|r| r.len() > 1);
    routes
}

/// Draws the boxes' routes of `game` over a board drawn `cell` pixels a square.
pub fn draw_routes(scene: &mut Scene, game: &Game, cell: u32) {
    let s = cell as f32;
    let width = game.start().width;
    let centre = |i: usize| {
        (
            (i % width) as f32 * s + s / 2.0,
            (i / width) as f32 * s + s / 2.0,
        )
    };
    for route in box_routes(game) {
        scene.push(Shape::Line {
            points: route.iter().map(|&i| centre(i)).collect(),
            width: (s * 0.12).max(1.0),
            color: BOX_PATH,
        });
    }
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

/// The one colour of a square where squares are a pixel each (a large board zoomed out):
/// what stands on it, else what it is.
pub fn square_colour(sq: Square, outside: bool) -> Rgb {
    match sq {
        _ if sq.is_wall() => WALL,
        _ if sq.is_pusher() => PUSHER,
        _ if sq.is_box() && sq.is_goal() => BOX_ON_GOAL,
        _ if sq.is_box() => BOX,
        _ if sq.is_goal() => GOAL,
        _ if outside => OUTSIDE,
        _ => FLOOR,
    }
}

/// A palette entry's swatch at `(x, y)`, `s` pixels wide: the square it paints on empty
/// floor; the outside brush, the background crossed out.
pub fn brush(out: &mut Vec<Shape>, x: f32, y: f32, s: f32, brush: Brush) {
    let sq = match brush {
        Brush::Wall => Square::Wall,
        Brush::Floor => Square::Floor,
        Brush::Goal => Square::Goal,
        Brush::Box => Square::Box,
        Brush::BoxOnGoal => Square::BoxOnGoal,
        Brush::Pusher => Square::Pusher,
        Brush::Outside => {
            out.push(Shape::rect(x, y, s, s, OUTSIDE));
            let (a, b) = (s * 0.3, s * 0.7);
            for [p, q] in [[(a, a), (b, b)], [(b, a), (a, b)]] {
                out.push(Shape::Line {
                    points: vec![(x + p.0, y + p.1), (x + q.0, y + q.1)],
                    width: (s * 0.09).max(1.0),
                    color: Rgb::opaque(150, 150, 150),
                });
            }
            return;
        }
    };
    square(out, x, y, s, sq, false);
}

/// The mark of a square from which a box can never reach a goal (the editor's and play's
/// "dead squares"): a small dot in the lower right corner, beside what stands there.
pub fn dead(out: &mut Vec<Shape>, x: f32, y: f32, s: f32) {
    out.push(Shape::Circle {
        cx: x + s * 0.8,
        cy: y + s * 0.8,
        r: s * 0.07,
        paint: Paint::fill(Rgb::opaque(150, 70, 60)),
    });
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
