//! The shell owns the input: keys typed into a text field (here the Save As path, over every
//! game's play and replay modes) never reach the game beneath, and a click on a workspace's
//! own dialog over its canvas never edits. Each test also shows that the same keys or click
//! do act once the field or dialog is gone, so it can fail.

mod common;

use std::path::Path;

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gridwright::bombfight::players::PlayerSpec;
use gridwright::gui::EditorApp;
use gridwright::gui::bombfight::{BombFightWorkspace, Mode as BfMode};
use gridwright::gui::maze::MazeWorkspace;
use gridwright::gui::sokoban::Mode as SokMode;
use gridwright_formats::maze::{Cell, Maze, MazeGame, Side, write_game, write_maze};

const LEVELS: &str = "; One\n#######\n#@ $ .#\n#######\n\nSolution\nrRR\n";
const MAP: &str = "11 9\n###########\n#A        #\n# # # # # #\n#         #\n# # # # # #\n#         #\n# # # # # #\n#        B#\n#####E#####\n40\n";

fn window(dir: &Path, name: &str, text: &str) -> Harness<'static, EditorApp> {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    common::window_on(Some(path))
}

/// Presses `keys` in one frame, as a fast typist does.
fn burst(h: &mut Harness<'_, EditorApp>, keys: &[Key]) {
    common::press_in_one_frame(h, keys);
    h.run_steps(3);
}

/// Types the game's keys into the focused Save As path field, then cancels the dialog.
fn typed_into_save_as(h: &mut Harness<'_, EditorApp>, keys: &[Key]) {
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Save As by path…").click();
    h.run_steps(2);
    assert!(h.query_by_label("Path").is_some(), "the path field is open");
    burst(h, keys);
    h.get_by_label("Cancel").click();
    h.run_steps(2);
    assert!(h.query_by_label("Path").is_none(), "the dialog is closed");
}

/// The keys of every game's play and replay modes.
const KEYS: [Key; 6] = [
    Key::ArrowRight,
    Key::ArrowDown,
    Key::Space,
    Key::D,
    Key::B,
    Key::ArrowRight,
];

fn sok_moves(h: &Harness<'_, EditorApp>) -> usize {
    match &common::sok(h.state()).mode {
        SokMode::Play(p) => p.session.game.moves(),
        SokMode::Replay(r) => r.playback.at(),
        SokMode::Edit | SokMode::Browse(_) => usize::MAX,
    }
}

#[test]
fn sokoban_play_and_replay_ignore_keys_typed_into_a_path_field() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), "a.sok", LEVELS);
    burst(&mut h, &[Key::F5]);
    assert_eq!(sok_moves(&h), 0);
    typed_into_save_as(&mut h, &KEYS);
    assert_eq!(sok_moves(&h), 0, "the pusher stayed");
    burst(&mut h, &[Key::ArrowRight]);
    assert_eq!(
        sok_moves(&h),
        1,
        "the keys reach play once the field is gone"
    );
    burst(&mut h, &[Key::Escape]);
    h.get_all_by_label("Replay").next().unwrap().click();
    h.run();
    assert_eq!(sok_moves(&h), 0);
    typed_into_save_as(&mut h, &KEYS);
    assert_eq!(sok_moves(&h), 0, "the replay did not step");
    burst(&mut h, &[Key::ArrowRight]);
    assert_eq!(sok_moves(&h), 1);
}

fn bf<'a>(h: &'a Harness<'_, EditorApp>) -> &'a BombFightWorkspace {
    h.state().workspace().expect("a BombFight workspace")
}

fn bf_mut<'a>(h: &'a mut Harness<'_, EditorApp>) -> &'a mut BombFightWorkspace {
    h.state_mut()
        .workspace_mut()
        .expect("a BombFight workspace")
}

/// Player 1's place in play, or the replay's step.
fn bf_where(h: &Harness<'_, EditorApp>) -> (usize, (usize, usize)) {
    match &bf(h).mode {
        BfMode::Play(p) => (p.game.turns.len(), p.game.state.positions[0]),
        BfMode::Replay(v) => (v.at(), v.replay().state().positions[0]),
        BfMode::Edit | BfMode::Tournament => (usize::MAX, (0, 0)),
    }
}

#[test]
fn bombfight_play_and_replay_ignore_keys_typed_into_a_path_field() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), "m.bflvl", MAP);
    bf_mut(&mut h).players.sides = [PlayerSpec::Human, PlayerSpec::built_in("idle")];
    burst(&mut h, &[Key::F5]);
    let start = bf_where(&h);
    typed_into_save_as(&mut h, &KEYS);
    h.run_steps(20);
    assert_eq!(bf_where(&h), start, "A neither moved nor ended a turn");
    burst(&mut h, &[Key::D, Key::B]);
    h.run_steps(20);
    assert_ne!(
        bf_where(&h),
        start,
        "the keys reach play once the field is gone"
    );

    let replay = format!(
        "gridwright bombfight replay 1\nseed: 1\nplayer 1: human\nplayer 2: idle\nswapped: no\nmap:\n{MAP}turns:\nright\n-\nright\n-\n"
    );
    let mut h = window(dir.path(), "g.bfreplay", &replay);
    assert_eq!(bf_where(&h).0, 0);
    typed_into_save_as(&mut h, &KEYS);
    assert_eq!(bf_where(&h).0, 0, "the replay did not step or play");
    burst(&mut h, &[Key::ArrowRight]);
    assert_eq!(bf_where(&h).0, 1);
}

