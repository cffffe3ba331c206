//! Property tests: random collections survive write/read; no bytes make a parser panic.

use gridwright_formats::sokoban::{
    Board, Collection, Level, SavedGame, WriteOptions, read_collection, read_slc, write_slc,
    write_sok, write_xsb,
};
use gridwright_formats::text::decode;
use gridwright_formats::{FileKind, ReadOptions, WriteOptions as Write};
use proptest::prelude::*;

/// What a reader makes of any text: an error that points inside it, or data that its kind
/// writes and reads back unchanged (a kind gridwright only reads is written as its game's
/// first writable kind). Before, these tests only asked that nothing panicked.
fn round_trips(kind: FileKind, text: &str) -> Result<(), TestCaseError> {
    let read = ReadOptions::default();
    let data = match kind.read(text, &read) {
        Ok(d) => d,
        Err(e) => return near_grammar::inside(text, &e),
    };
    let writer = if kind.writable() {
        kind
    } else {
        kind.game().kinds().find(|k| k.writable()).unwrap()
    };
    let written = writer.write(&data, &Write::default()).unwrap().unwrap();
    let again = ReadOptions {
        ascii: Some(Write::default().ascii),
    };
    let back = writer.read(&written, &again);
    prop_assert!(
        back.is_ok(),
        "{kind:?} wrote what it cannot read: {back:?}\n{written}"
    );
    let back = back.unwrap();
    let same = match (&data, &back) {
        // The kinds differ when a read-only kind was written as another.
        (gridwright_formats::Loaded::Sokoban(a), gridwright_formats::Loaded::Sokoban(b)) => {
            a.collection == b.collection
        }
        _ => data == back,
    };
    prop_assert!(
        same,
        "{kind:?} round trip changed the data:\n{text}\n---\n{written}"
    );
    Ok(())
}

fn board() -> impl Strategy<Value = Board> {
    prop::collection::vec("[# .$*@+]{0,12}#-{0,3}", 1..8)
        .prop_map(|rows| Board::from_xsb(&rows.join("\n")))
}

fn line() -> impl Strategy<Value = String> {
    prop_oneof![
        4 => "[a-zA-Z0-9 #@$.:;*=()-]{0,16}".prop_map(|s| s.trim().to_owned()),
        1 => tricky_line(),
    ]
}

/// Lines that read as something other than text: markers of comment blocks, board rows,
/// moves, comments, a lone brace.
fn tricky_line() -> impl Strategy<Value = String> {
    prop::sample::select(vec![
        "Comment:",
        "Comment-End:",
        "comment end:",
        "Solution comment:",
        "Solution comment end:",
        "####",
        "#@$.#",
        "lurd",
        "}",
        ":: x",
        "; x",
        "Title x",
    ])
    .prop_map(str::to_owned)
}

fn notes() -> impl Strategy<Value = Vec<String>> {
    prop::collection::vec(line(), 0..4).prop_map(|mut v| {
        v.retain(|l| !l.to_ascii_lowercase().starts_with("title"));
        while v.first().is_some_and(|l| l.is_empty()) {
            v.remove(0);
        }
        while v.last().is_some_and(|l| l.is_empty()) {
            v.pop();
        }
        v
    })
}

fn saved_game() -> impl Strategy<Value = SavedGame> {
    (
        prop_oneof![
            3 => "(Solution( [0-9/]{1,8})?|Snapshot|)".boxed(),
            1 => tricky_line().boxed(),
            1 => Just("Title: x".to_owned()).boxed(),
        ],
        "[lurdLURD]{1,100}(\\{[lurd]{1,3}\\}|\\[[lurd]{1,3}\\]|\\*|[lurdLURD]{1,70}){0,6}",
        notes(),
    )
        .prop_map(|(title, moves, notes)| SavedGame {
            title,
            moves,
            notes,
        })
}

fn level() -> impl Strategy<Value = Level> {
    (
        line(),
        board(),
        notes(),
        prop::collection::vec(saved_game(), 0..3),
        prop::collection::vec("; [a-z0-9]{1,6}", 0..3),
    )
        .prop_map(|(title, board, notes, saved_games, comments)| Level {
            title,
            board,
            notes,
            saved_games,
            comments,
        })
}

