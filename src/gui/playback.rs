//! The replay viewers' shared face over [`Playback`]: the keys every viewer takes and its
//! controls (jump, step, play or pause, the position and the speed), so the Sokoban, maze,
//! BombFight and 2048 viewers behave alike and each draws only its game's state.

use egui::Ui;

use crate::editor::playback::{Command, Playback, Seekable};
use crate::gui::keys::{ReplayKey, replay_key};
use crate::gui::workspace::Shell;

/// What a viewer calls a step and its rate ("turn", "turns/s").
#[derive(Debug, Clone, Copy)]
pub struct Units {
    /// One step: the position slider's name.
    pub step: &'static str,
    /// Steps a second: the speed slider's name.
    pub rate: &'static str,
}

/// Applies the frame's replay keys, taken from the shell, in order (two quick Rights are two
/// steps); true when one asks to leave the viewer.
pub fn take_keys<S: Seekable>(shell: &mut Shell, playback: &mut Playback<S>) -> bool {
    let mut leave = false;
    for key in std::mem::take(&mut shell.keys) {
        match replay_key(key) {
            Some(ReplayKey::Playback(command)) => playback.command(command),
            Some(ReplayKey::Leave) => leave = true,
            None => {}
        }
    }
    leave
}

/// The buttons (start, back, play or pause, forward, end), the position and speed sliders,
/// and the keys that do the same.
pub fn controls<S: Seekable>(ui: &mut Ui, playback: &mut Playback<S>, units: Units) {
    ui.horizontal(|ui| {
        let play = if playback.is_playing() {
            "Pause"
        } else {
            "Play"
        };
        for (label, hint, command) in [
            ("|<", "Start (Home)", Command::Start),
            ("<", "Step back (Left)", Command::Back),
            (play, "Space", Command::PlayPause),
            (">", "Step forward (Right)", Command::Forward),
            (">|", "End (End)", Command::End),
        ] {
            if ui.button(label).on_hover_text(hint).clicked() {
                playback.command(command);
            }
        }
    });
    let mut at = playback.at();
    if ui
        .add(egui::Slider::new(&mut at, 0..=playback.len()).text(units.step))
        .changed()
    {
        playback.seek(at);
    }
    let mut speed = playback.speed();
    if ui
        .add(
            egui::Slider::new(&mut speed, playback.speeds())
                .logarithmic(true)
                .text(units.rate),
        )
        .changed()
    {
        playback.set_speed(speed);
    }
    ui.label(
        "Left and Right step, Home and End jump, Space plays or pauses, - and + change the speed.",
    );
}

/// Plays on by the frame's time, asking for the next frame while it plays.
pub fn tick<S: Seekable>(ui: &Ui, playback: &mut Playback<S>) {
    playback.tick(ui.input(|i| i.stable_dt).min(0.1));
    if playback.is_playing() {
        ui.ctx().request_repaint();
    }
}
