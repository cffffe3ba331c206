use super::*;
use crate::sokoban::game::Game;

fn run(xsb: &str, optimal: bool) -> Status {
    let opts = Options {
        optimal,
        ..Options::default()
    };
    solve(&Board::from_xsb(xsb), &opts, &Progress::default()).status
}

#[test]
fn solves_and_the_solution_replays() {
    let xsb = "  #####\n###   #\n#.@$  #\n### $.#\n#.##$ #\n# # . ##\n#$ *$$.#\n#   .  #\n########";
    let Status::Solved { lurd, pushes, .. } = run(xsb, false) else {
        panic!()
    };
    let g = Game::replay(&Board::from_xsb(xsb), &lurd).unwrap().unwrap();
    assert!(g.is_solved());
    assert_eq!(g.pushes(), pushes);
}

/// The fast mode's two threads race on clocks of work: on a machine busy with three
/// solves at once and two threads spinning, the level gets the solution it gets alone.
#[test]
fn the_fast_mode_finds_the_same_solution_on_a_busy_machine() {
    let xsb = concat!(
        "        ########\n        #     @#\n        # $#$ ##\n        # $  $#\n",
        "        ##$ $ #\n######### $ # ###\n#....  ## $  $  #\n##...    $  $   #\n",
        "#....  ##########\n########"
    );
    let alone = run(xsb, false);
    assert!(matches!(alone, Status::Solved { .. }), "{alone:?}");
    let spin = AtomicBool::new(true);
    let busy = std::thread::scope(|s| {
        for _ in 0..2 {
            s.spawn(|| {
                while spin.load(std::sync::atomic::Ordering::Relaxed) {
                    std::hint::spin_loop();
                }
            });
        }
        let solves: Vec<_> = (0..3).map(|_| s.spawn(|| run(xsb, false))).collect();
        let busy: Vec<Status> = solves.into_iter().map(|h| h.join().unwrap()).collect();
        spin.store(false, std::sync::atomic::Ordering::Relaxed);
        busy
    });
    for status in busy {
        assert_eq!(status, alone);
    }
}

#[test]
fn a_budget_of_positions_stops_the_search_at_the_same_place_every_time() {
    // Ten boxes in an open room: far more positions than the budget.
    let xsb = "##############\n#@           #\n# $ $ $ $ $  #\n#  $ $ $ $ $ #\n#            #\n#  .....     #\n#    .....   #\n##############";
    let opts = Options {
        optimal: true,
        max_positions: 1000,
        ..Options::default()
    };
    let board = Board::from_xsb(xsb);
    let once = solve(&board, &opts, &Progress::default());
    let again = solve(&board, &opts, &Progress::default());
    assert_eq!(once.status, Status::OutOfMemory);
    assert_eq!((once.status, once.nodes), (again.status, again.nodes));
    assert!(once.nodes >= 1000, "{}", once.nodes);
}

#[test]
fn optimal_mode_finds_fewest_pushes() {
    let xsb = "#######\n#@    #\n# $ $ #\n#.   .#\n#######";
    let Status::Solved { pushes, .. } = run(xsb, true) else {
        panic!()
    };
    assert_eq!(pushes, 4);
}

/// Fewest pushes, then fewest moves, by Dijkstra over every (pusher, boxes) state: a
/// reference that shares nothing with the solver, for tiny levels.
fn reference_optimum(xsb: &str) -> (usize, usize) {
    use std::collections::{BTreeSet, BinaryHeap, HashMap};
    let rows: Vec<Vec<char>> = xsb.lines().map(|l| l.chars().collect()).collect();
    let at = |x: i32, y: i32| {
        rows.get(y as usize)
            .and_then(|r| r.get(x as usize))
            .copied()
            .unwrap_or('#')
    };
    let cells = || {
        rows.iter()
            .enumerate()
            .flat_map(|(y, r)| (0..r.len()).map(move |x| (x as i32, y as i32)))
    };
    let goals: BTreeSet<(i32, i32)> = cells().filter(|&(x, y)| ".*+".contains(at(x, y))).collect();
    let boxes: BTreeSet<(i32, i32)> = cells().filter(|&(x, y)| "$*".contains(at(x, y))).collect();
    let player = cells().find(|&(x, y)| "@+".contains(at(x, y))).unwrap();
    type State = ((i32, i32), BTreeSet<(i32, i32)>);
    let mut best: HashMap<State, (usize, usize)> = HashMap::new();
    let mut heap = BinaryHeap::from([std::cmp::Reverse((0, 0, player, boxes))]);
    while let Some(std::cmp::Reverse((p, m, pl, bx))) = heap.pop() {
        if bx == goals {
            return (p, m);
        }
        if best.get(&(pl, bx.clone())).is_some_and(|&c| c <= (p, m)) {
            continue;
        }
        best.insert((pl, bx.clone()), (p, m));
        for (dx, dy) in [(0, -1), (1, 0), (0, 1), (-1, 0)] {
            let next = (pl.0 + dx, pl.1 + dy);
            if at(next.0, next.1) == '#' {
                continue;
            }
            if bx.contains(&next) {
                let beyond = (next.0 + dx, next.1 + dy);
                if at(beyond.0, beyond.1) == '#' || bx.contains(&beyond) {
                    continue;
                }
                let mut moved = bx.clone();
                moved.remove(&next);
                moved.insert(beyond);
                heap.push(std::cmp::Reverse((p + 1, m + 1, next, moved)));
            } else {
                heap.push(std::cmp::Reverse((p, m + 1, next, bx.clone())));
            }
        }
    }
    panic!("no solution")
}

