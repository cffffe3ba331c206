//! Limits a TOML text must keep before a TOML parser sees it. The parsers build a tree with
//! every value's span (about 140 bytes a byte of `[0,0,…]`) and recurse on nesting, so a
//! small file could cost gigabytes or the stack before the first unknown key is reached.
//! One pass over the text, skipping strings and comments, counts what becomes a node (keys,
//! values, tables, dotted parts) and how deep brackets nest; the totals are checked as it
//! goes, so the error names the place where the limit was crossed.

use crate::error::{Expected, Found, ParseError};
use crate::text::line_column;

/// What a TOML file may hold.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TomlLimits {
    /// Bytes of the whole text.
    pub max_bytes: usize,
    /// Keys, values and tables together: the `=`, `,`, `[`, `{` and `.` outside strings.
    pub max_nodes: usize,
    /// Brackets open at once, and the parts of one dotted key.
    pub max_depth: usize,
}

/// What a per-user file (settings, records, remembered players) may hold: thousands of
/// records, far below what costs memory.
pub const PER_USER: TomlLimits = TomlLimits {
    max_bytes: 4 << 20,
    max_nodes: 200_000,
    max_depth: 16,
};

/// Where the scan is: outside strings, or in one of TOML's comment and string forms.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Lex {
    Plain,
    Comment,
    Basic,
    Literal,
    MultiBasic,
    MultiLiteral,
}

/// Checks `text` against `limits`, before any parse.
pub fn check(text: &str, limits: &TomlLimits) -> Result<(), ParseError> {
    if text.len() > limits.max_bytes {
        return Err(ParseError::new(
            1,
            1,
            Expected::FileBytes {
                max: limits.max_bytes,
            },
            Found::Bytes(text.len()),
        ));
    }
    let mut scan = Scan::new(limits);
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        i += scan.byte(bytes, i);
        if let Some(what) = scan.crossed.take() {
            let (line, column) = line_column(text, i);
            return Err(ParseError::new(line, column, what, Found::More));
        }
    }
    Ok(())
}

/// The counts so far, and the first limit crossed.
struct Scan<'a> {
    limits: &'a TomlLimits,
    lex: Lex,
    nodes: usize,
    depth: usize,
    dots: usize,
    crossed: Option<Expected>,
}

impl Scan<'_> {
    fn new(limits: &TomlLimits) -> Scan<'_> {
        Scan {
            limits,
            lex: Lex::Plain,
            nodes: 0,
            depth: 0,
            dots: 0,
            crossed: None,
        }
    }

    /// Takes the byte at `i` (with what follows it when it opens or closes a string form);
    /// returns how many bytes were taken.
    fn byte(&mut self, b: &[u8], i: usize) -> usize {
        let triple = |q: u8| b.get(i..i + 3) == Some(&[q, q, q][..]);
        match (self.lex, b[i]) {
            (Lex::Plain, b'#') => self.lex = Lex::Comment,
            (Lex::Plain, b'"') if triple(b'"') => return self.enter(Lex::MultiBasic, 3),
            (Lex::Plain, b'"') => self.lex = Lex::Basic,
            (Lex::Plain, b'\'') if triple(b'\'') => return self.enter(Lex::MultiLiteral, 3),
            (Lex::Plain, b'\'') => self.lex = Lex::Literal,
            (Lex::Plain, c) => self.plain(c),
            (Lex::Comment, b'\n') => self.lex = Lex::Plain,
            (Lex::Basic | Lex::MultiBasic, b'\\') => return 2,
            (Lex::Basic, b'"') | (Lex::Literal, b'\'') => self.lex = Lex::Plain,
            (Lex::Basic | Lex::Literal, b'\n') => self.lex = Lex::Plain,
            (Lex::MultiBasic, b'"') if triple(b'"') => return self.enter(Lex::Plain, 3),
            (Lex::MultiLiteral, b'\'') if triple(b'\'') => return self.enter(Lex::Plain, 3),
            _ => {}
        }
        1
    }

    fn enter(&mut self, lex: Lex, taken: usize) -> usize {
        self.lex = lex;
        taken
    }

    /// A byte outside strings and comments.
    fn plain(&mut self, c: u8) {
        match c {
            b'[' | b'{' => {
                self.node();
                self.dots = 0;
                self.depth += 1;
                if self.depth > self.limits.max_depth {
                    self.cross(Expected::TomlNesting {
                        max: self.limits.max_depth,
                    });
                }
            }
            b']' | b'}' => {
                self.depth = self.depth.saturating_sub(1);
                self.dots = 0;
            }
            b'=' | b',' | b'\n' => {
                if c != b'\n' {
                    self.node();
                }
                self.dots = 0;
            }
            b'.' => {
                self.node();
                self.dots += 1;
                if self.dots >= self.limits.max_depth {
                    self.cross(Expected::TomlKeyParts {
                        max: self.limits.max_depth,
                    });
                }
            }
            _ => {}
        }
    }

    fn node(&mut self) {
        self.nodes += 1;
        if self.nodes > self.limits.max_nodes {
            self.cross(Expected::TomlNodes {
                max: self.limits.max_nodes,
            });
        }
    }

    fn cross(&mut self, what: Expected) {
        if self.crossed.is_none() {
            self.crossed = Some(what);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SMALL: TomlLimits = TomlLimits {
        max_bytes: 1000,
        max_nodes: 10,
        max_depth: 3,
    };

    #[test]
    fn a_file_within_the_limits_passes() {
        let text = "a = 1\nb = [1, 2]\n[t]\nc = \"x, y = [z]\" # , , , ,\n";
        assert_eq!(check(text, &SMALL), Ok(()));
    }

    #[test]
    fn strings_and_comments_count_nothing() {
        let commas = ",".repeat(500);
        for text in [
            format!("a = \"{commas}\"\n"),
            format!("a = '{commas}'\n"),
            format!("a = \"\"\"\n{commas}\n\"\"\"\n"),
            format!("a = '''{commas}'''\n"),
            format!("# {commas}\na = 1\n"),
            format!("a = \"\\\"{commas}\"\n"),
        ] {
            assert_eq!(check(&text, &SMALL), Ok(()), "{text}");
        }
    }

    #[test]
    fn too_many_values_are_refused_where_the_limit_is_crossed() {
        let e = check("a = [0,0,0,0,0,0,0,0,0,0,0]\n", &SMALL).unwrap_err();
        assert_eq!(
            (e.line, e.expected.to_string().as_str()),
            (1, "at most 10 keys, values and tables")
        );
        assert!(e.column > 10 && e.column < 28, "{}", e.column);
    }

    #[test]
    fn deep_brackets_and_long_dotted_keys_are_refused() {
        let e = check("a = [[[[1]]]]\n", &SMALL).unwrap_err();
        assert_eq!(e.expected.to_string(), "at most 3 nested brackets");
        let e = check("a.b.c.d = 1\n", &SMALL).unwrap_err();
        assert_eq!(e.expected.to_string(), "a key of at most 3 parts");
        assert_eq!(check("a.b = 1.5\n", &SMALL), Ok(()), "a float is one part");
    }

    #[test]
    fn a_file_over_its_size_is_refused_before_it_is_read() {
        let e = check(&" ".repeat(1001), &SMALL).unwrap_err();
        assert_eq!(e.expected.to_string(), "a file of at most 1000 bytes");
    }
}
