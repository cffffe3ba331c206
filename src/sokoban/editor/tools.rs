//! The Sokoban editor's side of the shared drawing tools ([`crate::editor::tools`]): what
//! its brushes paint and fill covers, the tools' hints, and the clipboard on the selection.

use gridwright_formats::sokoban::Board;

use super::document::SokobanDocument;
use super::fragment;
use super::paint::{self, Brush};
pub use crate::editor::tools::Tool;
use crate::editor::tools::{self, Paintable};
use crate::grid::{CellRect, Pos};

/// The Sokoban editor's tools: the shared machine with its brushes.
pub type Tools = tools::Tools<Brush>;

impl Paintable for SokobanDocument {
    type Brush = Brush;
    const ERASER: Brush = Brush::Outside;

    fn paint_cells(&mut self, cells: &[Pos], brush: Brush) {
        self.paint(cells, brush);
    }

    /// The squares equal to the one pressed (a box on a goal fills boxes on goals).
    fn fill_region(&self, at: Pos) -> Vec<Pos> {
        paint::flood_region(self.board(), at)
    }
}

/// What a tool does, for its tooltip (the eraser's "outside" is Sokoban's).
pub fn hint(tool: Tool) -> String {
    match tool {
        Tool::Pencil => crate::t!("sokoban-tool-pencil-hint"),
        Tool::Rectangle => crate::t!("sokoban-tool-rectangle-hint"),
        Tool::Fill => crate::t!("sokoban-tool-fill-hint"),
        Tool::Eraser => crate::t!("sokoban-tool-eraser-hint"),
        Tool::Select => crate::t!("sokoban-tool-select-hint"),
    }
}

/// The clipboard on the selection.
impl Tools {
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

    fn tools(tool: Tool, brush: Brush) -> Tools {
        let mut t = Tools::new(brush, false);
        t.tool = tool;
        t
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
        let mut t = tools(Tool::Rectangle, Brush::Goal);
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
        let mut t = tools(Tool::Select, Brush::Wall);
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
        let mut t = tools(Tool::Fill, Brush::Goal);
        t.press(&mut d, Pos::new(2, 2), false);
        assert_eq!(d.board().get(4, 1), Square::Goal);
        t.tool = Tool::Pencil;
        t.press(&mut d, Pos::new(0, 0), true);
        t.release(&mut d);
        assert_eq!(d.board().get(0, 0), Square::Floor);
    }
}
