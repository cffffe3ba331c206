//! `strong`: plans with the engine. It tries its own action sequences on copies of the
//! state, the opponent answering each action as its model says ([`super::opponent`]), and
//! scores where each sequence leads ([`super::strong_eval`]). It deepens one action at a
//! time while a budget of positions lasts: the budget counts positions, not milliseconds,
//! so a game is the same for a given seed on any machine, however loaded.

use std::hash::{Hash, Hasher};

use gridwright_formats::bombfight::Player;
use rustc_hash::{FxHashMap, FxHasher};

use super::opponent::Opponent;
use super::strong_eval::{Eval, worth_a_bomb};
use super::{actions, words};
use crate::bombfight::action::Action;
use crate::bombfight::bot::{Bot, BotError};
use crate::bombfight::engine::State;

/// Positions a turn may look at: about 50-100 ms a turn on a 21x15 map in a release build on
/// one core, the longest a few hundred ms, well inside the protocol's 2 s. With the table of
/// positions already valued, 3,000 won a little more than 1,500 against the Python searcher
/// on development maps (160 and 157 of 180 games) for twice the time.
pub const BUDGET: u64 = 3000;
/// The map size the budget is meant for: on a larger map each position costs more to look
/// at (distances reach more cells), so the budget shrinks in proportion, still the same on
/// any machine.
const BUDGET_CELLS: usize = 21 * 15;
/// The deepest look-ahead, in own actions, however large the budget.
const MAX_DEPTH: u32 = 8;
/// The weight of what follows a position against the position itself: of two plans
/// reaching the same place the quicker wins, so the bot does not put a plan off forever.
const LATER: f64 = 0.7;

/// The engine-planning bot.
#[derive(Debug, Clone)]
pub struct Strong {
    eval: Eval,
    opponent: Opponent,
    budget: u64,
    /// This turn's budget: [`Strong::budget_for`] its map.
    limit: u64,
    /// Positions looked at so far this turn.
    nodes: u64,
    /// Values already worked out this turn, by position and depth to come: moves in another
    /// order often lead to the same position, and its subtree is then not searched again.
    seen: FxHashMap<(u64, u32), f64>,
}

impl Default for Strong {
    fn default() -> Strong {
        Strong::with_budget(BUDGET)
    }
}

impl Bot for Strong {
    fn name(&self) -> String {
        "strong".into()
    }

    fn answer(&mut self, s: &State) -> Result<String, BotError> {
        Ok(words(self.choose(s)))
    }
}

impl Strong {
    /// A bot that looks at up to `budget` positions a turn.
    pub fn with_budget(budget: u64) -> Strong {
        Strong {
            eval: Eval::default(),
            opponent: Opponent::default(),
            budget,
            limit: budget,
            nodes: 0,
            seen: FxHashMap::default(),
        }
    }

    /// The action of the deepest search the budget let finish (depth 1 always does).
    pub fn choose(&mut self, s: &State) -> Action {
        let me = s.to_act;
        self.nodes = 0;
        self.seen.clear();
        self.limit = self.budget_for(s);
        let roots: Vec<(Action, State)> = self
            .candidates(s, me)
            .into_iter()
            .map(|a| (a, self.play(s, a)))
            .collect();
        let mut best = Action::NONE;
        // Depth 1 costs the roots themselves; each deeper one the positions it adds.
        let (mut mark, mut last) = (0, 1);
        for depth in 1..=MAX_DEPTH {
            match self.best_root(&roots, me, depth) {
                Some(a) => best = a,
                None => break,
            }
            let spent = (self.nodes - mark).max(1);
            if !worth_deepening(self.nodes, spent, last, self.limit) {
                break;
            }
            (mark, last) = (self.nodes, spent);
        }
        best
    }

    /// The budget on `s`'s map: the full one up to [`BUDGET_CELLS`] cells, less on larger.
    fn budget_for(&self, s: &State) -> u64 {
        let cells = (s.width() * s.height()).max(BUDGET_CELLS) as u64;
        self.budget * BUDGET_CELLS as u64 / cells
    }

