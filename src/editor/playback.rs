//! Playback, as every game's replay viewer has it: where a recorded game stands, whether it
//! plays and how fast, and what the viewers' keys ask. A game brings a [`Seekable`] replay
//! (its state after any number of steps, in its own folder); the window maps keys and
//! buttons to [`Command`]s and draws the replay's state. Time is an input (`tick(dt)`), so
//! tests drive playback with any sequence of frame times.

use std::ops::RangeInclusive;

/// Steps due at a speed. The fraction of a step is carried from one call to the next, so 2.5
/// steps a second at 60 frames a second gives five steps every two seconds, not one a frame
/// or none. Replays, auto-play, bots and animations all pace themselves with it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Pace {
    /// Steps a second.
    pub speed: f32,
    carry: f32,
}

impl Pace {
    /// A pace of `speed` steps a second, nothing owed yet.
    pub fn new(speed: f32) -> Pace {
        Pace { speed, carry: 0.0 }
    }

    /// The whole steps due after `dt` more seconds; the fraction left waits for the next call.
    pub fn due(&mut self, dt: f32) -> usize {
        self.carry += dt.max(0.0) * self.speed.max(0.0);
        let steps = self.carry.floor();
        self.carry -= steps;
        // `as` saturates: an absurd frame time gives many steps, never a wrap.
        steps as usize
    }

    /// At most `most` of the steps due, and at most `most` more kept owing: a pace that waits
    /// on something else (a bot thinking) takes one step when it can, and does not rush to
    /// catch up afterwards.
    pub fn due_at_most(&mut self, dt: f32, most: usize) -> usize {
        let due = self.due(dt);
        let taken = due.min(most);
        self.carry = (self.carry + (due - taken) as f32).min(most as f32);
        taken
    }

    /// Forgets the part of a step owed (a pause, an end).
    pub fn reset(&mut self) {
        self.carry = 0.0;
    }
}

/// A recorded game that shows its state after any number of steps: a Sokoban solution, a
/// BombFight game, a 2048 record, an invisible-maze game. [`Playback`] drives it.
pub trait Seekable {
    /// The number of steps: positions go from 0 (the start) to `len()` (the end).
    fn len(&self) -> usize;

    /// Whether there is no step at all.
    fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Puts the replay at `step` (at most `len()`). A step to a neighbouring position costs
    /// about one step of the game, so watching a replay costs about what playing it did.
    fn seek(&mut self, step: usize);
}

/// What a replay viewer's keys and buttons ask, the same in every game.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Command {
    /// One step back.
    Back,
    /// One step forward.
    Forward,
    /// To the start.
    Start,
    /// To the end.
    End,
    /// Play, or pause.
    PlayPause,
    /// Half the speed.
    Slower,
    /// Twice the speed.
    Faster,
}

/// A replay being watched: the position, playing or not, and the speed within the viewer's
/// range. The position is only ever moved through here, so it and the replay agree.
#[derive(Debug, Clone)]
pub struct Playback<S> {
    replay: S,
    at: usize,
    playing: bool,
    pace: Pace,
    speeds: RangeInclusive<f32>,
}

impl<S: Seekable> Playback<S> {
    /// Playback of `replay` from its start, paused, at `speed` steps a second (kept within
    /// `speeds`).
    pub fn new(mut replay: S, speed: f32, speeds: RangeInclusive<f32>) -> Playback<S> {
        replay.seek(0);
        let speed = speed.clamp(*speeds.start(), *speeds.end());
        Playback {
            replay,
            at: 0,
            playing: false,
            pace: Pace::new(speed),
            speeds,
        }
    }

    /// The replay, at the position shown.
    pub fn replay(&self) -> &S {
        &self.replay
    }

    /// The position: steps from the start.
    pub fn at(&self) -> usize {
        self.at
    }

    /// The replay's number of steps.
    pub fn len(&self) -> usize {
        self.replay.len()
    }

    /// Whether the replay has no step.
    pub fn is_empty(&self) -> bool {
        self.replay.is_empty()
    }

    /// Whether it plays by itself.
    pub fn is_playing(&self) -> bool {
        self.playing
    }

    /// Steps a second while playing.
    pub fn speed(&self) -> f32 {
        self.pace.speed
    }

    /// The speeds this viewer offers.
    pub fn speeds(&self) -> RangeInclusive<f32> {
        self.speeds.clone()
    }

    /// Sets the speed, kept within the viewer's range.
    pub fn set_speed(&mut self, speed: f32) {
        self.pace.speed = speed.clamp(*self.speeds.start(), *self.speeds.end());
    }

    /// Goes to `step` (past the end: the end).
    pub fn seek(&mut self, step: usize) {
        let step = step.min(self.len());
        if step != self.at {
            self.replay.seek(step);
            self.at = step;
        }
    }

    /// Does what a key or button asks. Play at the end plays again from the start, as video
    /// players do (an empty replay has nothing to play).
    pub fn command(&mut self, command: Command) {
        match command {
            Command::Back => self.seek(self.at.saturating_sub(1)),
            Command::Forward => self.seek(self.at + 1),
            Command::Start => self.seek(0),
            Command::End => self.seek(self.len()),
            Command::PlayPause if !self.playing && self.at >= self.len() && !self.is_empty() => {
                self.seek(0);
                self.pace.reset();
                self.playing = true;
            }
            Command::PlayPause => self.playing = !self.playing && self.at < self.len(),
            Command::Slower => self.set_speed(self.speed() / 2.0),
            Command::Faster => self.set_speed(self.speed() * 2.0),
        }
    }

