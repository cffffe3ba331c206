//! Paths for mouse play: walking to a square, and pushing one box to a square along the
//! fewest pushes (then fewest moves), other boxes staying put.

use std::collections::{HashMap, VecDeque};

use super::position::{Position, opposite};
use crate::grid::Dir;

/// The box's square and the pusher's square right after a push (or at the start).
type State = (usize, usize);
/// How each state was reached: the state before and the push direction.
type CameFrom = HashMap<State, (State, Dir)>;

/// Steps that push the box at `from` to `to` with the fewest pushes, walks included.
pub fn push_path(p: &Position, from: usize, to: usize) -> Option<Vec<Dir>> {
    if !p.boxes[from] || (to != from && !p.is_free(to)) {
        return None;
    }
    let mut work = p.clone();
    work.boxes[from] = false;
    let start: State = (from, p.pusher);
    let mut came: CameFrom = HashMap::new();
    let mut queue = VecDeque::from([start]);
    let mut seen = std::collections::HashSet::from([start]);
    while let Some((b, pusher)) = queue.pop_front() {
        if b == to {
            return Some(rebuild(p, &came, start, (b, pusher), from));
        }
        work.boxes[b] = true;
        work.pusher = pusher;
        let reach = work.reachable();
        for d in Dir::ALL {
            let (Some(stand), Some(next)) = (work.neighbor(b, opposite(d)), work.neighbor(b, d))
            else {
                continue;
            };
            if reach[stand].is_none() || !work.is_free(next) {
                continue;
            }
            let state = (next, b);
            if seen.insert(state) {
                came.insert(state, ((b, pusher), d));
                queue.push_back(state);
            }
        }
        work.boxes[b] = false;
    }
    None
}

fn rebuild(p: &Position, came: &CameFrom, start: State, end: State, from: usize) -> Vec<Dir> {
    let mut pushes = Vec::new();
    let mut at = end;
    while at != start {
        let (prev, d) = came[&at];
        pushes.push(d);
        at = prev;
    }
    pushes.reverse();
    let mut work = p.clone();
    let mut steps = Vec::new();
    let mut b = from;
    for d in pushes {
        let stand = work.neighbor(b, opposite(d)).unwrap_or(b);
        let walk = work.walk_to(stand).unwrap_or_default();
        steps.extend(&walk);
        let next = work.neighbor(b, d).unwrap_or(b);
        work.boxes[b] = false;
        work.boxes[next] = true;
        work.pusher = b;
        steps.push(d);
        b = next;
    }
    steps
}

#[cfg(test)]
mod tests {
    use gridwright_formats::sokoban::Board;

    use super::*;
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
}
