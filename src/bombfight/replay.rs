//! A recorded game (a `.bfreplay`, a game just played, a tournament's game) as the replay
//! viewer steps it: the next turn is played on the state shown; any other turn comes from the
//! nearest checkpoint of the [`Timeline`] before it, so a jump costs at most one checkpoint's
//! spacing of turns and watching costs about what playing did.

use gridwright_formats::bombfight::Replay;

use super::action::Action;
use super::engine::{StartError, State};
use super::matches::Timeline;
use crate::editor::playback::Seekable;

/// A recorded game at some turn.
pub struct TurnReplay {
    /// The record.
    pub replay: Replay,
    timeline: Timeline,
    at: usize,
    state: State,
}

impl TurnReplay {
    /// The record at its start; an error when its map cannot start a game.
    pub fn new(replay: Replay) -> Result<TurnReplay, StartError> {
        let timeline = Timeline::new(&replay)?;
        let state = timeline.state(0);
        Ok(TurnReplay {
            replay,
            timeline,
            at: 0,
            state,
        })
    }

    /// The turns shown.
    pub fn at(&self) -> usize {
        self.at
    }

    /// The state after the turns shown.
    pub fn state(&self) -> &State {
        &self.state
    }
}

impl Seekable for TurnReplay {
    /// The turns played: those after the game's end are never shown.
    fn len(&self) -> usize {
        self.timeline.last()
    }

    fn seek(&mut self, step: usize) {
        let step = step.min(self.len());
        if step == self.at + 1 {
            // The timeline played the same words (a record's turns up to its end).
            self.state.act(Action::parse(&self.replay.turns[self.at]));
        } else if step != self.at {
            self.state = self.timeline.state(step);
        }
        self.at = step;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bombfight::bots::RandomWalker;
    use crate::bombfight::generate::{MapOptions, generate};
    use crate::bombfight::matches::{Controller, Match, resimulate};

    /// Two random walkers' game on a random map.
    fn record() -> Replay {
        let level = generate(&MapOptions::default()).unwrap();
        let bots = [1, 2].map(|s| Controller::Bot(Box::new(RandomWalker::new(s))));
        let mut m = Match::new(level, bots, 7, false).unwrap();
        m.run_bots();
        m.replay()
    }

    #[test]
    fn seeking_either_way_gives_the_state_of_playing_from_the_start() {
        let r = record();
        let states = resimulate(&r).unwrap();
        let mut replay = TurnReplay::new(r).unwrap();
        let n = replay.len();
        assert_eq!(n + 1, states.len());
        assert!(n > 10, "a game worth stepping: {n} turns");
        let stops = [1, 2, 3, n, n - 1, n / 2, 0, n / 2 + 1, n / 2, n];
        for step in stops {
            replay.seek(step);
            assert_eq!(replay.at(), step);
            assert_eq!(replay.state(), &states[step], "after turn {step}");
        }
    }

    #[test]
    fn turns_after_the_end_are_not_steps() {
        let mut r = record();
        let played = r.turns.len();
        r.turns.extend(["up".to_owned(), "down".to_owned()]);
        let mut replay = TurnReplay::new(r).unwrap();
        assert_eq!(replay.len(), played);
        replay.seek(played + 5);
        assert_eq!(replay.at(), played);
    }
}
