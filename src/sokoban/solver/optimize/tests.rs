//! The optimizer as a user meets it: a level, a solution to start from, what comes out.

use gridwright_formats::sokoban::Board;

use super::*;

/// A box to push three squares right; the start pushes it right, walks round, pushes it
/// back, and only then takes it to the goal.
const DETOUR: &str = "#######\n#@    #\n# $  .#\n#     #\n#######";
const WASTEFUL: &str = "dRurrdLulldRRR";

fn run(xsb: &str, start: &str, metric: Metric) -> Result<Outcome, StartError> {
    let opts = Options {
        metric,
        ..Options::default()
    };
    optimize(&Board::from_xsb(xsb), start, &opts, &Progress::default())
}

fn replays(xsb: &str, s: &Solution) {
    let game = Game::replay(&Board::from_xsb(xsb), &s.lurd)
        .unwrap()
        .unwrap();
    assert!(game.is_solved());
    assert_eq!((game.moves(), game.pushes()), (s.moves, s.pushes));
}

#[test]
fn a_detour_is_cut_to_the_fewest_pushes_and_the_start_is_kept() {
    let out = run(DETOUR, WASTEFUL, Metric::Pushes).unwrap();
    assert_eq!((out.start.moves, out.start.pushes), (14, 5));
    assert_eq!(out.start.lurd, WASTEFUL);
    assert_eq!((out.best.moves, out.best.pushes), (4, 3));
    assert!(out.improved(Metric::Pushes));
    replays(DETOUR, &out.best);
}

#[test]
fn fewest_moves_first_finds_the_shortest_walk() {
    let out = run(DETOUR, WASTEFUL, Metric::Moves).unwrap();
    assert_eq!((out.best.moves, out.best.pushes), (4, 3));
    replays(DETOUR, &out.best);
}

#[test]
fn an_optimal_solution_stays_as_it_is_and_is_proved_so() {
    let out = run(DETOUR, "dRRR", Metric::Pushes).unwrap();
    assert_eq!(out.best, out.start);
    assert_eq!(out.stop, Stop::Optimal);
    assert!(!out.improved(Metric::Pushes));
}

#[test]
fn two_boxes_stay_solved_and_never_get_worse() {
    // The far box first, by the lower corridor, then the near one.
    let xsb = "##########\n#@ $ $ ..#\n#       ##\n##########";
    let out = run(xsb, "drrruRRRdllllluRRRR", Metric::Moves).unwrap();
    assert_eq!((out.start.moves, out.start.pushes), (19, 7));
    assert!(out.best.moves <= out.start.moves);
    replays(xsb, &out.best);
}

#[test]
fn moves_that_do_not_replay_or_do_not_solve_are_refused() {
    assert!(matches!(
        run(DETOUR, "uuuu", Metric::Pushes),
        Err(StartError::Replay(_))
    ));
    assert_eq!(
        run(DETOUR, "dRR", Metric::Pushes),
        Err(StartError::NotSolved)
    );
    assert!(matches!(
        run("#####\n#   #\n#####", "", Metric::Pushes),
        Err(StartError::Level(_))
    ));
}

#[test]
fn a_cancelled_run_answers_the_best_so_far() {
    let cancel = Arc::new(AtomicBool::new(true));
    let opts = Options {
        cancel: Some(cancel),
        ..Options::default()
    };
    let out = optimize(
        &Board::from_xsb(DETOUR),
        WASTEFUL,
        &opts,
        &Progress::default(),
    )
    .unwrap();
    assert_eq!(out.stop, Stop::Cancelled);
    assert_eq!(out.best, out.start);
}
