//! The replay viewers' shared face over [`Playback`]: the keys every viewer takes and one
//! panel for all of them ([`panel`]: the way back, the controls, the position and the speed,
//! the game's own facts, then a log of the steps with the current one highlighted and each
//! a click away), so the Sokoban, maze, BombFight and 2048 viewers look and behave alike and
//! each brings only its game's words and state.

use egui::Ui;

use crate::editor::playback::{Command, Playback, Seekable};
use crate::gui::keys::{ReplayKey, replay_key};
use crate::gui::workspace::Shell;

/// What a viewer calls a step and its rate ("turn", "turns/s").
#[derive(Debug, Clone, Copy)]
pub struct Units<'a> {
    /// One step: the position slider's name.
    pub step: &'a str,
    /// Steps a second: the speed slider's name.
    pub rate: &'a str,
    /// The message id of a count of steps (`$n`: "11 tries"), for the log's heading: a
    /// plural made by adding "s" reads "trys".
    pub count: &'static str,
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

/// What a viewer brings to the shared [`panel`]: its words and how it names a step.
pub struct Viewer<'a, S> {
    /// What a step and the rate are called.
    pub units: Units<'a>,
    /// The way out's label, with its key ("Back to the editor  (Esc)").
    pub back: &'a str,
    /// Step `i` (1 to `len`) in words, for the log: "right", "push left", "A: up bomb".
    pub step: &'a dyn Fn(&S, usize) -> String,
}

/// The one replay panel: heading, the way back, the controls and sliders (always in the
/// same place, whatever the game), then `facts` (the game's own lines at the position
/// shown), then the log. It plays on by the frame's time first ([`tick`]), so what it draws
/// is the frame's position: the frame that reaches the end already says Play. True when the
/// user asks to leave.
pub fn panel<S: Seekable>(
    ui: &mut Ui,
    playback: &mut Playback<S>,
    viewer: &Viewer<'_, S>,
    facts: impl FnOnce(&mut Ui, &S),
) -> bool {
    tick(ui, playback);
    ui.heading(crate::t!("shell-replay"));
    let leave = ui.button(viewer.back).clicked();
    controls(ui, playback, viewer.units);
    ui.separator();
    facts(ui, playback.replay());
    ui.separator();
    log(ui, playback, viewer);
    leave
}

/// Height of one line of the log.
const LOG_ROW: f32 = 18.0;

/// `n` steps in words, by the game's message `id`.
fn count_words(id: &str, n: usize) -> String {
    let mut args = crate::i18n::FluentArgs::new();
    args.set("n", n);
    crate::i18n::tr_args(id, &args)
}

/// The steps, one line each ("0. start", "1. right", ...), the current one highlighted and
/// kept in sight while it moves; a click on a line goes there. Only the lines on screen are
/// laid out, so a 10,000-step log costs what 30 lines do.
fn log<S: Seekable>(ui: &mut Ui, playback: &mut Playback<S>, viewer: &Viewer<'_, S>) {
    ui.label(
        egui::RichText::new(crate::t!(
            "shell-replay-log",
            steps = count_words(viewer.units.count, playback.len())
        ))
        .strong(),
    );
    let id = ui.scope_id().with("replay-log-follows");
    let at = playback.at();
    let followed: Option<usize> = ui.data(|d| d.get_temp(id));
    let mut area = egui::ScrollArea::vertical()
        .id_salt("replay-log")
        .auto_shrink([false, false]);
    if followed != Some(at) {
        let spaced = LOG_ROW + ui.spacing().item_spacing.y;
        let shown = ui.available_height().max(spaced);
        area = area.vertical_scroll_offset((at as f32 * spaced - shown / 2.0).max(0.0));
        ui.data_mut(|d| d.insert_temp(id, at));
    }
    let mut clicked = None;
    area.show_rows(ui, LOG_ROW, playback.len() + 1, |ui, rows| {
        for i in rows {
            let text = match i {
                0 => crate::t!("shell-replay-log-start"),
                i => format!("{i}. {}", (viewer.step)(playback.replay(), i)),
            };
            let line = egui::Button::selectable(i == at, text)
                .min_size(egui::vec2(ui.available_width(), LOG_ROW));
            if ui.add(line).clicked() {
                clicked = Some(i);
            }
        }
    });
    if let Some(i) = clicked {
        playback.seek(i);
        // A click puts the line where the user clicked it: no jump of the log.
        ui.data_mut(|d| d.insert_temp(id, i));
    }
}

/// The buttons (start, back, play or pause, forward, end), the position and speed sliders,
/// and the keys that do the same. At the end the play button says Play: pressing it plays
/// again from the start.
pub fn controls<S: Seekable>(ui: &mut Ui, playback: &mut Playback<S>, units: Units<'_>) {
    ui.horizontal(|ui| {
        let play = if playback.is_playing() {
            crate::t!("shell-replay-pause")
        } else {
            crate::t!("shell-replay-play")
        };
        for (label, hint, command) in [
            (
                "|<".to_owned(),
                crate::t!("shell-replay-start-tip"),
                Command::Start,
            ),
            (
                "<".to_owned(),
                crate::t!("shell-replay-back-tip"),
                Command::Back,
            ),
            (play, crate::t!("shell-replay-play-tip"), Command::PlayPause),
            (
                ">".to_owned(),
                crate::t!("shell-replay-forward-tip"),
                Command::Forward,
            ),
            (
                ">|".to_owned(),
                crate::t!("shell-replay-end-tip"),
                Command::End,
            ),
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
    ui.label(crate::t!("shell-replay-keys"));
}

/// Plays on by the frame's time, asking for the next frame while it plays.
fn tick<S: Seekable>(ui: &Ui, playback: &mut Playback<S>) {
    playback.tick(ui.input(|i| i.stable_dt).min(0.1));
    if playback.is_playing() {
        ui.ctx().request_repaint();
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_logs_heading_counts_each_games_steps_in_words() {
        crate::i18n::Language::English.set_for_thread();
        assert_eq!(super::count_words("maze-replay-count", 11), "11 tries");
        assert_eq!(super::count_words("maze-replay-count", 1), "1 try");
        assert_eq!(super::count_words("bombfight-replay-count", 2), "2 turns");
    }
}
