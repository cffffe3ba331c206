//! Level checks (what makes a map playable by the rules) and the fairness report (whether
//! one start is plainly favoured), for the editor's live panel and `gridwright validate`.

use std::collections::VecDeque;

use gridwright_formats::bombfight::{Level, MAX_ROUNDS, MAX_SIDE, MIN_SIDE, Player, Tile};

use crate::grid::Dir;

/// One thing wrong with a map, and the cells to outline.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// One sentence for the panel and `validate`, without a cell list.
    pub message: String,
    /// `(x, y)` cells to outline; empty for a problem of the whole map (size, rounds, no exit).
    pub cells: Vec<(usize, usize)>,
}

fn problem(message: impl Into<String>, cells: Vec<(usize, usize)>) -> Problem {
    Problem {
        message: message.into(),
        cells,
    }
}

/// Whether a cell is on the outer ring.
pub fn on_ring(l: &Level, (x, y): (usize, usize)) -> bool {
    x == 0 || y == 0 || x + 1 == l.width() || y + 1 == l.height()
}

/// Whether a cell must be a wall: both its column and its row are even (the pillars, and
/// the ring's posts).
pub fn is_pillar((x, y): (usize, usize)) -> bool {
    x % 2 == 0 && y % 2 == 0
}

/// Every problem of the map; empty when it can be played.
pub fn validate(l: &Level) -> Vec<Problem> {
    let mut out = Vec::new();
    let (w, h) = (l.width(), l.height());
    if !(MIN_SIDE..=MAX_SIDE).contains(&w) || !(MIN_SIDE..=MAX_SIDE).contains(&h) {
        out.push(problem(
            crate::t!(
                "bombfight-check-size",
                w = w,
                h = h,
                min = MIN_SIDE,
                max = MAX_SIDE
            ),
            vec![],
        ));
        return out;
    }
    let open = l.positions(|_| true);
    let open: Vec<_> = open
        .into_iter()
        .filter(|&c| on_ring(l, c) && !matches!(l.get(c.0, c.1), Tile::Wall | Tile::Exit))
        .collect();
    if !open.is_empty() {
        out.push(problem(
            crate::t!("bombfight-check-ring-gaps", n = open.len()),
            open,
        ));
    }
    let pillars: Vec<_> = l
        .positions(|t| t != Tile::Wall)
        .into_iter()
        .filter(|&c| is_pillar(c))
        .collect();
    if !pillars.is_empty() {
        out.push(problem(
            crate::t!("bombfight-check-pillars", n = pillars.len()),
            pillars,
        ));
    }
    exits(l, &mut out);
    starts(l, &mut out);
    if l.rounds == 0 || l.rounds > MAX_ROUNDS {
        out.push(problem(
            crate::t!("bombfight-check-rounds", max = MAX_ROUNDS.to_string()),
            vec![],
        ));
    }
    if out.is_empty() {
        reachability(l, &mut out);
    }
    out
}

fn exits(l: &Level, out: &mut Vec<Problem>) {
    let exits = l.positions(|t| t == Tile::Exit);
    let inside: Vec<_> = exits.iter().copied().filter(|&c| !on_ring(l, c)).collect();
    if !inside.is_empty() {
        out.push(problem(crate::t!("bombfight-check-exit-inside"), inside));
    }
    if exits.is_empty() {
        out.push(problem(crate::t!("bombfight-check-no-exit"), vec![]));
    }
}

fn starts(l: &Level, out: &mut Vec<Problem>) {
    for p in Player::BOTH {
        let s = l.starts(p);
        let name = Tile::Start(p).to_char();
        if s.len() != 1 {
            out.push(problem(
                crate::t!(
                    "bombfight-check-starts",
                    name = name.to_string(),
                    n = s.len()
                ),
                s,
            ));
        }
    }
}

/// Every start must reach an exit, bricks being bombable (walls are not).
fn reachability(l: &Level, out: &mut Vec<Problem>) {
    for p in Player::BOTH {
        let Some(&start) = l.starts(p).first() else {
            continue;
        };
        let d = distances(l, start, |t| t != Tile::Wall);
        let reached = l
            .positions(|t| t == Tile::Exit)
            .into_iter()
            .any(|(x, y)| d[y * l.width() + x].is_some());
        if !reached {
            out.push(problem(
                crate::t!(
                    "bombfight-check-unreachable",
                    name = Tile::Start(p).to_char().to_string()
                ),
                vec![start],
            ));
        }
    }
}

/// Steps from `from` to every cell through cells that `pass`, breadth first.
pub fn distances(l: &Level, from: (usize, usize), pass: impl Fn(Tile) -> bool) -> Vec<Option<u32>> {
    let (w, h) = (l.width(), l.height());
    let mut d = vec![None; w * h];
    let mut queue = VecDeque::from([(from, 0u32)]);
    d[from.1 * w + from.0] = Some(0);
    while let Some(((x, y), n)) = queue.pop_front() {
        for dir in Dir::ALL {
            let (dx, dy) = dir.delta();
            let (Some(nx), Some(ny)) = (x.checked_add_signed(dx), y.checked_add_signed(dy)) else {
                continue;
            };
            if nx >= w || ny >= h || d[ny * w + nx].is_some() || !pass(l.get(nx, ny)) {
                continue;
            }
            d[ny * w + nx] = Some(n + 1);
            queue.push_back(((nx, ny), n + 1));
        }
    }
    d
}

