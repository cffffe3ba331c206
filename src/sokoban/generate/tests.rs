use super::*;

#[test]
fn the_normal_form_is_the_same_for_all_eight_images_and_any_padding() {
    let b = Board::from_xsb("######\n#@ $.#\n# #  #\n######");
    let key = normal_form(&b);
    let mut img = b.clone();
    use crate::sokoban::editor::transform::{Anchor, flip_horizontal, resize, rotate_cw};
    for _ in 0..4 {
        img = rotate_cw(&img);
        assert_eq!(normal_form(&img), key);
        assert_eq!(normal_form(&flip_horizontal(&img)), key);
    }
    let padded = resize(&b, 9, 7, Anchor::CENTER);
    let mut walled = padded.clone();
    for y in 0..7 {
        for x in 0..9 {
            if padded.get(x, y) == Square::Floor
                && crate::sokoban::checks::outside(&padded)[y * 9 + x]
            {
                walled.set(x, y, Square::Wall);
            }
        }
    }
    assert_eq!(normal_form(&walled), key);
    // The pusher elsewhere in the same area: the same puzzle.
    let moved = Board::from_xsb("######\n# @$.#\n# #  #\n######");
    assert_eq!(normal_form(&moved), key);
    let other = Board::from_xsb("######\n#@$ .#\n# #  #\n######");
    assert_ne!(normal_form(&other), key);
}

#[test]
fn lines_and_changes_count_runs_of_one_box() {
    // Two boxes: push the first right twice (one line), then the second down (a change).
    let b = Board::from_xsb("#######\n#@$  .#\n#   $ #\n#   . #\n#######");
    let (lines, changes) = lines_and_changes(&b, "RRdrrD");
    assert_eq!((lines, changes), (2, 1));
}

/// The first closed room of this size the generator draws with `rng`.
fn closed_room(width: usize, height: usize, rng: &mut rand_chacha::ChaCha8Rng) -> Board {
    loop {
        if let Some(b) = layout::room(width, height, false, rng) {
            return b;
        }
    }
}

#[test]
fn a_generated_level_is_solvable_and_says_its_figures() {
    let mut rng = crate::seed::rng(3);
    let board = closed_room(9, 7, &mut rng);
    let lay = Layout {
        board,
        goals: vec![],
        boxes: None,
    };
    let opts = Options {
        boxes: 2,
        ..Options::default()
    };
    let g = best_of_layout(&lay, &opts, &mut rng, &HashSet::new(), &Control::default())
        .unwrap()
        .expect("a level");
    let sol = &g.level.saved_games[0].moves;
    let game = crate::sokoban::game::Game::replay(&g.level.board, sol)
        .unwrap()
        .unwrap();
    assert!(game.is_solved());
    assert!(g.figures.pushes as u32 >= g.figures.fewest_pushes);
    assert!(
        g.level
            .notes
            .iter()
            .any(|n| n.starts_with("Fewest pushes:"))
    );
}

#[test]
fn a_cancelled_run_stops_at_once_with_what_it_has() {
    let control = Control::default();
    control.cancel.store(true, Ordering::Relaxed);
    let source = Source::Room {
        width: 12,
        height: 10,
        open: false,
    };
    let started = std::time::Instant::now();
    let made = run(&source, &Options::default(), 5, 1, &control, |_| {}).unwrap();
    assert!(made.is_empty());
    assert!(started.elapsed() < Duration::from_secs(2));
}

