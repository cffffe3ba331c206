//! The invisible maze's replay viewer: a saved game stepped try by try in the shared replay
//! panel (controls, the game's figures, the log of tries); the game's side is
//! [`crate::maze::replay::LabyReplay`]. A replay of the game just finished goes back to its
//! result (with *Save game…*) on Esc, not to the editor.

use egui::Ui;
use gridwright_formats::maze::MazeGame;

use super::play::{LabyPlay, ShownWalls};
use super::{MazeWorkspace, Mode};
use crate::editor::playback::Playback;
use crate::gui::playback::{self, Units, Viewer};
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
    /// The finished game this replay was started from, given back on Esc; `None`: a saved
    /// game opened from a file, which goes back to the editor.
    pub from: Option<Box<LabyPlay>>,
}

impl LabyViewer {
    /// The viewer on a saved game, at its start.
    pub fn new(record: MazeGame) -> LabyViewer {
        LabyViewer {
            playback: Playback::new(LabyReplay::new(record), SPEED, SPEEDS),
            walls: ShownWalls::default(),
            from: None,
        }
    }

    /// The viewer on the game `lp` just finished, going back to it on Esc.
    pub fn of_finished(lp: Box<LabyPlay>) -> LabyViewer {
        let record = lp.record();
        LabyViewer {
            from: Some(lp),
            ..LabyViewer::new(record)
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
        let label = match v.from {
            Some(_) => crate::t!("maze-back-to-result-esc"),
            None => crate::t!("maze-back-to-editor-esc"),
        };
        egui::Panel::right("laby-replay")
            .default_size(260.0)
            .show(ui, |ui| back |= replay_panel(ui, &mut v.playback, &label));
        egui::CentralPanel::default().show(ui, |ui| {
            // Every wall at the end, as when the game ended; before, what the player knew.
            let p = &v.playback;
            let game = p.replay().game();
            let walls = v.walls.of(game, p.at() == p.len());
            self.play_canvas(ui, game, walls, None, 0.0);
        });
        if back {
            self.view.fit_pending = true;
            match v.from.take() {
                Some(lp) => {
                    self.mode = Mode::Play(lp);
                    shell.say(crate::t!("maze-back-to-result"));
                }
                None => shell.say(crate::t!("maze-back-to-editor")),
            }
        } else {
            self.mode = Mode::Replay(v);
        }
    }
}

/// The viewer's panel; true when the user leaves it.
fn replay_panel(ui: &mut Ui, p: &mut Playback<LabyReplay>, back: &str) -> bool {
    let (step, rate) = (crate::t!("maze-replay-step"), crate::t!("maze-replay-rate"));
    let viewer = Viewer {
        units: Units {
            step: &step,
            rate: &rate,
            count: "maze-replay-count",
        },
        back,
        step: &|r: &LabyReplay, i| side_words(r.record.tries[i - 1]),
    };
    playback::panel(ui, p, &viewer, |ui, r| {
        let g = r.game();
        ui.label(crate::t!(
            "maze-replay-try",
            at = r.at(),
            n = r.record.tries.len()
        ));
        ui.label(crate::t!(
            "maze-replay-figures",
            mistakes = g.mistakes,
            steps = g.steps()
        ));
    })
}

/// A try's direction in words.
fn side_words(side: gridwright_formats::maze::Side) -> String {
    use gridwright_formats::maze::Side;
    match side {
        Side::Top => crate::t!("maze-side-up"),
        Side::Bottom => crate::t!("maze-side-down"),
        Side::Left => crate::t!("maze-side-left"),
        Side::Right => crate::t!("maze-side-right"),
    }
}
