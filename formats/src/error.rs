//! The one error type of the formats layer: where the input went wrong and what was expected.

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
    /// What the parser needed at that position, in words for people.
    pub expected: String,
    /// A short excerpt of what stood there instead.
    pub found: String,
}

impl ParseError {
    /// An error at `line`:`column` (1-based).
    pub fn new(
        line: usize,
        column: usize,
        expected: impl Into<String>,
        found: impl Into<String>,
    ) -> Self {
        ParseError {
            file: None,
            line,
            column,
            expected: expected.into(),
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
            "{file}:{}:{}: expected {}",
            self.line, self.column, self.expected
        )?;
        if self.found.is_empty() {
            write!(f, ", found end of input")
        } else {
            write!(f, ", found {:?}", self.found)
        }
    }
}

impl std::error::Error for ParseError {}

/// A short, printable excerpt of `rest` for error messages.
pub(crate) fn excerpt(rest: &str) -> String {
    let line = rest.lines().next().unwrap_or("");
    let mut s: String = line.chars().take(20).collect();
    if line.chars().count() > 20 {
        s.push('…');
    }
    s
}
