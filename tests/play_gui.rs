//! Play mode driven headless: playtest, keys, undo, mouse walking and box dragging, solve
//! detection, the next level of a collection, replay, and the solvability check.

mod common;

use std::path::{Path, PathBuf};
use std::time::Duration;

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gridwright::grid::Pos;
use gridwright::gui::EditorApp;
use gridwright::gui::sokoban::Mode;

const LEVELS: &str =
    "; One\n#####\n#@$.#\n#####\n\n; Two\n########\n#@ $  .#\n#      #\n########\n";

fn app_on(dir: &Path, text: &str) -> Harness<'static, EditorApp> {
    let path: PathBuf = dir.join("play.sok");
    std::fs::write(&path, text).unwrap();
    common::window_on(Some(path))
}

fn press(h: &mut Harness<'_, EditorApp>, key: Key) {
    h.key_press(key);
    h.run();
}

/// Presses `keys` all in one frame (`Harness::event` would run a frame per event).
fn burst(h: &mut Harness<'_, EditorApp>, keys: &[Key]) {
    common::press_in_one_frame(h, keys);
    h.run();
}

fn playing(h: &Harness<'_, EditorApp>) -> Option<(usize, usize, bool)> {
    match &common::sok(h.state()).mode {
        Mode::Play(p) => Some((
            p.session.level,
            p.session.game.moves(),
            p.session.is_solved(),
        )),
        _ => None,
    }
}

fn click(h: &mut Harness<'_, EditorApp>, from: Pos, to: Pos) {
    let app = h.state();
    let (a, b) = (
        common::sok(app)
            .view
            .cell_rect(common::sok(app).canvas_rect, from)
            .center(),
        common::sok(app)
            .view
            .cell_rect(common::sok(app).canvas_rect, to)
            .center(),
    );
    common::drag(h, a, b);
}

#[test]
fn playtest_solves_saves_the_solution_and_returns_to_the_editor() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = app_on(dir.path(), LEVELS);
    press(&mut h, Key::F5);
    assert_eq!(playing(&h), Some((0, 0, false)));
    press(&mut h, Key::ArrowUp);
    assert_eq!(
        playing(&h),
        Some((0, 0, false)),
        "a wall: nothing happens, nothing counted"
    );
    press(&mut h, Key::ArrowRight);
    assert_eq!(playing(&h), Some((0, 1, true)));
    assert!(
        h.query_by_label_contains("Solved in 1 moves and 1 pushes")
            .is_some()
    );
    let games = &common::sok(h.state()).doc.collection().levels[0].saved_games;
    assert_eq!((games.len(), games[0].moves.as_str()), (1, "R"));
    press(&mut h, Key::Escape);
    assert!(matches!(common::sok(h.state()).mode, Mode::Edit));
    assert!(
        common::sok(h.state()).doc.is_dirty(),
        "the solution is an edit to save"
    );
}

#[test]
fn undo_redo_restart_in_play() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = app_on(dir.path(), LEVELS);
    common::sok_mut(h.state_mut()).doc.select(1);
    h.run();
    press(&mut h, Key::F5);
    press(&mut h, Key::D);
    press(&mut h, Key::ArrowRight);
    assert_eq!(playing(&h), Some((1, 2, false)));
    press(&mut h, Key::Z);
    assert_eq!(playing(&h), Some((1, 1, false)));
    press(&mut h, Key::Y);
    assert_eq!(playing(&h), Some((1, 2, false)));
    press(&mut h, Key::Backspace);
    press(&mut h, Key::R);
    assert_eq!(playing(&h), Some((1, 0, false)));
}

#[test]
fn mouse_walks_and_drags_boxes() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = app_on(dir.path(), LEVELS);
    common::sok_mut(h.state_mut()).doc.select(1);
    h.run();
    press(&mut h, Key::F5);
    click(&mut h, Pos::new(2, 2), Pos::new(2, 2));
    assert_eq!(
        playing(&h),
        Some((1, 2, false)),
        "walked down-right: two moves"
    );
    click(&mut h, Pos::new(3, 1), Pos::new(6, 1));
    let (_, _, solved) = playing(&h).unwrap();
    assert!(solved, "box dragged onto the goal");
}

