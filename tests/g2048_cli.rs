//! 2048 from the command line: the spec's six examples and their mirrors through `2048 move`,
//! a piped game, and the shared verbs on 2048 files.

use assert_cmd::cargo::cargo_bin_cmd;
use predicates::prelude::*;

const SPEC: [(&str, &str); 6] = [
    ("0 0 2 4", "2 4 0 0"),
    ("0 0 2 2", "4 0 0 0"),
    ("2 16 16 4", "2 32 4 0"),
    ("2 2 4 0", "4 4 0 0"),
    ("8 8 32 32", "16 64 0 0"),
    ("8 8 8 8", "16 16 0 0"),
];

fn moved(board: &str, dir: &str) -> String {
    let out = cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args(["2048", "move", "--board", board, "--dir", dir, "--no-spawn"])
        .assert()
        .success();
    let text = String::from_utf8_lossy(&out.get_output().stdout).into_owned();
    text.lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .collect::<Vec<_>>()
        .join("/")
}

fn reversed(row: &str) -> String {
    row.split(' ').rev().collect::<Vec<_>>().join(" ")
}

fn column(row: &str) -> String {
    row.split(' ').collect::<Vec<_>>().join("/")
}

#[test]
fn the_six_examples_moved_left_right_up_and_down() {
    for (before, after) in SPEC {
        assert_eq!(moved(before, "left"), after, "left {before}");
        assert_eq!(
            moved(&reversed(before), "right"),
            reversed(after),
            "right {before}"
        );
        assert_eq!(moved(&column(before), "up"), column(after), "up {before}");
        assert_eq!(
            moved(&column(&reversed(before)), "down"),
            column(&reversed(after)),
            "down {before}"
        );
    }
}

#[test]
fn an_invalid_move_says_so_and_a_bad_board_is_named() {
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args(["2048", "move", "--board", "2 4/4 2", "--dir", "left"])
        .assert()
        .code(1)
        .stdout(predicate::str::contains("Invalid move"));
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args(["2048", "move", "--board", "2 3", "--dir", "left"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("row 1, value 2: '3'"));
}

#[test]
fn a_piped_game_reads_a_move_a_line_and_ends_with_the_highest_tile() {
    let dir = tempfile::tempdir().unwrap();
    let level = dir.path().join("tiny.2048");
    std::fs::write(
        &level,
        "game = \"2048\"\nwidth = 2\nheight = 2\ntarget = 8\nstart = [[4, 4], [0, 0]]\n[[spawn]]\nvalue = 2\nweight = 1\n",
    )
    .unwrap();
    let out = cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .env("GRIDWRIGHT_CONFIG_DIR", dir.path())
        .args(["play", "2048"])
        .arg(&level)
        .args(["--seed", "3"])
        .write_stdin("z\nq\ny\nx\n")
        .assert()
        .success();
    let text = String::from_utf8_lossy(&out.get_output().stdout).into_owned();
    assert!(text.contains("Invalid move"), "up changes nothing: {text}");
    assert!(
        text.contains("Congratulations! You made 8. Keep playing? (y/n)"),
        "{text}"
    );
    assert!(
        text.contains("Game over. Highest tile: 8. Score: 8."),
        "{text}"
    );
    assert!(!text.contains('\u{1b}'), "no escape codes in a pipe");
    assert!(text.contains("A new best score!"), "{text}");
    let fr = cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .env("GRIDWRIGHT_CONFIG_DIR", dir.path())
        .args(["play", "2048", "--lang", "fr", "--seed", "1"])
        .arg(&level)
        .write_stdin("q\nn\n")
        .assert()
        .success();
    let text = String::from_utf8_lossy(&fr.get_output().stdout).into_owned();
    assert!(text.contains("Bravo ! Vous avez obtenu 8."), "{text}");
}

#[test]
fn info_validate_and_convert_treat_2048_files_as_the_other_games_files() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.2048");
    std::fs::write(&bad, "game = \"2048\"\nwidth = 4\nheight = 40\n").unwrap();
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args(["validate"])
        .arg(&bad)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "bad.2048:3:10: expected a size from 2 to 16",
        ));
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args(["info", "--json", "levels/2048/classic.2048"])
        .assert()
        .success()
        .stdout(predicate::str::contains("\"target\": 2048"));
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args(["validate", "levels/2048/puzzle-corner.2048"])
        .assert()
        .success()
        .stdout(predicate::str::contains("puzzle reachable"));
    let out = dir.path().join("copy.2048");
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args([
            "convert",
            "levels/2048/fours-only.2048",
            "--to",
            "2048",
            "-o",
        ])
        .arg(&out)
        .assert()
        .success();
    let text = std::fs::read_to_string(&out).unwrap();
    assert!(
        text.contains("# Every spawn is a 4"),
        "comments kept: {text}"
    );
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args(["convert", "levels/2048/classic.2048", "--to", "sok"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "2048 files convert to 2048, not sok",
        ));
}
