//! The maze editor's share of the tools every grid editor has: rotate, flip and Resize… of
//! the whole maze in the Edit menu, and the number keys for its tools. A maze is walls
//! between cells, not tiles, so it has no rectangle to copy or paste (README says so).

use egui::Ui;

use super::MazeWorkspace;
use super::view::MazeTool;
use crate::gui::dialogs::Answer;
use crate::gui::grid_edit::{self, EditCommand, Offers, ResizeForm, resize_dialog};
use crate::gui::workspace::{Shell, Workspace};
use crate::maze::document::MAX_NEW_SIDE;

/// The maze editor's tools in the toolbar's order, with their words (keys 1-3 pick them).
/// (Their words are catalog ids: ask `crate::i18n::tr` for them where they are shown.)
pub const TOOLS: [(MazeTool, &str); 3] = [
    (MazeTool::Walls, "maze-tool-walls-tip"),
    (MazeTool::Entrance, "maze-tool-entrance-tip"),
    (MazeTool::Treasure, "maze-tool-treasure-tip"),
];

/// The number key of the tool at `index` in [`TOOLS`], for its tooltip.
pub fn tool_key(index: usize) -> String {
    (index + 1).to_string()
}

impl MazeWorkspace {
    /// The shared entries of the Edit menu that fit a maze.
    pub(super) fn shared_edit_menu(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let offers = Offers {
            clipboard: false,
            selected: false,
        };
        if let Some(cmd) = grid_edit::menu(ui, self.editing(), offers) {
            self.command(cmd, shell);
        }
    }

    /// The shared keys (1-3 for the tools), while editing and not typing.
    pub(super) fn edit_keys(&mut self, ui: &Ui, shell: &mut Shell) {
        for cmd in grid_edit::keys(ui, TOOLS.len(), false) {
            self.command(cmd, shell);
        }
    }

    fn command(&mut self, cmd: EditCommand, shell: &mut Shell) {
        match cmd {
            EditCommand::Turn(t) => {
                self.painting = None;
                self.doc.turn(t);
                self.view.fit_pending = true;
                shell.say(crate::t!("maze-turn-done", what = t.label()));
            }
            EditCommand::Resize => {
                let m = self.doc.maze();
                let form = ResizeForm::new(m.width(), m.height(), 1..=MAX_NEW_SIDE);
                self.resize = Some(form);
            }
            EditCommand::Palette(i) => {
                if let Some(&(tool, _)) = TOOLS.get(i) {
                    self.tool = tool;
                }
            }
            // A maze offers no clipboard (see the module's comment).
            EditCommand::Copy
            | EditCommand::Cut
            | EditCommand::Paste(_)
            | EditCommand::Delete
            | EditCommand::Deselect => {}
        }
    }

    /// The Resize dialog, while it is open; the resized maze is one undo step.
    pub(super) fn resize_dialog(&mut self, ctx: &egui::Context, shell: &mut Shell) {
        let Some(form) = &mut self.resize else {
            return;
        };
        match resize_dialog(ctx, form) {
            Answer::Ok(()) => {
                let (size, anchor) = ((form.width, form.height), form.anchor);
                self.painting = None;
                self.doc.resize(size, anchor);
                self.view.fit_pending = true;
                self.resize = None;
                shell.say(crate::t!("maze-resized", w = size.0, h = size.1));
            }
            Answer::Cancel => self.resize = None,
            Answer::Pending => {}
        }
    }
}
