//! The editor window driven headless with egui_kittest: pointer and keyboard in, document out.

mod common;

use std::path::{Path, PathBuf};

use egui::{Key, Modifiers, vec2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gridwright::grid::Pos;
use gridwright::gui::EditorApp;
use gridwright::settings::Settings;
use gridwright_formats::sokoban::{Square, read_collection};

fn copy_bundled(dir: &Path) -> PathBuf {
    let path = dir.join("levels.sok");
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("levels/sokoban/original.sok"),
        &path,
    )
    .unwrap();
    path
}

fn harness(file: Option<PathBuf>) -> Harness<'static, EditorApp> {
    common::window_on(file)
}

fn square_center(h: &Harness<'_, EditorApp>, p: Pos) -> egui::Pos2 {
    let app = h.state();
    common::sok(app)
        .view
        .cell_rect(common::sok(app).canvas_rect, p)
        .center()
}

fn click_square(h: &mut Harness<'_, EditorApp>, p: Pos) {
    let at = square_center(h, p);
    common::drag(h, at, at);
}

fn square(h: &Harness<'_, EditorApp>, x: usize, y: usize) -> Square {
    common::sok(h.state()).doc.board().get(x, y)
}

#[test]
fn paint_undo_redo_save_with_mouse_and_keyboard() {
    let dir = tempfile::tempdir().unwrap();
    let path = copy_bundled(dir.path());
    let mut h = harness(Some(path.clone()));
    assert_eq!(square(&h, 6, 1), Square::Floor);

    click_square(&mut h, Pos::new(6, 1));
    assert_eq!(square(&h, 6, 1), Square::Wall);
    assert!(common::sok(h.state()).doc.is_dirty());

    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(square(&h, 6, 1), Square::Floor);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Y);
    h.run();
    assert_eq!(square(&h, 6, 1), Square::Wall);

    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    assert!(
        !common::sok(h.state()).doc.is_dirty(),
        "{:?}",
        h.state().shell.status
    );
    let saved = read_collection(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(saved.levels[0].board.get(6, 1), Square::Wall);
    assert_eq!(saved.levels.len(), 3);
}

#[test]
fn a_drag_is_one_stroke_and_one_undo_step() {
    let mut h = harness(None);
    let (a, b) = (
        square_center(&h, Pos::new(5, 1)),
        square_center(&h, Pos::new(7, 1)),
    );
    common::drag(&mut h, a, b);
    assert!((5..=7).all(|x| square(&h, x, 1) == Square::Wall));
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert!((5..=7).all(|x| square(&h, x, 1) == Square::Floor));
}

#[test]
fn palette_and_tools_are_reachable_by_label_and_key() {
    let mut h = harness(None);
    // The palette's row and the toolbar's swatch both say so; either picks the brush.
    let goal: Vec<_> = h.get_all_by_label("Goal  (3)").collect();
    assert_eq!(goal.len(), 2);
    goal[1].click();
    h.run();
    click_square(&mut h, Pos::new(6, 1));
    assert_eq!(square(&h, 6, 1), Square::Goal);
    h.key_press(Key::Num4);
    h.run();
    click_square(&mut h, Pos::new(6, 1));
    assert_eq!(square(&h, 6, 1), Square::BoxOnGoal);
    h.get_by_label("Fill").click();
    h.run();
    h.key_press(Key::Num1);
    h.run();
    assert_eq!(
        common::sok(h.state()).tools.brush,
        gridwright::sokoban::editor::paint::Brush::Wall
    );
}

#[test]
fn validation_panel_follows_edits() {
    let mut h = harness(None);
    assert!(h.query_by_label("Valid level: ready to play").is_some());
    h.key_press(Key::Num4);
    h.run();
    click_square(&mut h, Pos::new(6, 1));
    h.run();
    assert!(h.query_by_label("Valid level: ready to play").is_none());
    assert!(
        h.query_by_label("7 boxes but 6 goals; they must be equal.")
            .is_some()
    );
}

#[test]
fn unsaved_changes_guard_new_document() {
    let mut h = harness(None);
    click_square(&mut h, Pos::new(6, 1));
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    h.get_by_label("Cancel").click();
    h.run();
    assert_eq!(
        common::sok(h.state()).doc.collection().levels.len(),
        3,
        "cancel keeps the document"
    );
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    h.get_by_label("Discard changes").click();
    h.run();
    h.get_by_label("Create").click();
    h.run();
    let doc = &common::sok(h.state()).doc;
    assert_eq!(doc.collection().levels.len(), 1);
    assert_eq!((doc.board().width(), doc.board().height()), (10, 8));
    assert!(!doc.is_dirty());
}

