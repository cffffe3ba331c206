//! `gridwright render`: pictures of any game's file (SVG or PNG): one level, a contact sheet
//! of a collection, or one picture per level into a folder. Each game's face draws its own
//! pictures as scenes, and this module lays them out and writes them.

use gridwright_formats::text::printable_path;
use std::path::{Path, PathBuf};

use super::error::{Outcome, Status};
use super::faces::{self, Drawing, GameFace};
use super::levels_arg;
use super::save::{OutDir, OutPath, Saver};
use crate::picture::{self, PictureFormat, Scene, sheet};

/// The command line of `render`.
#[derive(Debug, clap::Args)]
pub struct Args {
    #[arg(help = faces::help::render_file())]
    pub file: PathBuf,
    /// The picture's format; without it, the output's extension decides (PNG when it has
    /// none).
    #[arg(long, value_parser = format)]
    to: Option<PictureFormat>,
    /// The picture to write; without it and --out-dir, FILE's name with the format's
    /// extension, in the current folder.
    #[arg(short, long, conflicts_with = "out_dir")]
    output: Option<OutPath>,
    /// Write one picture per level into this folder (NAME-0001.png, ...) instead of one
    /// picture or a contact sheet.
    #[arg(long)]
    out_dir: Option<OutDir>,
    /// Levels to draw, like 1-10,15 (default: all). Several levels make a contact sheet.
    #[arg(long)]
    levels: Option<String>,
    /// Pixels a cell, 2 to 256 (default: 32 for one picture; for a contact sheet, 16 or
    /// less, so that the sheet fits the picture limit).
    #[arg(long, value_parser = cell)]
    cell: Option<u32>,
    /// Columns of a contact sheet (default: about square).
    #[arg(long, value_parser = crate::cli::values::count::<u16>(1..=1000))]
    columns: Option<u16>,
    /// Draw the solution: a maze's shortest path from the entrance to the exit, the boxes'
    /// paths of a Sokoban level's best saved solution.
    #[arg(long)]
    solution: bool,
}

impl Args {
    /// How the pictures are drawn, `cell` pixels a cell when --cell is not given.
    fn drawing(&self, cell: u32) -> Drawing {
        Drawing {
            cell: self.cell.unwrap_or(cell),
            solution: self.solution,
        }
    }
}

/// A cell size in pixels, within [`picture::CELL_RANGE`].
fn cell(s: &str) -> Result<u32, String> {
    let r = picture::CELL_RANGE;
    s.trim()
        .parse::<u32>()
        .ok()
        .filter(|v| r.contains(v))
        .ok_or_else(|| {
            crate::t!(
                "cli-render-cell",
                value = s,
                low = *r.start(),
                high = *r.end()
            )
        })
}

/// `svg` or `png`.
fn format(s: &str) -> Result<PictureFormat, String> {
    PictureFormat::from_extension(s).ok_or_else(|| crate::t!("cli-render-format", value = s))
}

/// The name a picture is labelled and written by: the file's name without its extension.
pub fn stem(path: &Path) -> String {
    path.file_stem()
        .map_or_else(|| "picture".into(), |s| s.to_string_lossy().into_owned())
}

/// Runs `render`.
pub fn run(args: &Args, saver: &Saver) -> Outcome {
    let loaded = crate::io::load(&args.file, Default::default())?;
    faces::of(loaded.game()).render(args, &loaded, saver)
}

/// `render` on a file of `F`'s game; an error names the file.
pub fn render<F: GameFace>(args: &Args, file: &F::File, saver: &Saver) -> Outcome {
    draw::<F>(args, file, saver)
        .map(|()| Status::Ok)
        .map_err(|e| {
            let file = printable_path(&args.file).to_string();
            crate::t!("files-path-error", file = file, error = e).into()
        })
}