    /// The best first action searched `depth` actions deep; `None` when the budget ran
    /// out first (but never at depth 1, so there is always an answer).
    fn best_root(&mut self, roots: &[(Action, State)], me: Player, depth: u32) -> Option<Action> {
        let mut best = (f64::MIN, Action::NONE);
        for (a, t) in roots {
            let v = self.value(t, me, depth - 1)?;
            if v > best.0 {
                best = (v, *a);
            }
        }
        Some(best.1)
    }

    /// What reaching `s` is worth with `depth` more actions of `me`'s to come: a mix of how
    /// `s` looks now and the best that can follow. `None` once the budget is spent.
    fn value(&mut self, s: &State, me: Player, depth: u32) -> Option<f64> {
        let key = (fingerprint(s), depth);
        if let Some(&v) = self.seen.get(&key) {
            return Some(v);
        }
        let now = self.eval.of(s, me);
        if depth == 0 || s.is_over() {
            self.seen.insert(key, now);
            return Some(now);
        }
        let mut best = f64::MIN;
        for a in self.candidates(s, me) {
            if self.nodes >= self.limit {
                return None;
            }
            let t = self.play(s, a);
            best = best.max(self.value(&t, me, depth - 1)?);
        }
        let v = (1.0 - LATER) * now + LATER * best;
        self.seen.insert(key, v);
        Some(v)
    }

    /// `s` after `me`'s action `a` and the opponent's expected reply: `me` to act again.
    fn play(&mut self, s: &State, a: Action) -> State {
        self.nodes += 1;
        let mut t = s.clone();
        t.act(a);
        if !t.is_over() {
            let reply = self.opponent.reply(&t);
            t.act(reply);
        }
        t
    }

    /// The actions worth trying: every move, and bombs only where a blast would reach a
    /// brick, an item or the opponent's surroundings.
    fn candidates(&self, s: &State, me: Player) -> Vec<Action> {
        let opponent = s.positions[me.other().index()];
        let here = s.positions[me.index()];
        actions(s)
            .into_iter()
            .filter(|a| {
                if !a.bomb {
                    return true;
                }
                let at = match (a.bomb_first, a.step) {
                    (false, Some(d)) => s.neighbour(here, d).unwrap_or(here),
                    _ => here,
                };
                worth_a_bomb(s, at, opponent)
            })
            .collect()
    }
}

/// A 64-bit hash of a position (ground, bombs, players, scores, round), for the table of
/// values already worked out; two positions sharing one are too rare to matter.
fn fingerprint(s: &State) -> u64 {
    let mut h = FxHasher::default();
    s.hash(&mut h);
    h.finish()
}

/// Whether one action deeper is likely to finish inside the budget: it costs about as many
/// times the last depth as that one cost the one before (its branching). Starting a depth
/// that will not finish only spends time on a search that is thrown away.
fn worth_deepening(used: u64, spent: u64, before: u64, budget: u64) -> bool {
    let branching = spent.div_ceil(before.max(1)).max(2);
    used + spent.saturating_mul(branching) <= budget
}

#[cfg(test)]
mod tests {
    use gridwright_formats::bombfight::read_bflvl;

    use super::*;
    use crate::bombfight::ai::greedy::Greedy;
    use crate::bombfight::engine::End;

    fn state(map: &str) -> State {
        State::new(&read_bflvl(map).unwrap()).unwrap()
    }

    /// Plays `a` as player 1 against `b` to the end: the actions taken and the last state.
    fn play(a: &mut dyn Bot, b: &mut dyn Bot, map: &str) -> (Vec<String>, State) {
        let mut s = state(map);
        let mut taken = Vec::new();
        while !s.is_over() {
            let bot: &mut dyn Bot = if s.to_act == Player::One { a } else { b };
            let words = bot.answer(&s).unwrap();
            s.act(Action::parse(&words));
            taken.push(words);
        }
        (taken, s)
    }

