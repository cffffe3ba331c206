//! The one error type of the formats layer: where the input went wrong, what was expected
//! there and what stood there instead.
//!
//! What was expected is an [`Expected`] and what was found a [`Found`], values rather than
//! words, so that a program can say them in its own language (gridwright's window and command
//! line do); their `Display` is English, so that the crate is usable alone.

use std::fmt;

/// A parse failure with its position, so that a user can open the file at the right place.
///
/// Lines and columns are 1-based; columns count characters, not bytes, as editors do.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct ParseError {
    /// The file name when the input came from a file.
    pub file: Option<String>,
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1, in characters.
    pub column: usize,
    /// What the parser needed at that position.
    pub expected: Expected,
    /// What stood there instead.
    pub found: Found,
}

impl ParseError {
    /// An error at `line`:`column` (1-based); `found` is an excerpt of the input there (an
    /// empty one is the end of the input) or a [`Found`].
    pub fn new(line: usize, column: usize, expected: Expected, found: impl Into<Found>) -> Self {
        ParseError {
            file: None,
            line,
            column,
            expected,
            found: found.into(),
        }
    }

    /// The same error, naming the file it came from.
    pub fn in_file(mut self, file: impl Into<String>) -> Self {
        self.file = Some(file.into());
        self
    }

    /// Shifts a position found inside a sub-string that started at `line`:`column`.
    pub(crate) fn offset_by(mut self, line: usize, column: usize) -> Self {
        if self.line == 1 {
            self.column += column - 1;
        }
        self.line += line - 1;
        self
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let file = self.file.as_deref().unwrap_or("<input>");
        write!(
            f,
            "{file}:{}:{}: expected {}, found {}",
            self.line, self.column, self.expected, self.found
        )
    }
}

impl std::error::Error for ParseError {}

/// What stood where the parser needed something else.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Found {
    /// A short excerpt of the input (shown quoted and escaped: it is the file's text).
    Text(String),
    /// The input ended.
    End,
    /// Nothing: a key or a value that must be there is not.
    Nothing,
    /// More than a limit allows, without a count.
    More,
    /// A file of this many bytes.
    Bytes(usize),
    /// This many squares more than the file may still hold.
    MoreSquares(usize),
    /// This many cells read so far, past the limit.
    CellsSoFar(usize),
    /// A row numbered so (from 0, as the file numbers it).
    Row(usize),
    /// A row (numbered from 0) of this many cells.
    CellsInRow {
        /// The cells of the row.
        cells: usize,
        /// The row's number in the file.
        row: usize,
    },
    /// A list of this many numbers.
    Numbers(usize),
}

impl Found {
    /// The excerpt of the input, when what was found is text of the input.
    pub fn text(&self) -> Option<&str> {
        match self {
            Found::Text(s) => Some(s),
            _ => None,
        }
    }
}

/// An excerpt of the input; the empty one is the end of the input.
impl From<String> for Found {
    fn from(text: String) -> Found {
        if text.is_empty() {
            Found::End
        } else {
            Found::Text(text)
        }
    }
}

/// An excerpt of the input; the empty one is the end of the input.
impl From<&str> for Found {
    fn from(text: &str) -> Found {
        Found::from(text.to_owned())
    }
}

impl fmt::Display for Found {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            // The file's own text is escaped: it may hold control characters or anything.
            Found::Text(s) => write!(f, "{s:?}"),
            Found::End => f.write_str("end of input"),
            Found::Nothing => f.write_str("nothing"),
            Found::More => f.write_str("more"),
            Found::Bytes(n) => write!(f, "{}", count(*n, "byte")),
            Found::MoreSquares(1) => f.write_str("1 more square here"),
            Found::MoreSquares(n) => write!(f, "{n} more squares here"),
            Found::CellsSoFar(n) => write!(f, "{n} cells so far"),
            Found::Row(i) => write!(f, "row {i}"),
            Found::CellsInRow { cells, row } => write!(f, "{} in row {row}", count(*cells, "cell")),
            Found::Numbers(n) => write!(f, "{}", count(*n, "number")),
        }
    }
}

