//! The BombFight workspace through the whole window: painting with undo, live checks,
//! playtest with a person and a bot, bot games paused and stepped, the end of a game, and
//! the replay viewer.

mod common;

use std::path::{Path, PathBuf};

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gridwright::bombfight::engine::End;
use gridwright::bombfight::players::PlayerSpec;
use gridwright::gui::EditorApp;
use gridwright::gui::bombfight::{BombFightWorkspace, Mode};
use gridwright_formats::bombfight::{Player, Tile};

const MAP: &str = "11 9\n###########\n#A  X 5 X #\n# # #X# # #\n#   9   X #\n# #X# # # #\n# 3  X   0E\n# # # #X# #\n#X   7   B#\n###########\n40\n";

fn window(dir: &Path, name: &str, text: &str) -> Harness<'static, EditorApp> {
    let path: PathBuf = dir.join(name);
    std::fs::write(&path, text).unwrap();
    common::window_on(Some(path))
}

fn ws<'a>(h: &'a Harness<'_, EditorApp>) -> &'a BombFightWorkspace {
    h.state().workspace().expect("a BombFight workspace")
}

fn ws_mut<'a>(h: &'a mut Harness<'_, EditorApp>) -> &'a mut BombFightWorkspace {
    h.state_mut()
        .workspace_mut()
        .expect("a BombFight workspace")
}

fn click_cell(h: &mut Harness<'_, EditorApp>, x: usize, y: usize) {
    let w = ws(h);
    let at = w
        .view
        .cell_rect(w.canvas_rect, gridwright::grid::Pos::new(x, y))
        .center();
    h.hover_at(at);
    h.run();
    h.drag_at(at);
    h.run();
    h.drop_at(at);
    h.run();
}

/// Runs frames until `done` holds (a bot answers on its own thread, so its turn takes a
/// frame or a few); fails only after a minute, so a busy machine is slower, never wrong.
fn until(
    h: &mut Harness<'_, EditorApp>,
    what: &str,
    done: impl Fn(&Harness<'_, EditorApp>) -> bool,
) {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(60);
    while std::time::Instant::now() < deadline {
        if done(h) {
            return;
        }
        h.step();
        std::thread::yield_now();
    }
    panic!("never happened: {what}");
}

fn press(h: &mut Harness<'_, EditorApp>, key: Key) {
    h.key_press(key);
    h.run();
}

#[test]
fn painting_is_undone_and_the_checks_follow() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), "m.bflvl", MAP);
    assert!(h.query_by_label("Valid map: ready to play").is_some());
    h.get_all_by_label("Brick  (2)")
        .next()
        .expect("a Brick swatch")
        .click();
    h.run();
    click_cell(&mut h, 2, 1);
    assert_eq!(ws(&h).doc.level().get(2, 1), Tile::Brick);
    assert!(h.state().is_dirty());
    h.get_all_by_label("Empty")
        .next()
        .expect("an Empty swatch")
        .click();
    h.run();
    click_cell(&mut h, 0, 3);
    assert!(
        h.query_by_label_contains("gap(s) that are not exits")
            .is_some(),
        "the open ring is reported at once"
    );
    h.get_by_label("Edit").click();
    h.run();
    h.get_by_label_contains("Undo").click();
    h.run();
    assert_eq!(ws(&h).doc.level().get(0, 3), Tile::Wall);
    assert!(h.query_by_label("Valid map: ready to play").is_some());
}

#[test]
fn playtest_a_person_against_a_bot_every_key_of_a_frame_counts() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), "m.bflvl", MAP);
    ws_mut(&mut h).players.sides = [PlayerSpec::Human, PlayerSpec::built_in("idle")];
    press(&mut h, Key::F5);
    assert!(matches!(ws(&h).mode, Mode::Play(_)));
    assert!(h.query_by_label_contains("A to act").is_some());
    // D and B in one frame: a move then a bomb, which ends the turn.
    common::press_in_one_frame(&mut h, &[Key::D, Key::B]);
    h.run_steps(10);
    if let Mode::Play(p) = &mut ws_mut(&mut h).mode {
        p.pace.speed = 60.0;
    }
    until(&mut h, "the idle bot has played", |h| match &ws(h).mode {
        Mode::Play(p) => p.game.turns.len() == 2,
        _ => false,
    });
    let Mode::Play(p) = &ws(&h).mode else {
        panic!("still playing")
    };
    let s = &p.game.state;
    assert_eq!(s.positions[0], (2, 1));
    assert_eq!(s.bomb_at((2, 1)).map(|b| b.owner), Some(Player::One));
    assert_eq!(s.to_act, Player::One, "the idle bot has played its turn");
    press(&mut h, Key::Escape);
    assert!(matches!(ws(&h).mode, Mode::Edit));
    assert!(!h.state().is_dirty(), "playing does not change the map");
}