    /// Advances the clock by `dt` seconds: while playing, the steps due at the speed, in one
    /// seek; playing stops at the end.
    pub fn tick(&mut self, dt: f32) {
        if !self.playing {
            return;
        }
        let due = self.pace.due(dt);
        self.seek(self.at.saturating_add(due));
        if self.at >= self.len() {
            self.playing = false;
            self.pace.reset();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A replay whose state is its position, counting the steps its seeks walked.
    #[derive(Debug, Default)]
    struct Counter {
        len: usize,
        at: usize,
        walked: usize,
    }

    impl Seekable for Counter {
        fn len(&self) -> usize {
            self.len
        }

        fn seek(&mut self, step: usize) {
            assert!(step <= self.len, "seek past the end: {step}");
            self.walked += step.abs_diff(self.at);
            self.at = step;
        }
    }

    fn playback(len: usize, speed: f32) -> Playback<Counter> {
        let counter = Counter {
            len,
            ..Counter::default()
        };
        Playback::new(counter, speed, 0.5..=64.0)
    }

    #[test]
    fn a_pace_carries_the_fraction_of_a_step() {
        let mut pace = Pace::new(2.5);
        let steps = [0.25, 0.25, 0.25, 0.25, 0.5, 1.0].map(|dt| pace.due(dt));
        // Owed: 0.625, 1.25, 0.875, 1.5, 1.75, 3.25.
        assert_eq!(steps, [0, 1, 0, 1, 1, 3]);
        pace.reset();
        assert_eq!(pace.due(0.25), 0, "the quarter step owed was forgotten");
    }

    #[test]
    fn a_pace_at_most_one_step_owes_at_most_one_more() {
        let mut pace = Pace::new(10.0);
        assert_eq!(pace.due_at_most(0.35, 1), 1);
        assert_eq!(pace.due_at_most(0.0, 1), 1, "one step kept owing");
        assert_eq!(pace.due_at_most(0.0, 1), 0);
    }

    #[test]
    fn a_fixed_sequence_of_frames_plays_the_expected_steps() {
        let mut p = playback(10, 4.0);
        p.command(Command::PlayPause);
        let mut seen = vec![];
        for dt in [0.125, 0.125, 0.125, 0.25, 0.5, 0.0625] {
            p.tick(dt);
            seen.push(p.at());
        }
        // 4 steps a second: owed 0.5, 1.0, 0.5, 1.5, 2.5, 0.75.
        assert_eq!(seen, [0, 1, 1, 2, 4, 4]);
        assert_eq!(p.replay().at, 4, "the replay is where the playback says");
    }

    #[test]
    fn a_paused_playback_does_not_move() {
        let mut p = playback(10, 4.0);
        p.tick(5.0);
        assert_eq!((p.at(), p.is_playing()), (0, false));
    }

    #[test]
    fn the_speed_halves_and_doubles_within_its_range() {
        let mut p = playback(100, 8.0);
        p.command(Command::Faster);
        assert_eq!(p.speed(), 16.0);
        p.command(Command::PlayPause);
        p.tick(0.5);
        assert_eq!(p.at(), 8, "16 steps a second for half a second");
        for _ in 0..10 {
            p.command(Command::Faster);
        }
        assert_eq!(p.speed(), 64.0, "the fastest");
        for _ in 0..10 {
            p.command(Command::Slower);
        }
        assert_eq!(p.speed(), 0.5, "the slowest");
        p.set_speed(1000.0);
        assert_eq!(p.speed(), 64.0);
    }

    #[test]
    fn home_and_end_jump_and_steps_stay_within_the_replay() {
        let mut p = playback(5, 4.0);
        p.command(Command::End);
        assert_eq!(p.at(), 5);
        p.command(Command::Forward);
        assert_eq!(p.at(), 5, "nothing after the end");
        p.command(Command::Back);
        assert_eq!(p.at(), 4);
        p.command(Command::Start);
        assert_eq!(p.at(), 0);
        p.command(Command::Back);
        assert_eq!(p.at(), 0, "nothing before the start");
        p.seek(99);
        assert_eq!(p.at(), 5);
        assert_eq!(p.replay().walked, 5 + 1 + 4 + 5);
    }

    #[test]
    fn the_end_stops_playing_and_play_there_starts_over() {
        let mut p = playback(3, 10.0);
        p.command(Command::PlayPause);
        p.tick(0.25);
        assert!(p.is_playing());
        p.tick(1.0);
        assert_eq!((p.at(), p.is_playing()), (3, false));
        p.command(Command::PlayPause);
        assert_eq!((p.at(), p.is_playing()), (0, true), "from the start again");
        p.command(Command::PlayPause);
        assert!(!p.is_playing(), "paused");
        let mut empty = playback(0, 10.0);
        empty.command(Command::PlayPause);
        assert!(!empty.is_playing(), "nothing to play");
    }

    #[test]
    fn playing_to_the_end_walks_each_step_once() {
        let mut p = playback(1000, 64.0);
        p.command(Command::PlayPause);
        while p.is_playing() {
            p.tick(1.0 / 60.0);
        }
        assert_eq!((p.at(), p.replay().walked), (1000, 1000));
    }
}
