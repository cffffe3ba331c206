use super::*;
use crate::sokoban::solver::tables::level::test_level;

/// Before: a corridor, two boxes, two goals at the far end. After: no parking, the far
/// goal filled first (its round the higher).
#[test]
fn a_corridor_is_filled_far_end_first_without_parking() {
    let (level, _, cell) = test_level("#########\n#@ $$ ..#\n#########");
    let mut walk = Walk::new(&level);
    assert!(
        walk.search(level.start_player, 0),
        "the walk itself finds it"
    );
    let plan = parked(&level);
    let round = |x| {
        plan.targets()
            .iter()
            .find(|t| t.cell == cell(x, 1))
            .unwrap()
            .round
    };
    assert_eq!(plan.total(), 2);
    assert!(round(7) > round(6));
}

/// Before: the goals fill a column from wall to wall, the pusher on one side and every
/// start square on the other. With every goal filled the pusher sees no start square,
/// so no box can be taken away until one is parked. After: a plan with a parking square
/// filled before the goal its box waits for.
#[test]
fn a_wall_of_goals_is_opened_by_parking_a_box() {
    let (level, _, _) =
        test_level("###########\n#    .  $ #\n#@   . $  #\n#    .  $ #\n###########");
    let plan = parked(&level);
    let parking: Vec<&Target> = plan
        .targets()
        .iter()
        .filter(|t| t.parked_for.is_some())
        .collect();
    assert!(!parking.is_empty(), "{:?}", plan.targets());
    for p in parking {
        assert!(p.round > p.parked_for.unwrap());
    }
}
