//! What a play mode asks before a game's record is lost (a new game over a game played, a
//! finished game left): the shell's unsaved-changes guard, for a game instead of a document,
//! with the same three answers in the same places.

use super::dialogs::{Answer, Unsaved, modal};

/// Asks whether to save the game `what` describes ("This game of 96 moves") before `then`
/// ("start a new one") loses it: *Save game…* (the shell's save dialog gets the record, then
/// the action goes on), *Discard* or *Cancel* (Esc).
pub fn ask(ctx: &egui::Context, what: &str, then: &str) -> Answer<Unsaved> {
    let mut answer = Answer::Pending;
    modal(ctx, "game-would-be-lost", 380.0, |ui| {
        ui.heading("Save the game?");
        ui.label(format!("{what} is not saved: {then} loses it."));
        ui.horizontal(|ui| {
            if ui.button("Save game…").clicked() {
                answer = Answer::Ok(Unsaved::Save);
            }
            if ui.button("Discard").clicked() {
                answer = Answer::Ok(Unsaved::Discard);
            }
            if ui.button("Cancel").clicked() || ui.input(|i| i.key_pressed(egui::Key::Escape)) {
                answer = Answer::Cancel;
            }
        });
    });
    answer
}
