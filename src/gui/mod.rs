//! The editor window: a thin egui face over [`crate::editor`]. Drawing and input mapping live
//! here; every decision about levels lives in the plain types below it.

mod app;
pub mod bombfight;
pub mod canvas_tools;
mod dialogs;
mod files;
pub mod g2048;
mod game_guard;
pub mod grid_edit;
pub mod icons;
mod keys;
mod layout;
pub mod maze;
mod native_dialog;
pub mod native_dialog_probe;
mod picture;
mod playback;
pub mod sokoban;
mod start_page;
pub mod view;
pub mod workspace;
mod workspaces;

use std::path::PathBuf;

pub use app::EditorApp;
pub use view::View;
pub use workspace::Workspace;

/// Opens the editor window on `file`, or on the bundled levels.
pub fn run(file: Option<PathBuf>) -> eframe::Result {
    let options = eframe::NativeOptions {
        viewport: egui::ViewportBuilder::default()
            .with_title("gridwright")
            .with_inner_size([1200.0, 760.0])
            .with_min_inner_size([640.0, 400.0])
            .with_drag_and_drop(true),
        ..Default::default()
    };
    eframe::run_native(
        "gridwright",
        options,
        Box::new(move |cc| Ok(Box::new(EditorApp::new(cc, file)))),
    )
}
