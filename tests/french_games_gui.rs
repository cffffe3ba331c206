//! The Sokoban and 2048 workspaces in French, headless: their panels, their status lines and
//! the words their worker threads (the solver, the 2048 AI) send back all come from the
//! catalog in the window's language.
//! So do the errors of a file that does not open: its parse error or the system's.

mod common;

use std::path::Path;
use std::time::{Duration, Instant};

use egui::Key;
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gridwright::gui::EditorApp;
use gridwright::i18n::Language;
use gridwright::settings::Settings;

/// One level the solver proves in a moment.
const SOKOBAN: &str = "; One\n#####\n#@$.#\n#####\n";
const G2048: &str = "game = \"2048\"\ntitle = \"Test\"\nwidth = 4\nheight = 4\nseed = 5\n";

/// The window on `name` (holding `text`), in `language`.
fn window(dir: &Path, name: &str, text: &str, language: Language) -> Harness<'static, EditorApp> {
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    language.set_for_thread();
    let settings = Settings {
        language: Some(language),
        ..Settings::default()
    };
    let app = EditorApp::with_file(Some(path), settings);
    let mut h = Harness::builder()
        .with_size(egui::vec2(1200.0, 760.0))
        .build_ui_state(|ui, app: &mut EditorApp| app.show(ui), app);
    h.run();
    h
}

/// Runs frames until a label holding `text` shows, a minute at most (a worker answers).
fn wait_for(h: &mut Harness<'_, EditorApp>, text: &str) -> bool {
    let deadline = Instant::now() + Duration::from_secs(60);
    while Instant::now() < deadline {
        if h.query_by_label_contains(text).is_some() {
            return true;
        }
        std::thread::yield_now();
        h.run_steps(1);
    }
    false
}

#[test]
fn the_sokoban_editor_switches_to_french_and_the_solver_answers_in_french() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), "one.sok", SOKOBAN, Language::English);
    // Before: English.
    assert!(h.query_by_label("Check solvability").is_some());
    assert!(h.query_by_label("Vérifier la solvabilité").is_none());
    // View > Language > Français.
    common::choose_french(&mut h);
    // After: the panels in French, English gone.
    assert!(h.query_by_label("Check solvability").is_none());
    for words in ["Vérifier la solvabilité", "Outils", "Pivoter à droite"] {
        assert!(h.query_by_label(words).is_some(), "{words} is shown");
    }
    assert!(h.query_all_by_label("Caisse  (4)").next().is_some());
    assert!(h.query_by_label_contains("Niveau valide").is_some());
    // The solver's thread writes its answer in the window's language too.
    h.get_by_label("Vérifier la solvabilité").click();
    assert!(wait_for(&mut h, "Soluble en 1 déplacement et 1 poussée"));
    assert!(h.query_by_label_contains("Solvable").is_none());
}

#[test]
fn the_2048_game_speaks_french_and_so_does_its_hint() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), "level.2048", G2048, Language::French);
    // Before: the editor's panel in French.
    assert!(h.query_by_label("Vérifications").is_some());
    assert!(h.query_by_label("Checks").is_none());
    // Action: play, then ask the AI.
    h.key_press(Key::F5);
    h.run_steps(4);
    assert!(h.query_by_label("Nouvelle partie").is_some());
    assert!(h.query_by_label("Graine 5").is_some());
    h.get_by_label("Indice  (H)").click();
    h.run_steps(2);
    // After: the hint and each move's line in French.
    assert!(wait_for(&mut h, "Jouez "));
    assert!(h.query_by_label_contains("\u{a0}: le meilleur").is_some());
    assert!(h.query_by_label_contains("Move ").is_none());
}

#[test]
fn a_file_that_does_not_read_says_why_in_french_with_its_place() {
    // Before: the window in French; a file with an unclosed group, and a file not there.
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), "one.sok", SOKOBAN, Language::French);
    let bad = dir.path().join("bad.sok");
    std::fs::write(&bad, "Title\n\n#####\n#@2(.#\n#####\n").unwrap();
    // Action: open it; after: the status line names line and column in French words.
    h.state_mut().open(&bad);
    h.run();
    let (msg, failed) = h.state().shell.status.clone();
    assert!(failed, "{msg}");
    assert!(
        msg.contains("bad.sok:4:7\u{a0}: attendu «\u{a0})\u{a0}» fermant le groupe"),
        "{msg}"
    );
    // A file that is not there: the system's error in French.
    h.state_mut().open(&dir.path().join("gone.sok"));
    h.run();
    let (msg, failed) = h.state().shell.status.clone();
    assert!(
        failed && msg.contains("gone.sok\u{a0}: fichier ou dossier introuvable"),
        "{msg}"
    );
}

#[test]
fn the_new_dialog_names_the_games_in_french() {
    // Before: the window in French on a saved level; action: File > New (Ctrl+N).
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), "one.sok", SOKOBAN, Language::French);
    h.key_press_modifiers(egui::Modifiers::COMMAND, Key::N);
    h.run();
    // After: the games by their French names; choosing the maze makes a maze.
    assert!(h.query_by_label("Maze").is_none());
    h.get_by_label("Labyrinthe").click();
    h.run();
    assert!(h.query_by_label("Sokoban").is_some());
    assert!(h.query_by_label("BombFight").is_some());
}
