//! `strong`: plans with the engine. It tries its own action sequences a few rounds deep on
//! copies of the state (the opponent held still in the sequence, but feared: it may walk
//! anywhere it can reach and drop a bomb), and scores where each sequence leads:
//! points, the value its bombs already on the map will blow up, items it reaches before the
//! opponent, the exit when +80 wins, a kill it has set up, and whether it could be trapped.
//! Positions a blast can reach with no way out are never chosen while another exists.

use gridwright_formats::bombfight::Player;

use super::danger::{Danger, fuse_times, safe, with_bomb};
use super::reach::Reach;
use super::{actions, after, lead, words};
use crate::bombfight::action::Action;
use crate::bombfight::bot::{Bot, BotError};
use crate::bombfight::engine::{EXIT_POINTS, Ground, KILL_POINTS, State, item_points, reached_by};
use crate::grid::Dir;

/// How far distances are looked at.
const SIGHT: u32 = 40;
/// Discount per step of a value still to be walked to.
const STEP: f64 = 0.9;
/// What winning by an exit is worth beyond its 80 points.
const WIN: f64 = 60.0;
/// What a brick destroyed is worth (it opens the map).
const BRICK: f64 = 3.0;
/// The weight of what follows a position against the position itself.
const LATER: f64 = 0.7;
/// What passing a brick costs in steps: walking to it, bombing, getting away and back.
const BRICK_COST: u32 = 7;
/// Cells on the map above which the search looks one action less deep.
const LARGE: usize = 4000;

/// The engine-planning bot.
#[derive(Debug, Default, Clone)]
pub struct Strong {
    mine: Reach,
    theirs: Reach,
}

impl Bot for Strong {
    fn name(&self) -> String {
        "strong".into()
    }

    fn answer(&mut self, s: &State) -> Result<String, BotError> {
        let me = s.to_act;
        let depth = if s.width() * s.height() > LARGE { 2 } else { 3 };
        let mut best = (f64::MIN, Action::NONE);
        for a in self.candidates(s, me) {
            let t = after(s, a);
            let v = self.value(&t, me, depth - 1);
            if v > best.0 {
                best = (v, a);
            }
        }
        Ok(words(best.1))
    }
}

impl Strong {
    /// What reaching `s` is worth with `depth` more actions of `me`'s to come: a mix of how
    /// `s` looks now and the best that can follow, so that of two plans reaching the same
    /// place the quicker wins (without it, a plan put off by one round looks as good, and
    /// the bot waits forever).
    fn value(&mut self, s: &State, me: Player, depth: u32) -> f64 {
        let now = self.eval(s, me);
        if depth == 0 || s.is_over() {
            return now;
        }
        let mut best = f64::MIN;
        for a in self.candidates(s, me) {
            best = best.max(self.value(&after(s, a), me, depth - 1));
        }
        (1.0 - LATER) * now + LATER * best
    }

    /// The actions worth trying: every move, and bombs only where a blast would reach a
    /// brick, an item or the opponent's surroundings.
    fn candidates(&self, s: &State, me: Player) -> Vec<Action> {
        let opponent = s.positions[me.other().index()];
        actions(s)
            .into_iter()
            .filter(|a| {
                if !a.bomb {
                    return true;
                }
                let here = s.positions[me.index()];
                let at = match (a.bomb_first, a.step) {
                    (false, Some(d)) => s.neighbour(here, d).unwrap_or(here),
                    _ => here,
                };
                worth_a_bomb(s, at, opponent)
            })
            .collect()
    }

    /// How good `s` looks for `me`.
    fn eval(&mut self, s: &State, me: Player) -> f64 {
        if s.is_over() {
            let l = lead(s, me) as f64;
            return match s.winner() {
                Some(w) if w == me => 1e5 + l,
                Some(_) => -1e5 + l,
                None => l,
            };
        }
        let danger = Danger::of(s);
        let mut v = lead(s, me) as f64 + pending(s, me);
        if !safe(s, me, &danger) {
            v -= 1000.0;
        }
        if !safe(s, me.other(), &danger) {
            v -= KILL_POINTS as f64 * 0.75;
        }
        v += self.prospects(s, me);
        v - trap_risk(s, me, &danger)
    }

