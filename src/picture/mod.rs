//! Pictures of every game, drawn once as plain data (a [`Scene`] of shapes in pixels) and
//! written as SVG or PNG by the same two writers. `gridwright render`, the window's *Export
//! picture* and the level browser's thumbnails all draw through the games' `picture` modules,
//! so a level looks the same wherever it is shown.
//!
//! Why a list of shapes rather than pixels: SVG keeps vectors (a sheet prints at any size),
//! the raster writer (tiny-skia) anti-aliases them, and a contact sheet is the same shapes
//! moved and scaled.

pub(crate) mod font;
pub mod lines;
pub mod raster;
pub mod sheet;
pub mod svg;

/// The most pixels one raster picture may have (200 MB of RGBA), checked before drawing.
pub const MAX_PIXELS: u64 = 50_000_000;
/// The most board cells one picture may draw (a contact sheet counts all its levels), checked
/// before the shapes are built, so that a huge collection costs an error, not gigabytes.
pub const MAX_CELLS: u64 = 4_000_000;
/// Pixels a cell of the window's *Export picture* (`render`'s default for one picture).
pub const EXPORT_CELL: u32 = 32;
/// The smallest and largest cell size in pixels.
pub const CELL_RANGE: std::ops::RangeInclusive<u32> = 2..=256;

/// A colour, 8 bits a channel, with its opacity (255 opaque).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Rgb(pub u8, pub u8, pub u8, pub u8);

impl Rgb {
    /// An opaque colour.
    pub const fn opaque(r: u8, g: u8, b: u8) -> Rgb {
        Rgb(r, g, b, 255)
    }

    /// The same colour at opacity `a`.
    pub const fn alpha(self, a: u8) -> Rgb {
        Rgb(self.0, self.1, self.2, a)
    }

    /// `#rrggbb`, as SVG writes it.
    pub fn hex(self) -> String {
        format!("#{:02x}{:02x}{:02x}", self.0, self.1, self.2)
    }
}

/// How a closed shape is painted: a fill, an outline drawn inside its edge, or both.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Paint {
    /// The inside's colour, if filled.
    pub fill: Option<Rgb>,
    /// The outline's width and colour, if outlined.
    pub stroke: Option<(f32, Rgb)>,
}

impl Paint {
    /// Filled, no outline.
    pub const fn fill(c: Rgb) -> Paint {
        Paint {
            fill: Some(c),
            stroke: None,
        }
    }

    /// Outlined, not filled.
    pub const fn stroke(width: f32, c: Rgb) -> Paint {
        Paint {
            fill: None,
            stroke: Some((width, c)),
        }
    }

    /// Filled and outlined.
    pub const fn both(fill: Rgb, width: f32, c: Rgb) -> Paint {
        Paint {
            fill: Some(fill),
            stroke: Some((width, c)),
        }
    }
}

/// One thing drawn, in pixels from the picture's top left.
#[derive(Debug, Clone, PartialEq)]
pub enum Shape {
    /// A rectangle with rounded corners (`radius` 0 for square ones).
    Rect {
        /// Left edge.
        x: f32,
        /// Top edge.
        y: f32,
        /// Width.
        w: f32,
        /// Height.
        h: f32,
        /// Corner radius.
        radius: f32,
        /// Fill and outline.
        paint: Paint,
    },
    /// A circle.
    Circle {
        /// Centre, across.
        cx: f32,
        /// Centre, down.
        cy: f32,
        /// Radius.
        r: f32,
        /// Fill and outline.
        paint: Paint,
    },
    /// A closed polygon.
    Polygon {
        /// Corners in drawing order; the last joins the first.
        points: Vec<(f32, f32)>,
        /// Fill and outline.
        paint: Paint,
    },
    /// An open line through the points.
    Line {
        /// The points passed through, in order.
        points: Vec<(f32, f32)>,
        /// Stroke width.
        width: f32,
        /// Stroke colour.
        color: Rgb,
    },
    /// A line of text centred on a point, `size` pixels high.
    Text {
        /// Centre, across.
        x: f32,
        /// Centre, down.
        y: f32,
        /// Glyph height.
        size: f32,
        /// The words, escaped by each writer for its format.
        text: String,
        /// Glyph colour.
        color: Rgb,
    },
}

