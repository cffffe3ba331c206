//! The command line, driven as a user would: files in, files and exit codes out.

use std::path::{Path, PathBuf};

use assert_cmd::cargo::cargo_bin_cmd;
use predicates::prelude::*;
use serde_json::Value;

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

fn info_json(path: &Path) -> Value {
    let out = cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args(["info", "--json"])
        .arg(path)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

/// Titles, sizes and solution counts, the parts `info` reports that must survive conversion.
fn summary(v: &Value) -> Vec<(String, u64, u64, u64, u64)> {
    v["levels"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| {
            let n = |k: &str| l[k].as_u64().unwrap();
            (
                l["title"].as_str().unwrap().to_owned(),
                n("width"),
                n("height"),
                n("solutions"),
                n("saved_games"),
            )
        })
        .collect()
}

#[test]
fn info_reads_every_rule_of_the_format() {
    let v = info_json(&fixture("every_rule.sok"));
    let s = summary(&v);
    assert_eq!(
        s,
        vec![
            ("Semicolon title".into(), 5, 4, 0, 0),
            ("Title by the title rule".into(), 9, 5, 2, 3),
            ("From the property".into(), 5, 3, 0, 0),
            ("Nested groups".into(), 14, 3, 0, 0),
            ("7".into(), 6, 3, 0, 0),
        ]
    );
    assert_eq!(v["levels"][1]["author"], "Ann");
    assert_eq!(v["levels"][1]["games"][0]["moves"], 12);
    // The file's own `::` comment is kept, first, as a note (a save writes it back).
    assert_eq!(
        v["notes"][0],
        ":: A tool's header: comments for people only"
    );
    assert!(
        v["notes"]
            .as_array()
            .unwrap()
            .iter()
            .any(|n| n == "Collection: Every rule")
    );
}

#[test]
fn sok_round_trip_keeps_everything_info_reports() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("back.sok");
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .arg("convert")
        .arg(fixture("every_rule.sok"))
        .args(["--to", "sok", "-o"])
        .arg(&out)
        .assert()
        .success();
    let mut a = info_json(&fixture("every_rule.sok"));
    let mut b = info_json(&out);
    a["file"] = Value::Null;
    b["file"] = Value::Null;
    assert_eq!(a, b);
    let rle = dir.path().join("rle.sok");
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .arg("convert")
        .arg(&out)
        .args(["--to", "sok", "--rle", "-o"])
        .arg(&rle)
        .assert()
        .success();
    let mut c = info_json(&rle);
    c["file"] = Value::Null;
    assert_eq!(a, c);
}

#[test]
fn xsb_output_goes_to_stdout_with_titles() {
    cargo_bin_cmd!("gridwright").env("GRIDWRIGHT_LANG", "en")
        .arg("convert")
        .arg(fixture("every_rule.sok"))
        .args(["--to", "xsb"])
        .assert()
        .success()
        .stdout(predicate::str::contains("; Semicolon title\n  ###\n"))
        .stderr(predicate::str::contains(
            "level 2 'Title by the title rule' (3 saved game(s)); level 3 'From the property' (notes)",
        ))
        .stderr(predicate::str::contains("level 1 ").not());
}

#[test]
fn malformed_file_reports_position_and_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.sok");
    std::fs::write(&bad, "Title\n\n#####\n#@2(.#\n#####\n").unwrap();
    let out = dir.path().join("out.xsb");
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .arg("convert")
        .arg(&bad)
        .args(["--to", "xsb", "-o"])
        .arg(&out)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "bad.sok:4:7: expected ')' closing the group",
        ));
    assert!(!out.exists());
    assert_eq!(
        std::fs::read_dir(dir.path()).unwrap().count(),
        1,
        "no temporary file left behind"
    );
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .arg("validate")
        .arg(&bad)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("bad.sok:4:7"));
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .arg("info")
        .arg(&bad)
        .assert()
        .code(2);
}

