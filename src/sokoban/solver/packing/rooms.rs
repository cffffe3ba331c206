//! Goal rooms and their packing order (the goal macros of Junghanns and Schaeffer's Rolling
//! Stone). A goal room is a part of the level that holds goals and no box at the start: the
//! side behind a one-square door (with the door, unless a box starts there: then the door
//! is the room's way in), or a block of goals with the squares it encloses, entered from
//! several sides. Every box must come in from outside, and boxes placed in the wrong
//! order wall the later goals off; a search that tries the orders and the places in between
//! spends most of its time there.
//!
//! The order is found backward ([`packing_order`]): from every goal of the room filled, the
//! boxes that can be pulled out are taken away, layer by layer, until none are left. Filled in the reverse order, each
//! box has a known way from an entrance to its goal. The forward search then takes a box
//! pushed into the room straight to the next goal of the order, and never moves a placed box.
//! This gives up completeness, so a search with rooms that runs out of positions proves
//! nothing.

use super::packing_order::packing_order;
use crate::sokoban::solver::tables::level::{DIRS, Level, NONE, opposite};
use crate::sokoban::walk::reach::{Order, Reach};

/// Macro moves are stored in a node's direction byte above the four directions.
pub const FIRST_MACRO: usize = DIRS;
const MAX_MACROS: usize = u8::MAX as usize - FIRST_MACRO;

/// A way in: a box pushed from `outside` (in direction `dir`) onto `door`, a square of the
/// room.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Entrance {
    pub outside: u16,
    pub door: u16,
    pub dir: usize,
}

#[derive(Debug, Clone)]
pub struct Room {
    /// At most one per outside square, so a macro's entrance is known from where its box
    /// came from.
    pub entrances: Vec<Entrance>,
    /// The goals in the order they are filled, each with its ways in.
    pub fill: Vec<Fill>,
    /// Macro number of `fill[0]`.
    base: usize,
}

#[derive(Debug, Clone)]
pub struct Fill {
    pub goal: u16,
    /// The way from each entrance (same index), if there is one with the goals before filled.
    pub ways: Vec<Option<Way>>,
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Way {
    /// The pushes from the entrance's outside square to the goal: (box cell before the
    /// push, direction).
    pub pushes: Vec<(u16, usize)>,
    /// Where the pusher stands after the last push.
    pub pusher: u16,
    /// The squares outside the room the way passes (but the entrance's outside square): it
    /// can be taken only while they are free.
    pub clear: Vec<u16>,
}

/// A macro move as the search makes it.
pub struct Macro<'a> {
    /// Its direction byte.
    pub dir: u8,
    pub goal: u16,
    pub way: &'a Way,
}

