//! Reading `.2048` levels and `.2048game` records (TOML, through toml_edit so that every value
//! keeps its place in the text): every error names its line and column and what is wrong.

use std::ops::Range;

use toml_edit::{Document, Item, Table, Value};

use super::model::{
    Level, MAX_MOVES, MAX_SIDE, MAX_SPAWNS, MAX_TEXT, MAX_VALUE, MIN_SIDE, Record, Rules, Spawn,
};
use super::{LEVEL_MAGIC, RECORD_MAGIC};
use crate::error::{Expected, Found, ParseError, excerpt};
use crate::text::line_column;
use crate::toml_limits::TomlLimits;

/// The keys a level may have.
const LEVEL_KEYS: &[&str] = &[
    "game", "title", "author", "width", "height", "target", "undo", "puzzle", "seed", "start",
    "spawn",
];

/// Reads a `.2048` level; the text is kept so that a save keeps its comments.
pub fn read_level(text: &str) -> Result<Level, ParseError> {
    let doc = parse(text)?;
    let r = Reader { text };
    r.magic(doc.as_table(), LEVEL_MAGIC)?;
    let mut level = r.level(doc.as_table(), LEVEL_KEYS)?;
    level.source = Some(text.to_owned());
    Ok(level)
}

/// Reads a `.2048game` record.
pub fn read_record(text: &str) -> Result<Record, ParseError> {
    let doc = parse(text)?;
    let r = Reader { text };
    let t = doc.as_table();
    r.magic(t, RECORD_MAGIC)?;
    r.known_keys(t, &["game", "seed", "moves", "score", "level"])?;
    let seed = r.required(t, "seed", |r, item| r.seed(item))?;
    let moves = r.required(t, "moves", |r, item| r.moves(item))?;
    let score = r.required(t, "score", |r, item| r.score(item))?;
    let level = r.required(t, "level", |r, item| match item.as_table() {
        Some(lt) => r.level(lt, &LEVEL_KEYS[1..]),
        None => Err(r.at(item.span(), Expected::G2048LevelTable, item)),
    })?;
    Ok(Record {
        level,
        seed,
        moves,
        score,
    })
}

/// What a 2048 file may hold: a record's moves (one byte each) and a 16 x 16 level with its
/// spawn tables and comments fit with room to spare, and the parse tree of the most a file
/// may hold stays within a few megabytes.
pub const LIMITS: TomlLimits = TomlLimits {
    max_bytes: MAX_MOVES + (1 << 20),
    max_nodes: 20_000,
    max_depth: 8,
};

fn parse(text: &str) -> Result<Document<&str>, ParseError> {
    crate::toml_limits::check(text, &LIMITS)?;
    Document::parse(text).map_err(|e| {
        let (line, column) = line_column(text, e.span().map_or(0, |s| s.start));
        let message = e
            .message()
            .lines()
            .next()
            .unwrap_or("valid TOML")
            .to_owned();
        ParseError::new(
            line,
            column,
            Expected::Toml { message },
            excerpt_at(text, e.span()),
        )
    })
}

fn excerpt_at(text: &str, span: Option<Range<usize>>) -> String {
    let span = span.unwrap_or(0..0);
    excerpt(text.get(span.start..).unwrap_or(""))
}

/// Reads values with the text they came from, for positions.
struct Reader<'a> {
    text: &'a str,
}

