//! The packing order of a goal room, found backward: from every goal filled, the boxes that
//! can be pulled out of the room are taken away, all of them at once, until none are left.
//! Taking a box away only makes room, so taking any box that can go never blocks the others.
//! Filled in the reverse order, each box has a known way in. Taking them in layers (rather
//! than one box and looking again) fills the far squares of the room first, the order of
//! the plan of rounds in [`super::packing_plan`]: on XSokoban the forward searches solved
//! 51 levels against 48, among them 27, 32 and 43 that nothing before solved.

use super::rooms::{Entrance, Fill, Way};
use crate::sokoban::solver::tables::level::{DIRS, Level, NONE, opposite};
use crate::sokoban::walk::graph::{Cell, Graph};
use crate::sokoban::walk::reach::{Order, Reach};

/// The room's goals in filling order with their ways in, or `None` if the full room cannot
/// be emptied.
pub fn packing_order(level: &Level, inside: &[bool], entrances: &[Entrance]) -> Option<Vec<Fill>> {
    let mut boxes: Vec<u16> = level
        .goals
        .iter()
        .copied()
        .filter(|&g| inside[g as usize])
        .collect();
    let near = near(level, inside, 2);
    let mut taken_out = Vec::new();
    let ways_out = |boxes: &[u16], b: u16| -> Vec<Option<Way>> {
        let puller = |e| Puller::new(level, (inside, &near), e, boxes);
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
fn near(level: &Level, inside: &[bool], steps: u32) -> Vec<bool> {
    let cells = 0..level.cells() as u16;
    let room: Vec<u16> = cells.clone().filter(|&c| inside[c as usize]).collect();
    let mut reach = Reach::counting_steps(level.cells());
    let from = (&room[..], Order::BreadthFirst);
    reach.walk(&level.next, from, |_, _| true, |_| false);
    cells
        .map(|c| reach.reached(c) && reach.steps(c) <= steps)
        .collect()
}

/// Pulls of one box inside a room, the other boxes fixed, out through one entrance: a walk
/// of the shared flood over the states of the box and the puller (a [`Graph`] of them, one
/// step of the puller to each neighbour state), so that the way found is the one of fewest
/// steps, whose squares outside the room are known.
struct Puller<'a> {
    level: &'a Level,
    inside: &'a [bool],
    /// Number within the area of each cell the box and the puller may use (the room and the
    /// squares near it), `NONE` elsewhere.
    number: Vec<u16>,
    /// The cell of each number.
    area: Vec<u16>,
    blocked: Vec<bool>,
    entrance: Entrance,
}

impl<'a> Puller<'a> {
    fn new(
        level: &'a Level,
        (inside, near): (&'a [bool], &[bool]),
        entrance: Entrance,
        boxes: &[u16],
    ) -> Self {
        let mut number = vec![NONE; level.cells()];
        let mut area = Vec::new();
        for c in 0..level.cells() as u16 {
            if near[c as usize] {
                number[c as usize] = area.len() as u16;
                area.push(c);
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
            area,
            blocked,
            entrance,
        }
    }

    /// Whether the puller or the box (at `b`) may go to `c`; `b` itself is not blocked.
    fn free(&self, c: u16, b: u16) -> bool {
        c != NONE && self.number[c as usize] != NONE && !self.blocked[c as usize] && c != b
    }

    /// The state of the box at `b` and the puller at `p`.
    fn state(&self, b: u16, p: u16) -> u32 {
        let n = self.area.len();
        (self.number[b as usize] as usize * n + self.number[p as usize] as usize) as u32
    }

    /// The state past every other: the box gone out through the entrance.
    fn gone(&self) -> u32 {
        (self.area.len() * self.area.len()) as u32
    }

    /// The box's cell and the puller's in `state`.
    fn cells_of(&self, state: u32) -> (u16, u16) {
        let n = self.area.len();
        let s = state as usize;
        (self.area[s / n], self.area[s % n])
    }

    /// Whether pulling the box at `b` with the puller at `p` (direction `d` from the box)
    /// takes it out through the entrance.
    fn leaves(&self, b: u16, p: u16, d: usize) -> bool {
        let e = self.entrance;
        b == e.door && p == e.outside && d == opposite(e.dir)
    }

    /// The state after the puller at `p` steps towards `d`, the box at `b` coming along
    /// when the puller steps away from it (a pull): [`Puller::gone`] when that pull takes it
    /// out, `NONE` when the step is blocked.
    fn after(&self, (b, p): (u16, u16), d: usize) -> u32 {
        let step = self.level.next[p as usize][d];
        let pulls = self.level.next[b as usize][d] == p;
        if pulls && step != NONE && self.leaves(b, p, d) {
            return self.gone();
        }
        if !self.free(step, b) {
            return u32::NONE;
        }
        if pulls {
            self.state(p, step)
        } else {
            self.state(b, step)
        }
    }

    /// The way of the box at `goal` out through the entrance, the puller coming in from its
    /// outside square, as forward pushes; `None` if it cannot get out.
    fn out(mut self, goal: u16) -> Option<Way> {
        // The box's own square is free once it moves.
        self.blocked[goal as usize] = false;
        let (start, gone) = (self.state(goal, self.entrance.outside), self.gone());
        // For each state: the state before (its own for the start).
        let mut parent = vec![u32::NONE; self.cells()];
        parent[start as usize] = start;
        let enters = |before, state: u32| {
            parent[state as usize] = before;
            true
        };
        let mut reach = Reach::new(self.cells());
        let from = (&[start][..], Order::BreadthFirst);
        reach.walk(&self, from, enters, |state| state == gone);
        let end = parent[gone as usize];
        (end != u32::NONE).then(|| self.way(end, &parent))
    }

    /// The push in through the entrance, then the pulls from the goal to the door (walked
    /// back from the door, so in the order of the forward pushes) turned into pushes.
    fn way(&self, end: u32, parent: &[u32]) -> Way {
        let mut pushes = vec![(self.entrance.outside, self.entrance.dir)];
        let mut clear = Vec::new();
        let mut at = end;
        while parent[at as usize] != at {
            let prev = parent[at as usize];
            let ((b, p), (from, _)) = (self.cells_of(at), self.cells_of(prev));
            for c in [b, p] {
                if !self.inside[c as usize] && c != self.entrance.outside && !clear.contains(&c) {
                    clear.push(c);
                }
            }
            if from != b {
                let d = (0..DIRS)
                    .find(|&d| self.level.next[from as usize][d] == b)
                    .expect("a pull moves the box one square");
                // Forward, the box goes from `b` back to `from`, pushed the opposite way.
                pushes.push((b, opposite(d)));
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

/// The states of the box and the puller, and the one of the box gone out.
impl Graph<u32> for Puller<'_> {
    fn cells(&self) -> usize {
        self.gone() as usize + 1
    }

    fn neighbour(&self, state: u32, d: usize) -> u32 {
        if state == self.gone() {
            return u32::NONE;
        }
        self.after(self.cells_of(state), d)
    }
}