#[test]
fn level_list_adds_and_selects_levels() {
    let mut h = harness(None);
    h.get_by_label("  2. XSokoban 2").click();
    h.run();
    assert_eq!(common::sok(h.state()).doc.current_index(), 1);
    h.get_by_label("Add").click();
    h.run();
    assert_eq!(common::sok(h.state()).doc.collection().levels.len(), 4);
    assert_eq!(common::sok(h.state()).doc.current_index(), 2);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(common::sok(h.state()).doc.collection().levels.len(), 3);
}

#[test]
fn pasting_xsb_text_adds_a_level() {
    let mut h = harness(None);
    h.event(egui::Event::Paste("; Pasted\n#####\n#@$.#\n#####\n".into()));
    h.run();
    let doc = &common::sok(h.state()).doc;
    assert_eq!(doc.collection().levels.len(), 4);
    assert_eq!(doc.level().title, "Pasted");
}

#[test]
fn a_malformed_file_leaves_the_editor_usable() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.sok");
    std::fs::write(&bad, "####\n#(@\n####\n").unwrap();
    let mut h = harness(Some(bad));
    let (msg, failed) = h.state().shell.status.clone();
    assert!(failed && msg.contains("bad.sok:2:"), "{msg}");
    assert_eq!(common::sok(h.state()).doc.collection().levels.len(), 3);
    click_square(&mut h, Pos::new(6, 1));
    assert_eq!(square(&h, 6, 1), Square::Wall);
}

/// Makes `dir` read-only for this process (root ignores permissions, so for root the folder
/// is made immutable); false where that is not possible.
#[cfg(unix)]
fn lock_folder(dir: &Path, on: bool) -> bool {
    use std::os::unix::fs::PermissionsExt;
    if unsafe { libc::geteuid() } == 0 {
        std::process::Command::new("chattr")
            .arg(if on { "+i" } else { "-i" })
            .arg(dir)
            .status()
            .is_ok_and(|s| s.success())
    } else {
        let mode = if on { 0o555 } else { 0o755 };
        std::fs::set_permissions(dir, std::fs::Permissions::from_mode(mode)).is_ok()
    }
}

