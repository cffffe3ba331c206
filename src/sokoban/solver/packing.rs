//! Goal rooms and their packing order (the goal macros of Junghanns and Schaeffer's Rolling
//! Stone). A goal room is the part of the level behind a one-square door, holding goals and
//! neither boxes nor the pusher at the start. Every box must come in through the door, and
//! boxes placed in the wrong order wall the later goals off; a search that tries the orders
//! and the places in between spends most of its time there.
//!
//! The order is found backward: from every goal of the room filled, a box that can be pulled
//! out through the door is taken away, until none are left (taking a box away only makes
//! room, so taking any box that can go never blocks the others). Filled in the reverse order,
//! each box has a known way from the door to its goal. The forward search then takes a box
//! pushed into the door straight to the next goal of the order, and never moves a placed box.
//! This gives up completeness, so a search with rooms that runs out of positions proves
//! nothing.

use std::collections::VecDeque;

use super::level::{DIRS, Level, NONE, opposite};

/// Macro moves are stored in a node's direction byte above the four directions.
pub const FIRST_MACRO: usize = DIRS;
const MAX_MACROS: usize = u8::MAX as usize - FIRST_MACRO;

#[derive(Debug, Clone)]
pub struct Room {
    pub door: u16,
    /// The square boxes come from, and the direction of the push through the door.
    pub outside: u16,
    pub dir: usize,
    /// The goals in the order they are filled, each with its way from the door.
    pub fill: Vec<Fill>,
    /// Macro number of `fill[0]`.
    base: usize,
}

#[derive(Debug, Clone)]
pub struct Fill {
    pub goal: u16,
    /// The pushes from the door to the goal: (box cell before the push, direction).
    pub pushes: Vec<(u16, usize)>,
    /// Where the pusher stands after the last push.
    pub pusher: u16,
}

#[derive(Debug, Clone, Default)]
pub struct Rooms {
    pub rooms: Vec<Room>,
    /// The room whose inside holds each cell, if any.
    inside: Vec<Option<u8>>,
}

impl Rooms {
    pub fn find(level: &Level) -> Rooms {
        let mut rooms = Rooms {
            rooms: Vec::new(),
            inside: vec![None; level.cells()],
        };
        let mut candidates = candidates(level);
        candidates.sort_by_key(|(inside, _)| inside.iter().filter(|&&i| i).count());
        for (inside, (door, outside, dir)) in candidates {
            if (0..level.cells()).any(|c| inside[c] && rooms.inside[c].is_some()) {
                continue;
            }
            let Some(fill) = packing_order(level, &inside, door, outside) else {
                continue;
            };
            let base = rooms.macros();
            if base + fill.len() > MAX_MACROS {
                break;
            }
            let index = rooms.rooms.len() as u8;
            for (c, &i) in inside.iter().enumerate() {
                if i {
                    rooms.inside[c] = Some(index);
                }
            }
            rooms.rooms.push(Room {
                door,
                outside,
                dir,
                fill,
                base,
            });
        }
        rooms
    }

    fn macros(&self) -> usize {
        self.rooms.iter().map(|r| r.fill.len()).sum()
    }

    pub fn room_of(&self, cell: u16) -> Option<usize> {
        self.inside
            .get(cell as usize)
            .copied()
            .flatten()
            .map(usize::from)
    }

    /// The direction byte of the macro that fills `room`'s goal number `j`.
    pub fn macro_dir(&self, room: usize, j: usize) -> u8 {
        (FIRST_MACRO + self.rooms[room].base + j) as u8
    }

    /// The room and fill of a macro's direction byte.
    pub fn of_macro(&self, dir: u8) -> (usize, usize) {
        let id = dir as usize - FIRST_MACRO;
        let room = self
            .rooms
            .iter()
            .rposition(|r| r.base <= id)
            .expect("a macro of a known room");
        (room, id - self.rooms[room].base)
    }

    /// The room and fill of the macro a push of the box at `from` to `to` starts: a push
    /// through a room's door while its boxes are in order and a goal is left.
    pub fn entering(&self, filled: &[Option<usize>], from: u16, to: u16) -> Option<(usize, usize)> {
        self.rooms.iter().enumerate().find_map(|(r, room)| {
            let j = filled[r]?;
            (room.door == to && room.outside == from && j < room.fill.len()).then_some((r, j))
        })
    }