#[test]
fn validate_exit_codes() {
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .arg("validate")
        .arg("levels/sokoban/original.sok")
        .assert()
        .code(0);
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .arg("validate")
        .arg(fixture("every_rule.sok"))
        .assert()
        .code(1)
        .stdout(predicate::str::contains(
            "level 4 \"Nested groups\": The pusher's area is not closed",
        ));
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args(["validate", "no/such/file.sok"])
        .assert()
        .code(2);
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args(["validate"])
        .assert()
        .code(2);
}

#[test]
fn out_dir_converts_many_files() {
    let dir = tempfile::tempdir().unwrap();
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .arg("convert")
        .arg(fixture("every_rule.sok"))
        .arg("levels/sokoban/original.sok")
        .args(["--to", "xsb", "--out-dir"])
        .arg(dir.path())
        .assert()
        .success();
    assert!(dir.path().join("every_rule.xsb").exists());
    let v = info_json(&dir.path().join("original.xsb"));
    assert_eq!(v["levels"].as_array().unwrap().len(), 3);
}

#[test]
fn tutorial_arrays_import() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("tutorial.txt");
    std::fs::write(
        &src,
        "Some prose.\nlevel1 = new Array();\nlevel1[0] = [0,2,2,2,2,2];\nlevel1[1] =\u{a0}[0,2,1,1,3,2];\nlevel1[2] = [0,2,2,2,2,2];\npoussoir1 = [2,1];\nboules1 = [[3,1]];\n",
    )
    .unwrap();
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .arg("convert")
        .arg(&src)
        .args(["--to", "xsb"])
        .assert()
        .success()
        .stdout(predicate::str::contains("; Level 1\n#####\n#@$.#\n#####\n"));
}

#[test]
fn every_subcommand_has_help_with_an_example() {
    // Every command clap knows, down to `bench sokoban` and `play bombfight`: a new one
    // without an example fails here. clap prints "gridwright <sub>" in every usage line, so
    // look for an example line, indented, of the command itself.
    use clap::CommandFactory;
    fn paths(cmd: &clap::Command, prefix: Vec<String>, out: &mut Vec<Vec<String>>) {
        for sub in cmd.get_subcommands().filter(|c| c.get_name() != "help") {
            let mut path = prefix.clone();
            path.push(sub.get_name().to_owned());
            out.push(path.clone());
            paths(sub, path, out);
        }
    }
    let mut all = Vec::new();
    paths(&gridwright::cli::Cli::command(), vec![], &mut all);
    assert!(all.len() >= 15, "{all:?}");
    for path in all {
        let out = cargo_bin_cmd!("gridwright")
            .env("GRIDWRIGHT_LANG", "en")
            .args(&path)
            .arg("--help")
            .assert()
            .success();
        let help = String::from_utf8_lossy(&out.get_output().stdout).into_owned();
        let example = format!("  gridwright {}", path.join(" "));
        assert!(help.contains(&example), "{path:?} has no example:\n{help}");
    }
}

#[test]
fn solve_reports_each_level_as_json_and_writes_solutions() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path().join("mixed.sok");
    std::fs::write(
        &src,
        "; Easy\n#######\n#@ $ .#\n#######\n\n; Corner\n#####\n#$ .#\n#@  #\n#####\n\n; Corridor\n########\n#@$ $..#\n########\n\n; No goal\n#####\n#@$ #\n#####\n",
    )
    .unwrap();
    let out = dir.path().join("solved.sok");
    let run = cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .arg("solve")
        .arg(&src)
        .args(["--json", "--time-limit", "5", "-o"])
        .arg(&out)
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(1), "not every level is solvable");
    let lines: Vec<Value> = String::from_utf8(run.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let status: Vec<&str> = lines
        .iter()
        .map(|l| l["status"].as_str().unwrap())
        .collect();
    assert_eq!(status, ["solved", "unsolvable", "unsolvable", "invalid"]);
    assert_eq!(lines[0]["level"], 1);
    assert_eq!(lines[0]["pushes"], 2);
    assert_eq!(lines[0]["lurd"], "rRR");
    let v = info_json(&out);
    assert_eq!(v["levels"][0]["solutions"], 1);
    let optimal = cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .arg("solve")
        .arg(&src)
        .args(["--levels", "1,3", "--optimal", "--json"])
        .output()
        .unwrap();
    let lines: Vec<Value> = String::from_utf8(optimal.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(
        (&lines[0]["moves"], &lines[0]["pushes"]),
        (&Value::from(3), &Value::from(2))
    );
    assert_eq!(lines[1]["status"], "unsolvable");
}

#[test]
fn convert_to_slc_writes_a_collection_info_reads_back() {
    let dir = tempfile::tempdir().unwrap();
    let slc = dir.path().join("levels.slc");
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .arg("convert")
        .arg(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/levels/sokoban/original.sok"
        ))
        .args(["--to", "slc", "-o"])
        .arg(&slc)
        .assert()
        .success();
    let text = std::fs::read_to_string(&slc).unwrap();
    assert!(
        text.contains("<SokobanLevels") && text.contains("<L>#####"),
        "{text}"
    );
    let out = cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .arg("info")
        .arg(&slc)
        .output()
        .unwrap();
    assert!(out.status.success());
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(said.contains("3 level"), "{said}");
}

