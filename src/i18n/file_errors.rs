//! The errors of reading and writing files in the catalog's words: the formats crate's
//! [`ParseError`] (which knows no language: its `Display` is English) and the system's
//! [`std::io::Error`] (whose words are the system's, in English).
//!
//! Positions (lines, columns, a row's number in the file) are passed as text, so that they are
//! never grouped; counts and limits as numbers. What the file held is never put in as it is:
//! it is quoted and escaped, as the formats crate's own message does.

use std::path::Path;

use gridwright_formats::text::printable_path;
use gridwright_formats::{Expected, Found, ParseError};

use crate::t;

/// A parse error in the current language: `file:line:column: expected …, found …`.
pub fn parse_error(e: &ParseError) -> String {
    let file = match &e.file {
        Some(name) => name.clone(),
        None => t!("files-parse-no-file"),
    };
    t!(
        "files-parse-error",
        file = file,
        line = e.line.to_string(),
        column = e.column.to_string(),
        expected = expected(&e.expected),
        found = found(&e.found),
    )
}

/// What stood where something else was expected.
fn found(found: &Found) -> String {
    match found {
        Found::Text(text) => format!("{text:?}"),
        Found::End => t!("files-found-end"),
        Found::Nothing => t!("files-found-nothing"),
        Found::More => t!("files-found-more"),
        Found::Bytes(n) => t!("files-found-bytes", n = *n),
        Found::MoreSquares(n) => t!("files-found-more-squares", n = *n),
        Found::CellsSoFar(n) => t!("files-found-cells-so-far", n = *n),
        Found::Row(row) => t!("files-found-row", row = row.to_string()),
        Found::CellsInRow { cells, row } => {
            t!(
                "files-found-cells-in-row",
                cells = *cells,
                row = row.to_string()
            )
        }
        Found::Numbers(n) => t!("files-found-numbers", n = *n),
        // A kind of the formats crate newer than this list: its English.
        other => other.to_string(),
    }
}

