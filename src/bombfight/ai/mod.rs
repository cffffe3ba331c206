//! What the built-in bots that think share: distances over the map, the blasts to come and
//! whether a player can stay out of them, and the actions worth trying. They read the
//! engine's `State` directly and try actions on copies of it, so their rules are the game's.

pub mod danger;
pub mod greedy;
pub mod reach;
pub mod strong;

use gridwright_formats::bombfight::Player;

use super::action::Action;
use super::engine::State;
use crate::grid::Dir;

/// Every distinct action `me` can take in `s`: stay or step to a free cell, with no bomb, a
/// bomb dropped before the step, or one dropped after it.
pub fn actions(s: &State) -> Vec<Action> {
    let me = s.positions[s.to_act.index()];
    let mut steps = vec![None];
    for d in Dir::ALL {
        if let Some(n) = s.neighbour(me, d)
            && s.ground(n).is_free()
        {
            steps.push(Some(d));
        }
    }
    let mut out = Vec::with_capacity(steps.len() * 3);
    for &step in &steps {
        out.push(Action {
            step,
            bomb: false,
            bomb_first: false,
        });
    }
    if s.bomb_at(me).is_none() {
        for &step in &steps {
            out.push(Action {
                step,
                bomb: true,
                bomb_first: true,
            });
        }
    }
    for &step in &steps[1..] {
        let to = step.and_then(|d| s.neighbour(me, d)).unwrap_or(me);
        if s.bomb_at(to).is_none() {
            out.push(Action {
                step,
                bomb: true,
                bomb_first: false,
            });
        }
    }
    out
}

/// The state after `me` acts `a` and the opponent does nothing: `me` to act again.
pub fn after(s: &State, a: Action) -> State {
    let mut t = s.clone();
    t.act(a);
    if !t.is_over() {
        t.act(Action::NONE);
    }
    t
}

/// The protocol's words for an action (empty for none).
pub fn words(a: Action) -> String {
    a.words().replace('-', "")
}

/// `me`'s score minus the opponent's.
pub fn lead(s: &State, me: Player) -> i64 {
    s.scores[me.index()] - s.scores[me.other().index()]
}