#[test]
fn arrows_move_as_wasd_do_and_a_second_move_replaces_the_first() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), "m.bflvl", MAP);
    ws_mut(&mut h).players.sides = [PlayerSpec::Human, PlayerSpec::built_in("idle")];
    press(&mut h, Key::F5);
    // Before: arrows did nothing and the second move key of a turn was dropped.
    common::press_in_one_frame(&mut h, &[Key::ArrowUp, Key::ArrowDown, Key::F]);
    h.run_steps(3);
    let turns = |h: &Harness<'_, EditorApp>| match &ws(h).mode {
        Mode::Play(p) => p.game.turns.clone(),
        _ => vec![],
    };
    assert_eq!(turns(&h).first().map(String::as_str), Some("down"));
    // B twice takes the bomb back: the turn is the move alone.
    if let Mode::Play(p) = &mut ws_mut(&mut h).mode {
        p.pace.speed = 60.0;
    }
    until(&mut h, "the idle bot has played", |h| turns(h).len() == 2);
    common::press_in_one_frame(&mut h, &[Key::B, Key::B, Key::ArrowRight, Key::F]);
    h.run_steps(3);
    assert_eq!(turns(&h).get(2).map(String::as_str), Some("right"));
}

#[test]
fn bots_play_paused_and_stepped_then_again_with_starts_swapped() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), "m.bflvl", &MAP.replace("\n40\n", "\n6\n"));
    ws_mut(&mut h).players.sides = [
        PlayerSpec::built_in("random"),
        PlayerSpec::built_in("random"),
    ];
    h.key_press(Key::F5);
    h.step();
    h.get_by_label("Pause").click();
    h.run();
    let turns = |h: &Harness<'_, EditorApp>| match &ws(h).mode {
        Mode::Play(p) => p.game.turns.len(),
        _ => usize::MAX,
    };
    until(&mut h, "the turn under way is played", |h| {
        match &ws(h).mode {
            Mode::Play(p) => !p.thinking(),
            _ => false,
        }
    });
    let before = turns(&h);
    h.get_by_label("Step").click();
    until(&mut h, "the step is played", |h| turns(h) == before + 1);
    h.run_steps(5);
    assert_eq!(turns(&h), before + 1, "one bot turn per step");
    h.get_by_label("Resume").click();
    if let Mode::Play(p) = &mut ws_mut(&mut h).mode {
        p.pace.speed = 60.0;
    }
    until(&mut h, "the game ends", |h| {
        h.query_by_label("Game over").is_some()
    });
    let Mode::Play(p) = &ws(&h).mode else {
        panic!()
    };
    assert_eq!(p.game.state.end, Some(End::Rounds));
    h.run();
    assert!(
        h.query_by_label("Pause").is_none() && h.query_by_label("Resume").is_none(),
        "nothing is left to pause at game over"
    );
    assert!(h.query_by_label("The game is over").is_some());
    // Before: Esc in the replay went to the editor, and the result's Save replay… was lost.
    h.get_by_label("Watch the replay").click();
    h.run();
    assert!(matches!(ws(&h).mode, Mode::Replay(_)));
    press(&mut h, Key::Escape);
    assert!(matches!(ws(&h).mode, Mode::Play(_)), "back to the result");
    assert!(h.query_by_label("Save replay…").is_some());
    // Before: leaving a finished game lost its replay without a word.
    press(&mut h, Key::Escape);
    assert!(
        h.query_by_label_contains("This game's replay is not saved")
            .is_some(),
        "Esc at the result asks first"
    );
    h.get_by_label("Cancel").click();
    h.run();
    assert!(
        matches!(ws(&h).mode, Mode::Play(_)),
        "Cancel keeps the result"
    );
    h.get_by_label("Play again, starts swapped").click();
    h.run();
    h.get_by_label("Discard").click();
    h.run_steps(10);
    let Mode::Play(p) = &ws(&h).mode else {
        panic!()
    };
    assert!(p.game.swapped);
    assert_eq!(p.game.state.starts[0], (9, 7), "player 1 starts on B");
}