#[test]
fn a_deadlock_is_flagged_when_made() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = app_on(
        dir.path(),
        "; Corner\n#######\n#@    #\n# $ . #\n#     #\n#######\n",
    );
    press(&mut h, Key::F5);
    press(&mut h, Key::ArrowDown);
    press(&mut h, Key::ArrowDown);
    press(&mut h, Key::ArrowRight);
    press(&mut h, Key::ArrowUp);
    assert!(h.query_by_label_contains("Unsolvable from here").is_some());
    press(&mut h, Key::Z);
    assert!(h.query_by_label_contains("Unsolvable from here").is_none());
}

#[test]
fn playing_the_collection_offers_the_next_level() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = app_on(dir.path(), LEVELS);
    h.get_by_label("Play").click();
    h.run();
    h.get_by_label("Play the collection from this level")
        .click();
    h.run();
    press(&mut h, Key::ArrowRight);
    assert_eq!(playing(&h), Some((0, 1, true)));
    press(&mut h, Key::Enter);
    assert_eq!(playing(&h), Some((1, 0, false)));
}

#[test]
fn saved_solution_replays_and_snapshot_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let text = format!("{LEVELS}\nSnapshot\nr\n\nSolution\nrRRR\n");
    let mut h = app_on(dir.path(), &text);
    common::sok_mut(h.state_mut()).doc.select(1);
    h.run();
    h.get_all_by_label("Replay").nth(1).unwrap().click();
    h.run();
    assert!(matches!(common::sok(h.state()).mode, Mode::Replay(_)));
    press(&mut h, Key::End);
    assert!(h.query_by_label("Solved").is_some());
    press(&mut h, Key::Escape);
    h.get_all_by_label("Resume").next().unwrap().click();
    h.run();
    assert_eq!(playing(&h), Some((1, 1, false)));
}

#[test]
fn solvability_check_answers_off_the_ui_thread() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = app_on(dir.path(), LEVELS);
    h.get_by_label("Check solvability").click();
    // While the worker runs the UI keeps repainting (progress): step, do not wait to settle.
    h.run_steps(2);
    let deadline = std::time::Instant::now() + Duration::from_secs(60);
    while std::time::Instant::now() < deadline {
        if h.query_by_label_contains("Solvable:").is_some() {
            break;
        }
        std::thread::yield_now();
        h.run_steps(2);
    }
    assert!(
        h.query_by_label_contains("Solvable: 1 moves, 1 pushes")
            .is_some()
    );
    h.get_by_label("Replay solution").click();
    h.run();
    assert!(matches!(common::sok(h.state()).mode, Mode::Replay(_)));
}

#[test]
fn a_burst_of_keys_in_one_frame_moves_once_per_key_in_order() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = app_on(dir.path(), LEVELS);
    h.get_by_label("  2. Two").click();
    h.run();
    press(&mut h, Key::F5);
    // Before: one flag per direction and frame; the two Rights became one move and the
    // order was lost.
    burst(
        &mut h,
        &[
            Key::ArrowRight,
            Key::ArrowRight,
            Key::ArrowDown,
            Key::ArrowLeft,
        ],
    );
    let Mode::Play(p) = &common::sok(h.state()).mode else {
        panic!("playing")
    };
    let pos = p.session.game.position();
    assert_eq!(p.session.game.moves(), 4);
    assert_eq!(pos.pusher, 2 * 8 + 2, "pusher at (2, 2)");
    assert!(pos.boxes[8 + 4], "box pushed once, to (4, 1)");
}

