//! Helpers shared by the GUI test files.

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;

/// Presses at `from`, moves to `to` and releases there, letting the UI run between steps.
#[allow(dead_code)] // not every test file drags
pub fn drag<S>(h: &mut Harness<'_, S>, from: egui::Pos2, to: egui::Pos2) {
    h.drag_at(from);
    h.run();
    h.hover_at(to);
    h.run();
    h.drop_at(to);
    h.run();
}

/// Queues a press of each key for the next frame, in order (`Harness::key_press` would run
/// a frame per key): the burst of a fast typist.
#[allow(dead_code)] // not every test file presses keys
pub fn press_in_one_frame<S>(h: &mut Harness<'_, S>, keys: &[egui::Key]) {
    for &key in keys {
        h.input_mut().events.push(egui::Event::Key {
            key,
            physical_key: None,
            pressed: true,
            repeat: false,
            modifiers: egui::Modifiers::NONE,
        });
    }
}

/// The whole window on `file` (or the bundled levels), run until it settles.
#[allow(dead_code)] // not every test file opens a window
pub fn window_on(file: Option<std::path::PathBuf>) -> Harness<'static, gridwright::gui::EditorApp> {
    window_sized(file, egui::vec2(1200.0, 760.0))
}

/// The whole window on `file`, `size` points large (800x600 is the smallest kept usable).
#[allow(dead_code)] // not every test file opens a window
pub fn window_sized(
    file: Option<std::path::PathBuf>,
    size: egui::Vec2,
) -> Harness<'static, gridwright::gui::EditorApp> {
    let app =
        gridwright::gui::EditorApp::with_file(file, gridwright::settings::Settings::default());
    let mut h = Harness::builder()
        .with_size(size)
        .build_ui_state(|ui, app: &mut gridwright::gui::EditorApp| app.show(ui), app);
    h.run();
    h
}

/// The whole window on `file`, with kittest's accessibility check off: egui_file's path and
/// name fields carry no accessible name (the crate's, not ours), so tests of the file dialog
/// need it off.
#[allow(dead_code)] // not every test file opens a file dialog
pub fn window_for_file_dialogs(
    file: std::path::PathBuf,
) -> Harness<'static, gridwright::gui::EditorApp> {
    let app = gridwright::gui::EditorApp::with_file(
        Some(file),
        gridwright::settings::Settings::default(),
    );
    let mut h = Harness::builder()
        .with_size(egui::vec2(1200.0, 760.0))
        .with_accessibility_check(false)
        .build_ui_state(|ui, app: &mut gridwright::gui::EditorApp| app.show(ui), app);
    h.run();
    h
}

/// Opens `name` (a file in the dialog's folder) through the Open dialog (Ctrl+O).
#[allow(dead_code)] // not every test file opens a file dialog
pub fn open_through_the_dialog(h: &mut Harness<'_, gridwright::gui::EditorApp>, name: &str) {
    use egui_kittest::kittest::Queryable;
    h.key_press_modifiers(egui::Modifiers::COMMAND, egui::Key::O);
    h.run();
    h.get_by_label_contains(name).click();
    h.run();
    h.get_by_label("Open").click();
    h.run();
}

/// The window's Sokoban workspace (the test opened a Sokoban file).
#[allow(dead_code)]
pub fn sok(app: &gridwright::gui::EditorApp) -> &gridwright::gui::sokoban::SokobanWorkspace {
    app.workspace().expect("a Sokoban workspace is open")
}

/// The window's Sokoban workspace, mutably.
#[allow(dead_code)]
pub fn sok_mut(
    app: &mut gridwright::gui::EditorApp,
) -> &mut gridwright::gui::sokoban::SokobanWorkspace {
    app.workspace_mut().expect("a Sokoban workspace is open")
}

/// The window's maze workspace, if a maze is open.
#[allow(dead_code)]
pub fn maze(app: &gridwright::gui::EditorApp) -> Option<&gridwright::gui::maze::MazeWorkspace> {
    app.workspace()
}

/// *View > Language > Français*, as a user picks it in an English window (a few frames each,
/// so the menu's submenu opens and the next frame is worded in French).
#[allow(dead_code)] // not every test file speaks French
pub fn choose_french<S>(h: &mut Harness<'_, S>) {
    h.get_by_label("View").click();
    h.run_steps(2);
    h.get_by_label("Language").click();
    h.run_steps(2);
    h.get_by_label("Français").click();
    h.run_steps(3);
}