fn open_maze() -> Maze {
    let mut m = Maze::new(3, 2, false);
    m.entrance = Cell::new(0, 0);
    m.exit = Cell::new(2, 0);
    m
}

fn maze_ws<'a>(h: &'a Harness<'_, EditorApp>) -> &'a MazeWorkspace {
    h.state().workspace().expect("a maze workspace")
}

fn maze_ws_mut<'a>(h: &'a mut Harness<'_, EditorApp>) -> &'a mut MazeWorkspace {
    h.state_mut().workspace_mut().expect("a maze workspace")
}

#[test]
fn invisible_maze_play_and_replay_ignore_keys_typed_into_a_path_field() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), "m.maze", &write_maze(&open_maze()));
    maze_ws_mut(&mut h).laby.seconds = 0.5;
    burst(&mut h, &[Key::F5]);
    h.run_steps(8);
    let tries = |h: &Harness<'_, EditorApp>| maze_ws(h).play().unwrap().game.tries.len();
    assert_eq!(tries(&h), 0);
    typed_into_save_as(&mut h, &KEYS);
    assert_eq!(tries(&h), 0, "the player did not move");
    burst(&mut h, &[Key::ArrowDown]);
    assert_eq!(tries(&h), 1, "the keys reach play once the field is gone");

    let game = MazeGame {
        seconds: 1.0,
        lives: Some(3),
        density: None,
        seed: None,
        tries: vec![Side::Right, Side::Right],
        maze: open_maze(),
    };
    let mut h = window(dir.path(), "g.labygame", &write_game(&game));
    let at = |h: &Harness<'_, EditorApp>| maze_ws(h).replay().unwrap().at();
    assert_eq!(at(&h), 0);
    typed_into_save_as(&mut h, &KEYS);
    assert_eq!(at(&h), 0, "the replay did not step or play");
    burst(&mut h, &[Key::ArrowRight]);
    assert_eq!(at(&h), 1);
}

/// Presses and releases the pointer at `at`.
fn click_at(h: &mut Harness<'_, EditorApp>, at: egui::Pos2) {
    common::drag(h, at, at);
}

/// Opens a dialog with `open` (its heading is `title`), clicks `at` on the canvas beneath:
/// nothing may change; cancels, clicks again: the edit happens.
fn the_dialog_takes_the_click(
    h: &mut Harness<'_, EditorApp>,
    at: egui::Pos2,
    title: &str,
    open: impl FnOnce(&mut Harness<'_, EditorApp>),
) {
    open(h);
    h.run();
    assert!(h.query_by_label(title).is_some(), "{title} is open");
    click_at(h, at);
    assert!(!h.state().is_dirty(), "{title} took the click");
    h.get_by_label("Cancel").click();
    h.run();
    click_at(h, at);
    assert!(h.state().is_dirty(), "without {title} the click edits");
}

#[test]
fn a_sokoban_dialog_over_the_canvas_takes_the_click() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), "a.sok", LEVELS);
    h.get_all_by_label("Wall  (1)")
        .next()
        .expect("a palette entry")
        .click();
    h.run();
    let ws = common::sok(h.state());
    let at = ws
        .view
        .cell_rect(ws.canvas_rect, gridwright::grid::Pos::new(2, 1))
        .center();
    the_dialog_takes_the_click(&mut h, at, "Resize board", |h| {
        h.get_by_label("Resize…").click()
    });
}

#[test]
fn a_bombfight_dialog_over_the_canvas_takes_the_click() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), "m.bflvl", MAP);
    let w = bf(&h);
    let at = w
        .view
        .cell_rect(w.canvas_rect, gridwright::grid::Pos::new(5, 3))
        .center();
    the_dialog_takes_the_click(&mut h, at, "Random map", |h| {
        h.get_all_by_label("Random map…").next().unwrap().click()
    });
}

#[test]
fn a_maze_dialog_over_the_canvas_takes_the_click() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), "m.maze", &write_maze(&open_maze()));
    let at = gridwright::gui::maze::view::side_point(maze_ws(&h), Cell::new(1, 0), Side::Right);
    the_dialog_takes_the_click(&mut h, at, "New invisible maze", |h| {
        h.get_by_label("Play").click();
        h.run();
        h.get_by_label("New invisible maze…").click();
    });
}