#[test]
fn a_saved_replay_opens_in_the_viewer_and_steps() {
    let dir = tempfile::tempdir().unwrap();
    let replay = format!(
        "gridwright bombfight replay 1\nseed: 1\nplayer 1: human\nplayer 2: idle\nswapped: no\nmap:\n{MAP}turns:\nright\n-\nright\n-\n"
    );
    let mut h = window(dir.path(), "g.bfreplay", &replay);
    let Mode::Replay(v) = &ws(&h).mode else {
        panic!("{:?}", h.state().shell.status)
    };
    assert_eq!(v.len(), 4);
    press(&mut h, Key::ArrowRight);
    press(&mut h, Key::ArrowRight);
    let Mode::Replay(v) = &ws(&h).mode else {
        panic!()
    };
    assert_eq!(v.at(), 2);
    assert_eq!(v.replay().state().positions[0], (2, 1));
    h.get_by_label("Back to the editor  (Esc)").click();
    h.run();
    assert!(matches!(ws(&h).mode, Mode::Edit));
}

#[test]
fn the_in_window_file_dialog_saves_a_map_and_opens_it_again() {
    use egui::Modifiers;
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.bflvl");
    std::fs::write(&path, MAP).unwrap();
    let mut h = common::window_for_file_dialogs(path.clone());
    h.get_all_by_label("Brick  (2)")
        .next()
        .expect("a Brick swatch")
        .click();
    h.run();
    click_cell(&mut h, 2, 1);
    h.key_press_modifiers(Modifiers::COMMAND | Modifiers::SHIFT, Key::S);
    h.run();
    let fields = h.get_all_by_role(egui::accesskit::Role::TextInput);
    let values: Vec<String> = fields.filter_map(|n| n.value()).collect();
    assert!(values.iter().any(|v| v == "m.bflvl"), "{values:?}");
    h.get_by_label("Save").click();
    h.run();
    assert!(!h.state().is_dirty(), "{:?}", h.state().shell.status);
    let saved = gridwright_formats::bombfight::read_bflvl(&std::fs::read_to_string(&path).unwrap());
    assert_eq!(saved.unwrap().get(2, 1), Tile::Brick);
    std::fs::write(
        dir.path().join("levels.sok"),
        "; One\n#####\n#@$.#\n#####\n",
    )
    .unwrap();
    common::open_through_the_dialog(&mut h, "levels.sok");
    assert!(h.state().workspace::<BombFightWorkspace>().is_none());
    common::open_through_the_dialog(&mut h, "m.bflvl");
    assert_eq!(ws(&h).doc.level().get(2, 1), Tile::Brick);
    assert!(
        h.query_by_label("Maze tools").is_none() && h.query_by_label_contains("Levels (").is_none()
    );
}

#[test]
fn a_map_is_never_saved_under_a_replays_name() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), "m.bflvl", MAP);
    let wrong = dir.path().join("game.bfreplay");
    assert!(!h.state_mut().save_to(&wrong));
    assert!(!wrong.exists());
    let (msg, failed) = h.state().shell.status.clone();
    assert!(failed && msg.contains(".bflvl"), "{msg}");
}

