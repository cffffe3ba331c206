//! The invisible maze in the window: playtest of the edited maze with kittest's clock (0.25 s
//! a frame, so nothing sleeps), bumps and lives, the win, the replay, and a new maze played
//! out by a strategy.

mod common;

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gridwright::gui::EditorApp;
use gridwright::gui::maze::MazeWorkspace;
use gridwright::maze::strategies::StrategyKind;
use gridwright::settings::Settings;
use gridwright_formats::maze::{Cell, Maze, Side, write_maze};

/// A 3 x 2 maze: entrance top-left, exit top-right, a wall between the top row's first two
/// cells.
fn maze() -> Maze {
    let mut m = Maze::new(3, 2, false);
    m.entrance = Cell::new(0, 0);
    m.exit = Cell::new(2, 0);
    m.set_wall(Cell::new(0, 0), Side::Right, true);
    m
}

fn window(dir: &std::path::Path) -> Harness<'static, EditorApp> {
    let path = dir.join("m.maze");
    std::fs::write(&path, write_maze(&maze())).unwrap();
    common::window_on(Some(path))
}

fn ws<'a>(h: &'a Harness<'_, EditorApp>) -> &'a MazeWorkspace {
    h.state().workspace().expect("a maze workspace")
}

fn ws_mut<'a>(h: &'a mut Harness<'_, EditorApp>) -> &'a mut MazeWorkspace {
    h.state_mut().workspace_mut().expect("a maze workspace")
}

fn press(h: &mut Harness<'_, EditorApp>, key: Key) {
    h.key_press(key);
    h.run_steps(2);
}

#[test]
fn playtest_shows_the_maze_then_hides_it_and_a_bump_costs_a_life() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path());
    ws_mut(&mut h).laby.seconds = 1.0;
    ws_mut(&mut h).laby.lives = 3;
    press(&mut h, Key::F5);
    assert!(h.query_by_label_contains("Memorize it").is_some());
    press(&mut h, Key::ArrowRight);
    assert_eq!(
        ws(&h).play().unwrap().game.tries.len(),
        0,
        "moves wait for the walls to vanish"
    );
    h.run_steps(6);
    assert!(
        h.query_by_label_contains("Memorize it").is_none(),
        "1 s later the walls are gone"
    );
    assert!(h.query_by_label("3 lives left of 3").is_some());
    press(&mut h, Key::ArrowRight);
    assert!(
        h.query_by_label("2 lives left of 3").is_some(),
        "the wall costs a life"
    );
    let lp = ws(&h).play().unwrap();
    assert_eq!(lp.game.pos, Cell::new(0, 0));
    // Round the wall: down, right, right, up. Keys of one frame all count, in order.
    common::press_in_one_frame(&mut h, &[Key::S, Key::D, Key::D, Key::W]);
    h.run_steps(2);
    assert!(
        h.query_all_by_label_contains("moves, making only 1 mistake.")
            .next()
            .is_some(),
        "{:?}",
        ws(&h).play().map(|p| p.game.pos)
    );
    // Before: a win was headed "Game over" under "find the way".
    assert!(h.query_by_label("You won").is_some());
    assert!(h.query_by_label("You reached the exit").is_some());
    assert!(h.query_by_label("Game over").is_none());
    h.get_by_label("Replay step by step").click();
    h.run_steps(2);
    press(&mut h, Key::ArrowRight);
    press(&mut h, Key::ArrowRight);
    let r = ws(&h).replay().expect("the replay viewer");
    assert_eq!((r.at(), r.replay().game().pos), (2, Cell::new(0, 1)));
    // Before: Esc from the replay gave an empty editor, the game and Save game… gone.
    press(&mut h, Key::Escape);
    assert!(ws(&h).play().is_some(), "back to the result");
    assert!(h.query_by_label("Save game…").is_some());
    press(&mut h, Key::Escape);
    assert!(h.query_by_label("Save the game?").is_some(), "asks first");
    h.get_by_label("Discard").click();
    h.run_steps(2);
    assert!(ws(&h).replay().is_none() && ws(&h).play().is_none());
    assert_eq!(ws(&h).doc.maze(), &maze(), "the edited maze is unchanged");
    assert!(!h.state().is_dirty());
}

#[test]
fn a_new_invisible_maze_played_out_by_the_sighted_strategy() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path());
    ws_mut(&mut h).laby.seconds = 0.0;
    h.get_by_label("Play").click();
    h.run();
    h.get_by_label("New invisible maze…").click();
    h.run();
    assert!(h.query_by_label("Solvable mazes only").is_some());
    h.get_by_label("Start the game").click();
    h.run_steps(2);
    let lp = ws_mut(&mut h).play_mut().expect("playing");
    assert_eq!((lp.game.maze.width(), lp.game.maze.height()), (20, 10));
    lp.strategy = StrategyKind::Shortest;
    lp.auto_speed = 200.0;
    press(&mut h, Key::O);
    h.run_steps(40);
    assert!(
        h.query_all_by_label_contains("moves without a single mistake.")
            .next()
            .is_some(),
        "{:?}",
        ws(&h).play().map(|p| (p.game.steps(), p.result.clone()))
    );
    // The status bar says how it ended, no longer "find the way".
    let (status, _) = h.state().shell.status.clone();
    assert!(status.contains("without a single mistake"), "{status}");
    // The same settings and seed give the console's maze.
    let lp = ws(&h).play().unwrap();
    let (expected, _) = gridwright::maze::generate::invisible(20, 10, 0.2, 1, true).unwrap();
    assert_eq!(lp.game.maze, expected);
}

