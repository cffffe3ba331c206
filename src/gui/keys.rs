//! Keys as play modes read them: every press of a frame, in order.

use egui::Key;

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

/// What a key asks of a replay viewer: every game's viewer steps, jumps and plays with the
/// same keys.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ReplayKey {
    /// One turn or move forward (Right).
    Forward,
    /// One back (Left).
    Back,
    /// To the start (Home).
    Start,
    /// To the end (End).
    End,
    /// Play or pause (Space).
    PlayPause,
    /// Leave the viewer (Esc).
    Leave,
}

/// The replay viewers' meaning of `key`, if it has one.
pub fn replay_key(key: Key) -> Option<ReplayKey> {
    Some(match key {
        Key::ArrowRight => ReplayKey::Forward,
        Key::ArrowLeft => ReplayKey::Back,
        Key::Home => ReplayKey::Start,
        Key::End => ReplayKey::End,
        Key::Space => ReplayKey::PlayPause,
        Key::Escape => ReplayKey::Leave,
        _ => return None,
    })
}

/// A menu item with its shortcut drawn on the right, dimmed, as desktop menus show them.
pub fn item<'a>(label: &'a str, shortcut: &'a str) -> egui::Button<'a> {
    egui::Button::new(label).shortcut_text(shortcut)
}
