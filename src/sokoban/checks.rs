//! Validation of a Sokoban board: the rules of SOK-FORMAT.md "Validity", with the squares to
//! highlight for each problem so the editor can show them on the board.

use gridwright_formats::sokoban::{Board, Square};

use crate::grid::Pos;
use crate::sokoban::position::Position;
use crate::sokoban::solver::tables::level::Level;
use crate::sokoban::walk::graph::Graph;
use crate::sokoban::walk::pulls::{self, AnySide, Way};
use crate::sokoban::walk::reach::{Order, Reach};
use crate::sokoban::walk::squares::Squares;

/// The largest board the editor and the checks promise to handle comfortably.
pub const MAX_SIDE: usize = 200;

/// What is wrong with a board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ProblemKind {
    /// Not exactly one pusher: a level needs one to be played.
    PusherCount,
    /// No box at all: nothing to solve.
    NoBoxes,
    /// As many goals as boxes is the rule (SOK-FORMAT.md); this board has not.
    BoxGoalCount,
    /// The pusher's area reaches the board's edge: the level is not closed by walls.
    OpenArea,
    /// A box the pusher can never reach.
    UnreachableBox,
    /// A box off the goals that no pushing can bring onto any goal, even alone on the board.
    DeadBox,
    /// Wider or taller than [`MAX_SIDE`].
    TooLarge,
}

/// One finding, in words, with the squares it concerns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// Which rule is broken, for filtering and for tests.
    pub kind: ProblemKind,
    /// The finding in a sentence, as the panel and `validate` show it.
    pub message: String,
    /// The squares the editor highlights for it.
    pub cells: Vec<Pos>,
}

/// Counts shown in the status bar and validation panel.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Counts {
    /// Boxes, on goals or not.
    pub boxes: usize,
    /// Goals, with a box or the pusher on them or empty.
    pub goals: usize,
    /// Pushers (a valid level has one).
    pub pushers: usize,
    /// Wall squares.
    pub walls: usize,
}

/// The board's counts of boxes, goals, pushers and walls.
pub fn counts(board: &Board) -> Counts {
    Counts {
        boxes: board.count(Square::is_box),
        goals: board.count(Square::is_goal),
        pushers: board.count(Square::is_pusher),
        walls: board.count(Square::is_wall),
    }
}

fn positions(board: &Board, pred: impl Fn(Square) -> bool) -> Vec<Pos> {
    (0..board.height())
        .flat_map(|y| (0..board.width()).map(move |x| Pos::new(x, y)))
        .filter(|p| pred(board.get(p.x, p.y)))
        .collect()
}

/// The board's floor as the solver numbers it: every square but the walls, whatever stands
/// on it. `None` past the squares a cell can number, which only boards far over [`MAX_SIDE`]
/// have (and [`ProblemKind::TooLarge`] reports).
fn floor_of(board: &Board) -> Option<Level> {
    let squares = board.squares();
    let p = Position {
        width: board.width(),
        height: board.height(),
        walls: squares.iter().map(|s| s.is_wall()).collect(),
        goals: squares.iter().map(|s| s.is_goal()).collect(),
        boxes: squares.iter().map(|s| s.is_box()).collect(),
        pusher: 0,
    };
    Level::floor(&p)
}

/// Squares reached by a flood fill through non-wall squares from `starts`; boxes do not stop
/// it, since the pusher can move them. Also tells whether the fill reached the board's edge,
/// from where the pusher could walk off the board (those squares in the order reached). The
/// shared flood over the board's squares rather than a level's cells: it decides where the
/// level is, on a board of any size.
fn flood(board: &Board, starts: &[Pos]) -> (Vec<bool>, Vec<Pos>) {
    let (w, h) = (board.width(), board.height());
    let squares = Squares::new(w, h);
    let wall = |i: u32| board.squares()[i as usize].is_wall();
    let starts: Vec<u32> = starts
        .iter()
        .map(|p| (p.y * w + p.x) as u32)
        .filter(|&i| !wall(i))
        .collect();
    let mut reach = Reach::new(squares.cells());
    let from = (&starts[..], Order::BreadthFirst);
    reach.walk(&squares, from, |_, n| !wall(n), |_| false);
    let seen = (0..squares.cells() as u32)
        .map(|i| reach.reached(i))
        .collect();
    let leaks = reach
        .cells()
        .iter()
        .map(|&i| Pos::new(i as usize % w, i as usize / w))
        .filter(|p| p.x == 0 || p.y == 0 || p.x + 1 == w || p.y + 1 == h)
        .collect();
    (seen, leaks)
}

