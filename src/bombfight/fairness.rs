//! The fairness report: what each start reaches without bombing (exits, gems, mushrooms),
//! how far its nearest exit is, and the bricks in its way when none is open; a map where
//! one start is plainly favoured is flagged.

use gridwright_formats::bombfight::{Level, Player, Tile};
use serde::Serialize;

use super::checks::{bricks_in_the_way, distances};

/// What one player's start offers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Side {
    /// Exits reachable without bombing.
    pub open_exits: usize,
    /// Gems reachable without bombing, and their points.
    pub gems: usize,
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
            Tile::Item(i) => i64::from(i.points()),
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
        (Some(_), None) => out.push("only A reaches an exit without bombing".into()),
        (None, Some(_)) => out.push("only B reaches an exit without bombing".into()),
        (Some(da), Some(db)) => {
            let (near, far, who) = if da < db { (da, db, 0) } else { (db, da, 1) };
            if far - near >= 4 && (far - near) * 4 >= far {
                out.push(format!(
                    "{}'s nearest exit is {near} steps away, the other's {far}",
                    name(who)
                ));
            }
        }
        (None, None) => {
            if let (Some(ba), Some(bb)) = (a.bricks_to_exit, b.bricks_to_exit)
                && ba.abs_diff(bb) >= 2
            {
                out.push(format!(
                    "A must bomb {ba} brick(s) to reach an exit, B {bb}"
                ));
            }
        }
    }
    let (ga, gb) = (a.gem_points, b.gem_points);
    let (more, less, who) = if ga > gb { (ga, gb, 0) } else { (gb, ga, 1) };
    if more - less >= 20 && (more - less) * 2 >= more {
        out.push(format!(
            "{} reaches {more} gem points without bombing, the other {less}",
            name(who)
        ));
    }
    out
}
