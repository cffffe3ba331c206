//! 2048 in the window, headless: the play state machine with a burst of keys in one frame,
//! the keep-playing and game-over flow, undo, the editor's painting and checks, the hint off
//! the UI thread, and a record opened in the viewer.

mod common;

use std::path::Path;
use std::time::Duration;

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gridwright::g2048::game::Game;
use gridwright::grid::Dir;
use gridwright::gui::EditorApp;
use gridwright::gui::g2048::{G2048Workspace, Mode};
use gridwright_formats::g2048::read_level;

const LEVEL: &str = "game = \"2048\"\ntitle = \"Test\"\nwidth = 4\nheight = 4\nseed = 5\n";
const TINY: &str = "game = \"2048\"\nwidth = 2\nheight = 2\ntarget = 8\nseed = 1\nstart = [[4, 4], [0, 0]]\n[[spawn]]\nvalue = 2\nweight = 1\n";

fn window(dir: &Path, text: &str) -> Harness<'static, EditorApp> {
    let path = dir.join("level.2048");
    std::fs::write(&path, text).unwrap();
    common::window_on(Some(path))
}

fn ws<'a>(h: &'a Harness<'_, EditorApp>) -> &'a G2048Workspace {
    h.state().workspace().expect("a 2048 workspace")
}

fn game<'a>(h: &'a Harness<'_, EditorApp>) -> &'a Game {
    match &ws(h).mode {
        Mode::Play(p) => &p.game,
        _ => panic!("not playing"),
    }
}

fn burst(h: &mut Harness<'_, EditorApp>, keys: &[Key]) {
    common::press_in_one_frame(h, keys);
    h.run_steps(4);
}

#[test]
fn every_key_of_a_frame_counts_in_order_and_undo_restores() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), LEVEL);
    burst(&mut h, &[Key::F5]);
    // Left, up (ZQSD's Z), right (WASD's D), down: four keys in one frame.
    burst(&mut h, &[Key::ArrowLeft, Key::Z, Key::D, Key::ArrowDown]);
    let mut expected = Game::new(&read_level(LEVEL).unwrap(), 5);
    for d in [Dir::Left, Dir::Up, Dir::Right, Dir::Down] {
        expected.play(d);
    }
    assert_eq!(game(&h).board(), expected.board());
    assert_eq!(game(&h).moves(), expected.moves());
    let before_last = {
        let mut g = expected.clone();
        g.undo();
        g.board().clone()
    };
    burst(&mut h, &[Key::U]);
    assert_eq!(
        game(&h).board(),
        &before_last,
        "undo takes the last move back"
    );
    burst(&mut h, &[Key::Escape]);
    assert!(matches!(ws(&h).mode, Mode::Edit));
    assert!(!h.state().is_dirty(), "playing does not change the level");
}

#[test]
fn the_target_asks_to_keep_playing_and_the_end_shows_the_highest_tile() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), TINY);
    burst(&mut h, &[Key::F5]);
    burst(&mut h, &[Key::ArrowUp]);
    assert!(
        h.query_by_label_contains("Invalid move").is_some(),
        "nothing moved, nothing spawned"
    );
    assert_eq!(game(&h).moves(), "");
    // The merge makes 8: the dialog asks, and keys wait meanwhile.
    burst(&mut h, &[Key::ArrowLeft, Key::ArrowRight]);
    assert!(h.query_by_label("You made 8!").is_some());
    assert_eq!(
        game(&h).moves(),
        "L",
        "the key after the win waits for the answer"
    );
    h.get_by_label("Keep playing").click();
    h.run_steps(3);
    assert!(h.query_by_label("You made 8!").is_none());
    burst(&mut h, &[Key::ArrowRight]);
    assert_eq!(game(&h).moves(), "LR");
    // Play on until no move is left: the game-over dialog names the highest tile and score.
    for _ in 0..40 {
        if h.query_by_label("Game over").is_some() {
            break;
        }
        burst(
            &mut h,
            &[
                Key::ArrowLeft,
                Key::ArrowUp,
                Key::ArrowRight,
                Key::ArrowDown,
            ],
        );
    }
    assert!(h.query_by_label("Game over").is_some());
    let g = game(&h);
    let line = format!(
        "Highest tile {}, score {}.",
        gridwright::g2048::board::label(g.board().highest()),
        g.score()
    );
    assert!(h.query_by_label_contains(&line).is_some(), "{line}");
    h.get_by_label("Back to the editor").click();
    h.run_steps(3);
    assert!(
        h.query_by_label("Save the game?").is_some(),
        "the record would be lost"
    );
    h.get_by_label("Discard").click();
    h.run_steps(3);
    assert!(matches!(ws(&h).mode, Mode::Edit));
}