    /// For each room: `Some(j)` when the boxes inside are exactly on its first `j` goals of
    /// the order (the door free), `None` when they are not.
    pub fn filled(&self, boxes: &[u16], box_at: &[bool]) -> Vec<Option<usize>> {
        let mut count = vec![0usize; self.rooms.len()];
        for &b in boxes {
            if let Some(r) = self.room_of(b) {
                count[r] += 1;
            }
        }
        self.rooms
            .iter()
            .zip(count)
            .map(|(room, n)| {
                let ordered = n <= room.fill.len()
                    && !box_at[room.door as usize]
                    && room.fill[..n].iter().all(|f| box_at[f.goal as usize]);
                ordered.then_some(n)
            })
            .collect()
    }
}

/// Doors (straight corridor squares that split the level) with the side behind them that
/// holds two goals or more and neither boxes nor the pusher: (inside, (door, outside, dir)).
fn candidates(level: &Level) -> Vec<(Vec<bool>, (u16, u16, usize))> {
    let mut found = Vec::new();
    for door in 0..level.cells() as u16 {
        if level.goal[door as usize] {
            continue;
        }
        let open: Vec<usize> = (0..DIRS)
            .filter(|&d| level.next[door as usize][d] != NONE)
            .collect();
        if open.len() != 2 || open[0] != opposite(open[1]) {
            continue;
        }
        for dir in open {
            let inward = level.next[door as usize][dir];
            let outside = level.next[door as usize][opposite(dir)];
            let inside = side(level, door, inward);
            if inside[outside as usize] {
                break;
            }
            let goals = level.goals.iter().filter(|&&g| inside[g as usize]).count();
            let empty = !inside[level.start_player as usize]
                && level.start_boxes.iter().all(|&b| !inside[b as usize]);
            if goals >= 2 && empty {
                found.push((inside, (door, outside, dir)));
            }
        }
    }
    found
}

/// The cells reached from `from` without passing `door`.
fn side(level: &Level, door: u16, from: u16) -> Vec<bool> {
    let mut seen = vec![false; level.cells()];
    seen[door as usize] = true;
    seen[from as usize] = true;
    let mut queue = vec![from];
    while let Some(c) = queue.pop() {
        for &n in &level.next[c as usize] {
            if n != NONE && !seen[n as usize] {
                seen[n as usize] = true;
                queue.push(n);
            }
        }
    }
    seen[door as usize] = false;
    seen
}

/// The room's goals in filling order with their ways, or `None` if the full room cannot be
/// emptied through the door.
fn packing_order(level: &Level, inside: &[bool], door: u16, outside: u16) -> Option<Vec<Fill>> {
    let mut boxes: Vec<u16> = level
        .goals
        .iter()
        .copied()
        .filter(|&g| inside[g as usize])
        .collect();
    let mut taken_out = Vec::new();
    while !boxes.is_empty() {
        let (k, fill) = boxes.iter().enumerate().find_map(|(k, &b)| {
            let puller = Puller::new(level, inside, (door, outside), &boxes);
            puller.out(b).map(|fill| (k, fill))
        })?;
        boxes.swap_remove(k);
        taken_out.push(fill);
    }
    taken_out.reverse();
    Some(taken_out)
}

/// Pulls of one box inside a room, the other boxes fixed.
struct Puller<'a> {
    level: &'a Level,
    /// Number within the area of each cell the box and the puller may use (the room, its
    /// door and the square outside), `NONE` elsewhere.
    number: Vec<u16>,
    cells: Vec<u16>,
    blocked: Vec<bool>,
    door: u16,
    outside: u16,
}

