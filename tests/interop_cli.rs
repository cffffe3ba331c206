//! Acceptance over the public collections in `../shared/levels/sokoban` (ignored by default:
//! that folder exists on CI, not on a user's machine). Boards are compared by a tiny reader
//! written here from the XSB rules, sharing no code with gridwright's parser.

use std::path::PathBuf;

use assert_cmd::cargo::cargo_bin_cmd;

fn shared() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/levels/sokoban")
}

/// (title, rows) of each board of a plain XSB text: boards are runs of lines made of board
/// characters with at least one wall; the title is the last `;` line before the board.
fn boards(text: &str) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    let mut title = String::new();
    let mut rows: Vec<String> = Vec::new();
    let is_row = |l: &str| {
        !l.trim().is_empty() && l.contains('#') && l.chars().all(|c| "#@+$*. -_".contains(c))
    };
    for line in text.lines().chain(std::iter::once("")) {
        if is_row(line) {
            rows.push(line.trim_end().replace(['-', '_'], " "));
            continue;
        }
        if !rows.is_empty() {
            out.push((std::mem::take(&mut title), std::mem::take(&mut rows)));
        }
        if let Some(t) = line.strip_prefix(';') {
            title = t.trim().to_owned();
        }
    }
    out
}

#[test]
#[ignore = "needs ../shared/levels"]
fn sok_then_xsb_gives_back_the_same_boards_and_titles() {
    let dir = tempfile::tempdir().unwrap();
    for name in ["XSokoban_90.xsb", "Microban_155.xsb"] {
        let src = shared().join(name);
        let sok = dir.path().join("x.sok");
        cargo_bin_cmd!("gridwright")
            .env("GRIDWRIGHT_LANG", "en")
            .arg("convert")
            .arg(&src)
            .args(["--to", "sok", "-o"])
            .arg(&sok)
            .assert()
            .success();
        let out = cargo_bin_cmd!("gridwright")
            .env("GRIDWRIGHT_LANG", "en")
            .arg("convert")
            .arg(&sok)
            .args(["--to", "xsb"])
            .output()
            .unwrap();
        assert!(out.status.success());
        let original = boards(&std::fs::read_to_string(&src).unwrap());
        let back = boards(&String::from_utf8(out.stdout).unwrap());
        assert_eq!(original.len(), back.len(), "{name}");
        for (a, b) in original.iter().zip(&back) {
            assert_eq!(a.1, b.1, "{name} {}", a.0);
            assert_eq!(a.0, b.0, "{name}");
        }
    }
}

#[test]
#[ignore = "needs ../shared/levels"]
fn every_shared_collection_validates() {
    for entry in std::fs::read_dir(shared()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "xsb" || e == "sok") {
            cargo_bin_cmd!("gridwright")
                .env("GRIDWRIGHT_LANG", "en")
                .arg("validate")
                .arg("--quiet")
                .arg(&path)
                .assert()
                .code(0);
        }
    }
}

#[test]
#[ignore = "needs ../shared/levels"]
fn xsb_then_slc_then_xsb_gives_back_the_same_boards_and_titles() {
    let dir = tempfile::tempdir().unwrap();
    for name in ["XSokoban_90.xsb", "Microban_155.xsb"] {
        let src = shared().join(name);
        let slc = dir.path().join("x.slc");
        cargo_bin_cmd!("gridwright")
            .env("GRIDWRIGHT_LANG", "en")
            .arg("convert")
            .arg(&src)
            .args(["--to", "slc", "-o"])
            .arg(&slc)
            .assert()
            .success();
        let out = cargo_bin_cmd!("gridwright")
            .env("GRIDWRIGHT_LANG", "en")
            .arg("convert")
            .arg(&slc)
            .args(["--to", "xsb"])
            .output()
            .unwrap();
        assert!(out.status.success());
        let original = boards(&std::fs::read_to_string(&src).unwrap());
        let back = boards(&String::from_utf8(out.stdout).unwrap());
        assert_eq!(original, back, "{name}");
    }
}
