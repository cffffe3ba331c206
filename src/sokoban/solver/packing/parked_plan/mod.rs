//! A packing plan with parking, after YASS's packing order: from every goal filled, the
//! boxes are pulled back to the start squares, one start square each, the pusher going
//! round them. Where no box can go, one is parked: pulled off its goal to a square far from
//! it, out of the way, from which it comes back in its own round. Forward, the parked box
//! is pushed there early and waits; the goals then fill round by round.
//!
//! The plan of rounds ([`PackingPlan::rounds`]) asks only whether a goal can be reached from
//! some start square past the goals not yet taken away, which holds for a room whose door
//! is a goal only when the door is filled last; a player fills such a room by first putting
//! a box aside. On XSokoban, YASS with its parking turned off solves none of the eight
//! levels (16, 30, 31, 42, 44, 50, 66, 69) it solves with it in 10 s and we did not.
//!
//! The walk is a depth-first search: each step either takes away every box that can go to
//! a start square (one round) or parks one box (a round of its own), and it backs up when
//! the boxes left cannot be taken away. When it finds no plan within its work, the plan of
//! rounds is used.

mod walks;

use self::walks::Pulled;
use super::packing_plan::{PackingPlan, Target};
use crate::sokoban::solver::tables::level::{DIRS, FAR, Level, NONE};
use crate::sokoban::walk::reach::Reach;

/// Above this many cells no plan with parking is looked for (each step pulls every box
/// round the board).
const MAX_CELLS: usize = 2000;
/// The cells walked (by the pusher and the pulled boxes) before the walk gives up: about a
/// tenth of a second. (XSokoban's plans take up to 6 million, level 10; a 40 x 40 room with
/// 60 boxes ran past 40 million without a plan.)
const WORK: usize = 8_000_000;
/// With at most this share (percent) of the boxes left, a box may go to any start square.
const END_GAME_PERCENT: usize = 15;
/// A box goes to a start square at least this far from its goal (Manhattan) unless in the
/// end game: taking a box away next to its goal makes the rest look easier than they are.
const MIN_START_DISTANCE: usize = 3;
/// A goal whose box can be pulled to fewer than this share (percent) of the box squares is
/// filled from a small area: its box is parked near it rather than taken away.
const SMALL_AREA_PERCENT: usize = 25;

/// The plan with parking, or the plan of rounds when none is found.
pub fn parked(level: &Level) -> PackingPlan {
    if level.cells() > MAX_CELLS || level.goals.len() != level.start_boxes.len() {
        return PackingPlan::rounds(level);
    }
    let mut walk = Walk::new(level);
    let player = walk.free_square_near(level.start_player);
    if walk.search(player, 0) {
        PackingPlan::new(level, walk.targets())
    } else {
        PackingPlan::rounds(level)
    }
}

/// A target of the walk: a goal or a parking square, its round once its box is taken away.
#[derive(Clone, Copy)]
struct Slot {
    cell: u16,
    round: Option<usize>,
    parked_for: Option<usize>,
}

struct Walk<'a> {
    level: &'a Level,
    width: usize,
    box_at: Vec<bool>,
    slots: Vec<Slot>,
    /// Per start square (as in `level.start_boxes`): a box was taken away to it.
    used: Vec<bool>,
    /// Per goal (as in `level.goals`): the unused start squares a box could come from to it
    /// on an empty board.
    open_starts: Vec<usize>,
    /// Per start square: the pusher has stood where it could see it.
    seen: Vec<bool>,
    /// Boxes on the board, and those of them on goals.
    left: usize,
    on_goals: usize,
    /// The squares a box can stand on.
    box_squares: usize,
    /// Cells walked by the pusher so far: the plan's budget ([`WORK`]).
    work: usize,
    reach: Reach,
}

/// Boxes pulled away this round: the slot and the start square each went to.
type Removals = Vec<(usize, usize)>;

/// Squares to park a box on, each with where the pusher stands once it is there.
type Spots = Vec<(u16, u16)>;

