//! The invisible maze's text drawing, as the original prints it: a grid of `height * hm + 1`
//! rows by `width * lm + 1` columns, `+` corners, the outer wall of `-` and `|`, interior
//! segments of `lm - 1` dashes and `hm - 1` bars (so a gap always separates two segments),
//! the exit as the erased segment of the right wall, and `@` at the centre of its cell.

use gridwright_formats::maze::{Cell, Maze, Side};

/// Draws `m` with only the interior walls `shown` says, the player at `at`.
pub fn draw(
    m: &Maze,
    lm: usize,
    hm: usize,
    at: Cell,
    shown: impl Fn(Cell, Side) -> bool,
) -> String {
    let (w, h) = (m.width(), m.height());
    let (cols, rows) = (w * lm + 1, h * hm + 1);
    let mut g = vec![vec![' '; cols]; rows];
    g[0].fill('-');
    g[rows - 1].fill('-');
    for row in g.iter_mut() {
        row[0] = '|';
        row[cols - 1] = '|';
    }
    for (y, x) in [(0, 0), (0, cols - 1), (rows - 1, 0), (rows - 1, cols - 1)] {
        g[y][x] = '+';
    }
    for y in 0..h {
        for x in 0..w {
            let c = Cell::new(x, y);
            if x + 1 < w && m.wall(c, Side::Right) && shown(c, Side::Right) {
                for r in 1..hm {
                    g[y * hm + r][(x + 1) * lm] = '|';
                }
            }
            if y + 1 < h && m.wall(c, Side::Bottom) && shown(c, Side::Bottom) {
                for k in 1..lm {
                    g[(y + 1) * hm][x * lm + k] = '-';
                }
            }
        }
        // Openings of the right wall (the exit) are erased segments.
        if !m.wall(Cell::new(w - 1, y), Side::Right) {
            for r in 1..hm {
                g[y * hm + r][cols - 1] = ' ';
            }
        }
    }
    g[at.y * hm + hm / 2][at.x * lm + lm / 2] = '@';
    let mut out = String::with_capacity(rows * (cols + 1));
    for row in g {
        out.extend(row);
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_specs_3_by_5_drawing_with_every_wall() {
        let mut m = Maze::new(5, 3, true);
        m.set_wall(Cell::new(4, 0), Side::Right, false);
        let text = draw(&m, 8, 4, Cell::new(0, 2), |_, _| true);
        let expected = "\
+---------------------------------------+
|       |       |       |       |        
|       |       |       |       |        
|       |       |       |       |        
|------- ------- ------- ------- -------|
|       |       |       |       |       |
|       |       |       |       |       |
|       |       |       |       |       |
|------- ------- ------- ------- -------|
|       |       |       |       |       |
|   @   |       |       |       |       |
|       |       |       |       |       |
+---------------------------------------+
";
        assert_eq!(text, expected);
        let hidden = draw(&m, 2, 2, Cell::new(0, 2), |_, _| false);
        assert_eq!(hidden.lines().nth(5).unwrap(), "|@        |");
    }
}
