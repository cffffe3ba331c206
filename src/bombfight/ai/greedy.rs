//! `greedy`: the middle rung of the ladder. It goes for the best value per step (gems, and
//! an exit when +80 wins), never takes an action it cannot survive, bombs bricks when
//! nothing is in reach, and looks no further than one action.

use gridwright_formats::bombfight::Player;

use super::danger::{Danger, safe};
use super::reach::Reach;
use super::{actions, after, lead, words};
use crate::bombfight::bot::{Bot, BotError};
use crate::bombfight::engine::{EXIT_POINTS, Ground, State, item_points};

/// How far the greedy bot looks for targets.
const SIGHT: u32 = 60;

/// Value per distance, one action ahead, fleeing blasts.
#[derive(Debug, Default, Clone)]
pub struct Greedy {
    reach: Reach,
}

impl Bot for Greedy {
    fn name(&self) -> String {
        "greedy".into()
    }

    fn answer(&mut self, s: &State) -> Result<String, BotError> {
        let me = s.to_act;
        let mut best = (f64::MIN, crate::bombfight::action::Action::NONE);
        for a in actions(s) {
            let t = after(s, a);
            let v = self.value(s, &t, me);
            if v > best.0 {
                best = (v, a);
            }
        }
        Ok(words(best.1))
    }
}

impl Greedy {
    /// How good `t` (after one action) looks from `before`.
    fn value(&mut self, before: &State, t: &State, me: Player) -> f64 {
        if t.is_over() {
            return match t.winner() {
                Some(w) if w == me => 1e6,
                Some(_) => -1e6,
                None => 0.0,
            };
        }
        let danger = Danger::of(t);
        let mut v = 10.0 * (lead(t, me) - lead(before, me)) as f64;
        if !safe(t, me, &danger) {
            v -= 1e5;
        }
        let target = self.best_ratio(t, me);
        v += 20.0 * target;
        if target == 0.0 {
            v += 3.0 * bricks_my_bombs_reach(t, me) as f64;
        }
        v
    }

    /// The best value per step among what `me` can walk to.
    fn best_ratio(&mut self, t: &State, me: Player) -> f64 {
        let exit_wins = lead(t, me) + EXIT_POINTS > 0;
        let rounds_left = t.rounds_left();
        let mut best = 0.0f64;
        for &(at, d) in self.reach.run(t, t.positions[me.index()], SIGHT) {
            let value = match t.ground(at) {
                Ground::Item(i) if i.is_gem() => f64::from(item_points(i)),
                Ground::Exit if exit_wins => EXIT_POINTS as f64,
                _ => continue,
            };
            if d <= rounds_left {
                best = best.max(value / f64::from(d + 1));
            }
        }
        best
    }
}

/// Bricks the blasts of `me`'s bombs on the map will destroy.
pub fn bricks_my_bombs_reach(t: &State, me: Player) -> usize {
    let mut bricks: Vec<(usize, usize)> = Vec::new();
    for b in t.bombs.iter().filter(|b| b.owner == me) {
        for c in t.blast_cells(b.at) {
            if t.ground(c) == Ground::Brick && !bricks.contains(&c) {
                bricks.push(c);
            }
        }
    }
    bricks.len()
}