#[test]
fn the_editor_paints_a_start_board_and_checks_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(
        dir.path(),
        "game = \"2048\"\nwidth = 2\nheight = 2\nstart = [[2, 4], [4, 0]]\n",
    );
    assert!(h.query_by_label("Valid level: ready to play").is_some());
    h.get_by_label("16").click();
    h.run();
    let r = ws(&h).board_rect;
    let at = egui::pos2(r.right() - r.width() / 4.0, r.bottom() - r.height() / 4.0);
    h.hover_at(at);
    h.run();
    h.drag_at(at);
    h.run();
    h.drop_at(at);
    h.run_steps(2);
    assert_eq!(ws(&h).tools.brush, 16);
    let start = ws(&h).doc.level().start.clone().unwrap();
    assert_eq!(start, vec![vec![2, 4], vec![4, 16]]);
    assert!(
        h.query_by_label("The start board is full and has no valid move.")
            .is_some(),
        "the live check"
    );
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::Z);
    h.run_steps(2);
    assert_eq!(
        ws(&h).doc.level().start.clone().unwrap(),
        vec![vec![2, 4], vec![4, 0]]
    );
}

#[test]
fn the_hint_comes_from_another_thread_with_each_moves_value() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), LEVEL);
    burst(&mut h, &[Key::F5]);
    h.get_by_label("Hint  (H)").click();
    h.run_steps(2);
    // The hint comes when its thread answers: frames run until it shows, a minute at most.
    let deadline = std::time::Instant::now() + Duration::from_secs(60);
    while std::time::Instant::now() < deadline {
        if h.query_by_label_contains("Move ").is_some() {
            break;
        }
        std::thread::yield_now();
        h.run_steps(1);
    }
    // Before: raw evaluation numbers ("Left: 183452  ◀ best"); now the move in words.
    assert!(h.query_by_label_contains("Move ").is_some());
    assert!(h.query_by_label_contains(": best").is_some());
    let Mode::Play(p) = &ws(&h).mode else {
        panic!()
    };
    let advice = p.advice.clone().unwrap();
    assert!(advice.best.is_some() && advice.values.iter().filter(|v| v.is_some()).count() >= 2);
}

#[test]
fn a_record_opens_in_the_viewer_and_steps() {
    let dir = tempfile::tempdir().unwrap();
    let level = read_level(LEVEL).unwrap();
    let mut g = Game::new(&level, 5);
    for d in [Dir::Left, Dir::Up, Dir::Right] {
        g.play(d);
    }
    let path = dir.path().join("g.2048game");
    std::fs::write(&path, gridwright_formats::g2048::write_record(&g.record())).unwrap();
    let mut h = common::window_on(Some(path));
    burst(&mut h, &[Key::ArrowRight, Key::ArrowRight]);
    let Mode::Replay(v) = &ws(&h).mode else {
        panic!("{:?}", h.state().shell.status)
    };
    assert_eq!(v.at(), 2);
    burst(&mut h, &[Key::End]);
    let Mode::Replay(v) = &ws(&h).mode else {
        panic!()
    };
    assert_eq!(v.replay().game().board(), g.board());
}

#[test]
fn typing_a_title_is_one_undo_step() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), LEVEL);
    h.get_by_label("Title").click();
    h.run();
    // A letter a frame, as people type.
    for letter in ["i", "n", "g"] {
        h.get_by_label("Title").type_text(letter);
        h.run();
    }
    assert_eq!(ws(&h).doc.level().title, "Testing");
    h.key_press(Key::Escape);
    h.run_steps(2);
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::Z);
    h.run_steps(2);
    assert_eq!(
        ws(&h).doc.level().title,
        "Test",
        "the three letters go back at once"
    );
}

#[test]
fn the_classic_game_starts_from_the_file_menu_whatever_is_open() {
    let mut h = common::window_on(None);
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Play a game").click();
    h.run();
    h.get_by_label("2048 (classic)").click();
    h.run_steps(3);
    assert_eq!(
        game(&h).board().cells().iter().filter(|&&e| e > 0).count(),
        2
    );
    assert!(!h.state().is_dirty(), "nothing to save yet");
    burst(&mut h, &[Key::Escape]);
    assert!(matches!(ws(&h).mode, Mode::Edit));
    let doc = &ws(&h).doc;
    assert_eq!(doc.level().title, "Classic");
    assert!(!doc.can_undo(), "the program made the level, not the user");
}

