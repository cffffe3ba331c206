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
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args(args)
        .assert()
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
        .env("GRIDWRIGHT_LANG", "en")
        .args(["play", "bombfight", map.to_str().unwrap(), "--p1", "human"])
        .write_stdin("")
        .assert()
        .code(2)
        .stderr(predicate::str::contains("needs a terminal"));
    run(&["solve", map.to_str().unwrap()])
        .code(2)
        .stderr(predicate::str::contains("played, not solved"));
}

fn root(rel: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(rel)
        .to_string_lossy()
        .into_owned()
}

#[test]
fn a_python_bot_plays_whole_games_per_turn_and_persistent() {
    let map = level("duel.bflvl");
    let bot = format!("python3 {}", root("examples/bombfight_bot.py"));
    let persistent = format!("{bot} --persistent");
    for (p1, mode) in [
        (bot.as_str(), "per-turn"),
        (persistent.as_str(), "persistent"),
    ] {
        let logs = tempfile::tempdir().unwrap();
        let a = run(&[
            "play",
            "bombfight",
            map.to_str().unwrap(),
            "--p1",
            p1,
            "--p1-mode",
            mode,
            "--p2",
            "strong",
            "--seed",
            "4",
            "--rounds",
            "12",
            "--json",
            "--bot-log",
            logs.path().to_str().unwrap(),
        ])
        .success();
        let v: serde_json::Value = serde_json::from_str(stdout(&a).trim()).unwrap();
        assert_eq!(v["players"][0], "bombfight_bot.py");
        assert_ne!(v["ended_by"], "playing");
        let log = std::fs::read_to_string(logs.path().join("p1-bombfight_bot.py.log")).unwrap();
        assert!(log.contains("0 fault(s)"), "{mode}: {log}");
        assert!(
            log.contains("--- stderr\nplayer 1,"),
            "{mode}: the debug output is kept"
        );
    }
}

#[test]
fn a_protocol_checking_bot_never_receives_a_malformed_state() {
    let checker = root("tests/fixtures/bots/check_protocol.py");
    let per_turn = format!("python3 {checker}");
    let persistent = format!("python3 {checker} --persistent");
    for opponent in ["idle", "random", "greedy", "strong"] {
        for (bot, mode) in [(&per_turn, "per-turn"), (&persistent, "persistent")] {
            let a = run(&[
                "play",
                "bombfight",
                level("crossroads.bflvl").to_str().unwrap(),
                "--p1",
                opponent,
                "--p2",
                bot,
                "--p2-mode",
                mode,
                "--rounds",
                "25",
                "--seed",
                "2",
            ])
            .success();
            let err = String::from_utf8_lossy(&a.get_output().stderr).into_owned();
            assert!(
                err.contains("check_protocol.py): 25 turn(s)") || err.contains("0 fault(s)"),
                "{opponent} {mode}: {err}"
            );
            assert!(
                err.contains(" 0 fault(s), 0 late, 0 restart(s)"),
                "{opponent} {mode}: {err}"
            );
        }
    }
}

#[test]
fn play_bombfight_help_states_the_decided_rules() {
    let a = run(&["play", "bombfight", "--help"]).success();
    let help = stdout(&a);
    assert!(
        help.contains("traced on the map as it was before the"),
        "{help}"
    );
    assert!(help.contains("'right up bomb' is 'right bomb'"));
    assert!(help.contains("Persistent: started"));
    let a = run(&["tournament", "--help"]).success();
    assert!(stdout(&a).contains("every player whose blast reached it"));
}

#[test]
fn a_tournament_ranks_the_ladder_and_reports_each_start() {
    let replays = tempfile::tempdir().unwrap();
    let a = run(&[
        "tournament",
        "--builtin",
        "random,greedy,strong",
        "--random-maps",
        "3",
        "--seed",
        "5",
        "--json",
        "--replays",
        replays.path().to_str().unwrap(),
    ])
    .success();
    let v: serde_json::Value = serde_json::from_str(&stdout(&a)).unwrap();
    let table = v["standings"].as_array().unwrap();
    assert_eq!(table[0]["name"], "strong");
    assert_eq!(table[0]["games"], 12, "3 maps x 2 opponents x 2 starts");
    assert_eq!(v["maps"].as_array().unwrap().len(), 3);
    assert_eq!(v["games"].as_array().unwrap().len(), 18);
    let files = std::fs::read_dir(replays.path()).unwrap().count();
    assert_eq!(files, 18);
    let one = std::fs::read_dir(replays.path())
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    run(&["play", "bombfight", one.to_str().unwrap()]).success();
}