#[test]
fn optimal_mode_finds_fewest_pushes_then_fewest_moves() {
    for xsb in [
        "#######\n#@    #\n# $ $ #\n#.   .#\n#######",
        "#######\n#     #\n# .$. #\n# $@  #\n#     #\n#######",
        "######\n#    #\n# #@ #\n# $* #\n# .  #\n######",
        "########\n#  .   #\n# $$ @ #\n#  .   #\n########",
        "#######\n#.  @ #\n# $$  #\n#.  # #\n#######",
        "  ####\n###  #\n#. $ #\n# $@.#\n#    #\n######",
    ] {
        let Status::Solved { pushes, moves, .. } = run(xsb, true) else {
            panic!("{xsb}")
        };
        assert_eq!((pushes, moves), reference_optimum(xsb), "{xsb}");
    }
}

#[test]
fn obvious_and_searched_unsolvable_levels() {
    // A box in a corner, off goal: proved before searching.
    assert!(matches!(
        run("#####\n#$ .#\n#@  #\n#####", false),
        Status::Unsolvable(_)
    ));
    // Boxes that block each other in a corridor: no single rule sees it, the search does.
    assert!(
        matches!(run("########\n#@$ $..#\n########", false), Status::Unsolvable(w) if w.contains("searched"))
    );
}

/// A box pushed into a tunnel goes through it in one node; the pushes, walks added,
/// still replay.
#[test]
fn tunnel_pushes_replay() {
    let xsb = "##########\n#@$     .#\n##########";
    let board = Board::from_xsb(xsb);
    let position = Position::from_board(&board).unwrap();
    let Setup::Ready(level) = Level::setup(&position) else {
        panic!()
    };
    let (opts, progress) = (Options::default(), Progress::default());
    let config = Config::Forward {
        order: Order::Bound,
        macros: Some(Rooms::find(&level)),
    };
    let mut search = Search::new(&level, &opts, &progress, config, None);
    let End::Solved(pushes) = search.run() else {
        panic!()
    };
    assert_eq!(pushes.len(), 6);
    let lurd = solution::to_lurd(&position, &level, &pushes).unwrap();
    assert_eq!(lurd, "RRRRRR");
    assert!(Game::replay(&board, &lurd).unwrap().unwrap().is_solved());
}

/// A search run in turns of a tenth of a millisecond, stopped and resumed, still ends
/// solved, and its pushes replay.
#[test]
fn a_search_taking_turns_goes_on_where_it_stopped() {
    // XSokoban's first level: a few thousand positions, more than one turn's worth.
    let xsb = concat!(
        "    #####\n    #   #\n    #$  #\n  ###  $##\n  #  $ $ #\n",
        "### # ## #   ######\n#   # ## #####  ..#\n# $  $          ..#\n",
        "##### ### #@##  ..#\n    #     #########\n    #######"
    );
    let position = Position::from_board(&Board::from_xsb(xsb)).unwrap();
    let Setup::Ready(level) = Level::setup(&position) else {
        panic!()
    };
    let (opts, progress) = (Options::default(), Progress::default());
    let race = Race::new(opts.time_limit);
    let lane = Lane::new(&level, &progress, &race, 0);
    let rooms = Rooms::find(&level);
    let order = Order::Fess(PackingPlan::rounds);
    let mut search = Some(Resumable::new(&lane, &opts, (&rooms, order)));
    let mut turns = 0;
    let end = loop {
        turns += 1;
        if let Some(end) = turn(&mut search, Duration::from_micros(100)) {
            break end;
        }
    };
    let End::Solved(pushes) = end else {
        panic!("{end:?}")
    };
    assert!(search.is_none());
    let lurd = solution::to_lurd(&position, &level, &pushes).unwrap();
    assert!(
        Game::replay(&Board::from_xsb(xsb), &lurd)
            .unwrap()
            .unwrap()
            .is_solved()
    );
    assert!(turns > 1, "solved in its first turn: nothing was resumed");
}

#[test]
fn invalid_levels_are_reported() {
    assert!(matches!(
        run("#####\n#@$ #\n#####", false),
        Status::Invalid(_)
    ));
}

#[test]
fn cancel_stops_a_running_search() {
    let cancel = Arc::new(AtomicBool::new(false));
    let opts = Options {
        cancel: Some(cancel.clone()),
        time_limit: std::time::Duration::from_secs(600),
        optimal: true,
        ..Options::default()
    };
    // Ten boxes in an open room: far too many positions for A* to finish in minutes.
    let board = Board::from_xsb(
        "##############\n#@           #\n# $ $ $ $ $  #\n#  $ $ $ $ $ #\n#            #\n#  .....     #\n#    .....   #\n##############",
    );
    let progress = Progress::default();
    std::thread::scope(|s| {
        let run = s.spawn(|| solve(&board, &opts, &progress));
        // Wait until the search is under way (no sleeping: the solver's own counter).
        while progress.nodes.load(std::sync::atomic::Ordering::Relaxed) < 1000 {
            assert!(
                !run.is_finished(),
                "the search ended before it could be cancelled"
            );
            std::thread::yield_now();
        }
        let asked = std::time::Instant::now();
        cancel.store(true, std::sync::atomic::Ordering::Relaxed);
        let outcome = run.join().unwrap();
        assert_eq!(outcome.status, Status::Cancelled);
        assert!(
            asked.elapsed() < std::time::Duration::from_secs(1),
            "{:?}",
            asked.elapsed()
        );
    });
}
