//! *Optimize…* in the Sokoban window, driven headless: on a saved solution (the better one
//! added as one undo step and the records updated), Stop with the window still in use, and
//! after *Check solvability*. The optimizer runs on a worker thread: the tests step frames
//! with short sleeps until its end shows, within a bound.

mod common;

use std::path::Path;
use std::time::{Duration, Instant};

use egui::{Key, Modifiers};
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT, Queryable};
use gridwright::gui::EditorApp;

/// A room whose saved solution takes 14 moves and 5 pushes where `dRRR` (4/3) does.
const WASTEFUL: &str = "; Room\n#######\n#@    #\n# $  .#\n#     #\n#######\n\n\
    Solution 14/5\ndRurrdLulldRRR\n";

/// XSokoban 1 with the solver's 256/97: the optimizer searches it for its whole time limit,
/// so Stop is pressed while it runs; then a second level.
const LONG: &str = "; XSokoban 1
    #####
    #   #
    #$  #
  ###  $##
  #  $ $ #
### # ## #   ######
#   # ## #####  ..#
# $  $          ..#
##### ### #@##  ..#
    #     #########
    #######

Solution 256/97
ullluuuLUllDlldddrRRRRRRRRRRRRlllllllluuululldDDuulldddrRRRRRRRRRRRdrU
luRdlllllllllllllulldRRRRRRRRRRRRRRurDldRulllllllluuulLulDDDuulldddrRR
RRRRRRRRdrUluRdllllllluuululuulDDDDDuulldddrRRRRRRRRRRRllllllluuululuu
rDDldldddrrruuuLLulDDDuulldddrRRRRRRRRRRurDldR

; Two
#####
#@$.#
#####
";

/// A level whose solver solution (20 moves) the optimizer cuts to 16 moves, 5 pushes.
const SOLVED_BY_SOLVER: &str = "; D
#######
#.  @.#
# $$  #
#  #  #
#     #
#######
";

fn window(dir: &Path, text: &str) -> Harness<'static, EditorApp> {
    let path = dir.join("optimize.sok");
    std::fs::write(&path, text).unwrap();
    common::window_on(Some(path))
}

/// Steps frames (with short sleeps, the worker being on its own thread) until `words`
/// show, for at most `secs` seconds.
fn until_shown(h: &mut Harness<'_, EditorApp>, words: &str, secs: u64) {
    let deadline = Instant::now() + Duration::from_secs(secs);
    while !shown(h, words) {
        assert!(Instant::now() < deadline, "'{words}' never showed");
        std::thread::sleep(Duration::from_millis(5));
        h.run_steps(1);
    }
}

/// Whether a widget shows `words` (the window and the status bar may both say them).
fn shown(h: &Harness<'_, EditorApp>, words: &str) -> bool {
    h.query_all_by_label_contains(words).next().is_some()
}

/// The window's "Best so far" line.
fn best_shown(h: &Harness<'_, EditorApp>) -> Option<String> {
    h.query_by_label_contains("Best so far:").and_then(|n| {
        let node = n.accesskit_node();
        node.value().or_else(|| node.label())
    })
}

/// Steps frames until the best so far is better than the start's 256 moves.
fn until_improved(h: &mut Harness<'_, EditorApp>) -> String {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        if let Some(best) = best_shown(h)
            && !best.contains("256 moves")
        {
            return best;
        }
        assert!(
            Instant::now() < deadline,
            "no improvement: {:?}",
            best_shown(h)
        );
        std::thread::sleep(Duration::from_millis(5));
        h.run_steps(1);
    }
}

fn titles(h: &Harness<'_, EditorApp>, level: usize) -> Vec<String> {
    let doc = &common::sok(h.state()).doc;
    let games = &doc.collection().levels[level].saved_games;
    games.iter().map(|g| g.title.clone()).collect()
}

#[test]
fn a_wasteful_solution_is_optimized_and_added_in_one_undo_step() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), WASTEFUL);
    assert_eq!(titles(&h, 0), ["Solution 14/5"]);
    assert!(common::sok(h.state()).records.levels.is_empty());

    h.get_by_label("Optimize…").click();
    h.run();
    assert!(
        h.query_by_label("From Solution 14/5: 14 moves, 5 pushes")
            .is_some()
    );
    h.get_by_label("Fewest pushes").click();
    h.get_by_label("Start").click();
    h.run_steps(1);
    until_shown(&mut h, "Better solution found: 4 moves, 3 pushes", 30);

    assert_eq!(titles(&h, 0), ["Solution 14/5", "Solution 4/3"]);
    let doc = &common::sok(h.state()).doc;
    let added = &doc.level().saved_games[1];
    assert_eq!(added.moves, "dRRR");
    assert!(added.notes[0].starts_with("Optimized by gridwright for fewest pushes"));
    let record = common::sok(h.state()).records.get(doc.board()).unwrap();
    let best = record.fewest_pushes.as_ref().unwrap();
    assert_eq!(
        (best.moves, best.pushes, best.lurd.as_str()),
        (4, 3, "dRRR")
    );
    h.run();
    assert_eq!(
        h.get_all_by_label("Optimize…").count(),
        2,
        "on the new one too"
    );

    h.key_press_modifiers(Modifiers::COMMAND, Key::Z);
    h.run();
    assert_eq!(titles(&h, 0), ["Solution 14/5"], "one undo step");
}