#[test]
fn a_finished_games_replay_is_saved_through_the_shells_file_dialog() {
    // Before: a bare path prompt wrote `game.bfreplay` into the process's working folder.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.bflvl");
    std::fs::write(&path, MAP.replace("\n40\n", "\n3\n")).unwrap();
    let mut h = common::window_for_file_dialogs(path);
    ws_mut(&mut h).players.sides = [
        PlayerSpec::built_in("random"),
        PlayerSpec::built_in("random"),
    ];
    h.key_press(Key::F5);
    h.step();
    if let Mode::Play(p) = &mut ws_mut(&mut h).mode {
        p.pace.speed = 60.0;
    }
    until(&mut h, "the game ends", |h| {
        h.query_by_label("Game over").is_some()
    });
    h.get_by_label("Save replay…").click();
    h.run_steps(4);
    let fields = h.get_all_by_role(egui::accesskit::Role::TextInput);
    let values: Vec<String> = fields.filter_map(|n| n.value()).collect();
    assert!(values.iter().any(|v| v == "game.bfreplay"), "{values:?}");
    h.get_by_label("Save").click();
    h.run_steps(4);
    let saved = dir.path().join("game.bfreplay");
    let text = std::fs::read_to_string(&saved).unwrap_or_else(|e| {
        panic!("{e}: {:?}", h.state().shell.status);
    });
    let replay = gridwright_formats::bombfight::read_replay(&text).unwrap();
    assert_eq!(replay.players, ["random".to_owned(), "random".to_owned()]);
    assert!(h.state().shell.status.0.starts_with("Saved the replay to"));
    assert!(
        matches!(ws(&h).mode, Mode::Play(_)),
        "the game stays on screen"
    );
}

fn program_side(
    command: &str,
    mode: gridwright::bombfight::runner::Mode,
) -> gridwright::gui::bombfight::SideForm {
    gridwright::gui::bombfight::SideForm {
        choice: "program".into(),
        command: command.into(),
        mode,
    }
}

#[test]
fn the_players_dialog_starts_a_program_and_its_output_is_shown() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), "m.bflvl", &MAP.replace("\n40\n", "\n5\n"));
    h.get_by_label("Play").click();
    h.run();
    h.get_by_label("Play…  (choose the players)").click();
    h.run();
    assert!(h.query_by_label("Play BombFight").is_some());
    let bot = format!(
        "python3 {}/examples/bombfight_bot.py",
        env!("CARGO_MANIFEST_DIR")
    );
    // A program that is not there: the dialog stays open and says so.
    ws_mut(&mut h).setup.as_mut().unwrap().sides[0] = program_side(
        "no-such-bot-program",
        gridwright::bombfight::runner::Mode::PerTurn,
    );
    h.get_by_label("Start").click();
    h.run();
    assert!(h.query_by_label_contains("not found").is_some());
    assert!(matches!(ws(&h).mode, Mode::Edit));
    let form = ws_mut(&mut h).setup.as_mut().unwrap();
    form.sides[0] = gridwright::gui::bombfight::SideForm {
        choice: "greedy".into(),
        command: String::new(),
        mode: gridwright::bombfight::runner::Mode::PerTurn,
    };
    form.sides[1] = program_side(
        &format!("{bot} --persistent"),
        gridwright::bombfight::runner::Mode::Persistent,
    );
    h.get_by_label("Start").click();
    h.step();
    let Mode::Play(p) = &ws(&h).mode else {
        panic!("playing")
    };
    assert_eq!(p.game.names()[1], "bombfight_bot.py");
    assert_eq!(
        ws(&h).players.programs[0].command,
        format!("{bot} --persistent"),
        "remembered"
    );
    if let Mode::Play(p) = &mut ws_mut(&mut h).mode {
        p.pace.speed = 60.0;
    }
    until(&mut h, "the program has answered", |h| match &ws(h).mode {
        Mode::Play(p) => p.outputs[1].is_some(),
        _ => false,
    });
    h.get_by_label("Show process output").click();
    h.run_steps(3);
    assert!(h.query_by_label_contains("turn 1 (round 1)").is_some());
    assert!(
        h.query_all_by_label_contains("stderr: player 2,")
            .next()
            .is_some()
    );
    until(&mut h, "the game ends", |h| {
        h.query_by_label("Game over").is_some()
    });
}

#[test]
fn keys_typed_while_the_bot_thinks_are_played_on_the_next_turn() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), "m.bflvl", MAP);
    h.run();
    ws_mut(&mut h).players.sides = [PlayerSpec::Human, PlayerSpec::built_in("strong")];
    press(&mut h, Key::F5);
    if let Mode::Play(p) = &mut ws_mut(&mut h).mode {
        p.pace.speed = 60.0;
    }
    // A's whole turn and the next one in one burst: the second waits for the bot.
    common::press_in_one_frame(&mut h, &[Key::D, Key::B, Key::S, Key::F]);
    let turns = |h: &Harness<'_, EditorApp>| match &ws(h).mode {
        Mode::Play(p) => p.game.turns.clone(),
        _ => vec![],
    };
    until(&mut h, "three turns", |h| turns(h).len() >= 3);
    let t = turns(&h);
    assert_eq!(
        (t[0].as_str(), t[2].as_str()),
        ("right bomb", "down"),
        "{t:?}"
    );
}

