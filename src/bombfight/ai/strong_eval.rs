//! How good a position looks to `strong`: the points, what the bombs on the map will do, the
//! gems it gets to before the opponent, the exit race, and the blasts it may not escape.
//! An exit ends the game and gives +80, so most games are decided by who reaches an exit
//! first while +80 still wins; the race is judged with the move order, and distances pass
//! bricks at the cost of bombing them, so opening the way to an exit shows as progress.

use gridwright_formats::bombfight::Player;

use super::danger::{Danger, fuse_times, safe, with_bomb};
use super::lead;
use super::reach::Reach;
use crate::bombfight::engine::{EXIT_POINTS, Ground, KILL_POINTS, State, item_points};
use crate::grid::Dir;

/// How far distances are looked at (steps, bricks counted at their cost).
const SIGHT: u32 = 160;
/// Discount per step of a gem still to be walked to.
const STEP: f64 = 0.92;
/// What winning by an exit is worth beyond its 80 points.
const WIN: f64 = 120.0;
/// What a brick destroyed is worth (it opens the map).
const BRICK: f64 = 2.0;
/// What passing a brick costs in steps: walking to it, bombing, getting away and back.
const BRICK_COST: u32 = 6;
/// What each step nearer a winning exit is worth while `strong` gets there first, beyond the
/// pull: with it a few steps nearer outweigh a mushroom in the way, so it walks out rather
/// than waiting beside one for the rounds to run out (as two careful bots otherwise both do).
const RUSH: f64 = 4.0;
/// The distance at which an exit's pull has fallen to its floor.
const EXIT_FAR: f64 = 80.0;

/// Reusable distance buffers for both players, so an evaluation allocates nothing new.
#[derive(Debug, Default, Clone)]
pub struct Eval {
    mine: Reach,
    theirs: Reach,
}

/// Each player's nearest exit, in that player's own actions (bricks at their cost).
#[derive(Debug, Clone, Copy)]
struct Race {
    mine: Option<u32>,
    theirs: Option<u32>,
}

impl Eval {
    /// How good `s` looks for `me`, with `me` to act (so `me` moves first in what follows).
    pub fn of(&mut self, s: &State, me: Player) -> f64 {
        if s.is_over() {
            return over(s, me);
        }
        let danger = Danger::of(s);
        let mut v = lead(s, me) as f64 + pending(s, me);
        if !safe(s, me, &danger) {
            v -= 1000.0;
        }
        if !safe(s, me.other(), &danger) {
            v -= KILL_POINTS as f64 * 0.75;
        }
        let (items, race) = self.prospects(s, me);
        v += items + race_value(s, me, race);
        v - trap_risk(s, me, &danger)
    }

    /// Gems `me` reaches before the opponent, discounted by distance, and both players'
    /// nearest exits.
    fn prospects(&mut self, s: &State, me: Player) -> (f64, Race) {
        let doomed = bricks_doomed(s);
        let cost = |c, d: u32| {
            Some(match doomed.iter().find(|(at, _)| *at == c) {
                Some(&(_, t)) => (u32::from(t) + 1).max(d + 1),
                None => d + BRICK_COST,
            })
        };
        let them = s.positions[me.other().index()];
        let theirs = nearest_exit(s, self.theirs.run_through_bricks(s, them, SIGHT, cost));
        let mut items = 0.0;
        let here = s.positions[me.index()];
        for &(at, d) in self.mine.run_through_bricks(s, here, SIGHT, cost) {
            if d > s.rounds_left() {
                break;
            }
            if let Ground::Item(i) = s.ground(at)
                && i.is_gem()
            {
                let share = match self.theirs.dist(at) {
                    Some(o) if o < d => 0.2,
                    Some(o) if o == d => 0.6,
                    _ => 1.0,
                };
                items += f64::from(item_points(i)) * STEP.powi(d as i32) * share;
            }
        }
        let mine = nearest_exit(s, &self.mine.order);
        (0.6 * items.min(150.0), Race { mine, theirs })
    }
}

/// The end of the game: a win or a loss above everything else, the margin after.
fn over(s: &State, me: Player) -> f64 {
    let l = lead(s, me) as f64;
    match s.winner() {
        Some(w) if w == me => 1e5 + l,
        Some(_) => -1e5 + l,
        None => l,
    }
}

/// The nearest exit among cells reached (nearest first), within the rounds left.
fn nearest_exit(s: &State, order: &[((usize, usize), u32)]) -> Option<u32> {
    order
        .iter()
        .find(|(at, _)| s.ground(*at) == Ground::Exit)
        .map(|&(_, d)| d)
        .filter(|&d| d <= s.rounds_left())
}