#[test]
fn the_replay_viewer_takes_every_key_of_a_frame() {
    let dir = tempfile::tempdir().unwrap();
    let text = format!("{LEVELS}\nSolution\nrRRR\n");
    let mut h = app_on(dir.path(), &text);
    common::sok_mut(h.state_mut()).doc.select(1);
    h.run();
    h.get_all_by_label("Replay").next().unwrap().click();
    h.run();
    // Before: the two Rights of one frame were one step.
    burst(&mut h, &[Key::ArrowRight; 3]);
    let Mode::Replay(r) = &common::sok(h.state()).mode else {
        panic!("replaying")
    };
    assert_eq!(r.playback.at(), 3);
}

#[test]
fn a_game_resumed_from_a_saved_one_is_no_personal_record() {
    let dir = tempfile::tempdir().unwrap();
    let text = format!("{LEVELS}\nSnapshot\nr\n");
    let mut h = app_on(dir.path(), &text);
    common::sok_mut(h.state_mut()).doc.select(1);
    h.run();
    h.get_all_by_label("Resume").next().unwrap().click();
    h.run();
    burst(&mut h, &[Key::ArrowRight, Key::ArrowRight, Key::ArrowRight]);
    h.run_steps(3);
    assert_eq!(playing(&h), Some((1, 4, true)));
    assert!(h.query_by_label_contains("not a personal record").is_some());
    assert!(
        common::sok(h.state()).records.levels.is_empty(),
        "no record kept"
    );
}

#[test]
fn leaving_an_unsolved_game_keeps_it_until_the_level_is_edited_or_restarted() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = app_on(dir.path(), LEVELS);
    common::sok_mut(h.state_mut()).doc.select(1);
    h.run();
    press(&mut h, Key::F5);
    press(&mut h, Key::S);
    press(&mut h, Key::D);
    press(&mut h, Key::Escape);
    assert!(matches!(common::sok(h.state()).mode, Mode::Edit));
    press(&mut h, Key::F5);
    assert_eq!(playing(&h), Some((1, 2, false)), "F5 resumes the game left");
    assert!(
        h.query_by_label_contains("Resumed your game at 2 moves")
            .is_some()
    );
    press(&mut h, Key::R);
    press(&mut h, Key::Escape);
    press(&mut h, Key::F5);
    assert_eq!(
        playing(&h),
        Some((1, 0, false)),
        "a restarted game is not kept"
    );
    press(&mut h, Key::D);
    press(&mut h, Key::Escape);
    let wall = gridwright_formats::sokoban::Square::Wall;
    common::sok_mut(h.state_mut())
        .doc
        .set_squares(vec![(Pos::new(6, 2), wall)]);
    h.run();
    press(&mut h, Key::F5);
    assert_eq!(
        playing(&h),
        Some((1, 0, false)),
        "an edited level starts afresh"
    );
}

/// Steps the window until a label containing `words` shows (a worker is answering).
fn step_until(h: &mut Harness<'_, EditorApp>, words: &str) -> bool {
    let deadline = std::time::Instant::now() + Duration::from_secs(60);
    while std::time::Instant::now() < deadline {
        if h.query_by_label_contains(words).is_some() {
            return true;
        }
        std::thread::yield_now();
        h.run_steps(2);
    }
    false
}

#[test]
fn generate_gives_its_time_up_front_and_a_stop_keeps_what_was_made() {
    let dir = tempfile::tempdir().unwrap();
    let big = "; Room\n##########\n#@       #\n#        #\n#        #\n#        #\n#        #\n##########\n";
    let mut h = app_on(dir.path(), big);
    h.get_by_label("Level").click();
    h.run();
    h.get_by_label("Generate…").click();
    h.run();
    assert!(
        h.query_by_label_contains("Takes at most 30 s (5 s a level)")
            .is_some()
    );
    h.get_by_label("Generate").click();
    h.run_steps(2);
    assert!(
        h.query_by_label_contains("of at most 30 s").is_some(),
        "progress with time"
    );
    h.get_by_label("Stop").click();
    assert!(
        step_until(&mut h, "Stopped after"),
        "a stop is said as such"
    );
    assert!(
        h.query_by_label_contains("No level was confirmed")
            .is_none()
    );
}