/// Needs a folder made read-only for this user (as root, `chattr +i`, which some file
/// systems and containers refuse): ignored in the plain run, run by `.ci/run` with the ignored
/// tests, where it fails rather than passing silently when it cannot lock the folder.
#[cfg(unix)]
#[test]
#[ignore = "needs chattr +i as root, or a non-root user; run by .ci/run"]
fn a_read_only_folder_offers_to_overwrite_in_place() {
    let dir = tempfile::tempdir().unwrap();
    let path = copy_bundled(dir.path());
    let mut h = harness(Some(path.clone()));
    click_square(&mut h, Pos::new(6, 1));
    assert!(
        lock_folder(dir.path(), true),
        "cannot make a folder read-only here (as root: chattr +i refused)"
    );
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    let offered = h.query_by_label("Save in a read-only folder").is_some();
    let (msg, _) = h.state().shell.status.clone();
    if offered {
        h.get_by_label("Overwrite in place").click();
        h.run();
    }
    lock_folder(dir.path(), false);
    assert!(offered, "{msg}");
    assert!(msg.contains("cannot save atomically"), "{msg}");
    assert!(
        !common::sok(h.state()).doc.is_dirty(),
        "{:?}",
        h.state().shell.status
    );
    let saved = read_collection(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(saved.levels[0].board.get(6, 1), Square::Wall);
}

#[test]
fn clicks_on_menus_and_dialogs_over_the_board_never_edit_it() {
    // A recent file that is gone: its menu item opens to the right, over the board, and
    // choosing it fails, so nothing may change.
    let settings = Settings {
        recent: vec![PathBuf::from("/nonexistent/gone.sok")],
        ..Settings::default()
    };
    let app = EditorApp::with_file(None, settings);
    let mut h = Harness::builder()
        .with_size(vec2(1200.0, 760.0))
        .build_ui_state(|ui, app: &mut EditorApp| app.show(ui), app);
    h.run();
    let before = common::sok(h.state()).doc.collection().clone();
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Open Recent").hover();
    h.run();
    let item = h.get_by_label("/nonexistent/gone.sok");
    assert!(
        common::sok(h.state())
            .canvas_rect
            .contains(item.rect().center()),
        "the item lies over the board"
    );
    item.click();
    h.run();
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Save As by path…").click();
    h.run();
    let cancel = h.get_by_label("Cancel");
    assert!(
        common::sok(h.state())
            .canvas_rect
            .contains(cancel.rect().center())
    );
    cancel.click();
    h.run();
    h.run();
    assert_eq!(common::sok(h.state()).doc.collection(), &before);
    assert!(!common::sok(h.state()).doc.is_dirty());
}

#[test]
fn an_unrecognised_file_is_refused_and_the_document_stays() {
    let dir = tempfile::tempdir().unwrap();
    let notes = dir.path().join("notes.txt");
    std::fs::write(&notes, "Dear diary,\nnothing here.\n").unwrap();
    let mut h = harness(None);
    click_square(&mut h, Pos::new(6, 1));
    let before = common::sok(h.state()).doc.collection().clone();
    h.state_mut().open(&notes);
    h.run();
    // The edit is unsaved: the guard asks first; even past it, a file that does not read
    // leaves the document as it was.
    h.get_by_label("Discard changes").click();
    h.run();
    let (msg, failed) = h.state().shell.status.clone();
    assert!(
        failed && msg.contains("not a file kind gridwright knows"),
        "{msg}"
    );
    assert_eq!(common::sok(h.state()).doc.collection(), &before);
    assert!(
        common::sok(h.state()).doc.is_dirty(),
        "the edit is still there, unsaved"
    );
}

#[test]
fn the_in_window_file_dialog_saves_levels_and_opens_a_maze() {
    let dir = tempfile::tempdir().unwrap();
    let path = copy_bundled(dir.path());
    let mut h = common::window_for_file_dialogs(path.clone());
    click_square(&mut h, Pos::new(6, 1));
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::S);
    h.run();
    let values: Vec<String> = h
        .get_all_by_role(egui::accesskit::Role::TextInput)
        .filter_map(|n| n.value())
        .collect();
    assert!(values.iter().any(|v| v == "levels.sok"), "{values:?}");
    h.get_by_label("Save").click();
    h.run();
    assert!(
        !common::sok(h.state()).doc.is_dirty(),
        "{:?}",
        h.state().shell.status
    );
    let saved = read_collection(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(saved.levels[0].board.get(6, 1), Square::Wall);
    std::fs::write(
        dir.path().join("m.maze"),
        "gridwright maze 1\nsize: 1x1\n\n+--+\n|  |\n+--+\n",
    )
    .unwrap();
    common::open_through_the_dialog(&mut h, "m.maze");
    assert!(
        common::maze(h.state()).is_some(),
        "{:?}",
        h.state().shell.status
    );
}

/// Save As through the in-window dialog, typing `name` into the dialog's name field.
fn save_as_named(h: &mut Harness<'_, EditorApp>, name: &str) {
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::S);
    h.run();
    name_in_dialog(h, ".sok", name);
}

/// Types `name` over the file dialog's name field (the field proposing a name ending in
/// `proposed`), then clicks Save.
fn name_in_dialog(h: &mut Harness<'_, EditorApp>, proposed: &str, name: &str) {
    h.get_all_by_role(egui::accesskit::Role::TextInput)
        .find(|n| n.value().is_some_and(|v| v.ends_with(proposed)))
        .expect("the name field")
        .click();
    h.run();
    common::press_in_one_frame(h, &[Key::End]);
    common::press_in_one_frame(h, &[Key::Backspace; 40]);
    h.input_mut()
        .events
        .push(egui::Event::Text(name.to_owned()));
    h.run();
    h.get_by_label("Save").click();
    h.run();
}

#[test]
fn save_as_over_another_file_asks_first_and_another_games_extension_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let path = copy_bundled(dir.path());
    let other = dir.path().join("other.sok");
    std::fs::write(&other, "keep me\n").unwrap();
    let mut h = common::window_for_file_dialogs(path.clone());
    save_as_named(&mut h, "other.sok");
    assert!(
        h.query_by_label("Replace the file?").is_some(),
        "{:?}",
        h.state().shell.status
    );
    h.get_by_label("Cancel").click();
    h.run();
    assert_eq!(
        std::fs::read_to_string(&other).unwrap(),
        "keep me\n",
        "Cancel keeps it"
    );
    save_as_named(&mut h, "other.sok");
    h.get_by_label("Replace").click();
    h.run();
    assert!(
        std::fs::read_to_string(&other).unwrap().contains('#'),
        "replaced"
    );
    save_as_named(&mut h, "wrong.maze");
    assert!(!dir.path().join("wrong.maze").exists());
    assert!(
        h.state().shell.status.0.contains(".maze is for"),
        "{:?}",
        h.state().shell.status
    );
}

