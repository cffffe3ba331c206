//! The replay viewer: a recorded game (a `.bfreplay`, a game just played, a tournament's
//! game) over the shared playback controls and keys; the game's side is
//! [`crate::bombfight::replay::TurnReplay`].

use egui::Ui;
use gridwright_formats::bombfight::Replay;

use super::{BombFightWorkspace, Mode};
use crate::bombfight::replay::TurnReplay;
use crate::editor::playback::Playback;
use crate::gui::playback::{self, Units};
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
            }
            Err(e) => shell.fail(format!("Cannot replay: {e}")),
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
            .show(ui, |ui| exit |= replay_panel(ui, &mut v, back));
        playback::tick(ui, &mut v);
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
    ui.heading("Replay");
    let r = v.replay();
    ui.label(format!(
        "A: {}   B: {}",
        r.replay.players[0], r.replay.players[1]
    ));
    let s = r.state();
    ui.label(format!(
        "Turn {} of {}, round {}",
        v.at(),
        v.len(),
        (s.round + 1).min(s.rounds)
    ));
    ui.label(format!("Scores: A {}  B {}", s.scores[0], s.scores[1]));
    let units = Units {
        step: "turn",
        rate: "turns/s",
    };
    playback::controls(ui, v, units);
    ui.button(back).clicked()
}
