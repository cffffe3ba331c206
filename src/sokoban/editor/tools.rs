//! The drawing tools as a state machine over pointer presses, drags and releases on squares.
//! The canvas turns pointer events into these calls; tests make the calls directly.

use gridwright_formats::sokoban::Board;

use super::document::SokobanDocument;
use super::fragment;
use super::paint::{self, Brush};
use crate::grid::{CellRect, Pos, line};

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Tool {
    #[default]
    Pencil,
    Rectangle,
    Fill,
    Eraser,
    Select,
}

impl Tool {
    pub const ALL: [Tool; 5] = [
        Tool::Pencil,
        Tool::Rectangle,
        Tool::Fill,
        Tool::Eraser,
        Tool::Select,
    ];

    pub fn label(self) -> &'static str {
        match self {
            Tool::Pencil => "Pencil",
            Tool::Rectangle => "Rectangle",
            Tool::Fill => "Fill",
            Tool::Eraser => "Eraser",
            Tool::Select => "Select",
        }
    }

    /// The key that picks the tool.
    pub fn shortcut(self) -> &'static str {
        match self {
            Tool::Pencil => "B",
            Tool::Rectangle => "R",
            Tool::Fill => "F",
            Tool::Eraser => "E",
            Tool::Select => "S",
        }
    }

    pub fn hint(self) -> &'static str {
        match self {
            Tool::Pencil => "Paint squares; drag for a stroke. Right button erases.",
            Tool::Rectangle => "Drag a rectangle; filled or outline only (option below).",
            Tool::Fill => "Fill the connected area of equal squares.",
            Tool::Eraser => "Erase to outside (plain floor, shown as background beyond the walls).",
            Tool::Select => "Drag to select; Ctrl+C, Ctrl+X, Ctrl+V, Delete.",
        }
    }
}

/// A pointer drag in progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Drag {
    Paint { brush: Brush, last: Pos },
    Rect { brush: Brush, start: Pos, end: Pos },
    Select { start: Pos, end: Pos },
}

/// The current tool, brush and selection, and the drag in progress.
#[derive(Debug, Clone, Default)]
pub struct Tools {
    pub tool: Tool,
    pub brush: Brush,
    /// Rectangle tool: fill the inside too, or draw the border only.
    pub filled: bool,
    pub selection: Option<CellRect>,
    drag: Option<Drag>,
}

impl Tools {
    /// Picks a brush; a tool that does not paint (eraser, select) gives way to the pencil,
    /// since picking a brush means painting with it.
    pub fn choose_brush(&mut self, brush: Brush) {
        self.brush = brush;
        if matches!(self.tool, Tool::Eraser | Tool::Select) {
            self.tool = Tool::Pencil;
        }
    }

    /// A press on `cell`; `secondary` (right button) erases with painting tools.
    pub fn press(&mut self, doc: &mut SokobanDocument, cell: Pos, secondary: bool) {
        let brush = if secondary || self.tool == Tool::Eraser {
            Brush::Outside
        } else {
            self.brush
        };
        match self.tool {
            Tool::Pencil | Tool::Eraser => {
                doc.begin_stroke();
                doc.paint(&[cell], brush);
                self.drag = Some(Drag::Paint { brush, last: cell });
            }
            Tool::Rectangle => {
                self.drag = Some(Drag::Rect {
                    brush,
                    start: cell,
                    end: cell,
                })
            }
            Tool::Fill => {
                let region = paint::flood_region(doc.board(), cell);
                doc.paint(&region, brush);
            }
            Tool::Select => {
                self.selection = None;
                self.drag = Some(Drag::Select {
                    start: cell,
                    end: cell,
                });
            }
        }
    }

    /// The pointer, still pressed, is now over `cell`.
    pub fn drag_to(&mut self, doc: &mut SokobanDocument, cell: Pos) {
        match &mut self.drag {
            Some(Drag::Paint { brush, last }) if *last != cell => {
                let cells = line(*last, cell);
                doc.paint(&cells[1..], *brush);
                *last = cell;
            }
            Some(Drag::Rect { end, .. } | Drag::Select { end, .. }) => *end = cell,
            _ => {}
        }
    }

    /// The pointer was released: finish the stroke, rectangle or selection.
    pub fn release(&mut self, doc: &mut SokobanDocument) {
        match self.drag.take() {
            Some(Drag::Paint { .. }) => doc.end_stroke(),
            Some(Drag::Rect { brush, start, end }) => {
                doc.paint(&paint::rectangle(start, end, self.filled), brush)
            }
            Some(Drag::Select { start, end }) => {
                self.selection = Some(CellRect::spanning(start, end))
            }
            None => {}
        }
    }

