//! The left panel: the levels of the collection, their order, and the current level's title,
//! author and notes.

use egui::Ui;

use gridwright_formats::sokoban::is_solution_title;

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
    /// Open *Optimize* on saved game `i` (a solution that replays).
    Optimize(usize),
}

/// The panel; `standings` says how each saved game of the current level stands on its board,
/// `optimizing` whether an optimization runs (its buttons are then off).
pub fn show(
    ui: &mut Ui,
    doc: &mut SokobanDocument,
    form: &mut MetaForm,
    standings: &[Standing],
    optimizing: bool,
) -> Option<ListRequest> {
    let mut request = None;
    ui.horizontal(|ui| {
        ui.heading(crate::t!(
            "sokoban-levels-heading",
            n = doc.collection().levels.len()
        ));
        if ui
            .button(crate::t!("sokoban-levels-browse"))
            .on_hover_text(crate::t!("sokoban-levels-browse-hint"))
            .clicked()
        {
            request = Some(ListRequest::Browse);
        }
    });
    ui.horizontal_wrapped(|ui| {
        if ui
            .button(crate::t!("sokoban-levels-add"))
            .on_hover_text(crate::t!("sokoban-levels-add-hint"))
            .clicked()
        {
            request = Some(ListRequest::AddLevel);
        }
        if ui.button(crate::t!("sokoban-levels-duplicate")).clicked() {
            doc.duplicate_level();
        }
        if ui
            .add_enabled(
                doc.collection().levels.len() > 1,
                egui::Button::new(crate::t!("sokoban-delete")),
            )
            .clicked()
        {
            doc.delete_level();
        }
        if ui
            .button(crate::t!("sokoban-levels-up"))
            .on_hover_text(crate::t!("sokoban-levels-up-hint"))
            .clicked()
        {
            doc.move_level(-1);
        }
        if ui
            .button(crate::t!("sokoban-levels-down"))
            .on_hover_text(crate::t!("sokoban-levels-down-hint"))
            .clicked()
        {
            doc.move_level(1);
        }
    });
    ui.separator();
    properties(ui, doc, form);
    if let Some(r) = saved_games(ui, doc, standings, optimizing) {
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
                    crate::t!("sokoban-untitled")
                } else {
                    level.title.clone()
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
    egui::CollapsingHeader::new(crate::t!("sokoban-properties"))
        .default_open(true)
        .show(ui, |ui| {
            let level = doc.level().clone();
            let label = ui.label(crate::t!("sokoban-properties-title"));
            let title = ui
                .add(egui::TextEdit::singleline(&mut form.title).desired_width(f32::INFINITY))
                .labelled_by(label.id);
            sync(&title, &mut form.title, &level.title);
            if title.lost_focus() && form.title != level.title {
                doc.set_meta(&form.title, level.notes.clone());
            }
            let label = ui.label(crate::t!("sokoban-properties-author"));
            let current_author = level.author().unwrap_or_default();
            let author = ui
                .add(egui::TextEdit::singleline(&mut form.author).desired_width(f32::INFINITY))
                .labelled_by(label.id);
            sync(&author, &mut form.author, &current_author);
            if author.lost_focus() && form.author != current_author {
                doc.set_author(&form.author);
            }
            let label = ui.label(crate::t!("sokoban-properties-notes"));
            // i18n-exempt: the file format's key, not the user's words.
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
    egui::CollapsingHeader::new(crate::t!("sokoban-collection-notes"))
        .default_open(false)
        .show(ui, |ui| {
            let joined = doc.collection().notes.join("\n");
            let label = ui.label(crate::t!("sokoban-collection-notes-label"));
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

/// The current level's saved games and solutions, each with Replay, Resume and Delete, and
/// Optimize… on a solution that replays; one that no longer replays on the edited board is
/// marked so, with why.
fn saved_games(
    ui: &mut Ui,
    doc: &SokobanDocument,
    standings: &[Standing],
    optimizing: bool,
) -> Option<ListRequest> {
    let mut request = None;
    let games = &doc.level().saved_games;
    egui::CollapsingHeader::new(crate::t!("sokoban-saved-games", n = games.len()))
        .default_open(true)
        .show(ui, |ui| {
            if games.is_empty() {
                ui.label(crate::t!("sokoban-saved-games-none"));
            }
            for (i, g) in games.iter().enumerate() {
                let title = if g.title.is_empty() {
                    crate::t!("sokoban-untitled")
                } else {
                    g.title.clone()
                };
                match standings.get(i) {
                    Some(Standing::Stale(why)) => {
                        ui.label(
                            egui::RichText::new(crate::t!(
                                "sokoban-saved-game-stale",
                                title = title
                            ))
                            .strikethrough(),
                        )
                        .on_hover_text(crate::t!("sokoban-saved-game-stale-hint"));
                        ui.colored_label(
                            STALE,
                            crate::t!("sokoban-saved-game-broken", why = why.to_string()),
                        );
                    }
                    _ => {
                        ui.label(title);
                    }
                }
                ui.horizontal(|ui| {
                    if ui
                        .small_button(crate::t!("sokoban-saved-game-replay"))
                        .clicked()
                    {
                        request = Some(ListRequest::Replay(i));
                    }
                    if ui
                        .small_button(crate::t!("sokoban-saved-game-resume"))
                        .on_hover_text(crate::t!("sokoban-saved-game-resume-hint"))
                        .clicked()
                    {
                        request = Some(ListRequest::Resume(i));
                    }
                    if ui.small_button(crate::t!("sokoban-delete")).clicked() {
                        request = Some(ListRequest::DeleteGame(i));
                    }
                    let solution = is_solution_title(&g.title);
                    if solution
                        && standings.get(i) == Some(&Standing::Fits)
                        && optimize_button(ui, optimizing, true).clicked()
                    {
                        request = Some(ListRequest::Optimize(i));
                    }
                });
            }
        });
    request
}

/// *Optimize…* (`small` in the list of saved games), off while an optimization runs (one at
/// a time).
pub fn optimize_button(ui: &mut Ui, optimizing: bool, small: bool) -> egui::Response {
    let hint = if optimizing {
        crate::t!("sokoban-optimize-busy-hint")
    } else {
        crate::t!("sokoban-optimize-hint")
    };
    let button = egui::Button::new(crate::t!("sokoban-optimize-button"));
    let button = if small { button.small() } else { button };
    ui.add_enabled(!optimizing, button)
        .on_hover_text(hint)
        .on_disabled_hover_text(crate::t!("sokoban-optimize-busy-hint"))
}