/// The fewest bricks on a way from `from` to every cell (walls block), by a 0-1 search:
/// what a player must bomb to get there.
pub fn bricks_in_the_way(l: &Level, from: (usize, usize)) -> Vec<Option<u32>> {
    let (w, h) = (l.width(), l.height());
    let mut d: Vec<Option<u32>> = vec![None; w * h];
    let mut queue = VecDeque::from([(from, 0u32)]);
    while let Some(((x, y), n)) = queue.pop_front() {
        let i = y * w + x;
        if d[i].is_some_and(|old| old <= n) {
            continue;
        }
        d[i] = Some(n);
        for dir in Dir::ALL {
            let (dx, dy) = dir.delta();
            let (Some(nx), Some(ny)) = (x.checked_add_signed(dx), y.checked_add_signed(dy)) else {
                continue;
            };
            match l.get(nx, ny) {
                _ if nx >= w || ny >= h => {}
                Tile::Wall => {}
                Tile::Brick => queue.push_back(((nx, ny), n + 1)),
                _ => queue.push_front(((nx, ny), n)),
            }
        }
    }
    d
}

#[cfg(test)]
mod tests {
    use gridwright_formats::bombfight::read_bflvl;

    use super::*;

    /// A map by the rules: pillars, one start each, an exit in the wall below.
    const GOOD: &str = "7 5\n#######\n#A   B#\n# # # #\n#     #\n###E###\n10\n";

    /// `GOOD` with its cell `(x, y)` changed to `c`.
    fn with(x: usize, y: usize, c: char) -> Level {
        let mut l = read_bflvl(GOOD).unwrap();
        l.set(x, y, Tile::from_char(c).unwrap());
        l
    }

    fn messages(l: &Level) -> Vec<String> {
        validate(l).into_iter().map(|p| p.message).collect()
    }

    #[test]
    fn a_map_by_the_rules_has_no_problem() {
        assert_eq!(validate(&read_bflvl(GOOD).unwrap()), vec![]);
    }

    #[test]
    fn a_gap_in_the_outer_wall_is_named_with_its_cell() {
        let p = validate(&with(0, 3, ' '));
        assert_eq!(
            p,
            vec![problem(
                "the outer wall has 1 gap(s) that are not exits",
                vec![(0, 3)]
            )]
        );
    }

    #[test]
    fn a_pillar_that_is_not_a_wall_is_named_with_its_cell() {
        let p = validate(&with(2, 2, ' '));
        assert_eq!(p.len(), 1);
        assert_eq!(p[0].cells, vec![(2, 2)]);
        assert!(p[0].message.contains("even row and column"), "{p:?}");
    }

    #[test]
    fn an_exit_inside_the_map_and_a_map_without_exit_are_refused() {
        let mut inside = with(3, 4, '#');
        inside.set(3, 1, Tile::Exit);
        let p = validate(&inside);
        assert!(p.contains(&problem("exits must lie in the outer wall", vec![(3, 1)])));
        assert!(messages(&with(3, 4, '#')).contains(&"the map needs at least one exit".into()));
    }

    #[test]
    fn each_player_needs_exactly_one_start() {
        let p = validate(&with(3, 1, 'A'));
        assert_eq!(
            p,
            vec![problem(
                "the map needs exactly one start A (it has 2)",
                vec![(1, 1), (3, 1)]
            )]
        );
        assert_eq!(
            messages(&with(5, 1, ' ')),
            ["the map needs exactly one start B (it has 0)"]
        );
    }

    #[test]
    fn an_exit_behind_bricks_can_be_reached_and_one_behind_walls_cannot() {
        assert_eq!(validate(&with(3, 3, 'X')), vec![]);
        let walled = validate(&with(3, 3, '#'));
        assert_eq!(walled.len(), 2, "{walled:?}");
        assert_eq!(walled[0].cells, vec![(1, 1)]);
        assert_eq!(walled[1].cells, vec![(5, 1)]);
        assert!(
            walled[0]
                .message
                .contains("no exit can be reached from start A")
        );
    }

    #[test]
    fn the_rounds_must_be_within_the_limit() {
        let mut l = read_bflvl(GOOD).unwrap();
        l.rounds = 0;
        assert_eq!(
            messages(&l),
            [format!("the rounds must be from 1 to {MAX_ROUNDS}")]
        );
    }

    #[test]
    fn distances_walk_free_cells_and_bricks_count_what_must_be_bombed() {
        let l = read_bflvl("9 3\n#########\n#A X X B#\n#########\n5\n").unwrap();
        let at = |d: &[Option<u32>], x: usize| d[9 + x];
        let walk = distances(&l, (1, 1), Tile::is_free);
        assert_eq!(
            (at(&walk, 2), at(&walk, 3), at(&walk, 7)),
            (Some(1), None, None)
        );
        let through = distances(&l, (1, 1), |t| t != Tile::Wall);
        assert_eq!(at(&through, 7), Some(6));
        let bricks = bricks_in_the_way(&l, (1, 1));
        assert_eq!(
            (1..8).map(|x| at(&bricks, x)).collect::<Vec<_>>(),
            [0, 0, 1, 1, 2, 2, 2].map(Some)
        );
        assert_eq!(bricks[0], None, "walls block");
    }
}
