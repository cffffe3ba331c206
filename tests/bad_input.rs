//! Bad input through the command line: every case ends within seconds with a clear message
//! and status 1 or 2, never a panic (101), an abort or a hang, and changes no file.
//! Each case is one that reproduced before it was fixed.

use std::path::Path;
use std::time::Duration;

use assert_cmd::cargo::cargo_bin_cmd;

/// What a run gave: status code and stderr.
struct Run {
    code: i32,
    stdout: String,
    stderr: String,
}

/// Runs gridwright with `args` in `dir`, killed after 20 s (a hang fails the test).
fn run_in(dir: &Path, args: &[&str]) -> Run {
    let out = cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .current_dir(dir)
        .args(args)
        .timeout(Duration::from_secs(20))
        .output()
        .unwrap();
    Run {
        code: out.status.code().unwrap_or(-1),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// Asserts a refused run: `code`, and stderr containing `says`.
fn refused(dir: &Path, args: &[&str], code: i32, says: &str) {
    let r = run_in(dir, args);
    assert_eq!(r.code, code, "{args:?}: {}", r.stderr);
    assert!(r.stderr.contains(says), "{args:?}: {}", r.stderr);
    assert!(!r.stderr.contains("panicked"), "{args:?}: {}", r.stderr);
}

fn files_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

const LEVEL: &str = "; One\n#######\n#@ $ .#\n#######\n";

#[cfg(unix)]
#[test]
fn a_closed_stdout_is_an_error_with_status_2_not_lost_output() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.xsb"), LEVEL).unwrap();
    for args in [
        &["info", "a.xsb"][..],
        &["convert", "a.xsb", "--to", "xsb"],
        &["generate", "maze", "--seed", "1"],
        &["laby", "3", "3", "0.2", "0", "3", "--seed", "1"],
        // Standard output by name, too.
        &["convert", "a.xsb", "--to", "sok", "-o", "/dev/stdout"],
        &["render", "a.xsb", "-o", "/dev/stdout"],
        &["generate", "maze", "--seed", "1", "-o", "/dev/stdout"],
    ] {
        let out = std::process::Command::new("sh")
            .env("GRIDWRIGHT_LANG", "en")
            .current_dir(dir.path())
            .arg("-c")
            .arg("exec \"$0\" \"$@\" >&- </dev/null")
            .arg(env!("CARGO_BIN_EXE_gridwright"))
            .args(args)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(stderr.contains("standard output is closed"), "{stderr}");
    }
    assert_eq!(
        files_in(dir.path()),
        ["a.xsb"],
        "nothing written in its place"
    );
}

#[test]
fn text_from_files_reaches_the_terminal_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let evil = "Title: \u{1b}]0;owned\u{7}\u{1b}[2J\n#######\n#@ $ .#\n#######\n";
    std::fs::write(dir.path().join("e.sok"), evil).unwrap();
    for args in [&["info", "e.sok"][..], &["solve", "e.sok"]] {
        let r = run_in(dir.path(), args);
        assert!(!r.stdout.contains('\u{1b}'), "{args:?}: {:?}", r.stdout);
        assert!(r.stdout.contains("\\u{1b}"), "{args:?}: {:?}", r.stdout);
    }
    let map = "9 3\n#########\n#A     B#\n####E####\n3\n";
    let replay = format!(
        "gridwright bombfight replay 1\nseed: 1\nplayer 1: \u{1b}[2Jevil\nplayer 2: idle\nswapped: no\nmap:\n{map}turns:\n-\n-\n"
    );
    std::fs::write(dir.path().join("r.bfreplay"), replay).unwrap();
    let r = run_in(dir.path(), &["play", "bombfight", "r.bfreplay"]);
    assert!(!r.stdout.contains('\u{1b}'), "{:?} {}", r.stdout, r.stderr);
}

