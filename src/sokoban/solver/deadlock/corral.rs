//! PI-corral pruning. A corral is an area the pusher cannot reach, fenced by boxes. When every
//! push that could ever change it goes into it and can be made now (a PI-corral), and it still
//! needs work (a box off its goal inside), some of those pushes must come first in any
//! solution: the others can wait. Searching only them cuts the branching sharply; a PI-corral
//! that needs work but admits no push at all is a deadlock.

use crate::sokoban::solver::tables::level::{DIRS, Level, NONE, opposite};
use crate::sokoban::walk::reach::{Order, Reach};

/// Scratch space reused across nodes.
#[derive(Debug, Default)]
pub struct Corrals {
    /// Each corral's walk: its stamp labels the corral.
    reach: Reach,
    /// The floor of the corral being examined, then its boxes.
    floor: Vec<u16>,
    boxes: Vec<u16>,
}

/// A push, as (box cell, direction).
pub type Push = (u16, usize);

impl Corrals {
    /// The pushes to restrict the search to (empty: a deadlock), or `None` when no PI-corral
    /// needs work. `reached(c)`: the pusher can walk to `c` now.
    pub fn restrict(
        &mut self,
        level: &Level,
        box_at: &[bool],
        dead: &[bool],
        reached: impl Fn(u16) -> bool,
    ) -> Option<Vec<Push>> {
        let n = level.cells();
        self.reach.fit(n);
        self.reach.reserve(n);
        let base = self.reach.stamp();
        let more_goals = level.goals.len() > level.start_boxes.len();
        let mut best: Option<Vec<Push>> = None;
        for c in 0..n as u16 {
            if reached(c) || box_at[c as usize] || self.reach.mark_of(c) > base {
                continue;
            }
            let id = self.flood(level, box_at, c, &reached);
            let needs_work = self.boxes.iter().any(|&b| !level.goal[b as usize])
                || !more_goals && self.floor.iter().any(|&x| level.goal[x as usize]);
            if !needs_work {
                continue;
            }
            if let Some(pushes) = self.pi_pushes(level, box_at, dead, id, &reached)
                && best.as_ref().is_none_or(|b| pushes.len() < b.len())
            {
                if pushes.is_empty() {
                    return Some(pushes);
                }
                best = Some(pushes);
            }
        }
        best
    }

    /// Labels the corral's floor (the unreached squares without boxes joined to `start`) and
    /// its boxes: those touching the floor, and every box touching one of them, since a box
    /// that blocks a corral box is part of what must move. Returns the corral's label.
    fn flood(
        &mut self,
        level: &Level,
        box_at: &[bool],
        start: u16,
        reached: &impl Fn(u16) -> bool,
    ) -> u32 {
        let joins = |c: u16, m: u16| box_at[m as usize] || !box_at[c as usize] && !reached(m);
        let from = (&[start][..], Order::BreadthFirst);
        let id = self.reach.walk(&level.next, from, joins, |_| false);
        let cells = self.reach.cells().iter().copied();
        (self.boxes, self.floor) = cells.partition(|&c| box_at[c as usize]);
        id
    }

    /// The pushes into corral `id` if it is a PI-corral; `None` if it is not.
    fn pi_pushes(
        &self,
        level: &Level,
        box_at: &[bool],
        dead: &[bool],
        id: u32,
        reached: &impl Fn(u16) -> bool,
    ) -> Option<Vec<Push>> {
        let inside = |c: u16| self.reach.marked(id, c);
        let mut pushes = Vec::new();
        for &b in &self.boxes {
            for d in 0..DIRS {
                let (behind, to) = (
                    level.next[b as usize][opposite(d)],
                    level.next[b as usize][d],
                );
                // Blocked by a wall, a box of the corral or a dead square, or the pusher
                // would have to stand where only a push of the corral lets it: all stay
                // so until the corral changes.
                if behind == NONE || to == NONE || box_at[to as usize] || dead[to as usize] {
                    continue;
                }
                if inside(behind) {
                    continue;
                }
                if !reached(behind) || !inside(to) {
                    // A push that may come later, or that leaves the corral: not a PI-corral.
                    return None;
                }
                pushes.push((b, d));
            }
        }
        Some(pushes)
    }
}

#[cfg(test)]
mod tests {
    use gridwright_formats::sokoban::Board;

    use super::*;
    use crate::sokoban::position::Position;
    use crate::sokoban::solver::tables::level::Setup;

    #[test]
    fn a_box_closing_a_room_must_be_pushed_into_it() {
        let p = Position::from_board(&Board::from_xsb("########\n#@  $ .#\n#   ####\n########"))
            .unwrap();
        let Setup::Ready(l) = Level::setup(&p) else {
            panic!()
        };
        let mut box_at = vec![false; l.cells()];
        for &b in &l.start_boxes {
            box_at[b as usize] = true;
        }
        let behind_box = |c: u16| l.square[c as usize] % p.width < 4;
        let pushes = Corrals::default()
            .restrict(&l, &box_at, &l.dead, behind_box)
            .unwrap();
        assert_eq!(
            pushes,
            vec![(l.start_boxes[0], 3)],
            "only the push to the right, into the room"
        );
    }
}
