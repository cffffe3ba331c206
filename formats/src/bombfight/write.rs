//! The `.bflvl` writer: what it writes reads back as the same level, comments of the size
//! and rounds lines and the header comments included.

use super::model::Level;

/// The file text of `level`, lines ending in LF.
pub fn write_bflvl(level: &Level) -> String {
    let mut out = String::new();
    for line in &level.header {
        out += &comment_line(line);
    }
    out += &format!("{} {}", level.width(), level.height());
    out += &trailing_comment(level.size_comment.as_deref());
    out.push('\n');
    for row in level.tiles().chunks(level.width().max(1)) {
        out.extend(row.iter().map(|t| t.to_char()));
        out.push('\n');
    }
    out += &level.rounds.to_string();
    out += &trailing_comment(level.rounds_comment.as_deref());
    out.push('\n');
    out
}

/// A whole-line comment; line breaks inside it become spaces, so it stays one line.
fn comment_line(text: &str) -> String {
    format!("//{}\n", spaced(text))
}

fn trailing_comment(text: Option<&str>) -> String {
    text.map_or(String::new(), |t| format!(" //{}", spaced(t)))
}

/// The comment text with a leading space when it has any, on one line.
fn spaced(text: &str) -> String {
    let one_line = text.replace(['\n', '\r'], " ");
    let t = one_line.trim();
    if t.is_empty() {
        String::new()
    } else {
        format!(" {t}")
    }
}
