//! The editing commands every grid editor offers in the same words and on the same keys: the
//! clipboard on the selection (Ctrl+C, Ctrl+X, Ctrl+V, Delete, Esc), quarter turns, mirrors
//! and Resize… in the Edit menu, and 1-9 for the palette's entries in order. Each editor
//! reads [`EditCommand`]s here and carries them out on its document through
//! [`crate::editor::grid_edit`]; the Resize dialog and the clipboard are shared too.

use std::ops::RangeInclusive;

use egui::{Key, KeyboardShortcut, Modifiers, Ui};

use super::dialogs::{Answer, ok_cancel, size_fields};
use super::keys::{item, shortcut};
use crate::editor::transform::{Anchor, Turn};

/// What the user asked of a grid editor through its Edit menu or keys.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum EditCommand {
    /// Copy the selection (the whole grid without one) as the game's file text.
    Copy,
    /// Copy the selection, then blank it.
    Cut,
    /// Paste at the pointer or the selection: the text an event brought, or (`None`) what
    /// the clipboard holds.
    Paste(Option<String>),
    /// Blank the selection.
    Delete,
    /// Forget the selection.
    Deselect,
    /// Turn or mirror the whole grid.
    Turn(Turn),
    /// Open the Resize dialog.
    Resize,
    /// Pick the palette's entry of this index (key 1 is index 0).
    Palette(usize),
}

/// What an editor has of the shared commands: the maze has no tiles to copy.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Offers {
    /// Copy, cut, paste and delete of a selection.
    pub clipboard: bool,
    /// A selection is made (cut and delete act on it).
    pub selected: bool,
}

/// The Edit menu's shared entries, greyed out unless `editing`.
pub fn menu(ui: &mut Ui, editing: bool, offers: Offers) -> Option<EditCommand> {
    let mut out = None;
    let mut entry = |ui: &mut Ui, on: bool, words: &str, keys: &str, cmd: EditCommand| {
        // A button with an empty shortcut column is named with a trailing space.
        let button = if keys.is_empty() {
            egui::Button::new(words)
        } else {
            item(words, keys)
        };
        if ui.add_enabled(editing && on, button).clicked() {
            out = Some(cmd);
        }
    };
    if offers.clipboard {
        ui.separator();
        let sel = offers.selected;
        entry(
            ui,
            true,
            &crate::t!("shell-copy"),
            shortcut::COPY,
            EditCommand::Copy,
        );
        entry(
            ui,
            sel,
            &crate::t!("shell-cut"),
            shortcut::CUT,
            EditCommand::Cut,
        );
        let paste = crate::t!("shell-paste");
        entry(ui, true, &paste, shortcut::PASTE, EditCommand::Paste(None));
        let delete = crate::t!("shell-delete-selection");
        entry(ui, sel, &delete, shortcut::DELETE, EditCommand::Delete);
    }
    ui.separator();
    for t in Turn::ALL {
        entry(ui, true, &t.label(), "", EditCommand::Turn(t));
    }
    entry(
        ui,
        true,
        &crate::t!("shell-resize-dots"),
        "",
        EditCommand::Resize,
    );
    out
}

/// The shared keys of this frame, in order: clipboard shortcuts and events (the window turns
/// Ctrl+C into a copy event; other backends send the key), Delete, Esc, and 1-9 for the
/// first `palette` entries. Call only while editing and no text field has the keyboard.
pub fn keys(ui: &Ui, palette: usize, clipboard: bool) -> Vec<EditCommand> {
    let mut out = Vec::new();
    let shortcut =
        |m: Modifiers, k: Key| ui.input_mut(|i| i.consume_shortcut(&KeyboardShortcut::new(m, k)));
    if clipboard {
        for e in ui.input(|i| i.events.clone()) {
            match e {
                egui::Event::Copy => out.push(EditCommand::Copy),
                egui::Event::Cut => out.push(EditCommand::Cut),
                egui::Event::Paste(text) => out.push(EditCommand::Paste(Some(text))),
                _ => {}
            }
        }
        for (k, cmd) in [
            (Key::C, EditCommand::Copy),
            (Key::X, EditCommand::Cut),
            (Key::V, EditCommand::Paste(None)),
        ] {
            if shortcut(Modifiers::COMMAND, k) {
                out.push(cmd);
            }
        }
        if shortcut(Modifiers::NONE, Key::Delete) {
            out.push(EditCommand::Delete);
        }
        if shortcut(Modifiers::NONE, Key::Escape) {
            out.push(EditCommand::Deselect);
        }
    }
    let digits = [
        Key::Num1,
        Key::Num2,
        Key::Num3,
        Key::Num4,
        Key::Num5,
        Key::Num6,
        Key::Num7,
        Key::Num8,
        Key::Num9,
    ];
    for (i, k) in digits.into_iter().take(palette).enumerate() {
        if shortcut(Modifiers::NONE, k) {
            out.push(EditCommand::Palette(i));
        }
    }
    out
}

/// Text copied and pasted: the system clipboard where there is one, and what this window
/// copied last where there is none (a headless session, a clipboard that fails), so copy
/// and paste within gridwright always work.
#[derive(Debug, Default)]
pub struct Clipboard {
    last: Option<String>,
    /// Never touch the system clipboard (tests, where another program's text would leak in).
    pub memory_only: bool,
}

