//! Telling which kind of file a path and its content are.

use std::path::Path;

/// The file kinds gridwright reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum FileKind {
    /// Common Sokoban File Format.
    Sok,
    /// Plain XSB collection (boards with `;` titles).
    Xsb,
    /// The original tutorial's ActionScript level arrays.
    SokobanTutorial,
}

impl FileKind {
    /// The usual extension, without a dot.
    pub fn extension(self) -> &'static str {
        match self {
            FileKind::Sok => "sok",
            FileKind::Xsb => "xsb",
            FileKind::SokobanTutorial => "txt",
        }
    }
}

/// The kind of a file from its extension, then from its content when the extension says
/// nothing (`.txt`, none): the tutorial's `levelN[i] = [` rows are unmistakable.
pub fn detect_kind(path: &Path, content: &str) -> FileKind {
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    match ext.as_deref() {
        Some("sok") => FileKind::Sok,
        Some("xsb") => FileKind::Xsb,
        _ if crate::sokoban::tutorial::looks_like_tutorial(content) => FileKind::SokobanTutorial,
        _ => FileKind::Sok,
    }
}