#[test]
fn a_small_tournament_fills_its_standings_and_opens_a_games_replay() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), "m.bflvl", &MAP.replace("\n40\n", "\n12\n"));
    h.get_by_label("Play").click();
    h.run();
    h.get_by_label("Tournament…").click();
    h.run();
    assert!(matches!(ws(&h).mode, Mode::Tournament));
    let t = ws_mut(&mut h).tournament.as_mut().unwrap();
    for (spec, on) in &mut t.form.entrants {
        *on = ["idle", "random", "greedy"].contains(&spec.name().as_str());
    }
    h.get_by_label("Start").click();
    until(&mut h, "six games", |h| {
        let t = ws(h).tournament.as_ref().unwrap();
        t.played.len() == 6 && !t.running()
    });
    h.run();
    assert!(
        h.query_by_label_contains("6 of 6 games, finished")
            .is_some()
    );
    assert!(h.query_by_label("Standings").is_some());
    assert_eq!(h.query_all_by_label("Watch").count(), 6);
    h.query_all_by_label("Watch").next().unwrap().click();
    h.run();
    assert!(matches!(ws(&h).mode, Mode::Replay(_)));
    press(&mut h, Key::Escape);
    assert!(
        matches!(ws(&h).mode, Mode::Tournament),
        "back to the tournament"
    );
    press(&mut h, Key::Escape);
    assert!(matches!(ws(&h).mode, Mode::Edit));
}

#[test]
fn a_second_move_key_changes_the_plan_and_the_panel_says_how_a_turn_goes() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), "m.bflvl", MAP);
    ws_mut(&mut h).players.sides = [PlayerSpec::Human, PlayerSpec::built_in("idle")];
    press(&mut h, Key::F5);
    // Before: the person's turn. Action: D, then S (a second move key).
    press(&mut h, Key::D);
    press(&mut h, Key::S);
    // After: the plan is the last direction, and the panel says a turn is one move.
    assert!(h.query_by_label("This turn so far: down").is_some());
    assert!(
        h.query_by_label_contains("One move a turn: F plays it")
            .is_some()
    );
}

#[test]
fn the_play_panels_controls_keep_their_place_across_turns() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), "m.bflvl", MAP);
    ws_mut(&mut h).players.sides = [PlayerSpec::Human, PlayerSpec::built_in("idle")];
    press(&mut h, Key::F5);
    let place = |h: &Harness<'_, EditorApp>| h.get_by_label("Back to the editor  (Esc)").rect();
    let on_the_humans_turn = place(&h);
    // A move, then Done (F): the turn passes to the bot.
    common::press_in_one_frame(&mut h, &[Key::D, Key::F]);
    h.run_steps(2);
    let on_the_bots_turn = place(&h);
    assert_eq!(on_the_bots_turn, on_the_humans_turn);
    if let Mode::Play(p) = &mut ws_mut(&mut h).mode {
        p.pace.speed = 60.0;
    }
    until(&mut h, "the idle bot has played", |h| match &ws(h).mode {
        Mode::Play(p) => p.game.turns.len() == 2,
        _ => false,
    });
    assert_eq!(place(&h), on_the_humans_turn);
}

