//! Expanding a position: every push (or pull) of every box the pusher can get behind, run on
//! through tunnels and into goal rooms by macros, each child kept unless a deadlock check,
//! the bound or the transposition table rules it out.

use std::cmp::Reverse;

use super::area::Walk;
use super::rank::Leader;
use super::{Search, Way};
use crate::sokoban::solver::deadlock::freeze::FreezeCheck;
use crate::sokoban::solver::tables::level::{DIRS, NONE, opposite};
use crate::sokoban::solver::tables::table::NodeInfo;

impl Search<'_> {
    pub(super) fn expand(&mut self, node: u32) {
        let boxes = self.table.boxes(node).to_vec();
        let info = self.table.info(node);
        // The parent's assignment, from which each child's bound is one row away.
        if self.matcher.bound_of(node, &boxes, &self.dist).is_none() {
            return;
        }
        self.set_boxes(&boxes, true);
        if matches!(self.leader, Some(Leader::Fess(_))) {
            let last_box = self.last_pushed(node);
            if let Some(Leader::Fess(fess)) = &mut self.leader {
                fess.expand(node, self.level, (&boxes, &self.box_at), last_box);
            }
        }
        if let Some(Leader::Phases(phases)) = &mut self.leader {
            phases.expand(node, &boxes);
        }
        let (here, area_min) = self.reach(0, self.table.player(node));
        self.parent_walk = (here, area_min);
        if self.leader.is_some() && self.stalled(node, &boxes) {
            self.set_boxes(&boxes, false);
            return;
        }
        self.sets_at_expansion = self.corral_deadlocks.sets_known();
        let only = match self.way {
            Way::Forward => {
                let walk = &self.walks[0];
                self.corrals
                    .restrict(self.level, &self.box_at, &self.dead, |c| {
                        walk.marked(here, c)
                    })
            }
            Way::Backward => None,
        };
        let parent_hash = self.zobrist.of_boxes(&boxes);
        let filled = self.rooms.filled(&boxes, &self.box_at);
        let mut child = boxes.clone();
        for (i, &b) in boxes.iter().enumerate() {
            // A box placed in a room by its order stays there.
            if self.rooms.room_of(b).is_some_and(|r| filled[r].is_some()) {
                continue;
            }
            for d in 0..DIRS {
                if only.as_ref().is_some_and(|o| !o.contains(&(b, d))) {
                    continue;
                }
                let Some((stand, to, player)) = self.move_of(b, d, here) else {
                    continue;
                };
                let (to, player, dir, pushes) =
                    match self.rooms.entering(&filled, &self.box_at, (b, to)) {
                        Some(m) => (m.goal, m.way.pusher, m.dir, m.way.pushes.len()),
                        None if self.macros => {
                            let (to, pushes) = self.through_tunnel(d, to);
                            (
                                to,
                                self.level.next[to as usize][opposite(d)],
                                d as u8,
                                pushes,
                            )
                        }
                        None => (to, player, d as u8, 1),
                    };
                replace_sorted(&boxes, &mut child, i, to);
                self.box_at[b as usize] = false;
                self.box_at[to as usize] = true;
                let made = NodeInfo {
                    parent: node,
                    from: b,
                    dir,
                    g: info.g + pushes as u16,
                    moves: info.moves + self.walks[0].steps(stand) + pushes as u32,
                };
                self.try_child(&child, made, (i, to, player), parent_hash);
                self.box_at[to as usize] = false;
                self.box_at[b as usize] = true;
            }
        }
        self.set_boxes(&boxes, false);
    }

    /// Whether the node holds a deadlock set learned after it was stored, or one learned now
    /// because the search has stalled (see [`Stall`]).
    pub(super) fn stalled(&mut self, node: u32, boxes: &[u16]) -> bool {
        let player = self.table.player(node);
        let since = self.born[node as usize];
        if self
            .corral_deadlocks
            .any_set(&self.box_at, boxes, player, since)
        {
            return true;
        }
        let on_goals = boxes
            .iter()
            .filter(|&&b| self.level.goal[b as usize])
            .count();
        if !self.stall.expanded(on_goals) {
            return false;
        }
        let learned = self
            .corral_deadlocks
            .learn_stalled(self.level, (&self.dead, boxes), player);
        self.stall.sought(learned);
        learned
    }

    /// Tunnel macro: a box pushed (direction `d`) into a corridor one square wide, the pusher
    /// behind it in one too, can only be pushed on; it goes on until it leaves the tunnel,
    /// reaches a goal or is stopped. Returns where it stops and the pushes made.
    pub(super) fn through_tunnel(&self, d: usize, to: u16) -> (u16, usize) {
        let next = &self.level.next;
        let side = if d < 2 { [2, 3] } else { [0, 1] };
        let walled = |c: u16| side.iter().all(|&s| next[c as usize][s] == NONE);
        let (mut to, mut pushes) = (to, 1);
        loop {
            let behind = next[to as usize][opposite(d)];
            let ahead = next[to as usize][d];
            if self.level.goal[to as usize]
                || !walled(to)
                || !walled(behind)
                || ahead == NONE
                || self.box_at[ahead as usize]
                || self.dead[ahead as usize]
            {
                return (to, pushes);
            }
            to = ahead;
            pushes += 1;
        }
    }

    /// Where the pusher stands to move the box at `b` in direction `d` (a push forward, a
    /// pull toward the pusher backward), where the box goes and where the pusher then stands;
    /// `None` if not possible.
    pub(super) fn move_of(&self, b: u16, d: usize, here: u32) -> Option<(u16, u16, u16)> {
        let next = &self.level.next;
        let free = |c: u16| c != NONE && !self.box_at[c as usize];
        let (stand, to, player) = match self.way {
            Way::Forward => (next[b as usize][opposite(d)], next[b as usize][d], b),
            Way::Backward => {
                let to = next[b as usize][d];
                let after = if to == NONE {
                    NONE
                } else {
                    next[to as usize][d]
                };
                (to, to, after)
            }
        };
        if stand == NONE
            || !self.walks[0].marked(here, stand)
            || !free(to)
            || !free(player) && player != b
        {
            return None;
        }
        (!self.dead[to as usize]).then_some((stand, to, player))
    }

    /// Stores the position `child` reached by the move `info` (box `moved` of the parent,
    /// from `info.from` to `to`, the pusher then at `player_at`) unless it is deadlocked or
    /// known by a way as good.
    pub(super) fn try_child(
        &mut self,
        child: &[u16],
        info: NodeInfo,
        (moved, to, player_at): (usize, u16, u16),
        parent_hash: u64,
    ) {
        self.work.children += 1;
        if self.way == Way::Forward && self.deadlocked(child, to, player_at) {
            return;
        }
        let (walk, area_min) = self.child_walk(info.from, to, player_at);
        let player = self.pusher_key(player_at, area_min);
        let z = &self.zobrist;
        let hash = parent_hash
            ^ z.boxes[info.from as usize]
            ^ z.boxes[to as usize]
            ^ z.player[player as usize];
        // A position seen before needs no new bound: only a shorter way to it matters.
        if let Some(node) = self.table.find(hash, child, player) {
            // Only the optimal mode cares for shorter ways to known positions; reopening them in
            // the fast mode would re-expand whole subtrees for nothing.
            if !self.optimal || self.table.info(node).cost() <= info.cost() {
                return;
            }
            let Some((h, _)) = self.child_bound(child, moved, to) else {
                return;
            };
            self.table.set_info(node, info);
            self.closed[node as usize] = false;
            let entry = (
                Reverse(self.priority(&info, h, 0)),
                self.tie(&info, node),
                node,
            );
            self.heap.push(self.feature(child), entry);
            return;
        }
        if self.way == Way::Forward && self.corral_deadlocked(to, player_at, walk) {
            return;
        }
        let Some((h, incremental)) = self.child_bound(child, moved, to) else {
            return;
        };
        let (node, _) = self.table.find_or_insert(hash, child, player, info);
        if incremental {
            self.matcher.keep(node, moved, to, child);
        }
        self.closed.push(false);
        self.born.push(self.sets_at_expansion);
        let level = self.level;
        let (queue, weight) = match &mut self.leader {
            Some(Leader::Fess(fess)) => {
                let (queue, weight) = fess.child(level, (child, &self.box_at), (info.from, to));
                (queue, weight as u32)
            }
            Some(Leader::Phases(phases)) => {
                let score = phases.child((child, &self.box_at), (info.from, to), h);
                (0, score)
            }
            None => (self.feature(child), 0),
        };
        let entry = (
            Reverse(self.priority(&info, h, weight)),
            self.tie(&info, node),
            node,
        );
        self.heap.push(queue, entry);
    }

    /// The bound of a child whose box `moved` (of the parent being expanded) went to `to`:
    /// one row of the Hungarian method from the parent's solution when there are as many
    /// boxes as goals (then also true: that solution can be kept for the child), the whole
    /// method otherwise.
    pub(super) fn child_bound(
        &mut self,
        child: &[u16],
        moved: usize,
        to: u16,
    ) -> Option<(u32, bool)> {
        match self.matcher.moved(moved, to, &self.dist) {
            Some(h) => h.map(|h| (h, true)),
            None => self.matcher.bound(child, &self.dist).map(|h| (h, false)),
        }
    }

    /// Forward deadlocks a push can make: a learned deadlock set completed (the pusher then
    /// at `pusher`), the box frozen off a goal, or frozen on one and closing off goals other
    /// boxes need.
    pub(super) fn deadlocked(&mut self, child: &[u16], to: u16, pusher: u16) -> bool {
        if self.corral_deadlocks.in_set(&self.box_at, to, pusher) {
            return true;
        }
        let freeze = FreezeCheck::new(self.level, &self.box_at);
        if !self.level.goal[to as usize] {
            return freeze.deadlocked(to);
        }
        freeze.frozen(to) && self.frozen_goals.blocked(self.level, &self.box_at, child)
    }

    /// The push to `to` closed a corral that can never open (`walk`: the child's area).
    pub(super) fn corral_deadlocked(&mut self, to: u16, pusher: u16, walk: Walk) -> bool {
        let walks = &self.walks;
        self.corral_deadlocks
            .deadlocked(self.level, &self.box_at, &self.dead, to, pusher, |c| {
                walk.reaches(walks, c)
            })
    }
}

/// `child` becomes `boxes` with box `i` moved to `to`, kept sorted.
pub(super) fn replace_sorted(boxes: &[u16], child: &mut Vec<u16>, i: usize, to: u16) {
    child.clear();
    child.extend(
        boxes
            .iter()
            .enumerate()
            .filter(|&(j, _)| j != i)
            .map(|(_, &b)| b),
    );
    let at = child.partition_point(|&b| b < to);
    child.insert(at, to);
}
