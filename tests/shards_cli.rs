//! `solve`, `bench sokoban`, `bench 2048` and `generate sokoban` split into shards: each
//! part's --results file, resumed after a crash and merged by `gridwright merge`, gives what
//! the run gives in one process; files that do not make one run are refused, naming the
//! file and the problem, with status 2 and nothing written.

use std::path::{Path, PathBuf};
use std::process::Command;

use assert_cmd::cargo::cargo_bin_cmd;
use gridwright::sokoban::saved_games::{Standing, standing};
use gridwright_formats::sokoban::{Collection, read_collection};
use predicates::prelude::*;

fn root(path: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(path)
        .to_string_lossy()
        .into_owned()
}

fn gw(args: &[&str]) -> assert_cmd::assert::Assert {
    cargo_bin_cmd!("gridwright").args(args).assert()
}

fn out(a: &assert_cmd::assert::Assert) -> String {
    String::from_utf8(a.get_output().stdout.clone()).unwrap()
}

fn err(a: &assert_cmd::assert::Assert) -> String {
    String::from_utf8(a.get_output().stderr.clone()).unwrap()
}

fn s(p: &Path) -> &str {
    p.to_str().unwrap()
}

/// `args` with `more` after them.
fn with(args: &[&str], more: &[&str]) -> Vec<String> {
    args.iter().chain(more).map(|a| a.to_string()).collect()
}

/// Runs `args` as shards 0..n at once (each its own process), each into its results file;
/// each must end with status 0 or 1.
fn shards(dir: &Path, args: &[&str], n: usize) -> Vec<PathBuf> {
    let files: Vec<PathBuf> = (0..n).map(|k| dir.join(format!("part{k}.jsonl"))).collect();
    let children: Vec<_> = files
        .iter()
        .enumerate()
        .map(|(k, f)| {
            let shard = format!("{k}/{n}");
            Command::new(env!("CARGO_BIN_EXE_gridwright"))
                .args(with(args, &["--shard", &shard, "--results", s(f)]))
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .spawn()
                .unwrap()
        })
        .collect();
    for mut c in children {
        // 1: a solve with a level left unsolved.
        assert!(matches!(c.wait().unwrap().code(), Some(0 | 1)));
    }
    files
}

fn merge(files: &[PathBuf], more: &[&str]) -> assert_cmd::assert::Assert {
    let mut args = vec!["merge".to_string()];
    args.extend(files.iter().map(|f| s(f).to_owned()));
    args.extend(more.iter().map(|m| m.to_string()));
    cargo_bin_cmd!("gridwright").args(args).assert()
}

/// Cuts a results file in the middle of its last line, as a crash while writing it would.
fn cut_last_line(file: &Path) {
    let text = std::fs::read_to_string(file).unwrap();
    let last = text.trim_end().rsplit('\n').next().unwrap().len();
    std::fs::write(file, &text[..text.len() - 1 - last / 2]).unwrap();
}

/// The item lines' numbers of a results file.
fn numbers(file: &Path) -> Vec<u64> {
    let mut n: Vec<u64> = std::fs::read_to_string(file)
        .unwrap()
        .lines()
        .skip(1)
        .map(|l| {
            serde_json::from_str::<serde_json::Value>(l).unwrap()["number"]
                .as_u64()
                .unwrap()
        })
        .collect();
    n.sort_unstable();
    n
}

/// `solve`'s level lines without the time and the positions stored (which vary a little
/// from run to run while the solution does not).
fn timeless_solve(text: &str) -> Vec<String> {
    text.lines()
        .map(|l| {
            let (head, tail) = l.split_once(" ms ").unwrap();
            let head: Vec<&str> = head.split_whitespace().collect();
            let (_, detail) = tail.split_once(" nodes ").unwrap();
            format!("{} {}", head[..head.len() - 1].join(" "), detail.trim())
        })
        .collect()
}

