//! The maze editor driven headless: wall segments by clicks near cell edges, entrance and
//! treasure placement, the drawn solution, generation, undo and save.

mod common;

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gridwright::gui::EditorApp;
use gridwright::gui::maze::view::side_point;
use gridwright::maze::generate::{Algorithm, generate};
use gridwright::maze::properties::is_perfect;
use gridwright_formats::maze::{Cell, Side, write_maze};

fn harness(dir: &std::path::Path) -> (Harness<'static, EditorApp>, std::path::PathBuf) {
    let path = dir.join("m.maze");
    std::fs::write(&path, write_maze(&generate(Algorithm::Kruskal, 6, 4, 2))).unwrap();
    (common::window_on(Some(path.clone())), path)
}

fn wall(h: &Harness<'_, EditorApp>, c: Cell, s: Side) -> bool {
    common::maze(h.state()).unwrap().doc.maze().wall(c, s)
}

fn click(h: &mut Harness<'_, EditorApp>, at: egui::Pos2) {
    common::drag(h, at, at);
}

#[test]
fn clicking_near_an_edge_toggles_the_wall_and_undo_restores_it() {
    let dir = tempfile::tempdir().unwrap();
    let (mut h, path) = harness(dir.path());
    let (c, s) = (Cell::new(2, 1), Side::Right);
    let before = wall(&h, c, s);
    let at = side_point(common::maze(h.state()).unwrap(), c, s);
    click(&mut h, at);
    assert_eq!(wall(&h, c, s), !before);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(wall(&h, c, s), before);
    h.key_press_modifiers(Modifiers::COMMAND, Key::Y);
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    let saved = gridwright::maze::files::load(&path, None).unwrap().0;
    assert_eq!(saved.wall(c, s), !before);
}

#[test]
fn entrance_and_treasure_are_placed_by_clicking() {
    let dir = tempfile::tempdir().unwrap();
    let (mut h, _) = harness(dir.path());
    let centre = |h: &Harness<'_, EditorApp>, c: Cell| {
        let ed = common::maze(h.state()).unwrap();
        ed.view
            .cell_rect(ed.canvas_rect, gridwright::grid::Pos::new(c.x, c.y))
            .center()
    };
    h.get_by_label("Entrance").click();
    h.run();
    let at = centre(&h, Cell::new(3, 2));
    click(&mut h, at);
    h.get_by_label("Treasure").click();
    h.run();
    let at = centre(&h, Cell::new(5, 0));
    click(&mut h, at);
    let m = common::maze(h.state()).unwrap().doc.maze().clone();
    assert_eq!((m.entrance, m.exit), (Cell::new(3, 2), Cell::new(5, 0)));
    h.get_by_label("Solution").click();
    h.run();
    let steps =
        gridwright::maze::solve::shortest_path(&m, m.index(m.entrance), m.index(m.exit)).len() - 1;
    assert!(steps > 0);
    assert!(
        h.query_by_label(&format!("Path: {steps} steps")).is_some(),
        "the panel shows the shortest path's length, {steps}"
    );
}

#[test]
fn generating_replaces_the_maze_with_a_perfect_one() {
    let dir = tempfile::tempdir().unwrap();
    let (mut h, _) = harness(dir.path());
    h.get_by_label("Generate maze").click();
    h.run_steps(3);
    assert!(
        h.query_by_label_contains("Generating: step").is_some(),
        "shown step by step"
    );
    let (status, _) = h.state().shell.status.clone();
    assert!(status.starts_with("Generated a 6x4 maze"), "{status}");
    h.get_by_label("Skip to the end").click();
    h.run();
    let ed = common::maze(h.state()).unwrap();
    assert!(is_perfect(ed.doc.maze()));
    assert_eq!(
        ed.doc.maze().width(),
        6,
        "the form starts at the current size"
    );
    assert_ne!(*ed.doc.maze(), generate(Algorithm::Kruskal, 6, 4, 2));
    assert!(h.query_by_label("Perfect: yes").is_some());
}

