//! A maze being edited: the maze, its file, and undo/redo of wall, entrance and exit edits
//! (a drag over several walls is one step), on the shared [`Document`]. Plain data, driven
//! by the GUI and by tests.

use std::path::{Path, PathBuf};

use gridwright_formats::Game;
use gridwright_formats::maze::{Cell, Maze, Side};

use crate::editor::history::Undoable;
use crate::editor::transform::{Anchor, Turn};
use crate::editor::{Document, DocumentKind, SaveTo};
use crate::grid::{Dir, Pos};
use crate::maze::files::MazeFormat;

/// The widest or tallest maze File > New makes: a 10000 x 10000 maze still opens and pans.
pub const MAX_NEW_SIDE: usize = 10_000;

/// A change to a maze, with what it replaced, so that it can be undone exactly.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MazeEdit {
    /// One side of a cell set to `wall` (undone by setting the opposite, so only real
    /// changes are recorded).
    Wall {
        /// The cell whose side changes (the neighbour's matching side changes with it).
        cell: Cell,
        /// Which side of `cell`.
        side: Side,
        /// Whether a wall stands there after the edit.
        wall: bool,
    },
    /// The entrance moved.
    Entrance {
        /// The entrance's cell before the edit.
        before: Cell,
        /// The entrance's cell after it.
        after: Cell,
    },
    /// The exit (the treasure) moved.
    Exit {
        /// The exit's cell before the edit.
        before: Cell,
        /// The exit's cell after it.
        after: Cell,
    },
    /// The whole maze swapped for another (a new generation), as one step.
    Replace {
        /// The maze as it was.
        before: Box<Maze>,
        /// The maze that replaced it.
        after: Box<Maze>,
    },
}

impl Undoable for MazeEdit {
    type Target = Maze;

    fn apply(&self, m: &mut Maze) {
        match self {
            MazeEdit::Wall { cell, side, wall } => m.set_wall(*cell, *side, *wall),
            MazeEdit::Entrance { after, .. } => m.entrance = *after,
            MazeEdit::Exit { after, .. } => m.exit = *after,
            MazeEdit::Replace { after, .. } => *m = (**after).clone(),
        }
    }

    fn inverse(&self) -> MazeEdit {
        match self {
            MazeEdit::Wall { cell, side, wall } => MazeEdit::Wall {
                cell: *cell,
                side: *side,
                wall: !wall,
            },
            MazeEdit::Entrance { before, after } => MazeEdit::Entrance {
                before: *after,
                after: *before,
            },
            MazeEdit::Exit { before, after } => MazeEdit::Exit {
                before: *after,
                after: *before,
            },
            MazeEdit::Replace { before, after } => MazeEdit::Replace {
                before: after.clone(),
                after: before.clone(),
            },
        }
    }
}

/// An open maze: its edits on the shared undo history, its file and the format it was read in.
pub type MazeDocument = Document<MazeKind>;

/// What a maze document adds to the shared one: the format the maze was read in, which a
/// save to its own path keeps (a `.txt` may hold art or a block grid).
#[derive(Debug, Clone, Copy)]
pub struct MazeKind {
    format: MazeFormat,
}

impl DocumentKind for MazeKind {
    type Target = Maze;
    type Edit = MazeEdit;
    const GAME: Game = Game::Maze;
    const NEW_FILE_NAME: &'static str = "maze.maze";

    /// To its own path in the format it was read in; to another path in the format the
    /// extension names (`.maze` when it names none).
    fn save(&mut self, maze: &mut Maze, to: SaveTo<'_>) -> std::io::Result<()> {
        let format = if to.own_file {
            self.format
        } else {
            MazeFormat::for_path(to.path).unwrap_or(MazeFormat::Maze)
        };
        if format.is_picture() {
            // A picture cannot be read back: as the document's file it would lose the maze
            // at the next save.
            return Err(std::io::Error::other(crate::t!(
                "maze-save-picture-refused",
                ext = format.extension()
            )));
        }
        let bytes = format
            .write(maze, &[], Default::default())
            .map_err(std::io::Error::other)?;
        crate::io::write_file(to.path, &bytes, to.mode)?;
        self.format = format;
        Ok(())
    }
}

impl MazeDocument {
    /// A document on `maze`, saved to `path` as `.maze` (none: Save asks for one).
    pub fn new(maze: Maze, path: Option<PathBuf>) -> MazeDocument {
        Document::with_kind(
            maze,
            path,
            MazeKind {
                format: MazeFormat::Maze,
            },
        )
    }

    /// Reads a maze file of any kind; saving it back keeps its kind.
    pub fn open(path: &Path) -> Result<MazeDocument, crate::io::LoadError> {
        let (maze, format) = crate::maze::files::load(path, None)?;
        Ok(MazeDocument::loaded(maze, format, path))
    }

    /// The document of a maze read from `path` in `format`, which a save to that path keeps.
    pub fn loaded(maze: Maze, format: MazeFormat, path: &Path) -> MazeDocument {
        Document::with_kind(maze, Some(path.to_owned()), MazeKind { format })
    }