#[test]
fn a_tournament_with_a_crashing_program_still_finishes() {
    let crash = format!("sh {}", root("tests/fixtures/bots/exit_at_once.sh"));
    let a = run(&[
        "tournament",
        "--bot",
        &format!("crash={crash}"),
        "--builtin",
        "greedy",
        "--maps",
        level("duel.bflvl").to_str().unwrap(),
        "--json",
    ])
    .success();
    let v: serde_json::Value = serde_json::from_str(&stdout(&a)).unwrap();
    let crash = v["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["name"] == "crash")
        .unwrap();
    assert_eq!(crash["games"], 2);
    assert!(crash["faults"].as_u64().unwrap() > 0);
    run(&["tournament", "--builtin", "strong", "--random-maps", "1"])
        .code(2)
        .stderr(predicate::str::contains("at least two entrants"));
    run(&[
        "tournament",
        "--bot",
        "x=no-such-program-gw",
        "--builtin",
        "strong",
        "--random-maps",
        "1",
    ])
    .code(2)
    .stderr(predicate::str::contains("not found"));
}

#[test]
fn a_tournaments_json_names_its_entrants_in_the_flags_order_and_each_games_players() {
    // Before: a built-in, a program, another built-in, in that order on the command line.
    let program = format!("sh {}", root("tests/fixtures/bots/every_other.sh"));
    let a = run(&[
        "tournament",
        "--builtin",
        "idle",
        "--bot",
        &format!("mine={program}"),
        "--builtin",
        "random",
        "--maps",
        level("duel.bflvl").to_str().unwrap(),
        "--json",
    ])
    .success();
    let v: serde_json::Value = serde_json::from_str(&stdout(&a)).unwrap();
    // After: the entrants in that order, with their kind and command.
    let entrants = v["entrants"].as_array().unwrap();
    let names: Vec<&str> = entrants
        .iter()
        .map(|e| e["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["idle", "mine", "random"]);
    assert_eq!(entrants[1]["kind"], "program");
    assert!(
        entrants[1]["command"]
            .as_str()
            .unwrap()
            .contains("every_other.sh")
    );
    assert_eq!(entrants[0]["kind"], "built-in");
    // Each game's players are named, and its indices lead to the same entrants.
    for game in v["games"].as_array().unwrap() {
        let by_index: Vec<&serde_json::Value> = game["pairing"]["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|i| &entrants[i.as_u64().unwrap() as usize]["name"])
            .collect();
        let named: Vec<&serde_json::Value> = game["players"].as_array().unwrap().iter().collect();
        assert_eq!(named, by_index);
    }
    // Each standing names its entrant by index too, whatever the ranking.
    for s in v["standings"].as_array().unwrap() {
        let i = s["entrant"].as_u64().unwrap() as usize;
        assert_eq!(entrants[i]["name"], s["name"]);
    }
}

#[test]
fn a_game_ended_by_an_exit_in_round_3_reports_3_rounds_and_so_does_its_replay() {
    // A is three steps from the exit (right, right, down): it steps onto it in round 3.
    let dir = tempfile::tempdir().unwrap();
    let map = dir.path().join("exit.bflvl");
    std::fs::write(&map, "7 3\n#######\n#A   B#\n###E###\n20\n").unwrap();
    let replay = dir.path().join("exit.bfreplay");
    let args = |json: bool| {
        let mut v = vec!["play", "bombfight", map.to_str().unwrap()];
        v.extend(["--p1", "greedy", "--p2", "idle", "--seed", "1"]);
        v.extend(["--replay", replay.to_str().unwrap()]);
        if json {
            v.push("--json");
        }
        v
    };
    let a = run(&args(true)).success();
    let game: serde_json::Value = serde_json::from_str(stdout(&a).trim()).unwrap();
    assert_eq!(
        game["scores"],
        serde_json::json!([80, 0]),
        "A took the exit"
    );
    assert_eq!(game["ended_by"], "exit");
    assert_eq!(game["rounds"], 3, "the round of the exit counts");
    run(&args(false))
        .success()
        .stdout(predicate::str::contains("3 round(s), ended by exit"));
    let again = run(&["play", "bombfight", replay.to_str().unwrap(), "--json"]).success();
    let replayed: serde_json::Value = serde_json::from_str(stdout(&again).trim()).unwrap();
    assert_eq!(replayed["rounds"], 3, "the replay counts the same");
}

#[test]
fn the_python_search_bot_speaks_both_modes_and_takes_an_exit_that_wins() {
    // A three steps from the exit with nothing else on the map: +80 wins, so it goes.
    let dir = tempfile::tempdir().unwrap();
    let map = dir.path().join("exit.bflvl");
    std::fs::write(&map, "7 3\n#######\n#A   B#\n###E###\n20\n").unwrap();
    let bot = format!("python3 {}", root("examples/bombfight_search_bot.py"));
    let persistent = format!("{bot} --persistent");
    for (p1, mode) in [(&bot, "per-turn"), (&persistent, "persistent")] {
        let logs = tempfile::tempdir().unwrap();
        let a = run(&[
            "play",
            "bombfight",
            map.to_str().unwrap(),
            "--p1",
            p1,
            "--p1-mode",
            mode,
            "--p2",
            "idle",
            "--json",
            "--bot-log",
            logs.path().to_str().unwrap(),
        ])
        .success();
        let v: serde_json::Value = serde_json::from_str(stdout(&a).trim()).unwrap();
        assert_eq!(v["ended_by"], "exit", "{mode}: {v}");
        assert_eq!(v["scores"], serde_json::json!([80, 0]), "{mode}");
        assert_eq!(v["rounds"], 3, "{mode}: straight there");
        let log =
            std::fs::read_to_string(logs.path().join("p1-bombfight_search_bot.py.log")).unwrap();
        assert!(log.contains("0 fault(s)"), "{mode}: {log}");
    }
}
