//! Maze files on disk: reading any maze kind, writing the one asked for.

use std::path::Path;

use gridwright_formats::FileKind;
use gridwright_formats::maze::{
    AsciiOptions, Maze, MazeFile, Spelling, write_ascii, write_blocks, write_grid, write_maze,
};

use super::picture::{self, Style};
use crate::io::LoadError;

/// Output formats for mazes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MazeFormat {
    /// gridwright's `.maze` text.
    Maze,
    /// The invisible maze's art (`Laby`).
    Ascii,
    /// The graph-maze matrix with `true`/`false`.
    GridJson,
    /// The graph-maze matrix with `True`/`False`.
    GridPython,
    /// `#` and spaces.
    Blocks,
    /// An SVG picture (written only: nothing reads it back).
    Svg,
    /// A PNG picture (written only), drawn in memory first.
    Png,
}

/// Text and pictures of mazes are built in memory before they are written; past this size
/// they are refused (with the size they would need) instead of exhausting memory.
pub const MAX_OUTPUT_BYTES: u64 = 2 << 30;

/// Pictures of more pixels than this are refused: the raster is held in memory (3 bytes a
/// pixel), 768 MiB at the limit.
pub const MAX_PNG_PIXELS: u64 = 1 << 28;

/// Why a maze could not be written.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum WriteError {
    /// The output would exceed a stated limit.
    #[error(
        "a {format} of this {width}x{height} maze would take about {} MiB, above the limit of {} MiB{hint}",
        needed.div_ceil(1 << 20),
        limit >> 20
    )]
    TooLarge {
        /// What would have been written, as the message names it (`PNG picture`).
        format: &'static str,
        /// The maze's width, in cells.
        width: usize,
        /// The maze's height, in cells.
        height: usize,
        /// About how many bytes the output would take (for a PNG: its raster in memory).
        needed: u64,
        /// The most bytes allowed for this format.
        limit: u64,
        /// Appended to the message: a smaller format or options to try; may be empty.
        hint: &'static str,
    },
    /// The picture writer failed.
    #[error(transparent)]
    Picture(#[from] crate::picture::PictureError),
}

impl MazeFormat {
    /// Every format, in the order help lists them.
    pub const ALL: [MazeFormat; 7] = [
        MazeFormat::Maze,
        MazeFormat::Ascii,
        MazeFormat::GridJson,
        MazeFormat::GridPython,
        MazeFormat::Blocks,
        MazeFormat::Svg,
        MazeFormat::Png,
    ];