    /// The maze as edited so far.
    pub fn maze(&self) -> &Maze {
        self.target()
    }

    /// Sets or removes a wall (on the border: closes or opens it).
    pub fn set_wall(&mut self, cell: Cell, side: Side, wall: bool) {
        if self.maze().wall(cell, side) != wall {
            self.apply(MazeEdit::Wall { cell, side, wall });
        }
    }

    /// Moves the entrance, as one undo step.
    pub fn set_entrance(&mut self, cell: Cell) {
        if self.maze().entrance != cell {
            self.apply(MazeEdit::Entrance {
                before: self.maze().entrance,
                after: cell,
            });
        }
    }

    /// Moves the exit (the treasure), as one undo step.
    pub fn set_exit(&mut self, cell: Cell) {
        if self.maze().exit != cell {
            self.apply(MazeEdit::Exit {
                before: self.maze().exit,
                after: cell,
            });
        }
    }

    /// Replaces the whole maze (a new generation), as one undoable step.
    pub fn replace(&mut self, maze: Maze) {
        self.end_stroke();
        let before = Box::new(self.maze().clone());
        self.apply(MazeEdit::Replace {
            before,
            after: Box::new(maze),
        });
    }

    /// Turns or mirrors the whole maze (walls, openings, entrance and treasure), as one step.
    pub fn turn(&mut self, t: Turn) {
        let after = turned(self.maze(), t);
        self.replace(after);
    }

    /// Resizes the maze to `size`, its walls kept at `anchor`, as one step.
    pub fn resize(&mut self, size: (usize, usize), anchor: Anchor) {
        let after = resized(self.maze(), size, anchor);
        self.replace(after);
    }
}

fn dir_of(side: Side) -> Dir {
    match side {
        Side::Top => Dir::Up,
        Side::Right => Dir::Right,
        Side::Bottom => Dir::Down,
        Side::Left => Dir::Left,
    }
}

fn side_of(dir: Dir) -> Side {
    match dir {
        Dir::Up => Side::Top,
        Dir::Right => Side::Right,
        Dir::Down => Side::Bottom,
        Dir::Left => Side::Left,
    }
}

fn cell(p: Pos) -> Cell {
    Cell::new(p.x, p.y)
}

fn pos(c: Cell) -> Pos {
    Pos::new(c.x, c.y)
}

/// A new maze of `size` like `m` (its name and how it was made), open inside, closed all
/// around.
fn blank_like(m: &Maze, (w, h): (usize, usize)) -> Maze {
    let mut out = Maze::new(w, h, false);
    out.title = m.title.clone();
    out.generator = m.generator.clone();
    out.seed = m.seed;
    out
}

/// The maze turned or mirrored: every wall and opening goes with its cell, turned.
pub fn turned(m: &Maze, t: Turn) -> Maze {
    let size = (m.width(), m.height());
    let mut out = blank_like(m, t.size(size));
    let moved = |c: Cell| cell(t.pos(pos(c), size));
    for y in 0..m.height() {
        for x in 0..m.width() {
            let c = Cell::new(x, y);
            for side in [Side::Right, Side::Bottom] {
                if m.neighbor(c, side).is_some() && m.wall(c, side) {
                    out.set_wall(moved(c), side_of(t.dir(dir_of(side))), true);
                }
            }
        }
    }
    for &(c, side) in &m.openings {
        out.set_wall(moved(c), side_of(t.dir(dir_of(side))), false);
    }
    out.entrance = moved(m.entrance);
    out.exit = moved(m.exit);
    out
}