impl Reader<'_> {
    /// An error whose found is the value's text (its TOML).
    fn at(
        &self,
        span: Option<Range<usize>>,
        expected: Expected,
        found: impl std::fmt::Display,
    ) -> ParseError {
        let mut found = found.to_string();
        found.truncate(found.trim_end().len().min(60));
        self.found(span, expected, Found::from(found.trim()))
    }

    fn found(&self, span: Option<Range<usize>>, expected: Expected, found: Found) -> ParseError {
        let (line, column) = line_column(self.text, span.map_or(0, |s| s.start));
        ParseError::new(line, column, expected, found)
    }

    fn magic(&self, t: &Table, magic: &'static str) -> Result<(), ParseError> {
        match t.get("game") {
            Some(item) if item.as_str() == Some(magic) => Ok(()),
            Some(item) => Err(self.at(item.span(), Expected::G2048Game { magic }, item)),
            None => Err(self.found(None, Expected::G2048GameFirst { magic }, Found::Nothing)),
        }
    }

    fn known_keys(&self, t: &Table, keys: &[&str]) -> Result<(), ParseError> {
        for (key, _) in t.iter() {
            if !keys.contains(&key) {
                let span = t.key(key).and_then(|k| k.span());
                let keys = keys.join(", ");
                return Err(self.at(span, Expected::G2048Keys { keys }, key));
            }
        }
        Ok(())
    }

    fn required<T>(
        &self,
        t: &Table,
        key: &'static str,
        read: impl Fn(&Self, &Item) -> Result<T, ParseError>,
    ) -> Result<T, ParseError> {
        match t.get(key) {
            Some(item) => read(self, item),
            None => Err(self.found(t.span(), Expected::G2048Key { key }, Found::Nothing)),
        }
    }

    fn level(&self, t: &Table, keys: &[&str]) -> Result<Level, ParseError> {
        self.known_keys(t, keys)?;
        let text = |key: &str| -> Result<String, ParseError> {
            match t.get(key) {
                None => Ok(String::new()),
                Some(item) => match item.as_str() {
                    Some(s) if s.chars().count() <= MAX_TEXT => Ok(s.to_owned()),
                    _ => Err(self.at(item.span(), Expected::G2048Text { max: MAX_TEXT }, item)),
                },
            }
        };
        let flag = |key: &str, default: bool| -> Result<bool, ParseError> {
            match t.get(key) {
                None => Ok(default),
                Some(item) => item
                    .as_bool()
                    .ok_or_else(|| self.at(item.span(), Expected::G2048Bool, item)),
            }
        };
        let width = self.required(t, "width", |r, i| r.side(i))?;
        let height = self.required(t, "height", |r, i| r.side(i))?;
        let target = match t.get("target") {
            None => 2048,
            Some(item) => self.power_of_two(item.as_value(), item.span(), false)?,
        };
        let spawn = match t.get("spawn") {
            None => Rules::default().spawn,
            Some(item) => self.spawns(item)?,
        };
        let start = match t.get("start") {
            None => None,
            Some(item) => Some(self.start(item, width, height)?),
        };
        let seed = t.get("seed").map(|i| self.seed(i)).transpose()?;
        Ok(Level {
            title: text("title")?,
            author: text("author")?,
            rules: Rules {
                width,
                height,
                spawn,
                target,
                undo: flag("undo", true)?,
            },
            start,
            seed,
            puzzle: flag("puzzle", false)?,
            source: None,
        })
    }

    fn side(&self, item: &Item) -> Result<usize, ParseError> {
        match item.as_integer() {
            Some(n) if (MIN_SIDE as i64..=MAX_SIDE as i64).contains(&n) => Ok(n as usize),
            _ => Err(self.at(
                item.span(),
                Expected::G2048Side {
                    min: MIN_SIDE,
                    max: MAX_SIDE,
                },
                item,
            )),
        }
    }

    fn seed(&self, item: &Item) -> Result<u64, ParseError> {
        match item.as_integer() {
            Some(n) if n >= 0 => Ok(n as u64),
            _ => Err(self.at(item.span(), Expected::G2048Seed, item)),
        }
    }

    fn moves(&self, item: &Item) -> Result<String, ParseError> {
        let Some(s) = item.as_str() else {
            return Err(self.at(item.span(), Expected::G2048MovesText, item));
        };
        if s.len() > MAX_MOVES {
            return Err(self.at(
                item.span(),
                Expected::G2048Moves { max: MAX_MOVES },
                s.len(),
            ));
        }
        match s.find(|c| !matches!(c, 'U' | 'D' | 'L' | 'R')) {
            None => Ok(s.to_owned()),
            Some(i) => Err(self.at(item.span(), Expected::G2048MoveLetters, &s[i..])),
        }
    }

    fn score(&self, item: &Item) -> Result<u128, ParseError> {
        let n = match (item.as_str(), item.as_integer()) {
            (Some(s), _) => s.parse::<u128>().ok(),
            (_, Some(n)) => u128::try_from(n).ok(),
            _ => None,
        };
        n.ok_or_else(|| self.at(item.span(), Expected::G2048Score, item))
    }

    /// A power of two from 2 (or 0, an empty cell, when `empty` allows it) to [`MAX_VALUE`].
    fn power_of_two(
        &self,
        value: Option<&Value>,
        span: Option<Range<usize>>,
        empty: bool,
    ) -> Result<u64, ParseError> {
        let n = value.and_then(Value::as_integer);
        match n {
            Some(0) if empty => Ok(0),
            Some(n) if n >= 2 && (n as u64).is_power_of_two() && n as u64 <= MAX_VALUE => {
                Ok(n as u64)
            }
            _ => {
                let expected = Expected::G2048PowerOfTwo { or_empty: empty };
                match value {
                    Some(v) => Err(self.at(span, expected, v)),
                    None => Err(self.found(span, expected, Found::Nothing)),
                }
            }
        }
    }

    fn spawns(&self, item: &Item) -> Result<Vec<Spawn>, ParseError> {
        let tables: Vec<(Option<Range<usize>>, &dyn toml_edit::TableLike)> =
            if let Some(aot) = item.as_array_of_tables() {
                aot.iter()
                    .map(|t| (t.span(), t as &dyn toml_edit::TableLike))
                    .collect()
            } else if let Some(a) = item.as_array() {
                let mut out = Vec::new();
                for v in a.iter() {
                    match v.as_inline_table() {
                        Some(t) => out.push((v.span(), t as &dyn toml_edit::TableLike)),
                        None => return Err(self.at(v.span(), Expected::G2048SpawnInline, v)),
                    }
                }
                out
            } else {
                return Err(self.at(item.span(), Expected::G2048SpawnTables, item));
            };
        if tables.is_empty() || tables.len() > MAX_SPAWNS {
            return Err(self.at(
                item.span(),
                Expected::G2048SpawnCount { max: MAX_SPAWNS },
                tables.len(),
            ));
        }
        let mut spawn = Vec::with_capacity(tables.len());
        for (span, t) in tables {
            spawn.push(self.spawn(span, t)?);
        }
        let total: f64 = spawn.iter().map(|s| s.weight).sum();
        if !(total.is_finite() && total > 0.0) {
            return Err(self.at(item.span(), Expected::G2048SpawnTotal, total));
        }
        Ok(spawn)
    }

    fn spawn(
        &self,
        span: Option<Range<usize>>,
        t: &dyn toml_edit::TableLike,
    ) -> Result<Spawn, ParseError> {
        for (key, _) in t.iter() {
            if key != "value" && key != "weight" {
                return Err(self.at(span, Expected::G2048SpawnKeys, key));
            }
        }
        let value_item = t.get("value");
        let value = self.power_of_two(
            value_item.and_then(Item::as_value),
            value_item.and_then(Item::span).or(span.clone()),
            false,
        )?;
        let Some(w) = t.get("weight") else {
            return Err(self.found(span, Expected::G2048Weight, Found::Nothing));
        };
        let weight = w.as_float().or_else(|| w.as_integer().map(|n| n as f64));
        match weight {
            Some(x) if x.is_finite() && x >= 0.0 => Ok(Spawn { value, weight: x }),
            _ => Err(self.at(w.span(), Expected::G2048WeightValue, w)),
        }
    }

    fn start(&self, item: &Item, width: usize, height: usize) -> Result<Vec<Vec<u64>>, ParseError> {
        let Some(rows) = item.as_array() else {
            return Err(self.at(item.span(), Expected::G2048StartRows, item));
        };
        if rows.len() != height {
            return Err(self.at(
                item.span(),
                Expected::G2048StartHeight { rows: height },
                rows.len(),
            ));
        }
        let mut out = Vec::with_capacity(height);
        for row in rows.iter() {
            let Some(cells) = row.as_array() else {
                return Err(self.at(row.span(), Expected::G2048StartRow, row));
            };
            if cells.len() != width {
                return Err(self.found(
                    row.span(),
                    Expected::G2048StartWidth { numbers: width },
                    Found::Numbers(cells.len()),
                ));
            }
            let mut line = Vec::with_capacity(width);
            for v in cells.iter() {
                line.push(self.power_of_two(Some(v), v.span(), true)?);
            }
            out.push(line);
        }
        Ok(out)
    }
}
