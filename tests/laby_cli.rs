//! The invisible maze's console game, driven through pipes (line input, no escape codes),
//! and `bench laby`.

use assert_cmd::cargo::cargo_bin_cmd;
use predicates::prelude::*;

#[test]
fn a_corridor_is_won_and_the_play_again_prompt_answers() {
    // One row, no interior walls: the exit is two steps right.
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args(["laby", "1", "3", "0", "0", "3", "--seed", "1"])
        .write_stdin("\nx\nd\nd\nno\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("You have 3 lives left of 3."))
        .stdout(predicate::str::contains("You have 2 lives left of 3."))
        .stdout(predicate::str::contains(
            "You reached the exit making only 1 mistakes.",
        ))
        .stdout(predicate::str::contains(
            "Do you want to play a new game? (yes/no)",
        ))
        .stdout(predicate::str::contains("\u{1b}[").not());
}

#[test]
fn the_original_french_messages_and_a_loss() {
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args([
            "laby", "1", "3", "0", "0", "2", "--seed", "1", "--lang", "fr",
        ])
        .write_stdin("h\nh\nnon\n")
        .assert()
        .success()
        .stdout(predicate::str::contains("Il vous reste 2 vies sur 2."))
        .stdout(predicate::str::contains(
            "Quelle direction souhaitez-vous prendre?",
        ))
        .stdout(predicate::str::contains(
            "(droite: d; gauche: g ou s; haut: h ou e; bas: b ou x)",
        ))
        .stdout(predicate::str::contains(
            "Vous avez perdu, vous avez épuisé vos 2 vies!",
        ))
        .stdout(predicate::str::contains(
            "Voulez-vous jouer une nouvelle partie?",
        ));
}

#[test]
fn the_drawing_is_the_specs() {
    let out = cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args(["laby", "3", "5", "1", "0", "1", "--seed", "2"])
        .write_stdin("q\n")
        .assert()
        .success();
    let text = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    // Density 1: every interior wall, as in the spec's 3 x 5 example.
    assert!(
        text.contains("|------- ------- ------- ------- -------|"),
        "{text}"
    );
    assert!(text.starts_with("+---------------------------------------+\n"));
    assert!(text.contains("   @   |"), "{text}");
}

#[test]
fn wrong_counts_and_bad_values_are_refused() {
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args(["laby", "10", "20"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("Wrong number of parameters."))
        .stderr(predicate::str::contains("10 20 0.20 10 5"));
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args(["laby", "--lang", "fr"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("Nombre de paramètres incorrects."));
    for (args, what) in [
        (["10", "20", "1.5", "10", "5"], "density"),
        (["0", "20", "0.2", "10", "5"], "height"),
        (["10", "20", "0.2", "-3", "5"], "seconds"),
        (["10", "20", "0.2", "3", "-5"], "lives"),
    ] {
        cargo_bin_cmd!("gridwright")
            .env("GRIDWRIGHT_LANG", "en")
            .arg("laby")
            .args(args)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(what));
    }
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args(["laby", "3", "3", "0.2", "0", "3", "--cell", "7x4"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("even"));
}

#[test]
fn bench_laby_reports_every_strategy_on_the_same_mazes() {
    let out = cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args([
            "bench",
            "laby",
            "--size",
            "8x8",
            "--density",
            "0.3",
            "--games",
            "10",
            "--json",
        ])
        .assert()
        .success();
    let text = String::from_utf8(out.get_output().stdout.clone()).unwrap();
    let rows: Vec<serde_json::Value> = text
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(rows.len(), 6);
    let shortest = rows.iter().find(|r| r["strategy"] == "shortest").unwrap();
    assert_eq!(shortest["sighted"], true);
    assert_eq!(shortest["mean_bumps"], 0.0);
    assert_eq!(shortest["success_rate"], 1.0);
}

#[test]
fn piped_input_that_is_not_utf8_or_endless_is_said_and_passed() {
    // A line of invalid UTF-8, then a 5 MB line without a move, then the two steps right.
    let mut input = b"\n\xff\xfe\n".to_vec();
    input.extend(std::iter::repeat_n(b'z', 5_000_000));
    input.extend(b"\nd\nd\nno\n");
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args(["laby", "1", "3", "0", "0", "3", "--seed", "1"])
        .write_stdin(input)
        .timeout(std::time::Duration::from_secs(20))
        .assert()
        .success()
        .stderr(predicate::str::contains(
            "line 2 of the input is not UTF-8; it is skipped",
        ))
        .stdout(predicate::str::contains(
            "You reached the exit making only 0 mistakes.",
        ));
}

#[test]
fn a_piped_auto_play_is_not_paced_stops_on_q_and_asks_again_for_a_bad_strategy() {
    // 20 x 20 at density 0.4 with the original's pacing took minutes piped; now no pacing,
    // and a `q` line stops it.
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args(["laby", "20", "20", "0.4", "5", "3", "--seed", "3"])
        .write_stdin("o\n99\n0\nabc\n1\nq\nq\n")
        .timeout(std::time::Duration::from_secs(20))
        .assert()
        .success()
        .stdout(predicate::str::contains("Choose a strategy from 1 to 6").count(3));
}