#[test]
fn file_names_reach_the_terminal_escaped() {
    let dir = tempfile::tempdir().unwrap();
    let evil = "x\u{1b}[2J\u{1b}]0;owned\u{7}y.xsb";
    std::fs::write(dir.path().join(evil), LEVEL).unwrap();
    for args in [
        &["info", evil][..],
        &["validate", evil],
        &["convert", evil, "--to", "sok", "-o", evil],
        &["info", "missing\u{1b}[2J.xsb"],
    ] {
        let r = run_in(dir.path(), args);
        let all = r.stdout + &r.stderr;
        assert!(!all.contains('\u{1b}'), "{args:?}: {all:?}");
        assert!(all.contains("\\u{1b}[2J"), "{args:?}: {all:?}");
    }
}

#[test]
fn outputs_are_checked_before_the_work() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::write(d.join("g.xsb"), LEVEL).unwrap();
    std::fs::write(d.join("plain"), "keep").unwrap();
    let map = "levels/bombfight/duel.bflvl";
    let map = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join(map);
    let map = map.to_str().unwrap();
    // Before, each of these found its output bad only after the whole run.
    let cases: [(&[&str], &str); 6] = [
        (
            &["generate", "sokoban", "--from=g.xsb", "-o", "g.xsb"],
            "an input of the command",
        ),
        (
            &["convert", "g.xsb", "--to", "sok", "-o", "."],
            ".: is a folder; give a file name",
        ),
        (
            &["convert", "g.xsb", "--to", "sok", "-o", "no/x.sok"],
            "the folder no does not exist",
        ),
        (
            &[
                "play",
                "bombfight",
                map,
                "--p2",
                "idle",
                "--bot-log",
                "plain",
            ],
            "plain: is a file",
        ),
        (
            &["play", "bombfight", map, "--p2", "idle", "--replay", "."],
            "is a folder",
        ),
        (
            &[
                "tournament",
                "--builtin",
                "idle,random",
                "--random-maps",
                "2",
                "--replays",
                "plain",
            ],
            "plain: is a file, not a folder",
        ),
    ];
    for (args, says) in cases {
        let r = run_in(d, args);
        assert_eq!(r.code, 2, "{args:?}: {}", r.stderr);
        assert!(r.stderr.contains(says), "{args:?}: {}", r.stderr);
        assert!(
            r.stdout.is_empty(),
            "no result printed: {args:?}: {}",
            r.stdout
        );
    }
    assert_eq!(std::fs::read_to_string(d.join("g.xsb")).unwrap(), LEVEL);
    assert_eq!(files_in(d), ["g.xsb", "plain"]);
}

#[test]
fn a_bot_log_never_replaces_a_file_the_bot_command_names() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    let logs = dir.path().join("bli");
    std::fs::create_dir(&logs).unwrap();
    std::fs::write(
        logs.join("s"),
        "#!/bin/sh\nwhile read l; do echo bomb; done\n",
    )
    .unwrap();
    std::fs::set_permissions(logs.join("s"), std::fs::Permissions::from_mode(0o755)).unwrap();
    std::fs::write(logs.join("p1-s.log"), "precious").unwrap();
    let map = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("levels/bombfight/duel.bflvl");
    let args = [
        "play",
        "bombfight",
        map.to_str().unwrap(),
        "--p2",
        "idle",
        "--bot-log",
        "bli",
    ];
    let run = |p1: &str| {
        let args = [&args[..], &["--p1", p1]].concat();
        run_in(dir.path(), &args)
    };
    let r = run("sh bli/s bli/p1-s.log");
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(
        r.stderr.contains("holds bli/p1-s.log, an input"),
        "{}",
        r.stderr
    );
    assert_eq!(
        std::fs::read_to_string(logs.join("p1-s.log")).unwrap(),
        "precious"
    );
}

