use super::*;
use crate::sokoban::solver::order::Order;
use crate::sokoban::solver::packing::packing_plan::PackingPlan;
use crate::sokoban::solver::packing::rooms::Rooms;
use crate::sokoban::solver::tables::level::{DIRS, test_level};
use crate::sokoban::solver::{Options, Progress};

/// The solved position leaves the puller in either of two areas; the one where the
/// pusher ends is not the first (a root per area, each found with the boxes in place).
#[test]
fn a_backward_search_starts_in_every_area_of_the_solved_position() {
    let (level, _, _) = test_level("########\n#  .$@ #\n########");
    let (opts, progress) = (Options::default(), Progress::default());
    let mut search = Search::new(&level, &opts, &progress, Config::Backward, None);
    assert!(matches!(search.run(), End::Solved(p) if p.len() == 1));
}

const LEVEL: &str =
    "  #####\n###   #\n#.@$  #\n### $.#\n#.##$ #\n# # . ##\n#$ *$$.#\n#   .  #\n########";

/// FESS's order and the phases' order (with the bound in its score and without): each
/// finds a solution that replays.
#[test]
fn the_fess_and_phases_orders_find_a_solution_that_replays() {
    use crate::sokoban::game::Game;
    use crate::sokoban::position::Position;
    use gridwright_formats::sokoban::Board;
    let (level, _, _) = test_level(LEVEL);
    let (opts, progress) = (Options::default(), Progress::default());
    let board = Board::from_xsb(LEVEL);
    let position = Position::from_board(&board).unwrap();
    let plan = PackingPlan::rounds;
    let orders = [
        Order::Fess(plan),
        Order::Phases { plan, bound: true },
        Order::Phases { plan, bound: false },
    ];
    for order in orders {
        let macros = Some(Rooms::find(&level));
        let config = Config::Forward { order, macros };
        let mut search = Search::new(&level, &opts, &progress, config, None);
        let End::Solved(pushes) = search.run() else {
            panic!()
        };
        let lurd = crate::sokoban::solver::solution::to_lurd(&position, &level, &pushes).unwrap();
        assert!(Game::replay(&board, &lurd).unwrap().unwrap().is_solved());
    }
}

/// The box a node's last push (or tunnel run) moved is where FESS looks for it.
#[test]
fn the_box_pushed_last_is_found_after_pushes_and_tunnels() {
    let (level, _, _) = test_level(LEVEL);
    let (opts, progress) = (Options::default(), Progress::default());
    let config = Config::Forward {
        order: Order::Bound,
        macros: Some(Rooms::find(&level)),
    };
    let mut search = Search::new(&level, &opts, &progress, config, None);
    assert!(matches!(search.run(), End::Solved(_)));
    let mut checked = 0;
    for node in 1..search.table.len() as u32 {
        let info = search.table.info(node);
        if info.dir as usize >= DIRS {
            continue;
        }
        let last = search.last_pushed(node);
        assert!(search.table.boxes(node).contains(&last));
        assert!(!search.table.boxes(info.parent).contains(&last));
        checked += 1;
    }
    assert!(checked > 10);
}

/// A search on a lane with no time of its own on the clock stops at once, unless it runs
/// in overtime, which only the solve's end on the wall (or a win) stops: that one solves.
#[test]
fn a_search_in_overtime_runs_past_its_time_on_the_clock() {
    use crate::sokoban::solver::race::{Lane, Race};
    let (level, _, _) = test_level(LEVEL);
    let opts = Options {
        time_limit: Duration::ZERO,
        ..Options::default()
    };
    let progress = Progress::default();
    let race = Race::new(Duration::from_secs(3600));
    let lane = Lane::new(&level, &progress, &race, 0);
    let mut timed = Search::new(&level, &opts, &progress, Config::Backward, Some(&lane));
    assert_eq!(timed.run(), End::OutOfTime);
    let mut overtime = Search::new(&level, &opts, &progress, Config::Backward, Some(&lane));
    overtime.overtime();
    assert!(matches!(overtime.run(), End::Solved(_)));
}
