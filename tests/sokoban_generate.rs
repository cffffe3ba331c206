//! `gridwright generate sokoban`: every level solvable (its saved solution replayed by the
//! game's rules, apart from the solver), not trivial (20 pushes or more, or saying why), and
//! no two the same up to rotation, mirror and translation.

use std::collections::HashSet;
use std::path::{Path, PathBuf};

use assert_cmd::cargo::cargo_bin_cmd;
use gridwright::sokoban::game::Game;
use gridwright::sokoban::generate::normal_form;
use gridwright_formats::sokoban::{Collection, read_collection};

fn generate(args: &[&str]) -> (Collection, Vec<serde_json::Value>) {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("g.sok");
    let run = cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args(["generate", "sokoban", "--json", "-o"])
        .arg(&out)
        .args(args)
        .assert()
        .success();
    let stdout = String::from_utf8_lossy(&run.get_output().stdout).into_owned();
    let json = stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    (
        read_collection(&std::fs::read_to_string(out).unwrap()).unwrap(),
        json,
    )
}

/// Every level: its solution replays to solved; it needs 20 pushes or says why; all differ.
fn check(c: &Collection, json: &[serde_json::Value], seen: &mut HashSet<String>) {
    assert_eq!(c.levels.len(), json.len());
    for (level, j) in c.levels.iter().zip(json) {
        let lurd = &level.saved_games[0].moves;
        let game = Game::replay(&level.board, lurd).unwrap().unwrap();
        assert!(
            game.is_solved(),
            "{}: the saved solution solves it",
            level.title
        );
        assert_eq!(&j["lurd"], lurd);
        let pushes = j["fewest_pushes"].as_u64().unwrap();
        assert!(game.pushes() as u64 >= pushes);
        if pushes < 20 {
            assert!(
                j["why_short"].is_string(),
                "{}: short without a reason",
                level.title
            );
            assert!(level.notes.iter().any(|n| n.starts_with("Why so short:")));
        }
        assert!(level.notes.iter().any(|n| n.starts_with("Fewest pushes:")));
        assert!(
            seen.insert(normal_form(&level.board)),
            "{} twice",
            level.title
        );
    }
}

#[test]
fn rooms_give_solvable_levels_of_twenty_pushes_or_more() {
    let mut seen = HashSet::new();
    for seed in ["1", "2"] {
        let (c, json) = generate(&["--size", "10x8", "--boxes", "4", "--seed", seed]);
        assert_eq!(c.levels.len(), 1);
        check(&c, &json, &mut seen);
        assert!(json[0]["fewest_pushes"].as_u64().unwrap() >= 20);
    }
}

#[test]
fn the_same_seed_gives_the_same_level() {
    let a = generate(&["--size", "9x7", "--boxes", "3", "--seed", "5"]).0;
    let b = generate(&["--size", "9x7", "--boxes", "3", "--seed", "5"]).0;
    assert_eq!(a.levels[0].board, b.levels[0].board);
}

#[test]
fn the_walls_of_levels_are_filled_and_kept_goals_are_kept() {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("levels/sokoban/original.sok");
    let args = ["--levels", "1", "--keep-goals", "--max-positions", "20000"];
    let (c, json) = generate(&[&["--from", file.to_str().unwrap()][..], &args].concat());
    check(&c, &json, &mut HashSet::new());
    let original = read_collection(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let goals = |b: &gridwright_formats::sokoban::Board| {
        b.squares()
            .iter()
            .enumerate()
            .filter(|(_, s)| s.is_goal())
            .map(|(i, _)| i)
            .collect::<Vec<_>>()
    };
    assert_eq!(goals(&c.levels[0].board), goals(&original.levels[0].board));
    let walls =
        |b: &gridwright_formats::sokoban::Board| b.squares().iter().filter(|s| s.is_wall()).count();
    assert!(walls(&c.levels[0].board) >= walls(&original.levels[0].board));
}

#[test]
fn bad_requests_are_refused() {
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args(["generate", "sokoban", "--size", "3x3"])
        .assert()
        .code(2);
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args(["generate", "sokoban", "--boxes", "0"])
        .assert()
        .code(2);
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args(["generate", "sokoban", "--levels", "1"])
        .assert()
        .code(2);
}

/// The acceptance: twenty rooms of 10 x 8 with four boxes (seeds 1 to 20) and the
/// walls of twenty Microban levels (the bundled levels' when the shared collections are not
/// there). Slow in a debug build: run by `.ci/run` with `--ignored`.
#[test]
#[ignore]
fn forty_levels_all_solvable_none_trivial_none_twice() {
    let mut seen = HashSet::new();
    for seed in 1..=20 {
        let s = seed.to_string();
        let (c, json) = generate(&["--size", "10x8", "--boxes", "4", "--seed", &s]);
        check(&c, &json, &mut seen);
        assert!(
            json[0]["fewest_pushes"].as_u64().unwrap() >= 20,
            "seed {seed}"
        );
    }
    let shared: PathBuf =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/levels/sokoban/Microban_155.xsb");
    let walls = if shared.exists() {
        shared
    } else {
        Path::new(env!("CARGO_MANIFEST_DIR")).join("levels/sokoban/original.sok")
    };
    let (c, json) = generate(&[
        "--from",
        walls.to_str().unwrap(),
        "--levels",
        "1-20",
        "--seed",
        "1",
    ]);
    check(&c, &json, &mut seen);
}
