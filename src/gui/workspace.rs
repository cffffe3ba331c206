//! The one shape every game takes in the window. The shell (`app`) owns what all games share
//! (the File and Edit menus, the unsaved-changes guard, recent files, file dialogs, drag and
//! drop, the status bar) and holds one `Box<dyn Workspace>`: the open game's panels, canvas,
//! menus, keys and its own modes (play, replay). A new game implements this trait under
//! `src/gui/<game>/` and adds one arm to `workspaces`; the shell never asks which game is open.

use std::any::Any;
use std::path::{Path, PathBuf};

use egui::Ui;

use crate::editor::EditorDocument;
use crate::user_files::UserFiles;

/// What the shell lends a workspace for one frame: the status line, the input the workspace
/// may act on, and what the workspace asks the shell to do.
///
/// The shell decides the input: workspaces never read raw key events, so a key typed into a
/// text field, a menu or any dialog (the shell's or the workspace's own) never reaches a play
/// mode or a canvas.
#[derive(Debug, Default)]
pub struct Shell {
    /// The last message for the status bar, and whether it reports a failure.
    pub status: (String, bool),
    /// A dialog is on screen (the shell's modal or file dialog, or any modal drawn through
    /// `gui::dialogs::modal`, the workspace's included): canvases must not act on
    /// presses.
    pub dialog_open: bool,
    /// The key presses of this frame that the workspace may act on, in the order pressed
    /// (without Ctrl, Alt or Command, which are shortcuts): empty while a dialog or a menu is
    /// open or a text field has the keyboard. Play modes and viewers read their keys here
    /// (and take them, so that one press acts once).
    pub keys: Vec<egui::Key>,
    /// Where per-user files (records, remembered players) live; in memory for tests.
    pub user_files: UserFiles,
    /// A request the shell carries out after the frame.
    pub request: Option<ShellRequest>,
    /// A file the user picked for a [`ShellRequest::Pick`]: the request's tag and the path.
    /// The workspace that asked takes it in a later frame.
    pub picked: Option<(String, PathBuf)>,
    /// The shell's file dialog is on screen (a workspace waiting for a pick sees it close).
    pub file_dialog_open: bool,
}

/// What a workspace cannot do itself: things that may replace it or need the shell's dialogs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ShellRequest {
    /// Open a file in its game's workspace (through the unsaved-changes guard).
    Open(PathBuf),
    /// Save bytes the workspace made (a replay, a saved game, an export) under a name the
    /// user chooses in the shell's file dialog, with the shell's atomic write, recent files
    /// and in-place fallback.
    Save(SaveRequest),
    /// A game started from *File > Play a game* was cancelled before it began: put back the
    /// workspace that was open before it.
    Back,
    /// Let the user pick an existing file of any kind (a bot program) in the shell's file
    /// dialog; the path comes back in [`Shell::picked`] with the request's tag.
    Pick(PickRequest),
}

/// A file a workspace asks the user to pick.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PickRequest {
    /// The dialog's title ("Choose the bot program").
    pub title: String,
    /// What the workspace wanted it for, given back with the path.
    pub tag: String,
    /// A folder is picked, not a file (where a tournament writes its replays).
    pub folder: bool,
}

/// A game record the shell would lose with its workspace: its words for the question ("This
/// game of 96 moves") and the save that keeps it (the bytes taken now, so the record outlives
/// the workspace).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RecordAtRisk {
    /// What would be lost, as the game guard's question names it.
    pub what: String,
    /// The save dialog's request that keeps it.
    pub save: SaveRequest,
}

/// A file a workspace asks the shell to save.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SaveRequest {
    /// The dialog's title ("Save the replay").
    pub title: String,
    /// The name the dialog proposes (`game.bfreplay`).
    pub name: String,
    /// The extensions the dialog lists, without dots; the first is added to a name typed
    /// without one.
    pub extensions: Vec<&'static str>,
    /// The file's contents.
    pub bytes: Vec<u8>,
    /// What the status bar says once written ("Saved the replay").
    pub done: String,
}

impl Shell {
    /// Reports progress or success on the status bar.
    pub fn say(&mut self, msg: impl Into<String>) {
        self.status = (msg.into(), false);
    }