    /// The usual extension.
    pub fn extension(self) -> &'static str {
        match self {
            MazeFormat::Maze => "maze",
            MazeFormat::Ascii => "laby",
            MazeFormat::GridJson => "json",
            MazeFormat::GridPython => "py",
            MazeFormat::Blocks => "blocks",
            MazeFormat::Svg => "svg",
            MazeFormat::Png => "png",
        }
    }

    /// The file kind this format reads as (pictures are read as nothing: `.maze` stands in).
    pub fn kind(self) -> FileKind {
        match self {
            MazeFormat::GridJson | MazeFormat::GridPython => FileKind::MazeGrid,
            MazeFormat::Ascii => FileKind::MazeAscii,
            MazeFormat::Blocks => FileKind::MazeBlocks,
            MazeFormat::Maze | MazeFormat::Svg | MazeFormat::Png => FileKind::Maze,
        }
    }

    /// The format a file of this kind is written back in (the first format that reads as
    /// it: pictures are never read), `None` for a kind no maze format writes.
    pub fn of_kind(kind: FileKind) -> Option<MazeFormat> {
        MazeFormat::ALL
            .into_iter()
            .find(|f| f.kind() == kind && !f.is_picture())
    }

    /// Whether the format is a picture (written, never read).
    pub fn is_picture(self) -> bool {
        matches!(self, MazeFormat::Svg | MazeFormat::Png)
    }

    /// About how many bytes the output for a `w` x `h` maze takes (for pictures: the memory
    /// they are drawn in), to refuse before building it.
    pub fn output_bytes(self, w: usize, h: usize, ascii: AsciiOptions) -> u64 {
        let (w, h) = (w as u64, h as u64);
        let style = picture::Style::default();
        let (cell, pad) = (style.cell as u64, style.wall as u64);
        let mul = |a: u64, b: u64| a.saturating_mul(b);
        match self {
            MazeFormat::Maze => mul(2 * h + 1, 3 * w + 2).saturating_add(200),
            MazeFormat::Ascii => mul(
                mul(h, ascii.hm as u64).saturating_add(1),
                mul(w, ascii.lm as u64).saturating_add(2),
            ),
            MazeFormat::GridJson | MazeFormat::GridPython => mul(mul(w, h), 30),
            MazeFormat::Blocks => mul(2 * h + 1, 2 * w + 2),
            MazeFormat::Svg => mul(mul(w, h), 2 * 60),
            MazeFormat::Png => mul(
                mul(w, cell).saturating_add(2 * pad),
                mul(h, cell).saturating_add(2 * pad),
            )
            .saturating_mul(3),
        }
    }

    /// Refuses a `width` x `height` maze whose output would exceed the limits (before the
    /// maze is made, when the command line asks for one).
    pub fn check_size(
        self,
        (width, height): (usize, usize),
        ascii: AsciiOptions,
    ) -> Result<(), WriteError> {
        let needed = self.output_bytes(width, height, ascii);
        let limit = match self {
            MazeFormat::Png => MAX_PNG_PIXELS * 3,
            _ => MAX_OUTPUT_BYTES,
        };
        if needed <= limit {
            return Ok(());
        }
        Err(WriteError::TooLarge {
            format: self.name(),
            width,
            height,
            needed,
            limit,
            hint: match self {
                MazeFormat::Png
                | MazeFormat::Svg
                | MazeFormat::GridJson
                | MazeFormat::GridPython => " (the .maze format is the compact one)",
                MazeFormat::Ascii => " (smaller --lm and --hm, or .maze)",
                _ => "",
            },
        })
    }

    fn name(self) -> &'static str {
        match self {
            MazeFormat::Maze => ".maze file",
            MazeFormat::Ascii => "drawing",
            MazeFormat::GridJson | MazeFormat::GridPython => "grid matrix",
            MazeFormat::Blocks => "block grid",
            MazeFormat::Svg => "SVG picture",
            MazeFormat::Png => "PNG picture",
        }
    }

    /// From a file extension: a format's own, else one its file kind is found with (`.txt`
    /// is the art, the first maze kind the registry lists with it).
    pub fn for_path(path: &Path) -> Option<MazeFormat> {
        let ext = path.extension()?.to_str()?.to_ascii_lowercase();
        let all = MazeFormat::ALL.into_iter();
        all.clone().find(|f| f.extension() == ext).or_else(|| {
            all.filter(|f| !f.is_picture())
                .find(|f| f.kind().extensions().contains(&ext.as_str()))
        })
    }

    /// The file's bytes; `path` (cells) is drawn in pictures. Outputs beyond the limits are
    /// refused before anything is built.
    pub fn write(
        self,
        m: &Maze,
        path: &[usize],
        ascii: AsciiOptions,
    ) -> Result<Vec<u8>, WriteError> {
        self.check_size((m.width(), m.height()), ascii)?;
        Ok(match self {
            MazeFormat::Maze => write_maze(m).into_bytes(),
            MazeFormat::Ascii => write_ascii(m, ascii).into_bytes(),
            MazeFormat::GridJson => write_grid(m, Spelling::Json).into_bytes(),
            MazeFormat::GridPython => write_grid(m, Spelling::Python).into_bytes(),
            MazeFormat::Blocks => write_blocks(m).into_bytes(),
            MazeFormat::Svg => picture::svg(m, path, Style::default()).into_bytes(),
            MazeFormat::Png => picture::png(m, path, Style::default())?,
        })
    }
}

/// Reads a maze file (a saved game's maze too); `ascii` fixes the art's cell size when the
/// art cannot tell. Also gives the format it was read in, which is the one to save it back in.
pub fn load(path: &Path, ascii: Option<AsciiOptions>) -> Result<(Maze, MazeFormat), LoadError> {
    let f: MazeFile = crate::io::load_as(path, crate::io::LoadOptions { ascii })?;
    let format = MazeFormat::of_kind(f.kind()).unwrap_or(MazeFormat::Maze);
    Ok((f.into_maze(), format))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_picture_just_over_its_limit_says_more_than_the_limit() {
        let a = AsciiOptions::default();
        let limit = MAX_PNG_PIXELS * 3;
        let w = (1..20_000)
            .find(|&w| MazeFormat::Png.output_bytes(w, w, a) > limit)
            .unwrap();
        assert!(MazeFormat::Png.check_size((w - 1, w - 1), a).is_ok());
        let said = MazeFormat::Png
            .check_size((w, w), a)
            .unwrap_err()
            .to_string();
        let mib = |s: &str| s.split(' ').next().unwrap().parse::<u64>().unwrap();
        let (needed, rest) = said
            .split_once("about ")
            .unwrap()
            .1
            .split_once(" MiB")
            .unwrap();
        let limit_said = rest.split_once("limit of ").unwrap().1;
        assert!(mib(needed) > mib(limit_said), "{said}");
    }
}
