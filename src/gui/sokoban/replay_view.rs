//! The replay viewer's panel: play/pause, step, speed and scrub over a saved solution.

use crate::gui::keys::ReplayKey;
use egui::{Key, Ui};

use crate::sokoban::replay::Replay;

/// A saved game being watched, and what the canvas needs of its level.
pub struct ReplayState {
    pub replay: Replay,
    pub level: usize,
    pub title: String,
    /// The squares outside the walls, which never change during the replay.
    pub outside: Vec<bool>,
}

/// Returns true when the user asks to leave the viewer.
pub fn panel(ui: &mut Ui, state: &mut ReplayState, keys: &[Key]) -> bool {
    let r = &mut state.replay;
    let mut exit = false;
    ui.heading("Replay");
    ui.label(&state.title);
    ui.label(format!(
        "Step {} of {}   Pushes {}",
        r.at(),
        r.len(),
        r.game.pushes()
    ));
    if let Some(e) = &r.error {
        ui.colored_label(
            egui::Color32::from_rgb(240, 110, 100),
            format!("This solution does not replay: {e}"),
        );
    }
    if r.game.is_solved() {
        ui.colored_label(egui::Color32::from_rgb(90, 190, 100), "Solved");
    }
    ui.horizontal(|ui| {
        if ui.button("|<").on_hover_text("Start (Home)").clicked() {
            r.seek(0);
        }
        if ui.button("<").on_hover_text("Step back (Left)").clicked() {
            r.back();
        }
        let label = if r.playing { "Pause" } else { "Play" };
        if ui.button(label).on_hover_text("Space").clicked() {
            r.playing = !r.playing;
        }
        if ui
            .button(">")
            .on_hover_text("Step forward (Right)")
            .clicked()
        {
            r.forward();
        }
        if ui.button(">|").on_hover_text("End (End)").clicked() {
            r.seek(r.len());
        }
    });
    let mut at = r.at();
    if ui
        .add(egui::Slider::new(&mut at, 0..=r.len()).text("step"))
        .changed()
    {
        r.seek(at);
    }
    ui.add(
        egui::Slider::new(&mut r.speed, 1.0..=60.0)
            .logarithmic(true)
            .text("steps/s"),
    );
    if ui.button("Back to editor (Esc)").clicked() {
        exit = true;
    }
    // Every press of the frame, in order (two quick Rights are two steps).
    for &key in keys {
        match crate::gui::keys::replay_key(key) {
            Some(ReplayKey::PlayPause) => r.playing = !r.playing,
            Some(ReplayKey::Forward) => {
                r.forward();
            }
            Some(ReplayKey::Back) => {
                r.back();
            }
            Some(ReplayKey::Start) => r.seek(0),
            Some(ReplayKey::End) => r.seek(r.len()),
            Some(ReplayKey::Leave) => exit = true,
            None => {}
        }
    }
    r.tick(ui.input(|i| i.stable_dt).min(0.1));
    if r.playing {
        ui.ctx().request_repaint();
    }
    exit
}
