//! The static part of a level as the solver sees it: the squares the pusher can ever reach,
//! numbered densely, with neighbour tables, goals, dead squares and push distances. Computed
//! once per solve, so the search loop only does table look-ups.

use super::sides::Sides;
use crate::sokoban::position::Position;
use crate::sokoban::walk::graph::{Cell, Graph};
pub use crate::sokoban::walk::graph::{DIRS, opposite};
use crate::sokoban::walk::pulls::{self, AnySide, Way};
use crate::sokoban::walk::reach::{Order, Reach};
use crate::sokoban::walk::squares::Squares;

/// "No square": a wall or the board's edge.
pub const NONE: u16 = u16::NONE;
/// An unreachable push distance.
pub const FAR: u16 = u16::MAX;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Level {
    /// Board square of each cell.
    pub square: Vec<usize>,
    /// Cell of each board square, `NONE` outside the pusher's region.
    pub cell_of: Vec<u16>,
    /// Neighbour cell in each direction, or `NONE`.
    pub next: Vec<[u16; DIRS]>,
    pub goal: Vec<bool>,
    pub goals: Vec<u16>,
    /// Squares from which a box can never reach any goal, even with no other box around.
    pub dead: Vec<bool>,
    /// `dist[g][c]`: pushes to bring a box from `c` to goal `goals[g]`, ignoring other boxes
    /// (the pusher walking around the box: see [`super::sides`]).
    pub dist: Vec<Vec<u16>>,
    pub start_boxes: Vec<u16>,
    pub start_player: u16,
}

/// Why a level cannot be searched at all.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Setup {
    Ready(Level),
    /// Provably unsolvable before any search (more boxes than goals in reach, a box that
    /// can never reach a goal): the catalog id of the reason, put in words where it is shown.
    Unsolvable(&'static str),
}

impl Level {
    /// Whether filling `at` may cut the squares around it that `free` holds apart: they do
    /// not form a single run around it (diagonals included). When they do, every way through
    /// `at` can go around it instead, so no walk is needed to know nothing was split.
    /// Inlined: the search asks it at each push.
    #[inline]
    pub fn may_split(&self, at: u16, free: impl Fn(u16) -> bool) -> bool {
        // Around `at` in ring order (up, right, down, left): count runs of free squares.
        const RING: [usize; 4] = [0, 3, 1, 2];
        let next = &self.next;
        let free = |c: u16| c != NONE && free(c);
        let around = RING.map(|d| next[at as usize][d]);
        let mut runs = 0;
        for k in 0..4 {
            let (a, c) = (around[k], around[(k + 1) % 4]);
            if !free(c) {
                continue;
            }
            let diagonal = if free(a) {
                next[a as usize][RING[(k + 1) % 4]]
            } else {
                NONE
            };
            if !(free(a) && free(diagonal)) {
                runs += 1;
            }
        }
        runs > 1
    }

    pub fn cells(&self) -> usize {
        self.square.len()
    }

    /// The level ready for search, or why it cannot be solved at all.
    pub fn setup(p: &Position) -> Setup {
        let Some(level) = Level::build(p) else {
            return Setup::Unsolvable("sokoban-why-too-large");
        };
        if level.start_boxes.len() > level.goals.len() {
            return Setup::Unsolvable("sokoban-why-unreachable-goals");
        }
        if level.start_boxes.is_empty() {
            return Setup::Unsolvable("sokoban-why-no-boxes");
        }
        if level.start_boxes.iter().any(|&b| level.dead[b as usize]) {
            return Setup::Unsolvable("sokoban-why-dead-start");
        }
        Setup::Ready(level)
    }

    /// The tables of a position's level, whatever its boxes; `None` when it has more squares
    /// than the solver numbers.
    pub fn build(p: &Position) -> Option<Level> {
        let mut level = Level::over(p, &interior(p))?;
        let sides = Sides::new(&level, &|_| false);
        level.dist = level
            .goals
            .iter()
            .map(|&g| sides.pull_distances(&level, g, &|_| false))
            .collect();
        for c in 0..level.cells() {
            level.dead[c] = level.dist.iter().all(|d| d[c] == FAR);
        }
        Some(level)
    }

    /// Every square of the board that is not a wall, numbered as [`Level::build`] numbers the
    /// pusher's region: a level's floor, for the questions asked of a board that may have no
    /// pusher or may be open (the board checks, the generator's rooms). No square is dead
    /// and no distance is known. `None` when it has more squares than a cell can number.
    pub fn floor(p: &Position) -> Option<Level> {
        let floor: Vec<bool> = p.walls.iter().map(|&w| !w).collect();
        Level::over(p, &floor)
    }

