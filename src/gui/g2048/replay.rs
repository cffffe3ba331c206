//! The viewer of saved records: the board at the move shown, beside the shared replay panel
//! (controls, score, the log of moves); the game's side is
//! [`crate::g2048::replay::RecordReplay`].

use egui::Ui;
use gridwright_formats::g2048::Record;

use super::tiles::{draw, layout};
use super::{G2048Workspace, Mode};
use crate::editor::playback::Playback;
use crate::g2048::replay::RecordReplay;
use crate::gui::playback::{self, Units, Viewer};
use crate::gui::workspace::Shell;

/// A saved game being watched, step by step.
pub type ReplayView = Playback<RecordReplay>;

/// Moves a second a record starts at, and the speeds offered.
const SPEED: f32 = 8.0;
const SPEEDS: std::ops::RangeInclusive<f32> = 1.0..=60.0;

/// The viewer at the start of `record`; an error when the record does not replay.
pub fn watch(record: Record) -> Result<ReplayView, String> {
    Ok(Playback::new(
        RecordReplay::new(record).map_err(|e| e.to_string())?,
        SPEED,
        SPEEDS,
    ))
}

impl G2048Workspace {
    pub(super) fn replay_frame(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let Mode::Replay(mut v) = std::mem::replace(&mut self.mode, Mode::Edit) else {
            return;
        };
        let mut exit = playback::take_keys(shell, &mut v);
        egui::Panel::right("g2048-replay")
            .default_size(240.0)
            .show(ui, |ui| exit |= panel(ui, &mut v));
        egui::CentralPanel::default().show(ui, |ui| {
            let b = v.replay().game().board();
            let rect = ui.available_rect_before_wrap().shrink(12.0);
            let (area, cell) = layout(rect, b.width(), b.height());
            self.board_rect = area;
            draw(ui, area, cell, b, None, 0.0);
        });
        if exit {
            shell.say(crate::t!("g2048-back-to-editor"));
        } else {
            self.mode = Mode::Replay(v);
        }
    }
}

/// The viewer's panel; true when the user leaves it.
fn panel(ui: &mut Ui, v: &mut ReplayView) -> bool {
    let (step, rate, back) = (
        crate::t!("g2048-replay-step"),
        crate::t!("g2048-moves-per-second"),
        crate::t!("g2048-back-esc"),
    );
    let viewer = Viewer {
        units: Units {
            step: &step,
            rate: &rate,
            count: "g2048-replay-count",
        },
        back: &back,
        step: &|r: &RecordReplay, i| {
            let letter = r
                .record
                .moves
                .as_bytes()
                .get(i - 1)
                .copied()
                .unwrap_or(b'?');
            crate::g2048::game::dir_of(letter as char)
                .map_or_else(|| "?".to_owned(), super::play::dir_words)
        },
    };
    playback::panel(ui, v, &viewer, |ui, r| {
        ui.label(crate::t!(
            "g2048-replay-move",
            n = r.at(),
            len = r.record.moves.len()
        ));
        ui.label(crate::t!(
            "g2048-replay-score",
            score = r.game().score() as f64,
            last = r.record.score as f64
        ));
        ui.label(crate::t!("g2048-seed", seed = r.record.seed.to_string()));
    })
}
