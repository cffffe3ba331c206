//! The editing tools every grid editor shares, through the whole window: a level, the keys
//! and menu entries (select a rectangle, Ctrl+C, click elsewhere, Ctrl+V; rotate; a number
//! key for the palette), and the level expected. And the toolbar at 800 x 600.

mod common;

use std::path::Path;

use egui::{Key, Modifiers, Pos2};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gridwright::grid::Pos;
use gridwright::gui::EditorApp;
use gridwright::gui::bombfight::BombFightWorkspace;
use gridwright::gui::g2048::G2048Workspace;
use gridwright::gui::grid_edit::Clipboard;
use gridwright::gui::maze::MazeWorkspace;
use gridwright_formats::bombfight::Tile;

const MAP: &str = "11 9\n###########\n#A  X 5 X #\n# # #X# # #\n#   9   X #\n# #X# # # #\n# 3  X   0E\n# # # #X# #\n#X   7   B#\n###########\n40\n";

/// The window of `size` on `text` written to `name`, run until it settles.
fn window(dir: &Path, name: &str, text: &str, size: (f32, f32)) -> Harness<'static, EditorApp> {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    let app = EditorApp::with_file(Some(path), gridwright::settings::Settings::default());
    let mut h = Harness::builder()
        .with_size(egui::vec2(size.0, size.1))
        .build_ui_state(|ui, app: &mut EditorApp| app.show(ui), app);
    h.run();
    h
}

fn bf<'a>(h: &'a Harness<'_, EditorApp>) -> &'a BombFightWorkspace {
    h.state().workspace().expect("a BombFight workspace")
}

fn bf_mut<'a>(h: &'a mut Harness<'_, EditorApp>) -> &'a mut BombFightWorkspace {
    h.state_mut()
        .workspace_mut()
        .expect("a BombFight workspace")
}

fn row(h: &Harness<'_, EditorApp>, y: usize) -> String {
    let l = bf(h).doc.level();
    (0..l.width()).map(|x| l.get(x, y).to_char()).collect()
}

fn map_cell(h: &Harness<'_, EditorApp>, x: usize, y: usize) -> Pos2 {
    let w = bf(h);
    w.view.cell_rect(w.canvas_rect, Pos::new(x, y)).center()
}

fn key(h: &mut Harness<'_, EditorApp>, key: Key) {
    h.key_press(key);
    h.run();
}

fn ctrl(h: &mut Harness<'_, EditorApp>, key: Key) {
    h.key_press_modifiers(Modifiers::COMMAND, key);
    h.run();
}

/// Opens Edit and clicks `entry` (the menu's: Sokoban's side panel has buttons of the
/// same names, laid out before the menu's popup).
fn edit_menu(h: &mut Harness<'_, EditorApp>, entry: &str) {
    h.get_by_label("Edit").click();
    h.run();
    h.get_all_by_label(entry).last().unwrap().click();
    h.run();
}

#[test]
fn bombfight_a_selection_copied_and_pasted_elsewhere_is_one_undo_step() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), "m.bflvl", MAP, (1200.0, 760.0));
    bf_mut(&mut h).clipboard = Clipboard::in_memory();
    key(&mut h, Key::S);
    let (from, to) = (map_cell(&h, 4, 1), map_cell(&h, 6, 1));
    common::drag(&mut h, from, to);
    ctrl(&mut h, Key::C);
    let there = map_cell(&h, 2, 3);
    common::drag(&mut h, there, there);
    ctrl(&mut h, Key::V);
    assert_eq!(row(&h, 3), "# X 5   X #");
    assert_eq!(row(&h, 1), "#A  X 5 X #", "copied, not cut");
    ctrl(&mut h, Key::Z);
    assert_eq!(row(&h, 3), "#   9   X #");
    assert!(!h.state().is_dirty(), "the paste was one step");
}

#[test]
fn bombfight_cut_blanks_the_selection_and_rotate_turns_the_map() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), "m.bflvl", MAP, (1200.0, 760.0));
    bf_mut(&mut h).clipboard = Clipboard::in_memory();
    key(&mut h, Key::S);
    let (from, to) = (map_cell(&h, 6, 1), map_cell(&h, 6, 1));
    common::drag(&mut h, from, to);
    ctrl(&mut h, Key::X);
    assert_eq!(row(&h, 1), "#A  X   X #");
    edit_menu(&mut h, "Rotate right");
    let l = bf(&h).doc.level();
    assert_eq!((l.width(), l.height()), (9, 11));
    assert_eq!(
        l.get(7, 1),
        Tile::Start(gridwright_formats::bombfight::Player::One)
    );
    key(&mut h, Key::Num3);
    assert_eq!(bf(&h).tools.brush, Tile::Exit, "the third palette entry");
}

#[test]
fn at_800_by_600_the_bombfight_toolbar_keeps_playtest_on_screen() {
    // Before: the toolbar was one row, and at 800 px its last mushrooms, the starts and
    // Playtest lay beyond the window's edge.
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), "m.bflvl", MAP, (800.0, 600.0));
    // A wrapped row takes its place from the row sizes of the frame before.
    h.run_steps(3);
    let screen = egui::Rect::from_min_size(Pos2::ZERO, egui::vec2(800.0, 600.0));
    for tip in ["Start B (player 2)", "Empty"] {
        let r = h.get_all_by_label(tip).next().unwrap().rect();
        assert!(screen.contains_rect(r), "{tip} at {r:?}");
    }
    let play = h.get_by_label(gridwright::gui::icons::PLAY).rect();
    assert!(screen.contains_rect(play), "Playtest at {play:?}");
    // A pointer click, as a user makes it: over the button, pressed, released.
    h.hover_at(play.center());
    h.run();
    h.drag_at(play.center());
    h.run();
    h.drop_at(play.center());
    h.run();
    assert!(
        matches!(bf(&h).mode, gridwright::gui::bombfight::Mode::Play(_)),
        "Playtest started a game"
    );
}

