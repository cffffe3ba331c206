//! What the drawing tools do to squares: the palette's layering rules, and the squares a
//! flood fill covers.

use gridwright_formats::sokoban::{Board, Square};

use crate::grid::Pos;

/// What a palette entry puts on a square.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Brush {
    /// Replaces whatever was there, box, goal or pusher included.
    #[default]
    Wall,
    /// Plain floor: clears the goal and the occupant (the same square as `Outside`).
    Floor,
    /// Makes a goal, keeping a box or pusher that stood there.
    Goal,
    /// Puts a box, keeping a goal under it; on a wall, the wall becomes floor.
    Box,
    /// A box on a goal, whatever was there.
    BoxOnGoal,
    /// Moves the level's one pusher here, keeping a goal under it.
    Pusher,
    /// Erase to outside: plain floor, which is drawn as background when beyond the walls.
    Outside,
}

impl Brush {
    /// The palette in order; an entry's place gives its key, `1` to `7`.
    pub const ALL: [Brush; 7] = [
        Brush::Wall,
        Brush::Floor,
        Brush::Goal,
        Brush::Box,
        Brush::BoxOnGoal,
        Brush::Pusher,
        Brush::Outside,
    ];

    /// The palette's name for it.
    pub fn label(self) -> String {
        match self {
            Brush::Wall => crate::t!("sokoban-brush-wall"),
            Brush::Floor => crate::t!("sokoban-brush-floor"),
            Brush::Goal => crate::t!("sokoban-brush-goal"),
            Brush::Box => crate::t!("sokoban-brush-box"),
            Brush::BoxOnGoal => crate::t!("sokoban-brush-box-on-goal"),
            Brush::Pusher => crate::t!("sokoban-brush-pusher"),
            Brush::Outside => crate::t!("sokoban-brush-outside"),
        }
    }

    /// The palette key (1-7).
    pub fn shortcut(self) -> char {
        (b'1' + Brush::ALL.iter().position(|&b| b == self).unwrap_or(0) as u8) as char
    }

    /// The square this brush leaves on `old`: goals and occupants layer, as in YASC (a box
    /// painted on a goal is a box on goal; a goal painted under a box keeps the box).
    pub fn apply(self, old: Square) -> Square {
        use gridwright_formats::sokoban::Occupant;
        let occupant = if old.is_box() {
            Some(Occupant::Box)
        } else if old.is_pusher() {
            Some(Occupant::Pusher)
        } else {
            None
        };
        let keep_goal = if old.is_wall() { Square::Floor } else { old };
        match self {
            Brush::Wall => Square::Wall,
            Brush::Floor | Brush::Outside => Square::Floor,
            Brush::Goal => Square::Goal.with_occupant(occupant),
            Brush::Box => keep_goal.with_occupant(Some(Occupant::Box)),
            Brush::BoxOnGoal => Square::BoxOnGoal,
            Brush::Pusher => keep_goal.with_occupant(Some(Occupant::Pusher)),
        }
    }
}

/// The squares a painting action changes, as (position, new square), in order. Painting a
/// pusher moves the pusher: a level has one, so the old one is lifted off its square.
pub fn paint(board: &Board, cells: &[Pos], brush: Brush) -> Vec<(Pos, Square)> {
    let mut work = board.clone();
    let mut out = Vec::new();
    for &p in cells {
        if p.x >= board.width() || p.y >= board.height() {
            continue;
        }
        if brush == Brush::Pusher {
            for y in 0..work.height() {
                for x in 0..work.width() {
                    let sq = work.get(x, y);
                    if sq.is_pusher() && (x, y) != (p.x, p.y) {
                        let lifted = sq.with_occupant(None);
                        work.set(x, y, lifted);
                        out.push((Pos::new(x, y), lifted));
                    }
                }
            }
        }
        let new = brush.apply(work.get(p.x, p.y));
        if new != work.get(p.x, p.y) {
            work.set(p.x, p.y, new);
            out.push((p, new));
        }
    }
    out
}

/// The 4-connected region of squares equal to the one at `start`.
pub fn flood_region(board: &Board, start: Pos) -> Vec<Pos> {
    let target = board.get(start.x, start.y);
    let size = (board.width(), board.height());
    crate::editor::tools::flood(size, start, |p| board.get(p.x, p.y) == target)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn brushes_layer_goals_and_occupants() {
        assert_eq!(Brush::Box.apply(Square::Goal), Square::BoxOnGoal);
        assert_eq!(Brush::Goal.apply(Square::Box), Square::BoxOnGoal);
        assert_eq!(Brush::Goal.apply(Square::Pusher), Square::PusherOnGoal);
        assert_eq!(Brush::Pusher.apply(Square::Wall), Square::Pusher);
        assert_eq!(Brush::Outside.apply(Square::BoxOnGoal), Square::Floor);
    }

    #[test]
    fn painting_a_pusher_moves_it() {
        let b = Board::from_xsb("#####\n#+ .#\n#####");
        let changes = paint(&b, &[Pos::new(2, 1)], Brush::Pusher);
        assert_eq!(
            changes,
            vec![
                (Pos::new(1, 1), Square::Goal),
                (Pos::new(2, 1), Square::Pusher)
            ]
        );
    }

    #[test]
    fn flood_fills_equal_squares_only() {
        let b = Board::from_xsb("#####\n#  ##\n## ##\n#####");
        assert_eq!(flood_region(&b, Pos::new(1, 1)).len(), 3);
    }
}
