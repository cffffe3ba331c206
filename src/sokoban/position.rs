//! A Sokoban position as the rules see it: walls, goals, boxes and the pusher on a flat grid,
//! converted from and to the file model's `Board`.

use gridwright_formats::sokoban::{Board, Square};

use crate::grid::{Dir, Pos};
use crate::sokoban::walk::graph::Graph;
use crate::sokoban::walk::reach::{Order, Reach};
use crate::sokoban::walk::squares::Squares;

/// A position: what stands where. Squares are numbered row by row (`y * width + x`).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Position {
    /// Squares per row.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// Wall squares, by square number.
    pub walls: Vec<bool>,
    /// Goal squares, by square number.
    pub goals: Vec<bool>,
    /// Squares holding a box, by square number.
    pub boxes: Vec<bool>,
    /// The pusher's square number.
    pub pusher: usize,
}

/// Why a board cannot be played.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PositionError {
    /// Not exactly one pusher; the count found.
    Pushers(usize),
}

impl std::fmt::Display for PositionError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PositionError::Pushers(n) => {
                f.write_str(&crate::t!("sokoban-position-pushers", n = *n))
            }
        }
    }
}

impl std::error::Error for PositionError {}

impl Position {
    /// The position of a board; it needs exactly one pusher.
    pub fn from_board(board: &Board) -> Result<Position, PositionError> {
        let (w, h) = (board.width(), board.height());
        let sq: Vec<Square> = board.squares().to_vec();
        let pushers: Vec<usize> = (0..w * h).filter(|&i| sq[i].is_pusher()).collect();
        if pushers.len() != 1 {
            return Err(PositionError::Pushers(pushers.len()));
        }
        Ok(Position {
            width: w,
            height: h,
            walls: sq.iter().map(|s| s.is_wall()).collect(),
            goals: sq.iter().map(|s| s.is_goal()).collect(),
            boxes: sq.iter().map(|s| s.is_box()).collect(),
            pusher: pushers[0],
        })
    }

    /// The board showing this position.
    pub fn to_board(&self) -> Board {
        let mut b = Board::new(self.width, self.height);
        for i in 0..self.width * self.height {
            let sq = if self.walls[i] {
                Square::Wall
            } else {
                let base = if self.goals[i] {
                    Square::Goal
                } else {
                    Square::Floor
                };
                let occupant = if self.boxes[i] {
                    Some(gridwright_formats::sokoban::Occupant::Box)
                } else if i == self.pusher {
                    Some(gridwright_formats::sokoban::Occupant::Pusher)
                } else {
                    None
                };
                base.with_occupant(occupant)
            };
            b.set(i % self.width, i / self.width, sq);
        }
        b
    }

    /// The square numbered `i`.
    pub fn pos(&self, i: usize) -> Pos {
        Pos::new(i % self.width, i / self.width)
    }

    /// The number of square `p` (row by row).
    pub fn index(&self, p: Pos) -> usize {
        p.y * self.width + p.x
    }

    /// The square next to `i` in `dir`, if on the board.
    pub fn neighbor(&self, i: usize, dir: Dir) -> Option<usize> {
        self.pos(i)
            .step(dir, self.width, self.height)
            .map(|p| self.index(p))
    }

    /// A square the pusher or a box may enter: on the board, not a wall, no box.
    pub fn is_free(&self, i: usize) -> bool {
        !self.walls[i] && !self.boxes[i]
    }

    /// Whether every box stands on a goal.
    pub fn is_solved(&self) -> bool {
        (0..self.boxes.len()).all(|i| !self.boxes[i] || self.goals[i])
    }

    /// How many boxes the position holds.
    pub fn box_count(&self) -> usize {
        self.boxes.iter().filter(|&&b| b).count()
    }

    /// Squares the pusher can walk to without pushing, by breadth-first search (the shared
    /// flood over the board's squares), with the direction of the last step to each (to
    /// rebuild paths; `Up` for the pusher's own square).
    pub fn reachable(&self) -> Vec<Option<Dir>> {
        let squares = Squares::new(self.width, self.height);
        let mut came: Vec<Option<Dir>> = vec![None; self.walls.len()];
        let enters = |c: u32, n: u32| {
            let free = self.is_free(n as usize);
            if free {
                came[n as usize] = Some(squares.dir(c, n));
            }
            free
        };
        let from = (&[self.pusher as u32][..], Order::BreadthFirst);
        Reach::new(squares.cells()).walk(&squares, from, enters, |_| false);
        came[self.pusher] = Some(Dir::Up);
        came
    }

    /// The shortest walk (no pushes) from the pusher to `target`, if there is one.
    pub fn walk_to(&self, target: usize) -> Option<Vec<Dir>> {
        if target == self.pusher {
            return Some(vec![]);
        }
        let came = self.reachable();
        came[target]?;
        let mut path = Vec::new();
        let mut at = target;
        while at != self.pusher {
            let d = came[at]?;
            path.push(d);
            at = self.neighbor(at, opposite(d))?;
        }
        path.reverse();
        Some(path)
    }
}

/// The direction pointing back.
pub fn opposite(d: Dir) -> Dir {
    match d {
        Dir::Up => Dir::Down,
        Dir::Down => Dir::Up,
        Dir::Left => Dir::Right,
        Dir::Right => Dir::Left,
    }
}

/// The LURD letter of a step: lower case for a move, upper case for a push.
pub fn lurd_char(d: Dir, push: bool) -> char {
    let c = match d {
        Dir::Left => 'l',
        Dir::Up => 'u',
        Dir::Right => 'r',
        Dir::Down => 'd',
    };
    if push { c.to_ascii_uppercase() } else { c }
}

/// The direction of a LURD letter, either case.
pub fn lurd_dir(c: char) -> Option<Dir> {
    match c.to_ascii_lowercase() {
        'l' => Some(Dir::Left),
        'u' => Some(Dir::Up),
        'r' => Some(Dir::Right),
        'd' => Some(Dir::Down),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_round_trip_and_walks() {
        let b = Board::from_xsb("######\n#@ $.#\n#    #\n######");
        let p = Position::from_board(&b).unwrap();
        assert_eq!(p.to_board(), b);
        assert_eq!(p.walk_to(p.index(Pos::new(2, 2))).unwrap().len(), 2);
        assert!(p.walk_to(p.index(Pos::new(4, 1))).is_some());
        assert!(Position::from_board(&Board::from_xsb("###\n# #\n###")).is_err());
    }
}
