//! The start page driven headless: the five games shown, and *Play* on each starting its game.

mod common;

use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gridwright::gui::EditorApp;
use gridwright_formats::Game;

fn start_page() -> Harness<'static, EditorApp> {
    let mut h = common::window_on(None);
    h.state_mut().open_start_page();
    h.run();
    h
}

#[test]
fn the_start_page_shows_five_games_and_play_starts_each() {
    let games = [
        ("Sokoban", Game::Sokoban, true),
        ("Maze", Game::Maze, true),
        ("Invisible maze", Game::Maze, false),
        ("BombFight", Game::BombFight, true),
        ("2048", Game::G2048, true),
    ];
    for (i, (name, game, plays_at_once)) in games.into_iter().enumerate() {
        let mut h = start_page();
        assert!(h.query_by_label(name).is_some(), "{name} is on the page");
        h.get_all_by_label("Play").nth(i).unwrap().click();
        // Timed games (the maze shown before it hides) keep repainting: step, do not settle.
        h.run_steps(3);
        assert!(!h.state().start_page_open(), "{name}: the page closes");
        let ws = h.state().current();
        assert_eq!(ws.document().game(), game, "{name}");
        assert_eq!(!ws.editing(), plays_at_once, "{name} plays at once");
    }
}

#[test]
fn new_on_a_card_proposes_that_game_and_close_keeps_the_document() {
    let mut h = start_page();
    h.get_all_by_label("New…").nth(3).unwrap().click();
    h.run();
    h.get_by_label("Create").click();
    h.run();
    assert_eq!(h.state().current().document().game(), Game::BombFight);
    h.state_mut().open_start_page();
    h.run();
    h.get_by_label("Close this page").click();
    h.run();
    assert!(!h.state().start_page_open());
    assert_eq!(h.state().current().document().game(), Game::BombFight);
}

#[test]
fn file_start_page_opens_it() {
    let mut h = common::window_on(None);
    h.get_by_label("File").click();
    h.run();
    h.get_by_label("Start page").click();
    h.run();
    assert!(h.state().start_page_open());
}

#[test]
fn at_800x600_every_card_fits_the_width_and_2048_plays() {
    // Before: the smallest window kept usable, on the start page.
    let mut h = common::window_sized(None, egui::vec2(800.0, 600.0));
    h.state_mut().open_start_page();
    h.run();
    // After: every game's card lies inside the window's width (the cards wrap into rows).
    for name in ["Sokoban", "Maze", "Invisible maze", "BombFight", "2048"] {
        let right = h.get_by_label(name).rect().right();
        assert!(right <= 800.0, "{name} ends at x {right}");
    }
    // Action: Play on the last card. After: 2048 is being played.
    h.get_all_by_label("Play").nth(4).unwrap().click();
    h.run_steps(3);
    assert_eq!(h.state().current().document().game(), Game::G2048);
}
