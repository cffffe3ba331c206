//! Corral deadlocks: an area the pusher cannot reach, fenced by boxes that can never be
//! opened. Local rules (freeze, dead squares) miss them when the fence boxes can still move a
//! little; a small search settles it. Only the corral's boxes are kept (others removed: boxes
//! only ever block, so the problem gets easier) and their pushes are searched. If no push
//! sequence lets the pusher into the corral or puts all of them on goals, no solution of the
//! real position can either: a deadlock. Running out of the search budget proves nothing.
//! The same small search, with no corral to open, proves the sets learned where a search
//! stalled ([`super::stall`]): some boxes of the position that can never all reach goals.

use std::collections::HashMap;

use rustc_hash::FxHashSet;

use super::deadlock_sets::DeadlockSets;
use super::freeze::FreezeCheck;
use crate::sokoban::solver::tables::level::{DIRS, Level, NONE, opposite};
use crate::sokoban::walk::reach::{Order, Reach};

/// Positions the small search may examine before giving up (and answering "not proved").
/// XSokoban solved 40 at 256 positions and 10 boxes, 39 at 64 and 6.
const BUDGET: usize = 256;
/// Positions each search that proves a stalled position's set may examine: a tenth to a
/// third of the time a stall is given (about 40 ms at 1,000 expansions on XSokoban).
const STALL_BUDGET: usize = 5_000;
/// The least budget of each search that tries a stalled position's set with a box fewer.
const SHRINK_BUDGET: usize = 64;
/// Corrals with more boxes than this are not searched: the search would rarely finish.
const MAX_BOXES: usize = 10;
/// Answers remembered, by corral boxes and pusher area; cleared when full.
const MEMORY: usize = 1 << 20;

/// A corral search: its boxes, the pusher's area and the corral floor's smallest cell.
type Key = (Vec<u16>, u16, u16);

#[derive(Debug, Default)]
pub struct CorralDeadlocks {
    /// Marks of the corral floor of the check under way, by stamp.
    floor: Vec<u32>,
    floor_stamp: u32,
    /// The corral's walk, then the pusher's in the small searches.
    reach: Reach,
    box_at: Vec<bool>,
    known: HashMap<Key, bool>,
    /// Positions the small searches have walked so far.
    walked: u64,
    /// Every corral proved, kept as a deadlock set: it prunes the main search's positions
    /// and these searches' own. Not in the `plain` mode, where learning them cost more
    /// time than they saved (Microban's hardest half: 64.6 s against 59.7 s).
    sets: DeadlockSets,
    /// Only the whole corral, and only when the pushed box touches its floor: the optimal
    /// search, whose bound prunes most of what the finer checks find, and for which they
    /// cost more time than they save (Microban's hardest half: 10% fewer positions, 10 to
    /// 15% more time).
    plain: bool,
}

impl CorralDeadlocks {
    /// The checks of the fast mode, or `plain` ones (see the field).
    pub fn new(plain: bool) -> CorralDeadlocks {
        CorralDeadlocks {
            plain,
            ..CorralDeadlocks::default()
        }
    }

    /// Positions the small searches have walked so far: work that the fast mode's clock
    /// counts (`race::Work`), a large share of an expansion's on some levels.
    pub fn walked(&self) -> u64 {
        self.walked
    }

    /// True when the push that put a box at `to` closed a corral that can never be opened.
    /// `box_at` is the position after the push; `reached(c)`: the pusher can walk to `c`.
    pub fn deadlocked(
        &mut self,
        level: &Level,
        box_at: &[bool],
        dead: &[bool],
        to: u16,
        pusher: u16,
        reached: impl Fn(u16) -> bool,
    ) -> bool {
        self.size(level);
        let closed = |c: &u16| *c != NONE && !box_at[*c as usize] && !reached(*c);
        // The areas next to the box, and next to the boxes it touches: a box that comes to
        // rest against a fence box can hold that fence shut.
        let plain = self.plain;
        let fence = level.next[to as usize]
            .iter()
            .copied()
            .filter(|&m| !plain && m != NONE && box_at[m as usize]);
        let starts: Vec<u16> = std::iter::once(to)
            .chain(fence)
            .flat_map(|b| level.next[b as usize])
            .filter(closed)
            .collect();
        if starts.is_empty() {
            return false;
        }
        // Each closed area on its own: one that can never open is enough, and an area
        // joined to another would open when the other does.
        let mut answer = false;
        let mut done: Vec<u16> = Vec::new();
        for &s in &starts {
            if done.contains(&s) {
                continue;
            }
            let Some((floor, layers)) = self.corral(level, box_at, &[s], &reached) else {
                continue;
            };
            done.extend(&floor);
            if self.never_opens(level, dead, (&floor, &layers), pusher) {
                answer = true;
                break;
            }
        }
        if self.known.len() > MEMORY {
            self.known.clear();
        }
        answer
    }