fn draw<F: GameFace>(args: &Args, file: &F::File, saver: &Saver) -> Result<(), String> {
    let count = F::picture_count(file);
    let chosen = match &args.levels {
        Some(spec) => levels_arg::parse(spec, count)?,
        None => (0..count).collect(),
    };
    if chosen.is_empty() {
        return Err(crate::t!("cli-render-levels-none", count = count));
    }
    let fmt = args
        .to
        .or_else(|| {
            let ext = args.output.as_ref()?.extension()?.to_str()?;
            PictureFormat::from_extension(ext)
        })
        .unwrap_or(PictureFormat::Png);
    let named = args
        .output
        .as_ref()
        .and_then(|o| o.extension()?.to_str())
        .and_then(PictureFormat::from_extension);
    if named.is_some_and(|n| n != fmt) {
        return Err(crate::t!(
            "cli-render-format-disagrees",
            to = fmt.extension(),
            named = named.map_or("", PictureFormat::extension)
        ));
    }
    if let Some(dir) = &args.out_dir {
        return each::<F>(args, file, &chosen, fmt, dir, count, saver);
    }
    let out = args.output.as_ref().map_or_else(
        || PathBuf::from(format!("{}.{}", stem(&args.file), fmt.extension())),
        |o| o.to_path_buf(),
    );
    let scene = if chosen.len() == 1 {
        F::picture(&args.file, file, chosen[0], args.drawing(32))?.1
    } else {
        contact_sheet::<F>(args, file, &chosen, fmt)?
    };
    write(&out, fmt, &scene, saver)
}

/// One picture per chosen level into `dir`.
fn each<F: GameFace>(
    args: &Args,
    file: &F::File,
    chosen: &[usize],
    fmt: PictureFormat,
    dir: &Path,
    count: usize,
    saver: &Saver,
) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| crate::i18n::path_error(dir, &e))?;
    let digits = count.to_string().len().max(4);
    for &i in chosen {
        let name = if count == 1 {
            format!("{}.{}", stem(&args.file), fmt.extension())
        } else {
            format!(
                "{}-{:0digits$}.{}",
                stem(&args.file),
                i + 1,
                fmt.extension()
            )
        };
        let (_, scene) = F::picture(&args.file, file, i, args.drawing(32))?;
        write(&dir.join(name), fmt, &scene, saver)?;
    }
    Ok(())
}

/// The chosen levels on one sheet. Each level is drawn at the cell size given, or at 16
/// pixels and the sheet scaled down until a PNG fits [`picture::MAX_PIXELS`]; the cells of all
/// levels together are held to [`picture::MAX_CELLS`], refused at the level that crosses it.
fn contact_sheet<F: GameFace>(
    args: &Args,
    file: &F::File,
    chosen: &[usize],
    fmt: PictureFormat,
) -> Result<Scene, String> {
    let how = args.drawing(16);
    let cell = how.cell;
    let mut items = Vec::with_capacity(chosen.len());
    let mut cells = 0u64;
    for &i in chosen {
        let (label, scene) = F::picture(&args.file, file, i, how)?;
        let c = cell as f32;
        cells = cells.saturating_add(((scene.width / c) * (scene.height / c)) as u64);
        picture::check_cells(cells, 1).map_err(|e| {
            crate::t!(
                "cli-render-level",
                level = (i + 1).to_string(),
                error = e.to_string()
            )
        })?;
        items.push((label, scene));
    }
    let columns = args
        .columns
        .map_or_else(|| sheet::default_columns(items.len()), usize::from);
    let fits = |scale: f32| {
        let sizes: Vec<(f32, f32)> = items
            .iter()
            .map(|(_, s)| (s.width * scale, s.height * scale))
            .collect();
        let (w, h) = sheet::size(&sizes, columns);
        (w as u64).saturating_mul(h as u64) <= picture::MAX_PIXELS
    };
    let mut scale = 1.0;
    if args.cell.is_none() && fmt == PictureFormat::Png {
        while !fits(scale) && cell as f32 * scale > 2.0 {
            scale *= 0.8;
        }
    }
    Ok(sheet::compose(&items, columns, scale))
}

fn write(out: &Path, fmt: PictureFormat, scene: &Scene, saver: &Saver) -> Result<(), String> {
    let bytes = fmt.write(scene).map_err(|e| e.to_string())?;
    saver.save(out, &bytes)?;
    let line = crate::t!(
        "cli-render-wrote",
        file = printable_path(out).to_string(),
        width = scene.width.ceil(),
        height = scene.height.ceil()
    );
    eprintln!("{line}");
    Ok(())
}
