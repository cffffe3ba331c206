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
