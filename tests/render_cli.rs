//! `gridwright render`: pictures of every game's bundled files, checked by size and by what
//! is drawn (a picture of one colour is a failure), and the refusals.

use std::path::{Path, PathBuf};

use assert_cmd::cargo::cargo_bin_cmd;
use predicates::prelude::*;

fn bundled(rel: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("levels")
        .join(rel)
}

/// Width, height and the number of distinct colours of a PNG file.
fn decode(path: &Path) -> (u32, u32, usize) {
    let dec = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path).unwrap()));
    let mut reader = dec.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    let colours: std::collections::HashSet<&[u8]> = buf[..info.buffer_size()]
        .chunks_exact(info.color_type.samples())
        .collect();
    (info.width, info.height, colours.len())
}

fn render(file: &Path, out: &Path, extra: &[&str]) {
    cargo_bin_cmd!("gridwright")
        .arg("render")
        .arg(file)
        .arg("-o")
        .arg(out)
        .args(extra)
        .assert()
        .success()
        .stderr(predicate::str::contains("wrote"));
}

#[test]
fn one_level_of_each_game_is_drawn_a_cell_a_square() {
    let dir = tempfile::tempdir().unwrap();
    // (file, cells across, cells down, frame pixels around the board at 20 px a cell)
    let cases = [
        ("sokoban/original.sok", 19, 11, 0, &["--levels", "1"][..]),
        ("bombfight/duel.bflvl", 0, 0, 0, &[][..]),
        ("maze/braided-30x20.maze", 30, 20, 2 * 2, &[][..]),
        ("2048/classic.2048", 4, 4, 2, &[][..]),
    ];
    for (rel, w, h, frame, extra) in cases {
        let out = dir.path().join("pic.png");
        let mut args = vec!["--cell", "20"];
        args.extend_from_slice(extra);
        render(&bundled(rel), &out, &args);
        let (pw, ph, colours) = decode(&out);
        assert!(colours >= 2, "{rel}: one colour only");
        if w > 0 {
            assert_eq!((pw, ph), (w * 20 + frame, h * 20 + frame), "{rel}");
        } else {
            assert!(
                pw % 20 == 0 && ph % 20 == 0 && pw >= 100,
                "{rel}: {pw}x{ph}"
            );
        }
    }
}

#[test]
fn a_collection_makes_a_contact_sheet_with_a_label_per_level() {
    let dir = tempfile::tempdir().unwrap();
    let svg = dir.path().join("sheet.svg");
    render(&bundled("sokoban/original.sok"), &svg, &[]);
    let text = std::fs::read_to_string(&svg).unwrap();
    assert_eq!(text.matches("<text").count(), 3);
    assert!(text.contains(">#2 XSokoban 2</text>"));
    let png = dir.path().join("sheet.png");
    render(&bundled("sokoban/original.sok"), &png, &["--columns", "3"]);
    let (w, h, colours) = decode(&png);
    assert!(w > 3 * h, "three side by side: {w}x{h}");
    assert!(colours > 5);
}

#[test]
fn out_dir_writes_a_picture_per_level() {
    let dir = tempfile::tempdir().unwrap();
    cargo_bin_cmd!("gridwright")
        .args(["render", "--to", "svg", "--levels", "2-3", "--out-dir"])
        .arg(dir.path())
        .arg(bundled("sokoban/original.sok"))
        .assert()
        .success();
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["original-0002.svg", "original-0003.svg"]);
}

#[test]
fn bad_requests_are_refused_with_a_reason() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("x.png");
    let file = bundled("sokoban/original.sok");
    let refused = |args: &[&str], why: &str| {
        cargo_bin_cmd!("gridwright")
            .arg("render")
            .arg(&file)
            .arg("-o")
            .arg(&out)
            .args(args)
            .assert()
            .code(2)
            .stderr(predicate::str::contains(why));
    };
    refused(&["--levels", "9"], "selects none of its 3 levels");
    refused(&["--cell", "1"], "a cell is 2 to 256 pixels");
    refused(&["--to", "gif"], "pictures are svg or png");
    refused(&["--to", "svg"], "make them agree");
    assert!(!out.exists());
}

#[test]
fn a_picture_never_replaces_its_own_input() {
    let dir = tempfile::tempdir().unwrap();
    let copy = dir.path().join("duel.png");
    std::fs::copy(bundled("bombfight/duel.bflvl"), &copy).unwrap();
    cargo_bin_cmd!("gridwright")
        .arg("render")
        .arg(&copy)
        .arg("-o")
        .arg(&copy)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("input of the command"));
}
