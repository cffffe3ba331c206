//! The 2048 files: round trips, comments kept, and each error with its place.

use super::*;

const CLASSIC: &str = r#"# The classic game
game = "2048"
title = "Classic"   # the usual one
author = "Gabriele Cirulli"
width = 4
height = 4
target = 2048
undo = true

# 90 % twos
[[spawn]]
value = 2
weight = 0.9

[[spawn]]
value = 4
weight = 0.1
"#;

#[test]
fn a_level_reads_and_writes_back_with_its_comments() {
    let level = read_level(CLASSIC).unwrap();
    assert_eq!(level.title, "Classic");
    assert_eq!(level.rules, Rules::default());
    let text = write_level(&level);
    assert!(text.contains("# The classic game"), "{text}");
    assert!(text.contains("# the usual one"), "{text}");
    assert!(text.contains("# 90 % twos"), "{text}");
    assert_eq!(read_level(&text).unwrap(), level);
    let mut edited = level.clone();
    edited.title = "Classic, edited".into();
    edited.start = Some(vec![vec![0, 0, 2, 2]; 4]);
    let text = write_level(&edited);
    assert!(
        text.contains("title = \"Classic, edited\"   # the usual one"),
        "{text}"
    );
    assert_eq!(read_level(&text).unwrap(), edited);
}

#[test]
fn a_new_level_is_written_in_the_documented_layout() {
    let level = Level {
        title: "Puzzle".into(),
        start: Some(vec![vec![2, 2], vec![4, 0]]),
        seed: Some(9),
        puzzle: true,
        rules: Rules {
            width: 2,
            height: 2,
            target: 16,
            ..Rules::default()
        },
        ..Level::default()
    };
    let text = write_level(&level);
    assert!(text.starts_with("# A 2048 level"), "{text}");
    assert!(text.contains("game = \"2048\"\n"), "{text}");
    assert_eq!(read_level(&text).unwrap(), level);
}

fn error(text: &str) -> ParseError {
    read_level(text).unwrap_err()
}

use crate::ParseError;

#[test]
fn every_mistake_is_named_at_its_place() {
    let head = "game = \"2048\"\nwidth = 4\nheight = 4\n";
    let cases: &[(&str, usize, usize, &str)] = &[
        (
            "game = \"2048\"\nwidth = 17\nheight = 4\n",
            2,
            9,
            "size from 2 to 16",
        ),
        ("game = \"2048\"\nwidth = 4\n", 1, 1, "`height`"),
        (
            "game = \"2048\"\nwidth = 4\nheight = 4\ntarget = 100\n",
            4,
            10,
            "power of two",
        ),
        (
            "game = \"2048\"\nwidth = 4\nheight = 4\nwidht = 4\n",
            4,
            1,
            "one of the keys",
        ),
        ("game = \"2049\"\n", 1, 8, "game = \"2048\""),
        ("game = \"2048\"\nwidth = = 4\n", 2, 9, "valid TOML"),
    ];
    for &(text, line, column, expected) in cases {
        let e = error(text);
        assert_eq!((e.line, e.column), (line, column), "{text}: {e}");
        assert!(e.expected.to_string().contains(expected), "{text}: {e}");
    }
    let spawn = |w: &str| format!("{head}[[spawn]]\nvalue = 2\nweight = {w}\n");
    assert!(
        error(&spawn("-1"))
            .expected
            .to_string()
            .contains("0 or more")
    );
    assert!(error(&spawn("nan")).expected.to_string().contains("finite"));
    assert_eq!(error(&spawn("nan")).line, 6);
    assert!(
        error(&spawn("0"))
            .expected
            .to_string()
            .contains("add up to more than 0")
    );
    let e = error(&format!("{head}[[spawn]]\nvalue = 3\nweight = 1\n"));
    assert_eq!(
        (e.line, e.expected.to_string().contains("power of two")),
        (5, true),
        "{e}"
    );
    let e = error(&format!(
        "{head}start = [[0,0,2,2],[0,0,0],[0,0,0,0],[0,0,0,0]]\n"
    ));
    assert_eq!(e.line, 4);
    assert!(
        e.expected.to_string().contains("row of 4 numbers") && e.found.to_string() == "3 numbers",
        "{e}"
    );
    let e = error(&format!("{head}start = [[0,0,2,2]]\n"));
    assert!(e.expected.to_string().contains("4 rows"), "{e}");
    let e = error(&format!(
        "{head}start = [[0,0,2,6],[0,0,0,0],[0,0,0,0],[0,0,0,0]]\n"
    ));
    assert_eq!((e.line, e.column), (4, 17), "{e}");
}

#[test]
fn a_record_reads_and_writes_back() {
    let record = Record {
        level: read_level(CLASSIC).unwrap(),
        seed: 42,
        moves: "LLRUD".into(),
        score: u128::MAX,
    };
    let text = write_record(&record);
    assert!(text.starts_with("game = \"2048 record\""), "{text}");
    assert_eq!(read_record(&text).unwrap(), record);
    let bad = text.replace("LLRUD", "LLXUD");
    let e = read_record(&bad).unwrap_err();
    assert!(e.expected.to_string().contains("U D L R"), "{e}");
}

#[test]
fn a_huge_file_is_refused_before_it_is_parsed() {
    // 2.5 million zeros: parsed into a tree, some 700 MB before the unknown key is reached.
    let text = format!(
        "game = \"2048\"\nwidth = 4\nheight = 4\njunk = [{}0]\n",
        "0,".repeat(2_500_000)
    );
    let e = read_level(&text).unwrap_err();
    assert_eq!(e.line, 4);
    assert!(e.expected.to_string().starts_with("at most"), "{e}");
    let moves = "U".repeat(MAX_MOVES + (2 << 20));
    let e = read_record(&format!("game = \"2048 record\"\nmoves = \"{moves}\"\n")).unwrap_err();
    assert!(
        e.expected.to_string().contains("bytes") || e.expected.to_string().contains("moves"),
        "{e}"
    );
}