#[test]
fn a_paste_clipped_at_the_edge_says_what_was_pasted() {
    let mut h = harness(None);
    let ws = common::sok_mut(h.state_mut());
    let (w, _) = (ws.doc.board().width(), ws.doc.board().height());
    let mut shell = gridwright::gui::workspace::Shell::default();
    ws.paste_text(&mut shell, "####\n####", Some(Pos::new(w - 2, 0)), false);
    assert!(
        shell
            .status
            .0
            .starts_with("Pasted 2 x 2 of the 4 x 2 squares"),
        "{:?}",
        shell.status
    );
    ws.paste_text(&mut shell, "##\n##", Some(Pos::new(0, 0)), false);
    assert_eq!(shell.status.0, "Pasted 2 x 2 squares");
}

#[test]
fn export_picture_writes_png_or_svg_by_the_name_and_asks_before_replacing() {
    let dir = tempfile::tempdir().unwrap();
    let path = copy_bundled(dir.path());
    let mut h = common::window_for_file_dialogs(path);
    let export = |h: &mut Harness<'_, EditorApp>, name: &str| {
        h.key_press_modifiers(Modifiers::COMMAND, Key::E);
        h.run();
        name_in_dialog(h, "levels.png", name);
    };
    export(&mut h, "first.png");
    let png = std::fs::read(dir.path().join("first.png")).unwrap();
    assert!(png.starts_with(b"\x89PNG"), "{:?}", h.state().shell.status);
    export(&mut h, "first.svg");
    let svg = std::fs::read_to_string(dir.path().join("first.svg")).unwrap();
    assert!(svg.starts_with("<svg") && svg.contains("<circle"));

    std::fs::write(dir.path().join("keep.png"), "mine").unwrap();
    export(&mut h, "keep.png");
    assert!(h.query_by_label("Replace the file?").is_some());
    h.get_by_label("Cancel").click();
    h.run();
    assert_eq!(
        std::fs::read_to_string(dir.path().join("keep.png")).unwrap(),
        "mine"
    );
}

#[test]
fn the_theme_menu_switches_to_light_and_back() {
    let mut h = harness(None);
    let theme = |h: &Harness<'_, EditorApp>| h.ctx.options(|o| o.theme_preference);
    assert_eq!(theme(&h), egui::ThemePreference::System);
    for (choice, want) in [
        ("Light", egui::ThemePreference::Light),
        ("Dark", egui::ThemePreference::Dark),
    ] {
        h.get_by_label("View").click();
        h.run();
        h.get_by_label("Theme").hover();
        h.run();
        h.get_by_label(choice).click();
        h.run();
        assert_eq!(theme(&h), want);
    }
}

#[test]
fn the_language_menu_puts_the_window_in_french_and_back() {
    let mut h = harness(None);
    let steps = [
        ("View", "Français", "Affichage", "Langue", "Fichier"),
        ("Affichage", "English", "View", "Language", "File"),
    ];
    for (view, choice, view_after, menu, file) in steps {
        h.get_by_label(view).click();
        h.run();
        h.get_by_label_contains("Lang").hover();
        h.run();
        h.get_by_label(choice).click();
        h.run();
        assert!(h.query_by_label(file).is_some(), "{file} after {choice}");
        h.get_by_label(view_after).click();
        h.run();
        assert!(h.query_by_label(menu).is_some(), "{menu} after {choice}");
        h.key_press(egui::Key::Escape);
        h.run();
    }
}

