//! `bench 2048 --peer`'s plumbing, with the fake peer of benches/2048-peer/fake (a build.sh and
//! a tiny 2048.cpp with the peer's names): the build, the driver compiled beside it, both
//! programs' games and positions, and the table side by side. Needs g++, as the bench does.

use assert_cmd::cargo::cargo_bin_cmd;
use predicates::prelude::*;

const FAKE: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/benches/2048-peer/fake");

#[test]
fn the_fake_peers_figures_stand_beside_gridwrights() {
    let out = cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args([
            "bench", "2048", "--peer", FAKE, "--games", "2", "--seed", "5",
        ])
        .args(["--peer-depths", "1", "--peer-positions", "4"])
        .assert()
        .success();
    let text = String::from_utf8_lossy(&out.get_output().stdout).into_owned();
    assert!(
        text.contains("machine load before: load average "),
        "{text}"
    );
    assert!(text.contains("machine load after: "), "{text}");
    assert!(
        text.contains("Same positions, depth 1: 4 positions"),
        "{text}"
    );
    // The fake always answers left: the share of gridwright's moves that are left.
    assert!(text.contains("same move chosen: "), "{text}");
    assert!(text.contains("Same depth, 1: 2 games each"), "{text}");
    // The fake's games are three moves to 2048 and score 20000; gridwright's are real games.
    assert_eq!(
        text.matches("nneonneo 2048, score 20000, 3 moves").count(),
        2,
        "{text}"
    );
    assert!(text.contains("| reach 2048 | 2 of 2 |"), "{text}");
    assert!(text.contains("| mean score | 20,000 |"), "{text}");
    assert!(text.contains("| mean moves a game | 3 |"), "{text}");
}

#[test]
fn a_peer_that_does_not_build_is_an_error_not_a_skip() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("build.sh"),
        "echo no compiler >&2\nexit 2\n",
    )
    .unwrap();
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args(["bench", "2048", "--peer"])
        .arg(dir.path())
        .args(["--games", "1", "--peer-depths", "1"])
        .assert()
        .code(2)
        .stderr(
            predicate::str::contains("the peer's build failed")
                .and(predicate::str::contains("no compiler")),
        );
}
