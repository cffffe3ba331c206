//! What `strong` expects the opponent to do: the opponent searches too, so its reply in
//! `strong`'s look-ahead is the best action of a one-action search of its own (the `greedy`
//! bot's: value per step, exits when +80 wins, never a blast it cannot survive), rather
//! than standing still or going anywhere at all. A model that plays, not a bound that fears,
//! is what lets the look-ahead judge a race or a trap with the opponent moving.

use super::greedy::Greedy;
use crate::bombfight::action::Action;
use crate::bombfight::bot::Bot;
use crate::bombfight::engine::State;

/// The opponent's model, with its own reusable buffers.
#[derive(Debug, Default, Clone)]
pub struct Opponent {
    model: Greedy,
}

impl Opponent {
    /// The action the opponent, to act in `s`, is expected to take.
    pub fn reply(&mut self, s: &State) -> Action {
        self.model
            .answer(s)
            .map_or(Action::NONE, |words| Action::parse(&words))
    }
}
