//! Turning file bytes into lines, whatever the bytes are.

/// Decodes file bytes: UTF-8 when valid, else Latin-1 (every byte is a character), because old
/// level collections were written in Latin-1 or Windows code pages and must not lose their
/// accented titles to replacement characters.
pub fn decode(bytes: &[u8]) -> String {
    let bytes = bytes.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(bytes);
    match std::str::from_utf8(bytes) {
        Ok(s) => s.to_owned(),
        Err(_) => bytes.iter().map(|&b| b as char).collect(),
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
}
