//! Turning file bytes into lines, whatever the bytes are.

/// Decodes file bytes. A byte order mark says UTF-8 or UTF-16 (LE or BE), and is obeyed;
/// without one, UTF-8 when valid, else Windows-1252, because old level collections were
/// written in Windows code pages (Latin-1 with curly quotes and dashes at 0x80-0x9F) and must
/// not lose their accented titles to replacement characters.
pub fn decode(bytes: &[u8]) -> String {
    if let Some((encoding, bom)) = encoding_rs::Encoding::for_bom(bytes) {
        return encoding
            .decode_without_bom_handling(&bytes[bom..])
            .0
            .into_owned();
    }
    match std::str::from_utf8(bytes) {
        Ok(s) => s.to_owned(),
        Err(_) => encoding_rs::WINDOWS_1252.decode(bytes).0.into_owned(),
    }
}

/// Splits text into lines on `\n`, `\r\n` or a lone `\r` (old Mac files), without terminators.
pub fn lines(text: &str) -> Vec<&str> {
    let mut out = Vec::new();
    let mut start = 0;
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'\n' => {
                out.push(&text[start..i]);
                start = i + 1;
            }
            b'\r' => {
                out.push(&text[start..i]);
                if bytes.get(i + 1) == Some(&b'\n') {
                    i += 1;
                }
                start = i + 1;
            }
            _ => {}
        }
        i += 1;
    }
    if start < text.len() {
        out.push(&text[start..]);
    }
    out
}

/// Text from a file, a file name or a bot made safe for a terminal: control characters
/// (escape sequences among them, C1 controls too) are shown escaped (`\u{1b}`), so a title or
/// a name cannot move the cursor, clear the screen or retitle the window.
pub fn printable(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

/// A path as [`printable`] text (bytes that are not UTF-8 shown as U+FFFD).
pub fn printable_path(path: &std::path::Path) -> String {
    printable(&path.to_string_lossy())
}

/// The 1-based line and column (in characters) of a byte offset, with lines split as
/// [`crate::text::lines`] splits them (`\n`, `\r\n` or a lone `\r`).
pub fn line_column(text: &str, offset: usize) -> (usize, usize) {
    let mut offset = offset.min(text.len());
    while !text.is_char_boundary(offset) {
        offset -= 1;
    }
    let before = &text[..offset];
    let lines = crate::text::lines(before);
    // A break just before the offset starts a line that `lines` does not list.
    let at_start = before.ends_with(['\n', '\r']) || before.is_empty();
    let line = lines.len() + usize::from(at_start);
    let column = if at_start {
        1
    } else {
        lines.last().map_or(0, |l| l.chars().count()) + 1
    };
    (line.max(1), column)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splits_every_line_ending() {
        assert_eq!(lines("a\nb\r\nc\rd"), vec!["a", "b", "c", "d"]);
        assert_eq!(lines("a\n\n"), vec!["a", ""]);
        assert!(lines("").is_empty());
    }

    #[test]
    fn latin1_fallback_keeps_accents() {
        assert_eq!(decode(b"caf\xe9"), "café");
        assert_eq!(decode("café".as_bytes()), "café");
        assert_eq!(decode(b"\xEF\xBB\xBFx"), "x");
    }

    #[test]
    fn windows_1252_and_utf16_with_a_bom() {
        // Before: 0x93/0x94 became C1 control characters, and UTF-16 text was refused.
        assert_eq!(
            decode(b"\x93Duh!\x94 \x96 caf\xe9"),
            "\u{201c}Duh!\u{201d} \u{2013} café"
        );
        let utf16le: Vec<u8> = [0xFF, 0xFE]
            .into_iter()
            .chain("#@$.#\n".encode_utf16().flat_map(u16::to_le_bytes))
            .collect();
        assert_eq!(decode(&utf16le), "#@$.#\n");
        let utf16be: Vec<u8> = [0xFE, 0xFF]
            .into_iter()
            .chain("é\n".encode_utf16().flat_map(u16::to_be_bytes))
            .collect();
        assert_eq!(decode(&utf16be), "é\n");
    }
}