    /// Squares a rectangle drag would paint, to preview before release.
    pub fn preview(&self) -> Option<(Vec<Pos>, Brush)> {
        match self.drag {
            Some(Drag::Rect { brush, start, end }) => {
                Some((paint::rectangle(start, end, self.filled), brush))
            }
            _ => None,
        }
    }

    /// The selection being dragged or made.
    pub fn selection_rect(&self) -> Option<CellRect> {
        match self.drag {
            Some(Drag::Select { start, end }) => Some(CellRect::spanning(start, end)),
            _ => self.selection,
        }
    }

    /// XSB text of the selection (or of the whole board when nothing is selected).
    pub fn copy(&self, doc: &SokobanDocument) -> String {
        match self.selection {
            Some(r) => fragment::to_text(&fragment::extract(doc.board(), r)),
            None => fragment::to_text(doc.board()),
        }
    }

    /// Copies the selection, then erases it.
    pub fn cut(&mut self, doc: &mut SokobanDocument) -> Option<String> {
        let text = self.selection.map(|_| self.copy(doc))?;
        self.delete(doc);
        Some(text)
    }

    /// Erases the selected squares to outside.
    pub fn delete(&mut self, doc: &mut SokobanDocument) {
        if let Some(r) = self.selection {
            let cells: Vec<Pos> = r.cells().collect();
            doc.paint(&cells, Brush::Outside);
        }
    }

    /// Pastes a fragment with its top-left corner at `at`, and selects what was pasted.
    pub fn paste(&mut self, doc: &mut SokobanDocument, frag: &Board, at: Pos) {
        doc.set_squares(fragment::placement(doc.board(), frag, at));
        let max = Pos::new(
            (at.x + frag.width())
                .min(doc.board().width())
                .saturating_sub(1),
            (at.y + frag.height())
                .min(doc.board().height())
                .saturating_sub(1),
        );
        self.selection = Some(CellRect::spanning(at, max));
    }

    /// Forgets a drag (the level changed under it).
    pub fn cancel(&mut self, doc: &mut SokobanDocument) {
        if matches!(self.drag.take(), Some(Drag::Paint { .. })) {
            doc.end_stroke();
        }
    }
}

#[cfg(test)]
mod tests {
    use gridwright_formats::sokoban::{Level, Square};

    use super::*;

    fn doc() -> SokobanDocument {
        SokobanDocument::new(Level::new(
            "t",
            Board::from_xsb("######\n#@   #\n#    #\n#  $.#\n######"),
        ))
    }

    #[test]
    fn pencil_stroke_paints_a_line_and_undoes_at_once() {
        let mut d = doc();
        let mut t = Tools::default();
        t.press(&mut d, Pos::new(1, 2), false);
        t.drag_to(&mut d, Pos::new(4, 2));
        t.release(&mut d);
        assert!((1..=4).all(|x| d.board().get(x, 2) == Square::Wall));
        d.undo();
        assert!((1..=4).all(|x| d.board().get(x, 2) == Square::Floor));
    }

    #[test]
    fn rectangle_previews_then_paints() {
        let mut d = doc();
        let mut t = Tools {
            tool: Tool::Rectangle,
            brush: Brush::Goal,
            ..Tools::default()
        };
        t.press(&mut d, Pos::new(2, 1), false);
        t.drag_to(&mut d, Pos::new(4, 2));
        assert_eq!(t.preview().unwrap().0.len(), 6);
        assert_eq!(d.board().get(3, 1), Square::Floor);
        t.release(&mut d);
        assert_eq!(d.board().get(3, 1), Square::Goal);
    }

    #[test]
    fn select_cut_paste() {
        let mut d = doc();
        let mut t = Tools {
            tool: Tool::Select,
            ..Tools::default()
        };
        t.press(&mut d, Pos::new(3, 3), false);
        t.drag_to(&mut d, Pos::new(4, 3));
        t.release(&mut d);
        let text = t.cut(&mut d).unwrap();
        assert_eq!(text, "$.\n");
        assert_eq!(d.board().get(3, 3), Square::Floor);
        t.paste(&mut d, &fragment::from_text(&text).unwrap(), Pos::new(2, 2));
        assert_eq!(d.board().get(2, 2), Square::Box);
        assert_eq!(d.board().get(3, 2), Square::Goal);
    }

    #[test]
    fn fill_and_right_button_erase() {
        let mut d = doc();
        let mut t = Tools {
            tool: Tool::Fill,
            brush: Brush::Goal,
            ..Tools::default()
        };
        t.press(&mut d, Pos::new(2, 2), false);
        assert_eq!(d.board().get(4, 1), Square::Goal);
        t.tool = Tool::Pencil;
        t.press(&mut d, Pos::new(0, 0), true);
        t.release(&mut d);
        assert_eq!(d.board().get(0, 0), Square::Floor);
    }
}