#[test]
fn a_game_left_is_resumed_and_a_new_game_asks_first() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), LEVEL);
    burst(&mut h, &[Key::F5]);
    burst(&mut h, &[Key::ArrowLeft, Key::ArrowUp, Key::ArrowRight]);
    let moves = game(&h).moves().to_owned();
    burst(&mut h, &[Key::Escape]);
    assert!(matches!(ws(&h).mode, Mode::Edit));
    // Before: the game was gone; F5 started over.
    burst(&mut h, &[Key::F5]);
    assert_eq!(game(&h).moves(), moves, "resumed");
    assert!(h.query_by_label_contains("Resumed: ").is_some());
    h.get_by_label("New game").click();
    h.run_steps(3);
    assert!(h.query_by_label("Save the game?").is_some(), "asks first");
    h.get_by_label("Cancel").click();
    h.run_steps(3);
    assert_eq!(game(&h).moves(), moves, "cancel keeps the game");
    h.get_by_label("New game").click();
    h.run_steps(3);
    h.get_by_label("Discard").click();
    h.run_steps(3);
    assert_eq!(game(&h).moves(), "", "a new game");
}

#[test]
fn game_over_offers_undo_when_the_rules_allow_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), TINY);
    burst(&mut h, &[Key::F5]);
    burst(&mut h, &[Key::ArrowLeft]);
    h.get_by_label("End the game").click();
    h.run_steps(3);
    assert!(h.query_by_label("Game over").is_some());
    // Before: no undo at game over.
    h.get_by_label("Undo the last move  (U)").click();
    h.run_steps(3);
    assert!(h.query_by_label("Game over").is_none());
    assert_eq!(game(&h).moves(), "");
}

#[test]
fn the_view_menu_turns_animations_off() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), LEVEL);
    h.get_by_label("View").click();
    h.run();
    h.get_by_label("Animate moves").click();
    h.run();
    assert!(!ws(&h).animate);
}

#[test]
fn autoplay_thinks_less_to_play_at_the_speed_asked() {
    use gridwright::gui::g2048::Auto;
    // Before: 150 ms a move whatever the speed, about 6 moves a second at "60 moves/s".
    assert!(Auto::think_time(60.0) <= Duration::from_millis(14));
    assert_eq!(Auto::think_time(1.0), Duration::from_millis(150));
}

/// File > Play a game > `name`, by the menus.
fn play_a_game(h: &mut Harness<'_, EditorApp>, name: &str) {
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Play a game").click();
    h.run();
    h.get_by_label(name).click();
    h.run_steps(3);
}

#[test]
fn a_menu_that_would_replace_a_game_with_unsaved_moves_asks_first() {
    // Before: a 2048 game of three moves, left with Esc (kept for later).
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("level.2048");
    std::fs::write(&path, LEVEL).unwrap();
    let mut h = common::window_for_file_dialogs(path);
    burst(&mut h, &[Key::F5]);
    burst(&mut h, &[Key::ArrowLeft, Key::ArrowUp, Key::ArrowRight]);
    burst(&mut h, &[Key::Escape]);
    // Action: File > Play a game > Sokoban. After: the game guard asks; Cancel stays.
    play_a_game(&mut h, "Sokoban");
    assert!(h.query_by_label("Save the game?").is_some(), "asks first");
    h.get_by_label("Cancel").click();
    h.run_steps(3);
    assert!(
        h.state().workspace::<G2048Workspace>().is_some(),
        "cancel stays"
    );
    // Action: again, Save game…, then Save in the dialog. After: the record is written,
    // then Sokoban is played.
    play_a_game(&mut h, "Sokoban");
    h.get_by_label("Save game…").click();
    h.run_steps(4);
    h.get_by_label("Save").click();
    h.run_steps(4);
    let record = std::fs::read_to_string(dir.path().join("game.2048game")).unwrap();
    assert!(record.contains("moves"), "{record}");
    let game = h.state().current().document().game();
    assert_eq!(game, gridwright_formats::Game::Sokoban);
}

#[test]
fn discard_lets_the_menu_replace_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), LEVEL);
    burst(&mut h, &[Key::F5]);
    burst(&mut h, &[Key::ArrowLeft, Key::ArrowUp]);
    play_a_game(&mut h, "BombFight");
    h.get_by_label("Discard").click();
    h.run_steps(3);
    let game = h.state().current().document().game();
    assert_eq!(game, gridwright_formats::Game::BombFight);
}

#[test]
fn the_puzzle_check_answers_in_a_sentence_with_moves_in_words_and_cells_as_the_status_bar_names_them()
 {
    // Before: the bundled "only fours" puzzle in the editor.
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("levels/2048/puzzle-fours.2048");
    let mut h = common::window_on(Some(path));
    // Action: Check the puzzle, until the worker answers.
    h.get_by_label("Check the puzzle").click();
    let deadline = std::time::Instant::now() + Duration::from_secs(60);
    while h.query_by_label_contains("Reachable").is_none() && std::time::Instant::now() < deadline {
        h.step();
        std::thread::sleep(Duration::from_millis(20));
    }
    // After: a sentence, moves in words, cells as "x 0 y 0".
    let first = "Reachable whatever spawns: down (+4 at x 0 y 0), left";
    assert!(h.query_by_label_contains(first).is_some());
}
