//! The invisible maze's replay viewer: a saved game stepped try by try over the shared
//! playback controls and keys; the game's side is [`crate::maze::replay::LabyReplay`].

use egui::Ui;
use gridwright_formats::maze::MazeGame;

use super::play::ShownWalls;
use super::{MazeWorkspace, Mode};
use crate::editor::playback::Playback;
use crate::gui::playback::{self, Units};
use crate::gui::workspace::Shell;
use crate::maze::replay::LabyReplay;

/// Tries a second a replay starts at, and the speeds offered.
const SPEED: f32 = 6.0;
const SPEEDS: std::ops::RangeInclusive<f32> = 0.5..=60.0;

/// A saved game being watched.
pub struct LabyViewer {
    /// The game at the try shown.
    pub playback: Playback<LabyReplay>,
    walls: ShownWalls,
}

impl LabyViewer {
    /// The viewer on a saved game, at its start.
    pub fn new(record: MazeGame) -> LabyViewer {
        LabyViewer {
            playback: Playback::new(LabyReplay::new(record), SPEED, SPEEDS),
            walls: ShownWalls::default(),
        }
    }
}

impl MazeWorkspace {
    /// One frame of the replay viewer.
    pub(super) fn replay_frame(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let Mode::Replay(mut v) = std::mem::replace(&mut self.mode, Mode::Edit) else {
            return;
        };
        let mut back = playback::take_keys(shell, &mut v.playback);
        egui::Panel::right("laby-replay")
            .default_size(260.0)
            .show(ui, |ui| back |= replay_panel(ui, &mut v.playback));
        playback::tick(ui, &mut v.playback);
        egui::CentralPanel::default().show(ui, |ui| {
            // Every wall at the end, as when the game ended; before, what the player knew.
            let p = &v.playback;
            let game = p.replay().game();
            let walls = v.walls.of(game, p.at() == p.len());
            self.play_canvas(ui, game, walls, None, 0.0);
        });
        if back {
            self.view.fit_pending = true;
            shell.say("Back to the editor");
        } else {
            self.mode = Mode::Replay(v);
        }
    }
}

/// The viewer's panel; true when the user leaves it.
fn replay_panel(ui: &mut Ui, p: &mut Playback<LabyReplay>) -> bool {
    ui.heading("Replay");
    ui.label(format!("Try {} of {}", p.at(), p.len()));
    let g = p.replay().game();
    ui.label(format!("Mistakes {}   steps {}", g.mistakes, g.steps()));
    let units = Units {
        step: "try",
        rate: "tries/s",
    };
    playback::controls(ui, p, units);
    ui.button("Back to the editor  (Esc)").clicked()
}
