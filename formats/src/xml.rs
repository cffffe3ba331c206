//! A small XML reader and the escapes its writers need, for the XML file kinds (`.slc`).
//!
//! Why not quick-xml: the XML these files hold is a few elements with attributes and text,
//! and every other parser of this crate is nom over `&str` reporting `ParseError` at a line
//! and column; a tree reader of this size keeps that one error path and one set of limits
//! (depth, no entity definitions, so no entity expansion attack), where a general reader
//! would bring its own error type, events to assemble and DTD handling to turn off.
//! Encodings are the text layer's business: the bytes are decoded before parsing.

use nom::IResult;
use nom::Parser;
use nom::bytes::complete::{tag, take_until, take_while1};
use nom::character::complete::multispace0;

use crate::error::{Expected, ParseError, excerpt};
use crate::text::line_column;

/// Elements nest at most this deep: no file kind needs more, and the reader recurses.
pub const MAX_DEPTH: usize = 32;

/// An element: its name, attributes in file order, and its content.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Element {
    /// The tag name, with any prefix (`xsi:schemaLocation` stays as written).
    pub name: String,
    /// Attributes, in file order, values unescaped.
    pub attributes: Vec<(String, String)>,
    /// Child elements and text, in file order (comments and processing instructions dropped).
    pub children: Vec<Node>,
    /// Byte offset of its `<` in the text, for errors about its content.
    pub at: usize,
}

/// What an element holds.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Node {
    /// A child element.
    Element(Element),
    /// Character data, references resolved (CDATA sections included as they are).
    Text(String),
}

impl Element {
    /// The value of attribute `name`.
    pub fn attribute(&self, name: &str) -> Option<&str> {
        self.attributes
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The child elements.
    pub fn elements(&self) -> impl Iterator<Item = &Element> {
        self.children.iter().filter_map(|n| match n {
            Node::Element(e) => Some(e),
            Node::Text(_) => None,
        })
    }

    /// The element's text: its text nodes joined (child elements skipped).
    pub fn text(&self) -> String {
        self.children
            .iter()
            .filter_map(|n| match n {
                Node::Text(t) => Some(t.as_str()),
                Node::Element(_) => None,
            })
            .collect()
    }
}

/// Reads the root element of `text` (after an optional declaration, comments and a DOCTYPE
/// without internal subset); nothing but comments and white space may follow it.
pub fn parse(text: &str) -> Result<Element, ParseError> {
    let r = Reader { text };
    let rest = r.misc(text.strip_prefix('\u{feff}').unwrap_or(text))?;
    let (rest, root) = r.element(rest, 0)?;
    let rest = r.misc(rest)?;
    if !rest.is_empty() {
        return Err(r.at(rest, Expected::XmlEndAfterRoot));
    }
    Ok(root)
}

/// `text` as XML character data (`&`, `<`, `>` escaped; control characters but tab and line
/// breaks, which XML 1.0 cannot hold, dropped).
pub fn escape_text(text: &str) -> String {
    escape(text, false)
}

/// `text` as an attribute value between double quotes.
pub fn escape_attribute(text: &str) -> String {
    escape(text, true)
}

fn escape(text: &str, attribute: bool) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' if attribute => out.push_str("&quot;"),
            '\t' | '\n' | '\r' if attribute => out.push_str(&format!("&#{};", c as u32)),
            '\r' => out.push_str("&#13;"),
            c if c.is_control() && c != '\t' && c != '\n' => {}
            c => out.push(c),
        }
    }
    out
}

/// The text being read, for positions.
struct Reader<'a> {
    text: &'a str,
}

type Res<'a, T> = Result<(&'a str, T), ParseError>;

impl<'a> Reader<'a> {
    /// An error where `rest` (a slice of the text) starts.
    fn at(&self, rest: &str, expected: Expected) -> ParseError {
        let (line, column) = line_column(self.text, self.offset(rest));
        ParseError::new(line, column, expected, excerpt(rest))
    }

