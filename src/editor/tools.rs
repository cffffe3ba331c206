//! The drawing tools every grid editor shares (pencil, rectangle, fill, eraser, select), as
//! one state machine over pointer presses, drags and releases on cells. A game brings only
//! what is its own through [`Paintable`]: what a brush puts on a cell, what the eraser
//! paints, which cells a fill covers. Canvases turn pointer events into these calls; tests
//! make the calls directly.
//!
//! Why one machine over a trait rather than a machine per game: the rules users feel (a
//! stroke is one undo step, a rectangle paints on release, the secondary button erases,
//! picking a brush leaves the eraser) then hold the same in every editor.

use std::collections::VecDeque;

use super::document::Strokes;
use crate::grid::{CellRect, Dir, Pos, line};

/// What a grid editor's document gives the tools; its strokes are the document's own
/// ([`Strokes`], written once for every [`super::Document`]).
pub trait Paintable: Strokes {
    /// What a palette entry puts on a cell (a Sokoban brush, a BombFight tile).
    type Brush: Copy + PartialEq + std::fmt::Debug;
    /// What the eraser and the secondary button paint.
    const ERASER: Self::Brush;
    /// Paints `cells` with `brush`, in order, keeping the game's rules of placement.
    fn paint_cells(&mut self, cells: &[Pos], brush: Self::Brush);
    /// The cells the fill tool paints when pressed on `at`.
    fn fill_region(&self, at: Pos) -> Vec<Pos>;
}

/// A drawing tool.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Tool {
    /// Paints the cells the pointer passes over.
    #[default]
    Pencil,
    /// Paints a rectangle dragged from corner to corner, on release.
    Rectangle,
    /// Paints the region [`Paintable::fill_region`] gives.
    Fill,
    /// A pencil that paints [`Paintable::ERASER`].
    Eraser,
    /// Drags a selection; paints nothing.
    Select,
}

impl Tool {
    /// Every tool, in the toolbar's order.
    pub const ALL: [Tool; 5] = [
        Tool::Pencil,
        Tool::Rectangle,
        Tool::Fill,
        Tool::Eraser,
        Tool::Select,
    ];

    /// The tool's name on its button.
    pub fn label(self) -> String {
        match self {
            Tool::Pencil => crate::t!("shell-tool-pencil"),
            Tool::Rectangle => crate::t!("shell-tool-rectangle"),
            Tool::Fill => crate::t!("shell-tool-fill"),
            Tool::Eraser => crate::t!("shell-tool-eraser"),
            Tool::Select => crate::t!("shell-tool-select"),
        }
    }

    /// The key that picks the tool (the same letter in every editor).
    pub fn shortcut(self) -> &'static str {
        match self {
            Tool::Pencil => "B",
            Tool::Rectangle => "R",
            Tool::Fill => "F",
            Tool::Eraser => "E",
            Tool::Select => "S",
        }
    }

    /// Whether the tool paints with the chosen brush (the eraser and select do not).
    fn uses_brush(self) -> bool {
        !matches!(self, Tool::Eraser | Tool::Select)
    }
}

/// A pointer drag in progress.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Drag<B> {
    Paint { brush: B, last: Pos },
    Rect { brush: B, start: Pos, end: Pos },
    Select { start: Pos, end: Pos },
}

/// The current tool, brush and selection, and the drag in progress.
#[derive(Debug, Clone)]
pub struct Tools<B> {
    /// The tool a press uses.
    pub tool: Tool,
    /// What the painting tools put down.
    pub brush: B,
    /// Rectangle tool: fill the inside too, or paint the border only.
    pub filled: bool,
    /// The last selection made (the select tool's).
    pub selection: Option<CellRect>,
    drag: Option<Drag<B>>,
}

impl<B: Default + Copy + PartialEq + std::fmt::Debug> Default for Tools<B> {
    fn default() -> Self {
        Tools::new(B::default(), false)
    }
}