#[test]
fn a_result_is_printed_before_a_save_that_fails() {
    let map = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("levels/bombfight/duel.bflvl");
    let dir = tempfile::tempdir().unwrap();
    let r = run_in(
        dir.path(),
        &[
            "play",
            "bombfight",
            map.to_str().unwrap(),
            "--p2",
            "idle",
            "--replay",
            "/dev/full",
        ],
    );
    assert_eq!(r.code, 2, "{}", r.stderr);
    assert!(r.stdout.contains("winner"), "{}", r.stdout);
    assert!(
        r.stderr.contains("/dev/full: no space left"),
        "{}",
        r.stderr
    );
}

#[test]
fn huge_or_wrapping_maze_headers_are_refused_before_allocating() {
    let dir = tempfile::tempdir().unwrap();
    for size in [
        "18446744073709551615x18446744073709551615",
        "100000x1000000",
        "4000000000x4000000000",
        "40000x50000",
    ] {
        let file = dir.path().join("big.maze");
        std::fs::write(&file, format!("gridwright maze 1\nsize: {size}\n\n+--+\n")).unwrap();
        refused(dir.path(), &["info", "big.maze"], 2, "big.maze:");
    }
}

#[test]
fn ragged_grid_matrices_are_located_errors() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("r.json"),
        "[[[false,true,false,false],[false]]]",
    )
    .unwrap();
    refused(dir.path(), &["info", "r.json"], 2, "r.json:1:28:");
}

#[test]
fn bad_numbers_in_flags_are_usage_errors() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.xsb"), LEVEL).unwrap();
    for limit in ["inf", "1e300", "nan", "-1"] {
        let flag = format!("--time-limit={limit}");
        refused(dir.path(), &["solve", "a.xsb", &flag], 2, "time limit");
    }
    for flag in ["--density=nan", "--braid=nan", "--density=2"] {
        refused(dir.path(), &["generate", "maze", flag], 2, "from 0 to 1");
    }
    for lm in ["9223372036854775808", "0", "3"] {
        refused(
            dir.path(),
            &["generate", "maze", "--format", "ascii", "--lm", lm],
            2,
            "even number",
        );
    }
    refused(
        dir.path(),
        &["solve", "a.xsb", "--memory-mib", "17592186044416"],
        2,
        "memory",
    );
    refused(dir.path(), &["solve", "a.xsb", "--jobs", "0"], 2, "jobs");
    let huge = "18446744073709551615";
    refused(dir.path(), &["bench", "2048", "--games", huge], 2, "games");
    refused(
        dir.path(),
        &[
            "tournament",
            "--builtin",
            "idle,random",
            "--random-maps",
            huge,
        ],
        2,
        "random-maps",
    );
}

#[test]
fn every_count_flag_states_its_range() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.xsb"), LEVEL).unwrap();
    let counts: [&[&str]; 8] = [
        &["generate", "bombfight", "--exits"],
        &["bench", "laby", "--games"],
        &["bench", "laby", "--lives"],
        &["bench", "2048", "--games"],
        &["bench", "2048", "--stop-at"],
        &["generate", "sokoban", "--count"],
        &["play", "bombfight", "a.bflvl", "--rounds"],
        &["tournament", "--builtin", "idle,random", "--random-maps"],
    ];
    for args in counts {
        for value in ["-1", "100000000000000"] {
            let args = [args, &[value]].concat();
            refused(dir.path(), &args, 2, "is not in");
        }
    }
    refused(
        dir.path(),
        &["solve", "a.xsb", "--jobs", "5000"],
        2,
        "1 to 1024",
    );
}

