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

/// Why a maze could not be written, in the language of the command line or the window (the
/// catalog's words).
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum WriteError {
    /// The output would exceed a stated limit.
    #[error("{}", too_large(*.format, (*.width, *.height), *.needed, *.limit))]
    TooLarge {
        /// What would have been written.
        format: MazeFormat,
        /// The maze's width, in cells.
        width: usize,
        /// The maze's height, in cells.
        height: usize,
        /// About how many bytes the output would take (for a PNG: its raster in memory).
        needed: u64,
        /// The most bytes allowed for this format.
        limit: u64,
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
            format: self,
            width,
            height,
            needed,
            limit,
        })
    }

    /// The format's name in messages (`PNG picture`).
    fn name(self) -> String {
        match self {
            MazeFormat::Maze => crate::t!("maze-format-maze"),
            MazeFormat::Ascii => crate::t!("maze-format-ascii"),
            MazeFormat::GridJson | MazeFormat::GridPython => crate::t!("maze-format-grid"),
            MazeFormat::Blocks => crate::t!("maze-format-blocks"),
            MazeFormat::Svg => crate::t!("maze-format-svg"),
            MazeFormat::Png => crate::t!("maze-format-png"),
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

/// A maze's output over its limit, in words: its size in MiB, the limit, and a smaller format
/// or options to try.
fn too_large(
    format: MazeFormat,
    (width, height): (usize, usize),
    needed: u64,
    limit: u64,
) -> String {
    let hint = match format {
        MazeFormat::Png | MazeFormat::Svg | MazeFormat::GridJson | MazeFormat::GridPython => {
            "compact"
        }
        MazeFormat::Ascii => "ascii",
        MazeFormat::Maze | MazeFormat::Blocks => "none",
    };
    // The sides as `--size` takes them (never grouped); the MiB are measures.
    crate::t!(
        "maze-write-too-large",
        format = format.name(),
        width = width.to_string(),
        height = height.to_string(),
        needed = needed.div_ceil(1 << 20),
        limit = limit >> 20,
        hint = hint
    )
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
        let mib = |s: &str| {
            let n = s.split(' ').next().unwrap().replace(',', "");
            n.parse::<u64>().unwrap()
        };
        let (needed, rest) = said
            .split_once("about ")
            .unwrap()
            .1
            .split_once(" MiB")
            .unwrap();
        let limit_said = rest.split_once("limit of ").unwrap().1;
        assert!(mib(needed) > mib(limit_said), "{said}");
    }

    #[test]
    fn an_output_too_large_says_so_in_the_threads_language() {
        // Before: a 20000 x 20000 maze asked for as an SVG picture.
        let e = MazeFormat::Svg
            .check_size((20_000, 20_000), AsciiOptions::default())
            .unwrap_err();
        // Action: said in English, then French; after: the same figures, French words, the
        // extension and flags as they are.
        crate::i18n::Language::English.set_for_thread();
        assert_eq!(
            e.to_string(),
            "a SVG picture of this 20000x20000 maze would take about 45,777 MiB, above the \
             limit of 2048 MiB (the .maze format is the compact one)"
        );
        crate::i18n::Language::French.set_for_thread();
        assert_eq!(
            e.to_string(),
            "une image SVG de ce labyrinthe de 20000 x 20000 prendrait environ 45\u{a0}777 Mio, \
             au-delà de la limite de 2048 Mio (le format .maze est le plus compact)"
        );
        let ascii = MazeFormat::Ascii
            .check_size(
                (100, 100),
                AsciiOptions {
                    lm: 50_000,
                    hm: 50_000,
                },
            )
            .unwrap_err()
            .to_string();
        assert!(
            ascii.ends_with("(des --lm et --hm plus petits, ou .maze)"),
            "{ascii}"
        );
        let maze = MazeFormat::Maze
            .check_size((50_000, 50_000), AsciiOptions::default())
            .unwrap_err()
            .to_string();
        assert!(maze.ends_with(" Mio"), "{maze}");
    }
}
