//! The packing order of a goal room, found backward: from every goal filled, the boxes that
//! can be pulled out of the room are taken away, all of them at once, until none are left.
//! Taking a box away only makes room, so taking any box that can go never blocks the others.
//! Filled in the reverse order, each box has a known way in. Taking them in layers (rather
//! than one box and looking again) fills the far squares of the room first, the order of
//! the plan of rounds in [`super::packing_plan`]: on XSokoban the forward searches solved
//! 51 levels against 48, among them 27, 32 and 43 that nothing before solved.

use std::collections::VecDeque;

use super::rooms::{Entrance, Fill, Way};
use crate::sokoban::solver::tables::level::{DIRS, Level, NONE, opposite};

/// The room's goals in filling order with their ways in, or `None` if the full room cannot
/// be emptied.
pub fn packing_order(level: &Level, inside: &[bool], entrances: &[Entrance]) -> Option<Vec<Fill>> {
    let mut boxes: Vec<u16> = level
        .goals
        .iter()
        .copied()
        .filter(|&g| inside[g as usize])
        .collect();
    let area = near(level, inside, 2);
    let mut taken_out = Vec::new();
    let ways_out = |boxes: &[u16], b: u16| -> Vec<Option<Way>> {
        let puller = |e| Puller::new(level, (inside, &area), e, boxes);
        entrances.iter().map(|&e| puller(e).out(b)).collect()
    };
    while !boxes.is_empty() {
        let round: Vec<(usize, Vec<Option<Way>>)> = boxes
            .iter()
            .enumerate()
            .filter_map(|(k, &b)| {
                let ways = ways_out(&boxes, b);
                ways.iter().any(Option::is_some).then_some((k, ways))
            })
            .collect();
        if round.is_empty() {
            return None;
        }
        // Ways found with the whole layer in place stay open when its boxes come in one by
        // one; descending indices keep `swap_remove` from moving a box still to be taken.
        for (k, ways) in round.into_iter().rev() {
            let goal = boxes.swap_remove(k);
            taken_out.push(Fill { goal, ways });
        }
    }
    taken_out.reverse();
    Some(taken_out)
}

/// The room and the squares at most `steps` away from it: where the puller may walk. A
/// pusher in a room with several entrances often has to walk out and in again to get behind
/// its box.
fn near(level: &Level, inside: &[bool], steps: usize) -> Vec<bool> {
    let mut area = inside.to_vec();
    let mut ring: Vec<u16> = (0..level.cells() as u16)
        .filter(|&c| inside[c as usize])
        .collect();
    for _ in 0..steps {
        let mut next_ring = Vec::new();
        for c in ring {
            for &n in &level.next[c as usize] {
                if n != NONE && !area[n as usize] {
                    area[n as usize] = true;
                    next_ring.push(n);
                }
            }
        }
        ring = next_ring;
    }
    area
}

/// Pulls of one box inside a room, the other boxes fixed, out through one entrance.
struct Puller<'a> {
    level: &'a Level,
    inside: &'a [bool],
    /// Number within the area of each cell the box and the puller may use (the room and the
    /// squares near it), `NONE` elsewhere.
    number: Vec<u16>,
    cells: Vec<u16>,
    blocked: Vec<bool>,
    entrance: Entrance,
}

impl<'a> Puller<'a> {
    fn new(
        level: &'a Level,
        (inside, area): (&'a [bool], &[bool]),
        entrance: Entrance,
        boxes: &[u16],
    ) -> Self {
        let mut number = vec![NONE; level.cells()];
        let mut cells = Vec::new();
        for c in 0..level.cells() as u16 {
            if area[c as usize] {
                number[c as usize] = cells.len() as u16;
                cells.push(c);
            }
        }
        let mut blocked = vec![false; level.cells()];
        for &b in boxes {
            blocked[b as usize] = true;
        }
        Puller {
            level,
            inside,
            number,
            cells,
            blocked,
            entrance,
        }
    }

    /// Whether the puller or the box (at `b`) may go to `c`; `b` itself is not blocked.
    fn free(&self, c: u16, b: u16) -> bool {
        c != NONE && self.number[c as usize] != NONE && !self.blocked[c as usize] && c != b
    }

    fn state(&self, b: u16, p: u16) -> usize {
        self.number[b as usize] as usize * self.cells.len() + self.number[p as usize] as usize
    }

    /// Whether pulling the box at `b` with the puller at `p` (direction `d` from the box)
    /// takes it out through the entrance.
    fn leaves(&self, b: u16, p: u16, d: usize) -> bool {
        let e = self.entrance;
        b == e.door && p == e.outside && d == opposite(e.dir)
    }

    /// The way of the box at `goal` out through the entrance, the puller coming in from its
    /// outside square, as forward pushes; `None` if it cannot get out.
    fn out(mut self, goal: u16) -> Option<Way> {
        // The box's own square is free once it moves.
        self.blocked[goal as usize] = false;
        let n = self.cells.len();
        // For each (box, puller) state: the state before, and whether a pull led here.
        let mut parent: Vec<Option<(usize, bool)>> = vec![None; n * n];
        let start = self.state(goal, self.entrance.outside);
        parent[start] = Some((start, false));
        let mut queue = VecDeque::from([(goal, self.entrance.outside)]);
        while let Some((b, p)) = queue.pop_front() {
            let here = self.state(b, p);
            for d in 0..DIRS {
                let step = self.level.next[p as usize][d];
                let pulls = self.level.next[b as usize][d] == p;
                if pulls && step != NONE && self.leaves(b, p, d) {
                    return Some(self.way(here, &parent));
                }
                if !self.free(step, b) {
                    continue;
                }
                let next = if pulls { (p, step) } else { (b, step) };
                let i = self.state(next.0, next.1);
                if parent[i].is_none() {
                    parent[i] = Some((here, pulls));
                    queue.push_back(next);
                }
            }
        }
        None
    }

    /// The push in through the entrance, then the pulls from the goal to the door (walked
    /// back from the door, so in the order of the forward pushes) turned into pushes.
    fn way(&self, end: usize, parent: &[Option<(usize, bool)>]) -> Way {
        let n = self.cells.len();
        let box_of = |state: usize| self.cells[state / n];
        let mut pushes = vec![(self.entrance.outside, self.entrance.dir)];
        let mut clear = Vec::new();
        let mut at = end;
        while let Some((prev, pulled)) = parent[at] {
            if prev == at {
                break;
            }
            for c in [box_of(at), self.cells[at % n]] {
                if !self.inside[c as usize] && c != self.entrance.outside && !clear.contains(&c) {
                    clear.push(c);
                }
            }
            if pulled {
                let (from, to) = (box_of(prev), box_of(at));
                let d = (0..DIRS)
                    .find(|&d| self.level.next[from as usize][d] == to)
                    .expect("a pull moves the box one square");
                // Forward, the box goes from `to` back to `from`, pushed the opposite way.
                pushes.push((to, opposite(d)));
            }
            at = prev;
        }
        // After the last push the pusher stands where the box stood before it.
        let pusher = pushes.last().expect("the push in at least").0;
        Way {
            pushes,
            pusher,
            clear,
        }
    }
}