impl Room {
    /// The entrance whose outside square is `outside`.
    pub fn entrance_from(&self, outside: u16) -> Option<usize> {
        self.entrances.iter().position(|e| e.outside == outside)
    }
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
            inside: vec![None; level.cells()],
            ..Rooms::default()
        };
        let mut doors = behind_doors(level);
        doors.sort_by_key(|inside| inside.iter().filter(|&&i| i).count());
        for inside in doors.into_iter().chain(goal_blocks(level)) {
            if (0..level.cells()).any(|c| inside[c] && rooms.inside[c].is_some()) {
                continue;
            }
            let entrances = entrances(level, &inside);
            let Some(fill) = packing_order(level, &inside, &entrances) else {
                continue;
            };
            if !rooms.add(inside, entrances, fill) {
                break;
            }
        }
        rooms
    }

    /// Adds a room unless its macros would not fit in a direction byte.
    fn add(&mut self, inside: Vec<bool>, entrances: Vec<Entrance>, fill: Vec<Fill>) -> bool {
        let base = self.rooms.iter().map(|r| r.fill.len()).sum::<usize>();
        if base + fill.len() > MAX_MACROS {
            return false;
        }
        let index = self.rooms.len() as u8;
        for (c, &i) in inside.iter().enumerate() {
            if i {
                self.inside[c] = Some(index);
            }
        }
        self.rooms.push(Room {
            entrances,
            fill,
            base,
        });
        true
    }

    /// The rooms whose filling order agrees with a plan's: no goal filled before another
    /// that `round_of` (the plan's round of a goal, the higher filled first) fills later. A
    /// room filled in another order than the plan's places boxes its phases do not count,
    /// and never moves them again: the search led by the plan stalls there.
    pub fn agreeing(&self, round_of: impl Fn(u16) -> Option<usize>) -> Rooms {
        let mut kept = Rooms {
            inside: vec![None; self.inside.len()],
            ..Rooms::default()
        };
        for (r, room) in self.rooms.iter().enumerate() {
            let rounds: Vec<Option<usize>> = room.fill.iter().map(|f| round_of(f.goal)).collect();
            if !rounds.windows(2).all(|w| w[0] >= w[1]) {
                continue;
            }
            let inside = self.inside.iter().map(|&i| i == Some(r as u8)).collect();
            kept.add(inside, room.entrances.clone(), room.fill.clone());
        }
        kept
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

    /// The way a macro took, found from its direction byte and the box's square before it.
    pub fn way_of(&self, dir: u8, from: u16) -> &Way {
        let (r, j) = self.of_macro(dir);
        let room = &self.rooms[r];
        let e = room.entrance_from(from).expect("a macro starts outside");
        room.fill[j].ways[e].as_ref().expect("a macro has its way")
    }

    /// The macro a push of the box at `from` to `to` starts: a push through an entrance of a
    /// room whose boxes are in order, with a way in to the next goal.
    pub fn entering(
        &self,
        filled: &[Option<usize>],
        box_at: &[bool],
        (from, to): (u16, u16),
    ) -> Option<Macro<'_>> {
        self.rooms.iter().enumerate().find_map(|(r, room)| {
            let j = filled[r]?;
            let e = room.entrance_from(from)?;
            if room.entrances[e].door != to {
                return None;
            }
            let fill = room.fill.get(j)?;
            let way = fill.ways[e].as_ref()?;
            way.clear
                .iter()
                .all(|&c| !box_at[c as usize])
                .then(|| Macro {
                    dir: self.macro_dir(r, j),
                    goal: fill.goal,
                    way,
                })
        })
    }

    /// For each room: `Some(j)` when the boxes inside are exactly on its first `j` goals of
    /// the order, `None` when they are not.
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
                let ordered =
                    n <= room.fill.len() && room.fill[..n].iter().all(|f| box_at[f.goal as usize]);
                ordered.then_some(n)
            })
            .collect()
    }
}

/// The sides behind one-square doors (straight corridor squares that split the level), each
/// with its door, that hold two goals or more and no box.
fn behind_doors(level: &Level) -> Vec<Vec<bool>> {
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
            let mut inside = side(level, door, inward);
            if inside[outside as usize] {
                break;
            }
            // A box that starts on the door is the room's first to come in: the room is
            // then the side alone, entered from the door (XSokoban 28).
            inside[door as usize] = !level.start_boxes.contains(&door);
            if is_room(level, &inside) {
                found.push(inside);
            }
        }
    }
    found
}

/// Two goals or more and no box at the start.
fn is_room(level: &Level, inside: &[bool]) -> bool {
    let goals = level.goals.iter().filter(|&&g| inside[g as usize]).count();
    goals >= 2 && level.start_boxes.iter().all(|&b| !inside[b as usize])
}

/// The cells reached from `from` without passing `door`.
fn side(level: &Level, door: u16, from: u16) -> Vec<bool> {
    let mut reach = Reach::new(level.cells());
    reach.walk(
        &level.next,
        (&[from], Order::BreadthFirst),
        |_, n| n != door,
        |_| false,
    );
    (0..level.cells() as u16)
        .map(|c| reach.reached(c))
        .collect()
}

/// Blocks of goals (joined side by side) with the squares they enclose (three sides in the
/// block), that hold no box at the start.
fn goal_blocks(level: &Level) -> Vec<Vec<bool>> {
    let mut taken = vec![false; level.cells()];
    let mut found = Vec::new();
    for &g in &level.goals {
        if taken[g as usize] {
            continue;
        }
        let mut reach = Reach::new(level.cells());
        let on_goals = |_, n: u16| level.goal[n as usize];
        let from = (&[g][..], Order::BreadthFirst);
        reach.walk(&level.next, from, on_goals, |_| false);
        let mut inside: Vec<bool> = (0..level.cells() as u16)
            .map(|c| reach.reached(c))
            .collect();
        enclose(level, &mut inside);
        for (t, &i) in taken.iter_mut().zip(&inside) {
            *t |= i;
        }
        if is_room(level, &inside) {
            found.push(inside);
        }
    }
    found
}

/// Adds the squares with three sides or more in the block, until none is left.
fn enclose(level: &Level, inside: &mut [bool]) {
    loop {
        let pocket = (0..level.cells()).find(|&c| {
            let sides = level.next[c]
                .iter()
                .filter(|&&n| n != NONE && inside[n as usize]);
            !inside[c] && sides.count() >= 3
        });
        match pocket {
            Some(c) => inside[c] = true,
            None => return,
        }
    }
}