/// The command line run in French, as `GRIDWRIGHT_LANG=fr` asks: (status, stdout, stderr).
fn in_french(args: &[&str]) -> (Option<i32>, String, String) {
    let out = cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "fr")
        .args(args)
        .output()
        .unwrap();
    let text = |b: &[u8]| String::from_utf8_lossy(b).into_owned();
    (out.status.code(), text(&out.stdout), text(&out.stderr))
}

#[test]
fn validate_speaks_french_when_the_environment_asks() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.xsb");
    std::fs::write(&bad, "#####\n#@$ #\n#####\n").unwrap();
    let (code, stdout, _) = in_french(&["validate", bad.to_str().unwrap()]);
    assert_eq!(code, Some(1));
    assert!(stdout.contains("bad.xsb\u{a0}: niveau 1"), "{stdout}");
    assert!(
        stdout.contains("1 niveau, 0 valide, 1 invalide"),
        "{stdout}"
    );
    assert!(!stdout.contains("level(s)"), "{stdout}");
}

#[test]
fn info_speaks_french_when_the_environment_asks() {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("levels/sokoban/original.sok");
    let (code, stdout, _) = in_french(&["info", file.to_str().unwrap()]);
    assert_eq!(code, Some(0));
    assert!(stdout.contains("niveaux"), "{stdout}");
    for column in ["titre", "taille", "caisses", "cibles", "valide"] {
        assert!(stdout.contains(column), "{column} missing:\n{stdout}");
    }
    assert!(stdout.contains("oui"), "{stdout}");
}

#[test]
fn a_french_error_says_so_in_french() {
    let (code, _, stderr) = in_french(&["bench", "laby", "--size", "5x5", "--seed", "x"]);
    assert_eq!(code, Some(2));
    assert!(
        stderr.contains("une graine est un nombre entier"),
        "{stderr}"
    );
}

#[test]
fn parse_and_system_errors_speak_french_with_their_place() {
    // Before: a file with an unclosed group, and a file that is not there.
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.sok");
    std::fs::write(&bad, "Title\n\n#####\n#@2(.#\n#####\n").unwrap();
    let missing = dir.path().join("missing.sok");
    // Action: validate, info and convert them in French.
    let (code, _, stderr) = in_french(&["validate", bad.to_str().unwrap()]);
    // After: the same line and column as in English, in French words.
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains("bad.sok:4:7\u{a0}: attendu «\u{a0})\u{a0}» fermant le groupe, trouvé"),
        "{stderr}"
    );
    assert!(stderr.starts_with("erreur\u{a0}: "), "{stderr}");
    assert!(!stderr.contains("expected"), "{stderr}");
    let (code, _, stderr) = in_french(&["info", missing.to_str().unwrap()]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains("missing.sok\u{a0}: fichier ou dossier introuvable"),
        "{stderr}"
    );
    assert!(!stderr.contains("No such file"), "{stderr}");
    let out = dir.path().join("out.xsb");
    let args = [bad.to_str().unwrap(), "--to", "xsb", "-o"];
    let (code, _, stderr) =
        in_french(&[&["convert"], &args[..], &[out.to_str().unwrap()]].concat());
    assert_eq!(code, Some(2), "{stderr}");
    assert!(stderr.contains("bad.sok:4:7\u{a0}: attendu"), "{stderr}");
    // A file's own bytes are quoted and escaped, never printed as they are.
    std::fs::write(&bad, "#####\n#@$\0.#\n#####\n").unwrap();
    let (_, _, stderr) = in_french(&["validate", bad.to_str().unwrap()]);
    assert!(
        stderr.contains("bad.sok:2:4\u{a0}: attendu un caractère de plateau"),
        "{stderr}"
    );
    assert!(!stderr.contains('\0'), "{stderr}");
}