const LEVEL_2048: &str =
    "game = \"2048\"\nwidth = 3\nheight = 2\nstart = [[2, 4, 8], [0, 0, 16]]\n";

fn g<'a>(h: &'a Harness<'_, EditorApp>) -> &'a G2048Workspace {
    h.state().workspace().expect("a 2048 workspace")
}

fn board_cell(h: &Harness<'_, EditorApp>, x: usize, y: usize) -> Pos2 {
    let w = g(h);
    let r = w.board_rect;
    let side = r.width() / w.doc.level().rules.width as f32;
    r.min + egui::vec2((x as f32 + 0.5) * side, (y as f32 + 0.5) * side)
}

fn start(h: &Harness<'_, EditorApp>) -> Vec<Vec<u64>> {
    g(h).doc.level().start.clone().unwrap()
}

#[test]
fn g2048_a_selection_copied_and_pasted_elsewhere_then_the_board_rotated() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), "p.2048", LEVEL_2048, (1200.0, 760.0));
    h.state_mut()
        .workspace_mut::<G2048Workspace>()
        .unwrap()
        .clipboard = Clipboard::in_memory();
    key(&mut h, Key::S);
    let (from, to) = (board_cell(&h, 0, 0), board_cell(&h, 1, 0));
    common::drag(&mut h, from, to);
    ctrl(&mut h, Key::C);
    let there = board_cell(&h, 1, 1);
    common::drag(&mut h, there, there);
    ctrl(&mut h, Key::V);
    assert_eq!(start(&h), vec![vec![2, 4, 8], vec![0, 2, 4]]);
    edit_menu(&mut h, "Rotate right");
    assert_eq!(start(&h), vec![vec![0, 2], vec![2, 4], vec![4, 8]]);
    let r = &g(&h).doc.level().rules;
    assert_eq!((r.width, r.height), (2, 3));
    ctrl(&mut h, Key::Z);
    ctrl(&mut h, Key::Z);
    assert!(!h.state().is_dirty(), "a paste and a turn: two steps");
    key(&mut h, Key::Num3);
    assert_eq!(g(&h).tools.brush, 8, "the third palette entry");
}

#[test]
fn g2048_the_pencil_paints_a_stroke_and_the_eraser_empties() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), "p.2048", LEVEL_2048, (1200.0, 760.0));
    key(&mut h, Key::Num5);
    let (from, to) = (board_cell(&h, 0, 1), board_cell(&h, 1, 1));
    common::drag(&mut h, from, to);
    assert_eq!(start(&h)[1], vec![32, 32, 16]);
    key(&mut h, Key::E);
    let at = board_cell(&h, 2, 0);
    common::drag(&mut h, at, at);
    assert_eq!(start(&h)[0], vec![2, 4, 0]);
}

#[test]
fn maze_rotate_turns_the_whole_maze_and_number_keys_pick_its_tools() {
    use gridwright::maze::document::MazeDocument;
    use gridwright_formats::maze::{Cell, Maze, Side};
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.maze");
    let mut m = Maze::new(3, 2, false);
    m.set_wall(Cell::new(0, 0), Side::Right, true);
    MazeDocument::new(m, None).save_as(&path).unwrap();
    let app = EditorApp::with_file(Some(path), gridwright::settings::Settings::default());
    let mut h = Harness::builder()
        .with_size(egui::vec2(1200.0, 760.0))
        .build_ui_state(|ui, app: &mut EditorApp| app.show(ui), app);
    h.run();
    edit_menu(&mut h, "Rotate right");
    let ws: &MazeWorkspace = h.state().workspace().unwrap();
    let m = ws.doc.maze();
    assert_eq!((m.width(), m.height()), (2, 3));
    assert!(m.wall(Cell::new(1, 0), Side::Bottom));
    assert_eq!(m.interior_walls(), 1);
    h.key_press(Key::Num2);
    h.run();
    let ws: &MazeWorkspace = h.state().workspace().unwrap();
    assert_eq!(ws.tool, gridwright::gui::maze::view::MazeTool::Entrance);
    ctrl(&mut h, Key::Z);
    assert!(!h.state().is_dirty());
}

#[test]
fn sokoban_rotate_is_in_the_edit_menu_as_in_every_grid_editor() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(
        dir.path(),
        "a.sok",
        "#####\n#@$.#\n#####\n",
        (1200.0, 760.0),
    );
    assert_eq!(
        h.get_all_by_label("Rotate right").count(),
        1,
        "the side panel's"
    );
    h.get_by_label("Edit").click();
    h.run();
    assert_eq!(
        h.get_all_by_label("Rotate right").count(),
        2,
        "and the menu's"
    );
    h.key_press(Key::Escape);
    h.run();
    edit_menu(&mut h, "Rotate right");
    let b = common::sok(h.state()).doc.board();
    assert_eq!((b.width(), b.height()), (3, 5));
    assert_eq!(b.to_xsb_rows()[1], "#@#");
    ctrl(&mut h, Key::Z);
    assert!(!h.state().is_dirty(), "one step");
}
