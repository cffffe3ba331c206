//! How a 2048 board looks, as shapes: the usual colour ramp and values that fit their tiles.
//! The window's board paints these very shapes (its animations move and scale them);
//! `render` and *Export picture* write them.

use gridwright_formats::g2048::G2048File;

use super::board::{Board, label};
use super::game::{Game, ReplayError};
use crate::picture::{Paint, PictureError, Rgb, Scene, Shape, check_cells};

/// The frame around and between the tiles.
pub const FRAME: Rgb = Rgb::opaque(0xbb, 0xad, 0xa0);

/// A tile's colours, background and text, by its exponent (0 an empty cell).
pub fn colours(e: u8) -> (Rgb, Rgb) {
    let dark = Rgb::opaque(0x77, 0x6e, 0x65);
    let light = Rgb::opaque(0xf9, 0xf6, 0xf2);
    let bg = match e {
        0 => Rgb::opaque(0xcd, 0xc1, 0xb4),
        1 => Rgb::opaque(0xee, 0xe4, 0xda),
        2 => Rgb::opaque(0xed, 0xe0, 0xc8),
        3 => Rgb::opaque(0xf2, 0xb1, 0x79),
        4 => Rgb::opaque(0xf5, 0x95, 0x63),
        5 => Rgb::opaque(0xf6, 0x7c, 0x5f),
        6 => Rgb::opaque(0xf6, 0x5e, 0x3b),
        7 => Rgb::opaque(0xed, 0xcf, 0x72),
        8 => Rgb::opaque(0xed, 0xcc, 0x61),
        9 => Rgb::opaque(0xed, 0xc8, 0x50),
        10 => Rgb::opaque(0xed, 0xc5, 0x3f),
        11 => Rgb::opaque(0xed, 0xc2, 0x2e),
        12 => Rgb::opaque(0xb7, 0x84, 0xab),
        13 => Rgb::opaque(0xaa, 0x60, 0xa6),
        14 => Rgb::opaque(0x97, 0x4e, 0x94),
        _ => Rgb::opaque(0x3c, 0x3a, 0x32),
    };
    (bg, if e <= 2 { dark } else { light })
}

/// The text size of a value on a tile `side` pixels wide: four characters fill the tile at
/// 0.45 of its side; longer values shrink to fit.
pub fn text_size(text: &str, side: f32) -> f32 {
    side * 0.45 / (text.len().max(2) as f32 / 2.0).max(1.0)
}

/// The board a file shows: a level's designed start (or, with a seed, its first two spawns;
/// else an empty board of its size), a record's board after its last move.
pub fn board_of(file: &G2048File) -> Result<Board, ReplayError> {
    match file {
        G2048File::Level(l) => Ok(match (&l.start, l.seed) {
            (Some(rows), _) => Board::from_values(rows),
            (None, Some(seed)) => Game::new(l, seed).board().clone(),
            (None, None) => Board::new(l.rules.width, l.rules.height),
        }),
        G2048File::Record(r) => Game::replay(r).map(|g| g.board().clone()),
    }
}

/// The gap between a tile and its cell's edge, and the frame's width around the board: 6%
/// of a cell, in whole pixels, so that tiles' edges stay sharp.
pub fn pad(s: f32) -> f32 {
    (s * 0.06).round().max(1.0)
}

/// The tile of exponent `e` (0 an empty cell) in the cell at `(x, y)`, `s` pixels wide, drawn
/// `scale` times its size about the cell's centre (the window's pop of new and merged tiles).
pub fn tile(out: &mut Vec<Shape>, x: f32, y: f32, s: f32, e: u8, scale: f32) {
    let side = (s - 2.0 * pad(s)) * scale;
    let (cx, cy) = (x + s / 2.0, y + s / 2.0);
    let (bg, fg) = colours(e);
    out.push(Shape::Rect {
        x: cx - side / 2.0,
        y: cy - side / 2.0,
        w: side,
        h: side,
        radius: side * 0.08,
        paint: Paint::fill(bg),
    });
    if e > 0 {
        let text = label(e);
        out.push(Shape::Text {
            x: cx,
            y: cy,
            size: text_size(&text, side).max(6.0),
            text,
            color: fg,
        });
    }
}

/// The frame around a board of `w` x `h` cells whose top left cell is at `(x, y)`.
pub fn frame(out: &mut Vec<Shape>, (x, y): (f32, f32), (w, h): (usize, usize), s: f32) {
    let m = pad(s);
    out.push(Shape::Rect {
        x: x - m,
        y: y - m,
        w: w as f32 * s + 2.0 * m,
        h: h as f32 * s + 2.0 * m,
        radius: s * 0.1,
        paint: Paint::fill(FRAME),
    });
}

/// The board drawn `cell` pixels a tile, on its frame.
pub fn scene(board: &Board, cell: u32) -> Result<Scene, PictureError> {
    let (w, h) = (board.width(), board.height());
    check_cells((w as u64).saturating_mul(h as u64), cell)?;
    let s = cell as f32;
    let m = pad(s);
    let mut sc = Scene::new(w as f32 * s + 2.0 * m, h as f32 * s + 2.0 * m, FRAME);
    for (i, &e) in board.cells().iter().enumerate() {
        let (x, y) = ((i % w) as f32 * s + m, (i / w) as f32 * s + m);
        tile(&mut sc.shapes, x, y, s, e, 1.0);
    }
    Ok(sc)
}

#[cfg(test)]
mod tests {
    use super::*;
    use gridwright_formats::g2048::Level;

    #[test]
    fn a_designed_start_is_drawn_with_its_values() {
        let l = Level {
            start: Some(vec![
                vec![2, 0, 0, 0],
                vec![0; 4],
                vec![0; 4],
                vec![0, 0, 0, 2048],
            ]),
            ..Level::default()
        };
        let b = board_of(&G2048File::Level(l)).unwrap();
        let sc = scene(&b, 50).unwrap();
        let texts: Vec<&str> = sc
            .shapes
            .iter()
            .filter_map(|s| match s {
                Shape::Text { text, .. } => Some(text.as_str()),
                _ => None,
            })
            .collect();
        assert_eq!(texts, ["2", "2048"]);
    }

    #[test]
    fn a_seeded_level_shows_its_first_two_tiles() {
        let l = Level {
            seed: Some(7),
            ..Level::default()
        };
        let b = board_of(&G2048File::Level(l)).unwrap();
        assert_eq!(b.cells().iter().filter(|&&e| e > 0).count(), 2);
    }
}
