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

#[test]
fn a_generated_level_is_solvable_and_says_its_figures() {
    let mut rng = crate::seed::rng(3);
    let board = loop {
        if let Some(b) = layout::room(9, 7, false, &mut rng) {
            break b;
        }
    };
    let lay = Layout {
        board,
        goals: vec![],
    };
    let opts = Options {
        boxes: 2,
        time_limit: Duration::from_secs(5),
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
