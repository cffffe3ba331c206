//! Mazes from the command line: generation, conversion, validation and solving.

use std::path::{Path, PathBuf};

use assert_cmd::cargo::cargo_bin_cmd;
use predicates::prelude::*;

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

const ALGOS: [&str; 14] = [
    "kruskal",
    "backtracker",
    "prim",
    "true-prim",
    "wilson",
    "aldous-broder",
    "eller",
    "growing-tree-newest",
    "growing-tree-random",
    "growing-tree-mixed",
    "hunt-and-kill",
    "sidewinder",
    "binary-tree",
    "division",
];

#[test]
fn every_generator_is_perfect_and_reproducible() {
    let dir = tempfile::tempdir().unwrap();
    for algo in ALGOS {
        let make = || {
            cargo_bin_cmd!("gridwright")
                .env("GRIDWRIGHT_LANG", "en")
                .args([
                    "generate",
                    "maze",
                    "--algo",
                    algo,
                    "--size",
                    "30x20",
                    "--seed",
                    "3",
                    "--format",
                    "grid-json",
                ])
                .output()
                .unwrap()
        };
        let (a, b) = (make(), make());
        assert!(a.status.success(), "{algo}");
        assert_eq!(a.stdout, b.stdout, "{algo}: same seed, same bytes");
        let file = dir.path().join(format!("{algo}.json"));
        std::fs::write(&file, &a.stdout).unwrap();
        cargo_bin_cmd!("gridwright")
            .env("GRIDWRIGHT_LANG", "en")
            .args(["validate", "--perfect"])
            .arg(&file)
            .assert()
            .code(0);
    }
}

#[test]
fn the_specs_examples_write_back_identically() {
    let art = fixture("invisible_3x5.txt");
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .arg("convert")
        .arg(&art)
        .args(["--to", "ascii"])
        .assert()
        .success()
        .stdout(std::fs::read_to_string(&art).unwrap());
    let grid = fixture("graph_maze_4x4.py");
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .arg("convert")
        .arg(&grid)
        .args(["--to", "grid-python"])
        .assert()
        .success()
        .stdout(std::fs::read_to_string(&grid).unwrap());
}

#[test]
fn solve_prints_directions() {
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .arg("solve")
        .arg(fixture("graph_maze_4x4.py"))
        .args(["--dirs", "--west", "o"])
        .assert()
        .success()
        .stdout(predicate::str::contains("['s', 'e', 'e', 's', 'e', 's']"));
    for algo in [
        "dfs",
        "left-hand",
        "right-hand",
        "tremaux",
        "dead-end-filling",
    ] {
        cargo_bin_cmd!("gridwright")
            .env("GRIDWRIGHT_LANG", "en")
            .arg("solve")
            .arg(fixture("graph_maze_4x4.py"))
            .args(["--algo", algo])
            .assert()
            .success()
            .stdout(predicate::str::contains("path of 6 steps"));
    }
}

#[test]
fn density_mazes_and_pictures() {
    let dir = tempfile::tempdir().unwrap();
    let laby = dir.path().join("laby.txt");
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args([
            "generate",
            "maze",
            "--density",
            "0.3",
            "--solvable",
            "--size",
            "20x10",
            "--seed",
            "5",
            "-o",
        ])
        .arg(&laby)
        .assert()
        .success();
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .arg("validate")
        .arg(&laby)
        .assert()
        .code(0);
    let drawn = dir.path().join("solved.svg");
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .arg("convert")
        .arg(&laby)
        .args(["--to", "svg", "--solution", "-o"])
        .arg(&drawn)
        .assert()
        .success();
    assert!(
        std::fs::read_to_string(&drawn)
            .unwrap()
            .contains("<polyline")
    );
    for ext in ["svg", "png", "maze", "blocks"] {
        let out = dir.path().join(format!("m.{ext}"));
        cargo_bin_cmd!("gridwright")
            .env("GRIDWRIGHT_LANG", "en")
            .arg("convert")
            .arg(&laby)
            .args(["--to", ext, "-o"])
            .arg(&out)
            .assert()
            .success();
        let bytes = std::fs::read(&out).unwrap();
        match ext {
            "svg" => assert!(String::from_utf8(bytes).unwrap().starts_with("<svg ")),
            "png" => assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n"),
            _ => {
                let (back, _) = gridwright::maze::files::load(&out, None).unwrap();
                let (original, _) = gridwright::maze::files::load(&laby, None).unwrap();
                assert_eq!((back.width(), back.height()), (20, 10), "{ext}");
                assert_eq!(back.interior_walls(), original.interior_walls(), "{ext}");
            }
        }
    }
}

#[test]
fn a_malformed_maze_is_located() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.maze");
    std::fs::write(
        &bad,
        "gridwright maze 1\nsize: 2x1\n\n+--+--+\n|  x  |\n+--+--+\n",
    )
    .unwrap();
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .arg("validate")
        .arg(&bad)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("bad.maze:5:4"));
}
