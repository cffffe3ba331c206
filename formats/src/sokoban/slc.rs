//! `.slc`, the XML collections of the "SokobanLevels" schema that many public Sokoban
//! collections are published in, read into the same [`Collection`] as `.sok` and XSB.
//!
//! How the schema maps onto the model, both ways:
//! - `<Title>`, `<Email>`, `<Url>` are the file notes' `Title:`, `Email:`, `Url:`
//!   properties, and `<LevelCollection Copyright="..">` their `Author:` (the schema's copyright
//!   holder is the author in the published collections); `<Description>`'s lines are the
//!   other note lines, in order.
//! - `<Level Id=".." Copyright="..">` is a level's title and its `Author:` note; `Width` and
//!   `Height` are the board's size (kept when rows are shorter, as trailing floor is not
//!   written); each `<L>` is a row. `MaxWidth` and `MaxHeight` are written from the boards.
//!
//! What the schema has no place for (other level notes, saved games, comments above a board)
//! is not written: the window asks first, and `convert` says so.

use super::model::split_property;
use super::{Board, Collection, Level, MAX_BOARD_SIDE, MAX_TOTAL_SQUARES, Square};
use crate::error::{Expected, Found, ParseError};
use crate::text::line_column;
use crate::xml::{self, Element, escape_attribute, escape_text};

/// The root element's name.
pub const ROOT: &str = "SokobanLevels";

/// The collection notes' properties the schema holds elsewhere, in the order a read lists
/// them (before the description's lines): `<Title>`, `<Email>`, `<Url>`, and the
/// collection's `Copyright` as `Author`.
const OWN: [&str; 4] = ["Title", "Email", "Url", "Author"];

/// Reads an `.slc` collection; errors name the line and column of the element at fault.
pub fn read_slc(text: &str) -> Result<Collection, ParseError> {
    let root = xml::parse(text)?;
    let r = Reader { text };
    if root.name != ROOT {
        return Err(r.at(&root, Expected::SlcRoot { name: ROOT }, root.name.as_str()));
    }
    let mut c = Collection::default();
    let mut own: [String; 4] = Default::default();
    let mut description = Vec::new();
    let mut budget = MAX_TOTAL_SQUARES;
    let mut levels_seen = false;
    for e in root.elements() {
        match e.name.as_str() {
            "Title" => own[0] = e.text().trim().to_owned(),
            "Email" => own[1] = e.text().trim().to_owned(),
            "Url" => own[2] = e.text().trim().to_owned(),
            "Description" => description.extend(description_lines(&e.text())),
            "LevelCollection" if !levels_seen => {
                levels_seen = true;
                own[3] = e
                    .attribute("Copyright")
                    .unwrap_or_default()
                    .trim()
                    .to_owned();
                for level in e.elements() {
                    c.levels.push(r.level(level, &mut budget)?);
                }
            }
            other => {
                return Err(r.at(e, Expected::SlcCollectionChild, other));
            }
        }
    }
    for (key, value) in OWN.iter().zip(&own) {
        push_property(&mut c.notes, key, value);
    }
    c.notes.extend(description);
    Ok(c)
}

/// Writes `c` as `.slc`, UTF-8.
pub fn write_slc(c: &Collection) -> String {
    let mut out = String::from("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    out.push_str(&format!(
        "<{ROOT} xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" \
         xsi:schemaLocation=\"SokobanLev.xsd\">\n"
    ));
    let (own, description) = split_notes(&c.notes);
    out.push_str(&format!("  <Title>{}</Title>\n", escape_text(&own[0])));
    out.push_str(&format!(
        "  <Description>\n{}\n  </Description>\n",
        escape_text(&description.join("\n"))
    ));
    for (key, value) in [("Email", &own[1]), ("Url", &own[2])] {
        if !value.is_empty() {
            out.push_str(&format!("  <{key}>{}</{key}>\n", escape_text(value)));
        }
    }
    let max = |f: fn(&Board) -> usize| c.levels.iter().map(|l| f(&l.board)).max().unwrap_or(0);
    out.push_str(&format!(
        "  <LevelCollection Copyright=\"{}\" MaxWidth=\"{}\" MaxHeight=\"{}\">\n",
        escape_attribute(&own[3]),
        max(Board::width),
        max(Board::height)
    ));
    for level in &c.levels {
        write_level(&mut out, level);
    }
    out.push_str(&format!("  </LevelCollection>\n</{ROOT}>\n"));
    out
}

