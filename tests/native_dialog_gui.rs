//! The window's choice of file dialog: the system's where the platform has one and the
//! setting allows, the window's own otherwise, at once (never a dialog that returns nothing).

mod common;

use std::path::{Path, PathBuf};

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use gridwright::gui::EditorApp;
use gridwright::gui::native_dialog_probe::{self as probe, Availability, Bus, Found};
use gridwright::settings::{DialogPreference, Settings};

const OPEN_TITLE: &str = "Open a level, maze, map or game";

/// A Sokoban file and a maze beside it, in a folder of their own.
fn two_files(dir: &Path) -> (PathBuf, PathBuf) {
    let sok = dir.join("levels.sok");
    let bundled = Path::new(env!("CARGO_MANIFEST_DIR")).join("levels/sokoban/original.sok");
    std::fs::copy(bundled, &sok).unwrap();
    let maze = dir.join("m.maze");
    std::fs::write(&maze, "gridwright maze 1\nsize: 1x1\n\n+--+\n|  |\n+--+\n").unwrap();
    (sok, maze)
}

/// The window on `file`, told `native` about the system's dialog, with the default setting.
fn window(file: PathBuf, native: Availability) -> Harness<'static, EditorApp> {
    let app = EditorApp::with_file(Some(file), Settings::default()).with_native_dialogs(native);
    let mut h = Harness::builder()
        .with_size(egui::vec2(1200.0, 760.0))
        .with_accessibility_check(false)
        .build_ui_state(|ui, app: &mut EditorApp| app.show(ui), app);
    h.run();
    h
}

#[test]
fn with_no_portal_the_in_window_dialog_opens_at_once() {
    // Before: a Linux desktop without a session bus, the setting left at its default.
    assert_eq!(
        Settings::default().file_dialogs,
        DialogPreference::NativeWhenAvailable
    );
    let found = Found::Portal {
        libdbus: true,
        bus: Bus::NoSession("DBUS_SESSION_BUS_ADDRESS is not set".into()),
    };
    let dir = tempfile::tempdir().unwrap();
    let (sok, _) = two_files(dir.path());
    let mut h = window(sok, probe::decide(&found));
    // Action: Ctrl+O, one frame.
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    h.run();
    // After: the window's own dialog is on screen, in the document's folder, and opens.
    assert!(h.query_by_label_contains(OPEN_TITLE).is_some());
    h.get_by_label_contains("m.maze").click();
    h.run();
    h.get_by_label("Open").click();
    h.run();
    assert!(
        common::maze(h.state()).is_some(),
        "{:?}",
        h.state().shell.status
    );
}

#[test]
fn the_view_menu_chooses_the_in_window_dialog_even_where_the_system_has_one() {
    // Before: the system's dialog is available.
    let dir = tempfile::tempdir().unwrap();
    let (sok, _) = two_files(dir.path());
    let mut h = window(sok, Availability::Available);
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("File dialogs").hover();
    h.run();
    assert!(
        h.query_by_label_contains("The system's file dialog is available")
            .is_some()
    );
    // Action: View > File dialogs > Always in-window, then Ctrl+O.
    h.get_by_label(&DialogPreference::InWindow.label()).click();
    h.run();
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("File dialogs").hover();
    h.run();
    assert_eq!(
        h.get_by_label(&DialogPreference::InWindow.label())
            .accesskit_node()
            .toggled(),
        Some(egui::accesskit::Toggled::True),
        "the choice is shown as made"
    );
    h.key_press(Key::Escape);
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    // After: the window's dialog within two frames (the shortcut, then the dialog), and no
    // notice of a system dialog.
    h.step();
    h.step();
    assert!(h.query_by_label_contains(OPEN_TITLE).is_some());
    assert!(
        h.query_by_label_contains("Choose in the system's file dialog")
            .is_none()
    );
}

#[test]
fn the_view_menu_says_why_there_is_no_system_dialog() {
    let found = Found::Portal {
        libdbus: true,
        bus: Bus::NoPortal("org.freedesktop.DBus.Error.ServiceUnknown".into()),
    };
    let dir = tempfile::tempdir().unwrap();
    let (sok, _) = two_files(dir.path());
    let mut h = window(sok, probe::decide(&found));
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("File dialogs").hover();
    h.run();
    assert!(
        h.query_by_label_contains("no desktop portal on the session bus")
            .is_some()
    );
}
