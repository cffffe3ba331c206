//! The right panel: tools, the palette, board operations and the live validation panel.

use egui::{Sense, Ui, vec2};
use gridwright_formats::sokoban::Board;

use super::tiles;
use crate::grid::Pos;
use crate::sokoban::checks::{Problem, counts};
use crate::sokoban::editor::paint::Brush;
use crate::sokoban::editor::tools::{Tool, Tools};

/// Board operations the panel asks for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BoardOp {
    RotateCw,
    RotateCcw,
    FlipHorizontal,
    FlipVertical,
    Resize,
}

pub fn tools(ui: &mut Ui, tools: &mut Tools) {
    ui.heading(crate::t!("sokoban-tools"));
    ui.horizontal_wrapped(|ui| {
        for t in Tool::ALL {
            ui.selectable_value(&mut tools.tool, t, t.label())
                .on_hover_text(crate::t!(
                    "sokoban-tool-hint",
                    hint = crate::sokoban::editor::tools::hint(t),
                    key = t.shortcut()
                ));
        }
    });
    // Always shown (greyed out for other tools), so picking a tool never moves the palette.
    ui.add_enabled(
        tools.tool == Tool::Rectangle,
        egui::Checkbox::new(&mut tools.filled, crate::t!("sokoban-filled-rectangle")),
    );
    ui.add_space(4.0);
    ui.heading(crate::t!("sokoban-palette"));
    for brush in Brush::ALL {
        let selected = tools.brush == brush;
        let r = ui.horizontal(|ui| {
            let (rect, resp) = ui.allocate_exact_size(vec2(22.0, 22.0), Sense::click());
            tiles::draw_brush(ui.painter(), rect, brush);
            if selected {
                ui.painter().rect_stroke(
                    rect.expand(2.0),
                    2.0,
                    (2.0, ui.visuals().selection.stroke.color),
                    egui::StrokeKind::Outside,
                );
            }
            let label = ui.selectable_label(
                selected,
                crate::t!(
                    "sokoban-brush-tip",
                    brush = brush.label(),
                    key = brush.shortcut().to_string()
                ),
            );
            resp.clicked() || label.clicked()
        });
        if r.inner {
            tools.choose_brush(brush);
        }
    }
}

pub fn board_ops(ui: &mut Ui) -> Option<BoardOp> {
    let mut op = None;
    ui.heading(crate::t!("sokoban-board"));
    ui.horizontal_wrapped(|ui| {
        for (label, o) in [
            (crate::t!("sokoban-rotate-right"), BoardOp::RotateCw),
            (crate::t!("sokoban-rotate-left"), BoardOp::RotateCcw),
            (
                crate::t!("sokoban-flip-horizontal"),
                BoardOp::FlipHorizontal,
            ),
            (crate::t!("sokoban-flip-vertical"), BoardOp::FlipVertical),
            (crate::t!("sokoban-resize"), BoardOp::Resize),
        ] {
            if ui.button(label).clicked() {
                op = Some(o);
            }
        }
    });
    op
}

/// The validation panel; returns the cells of the problem under the pointer.
pub fn validation(ui: &mut Ui, board: &Board, problems: &[Problem]) -> Vec<Pos> {
    let mut hovered = Vec::new();
    ui.heading(crate::t!("sokoban-validation"));
    let c = counts(board);
    ui.label(crate::t!(
        "sokoban-validation-counts",
        boxes = c.boxes,
        goals = c.goals,
        pushers = c.pushers
    ));
    if problems.is_empty() {
        ui.colored_label(
            egui::Color32::from_rgb(90, 190, 100),
            crate::t!("sokoban-valid"),
        );
    }
    for p in problems {
        let r = ui.colored_label(egui::Color32::from_rgb(240, 110, 100), p.message.as_str());
        if r.hovered() {
            hovered = p.cells.clone();
        }
    }
    hovered
}
