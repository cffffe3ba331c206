//! The solver's knowledge offered to the editor and the play mode: dead squares to draw, and
//! the "unsolvable from here" checks run after each push.

use std::time::Duration;

use super::deadlock::freeze::FreezeCheck;
use super::order::Order;
use super::tables::level::{Level, NONE};
use super::tables::lower_bound::Matcher;
use super::{Options, Progress, search};
use crate::sokoban::position::Position;

/// Board squares (by index) where a box can never reach a goal, even alone: drawn as an
/// overlay. Empty when the board has no single pusher.
pub fn dead_squares(p: &Position) -> Vec<bool> {
    let mut out = vec![false; p.walls.len()];
    if let Some(level) = Level::build(p) {
        for (c, &s) in level.square.iter().enumerate() {
            out[s] = level.dead[c] && !level.goals.is_empty();
        }
    }
    out
}

/// Checks a position of a game in progress for deadlocks.
pub struct DeadlockCheck {
    level: Option<Level>,
}

/// Time for the short search that proves closed-corral deadlocks; small enough to
/// run after every push without a pause.
const CORRAL_SEARCH_TIME: Duration = Duration::from_millis(60);

impl DeadlockCheck {
    /// Built once per level from its start position (walls and goals do not move).
    pub fn new(start: &Position) -> DeadlockCheck {
        DeadlockCheck {
            level: Level::build(start),
        }
    }

    /// Why the position can no longer be solved, if it cannot, as a catalog id (`tr` puts it in
    /// words): checked in order of cost.
    pub fn check(&self, p: &Position, pushed_to: Option<usize>) -> Option<&'static str> {
        let level = self.level.as_ref()?;
        let boxes: Vec<u16> = (0..p.boxes.len())
            .filter(|&i| p.boxes[i])
            .map(|i| level.cell_of[i])
            .collect();
        if boxes.contains(&NONE) {
            return None;
        }
        if boxes.iter().any(|&b| level.dead[b as usize]) {
            return Some("sokoban-why-dead-square");
        }
        let mut box_at = vec![false; level.cells()];
        for &b in &boxes {
            box_at[b as usize] = true;
        }
        if let Some(s) = pushed_to.map(|s| level.cell_of[s]).filter(|&c| c != NONE)
            && FreezeCheck::new(level, &box_at).deadlocked(s)
        {
            return Some("sokoban-why-frozen");
        }
        if Matcher::default().bound(&boxes, &level.dist).is_none() {
            return Some("sokoban-why-unmatched");
        }
        self.short_search(level, p)
    }

    /// A brief full search from the position: if it runs out of positions, no solution exists
    /// (this is what proves closed corrals and other deadlocks the local rules miss).
    fn short_search(&self, level: &Level, p: &Position) -> Option<&'static str> {
        let mut here = level.clone();
        here.start_boxes = (0..p.boxes.len())
            .filter(|&i| p.boxes[i])
            .map(|i| level.cell_of[i])
            .collect();
        here.start_player = level.cell_of[p.pusher];
        let opts = Options {
            time_limit: CORRAL_SEARCH_TIME,
            memory_limit: 64 << 20,
            ..Options::default()
        };
        let bound = search::Config::Forward {
            order: Order::Bound,
            macros: None,
        };
        match search::Search::new(&here, &opts, &Progress::default(), bound, None).run() {
            search::End::Exhausted => Some("sokoban-why-exhausted-here"),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use gridwright_formats::sokoban::Board;

    use super::*;

    fn pos(xsb: &str) -> Position {
        Position::from_board(&Board::from_xsb(xsb)).unwrap()
    }

    #[test]
    fn dead_squares_include_corners() {
        let p = pos("######\n#@ $.#\n#    #\n######");
        let dead = dead_squares(&p);
        assert!(dead[p.width + 1], "top-left corner");
        assert!(!dead[p.width + 3], "the box's square");
    }

    #[test]
    fn live_checks_flag_deadlocks() {
        let start = pos("#######\n#@    #\n# $$  #\n#  .. #\n#######");
        let check = DeadlockCheck::new(&start);
        assert_eq!(check.check(&start, None), None);
        let frozen = pos("#######\n#@ $$.#\n#    .#\n#######");
        let check = DeadlockCheck::new(&frozen);
        assert!(
            check
                .check(&frozen, Some(frozen.width + 4))
                .unwrap()
                .contains("frozen") // the id, sokoban-why-frozen
        );
        let corridor = pos("########\n#@$ $..#\n########");
        let check = DeadlockCheck::new(&corridor);
        assert!(
            check.check(&corridor, None).unwrap().contains("exhausted") // the id, sokoban-why-exhausted-here
        );
    }
}
