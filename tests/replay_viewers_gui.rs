//! The one replay panel every viewer shares (Sokoban, invisible maze, BombFight, 2048),
//! headless: the same controls in the same order, the play button saying Play again at the
//! end and playing from the start when pressed there, and the log of steps, whose lines are
//! a click away.

mod common;

use std::path::Path;

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gridwright::gui::EditorApp;

const SOKOBAN: &str = "; One\n#######\n#@$  .#\n#######\n\nSolution\nRRR\n";
const MAP: &str = "11 9\n###########\n#A  X 5 X #\n# # #X# # #\n#   9   X #\n# #X# # # #\n# 3  X   0E\n# # # #X# #\n#X   7   B#\n###########\n40\n";

/// The window on a file of `name` holding `text`.
fn window(dir: &Path, name: &str, text: &str) -> Harness<'static, EditorApp> {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    common::window_on(Some(path))
}

/// The Sokoban window in the viewer of the level's solution.
fn sokoban(dir: &Path) -> Harness<'static, EditorApp> {
    let mut h = window(dir, "s.sok", SOKOBAN);
    h.get_all_by_label("Replay").next().unwrap().click();
    h.run();
    h
}

fn bombfight(dir: &Path) -> Harness<'static, EditorApp> {
    let replay = format!(
        "gridwright bombfight replay 1\nseed: 1\nplayer 1: human\nplayer 2: idle\nswapped: no\nmap:\n{MAP}turns:\nright\n-\nright\n-\n"
    );
    window(dir, "g.bfreplay", &replay)
}

fn g2048(dir: &Path) -> Harness<'static, EditorApp> {
    use gridwright::g2048::game::Game;
    use gridwright::grid::Dir;
    let level =
        gridwright_formats::g2048::read_level("game = \"2048\"\nwidth = 4\nheight = 4\nseed = 5\n")
            .unwrap();
    let mut g = Game::new(&level, 5);
    for d in [Dir::Left, Dir::Up, Dir::Right] {
        g.play(d);
    }
    let text = gridwright_formats::g2048::write_record(&g.record());
    window(dir, "g.2048game", &text)
}

fn maze(dir: &Path) -> Harness<'static, EditorApp> {
    use gridwright_formats::maze::{Cell, Maze, MazeGame, Side};
    let mut m = Maze::new(3, 1, false);
    m.entrance = Cell::new(0, 0);
    m.exit = Cell::new(2, 0);
    let game = MazeGame {
        seconds: 0.0,
        lives: Some(3),
        density: None,
        seed: None,
        tries: vec![Side::Right, Side::Right],
        maze: m,
    };
    window(
        dir,
        "g.labygame",
        &gridwright_formats::maze::write_game(&game),
    )
}

/// The panel's play button (the menu bar has a Play menu too: the button is the lower one).
fn play_button<'a>(h: &'a Harness<'_, EditorApp>) -> egui_kittest::Node<'a> {
    h.get_all_by_label("Play")
        .max_by(|a, b| a.rect().top().total_cmp(&b.rect().top()))
        .expect("a Play button")
}

