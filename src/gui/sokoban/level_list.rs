//! The left panel: the levels of the collection, their order, and the current level's title,
//! author and notes.

use egui::Ui;

use crate::sokoban::editor::SokobanDocument;
use crate::sokoban::saved_games::Standing;

/// Text being edited in the properties fields; reloaded from the document whenever the field
/// does not have focus, so undo and level switches show at once.
#[derive(Debug, Default)]
pub struct MetaForm {
    title: String,
    author: String,
    notes: String,
    file_notes: String,
    /// The level the list last scrolled to: when the current level is another (the browser,
    /// Page Down, an undo chose it), the list scrolls to it once.
    listed: Option<usize>,
}

/// What the list asks the app to do that needs more than the document (a fresh level).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ListRequest {
    AddLevel,
    /// Open the level browser.
    Browse,
    /// Watch saved game `i` of the current level.
    Replay(usize),
    /// Play on from saved game `i`.
    Resume(usize),
    DeleteGame(usize),
}

/// The panel; `standings` says how each saved game of the current level stands on its board.
pub fn show(
    ui: &mut Ui,
    doc: &mut SokobanDocument,
    form: &mut MetaForm,
    standings: &[Standing],
) -> Option<ListRequest> {
    let mut request = None;
    ui.horizontal(|ui| {
        ui.heading(format!("Levels ({})", doc.collection().levels.len()));
        if ui
            .button("Browse…")
            .on_hover_text("Thumbnails, filter and go to a number (Ctrl+B, Ctrl+G)")
            .clicked()
        {
            request = Some(ListRequest::Browse);
        }
    });
    ui.horizontal_wrapped(|ui| {
        if ui
            .button("Add")
            .on_hover_text("Add a new level after this one")
            .clicked()
        {
            request = Some(ListRequest::AddLevel);
        }
        if ui.button("Duplicate").clicked() {
            doc.duplicate_level();
        }
        if ui
            .add_enabled(
                doc.collection().levels.len() > 1,
                egui::Button::new("Delete"),
            )
            .clicked()
        {
            doc.delete_level();
        }
        if ui
            .button("Up")
            .on_hover_text("Move this level up")
            .clicked()
        {
            doc.move_level(-1);
        }
        if ui
            .button("Down")
            .on_hover_text("Move this level down")
            .clicked()
        {
            doc.move_level(1);
        }
    });
    ui.separator();
    properties(ui, doc, form);
    if let Some(r) = saved_games(ui, doc, standings) {
        request = Some(r);
    }
    ui.separator();
    let current = doc.current_index();
    let scroll = form.listed != Some(current);
    form.listed = Some(current);
    let mut picked = None;
    egui::ScrollArea::vertical()
        .id_salt("levels")
        .auto_shrink([false, false])
        .show(ui, |ui| {
            for (i, level) in doc.collection().levels.iter().enumerate() {
                let title = if level.title.is_empty() {
                    "(untitled)"
                } else {
                    &level.title
                };
                let r = ui.selectable_label(i == current, format!("{:>3}. {title}", i + 1));
                if i == current && scroll {
                    r.scroll_to_me(Some(egui::Align::Center));
                }
                if r.clicked() {
                    picked = Some(i);
                }
            }
        });
    if let Some(i) = picked {
        doc.select(i);
    }
    request
}