#[test]
fn french_decimals_take_a_comma() {
    let args = [
        "bench",
        "laby",
        "--size",
        "6x6",
        "--density",
        "0.25",
        "--games",
        "2",
        "--seed",
        "1",
    ];
    let (code, stdout, stderr) = in_french(&args);
    assert_eq!(code, Some(0), "{stderr}");
    assert!(stdout.contains("densité de 0,25"), "{stdout}");
    let english = cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args(args)
        .output()
        .unwrap();
    assert!(String::from_utf8_lossy(&english.stdout).contains("density 0.25"));
}

#[test]
fn a_bombfight_report_keeps_its_indented_lines_in_both_languages() {
    let map = Path::new(env!("CARGO_MANIFEST_DIR")).join("levels/bombfight/duel.bflvl");
    let english = cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .arg("info")
        .arg(&map)
        .output()
        .unwrap();
    let english = String::from_utf8_lossy(&english.stdout).into_owned();
    assert!(english.contains("\n  A: nearest exit"), "{english}");
    let (_, french, _) = in_french(&["info", map.to_str().unwrap()]);
    assert!(
        french.contains("\n  A\u{a0}: sortie la plus proche"),
        "{french}"
    );
}

#[test]
fn bombfight_and_2048_words_from_the_game_layer_speak_french() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let duel = root.join("levels/bombfight/duel.bflvl");
    let duel = duel.to_str().unwrap();
    let (code, out, _) = in_french(&[
        "play",
        "bombfight",
        duel,
        "--p1",
        "idle",
        "--p2",
        "idle",
        "--rounds",
        "3",
    ]);
    assert_eq!(code, Some(0));
    assert!(out.contains("fin à la limite des tours"), "{out}");
    assert!(!out.contains("rounds"), "{out}");
    let (_, help, _) = in_french(&["play", "bombfight", "--help"]);
    assert!(help.contains("Règles (GAMES.md 5"), "{help}");
    assert!(!help.contains("Rules (GAMES.md"), "{help}");
    let (code, _, err) = in_french(&["play", "bombfight", duel, "--p1", "no-such-bot-x"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("n'est pas un joueur"), "{err}");
    let (_, report, _) = in_french(&["tournament", "--builtin", "idle,random", "--maps", duel]);
    assert!(report.starts_with("rang bot"), "{report}");
    assert!(report.contains("face-à-face"), "{report}");
    let puzzle = root.join("levels/2048/puzzle-fours.2048");
    let (_, said, _) = in_french(&["validate", puzzle.to_str().unwrap()]);
    assert!(
        said.contains("quelles que soient les apparitions\u{a0}: bas (+4 en x 0 y 0), gauche"),
        "{said}"
    );
    let (_, info, _) = in_french(&["info", puzzle.to_str().unwrap()]);
    assert!(info.contains(": niveau de 2048 "), "{info}");
}

