//! The toolbar's icons: glyphs of egui's bundled symbol and emoji fonts, so no image files
//! ship. Each button also has a tooltip with its name and shortcut.

use egui::{Button, Response, RichText, Ui};

use crate::editor::tools::Tool;

/// A new document.
pub const NEW: &str = "🗋";
/// Open a file.
pub const OPEN: &str = "🗁";
/// Save.
pub const SAVE: &str = "💾";
/// Undo.
pub const UNDO: &str = "⟲";
/// Redo.
pub const REDO: &str = "⟳";
/// Export a picture.
pub const PICTURE: &str = "🖼";
/// Playtest.
pub const PLAY: &str = "▶";
/// Paint cell by cell.
pub const PENCIL: &str = "✏";
/// Drag a rectangle.
pub const RECTANGLE: &str = "⬜";
/// Fill an area.
pub const FILL: &str = "💧";
/// Erase.
pub const ERASER: &str = "🗙";
/// Select an area.
pub const SELECT: &str = "⛶";
/// Maze walls.
pub const WALLS: &str = "🔳";
/// A maze's entrance and exit.
pub const DOOR: &str = "🚪";
/// A maze's treasure.
pub const TREASURE: &str = "💎";

/// Every icon, for the test that egui's fonts draw each one (a missing glyph shows as an
/// empty box).
pub const ALL: [&str; 16] = [
    NEW, OPEN, SAVE, UNDO, REDO, PICTURE, PLAY, PENCIL, RECTANGLE, FILL, ERASER, SELECT, WALLS,
    DOOR, TREASURE, PLAYERS,
];
/// Players (BombFight's *Play…*).
pub const PLAYERS: &str = "👥";

/// The side of a toolbar button.
pub const SIZE: f32 = 28.0;

/// The icon of a drawing tool (the same in every editor's toolbar).
pub fn tool(t: Tool) -> &'static str {
    match t {
        Tool::Pencil => PENCIL,
        Tool::Rectangle => RECTANGLE,
        Tool::Fill => FILL,
        Tool::Eraser => ERASER,
        Tool::Select => SELECT,
    }
}

/// A toolbar button: the icon, its tooltip (`what (shortcut)`), highlighted when `selected`.
/// `what` is a name from the catalog (a `String`) or a borrowed one.
pub fn button(
    ui: &mut Ui,
    icon: &str,
    what: impl AsRef<str>,
    shortcut: &str,
    selected: bool,
) -> Response {
    ui.add(icon_button(icon, selected))
        .on_hover_text(tip(what.as_ref(), shortcut))
}

/// A toolbar button that may be unavailable (greyed out, its tooltip still shown). Added
/// to the toolbar itself, not in a group of its own, so a toolbar too wide for the window
/// wraps it onto the next row.
pub fn action(ui: &mut Ui, enabled: bool, icon: &str, what: &str, shortcut: &str) -> bool {
    let tip = tip(what, shortcut);
    ui.add_enabled(enabled, icon_button(icon, false))
        .on_hover_text(&tip)
        .on_disabled_hover_text(tip)
        .clicked()
}

fn icon_button(icon: &str, selected: bool) -> Button<'_> {
    Button::selectable(selected, RichText::new(icon).size(17.0)).min_size(egui::vec2(SIZE, SIZE))
}

/// `what  (shortcut)`, or `what` alone when it has no key.
fn tip(what: &str, shortcut: &str) -> String {
    if shortcut.is_empty() {
        what.to_string()
    } else {
        format!("{what}  ({shortcut})")
    }
}

/// A palette square drawn by `draw` (as the board draws that square), outlined when
/// `selected` or hovered; true when clicked.
pub fn swatch(
    ui: &mut Ui,
    selected: bool,
    tip: &str,
    draw: impl FnOnce(&egui::Painter, egui::Rect),
) -> bool {
    let (rect, resp) = ui.allocate_exact_size(egui::vec2(SIZE, SIZE), egui::Sense::click());
    draw(ui.painter(), rect.shrink(3.0));
    if selected || resp.hovered() {
        let stroke = if selected {
            ui.visuals().selection.stroke
        } else {
            ui.visuals().widgets.hovered.fg_stroke
        };
        ui.painter()
            .rect_stroke(rect.shrink(1.0), 3.0, stroke, egui::StrokeKind::Inside);
    }
    resp.on_hover_text(tip).clicked()
}
