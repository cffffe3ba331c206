//! Pictures of many straight lines on whole pixels, streamed: a drawing too large for a
//! [`super::Scene`] of shapes (`convert --to svg|png` of a maze of millions of cells). It is
//! a size, a background and layers of lines of one pen each; a layer of many segments lists
//! them again for each writer's pass, so no list of them is ever held. Written by
//! [`super::svg::write_lines`] and [`super::raster::png_lines`], which place every line the
//! same way: centred on its points, square ends.

use super::Rgb;

/// The width of a line in whole pixels and its colour.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Pen {
    /// Pixels across the line.
    pub width: u32,
    /// Its colour.
    pub color: Rgb,
}

/// A point in pixels from the picture's top left.
pub type Point = (u32, u32);

/// Lists segments by calling its argument once per segment, in order; called once per pass.
pub type Segments<'a> = &'a dyn Fn(&mut dyn FnMut(Point, Point));

/// One pen's lines, drawn over the layers before it.
pub enum Layer<'a> {
    /// One open line through the points, each step horizontal or vertical (a solution path).
    Path {
        /// Its pen.
        pen: Pen,
        /// Its points, in order.
        points: Vec<Point>,
    },
    /// Separate horizontal or vertical segments (walls), listed on demand.
    Segments {
        /// Their pen.
        pen: Pen,
        /// What lists them.
        each: Segments<'a>,
    },
}

/// A picture of lines: its size in pixels, a background and the layers over it.
pub struct LineScene<'a> {
    /// Pixels across.
    pub width: u32,
    /// Pixels down.
    pub height: u32,
    /// The colour under the lines.
    pub background: Rgb,
    /// The lines, bottom first.
    pub layers: Vec<Layer<'a>>,
}

/// The pixels a horizontal or vertical segment of `width` covers, `[x0, x1) x [y0, y1)`:
/// centred on its points (the extra pixel of an odd width to the right and below), its ends
/// squared off by half the width, as SVG's square caps draw it.
pub fn covered(a: Point, b: Point, width: u32) -> [i64; 4] {
    let (lo, hi) = (i64::from(width / 2), i64::from(width - width / 2));
    let (ax, ay, bx, by) = (a.0.into(), a.1.into(), b.0.into(), b.1.into());
    [
        i64::min(ax, bx) - lo,
        i64::max(ax, bx) + hi,
        i64::min(ay, by) - lo,
        i64::max(ay, by) + hi,
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_segment_covers_its_width_centred_and_half_of_it_past_each_end() {
        assert_eq!(covered((4, 2), (8, 2), 2), [3, 9, 1, 3]);
        assert_eq!(covered((8, 2), (4, 2), 3), [3, 10, 1, 4]);
        assert_eq!(covered((0, 0), (0, 5), 1), [0, 1, 0, 6]);
    }
}