#[test]
fn a_tournament_is_counted_before_any_map_is_made() {
    // 100,000 random maps would take minutes and gigabytes to make; the count refuses first.
    let dir = tempfile::tempdir().unwrap();
    let args = [
        "tournament",
        "--builtin",
        "idle,random,greedy,strong",
        "--random-maps",
        "100000",
    ];
    refused(dir.path(), &args, 2, "1200000 games scheduled");
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_stdout_is_an_io_error_with_status_2() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.xsb"), LEVEL).unwrap();
    for args in [
        &["info", "a.xsb"][..],
        &["convert", "a.xsb", "--to", "sok"],
        &["generate", "maze", "--seed", "1"],
        &["laby", "3", "3", "0.2", "0", "3", "--seed", "1"],
    ] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_gridwright"))
            .env("GRIDWRIGHT_LANG", "en")
            .current_dir(dir.path())
            .args(args)
            .stdin(std::process::Stdio::null())
            .stdout(
                std::fs::OpenOptions::new()
                    .write(true)
                    .open("/dev/full")
                    .unwrap(),
            )
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(
            stderr.contains("cannot write to standard output"),
            "{stderr}"
        );
    }
}

#[test]
fn outputs_beyond_the_limits_are_refused_with_the_memory_they_need() {
    let dir = tempfile::tempdir().unwrap();
    for (size, format) in [
        ("44721x44721", "maze"),
        ("40000x40000", "png"),
        ("20000x20000", "svg"),
    ] {
        let args = [
            "generate", "maze", "--size", size, "--format", format, "--seed", "1",
        ];
        refused(dir.path(), &args, 2, "MiB");
    }
    refused(
        dir.path(),
        &[
            "generate", "maze", "--format", "ascii", "--lm", "100000", "--hm", "100000",
        ],
        2,
        "even number from 2 to 1000",
    );
    assert!(files_in(dir.path()).is_empty());
}

#[test]
fn rle_groups_that_expand_to_nothing_do_not_hang() {
    let dir = tempfile::tempdir().unwrap();
    for row in [
        "18446744073709551615()#####",
        "99999999(99999999(99999999()))#####",
        "18446744073709551615(0#)#####",
    ] {
        let text = format!("#####\n{row}\n#@$.#\n#####\n");
        std::fs::write(dir.path().join("r.sok"), text).unwrap();
        let r = run_in(dir.path(), &["info", "r.sok"]);
        assert_eq!(r.code, 0, "{row}: {}", r.stderr);
    }
    std::fs::write(
        dir.path().join("m.sok"),
        "#####\n#@$.#\n#####\nSolution\n18446744073709551615()R\n",
    )
    .unwrap();
    let r = run_in(dir.path(), &["info", "m.sok", "--json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("\"moves\": 1"), "{}", r.stdout);
}

#[test]
fn solvable_density_mazes_give_up_with_a_reason() {
    let dir = tempfile::tempdir().unwrap();
    refused(
        dir.path(),
        &[
            "generate",
            "maze",
            "--density",
            "1",
            "--solvable",
            "--seed",
            "1",
        ],
        1,
        "no maze with a reachable exit",
    );
}

#[test]
fn jobs_are_capped_at_the_levels_and_cores() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("a.xsb"),
        format!("{LEVEL}\n{LEVEL}\n{LEVEL}"),
    )
    .unwrap();
    for jobs in ["1024", "1000"] {
        let r = run_in(dir.path(), &["solve", "a.xsb", "--jobs", jobs, "--json"]);
        assert_eq!(r.code, 0, "{}", r.stderr);
        assert_eq!(r.stdout.lines().count(), 3, "every level reported");
        assert!(r.stderr.contains("note: running"), "{}", r.stderr);
    }
}

#[test]
fn a_selection_outside_the_file_is_a_usage_error_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.xsb"), format!("{LEVEL}\n{LEVEL}")).unwrap();
    for levels in ["999", ""] {
        let flag = format!("--levels={levels}");
        refused(
            dir.path(),
            &["solve", "a.xsb", &flag, "-o", "out.sok"],
            2,
            "which has levels 1-2",
        );
    }
    assert_eq!(files_in(dir.path()), ["a.xsb"]);
}