fn properties(ui: &mut Ui, doc: &mut SokobanDocument, form: &mut MetaForm) {
    egui::CollapsingHeader::new("Level properties")
        .default_open(true)
        .show(ui, |ui| {
            let level = doc.level().clone();
            let label = ui.label("Title");
            let title = ui
                .add(egui::TextEdit::singleline(&mut form.title).desired_width(f32::INFINITY))
                .labelled_by(label.id);
            sync(&title, &mut form.title, &level.title);
            if title.lost_focus() && form.title != level.title {
                doc.set_meta(&form.title, level.notes.clone());
            }
            let label = ui.label("Author");
            let current_author = level.author().unwrap_or_default();
            let author = ui
                .add(egui::TextEdit::singleline(&mut form.author).desired_width(f32::INFINITY))
                .labelled_by(label.id);
            sync(&author, &mut form.author, &current_author);
            if author.lost_focus() && form.author != current_author {
                doc.set_author(&form.author);
            }
            let label = ui.label("Notes");
            let joined = level.notes_without("Author").join("\n");
            let notes = ui
                .add(
                    egui::TextEdit::multiline(&mut form.notes)
                        .desired_rows(3)
                        .desired_width(f32::INFINITY),
                )
                .labelled_by(label.id);
            sync(&notes, &mut form.notes, &joined);
            if notes.lost_focus() && form.notes != joined {
                doc.set_notes(split_notes(&form.notes));
            }
        });
    egui::CollapsingHeader::new("Collection notes")
        .default_open(false)
        .show(ui, |ui| {
            let joined = doc.collection().notes.join("\n");
            let label = ui.label("Notes of the whole file");
            let notes = ui
                .add(
                    egui::TextEdit::multiline(&mut form.file_notes)
                        .desired_rows(3)
                        .desired_width(f32::INFINITY),
                )
                .labelled_by(label.id);
            sync(&notes, &mut form.file_notes, &joined);
            if notes.lost_focus() && form.file_notes != joined {
                doc.set_file_notes(split_notes(&form.file_notes));
            }
        });
}

/// The colour of a saved game's warning that it no longer replays.
const STALE: egui::Color32 = egui::Color32::from_rgb(240, 110, 100);

/// Reloads a field from the document unless the user is typing in it.
fn sync(response: &egui::Response, buffer: &mut String, value: &str) {
    if !response.has_focus() && !response.lost_focus() && buffer != value {
        *buffer = value.to_owned();
    }
}

/// Notes as lines, blank lines at either end dropped (files cannot keep them).
fn split_notes(text: &str) -> Vec<String> {
    let lines: Vec<String> = text.lines().map(|l| l.trim_end().to_owned()).collect();
    let first = lines
        .iter()
        .position(|l| !l.is_empty())
        .unwrap_or(lines.len());
    let last = lines
        .iter()
        .rposition(|l| !l.is_empty())
        .map_or(first, |i| i + 1);
    lines[first..last].to_vec()
}

/// The current level's saved games and solutions, each with Replay, Resume and Delete; one
/// that no longer replays on the edited board is marked so, with why.
fn saved_games(ui: &mut Ui, doc: &SokobanDocument, standings: &[Standing]) -> Option<ListRequest> {
    let mut request = None;
    let games = &doc.level().saved_games;
    egui::CollapsingHeader::new(format!("Saved games ({})", games.len()))
        .default_open(true)
        .show(ui, |ui| {
            if games.is_empty() {
                ui.label("None yet: play the level (F5) or check its solvability.");
            }
            for (i, g) in games.iter().enumerate() {
                let title = if g.title.is_empty() {
                    "(untitled)"
                } else {
                    &g.title
                };
                match standings.get(i) {
                    Some(Standing::Stale(why)) => {
                        ui.label(egui::RichText::new(format!("{title} (stale)")).strikethrough())
                            .on_hover_text(
                                "Saved under another board; it is saved as a note or \
                                 dropped, as you choose when saving",
                            );
                        ui.colored_label(STALE, format!("No longer replays: {why}"));
                    }
                    _ => {
                        ui.label(title);
                    }
                }
                ui.horizontal(|ui| {
                    if ui.small_button("Replay").clicked() {
                        request = Some(ListRequest::Replay(i));
                    }
                    if ui
                        .small_button("Resume")
                        .on_hover_text("Play on from the end of this game")
                        .clicked()
                    {
                        request = Some(ListRequest::Resume(i));
                    }
                    if ui.small_button("Delete").clicked() {
                        request = Some(ListRequest::DeleteGame(i));
                    }
                });
            }
        });
    request
}
