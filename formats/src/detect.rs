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
    /// gridwright's `.maze` text.
    Maze,
    /// The graph-maze assignment's boolean matrix (JSON or Python spelling).
    MazeGrid,
    /// The invisible maze's ASCII art.
    MazeAscii,
    /// A block grid of `#` and spaces.
    MazeBlocks,
}

impl FileKind {
    /// The usual extension, without a dot.
    pub fn extension(self) -> &'static str {
        match self {
            FileKind::Sok => "sok",
            FileKind::Xsb => "xsb",
            FileKind::SokobanTutorial => "txt",
            FileKind::Maze => "maze",
            FileKind::MazeGrid => "json",
            FileKind::MazeAscii => "laby",
            FileKind::MazeBlocks => "blocks",
        }
    }

    /// Whether the file holds a maze (as opposed to Sokoban levels).
    pub fn is_maze(self) -> bool {
        matches!(
            self,
            FileKind::Maze | FileKind::MazeGrid | FileKind::MazeAscii | FileKind::MazeBlocks
        )
    }
}

/// The maze kind a text looks like, if any.
fn maze_by_content(content: &str) -> Option<FileKind> {
    let first = content.lines().find(|l| !l.trim().is_empty())?.trim_end();
    if first.starts_with(crate::maze::MAGIC) {
        return Some(FileKind::Maze);
    }
    if first.trim_start().starts_with('[') {
        return Some(FileKind::MazeGrid);
    }
    if first.starts_with('+') && first.chars().all(|c| c == '+' || c == '-') {
        return Some(FileKind::MazeAscii);
    }
    let blocks = content
        .lines()
        .filter(|l| !l.is_empty())
        .all(|l| l.chars().all(|c| c == '#' || c == ' '));
    (blocks && first.chars().all(|c| c == '#') && first.len() >= 3).then_some(FileKind::MazeBlocks)
}

/// The kind of a file from its extension, then from its content when the extension says
/// nothing (`.txt`, none): the tutorial's `levelN[i] = [` rows, the `.maze` magic line, a
/// matrix's `[`, the art's `+---+` and a block grid's `###` are unmistakable.
pub fn detect_kind(path: &Path, content: &str) -> FileKind {
    let ext = path
        .extension()
        .and_then(|e| e.to_str())
        .map(str::to_ascii_lowercase);
    match ext.as_deref() {
        Some("sok") => FileKind::Sok,
        Some("xsb") => FileKind::Xsb,
        Some("maze") => FileKind::Maze,
        Some("json") | Some("py") => FileKind::MazeGrid,
        Some("laby") => FileKind::MazeAscii,
        Some("blocks") => FileKind::MazeBlocks,
        _ if crate::sokoban::tutorial::looks_like_tutorial(content) => FileKind::SokobanTutorial,
        _ => maze_by_content(content).unwrap_or(FileKind::Sok),
    }
}