    /// Whether the corral of this floor can never open: its boxes next to the floor first,
    /// then those with one box next to them, then all that touch. Each set is a relaxation
    /// of the position (the others taken away), and a small set is searched to the end
    /// where a large one runs out of budget.
    fn never_opens(
        &mut self,
        level: &Level,
        dead: &[bool],
        (floor, layers): (&[u16], &[Vec<u16>]),
        pusher: u16,
    ) -> bool {
        self.floor_stamp += 1;
        let mark = self.floor_stamp;
        for &c in floor {
            self.floor[c as usize] = mark;
        }
        let name = floor.iter().copied().min().unwrap_or(NONE);
        let Some(first) = layers.first() else {
            return false;
        };
        // The whole corral's answer, once found, is remembered as a subset's is: a push that
        // meets the same corral again costs one walk and one look-up.
        let mut all = layers.concat();
        all.sort_unstable();
        let whole = self.key(level, (&all, name), pusher, mark);
        if let Some(&known) = self.known.get(&whole) {
            return known;
        }
        let mut tries: Vec<Vec<u16>> = vec![];
        if !self.plain && layers.len() > 1 {
            tries.push(first.clone());
            tries.extend(layers[1].iter().map(|&b| [&first[..], &[b]].concat()));
        }
        let mut answer = false;
        for mut boxes in tries {
            if boxes.len() == all.len() || boxes.iter().all(|&b| level.goal[b as usize]) {
                continue;
            }
            boxes.sort_unstable();
            if self.settled(level, dead, (&boxes, name), pusher, mark) {
                answer = true;
                break;
            }
        }
        // The whole corral last, under the key already made.
        if !answer && !all.iter().all(|&b| level.goal[b as usize]) {
            answer = self
                .exhaust(level, dead, all.clone(), pusher, mark, BUDGET)
                .is_some();
            if answer && !self.plain {
                self.learn(level, &all, pusher, mark);
            }
        }
        self.known.insert(whole, answer);
        answer
    }

    /// Whether the corral (floor marked `mark`, named by its smallest cell) with these
    /// boxes alone can never open.
    /// Settled answers are remembered by the start; a search that ran out of budget would
    /// run out again, so "not proved" is remembered too and not searched again.
    fn settled(
        &mut self,
        level: &Level,
        dead: &[bool],
        (boxes, name): (&[u16], u16),
        pusher: u16,
        mark: u32,
    ) -> bool {
        let start = self.key(level, (boxes, name), pusher, mark);
        if let Some(&known) = self.known.get(&start) {
            return known;
        }
        let deadlocked = self
            .exhaust(level, dead, boxes.to_vec(), pusher, mark, BUDGET)
            .is_some();
        if deadlocked {
            self.learn(level, boxes, pusher, mark);
        }
        self.known.insert(start, deadlocked);
        deadlocked
    }

    /// Keeps `boxes`, proved never to all reach goals with the pusher at `pusher`, as a
    /// deadlock set over the pusher's area among them; false when the set is not kept.
    fn learn(&mut self, level: &Level, boxes: &[u16], pusher: u16, mark: u32) -> bool {
        for &b in boxes {
            self.box_at[b as usize] = true;
        }
        self.walk(level, pusher, mark);
        self.clear(boxes);
        let area = (0..level.cells() as u16).filter(|&c| self.reach.reached(c));
        self.sets.add(level.cells(), boxes, area)
    }

