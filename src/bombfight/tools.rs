//! The map editor's tools as plain data: pencil, rectangle, fill and eraser over a
//! [`BombFightDocument`], driven by press, drag and release in cells (as the Sokoban tools).

use gridwright_formats::bombfight::{Item, Player, Tile};

use super::document::BombFightDocument;
use super::engine::item_points;
use crate::grid::{CellRect, Pos, line};

/// The drawing tools.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MapTool {
    Pencil,
    Rectangle,
    Fill,
    Eraser,
}

impl MapTool {
    /// Every tool, in the panel's order.
    pub const ALL: [MapTool; 4] = [
        MapTool::Pencil,
        MapTool::Rectangle,
        MapTool::Fill,
        MapTool::Eraser,
    ];

    /// The tool's name on its button.
    pub fn label(self) -> &'static str {
        match self {
            MapTool::Pencil => "Pencil",
            MapTool::Rectangle => "Rectangle",
            MapTool::Fill => "Fill",
            MapTool::Eraser => "Eraser",
        }
    }

    /// The key that picks the tool (the Sokoban editor's letters).
    pub fn shortcut(self) -> &'static str {
        match self {
            MapTool::Pencil => "B",
            MapTool::Rectangle => "R",
            MapTool::Fill => "F",
            MapTool::Eraser => "E",
        }
    }
}

/// The palette, in its order: wall, brick, exit, gems 5-9, mushrooms 0-4, starts, empty.
pub fn palette() -> Vec<Tile> {
    let mut p = vec![Tile::Wall, Tile::Brick, Tile::Exit];
    p.extend((5..=9).rev().filter_map(Item::from_digit).map(Tile::Item));
    p.extend((0..=4).rev().filter_map(Item::from_digit).map(Tile::Item));
    p.extend([
        Tile::Start(Player::One),
        Tile::Start(Player::Two),
        Tile::Empty,
    ]);
    p
}

/// A tile's name for the palette.
pub fn tile_label(t: Tile) -> String {
    match t {
        Tile::Empty => "Empty".into(),
        Tile::Wall => "Wall".into(),
        Tile::Brick => "Brick".into(),
        Tile::Exit => "Exit (ring only)".into(),
        Tile::Start(Player::One) => "Start A (player 1)".into(),
        Tile::Start(Player::Two) => "Start B (player 2)".into(),
        Tile::Item(i) if i.is_gem() => format!("Gem {:+}", item_points(i)),
        Tile::Item(i) => format!("Mushroom {:+}", item_points(i)),
    }
}

/// The tool, the tile it paints, and the press in progress.
#[derive(Debug, Clone)]
pub struct MapTools {
    pub tool: MapTool,
    pub brush: Tile,
    /// Where a rectangle started, or where the pencil last painted.
    anchor: Option<Pos>,
    /// What the press in progress paints (empty for the eraser or the secondary button).
    painting: Tile,
    /// A stroke is open on the document.
    stroking: bool,
    /// The rectangle the release would paint.
    pub preview: Option<CellRect>,
}

impl Default for MapTools {
    fn default() -> Self {
        MapTools {
            tool: MapTool::Pencil,
            brush: Tile::Wall,
            anchor: None,
            painting: Tile::Wall,
            stroking: false,
            preview: None,
        }
    }
}

impl MapTools {
    /// Picks the tile to paint; the eraser gives way to the pencil, since picking a tile
    /// means painting with it.
    pub fn choose_brush(&mut self, t: Tile) {
        self.brush = t;
        if self.tool == MapTool::Eraser {
            self.tool = MapTool::Pencil;
        }
    }

    /// A press on a cell: the pencil and eraser paint it (and open one undo step for the
    /// whole stroke), the rectangle starts, the fill fills.
    pub fn press(&mut self, doc: &mut BombFightDocument, at: Pos, secondary: bool) {
        self.painting = if secondary || self.tool == MapTool::Eraser {
            Tile::Empty
        } else {
            self.brush
        };
        match self.tool {
            MapTool::Pencil | MapTool::Eraser => {
                doc.begin_stroke();
                self.stroking = true;
                doc.paint(&[(at.x, at.y)], self.painting);
                self.anchor = Some(at);
            }
            MapTool::Rectangle => {
                self.anchor = Some(at);
                self.preview = Some(CellRect::spanning(at, at));
            }
            MapTool::Fill => {
                let cells = region(doc, at);
                doc.paint(&cells, self.painting);
            }
        }
    }