/// The ways a box can be pushed into the room from outside, one per outside square.
fn entrances(level: &Level, inside: &[bool]) -> Vec<Entrance> {
    let mut found: Vec<Entrance> = Vec::new();
    for door in (0..level.cells() as u16).filter(|&c| inside[c as usize]) {
        for dir in 0..DIRS {
            let outside = level.next[door as usize][opposite(dir)];
            if outside == NONE || inside[outside as usize] {
                continue;
            }
            let stand = level.next[outside as usize][opposite(dir)];
            if stand != NONE && found.iter().all(|e| e.outside != outside) {
                found.push(Entrance { outside, door, dir });
            }
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sokoban::position::Position;
    use crate::sokoban::solver::tables::level::Setup;
    use gridwright_formats::sokoban::Board;

    /// Three goals behind a door, boxes coming down a corridor.
    const ROOM: &str = "#########\n#@      #\n# $ $ $ #\n#       #\n###### ##\n  #     #\n  # ... #\n  #     #\n  #######";
    /// Three goals side by side in the open, reached from above and both ends.
    const BLOCK: &str = "#########\n#@      #\n# $ $ $ #\n#       #\n#  ...  #\n#########";
    /// A block of goals with one goal below the row: its box comes in through the goal above.
    const DEEP: &str = "########\n#@     #\n# $$$$ #\n#      #\n# ...  #\n##.#####\n########";

    fn level(xsb: &str) -> (Level, usize) {
        let board = Board::from_xsb(xsb);
        let position = Position::from_board(&board).expect("a position");
        match Level::setup(&position) {
            Setup::Ready(level) => (level, board.width()),
            Setup::Unsolvable(why) => panic!("{why}"),
        }
    }

    /// Every way starts with the push in through its entrance, goes on from square to
    /// square, never crosses a goal filled before, and ends on its goal.
    fn assert_ways_fill_in_order(l: &Level, room: &Room) {
        let mut placed: Vec<u16> = Vec::new();
        for (j, fill) in room.fill.iter().enumerate() {
            for (e, way) in room.fill[j].ways.iter().enumerate() {
                let Some(way) = way else { continue };
                let entrance = room.entrances[e];
                assert_eq!(way.pushes[0], (entrance.outside, entrance.dir));
                let mut at = entrance.outside;
                for &(from, d) in &way.pushes {
                    assert_eq!(from, at);
                    at = l.next[at as usize][d];
                    assert!(at != NONE && !placed.contains(&at), "fill {j}");
                }
                assert_eq!(at, fill.goal);
                assert_eq!(way.pusher, way.pushes.last().unwrap().0);
            }
            placed.push(fill.goal);
        }
    }

    /// The one room of `xsb`, with one entrance, whose outside and door squares (as
    /// rows of column 6) are given, and three goals to fill in order.
    fn one_room_entered_at(xsb: &str, (outside, door): (usize, usize)) -> Rooms {
        let (l, width) = level(xsb);
        let rooms = Rooms::find(&l);
        assert_eq!(rooms.rooms.len(), 1);
        let room = &rooms.rooms[0];
        assert_eq!(room.entrances.len(), 1);
        let entrance = room.entrances[0];
        assert_eq!(l.square[entrance.outside as usize], outside * width + 6);
        assert_eq!(l.square[entrance.door as usize], door * width + 6);
        assert_eq!(room.fill.len(), 3);
        assert_ways_fill_in_order(&l, room);
        rooms
    }

    #[test]
    fn a_room_behind_a_door_gets_a_packing_order_with_a_way_to_each_goal() {
        let rooms = one_room_entered_at(ROOM, (3, 4));
        let room = &rooms.rooms[0];
        assert!(room.fill.iter().all(|f| f.ways[0].is_some()));
        for j in 0..3 {
            assert_eq!(rooms.of_macro(rooms.macro_dir(0, j)), (0, j));
        }
    }

    #[test]
    fn a_block_of_goals_is_a_room_entered_from_every_side() {
        let (l, _) = level(BLOCK);
        let rooms = Rooms::find(&l);
        assert_eq!(rooms.rooms.len(), 1);
        let room = &rooms.rooms[0];
        // From above onto each goal, and from both ends of the row.
        assert_eq!(room.entrances.len(), 5);
        let used = |e: usize| room.fill.iter().any(|f| f.ways[e].is_some());
        assert!((0..room.entrances.len()).all(used));
        assert_ways_fill_in_order(&l, room);
    }

    #[test]
    fn a_macro_is_not_taken_while_a_box_stands_on_its_way() {
        let (l, _) = level(DEEP);
        let rooms = Rooms::find(&l);
        let room = &rooms.rooms[0];
        // A way whose pusher walks outside the room to get behind its box.
        let (j, e, way) = (0..room.fill.len())
            .flat_map(|j| (0..room.entrances.len()).map(move |e| (j, e)))
            .find_map(|(j, e)| {
                let way = room.fill[j].ways[e].as_ref()?;
                (!way.clear.is_empty()).then_some((j, e, way))
            })
            .expect("some way walks outside the room");
        let entrance = room.entrances[e];
        let mut box_at = vec![false; l.cells()];
        for f in &room.fill[..j] {
            box_at[f.goal as usize] = true;
        }
        let mut filled = vec![Some(j)];
        let step = (entrance.outside, entrance.door);
        assert!(rooms.entering(&filled, &box_at, step).is_some());
        box_at[way.clear[0] as usize] = true;
        assert!(rooms.entering(&filled, &box_at, step).is_none());
        filled[0] = None;
        box_at[way.clear[0] as usize] = false;
        assert!(
            rooms.entering(&filled, &box_at, step).is_none(),
            "room out of order"
        );
    }

    /// Before: the room behind a door, three goals in a row. Actions: plans that fill its
    /// goals in the room's order (or in one round), and one that fills them the other way.
    /// After: the first two keep the room, with its macros; the last drops it.
    #[test]
    fn a_room_is_kept_only_while_its_order_agrees_with_the_plan() {
        let (l, _) = level(ROOM);
        let rooms = Rooms::find(&l);
        let order: Vec<u16> = rooms.rooms[0].fill.iter().map(|f| f.goal).collect();
        let rank = |g: u16| order.iter().position(|&o| o == g);
        let same = rooms.agreeing(|g| rank(g).map(|j| order.len() - j));
        assert_eq!(same.rooms.len(), 1);
        assert_eq!(same.room_of(order[0]), Some(0));
        assert_eq!(rooms.agreeing(|_| Some(0)).rooms.len(), 1);
        let reversed = rooms.agreeing(rank);
        assert!(reversed.rooms.is_empty());
        assert_eq!(reversed.room_of(order[0]), None);
    }

    /// The forward search alone, filling the rooms by macros: its pushes, walks added, replay.
    #[test]
    fn a_search_with_macros_finds_a_solution_that_replays() {
        use crate::sokoban::solver::order::Order;
        use crate::sokoban::solver::search::{Config, End, Search};
        use crate::sokoban::solver::{Options, Progress, solution};
        for xsb in [ROOM, BLOCK, DEEP] {
            let (l, _) = level(xsb);
            let (opts, progress) = (Options::default(), Progress::default());
            let config = Config::Forward {
                order: Order::Bound,
                macros: Some(Rooms::find(&l)),
            };
            let End::Solved(pushes) = Search::new(&l, &opts, &progress, config, None).run() else {
                panic!("not solved");
            };
            let board = Board::from_xsb(xsb);
            let position = Position::from_board(&board).expect("a position");
            let lurd = solution::to_lurd(&position, &l, &pushes).expect("the pushes replay");
            let game = crate::sokoban::game::Game::replay(&board, &lurd)
                .unwrap()
                .unwrap();
            assert!(game.is_solved());
        }
    }

    /// Before: ROOM with a box on its door instead of the first box of the corridor. After:
    /// the room is the side behind the door, entered from the door, three goals to fill.
    #[test]
    fn a_box_on_the_door_comes_in_first_from_the_door() {
        let on_door = ROOM
            .replacen('$', " ", 1)
            .replacen("###### ##", "######$##", 1);
        let rooms = one_room_entered_at(&on_door, (4, 5));
        assert_eq!(rooms.room_of(rooms.rooms[0].entrances[0].outside), None);
    }

    #[test]
    fn no_room_where_a_box_starts_inside() {
        let (l, _) = level(&ROOM.replacen('$', " ", 1).replace("...", ".*."));
        assert!(Rooms::find(&l).rooms.is_empty());
        let (l, _) = level(&BLOCK.replacen('$', " ", 1).replacen('.', "*", 1));
        assert!(Rooms::find(&l).rooms.is_empty());
    }
}
