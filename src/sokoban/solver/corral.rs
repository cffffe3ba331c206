//! PI-corral pruning. A corral is an area the pusher cannot reach, fenced by boxes. When every
//! push that could ever change it goes into it and can be made now (a PI-corral), and it still
//! needs work (a box off its goal inside), some of those pushes must come first in any
//! solution: the others can wait. Searching only them cuts the branching sharply; a PI-corral
//! that needs work but admits no push at all is a deadlock.

use super::level::{DIRS, Level, NONE, opposite};

/// Scratch space reused across nodes.
#[derive(Debug, Default)]
pub struct Corrals {
    label: Vec<u32>,
    last: u32,
    queue: Vec<u16>,
    cells: Vec<u16>,
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
        if self.label.len() != n {
            self.label = vec![0; n];
            self.last = 0;
        }
        let base = self.last;
        let more_goals = level.goals.len() > level.start_boxes.len();
        let mut best: Option<Vec<Push>> = None;
        for c in 0..n as u16 {
            if reached(c) || self.label[c as usize] > base {
                continue;
            }
            self.last += 1;
            let id = self.last;
            self.flood(level, c, id, &reached);
            let needs_work = self.cells.iter().any(|&x| {
                let (b, g) = (box_at[x as usize], level.goal[x as usize]);
                (b && !g) || (g && !b && !more_goals)
            });
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

    fn flood(&mut self, level: &Level, start: u16, id: u32, reached: &impl Fn(u16) -> bool) {
        self.cells.clear();
        self.queue.clear();
        self.queue.push(start);
        self.label[start as usize] = id;
        while let Some(c) = self.queue.pop() {
            self.cells.push(c);
            for &m in &level.next[c as usize] {
                if m != NONE && self.label[m as usize] != id && !reached(m) {
                    self.label[m as usize] = id;
                    self.queue.push(m);
                }
            }
        }
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
        let inside = |c: u16| c != NONE && self.label[c as usize] == id;
        let mut pushes = Vec::new();
        for &b in self.cells.iter().filter(|&&b| box_at[b as usize]) {
            for d in 0..DIRS {
                let (behind, to) = (
                    level.next[b as usize][opposite(d)],
                    level.next[b as usize][d],
                );
                if behind == NONE || to == NONE {
                    continue;
                }
                if box_at[to as usize] {
                    // Blocked by a box of the corral: stays blocked until the corral changes.
                    if inside(to) {
                        continue;
                    }
                    return None;
                }
                if dead[to as usize] || inside(behind) {
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

    use super::super::level::Setup;
    use super::*;
    use crate::sokoban::position::Position;

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
