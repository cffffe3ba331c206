//! What a bot is told each turn, as the original's protocol gives it: width, height, the map
//! as codes row by row, both players' positions, the player to act, rounds left and both
//! scores, as whitespace-separated integers.

use gridwright_formats::bombfight::Player;

use super::engine::{Ground, State};

/// Matrix code of a wall.
pub const WALL: u32 = 10;
/// Matrix code of a brick.
pub const BRICK: u32 = 11;
/// Matrix code of an exit.
pub const EXIT: u32 = 14;
/// Matrix code of empty ground.
pub const EMPTY: u32 = 15;

/// One turn's input, as plain numbers (the built-in bots read this; programs read its text).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BotInput {
    /// Cells across: the length of each row of [`BotInput::cells`].
    pub width: usize,
    /// Cells down.
    pub height: usize,
    /// Row by row: items 0-9, 10 wall, 11 brick, 14 exit, 15 empty, 1000-1003 and 2000-2003
    /// bombs of player 1 and 2 with their timers.
    pub cells: Vec<u32>,
    /// Player 1's then player 2's `(x, y)`; players are not in the matrix.
    pub positions: [(usize, usize); 2],
    /// The side this input is for (written as 1 or 2).
    pub to_act: Player,
    /// This round included: [`State::rounds_left`].
    pub rounds_left: u32,
    /// Player 1's then player 2's points; either may be negative.
    pub scores: [i64; 2],
}

impl BotInput {
    /// The input for the player to act in `state`.
    pub fn of(state: &State) -> BotInput {
        let (w, h) = (state.width(), state.height());
        let mut cells: Vec<u32> = (0..w * h)
            .map(|i| match state.ground((i % w, i / w)) {
                Ground::Empty => EMPTY,
                Ground::Wall => WALL,
                Ground::Brick => BRICK,
                Ground::Exit => EXIT,
                Ground::Item(item) => u32::from(item.digit()),
            })
            .collect();
        for b in &state.bombs {
            let owner = 1000 * u32::from(b.owner.number());
            cells[b.at.1 * w + b.at.0] = owner + u32::from(b.timer);
        }
        BotInput {
            width: w,
            height: h,
            cells,
            positions: state.positions,
            to_act: state.to_act,
            rounds_left: state.rounds_left(),
            scores: state.scores,
        }
    }

    /// The code at `(x, y)` (outside the map: wall).
    pub fn code(&self, (x, y): (usize, usize)) -> u32 {
        if x < self.width && y < self.height {
            self.cells[y * self.width + x]
        } else {
            WALL
        }
    }

    /// The protocol's text: the matrix's columns aligned (two characters a code, as in the
    /// original's example), one value per line after it.
    pub fn to_text(&self) -> String {
        let mut out = String::with_capacity(self.cells.len() * 3 + 64);
        out += &format!("{} {}\n", self.width, self.height);
        for row in self.cells.chunks(self.width.max(1)) {
            out += &row_text(row);
        }
        out += &self.tail();
        out
    }

    /// The lines after the matrix: positions, the player to act, rounds left, scores.
    pub fn tail(&self) -> String {
        let mut out = String::new();
        for (x, y) in self.positions {
            out += &format!("{x} {y}\n");
        }
        out += &format!(
            "{}\n{}\n{}\n{}\n",
            self.to_act.number(),
            self.rounds_left,
            self.scores[0],
            self.scores[1]
        );
        out
    }
}

/// One row of the matrix as the protocol writes it, with its newline.
pub fn row_text(row: &[u32]) -> String {
    use std::fmt::Write as _;
    let mut out = String::with_capacity(row.len() * 3 + 1);
    for (i, c) in row.iter().enumerate() {
        if i > 0 {
            out.push(' ');
        }
        let _ = write!(out, "{c:>2}");
    }
    out.push('\n');
    out
}

/// The protocol's text turn after turn for one bot, rebuilding only the rows that changed
/// since its last turn (on a large map most rows do not).
#[derive(Debug, Default, Clone)]
pub struct InputText {
    cells: Vec<u32>,
    rows: Vec<String>,
    width: usize,
}

impl InputText {
    /// The text of `input`.
    pub fn of(&mut self, input: &BotInput) -> String {
        let w = input.width.max(1);
        if self.width != w || self.cells.len() != input.cells.len() {
            self.width = w;
            self.cells = input.cells.clone();
            self.rows = input.cells.chunks(w).map(row_text).collect();
        } else {
            let rows = input.cells.chunks(w).zip(self.cells.chunks_mut(w));
            for (y, (new, old)) in rows.enumerate() {
                if new != old {
                    old.copy_from_slice(new);
                    self.rows[y] = row_text(new);
                }
            }
        }
        let mut out = String::with_capacity(input.cells.len() * 3 + 64);
        out += &format!("{} {}\n", input.width, input.height);
        for r in &self.rows {
            out += r;
        }
        out += &input.tail();
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bombfight::engine::State;

    #[test]
    fn the_text_built_row_by_row_is_the_text_built_whole() {
        let level = crate::bombfight::generate::generate(&crate::bombfight::generate::MapOptions {
            width: 21,
            height: 15,
            seed: 4,
            ..Default::default()
        })
        .unwrap();
        let mut s = State::new(&level).unwrap();
        let mut text = InputText::default();
        for words in ["bomb right", "", "down", "bomb", "", "", "", "", "left", ""] {
            let input = BotInput::of(&s);
            assert_eq!(text.of(&input), input.to_text());
            s.act(crate::bombfight::action::Action::parse(words));
        }
    }
}