#[test]
fn the_invisible_maze_starts_from_the_file_menu_whatever_is_open() {
    let mut h = bundled_window();
    assert!(
        h.state().workspace::<MazeWorkspace>().is_none(),
        "the bundled Sokoban levels"
    );
    open_invisible_maze_dialog(&mut h);
    ws_mut(&mut h).laby.seconds = 0.0;
    h.get_by_label("Start the game").click();
    h.run_steps(2);
    assert!(h.query_by_label("5 lives left of 5").is_some());
}

#[test]
fn cancelling_the_invisible_maze_from_the_file_menu_gives_back_the_document() {
    let mut h = bundled_window();
    for _ in 0..2 {
        open_invisible_maze_dialog(&mut h);
        h.get_by_label("Cancel").click();
        h.run();
        assert!(
            h.state().workspace::<MazeWorkspace>().is_none(),
            "the bundled Sokoban levels are back: {:?}",
            h.state().shell.status
        );
    }
}

/// The whole window on the bundled levels (no file named).
fn bundled_window() -> Harness<'static, EditorApp> {
    let mut h = Harness::builder()
        .with_size(egui::vec2(1200.0, 760.0))
        .build_ui_state(
            |ui, app: &mut EditorApp| app.show(ui),
            EditorApp::with_file(None, Settings::default()),
        );
    h.run();
    h
}

/// *File > Play a game > Invisible maze…*, up to its new-game dialog.
fn open_invisible_maze_dialog(h: &mut Harness<'static, EditorApp>) {
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Play a game").click();
    h.run();
    h.get_by_label("Invisible maze…").click();
    h.run();
    assert!(h.query_by_label("New invisible maze").is_some());
}

#[test]
fn the_panels_controls_keep_their_place_when_the_walls_vanish() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path());
    ws_mut(&mut h).laby.seconds = 1.0;
    press(&mut h, Key::F5);
    assert!(h.query_by_label_contains("Memorize it").is_some());
    let place = |h: &Harness<'_, EditorApp>| {
        [
            h.get_by_label("Back to the editor  (Esc)").rect(),
            h.get_by_label("Keys (?)").rect(),
        ]
    };
    let before = place(&h);
    h.run_steps(8);
    assert!(h.query_by_label_contains("Memorize it").is_none());
    assert_eq!(
        place(&h),
        before,
        "a click aimed before the end lands where it was aimed"
    );
}

#[test]
fn the_new_game_dialog_keeps_its_buttons_in_place_when_a_warning_appears() {
    let mut h = bundled_window();
    open_invisible_maze_dialog(&mut h);
    let start = |h: &Harness<'_, EditorApp>| h.get_by_label("Start the game").rect();
    let heading = |h: &Harness<'_, EditorApp>| h.get_by_label("New invisible maze").rect();
    let (before, top) = (start(&h), heading(&h));
    let laby = &mut h.state_mut().workspace_mut::<MazeWorkspace>().unwrap().laby;
    laby.solvable = true;
    laby.density = 0.6;
    h.run();
    assert!(
        h.query_by_label_contains("solvable mazes are rare")
            .is_some()
    );
    let after = start(&h);
    assert_eq!(after.min.x, before.min.x, "no sideways jump");
    assert_eq!(heading(&h), top, "the dialog grows downward only");
    assert!(after.min.y >= before.min.y);
}

#[test]
fn a_playtest_left_is_resumed_and_undo_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path());
    ws_mut(&mut h).laby.seconds = 0.0;
    press(&mut h, Key::F5);
    h.run_steps(2);
    press(&mut h, Key::ArrowDown);
    assert_eq!(ws(&h).play().unwrap().game.tries.len(), 1);
    press(&mut h, Key::U);
    assert!(
        h.query_by_label_contains("No undo in the invisible maze")
            .is_some()
    );
    press(&mut h, Key::Escape);
    assert!(ws(&h).play().is_none());
    // Before: the game was gone; F5 started over.
    press(&mut h, Key::F5);
    let lp = ws(&h).play().expect("playing");
    assert_eq!((lp.game.tries.len(), lp.game.pos), (1, Cell::new(0, 1)));
    assert!(h.query_by_label_contains("Resumed: 1 steps").is_some());
}

#[test]
fn the_heat_map_has_a_legend() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path());
    h.get_by_label("Distance heat map").click();
    h.run_steps(3);
    ws_mut(&mut h).wait_for_analysis();
    h.run_steps(3);
    // Before: colours without a scale.
    assert!(
        h.query_by_label("Colour: steps from the entrance")
            .is_some()
    );
    assert!(h.query_by_label("near: 0 steps … far: 4 steps").is_some());
    assert!(h.query_by_label("grey: unreachable (0 cells)").is_some());
}

#[test]
fn the_invisible_maze_speaks_french_with_a_decimal_comma() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path());
    ws_mut(&mut h).laby.seconds = 30.0;
    press(&mut h, Key::F5);
    assert!(h.query_by_label("Invisible maze").is_some());
    common::choose_french(&mut h);
    assert!(
        h.query_by_label("Invisible maze").is_none(),
        "no English left"
    );
    assert!(h.query_by_label("Labyrinthe invisible").is_some());
    assert!(h.query_by_label("Touches (?)").is_some());
    let line = h
        .get_by_label_contains("Mémorisez-le")
        .value()
        .unwrap_or_default();
    let seconds: String = line
        .chars()
        .skip_while(|c| !c.is_ascii_digit())
        .take_while(|c| c.is_ascii_digit() || matches!(c, ',' | '.'))
        .collect();
    assert!(
        seconds.contains(',') && !seconds.contains('.'),
        "seconds with a decimal comma: {line}"
    );
}
