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
