//! Interoperability: every public collection under `../shared/levels/sokoban` survives a
//! write/read round trip in both formats. `../shared` exists on CI and developer machines but
//! not on a user's, so these tests are ignored by default: `cargo test -- --ignored`.

use std::path::PathBuf;

use gridwright_formats::sokoban::{
    Collection, WriteOptions, read_collection, read_slc, write_slc, write_sok, write_xsb,
};
use gridwright_formats::text::decode;

fn shared_collections() -> Vec<(PathBuf, Collection)> {
    let dir = std::env::var_os("GRIDWRIGHT_SHARED_LEVELS")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/levels/sokoban")
        });
    let mut out = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.unwrap().path();
        let ext = path.extension().and_then(|e| e.to_str()).unwrap_or("");
        if ["sok", "xsb", "txt"].contains(&ext) && path.file_name().unwrap() != "LICENSE" {
            let text = decode(&std::fs::read(&path).unwrap());
            let c = read_collection(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            out.push((path, c));
        }
    }
    assert!(!out.is_empty(), "no collections under {}", dir.display());
    out
}

#[test]
#[ignore = "needs ../shared/levels"]
fn shared_collections_round_trip_through_sok() {
    for (path, c) in shared_collections() {
        for rle in [false, true] {
            let back = read_collection(&write_sok(&c, WriteOptions { rle })).unwrap();
            assert_eq!(back, c, "{} (rle={rle})", path.display());
        }
    }
}

#[test]
#[ignore = "needs ../shared/levels"]
fn shared_collections_keep_boards_and_titles_through_xsb() {
    for (path, c) in shared_collections() {
        let back = read_collection(&write_xsb(&c, WriteOptions::default())).unwrap();
        assert_eq!(back.levels.len(), c.levels.len(), "{}", path.display());
        for (a, b) in c.levels.iter().zip(&back.levels) {
            assert_eq!(
                (&a.title, &a.board, &a.notes),
                (&b.title, &b.board, &b.notes),
                "{}",
                path.display()
            );
        }
        assert_eq!(back.notes, c.notes, "{}", path.display());
    }
}

#[test]
#[ignore = "needs ../shared/levels"]
fn shared_collections_keep_boards_titles_and_authors_through_slc_and_back() {
    for (path, c) in shared_collections() {
        let slc = read_slc(&write_slc(&c)).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let back = read_collection(&write_xsb(&slc, WriteOptions::default())).unwrap();
        assert_eq!(back.levels.len(), c.levels.len(), "{}", path.display());
        for (a, b) in c.levels.iter().zip(&back.levels) {
            assert_eq!(
                (&a.title, &a.board, a.author()),
                (&b.title, &b.board, b.author()),
                "{}",
                path.display()
            );
        }
        assert_eq!(
            back.property("Title"),
            c.property("Title"),
            "{}",
            path.display()
        );
        assert_eq!(
            back.property("Author"),
            c.property("Author"),
            "{}",
            path.display()
        );
    }
}

/// The `;` comment lines (their words: `;screen.01` is `; screen.01`) and `Comment:` blocks of
/// a file, in order.
fn comments(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut block = false;
    for l in text.lines().map(str::trim_end) {
        let marker = l.eq_ignore_ascii_case("comment:") || l.eq_ignore_ascii_case("comment-end:");
        if let Some(words) = l.strip_prefix(';') {
            out.push(format!("; {}", words.trim()));
        } else if block || marker {
            out.push(l.to_owned());
        }
        if marker {
            block = l.eq_ignore_ascii_case("comment:");
        }
    }
    out
}

#[test]
#[ignore = "needs ../shared/levels"]
fn titles_comments_and_blocks_come_back_where_they_were_through_xsb() {
    for (path, c) in shared_collections() {
        let original = decode(&std::fs::read(&path).unwrap());
        let written = write_xsb(&c, WriteOptions::default());
        assert_eq!(
            comments(&written),
            comments(&original),
            "{}",
            path.display()
        );
        let back = read_collection(&write_sok(&c, WriteOptions::default())).unwrap();
        assert_eq!(
            back,
            c,
            "{}: .sok keeps every title, note and block",
            path.display()
        );
    }
}

#[test]
#[ignore = "needs ../shared/levels"]
fn known_collections_have_their_levels() {
    for (path, c) in shared_collections() {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if name.starts_with("Microban_155") {
            assert_eq!(c.levels.len(), 155);
            assert_eq!(c.levels[0].title, "1");
            assert_eq!(c.levels[154].title, "155");
        }
        if name.starts_with("XSokoban_90") {
            assert_eq!(c.levels.len(), 90);
            assert_eq!(c.levels[0].title, "screen.01");
            assert_eq!(c.levels[89].title, "screen.90");
        }
        for l in &c.levels {
            let boxes = l.board.count(|s| s.is_box());
            let goals = l.board.count(|s| s.is_goal());
            assert_eq!(boxes, goals, "{name} {}", l.title);
            assert_eq!(l.board.count(|s| s.is_pusher()), 1, "{name} {}", l.title);
        }
    }
}