/// What a parser needed, one message for each thing a format can expect (the catalog test
/// checks that every variant of [`Expected`] has its arm here).
fn expected(expected: &Expected) -> String {
    use Expected as E;
    match expected {
        E::FirstLine { line } => t!("files-expected-first-line", line = *line),
        E::MarkerLine { marker } => t!("files-expected-marker-line", marker = *marker),
        E::HeaderLine => t!("files-expected-header-line"),
        E::Seed => t!("files-expected-seed"),
        E::MoreInput => t!("files-expected-more-input"),
        E::FileBytes { max } => t!("files-expected-file-bytes", max = *max),
        E::TotalSquares { max } => t!("files-expected-total-squares", max = *max),

        E::XmlEndAfterRoot => t!("files-expected-xml-end-after-root"),
        E::XmlCommentEnd => t!("files-expected-xml-comment-end"),
        E::XmlInstructionEnd => t!("files-expected-xml-instruction-end"),
        E::XmlDoctypeEnd => t!("files-expected-xml-doctype-end"),
        E::XmlDoctypeWithoutEntities => t!("files-expected-xml-doctype-without-entities"),
        E::XmlElementName => t!("files-expected-xml-element-name"),
        E::XmlAttributeName => t!("files-expected-xml-attribute-name"),
        E::XmlEndTagName => t!("files-expected-xml-end-tag-name"),
        E::XmlNesting { max } => t!("files-expected-xml-nesting", max = *max),
        E::XmlElement => t!("files-expected-xml-element"),
        E::XmlAttributeOnce => t!("files-expected-xml-attribute-once"),
        E::XmlEquals => t!("files-expected-xml-equals"),
        E::XmlQuotedValue => t!("files-expected-xml-quoted-value"),
        E::XmlClosingQuote => t!("files-expected-xml-closing-quote"),
        E::XmlValueWithoutLt => t!("files-expected-xml-value-without-lt"),
        E::XmlEndTag { name } => t!("files-expected-xml-end-tag", name = name.as_str()),
        E::XmlEndTagClose => t!("files-expected-xml-end-tag-close"),
        E::XmlCdataEnd => t!("files-expected-xml-cdata-end"),
        E::XmlReferenceEnd => t!("files-expected-xml-reference-end"),
        E::XmlReference => t!("files-expected-xml-reference"),

        E::TomlNesting { max } => t!("files-expected-toml-nesting", max = *max),
        E::TomlKeyParts { max } => t!("files-expected-toml-key-parts", max = *max),
        E::TomlNodes { max } => t!("files-expected-toml-nodes", max = *max),
        E::Toml { message } => t!("files-expected-toml", message = message.as_str()),

        E::RleItem => t!("files-expected-rle-item"),
        E::RleCount => t!("files-expected-rle-count"),
        E::RleNesting { max } => t!("files-expected-rle-nesting", max = *max),
        E::RleGroupClose => t!("files-expected-rle-group-close"),
        E::RleAfterCount => t!("files-expected-rle-after-count"),
        E::RleLength => t!("files-expected-rle-length"),

        E::SokobanBoard => t!("files-expected-sokoban-board"),
        E::SokobanBoardRows { max } => t!("files-expected-sokoban-board-rows", max = *max),
        E::SokobanBoardWithWall => t!("files-expected-sokoban-board-with-wall"),
        E::SokobanTotalMoves { max } => t!("files-expected-sokoban-total-moves", max = *max),
        E::SokobanSomeMove => t!("files-expected-sokoban-some-move"),
        E::SokobanBoardCharacter => t!("files-expected-sokoban-board-character"),
        E::SokobanRowSquares { max } => t!("files-expected-sokoban-row-squares", max = *max),

        E::SlcRoot { name } => t!("files-expected-slc-root", name = *name),
        E::SlcCollectionChild => t!("files-expected-slc-collection-child"),
        E::SlcLevel => t!("files-expected-slc-level"),
        E::SlcRow => t!("files-expected-slc-row"),
        E::SlcWholeSide { attribute } => {
            t!("files-expected-slc-whole-side", attribute = *attribute)
        }
        E::SlcSideAtMost { attribute, max } => t!(
            "files-expected-slc-side-at-most",
            attribute = *attribute,
            max = *max
        ),
        E::SlcBoardCharacters => t!("files-expected-slc-board-characters"),

        E::TutorialStatement => t!("files-expected-tutorial-statement"),
        E::TutorialTotalCells { max } => t!("files-expected-tutorial-total-cells", max = *max),
        E::TutorialData => t!("files-expected-tutorial-data"),
        E::TutorialRows { max, level } => t!(
            "files-expected-tutorial-rows",
            max = *max,
            level = level.to_string()
        ),
        E::TutorialRowNumber { row, level } => t!(
            "files-expected-tutorial-row-number",
            row = row.to_string(),
            level = level.to_string()
        ),
        E::TutorialRowCells { max } => t!("files-expected-tutorial-row-cells", max = *max),
        E::TutorialCellCode => t!("files-expected-tutorial-cell-code"),
        E::TutorialPusher { level } => {
            t!("files-expected-tutorial-pusher", level = level.to_string())
        }
        E::TutorialPosition => t!("files-expected-tutorial-position"),

        E::BombFightSizeLine => t!("files-expected-bombfight-size-line"),
        E::BombFightRow { row, height, width } => t!(
            "files-expected-bombfight-row",
            row = row.to_string(),
            height = *height,
            width = *width
        ),
        E::BombFightRoundsLine => t!("files-expected-bombfight-rounds-line"),
        E::BombFightEndAfterRounds => t!("files-expected-bombfight-end-after-rounds"),
        E::BombFightSizeNumbers => t!("files-expected-bombfight-size-numbers"),
        E::BombFightSides { min, max } => {
            t!("files-expected-bombfight-sides", min = *min, max = *max)
        }
        E::BombFightRowShort {
            row,
            height,
            width,
            short,
        } => t!(
            "files-expected-bombfight-row-short",
            row = row.to_string(),
            height = *height,
            width = *width,
            short = *short
        ),
        E::BombFightRowLong {
            row,
            height,
            width,
            long,
        } => t!(
            "files-expected-bombfight-row-long",
            row = row.to_string(),
            height = *height,
            width = *width,
            long = *long
        ),
        E::BombFightMapCharacter => t!("files-expected-bombfight-map-character"),
        E::BombFightRoundsNumber => t!("files-expected-bombfight-rounds-number"),
        E::BombFightRounds { max } => t!("files-expected-bombfight-rounds", max = *max),
        E::ReplayTurnsLine => t!("files-expected-replay-turns-line"),
        E::ReplayTurns { max } => t!("files-expected-replay-turns", max = *max),
        E::YesOrNo => t!("files-expected-yes-or-no"),

        E::MazeCellXY => t!("files-expected-maze-cell-xy"),
        E::MazeCellInside => t!("files-expected-maze-cell-inside"),
        E::MazeWholeNumber => t!("files-expected-maze-whole-number"),
        E::MazeSizeLine => t!("files-expected-maze-size-line"),
        E::MazeSizeValue => t!("files-expected-maze-size-value"),
        E::MazeSizeAtLeastOne => t!("files-expected-maze-size-at-least-one"),
        E::MazeCells { max } => t!("files-expected-maze-cells", max = *max),
        E::MazeDrawingLines {
            lines,
            width,
            height,
        } => t!(
            "files-expected-maze-drawing-lines",
            lines = *lines,
            width = *width,
            height = *height
        ),
        E::MazeCornerRow {
            characters,
            width,
            height,
        } => t!(
            "files-expected-maze-corner-row",
            characters = *characters,
            width = *width,
            height = *height
        ),
        E::MazeDrawingCharacter => t!("files-expected-maze-drawing-character"),

        E::BlocksCharacter => t!("files-expected-blocks-character"),
        E::BlocksSize { rows, columns } => t!(
            "files-expected-blocks-size",
            rows = *rows,
            columns = *columns
        ),

        E::MazeGameSeconds { max } => t!("files-expected-maze-game-seconds", max = *max),
        E::MazeGameLives => t!("files-expected-maze-game-lives"),
        E::MazeGameDensity => t!("files-expected-maze-game-density"),
        E::MazeGameTries { max } => t!("files-expected-maze-game-tries", max = *max),
        E::MazeGameDirection => t!("files-expected-maze-game-direction"),

        E::AsciiStart => t!("files-expected-ascii-start"),
        E::AsciiRowWidth { width } => t!("files-expected-ascii-row-width", width = *width),
        E::AsciiAmbiguous => t!("files-expected-ascii-ambiguous"),
        E::AsciiCharacter => t!("files-expected-ascii-character"),
        E::AsciiWalls => t!("files-expected-ascii-walls"),
        E::AsciiFirstRow { width } => t!("files-expected-ascii-first-row", width = *width),
        E::AsciiRows { rows } => t!("files-expected-ascii-rows", rows = *rows),

        E::GridMatrix => t!("files-expected-grid-matrix"),
        E::GridRowCells { row, cells, has } => t!(
            "files-expected-grid-row-cells",
            row = row.to_string(),
            cells = *cells,
            has = *has
        ),
        E::GridSides { row, column } => t!(
            "files-expected-grid-sides",
            row = row.to_string(),
            column = column.to_string()
        ),
        E::GridAgree {
            row,
            column,
            other_row,
            other_column,
        } => t!(
            "files-expected-grid-agree",
            row = row.to_string(),
            column = column.to_string(),
            other_row = other_row.to_string(),
            other_column = other_column.to_string()
        ),

        E::G2048LevelTable => t!("files-expected-g2048-level-table"),
        E::G2048Game { magic } => t!("files-expected-g2048-game", magic = *magic),
        E::G2048GameFirst { magic } => t!("files-expected-g2048-game-first", magic = *magic),
        E::G2048Keys { keys } => t!("files-expected-g2048-keys", keys = keys.as_str()),
        E::G2048Key { key } => t!("files-expected-g2048-key", key = *key),
        E::G2048Text { max } => t!("files-expected-g2048-text", max = *max),
        E::G2048Bool => t!("files-expected-g2048-bool"),
        E::G2048Side { min, max } => t!("files-expected-g2048-side", min = *min, max = *max),
        E::G2048Seed => t!("files-expected-g2048-seed"),
        E::G2048MovesText => t!("files-expected-g2048-moves-text"),
        E::G2048Moves { max } => t!("files-expected-g2048-moves", max = *max),
        E::G2048MoveLetters => t!("files-expected-g2048-move-letters"),
        E::G2048Score => t!("files-expected-g2048-score"),
        E::G2048PowerOfTwo { or_empty } => t!(
            "files-expected-g2048-power-of-two",
            empty = if *or_empty { "yes" } else { "no" }
        ),
        E::G2048SpawnInline => t!("files-expected-g2048-spawn-inline"),
        E::G2048SpawnTables => t!("files-expected-g2048-spawn-tables"),
        E::G2048SpawnCount { max } => t!("files-expected-g2048-spawn-count", max = *max),
        E::G2048SpawnTotal => t!("files-expected-g2048-spawn-total"),
        E::G2048SpawnKeys => t!("files-expected-g2048-spawn-keys"),
        E::G2048Weight => t!("files-expected-g2048-weight"),
        E::G2048WeightValue => t!("files-expected-g2048-weight-value"),
        E::G2048StartRows => t!("files-expected-g2048-start-rows"),
        E::G2048StartHeight { rows } => t!("files-expected-g2048-start-height", rows = *rows),
        E::G2048StartRow => t!("files-expected-g2048-start-row"),
        E::G2048StartWidth { numbers } => {
            t!("files-expected-g2048-start-width", numbers = *numbers)
        }

        // A kind of the formats crate newer than this list: its English.
        other => other.to_string(),
    }
}

