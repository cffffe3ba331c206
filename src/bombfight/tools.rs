//! The map editor's side of the shared drawing tools ([`crate::editor::tools`]): the tiles
//! its brushes are, the eraser's empty floor, the palette and its names.

use gridwright_formats::bombfight::{Item, Player, Tile};

use super::document::BombFightDocument;
use super::engine::item_points;
use crate::editor::tools::{self, Paintable, Tool};
use crate::grid::Pos;

/// The map editor's tools, in the panel's order: every shared tool (select for the clipboard).
pub const MAP_TOOLS: [Tool; 5] = Tool::ALL;

/// The map editor's tools: the shared machine with tiles for brushes.
pub type MapTools = tools::Tools<Tile>;

/// The pencil with walls; rectangles are always filled.
pub fn map_tools() -> MapTools {
    MapTools::new(Tile::Wall, true)
}

impl Paintable for BombFightDocument {
    type Brush = Tile;
    const ERASER: Tile = Tile::Empty;

    fn paint_cells(&mut self, cells: &[Pos], tile: Tile) {
        let cells: Vec<(usize, usize)> = cells.iter().map(|p| (p.x, p.y)).collect();
        self.paint(&cells, tile);
    }

    /// The cells holding the same tile as the one pressed.
    fn fill_region(&self, at: Pos) -> Vec<Pos> {
        let l = self.level();
        let tile = l.get(at.x, at.y);
        tools::flood((l.width(), l.height()), at, |p| l.get(p.x, p.y) == tile)
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
        Tile::Empty => crate::t!("bombfight-tile-empty"),
        Tile::Wall => crate::t!("bombfight-tile-wall"),
        Tile::Brick => crate::t!("bombfight-tile-brick"),
        Tile::Exit => crate::t!("bombfight-tile-exit"),
        Tile::Start(Player::One) => crate::t!("bombfight-tile-start-a"),
        Tile::Start(Player::Two) => crate::t!("bombfight-tile-start-b"),
        Tile::Item(i) if i.is_gem() => {
            crate::t!(
                "bombfight-tile-gem",
                points = format!("{:+}", item_points(i))
            )
        }
        Tile::Item(i) => {
            crate::t!(
                "bombfight-tile-mushroom",
                points = format!("{:+}", item_points(i))
            )
        }
    }
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
        let mut t = map_tools();
        t.brush = Tile::Brick;
        t.press(&mut doc, Pos::new(3, 1), false);
        t.drag_to(&mut doc, Pos::new(5, 1));
        t.release(&mut doc);
        assert_eq!(doc.level().get(4, 1), Tile::Brick);
        assert!(doc.undo());
        assert_eq!(doc.level(), &before, "the stroke was one step");
        t.tool = Tool::Rectangle;
        t.press(&mut doc, Pos::new(1, 3), false);
        t.drag_to(&mut doc, Pos::new(3, 5));
        assert_eq!(doc.level(), &before, "nothing painted before the release");
        t.release(&mut doc);
        assert_eq!(doc.level().get(3, 3), Tile::Brick);
        assert!(doc.undo());
        t.tool = Tool::Fill;
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