    /// The squares of `region` numbered densely in board order, their neighbours, goals and
    /// boxes; the pusher's cell (`NONE` outside the region), no square dead, no distance.
    fn over(p: &Position, region: &[bool]) -> Option<Level> {
        let mut cell_of = vec![NONE; p.walls.len()];
        let square: Vec<usize> = (0..p.walls.len()).filter(|&i| region[i]).collect();
        if square.len() >= NONE as usize {
            return None;
        }
        for (c, &s) in square.iter().enumerate() {
            cell_of[s] = c as u16;
        }
        let next: Vec<[u16; DIRS]> = square
            .iter()
            .map(|&s| {
                let mut n = [NONE; DIRS];
                for (d, dir) in crate::grid::Dir::ALL.into_iter().enumerate() {
                    if let Some(t) = p.neighbor(s, dir) {
                        n[d] = cell_of[t];
                    }
                }
                n
            })
            .collect();
        let goal: Vec<bool> = square.iter().map(|&s| p.goals[s]).collect();
        let goals: Vec<u16> = (0..square.len() as u16)
            .filter(|&c| goal[c as usize])
            .collect();
        let start_boxes: Vec<u16> = (0..square.len() as u16)
            .filter(|&c| p.boxes[square[c as usize]])
            .collect();
        Some(Level {
            dead: vec![false; square.len()],
            dist: vec![],
            start_player: cell_of.get(p.pusher).copied().unwrap_or(NONE),
            cell_of,
            square,
            next,
            goal,
            goals,
            start_boxes,
        })
    }

    /// Pushes needed to bring a box from `from` to every cell (ignoring other boxes): the
    /// backward search's distances, since pulls retrace pushes.
    pub fn push_distances(&self, from: u16) -> Vec<u16> {
        self.distances(from, Way::Push, |_| false)
    }

    /// Whether a box on a cell for which `target` holds can be pushed to `goal` when the cells
    /// for which `blocked` holds are walls: the pulls of [`Level::pull_distances_around`],
    /// stopped at the first target.
    pub fn pulls_reach(
        &self,
        goal: u16,
        blocked: impl Fn(u16) -> bool,
        target: impl Fn(u16) -> bool,
    ) -> bool {
        let mut found = false;
        let mut around = AnySide(&blocked);
        let from = [(goal, 0)];
        pulls::search(&self.next, (&from, Way::Pull), &mut around, |x, _| {
            found = target(x);
            found
        });
        found
    }

    /// Push distances to `goal` when the cells for which `blocked` holds are walls (boxes
    /// frozen for good).
    pub fn pull_distances_around(&self, goal: u16, blocked: impl Fn(u16) -> bool) -> Vec<u16> {
        self.distances(goal, Way::Pull, blocked)
    }

    /// Moves of one box from `from` to every cell, the pusher on any side.
    fn distances(&self, from: u16, way: Way, blocked: impl Fn(u16) -> bool) -> Vec<u16> {
        let mut dist = vec![FAR; self.cells()];
        let mut around = AnySide(&blocked);
        pulls::search(&self.next, (&[(from, 0)], way), &mut around, |x, n| {
            // Fewer moves than cells, on each side of each: within the distances' u16.
            dist[x as usize] = n as u16;
            false
        });
        dist
    }
}

/// A level for tests: its tables, its start boxes as marks, and the cell of square (x, y).
#[cfg(test)]
pub fn test_level(xsb: &str) -> (Level, Vec<bool>, impl Fn(usize, usize) -> u16) {
    use gridwright_formats::sokoban::Board;
    let p = Position::from_board(&Board::from_xsb(xsb)).unwrap();
    let Setup::Ready(l) = Level::setup(&p) else {
        panic!("not ready")
    };
    let mut box_at = vec![false; l.cells()];
    for &b in &l.start_boxes {
        box_at[b as usize] = true;
    }
    let square = l.square.clone();
    let cell = move |x: usize, y: usize| {
        let s = y * p.width + x;
        square.iter().position(|&q| q == s).unwrap() as u16
    };
    (l, box_at, cell)
}

/// Squares the pusher could reach if boxes were no obstacle: a walk over the board's
/// squares, since the level's cells are numbered from it (on a board of any size).
fn interior(p: &Position) -> Vec<bool> {
    let squares = Squares::new(p.width, p.height);
    let mut reach = Reach::new(squares.cells());
    let from = (&[p.pusher as u32][..], Order::BreadthFirst);
    reach.walk(&squares, from, |_, n| !p.walls[n as usize], |_| false);
    (0..squares.cells() as u32)
        .map(|i| reach.reached(i))
        .collect()
}

#[cfg(test)]
mod tests {
    use gridwright_formats::sokoban::Board;

    use super::*;

    fn level(xsb: &str) -> Setup {
        Level::setup(&Position::from_board(&Board::from_xsb(xsb)).unwrap())
    }

    #[test]
    fn corners_are_dead_and_distances_count_pushes() {
        let Setup::Ready(l) = level("######\n#@ $.#\n#    #\n######") else {
            panic!()
        };
        let corner = l.square.iter().position(|&s| s == 6 + 1).unwrap();
        assert!(l.dead[corner]);
        let b = l.start_boxes[0] as usize;
        assert_eq!(l.dist[0][b], 1);
        assert_eq!(
            level("#####\n#@  #\n#$ .#\n#####"),
            Setup::Unsolvable("sokoban-why-dead-start")
        );
    }

    #[test]
    fn pulls_stopped_at_a_target_agree_with_the_full_distances() {
        let (l, box_at, _) = test_level(
            "#########\n#@  #   #\n# $ $ . #\n## ### ##\n#  .  $ #\n#  #.   #\n#########",
        );
        for &g in &l.goals {
            for blocked in (0..l.cells() as u16).step_by(3) {
                let wall = |c: u16| c == blocked;
                let dist = l.pull_distances_around(g, wall);
                let full = l.start_boxes.iter().any(|&s| dist[s as usize] != FAR);
                assert_eq!(l.pulls_reach(g, wall, |c| box_at[c as usize]), full);
            }
        }
    }
}