    /// Rooms and bricks, gems behind them, two exits.
    const ARENA: &str = "11 7\n###########\n#A X 9 X  #\n# #X# # # #\n#  X 7 X  #\n# # #X# # #\n#  8    XB#\n#####E#####\n60\n";

    #[test]
    fn the_same_game_is_played_twice_whatever_the_machine() {
        let first = play(&mut Strong::default(), &mut Greedy::default(), ARENA);
        let again = play(&mut Strong::default(), &mut Greedy::default(), ARENA);
        assert_eq!(first.0, again.0, "no clock, no randomness in the search");
        assert_eq!(first.1.scores, again.1.scores);
    }

    #[test]
    fn it_opens_the_bricks_in_front_of_the_only_exit_and_takes_it() {
        // The exit's one way in is a brick, nearer A than B; nothing else to collect.
        let map = "11 7\n###########\n#        B#\n# # # # # #\n#         #\n# # # # # #\n#A   X    #\n#####E#####\n60\n";
        let (_, end) = play(&mut Strong::default(), &mut Idle, map);
        assert_eq!(end.end, Some(End::Exit(Player::One)), "{:?}", end.scores);
        assert!(end.round < 30, "no idling: out in round {}", end.round);
    }

    #[test]
    fn it_wins_the_exit_race_it_is_ahead_in_rather_than_collecting_behind() {
        // A and B are as far from the exit; A moves first, so going now wins. The gem
        // behind A would cost the race.
        let map = "9 3\n#########\n#9A   B #\n####E####\n20\n";
        let (taken, end) = play(&mut Strong::default(), &mut Greedy::default(), map);
        assert_eq!(end.end, Some(End::Exit(Player::One)), "{taken:?}");
    }

    #[test]
    fn it_walks_over_a_mushroom_to_an_exit_it_reaches_first_rather_than_waiting() {
        // Before: a -15 mushroom between A and a far exit; B far behind, idle.
        let map = "21 5\n#####################\n#A1                 E\n# ################# #\n#B                  #\n#####################\n60\n";
        // Actions: the game played out.
        let (taken, end) = play(&mut Strong::default(), &mut Idle, map);
        // After: A is out, with the mushroom's -15, not still waiting at 0 - 0.
        assert_eq!(end.end, Some(End::Exit(Player::One)), "{taken:?}");
        assert_eq!(end.scores, [65, 0]);
    }

    #[test]
    fn a_larger_budget_searches_deeper_and_the_budget_bounds_the_positions() {
        let s = state(ARENA);
        let mut small = Strong::with_budget(50);
        small.choose(&s);
        let mut large = Strong::with_budget(5000);
        large.choose(&s);
        assert!(small.nodes <= 50 + 20, "{}", small.nodes);
        assert!(
            large.nodes > small.nodes * 10,
            "{} {}",
            small.nodes,
            large.nodes
        );
        assert!(large.nodes <= 5000, "{}", large.nodes);
    }

    #[test]
    fn the_same_position_reached_by_two_move_orders_has_one_fingerprint() {
        // Before: A in a corner. Actions: right and back, or down and back (B idle).
        let s = state(ARENA);
        let path = |first: &str, second: &str| {
            let mut t = s.clone();
            for w in [first, "", second, ""] {
                t.act(Action::parse(w));
            }
            t
        };
        // After: one position, one fingerprint; a different position, another.
        let (a, b) = (path("right", "left"), path("down", "up"));
        assert_eq!(a, b);
        assert_eq!(fingerprint(&a), fingerprint(&b));
        assert_ne!(fingerprint(&a), fingerprint(&path("right", "right")));
    }

    /// A player that never acts.
    struct Idle;

    impl Bot for Idle {
        fn name(&self) -> String {
            "idle".into()
        }

        fn answer(&mut self, _: &State) -> Result<String, BotError> {
            Ok(String::new())
        }
    }
}