#[test]
fn after_choosing_french_the_start_page_and_the_file_menu_speak_french() {
    let mut h = harness(None);
    h.state_mut().open_start_page();
    h.run();
    assert!(h.query_by_label("Close this page").is_some());
    assert!(h.query_by_label("Fermer cette page").is_none());

    common::choose_french(&mut h);
    h.get_by_label("Fichier").click();
    h.run();

    // Menu items with a shortcut are named with it ("Ouvrir… Ctrl+O").
    let shows = |words: &str| h.query_all_by_label_contains(words).next().is_some();
    for words in [
        "Fermer cette page",
        "Fichiers récents",
        "Labyrinthe invisible",
        "Jouer",
    ] {
        assert!(shows(words), "{words} on the start page");
    }
    for words in [
        "Nouveau…",
        "Ouvrir…",
        "Enregistrer",
        "Enregistrer sous…",
        "Quitter",
    ] {
        assert!(shows(words), "{words} in the File menu");
    }
    assert!(!shows("Close this page") && !shows("Play") && !shows("Save As…"));
}

#[test]
fn every_toolbar_icon_is_a_glyph_of_the_bundled_fonts() {
    let h = harness(None);
    for icon in gridwright::gui::icons::ALL {
        let font = egui::FontId::proportional(17.0);
        let has = h.ctx.fonts_mut(|f| f.has_glyphs(&font, icon));
        assert!(has, "{icon} would show as an empty box");
    }
}

#[test]
fn a_toolbar_icon_picks_its_tool() {
    let mut h = harness(None);
    h.get_by_label(gridwright::gui::icons::FILL).click();
    h.run();
    assert_eq!(
        common::sok(h.state()).tools.tool,
        gridwright::sokoban::editor::tools::Tool::Fill
    );
}

/// A collection of `n` small levels, each of its own size, numbered as titles, in `dir`.
fn many_levels(dir: &Path, n: usize) -> PathBuf {
    let mut text = String::new();
    for i in 1..=n {
        let (w, h) = (5 + i % 20, 3 + (i / 20) % 15);
        let mut rows = vec!["#".repeat(w)];
        rows.push(format!("#@$.{}#", " ".repeat(w - 5)));
        for _ in 2..h - 1 {
            rows.push(format!("#{}#", " ".repeat(w - 2)));
        }
        rows.push("#".repeat(w));
        text += &format!("; Level {i}\n{}\nTitle: Level {i}\n\n", rows.join("\n"));
    }
    let path = dir.join("many.xsb");
    std::fs::write(&path, text).unwrap();
    path
}

fn browser<'a>(
    h: &'a Harness<'_, EditorApp>,
) -> Option<&'a gridwright::gui::sokoban::BrowserState> {
    match &common::sok(h.state()).mode {
        gridwright::gui::sokoban::Mode::Browse(b) => Some(b),
        _ => None,
    }
}

#[test]
fn the_level_browser_draws_only_what_is_seen_and_moves_by_keys() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(Some(many_levels(dir.path(), 300)));
    h.key_press_modifiers(Modifiers::COMMAND, Key::B);
    h.run();
    let drawn = common::sok(h.state()).thumbs.len();
    assert!(
        (8..=48).contains(&drawn),
        "those on screen only: {drawn} of 300"
    );
    assert_eq!(browser(&h).unwrap().selected, 0);
    common::press_in_one_frame(&mut h, &[Key::ArrowRight, Key::ArrowRight, Key::ArrowDown]);
    h.run();
    let b = browser(&h).unwrap();
    let columns = b.selected - 2;
    assert!(columns >= 3, "down moves a row of {columns}");
    common::press_in_one_frame(&mut h, &[Key::End]);
    h.run();
    assert_eq!(browser(&h).unwrap().selected, 299);
    common::press_in_one_frame(&mut h, &[Key::Enter]);
    h.run();
    assert!(browser(&h).is_none(), "Enter edits the level");
    assert_eq!(common::sok(h.state()).doc.current_index(), 299);
}

#[test]
fn go_to_a_number_and_filter_by_title_and_size() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(Some(many_levels(dir.path(), 300)));
    h.key_press_modifiers(Modifiers::COMMAND, Key::G);
    h.run();
    h.input_mut().events.push(egui::Event::Text("150".into()));
    h.run();
    common::press_in_one_frame(&mut h, &[Key::Enter]);
    h.run();
    assert_eq!(browser(&h).unwrap().selected, 149);

    h.get_by_label("Filter").click();
    h.run();
    h.input_mut()
        .events
        .push(egui::Event::Text("level 25".into()));
    h.run();
    assert!(
        h.query_by_label("13 of 300 shown").is_some(),
        "25, 125, 225, 250-259"
    );
    h.get_by_label("width at most").click();
    h.run();
    common::press_in_one_frame(&mut h, &[Key::Escape]);
    h.run();
    assert!(browser(&h).is_none(), "Esc goes back");
    assert_eq!(
        common::sok(h.state()).doc.current_index(),
        0,
        "the level it showed"
    );
}