#[test]
fn the_backward_search_keeps_to_its_position_limit() {
    let mut rng = crate::seed::rng(9);
    let board = closed_room(12, 10, &mut rng);
    let floor: Vec<bool> = board.squares().iter().map(|s| !s.is_wall()).collect();
    let cells: Vec<u16> = (0..floor.len())
        .filter(|&i| floor[i])
        .map(|i| i as u16)
        .collect();
    let grid = pulls::Grid::new(board.width(), floor);
    let goals: Vec<u16> = cells
        .iter()
        .step_by(cells.len() / 4)
        .take(4)
        .copied()
        .collect();
    let (stop, count) = (AtomicBool::new(false), AtomicU64::new(0));
    let all = pulls::search(
        &grid,
        &goals,
        pulls::Budget {
            positions: u64::MAX,
            work: u64::MAX,
        },
        &|| stop.load(Ordering::Relaxed),
        &count,
    );
    assert!(!all.cut_short && all.positions > 200, "{}", all.positions);
    let budget = pulls::Budget {
        positions: 100,
        work: u64::MAX,
    };
    let found = pulls::search(
        &grid,
        &goals,
        budget,
        &|| stop.load(Ordering::Relaxed),
        &count,
    );
    assert!(found.cut_short);
    // The position being expanded finishes: at most its children (4 boxes, 4 ways) over.
    assert!(found.positions <= 100 + 16, "{}", found.positions);
}

/// Spins on every core until dropped: a machine as busy as it gets.
struct CpuHog(Arc<AtomicBool>);

impl CpuHog {
    fn start() -> CpuHog {
        let stop = Arc::new(AtomicBool::new(false));
        let cores = std::thread::available_parallelism().map_or(2, usize::from);
        for _ in 0..cores {
            let stop = Arc::clone(&stop);
            std::thread::spawn(move || {
                while !stop.load(Ordering::Relaxed) {
                    std::hint::spin_loop();
                }
            });
        }
        CpuHog(stop)
    }
}

impl Drop for CpuHog {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

#[test]
fn a_seed_gives_the_same_levels_on_a_busy_machine() {
    let source = Source::Room {
        width: 9,
        height: 7,
        open: false,
    };
    let opts = Options {
        boxes: 3,
        rooms_per_level: 3,
        ..Options::default()
    };
    let make = || {
        let made = run(&source, &opts, 2, 11, &Control::default(), |_| {}).unwrap();
        made.iter()
            .map(|g| {
                (
                    g.level.board.clone(),
                    g.figures,
                    g.level.saved_games[0].moves.clone(),
                )
            })
            .collect::<Vec<_>>()
    };
    let quiet = make();
    let busy = {
        let _hog = CpuHog::start();
        make()
    };
    assert!(!quiet.is_empty());
    assert_eq!(quiet, busy);
}

#[test]
fn a_run_past_its_deadline_makes_nothing_more() {
    let source = Source::Room {
        width: 9,
        height: 7,
        open: false,
    };
    let opts = Options {
        boxes: 2,
        rooms_per_level: 2,
        ..Options::default()
    };
    let passed = Control {
        deadline: Some(std::time::Instant::now()),
        ..Control::default()
    };
    assert!(
        run(&source, &opts, 3, 5, &passed, |_| {})
            .unwrap()
            .is_empty()
    );
    assert!(passed.out_of_time());
}

#[test]
fn a_large_floor_is_bounded_by_work_and_still_gives_the_seeds_level() {
    // A 60x60 open room with one box: each position floods 3,600 cells, so the positions
    // limit alone would let one layout cost minutes.
    let mut xsb = vec!["#".repeat(62)];
    xsb.extend((0..60).map(|_| format!("#{}#", " ".repeat(60))));
    xsb.push("#".repeat(62));
    let lay = Layout {
        board: Board::from_xsb(&xsb.join("\n")),
        goals: vec![],
        boxes: Some(1),
    };
    let opts = Options {
        max_work: 3_000_000,
        tries: 4,
        candidates: 1,
        ..Options::default()
    };
    let make = || {
        let mut rng = crate::seed::rng(8);
        best_of_layout(&lay, &opts, &mut rng, &HashSet::new(), &Control::default())
            .unwrap()
            .map(|g| g.level.board)
    };
    let first = make();
    assert!(first.is_some());
    assert_eq!(first, make());
}