    /// The pointer moved to a cell with the button down.
    pub fn drag_to(&mut self, doc: &mut BombFightDocument, at: Pos) {
        let Some(from) = self.anchor else {
            return;
        };
        match self.tool {
            MapTool::Pencil | MapTool::Eraser if from != at => {
                let cells: Vec<(usize, usize)> =
                    line(from, at).iter().map(|p| (p.x, p.y)).collect();
                doc.paint(&cells, self.painting);
                self.anchor = Some(at);
            }
            MapTool::Rectangle => self.preview = Some(CellRect::spanning(from, at)),
            _ => {}
        }
    }

    /// The button went up: a rectangle is painted, a stroke ends.
    pub fn release(&mut self, doc: &mut BombFightDocument) {
        if let Some(r) = self.preview.take() {
            let cells: Vec<(usize, usize)> = r.cells().map(|p| (p.x, p.y)).collect();
            doc.paint(&cells, self.painting);
        }
        if std::mem::take(&mut self.stroking) {
            doc.end_stroke();
        }
        self.anchor = None;
    }
}

/// The cells 4-connected to `at` holding the same tile.
fn region(doc: &BombFightDocument, at: Pos) -> Vec<(usize, usize)> {
    let l = doc.level();
    let (w, h) = (l.width(), l.height());
    if at.x >= w || at.y >= h {
        return vec![];
    }
    let tile = l.get(at.x, at.y);
    let mut seen = vec![false; w * h];
    let mut stack = vec![(at.x, at.y)];
    let mut out = Vec::new();
    seen[at.y * w + at.x] = true;
    while let Some((x, y)) = stack.pop() {
        out.push((x, y));
        let next = [
            (x.wrapping_sub(1), y),
            (x + 1, y),
            (x, y.wrapping_sub(1)),
            (x, y + 1),
        ];
        for (nx, ny) in next {
            if nx < w && ny < h && !seen[ny * w + nx] && l.get(nx, ny) == tile {
                seen[ny * w + nx] = true;
                stack.push((nx, ny));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bombfight::document::new_map;
    use gridwright_formats::bombfight::read_bflvl;

    #[test]
    fn pencil_strokes_rectangles_and_fills_undo_in_one_step_each() {
        let mut doc = BombFightDocument::new(new_map(9, 7, 20), None);
        let before = doc.level().clone();
        let mut t = MapTools {
            brush: Tile::Brick,
            ..MapTools::default()
        };
        t.press(&mut doc, Pos::new(3, 1), false);
        t.drag_to(&mut doc, Pos::new(5, 1));
        t.release(&mut doc);
        assert_eq!(doc.level().get(4, 1), Tile::Brick);
        assert!(doc.undo());
        assert_eq!(doc.level(), &before, "the stroke was one step");
        t.tool = MapTool::Rectangle;
        t.press(&mut doc, Pos::new(1, 3), false);
        t.drag_to(&mut doc, Pos::new(3, 5));
        assert_eq!(doc.level(), &before, "nothing painted before the release");
        t.release(&mut doc);
        assert_eq!(doc.level().get(3, 3), Tile::Brick);
        assert!(doc.undo());
        t.tool = MapTool::Fill;
        t.brush = Tile::Item(Item::from_digit(9).unwrap());
        t.press(&mut doc, Pos::new(3, 3), false);
        t.release(&mut doc);
        assert_eq!(doc.level().get(3, 3), t.brush);
        assert_eq!(
            doc.level().get(2, 2),
            Tile::Wall,
            "walls are another region"
        );
        assert!(doc.undo());
        assert_eq!(doc.level(), &before);
    }

    #[test]
    fn exits_only_in_the_ring_and_one_start_each() {
        let l = read_bflvl("7 5\n#######\n#A    #\n# # # #\n#    B#\n#######\n9\n").unwrap();
        let mut doc = BombFightDocument::new(l, None);
        doc.paint(&[(3, 1)], Tile::Exit);
        assert_eq!(doc.level().get(3, 1), Tile::Empty, "not in the ring");
        assert!(
            doc.take_refusal().is_some_and(|w| w.contains("outer wall")),
            "and said so"
        );
        assert_eq!(doc.take_refusal(), None, "once");
        doc.paint(&[(3, 0)], Tile::Exit);
        assert_eq!(doc.level().get(3, 0), Tile::Exit);
        doc.paint(&[(3, 3)], Tile::Start(Player::One));
        assert_eq!(doc.level().starts(Player::One), vec![(3, 3)]);
        assert!(doc.undo());
        assert_eq!(doc.level().starts(Player::One), vec![(1, 1)]);
    }
}
