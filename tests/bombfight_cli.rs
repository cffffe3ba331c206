//! BombFight from the command line: the bot protocol's example, checks and fairness,
//! random maps, headless games and their replays.

use std::path::{Path, PathBuf};

use assert_cmd::cargo::cargo_bin_cmd;
use predicates::prelude::*;

fn level(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("levels/bombfight")
        .join(name)
}

fn run(args: &[&str]) -> assert_cmd::assert::Assert {
    cargo_bin_cmd!("gridwright").args(args).assert()
}

fn stdout(a: &assert_cmd::assert::Assert) -> String {
    String::from_utf8(a.get_output().stdout.clone()).unwrap()
}

#[test]
fn bot_input_of_the_first_turn_is_the_spec_example_exactly() {
    let map = level("spec-bot-input.bflvl");
    let a = run(&["convert", map.to_str().unwrap(), "--to", "bot-input"]).success();
    let expected = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/bombfight-spec-bot-input.txt"),
    )
    .unwrap();
    assert_eq!(stdout(&a), expected);
}

#[test]
fn maps_convert_back_to_the_same_text_and_validate() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("copy.bflvl");
    let map = level("spec-example.bflvl");
    run(&[
        "convert",
        map.to_str().unwrap(),
        "--to",
        "bflvl",
        "-o",
        out.to_str().unwrap(),
    ])
    .success();
    assert_eq!(
        std::fs::read_to_string(&out).unwrap(),
        std::fs::read_to_string(&map).unwrap(),
        "comments of the size and rounds lines kept"
    );
    run(&["validate", out.to_str().unwrap()])
        .success()
        .stdout(predicate::str::ends_with(": ok\n"));
}

#[test]
fn a_broken_map_is_invalid_and_a_malformed_one_an_error_at_its_place() {
    let dir = tempfile::tempdir().unwrap();
    let open = dir.path().join("open.bflvl");
    std::fs::write(
        &open,
        "7 5\n#######\n#A    #\n# # # #\n#    B \n#######\n9\n",
    )
    .unwrap();
    run(&["validate", open.to_str().unwrap()])
        .code(1)
        .stdout(predicate::str::contains("gap(s) that are not exits"))
        .stdout(predicate::str::contains("at least one exit"));
    let bad = dir.path().join("bad.bflvl");
    std::fs::write(&bad, "7 5\n#######\n#A  ? #\n").unwrap();
    run(&["validate", bad.to_str().unwrap()])
        .code(2)
        .stderr(predicate::str::contains("bad.bflvl:3:5"))
        .stderr(predicate::str::contains("map character"));
}

#[test]
fn info_reports_fairness_and_flags_a_favoured_start() {
    let a = run(&[
        "info",
        level("spec-example.bflvl").to_str().unwrap(),
        "--json",
    ])
    .success();
    let v: serde_json::Value = serde_json::from_str(&stdout(&a)).unwrap();
    assert_eq!(v["width"], 11);
    assert_eq!(v["valid"], true);
    assert_eq!(v["fairness"]["sides"][1]["exit_distance"], 3);
    assert!(
        v["fairness"]["flags"][0]
            .as_str()
            .unwrap()
            .contains("B's nearest exit")
    );
    run(&["info", level("duel.bflvl").to_str().unwrap()])
        .success()
        .stdout(predicate::str::contains(
            "neither start is plainly favoured",
        ));
}

#[test]
fn random_maps_are_reproducible_by_seed_and_pass_the_checks() {
    let dir = tempfile::tempdir().unwrap();
    let make = |name: &str, seed: &str| {
        let out = dir.path().join(name);
        run(&[
            "generate",
            "bombfight",
            "--size",
            "21x15",
            "--bricks",
            "0.5",
            "--points",
            "0.3",
            "--rounds",
            "90",
            "--exits",
            "4",
            "--seed",
            seed,
            "-o",
            out.to_str().unwrap(),
        ])
        .success();
        std::fs::read_to_string(out).unwrap()
    };
    let (a, b, c) = (
        make("a.bflvl", "5"),
        make("b.bflvl", "5"),
        make("c.bflvl", "6"),
    );
    assert_eq!(a, b);
    assert_ne!(a, c);
    for f in ["a.bflvl", "c.bflvl"] {
        run(&["validate", dir.path().join(f).to_str().unwrap()]).success();
    }
    run(&["generate", "bombfight", "--size", "16x12"])
        .code(2)
        .stderr(predicate::str::contains("odd width and height"));
    run(&["generate", "bombfight", "--size", "16x12", "--no-symmetric"]).success();
}

#[test]
fn a_headless_game_ends_and_its_replay_resimulates_to_the_same_result() {
    let dir = tempfile::tempdir().unwrap();
    let replay = dir.path().join("g.bfreplay");
    let map = level("duel.bflvl");
    let a = run(&[
        "play",
        "bombfight",
        map.to_str().unwrap(),
        "--p1",
        "random",
        "--p2",
        "idle",
        "--seed",
        "3",
        "--json",
        "--replay",
        replay.to_str().unwrap(),
    ])
    .success();
    let game: serde_json::Value = serde_json::from_str(stdout(&a).trim()).unwrap();
    assert!(game["rounds"].as_u64().unwrap() <= 60);
    assert_eq!(game["players"], serde_json::json!(["random", "idle"]));
    let again = run(&["play", "bombfight", replay.to_str().unwrap(), "--json"]).success();
    let replayed: serde_json::Value = serde_json::from_str(stdout(&again).trim()).unwrap();
    assert_eq!(replayed["scores"], game["scores"]);
    assert_eq!(replayed["rounds"], game["rounds"]);
    let twice = run(&[
        "play",
        "bombfight",
        map.to_str().unwrap(),
        "--p1",
        "random",
        "--p2",
        "idle",
        "--seed",
        "3",
        "--json",
    ])
    .success();
    assert_eq!(
        stdout(&twice),
        stdout(&a),
        "the same seed plays the same game"
    );
}

#[test]
fn players_are_checked() {
    let map = level("duel.bflvl");
    run(&["play", "bombfight", map.to_str().unwrap(), "--p1", "uber"])
        .code(2)
        .stderr(predicate::str::contains("'uber' is not a player"));
    cargo_bin_cmd!("gridwright")
        .args(["play", "bombfight", map.to_str().unwrap(), "--p1", "human"])
        .write_stdin("")
        .assert()
        .code(2)
        .stderr(predicate::str::contains("needs a terminal"));
    run(&["solve", map.to_str().unwrap()])
        .code(2)
        .stderr(predicate::str::contains("played, not solved"));
}
