//! `gridwright optimize` as a user runs it: a collection with a solution to improve, the
//! command, the collection and report expected.

use std::path::Path;

use assert_cmd::cargo::cargo_bin_cmd;
use serde_json::Value;

/// A box to take three squares right, with a saved solution that pushes it right, walks
/// round, pushes it back and only then takes it home (14 moves, 5 pushes; best 4/3).
const DETOUR: &str = "Detour\n#######\n#@    #\n# $  .#\n#     #\n#######\nTitle: Detour\n\nSolution 14/5\ndRurrdLulldRRR\n";

fn optimize(file: &Path, args: &[&str]) -> (Option<i32>, Vec<Value>, String) {
    let run = cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .arg("optimize")
        .arg(file)
        .args(["--json", "--time-limit", "5"])
        .args(args)
        .output()
        .unwrap();
    let lines = String::from_utf8(run.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    (
        run.status.code(),
        lines,
        String::from_utf8(run.stderr).unwrap(),
    )
}

#[test]
fn a_saved_solution_is_improved_and_kept_beside_the_better_one() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("detour.sok");
    std::fs::write(&src, DETOUR).unwrap();
    let out = dir.path().join("better.sok");
    let (code, lines, err) = optimize(&src, &["-o", out.to_str().unwrap()]);
    assert_eq!(code, Some(0), "{err}");
    let l = &lines[0];
    assert_eq!(
        (&l["level"], &l["start"]),
        (&Value::from(1), &Value::from("saved"))
    );
    assert_eq!(
        (&l["start_moves"], &l["start_pushes"]),
        (&Value::from(14), &Value::from(5))
    );
    assert_eq!(
        (&l["moves"], &l["pushes"]),
        (&Value::from(4), &Value::from(3))
    );
    assert_eq!(
        (&l["lurd"], &l["improved"]),
        (&Value::from("dRRR"), &Value::from(true))
    );
    assert!(l["seconds"].is_number() && l["positions"].is_number());
    assert_eq!(
        std::fs::read_to_string(&src).unwrap(),
        DETOUR,
        "the input is untouched"
    );
    let written = std::fs::read_to_string(&out).unwrap();
    assert!(
        written.contains("Solution 14/5\ndRurrdLulldRRR"),
        "{written}"
    );
    assert!(written.contains("Solution 4/3\ndRRR"), "{written}");
}

#[test]
fn fewest_moves_first_and_a_level_solved_before_it_is_optimized() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("bare.sok");
    std::fs::write(&src, "#######\n#@    #\n# $  .#\n#     #\n#######\n").unwrap();
    let (code, lines, err) = optimize(&src, &["--metric", "moves"]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(lines[0]["start"], "solver");
    assert_eq!(
        (&lines[0]["moves"], &lines[0]["pushes"]),
        (&Value::from(4), &Value::from(3))
    );
}

#[test]
fn bad_starts_are_said_and_nothing_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("bad.sok");
    let stale = DETOUR.replace("dRurrdLulldRRR", "uuuu");
    let dead = "Dead\n#####\n#@  #\n#$ .#\n#####\n";
    std::fs::write(&src, format!("{stale}\n{dead}")).unwrap();
    let before = std::fs::read(&src).unwrap();
    let out = dir.path().join("out.sok");
    let (code, lines, err) = optimize(&src, &["--levels", "1-2", "-o", out.to_str().unwrap()]);
    assert_eq!(code, Some(1), "{err}");
    let status: Vec<&str> = lines
        .iter()
        .map(|l| l["status"].as_str().unwrap())
        .collect();
    assert_eq!(status, ["no-start", "no-start"]);
    assert!(
        err.contains(
            "level 1: no solution to start from: the saved game \"Solution 14/5\" does not replay"
        ),
        "{err}"
    );
    assert!(err.contains("level 2: no solution to start from"), "{err}");
    assert!(err.contains("nothing written"), "{err}");
    assert!(!out.exists());
    assert_eq!(std::fs::read(&src).unwrap(), before);
}

#[test]
fn without_levels_only_the_solved_levels_are_taken() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("some.sok");
    let bare = "Bare\n#####\n#@$.#\n#####\n";
    std::fs::write(&src, format!("{bare}\n{DETOUR}")).unwrap();
    let (code, lines, err) = optimize(&src, &[]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(lines.len(), 1);
    assert_eq!(lines[0]["level"], 2);
    assert!(
        err.contains("1 level without a saved solution left out"),
        "{err}"
    );
}

#[test]
fn another_games_file_is_refused() {
    let (code, _, err) = optimize(Path::new("levels/bombfight/duel.bflvl"), &[]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("Sokoban"), "{err}");
}

/// The solutions a written collection holds, as "title lurd" lines, in file order.
fn solutions_in(text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    lines
        .windows(2)
        .filter(|w| w[0].starts_with("Solution "))
        .map(|w| format!("{} {}", w[0], w[1]))
        .collect()
}

#[test]
fn parts_merged_give_what_one_process_gives_and_a_part_run_again_does_nothing_twice() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("three.sok");
    let other = DETOUR.replace("Detour", "Second");
    let third = DETOUR.replace("Detour", "Third");
    std::fs::write(&src, format!("{DETOUR}\n{other}\n{third}")).unwrap();
    let whole = dir.path().join("whole.sok");
    let (code, one, err) = optimize(&src, &["-o", whole.to_str().unwrap()]);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(one.len(), 3);
    let mut parts = Vec::new();
    for k in 0..2 {
        let results = dir.path().join(format!("part-{k}.jsonl"));
        let shard = format!("{k}/2");
        let args = ["--shard", &shard, "--results", results.to_str().unwrap()];
        let (code, _, err) = optimize(&src, &args);
        assert_eq!(code, Some(0), "{err}");
        parts.push(results);
    }
    // Part 0 again: its levels are read back, not optimized again.
    let args = ["--shard", "0/2", "--results", parts[0].to_str().unwrap()];
    let (_, again, err) = optimize(&src, &args);
    assert!(err.contains("resuming"), "{err}");
    assert_eq!(
        again
            .iter()
            .map(|l| l["level"].as_u64())
            .collect::<Vec<_>>(),
        [Some(1), Some(3)]
    );
    let merged = dir.path().join("merged.sok");
    let run = cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .arg("merge")
        .args(&parts)
        .args(["--json", "-o"])
        .arg(&merged)
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(0));
    let lines: Vec<Value> = String::from_utf8(run.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let figures = |ls: &[Value]| -> Vec<(Value, Value, Value)> {
        ls.iter()
            .map(|l| (l["level"].clone(), l["moves"].clone(), l["pushes"].clone()))
            .collect()
    };
    assert_eq!(figures(&lines), figures(&one));
    let read = |p: &Path| solutions_in(&std::fs::read_to_string(p).unwrap());
    assert_eq!(read(&merged), read(&whole));
    assert_eq!(
        read(&whole).len(),
        6,
        "each level keeps its start and gains 4/3"
    );
}
