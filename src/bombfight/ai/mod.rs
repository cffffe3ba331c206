//! What the built-in bots that think share: distances over the map, the blasts to come and
//! whether a player can stay out of them, and the actions worth trying. They read the
//! engine's `State` directly and try actions on copies of it, so their rules are the game's.

pub mod danger;
pub mod greedy;
pub mod opponent;
pub mod reach;
pub mod strong;
pub mod strong_eval;

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

#[cfg(test)]
mod tests {
    use gridwright_formats::bombfight::read_bflvl;

    use super::*;
    use crate::bombfight::bot::Bot;
    use crate::bombfight::engine::Event;

    fn state(map: &str) -> State {
        State::new(&read_bflvl(map).unwrap()).unwrap()
    }

    /// A corridor: A with a free cell each side, B beyond.
    const CORRIDOR: &str = "9 3\n#########\n# A   B #\n#########\n9\n";

    #[test]
    fn actions_are_each_step_with_no_bomb_a_bomb_before_or_a_bomb_after() {
        let s = state(CORRIDOR);
        let all = actions(&s);
        // Stay, left, right; each with a bomb first; left and right with a bomb after.
        assert_eq!(all.len(), 8);
        let mut words: Vec<String> = all.iter().map(|&a| words(a)).collect();
        words.sort();
        words.dedup();
        assert_eq!(words.len(), 8, "all distinct: {words:?}");
        let mut t = s.clone();
        t.act(Action::parse("bomb"));
        t.act(Action::NONE);
        assert_eq!(actions(&t).len(), 5, "no second bomb on the same cell");
    }

    #[test]
    fn after_is_the_state_with_the_opponent_idle_and_lead_is_the_score_difference() {
        let s = state("9 3\n#########\n# A9  B #\n#########\n9\n");
        let t = after(&s, Action::parse("right"));
        assert_eq!(t.to_act, s.to_act);
        assert_eq!(t.round, 1);
        assert_eq!(lead(&t, Player::One), 40);
        assert_eq!(lead(&t, Player::Two), -40);
    }

    /// Plays `bot` as player 1 against an idle player 2 to the end; its events and the end.
    fn game(bot: &mut dyn Bot, map: &str) -> (Vec<Event>, State) {
        let mut s = state(map);
        let mut events = Vec::new();
        while !s.is_over() {
            let words = bot.answer(&s).unwrap();
            events.extend(s.act(Action::parse(&words)));
            if !s.is_over() {
                events.extend(s.act(Action::NONE));
            }
        }
        (events, s)
    }

    /// Rooms and bricks, gems behind them, an exit: room to bomb and to get killed.
    const ARENA: &str = "11 7\n###########\n#A X 9 X  #\n# #X# # # #\n#  X 7 X  #\n# # #X# # #\n#  8    XB#\n#####E#####\n40\n";

    #[test]
    fn the_thinking_bots_never_blow_themselves_up_and_beat_an_idle_player() {
        for name in ["greedy", "strong"] {
            let mut bot = crate::bombfight::bots::built_in(name, 1).unwrap();
            let (events, end) = game(bot.as_mut(), ARENA);
            assert!(
                !events.iter().any(|e| matches!(
                    e,
                    Event::Kill {
                        player: Player::One,
                        ..
                    }
                )),
                "{name} was killed: {events:?}"
            );
            assert_eq!(end.winner(), Some(Player::One), "{name}: {:?}", end.scores);
        }
    }

    #[test]
    fn greedy_takes_the_gem_beside_it() {
        let s = state("9 3\n#########\n# A9  B #\n####E####\n9\n");
        let mut bot = greedy::Greedy::default();
        let a = Action::parse(&bot.answer(&s).unwrap());
        assert_eq!(a.step, Some(Dir::Right));
    }

    #[test]
    fn strong_steps_out_of_a_blast_it_cannot_outrun_in_the_corridor() {
        // A's own bomb under it: the whole corridor is in its reach; the room below is not.
        let mut s = state("9 5\n#########\n#   A   #\n#### ####\n#   B   #\n#########\n9\n");
        s.act(Action::parse("bomb"));
        s.act(Action::NONE);
        let mut bot = strong::Strong::default();
        for _ in 0..3 {
            let words = bot.answer(&s).unwrap();
            let events = s.act(Action::parse(&words));
            assert!(
                !events.iter().any(|e| matches!(
                    e,
                    Event::Kill {
                        player: Player::One,
                        ..
                    }
                )),
                "{words:?}"
            );
            s.act(Action::NONE);
        }
        assert!(s.bombs.is_empty(), "the bomb went off");
        assert_eq!(s.scores[0], 0, "and A was not in it");
    }
}