fn collection(path: &Path) -> Collection {
    read_collection(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// Every level's solutions (moves), in order.
fn solutions(c: &Collection) -> Vec<Vec<String>> {
    c.levels
        .iter()
        .map(|l| l.saved_games.iter().map(|g| g.moves.clone()).collect())
        .collect()
}

/// XSokoban 1-20 with a memory bound, which decides which levels are solved the same way
/// on a busy machine as on a quiet one (a time limit on the wall would not), and a time
/// limit that never binds first (the debug build's work runs far slower than the clock of
/// work that schedules the fast mode).
const XSOKOBAN: [&str; 9] = [
    "--memory-mib",
    "2",
    "--time-limit",
    "900",
    "--jobs",
    "1",
    "--levels",
    "1-20",
    "--json",
];

/// The public collections are not copied into the project: this runs where
/// `../shared/levels` is (CI runs the ignored tests there), and takes a minute or two in debug.
#[test]
#[ignore = "needs ../shared/levels"]
fn xsokoban_1_to_20_in_three_shards_merges_into_the_one_process_solve() {
    let dir = tempfile::tempdir().unwrap();
    let file = root("../shared/levels/sokoban/XSokoban_90.xsb");
    let one_sok = dir.path().join("one.sok");
    let solve: Vec<&str> = ["solve", file.as_str()]
        .into_iter()
        .chain(XSOKOBAN)
        .collect();
    let one = gw(&with(&solve, &["-o", s(&one_sok)])
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>());
    let one_lines = out(&one.code(predicate::in_iter([0, 1])));
    let files = shards(dir.path(), &solve, 3);
    let merged_sok = dir.path().join("merged.sok");
    let merged = merge(&files, &["--json", "-o", s(&merged_sok)]);
    let merged_lines = out(&merged.code(predicate::in_iter([0, 1])));
    let levels = |text: &str| -> Vec<serde_json::Value> {
        text.lines()
            .map(|l| serde_json::from_str(l).unwrap())
            .collect()
    };
    let status = |v: &Vec<serde_json::Value>| -> Vec<String> {
        v.iter()
            .map(|l| format!("{} {}", l["level"], l["status"]))
            .collect()
    };
    let (one_levels, merged_levels) = (levels(&one_lines), levels(&merged_lines));
    assert_eq!(
        status(&merged_levels),
        status(&one_levels),
        "the same levels solved"
    );
    let solved = merged_levels
        .iter()
        .filter(|v| v["status"] == "solved")
        .count();
    assert!(solved >= 5, "{solved} solved: the comparison says little");
    // The merge keeps every shard's solution as the shard found it.
    let mut found: Vec<(u64, String)> = files
        .iter()
        .flat_map(|f| {
            std::fs::read_to_string(f)
                .unwrap()
                .lines()
                .skip(1)
                .map(str::to_owned)
                .collect::<Vec<_>>()
        })
        .map(|l| serde_json::from_str::<serde_json::Value>(&l).unwrap())
        .filter(|v| v["lurd"].is_string())
        .map(|v| {
            (
                v["level"].as_u64().unwrap(),
                v["lurd"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    found.sort();
    let merged_c = collection(&merged_sok);
    let written: Vec<(u64, String)> = solutions(&merged_c)
        .into_iter()
        .enumerate()
        .flat_map(|(i, games)| games.into_iter().map(move |g| (i as u64 + 1, g)))
        .collect();
    assert_eq!(written, found);
    let lurds = |v: &Vec<serde_json::Value>| -> Vec<(u64, String)> {
        v.iter()
            .filter(|l| l["lurd"].is_string())
            .map(|l| {
                (
                    l["level"].as_u64().unwrap(),
                    l["lurd"].as_str().unwrap().to_owned(),
                )
            })
            .collect()
    };
    assert_eq!(
        lurds(&merged_levels),
        found,
        "the merge prints what it writes"
    );
    // The fast mode's two threads race on clocks of work, not of the wall: the same
    // solutions, whichever process and shard found them.
    assert_eq!(
        lurds(&merged_levels),
        lurds(&one_levels),
        "the same solutions"
    );
    assert_eq!(
        solutions(&collection(&one_sok))
            .iter()
            .filter(|g| !g.is_empty())
            .count(),
        solved,
        "one process: as many solutions"
    );
    let mut replayed = 0;
    for level in &merged_c.levels {
        for game in &level.saved_games {
            assert_eq!(standing(level, game), Standing::Fits, "{}", level.title);
            replayed += 1;
        }
    }
    assert_eq!(replayed, solved);
}

#[test]
fn a_solve_killed_mid_line_resumes_and_merges_into_the_whole_run() {
    let dir = tempfile::tempdir().unwrap();
    let file = root("levels/sokoban/original.sok");
    let results = dir.path().join("all.jsonl");
    let args = [
        "solve",
        file.as_str(),
        "--jobs",
        "1",
        "--time-limit",
        "900",
        "--results",
        s(&results),
    ];
    let whole = out(&gw(&args).success());
    assert_eq!(numbers(&results), [0, 1, 2]);
    cut_last_line(&results);
    let again = gw(&args).success();
    let said = err(&again);
    assert!(said.contains("line 4 was half-written"), "{said}");
    assert!(said.contains("2 level(s) already done, 1 to do"), "{said}");
    assert_eq!(timeless_solve(&out(&again)), timeless_solve(&whole));
    assert_eq!(numbers(&results), [0, 1, 2], "each level once");
    let merged = out(&merge(std::slice::from_ref(&results), &[]).success());
    assert_eq!(timeless_solve(&merged), timeless_solve(&whole));
}

/// `bench sokoban`'s report without its timing figures.
fn timeless_bench(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| !l.starts_with("total") && !l.starts_with("median") && !l.starts_with("peak"))
        .map(str::to_owned)
        .collect()
}

#[test]
fn bench_sokoban_in_shards_merges_and_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let file = root("levels/sokoban/original.sok");
    let bench = [
        "bench",
        "sokoban",
        file.as_str(),
        "--jobs",
        "1",
        "--time-limit",
        "900",
    ];
    let one = out(&gw(&bench).success());
    assert!(one.contains("3/3 at 900 s"), "{one}");
    let files = shards(dir.path(), &bench, 2);
    let merged = out(&merge(&files, &[]).success());
    assert_eq!(timeless_bench(&merged), timeless_bench(&one));
    cut_last_line(&files[0]);
    let again = gw(
        &with(&bench, &["--shard", "0/2", "--results", s(&files[0])])
            .iter()
            .map(String::as_str)
            .collect::<Vec<_>>(),
    )
    .success();
    assert!(
        err(&again).contains("line 3 was half-written"),
        "{}",
        err(&again)
    );
    assert_eq!(numbers(&files[0]), [0, 2]);
    assert_eq!(
        timeless_bench(&out(&merge(&files, &[]).success())),
        timeless_bench(&one)
    );
    merge(&files[1..], &[])
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains("shard(s) 0/2 missing"));
}

/// Six short games at a depth the time per move never cuts: the same on any machine.
const G2048: [&str; 12] = [
    "bench",
    "2048",
    "--games",
    "6",
    "--seed",
    "5",
    "--stop-at",
    "64",
    "--max-depth",
    "1",
    "--ms-per-move",
    "60000",
];

/// `bench 2048 --json`'s games without their timing fields.
fn timeless_games(text: &str) -> Vec<serde_json::Value> {
    text.lines()
        .map(|l| {
            let mut v: serde_json::Value = serde_json::from_str(l).unwrap();
            let o = v.as_object_mut().unwrap();
            o.remove("ms_per_move");
            o.remove("nodes_per_second");
            v
        })
        .collect()
}

/// The summary's words up to the timing figures.
fn summary_head(text: &str) -> String {
    text.split(" ms a move").next().unwrap().to_owned()
}

#[test]
fn bench_2048_in_shards_merges_and_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let json: Vec<String> = with(&G2048, &["--json"]);
    let json: Vec<&str> = json.iter().map(String::as_str).collect();
    let one = gw(&json).success();
    let files = shards(dir.path(), &G2048, 3);
    let merged = merge(&files, &["--json"]).success();
    assert_eq!(timeless_games(&out(&merged)), timeless_games(&out(&one)));
    assert_eq!(timeless_games(&out(&one)).len(), 6);
    let one_text = out(&gw(&G2048).success());
    let merged_text = out(&merge(&files, &[]).success());
    assert_eq!(summary_head(&merged_text), summary_head(&one_text));
    cut_last_line(&files[2]);
    let again = with(&G2048, &["--shard", "2/3", "--results", s(&files[2])]);
    let again = gw(&again.iter().map(String::as_str).collect::<Vec<_>>()).success();
    assert!(
        err(&again).contains("1 game(s) already played, 1 to play"),
        "{}",
        err(&again)
    );
    assert_eq!(numbers(&files[2]), [2, 5]);
    assert_eq!(
        summary_head(&out(&merge(&files, &[]).success())),
        summary_head(&one_text)
    );
    // A shard twice, and a file of another verb.
    merge(&[files[0].clone(), files[1].clone(), files[1].clone()], &[])
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains(format!(
            "{}: shard 1 is also in {}",
            s(&files[1]),
            s(&files[1])
        )));
}

const GENERATE: [&str; 9] = [
    "generate", "sokoban", "--size", "8x7", "--boxes", "2", "--count", "4", "--seed",
];

#[test]
fn generate_sokoban_in_shards_merges_into_the_one_process_collection() {
    let dir = tempfile::tempdir().unwrap();
    let one_file = dir.path().join("one.jsonl");
    let run: Vec<String> = with(&GENERATE, &["3"]);
    let run: Vec<&str> = run.iter().map(String::as_str).collect();
    let one = out(&gw(&with(&run, &["--results", s(&one_file)])
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>())
    .success());
    assert_eq!(read_collection(&one).unwrap().levels.len(), 4);
    let files = shards(dir.path(), &run, 2);
    let out_sok = dir.path().join("merged.sok");
    merge(&files, &["-o", s(&out_sok)]).success();
    assert_eq!(
        std::fs::read_to_string(&out_sok).unwrap(),
        one,
        "byte for byte"
    );
    // Level 2 of the run is the level seed 3 + 2 makes alone.
    let alone = out(&gw(&with(&GENERATE[..7], &["1", "--seed", "5", "--json"])
        .iter()
        .map(String::as_str)
        .collect::<Vec<_>>())
    .success());
    let lurd = |text: &str| -> Vec<String> {
        text.lines()
            .map(|l| serde_json::from_str::<serde_json::Value>(l).unwrap()["lurd"].to_string())
            .collect()
    };
    let all_json = out(&merge(&files, &["--json"]).success());
    assert!(lurd(&all_json).contains(&lurd(&alone)[0]), "{alone}");
    // Resumed after a crash: the same collection, no level made twice.
    cut_last_line(&files[1]);
    let again = with(&run, &["--shard", "1/2", "--results", s(&files[1])]);
    let again = gw(&again.iter().map(String::as_str).collect::<Vec<_>>()).success();
    assert!(
        err(&again).contains("1 level(s) already done, 1 to do"),
        "{}",
        err(&again)
    );
    assert_eq!(numbers(&files[1]), [1, 3]);
    std::fs::remove_file(&out_sok).unwrap();
    merge(&files, &["-o", s(&out_sok)]).success();
    assert_eq!(std::fs::read_to_string(&out_sok).unwrap(), one);
    // A half-written line is refused by the merge, and nothing is written.
    cut_last_line(&files[0]);
    std::fs::remove_file(&out_sok).unwrap();
    merge(&files, &["-o", s(&out_sok)])
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains(format!(
            "{}: line 3 is half-written",
            s(&files[0])
        )));
    assert!(!out_sok.exists(), "nothing written");
}