/// `n` and the English noun, plural unless `n` is 1.
fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// What a parser needed at the error's position: one variant per thing any format of the
/// crate can expect, with the numbers and names its words hold. `Display` gives the English
/// words (`expected` follows them in [`ParseError`]'s message).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Expected {
    // Shared by several formats.
    /// The format's first line (`gridwright maze 1`).
    FirstLine {
        /// The line.
        line: &'static str,
    },
    /// A line holding only a marker (`map:`).
    MarkerLine {
        /// The marker.
        marker: &'static str,
    },
    /// A `key: value` header line.
    HeaderLine,
    /// A seed.
    Seed,
    /// More of the input (it ended).
    MoreInput,
    /// A file within a size limit.
    FileBytes {
        /// The most bytes.
        max: usize,
    },
    /// Sokoban boards within a limit of squares for the whole file.
    TotalSquares {
        /// The most squares.
        max: usize,
    },

    // XML (`.slc`).
    /// Nothing after the root element.
    XmlEndAfterRoot,
    /// The end of a comment.
    XmlCommentEnd,
    /// The end of a processing instruction.
    XmlInstructionEnd,
    /// The end of a DOCTYPE.
    XmlDoctypeEnd,
    /// A DOCTYPE without entity definitions (they could expand without bound).
    XmlDoctypeWithoutEntities,
    /// An element's name.
    XmlElementName,
    /// An attribute's name or the end of the start tag.
    XmlAttributeName,
    /// An end tag's name.
    XmlEndTagName,
    /// Elements nested within a limit.
    XmlNesting {
        /// The deepest nesting.
        max: usize,
    },
    /// An element.
    XmlElement,
    /// Each attribute once in an element.
    XmlAttributeOnce,
    /// `=` after an attribute's name.
    XmlEquals,
    /// A quoted attribute value.
    XmlQuotedValue,
    /// The quote closing an attribute value.
    XmlClosingQuote,
    /// An attribute value without `<`.
    XmlValueWithoutLt,
    /// The end tag of the open element.
    XmlEndTag {
        /// The open element's name.
        name: String,
    },
    /// `>` closing an end tag.
    XmlEndTagClose,
    /// The end of a CDATA section.
    XmlCdataEnd,
    /// `;` ending a reference.
    XmlReferenceEnd,
    /// A reference XML knows.
    XmlReference,

    // TOML (`.2048`, the limits of any TOML file).
    /// Brackets nested within a limit.
    TomlNesting {
        /// The deepest nesting.
        max: usize,
    },
    /// A dotted key of at most so many parts.
    TomlKeyParts {
        /// The most parts.
        max: usize,
    },
    /// At most so many keys, values and tables.
    TomlNodes {
        /// The most of them.
        max: usize,
    },
    /// Valid TOML, with the TOML reader's own message (its words, in English).
    Toml {
        /// What the TOML reader said.
        message: String,
    },

    // Run-length encoding (Sokoban boards and moves).
    /// A character, a count or a group.
    RleItem,
    /// A count small enough to expand.
    RleCount,
    /// Groups nested within a limit.
    RleNesting {
        /// The deepest nesting.
        max: usize,
    },
    /// `)` closing a group.
    RleGroupClose,
    /// A character or a group after a count.
    RleAfterCount,
    /// A run that expands to a reasonable length.
    RleLength,

    // Sokoban text (`.sok`, XSB).
    /// A board.
    SokobanBoard,
    /// A board at most so many rows high.
    SokobanBoardRows {
        /// The most rows.
        max: usize,
    },
    /// A board with a wall (its counts expanded to none).
    SokobanBoardWithWall,
    /// Saved games within a limit of moves for the whole file.
    SokobanTotalMoves {
        /// The most moves.
        max: usize,
    },
    /// Moves that expand to at least one move.
    SokobanSomeMove,
    /// A board character rather than a control character.
    SokobanBoardCharacter,
    /// A row at most so many squares wide.
    SokobanRowSquares {
        /// The most squares.
        max: usize,
    },

    // Sokoban XML (`.slc`).
    /// The root element of the schema.
    SlcRoot {
        /// Its name.
        name: &'static str,
    },
    /// One of the elements a collection holds.
    SlcCollectionChild,
    /// A `<Level>`.
    SlcLevel,
    /// An `<L>` row.
    SlcRow,
    /// A width or height attribute as a whole number of squares.
    SlcWholeSide {
        /// The attribute (`Width`, `Height`).
        attribute: &'static str,
    },
    /// A width or height within a limit.
    SlcSideAtMost {
        /// The attribute (`Width`, `Height`).
        attribute: &'static str,
        /// The most squares.
        max: usize,
    },
    /// Board characters.
    SlcBoardCharacters,

    // Sokoban tutorial arrays.
    /// A statement `name = [numbers, ...];`.
    TutorialStatement,
    /// Levels within a limit of cells for the whole file.
    TutorialTotalCells {
        /// The most cells.
        max: usize,
    },
    /// Any level data.
    TutorialData,
    /// At most so many rows in a level.
    TutorialRows {
        /// The most rows.
        max: usize,
        /// The level's number.
        level: usize,
    },
    /// The next row of a level (rows are numbered from 0 without gaps).
    TutorialRowNumber {
        /// The row expected.
        row: usize,
        /// The level's number.
        level: usize,
    },
    /// At most so many cells in a row.
    TutorialRowCells {
        /// The most cells.
        max: usize,
    },
    /// A cell code.
    TutorialCellCode,
    /// The pusher's position of a level.
    TutorialPusher {
        /// The level's number.
        level: usize,
    },
    /// A position on floor or goal inside the level.
    TutorialPosition,

    // BombFight maps (`.bflvl`) and replays.
    /// The size line.
    BombFightSizeLine,
    /// A row of the map.
    BombFightRow {
        /// The row, from 1.
        row: usize,
        /// The rows of the map.
        height: usize,
        /// The characters of a row.
        width: usize,
    },
    /// The rounds line.
    BombFightRoundsLine,
    /// Nothing after the rounds line.
    BombFightEndAfterRounds,
    /// The size line as two whole numbers.
    BombFightSizeNumbers,
    /// A width and a height within limits.
    BombFightSides {
        /// The least side.
        min: usize,
        /// The largest side.
        max: usize,
    },
    /// A row as wide as the map (it is shorter).
    BombFightRowShort {
        /// The row, from 1.
        row: usize,
        /// The rows of the map.
        height: usize,
        /// The characters of a row.
        width: usize,
        /// How many characters it lacks.
        short: usize,
    },
    /// A row ending at the map's width (it is longer).
    BombFightRowLong {
        /// The row, from 1.
        row: usize,
        /// The rows of the map.
        height: usize,
        /// The characters of a row.
        width: usize,
        /// How many characters too many.
        long: usize,
    },
    /// A map character.
    BombFightMapCharacter,
    /// The rounds line as one whole number.
    BombFightRoundsNumber,
    /// A number of rounds within a limit.
    BombFightRounds {
        /// The most rounds.
        max: u32,
    },
    /// The `turns:` line after the map.
    ReplayTurnsLine,
    /// At most so many turns.
    ReplayTurns {
        /// The most turns.
        max: usize,
    },
    /// `yes` or `no`.
    YesOrNo,

    // Mazes: gridwright's `.maze`.
    /// A cell as `x,y`.
    MazeCellXY,
    /// A cell inside the maze.
    MazeCellInside,
    /// A whole number.
    MazeWholeNumber,
    /// The `size:` line.
    MazeSizeLine,
    /// The size's value, `WIDTHxHEIGHT`.
    MazeSizeValue,
    /// A size of at least 1x1.
    MazeSizeAtLeastOne,
    /// A maze of at most so many cells.
    MazeCells {
        /// The most cells.
        max: usize,
    },
    /// The lines of the drawing the size asks for.
    MazeDrawingLines {
        /// The lines.
        lines: usize,
        /// The size's width.
        width: usize,
        /// The size's height.
        height: usize,
    },
    /// A corner row as long as the size asks for.
    MazeCornerRow {
        /// The characters of a corner row.
        characters: usize,
        /// The size's width.
        width: usize,
        /// The size's height.
        height: usize,
    },
    /// A character of the drawing.
    MazeDrawingCharacter,

    // Mazes: block grids.
    /// A character of a block grid.
    BlocksCharacter,
    /// An odd number of rows and columns, at least 3.
    BlocksSize {
        /// The rows found.
        rows: usize,
        /// The columns found.
        columns: usize,
    },

    // Mazes: the invisible maze's saved games.
    /// Seconds within a limit.
    MazeGameSeconds {
        /// The most seconds.
        max: u32,
    },
    /// A whole number of lives.
    MazeGameLives,
    /// A density from 0 to 1.
    MazeGameDensity,
    /// At most so many tries.
    MazeGameTries {
        /// The most tries.
        max: usize,
    },
    /// A direction letter.
    MazeGameDirection,

    // Mazes: ASCII art of the invisible maze.
    /// A drawing starting with a corner.
    AsciiStart,
    /// Rows at most as wide as the first.
    AsciiRowWidth {
        /// The first row's width.
        width: usize,
    },
    /// Cell sizes given as options (several fit the drawing).
    AsciiAmbiguous,
    /// A character of the drawing.
    AsciiCharacter,
    /// Walls on a grid of even cell sizes.
    AsciiWalls,
    /// A first row whose width fits an even cell width.
    AsciiFirstRow {
        /// Its width.
        width: usize,
    },
    /// A number of rows that fits an even cell height.
    AsciiRows {
        /// The rows.
        rows: usize,
    },

    // Mazes: the grid matrix (JSON or Python).
    /// The matrix.
    GridMatrix,
    /// A row as long as the first.
    GridRowCells {
        /// The row, from 0.
        row: usize,
        /// The cells of row 0.
        cells: usize,
        /// The cells of this row.
        has: usize,
    },
    /// Four sides for a cell.
    GridSides {
        /// The cell's row, from 0.
        row: usize,
        /// The cell's column, from 0.
        column: usize,
    },
    /// Neighbouring cells that agree on their shared side.
    GridAgree {
        /// The first cell's row.
        row: usize,
        /// The first cell's column.
        column: usize,
        /// The second cell's row.
        other_row: usize,
        /// The second cell's column.
        other_column: usize,
    },

    // 2048 levels and records.
    /// A `[level]` table.
    G2048LevelTable,
    /// The `game` key naming the format.
    G2048Game {
        /// The value it must have.
        magic: &'static str,
    },
    /// The `game` key first.
    G2048GameFirst {
        /// The value it must have.
        magic: &'static str,
    },
    /// One of the keys the table may have.
    G2048Keys {
        /// The keys, joined with `, `.
        keys: String,
    },
    /// A key that must be there.
    G2048Key {
        /// The key.
        key: &'static str,
    },
    /// A text within a limit.
    G2048Text {
        /// The most characters.
        max: usize,
    },
    /// `true` or `false`.
    G2048Bool,
    /// A side within limits.
    G2048Side {
        /// The least side.
        min: usize,
        /// The largest side.
        max: usize,
    },
    /// A seed from 0.
    G2048Seed,
    /// The moves as a text.
    G2048MovesText,
    /// At most so many moves.
    G2048Moves {
        /// The most moves.
        max: usize,
    },
    /// Move letters only.
    G2048MoveLetters,
    /// A score from 0.
    G2048Score,
    /// A power of two (or 0 for an empty cell where `or_empty`).
    G2048PowerOfTwo {
        /// Whether 0 (an empty cell) is allowed.
        or_empty: bool,
    },
    /// An inline spawn table.
    G2048SpawnInline,
    /// Spawn tables.
    G2048SpawnTables,
    /// A number of spawn entries within a limit.
    G2048SpawnCount {
        /// The most entries.
        max: usize,
    },
    /// Spawn weights with a positive sum.
    G2048SpawnTotal,
    /// Only `value` and `weight` in a spawn.
    G2048SpawnKeys,
    /// A spawn's `weight`.
    G2048Weight,
    /// A weight: finite, 0 or more.
    G2048WeightValue,
    /// The start as rows of numbers.
    G2048StartRows,
    /// As many start rows as the height.
    G2048StartHeight {
        /// The height.
        rows: usize,
    },
    /// A start row.
    G2048StartRow,
    /// A start row as long as the width.
    G2048StartWidth {
        /// The width.
        numbers: usize,
    },
}

