//! The replay viewer: a recorded game (a `.bfreplay`, a game just played, a tournament's
//! game) in the shared replay panel (controls, scores, the log of turns); the game's side is
//! [`crate::bombfight::replay::TurnReplay`].

use egui::Ui;
use gridwright_formats::bombfight::Replay;

use super::{BombFightWorkspace, Mode};
use crate::bombfight::replay::TurnReplay;
use crate::editor::playback::Playback;
use crate::gui::playback::{self, Units, Viewer};
use crate::gui::workspace::Shell;

/// A recorded game stepped through.
pub type ReplayViewer = Playback<TurnReplay>;

/// Turns a second a replay starts at, and the speeds offered.
const SPEED: f32 = 4.0;
const SPEEDS: std::ops::RangeInclusive<f32> = 0.5..=60.0;

impl BombFightWorkspace {
    /// Opens a recorded game in the viewer.
    pub fn watch(&mut self, replay: Replay, shell: &mut Shell) {
        match TurnReplay::new(replay) {
            Ok(r) => {
                self.mode = Mode::Replay(Box::new(Playback::new(r, SPEED, SPEEDS)));
                self.view.fit_pending = true;
                shell.say(crate::t!("shell-watching-replay"));
            }
            Err(e) => shell.fail(crate::t!("bombfight-cannot-replay", error = e.to_string())),
        }
    }

    pub(super) fn replay_frame(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let back = self.replay_back_label();
        let Mode::Replay(mut v) = std::mem::replace(&mut self.mode, Mode::Edit) else {
            return;
        };
        let mut exit = playback::take_keys(shell, &mut v);
        egui::Panel::right("bombfight-replay")
            .default_size(260.0)
            .show(ui, |ui| exit |= replay_panel(ui, &mut v, &back));
        let state = v.replay().state();
        egui::CentralPanel::default().show(ui, |ui| self.state_canvas(ui, state, &[], 0.0, true));
        self.mode = Mode::Replay(v);
        if exit {
            self.leave_replay(shell);
        }
    }
}

/// The viewer's panel; true when the user leaves it.
fn replay_panel(ui: &mut Ui, v: &mut ReplayViewer, back: &str) -> bool {
    let (step, rate) = (
        crate::t!("bombfight-replay-step"),
        crate::t!("bombfight-replay-rate"),
    );
    let viewer = Viewer {
        units: Units {
            step: &step,
            rate: &rate,
            count: "bombfight-replay-count",
        },
        back,
        step: &turn_words,
    };
    playback::panel(ui, v, &viewer, |ui, r| {
        ui.label(crate::t!(
            "bombfight-replay-players",
            a = r.replay.players[0].clone(),
            b = r.replay.players[1].clone()
        ));
        let s = r.state();
        ui.label(crate::t!(
            "bombfight-replay-turn",
            at = r.at(),
            n = r.replay.turns.len(),
            round = s.round_number()
        ));
        ui.label(crate::t!(
            "bombfight-replay-scores",
            a = s.scores[0],
            b = s.scores[1]
        ));
    })
}

/// Turn `i` (from 1) in words: who acted (player 1 first) and what they said.
fn turn_words(r: &TurnReplay, i: usize) -> String {
    // i18n-exempt: the players' letters, the same in every language
    let who = if i % 2 == 1 { "A" } else { "B" };
    let words = r.replay.turns[i - 1].trim();
    // A file writes "-" for a turn without action.
    if words.is_empty() || words == "-" {
        crate::t!("bombfight-turn-nothing", who = who)
    } else {
        crate::t!("bombfight-turn-words", who = who, words = words)
    }
}
