//! The fairness report: what each start reaches without bombing (exits, gems, mushrooms),
//! how far its nearest exit is, and the bricks in its way when none is open; a map where
//! one start is plainly favoured is flagged.

use gridwright_formats::bombfight::{Level, Player, Tile};
use serde::Serialize;

use super::checks::{bricks_in_the_way, distances};
use super::engine::item_points;

/// What one player's start offers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Side {
    /// Exits reachable without bombing.
    pub open_exits: usize,
    /// Gems reachable without bombing, and their points.
    pub gems: usize,
    /// The reachable gems' values summed, as collecting them scores.
    pub gem_points: i64,
    /// Mushrooms reachable without bombing.
    pub mushrooms: usize,
    /// Steps to the nearest exit without bombing, if one is open.
    pub exit_distance: Option<u32>,
    /// Fewest bricks to bomb on the way to an exit, when none is open.
    pub bricks_to_exit: Option<u32>,
}

/// Both sides and what, if anything, favours one start.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Fairness {
    /// Player 1's start first, by [`Player::index`].
    pub sides: [Side; 2],
    /// Reasons a start is plainly favoured; empty for a fair map.
    pub flags: Vec<String>,
}

impl Fairness {
    /// No start is plainly favoured.
    pub fn is_fair(&self) -> bool {
        self.flags.is_empty()
    }
}

fn side(l: &Level, start: (usize, usize)) -> Side {
    let walk = distances(l, start, Tile::is_free);
    let reached = |pred: &dyn Fn(Tile) -> bool| -> Vec<((usize, usize), u32)> {
        l.positions(pred)
            .into_iter()
            .filter_map(|(x, y)| walk[y * l.width() + x].map(|d| ((x, y), d)))
            .collect()
    };
    let exits = reached(&|t| t == Tile::Exit);
    let gems = reached(&|t| matches!(t, Tile::Item(i) if i.is_gem()));
    let mushrooms = reached(&|t| matches!(t, Tile::Item(i) if !i.is_gem()));
    let gem_points = gems
        .iter()
        .map(|((x, y), _)| match l.get(*x, *y) {
            Tile::Item(i) => i64::from(item_points(i)),
            _ => 0,
        })
        .sum();
    let exit_distance = exits.iter().map(|(_, d)| *d).min();
    let bricks_to_exit = if exit_distance.is_some() {
        None
    } else {
        let b = bricks_in_the_way(l, start);
        l.positions(|t| t == Tile::Exit)
            .into_iter()
            .filter_map(|(x, y)| b[y * l.width() + x])
            .min()
    };
    Side {
        open_exits: exits.len(),
        gems: gems.len(),
        gem_points,
        mushrooms: mushrooms.len(),
        exit_distance,
        bricks_to_exit,
    }
}

/// The report for a map with one start each (a map without starts gets empty sides).
pub fn fairness(l: &Level) -> Option<Fairness> {
    let a = *l.starts(Player::One).first()?;
    let b = *l.starts(Player::Two).first()?;
    let sides = [side(l, a), side(l, b)];
    let flags = flags(&sides);
    Some(Fairness { sides, flags })
}

/// A start is plainly favoured when only it has an open exit, when its nearest exit is much
/// closer (by a quarter of the longer way and at least 4 steps), when it needs far fewer
/// bricks bombed, or when it reaches far more gem points (by half and at least 20).
fn flags([a, b]: &[Side; 2]) -> Vec<String> {
    let mut out = Vec::new();
    let name = |i: usize| if i == 0 { "A" } else { "B" };
    match (a.exit_distance, b.exit_distance) {
        (Some(_), None) => out.push(crate::t!("bombfight-fair-only-a")),
        (None, Some(_)) => out.push(crate::t!("bombfight-fair-only-b")),
        (Some(da), Some(db)) => {
            let (near, far, who) = if da < db { (da, db, 0) } else { (db, da, 1) };
            if far - near >= 4 && (far - near) * 4 >= far {
                out.push(crate::t!(
                    "bombfight-fair-nearer-exit",
                    who = name(who),
                    near = near,
                    far = far
                ));
            }
        }
        (None, None) => {
            if let (Some(ba), Some(bb)) = (a.bricks_to_exit, b.bricks_to_exit)
                && ba.abs_diff(bb) >= 2
            {
                out.push(crate::t!("bombfight-fair-bricks", a = ba, b = bb));
            }
        }
    }
    let (ga, gb) = (a.gem_points, b.gem_points);
    let (more, less, who) = if ga > gb { (ga, gb, 0) } else { (gb, ga, 1) };
    if more - less >= 20 && (more - less) * 2 >= more {
        out.push(crate::t!(
            "bombfight-fair-gems",
            who = name(who),
            more = more,
            less = less
        ));
    }
    out
}

#[cfg(test)]
mod tests {
    use gridwright_formats::bombfight::read_bflvl;

    use super::*;

    fn report(map: &str) -> Fairness {
        fairness(&read_bflvl(map).unwrap()).unwrap()
    }

    #[test]
    fn a_mirrored_map_is_fair_and_both_sides_read_the_same() {
        let f = report("7 5\n#######\n#A 9 B#\n# # # #\n#     #\n###E###\n10\n");
        assert!(f.is_fair(), "{:?}", f.flags);
        assert_eq!(f.sides[0], f.sides[1]);
        let a = &f.sides[0];
        assert_eq!(
            (a.open_exits, a.exit_distance, a.bricks_to_exit),
            (1, Some(5), None)
        );
        assert_eq!((a.gems, a.gem_points, a.mushrooms), (1, 40, 0));
    }

    #[test]
    fn a_start_shut_in_by_bricks_is_flagged_with_the_bricks_it_must_bomb() {
        let f = report("7 5\n#######\n#A  XB#\n# # # #\n#   X #\n###E###\n10\n");
        assert_eq!(f.flags, ["only A reaches an exit without bombing"]);
        assert_eq!(f.sides[1].exit_distance, None);
        assert_eq!(f.sides[1].bricks_to_exit, Some(1));
        assert_eq!(f.sides[0].bricks_to_exit, None, "A has an open exit");
    }

    #[test]
    fn a_much_nearer_exit_is_flagged() {
        let f =
            report("11 5\n###########\n#A       B#\n# # # # # #\n#         #\n#E#########\n10\n");
        assert_eq!(
            f.flags,
            ["A's nearest exit is 3 steps away, the other's 11"]
        );
    }

    #[test]
    fn many_more_gem_points_within_reach_are_flagged() {
        let f =
            report("11 5\n###########\n#A98X    B#\n# # # # # #\n#   X     #\n#E#######E#\n10\n");
        assert_eq!(f.sides[0].exit_distance, f.sides[1].exit_distance);
        assert_eq!(
            f.flags,
            ["A reaches 65 gem points without bombing, the other 0"]
        );
    }

    #[test]
    fn a_map_without_both_starts_has_no_report() {
        assert_eq!(
            fairness(
                &read_bflvl("7 5\n#######\n#A    #\n# # # #\n#     #\n###E###\n10\n").unwrap()
            ),
            None
        );
    }
}