/// The maze resized to `size`, what it had kept at `anchor`: the walls between kept cells
/// stay, its old border stays a wall (its openings open) where it now lies inside, the new
/// cells are open floor, and what falls outside is cut off. The entrance and the treasure
/// move with their cells, or to the nearest cell when theirs is cut off.
pub fn resized(m: &Maze, (w, h): (usize, usize), anchor: Anchor) -> Maze {
    let old = (m.width(), m.height());
    let mut out = blank_like(m, (w, h));
    for y in 0..m.height() {
        for x in 0..m.width() {
            let c = Cell::new(x, y);
            let Some(q) = anchor.moved(pos(c), old, (w, h)).map(cell) else {
                continue;
            };
            for side in Side::ALL {
                let wall = m.wall(c, side);
                let inside = out.neighbor(q, side).is_some();
                // A side now on the border opens only where it was an opening already.
                let was_border = m.neighbor(c, side).is_none();
                if inside || (was_border && !wall) {
                    out.set_wall(q, side, wall);
                }
            }
        }
    }
    let place = |c: Cell| {
        let (dx, dy) = anchor.shift(old, (w, h));
        let clamp =
            |v: usize, d: isize, n: usize| (v as isize + d).clamp(0, n as isize - 1) as usize;
        Cell::new(clamp(c.x, dx, w), clamp(c.y, dy, h))
    };
    out.entrance = place(m.entrance);
    out.exit = place(m.exit);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strokes_undo_at_once_and_saving_marks_clean() {
        let mut d = MazeDocument::new(Maze::new(3, 3, false), None);
        d.begin_stroke();
        d.set_wall(Cell::new(0, 0), Side::Right, true);
        d.set_wall(Cell::new(0, 1), Side::Right, true);
        d.end_stroke();
        d.set_entrance(Cell::new(1, 1));
        assert!(d.is_dirty());
        assert!(d.undo());
        assert_eq!(d.maze().entrance, Cell::new(0, 0));
        assert!(d.undo());
        assert_eq!(d.maze().interior_walls(), 0);
        assert!(!d.is_dirty());
        assert!(d.redo());
        assert_eq!(d.maze().interior_walls(), 2);
        let dir = tempfile::tempdir().unwrap();
        d.save_as(&dir.path().join("m.maze")).unwrap();
        assert!(!d.is_dirty());
        assert_eq!(
            crate::maze::files::load(&dir.path().join("m.maze"), None).unwrap(),
            (d.maze().clone(), MazeFormat::Maze)
        );
    }

    #[test]
    fn a_txt_block_grid_is_saved_back_as_a_block_grid() {
        // Before: the `.txt` extension made the save write invisible-maze art instead.
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("b.txt");
        let text = "#####\n    #\n# # #\n#    \n#####\n";
        std::fs::write(&path, text).unwrap();
        let mut d = MazeDocument::open(&path).unwrap();
        d.save_as(&path).unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
    }

    #[test]
    fn saving_as_a_picture_is_refused_and_keeps_the_document_as_it_was() {
        // Before: Save As maze.png wrote a picture, made it the document's file and marked
        // it clean, so the maze was stored nowhere.
        let dir = tempfile::tempdir().unwrap();
        let mut d = MazeDocument::new(Maze::new(3, 3, false), None);
        d.set_entrance(Cell::new(1, 1));
        for name in ["m.png", "m.SVG"] {
            let err = d.save_as(&dir.path().join(name)).unwrap_err();
            assert!(err.to_string().contains("Export picture"), "{err}");
            assert!(d.is_dirty() && d.path().is_none());
            assert!(!dir.path().join(name).exists());
        }
    }

    /// A 3 x 2 maze: a wall right of the top-left cell, the border open on its left.
    fn small() -> Maze {
        let mut m = Maze::new(3, 2, false);
        m.set_wall(Cell::new(0, 0), Side::Right, true);
        m.set_wall(Cell::new(0, 0), Side::Left, false);
        m.exit = Cell::new(2, 1);
        m
    }

    #[test]
    fn a_quarter_turn_carries_walls_openings_and_the_ends_with_their_cells() {
        let mut d = MazeDocument::new(small(), None);
        d.turn(Turn::RotateCw);
        let m = d.maze();
        assert_eq!((m.width(), m.height()), (2, 3));
        assert!(
            m.wall(Cell::new(1, 0), Side::Bottom),
            "right of (0, 0) is now below it"
        );
        assert_eq!(m.interior_walls(), 1);
        assert!(
            !m.wall(Cell::new(1, 0), Side::Top),
            "the opening turned too"
        );
        assert_eq!((m.entrance, m.exit), (Cell::new(1, 0), Cell::new(0, 2)));
        assert!(d.undo() && !d.can_undo());
        assert_eq!(d.maze(), &small());
    }

    #[test]
    fn four_turns_and_two_mirrors_give_the_maze_back() {
        for t in Turn::ALL {
            let twice = turned(&turned(&small(), t), t);
            let back = match t {
                Turn::RotateCw | Turn::RotateCcw => turned(&turned(&twice, t), t),
                _ => twice,
            };
            assert_eq!(back, small(), "{}", t.label());
        }
    }

    #[test]
    fn a_grown_maze_keeps_its_old_border_as_walls_and_its_new_cells_open() {
        let mut d = MazeDocument::new(small(), None);
        d.resize((4, 3), Anchor::TOP_LEFT);
        let m = d.maze();
        assert!(m.wall(Cell::new(2, 0), Side::Right) && m.wall(Cell::new(2, 1), Side::Right));
        assert!(
            m.wall(Cell::new(0, 1), Side::Bottom),
            "the old bottom border"
        );
        assert!(!m.wall(Cell::new(3, 1), Side::Bottom), "new cells are open");
        assert!(m.wall(Cell::new(0, 0), Side::Right));
        assert!(!m.wall(Cell::new(0, 0), Side::Left), "the opening stays");
        assert!(
            m.wall(Cell::new(3, 0), Side::Right),
            "the new border is closed"
        );
        d.resize((2, 2), Anchor::TOP_LEFT);
        assert_eq!(
            d.maze().exit,
            Cell::new(1, 1),
            "the cut-off treasure moves in"
        );
        assert!(d.undo() && d.undo() && !d.can_undo());
    }
}
