//! One box moved alone, breadth first: pulled away from goals (from where can a box be pushed
//! onto them, in how many pushes), or pushed from a square (and by which squares to another,
//! for the play mode's "push this box there"). The one such search of the Sokoban code: the
//! solver's distances and dead squares, its plans' and its checks' questions of reach, the
//! board checks' dead boxes and the play mode's pushes all ask it.
//!
//! A pull moves the box from `x` to its neighbour `to`, the puller stepping from `to` on to
//! the square beyond: that square must be open. Other boxes are either ignored or walls for
//! good (`blocked`). With sides known (the solver's `Sides`, or a walk of the pusher round
//! the box), the puller must also be able to walk round the box to the side it pulls from;
//! without, every side of a square counts as one.

use super::graph::{Cell, DIRS, Graph, opposite};

/// Which way the box moves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Way {
    /// Pulled, each move undoing a push: the searches from goals.
    Pull,
    /// Pushed, the pusher behind the box.
    Push,
}

/// Where the puller may stand round the box: on which squares, and on which side of each.
/// Directions of a square on the same side are joined round the box standing there.
pub trait Around<C: Cell> {
    /// Whether the box or the puller may stand on `c` (a cell, not blocked).
    fn open(&self, c: C) -> bool;
    /// Whether a box on `x` can move towards `d` with the puller on side `at` of it: known
    /// without a walk once the square's side `at` is known (or by one walk per state).
    fn joins(&mut self, x: C, d: usize, at: u8) -> bool;
    /// The side of `x` from which the box there moves towards `d` (the neighbour that way
    /// open): looked up, or found by a walk round the box.
    fn side(&mut self, x: C, d: usize) -> u8;
}

/// Every side of a square one: the puller is taken to get round any box. Cells for which
/// the function holds are walls for good.
pub struct AnySide<'a, B>(pub &'a B);

impl<C: Cell, B: Fn(C) -> bool> Around<C> for AnySide<'_, B> {
    fn open(&self, c: C) -> bool {
        c != C::NONE && !(self.0)(c)
    }

    fn joins(&mut self, _: C, _: usize, _: u8) -> bool {
        true
    }

    fn side(&mut self, _: C, _: usize) -> u8 {
        0
    }
}

/// A state the search reached: the box's cell, the side of it the puller stands on, the
/// moves so far, and the state it was reached from (its place in the search's list; its
/// own for a start).
#[derive(Debug, Clone, Copy)]
struct Reached<C> {
    x: C,
    at: u8,
    moves: u32,
    from: u32,
}

/// Moves one box over `graph` breadth first from `starts` (each a square and the side of it
/// the puller stands on), telling `visit` each square it stands on (once per side of the
/// puller) with the moves so far, until `visit` answers true.
pub fn search<C: Cell>(
    graph: &(impl Graph<C> + ?Sized),
    starts: (&[(C, u8)], Way),
    around: &mut impl Around<C>,
    visit: impl FnMut(C, u32) -> bool,
) {
    run(graph, starts, around, visit);
}

/// [`search`], and the way to where `visit` answered true: the squares the box stands on
/// from its start to there, one move apart (`None` when `visit` never answered true). The
/// first way breadth first finds: fewest moves, ties to the directions tried first.
pub fn search_path<C: Cell>(
    graph: &(impl Graph<C> + ?Sized),
    starts: (&[(C, u8)], Way),
    around: &mut impl Around<C>,
    visit: impl FnMut(C, u32) -> bool,
) -> Option<Vec<C>> {
    let (reached, end) = run(graph, starts, around, visit);
    let mut at = end?;
    let mut path = vec![reached[at].x];
    while reached[at].from as usize != at {
        at = reached[at].from as usize;
        path.push(reached[at].x);
    }
    path.reverse();
    Some(path)
}

/// The search: every state reached in the order reached, and the place of the one `visit`
/// stopped at.
fn run<C: Cell>(
    graph: &(impl Graph<C> + ?Sized),
    (starts, way): (&[(C, u8)], Way),
    around: &mut impl Around<C>,
    mut visit: impl FnMut(C, u32) -> bool,
) -> (Vec<Reached<C>>, Option<usize>) {
    let mut seen = vec![[false; DIRS]; graph.cells()];
    let mut reached = Vec::new();
    for &(s, at) in starts {
        if !seen[s.index()][at as usize] {
            seen[s.index()][at as usize] = true;
            let from = reached.len() as u32;
            reached.push(Reached {
                x: s,
                at,
                moves: 0,
                from,
            });
        }
    }
    let mut head = 0;
    while let Some(&Reached { x, at, moves, .. }) = reached.get(head) {
        if visit(x, moves) {
            return (reached, Some(head));
        }
        for d in 0..DIRS {
            let to = graph.neighbour(x, d);
            if !around.open(to) || !around.joins(x, d, at) {
                continue;
            }
            let needed = match way {
                Way::Pull => graph.neighbour(to, d),
                Way::Push => graph.neighbour(x, opposite(d)),
            };
            if !around.open(needed) {
                continue;
            }
            let side = around.side(to, d);
            let seen = &mut seen[to.index()][side as usize];
            if !*seen {
                *seen = true;
                reached.push(Reached {
                    x: to,
                    at: side,
                    moves: moves + 1,
                    from: head as u32,
                });
            }
        }
        head += 1;
    }
    (reached, None)
}

/// A box moved from each of `starts` with the puller on any side.
pub fn from_squares<C: Cell>(starts: &[C]) -> Vec<(C, u8)> {
    starts.iter().map(|&s| (s, 0)).collect()
}

#[cfg(test)]
mod tests {
    use super::super::squares::Squares;
    use super::*;

    /// The walls of a board of XSB rows, and the square at (x, y).
    fn board(rows: &str) -> (Squares, Vec<bool>, impl Fn(usize, usize) -> u32) {
        let lines: Vec<&str> = rows.lines().collect();
        let width = lines[0].len();
        let walls = lines.iter().flat_map(|l| l.bytes()).map(|b| b == b'#');
        let square = move |x: usize, y: usize| (y * width + x) as u32;
        (Squares::new(width, lines.len()), walls.collect(), square)
    }

    /// Pulled from the goal, a box reaches the squares it can be pushed from, in as many
    /// moves as pushes; pushed from there, it reaches the goal in as many, by a way of as
    /// many moves.
    #[test]
    fn pulls_and_pushes_count_alike() {
        let (squares, walls, at) = board("#######\n#     #\n#@ $  #\n#   . #\n#######");
        let (goal, from) = (at(4, 3), at(3, 2));
        let mut pulled = vec![u32::MAX; squares.cells()];
        let mut around = AnySide(&|c: u32| walls[c as usize]);
        search(&squares, (&[(goal, 0)], Way::Pull), &mut around, |x, n| {
            pulled[x as usize] = n;
            false
        });
        let mut pushed = u32::MAX;
        let path = search_path(&squares, (&[(from, 0)], Way::Push), &mut around, |x, n| {
            pushed = n;
            x == goal
        });
        assert_eq!(pulled[from as usize], 2);
        assert_eq!(pushed, 2);
        let path = path.expect("a way to the goal");
        assert_eq!((path.len(), path[0], path[2]), (3, from, goal));
    }
}
