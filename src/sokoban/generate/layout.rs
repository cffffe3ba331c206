//! Where the generator places boxes: a layout of walls and floor (and goals, if given),
//! from an existing level or drawn from templates.

use gridwright_formats::sokoban::{Board, Square};
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use crate::sokoban::walk::graph::{Cell, Graph};
use crate::sokoban::walk::reach::{Order, Reach};
use crate::sokoban::walk::squares::Squares;

/// Walls and floor, and the goals to keep (none: the generator places them).
#[derive(Debug, Clone, PartialEq)]
pub struct Layout {
    /// Walls and floor only; squares outside the walls are floor not reachable inside.
    pub board: Board,
    /// Goals given with the layout, row by row as cell indices.
    pub goals: Vec<usize>,
    /// Boxes to place when no goals are given, if the layout says (the level it came
    /// from had that many); else the generator's option decides.
    pub boxes: Option<usize>,
}

/// Rooms of 3 x 3 squares, as the published generators draw theirs (after Taylor and
/// Parberry's templates): `#` wall, `.` floor. Each is used in any of its four rotations
/// and mirror images.
const TEMPLATES: [&str; 14] = [
    ".........",
    ".........",
    "#........",
    "#........",
    ".#.......",
    "....#....",
    "##.......",
    "#.#......",
    "#..#.....",
    ".#..#....",
    "#...#....",
    "###......",
    "#...#...#",
    "##.#.....",
];

/// The template's square at (x, y) of its 3 x 3, turned `turn` quarter turns and mirrored
/// when `mirror`.
fn template_wall(t: &str, turn: u8, mirror: bool, x: usize, y: usize) -> bool {
    let (mut x, mut y) = (x, y);
    if mirror {
        x = 2 - x;
    }
    for _ in 0..turn {
        (x, y) = (y, 2 - x);
    }
    t.as_bytes().get(y * 3 + x) == Some(&b'#')
}

/// A room of `width` x `height` squares (outer walls included) drawn from the templates,
/// seeded: its floor connected, no dead-end squares, and, unless `open` is asked for, no
/// 2 x 2 block of floor left where a wall can break it without cutting the floor apart.
/// `None` when the draw leaves too little floor (the caller draws again).
pub fn room(width: usize, height: usize, open: bool, rng: &mut ChaCha8Rng) -> Option<Board> {
    let mut b = Board::new(width, height);
    for y in 0..height {
        for x in 0..width {
            b.set(x, y, Square::Wall);
        }
    }
    let (iw, ih) = (width.saturating_sub(2), height.saturating_sub(2));
    for by in (0..ih).step_by(3) {
        for bx in (0..iw).step_by(3) {
            let t = TEMPLATES[rng.random_range(0..TEMPLATES.len())];
            let (turn, mirror) = (rng.random_range(0..4u8), rng.random_bool(0.5));
            for y in 0..3 {
                for x in 0..3 {
                    let (cx, cy) = (1 + bx + x, 1 + by + y);
                    if cx <= iw && cy <= ih && !template_wall(t, turn, mirror, x, y) {
                        b.set(cx, cy, Square::Floor);
                    }
                }
            }
        }
    }
    keep_largest_area(&mut b);
    fill_dead_ends(&mut b);
    if !open {
        break_open_blocks(&mut b, rng);
        if open_blocks(&b) > 0 {
            return None;
        }
    }
    let floor = b.squares().iter().filter(|s| !s.is_wall()).count();
    (floor * 5 >= iw * ih * 2).then_some(b)
}

/// How many 2 x 2 blocks of floor the board has.
pub fn open_blocks(b: &Board) -> usize {
    let mut n = 0;
    for y in 0..b.height().saturating_sub(1) {
        for x in 0..b.width().saturating_sub(1) {
            let block = [(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)];
            n += usize::from(block.iter().all(|&(a, c)| !b.get(a, c).is_wall()));
        }
    }
    n
}

fn floor_cells(b: &Board) -> Vec<usize> {
    (0..b.squares().len())
        .filter(|&i| !b.squares()[i].is_wall())
        .collect()
}

/// The floor squares beside square `i`.
fn neighbours(b: &Board, i: usize) -> impl Iterator<Item = usize> + '_ {
    let squares = Squares::new(b.width(), b.height());
    squares
        .neighbours(i as u32)
        .into_iter()
        .filter(|&j| j != u32::NONE && !b.squares()[j as usize].is_wall())
        .map(|j| j as usize)
}