#[test]
fn a_level_stopped_by_memory_says_memory() {
    let dir = tempfile::tempdir().unwrap();
    let room = "##############\n#@           #\n# $ $ $ $ $  #\n#  $ $ $ $ $ #\n#            #\n#  .....     #\n#    .....   #\n##############\n";
    std::fs::write(dir.path().join("big.xsb"), room).unwrap();
    let r = run_in(
        dir.path(),
        &[
            "solve",
            "big.xsb",
            "--optimal",
            "--memory-mib",
            "1",
            "--time-limit",
            "60",
            "--json",
        ],
    );
    assert_eq!(r.code, 1, "{}", r.stderr);
    assert!(r.stdout.contains("\"status\":\"memory\""), "{}", r.stdout);
}

#[test]
fn colliding_outputs_are_refused_before_writing() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("in")).unwrap();
    std::fs::write(dir.path().join("in/a.xsb"), LEVEL).unwrap();
    std::fs::write(dir.path().join("in/a.sok"), LEVEL).unwrap();
    refused(
        dir.path(),
        &[
            "convert",
            "in/a.xsb",
            "in/a.sok",
            "--to",
            "sok",
            "--out-dir",
            "out",
        ],
        2,
        "would both be written to",
    );
    assert!(!dir.path().join("out/a.sok").exists());
    std::fs::write(dir.path().join("a.json"), "[[[true,false,false,false]]]").unwrap();
    std::fs::write(dir.path().join("b.json"), "[[[false,false,true,false]]]").unwrap();
    refused(
        dir.path(),
        &[
            "convert", "a.json", "b.json", "--to", "maze", "-o", "out.maze",
        ],
        2,
        "use --out-dir",
    );
    assert!(!dir.path().join("out.maze").exists());
}

#[test]
fn xsb_to_xsb_keeps_quoted_titles() {
    let dir = tempfile::tempdir().unwrap();
    let text = "; Set\n\n; 44\n'Duh!'\n\n#####\n#@$.#\n#####\n";
    std::fs::write(dir.path().join("a.xsb"), text).unwrap();
    let r = run_in(
        dir.path(),
        &["convert", "a.xsb", "--to", "xsb", "-o", "b.xsb"],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        !r.stderr.contains("warning"),
        "nothing dropped: {}",
        r.stderr
    );
    let back = std::fs::read_to_string(dir.path().join("b.xsb")).unwrap();
    assert!(back.contains("; 44\n'Duh!'\n#####"), "{back}");
}