/// The exit race. `me` acts first from here, so it gets to an exit first when its distance
/// is no greater than the opponent's. Reaching it first while +80 wins is worth the win,
/// falling slowly with the distance (never to nothing: a far exit behind bricks must still
/// pull, or the bot idles); the opponent getting there first while +80 wins for it is a
/// threat, which makes closing the distance or setting the opponent back worth it.
fn race_value(s: &State, me: Player, r: Race) -> f64 {
    let lead = lead(s, me);
    let i_win_by_exit = lead + EXIT_POINTS > 0;
    let they_win_by_exit = lead < EXIT_POINTS;
    let full = EXIT_POINTS as f64 + WIN;
    let pull = |d: u32| (1.0 - f64::from(d) / EXIT_FAR).max(0.25);
    let mut v = 0.0;
    if let Some(d) = r.mine
        && i_win_by_exit
    {
        let first = !they_win_by_exit || r.theirs.is_none_or(|t| d <= t);
        v += if first { full } else { 0.5 * full } * pull(d);
        if first {
            v += RUSH * (EXIT_FAR - f64::from(d)).max(0.0);
        }
    }
    if let Some(t) = r.theirs
        && they_win_by_exit
        && r.mine.is_none_or(|d| t < d)
    {
        // Each point of lead brings nearer the 80 at which its exit no longer wins: when the
        // race is lost, collecting and blowing up items is the way back.
        let short = (EXIT_POINTS - lead) as f64 / EXIT_POINTS as f64;
        v -= 0.5 * full * pull(t) * short.clamp(0.0, 1.5);
    }
    v
}

/// Bricks that a blast of a bomb on the map will destroy, with the end of round (from now)
/// at which the first such blast comes.
fn bricks_doomed(s: &State) -> Vec<((usize, usize), u8)> {
    let mut out: Vec<((usize, usize), u8)> = Vec::new();
    for (b, t) in s.bombs.iter().zip(fuse_times(s)) {
        for c in s.blast_cells(b.at) {
            if s.ground(c) != Ground::Brick {
                continue;
            }
            match out.iter_mut().find(|(at, _)| *at == c) {
                Some((_, first)) => *first = (*first).min(t),
                None => out.push((c, t)),
            }
        }
    }
    out
}

/// What the bombs already on the map will do to the scores, as `me` sees it: items blown up
/// (credited to the owners whose blasts reach them) and bricks `me`'s blasts open.
fn pending(s: &State, me: Player) -> f64 {
    let blasts: Vec<(Player, Vec<(usize, usize)>)> = s
        .bombs
        .iter()
        .map(|b| (b.owner, s.blast_cells(b.at)))
        .collect();
    let cells =
        crate::bombfight::engine::reached_by(blasts.iter().map(|(p, c)| (*p, c.as_slice())));
    let mut v = 0.0;
    for (at, by) in cells {
        match s.ground(at) {
            Ground::Item(i) => {
                let points = f64::from(item_points(i)) * 2.0 * 0.9;
                if by[me.index()] {
                    v += points;
                }
                if by[me.other().index()] {
                    v -= points;
                }
            }
            Ground::Brick if by[me.index()] => v += BRICK,
            _ => {}
        }
    }
    v
}

/// What `me` risks where it stands if the opponent walks one step and drops a bomb: 20
/// points for each such bomb `me` could not get away from.
fn trap_risk(s: &State, me: Player, danger: &Danger) -> f64 {
    let here = s.positions[me.index()];
    let them = s.positions[me.other().index()];
    if here.0.abs_diff(them.0) + here.1.abs_diff(them.1) > 5 {
        return 0.0;
    }
    let mut drops = vec![them];
    drops.extend(
        Dir::ALL
            .iter()
            .filter_map(|&d| s.neighbour(them, d))
            .filter(|&c| s.ground(c).is_free()),
    );
    let traps = drops
        .into_iter()
        .filter(|&c| !with_bomb(s, danger, c).escapable(s, here, 1))
        .count();
    20.0 * traps as f64
}

/// Whether a bomb at `at` would reach a brick, an item or the opponent's surroundings: the
/// bombs worth trying in a search.
pub fn worth_a_bomb(s: &State, at: (usize, usize), opponent: (usize, usize)) -> bool {
    let near = at.0.abs_diff(opponent.0) + at.1.abs_diff(opponent.1) <= 4;
    near || s
        .blast_cells(at)
        .iter()
        .any(|&c| matches!(s.ground(c), Ground::Brick | Ground::Item(_)))
}

#[cfg(test)]
mod tests {
    use gridwright_formats::bombfight::read_bflvl;

    use super::*;

    #[test]
    fn a_step_nearer_an_exit_reached_first_outweighs_a_small_mushroom() {
        // Before: no points yet; A's exit 11 steps away, B's 12 (A moves first, so A's race).
        let s =
            State::new(&read_bflvl("9 3\n#########\n#A     B#\n####E####\n60\n").unwrap()).unwrap();
        let race = |mine| Race {
            mine: Some(mine),
            theirs: Some(12),
        };
        // Action: one step nearer, over a -6 mushroom.
        let nearer = race_value(&s, Player::One, race(10)) - 6.0;
        // After: still better than waiting where it was.
        assert!(nearer > race_value(&s, Player::One, race(11)));
    }
}
