//! The invisible maze's text drawing, as the original prints it: a grid of `height * hm + 1`
//! rows by `width * lm + 1` columns, `+` corners, the outer wall of `-` and `|`, interior
//! segments of `lm - 1` dashes and `hm - 1` bars (so a gap always separates two segments),
//! the exit as the erased segment of the right wall, and `@` at the centre of its cell.

use gridwright_formats::maze::{AsciiOptions, Cell, Maze, Side, draw_ascii};

/// Draws `m` with only the interior walls `shown` says, the player at `at`: the formats
/// crate's drawing of the art, so the console and the files draw alike.
pub fn draw(
    m: &Maze,
    lm: usize,
    hm: usize,
    at: Cell,
    shown: impl Fn(Cell, Side) -> bool,
) -> String {
    draw_ascii(m, AsciiOptions { lm, hm }, at, shown)
}

#[cfg(test)]
mod tests {
    use super::*;
    use gridwright_formats::maze::write_ascii;

    #[test]
    fn every_wall_shown_is_the_files_drawing_and_hidden_walls_are_gone() {
        // The spec's 3x5 drawing itself is checked in the formats crate's art tests.
        let mut m = Maze::new(5, 3, true);
        m.set_wall(Cell::new(4, 0), Side::Right, false);
        m.entrance = Cell::new(0, 2);
        let all = draw(&m, 8, 4, Cell::new(0, 2), |_, _| true);
        assert_eq!(all, write_ascii(&m, AsciiOptions { lm: 8, hm: 4 }));
        let hidden = draw(&m, 2, 2, Cell::new(0, 2), |_, _| false);
        assert_eq!(hidden.lines().nth(5).unwrap(), "|@        |");
        assert_eq!(
            hidden.lines().nth(1).unwrap(),
            "|          ",
            "the exit stays open"
        );
    }
}