    /// Reports a failure on the status bar, drawn in red.
    pub fn fail(&mut self, msg: impl Into<String>) {
        self.status = (msg.into(), true);
    }
}

/// The status bar's words about the open document: where the pointer is, what the document
/// holds, and the canvas's zoom.
#[derive(Debug, Clone, PartialEq)]
pub struct StatusText {
    /// What is under the pointer (a square's position and contents), or `—` off the grid.
    pub pointer: String,
    /// What the document holds: its size, then per game its boxes and goals, rounds or kind.
    pub size: String,
    /// The canvas's [`View::zoom`](crate::gui::view::View::zoom), shown as a percentage.
    pub zoom: f32,
}

/// One game's part of the window.
pub trait Workspace: Any {
    /// The open document, as the shell saves, undoes and titles it.
    fn document(&self) -> &dyn EditorDocument;
    /// The open document, for saving and undo.
    fn document_mut(&mut self) -> &mut dyn EditorDocument;

    /// Side panels, the canvas and the workspace's own dialogs (each drawn through
    /// `gui::dialogs::modal`, so the shell knows it holds the input), inside the
    /// shell's menu and status bars. Keys come from `shell.keys` only; presses must be
    /// ignored while `shell.dialog_open`.
    fn frame(&mut self, ui: &mut Ui, shell: &mut Shell);

    /// The game's own menus, after File and Edit (Play, for instance).
    fn menus(&mut self, ui: &mut Ui, shell: &mut Shell);
    /// Items under Edit's Undo and Redo (clipboard, selection).
    fn edit_menu(&mut self, ui: &mut Ui, shell: &mut Shell);
    /// The game's part of the toolbar, after the shell's file and history buttons: its tools
    /// and palette as icons (with tooltips naming their keys) and Playtest.
    fn toolbar(&mut self, ui: &mut Ui, shell: &mut Shell);
    /// The View menu (layers, fit, zoom).
    fn view_menu(&mut self, ui: &mut Ui);

    /// The game's keys, after the shell has taken its file shortcuts. `typing` is true while
    /// a text field has the keyboard (plain letters then belong to it).
    fn shortcuts(&mut self, ui: &Ui, shell: &mut Shell, typing: bool);

    /// Plays the document from its editor, as F5 does (the start page's and *File > Play a
    /// game*'s Play): `now` is egui's clock, for the games that time their rules.
    fn start_playing(&mut self, shell: &mut Shell, now: f64);

    /// The status bar's words.
    fn status(&self) -> StatusText;

    /// Whether the document is being edited (not played or replayed): the shell's Undo and
    /// Redo act on it only then.
    fn editing(&self) -> bool {
        true
    }

    /// Undoes the last step (an unfinished stroke ends first); false when there is none.
    fn undo(&mut self) -> bool {
        self.document_mut().undo()
    }

    /// What a save to `path` would lose, in words, when the format cannot hold everything.
    fn save_warning(&self, _path: &Path) -> Option<String> {
        None
    }

    /// Saved games that no longer fit the document as edited (a Sokoban solution under a
    /// board it no longer solves), in words: the shell asks once before saving whether to keep
    /// them as notes or drop them, as they are never written as saved games.
    fn stale_words(&self) -> Option<String> {
        None
    }

    /// Settles the stale saved games as the user chose, as one undo step.
    fn settle_stale(&mut self, _how: crate::editor::Settle) {}

    /// A game whose only record would be lost if the workspace were replaced now (a finished
    /// BombFight game or invisible maze not saved, a 2048 game with unsaved moves): the
    /// shell asks *Save game… / Discard / Cancel* before a menu's Open, New or Play a game
    /// replaces it, as the play modes ask before Esc.
    fn record_at_risk(&self) -> Option<RecordAtRisk> {
        None
    }

    /// What *File > Export picture* draws: the level, maze, map or board being edited, with
    /// the same drawing as `gridwright render`.
    fn picture(&self) -> Result<crate::picture::Scene, String>;

    /// For tests and hosts that need the concrete workspace.
    fn as_any(&self) -> &dyn Any;
    /// The same, mutably.
    fn as_any_mut(&mut self) -> &mut dyn Any;
}