    /// Learns a deadlock set from the position where a search stalled ([`super::stall`]),
    /// if one can be proved: its boxes but those the pusher can push and push back at once
    /// (they seldom matter), searched alone; then each of them taken away in turn while the
    /// rest still prove dead, so the set holds in every variant of the position that keeps
    /// the boxes that matter. True when a set was learned: it then holds in this position.
    pub fn learn_stalled(
        &mut self,
        level: &Level,
        (dead, boxes): (&[bool], &[u16]),
        pusher: u16,
    ) -> bool {
        self.size(level);
        let free = self.free_boxes(level, dead, boxes, pusher);
        let mut kept: Vec<u16> = boxes
            .iter()
            .zip(&free)
            .filter(|&(_, &f)| !f)
            .map(|(&b, _)| b)
            .collect();
        // A mark no floor cell has: only boxes all on goals end these searches.
        self.floor_stamp += 1;
        let mark = self.floor_stamp;
        let mut proof =
            |set: &[u16], budget| self.exhaust(level, dead, set.to_vec(), pusher, mark, budget);
        let Some(searched) = proof(&kept, STALL_BUDGET) else {
            return false;
        };
        // With a box fewer, a set still dead is proved in fewer positions: a search that
        // needs far more than the whole set's proof is taken for "not proved" (on XSokoban
        // 24 the searches that ran out of the full budget took most of the solver's time).
        let budget = (2 * searched).clamp(SHRINK_BUDGET, STALL_BUDGET);
        for i in (0..kept.len()).rev() {
            let mut fewer = kept.clone();
            fewer.remove(i);
            if proof(&fewer, budget).is_some() {
                kept = fewer;
            }
        }
        self.learn(level, &kept, pusher, mark)
    }

    /// Per box of `boxes`: whether the pusher (at `pusher`) can push it one square and then
    /// push it back.
    fn free_boxes(
        &mut self,
        level: &Level,
        dead: &[bool],
        boxes: &[u16],
        pusher: u16,
    ) -> Vec<bool> {
        for &x in boxes {
            self.box_at[x as usize] = true;
        }
        self.walk(level, pusher, 0);
        let reach: Vec<bool> = (0..level.cells() as u16)
            .map(|c| self.reach.reached(c))
            .collect();
        let free = boxes
            .iter()
            .map(|&b| (0..DIRS).any(|d| self.back_and_forth(level, dead, &reach, (b, d))))
            .collect();
        self.clear(boxes);
        free
    }

    /// Whether the box at `b` (the boxes marked in `box_at`) can be pushed in direction `d`
    /// from a square in `reach` and then pushed back.
    fn back_and_forth(
        &mut self,
        level: &Level,
        dead: &[bool],
        reach: &[bool],
        (b, d): (u16, usize),
    ) -> bool {
        let next = &level.next;
        let behind = next[b as usize][opposite(d)];
        let to = next[b as usize][d];
        if behind == NONE || to == NONE || !reach[behind as usize] {
            return false;
        }
        let beyond = next[to as usize][d];
        if self.box_at[to as usize]
            || dead[to as usize]
            || beyond == NONE
            || self.box_at[beyond as usize]
        {
            return false;
        }
        self.box_at[b as usize] = false;
        self.box_at[to as usize] = true;
        self.walk(level, b, 0);
        self.box_at[to as usize] = false;
        self.box_at[b as usize] = true;
        self.reach.reached(beyond)
    }

    /// Whether some set learned after the first `since` is complete in `box_at` (holding
    /// `boxes`), the pusher at `pusher`: a position stored before the set was learned.
    pub fn any_set(&self, box_at: &[bool], boxes: &[u16], pusher: u16, since: u32) -> bool {
        since < self.sets.len()
            && boxes
                .iter()
                .any(|&b| self.sets.holds_since(box_at, b, pusher, since))
    }

    /// How many deadlock sets have been learned.
    pub fn sets_known(&self) -> u32 {
        self.sets.len()
    }

    /// Whether a learned deadlock set is complete in `box_at` (a box just pushed to `to`,
    /// the pusher then at `pusher`).
    pub fn in_set(&self, box_at: &[bool], to: u16, pusher: u16) -> bool {
        self.sets.holds_since(box_at, to, pusher, 0)
    }

    /// The key of a corral search: its boxes, the pusher's area among them and the name of
    /// the corral's floor.
    fn key(&mut self, level: &Level, (boxes, name): (&[u16], u16), pusher: u16, mark: u32) -> Key {
        for &b in boxes {
            self.box_at[b as usize] = true;
        }
        let area = self.walk(level, pusher, mark).1;
        self.clear(boxes);
        (boxes.to_vec(), area, name)
    }

