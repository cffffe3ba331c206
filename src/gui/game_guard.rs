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
        ui.heading(crate::t!("shell-save-the-game"));
        ui.label(crate::t!(
            "shell-game-would-be-lost",
            what = what,
            then = then
        ));
        ui.horizontal(|ui| {
            if ui.button(crate::t!("shell-save-game")).clicked() {
                answer = Answer::Ok(Unsaved::Save);
            }
            if ui.button(crate::t!("common-discard")).clicked() {
                answer = Answer::Ok(Unsaved::Discard);
            }
            let cancel = ui.button(crate::t!("common-cancel")).clicked();
            if cancel || ui.input(|i| i.key_pressed(egui::Key::Escape)) {
                answer = Answer::Cancel;
            }
        });
    });
    answer
}