#[test]
fn an_edit_keeps_the_side_panel_scrolled_where_it_was() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.bflvl");
    std::fs::write(&path, MAP).unwrap();
    let app = EditorApp::with_file(Some(path), gridwright::settings::Settings::default());
    let mut h = Harness::builder()
        .with_size(egui::vec2(1200.0, 420.0))
        .build_ui_state(|ui, app: &mut EditorApp| app.show(ui), app);
    h.run();
    // What is above the checks moves only if the panel scrolls (the checks gain a line).
    let place = |h: &Harness<'_, EditorApp>| h.get_by_label("Pillars and ring").rect();
    let unscrolled = place(&h);
    // Scroll the side panel to its end, where the fairness report is.
    let panel = h.get_by_label_contains("Painting:").rect().center();
    h.event(egui::Event::PointerMoved(panel));
    for _ in 0..10 {
        h.event(egui::Event::MouseWheel {
            unit: egui::MouseWheelUnit::Point,
            delta: egui::vec2(0.0, -200.0),
            modifiers: egui::Modifiers::NONE,
            phase: egui::TouchPhase::Move,
            source: egui::MouseWheelSource::Wheel,
        });
        h.run();
    }
    let before = place(&h);
    assert!(before.top() < unscrolled.top(), "scrolled down");
    // Moving start A: erased first (no report can be made without it), then painted again.
    h.get_all_by_label("Empty").next().unwrap().click();
    h.run();
    click_cell(&mut h, 1, 1);
    assert_eq!(ws(&h).doc.level().get(1, 1), Tile::Empty);
    assert!(h.query_by_label_contains("The last valid map's").is_some());
    assert_eq!(place(&h), before, "the panel did not scroll");
    h.get_all_by_label("Start A (player 1)")
        .next()
        .unwrap()
        .click();
    h.run();
    click_cell(&mut h, 2, 1);
    assert_eq!(place(&h), before, "nor when the report comes back");
}

#[test]
fn the_bombfight_editor_and_its_checks_speak_french_once_chosen() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), "m.bflvl", MAP);
    assert!(h.query_by_label("Valid map: ready to play").is_some());
    common::choose_french(&mut h);
    assert!(
        h.query_by_label("Valid map: ready to play").is_none(),
        "no English left"
    );
    assert!(
        h.query_by_label("Carte valide\u{a0}: prête à jouer")
            .is_some()
    );
    assert!(h.query_by_label("Piliers et enceinte").is_some());
    h.get_all_by_label("Vide")
        .next()
        .expect("the Empty swatch, in French")
        .click();
    h.run();
    click_cell(&mut h, 0, 3);
    assert!(
        h.query_by_label_contains("trou qui n'est pas une sortie")
            .is_some(),
        "the map's problem, in French"
    );
}

/// A finished tournament of idle, random and greedy on `MAP` (12 rounds): 6 games.
fn finished_tournament(h: &mut Harness<'_, EditorApp>) {
    h.get_by_label("Play").click();
    h.run();
    h.get_by_label("Tournament…").click();
    h.run();
    let t = ws_mut(h).tournament.as_mut().unwrap();
    for (spec, on) in &mut t.form.entrants {
        *on = ["idle", "random", "greedy"].contains(&spec.name().as_str());
    }
    assert!(
        h.query_by_label("Save replays…").is_none(),
        "nothing to save yet"
    );
    h.get_by_label("Start").click();
    until(h, "six games", |h| {
        let t = ws(h).tournament.as_ref().unwrap();
        t.played.len() == 6 && !t.running()
    });
    h.run();
}

#[test]
fn a_tournaments_standings_are_saved_as_the_command_line_prints_them() {
    // Before: the window's tournament could not save its standings at all.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.bflvl");
    std::fs::write(&path, MAP.replace("\n40\n", "\n12\n")).unwrap();
    let mut h = common::window_for_file_dialogs(path);
    finished_tournament(&mut h);
    for (choice, name) in [
        ("As text (.txt)…", "standings.txt"),
        ("As JSON (.json)…", "standings.json"),
    ] {
        h.get_by_label("Save standings…").click();
        h.run();
        h.get_by_label(choice).click();
        h.run_steps(4);
        let fields = h.get_all_by_role(egui::accesskit::Role::TextInput);
        let values: Vec<String> = fields.filter_map(|n| n.value()).collect();
        assert!(values.iter().any(|v| v == name), "{values:?}");
        h.get_by_label("Save").click();
        h.run_steps(4);
        let saved = std::fs::read_to_string(dir.path().join(name))
            .unwrap_or_else(|e| panic!("{e}: {:?}", h.state().shell.status));
        let t = ws(&h).tournament.as_ref().unwrap();
        assert_eq!(saved, t.report(name.ends_with(".json")));
        assert!(
            h.state()
                .shell
                .status
                .0
                .starts_with("Saved the standings to")
        );
    }
    let text = std::fs::read_to_string(dir.path().join("standings.txt")).unwrap();
    assert!(text.starts_with("rank bot"), "{text}");
    assert!(text.contains("\nmaps (games won from start A, from start B, drawn):\n  this map"));
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(dir.path().join("standings.json")).unwrap())
            .unwrap();
    assert_eq!(json["games"].as_array().unwrap().len(), 6);
}

