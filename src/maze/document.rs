//! A maze being edited: the maze, its file, and undo/redo of wall, entrance and exit edits
//! (a drag over several walls is one step). Plain data, driven by the GUI and by tests.

use std::path::{Path, PathBuf};

use gridwright_formats::maze::{Cell, Maze, Side};

use crate::editor::history::{History, Undoable};
use crate::maze::files::MazeFormat;

/// A change to a maze, with what it replaced, so that it can be undone exactly.
/// The widest or tallest maze File > New makes: a 10000 x 10000 maze still opens and pans.
pub const MAX_NEW_SIDE: usize = 10_000;

#[derive(Debug, Clone, PartialEq, Eq)]
pub enum MazeEdit {
    Wall { cell: Cell, side: Side, wall: bool },
    Entrance { before: Cell, after: Cell },
    Exit { before: Cell, after: Cell },
    Replace { before: Box<Maze>, after: Box<Maze> },
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
#[derive(Debug, Clone)]
pub struct MazeDocument {
    maze: Maze,
    pub path: Option<PathBuf>,
    /// The format the maze was read in, which a save to its own path keeps (a `.txt` may hold
    /// art or a block grid).
    format: MazeFormat,
    history: History<MazeEdit>,
}

impl MazeDocument {
    /// A document on `maze`, saved to `path` as `.maze` (none: Save asks for one).
    pub fn new(maze: Maze, path: Option<PathBuf>) -> MazeDocument {
        MazeDocument {
            maze,
            path,
            format: MazeFormat::Maze,
            history: History::default(),
        }
    }

    /// Reads a maze file of any kind; saving it back keeps its kind.
    pub fn open(path: &Path) -> Result<MazeDocument, crate::io::LoadError> {
        let (maze, format) = crate::maze::files::load(path, None)?;
        Ok(MazeDocument::loaded(maze, format, path))
    }

    /// The document of a maze read from `path` in `format`, which a save to that path keeps.
    pub fn loaded(maze: Maze, format: MazeFormat, path: &Path) -> MazeDocument {
        let mut doc = MazeDocument::new(maze, Some(path.to_owned()));
        doc.format = format;
        doc
    }

    /// The maze as edited so far.
    pub fn maze(&self) -> &Maze {
        &self.maze
    }

    /// Changes whenever the maze changes, so views can cache what they compute from it.
    pub fn revision(&self) -> u64 {
        self.history.revision()
    }

    /// Whether the maze differs from what was last saved.
    pub fn is_dirty(&self) -> bool {
        self.history.is_dirty()
    }

    /// Whether Undo has something to undo.
    pub fn can_undo(&self) -> bool {
        self.history.can_undo()
    }

    /// Whether Redo has something to redo.
    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    /// Saves to its own path in the format it was read in; to another path in the format the
    /// extension names (`.maze` when it names none).
    pub fn save_as(&mut self, path: &Path) -> std::io::Result<()> {
        self.save_with(path, crate::io::WriteMode::Atomic)
    }

    /// [`MazeDocument::save_as`], written as `mode` says.
    pub fn save_with(&mut self, path: &Path, mode: crate::io::WriteMode) -> std::io::Result<()> {
        self.end_stroke();
        let format = if self.path.as_deref() == Some(path) {
            self.format
        } else {
            MazeFormat::for_path(path).unwrap_or(MazeFormat::Maze)
        };
        let bytes = format
            .write(&self.maze, &[], Default::default())
            .map_err(std::io::Error::other)?;
        crate::io::write_file(path, &bytes, mode)?;
        self.path = Some(path.to_owned());
        self.format = format;
        self.history.mark_saved();
        Ok(())
    }

    fn apply(&mut self, edit: MazeEdit) {
        edit.apply(&mut self.maze);
        self.history.record(edit);
    }

    /// Starts one undo step spanning several edits (a drag over walls).
    pub fn begin_stroke(&mut self) {
        self.end_stroke();
        self.history.open();
    }

    /// Closes the undo step `begin_stroke` opened.
    pub fn end_stroke(&mut self) {
        self.history.close();
    }

    /// Sets or removes a wall (on the border: closes or opens it).
    pub fn set_wall(&mut self, cell: Cell, side: Side, wall: bool) {
        if self.maze.wall(cell, side) != wall {
            self.apply(MazeEdit::Wall { cell, side, wall });
        }
    }

    /// Moves the entrance, as one undo step.
    pub fn set_entrance(&mut self, cell: Cell) {
        if self.maze.entrance != cell {
            self.apply(MazeEdit::Entrance {
                before: self.maze.entrance,
                after: cell,
            });
        }
    }

    /// Moves the exit (the treasure), as one undo step.
    pub fn set_exit(&mut self, cell: Cell) {
        if self.maze.exit != cell {
            self.apply(MazeEdit::Exit {
                before: self.maze.exit,
                after: cell,
            });
        }
    }

    /// Replaces the whole maze (a new generation), as one undoable step.
    pub fn replace(&mut self, maze: Maze) {
        self.end_stroke();
        let before = Box::new(self.maze.clone());
        self.apply(MazeEdit::Replace {
            before,
            after: Box::new(maze),
        });
    }

    /// Undoes the last step; false when there is none.
    pub fn undo(&mut self) -> bool {
        self.history.undo(&mut self.maze).is_some()
    }

    /// Redoes the last undone step; false when there is none.
    pub fn redo(&mut self) -> bool {
        self.history.redo(&mut self.maze).is_some()
    }
}

crate::editor::document::editor_document!(
    MazeDocument,
    gridwright_formats::Game::Maze,
    "maze.maze"
);

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
}