/// Where each of the panel's controls is, top to bottom: the same in every viewer.
fn control_order(h: &Harness<'_, EditorApp>) -> Vec<&'static str> {
    let mut found: Vec<(f32, &'static str)> = ["|<", "<", "Play", ">", ">|"]
        .into_iter()
        .map(|l| match l {
            "Play" => (play_button(h).rect().left(), l),
            _ => (h.get_by_label(l).rect().left(), l),
        })
        .collect();
    found.sort_by(|a, b| a.0.total_cmp(&b.0));
    let mut order: Vec<&'static str> = found.into_iter().map(|f| f.1).collect();
    let log = h.get_by_label("0. start").rect().top();
    let play = play_button(h).rect().top();
    assert!(log > play, "the log is below the controls");
    order.push("log");
    order
}

/// Plays to the end by frames (kittest's clock), then asserts the button says Play, and
/// that Play there starts over from the start.
fn play_to_the_end_then_again(
    h: &mut Harness<'_, EditorApp>,
    at: impl Fn(&EditorApp) -> (usize, usize),
) {
    // The slowest speed, so that one frame never plays a whole replay.
    common::press_in_one_frame(h, &[Key::Minus; 8]);
    h.run();
    play_button(h).click();
    h.run_steps(2);
    for _ in 0..600 {
        h.step();
        let (now, len) = at(h.state());
        if now == len {
            break;
        }
    }
    let (now, len) = at(h.state());
    assert_eq!(now, len, "played to the end");
    // Before: the frame that reached the end was drawn before its step and still said
    // Pause, and when nothing else asked for a frame Pause stayed on screen.
    assert!(h.query_by_label("Pause").is_none(), "at the end: no Pause");
    play_button(h).click();
    h.step();
    let (now, _) = at(h.state());
    assert_eq!(now, 0, "Play at the end starts from the start");
    h.step();
    assert!(h.query_by_label("Pause").is_some(), "and plays");
}

/// Clicks the log's line `line` and returns where the viewer went.
fn click_log(h: &mut Harness<'_, EditorApp>, line: &str) {
    h.get_by_label(line).click();
    h.run();
}

#[test]
fn the_sokoban_viewer_has_the_shared_panel_and_says_play_at_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = sokoban(dir.path());
    let at = |app: &EditorApp| {
        let ws = common::sok(app);
        let gridwright::gui::sokoban::Mode::Replay(r) = &ws.mode else {
            panic!("replaying")
        };
        (r.playback.at(), r.playback.len())
    };
    assert_eq!(control_order(&h), ["|<", "<", "Play", ">", ">|", "log"]);
    let (status, _) = h.state().shell.status.clone();
    assert_eq!(
        status, "Watching the replay: Esc goes back.",
        "not the editor's words"
    );
    assert!(
        h.query_by_label("2. push right").is_some(),
        "the log in words"
    );
    click_log(&mut h, "2. push right");
    assert_eq!(at(h.state()), (2, 3), "a click on a line goes there");
    play_to_the_end_then_again(&mut h, at);
}

#[test]
fn the_bombfight_viewer_logs_each_turn_and_its_player() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = bombfight(dir.path());
    let at = |app: &EditorApp| {
        let ws: &gridwright::gui::bombfight::BombFightWorkspace = app.workspace().unwrap();
        let gridwright::gui::bombfight::Mode::Replay(v) = &ws.mode else {
            panic!("replaying")
        };
        (v.at(), v.len())
    };
    assert_eq!(control_order(&h), ["|<", "<", "Play", ">", ">|", "log"]);
    assert!(h.query_by_label("2. B: nothing").is_some());
    click_log(&mut h, "3. A: right");
    assert_eq!(at(h.state()), (3, 4));
    play_to_the_end_then_again(&mut h, at);
}

#[test]
fn the_2048_viewer_logs_each_move() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = g2048(dir.path());
    let at = |app: &EditorApp| {
        let ws: &gridwright::gui::g2048::G2048Workspace = app.workspace().unwrap();
        let gridwright::gui::g2048::Mode::Replay(v) = &ws.mode else {
            panic!("replaying")
        };
        (v.at(), v.len())
    };
    assert_eq!(control_order(&h), ["|<", "<", "Play", ">", ">|", "log"]);
    click_log(&mut h, "2. up");
    assert_eq!(at(h.state()), (2, 3));
    play_to_the_end_then_again(&mut h, at);
}

#[test]
fn the_maze_viewer_logs_each_try() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = maze(dir.path());
    let at = |app: &EditorApp| {
        let ws = common::maze(app).unwrap();
        let r = ws.replay().expect("replaying");
        (r.at(), r.len())
    };
    assert_eq!(control_order(&h), ["|<", "<", "Play", ">", ">|", "log"]);
    click_log(&mut h, "1. right");
    assert_eq!(at(h.state()), (1, 2));
    play_to_the_end_then_again(&mut h, at);
}
