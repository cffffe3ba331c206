use super::*;

/// The example map of GAMES.md §5.
pub(crate) const SPEC_EXAMPLE: &str = "11 9\n###########\n#A  X 5 X #\n# # #X# # #\n#   9   X #\n# #X# # # #\n# 3  X   0E\n# # # #X# #\n#X   7   B#\n###########\n40\n";

fn err(text: &str) -> crate::ParseError {
    read_bflvl(text).unwrap_err()
}

#[test]
fn the_spec_example_reads_and_writes_back_unchanged() {
    let l = read_bflvl(SPEC_EXAMPLE).unwrap();
    assert_eq!((l.width(), l.height(), l.rounds), (11, 9, 40));
    assert_eq!(l.get(1, 1), Tile::Start(Player::One));
    assert_eq!(l.get(9, 7), Tile::Start(Player::Two));
    assert_eq!(l.get(10, 5), Tile::Exit);
    assert_eq!(l.get(6, 1), Tile::Item(Item::from_digit(5).unwrap()));
    assert_eq!(l.get(4, 1), Tile::Brick);
    assert_eq!(write_bflvl(&l), SPEC_EXAMPLE);
}

#[test]
fn comments_crlf_trailing_spaces_and_no_final_newline() {
    let text = "// a map\r\n11 9 // wide, high\r\n###########   \r\n#A  X 5 X # // first row\r\n// between rows\r\n# # #X# # #\r\n#   9   X #\r\n# #X# # # #\r\n# 3  X   0E\r\n# # # #X# #\r\n#X   7   B#\r\n###########\r\n\r\n40 // rounds";
    let l = read_bflvl(text).unwrap();
    assert_eq!(l, {
        let mut e = read_bflvl(SPEC_EXAMPLE).unwrap();
        e.header = vec!["a map".into()];
        e.size_comment = Some("wide, high".into());
        e.rounds_comment = Some("rounds".into());
        e
    });
    let again = read_bflvl(&write_bflvl(&l)).unwrap();
    assert_eq!(again, l, "comments of the size and rounds lines are kept");
    assert!(write_bflvl(&l).starts_with("// a map\n11 9 // wide, high\n"));
}

#[test]
fn a_row_of_the_wrong_width_says_which_row_and_by_how_much() {
    let short = SPEC_EXAMPLE.replace("# # #X# # #\n", "# # #X# #\n");
    let e = err(&short);
    assert_eq!((e.line, e.column), (4, 10));
    assert!(e.expected.to_string().contains("row 3 of 9"), "{e}");
    assert!(e.expected.to_string().contains("2 short"), "{e}");
    let long = SPEC_EXAMPLE.replace("#   9   X #\n", "#   9   X #X#\n");
    let e = err(&long);
    assert_eq!((e.line, e.column), (5, 12));
    assert!(
        e.expected.to_string().contains("row 4 of 9")
            && e.expected.to_string().contains("2 too long"),
        "{e}"
    );
}

#[test]
fn an_unknown_character_is_named_at_its_column() {
    let e = err(&SPEC_EXAMPLE.replace("#A  X 5", "#A  X ?"));
    assert_eq!((e.line, e.column, e.found.text()), (3, 7, Some("?")));
    assert!(e.expected.to_string().contains("map character"), "{e}");
    let e = err(&SPEC_EXAMPLE.replace("#A  X 5", "#A \tX 5"));
    assert_eq!((e.line, e.column, e.found.text()), (3, 4, Some("\t")));
}

#[test]
fn sizes_rounds_and_what_follows_are_checked() {
    assert!(err("11\n").expected.to_string().contains("size line"));
    assert!(err("").expected.to_string().contains("size line"));
    let e = err("99999999999999999999999 9\n");
    assert!(e.expected.to_string().contains("size line"), "{e}");
    let e = err("1001 5\n");
    assert!(e.expected.to_string().contains("from 3 to 1000"), "{e}");
    assert!(err("2 5\n").expected.to_string().contains("from 3 to 1000"));
    let e = err("5 3\n#####\n#A B#\n");
    assert_eq!(e.line, 4);
    assert!(e.expected.to_string().contains("row 3 of 3"), "{e}");
    assert!(
        err("5 3\n#####\n#A B#\n#####\n")
            .expected
            .to_string()
            .contains("rounds")
    );
    assert!(
        err("5 3\n#####\n#A B#\n#####\nmany\n")
            .expected
            .to_string()
            .contains("rounds")
    );
    assert!(
        err("5 3\n#####\n#A B#\n#####\n99999999999\n")
            .expected
            .to_string()
            .contains("up to")
    );
    let e = err("5 3\n#####\n#A B#\n#####\n9\n#####\n");
    assert_eq!(e.line, 6);
    assert!(e.expected.to_string().contains("end of the file"), "{e}");
    assert!(read_bflvl("5 3\n#####\n#A B#\n#####\n9\n\n// the end\n").is_ok());
}

#[test]
fn a_replay_writes_and_reads_back_and_its_map_errors_point_into_the_file() {
    let r = Replay {
        seed: 7,
        players: ["random".into(), "human".into()],
        swapped: true,
        level: read_bflvl(SPEC_EXAMPLE).unwrap(),
        turns: vec!["up bomb".into(), String::new(), "bomb right".into()],
    };
    let text = write_replay(&r);
    assert!(
        text.contains("\nturns:\nup bomb\n-\nbomb right\n"),
        "{text}"
    );
    assert_eq!(read_replay(&text).unwrap(), r);
    assert_eq!(
        read_replay(&format!("{text}\n\n")).unwrap(),
        r,
        "trailing blank lines"
    );
    let bad = text.replace("#A  X 5", "#A  X ?");
    let e = read_replay(&bad).unwrap_err();
    assert_eq!((e.line, e.column), (9, 7), "{e}");
    let e = read_replay(&text.replace("seed: 7", "seed: seven")).unwrap_err();
    assert_eq!((e.line, e.column), (2, 7), "{e}");
    assert!(
        read_replay("hello")
            .unwrap_err()
            .expected
            .to_string()
            .contains("replay 1")
    );
    assert!(
        read_replay(REPLAY_MAGIC)
            .unwrap_err()
            .expected
            .to_string()
            .contains("map:")
    );
}
