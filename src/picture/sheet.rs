//! A contact sheet: many pictures (a collection's levels) in a grid, each labelled, as one
//! picture.

use super::{Rgb, Scene, Shape};

/// Space between pictures and around the sheet, in pixels.
const GAP: f32 = 12.0;
/// Height of a label's text.
const LABEL: f32 = 12.0;
/// The sheet's background.
pub const PAPER: Rgb = Rgb::opaque(236, 236, 232);
const INK: Rgb = Rgb::opaque(40, 40, 40);

/// Columns for `n` pictures when the user gives none: about square.
pub fn default_columns(n: usize) -> usize {
    (n as f64).sqrt().ceil().max(1.0) as usize
}

/// The sheet's width and height for pictures of these sizes in `columns` columns.
pub fn size(sizes: &[(f32, f32)], columns: usize) -> (f32, f32) {
    let (slot_w, slot_h) = slot(sizes);
    let columns = columns.clamp(1, sizes.len().max(1));
    let rows = sizes.len().div_ceil(columns).max(1);
    (
        GAP + columns as f32 * (slot_w + GAP),
        GAP + rows as f32 * (slot_h + LABEL + GAP * 1.5),
    )
}

fn slot(sizes: &[(f32, f32)]) -> (f32, f32) {
    sizes
        .iter()
        .fold((LABEL * 4.0, 0.0f32), |(w, h), s| (w.max(s.0), h.max(s.1)))
}

/// The pictures, scaled by `scale`, laid out in `columns` columns, each centred in its slot
/// above its label (labels keep their size).
pub fn compose(items: &[(String, Scene)], columns: usize, scale: f32) -> Scene {
    let sizes: Vec<(f32, f32)> = items
        .iter()
        .map(|(_, s)| (s.width * scale, s.height * scale))
        .collect();
    let (w, h) = size(&sizes, columns);
    let (slot_w, slot_h) = slot(&sizes);
    let columns = columns.clamp(1, items.len().max(1));
    let mut sheet = Scene::new(w, h, PAPER);
    for (i, (label, pic)) in items.iter().enumerate() {
        let (col, row) = ((i % columns) as f32, (i / columns) as f32);
        let x0 = GAP + col * (slot_w + GAP);
        let y0 = GAP + row * (slot_h + LABEL + GAP * 1.5);
        let (pw, ph) = (pic.width * scale, pic.height * scale);
        let (dx, dy) = (x0 + (slot_w - pw) / 2.0, y0 + (slot_h - ph));
        sheet.push(Shape::rect(dx, dy, pw, ph, pic.background));
        sheet
            .shapes
            .extend(pic.shapes.iter().map(|s| s.placed(scale, dx, dy)));
        sheet.push(Shape::Text {
            x: x0 + slot_w / 2.0,
            y: y0 + slot_h + GAP * 0.5 + LABEL / 2.0,
            size: LABEL,
            text: fit(label, slot_w),
            color: INK,
        });
    }
    sheet
}

/// The label cut to what fits in `width` pixels, with an ellipsis when cut.
fn fit(label: &str, width: f32) -> String {
    let max = ((width / (LABEL * 6.0 / 7.0)) as usize).max(3);
    if label.chars().count() <= max {
        return label.to_string();
    }
    let mut s: String = label.chars().take(max - 2).collect();
    s.push_str("..");
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_pictures_in_two_columns_make_two_rows() {
        let pic = |w| Scene::new(w, 50.0, Rgb::opaque(1, 1, 1));
        let items = vec![
            ("#1".to_string(), pic(100.0)),
            ("#2".to_string(), pic(60.0)),
            ("#3".to_string(), pic(80.0)),
        ];
        let s = compose(&items, 2, 1.0);
        assert_eq!(s.width, 12.0 + 2.0 * 112.0);
        assert_eq!(s.height, 12.0 + 2.0 * (50.0 + 12.0 + 18.0));
        let labels = s.shapes.iter().filter(|s| matches!(s, Shape::Text { .. }));
        assert_eq!(labels.count(), 3);
    }

    #[test]
    fn long_labels_are_cut() {
        assert_eq!(fit("a very long title indeed", 60.0), "a v..");
        assert_eq!(fit("#1", 60.0), "#1");
    }
}