#[test]
fn the_file_dialog_has_places_and_a_type_filter() {
    let dir = tempfile::tempdir().unwrap();
    let path = copy_bundled(dir.path());
    std::fs::write(dir.path().join("readme.md"), "notes").unwrap();
    let mut h = common::window_for_file_dialogs(path);
    h.key_press_modifiers(Modifiers::COMMAND, Key::O);
    h.run();
    let folder = dir
        .path()
        .file_name()
        .unwrap()
        .to_string_lossy()
        .into_owned();
    assert!(
        h.query_by_label(&format!("📄 {folder}")).is_some(),
        "the document's folder is a place"
    );
    assert!(h.query_by_label_contains("Home").is_some());
    assert!(h.query_all_by_label_contains("levels.sok").next().is_some());
    assert!(
        h.query_all_by_label_contains("readme.md").next().is_none(),
        "not a level file"
    );
    h.get_by_label("Show").click();
    h.run();
    h.get_by_label("Every file").click();
    h.run();
    assert!(
        h.query_all_by_label_contains("readme.md").next().is_some(),
        "every file is listed"
    );
}

#[test]
fn a_large_boards_checks_follow_edits_from_a_worker_thread() {
    use gridwright::gui::sokoban::SokobanWorkspace;
    use gridwright::sokoban::editor::SokobanDocument;
    let mut board = gridwright::gui::sokoban::room(150, 150);
    board.set(1, 1, Square::Pusher);
    board.set(2, 2, Square::Box);
    board.set(3, 3, Square::Goal);
    let doc = SokobanDocument::new(gridwright_formats::sokoban::Level::new("big", board));
    let mut h = harness(None);
    let ws = SokobanWorkspace::new(doc, &gridwright::gui::workspace::Shell::default());
    h.state_mut().set_workspace(Box::new(ws));
    h.run();
    assert!(h.query_by_label("Boxes 1   Goals 1   Pushers 1").is_some());
    h.get_all_by_label("Box  (4)").next().unwrap().click();
    h.run();
    click_square(&mut h, Pos::new(70, 70));
    assert_eq!(square(&h, 70, 70), Square::Box, "the edit is at once");
    // The worker's answer comes when it comes: frames run until it shows (no sleeping).
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(20);
    while std::time::Instant::now() < deadline {
        if h.query_by_label("Boxes 2   Goals 1   Pushers 1").is_some() {
            return;
        }
        std::thread::yield_now();
        h.step();
    }
    panic!("the checks never caught up with the edit");
}

#[test]
fn level_generate_adds_the_chosen_levels_as_one_undo_step() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("room.sok");
    std::fs::write(
        &path,
        "#########\n#@      #\n# ##  # #\n#   ..  #\n# #  ## #\n#       #\n#########\n",
    )
    .unwrap();
    let mut h = harness(Some(path));
    h.get_by_label("Level").click();
    h.run();
    h.get_by_label("Generate…").click();
    h.run();
    assert!(h.query_by_label("Keep the board's 2 goals").is_some());
    let form = &mut common::sok_mut(h.state_mut())
        .generate
        .as_mut()
        .unwrap()
        .form;
    // The seconds stop the whole run: ample, so that a busy machine makes the same levels.
    form.count = 2;
    form.seconds = 120;
    h.get_by_label("Generate").click();
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(120);
    let waiting = |h: &Harness<'_, EditorApp>| {
        let d = common::sok(h.state()).generate.as_ref().unwrap();
        d.busy() || d.candidates.is_empty()
    };
    h.step();
    while waiting(&h) {
        assert!(
            std::time::Instant::now() < deadline,
            "no candidates in time"
        );
        std::thread::yield_now();
        h.step();
    }
    // The results grow into the dialog over a few frames (egui sizes a new scroll area
    // step by step): let it settle before aiming at its button.
    let mut last = egui::Rect::NOTHING;
    for _ in 0..60 {
        h.step();
        let now = h.get_by_label_contains("level(s) after this one").rect();
        if now == last {
            break;
        }
        last = now;
    }
    let made = common::sok(h.state())
        .generate
        .as_ref()
        .unwrap()
        .candidates
        .len();
    assert!((1..=2).contains(&made));
    h.get_by_label_contains("level(s) after this one").click();
    h.run();
    assert!(
        common::sok(h.state()).generate.is_none(),
        "{:?}",
        h.state().shell.status
    );
    let levels = |h: &Harness<'_, EditorApp>| common::sok(h.state()).doc.collection().levels.len();
    assert_eq!(levels(&h), 1 + made);
    let added = &common::sok(h.state()).doc.collection().levels[1];
    assert!(added.notes.iter().any(|n| n.starts_with("Fewest pushes:")));
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(levels(&h), 1, "one undo takes them all back");
}