fn collection() -> impl Strategy<Value = Collection> {
    (notes(), prop::collection::vec(level(), 1..5))
        .prop_map(|(notes, levels)| Collection { notes, levels })
}

proptest! {
    #[test]
    fn sok_round_trip(c in collection(), rle in any::<bool>()) {
        let text = write_sok(&c, WriteOptions { rle });
        let back = read_collection(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        prop_assert_eq!(back, c, "{}", text);
    }

    #[test]
    fn xsb_round_trip_keeps_boards_and_titles(c in collection()) {
        let back = read_collection(&write_xsb(&c, WriteOptions::default())).unwrap();
        let a: Vec<_> = c.levels.iter().map(|l| (&l.title, &l.board)).collect();
        let b: Vec<_> = back.levels.iter().map(|l| (&l.title, &l.board)).collect();
        prop_assert_eq!(a, b);
    }

    #[test]
    fn slc_round_trip_keeps_boards_titles_and_authors(c in collection()) {
        let text = write_slc(&c);
        let back = read_slc(&text).map_err(|e| TestCaseError::fail(format!("{e}\n{text}")))?;
        let a: Vec<_> = c.levels.iter().map(|l| (&l.title, &l.board, l.author())).collect();
        let b: Vec<_> = back.levels.iter().map(|l| (&l.title, &l.board, l.author())).collect();
        prop_assert_eq!(a, b, "{}", text);
        prop_assert_eq!(back.property("Title"), c.property("Title"));
        prop_assert_eq!(back.property("Author"), c.property("Author"));
    }

    #[test]
    fn no_bytes_make_the_readers_panic(bytes in prop::collection::vec(any::<u8>(), 0..400)) {
        let text = decode(&bytes);
        round_trips(FileKind::Slc, &text)?;
        round_trips(FileKind::Sok, &text)?;
        round_trips(FileKind::SokobanTutorial, &text)?;
    }

    #[test]
    fn no_board_like_text_makes_the_reader_panic(text in "([#@$.*+pbBoPm 0-9()|-]{0,20}\n){0,10}") {
        round_trips(FileKind::Sok, &text)?;
    }

    #[test]
    fn no_tutorial_like_text_makes_the_importer_panic(text in "((level|poussoir|boules)[0-9]{0,2}(\\[[0-9]{1,2}\\])? ?= ?[\\[\\], 0-9]{0,30};?\n){0,8}") {
        round_trips(FileKind::SokobanTutorial, &text)?;
    }
}

mod mazes {
    use gridwright_formats::maze::{
        AsciiOptions, Cell, Maze, Side, Spelling, read_ascii, read_blocks, read_grid, read_maze,
        write_ascii, write_blocks, write_grid, write_maze,
    };
    use proptest::prelude::*;

    fn maze() -> impl Strategy<Value = Maze> {
        (
            1usize..7,
            1usize..6,
            prop::collection::vec(any::<bool>(), 72),
        )
            .prop_map(|(w, h, bits)| {
                let mut m = Maze::new(w, h, false);
                for y in 0..h {
                    for x in 0..w {
                        let i = y * w + x;
                        m.set_wall(Cell::new(x, y), Side::Right, bits[2 * i % 72] || x + 1 == w);
                        m.set_wall(
                            Cell::new(x, y),
                            Side::Bottom,
                            bits[(2 * i + 1) % 72] || y + 1 == h,
                        );
                    }
                }
                m.set_wall(Cell::new(0, 0), Side::Left, false);
                m.set_wall(Cell::new(w - 1, h - 1), Side::Right, false);
                m.entrance = Cell::new(0, 0);
                m.exit = Cell::new(w - 1, h - 1);
                m
            })
    }

    proptest! {
        #[test]
        fn every_format_round_trips(m in maze()) {
            prop_assert_eq!(read_maze(&write_maze(&m)).unwrap(), m.clone());
            prop_assert_eq!(read_grid(&write_grid(&m, Spelling::Json)).unwrap(), m.clone());
            prop_assert_eq!(read_blocks(&write_blocks(&m)).unwrap(), m.clone());
            let o = AsciiOptions { lm: 4, hm: 2 };
            let art = write_ascii(&m, o);
            prop_assert_eq!(write_ascii(&read_ascii(&art, Some(o)).unwrap(), o), art);
        }

        #[test]
        fn no_text_makes_the_maze_readers_panic(text in "[-+| #@\\[\\],truefalsTF\n]{0,200}") {
            super::round_trips(gridwright_formats::FileKind::Maze, &format!("gridwright maze 1\nsize: 3x2\n\n{text}"))?;
            super::round_trips(gridwright_formats::FileKind::MazeGrid, &text)?;
            super::round_trips(gridwright_formats::FileKind::MazeBlocks, &text)?;
            super::round_trips(gridwright_formats::FileKind::MazeAscii, &text)?;
        }
    }
}

/// Inputs *near* the grammar: the right shape with hostile numbers, ragged rows and deep or
/// empty groups. No parser may panic, hang or allocate beyond its limits on them, and every
/// error points inside the input.
mod near_grammar {
    use gridwright_formats::ParseError;
    use gridwright_formats::maze::{read_ascii, read_blocks, read_grid, read_maze};
    use gridwright_formats::rle;
    use gridwright_formats::sokoban::{read_collection, read_slc, read_tutorial};
    use gridwright_formats::text::lines;
    use proptest::prelude::*;

    /// The error's line exists (or is the one just past the end) and its column is on it.
    pub fn inside(text: &str, e: &ParseError) -> Result<(), TestCaseError> {
        let lines = lines(text);
        prop_assert!(
            e.line >= 1 && e.line <= lines.len() + 1,
            "line {} of {}: {e}",
            e.line,
            lines.len()
        );
        let len = lines.get(e.line - 1).map_or(0, |l| l.chars().count());
        prop_assert!(
            e.column >= 1 && e.column <= len + 1,
            "column {} of {len}: {e}",
            e.column
        );
        Ok(())
    }

    fn number() -> impl Strategy<Value = String> {
        prop_oneof![
            "[0-9]{1,3}",
            "[0-9]{8,22}",
            Just("18446744073709551615".to_owned()),
            Just("0".to_owned()),
        ]
    }

    fn rle_text() -> impl Strategy<Value = String> {
        let leaf = prop_oneof![
            "[#@$. -]{0,4}",
            (number(), "[#@$.-]").prop_map(|(n, c)| format!("{n}{c}")),
        ];
        leaf.prop_recursive(4, 40, 4, |inner| {
            (number(), prop::collection::vec(inner, 0..4))
                .prop_map(|(n, parts)| format!("{n}({})", parts.concat()))
        })
    }

    proptest! {
        #[test]
        fn rle_work_is_bounded_by_the_output(text in rle_text()) {
            match rle::expand(&text, 10_000) {
                Ok(out) => prop_assert!(out.len() <= 10_000),
                Err(e) => prop_assert!(e.offset <= text.chars().count()),
            }
        }

        #[test]
        fn slc_levels_with_any_sizes_rows_and_tags(
            w in number(), h in number(),
            rows in prop::collection::vec("[#@$. a-z&;<>\"=/-]{0,10}", 0..5),
            end in "(Level|L|Levels|)",
        ) {
            let rows: Vec<String> = rows.iter().map(|r| format!("<L>{r}</L>")).collect();
            let text = format!(
                "<?xml version=\"1.0\"?>\n<SokobanLevels>\n<Title>t</Title>\n<LevelCollection>\n\
                 <Level Id=\"1\" Width=\"{w}\" Height=\"{h}\">\n{}\n</{end}>\n\
                 </LevelCollection>\n</SokobanLevels>\n",
                rows.join("\n")
            );
            if let Err(e) = read_slc(&text) {
                inside(&text, &e)?;
            }
        }

        #[test]
        fn sok_boards_with_hostile_counts(rows in prop::collection::vec(rle_text(), 1..6)) {
            let text = format!("#####\n{}\n#####\n", rows.join("|\n"));
            if let Err(e) = read_collection(&text) {
                inside(&text, &e)?;
            }
        }

        #[test]
        fn maze_headers_with_any_size(
            w in number(), h in number(), x in number(), y in number(),
            art in prop::collection::vec("[-+| ]{0,12}", 0..8),
        ) {
            let text = format!(
                "gridwright maze 1\nsize: {w}x{h}\nentrance: {x},{y}\n\n{}\n",
                art.join("\n")
            );
            if let Err(e) = read_maze(&text) {
                inside(&text, &e)?;
            }
        }

        #[test]
        fn grid_matrices_with_ragged_rows(
            rows in prop::collection::vec(
                prop::collection::vec(prop::collection::vec(any::<bool>(), 0..6), 0..4),
                1..4,
            ),
        ) {
            let text = format!("{rows:?}");
            if let Err(e) = read_grid(&text) {
                inside(&text, &e)?;
            }
        }

        #[test]
        fn art_and_blocks_with_ragged_rows(rows in prop::collection::vec("[-+|@# ]{0,14}", 0..9)) {
            let text = rows.join("\n");
            for result in [read_ascii(&text, None), read_blocks(&text)] {
                if let Err(e) = result {
                    inside(&text, &e)?;
                }
            }
        }

        #[test]
        fn tutorial_arrays_with_hostile_numbers(
            n in number(), i in number(), codes in prop::collection::vec(number(), 0..6),
            px in number(),
        ) {
            let text = format!(
                "level{n}[{i}] = [{}];\npoussoir{n} = [{px}, 1];\n",
                codes.join(",")
            );
            if let Err(e) = read_tutorial(&text) {
                inside(&text, &e)?;
            }
        }
    }
}

/// BombFight maps and replays: round trips, and text near the grammar.
mod bombfight {
    use super::near_grammar::inside;
    use gridwright_formats::bombfight::{
        Level, Replay, Tile, read_bflvl, read_replay, write_bflvl, write_replay,
    };
    use proptest::prelude::*;

    fn level() -> impl Strategy<Value = Level> {
        (
            3usize..12,
            3usize..10,
            0u32..500,
            "[ -~]{0,12}",
            prop::option::of("[ -~]{0,12}"),
        )
            .prop_flat_map(|(w, h, rounds, head, comment)| {
                let tiles = prop::collection::vec("[ #XEAB0-9]", w * h);
                (Just((w, h, rounds, head, comment)), tiles)
            })
            .prop_map(|((w, h, rounds, head, comment), tiles)| {
                let mut l = Level::new(w, h, rounds);
                for (i, t) in tiles.iter().enumerate() {
                    let c = t.chars().next().unwrap_or(' ');
                    l.set(i % w, i / w, Tile::from_char(c).unwrap_or(Tile::Empty));
                }
                let clean = |s: String| s.replace("//", "/").trim().to_owned();
                let head = clean(head);
                if !head.is_empty() {
                    l.header = vec![head];
                }
                l.size_comment = comment.map(clean).filter(|c| !c.is_empty());
                l
            })
    }

    proptest! {
        #[test]
        fn maps_round_trip(l in level()) {
            // A last row of spaces only would lose its trailing spaces to an editor, not to
            // us: the writer keeps every cell.
            prop_assert_eq!(read_bflvl(&write_bflvl(&l)).unwrap(), l);
        }

        #[test]
        fn replays_round_trip(l in level(), seed in any::<u64>(), turns in prop::collection::vec("(up|down|left|right)?( bomb)?", 0..30)) {
            let r = Replay {
                seed,
                players: ["random".into(), "human".into()],
                swapped: seed % 2 == 0,
                level: l,
                turns: turns.iter().map(|t| t.trim().to_owned()).collect(),
            };
            prop_assert_eq!(read_replay(&write_replay(&r)).unwrap(), r);
        }

        #[test]
        fn no_map_like_text_makes_the_reader_panic(
            size in "[0-9]{0,22} ?[0-9]{0,22}( //.{0,5})?",
            rows in prop::collection::vec("[ #XEAB0-9?\t/]{0,14}", 0..12),
            rounds in "[0-9a-z ]{0,12}",
        ) {
            let text = format!("{size}\n{}\n{rounds}\n", rows.join("\n"));
            if let Err(e) = read_bflvl(&text) {
                inside(&text, &e)?;
            }
        }

        #[test]
        fn no_bytes_make_the_map_and_replay_readers_panic(bytes in prop::collection::vec(any::<u8>(), 0..300)) {
            let text = gridwright_formats::text::decode(&bytes);
            super::round_trips(gridwright_formats::FileKind::BombFight, &text)?;
            super::round_trips(gridwright_formats::FileKind::BombFightReplay, &format!("gridwright bombfight replay 1\n{text}"))?;
        }
    }
}

/// Saved games of the invisible maze: round trips and hostile headers.
mod maze_games {
    use super::near_grammar::inside;
    use gridwright_formats::maze::{GAME_MAGIC, Maze, MazeGame, Side, read_game, write_game};
    use proptest::prelude::*;

    proptest! {
        #[test]
        fn games_round_trip(
            w in 1usize..6, h in 1usize..6, walls in any::<bool>(),
            lives in prop::option::of(0u32..100), seed in prop::option::of(any::<u64>()),
            tries in prop::collection::vec(0usize..4, 0..40),
        ) {
            let g = MazeGame {
                seconds: 2.5,
                lives,
                density: seed.map(|_| 0.25),
                seed,
                tries: tries.iter().map(|&i| Side::ALL[i]).collect(),
                maze: Maze::new(w, h, walls),
            };
            prop_assert_eq!(read_game(&write_game(&g)).unwrap(), g);
        }

        #[test]
        fn hostile_headers_are_located(
            lines in prop::collection::vec("(seconds|lives|density|seed|tries): ?[-0-9.eRULDx]{0,24}", 0..6),
        ) {
            let text = format!("{GAME_MAGIC}\n{}\nmaze:\ngridwright maze 1\nsize: 1x1\n\n+--+\n|  |\n+--+\n", lines.join("\n"));
            if let Err(e) = read_game(&text) {
                inside(&text, &e)?;
            }
        }
    }
}

/// 2048 levels: any level round-trips; text near the grammar reads or errs inside the text.
mod g2048 {
    use gridwright_formats::FileKind;
    use gridwright_formats::g2048::{Level, Rules, Spawn, read_level, write_level};
    use proptest::prelude::*;

    fn level() -> impl Strategy<Value = Level> {
        (
            2usize..=16,
            2usize..=16,
            1u32..=62,
            any::<bool>(),
            proptest::option::of(any::<u32>()),
        )
            .prop_flat_map(|(w, h, target, undo, seed)| {
                let cell = prop_oneof![Just(0u64), (1u32..=62).prop_map(|e| 1u64 << e)];
                let rows = prop::collection::vec(prop::collection::vec(cell, w), h);
                let spawn = prop::collection::vec(
                    ((1u32..=62), 0.0f64..10.0).prop_map(|(e, weight)| Spawn {
                        value: 1 << e,
                        weight: weight + 0.001,
                    }),
                    1..5,
                );
                (
                    proptest::option::of(rows),
                    spawn,
                    "[a-zA-Z0-9 \"'#=\\\\]{0,20}",
                )
                    .prop_map(move |(start, spawn, title)| Level {
                        title,
                        start,
                        seed: seed.map(u64::from),
                        rules: Rules {
                            width: w,
                            height: h,
                            spawn,
                            target: 1 << target,
                            undo,
                        },
                        ..Level::default()
                    })
            })
    }

    proptest! {
        #[test]
        fn levels_round_trip(l in level()) {
            let text = write_level(&l);
            prop_assert_eq!(read_level(&text).unwrap(), l);
        }

        #[test]
        fn text_near_the_grammar_reads_or_errs_inside(
            lines in prop::collection::vec(prop_oneof![
                Just("game = \"2048\"".to_owned()),
                "(width|height|target|seed) = -?[0-9]{1,20}",
                "(undo|puzzle) = (true|false|1)",
                "start = \\[(\\[[0-9, ]{0,12}\\],?){0,4}\\]",
                Just("[[spawn]]".to_owned()),
                "(value|weight) = -?[0-9.e]{1,8}",
                "title = \"[^\"\\\\]{0,10}\"",
                "[#=\\[\\]{}\" a-z0-9]{0,15}",
            ], 0..14),
        ) {
            let text = lines.join("\n");
            super::round_trips(FileKind::G2048, &text)?;
        }
    }
}