/// The floor's connected areas, as an area number per square (`usize::MAX` for walls), in
/// the order of their first squares, and their sizes: one walk of the shared flood each.
fn areas(b: &Board) -> (Vec<usize>, Vec<usize>) {
    let squares = Squares::new(b.width(), b.height());
    let floor = |j: u32| !b.squares()[j as usize].is_wall();
    let mut reach = Reach::new(squares.cells());
    let mut label = vec![usize::MAX; squares.cells()];
    let mut sizes = Vec::new();
    for start in floor_cells(b) {
        if label[start] != usize::MAX {
            continue;
        }
        let from = (&[start as u32][..], Order::BreadthFirst);
        reach.walk(&squares, from, |_, j| floor(j), |_| false);
        for &j in reach.cells() {
            label[j as usize] = sizes.len();
        }
        sizes.push(reach.cells().len());
    }
    (label, sizes)
}

fn keep_largest_area(b: &mut Board) {
    let (label, sizes) = areas(b);
    let Some(best) = (0..sizes.len()).max_by_key(|&k| sizes[k]) else {
        return;
    };
    let w = b.width();
    for (i, &l) in label.iter().enumerate() {
        if l != usize::MAX && l != best {
            b.set(i % w, i / w, Square::Wall);
        }
    }
}

/// Walls up floor squares with one way in, again until none is left: a dead end only parks
/// a box for good.
fn fill_dead_ends(b: &mut Board) {
    let w = b.width();
    loop {
        let ends: Vec<usize> = floor_cells(b)
            .into_iter()
            .filter(|&i| neighbours(b, i).count() <= 1)
            .collect();
        if ends.is_empty() || floor_cells(b).len() <= ends.len() + 2 {
            return;
        }
        for i in ends {
            b.set(i % w, i / w, Square::Wall);
        }
    }
}

/// Walls up squares of 2 x 2 blocks of floor, those in the most blocks first (the centre of
/// a 3 x 3 hall breaks four at once), each only where the floor stays in one piece; dead
/// ends this leaves are walled up too.
fn break_open_blocks(b: &mut Board, rng: &mut ChaCha8Rng) {
    let w = b.width();
    loop {
        let mut count = vec![0u32; b.squares().len()];
        for y in 0..b.height().saturating_sub(1) {
            for x in 0..w.saturating_sub(1) {
                let block = [(x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)];
                if block.iter().all(|&(a, c)| !b.get(a, c).is_wall()) {
                    for (a, c) in block {
                        count[c * w + a] += 1;
                    }
                }
            }
        }
        let mut cells: Vec<usize> = (0..count.len()).filter(|&i| count[i] > 0).collect();
        if cells.is_empty() {
            return;
        }
        // Most blocks first; ties in a seeded order.
        let tie: Vec<u32> = cells.iter().map(|_| rng.random_range(0..1000)).collect();
        let mut order: Vec<usize> = (0..cells.len()).collect();
        order.sort_by_key(|&k| (std::cmp::Reverse(count[cells[k]]), tie[k]));
        cells = order.into_iter().map(|k| cells[k]).collect();
        let walled = cells.into_iter().find(|&i| {
            b.set(i % w, i / w, Square::Wall);
            let whole = areas(b).1.len() == 1;
            if !whole {
                b.set(i % w, i / w, Square::Floor);
            }
            whole
        });
        if walled.is_none() {
            return;
        }
        fill_dead_ends(b);
    }
}

/// The layout of a level: its walls (squares outside them count as walls: the pusher never
/// goes there), its floor inside them, and its goals when `keep_goals`.
pub fn of_level(board: &Board, keep_goals: bool) -> Layout {
    let outside = crate::sokoban::checks::outside(board);
    let (w, h) = (board.width(), board.height());
    let mut out = Board::new(w, h);
    let mut goals = Vec::new();
    for y in 0..h {
        for x in 0..w {
            let (sq, i) = (board.get(x, y), y * w + x);
            if sq.is_wall() || outside[i] {
                out.set(x, y, Square::Wall);
            } else if keep_goals && sq.is_goal() {
                goals.push(i);
            }
        }
    }
    let boxes = Some(crate::sokoban::checks::counts(board).boxes).filter(|&n| n > 0);
    Layout {
        board: out,
        goals,
        boxes,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_room_is_one_area_without_dead_ends_or_open_blocks() {
        let mut made = 0;
        for seed in 0..40 {
            let mut rng = crate::seed::rng(seed);
            let Some(b) = room(10, 8, false, &mut rng) else {
                continue;
            };
            made += 1;
            assert_eq!(areas(&b).1.len(), 1, "seed {seed}");
            assert!(
                floor_cells(&b)
                    .iter()
                    .all(|&i| neighbours(&b, i).count() >= 2)
            );
            assert_eq!(open_blocks(&b), 0, "seed {seed}");
        }
        assert!(made >= 10, "many draws give a room: {made} of 40");
    }

    #[test]
    fn a_levels_layout_keeps_its_walls_and_goals() {
        let b = Board::from_xsb("#####\n#@$.#\n#####");
        let l = of_level(&b, true);
        assert_eq!(l.goals, vec![8]);
        assert!(
            l.board
                .squares()
                .iter()
                .all(|s| s.is_wall() || *s == Square::Floor)
        );
    }
}
