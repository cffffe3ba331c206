//! The window's save path as a designer meets it: solutions the edits made stale are marked
//! and asked about before a save, and a format that cannot hold everything asks before it
//! writes, leaving the document unsaved in its own format.

mod common;

use std::path::{Path, PathBuf};

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::Queryable;
use gridwright::grid::Pos;
use gridwright::gui::EditorApp;
use gridwright::sokoban::editor::paint::Brush;
use gridwright_formats::sokoban::{SavedGame, read_collection};

/// A one-level collection whose saved solution `RR` solves it, in `dir`.
fn solved_level(dir: &Path) -> PathBuf {
    let path = dir.join("solved.sok");
    let text = "Small\n######\n#@$ .#\n######\n\nSolution 2/2\nRR\n";
    std::fs::write(&path, text).unwrap();
    path
}

fn window(path: &Path) -> Harness<'static, EditorApp> {
    common::window_on(Some(path.to_owned()))
}

/// Paints a wall in front of the box, where the solution pushes it.
fn wall_in_the_way(h: &mut Harness<'_, EditorApp>) {
    common::sok_mut(h.state_mut())
        .doc
        .paint(&[Pos::new(3, 1)], Brush::Wall);
    h.run();
}

fn read(path: &Path) -> gridwright_formats::sokoban::Collection {
    read_collection(&std::fs::read_to_string(path).unwrap()).unwrap()
}

#[test]
fn a_solution_the_edit_made_stale_is_marked_and_kept_as_a_note_when_saving() {
    let dir = tempfile::tempdir().unwrap();
    let path = solved_level(dir.path());
    let mut h = window(&path);
    assert!(h.query_by_label_contains("No longer replays").is_none());

    wall_in_the_way(&mut h);
    assert!(
        h.query_by_label_contains("No longer replays: step 1")
            .is_some(),
        "the list marks it"
    );
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    assert_eq!(read(&path).levels[0].saved_games.len(), 1, "asked first");
    h.get_by_label("Keep as notes").click();
    h.run();

    let back = read(&path);
    assert!(back.levels[0].saved_games.is_empty(), "never as a solution");
    assert!(back.levels[0].notes[0].starts_with("Stale Solution 2/2 ("));
    assert!(!common::sok(h.state()).doc.is_dirty());
}

#[test]
fn dropping_stale_solutions_or_cancelling_the_question() {
    let dir = tempfile::tempdir().unwrap();
    let path = solved_level(dir.path());
    let before = std::fs::read(&path).unwrap();
    let mut h = window(&path);
    wall_in_the_way(&mut h);

    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    h.get_by_label("Cancel").click();
    h.run();
    assert_eq!(std::fs::read(&path).unwrap(), before, "nothing written");
    assert!(common::sok(h.state()).doc.is_dirty());

    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    h.get_by_label("Drop them").click();
    h.run();
    let back = read(&path);
    assert!(back.levels[0].saved_games.is_empty() && back.levels[0].notes.is_empty());
}

#[test]
fn saving_as_xsb_asks_first_and_leaves_the_document_unsaved_in_its_own_format() {
    let dir = tempfile::tempdir().unwrap();
    let path = solved_level(dir.path());
    let xsb = dir.path().join("copy.xsb");
    let mut h = window(&path);
    let played = SavedGame {
        title: "Solution 4/2".into(),
        moves: "RRLR".into(),
        notes: vec![],
    };
    assert!(common::sok_mut(h.state_mut()).doc.add_saved_game(0, played));

    assert!(!h.state_mut().save_to(&xsb), "a question, not a save");
    h.run();
    assert!(!xsb.exists(), "asked before writing");
    assert!(
        h.query_by_label_contains("2 saved game(s)").is_some(),
        "the question names what goes"
    );
    h.get_by_label("Write without it").click();
    h.run();
    assert!(read(&xsb).levels[0].saved_games.is_empty());
    let doc = &common::sok(h.state()).doc;
    assert!(doc.is_dirty(), "the played solution is still unsaved");
    assert_eq!(
        doc.path(),
        Some(path.as_path()),
        "the document keeps its .sok"
    );

    h.key_press_modifiers(Modifiers::COMMAND, Key::N);
    h.run();
    assert!(
        h.query_by_label("Unsaved changes").is_some(),
        "a new document asks before the solution is lost"
    );
}

#[test]
fn an_slc_collection_opens_edits_and_saves_as_slc_asking_about_the_solution() {
    let dir = tempfile::tempdir().unwrap();
    let slc = dir.path().join("levels.slc");
    let text = "<?xml version=\"1.0\"?>\n<SokobanLevels>\n<Title>Two</Title>\n\
                <LevelCollection Copyright=\"Ann\">\n\
                <Level Id=\"Small\" Width=\"6\" Height=\"3\" Copyright=\"Bo\">\n\
                <L>######</L>\n<L>#@$ .#</L>\n<L>######</L>\n</Level>\n\
                </LevelCollection>\n</SokobanLevels>\n";
    std::fs::write(&slc, text).unwrap();
    let mut h = window(&slc);
    let doc = &common::sok(h.state()).doc;
    assert_eq!(doc.level().title, "Small");
    assert_eq!(doc.level().author().as_deref(), Some("Bo"));
    let played = SavedGame {
        title: "Solution 2/2".into(),
        moves: "RR".into(),
        notes: vec![],
    };
    assert!(common::sok_mut(h.state_mut()).doc.add_saved_game(0, played));
    h.key_press_modifiers(Modifiers::COMMAND, Key::S);
    h.run();
    assert!(
        h.query_by_label_contains(".slc does not keep these")
            .is_some(),
        "the save asks, naming the format"
    );
    h.get_by_label("Write without it").click();
    h.run();
    let back =
        gridwright_formats::sokoban::read_slc(&std::fs::read_to_string(&slc).unwrap()).unwrap();
    assert_eq!(back.levels[0].title, "Small");
    assert_eq!(back.levels[0].author().as_deref(), Some("Bo"));
    assert_eq!(back.property("Author").as_deref(), Some("Ann"));
}