impl<'a> Walk<'a> {
    fn new(level: &'a Level) -> Walk<'a> {
        let mut box_at = vec![false; level.cells()];
        level.goals.iter().for_each(|&g| box_at[g as usize] = true);
        let slots = level.goals.iter().map(|&g| Slot {
            cell: g,
            round: None,
            parked_for: None,
        });
        Walk {
            level,
            width: width(level),
            box_at,
            slots: slots.collect(),
            used: vec![false; level.start_boxes.len()],
            open_starts: (0..level.goals.len())
                .map(|g| {
                    level
                        .start_boxes
                        .iter()
                        .filter(|&&s| level.dist[g][s as usize] != FAR)
                        .count()
                })
                .collect(),
            seen: level
                .start_boxes
                .iter()
                .map(|&s| level.goal[s as usize])
                .collect(),
            left: level.goals.len(),
            on_goals: level.goals.len(),
            box_squares: level.dead.iter().filter(|&&d| !d).count(),
            work: 0,
            reach: Reach::new(level.cells()),
        }
    }

    /// The plan's targets once the walk has taken every box away.
    fn targets(&self) -> Vec<Target> {
        let slot = |s: &Slot| Target {
            cell: s.cell,
            round: s.round.unwrap_or(0),
            parked_for: s.parked_for,
        };
        self.slots.iter().map(slot).collect()
    }

    /// One step of the walk, the pusher at `player`: whether every box left can be taken
    /// away from here, rounds numbered from `round`.
    fn search(&mut self, player: u16, round: usize) -> bool {
        if self.left == 0 {
            return true;
        }
        if self.work > WORK {
            return false;
        }
        let reach = self.flood(player, NONE);
        let seen_before = self.seen.clone();
        for (k, &s) in self.level.start_boxes.iter().enumerate() {
            self.seen[k] |= self.reach.marked(reach, s);
        }
        let found = self.step(player, round);
        self.seen = seen_before;
        found
    }

    /// Parks a box first where none can be taken away, or where a goal's box must come
    /// from near by; otherwise (or when parking leads nowhere) takes away every box that can
    /// go, as one round.
    fn step(&mut self, player: u16, round: usize) -> bool {
        let (mut removals, parkings) = self.candidates(player);
        let parked_only = removals
            .iter()
            .all(|&(i, _)| self.slots[i].parked_for.is_some());
        if !removals.is_empty() && parked_only && self.on_goals > 0 && parkings.is_empty() {
            // Parked boxes leave the board only once the goals are empty.
            self.unmark(&mut removals);
        }
        if !parkings.is_empty() || removals.is_empty() {
            let keep: Vec<usize> = removals.iter().map(|&(_, k)| k).collect();
            keep.iter().for_each(|&k| self.set_used(k, false));
            if self.park(player, round, &parkings) {
                return true;
            }
            keep.iter().for_each(|&k| self.set_used(k, true));
        }
        if removals.is_empty() {
            return false;
        }
        self.take_away(&removals, round, true);
        let found = self.search(player, round + 1);
        if !found {
            self.take_away(&removals, round, false);
            self.unmark(&mut removals);
        }
        found
    }

    /// The boxes that can be taken away now, each with the start square it goes to (marked
    /// used), and the goals whose boxes come from a small area, to be parked first.
    fn candidates(&mut self, player: u16) -> (Removals, Vec<usize>) {
        let (mut removals, mut parkings): (Removals, Vec<usize>) = (vec![], vec![]);
        if !self.seen.iter().all(|&s| s) {
            return (removals, parkings);
        }
        let end_game = self.left <= (self.level.goals.len() * END_GAME_PERCENT + 50) / 100;
        for i in 0..self.slots.len() {
            if self.work > WORK {
                self.unmark(&mut removals);
                return (removals, vec![]);
            }
            let Slot {
                cell,
                round,
                parked_for,
            } = self.slots[i];
            if round.is_some() || !self.box_at[cell as usize] {
                continue;
            }
            let (k, large) = if self.pullable(cell, player) {
                let pulled = self.pulls(cell, player);
                let Some(k) = self.start_for(i, &pulled, player, end_game) else {
                    continue;
                };
                (
                    k,
                    pulled.cells * 100 >= self.box_squares * SMALL_AREA_PERCENT,
                )
            } else {
                match self.stuck_at_home(i) {
                    Some(k) => (k, true),
                    None => continue,
                }
            };
            if !(large || end_game || parked_for.is_some()) {
                parkings.push(i);
                continue;
            }
            let last_parked = removals
                .last()
                .map(|&(j, _)| self.slots[j].parked_for.is_some());
            match (parked_for.is_some(), last_parked) {
                // Boxes from goals and parked boxes leave in different rounds, goals first.
                (false, Some(true)) => self.unmark(&mut removals),
                (true, Some(false)) => continue,
                _ => {}
            }
            self.set_used(k, true);
            removals.push((i, k));
        }
        (removals, parkings)
    }

    /// The start square under the box of slot `i`, if unused and if every box left stands on
    /// an unused start square: a box that cannot be pulled (a box that starts on its goal,
    /// frozen there) leaves where it stands, last.
    fn stuck_at_home(&self, i: usize) -> Option<usize> {
        let starts = &self.level.start_boxes;
        let home = |c: u16| {
            starts
                .iter()
                .position(|&s| s == c)
                .filter(|&k| !self.used[k])
        };
        let all_home = self
            .slots
            .iter()
            .all(|s| s.round.is_some() || !self.box_at[s.cell as usize] || home(s.cell).is_some());
        let slot = self.slots[i];
        all_home.then(|| home(slot.cell)).flatten()
    }

    fn unmark(&mut self, removals: &mut Removals) {
        removals.iter().for_each(|&(_, k)| self.set_used(k, false));
        removals.clear();
    }

    /// Marks start square `k` used (or not), keeping [`Walk::open_starts`].
    fn set_used(&mut self, k: usize, used: bool) {
        self.used[k] = used;
        let s = self.level.start_boxes[k] as usize;
        for (g, open) in self.open_starts.iter_mut().enumerate() {
            if self.level.dist[g][s] != FAR {
                *open = if used { *open - 1 } else { *open + 1 };
            }
        }
    }

    /// Takes the boxes of `removals` off the board in `round` (or puts them back).
    fn take_away(&mut self, removals: &Removals, round: usize, away: bool) {
        for &(i, _) in removals {
            let slot = &mut self.slots[i];
            slot.round = away.then_some(round);
            self.box_at[slot.cell as usize] = !away;
            let goal = usize::from(slot.parked_for.is_none());
            if away {
                self.left -= 1;
                self.on_goals -= goal;
            } else {
                self.left += 1;
                self.on_goals += goal;
            }
        }
    }

    /// Whether the box on `cell` can be pulled at once: a free square beside it with the
    /// pusher able to stand behind that.
    fn pullable(&mut self, cell: u16, player: u16) -> bool {
        let reach = self.flood(player, NONE);
        let next = &self.level.next;
        (0..DIRS).any(|d| {
            let to = next[cell as usize][d];
            let stand = if to == NONE {
                NONE
            } else {
                next[to as usize][d]
            };
            stand != NONE
                && !self.box_at[to as usize]
                && !self.box_at[stand as usize]
                && self.reach.marked(reach, stand)
        })
    }

    /// The unused start square the box of slot `i` goes to: one it can be pulled to with
    /// the pusher able to come back, chosen to leave the goals still to empty the most
    /// start squares (the largest fewest).
    fn start_for(
        &mut self,
        i: usize,
        pulled: &Pulled,
        player: u16,
        end_game: bool,
    ) -> Option<usize> {
        let cell = self.slots[i].cell;
        let last = self.left == 1;
        let mut best: Option<(usize, usize)> = None;
        for (k, &s) in self.level.start_boxes.iter().enumerate() {
            if self.used[k] {
                continue;
            }
            let at_home = s == cell && self.slots[i].parked_for.is_none();
            if !(at_home || end_game || self.manhattan(s, cell) >= MIN_START_DISTANCE) {
                continue;
            }
            if !at_home && !self.comes_back(cell, (s, pulled.sides[s as usize]), player, last) {
                continue;
            }
            let score = self.fewest_starts_left(k);
            if best.is_none_or(|(_, b)| score > b) {
                best = Some((k, score));
            }
        }
        best.map(|(k, _)| k)
    }

    /// Whether the pusher, having pulled the box from `from` to `to` (standing on one of
    /// `sides`), can walk back to `player`.
    fn comes_back(&mut self, from: u16, (to, sides): (u16, u8), player: u16, last: bool) -> bool {
        if sides == 0 {
            return false;
        }
        if last {
            return true;
        }
        self.box_at[from as usize] = false;
        let back = (0..DIRS).filter(|d| sides & (1 << d) != 0).any(|d| {
            let stand = self.level.next[to as usize][d];
            let reach = self.flood(stand, to);
            self.reach.marked(reach, player)
        });
        self.box_at[from as usize] = true;
        back
    }

    /// Over the goals still to empty that a box from start square `k` could reach on an
    /// empty board: the fewest unused start squares any of them has.
    fn fewest_starts_left(&self, k: usize) -> usize {
        let s = self.level.start_boxes[k] as usize;
        let open = (0..self.level.goals.len())
            .filter(|&g| self.slots[g].round.is_none() && self.level.dist[g][s] != FAR);
        open.map(|g| self.open_starts[g])
            .min()
            .unwrap_or(usize::MAX)
    }

    /// Parks one box: the goal whose box can go farthest from it (among `only` if any),
    /// tried in turn until the walk goes on from one.
    fn park(&mut self, player: u16, round: usize, only: &[usize]) -> bool {
        let mut tested = vec![!only.is_empty(); self.slots.len()];
        only.iter().for_each(|&i| tested[i] = false);
        while let Some((i, spots)) = self.best_to_park(player, &tested) {
            tested[i] = true;
            let from = self.slots[i].cell;
            self.slots[i].round = Some(round);
            self.box_at[from as usize] = false;
            self.on_goals -= 1;
            for (spot, stand) in spots {
                self.box_at[spot as usize] = true;
                self.slots.push(Slot {
                    cell: spot,
                    round: None,
                    parked_for: Some(round),
                });
                if self.search(stand, round + 1) {
                    return true;
                }
                self.slots.pop();
                self.box_at[spot as usize] = false;
            }
            self.on_goals += 1;
            self.box_at[from as usize] = true;
            self.slots[i].round = None;
        }
        false
    }

    /// The goal to park a box from and up to two squares to park it on (each with where the
    /// pusher stands after): the farthest by pushes back to the goal, then the farthest in
    /// a straight line. Among goals, the one whose box goes farthest; a corner goal last,
    /// as its box blocks less.
    fn best_to_park(&mut self, player: u16, tested: &[bool]) -> Option<(usize, Spots)> {
        let mut best: Option<(usize, Spots, (u16, bool))> = None;
        for (i, &tested) in tested.iter().enumerate() {
            if self.work > WORK {
                return None;
            }
            let Slot {
                cell,
                round,
                parked_for,
            } = self.slots[i];
            if tested || round.is_some() || parked_for.is_some() || !self.box_at[cell as usize] {
                continue;
            }
            if !self.pullable(cell, player) {
                continue;
            }
            let spots = self.parking_spots(i, player);
            let Some(&(first, _)) = spots.first() else {
                continue;
            };
            let key = (self.level.dist[i][first as usize], !self.corner(cell));
            if best.as_ref().is_none_or(|(_, _, b)| key > *b) {
                best = Some((i, spots, key));
            }
        }
        best.map(|(i, spots, _)| (i, spots))
    }

    /// Up to two squares to park the box of goal slot `i` on, each one the pusher can walk
    /// back to the goal from: the farthest from the goal by pushes, then the farthest in a
    /// straight line (ties: the farther from the first). Two far apart give the walk a
    /// second way when the first leads nowhere.
    fn parking_spots(&mut self, i: usize, player: u16) -> Spots {
        let cell = self.slots[i].cell;
        let pulled = self.pulls(cell, player);
        let reached: Vec<u16> = (0..self.level.cells() as u16)
            .filter(|&c| c != cell && pulled.sides[c as usize] != 0 && !self.tunnel(c))
            .collect();
        let mut by_pushes = reached.clone();
        by_pushes.sort_by_key(|&c| std::cmp::Reverse(self.level.dist[i][c as usize]));
        let Some(first) = self.first_back(cell, &by_pushes, &pulled) else {
            return vec![];
        };
        let mut by_line: Vec<u16> = reached.into_iter().filter(|&c| c != first.0).collect();
        let key = |c: u16| (self.manhattan(c, cell), self.manhattan(c, first.0));
        by_line.sort_by_key(|&c| std::cmp::Reverse(key(c)));
        let second = self.first_back(cell, &by_line, &pulled);
        std::iter::once(first).chain(second).collect()
    }

    /// The first of `spots` from which the pusher, the box parked there, can walk back to
    /// the goal at `cell`; with where it stands.
    fn first_back(&mut self, cell: u16, spots: &[u16], pulled: &Pulled) -> Option<(u16, u16)> {
        self.box_at[cell as usize] = false;
        let mut found = None;
        'spots: for &spot in spots {
            let sides = pulled.sides[spot as usize];
            for d in (0..DIRS).filter(|d| sides & (1 << d) != 0) {
                let stand = self.level.next[spot as usize][d];
                let reach = self.flood(stand, spot);
                if self.reach.marked(reach, cell) {
                    found = Some((spot, stand));
                    break 'spots;
                }
            }
        }
        self.box_at[cell as usize] = true;
        found
    }