/// A maze of 6 x 4 cells fills the canvas at a large zoom, so that the File menu and the
/// dialogs lie over it.
#[test]
fn clicks_on_menus_and_dialogs_over_the_maze_never_edit_it() {
    for tool in ["Treasure", "Entrance", "Walls"] {
        let dir = tempfile::tempdir().unwrap();
        let (mut h, _) = harness(dir.path());
        h.get_by_label(tool).click();
        h.run();
        let before = common::maze(h.state()).unwrap().doc.maze().clone();
        h.get_by_label("File").click();
        h.run();
        let item = h.get_by_label("Save As by path…");
        let canvas = common::maze(h.state()).unwrap().canvas_rect;
        assert!(
            canvas.contains(item.rect().center()),
            "the item lies over the canvas"
        );
        item.click();
        h.run();
        h.get_by_label("Cancel").click();
        h.run();
        h.run();
        let ed = common::maze(h.state()).unwrap();
        assert_eq!(ed.doc.maze(), &before, "{tool}: the maze is unchanged");
        assert!(!ed.doc.is_dirty(), "{tool}");
    }
}

#[test]
fn the_in_window_file_dialog_saves_a_maze_as_maze_and_opens_files() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.maze");
    std::fs::write(&path, write_maze(&generate(Algorithm::Kruskal, 6, 4, 2))).unwrap();
    let mut h = common::window_for_file_dialogs(path.clone());
    let (c, s) = (Cell::new(2, 1), Side::Right);
    let at = side_point(common::maze(h.state()).unwrap(), c, s);
    click(&mut h, at);
    let edited = wall(&h, c, s);
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::S);
    h.run();
    assert!(
        h.query_by_label_contains("Save the Maze file as").is_some(),
        "the dialog is shown, titled for the game"
    );
    // The proposed name is the maze's own, never the hidden Sokoban document's.
    let fields = h.get_all_by_role(egui::accesskit::Role::TextInput);
    let values: Vec<String> = fields.filter_map(|n| n.value()).collect();
    assert!(values.iter().any(|v| v == "m.maze"), "{values:?}");
    h.get_by_label("Save").click();
    h.run();
    assert!(!h.state().is_dirty(), "{:?}", h.state().shell.status);
    let (saved, _) = gridwright::maze::files::load(&path, None).unwrap();
    assert_eq!(saved.wall(c, s), edited);
    // Open: the dialog lists the folder's files; choosing one opens it.
    std::fs::write(
        dir.path().join("levels.sok"),
        "; One\n#####\n#@$.#\n#####\n",
    )
    .unwrap();
    common::open_through_the_dialog(&mut h, "levels.sok");
    assert!(
        common::maze(h.state()).is_none(),
        "{:?}",
        h.state().shell.status
    );
    assert_eq!(common::sok(h.state()).doc.level().title, "One");
}

#[test]
fn save_as_by_path_proposes_the_mazes_own_name_and_enter_submits() {
    let dir = tempfile::tempdir().unwrap();
    let (mut h, path) = harness(dir.path());
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Save As by path…").click();
    h.run();
    let field = h.get_by_label("Path");
    assert_eq!(
        field.value().as_deref(),
        Some(path.display().to_string().as_str())
    );
    let other = dir.path().join("copy.maze");
    field.focus();
    h.run();
    h.key_press_modifiers(Modifiers::COMMAND, Key::A);
    h.run();
    h.get_by_label("Path")
        .type_text(&other.display().to_string());
    h.run();
    h.key_press(Key::Enter);
    h.run();
    assert!(other.exists(), "{:?}", h.state().shell.status);
    assert!(
        std::fs::read_to_string(&other)
            .unwrap()
            .starts_with("gridwright maze 1")
    );
}

#[test]
fn edit_menu_undo_and_redo_act_on_the_maze() {
    let dir = tempfile::tempdir().unwrap();
    let (mut h, _) = harness(dir.path());
    let (c, s) = (Cell::new(2, 1), Side::Right);
    let before = wall(&h, c, s);
    let at = side_point(common::maze(h.state()).unwrap(), c, s);
    click(&mut h, at);
    assert_eq!(wall(&h, c, s), !before);
    // Before: these items were greyed out, or undid the hidden Sokoban document.
    h.get_by_label("Edit").click();
    h.run();
    h.get_by_label_contains("Undo").click();
    h.run();
    assert_eq!(wall(&h, c, s), before);
    assert!(!h.state().is_dirty());
    h.get_by_label("Edit").click();
    h.run();
    assert!(
        h.query_by_label("Copy level as XSB").is_none(),
        "no Sokoban items for a maze"
    );
    h.get_by_label_contains("Redo").click();
    h.run();
    assert_eq!(wall(&h, c, s), !before);
}