impl Clipboard {
    /// A clipboard kept in memory alone.
    pub fn in_memory() -> Clipboard {
        Clipboard {
            last: None,
            memory_only: true,
        }
    }

    /// Puts `text` on the clipboard (the window's, through egui, and ours).
    pub fn copy(&mut self, ctx: &egui::Context, text: String) {
        if !self.memory_only {
            ctx.copy_text(text.clone());
        }
        self.last = Some(text);
    }

    /// What the clipboard holds: the system's text, else what was copied here last.
    pub fn text(&self) -> Option<String> {
        if !self.memory_only
            && let Ok(t) = arboard::Clipboard::new().and_then(|mut c| c.get_text())
            && !t.is_empty()
        {
            return Some(t);
        }
        self.last.clone()
    }
}

/// Why the system's clipboard could not be read, in the window's language (arboard's own
/// words are English; an error it cannot name keeps its detail).
pub fn clipboard_error(e: &arboard::Error) -> String {
    match e {
        arboard::Error::ContentNotAvailable => crate::t!("shell-clipboard-empty"),
        arboard::Error::ClipboardNotSupported => crate::t!("shell-clipboard-not-supported"),
        arboard::Error::ClipboardOccupied => crate::t!("shell-clipboard-occupied"),
        arboard::Error::ConversionFailure => crate::t!("shell-clipboard-conversion"),
        arboard::Error::Unknown { description } => {
            crate::t!("shell-clipboard-unknown", detail = description.as_str())
        }
        // A kind of a newer arboard: its own words.
        other => other.to_string(),
    }
}

/// The Resize dialog's fields.
#[derive(Debug, Clone, PartialEq)]
pub struct ResizeForm {
    /// New width in cells.
    pub width: usize,
    /// New height in cells.
    pub height: usize,
    /// Which part of the old grid keeps its place.
    pub anchor: Anchor,
    /// The sides the game allows.
    pub sides: RangeInclusive<usize>,
}

impl ResizeForm {
    /// The form for a grid of this size, anchored top left, sides within `sides`.
    pub fn new(width: usize, height: usize, sides: RangeInclusive<usize>) -> ResizeForm {
        let fit = |n: usize| n.clamp(*sides.start(), *sides.end());
        ResizeForm {
            width: fit(width),
            height: fit(height),
            anchor: Anchor::TOP_LEFT,
            sides,
        }
    }
}

/// The Resize dialog: the new size and where the old content stays.
pub fn resize_dialog(ctx: &egui::Context, form: &mut ResizeForm) -> Answer<()> {
    let mut answer = Answer::Pending;
    super::dialogs::modal(ctx, "resize-grid", 320.0, |ui| {
        ui.heading(crate::t!("shell-resize-board"));
        size_fields(ui, (&mut form.width, &mut form.height), form.sides.clone());
        ui.label(crate::t!(
            "shell-keep-content-at",
            anchor = form.anchor.label()
        ));
        egui::Grid::new("anchors")
            .spacing([2.0, 2.0])
            .show(ui, |ui| {
                for (i, a) in Anchor::all().into_iter().enumerate() {
                    let button = egui::Button::selectable(form.anchor == a, a.arrow())
                        .min_size(egui::vec2(28.0, 28.0));
                    if ui.add(button).on_hover_text(a.label()).clicked() {
                        form.anchor = a;
                    }
                    if i % 3 == 2 {
                        ui.end_row();
                    }
                }
            });
        match ok_cancel(ui, &crate::t!("shell-resize")) {
            Some(true) => answer = Answer::Ok(()),
            Some(false) => answer = Answer::Cancel,
            None => {}
        }
    });
    answer
}

/// A palette entry's tooltip: its name and, for the first nine, the number key that picks it.
pub fn palette_tip(label: &str, index: usize) -> String {
    if index < 9 {
        format!("{label}  ({})", index + 1)
    } else {
        label.to_owned()
    }
}

#[cfg(test)]
mod clipboard_tests {
    use super::*;
    use crate::i18n::Language;

    #[test]
    fn a_clipboard_that_cannot_be_read_says_why_in_the_windows_language() {
        // Before: arboard's English ("The clipboard contents were not available …").
        let empty = arboard::Error::ContentNotAvailable;
        Language::English.set_for_thread();
        assert_eq!(
            clipboard_error(&empty),
            "the clipboard is empty or holds no text"
        );
        // After: French words; an unknown error keeps its detail.
        Language::French.set_for_thread();
        assert_eq!(
            clipboard_error(&empty),
            "le presse-papiers est vide ou ne contient pas de texte"
        );
        let unknown = arboard::Error::Unknown {
            description: "X11 server connection timed out".into(),
        };
        assert_eq!(
            clipboard_error(&unknown),
            "erreur inconnue du presse-papiers\u{a0}: X11 server connection timed out"
        );
        for e in [
            arboard::Error::ClipboardNotSupported,
            arboard::Error::ClipboardOccupied,
            arboard::Error::ConversionFailure,
        ] {
            assert!(!clipboard_error(&e).starts_with("shell-"), "{e:?}");
            assert_ne!(clipboard_error(&e), e.to_string());
        }
    }
}