#[test]
fn stop_keeps_the_best_so_far_and_the_window_stays_usable() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), LONG);
    h.get_by_label("Optimize…").click();
    h.run();
    h.get_by_label("Start").click();
    h.run_steps(1);
    until_shown(&mut h, "Optimizing…", 5);
    assert!(
        h.get_by_label("Optimize…").accesskit_node().is_disabled(),
        "one at a time"
    );

    // While it runs, the rest of the window answers: another level is chosen.
    h.get_by_label("  2. Two").click();
    h.run_steps(1);
    assert_eq!(common::sok(h.state()).doc.current_index(), 1);
    let best = until_improved(&mut h);
    h.get_by_label("Stop").click();
    h.run_steps(1);

    let deadline = Instant::now() + Duration::from_secs(5);
    while common::sok(h.state()).doc.collection().levels[0]
        .saved_games
        .len()
        == 1
        && !shown(&h, "No better solution found")
    {
        assert!(Instant::now() < deadline, "Stop ends it at once");
        std::thread::sleep(Duration::from_millis(5));
        h.run_steps(1);
    }
    h.run();
    let games = titles(&h, 0);
    assert!(shown(&h, "stopped"), "the end says it was stopped");
    assert_eq!(games.len(), 2, "the best so far is kept: {games:?}");
    // The best shown when Stop was pressed, or one found in the frame after.
    let (m, p) = games[1]["Solution ".len()..].split_once('/').unwrap();
    let shown: usize = best["Best so far: ".len()..]
        .split(' ')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert_eq!(p, "97", "{best}");
    assert!(m.parse::<usize>().unwrap() <= shown, "{best} then {m}");
    assert!(titles(&h, 1).is_empty(), "added to the level it was about");
    h.get_by_label("Close").click();
    h.run();
    assert!(h.query_by_label("Start").is_none(), "closed");
}

#[test]
fn the_solvers_solution_is_optimized_after_the_check() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), SOLVED_BY_SOLVER);
    h.get_by_label("Check solvability").click();
    h.run_steps(2);
    until_shown(&mut h, "Solvable:", 60);
    assert!(titles(&h, 0).is_empty());

    h.get_by_label("Optimize…").click();
    h.run();
    assert!(shown(&h, "From the solver's solution:"));
    h.get_by_label("Fewest moves").click();
    h.get_by_label("Start").click();
    h.run_steps(1);
    until_shown(&mut h, "Better solution found: 16 moves, 5 pushes", 30);

    assert_eq!(titles(&h, 0), ["Solution 16/5"], "only the optimized one");
    let doc = &common::sok(h.state()).doc;
    let note = &doc.level().saved_games[0].notes[0];
    assert!(note.starts_with("Optimized by gridwright for fewest moves, from "));
    let record = common::sok(h.state()).records.get(doc.board()).unwrap();
    assert_eq!(record.fewest_moves.as_ref().map(|b| b.moves), Some(16));
}

#[test]
fn a_level_edited_while_optimizing_is_not_given_the_old_boards_result() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), LONG);
    h.get_by_label("Optimize…").click();
    h.run();
    h.get_by_label("Start").click();
    h.run_steps(1);
    until_improved(&mut h);
    // A wall where every solution's first step goes: the pusher is walled in.
    common::sok_mut(h.state_mut()).doc.paint(
        &[gridwright::grid::Pos::new(11, 7)],
        gridwright::sokoban::editor::paint::Brush::Wall,
    );
    h.run();
    h.get_by_label("Stop").click();
    h.run_steps(1);
    let deadline = Instant::now() + Duration::from_secs(5);
    while !shown(&h, "was edited while optimizing") {
        assert!(Instant::now() < deadline, "Stop ends it at once");
        std::thread::sleep(Duration::from_millis(5));
        h.run_steps(1);
    }
    assert!(shown(&h, "No longer replays"));
    assert_eq!(titles(&h, 0).len(), 1, "nothing added to the edited level");
}

#[test]
fn the_window_speaks_french() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), WASTEFUL);
    assert!(h.query_by_label("Optimiser…").is_none());
    common::choose_french(&mut h);
    assert!(h.query_by_label("Optimize…").is_none());

    h.get_by_label("Optimiser…").click();
    h.run();
    for words in ["Le moins de poussées", "Le moins de déplacements", "Lancer"] {
        assert!(h.query_by_label(words).is_some(), "{words}");
    }
    h.get_by_label("Lancer").click();
    h.run_steps(1);
    until_shown(
        &mut h,
        "Meilleure solution trouvée\u{a0}: 4 déplacements, 3 poussées",
        30,
    );
    assert_eq!(titles(&h, 0), ["Solution 14/5", "Solution 4/3"]);
    let note = &common::sok(h.state()).doc.level().saved_games[1].notes[0];
    assert!(note.starts_with("Optimisée par gridwright"), "{note}");
}

#[test]
fn the_result_follows_its_level_when_the_levels_are_reordered() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = window(dir.path(), LONG);
    h.get_by_label("Optimize…").click();
    h.run();
    h.get_by_label("Start").click();
    h.run_steps(1);
    until_improved(&mut h);
    // Level 2 moved up while it runs: XSokoban 1 is now the second level.
    h.get_by_label("  2. Two").click();
    h.run_steps(1);
    h.get_by_label("Up").click();
    h.run_steps(1);
    assert_eq!(
        common::sok(h.state()).doc.collection().levels[0].title,
        "Two"
    );
    h.get_by_label("Stop").click();
    h.run_steps(1);
    until_shown(&mut h, "Better solution found", 5);

    assert!(titles(&h, 0).is_empty(), "not given to the level now first");
    assert_eq!(titles(&h, 1).len(), 2, "{:?}", titles(&h, 1));
}