impl fmt::Display for Expected {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Expected as E;
        match self {
            E::FirstLine { line } => write!(f, "'{line}'"),
            E::MarkerLine { marker } => write!(f, "a '{marker}' line"),
            E::HeaderLine => f.write_str("a header line 'key: value'"),
            E::Seed => f.write_str("a whole number (the seed)"),
            E::MoreInput => f.write_str("more input"),
            E::FileBytes { max } => write!(f, "a file of at most {max} bytes"),
            E::TotalSquares { max } => {
                write!(f, "boards of at most {max} squares in all in one file")
            }

            E::XmlEndAfterRoot => f.write_str("the end of the file after the root element"),
            E::XmlCommentEnd => f.write_str("a comment closed by -->"),
            E::XmlInstructionEnd => f.write_str("a processing instruction closed by ?>"),
            E::XmlDoctypeEnd => f.write_str("a DOCTYPE closed by >"),
            E::XmlDoctypeWithoutEntities => f.write_str("a DOCTYPE without entity definitions"),
            E::XmlElementName => f.write_str("an element name"),
            E::XmlAttributeName => f.write_str("an attribute name, > or />"),
            E::XmlEndTagName => f.write_str("an end tag's name"),
            E::XmlNesting { max } => write!(f, "elements nested at most {max} deep"),
            E::XmlElement => f.write_str("an element (<Name ...>)"),
            E::XmlAttributeOnce => f.write_str("each attribute once"),
            E::XmlEquals => f.write_str("= after the attribute name"),
            E::XmlQuotedValue => f.write_str("a quoted attribute value"),
            E::XmlClosingQuote => f.write_str("the attribute value's closing quote"),
            E::XmlValueWithoutLt => f.write_str("an attribute value without <"),
            E::XmlEndTag { name } => write!(f, "</{name}>"),
            E::XmlEndTagClose => f.write_str("> closing the end tag"),
            E::XmlCdataEnd => f.write_str("a CDATA section closed by ]]>"),
            E::XmlReferenceEnd => f.write_str("a reference ended by ;"),
            E::XmlReference => f.write_str("&amp; &lt; &gt; &quot; &apos; or &#N;"),

            E::TomlNesting { max } => write!(f, "at most {max} nested brackets"),
            E::TomlKeyParts { max } => write!(f, "a key of at most {max} parts"),
            E::TomlNodes { max } => write!(f, "at most {max} keys, values and tables"),
            E::Toml { message } => write!(f, "valid TOML ({message})"),

            E::RleItem => f.write_str("a character, a count or a group"),
            E::RleCount => f.write_str("a count small enough to expand"),
            E::RleNesting { max } => write!(f, "groups nested at most {max} deep"),
            E::RleGroupClose => f.write_str("')' closing the group"),
            E::RleAfterCount => f.write_str("a character or group after the count"),
            E::RleLength => f.write_str("a run that expands to a reasonable length"),

            E::SokobanBoard => f.write_str("a board (rows of #, @, $, ., * and spaces)"),
            E::SokobanBoardRows { max } => write!(f, "a board at most {max} rows high"),
            E::SokobanBoardWithWall => {
                f.write_str("a board with at least one wall (its counts expand to none)")
            }
            E::SokobanTotalMoves { max } => {
                write!(f, "saved games of at most {max} moves in all in one file")
            }
            E::SokobanSomeMove => f.write_str(
                "moves that expand to at least one move (their counts expand to none)",
            ),
            E::SokobanBoardCharacter => f.write_str(
                "a board character (# @ + $ * . - space), not a control character",
            ),
            E::SokobanRowSquares { max } => write!(f, "a row at most {max} squares wide"),

            E::SlcRoot { name } => write!(f, "the root element <{name}>"),
            E::SlcCollectionChild => {
                f.write_str("Title, Description, Email, Url or one LevelCollection")
            }
            E::SlcLevel => f.write_str("a <Level>"),
            E::SlcRow => f.write_str("an <L> row"),
            E::SlcWholeSide { attribute } => {
                write!(f, "{attribute} as a whole number of squares")
            }
            E::SlcSideAtMost { attribute, max } => {
                write!(f, "a {attribute} of at most {max} squares")
            }
            E::SlcBoardCharacters => f.write_str("board characters (# @ + $ * . - _ or space)"),

            E::TutorialStatement => f.write_str("level data: name = [numbers, ...];"),
            E::TutorialTotalCells { max } => {
                write!(f, "levels of at most {max} cells in all in one file")
            }
            E::TutorialData => f.write_str("tutorial level data (levelN[i] = [...])"),
            E::TutorialRows { max, level } => write!(f, "at most {max} rows in level{level}"),
            E::TutorialRowNumber { row, level } => write!(
                f,
                "row {row} of level{level} (rows are numbered from 0 without gaps)"
            ),
            E::TutorialRowCells { max } => write!(f, "at most {max} cells in a row"),
            E::TutorialCellCode => {
                f.write_str("cell codes 0 (background), 1 (floor), 2 (wall), 3 (goal)")
            }
            E::TutorialPusher { level } => write!(f, "poussoir{level} = [x, y] for level{level}"),
            E::TutorialPosition => {
                f.write_str("a position [x, y] on floor or goal inside the level")
            }

            E::BombFightSizeLine => f.write_str("the size line 'WIDTH HEIGHT'"),
            E::BombFightRow { row, height, width } => {
                write!(f, "row {row} of {height} ({width} map characters)")
            }
            E::BombFightRoundsLine => f.write_str("the rounds line (a number)"),
            E::BombFightEndAfterRounds => f.write_str("the end of the file after the rounds line"),
            E::BombFightSizeNumbers => {
                f.write_str("the size line 'WIDTH HEIGHT' (two whole numbers)")
            }
            E::BombFightSides { min, max } => {
                write!(f, "a width and a height from {min} to {max}")
            }
            E::BombFightRowShort {
                row,
                height,
                width,
                short,
            } => write!(
                f,
                "row {row} of {height} to be {width} characters wide (it is {short} short)"
            ),
            E::BombFightRowLong {
                row,
                height,
                width,
                long,
            } => write!(
                f,
                "row {row} of {height} to end after {width} characters (it is {long} too long)"
            ),
            E::BombFightMapCharacter => f.write_str(
                "a map character: '#' wall, 'X' brick, 'E' exit, 'A' or 'B' start, 0-9 item, or space",
            ),
            E::BombFightRoundsNumber => f.write_str("the rounds line (one whole number)"),
            E::BombFightRounds { max } => write!(f, "a number of rounds up to {max}"),
            E::ReplayTurnsLine => f.write_str("a 'turns:' line after the map"),
            E::ReplayTurns { max } => write!(f, "at most {max} turns"),
            E::YesOrNo => f.write_str("yes or no"),

            E::MazeCellXY => f.write_str("x,y"),
            E::MazeCellInside => f.write_str("a cell inside the maze"),
            E::MazeWholeNumber => f.write_str("a whole number"),
            E::MazeSizeLine => f.write_str("a 'size: WIDTHxHEIGHT' line"),
            E::MazeSizeValue => f.write_str("size: WIDTHxHEIGHT"),
            E::MazeSizeAtLeastOne => f.write_str("a size of at least 1x1"),
            E::MazeCells { max } => write!(f, "a maze of at most {max} cells"),
            E::MazeDrawingLines {
                lines,
                width,
                height,
            } => write!(
                f,
                "{lines} lines of maze drawing (the size says {width}x{height})"
            ),
            E::MazeCornerRow {
                characters,
                width,
                height,
            } => write!(
                f,
                "a corner row of {characters} characters (the size says {width}x{height})"
            ),
            E::MazeDrawingCharacter => f.write_str("'+', '-', '|' or space"),

            E::BlocksCharacter => f.write_str("'#' or space"),
            E::BlocksSize { rows, columns } => write!(
                f,
                "an odd number (2n+1, at least 3) of rows and columns of '#' and spaces (found {}, {})",
                count(*rows, "row"),
                count(*columns, "column")
            ),

            E::MazeGameSeconds { max } => write!(f, "seconds from 0 to {max}"),
            E::MazeGameLives => f.write_str("a whole number of lives"),
            E::MazeGameDensity => f.write_str("a density from 0 to 1"),
            E::MazeGameTries { max } => write!(f, "at most {max} tries"),
            E::MazeGameDirection => f.write_str("a direction: U, R, D or L"),

            E::AsciiStart => f.write_str(
                "a maze drawing starting with '+---+' (at least 3 rows and columns)",
            ),
            E::AsciiRowWidth { width } => {
                write!(f, "rows at most as wide as the first ({width} characters)")
            }
            E::AsciiAmbiguous => {
                f.write_str("cell sizes (LM, HM) given as options: several fit this drawing")
            }
            E::AsciiCharacter => f.write_str("'+', '-', '|', '@' or space"),
            E::AsciiWalls => f.write_str(
                "walls on a grid of even cell sizes ('-' on corner rows, '|' on corner columns, '+' at the four corners, '@' at a cell's centre)",
            ),
            E::AsciiFirstRow { width } => write!(
                f,
                "a first row of width*LM+1 characters with LM even (it has {width})"
            ),
            E::AsciiRows { rows } => write!(
                f,
                "a drawing of height*HM+1 rows with HM even (it has {rows} rows)"
            ),

            E::GridMatrix => {
                f.write_str("a matrix [[[top, right, bottom, left], ...], ...] of true/false")
            }
            E::GridRowCells { row, cells, has } => {
                write!(f, "row {row} to have {cells} cells like row 0 (it has {has})")
            }
            E::GridSides { row, column } => write!(
                f,
                "four sides [top, right, bottom, left] for cell ({row}, {column})"
            ),
            E::GridAgree {
                row,
                column,
                other_row,
                other_column,
            } => write!(
                f,
                "cells ({row}, {column}) and ({other_row}, {other_column}) to agree on the side they share"
            ),

            E::G2048LevelTable => f.write_str("a [level] table"),
            E::G2048Game { magic } => write!(f, "game = \"{magic}\""),
            E::G2048GameFirst { magic } => write!(f, "game = \"{magic}\" first"),
            E::G2048Keys { keys } => write!(f, "one of the keys {keys}"),
            E::G2048Key { key } => write!(f, "a `{key}` key"),
            E::G2048Text { max } => write!(f, "a text of at most {max} characters"),
            E::G2048Bool => f.write_str("true or false"),
            E::G2048Side { min, max } => write!(f, "a size from {min} to {max}"),
            E::G2048Seed => f.write_str("a seed: a whole number from 0"),
            E::G2048MovesText => f.write_str("the moves as a text of U D L R"),
            E::G2048Moves { max } => write!(f, "at most {max} moves"),
            E::G2048MoveLetters => f.write_str("moves: U D L R only"),
            E::G2048Score => f.write_str("a score: a whole number from 0"),
            E::G2048PowerOfTwo { or_empty } => {
                let what = if *or_empty { "0 (empty) or a" } else { "a" };
                write!(f, "{what} power of two from 2 to 2^62")
            }
            E::G2048SpawnInline => f.write_str("{ value = 2, weight = 0.9 }"),
            E::G2048SpawnTables => f.write_str("[[spawn]] tables of value and weight"),
            E::G2048SpawnCount { max } => write!(f, "1 to {max} spawn entries"),
            E::G2048SpawnTotal => f.write_str("spawn weights that add up to more than 0"),
            E::G2048SpawnKeys => f.write_str("only `value` and `weight` in a spawn"),
            E::G2048Weight => f.write_str("a `weight`"),
            E::G2048WeightValue => f.write_str("a weight: a finite number, 0 or more"),
            E::G2048StartRows => f.write_str("rows of numbers: [[0, 2], [4, 0]]"),
            E::G2048StartHeight { rows } => write!(f, "{rows} rows (the height)"),
            E::G2048StartRow => f.write_str("a row: [0, 2, 4, 0]"),
            E::G2048StartWidth { numbers } => write!(f, "a row of {numbers} numbers (the width)"),
        }
    }
}

/// A short, printable excerpt of `rest` for error messages.
pub(crate) fn excerpt(rest: &str) -> String {
    let line = rest.lines().next().unwrap_or("");
    let mut s: String = line.chars().take(20).collect();
    if line.chars().count() > 20 {
        s.push('…');
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_english_message_names_the_place_what_was_expected_and_what_was_found() {
        // Before: the message; action: the same error as values; after: the same words.
        let e = ParseError::new(4, 7, Expected::RleGroupClose, "").in_file("bad.sok");
        assert_eq!(
            e.to_string(),
            "bad.sok:4:7: expected ')' closing the group, found end of input"
        );
        let e = ParseError::new(3, 10, Expected::G2048Side { min: 2, max: 16 }, "1\u{7}");
        assert_eq!(
            e.to_string(),
            "<input>:3:10: expected a size from 2 to 16, found \"1\\u{7}\""
        );
        let e = ParseError::new(
            2,
            1,
            Expected::TutorialRowCells { max: 1024 },
            Found::Row(9),
        );
        assert_eq!(
            e.to_string(),
            "<input>:2:1: expected at most 1024 cells in a row, found row 9"
        );
    }
}
