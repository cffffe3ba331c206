//! The replay viewer: a recorded game (a `.bfreplay`, a game just played, a tournament's
//! game) stepped (Left, Right), played (Space) and scrubbed.

use egui::Ui;
use gridwright_formats::bombfight::Replay;

use super::{BombFightWorkspace, Mode};
use crate::bombfight::engine::State;
use crate::bombfight::matches::Timeline;
use crate::gui::keys::{ReplayKey, replay_key};
use crate::gui::workspace::Shell;

/// A recorded game stepped through.
pub struct ReplayViewer {
    pub replay: Replay,
    timeline: Timeline,
    /// The turn shown (0: the start).
    pub at: usize,
    /// The state after `shown` turns, kept until `at` moves.
    state: State,
    shown: usize,
    pub playing: bool,
    /// Turns a second while playing.
    pub speed: f32,
    carry: f32,
}

impl ReplayViewer {
    /// The viewer on `replay`, at its start.
    pub fn new(replay: Replay) -> Result<ReplayViewer, String> {
        let timeline = Timeline::new(&replay).map_err(|e| e.to_string())?;
        let state = timeline.state(0);
        Ok(ReplayViewer {
            replay,
            timeline,
            at: 0,
            state,
            shown: 0,
            playing: false,
            speed: 4.0,
            carry: 0.0,
        })
    }

    /// The index of the last turn.
    pub fn last(&self) -> usize {
        self.timeline.last()
    }

    /// The state after `i` turns, re-simulated from the checkpoint before it.
    pub fn timeline_state(&self, i: usize) -> State {
        self.timeline.state(i)
    }

    /// The state at the turn shown.
    pub fn state(&mut self) -> &State {
        self.at = self.at.min(self.last());
        if self.shown != self.at {
            self.state = self.timeline.state(self.at);
            self.shown = self.at;
        }
        &self.state
    }
}

impl BombFightWorkspace {
    /// Opens a recorded game in the viewer.
    pub fn watch(&mut self, replay: Replay, shell: &mut Shell) {
        match ReplayViewer::new(replay) {
            Ok(v) => {
                self.mode = Mode::Replay(Box::new(v));
                self.view.fit_pending = true;
            }
            Err(e) => shell.fail(format!("Cannot replay: {e}")),
        }
    }

    pub(super) fn replay_frame(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let back = if self.tournament.is_some() {
            "Back to the tournament  (Esc)"
        } else {
            "Back to the editor  (Esc)"
        };
        let Mode::Replay(mut v) = std::mem::replace(&mut self.mode, Mode::Edit) else {
            return;
        };
        let dt = ui.input(|i| i.stable_dt.min(0.1));
        let mut exit = false;
        egui::Panel::right("bombfight-replay")
            .default_size(260.0)
            .show(ui, |ui| exit = replay_panel(ui, &mut v, back));
        let state = v.state().clone();
        egui::CentralPanel::default().show(ui, |ui| self.state_canvas(ui, &state, &[], 0.0, true));
        if !shell.dialog_open {
            for key in std::mem::take(&mut shell.keys) {
                match replay_key(key) {
                    Some(ReplayKey::Forward) => v.at = (v.at + 1).min(v.last()),
                    Some(ReplayKey::Back) => v.at = v.at.saturating_sub(1),
                    Some(ReplayKey::Start) => v.at = 0,
                    Some(ReplayKey::End) => v.at = v.last(),
                    Some(ReplayKey::PlayPause) => v.playing = !v.playing,
                    Some(ReplayKey::Leave) => exit = true,
                    None => {}
                }
            }
        }
        if v.playing {
            v.carry += dt * v.speed;
            while v.carry >= 1.0 {
                v.carry -= 1.0;
                v.at = (v.at + 1).min(v.last());
            }
            v.playing = v.at < v.last();
            ui.ctx().request_repaint();
        }
        self.mode = Mode::Replay(v);
        if exit {
            self.leave_replay(shell);
        }
    }
}

/// The viewer's panel; true when the user leaves it.
fn replay_panel(ui: &mut Ui, v: &mut ReplayViewer, back: &str) -> bool {
    ui.heading("Replay");
    ui.label(format!(
        "A: {}   B: {}",
        v.replay.players[0], v.replay.players[1]
    ));
    let last = v.last();
    let s = v.state().clone();
    ui.label(format!(
        "Turn {} of {last}, round {}",
        v.at,
        (s.round + 1).min(s.rounds)
    ));
    ui.label(format!("Scores: A {}  B {}", s.scores[0], s.scores[1]));
    ui.add(egui::Slider::new(&mut v.at, 0..=last).text("turn"));
    ui.horizontal(|ui| {
        if ui.button("|<").clicked() {
            v.at = 0;
        }
        if ui.button("<").clicked() {
            v.at = v.at.saturating_sub(1);
        }
        let label = if v.playing { "Pause" } else { "Play" };
        if ui.button(label).clicked() {
            v.playing = !v.playing;
        }
        if ui.button(">").clicked() {
            v.at = (v.at + 1).min(last);
        }
        if ui.button(">|").clicked() {
            v.at = last;
        }
    });
    ui.add(
        egui::Slider::new(&mut v.speed, 0.5..=60.0)
            .logarithmic(true)
            .text("turns/s"),
    );
    ui.label("Left and Right step, Home and End jump, Space plays or pauses.");
    ui.button(back).clicked()
}