    /// The corral's floor (closed squares joined to `starts`) and its boxes in layers: those
    /// touching the floor, then those touching the last layer; `None` when too many boxes.
    fn corral(
        &mut self,
        level: &Level,
        box_at: &[bool],
        starts: &[u16],
        reached: &impl Fn(u16) -> bool,
    ) -> Option<(Vec<u16>, Vec<Vec<u16>>)> {
        // Depth first, as the corral's boxes have always been found: the boxes tried with
        // the first layer come in this order, and the first set proved is the one learned.
        let enters = |c: u16, m: u16| !box_at[c as usize] && (box_at[m as usize] || !reached(m));
        self.reach
            .walk(&level.next, (starts, Order::DepthFirst), enters, |_| false);
        let (mut layer, floor): (Vec<u16>, Vec<u16>) = self
            .reach
            .cells()
            .iter()
            .copied()
            .partition(|&c| box_at[c as usize]);
        let (mut layers, mut count) = (Vec::new(), 0);
        while !layer.is_empty() {
            count += layer.len();
            if count > MAX_BOXES {
                return None;
            }
            let mut next = Vec::new();
            for &b in &layer {
                for &m in &level.next[b as usize] {
                    if m != NONE && box_at[m as usize] && !self.reach.reached(m) {
                        self.reach.mark(m);
                        next.push(m);
                    }
                }
            }
            layers.push(std::mem::replace(&mut layer, next));
        }
        Some((floor, layers))
    }

    /// The positions searched when every sequence of pushes was tried and none opened the
    /// corral or solved its boxes (a proof that they are dead); `None` when one did, or when
    /// the budget ran out.
    fn exhaust(
        &mut self,
        level: &Level,
        dead: &[bool],
        boxes: Vec<u16>,
        pusher: u16,
        mark: u32,
        budget: usize,
    ) -> Option<usize> {
        let mut visited: FxHashSet<(Vec<u16>, u16)> = FxHashSet::default();
        let mut todo = vec![(boxes, pusher)];
        while let Some((boxes, pusher)) = todo.pop() {
            if visited.len() >= budget {
                return None;
            }
            for &b in &boxes {
                self.box_at[b as usize] = true;
            }
            self.walked += 1;
            let (opened, area) = self.walk(level, pusher, mark);
            let solved = boxes.iter().all(|&b| level.goal[b as usize]);
            if solved {
                self.clear(&boxes);
                return None;
            }
            // Once the pusher is in, the corral has opened, unless nothing can move then:
            // a box pushed in that jams the rest is a dead end like any other.
            let before = todo.len();
            if visited.insert((boxes.clone(), area)) {
                self.pushes(level, dead, &boxes, &mut todo);
            }
            self.clear(&boxes);
            if opened && todo.len() > before {
                return None;
            }
        }
        Some(visited.len())
    }

    fn size(&mut self, level: &Level) {
        let n = level.cells();
        if self.floor.len() != n {
            self.floor = vec![0; n];
            self.reach = Reach::new(n);
            self.box_at = vec![false; n];
            self.floor_stamp = 0;
        }
    }

    fn clear(&mut self, boxes: &[u16]) {
        for &b in boxes {
            self.box_at[b as usize] = false;
        }
    }

    /// The pusher's walk (kept in `self.reach`): whether it enters the corral floor marked
    /// `mark`, and the smallest cell reached (the area's name).
    fn walk(&mut self, level: &Level, from: u16, mark: u32) -> (bool, u16) {
        self.reach.pusher(&level.next, &self.box_at, from);
        let floor = &self.floor;
        let opened = self
            .reach
            .cells()
            .iter()
            .any(|&c| floor[c as usize] == mark);
        (opened, self.reach.least())
    }