#[test]
fn merging_files_of_two_runs_or_two_verbs_fails_naming_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let file = root("levels/sokoban/original.sok");
    let a = dir.path().join("a.jsonl");
    let b = dir.path().join("b.jsonl");
    let c = dir.path().join("c.jsonl");
    let solve = |levels: &str, shard: &str, results: &Path| {
        gw(&[
            "solve",
            &file,
            "--levels",
            levels,
            "--jobs",
            "1",
            "--time-limit",
            "900",
            "--shard",
            shard,
            "--results",
            s(results),
        ])
        .success();
    };
    solve("1", "0/2", &a);
    solve("1-2", "1/2", &b);
    let out_sok = dir.path().join("out.sok");
    merge(&[a.clone(), b.clone()], &["-o", s(&out_sok)])
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains(format!(
            "{}: not the same run as {}",
            s(&b),
            s(&a)
        )));
    assert!(!out_sok.exists(), "nothing written");
    let g = with(&G2048, &["--shard", "0/2", "--results", s(&c)]);
    gw(&g.iter().map(String::as_str).collect::<Vec<_>>()).success();
    merge(&[a.clone(), c.clone()], &[])
        .code(2)
        .stderr(predicate::str::contains(format!(
            "{}: the results of `bench 2048`, but {} holds those of `solve`",
            s(&c),
            s(&a)
        )));
    // The same results file given to another run is refused before any work.
    gw(&["solve", &file, "--levels", "2", "--results", s(&a)])
        .code(2)
        .stderr(predicate::str::contains("another run or shard"));
}
