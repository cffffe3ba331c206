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
        .env("GRIDWRIGHT_LANG", "en")
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
        .env("GRIDWRIGHT_LANG", "en")
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
            .env("GRIDWRIGHT_LANG", "en")
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
        .env("GRIDWRIGHT_LANG", "en")
        .arg("render")
        .arg(&copy)
        .arg("-o")
        .arg(&copy)
        .assert()
        .code(2)
        .stderr(predicate::str::contains("input of the command"));
}

/// The RGB of pixel (x, y) of a PNG file.
fn pixel(path: &Path, x: u32, y: u32) -> [u8; 3] {
    let dec = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path).unwrap()));
    let mut reader = dec.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    let n = info.color_type.samples();
    let at = ((y * info.width + x) as usize) * n;
    [buf[at], buf[at + 1], buf[at + 2]]
}

/// How many pixels of a PNG file are `rgb`.
fn count(path: &Path, rgb: [u8; 3]) -> usize {
    let dec = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path).unwrap()));
    let mut reader = dec.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    buf[..info.buffer_size()]
        .chunks_exact(info.color_type.samples())
        .filter(|p| p[..3] == rgb)
        .count()
}

/// A maze made by `generate maze` in `dir`, of this size and seed.
fn generated_maze(dir: &Path, name: &str, (size, seed): (&str, &str)) -> PathBuf {
    let maze = dir.join(name);
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "en")
        .args(["generate", "maze", "--size", size, "--seed", seed, "-o"])
        .arg(&maze)
        .assert()
        .success();
    maze
}

#[test]
fn a_maze_shows_where_to_start_and_end_and_its_solution_when_asked() {
    let dir = tempfile::tempdir().unwrap();
    let maze = generated_maze(dir.path(), "m.maze", ("20x12", "3"));
    let (plain, solved) = (dir.path().join("m.png"), dir.path().join("s.png"));
    render(&maze, &plain, &["--cell", "16"]);
    render(&maze, &solved, &["--cell", "16", "--solution"]);
    // Cells are 16 pixels inside a margin of the wall's width (2): centres at 2 + 8 + 16 k.
    assert_eq!(pixel(&plain, 10, 10), [60, 170, 80], "the entrance's mark");
    assert_eq!(
        pixel(&plain, 2 + 8 + 16 * 19, 2 + 8 + 16 * 11),
        [230, 170, 30],
        "the exit's"
    );
    let red = [208, 48, 48];
    assert_eq!(count(&plain, red), 0);
    assert!(count(&solved, red) > 16 * 20, "the shortest path is drawn");
}

#[test]
fn a_sokoban_level_with_a_solution_shows_the_boxes_routes() {
    let dir = tempfile::tempdir().unwrap();
    let sok = dir.path().join("l.sok");
    std::fs::write(&sok, "Small\n#######\n#@$  .#\n#######\n\nSolution\nRRR\n").unwrap();
    let (plain, solved) = (dir.path().join("p.png"), dir.path().join("s.png"));
    render(&sok, &plain, &["--cell", "20"]);
    render(&sok, &solved, &["--cell", "20", "--solution"]);
    let red = [208, 48, 48];
    assert_eq!(count(&plain, red), 0);
    assert!(count(&solved, red) > 40, "the box's route from x 2 to x 5");
    assert_eq!(
        pixel(&solved, 70, 30),
        red,
        "between the box's start and its goal"
    );
}

/// `render FILE --cell 32 -o OUT` in language `lang`.
fn render_in(lang: &str, file: &Path, out: &Path) -> assert_cmd::assert::Assert {
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", lang)
        .arg("render")
        .arg(file)
        .args(["--cell", "32", "-o"])
        .arg(out)
        .assert()
}

#[test]
fn a_picture_over_the_limit_is_refused_in_french() {
    // Before: a 500 x 500 maze (250,000 cells: 256,000,000 pixels at 32 a cell).
    let dir = tempfile::tempdir().unwrap();
    let maze = generated_maze(dir.path(), "big.maze", ("500x500", "1"));
    let out = dir.path().join("big.png");
    // Action: render it in French; after: refused in French words and separators, the flags
    // as they are typed, nothing written.
    render_in("fr", &maze, &out)
        .code(2)
        .stderr(predicate::str::contains(
            "big.maze\u{a0}: l'image ferait 256\u{a0}000\u{a0}000 pixels, au-delà de la limite \
             de 50\u{a0}000\u{a0}000 pixels\u{a0}; choisissez moins de niveaux (--levels) ou une \
             case plus petite (--cell)",
        ))
        .stderr(predicate::str::contains("picture would be").not());
    assert!(!out.exists());
    // English: the same refusal, its numbers grouped.
    render_in("en", &maze, &out)
        .code(2)
        .stderr(predicate::str::contains(
            "the picture would be 256,000,000 pixels, over the limit of 50,000,000 pixels",
        ));
}

#[test]
fn a_maze_output_over_its_limit_is_refused_in_french_before_it_is_made() {
    // Before: nothing; action: a 20000 x 20000 maze asked for as an SVG, in French.
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("m.svg");
    cargo_bin_cmd!("gridwright")
        .env("GRIDWRIGHT_LANG", "fr")
        .args([
            "generate",
            "maze",
            "--size",
            "20000x20000",
            "--seed",
            "1",
            "-o",
        ])
        .arg(&out)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "une image SVG de ce labyrinthe de 20000 x 20000 prendrait environ",
        ))
        .stderr(predicate::str::contains(
            "(le format .maze est le plus compact)",
        ));
    assert!(!out.exists());
}