    /// Queues every push of the boxes (marked in `box_at`, reach of the last walk) that
    /// lands on a live square without freezing off a goal.
    fn pushes(
        &mut self,
        level: &Level,
        dead: &[bool],
        boxes: &[u16],
        todo: &mut Vec<(Vec<u16>, u16)>,
    ) {
        for (i, &b) in boxes.iter().enumerate() {
            for d in 0..DIRS {
                let behind = level.next[b as usize][opposite(d)];
                let to = level.next[b as usize][d];
                if behind == NONE || to == NONE || !self.reach.reached(behind) {
                    continue;
                }
                if self.box_at[to as usize] || dead[to as usize] {
                    continue;
                }
                self.box_at[b as usize] = false;
                self.box_at[to as usize] = true;
                let frozen = FreezeCheck::new(level, &self.box_at).deadlocked(to)
                    || self.sets.holds_since(&self.box_at, to, b, 0);
                self.box_at[to as usize] = false;
                self.box_at[b as usize] = true;
                if !frozen {
                    let mut next = boxes.to_vec();
                    next[i] = to;
                    next.sort_unstable();
                    todo.push((next, b));
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sokoban::solver::tables::level::test_level;

    /// Runs the check as if the box at (x, y) had just been pushed there.
    fn check(xsb: &str, x: usize, y: usize) -> bool {
        checked(xsb, x, y).0
    }

    /// The check's answer, and the checker with what it learned.
    fn checked(xsb: &str, x: usize, y: usize) -> (bool, CorralDeadlocks) {
        let (l, box_at, cell) = test_level(xsb);
        let mut reach = Reach::new(l.cells());
        reach.pusher(&l.next, &box_at, l.start_player);
        let to = cell(x, y);
        let mut checker = CorralDeadlocks::default();
        let answer = checker.deadlocked(&l, &box_at, &l.dead, to, l.start_player, |c| {
            reach.reached(c)
        });
        (answer, checker)
    }

    /// A corral proved dead is learned as a deadlock set: a later position holding its boxes,
    /// with another box elsewhere and the pusher anywhere outside, is dead at once; one
    /// without them all is not.
    #[test]
    fn a_corral_proved_dead_prunes_every_position_holding_its_boxes() {
        let dead_end = "#######\n#     #\n#.. @ #\n###$$##\n  #  #\n  ####";
        let (proved, checker) = checked(dead_end, 4, 3);
        assert!(proved);
        let (l, mut box_at, cell) = test_level(dead_end);
        box_at[cell(1, 1) as usize] = true;
        assert!(checker.in_set(&box_at, cell(3, 3), cell(5, 1)));
        box_at[cell(4, 3) as usize] = false;
        box_at[cell(4, 2) as usize] = true;
        assert!(!checker.in_set(&box_at, cell(3, 3), l.start_player));
    }

    /// A stalled position: two boxes jammed over a pocket (each can only be pushed down into
    /// it) and one free box in the open. The set learned is the jammed pair alone, so it
    /// holds with the free box anywhere; a position with nothing jammed teaches nothing.
    #[test]
    fn a_stalled_position_teaches_the_boxes_that_jam_it() {
        let stalled = "########\n#@     #\n#.. $ .#\n###$$###\n  #  #\n  ####";
        let (l, mut box_at, cell) = test_level(stalled);
        let mut checker = CorralDeadlocks::default();
        assert!(checker.learn_stalled(&l, (&l.dead, &l.start_boxes), l.start_player));
        box_at[cell(4, 2) as usize] = false;
        box_at[cell(6, 2) as usize] = true;
        let moved = [cell(3, 3), cell(4, 3), cell(6, 2)];
        assert!(checker.any_set(&box_at, &moved, cell(5, 1), 0));
        box_at[cell(4, 3) as usize] = false;
        assert!(!checker.any_set(&box_at, &moved, cell(5, 1), 0));

        let (l, _, _) = test_level("########\n#@     #\n#.. $ .#\n## $$ ##\n#      #\n########");
        let mut checker = CorralDeadlocks::default();
        assert!(!checker.learn_stalled(&l, (&l.dead, &l.start_boxes), l.start_player));
    }

    #[test]
    fn a_fence_that_cannot_open_is_a_deadlock() {
        // Side by side over a dead end, the pusher above: each box can only be pushed down
        // into a corner. Neither box is frozen, yet neither can ever leave.
        let dead_end = "#######\n#     #\n#.. @ #\n###$$##\n  #  #\n  ####";
        assert!(check(dead_end, 4, 3));
        // One row deeper, a box pushed in still dies in a corner; two rows deeper, it can
        // be pushed on (and back), and the pusher gets in.
        let shallow = "#######\n#     #\n#.. @ #\n###$$##\n  #  ##\n  #   #\n  #####";
        assert!(check(shallow, 4, 3));
        let room = "#######\n#     #\n#.. @ #\n###$$##\n  #  ##\n  #   #\n  #   #\n  #####";
        assert!(!check(room, 4, 3));
    }

    /// Three boxes around a pocket that ends in a corner: each can only be pushed into it.
    /// The pusher gets in by pushing one box through, but then nothing can move: a corral
    /// opened that way is still a dead end (it used to count as opened, and so as not proved).
    #[test]
    fn a_corral_opened_by_a_box_that_jams_it_is_a_deadlock() {
        let pocket = "##########\n#    .   #\n#  ##$####\n# @$   ###\n#  ##$####\n#  . .   #\n#        #\n##########";
        assert!(check(pocket, 3, 3));
    }
}