/// Squares inside the walls from which a box, alone on the board, can never be pushed onto
/// any goal: the goals' reach by reversed pushes (a push from `a` to `a + d` needs the pusher
/// on `a - d`), pulled back from every goal. A wall that cuts the boxes' room off from the
/// goals makes every square of that room dead. None on a board whose floor has more squares
/// than a cell numbers (far over [`MAX_SIDE`]).
pub fn dead_squares(board: &Board) -> Vec<bool> {
    let (w, h) = (board.width(), board.height());
    let mut live = vec![false; w * h];
    let Some(level) = floor_of(board) else {
        return live;
    };
    let goals = pulls::from_squares(&level.goals);
    let mut around = AnySide(&|_| false);
    pulls::search(&level.next, (&goals, Way::Pull), &mut around, |x, _| {
        live[level.square[x as usize]] = true;
        false
    });
    let outside = outside(board);
    (0..w * h)
        .map(|i| !live[i] && !outside[i] && !board.get(i % w, i / w).is_wall())
        .collect()
}

/// Squares outside the walls: reachable from beyond the board's edge without crossing a wall.
/// They are drawn as background.
pub fn outside(board: &Board) -> Vec<bool> {
    let (w, h) = (board.width(), board.height());
    let edge: Vec<Pos> = (0..h)
        .flat_map(|y| (0..w).map(move |x| Pos::new(x, y)))
        .filter(|p| p.x == 0 || p.y == 0 || p.x + 1 == w || p.y + 1 == h)
        .collect();
    flood(board, &edge).0
}

/// The words the status bar gives the square at `(x, y)`: floor beyond the walls is
/// "outside", as the canvas draws it.
pub fn square_words(board: &Board, x: usize, y: usize) -> String {
    match board.get(x, y) {
        Square::Floor if outside(board)[y * board.width() + x] => {
            crate::t!("sokoban-square-outside")
        }
        Square::Floor => crate::t!("sokoban-square-floor"),
        Square::Wall => crate::t!("sokoban-square-wall"),
        Square::Goal => crate::t!("sokoban-square-goal"),
        Square::Box => crate::t!("sokoban-square-box"),
        Square::BoxOnGoal => crate::t!("sokoban-square-box-on-goal"),
        Square::Pusher => crate::t!("sokoban-square-pusher"),
        Square::PusherOnGoal => crate::t!("sokoban-square-pusher-on-goal"),
    }
}

