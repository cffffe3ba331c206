//! The replay viewer's panel: a saved solution's step, pushes and failure, in the shared
//! replay panel (controls, then these facts, then the log of moves and pushes).

use egui::Ui;

use crate::editor::playback::{Playback, Seekable};
use crate::gui::playback::{self, Units, Viewer};
use crate::sokoban::replay::Replay;

/// Steps a second a replay starts at, and the speeds offered.
const SPEED: f32 = 8.0;
const SPEEDS: std::ops::RangeInclusive<f32> = 1.0..=60.0;

/// A saved game being watched, and what the canvas needs of its level.
pub struct ReplayState {
    /// The saved game's moves and where the viewer is in them.
    pub playback: Playback<Replay>,
    /// Index of the level in the collection the moves are replayed on.
    pub level: usize,
    /// The saved game's title (`Solution`, `Snapshot 3`, ...), shown in the panel.
    pub title: String,
    /// The squares outside the walls, which never change during the replay.
    pub outside: Vec<bool>,
}

impl ReplayState {
    /// The viewer on `replay` of level `level`, at its start.
    pub fn new(replay: Replay, level: usize, title: String, outside: Vec<bool>) -> ReplayState {
        ReplayState {
            playback: Playback::new(replay, SPEED, SPEEDS),
            level,
            title,
            outside,
        }
    }
}

/// Returns true when the user asks to leave the viewer.
pub fn panel(ui: &mut Ui, state: &mut ReplayState) -> bool {
    let (step, rate, back) = (
        crate::t!("sokoban-replay-step"),
        crate::t!("sokoban-replay-rate"),
        crate::t!("sokoban-back-esc"),
    );
    let viewer = Viewer {
        units: Units {
            step: &step,
            rate: &rate,
            count: "sokoban-replay-count",
        },
        back: &back,
        step: &|r: &Replay, i| step_words(r.moves()[i - 1]),
    };
    let title = &state.title;
    playback::panel(ui, &mut state.playback, &viewer, |ui, r| {
        ui.label(title);
        ui.label(crate::t!(
            "sokoban-replay-counts",
            step = r.at(),
            len = r.len(),
            pushes = r.game.pushes()
        ));
        if let Some(e) = &r.error {
            ui.colored_label(
                egui::Color32::from_rgb(240, 110, 100),
                crate::t!("sokoban-solution-no-replay", error = e.to_string()),
            );
        }
        if r.game.is_solved() {
            ui.colored_label(
                egui::Color32::from_rgb(90, 190, 100),
                crate::t!("sokoban-replay-solved"),
            );
        }
    })
}

/// A LURD letter in words: a move, or a push in capitals.
fn step_words(c: char) -> String {
    let push = c.is_ascii_uppercase();
    match (c.to_ascii_lowercase(), push) {
        ('l', false) => crate::t!("sokoban-step-left"),
        ('u', false) => crate::t!("sokoban-step-up"),
        ('r', false) => crate::t!("sokoban-step-right"),
        (_, false) => crate::t!("sokoban-step-down"),
        ('l', true) => crate::t!("sokoban-step-push-left"),
        ('u', true) => crate::t!("sokoban-step-push-up"),
        ('r', true) => crate::t!("sokoban-step-push-right"),
        (_, true) => crate::t!("sokoban-step-push-down"),
    }
}