impl Shape {
    /// A filled rectangle.
    pub fn rect(x: f32, y: f32, w: f32, h: f32, fill: Rgb) -> Shape {
        Shape::Rect {
            x,
            y,
            w,
            h,
            radius: 0.0,
            paint: Paint::fill(fill),
        }
    }

    /// A rectangle `m` in from each side of the square `s` at `(x, y)`, with rounded corners.
    pub fn inset(x: f32, y: f32, s: f32, m: f32, radius: f32, paint: Paint) -> Shape {
        Shape::Rect {
            x: x + m,
            y: y + m,
            w: s - 2.0 * m,
            h: s - 2.0 * m,
            radius,
            paint,
        }
    }

    /// The shape moved by `(dx, dy)` after scaling by `s` about the origin.
    pub fn placed(&self, s: f32, dx: f32, dy: f32) -> Shape {
        let p = |(x, y): (f32, f32)| (x * s + dx, y * s + dy);
        let paint = |pt: &Paint| Paint {
            fill: pt.fill,
            stroke: pt.stroke.map(|(w, c)| (w * s, c)),
        };
        match self {
            Shape::Rect {
                x,
                y,
                w,
                h,
                radius,
                paint: pt,
            } => Shape::Rect {
                x: x * s + dx,
                y: y * s + dy,
                w: w * s,
                h: h * s,
                radius: radius * s,
                paint: paint(pt),
            },
            Shape::Circle {
                cx,
                cy,
                r,
                paint: pt,
            } => Shape::Circle {
                cx: cx * s + dx,
                cy: cy * s + dy,
                r: r * s,
                paint: paint(pt),
            },
            Shape::Polygon { points, paint: pt } => Shape::Polygon {
                points: points.iter().copied().map(p).collect(),
                paint: paint(pt),
            },
            Shape::Line {
                points,
                width,
                color,
            } => Shape::Line {
                points: points.iter().copied().map(p).collect(),
                width: width * s,
                color: *color,
            },
            Shape::Text {
                x,
                y,
                size,
                text,
                color,
            } => Shape::Text {
                x: x * s + dx,
                y: y * s + dy,
                size: size * s,
                text: text.clone(),
                color: *color,
            },
        }
    }
}

/// A picture: its size in pixels, a background and the shapes drawn over it, in order.
#[derive(Debug, Clone, PartialEq)]
pub struct Scene {
    /// Width in pixels at scale 1; rasters round it up.
    pub width: f32,
    /// Height in pixels at scale 1; rasters round it up.
    pub height: f32,
    /// The colour under every shape.
    pub background: Rgb,
    /// Drawn first to last, so later shapes cover earlier ones.
    pub shapes: Vec<Shape>,
}

impl Scene {
    /// An empty picture of one colour.
    pub fn new(width: f32, height: f32, background: Rgb) -> Scene {
        Scene {
            width,
            height,
            background,
            shapes: Vec::new(),
        }
    }

    /// Adds a shape on top.
    pub fn push(&mut self, s: Shape) {
        self.shapes.push(s);
    }
}

/// Why a picture was not made.
/// In the language of the command line or the window: the catalog's words (the PNG
/// encoder's own detail is its English).
#[derive(Debug, PartialEq, Eq)]
pub enum PictureError {
    /// The picture would pass [`MAX_PIXELS`] or [`MAX_CELLS`].
    TooLarge {
        /// The size asked for.
        what: Amount,
        /// The limit passed, in the same measure.
        limit: Amount,
    },
    /// The PNG encoder failed; its message.
    Encoding(String),
}

/// A picture's size, or the limit it passes, as [`PictureError::TooLarge`] names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Amount {
    /// Board cells (a contact sheet counts all its levels').
    Cells(u64),
    /// Pixels in all.
    Pixels(u64),
    /// A raster's sides, in pixels.
    Raster {
        /// Pixels across.
        width: u32,
        /// Pixels down.
        height: u32,
    },
    /// What the memory holds (a raster that could not be allocated).
    Memory,
}

impl Amount {
    /// In the catalog's words: `120,000,000 pixels`, `120 000 000 pixels`.
    fn words(self) -> String {
        match self {
            Amount::Cells(n) => crate::t!("files-picture-cells", n = n),
            Amount::Pixels(n) => crate::t!("files-picture-pixels", n = n),
            Amount::Raster { width, height } => {
                crate::t!("files-picture-raster", width = width, height = height)
            }
            Amount::Memory => crate::t!("files-picture-memory"),
        }
    }
}