    /// Where `rest`, a slice of the text (perhaps not reaching its end), starts in it.
    fn offset(&self, rest: &str) -> usize {
        (rest.as_ptr() as usize).saturating_sub(self.text.as_ptr() as usize)
    }

    /// White space, comments, processing instructions (the declaration) and a DOCTYPE.
    fn misc(&self, mut rest: &'a str) -> Result<&'a str, ParseError> {
        loop {
            rest = rest.trim_start_matches([' ', '\t', '\r', '\n']);
            if rest.starts_with("<!--") {
                rest = self.comment(rest)?;
            } else if rest.starts_with("<?") {
                rest = self.instruction(rest)?;
            } else if rest.starts_with("<!DOCTYPE") {
                rest = self.doctype(rest)?;
            } else {
                return Ok(rest);
            }
        }
    }

    fn comment(&self, rest: &'a str) -> Result<&'a str, ParseError> {
        let r: IResult<&str, &str> = (tag("<!--"), take_until("-->")).map(|(_, c)| c).parse(rest);
        match r {
            Ok((after, _)) => Ok(&after[3..]),
            Err(_) => Err(self.at(rest, Expected::XmlCommentEnd)),
        }
    }

    fn instruction(&self, rest: &'a str) -> Result<&'a str, ParseError> {
        let r: IResult<&str, &str> = (tag("<?"), take_until("?>")).map(|(_, c)| c).parse(rest);
        match r {
            Ok((after, _)) => Ok(&after[2..]),
            Err(_) => Err(self.at(rest, Expected::XmlInstructionEnd)),
        }
    }

    /// A DOCTYPE naming a DTD; one with an internal subset (`[..]`, where entities are
    /// defined) is refused: no file kind needs entities, and expanding them is how a small
    /// file costs gigabytes.
    fn doctype(&self, rest: &'a str) -> Result<&'a str, ParseError> {
        let body_end = rest
            .find('>')
            .ok_or_else(|| self.at(rest, Expected::XmlDoctypeEnd))?;
        if rest[..body_end].contains('[') {
            return Err(self.at(rest, Expected::XmlDoctypeWithoutEntities));
        }
        Ok(&rest[body_end + 1..])
    }

    fn name(&self, rest: &'a str, what: Expected) -> Res<'a, &'a str> {
        let r: IResult<&str, &str> =
            take_while1(|c: char| c.is_alphanumeric() || matches!(c, '_' | ':' | '-' | '.'))
                .parse(rest);
        r.map_err(|_| self.at(rest, what))
    }

    fn element(&self, rest: &'a str, depth: usize) -> Res<'a, Element> {
        if depth >= MAX_DEPTH {
            return Err(self.at(rest, Expected::XmlNesting { max: MAX_DEPTH }));
        }
        let at = self.offset(rest);
        let Some(after) = rest.strip_prefix('<') else {
            return Err(self.at(rest, Expected::XmlElement));
        };
        let (mut rest, name) = self.name(after, Expected::XmlElementName)?;
        let mut element = Element {
            name: name.to_owned(),
            at,
            ..Element::default()
        };
        loop {
            rest = ws(rest);
            if let Some(after) = rest.strip_prefix("/>") {
                return Ok((after, element));
            }
            if let Some(after) = rest.strip_prefix('>') {
                rest = after;
                break;
            }
            let (after, attribute) = self.attribute(rest)?;
            if element.attribute(&attribute.0).is_some() {
                return Err(self.at(rest, Expected::XmlAttributeOnce));
            }
            element.attributes.push(attribute);
            rest = after;
        }
        let rest = self.content(rest, &mut element, depth)?;
        Ok((rest, element))
    }

    fn attribute(&self, rest: &'a str) -> Res<'a, (String, String)> {
        let (after, name) = self.name(rest, Expected::XmlAttributeName)?;
        let after = ws(after);
        let Some(after) = after.strip_prefix('=') else {
            return Err(self.at(after, Expected::XmlEquals));
        };
        let after = ws(after);
        let quote = match after.chars().next() {
            Some(q @ ('"' | '\'')) => q,
            _ => return Err(self.at(after, Expected::XmlQuotedValue)),
        };
        let body = &after[1..];
        let end = body
            .find(quote)
            .ok_or_else(|| self.at(after, Expected::XmlClosingQuote))?;
        let raw = &body[..end];
        if let Some(i) = raw.find('<') {
            return Err(self.at(&raw[i..], Expected::XmlValueWithoutLt));
        }
        let value = self.unescape(raw)?;
        // Attribute values normalize white space characters to spaces (XML 1.0, 3.3.3);
        // references to them (&#10;) stay, which is how a writer keeps a line break.
        let value = normalize(raw, value);
        Ok((&body[end + 1..], (name.to_owned(), value)))
    }

    /// Content up to and including the element's end tag.
    fn content(
        &self,
        mut rest: &'a str,
        element: &mut Element,
        depth: usize,
    ) -> Result<&'a str, ParseError> {
        let mut text = String::new();
        loop {
            if rest.is_empty() {
                return Err(self.at(
                    rest,
                    Expected::XmlEndTag {
                        name: element.name.clone(),
                    },
                ));
            }
            if let Some(after) = rest.strip_prefix("</") {
                let (after, name) = self.name(after, Expected::XmlEndTagName)?;
                if name != element.name {
                    return Err(self.at(
                        rest,
                        Expected::XmlEndTag {
                            name: element.name.clone(),
                        },
                    ));
                }
                let after = ws(after);
                let Some(after) = after.strip_prefix('>') else {
                    return Err(self.at(after, Expected::XmlEndTagClose));
                };
                push_text(element, &mut text);
                return Ok(after);
            }
            if rest.starts_with("<!--") {
                rest = self.comment(rest)?;
            } else if let Some(after) = rest.strip_prefix("<![CDATA[") {
                let end = after
                    .find("]]>")
                    .ok_or_else(|| self.at(rest, Expected::XmlCdataEnd))?;
                text.push_str(&after[..end]);
                rest = &after[end + 3..];
            } else if rest.starts_with("<?") {
                rest = self.instruction(rest)?;
            } else if rest.starts_with('<') {
                push_text(element, &mut text);
                let (after, child) = self.element(rest, depth + 1)?;
                element.children.push(Node::Element(child));
                rest = after;
            } else {
                let end = rest.find('<').unwrap_or(rest.len());
                text.push_str(&self.unescape(&rest[..end])?);
                rest = &rest[end..];
            }
        }
    }

    /// Character data with its references resolved; an unknown entity is an error.
    fn unescape(&self, raw: &str) -> Result<String, ParseError> {
        let mut out = String::with_capacity(raw.len());
        let mut rest = raw;
        while let Some(i) = rest.find('&') {
            out.push_str(&rest[..i]);
            let after = &rest[i + 1..];
            let end = after
                .find(';')
                .filter(|&e| e <= 10)
                .ok_or_else(|| self.at(&rest[i..], Expected::XmlReferenceEnd))?;
            let c = reference(&after[..end])
                .ok_or_else(|| self.at(&rest[i..], Expected::XmlReference))?;
            out.push(c);
            rest = &after[end + 1..];
        }
        out.push_str(rest);
        Ok(out)
    }
}

fn push_text(element: &mut Element, text: &mut String) {
    if !text.is_empty() {
        element.children.push(Node::Text(std::mem::take(text)));
    }
}

fn ws(rest: &str) -> &str {
    let r: IResult<&str, &str> = multispace0(rest);
    r.map_or(rest, |(after, _)| after)
}

/// The character a reference names (`amp`, `#38`, `#x26`).
fn reference(name: &str) -> Option<char> {
    match name {
        "amp" => Some('&'),
        "lt" => Some('<'),
        "gt" => Some('>'),
        "quot" => Some('"'),
        "apos" => Some('\''),
        _ => {
            let number = name.strip_prefix('#')?;
            let code = match number.strip_prefix('x') {
                Some(hex) => u32::from_str_radix(hex, 16).ok()?,
                None => number.parse().ok()?,
            };
            // XML 1.0 has no other control characters, so a writer never meets them.
            char::from_u32(code).filter(|c| !c.is_control() || matches!(c, '\t' | '\n' | '\r'))
        }
    }
}

/// An attribute's value with literal white space characters made spaces, references kept:
/// recomputed over the raw text so that `&#10;` stays a line break.
fn normalize(raw: &str, unescaped: String) -> String {
    if !raw.contains(['\t', '\n', '\r']) {
        return unescaped;
    }
    let literal: String = raw
        .chars()
        .map(|c| {
            if matches!(c, '\t' | '\n' | '\r') {
                ' '
            } else {
                c
            }
        })
        .collect();
    let mut out = String::with_capacity(literal.len());
    let mut rest = literal.as_str();
    while let Some(i) = rest.find('&') {
        out.push_str(&rest[..i]);
        let after = &rest[i + 1..];
        let end = after.find(';').unwrap_or(0);
        out.extend(reference(&after[..end]));
        rest = &after[end + 1..];
    }
    out.push_str(rest);
    out
}

/// Whether `text` starts like an XML document whose root element is `root`.
pub fn has_root(text: &str, root: &str) -> bool {
    let r = Reader { text };
    let Ok(rest) = r.misc(text.strip_prefix('\u{feff}').unwrap_or(text)) else {
        return false;
    };
    rest.strip_prefix('<')
        .and_then(|after| after.strip_prefix(root))
        .is_some_and(|after| after.starts_with([' ', '\t', '\r', '\n', '>', '/']))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn elements_attributes_text_and_references_read() {
        let doc = "<?xml version=\"1.0\"?>\n<!-- c -->\n<A x=\"1 &amp; 2\" y='q&#10;r'>\
                   t&lt;<B/><![CDATA[<raw>]]></A>\n";
        let root = parse(doc).unwrap();
        assert_eq!(root.name, "A");
        assert_eq!(root.attribute("x"), Some("1 & 2"));
        assert_eq!(root.attribute("y"), Some("q\nr"));
        assert_eq!(root.elements().count(), 1);
        assert_eq!(root.text(), "t<<raw>");
    }

    #[test]
    fn errors_name_line_column_and_what_was_expected() {
        let e = parse("<A>\n  <B></C>\n</A>").unwrap_err();
        assert_eq!((e.line, e.column), (2, 6));
        assert_eq!(e.expected, Expected::XmlEndTag { name: "B".into() }, "{e}");
        let e = parse("<A>&bogus;</A>").unwrap_err();
        assert_eq!((e.line, e.column), (1, 4));
    }

    #[test]
    fn entity_definitions_and_deep_nesting_are_refused() {
        let bomb = "<!DOCTYPE A [<!ENTITY a \"aaaa\">]><A>&a;</A>";
        assert!(parse(bomb).is_err());
        let deep = "<A>".repeat(MAX_DEPTH + 1);
        assert_eq!(
            parse(&deep).unwrap_err().expected,
            Expected::XmlNesting { max: MAX_DEPTH }
        );
    }

    #[test]
    fn escapes_read_back_as_written() {
        let s = "a & b < c > \"d\" \n e\tf";
        let doc = format!("<A v=\"{}\">{}</A>", escape_attribute(s), escape_text(s));
        let root = parse(&doc).unwrap();
        assert_eq!(root.attribute("v"), Some(s));
        assert_eq!(root.text(), s);
    }
}
