//! Play mode: the side panel (counters, time, warnings, buttons) and the mapping of keys and
//! pointer to a [`PlaySession`].

use egui::{Key, Ui};

use crate::grid::Dir;
use crate::gui::view::CanvasInput;
use crate::sokoban::play::PlaySession;
use crate::sokoban::records::Record;

/// A play session with the pointer drag in progress and what was said when it was solved.
pub struct PlayState {
    /// The game, its counters and its clock.
    pub session: PlaySession,
    /// The square of the box being dragged.
    pub drag_from: Option<usize>,
    /// The square index (`y * width + x`) the primary button went down on: releasing there walks.
    pub pressed_on: Option<usize>,
    /// Set once the solve has been recorded, with the message to show.
    pub solved_note: Option<String>,
    /// The squares outside the walls, which never change during play.
    pub outside: Vec<bool>,
}

impl PlayState {
    /// Play state for `session`, nothing pressed, not solved yet.
    pub fn new(session: PlaySession) -> PlayState {
        let outside = crate::sokoban::checks::outside(&session.game.start().to_board());
        PlayState {
            outside,
            session,
            drag_from: None,
            pressed_on: None,
            solved_note: None,
        }
    }
}

/// What the play panel or keys ask of the app.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlayRequest {
    Exit,
    NextLevel,
    SaveSnapshot,
}

pub fn panel(
    ui: &mut Ui,
    state: &mut PlayState,
    title: &str,
    record: Option<&Record>,
) -> Option<PlayRequest> {
    let mut request = None;
    let s = &mut state.session;
    ui.heading(if s.collection {
        crate::t!("sokoban-play-collection-heading")
    } else {
        crate::t!("sokoban-play-heading")
    });
    ui.label(crate::t!(
        "sokoban-play-level",
        level = s.level + 1,
        title = title
    ));
    ui.separator();
    ui.label(crate::t!(
        "sokoban-play-counts",
        moves = s.game.moves(),
        pushes = s.game.pushes()
    ));
    let t = s.elapsed().as_secs();
    ui.label(crate::t!(
        "sokoban-play-time",
        time = format!("{}:{:02}", t / 60, t % 60)
    ));
    if let Some(r) = record {
        if let Some(b) = &r.fewest_moves {
            ui.label(crate::t!(
                "sokoban-play-best-moves",
                moves = b.moves,
                pushes = b.pushes
            ));
        }
        if let Some(b) = &r.fewest_pushes {
            ui.label(crate::t!(
                "sokoban-play-best-pushes",
                moves = b.moves,
                pushes = b.pushes
            ));
        }
    }
    ui.separator();
    if let Some(w) = s.warning {
        ui.colored_label(
            egui::Color32::from_rgb(240, 110, 100),
            crate::t!("sokoban-play-unsolvable", why = crate::i18n::tr(w)),
        );
        ui.label(crate::t!("sokoban-play-undo-hint"));
    }
    if let Some(note) = &state.solved_note {
        ui.colored_label(egui::Color32::from_rgb(90, 190, 100), note);
        if s.collection && ui.button(crate::t!("sokoban-play-next")).clicked() {
            request = Some(PlayRequest::NextLevel);
        }
    }
    ui.horizontal_wrapped(|ui| {
        if ui.button(crate::t!("sokoban-play-undo")).clicked() {
            s.undo();
        }
        if ui.button(crate::t!("sokoban-play-redo")).clicked() {
            s.redo();
        }
        if ui.button(crate::t!("sokoban-play-restart")).clicked() {
            s.restart();
        }
    });
    if ui
        .button(crate::t!("sokoban-play-snapshot"))
        .on_hover_text(crate::t!("sokoban-play-snapshot-hint"))
        .clicked()
    {
        request = Some(PlayRequest::SaveSnapshot);
    }
    if ui.button(crate::t!("sokoban-back-esc")).clicked() {
        request = Some(PlayRequest::Exit);
    }
    ui.separator();
    ui.label(crate::t!("sokoban-play-help"));
    request
}

/// What a key does in play mode.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlayKey {
    Step(Dir),
    Undo,
    Redo,
    Restart,
    Exit,
    Next,
}

/// The play-mode meaning of a key (arrows or WASD move, Z or Backspace undo, Y redo, R
/// restarts, Esc leaves, Enter goes on to the next level).
pub fn play_key(key: Key) -> Option<PlayKey> {
    Some(match key {
        Key::ArrowUp | Key::W => PlayKey::Step(Dir::Up),
        Key::ArrowDown | Key::S => PlayKey::Step(Dir::Down),
        Key::ArrowLeft | Key::A => PlayKey::Step(Dir::Left),
        Key::ArrowRight | Key::D => PlayKey::Step(Dir::Right),
        Key::Z | Key::Backspace => PlayKey::Undo,
        Key::Y => PlayKey::Redo,
        Key::R => PlayKey::Restart,
        Key::Escape => PlayKey::Exit,
        Key::Enter => PlayKey::Next,
        _ => return None,
    })
}

/// Keys of play mode: every press of the frame (as the shell lends them) applied in order.
pub fn keys(keys: &[Key], state: &mut PlayState) -> Option<PlayRequest> {
    for key in keys.iter().copied().filter_map(play_key) {
        let s = &mut state.session;
        match key {
            PlayKey::Step(dir) => {
                s.step(dir);
            }
            PlayKey::Undo => {
                s.undo();
            }
            PlayKey::Redo => {
                s.redo();
            }
            PlayKey::Restart => {
                s.restart();
            }
            PlayKey::Exit => return Some(PlayRequest::Exit),
            PlayKey::Next if state.solved_note.is_some() && s.collection => {
                return Some(PlayRequest::NextLevel);
            }
            PlayKey::Next => {}
        }
    }
    None
}

/// Pointer: press on a box and release elsewhere pushes it there; a click walks.
pub fn pointer(state: &mut PlayState, input: &CanvasInput, width: usize) {
    let square = |p: crate::grid::Pos| p.y * width + p.x;
    if let Some((cell, false)) = input.pressed {
        let sq = square(cell);
        state.pressed_on = Some(sq);
        state.drag_from = state.session.game.position().boxes[sq].then_some(sq);
    }
    if input.released {
        let target = input.hovered.map(square);
        match (state.drag_from.take(), state.pressed_on.take(), target) {
            (Some(from), _, Some(to)) if to != from => {
                state.session.drag_box(from, to);
            }
            (None, Some(on), Some(to)) if on == to => {
                state.session.walk_to(to);
            }
            _ => {}
        }
    }
}
