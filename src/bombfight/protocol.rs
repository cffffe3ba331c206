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
    pub width: usize,
    pub height: usize,
    /// Row by row: items 0-9, 10 wall, 11 brick, 14 exit, 15 empty, 1000-1003 and 2000-2003
    /// bombs of player 1 and 2 with their timers.
    pub cells: Vec<u32>,
    pub positions: [(usize, usize); 2],
    pub to_act: Player,
    pub rounds_left: u32,
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
        let mut out = format!("{} {}\n", self.width, self.height);
        for row in self.cells.chunks(self.width.max(1)) {
            let codes: Vec<String> = row.iter().map(|c| format!("{c:>2}")).collect();
            out += &codes.join(" ");
            out.push('\n');
        }
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
