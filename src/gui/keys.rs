//! Keys as play modes read them: every press of a frame, in order.

use egui::Key;

use crate::editor::playback::Command;

/// The keys pressed this frame without Ctrl, Alt or Command, in the order pressed. egui's
/// one-flag-per-key queries merge several presses of a frame and lose their order (at 8 keys
/// a second under software rendering, a solution typed in lost a key in ten); the event list
/// keeps both. Play mode and the replay viewer read their keys here.
pub fn keys_in_order(events: &[egui::Event]) -> Vec<Key> {
    events
        .iter()
        .filter_map(|e| match e {
            egui::Event::Key {
                key,
                pressed: true,
                modifiers,
                ..
            } if !(modifiers.ctrl || modifiers.alt || modifiers.command) => Some(*key),
            _ => None,
        })
        .collect()
}

/// What a key asks of a replay viewer: every game's viewer steps, jumps, plays and changes
/// speed with the same keys.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReplayKey {
    /// Left and Right step, Home and End jump, Space plays or pauses, `-` and `+` change the
    /// speed.
    Playback(Command),
    /// Leave the viewer (Esc).
    Leave,
}

/// The replay viewers' meaning of `key`, if it has one.
pub fn replay_key(key: Key) -> Option<ReplayKey> {
    let command = match key {
        Key::ArrowRight => Command::Forward,
        Key::ArrowLeft => Command::Back,
        Key::Home => Command::Start,
        Key::End => Command::End,
        Key::Space => Command::PlayPause,
        Key::Minus => Command::Slower,
        // `+` is Shift and `=` on many keyboards; either counts.
        Key::Plus | Key::Equals => Command::Faster,
        Key::Escape => return Some(ReplayKey::Leave),
        _ => return None,
    };
    Some(ReplayKey::Playback(command))
}

/// A menu item with its shortcut drawn on the right, dimmed, as desktop menus show them.
pub fn item<'a>(label: &'a str, shortcut: &'a str) -> egui::Button<'a> {
    egui::Button::new(label).shortcut_text(shortcut)
}

/// The shortcuts' key names, as menus and tooltips show them: keys are labelled alike in
/// every language the window speaks, so they stay out of the catalog.
pub mod shortcut {
    /// File > New.
    pub const NEW: &str = "Ctrl+N"; // i18n-exempt: a key name
    /// File > Open.
    pub const OPEN: &str = "Ctrl+O"; // i18n-exempt: a key name
    /// File > Save.
    pub const SAVE: &str = "Ctrl+S"; // i18n-exempt: a key name
    /// File > Save As.
    pub const SAVE_AS: &str = "Ctrl+Shift+S"; // i18n-exempt: a key name
    /// File > Export picture.
    pub const EXPORT: &str = "Ctrl+E"; // i18n-exempt: a key name
    /// File > Quit.
    pub const QUIT: &str = "Ctrl+Q"; // i18n-exempt: a key name
    /// Edit > Undo.
    pub const UNDO: &str = "Ctrl+Z"; // i18n-exempt: a key name
    /// Edit > Redo.
    pub const REDO: &str = "Ctrl+Y"; // i18n-exempt: a key name
    /// Edit > Copy.
    pub const COPY: &str = "Ctrl+C"; // i18n-exempt: a key name
    /// Edit > Cut.
    pub const CUT: &str = "Ctrl+X"; // i18n-exempt: a key name
    /// Edit > Paste.
    pub const PASTE: &str = "Ctrl+V"; // i18n-exempt: a key name
    /// Edit > Delete selection.
    pub const DELETE: &str = "Del"; // i18n-exempt: a key name
}
