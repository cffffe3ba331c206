//! Paths for mouse play: walking to a square, and pushing one box to a square along the
//! fewest pushes, other boxes staying put (of the ways with as few pushes, the first the
//! search finds, trying the directions in `Dir::ALL`'s order; each walk between two pushes
//! as short as can be).

use super::position::{Position, opposite};
use crate::grid::Dir;
use crate::sokoban::walk::graph::{self, Cell, Graph};
use crate::sokoban::walk::pulls::{self, Around, Way};
use crate::sokoban::walk::reach::{Order, Reach};
use crate::sokoban::walk::squares::Squares;

/// Steps that push the box at `from` to `to` with the fewest pushes, walks included: the
/// shared one-box search, pushing, over the board's squares.
pub fn push_path(p: &Position, from: usize, to: usize) -> Option<Vec<Dir>> {
    if !p.boxes[from] || (to != from && !p.is_free(to)) {
        return None;
    }
    if from == to {
        return Some(vec![]);
    }
    let squares = Squares::new(p.width, p.height);
    let side = start_side(p, &squares, from)?;
    let mut others = p.clone();
    others.boxes[from] = false;
    let mut behind = Behind {
        others: &others,
        squares,
        reach: Reach::new(squares.cells()),
        walked: None,
    };
    let start = [(from as u32, side as u8)];
    let at_target = |x: u32, _| x as usize == to;
    let boxes = pulls::search_path(&squares, (&start, Way::Push), &mut behind, at_target)?;
    Some(steps(p, &squares, &boxes))
}

/// The side of the box at `from` the pusher starts on: the first it can walk to (any side
/// it walks to is in the same area, so it allows the same pushes); `None` for none.
fn start_side(p: &Position, squares: &Squares, from: usize) -> Option<usize> {
    let walked = p.reachable();
    let around = squares.neighbours(from as u32);
    around
        .iter()
        .position(|&n| n != u32::NONE && walked[n as usize].is_some())
}

/// Where the pusher stands round the pushed box, the walls and the other boxes blocking: a
/// box's side is the direction from it to the pusher, so that the search's states are the
/// box's square and the pusher's right after a push. Whether the pusher gets behind the box
/// for a push is a walk from there (one per state: the pushes of a state are asked in turn).
struct Behind<'a> {
    /// The position without the pushed box.
    others: &'a Position,
    squares: Squares,
    reach: Reach<u32>,
    /// The state the reach was walked for: the box's square and the pusher's side.
    walked: Option<(u32, u8)>,
}

impl Around<u32> for Behind<'_> {
    fn open(&self, c: u32) -> bool {
        c != u32::NONE && self.others.is_free(c as usize)
    }

    fn joins(&mut self, x: u32, d: usize, at: u8) -> bool {
        if self.walked != Some((x, at)) {
            self.walk_round(x, at);
        }
        let stand = self.squares.neighbour(x, graph::opposite(d));
        stand != u32::NONE && self.reach.reached(stand)
    }

    fn side(&mut self, _: u32, d: usize) -> u8 {
        graph::opposite(d) as u8
    }
}

impl Behind<'_> {
    /// The pusher's walk from side `at` of the box on `x`.
    fn walk_round(&mut self, x: u32, at: u8) {
        let (others, squares) = (self.others, self.squares);
        let from = [squares.neighbour(x, at as usize)];
        let enters = |_, n: u32| n != x && others.is_free(n as usize);
        let from = (&from[..], Order::BreadthFirst);
        self.reach.walk(&squares, from, enters, |_| false);
        self.walked = Some((x, at));
    }
}

/// The steps that push the box along `boxes` (squares one push apart), the pusher walking
/// behind it before each push by the shortest walk.
fn steps(p: &Position, squares: &Squares, boxes: &[u32]) -> Vec<Dir> {
    let mut work = p.clone();
    let mut steps = Vec::new();
    for pair in boxes.windows(2) {
        let (b, next) = (pair[0] as usize, pair[1] as usize);
        let d = squares.dir(pair[0], pair[1]);
        let stand = work.neighbor(b, opposite(d)).unwrap_or(b);
        steps.extend(work.walk_to(stand).unwrap_or_default());
        work.boxes[b] = false;
        work.boxes[next] = true;
        work.pusher = b;
        steps.push(d);
    }
    steps
}

#[cfg(test)]
mod tests {
    use gridwright_formats::sokoban::Board;

    use super::*;
    use crate::grid::Pos;
    use crate::sokoban::game::Game;

    #[test]
    fn pushes_a_box_around_a_corner() {
        let b = Board::from_xsb("#######\n#@    #\n# $   #\n#     #\n#######");
        let p = Position::from_board(&b).unwrap();
        let (from, to) = (p.width * 2 + 2, p.width * 3 + 4);
        let steps = push_path(&p, from, to).unwrap();
        let mut g = Game::new(&b).unwrap();
        for d in steps {
            assert!(g.step(d).is_some());
        }
        assert!(g.position().boxes[to]);
        assert_eq!(g.pushes(), 3);
        assert!(push_path(&p, from, 0).is_none(), "into a wall");
        let stuck = Position::from_board(&Board::from_xsb("#####\n#@$ #\n#####")).unwrap();
        assert!(push_path(&stuck, 2 + 5, 1 + 5).is_none(), "backwards");
    }

    /// A room of 300 x 220 squares, past the 65,535 a level's cells number: the walk and
    /// the push still find their way, on the board's own squares.
    #[test]
    fn walks_and_pushes_on_a_board_past_u16_squares() {
        let (w, h) = (300, 220);
        let mut rows = vec!["#".repeat(w); h];
        for row in &mut rows[1..h - 1] {
            *row = format!("#{}#", " ".repeat(w - 2));
        }
        rows[1].replace_range(1..2, "@");
        rows[2].replace_range(2..3, "$");
        rows[2].replace_range(9..10, ".");
        let b = Board::from_xsb(&rows.join("\n"));
        let p = Position::from_board(&b).unwrap();
        let far = p.index(Pos::new(w - 2, h - 2));
        assert_eq!(p.walk_to(far).map(|walk| walk.len()), Some(w - 3 + h - 3));
        let steps = push_path(&p, p.index(Pos::new(2, 2)), p.index(Pos::new(9, 2))).unwrap();
        let mut g = Game::new(&b).unwrap();
        for d in steps {
            assert!(g.step(d).is_some());
        }
        assert!(g.is_solved());
        assert_eq!(g.pushes(), 7);
    }
}