fn write_level(out: &mut String, level: &Level) {
    let b = &level.board;
    out.push_str(&format!(
        "    <Level Id=\"{}\" Width=\"{}\" Height=\"{}\"",
        escape_attribute(&level.title),
        b.width(),
        b.height()
    ));
    if let Some(author) = level.author() {
        out.push_str(&format!(" Copyright=\"{}\"", escape_attribute(&author)));
    }
    out.push_str(">\n");
    for row in b.to_xsb_rows() {
        out.push_str(&format!("      <L>{}</L>\n", escape_text(&row)));
    }
    out.push_str("    </Level>\n");
}

/// Whether `text` is an `.slc` document (its root element says so).
pub fn looks_like_slc(text: &str) -> bool {
    xml::has_root(text, ROOT)
}

/// The file notes as the schema holds them: the values of the leading run of [`OWN`]
/// properties (each key once, in [`OWN`]'s order, as a read lists them), and the lines after
/// it, the description. Only the leading run, so that what a read gives writes back the same
/// (a description line `Url: x` after the run stays a description line).
fn split_notes(notes: &[String]) -> ([String; 4], &[String]) {
    let mut own: [String; 4] = Default::default();
    let mut next = 0;
    let mut taken = 0;
    for line in notes {
        let key = split_property(line).and_then(|(k, v)| {
            let i = OWN.iter().position(|o| k.eq_ignore_ascii_case(o))?;
            Some((i, v.trim()))
        });
        match key {
            Some((i, v)) if i >= next && !v.is_empty() => {
                own[i] = v.to_owned();
                next = i + 1;
                taken += 1;
            }
            _ => break,
        }
    }
    (own, &notes[taken..])
}

fn push_property(notes: &mut Vec<String>, key: &str, value: &str) {
    if !value.is_empty() {
        notes.push(format!("{key}: {value}"));
    }
}

/// A description's lines: the blank lines around it dropped, each line's trailing space too.
fn description_lines(text: &str) -> Vec<String> {
    let lines: Vec<&str> = crate::text::lines(text)
        .into_iter()
        .map(str::trim_end)
        .collect();
    let first = lines.iter().position(|l| !l.trim().is_empty());
    let last = lines.iter().rposition(|l| !l.trim().is_empty());
    match (first, last) {
        (Some(a), Some(b)) => lines[a..=b].iter().map(|l| (*l).to_owned()).collect(),
        _ => Vec::new(),
    }
}

/// The text being read, for positions.
struct Reader<'a> {
    text: &'a str,
}

impl Reader<'_> {
    fn at(&self, e: &Element, expected: Expected, found: impl Into<Found>) -> ParseError {
        let (line, column) = line_column(self.text, e.at);
        ParseError::new(line, column, expected, found)
    }

    /// A `<Level>`, its squares counted against what the file may still hold.
    fn level(&self, e: &Element, budget: &mut usize) -> Result<Level, ParseError> {
        if e.name != "Level" {
            return Err(self.at(e, Expected::SlcLevel, e.name.as_str()));
        }
        let rows: Vec<String> = e
            .elements()
            .map(|l| match l.name.as_str() {
                "L" => Ok(l.text()),
                other => Err(self.at(l, Expected::SlcRow, other)),
            })
            .collect::<Result<_, _>>()?;
        let side = |name: &'static str, least: usize| -> Result<usize, ParseError> {
            let given = match e.attribute(name) {
                None => 0,
                Some(v) => v
                    .trim()
                    .parse::<usize>()
                    .map_err(|_| self.at(e, Expected::SlcWholeSide { attribute: name }, v))?,
            };
            let n = given.max(least);
            if n > MAX_BOARD_SIDE {
                return Err(self.at(
                    e,
                    Expected::SlcSideAtMost {
                        attribute: name,
                        max: MAX_BOARD_SIDE,
                    },
                    n.to_string(),
                ));
            }
            Ok(n)
        };
        let longest = rows.iter().map(|r| r.chars().count()).max().unwrap_or(0);
        let (width, height) = (side("Width", longest)?, side("Height", rows.len())?);
        let squares = width.saturating_mul(height);
        *budget = budget.checked_sub(squares).ok_or_else(|| {
            self.at(
                e,
                Expected::TotalSquares {
                    max: MAX_TOTAL_SQUARES,
                },
                Found::More,
            )
        })?;
        let mut board = Board::new(width, height);
        for (y, row) in rows.iter().enumerate() {
            for (x, ch) in row.chars().enumerate() {
                let sq = Square::from_char(ch)
                    .ok_or_else(|| self.at(e, Expected::SlcBoardCharacters, ch.to_string()))?;
                board.set(x, y, sq);
            }
        }
        let mut level = Level::new(e.attribute("Id").unwrap_or_default(), board);
        if let Some(author) = e.attribute("Copyright") {
            push_property(&mut level.notes, "Author", author.trim());
        }
        Ok(level)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A sample as the schema has it, written by hand.
    const SAMPLE: &str = r#"<?xml version="1.0" encoding="ISO-8859-1"?>
