//! The Sokoban workspace's toolbar: the editing tools and the palette as icons, and Playtest.

use egui::Ui;

use super::tiles;
use crate::gui::icons;
use crate::sokoban::editor::paint::Brush;
use crate::sokoban::editor::tools::{Tool, Tools};

/// Tools and palette; gives true when Playtest was clicked (enabled while `editing`).
pub fn show(ui: &mut Ui, tools: &mut Tools, editing: bool) -> bool {
    ui.add_enabled_ui(editing, |ui| {
        for t in Tool::ALL {
            if icons::button(ui, icons::tool(t), t.label(), t.shortcut(), tools.tool == t).clicked()
            {
                tools.tool = t;
            }
        }
        ui.separator();
        for brush in Brush::ALL {
            let tip = crate::t!(
                "sokoban-brush-tip",
                brush = brush.label(),
                key = brush.shortcut().to_string()
            );
            let draw = |p: &egui::Painter, r| tiles::draw_brush(p, r, brush);
            if icons::swatch(ui, tools.brush == brush, &tip, draw) {
                tools.choose_brush(brush);
            }
        }
    });
    ui.separator();
    icons::action(
        ui,
        editing,
        icons::PLAY,
        &crate::t!("sokoban-playtest"),
        "F5", // i18n-exempt: a key name
    )
}
