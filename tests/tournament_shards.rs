//! A tournament split into shards: each shard's --results file, resumed after a crash and
//! merged, gives the report of the run in one process; merging files that do not belong
//! together fails naming the file and the problem. Also the cluster examples' manifest.

use std::path::{Path, PathBuf};

use assert_cmd::cargo::cargo_bin_cmd;
use predicates::prelude::*;

const RUN: [&str; 7] = [
    "tournament",
    "--builtin",
    "random,greedy,strong",
    "--random-maps",
    "2",
    "--seed",
    "3",
];

fn gw(args: &[&str]) -> assert_cmd::assert::Assert {
    cargo_bin_cmd!("gridwright").args(args).assert()
}

fn stdout(a: &assert_cmd::assert::Assert) -> String {
    String::from_utf8(a.get_output().stdout.clone()).unwrap()
}

/// The run's flags and more.
fn run_with(more: &[&str]) -> Vec<String> {
    RUN.iter().chain(more).map(|s| s.to_string()).collect()
}

fn gw_run(more: &[&str]) -> assert_cmd::assert::Assert {
    let args = run_with(more);
    gw(&args.iter().map(String::as_str).collect::<Vec<_>>())
}

/// The text report without its timing columns (ms/turn, max ms), which no two runs share.
fn timeless_text(text: &str) -> String {
    let mut table = true;
    text.lines()
        .map(|l| {
            table &= !l.is_empty();
            if table {
                let cols: Vec<&str> = l.split_whitespace().collect();
                cols[..cols.len() - 2].join(" ")
            } else {
                l.to_owned()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The JSON report without its timing fields.
fn timeless_json(text: &str) -> serde_json::Value {
    let mut v: serde_json::Value = serde_json::from_str(text).unwrap();
    for s in v["standings"].as_array_mut().unwrap() {
        let s = s.as_object_mut().unwrap();
        s.remove("mean_ms");
        s.remove("max_ms");
    }
    v
}

fn shard_files(dir: &Path) -> Vec<PathBuf> {
    (0..4)
        .map(|k| dir.join(format!("shard{k}.jsonl")))
        .collect()
}

/// Runs the four shards, each into its own results file.
fn four_shards(dir: &Path) -> Vec<PathBuf> {
    let files = shard_files(dir);
    for (k, f) in files.iter().enumerate() {
        gw_run(&[
            "--shard",
            &format!("{k}/4"),
            "--results",
            f.to_str().unwrap(),
        ])
        .success();
    }
    files
}

fn merge(files: &[PathBuf], more: &[&str]) -> assert_cmd::assert::Assert {
    let mut args = vec!["tournament", "merge"];
    args.extend(files.iter().map(|f| f.to_str().unwrap()));
    args.extend(more);
    gw(&args)
}

#[test]
fn four_shards_merged_print_the_one_process_report() {
    let one_text = stdout(&gw_run(&[]).success());
    let one_json = stdout(&gw_run(&["--json"]).success());
    let dir = tempfile::tempdir().unwrap();
    let files = four_shards(dir.path());
    let text = stdout(&merge(&files, &[]).success());
    let json = stdout(&merge(&files, &["--json"]).success());
    assert_eq!(timeless_text(&text), timeless_text(&one_text));
    assert_eq!(timeless_json(&json), timeless_json(&one_json));
    assert!(text.contains("head to head") && text.contains("random-13x11-seed4"));
    let shuffled = [
        files[2].clone(),
        files[0].clone(),
        files[3].clone(),
        files[1].clone(),
    ];
    assert_eq!(stdout(&merge(&shuffled, &[]).success()), text, "any order");
}

#[test]
fn the_shard_comes_from_the_job_arrays_index() {
    let dir = tempfile::tempdir().unwrap();
    let by_flag = dir.path().join("flag.jsonl");
    let by_env = dir.path().join("env.jsonl");
    gw_run(&["--shard", "2/4", "--results", by_flag.to_str().unwrap()]).success();
    let args = run_with(&["--shards", "4", "--results", by_env.to_str().unwrap()]);
    cargo_bin_cmd!("gridwright")
        .args(&args)
        .env("JOB_COMPLETION_INDEX", "2")
        .assert()
        .success();
    let head = |p: &Path| {
        std::fs::read_to_string(p)
            .unwrap()
            .lines()
            .next()
            .unwrap()
            .to_owned()
    };
    assert_eq!(head(&by_flag), head(&by_env));
    cargo_bin_cmd!("gridwright")
        .args(run_with(&["--shards", "4"]))
        .env_remove("JOB_COMPLETION_INDEX")
        .env_remove("SLURM_ARRAY_TASK_ID")
        .assert()
        .code(2)
        .stderr(predicate::str::contains("JOB_COMPLETION_INDEX"));
}

#[test]
fn a_run_killed_mid_line_resumes_without_playing_a_game_twice() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("all.jsonl");
    let path = file.to_str().unwrap();
    let whole = stdout(&gw_run(&["--results", path]).success());
    let text = std::fs::read_to_string(&file).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 1 + 12, "the header and 12 games");
    // A crash: the last 5 games never written, the one before half-written.
    let kept: usize = lines[..8].iter().map(|l| l.len() + 1).sum();
    let cut = &text[..kept + lines[8].len() / 2];
    std::fs::write(&file, cut).unwrap();
    let again = gw_run(&["--results", path]).success();
    let err = String::from_utf8(again.get_output().stderr.clone()).unwrap();
    assert!(err.contains("line 9 was half-written"), "{err}");
    assert!(err.contains("7 game(s) already played, 5 to play"), "{err}");
    assert_eq!(timeless_text(&stdout(&again)), timeless_text(&whole));
    let text = std::fs::read_to_string(&file).unwrap();
    let mut numbers: Vec<u64> = text
        .lines()
        .skip(1)
        .map(|l| {
            serde_json::from_str::<serde_json::Value>(l).unwrap()["pairing"]["number"]
                .as_u64()
                .unwrap()
        })
        .collect();
    numbers.sort_unstable();
    assert_eq!(numbers, (0..12).collect::<Vec<_>>(), "each game once");
    let merged = stdout(&merge(std::slice::from_ref(&file), &[]).success());
    assert_eq!(timeless_text(&merged), timeless_text(&whole));
}

#[test]
fn merging_files_that_do_not_belong_together_fails_naming_the_file() {
    let dir = tempfile::tempdir().unwrap();
    let files = four_shards(dir.path());
    let name = |i: usize| files[i].to_str().unwrap().to_owned();
    merge(&[files[0].clone(), files[1].clone(), files[2].clone()], &[])
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains("shard(s) 3/4 missing"));
    let partial = merge(&files[..3], &["--partial"]).success();
    assert!(stdout(&partial).starts_with("rank bot"));
    merge(
        &[
            files[0].clone(),
            files[1].clone(),
            files[1].clone(),
            files[3].clone(),
        ],
        &[],
    )
    .code(2)
    .stdout("")
    .stderr(predicate::str::contains(format!(
        "{}: shard 1 is also in {}",
        name(1),
        name(1)
    )));
    let other = dir.path().join("other.jsonl");
    let args = [
        "tournament",
        "--builtin",
        "random,greedy,strong",
        "--random-maps",
        "2",
        "--seed",
        "4",
        "--shard",
        "3/4",
        "--results",
        other.to_str().unwrap(),
    ];
    gw(&args).success();
    merge(
        &[
            files[0].clone(),
            files[1].clone(),
            files[2].clone(),
            other.clone(),
        ],
        &[],
    )
    .code(2)
    .stderr(predicate::str::contains(format!(
        "{}: not the same run as {}",
        other.display(),
        name(0)
    )));
    let text = std::fs::read_to_string(&files[2]).unwrap();
    std::fs::write(&files[2], &text[..text.len() - 9]).unwrap();
    merge(&files, &[])
        .code(2)
        .stdout("")
        .stderr(predicate::str::contains(format!(
            "{}: line 4 is half-written",
            name(2)
        )));
    let lines: Vec<&str> = text.lines().collect();
    std::fs::write(&files[2], format!("{}\n{}\n", lines[0], lines[1])).unwrap();
    merge(&files, &[])
        .code(2)
        .stderr(predicate::str::contains("has 1 of its 3 games"));
}

#[test]
fn the_kubernetes_manifest_runs_every_shard_once() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("examples/cluster");
    let text = std::fs::read_to_string(root.join("tournament-job.yaml")).unwrap();
    let field = |key: &str| -> String {
        let line = text
            .lines()
            .find(|l| l.trim_start().starts_with(&format!("{key}:")))
            .unwrap_or_else(|| panic!("no {key}"));
        line.split_once(':')
            .unwrap()
            .1
            .trim()
            .trim_matches('"')
            .to_owned()
    };
    assert_eq!(field("completionMode"), "Indexed");
    let completions: usize = field("completions").parse().unwrap();
    let parallelism: usize = field("parallelism").parse().unwrap();
    assert!(parallelism >= 1 && parallelism <= completions);
    let command = text
        .lines()
        .find(|l| !l.trim_start().starts_with('#') && l.contains("gridwright tournament"))
        .unwrap();
    assert!(
        command.contains(&format!("--shards {completions}")),
        "{command}"
    );
    assert!(command.contains("JOB_COMPLETION_INDEX"), "{command}");
    let slurm = std::fs::read_to_string(root.join("tournament.slurm")).unwrap();
    assert!(slurm.contains("#SBATCH --array=0-3") && slurm.contains("--shards 4"));
    let parallel = std::fs::read_to_string(root.join("tournament-parallel.sh")).unwrap();
    assert!(parallel.contains("--shard {}/4") && parallel.contains("tournament merge"));
}