/// A file's name and what the system said went wrong with it: `notes.sok: permission denied`.
pub fn path_error(path: &Path, e: &std::io::Error) -> String {
    t!(
        "files-path-error",
        file = printable_path(path).to_string(),
        error = io_error(e)
    )
}

/// The system's error that kept a pool of worker threads from being made, as a value a worker
/// can send (rayon's own errors, about its global pool, which gridwright never builds, are
/// `Other`).
pub fn thread_pool_error_kind(e: &rayon::ThreadPoolBuildError) -> std::io::ErrorKind {
    std::error::Error::source(e)
        .and_then(|s| s.downcast_ref::<std::io::Error>())
        .map_or(std::io::ErrorKind::Other, std::io::Error::kind)
}

/// Why a pool of worker threads was not made, in the current language: the system's error,
/// said by kind; rayon's own words for its own errors.
pub fn thread_pool_error(e: &rayon::ThreadPoolBuildError) -> String {
    match std::error::Error::source(e).and_then(|s| s.downcast_ref::<std::io::Error>()) {
        Some(io) => io_error(io),
        None => e.to_string(),
    }
}

/// A system error in the current language, by its kind; a kind without a message here keeps
/// the system's words, and an error that carries gridwright's own words (made with
/// `io::Error::new`, already in the language it was made in) is said as it is.
pub fn io_error(e: &std::io::Error) -> String {
    use std::io::ErrorKind as K;
    if e.get_ref().is_some() {
        return e.to_string();
    }
    match e.kind() {
        K::NotFound => t!("files-os-not-found"),
        K::PermissionDenied => t!("files-os-permission-denied"),
        K::AlreadyExists => t!("files-os-already-exists"),
        K::IsADirectory => t!("files-os-is-a-directory"),
        K::NotADirectory => t!("files-os-not-a-directory"),
        K::DirectoryNotEmpty => t!("files-os-directory-not-empty"),
        K::ReadOnlyFilesystem => t!("files-os-read-only"),
        K::StorageFull => t!("files-os-storage-full"),
        K::QuotaExceeded => t!("files-os-quota-exceeded"),
        K::FileTooLarge => t!("files-os-file-too-large"),
        K::InvalidFilename => t!("files-os-invalid-filename"),
        K::ResourceBusy | K::ExecutableFileBusy => t!("files-os-busy"),
        K::CrossesDevices => t!("files-os-crosses-devices"),
        K::TooManyLinks => t!("files-os-too-many-links"),
        K::Interrupted => t!("files-os-interrupted"),
        K::BrokenPipe => t!("files-os-broken-pipe"),
        K::OutOfMemory => t!("files-os-out-of-memory"),
        K::TimedOut => t!("files-os-timed-out"),
        K::WouldBlock => t!("files-os-would-block"),
        K::InvalidInput => t!("files-os-invalid-input"),
        K::Unsupported => t!("files-os-unsupported"),
        K::InvalidData => t!("files-os-invalid-data"),
        K::UnexpectedEof => t!("files-os-unexpected-eof"),
        _ => e.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;

    fn in_language<T>(language: Language, f: impl FnOnce() -> T) -> T {
        language.set_for_thread();
        f()
    }

    #[test]
    fn a_parse_error_in_french_keeps_its_place_and_says_what_was_expected() {
        // Before: a parse error of the formats crate, English alone.
        let e = ParseError::new(4, 7, Expected::RleGroupClose, "#-").in_file("bad.sok");
        assert_eq!(
            e.to_string(),
            "bad.sok:4:7: expected ')' closing the group, found \"#-\""
        );
        // Action: said in French; after: the same place and what stood there, French words.
        let french = in_language(Language::French, || parse_error(&e));
        assert_eq!(
            french,
            "bad.sok:4:7\u{a0}: attendu «\u{a0})\u{a0}» fermant le groupe, trouvé \"#-\""
        );
        // English through the catalog is the crate's own message.
        assert_eq!(
            in_language(Language::English, || parse_error(&e)),
            e.to_string()
        );
    }

    #[test]
    fn the_catalogs_english_is_the_crates_own() {
        // Words Fluent reads as syntax when they start a message (=, [[, braces), quotes,
        // selectors, and several numbers: the English catalog says what the crate says.
        let samples = [
            Expected::XmlEquals,
            Expected::G2048SpawnInline,
            Expected::G2048SpawnTables,
            Expected::G2048PowerOfTwo { or_empty: true },
            Expected::G2048PowerOfTwo { or_empty: false },
            Expected::G2048Game { magic: "2048" },
            Expected::XmlEndTag { name: "L".into() },
            Expected::XmlReference,
            Expected::FirstLine {
                line: "gridwright maze 1",
            },
            Expected::SokobanBoard,
            Expected::BlocksSize {
                rows: 2,
                columns: 5,
            },
            Expected::BombFightRowLong {
                row: 3,
                height: 9,
                width: 7,
                long: 2,
            },
            Expected::GridAgree {
                row: 0,
                column: 1,
                other_row: 1,
                other_column: 1,
            },
            Expected::TutorialPusher { level: 4 },
            Expected::AsciiWalls,
        ];
        for e in samples {
            let said = in_language(Language::English, || expected(&e));
            assert_eq!(said, e.to_string());
            let french = in_language(Language::French, || expected(&e));
            assert!(!french.starts_with("files-") && french != said, "{french}");
        }
        for f in [
            Found::Numbers(1),
            Found::Numbers(3),
            Found::Row(2),
            Found::Nothing,
        ] {
            assert_eq!(in_language(Language::English, || found(&f)), f.to_string());
        }
    }

    #[test]
    fn numbers_follow_the_language_and_positions_are_never_grouped() {
        let e = ParseError::new(
            12345,
            1,
            Expected::TotalSquares { max: 1 << 26 },
            Found::MoreSquares(1),
        );
        assert_eq!(
            in_language(Language::English, || parse_error(&e)),
            "<input>:12345:1: expected boards of at most 67,108,864 squares in all in one \
             file, found 1 more square here"
        );
        assert_eq!(
            in_language(Language::French, || parse_error(&e)),
            "<texte>:12345:1\u{a0}: attendu des plateaux d'au plus 67\u{a0}108\u{a0}864 cases \
             en tout dans un même fichier, trouvé 1 case de plus ici"
        );
    }

    #[test]
    fn the_files_own_text_is_quoted_and_escaped_in_every_language() {
        let e = ParseError::new(2, 4, Expected::SokobanBoardCharacter, "\u{1b}[2J\"");
        let french = in_language(Language::French, || parse_error(&e));
        assert!(french.ends_with("trouvé \"\\u{1b}[2J\\\"\""), "{french}");
        assert!(!french.contains('\u{1b}'));
        let end = ParseError::new(9, 1, Expected::MazeSizeLine, "");
        assert!(
            in_language(Language::French, || parse_error(&end)).ends_with("trouvé la fin du texte")
        );
    }

    #[test]
    fn system_errors_are_said_by_kind_and_gridwrights_own_words_kept() {
        let missing = std::fs::File::open("/no/such/gridwright/file").unwrap_err();
        assert_eq!(
            in_language(Language::French, || io_error(&missing)),
            "fichier ou dossier introuvable"
        );
        assert_eq!(
            in_language(Language::English, || io_error(&missing)),
            "no such file or folder"
        );
        let own = std::io::Error::new(std::io::ErrorKind::NotFound, "déjà dit");
        assert_eq!(io_error(&own), "déjà dit");
        // A kind with no message of its own keeps the system's words.
        let other = std::io::Error::from(std::io::ErrorKind::ConnectionReset);
        assert_eq!(io_error(&other), other.to_string());
    }
}