<SokobanLevels xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="SokobanLev.xsd">
  <Title>Tiny &amp; Small</Title>
  <Description>
Two levels for the tests.
Second line.
  </Description>
  <Email>ann@example.org</Email>
  <Url>http://example.org/tiny</Url>
  <LevelCollection Copyright="Ann Author" MaxWidth="7" MaxHeight="4">
    <Level Id="One" Width="5" Height="3" Copyright="Ann">
      <L>#####</L>
      <L>#@$.#</L>
      <L>#####</L>
    </Level>
    <Level Id="Two" Width="7" Height="4">
      <L>#######</L>
      <L>#@ $ .#</L>
      <L>#######</L>
    </Level>
  </LevelCollection>
</SokobanLevels>
"#;

    #[test]
    fn a_sample_reads_with_every_field() {
        let c = read_slc(SAMPLE).unwrap();
        assert_eq!(c.property("Title").as_deref(), Some("Tiny & Small"));
        assert_eq!(c.property("Email").as_deref(), Some("ann@example.org"));
        assert_eq!(
            c.property("Url").as_deref(),
            Some("http://example.org/tiny")
        );
        assert_eq!(c.property("Author").as_deref(), Some("Ann Author"));
        assert!(c.notes.contains(&"Two levels for the tests.".to_owned()));
        assert!(c.notes.contains(&"Second line.".to_owned()));
        assert_eq!(c.levels.len(), 2);
        assert_eq!(c.levels[0].title, "One");
        assert_eq!(c.levels[0].author().as_deref(), Some("Ann"));
        assert_eq!(c.levels[0].board, Board::from_xsb("#####\n#@$.#\n#####"));
        let two = &c.levels[1].board;
        assert_eq!(
            (two.width(), two.height()),
            (7, 4),
            "the Height kept an empty row"
        );
    }

    #[test]
    fn written_and_read_back_it_is_the_same_collection() {
        let c = read_slc(SAMPLE).unwrap();
        let text = write_slc(&c);
        assert_eq!(read_slc(&text).unwrap(), c);
        assert_eq!(write_slc(&read_slc(&text).unwrap()), text);
    }

    #[test]
    fn errors_name_the_element_at_fault() {
        let bad = SAMPLE.replace("<L>#@$.#</L>", "<L>#@$X#</L>");
        let e = read_slc(&bad).unwrap_err();
        assert_eq!(e.line, 11, "{e}");
        assert!(e.expected.to_string().contains("board characters"));
        let e = read_slc("<Levels/>").unwrap_err();
        assert!(e.expected.to_string().contains("SokobanLevels"));
        let huge = SAMPLE.replace("Width=\"5\"", "Width=\"5000\"");
        assert!(
            read_slc(&huge)
                .unwrap_err()
                .expected
                .to_string()
                .contains("at most 1024")
        );
    }

    #[test]
    fn the_squares_of_all_boards_are_counted_before_any_is_made() {
        let level = "<Level Id=\"x\" Width=\"1024\" Height=\"1024\"><L>#</L></Level>";
        let text = format!(
            "<SokobanLevels><LevelCollection>{}</LevelCollection></SokobanLevels>",
            level.repeat(65)
        );
        let e = read_slc(&text).unwrap_err();
        assert!(e.expected.to_string().contains("in all in one file"), "{e}");
    }

    #[test]
    fn it_is_known_by_its_root_element() {
        assert!(looks_like_slc(SAMPLE));
        assert!(!looks_like_slc("<html><body/></html>"));
        assert!(!looks_like_slc("#####\n#@$.#\n#####"));
    }
}