    /// Whether `cell` lies inside a corridor: off the goals, walled on both sides across
    /// it, and so is a neighbour along it. A box parked there shuts the corridor and can be
    /// pulled on only along it (YASS's "do not stop here" squares); a door square next to a
    /// room, walled across but not in a corridor, is often where a box must wait.
    fn tunnel(&self, cell: u16) -> bool {
        let next = &self.level.next;
        let walled =
            |c: u16, across: [usize; 2]| across.iter().all(|&d| next[c as usize][d] == NONE);
        let in_axis = |along: [usize; 2], across: [usize; 2]| {
            walled(cell, across)
                && along.iter().any(|&d| {
                    let n = next[cell as usize][d];
                    n != NONE && walled(n, across)
                })
        };
        !self.level.goal[cell as usize] && (in_axis([0, 1], [2, 3]) || in_axis([2, 3], [0, 1]))
    }

    /// Whether `cell` has walls on two sides at a right angle.
    fn corner(&self, cell: u16) -> bool {
        let n = self.level.next[cell as usize];
        let wall = |d: usize| n[d] == NONE;
        (wall(0) || wall(1)) && (wall(2) || wall(3))
    }

    fn manhattan(&self, a: u16, b: u16) -> usize {
        let (a, b) = (self.level.square[a as usize], self.level.square[b as usize]);
        let (ax, ay) = (a % self.width, a / self.width);
        let (bx, by) = (b % self.width, b / self.width);
        ax.abs_diff(bx) + ay.abs_diff(by)
    }
}

/// The board's width, from any cell with a neighbour below (squares are numbered row by
/// row); 1 for a board of one row.
fn width(level: &Level) -> usize {
    (0..level.cells())
        .find_map(|c| {
            let below = level.next[c][1];
            (below != NONE).then(|| level.square[below as usize] - level.square[c])
        })
        .unwrap_or(usize::MAX / 2)
}

#[cfg(test)]
mod tests;