#[test]
fn opening_one_game_after_the_other_leaves_nothing_of_the_first() {
    let dir = tempfile::tempdir().unwrap();
    let (mut h, maze_path) = harness(dir.path());
    let levels = dir.path().join("levels.sok");
    std::fs::write(&levels, "; One\n#####\n#@$.#\n#####\n").unwrap();
    // An unsaved maze edit, discarded by opening the levels.
    let at = side_point(
        common::maze(h.state()).unwrap(),
        Cell::new(2, 1),
        Side::Right,
    );
    click(&mut h, at);
    assert!(h.state().is_dirty());
    h.state_mut().open(&levels);
    h.run();
    h.get_by_label("Discard changes").click();
    h.run();
    let app = h.state();
    assert!(common::maze(app).is_none());
    assert!(!app.is_dirty(), "the maze's edits are not the levels'");
    assert!(h.query_by_label("Maze tools").is_none());
    assert!(h.query_by_label("Levels (1)").is_some());
    assert!(h.query_by_label("Play").is_some());
    // And back: a maze after levels shows no Sokoban panel, menu item or dirt.
    h.get_all_by_label("Goal  (3)")
        .next()
        .expect("a palette entry")
        .click();
    h.run();
    h.state_mut().open(&maze_path);
    h.run();
    assert!(common::maze(h.state()).is_some());
    assert!(!h.state().is_dirty());
    assert!(h.query_by_label("Maze tools").is_some());
    assert!(h.query_by_label("Levels (1)").is_none());
    // The maze's Play menu is its own: the invisible maze, no Sokoban playtest.
    h.get_by_label("Play").click();
    h.run();
    assert!(h.query_by_label("New invisible maze…").is_some());
    assert!(h.query_by_label_contains("Playtest this level").is_none());
    h.key_press(Key::Escape);
    h.run();
    h.get_by_label("View").click();
    h.run();
    assert!(h.query_by_label("Dead squares").is_none());
}

#[test]
fn the_graph_export_is_saved_through_the_shells_file_dialog_beside_the_maze() {
    // Before: a typed path prompt, outside the file dialog, recent files and fallbacks.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.maze");
    std::fs::write(&path, write_maze(&generate(Algorithm::Kruskal, 6, 4, 2))).unwrap();
    let mut h = common::window_for_file_dialogs(path);
    h.get_by_label("Export graph (DOT)…").click();
    h.run_steps(4);
    let fields = h.get_all_by_role(egui::accesskit::Role::TextInput);
    let values: Vec<String> = fields.filter_map(|n| n.value()).collect();
    assert!(values.iter().any(|v| v == "m.dot"), "{values:?}");
    h.get_by_label("Save").click();
    h.run_steps(4);
    let dot = std::fs::read_to_string(dir.path().join("m.dot")).unwrap();
    assert!(dot.starts_with("graph") || dot.contains("--"), "{dot}");
    assert!(h.state().shell.status.0.starts_with("Wrote the graph to"));
}

#[test]
fn a_tap_pressed_and_released_in_one_frame_toggles_a_wall_once() {
    let dir = tempfile::tempdir().unwrap();
    let (mut h, _) = harness(dir.path());
    let (c, s) = (Cell::new(2, 1), Side::Right);
    let before = wall(&h, c, s);
    let at = side_point(common::maze(h.state()).unwrap(), c, s);
    h.hover_at(at);
    h.run();
    for pressed in [true, false] {
        h.input_mut().events.push(egui::Event::PointerButton {
            pos: at,
            button: egui::PointerButton::Primary,
            pressed,
            modifiers: Modifiers::NONE,
        });
    }
    h.run();
    assert_eq!(wall(&h, c, s), !before, "the tap toggled the wall");
    click(&mut h, at);
    assert_eq!(
        wall(&h, c, s),
        before,
        "a slow click toggles it once more, not twice"
    );
}

#[test]
fn the_maze_editor_speaks_french_once_chosen() {
    let dir = tempfile::tempdir().unwrap();
    let (mut h, _) = harness(dir.path());
    assert!(h.query_by_label("Maze tools").is_some());
    assert!(h.query_by_label("Outils du labyrinthe").is_none());
    common::choose_french(&mut h);
    assert!(h.query_by_label("Maze tools").is_none(), "no English left");
    assert!(h.query_by_label("Outils du labyrinthe").is_some());
    assert!(h.query_by_label("Générer le labyrinthe").is_some());
    assert!(
        h.query_by_label("Parfait\u{a0}: oui").is_some(),
        "a Kruskal maze is perfect"
    );
}