impl<'a> Puller<'a> {
    fn new(level: &'a Level, inside: &[bool], (door, outside): (u16, u16), boxes: &[u16]) -> Self {
        let mut number = vec![NONE; level.cells()];
        let mut cells = Vec::new();
        for c in 0..level.cells() as u16 {
            if inside[c as usize] || c == door || c == outside {
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
            number,
            cells,
            blocked,
            door,
            outside,
        }
    }

    /// Whether the puller or the box (at `b`) may go to `c`.
    fn free(&self, c: u16, b: u16) -> bool {
        c != NONE && self.number[c as usize] != NONE && !self.blocked[c as usize] && c != b
    }

    fn state(&self, b: u16, p: u16) -> usize {
        self.number[b as usize] as usize * self.cells.len() + self.number[p as usize] as usize
    }

    /// The way of the box at `goal` out through the door, the puller coming from outside,
    /// as forward pushes from the door to the goal; `None` if it cannot get out.
    fn out(&self, goal: u16) -> Option<Fill> {
        let n = self.cells.len();
        // For each (box, puller) state: the state before, and whether a pull led here.
        let mut parent: Vec<Option<(usize, bool)>> = vec![None; n * n];
        let start = self.state(goal, self.outside);
        parent[start] = Some((start, false));
        let mut queue = VecDeque::from([(goal, self.outside)]);
        while let Some((b, p)) = queue.pop_front() {
            let here = self.state(b, p);
            for d in 0..DIRS {
                let step = self.level.next[p as usize][d];
                if !self.free(step, b) {
                    continue;
                }
                // A pull: the puller next to the box steps straight away from it.
                let pulls = self.level.next[b as usize][d] == p;
                let next = if pulls { (p, step) } else { (b, step) };
                let i = self.state(next.0, next.1);
                if parent[i].is_some() {
                    continue;
                }
                parent[i] = Some((here, pulls));
                if pulls && next.0 == self.door {
                    return Some(self.fill(goal, i, &parent));
                }
                queue.push_back(next);
            }
        }
        None
    }

    /// The pulls from the goal to the door (walked back from the door, so in the order of
    /// the forward pushes), turned into pushes.
    fn fill(&self, goal: u16, end: usize, parent: &[Option<(usize, bool)>]) -> Fill {
        let n = self.cells.len();
        let box_of = |state: usize| self.cells[state / n];
        let mut pushes = Vec::new();
        let mut at = end;
        while let Some((prev, pulled)) = parent[at] {
            if prev == at {
                break;
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
        let pusher = pushes.last().map_or(self.door, |&(c, _)| c);
        Fill {
            goal,
            pushes,
            pusher,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sokoban::position::Position;
    use crate::sokoban::solver::level::Setup;
    use gridwright_formats::sokoban::Board;

    /// Three goals behind a door, boxes coming down a corridor.
    const ROOM: &str = "#########\n#@      #\n# $ $ $ #\n#       #\n###### ##\n  #     #\n  # ... #\n  #     #\n  #######";

    fn level(xsb: &str) -> (Level, usize) {
        let board = Board::from_xsb(xsb);
        let position = Position::from_board(&board).expect("a position");
        match Level::setup(&position) {
            Setup::Ready(level) => (level, board.width()),
            Setup::Unsolvable(why) => panic!("{why}"),
        }
    }

    #[test]
    fn a_room_behind_a_door_gets_a_packing_order_whose_ways_end_on_its_goals() {
        let (l, width) = level(ROOM);
        let rooms = Rooms::find(&l);
        assert_eq!(rooms.rooms.len(), 1);
        let room = &rooms.rooms[0];
        assert_eq!(l.square[room.door as usize], 4 * width + 6);
        assert_eq!(l.square[room.outside as usize], 3 * width + 6);
        assert_eq!(room.fill.len(), 3);
        let mut placed: Vec<u16> = Vec::new();
        for (j, fill) in room.fill.iter().enumerate() {
            assert_eq!(fill.pushes[0], (room.door, room.dir));
            let mut at = room.door;
            for &(from, d) in &fill.pushes {
                assert_eq!(from, at);
                at = l.next[at as usize][d];
                assert!(at != NONE && !placed.contains(&at), "fill {j}");
            }
            assert_eq!(at, fill.goal);
            assert_eq!(fill.pusher, fill.pushes.last().unwrap().0);
            placed.push(fill.goal);
            assert_eq!(rooms.of_macro(rooms.macro_dir(0, j)), (0, j));
        }
    }

    /// The forward search alone, filling the room by macros: its pushes, walks added, replay.
    #[test]
    fn a_search_with_macros_finds_a_solution_that_replays() {
        use super::super::search::{End, Search, Way};
        use super::super::{Options, Progress, solution};
        let (l, _) = level(ROOM);
        let (opts, progress) = (Options::default(), Progress::default());
        let search = Search::with_way(&l, &opts, &progress, Way::Forward, None);
        let End::Solved(pushes) = search.with_macros(Rooms::find(&l)).run() else {
            panic!("not solved");
        };
        let board = Board::from_xsb(ROOM);
        let position = Position::from_board(&board).expect("a position");
        let lurd = solution::to_lurd(&position, &l, &pushes).expect("the pushes replay");
        let game = crate::sokoban::game::Game::replay(&board, &lurd)
            .unwrap()
            .unwrap();
        assert!(game.is_solved());
    }

    #[test]
    fn no_room_where_a_box_or_the_pusher_starts_inside() {
        let (l, _) = level(
            &ROOM
                .replacen('$', " ", 1)
                .replace("##\n  #     #", "##\n  #  $  #"),
        );
        assert!(Rooms::find(&l).rooms.is_empty());
    }
}