#[test]
fn utf16_and_nul_bytes() {
    let dir = tempfile::tempdir().unwrap();
    let utf16: Vec<u8> = [0xFF, 0xFE]
        .into_iter()
        .chain(LEVEL.encode_utf16().flat_map(u16::to_le_bytes))
        .collect();
    std::fs::write(dir.path().join("w.xsb"), utf16).unwrap();
    let r = run_in(dir.path(), &["info", "w.xsb", "--json"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("\"title\": \"One\""), "{}", r.stdout);
    std::fs::write(dir.path().join("n.xsb"), "#######\n#@ $\0.#\n#######\n").unwrap();
    refused(dir.path(), &["info", "n.xsb"], 2, "n.xsb:2:5:");
}

#[test]
fn an_unknown_command_is_said_as_such() {
    let dir = tempfile::tempdir().unwrap();
    refused(
        dir.path(),
        &["frobnicate"],
        2,
        "'frobnicate' is not a command or an existing file",
    );
}

#[cfg(unix)]
#[test]
fn output_onto_a_device_or_link_writes_through_it() {
    use std::os::unix::fs::FileTypeExt;
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.xsb"), LEVEL).unwrap();
    let r = run_in(
        dir.path(),
        &["convert", "a.xsb", "--to", "sok", "-o", "/dev/null"],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        std::fs::metadata("/dev/null")
            .unwrap()
            .file_type()
            .is_char_device()
    );
    std::fs::write(dir.path().join("b.xsb"), "").unwrap();
    std::os::unix::fs::symlink("b.xsb", dir.path().join("link.xsb")).unwrap();
    let r = run_in(
        dir.path(),
        &["convert", "a.xsb", "--to", "xsb", "-o", "link.xsb"],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    let link = std::fs::symlink_metadata(dir.path().join("link.xsb")).unwrap();
    assert!(link.file_type().is_symlink());
}

#[cfg(unix)]
#[test]
fn saves_respect_write_protection_owners_and_inputs() {
    use std::os::unix::fs::{MetadataExt, PermissionsExt};
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.xsb"), LEVEL).unwrap();
    let locked = dir.path().join("locked.sok");
    std::fs::write(&locked, "keep me\n").unwrap();
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o444)).unwrap();
    refused(
        dir.path(),
        &["convert", "a.xsb", "--to", "sok", "-o", "locked.sok"],
        2,
        "write-protected; --force",
    );
    assert_eq!(std::fs::read_to_string(&locked).unwrap(), "keep me\n");
    let r = run_in(
        dir.path(),
        &[
            "convert",
            "a.xsb",
            "--to",
            "sok",
            "-o",
            "locked.sok",
            "--force",
        ],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        std::fs::read_to_string(&locked)
            .unwrap()
            .contains("#@ $ .#")
    );
    assert_eq!(
        std::fs::metadata(&locked).unwrap().permissions().mode() & 0o777,
        0o444,
        "mode kept"
    );

    // An output that is one of the inputs, by another name too.
    let map = "9 3\n#########\n#A     B#\n###E#####\n3\n";
    std::fs::write(dir.path().join("m.bflvl"), map).unwrap();
    std::os::unix::fs::symlink("m.bflvl", dir.path().join("alias.bflvl")).unwrap();
    for args in [
        &[
            "play",
            "bombfight",
            "m.bflvl",
            "--p1",
            "idle",
            "--p2",
            "idle",
            "--replay",
            "alias.bflvl",
        ][..],
        &["convert", "a.xsb", "--to", "xsb", "-o", "a.xsb"],
        &["convert", "m.bflvl", "--to", "bflvl", "--output=m.bflvl"],
    ] {
        refused(dir.path(), args, 2, "this is an input of the command");
    }
    assert_eq!(
        std::fs::read_to_string(dir.path().join("m.bflvl")).unwrap(),
        map
    );

    // Root rewriting another user's file leaves it theirs.
    if unsafe { libc::geteuid() } == 0 {
        let theirs = dir.path().join("theirs.sok");
        std::fs::write(&theirs, "old\n").unwrap();
        std::os::unix::fs::chown(&theirs, Some(4321), Some(4321)).unwrap();
        let r = run_in(
            dir.path(),
            &["convert", "a.xsb", "--to", "sok", "-o", "theirs.sok"],
        );
        assert_eq!(r.code, 0, "{}", r.stderr);
        let m = std::fs::metadata(&theirs).unwrap();
        assert_eq!((m.uid(), m.gid()), (4321, 4321));
    }
}

/// Before: `--force` and the inputs were found by reading argv again by hand after clap, with
/// a list of output flags: `-oX` (a short flag and its value joined) was taken for an input,
/// so a new output file was fine but an existing one was refused as "an input".
#[cfg(unix)]
#[test]
fn outputs_and_force_are_seen_as_clap_reads_them() {
    use std::os::unix::fs::PermissionsExt;
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.xsb"), LEVEL).unwrap();
    std::fs::write(dir.path().join("old.sok"), "old\n").unwrap();
    let r = run_in(
        dir.path(),
        &["convert", "a.xsb", "--to", "sok", "-oold.sok"],
    );
    assert_eq!(r.code, 0, "-oX is an output: {}", r.stderr);
    assert!(
        std::fs::read_to_string(dir.path().join("old.sok"))
            .unwrap()
            .contains("#@ $ .#")
    );
    // `-oX` naming the input is the input still.
    refused(
        dir.path(),
        &["convert", "a.xsb", "--to", "xsb", "-oa.xsb"],
        2,
        "this is an input of the command",
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("a.xsb")).unwrap(),
        LEVEL
    );
    // `--force` before the verb is the same flag as after it.
    let locked = dir.path().join("locked.sok");
    std::fs::write(&locked, "keep me\n").unwrap();
    std::fs::set_permissions(&locked, std::fs::Permissions::from_mode(0o444)).unwrap();
    let r = run_in(
        dir.path(),
        &[
            "--force",
            "convert",
            "a.xsb",
            "--to",
            "sok",
            "-o",
            "locked.sok",
        ],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        std::fs::read_to_string(&locked)
            .unwrap()
            .contains("#@ $ .#")
    );
}

