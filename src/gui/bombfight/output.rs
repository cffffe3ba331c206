//! "Show process output": a column per program with its last turns: the answer that counted,
//! the time, any fault, and its standard output, error output and input. Text from a bot is
//! shown as text (egui draws no escape sequence), cut to what fits.

use egui::{Color32, RichText, Ui};

use super::play::PlayView;
use crate::bombfight::runner::{BotLog, TurnLog};

/// Lines of a stream shown per turn.
const LINES: usize = 8;

/// The panel: one column per side that is a program.
pub fn output_panel(ui: &mut Ui, pv: &PlayView) {
    let names = pv.game.names();
    ui.columns(2, |cols| {
        for (side, col) in cols.iter_mut().enumerate() {
            // i18n-exempt: the players' letters, the same in every language
            let who = if side == 0 { "A" } else { "B" };
            col.strong(crate::t!(
                "bombfight-output-side",
                who = who,
                name = names[side].clone()
            ));
            match &pv.outputs[side] {
                Some(log) => bot_column(col, side, log),
                None => {
                    col.label(crate::t!("bombfight-output-none"));
                }
            }
        }
    });
}

fn bot_column(ui: &mut Ui, side: usize, log: &BotLog) {
    ui.label(log.summary());
    egui::ScrollArea::vertical()
        .id_salt(("output", side))
        .stick_to_bottom(true)
        .show(ui, |ui| {
            for t in &log.turns {
                turn(ui, side, t);
            }
        });
}

fn turn(ui: &mut Ui, side: usize, t: &TurnLog) {
    let answer = if t.answer.is_empty() {
        crate::t!("bombfight-no-action")
    } else {
        t.answer.clone()
    };
    ui.label(
        RichText::new(crate::t!(
            "bombfight-output-turn",
            turn = t.turn,
            round = t.round,
            answer = answer,
            ms = t.millis
        ))
        .strong(),
    );
    for f in &t.faults {
        ui.colored_label(Color32::from_rgb(240, 110, 100), f.to_string());
    }
    for (what, text) in [("stdout", &t.stdout), ("stderr", &t.stderr)] {
        if !text.trim().is_empty() {
            ui.label(RichText::new(format!("{what}: {}", shown(text))).monospace());
        }
    }
    egui::CollapsingHeader::new("stdin")
        .id_salt(("stdin", side, t.turn))
        .show(ui, |ui| {
            ui.label(RichText::new(shown(&t.input)).monospace().small());
        });
}

/// The first lines of a bot's text, control characters but newlines and tabs shown escaped.
fn shown(text: &str) -> String {
    let mut lines: Vec<String> = text
        .lines()
        .take(LINES)
        .map(|l| {
            l.chars()
                .flat_map(|c| {
                    if c.is_control() && c != '\t' {
                        c.escape_default().collect::<Vec<_>>()
                    } else {
                        vec![c]
                    }
                })
                .take(200)
                .collect()
        })
        .collect();
    if text.lines().count() > LINES {
        lines.push("…".into());
    }
    lines.join("\n")
}