impl std::fmt::Display for PictureError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&match self {
            PictureError::TooLarge { what, limit } => crate::t!(
                "files-picture-too-large",
                what = what.words(),
                limit = limit.words()
            ),
            PictureError::Encoding(e) => crate::t!("files-picture-encoding", error = e.as_str()),
        })
    }
}

impl std::error::Error for PictureError {}

/// Refuses `cells` board cells drawn `cell` pixels each before any shape is built: the cells
/// against [`MAX_CELLS`], and their pixels (a lower bound of the picture's) against
/// [`MAX_PIXELS`].
pub fn check_cells(cells: u64, cell: u32) -> Result<(), PictureError> {
    if cells > MAX_CELLS {
        return Err(PictureError::TooLarge {
            what: Amount::Cells(cells),
            limit: Amount::Cells(MAX_CELLS),
        });
    }
    let px = cells.saturating_mul(u64::from(cell) * u64::from(cell));
    check_pixels(px)
}

/// Refuses a raster of more than [`MAX_PIXELS`].
pub fn check_pixels(px: u64) -> Result<(), PictureError> {
    if px > MAX_PIXELS {
        return Err(PictureError::TooLarge {
            what: Amount::Pixels(px),
            limit: Amount::Pixels(MAX_PIXELS),
        });
    }
    Ok(())
}

/// The picture kinds `render` and *Export picture* write.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PictureFormat {
    /// Vector: any size, text as text.
    Svg,
    /// Raster, anti-aliased.
    Png,
}

impl PictureFormat {
    /// The file extension.
    pub fn extension(self) -> &'static str {
        match self {
            PictureFormat::Svg => "svg",
            PictureFormat::Png => "png",
        }
    }

    /// The format an extension names.
    pub fn from_extension(ext: &str) -> Option<PictureFormat> {
        match ext.to_ascii_lowercase().as_str() {
            "svg" => Some(PictureFormat::Svg),
            "png" => Some(PictureFormat::Png),
            _ => None,
        }
    }

    /// The file's bytes.
    pub fn write(self, scene: &Scene) -> Result<Vec<u8>, PictureError> {
        match self {
            PictureFormat::Svg => Ok(svg::write(scene).into_bytes()),
            PictureFormat::Png => raster::png(scene),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;

    #[test]
    fn a_picture_too_large_says_its_size_and_the_limit_in_the_threads_language() {
        // Before: a sheet of too many cells; action: said in English, then in French.
        let e = check_cells(MAX_CELLS + 1, 2).unwrap_err();
        assert_eq!(
            e,
            PictureError::TooLarge {
                what: Amount::Cells(MAX_CELLS + 1),
                limit: Amount::Cells(MAX_CELLS)
            }
        );
        Language::English.set_for_thread();
        assert_eq!(
            e.to_string(),
            "the picture would be 4,000,001 cells, over the limit of 4,000,000 cells; choose \
             fewer levels (--levels) or a smaller --cell"
        );
        let px = check_pixels(MAX_PIXELS * 2).unwrap_err();
        Language::French.set_for_thread();
        // After: French words and separators, the flags as they are typed.
        assert_eq!(
            px.to_string(),
            "l'image ferait 100\u{a0}000\u{a0}000 pixels, au-delà de la limite de \
             50\u{a0}000\u{a0}000 pixels\u{a0}; choisissez moins de niveaux (--levels) ou une \
             case plus petite (--cell)"
        );
        let memory = PictureError::TooLarge {
            what: Amount::Raster {
                width: 30_000,
                height: 20,
            },
            limit: Amount::Memory,
        };
        assert!(
            memory.to_string().contains("30\u{a0}000 x 20 pixels"),
            "{memory}"
        );
        assert!(
            memory
                .to_string()
                .contains("ce que la mémoire peut contenir")
        );
        let encoding = PictureError::Encoding("Invalid Parameter".into());
        assert_eq!(
            encoding.to_string(),
            "l'encodage PNG a échoué\u{a0}: Invalid Parameter"
        );
    }
}