/// Before: `solve -o` wrote past the saver, so it replaced its own input and write-protected
/// files without `--force`.
#[cfg(unix)]
#[test]
fn solve_writes_through_the_saver() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.sok"), LEVEL).unwrap();
    refused(
        dir.path(),
        &["solve", "a.sok", "-o", "a.sok", "--time-limit", "5"],
        2,
        "this is an input of the command",
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("a.sok")).unwrap(),
        LEVEL
    );
    let r = run_in(
        dir.path(),
        &["solve", "a.sok", "-osolved.sok", "--time-limit", "5"],
    );
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(
        std::fs::read_to_string(dir.path().join("solved.sok"))
            .unwrap()
            .contains("Solution")
    );
}

#[test]
fn a_replay_whose_map_cannot_be_played_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let gap = "9 3\n#########\n#A     B \n###E#####\n3\n";
    let replay = format!(
        "gridwright bombfight replay 1\nseed: 1\nplayer 1: idle\nplayer 2: idle\nswapped: no\nmap:\n{gap}turns:\n-\n"
    );
    std::fs::write(dir.path().join("r.bfreplay"), replay).unwrap();
    refused(
        dir.path(),
        &["play", "bombfight", "r.bfreplay"],
        2,
        "the replay's map cannot be played",
    );
}

#[test]
fn messages_say_what_is_wrong() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("a.xsb"), LEVEL).unwrap();
    // Negative numbers reach the value parsers, which say the range.
    for (args, says) in [
        (
            &["solve", "a.xsb", "--time-limit", "-1"][..],
            "from 0 to 86400",
        ),
        (
            &["generate", "maze", "--seed", "-1"],
            "a seed is a whole number from 0",
        ),
        (&["generate", "maze", "--density", "-0.1"], "'-0.1'"),
        (&["generate", "maze", "--size", "-1x5"], "'-1x5'"),
        (&["solve", "a.xsb", "--jobs", "-1"], "'-1'"),
    ] {
        refused(dir.path(), args, 2, says);
    }
    refused(
        dir.path(),
        &["solve", "a.xsb", "--levels", "5-"],
        2,
        "'5-' selects no level of a.xsb, which has levels 1-1",
    );
    std::fs::write(dir.path().join("plain"), "").unwrap();
    refused(
        dir.path(),
        &["convert", "a.xsb", "--to", "sok", "--out-dir", "plain"],
        2,
        "plain: is a file, not a folder",
    );
    let no_a = "9 3\n#########\n#      B#\n###E#####\n3\n";
    std::fs::write(dir.path().join("no-a.bflvl"), no_a).unwrap();
    refused(
        dir.path(),
        &["convert", "no-a.bflvl", "--to", "bot-input"],
        2,
        "no-a.bflvl: the map needs exactly one start A; it has none",
    );
    let big = std::fs::File::create(dir.path().join("big.sok")).unwrap();
    big.set_len((1 << 30) + 1).unwrap();
    refused(
        dir.path(),
        &["info", "big.sok"],
        2,
        "a file of 1,073,741,825 bytes, above the limit of 1,073,741,824 bytes",
    );
}