#[test]
fn a_tournaments_replays_are_saved_to_a_folder_named_as_the_command_line_names_them() {
    // Before: the window's tournament could not save its games' replays.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("m.bflvl");
    std::fs::write(&path, MAP.replace("\n40\n", "\n12\n")).unwrap();
    let mut h = common::window_for_file_dialogs(path);
    finished_tournament(&mut h);
    h.get_by_label("Save replays…").click();
    h.run_steps(4);
    h.get_by_label("Open").click();
    h.run_steps(4);
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".bfreplay"))
        .collect();
    names.sort();
    assert_eq!(names.len(), 6, "{:?}", h.state().shell.status);
    assert_eq!(names[0], "0001-this_map-idle-vs-random.bfreplay");
    let text = std::fs::read_to_string(dir.path().join(&names[5])).unwrap();
    let replay = gridwright_formats::bombfight::read_replay(&text).unwrap();
    assert_eq!(replay.players, ["greedy".to_owned(), "random".to_owned()]);
    assert!(h.state().shell.status.0.starts_with("Saved 6 replays to"));
}

#[test]
fn a_menu_that_would_replace_a_finished_games_unsaved_replay_asks_first() {
    // Before: a finished game (3 rounds of two random bots) whose replay is not saved.
    let (_dir, mut h) = three_rounds_of_two_random_bots();
    play_to_the_end(&mut h);
    // Action: File > Play a game > 2048. After: asked; Cancel keeps the result on screen.
    for answer in ["Cancel", "Discard"] {
        h.get_by_label("File").click();
        h.run();
        h.get_by_label("Play a game").click();
        h.run();
        h.get_by_label("2048 (classic)").click();
        h.run_steps(3);
        assert!(h.query_by_label("Save the game?").is_some(), "asks first");
        h.get_by_label(answer).click();
        h.run_steps(3);
    }
    // After Discard: 2048 is played.
    let game = h.state().current().document().game();
    assert_eq!(game, gridwright_formats::Game::G2048);
}

#[test]
fn the_play_panels_controls_keep_their_place_when_the_game_ends() {
    // Before: two bots playing a 3-round game.
    let (_dir, mut h) = three_rounds_of_two_random_bots();
    let place = |h: &Harness<'_, EditorApp>| h.get_by_label("Show process output").rect();
    let while_playing = place(&h);
    // Action: the game ends. After: the result shows, and the controls have not moved.
    play_to_the_end(&mut h);
    h.run_steps(2);
    assert_eq!(place(&h), while_playing);
}

/// A 3-round game of two random bots, just started (the folder holds its map).
fn three_rounds_of_two_random_bots() -> (tempfile::TempDir, Harness<'static, EditorApp>) {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), "m.bflvl", &MAP.replace("\n40\n", "\n3\n"));
    ws_mut(&mut h).players.sides = [
        PlayerSpec::built_in("random"),
        PlayerSpec::built_in("random"),
    ];
    h.key_press(Key::F5);
    h.step();
    (dir, h)
}

/// The bots play at full speed until the game is over.
fn play_to_the_end(h: &mut Harness<'_, EditorApp>) {
    if let Mode::Play(p) = &mut ws_mut(h).mode {
        p.pace.speed = 60.0;
    }
    until(h, "the game ends", |h| {
        h.query_by_label("Game over").is_some()
    });
}

#[test]
fn a_tournaments_standings_name_their_columns_in_the_windows_language() {
    // Before: a finished tournament; its standings' columns in English.
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), "m.bflvl", &MAP.replace("\n40\n", "\n12\n"));
    finished_tournament(&mut h);
    assert!(h.query_by_label("wins").is_some());
    // Action: View > Language > Français; after: the saved report's French column names.
    common::choose_french(&mut h);
    assert!(h.query_by_label("wins").is_none(), "no English column left");
    for column in ["victoires", "nuls", "défaites", "fautes", "ms/tour"] {
        assert!(h.query_by_label(column).is_some(), "{column}");
    }
}