#[test]
fn the_level_list_follows_the_level_the_browser_or_page_down_chose() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = harness(Some(many_levels(dir.path(), 300)));
    h.key_press_modifiers(Modifiers::COMMAND, Key::G);
    h.run();
    h.input_mut().events.push(egui::Event::Text("150".into()));
    h.run();
    common::press_in_one_frame(&mut h, &[Key::Enter]);
    h.run();
    common::press_in_one_frame(&mut h, &[Key::Enter]);
    h.run();
    h.run();
    let shown = h.get_by_label("150. Level 150").rect();
    assert!(
        shown.min.y > 0.0 && shown.max.y < 760.0,
        "the list scrolled to the level: {shown:?}"
    );

    common::press_in_one_frame(&mut h, &[Key::PageDown]);
    h.run();
    common::press_in_one_frame(&mut h, &[Key::PageDown]);
    h.run();
    h.run();
    assert!(h.query_by_label("Level 152 of 300: Level 152").is_some());
    assert!(h.query_by_label_contains("level 152 of 300").is_some());
    let shown = h.get_by_label("152. Level 152").rect();
    assert!(shown.min.y > 0.0 && shown.max.y < 760.0, "{shown:?}");
}

#[test]
fn the_new_dialog_chooses_its_game_after_a_click_on_its_body() {
    let mut h = harness(None);
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    h.get_by_label("New file").click();
    h.run();
    h.get_by_label("Maze").click();
    h.run();
    h.get_by_label("Create").click();
    h.run();
    assert!(
        common::maze(h.state()).is_some(),
        "a choice of game in the dialog is not a popup that can open behind it"
    );
}

/// The board's bottom-right square lies inside the canvas: the whole board shows.
fn board_fits(h: &Harness<'_, EditorApp>) -> bool {
    let ws = common::sok(h.state());
    let b = ws.doc.board();
    let corner = ws
        .view
        .cell_rect(ws.canvas_rect, Pos::new(b.width() - 1, b.height() - 1));
    ws.canvas_rect.contains_rect(corner)
}

#[test]
fn at_800x600_the_board_keeps_most_of_the_window_and_refits_after_an_undone_resize() {
    let mut h = common::window_sized(None, vec2(800.0, 600.0));
    h.run();
    let canvas = common::sok(h.state()).canvas_rect;
    assert!(canvas.width() >= 420.0, "the side panels left {canvas:?}");
    assert!(board_fits(&h));
    let zoom = common::sok(h.state()).view.zoom;
    let big = gridwright_formats::sokoban::Board::new(40, 30);
    common::sok_mut(h.state_mut()).doc.replace_board(big);
    h.run();
    assert!(board_fits(&h), "a larger board is fitted");
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    h.run();
    assert!(board_fits(&h));
    assert_eq!(
        common::sok(h.state()).view.zoom,
        zoom,
        "the undone resize refits"
    );
    h.get_by_label("Check solvability").scroll_to_me();
    h.run();
    h.get_by_label("Check solvability").click();
    // The wrapped toolbar takes its rows from the frame before: a few frames to settle.
    h.run_steps(6);
    assert!(
        h.query_by_label_contains("Searching").is_some()
            || h.query_by_label_contains("Solvable").is_some(),
        "the side panel scrolls to the check, which then runs"
    );
}

#[test]
fn a_bundled_file_is_named_in_the_guard_not_untitled() {
    let mut h = harness(None);
    click_square(&mut h, Pos::new(6, 1));
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    assert!(
        h.query_by_label_contains("original.sok (bundled) has changes")
            .is_some()
    );
    h.get_by_label("Discard changes").click();
    h.run();
    h.get_by_label("Create").click();
    h.run();
    click_square(&mut h, Pos::new(2, 2));
    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    assert!(
        h.query_by_label_contains("Untitled has changes").is_some(),
        "a new document is not the bundled file"
    );
}