#[test]
fn small_files_that_expand_past_the_totals_are_refused_early() {
    let dir = tempfile::tempdir().unwrap();
    // 1000 saved games of 10,000,000 moves each: within the limit of a game, 10 GB in all.
    let mut games = String::from("#####\n#@$.#\n#####\n");
    for i in 0..1000 {
        games += &format!("Solution {i}\n10000000R\n");
    }
    std::fs::write(dir.path().join("games.sok"), games).unwrap();
    refused(
        dir.path(),
        &["info", "games.sok"],
        2,
        "moves in all in one file",
    );
    // 8000 one-line boards of a million squares each.
    let boards: String = (0..8000).map(|_| "#@$.#|1023(1024#|)\n\n").collect();
    std::fs::write(dir.path().join("boards.sok"), boards).unwrap();
    refused(
        dir.path(),
        &["info", "boards.sok"],
        2,
        "squares in all in one file",
    );
}

#[test]
fn a_large_drawing_that_many_cell_sizes_fit_is_read_in_one_scan() {
    // 25 MB, no interior walls: every even divisor pair of 5040 fits it (a scan each, over 20 s
    // before); the default layout is tried first.
    let dir = tempfile::tempdir().unwrap();
    let w = 5041;
    let top = format!("+{}+\n", "-".repeat(w - 2));
    let mid = format!("|{}|\n", " ".repeat(w - 2));
    let text = format!("{top}{}{top}", mid.repeat(w - 2));
    std::fs::write(dir.path().join("open.txt"), text).unwrap();
    let r = run_in(dir.path(), &["info", "open.txt"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("630x1260 maze"), "{}", r.stdout);
}

#[test]
fn a_file_its_extension_misnames_is_read_by_its_content() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("old.maze"), LEVEL).unwrap();
    let r = run_in(dir.path(), &["info", "old.maze"]);
    assert_eq!(r.code, 0, "{}", r.stderr);
    assert!(r.stdout.contains("One"), "{}", r.stdout);
    std::fs::write(dir.path().join("bad.maze"), "gridwright maze 1\nsize: 2x\n").unwrap();
    refused(dir.path(), &["info", "bad.maze"], 2, "bad.maze:2:");
}

#[test]
fn per_user_files_that_are_not_regular_files_are_left_alone() {
    use std::io::Write;
    let dir = tempfile::tempdir().unwrap();
    let records = dir.path().join("2048-records.toml");
    let made = std::process::Command::new("mkfifo")
        .arg(&records)
        .status()
        .unwrap();
    assert!(made.success());
    for _ in 0..2 {
        let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_gridwright"))
            .env("GRIDWRIGHT_LANG", "en")
            .args(["play", "2048", "--seed", "1"])
            .env("GRIDWRIGHT_CONFIG_DIR", dir.path())
            .stdin(std::process::Stdio::piped())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .unwrap();
        child.stdin.take().unwrap().write_all(b"x\n").unwrap();
        // A FIFO read would wait forever, /dev/zero would fill the memory.
        let out = child.wait_with_output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            stderr.contains("is left as it is and not updated: not a regular file"),
            "{stderr}"
        );
        std::fs::remove_file(&records).unwrap();
        std::os::unix::fs::symlink("/dev/zero", &records).unwrap();
    }
}

#[test]
fn a_layout_larger_than_the_solver_takes_is_refused_before_any_search() {
    // Before: a 201 x 201 room with one box searched for over 300 s, then made nothing.
    let dir = tempfile::tempdir().unwrap();
    let mut rows = vec!["#".repeat(201)];
    rows.extend((0..199).map(|_| format!("#{}#", " ".repeat(199))));
    rows.push("#".repeat(201));
    rows[100].replace_range(100..102, "$@");
    rows[50].replace_range(50..51, ".");
    std::fs::write(dir.path().join("big.xsb"), rows.join("\n") + "\n").unwrap();
    let args = ["generate", "sokoban", "--from", "big.xsb", "-o", "out.sok"];
    refused(dir.path(), &args, 2, "at most 200 x 200");
    assert!(!dir.path().join("out.sok").exists());
}
