//! Maze files on disk: reading any maze kind, writing the one asked for.

use std::path::Path;

use gridwright_formats::FileKind;
use gridwright_formats::maze::{
    AsciiOptions, Maze, Spelling, read_ascii, read_blocks, read_grid, read_maze, write_ascii,
    write_blocks, write_grid, write_maze,
};

use super::picture::{self, Style};
use crate::io::LoadError;

/// Output formats for mazes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, clap::ValueEnum)]
pub enum MazeFormat {
    /// gridwright's `.maze` text.
    Maze,
    /// The invisible maze's art (`Laby`).
    #[value(alias = "laby")]
    Ascii,
    /// The graph-maze matrix with `true`/`false`.
    GridJson,
    /// The graph-maze matrix with `True`/`False`.
    GridPython,
    /// `#` and spaces.
    Blocks,
    Svg,
    Png,
}

impl MazeFormat {
    /// From a file extension.
    pub fn for_path(path: &Path) -> Option<MazeFormat> {
        Some(
            match path.extension()?.to_str()?.to_ascii_lowercase().as_str() {
                "maze" => MazeFormat::Maze,
                "laby" | "txt" => MazeFormat::Ascii,
                "json" => MazeFormat::GridJson,
                "py" => MazeFormat::GridPython,
                "blocks" => MazeFormat::Blocks,
                "svg" => MazeFormat::Svg,
                "png" => MazeFormat::Png,
                _ => return None,
            },
        )
    }

    /// The file's bytes; `path` (cells) is drawn in pictures.
    pub fn write(self, m: &Maze, path: &[usize], ascii: AsciiOptions) -> Result<Vec<u8>, String> {
        Ok(match self {
            MazeFormat::Maze => write_maze(m).into_bytes(),
            MazeFormat::Ascii => write_ascii(m, ascii).into_bytes(),
            MazeFormat::GridJson => write_grid(m, Spelling::Json).into_bytes(),
            MazeFormat::GridPython => write_grid(m, Spelling::Python).into_bytes(),
            MazeFormat::Blocks => write_blocks(m).into_bytes(),
            MazeFormat::Svg => picture::svg(m, path, Style::default()).into_bytes(),
            MazeFormat::Png => {
                picture::png(m, path, Style::default()).map_err(|e| e.to_string())?
            }
        })
    }
}

/// Reads a maze file of any kind; `ascii` fixes the art's cell size when the art cannot tell.
pub fn load(path: &Path, ascii: Option<AsciiOptions>) -> Result<Maze, LoadError> {
    let bytes = std::fs::read(path).map_err(|source| LoadError::Io {
        path: path.to_owned(),
        source,
    })?;
    parse(path, &bytes, ascii)
}

pub fn parse(path: &Path, bytes: &[u8], ascii: Option<AsciiOptions>) -> Result<Maze, LoadError> {
    let text = gridwright_formats::text::decode(bytes);
    let name = path.display().to_string();
    let result = match gridwright_formats::detect_kind(path, &text) {
        FileKind::Maze => read_maze(&text),
        FileKind::MazeGrid => read_grid(&text),
        FileKind::MazeAscii => read_ascii(&text, ascii),
        FileKind::MazeBlocks => read_blocks(&text),
        _ => read_maze(&text),
    };
    result.map_err(|e| LoadError::Parse(e.in_file(name)))
}

/// Whether a path holds a maze rather than Sokoban levels.
pub fn is_maze_file(path: &Path) -> bool {
    let head = std::fs::read(path)
        .map(|b| gridwright_formats::text::decode(&b[..b.len().min(4096)]))
        .unwrap_or_default();
    gridwright_formats::detect_kind(path, &head).is_maze()
}