    /// Items `me` reaches before the opponent, discounted by distance, and the exit when
    /// reaching it wins. Distances pass bricks at the cost of bombing them (less for a brick
    /// a bomb on the map will destroy, once it has), so walking to a brick that hides value
    /// and bombing it pays at once.
    fn prospects(&mut self, s: &State, me: Player) -> f64 {
        let rounds_left = s.rounds_left();
        let doomed = bricks_doomed(s);
        let cost = |c, d: u32| {
            Some(match doomed.iter().find(|(at, _)| *at == c) {
                Some(&(_, t)) => u32::from(t) + 2,
                None => d + BRICK_COST,
            })
        };
        let their_exit = self
            .theirs
            .run_through_bricks(s, s.positions[me.other().index()], SIGHT, cost)
            .iter()
            .find(|(at, _)| s.ground(*at) == Ground::Exit)
            .map(|&(_, d)| d);
        let mut items = 0.0;
        let mut my_exit = None;
        for &(at, d) in self
            .mine
            .run_through_bricks(s, s.positions[me.index()], SIGHT, cost)
        {
            if d > rounds_left {
                continue;
            }
            match s.ground(at) {
                Ground::Item(i) if i.is_gem() => {
                    let share = match self.theirs.dist(at) {
                        Some(o) if o < d => 0.2,
                        Some(o) if o == d => 0.5,
                        _ => 1.0,
                    };
                    items += f64::from(item_points(i)) * STEP.powi(d as i32) * share;
                }
                Ground::Exit if my_exit.is_none() => my_exit = Some(d),
                _ => {}
            }
        }
        let items = 0.6 * items.min(150.0);
        items + exit_value(s, me, my_exit, their_exit, items)
    }
}

/// What the nearest exit (`mine` steps away) is worth to `me`. Reaching it ends the game:
/// worth it at once when it wins and waiting is risky (the opponent, `theirs` steps from an
/// exit, could end the game with a win of its own; the rounds are running out; little is
/// left to collect); otherwise only a pull, so that a safe lead is used to collect more
/// first. The value only falls as the exit gets farther.
fn exit_value(s: &State, me: Player, mine: Option<u32>, theirs: Option<u32>, items: f64) -> f64 {
    let Some(d) = mine else { return 0.0 };
    let lead = lead(s, me);
    if lead + EXIT_POINTS <= 0 {
        return 0.0;
    }
    // Whether the opponent could end the game with a win by an exit of its own: then every
    // round waited is a risk. (Not whether it is nearer than `me`: that made the value of
    // the exit jump down as `me` came closer, and the bot stopped short of it.)
    let they_could_win_first = lead < EXIT_POINTS && theirs.is_some_and(|t| t <= s.rounds_left());
    let late = s.rounds_left() <= d + 2;
    let full = (EXIT_POINTS as f64 + WIN) * STEP.powi(d as i32);
    if they_could_win_first || late || items < 10.0 {
        full
    } else {
        0.2 * full
    }
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

/// Whether a bomb at `at` would reach a brick, an item or the opponent's surroundings.
fn worth_a_bomb(s: &State, at: (usize, usize), opponent: (usize, usize)) -> bool {
    let near = at.0.abs_diff(opponent.0) + at.1.abs_diff(opponent.1) <= 4;
    near || s
        .blast_cells(at)
        .iter()
        .any(|&c| matches!(s.ground(c), Ground::Brick | Ground::Item(_)))
}

/// What the bombs already on the map will do to the scores, as `me` sees it: items blown up
/// (credited to the owners whose blasts reach them) and bricks `me`'s blasts open.
fn pending(s: &State, me: Player) -> f64 {
    let blasts: Vec<(Player, Vec<(usize, usize)>)> = s
        .bombs
        .iter()
        .map(|b| (b.owner, s.blast_cells(b.at)))
        .collect();
    let cells = reached_by(blasts.iter().map(|(p, c)| (*p, c.as_slice())));
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
