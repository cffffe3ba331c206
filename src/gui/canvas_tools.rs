//! From the pointer on a canvas to the tools: one reading of a frame's presses, drags and
//! releases for every canvas, which counts only presses the canvas's own response took (a
//! click on a menu, popup or dialog over it belongs to them), and the one place that hands a
//! grid canvas's activity to the shared drawing tools.

use egui::{Color32, Painter, Pos2, Rect, Response, Sense, Stroke, StrokeKind, Ui};

use crate::editor::tools::{Paintable, Tools};
use crate::gui::view::{CanvasInput, View};

/// What the pointer did on a canvas this frame, in screen points.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Gesture {
    /// The pointer, when it is over the canvas itself (not over something lying on it).
    pub hover: Option<Pos2>,
    /// A press the canvas took, with whether it was the secondary button alone.
    pub pressed: Option<(Pos2, bool)>,
    /// The pointer while a button is down (anywhere: a stroke may leave the canvas).
    pub held: Option<Pos2>,
    /// A button went up.
    pub released: bool,
}

/// A grid canvas of `size` cells over the space left in `ui`: fitted when the view asks,
/// zoomed and panned, `background` under it, the grid painted by `draw` (clipped to the
/// canvas), then the pointer read in cells and the hovered cell outlined.
pub fn grid_canvas(
    ui: &mut Ui,
    view: &mut View,
    size: (usize, usize),
    background: Color32,
    draw: impl FnOnce(&Painter, &View, Rect),
) -> CanvasInput {
    let (response, painter) = ui.allocate_painter(ui.available_size(), Sense::click_and_drag());
    let canvas = response.rect;
    view.fit_if_due(canvas, size);
    view.pan_and_zoom(ui, canvas, &response);
    painter.rect_filled(canvas, 0.0, background);
    let painter = painter.with_clip_rect(canvas);
    draw(&painter, view, canvas);
    let input = view.pointer_input(ui, canvas, &response, size);
    if let Some(c) = input.hovered {
        painter.rect_stroke(
            view.cell_rect(canvas, c),
            0.0,
            Stroke::new(2.0, Color32::WHITE),
            StrokeKind::Inside,
        );
    }
    input
}

/// Reads the pointer over `canvas`, whose painter `response` is. A press counts when the
/// canvas's response has the pointer (egui gives it to a menu or dialog above instead); a
/// press and release within one frame (a touchpad's tap) is a press and a release.
pub fn gesture(ui: &Ui, canvas: Rect, response: &Response) -> Gesture {
    let owned = response.hovered() || response.is_pointer_button_down_on();
    let (pointer, primary, secondary, down, released) = ui.input(|i| {
        let p = &i.pointer;
        (
            p.interact_pos(),
            p.primary_pressed(),
            p.secondary_pressed(),
            p.primary_down() || p.secondary_down(),
            p.primary_released() || p.secondary_released(),
        )
    });
    let hover = pointer.filter(|p| owned && canvas.contains(*p));
    Gesture {
        hover,
        pressed: hover
            .filter(|_| primary || secondary)
            .map(|p| (p, secondary && !primary)),
        held: pointer.filter(|_| down),
        released,
    }
}

/// Hands a grid canvas's pointer activity to the drawing tools: presses and drags only while
/// no dialog holds the input; a release always, so a stroke never stays open.
pub fn apply<P: Paintable>(
    tools: &mut Tools<P::Brush>,
    doc: &mut P,
    input: &CanvasInput,
    dialog_open: bool,
) {
    if !dialog_open {
        if let Some((cell, secondary)) = input.pressed {
            tools.press(doc, cell, secondary);
        }
        if let Some(cell) = input.dragged_to {
            tools.drag_to(doc, cell);
        }
    }
    if input.released {
        tools.release(doc);
    }
}

#[cfg(test)]
mod tests {
    use gridwright_formats::sokoban::{Board, Level, Square};

    use super::*;
    use crate::grid::Pos;
    use crate::sokoban::editor::SokobanDocument;
    use crate::sokoban::editor::tools::Tools as SokobanTools;

    fn input(pressed: Option<Pos>, dragged_to: Option<Pos>, released: bool) -> CanvasInput {
        CanvasInput {
            canvas: Rect::NOTHING,
            hovered: None,
            pressed: pressed.map(|p| (p, false)),
            dragged_to,
            released,
        }
    }

    #[test]
    fn a_stroke_reaches_the_tools_but_not_while_a_dialog_holds_the_input() {
        let mut doc = SokobanDocument::new(Level::new("t", Board::new(4, 1)));
        let mut tools = SokobanTools::default();
        apply(
            &mut tools,
            &mut doc,
            &input(Some(Pos::new(0, 0)), None, false),
            true,
        );
        assert_eq!(doc.board().get(0, 0), Square::Floor, "the dialog's press");
        apply(
            &mut tools,
            &mut doc,
            &input(Some(Pos::new(0, 0)), None, false),
            false,
        );
        apply(
            &mut tools,
            &mut doc,
            &input(None, Some(Pos::new(2, 0)), false),
            false,
        );
        apply(
            &mut tools,
            &mut doc,
            &input(None, Some(Pos::new(3, 0)), false),
            true,
        );
        apply(&mut tools, &mut doc, &input(None, None, true), true);
        let row: Vec<Square> = (0..4).map(|x| doc.board().get(x, 0)).collect();
        assert_eq!(
            row,
            [Square::Wall, Square::Wall, Square::Wall, Square::Floor]
        );
        assert!(
            doc.undo() && !doc.can_undo(),
            "the stroke, ended by the release, was one step"
        );
    }
}