/// Every problem of the board; an empty list means the level is valid.
pub fn validate(board: &Board) -> Vec<Problem> {
    let mut problems = Vec::new();
    if board.width() > MAX_SIDE || board.height() > MAX_SIDE {
        problems.push(Problem {
            kind: ProblemKind::TooLarge,
            message: crate::t!(
                "sokoban-problem-too-large",
                w = board.width(),
                h = board.height(),
                max = MAX_SIDE
            ),
            cells: vec![],
        });
    }
    let c = counts(board);
    let pushers = positions(board, Square::is_pusher);
    if c.pushers != 1 {
        let message = if c.pushers == 0 {
            crate::t!("sokoban-problem-no-pusher")
        } else {
            crate::t!("sokoban-problem-pushers", n = c.pushers)
        };
        problems.push(Problem {
            kind: ProblemKind::PusherCount,
            message,
            cells: pushers.clone(),
        });
    }
    if c.boxes == 0 {
        problems.push(Problem {
            kind: ProblemKind::NoBoxes,
            message: crate::t!("sokoban-problem-no-boxes"),
            cells: vec![],
        });
    }
    if c.boxes != c.goals {
        let mut cells = positions(board, |s| s == Square::Box || s == Square::Goal);
        cells.sort();
        problems.push(Problem {
            kind: ProblemKind::BoxGoalCount,
            message: crate::t!(
                "sokoban-problem-box-goal-count",
                boxes = c.boxes,
                goals = c.goals
            ),
            cells,
        });
    }
    if c.goals > 0 {
        let dead = dead_squares(board);
        let stuck: Vec<Pos> = positions(board, |s| s == Square::Box)
            .into_iter()
            .filter(|p| dead[p.y * board.width() + p.x])
            .collect();
        if !stuck.is_empty() {
            let n = stuck.len();
            problems.push(Problem {
                kind: ProblemKind::DeadBox,
                message: crate::t!("sokoban-problem-dead-boxes", n = n),
                cells: stuck,
            });
        }
    }
    if let Some(&pusher) = pushers.first() {
        let (area, leaks) = flood(board, &[pusher]);
        if !leaks.is_empty() {
            problems.push(Problem {
                kind: ProblemKind::OpenArea,
                message: crate::t!("sokoban-problem-open-area"),
                cells: leaks,
            });
        }
        let stray: Vec<Pos> = positions(board, |s| s == Square::Box)
            .into_iter()
            .filter(|p| !area[p.y * board.width() + p.x])
            .collect();
        if !stray.is_empty() {
            problems.push(Problem {
                kind: ProblemKind::UnreachableBox,
                message: crate::t!("sokoban-problem-unreachable-boxes", n = stray.len()),
                cells: stray,
            });
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(xsb: &str) -> Vec<ProblemKind> {
        validate(&Board::from_xsb(xsb))
            .into_iter()
            .map(|p| p.kind)
            .collect()
    }

    #[test]
    fn the_status_bar_calls_floor_beyond_the_walls_outside() {
        // Before: every floor square was "Floor", the Debug name.
        let b = Board::from_xsb("  #####\n  #@$.#\n  #####");
        assert_eq!(square_words(&b, 0, 1), "outside");
        assert_eq!(square_words(&b, 2, 1), "wall");
        assert_eq!(square_words(&b, 3, 1), "pusher");
        assert_eq!(square_words(&b, 5, 1), "goal");
        let room = Board::from_xsb("#####\n#@ .#\n#####");
        assert_eq!(square_words(&room, 2, 1), "floor");
    }

    #[test]
    fn a_valid_level_has_no_problems() {
        assert!(kinds("#####\n#@$.#\n#####").is_empty());
        // Decorative boxes outside the walls are fine when on goals.
        assert!(kinds("#####  *\n#@$.#\n#####").is_empty());
    }

    #[test]
    fn each_rule_is_reported() {
        assert_eq!(kinds("#####\n# $.#\n#####"), vec![ProblemKind::PusherCount]);
        assert_eq!(
            kinds("#####\n#@@$.#\n######"),
            vec![ProblemKind::PusherCount]
        );
        assert_eq!(kinds("#####\n#@  #\n#####"), vec![ProblemKind::NoBoxes]);
        assert_eq!(
            kinds("#####\n#@$$.#\n######"),
            vec![ProblemKind::BoxGoalCount]
        );
        assert_eq!(kinds("#####\n#@$.\n#####"), vec![ProblemKind::OpenArea]);
        assert_eq!(
            kinds("#####   \n#@ .# $\n#####"),
            vec![ProblemKind::UnreachableBox]
        );
    }

    #[test]
    fn box_goal_message_has_counts() {
        let p = validate(&Board::from_xsb("######\n#@$$.#\n######"));
        assert!(p[0].message.contains("2 boxes but 1 goals"));
        assert_eq!(p[0].cells.len(), 3);
    }

    #[test]
    fn a_wall_between_the_boxes_and_the_goals_is_found() {
        // Before: "Valid level: ready to play", and no dead square drawn.
        let cut = "#########\n#@ $ #  #\n#   # .#\n#########";
        assert_eq!(kinds(cut), vec![ProblemKind::DeadBox]);
        let dead = dead_squares(&Board::from_xsb(cut));
        assert!(dead[9 + 3], "the box's square is dead");
        assert!(!dead[2 * 9 + 6], "the goal is not");
        let corner = "######\n#$ @.#\n#    #\n######";
        assert_eq!(
            kinds(corner),
            vec![ProblemKind::DeadBox],
            "a box in a corner"
        );
        assert!(
            kinds("######\n#@$ .#\n######").is_empty(),
            "a straight push"
        );
    }

    #[test]
    fn outside_is_beyond_the_walls() {
        let b = Board::from_xsb("  ###\n  #@#\n  ###");
        let out = outside(&b);
        assert!(out[0]);
        assert!(!out[b.width() + 3]);
    }
}