impl<B: Copy + PartialEq + std::fmt::Debug> Tools<B> {
    /// The pencil with `brush`; rectangles `filled` or outlined.
    pub fn new(brush: B, filled: bool) -> Tools<B> {
        Tools {
            tool: Tool::Pencil,
            brush,
            filled,
            selection: None,
            drag: None,
        }
    }

    /// Picks a brush; a tool that does not paint with it (eraser, select) gives way to the
    /// pencil, since picking a brush means painting with it.
    pub fn choose_brush(&mut self, brush: B) {
        self.brush = brush;
        if !self.tool.uses_brush() {
            self.tool = Tool::Pencil;
        }
    }

    /// A press on `cell`; `secondary` (right button) erases with the painting tools.
    pub fn press<P: Paintable<Brush = B>>(&mut self, doc: &mut P, cell: Pos, secondary: bool) {
        let brush = if secondary || self.tool == Tool::Eraser {
            P::ERASER
        } else {
            self.brush
        };
        self.cancel(doc);
        match self.tool {
            Tool::Pencil | Tool::Eraser => {
                doc.begin_stroke();
                doc.paint_cells(&[cell], brush);
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
                let region = doc.fill_region(cell);
                doc.paint_cells(&region, brush);
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

    /// The pointer, still pressed, is now over `cell`: the pencil paints the line to it.
    pub fn drag_to<P: Paintable<Brush = B>>(&mut self, doc: &mut P, cell: Pos) {
        match &mut self.drag {
            Some(Drag::Paint { brush, last }) if *last != cell => {
                let cells = line(*last, cell);
                doc.paint_cells(&cells[1..], *brush);
                *last = cell;
            }
            Some(Drag::Rect { end, .. } | Drag::Select { end, .. }) => *end = cell,
            _ => {}
        }
    }

    /// The pointer was released: finish the stroke, rectangle or selection.
    pub fn release<P: Paintable<Brush = B>>(&mut self, doc: &mut P) {
        match self.drag.take() {
            Some(Drag::Paint { .. }) => doc.end_stroke(),
            Some(Drag::Rect { brush, start, end }) => {
                doc.paint_cells(&rectangle(start, end, self.filled), brush)
            }
            Some(Drag::Select { start, end }) => {
                self.selection = Some(CellRect::spanning(start, end))
            }
            None => {}
        }
    }

    /// Forgets a drag without finishing it (the grid changed under it): an open stroke is
    /// closed with what it painted, a rectangle is dropped.
    pub fn cancel<P: Paintable<Brush = B>>(&mut self, doc: &mut P) {
        if matches!(self.drag.take(), Some(Drag::Paint { .. })) {
            doc.end_stroke();
        }
    }

    /// The cells a rectangle drag would paint, and with what, to preview before release.
    pub fn preview(&self) -> Option<(Vec<Pos>, B)> {
        match self.drag {
            Some(Drag::Rect { brush, start, end }) => {
                Some((rectangle(start, end, self.filled), brush))
            }
            _ => None,
        }
    }

    /// The rectangle a rectangle drag spans (all of it is painted when `filled`).
    pub fn preview_rect(&self) -> Option<CellRect> {
        match self.drag {
            Some(Drag::Rect { start, end, .. }) => Some(CellRect::spanning(start, end)),
            _ => None,
        }
    }

    /// The selection being dragged, or else the one made.
    pub fn selection_rect(&self) -> Option<CellRect> {
        match self.drag {
            Some(Drag::Select { start, end }) => Some(CellRect::spanning(start, end)),
            _ => self.selection,
        }
    }
}

/// The cells of a rectangle drag: all of them, or only the border.
pub fn rectangle(a: Pos, b: Pos, filled: bool) -> Vec<Pos> {
    let r = CellRect::spanning(a, b);
    if filled {
        r.cells().collect()
    } else {
        r.outline().collect()
    }
}

/// The cells of a `(width, height)` grid 4-connected to `start` through cells `same` says
/// belong with it, nearest first: every game's flood fill, with its own idea of "same".
pub fn flood((width, height): (usize, usize), start: Pos, same: impl Fn(Pos) -> bool) -> Vec<Pos> {
    if start.x >= width || start.y >= height {
        return vec![];
    }
    let mut seen = vec![false; width * height];
    let mut out = Vec::new();
    let mut queue = VecDeque::from([start]);
    seen[start.y * width + start.x] = true;
    while let Some(p) = queue.pop_front() {
        out.push(p);
        for d in Dir::ALL {
            if let Some(n) = p.step(d, width, height)
                && !seen[n.y * width + n.x]
                && same(n)
            {
                seen[n.y * width + n.x] = true;
                queue.push_back(n);
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A grid of letters that logs what the tools asked of it.
    struct Sheet {
        cells: Vec<Vec<char>>,
        log: Vec<String>,
    }

    impl Sheet {
        fn new(rows: &str) -> Sheet {
            Sheet {
                cells: rows.lines().map(|r| r.chars().collect()).collect(),
                log: Vec::new(),
            }
        }

        fn text(&self) -> String {
            let rows: Vec<String> = self.cells.iter().map(|r| r.iter().collect()).collect();
            rows.join("\n")
        }
    }

    impl Strokes for Sheet {
        fn begin_stroke(&mut self) {
            self.log.push("begin".into());
        }

        fn end_stroke(&mut self) {
            self.log.push("end".into());
        }
    }

    impl Paintable for Sheet {
        type Brush = char;
        const ERASER: char = '.';

        fn paint_cells(&mut self, cells: &[Pos], brush: char) {
            let at: Vec<String> = cells.iter().map(|p| format!("{},{}", p.x, p.y)).collect();
            self.log.push(format!("{brush} {}", at.join(" ")));
            for p in cells {
                self.cells[p.y][p.x] = brush;
            }
        }

        fn fill_region(&self, at: Pos) -> Vec<Pos> {
            let size = (self.cells[0].len(), self.cells.len());
            let here = self.cells[at.y][at.x];
            flood(size, at, |p| self.cells[p.y][p.x] == here)
        }
    }

    fn tools(tool: Tool) -> Tools<char> {
        Tools {
            tool,
            ..Tools::new('#', false)
        }
    }

    const BEFORE: &str = ".....\n.....\n.....";

    #[test]
    fn a_pencil_stroke_paints_the_line_it_passes_over_in_one_step() {
        let (mut sheet, mut t) = (Sheet::new(BEFORE), tools(Tool::Pencil));
        t.press(&mut sheet, Pos::new(0, 0), false);
        t.drag_to(&mut sheet, Pos::new(0, 0));
        t.drag_to(&mut sheet, Pos::new(3, 0));
        t.drag_to(&mut sheet, Pos::new(3, 2));
        t.release(&mut sheet);
        assert_eq!(sheet.text(), "####.\n...#.\n...#.");
        assert_eq!(
            sheet.log,
            ["begin", "# 0,0", "# 1,0 2,0 3,0", "# 3,1 3,2", "end"]
        );
    }

    #[test]
    fn the_eraser_and_the_secondary_button_paint_the_eraser() {
        let (mut sheet, mut t) = (Sheet::new("###\n###"), tools(Tool::Eraser));
        t.press(&mut sheet, Pos::new(0, 0), false);
        t.drag_to(&mut sheet, Pos::new(2, 0));
        t.release(&mut sheet);
        t.tool = Tool::Pencil;
        t.press(&mut sheet, Pos::new(1, 1), true);
        t.release(&mut sheet);
        assert_eq!(sheet.text(), "...\n#.#");
        assert_eq!(t.brush, '#', "the brush stays");
    }

    #[test]
    fn a_rectangle_is_previewed_while_dragged_and_painted_on_release() {
        let (mut sheet, mut t) = (Sheet::new(BEFORE), tools(Tool::Rectangle));
        t.press(&mut sheet, Pos::new(3, 2), false);
        t.drag_to(&mut sheet, Pos::new(1, 0));
        assert_eq!(sheet.text(), BEFORE, "nothing painted before the release");
        assert_eq!(t.preview().map(|(c, b)| (c.len(), b)), Some((8, '#')));
        assert_eq!(
            t.preview_rect(),
            Some(CellRect::spanning(Pos::new(1, 0), Pos::new(3, 2)))
        );
        t.release(&mut sheet);
        assert_eq!(sheet.text(), ".###.\n.#.#.\n.###.");
        assert_eq!(sheet.log.len(), 1, "one paint, no stroke: {:?}", sheet.log);
        assert_eq!(t.preview(), None);
        t.filled = true;
        t.press(&mut sheet, Pos::new(0, 0), true);
        t.drag_to(&mut sheet, Pos::new(1, 1));
        t.release(&mut sheet);
        assert_eq!(sheet.text(), "..##.\n...#.\n.###.");
    }

    #[test]
    fn fill_paints_the_region_the_game_gives_at_the_press() {
        let (mut sheet, mut t) = (Sheet::new("..#..\n..#..\n....."), tools(Tool::Fill));
        t.brush = 'o';
        t.press(&mut sheet, Pos::new(0, 0), false);
        t.drag_to(&mut sheet, Pos::new(4, 0));
        t.release(&mut sheet);
        assert_eq!(sheet.text(), "oo#oo\noo#oo\nooooo");
        assert_eq!(sheet.log.len(), 1, "{:?}", sheet.log);
    }

    #[test]
    fn select_drags_a_selection_and_paints_nothing() {
        let (mut sheet, mut t) = (Sheet::new(BEFORE), tools(Tool::Select));
        t.selection = Some(CellRect::spanning(Pos::new(0, 0), Pos::new(0, 0)));
        t.press(&mut sheet, Pos::new(4, 2), false);
        assert_eq!(t.selection, None, "a press starts a new one");
        t.drag_to(&mut sheet, Pos::new(2, 1));
        let dragged = CellRect::spanning(Pos::new(2, 1), Pos::new(4, 2));
        assert_eq!(t.selection_rect(), Some(dragged));
        t.release(&mut sheet);
        assert_eq!(t.selection, Some(dragged));
        assert_eq!(sheet.text(), BEFORE);
        assert!(sheet.log.is_empty());
    }

    #[test]
    fn picking_a_brush_leaves_the_tools_that_do_not_paint_with_it() {
        let mut t = tools(Tool::Eraser);
        t.choose_brush('x');
        assert_eq!((t.tool, t.brush), (Tool::Pencil, 'x'));
        t.tool = Tool::Select;
        t.choose_brush('y');
        assert_eq!(t.tool, Tool::Pencil);
        t.tool = Tool::Rectangle;
        t.choose_brush('z');
        assert_eq!(t.tool, Tool::Rectangle);
    }

    #[test]
    fn a_cancelled_stroke_is_closed_and_a_cancelled_rectangle_dropped() {
        let (mut sheet, mut t) = (Sheet::new(BEFORE), tools(Tool::Pencil));
        t.press(&mut sheet, Pos::new(0, 0), false);
        t.cancel(&mut sheet);
        t.drag_to(&mut sheet, Pos::new(2, 0));
        t.release(&mut sheet);
        assert_eq!(sheet.log, ["begin", "# 0,0", "end"]);
        t.tool = Tool::Rectangle;
        t.press(&mut sheet, Pos::new(0, 1), false);
        t.cancel(&mut sheet);
        t.release(&mut sheet);
        assert_eq!(sheet.text(), "#....\n.....\n.....");
    }

    #[test]
    fn a_drag_without_a_press_does_nothing() {
        let (mut sheet, mut t) = (Sheet::new(BEFORE), tools(Tool::Pencil));
        t.drag_to(&mut sheet, Pos::new(2, 2));
        t.release(&mut sheet);
        assert!(sheet.log.is_empty());
    }

    #[test]
    fn flood_stays_on_the_grid_and_on_equal_cells() {
        let sheet = Sheet::new("..#\n.##\n#..");
        assert_eq!(sheet.fill_region(Pos::new(0, 0)).len(), 3);
        assert_eq!(sheet.fill_region(Pos::new(2, 0)).len(), 3);
        assert!(flood((3, 3), Pos::new(3, 0), |_| true).is_empty());
    }
}