#[test]
fn games_and_file_kinds_are_named_in_french_and_extensions_kept() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let maze = root.join("levels/maze/backtracker-24x16.maze");
    let sok = root.join("levels/sokoban/original.sok");
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out.xsb");
    // Before: a maze converted to a Sokoban target; action: in French; after: the game's
    // French name, the `--to` values as they are typed.
    let (code, _, stderr) = in_french(&[
        "convert",
        maze.to_str().unwrap(),
        "--to",
        "xsb",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains("les fichiers Labyrinthe se convertissent en maze, ascii,"),
        "{stderr}"
    );
    assert!(stderr.contains("et non en xsb"), "{stderr}");
    assert!(!out.exists());
    let (_, _, stderr) = in_french(&[
        "convert",
        sok.to_str().unwrap(),
        maze.to_str().unwrap(),
        "--to",
        "xsb",
    ]);
    assert!(stderr.contains("(Sokoban, Labyrinthe)"), "{stderr}");
    // A file no kind claims lists every kind in French, each with its extension.
    let notes = dir.path().join("notes.txt");
    std::fs::write(&notes, "Dear diary,\nnothing here.\n").unwrap();
    let (code, _, stderr) = in_french(&["info", notes.to_str().unwrap()]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains("grille de blocs de labyrinthe (.blocks)"),
        "{stderr}"
    );
    assert!(stderr.contains("carte BombFight (.bflvl)"), "{stderr}");
    assert!(!stderr.contains("maze block grid"), "{stderr}");
    // A file of another game names its kind and the game asked for.
    let (code, _, stderr) = in_french(&["play", "bombfight", sok.to_str().unwrap()]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains(
            "original.sok\u{a0}: un fichier «\u{a0}Sokoban .sok\u{a0}», pas un fichier BombFight"
        ),
        "{stderr}"
    );
    // English is as it was.
    let english = cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args(["convert", maze.to_str().unwrap(), "--to", "xsb"])
        .output()
        .unwrap();
    let english = String::from_utf8_lossy(&english.stderr).into_owned();
    assert!(
        english.contains("Maze files convert to maze, ascii,"),
        "{english}"
    );
}

#[test]
fn a_convert_output_that_cannot_be_written_is_named_once() {
    // Before: an output whose writes fail (the full device); a collection to convert.
    let full = Path::new("/dev/full");
    if !full.exists() {
        return; // not Linux: no device that is always full
    }
    let sok = Path::new(env!("CARGO_MANIFEST_DIR")).join("levels/sokoban/original.sok");
    let args = [
        "convert",
        sok.to_str().unwrap(),
        "--to",
        "xsb",
        "-o",
        "/dev/full",
    ];
    // Action: convert to it, in English then French; after: the file named once, then why.
    let english = cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args(args)
        .output()
        .unwrap();
    assert_eq!(english.status.code(), Some(2));
    let english = String::from_utf8_lossy(&english.stderr).into_owned();
    assert!(
        english.contains("error: /dev/full: no space left on the device"),
        "{english}"
    );
    assert_eq!(english.matches("/dev/full").count(), 1, "{english}");
    let (code, _, french) = in_french(&args);
    assert_eq!(code, Some(2));
    assert!(
        french.contains("erreur\u{a0}: /dev/full\u{a0}: plus de place sur le périphérique"),
        "{french}"
    );
    assert_eq!(french.matches("/dev/full").count(), 1, "{french}");
}

#[test]
fn bombfight_maps_and_options_are_refused_in_french() {
    let dir = tempfile::tempdir().unwrap();
    // Before: options no map can be made with; action: in French; after: French words.
    let (code, _, stderr) = in_french(&["generate", "bombfight", "--size", "16x13"]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains("une carte symétrique doit avoir une largeur et une hauteur impaires"),
        "{stderr}"
    );
    let (_, _, stderr) = in_french(&["generate", "bombfight", "--size", "3x13"]);
    assert!(
        stderr.contains("la largeur et la hauteur doivent aller de 5 à 1000"),
        "{stderr}"
    );
    // A map with one start only: named, then its problem, in the French frame.
    let map = dir.path().join("one-start.bflvl");
    std::fs::write(&map, "5 3\n#####\n#A  E\n#####\n9\n").unwrap();
    let (code, _, stderr) = in_french(&["play", "bombfight", map.to_str().unwrap()]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains("one-start.bflvl\u{a0}: la carte doit avoir exactement un départ B"),
        "{stderr}"
    );
    let (code, _, stderr) = in_french(&[
        "tournament",
        "--builtin",
        "idle,random",
        "--maps",
        map.to_str().unwrap(),
    ]);
    assert_eq!(code, Some(2), "{stderr}");
    assert!(
        stderr.contains("one-start.bflvl\u{a0}: la carte doit avoir exactement un départ B"),
        "{stderr}"
    );
    assert!(!stderr.contains("the map"), "{stderr}");
}
