//! Where a backward search meets a forward one. A backward search often pulls the boxes to
//! within a push or two of their start squares and then cannot finish: the last pulls need
//! the puller where walls or other boxes stand, which its bound does not see. The positions
//! a forward search reached from the start are each a known way from the start; a backward
//! search that pulls into any of them has a whole solution.

use std::sync::OnceLock;

use super::packing::Rooms;
use super::table::Table;

/// What a finished forward search leaves: its positions and how to rebuild its ways.
pub struct Perimeter {
    pub table: Table,
    pub rooms: Rooms,
}

/// Filled once, by the forward search when its time is up, and read by the backward ones.
pub type Meeting = OnceLock<Perimeter>;

impl Perimeter {
    /// The forward node with the same boxes and pusher area as `node` of `table`.
    pub fn find(&self, table: &Table, node: u32) -> Option<u32> {
        self.table
            .find(table.hash(node), table.boxes(node), table.player(node))
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use gridwright_formats::sokoban::Board;

    use super::super::level::{Level, Setup};
    use super::super::search::{End, Search, Way};
    use super::super::{Options, Progress, solution};
    use super::*;
    use crate::sokoban::game::Game;
    use crate::sokoban::position::Position;

    const LEVEL: &str =
        "  #####\n###   #\n#.@$  #\n### $.#\n#.##$ #\n# # . ##\n#$ *$$.#\n#   .  #\n########";

    fn setup() -> (Position, Level) {
        let position = Position::from_board(&Board::from_xsb(LEVEL)).unwrap();
        let Setup::Ready(level) = Level::setup(&position) else {
            panic!("not searchable")
        };
        (position, level)
    }

    /// The backward search with a forward search's positions to meet, run to its end.
    fn backward(level: &Level, perimeter: Perimeter) -> Vec<(u16, usize)> {
        let (opts, progress) = (Options::default(), Progress::default());
        let meeting = Meeting::new();
        assert!(meeting.set(perimeter).is_ok());
        let search = Search::with_way(level, &opts, &progress, Way::Backward, None);
        let End::Solved(pushes) = search.meeting(&meeting).run() else {
            panic!("not solved")
        };
        pushes
    }

    fn assert_replays(position: &Position, level: &Level, pushes: &[(u16, usize)]) {
        let lurd = solution::to_lurd(position, level, pushes).expect("the pushes replay");
        let game = Game::replay(&Board::from_xsb(LEVEL), &lurd)
            .unwrap()
            .unwrap();
        assert!(game.is_solved());
    }

    #[test]
    fn a_backward_search_ends_on_its_first_position_when_the_forward_search_reached_it() {
        let (position, level) = setup();
        let (opts, progress) = (Options::default(), Progress::default());
        let mut forward = Search::new(&level, &opts, &progress);
        let End::Solved(found) = forward.run() else {
            panic!("not solved forward")
        };
        let pushes = backward(&level, forward.into_perimeter());
        assert_eq!(pushes, found, "the forward search's way, taken whole");
        assert_replays(&position, &level, &pushes);
    }

    #[test]
    fn a_meeting_joins_the_forward_way_and_the_backward_one() {
        let (position, level) = setup();
        let opts = Options {
            time_limit: Duration::ZERO,
            ..Options::default()
        };
        let progress = Progress::default();
        let mut forward = Search::new(&level, &opts, &progress);
        assert_eq!(forward.run(), End::OutOfTime);
        let pushes = backward(&level, forward.into_perimeter());
        assert_replays(&position, &level, &pushes);
    }
}
