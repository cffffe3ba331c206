//! Properties of the BombFight rules over random maps and random actions: scores change
//! only by the events' values, nobody ever stands in a wall or a brick, and every game ends
//! by the round limit, and bombs that explode together give the same result whatever order
//! they are kept in.

use gridwright::bombfight::action::Action;
use gridwright::bombfight::engine::{Ground, State};
use gridwright::bombfight::generate::{MapOptions, generate};
use gridwright::grid::Dir;
use proptest::prelude::*;

fn action() -> impl Strategy<Value = Action> {
    let step = prop_oneof![
        Just(None),
        Just(Some(Dir::Up)),
        Just(Some(Dir::Down)),
        Just(Some(Dir::Left)),
        Just(Some(Dir::Right)),
    ];
    (step, any::<bool>(), any::<bool>()).prop_map(|(step, bomb, bomb_first)| Action {
        step,
        bomb,
        bomb_first,
    })
}

fn map() -> impl Strategy<Value = gridwright_formats::bombfight::Level> {
    (
        2usize..7,
        2usize..6,
        0.0..0.8f64,
        0.0..0.6f64,
        1u32..40,
        any::<u64>(),
    )
        .prop_map(|(hw, hh, bricks, points, rounds, seed)| {
            generate(&MapOptions {
                width: hw * 2 + 1,
                height: hh * 2 + 1,
                bricks,
                points,
                rounds,
                exits: 2,
                seed,
                symmetric: true,
            })
            .unwrap()
        })
}

proptest! {
    #[test]
    fn scores_move_only_by_events_and_nobody_stands_in_walls(
        level in map(),
        actions in prop::collection::vec(action(), 0..200),
    ) {
        let mut s = State::new(&level).unwrap();
        for a in actions {
            let before = s.scores;
            let events = s.act(a);
            let mut expected = before;
            for e in &events {
                if let Some((p, points)) = e.points() {
                    expected[p.index()] += points;
                }
            }
            prop_assert_eq!(s.scores, expected);
            for pos in s.positions {
                prop_assert!(!matches!(s.ground(pos), Ground::Wall | Ground::Brick));
            }
            prop_assert!(s.bombs.iter().all(|b| b.timer <= 3));
            let mut cells: Vec<_> = s.bombs.iter().map(|b| b.at).collect();
            cells.sort();
            cells.dedup();
            prop_assert_eq!(cells.len(), s.bombs.len(), "one bomb a cell");
        }
    }

    #[test]
    fn every_game_ends_by_the_round_limit(
        level in map(),
        actions in prop::collection::vec(action(), 80),
    ) {
        let mut s = State::new(&level).unwrap();
        let turns = 2 * level.rounds as usize;
        for a in actions.iter().cycle().take(turns) {
            s.act(*a);
        }
        prop_assert!(s.is_over());
        prop_assert!(s.round <= level.rounds);
    }

    #[test]
    fn explosions_do_not_depend_on_the_order_the_bombs_are_kept_in(
        level in map(),
        actions in prop::collection::vec(action(), 0..200),
        swaps in prop::collection::vec((any::<prop::sample::Index>(), any::<prop::sample::Index>()), 200),
    ) {
        let mut kept = State::new(&level).unwrap();
        let mut shuffled = kept.clone();
        for (a, (i, j)) in actions.into_iter().zip(swaps) {
            if !shuffled.bombs.is_empty() {
                let n = shuffled.bombs.len();
                shuffled.bombs.swap(i.index(n), j.index(n));
                shuffled.bombs.reverse();
            }
            prop_assert_eq!(kept.act(a), shuffled.act(a));
            prop_assert_eq!(sorted(&kept), sorted(&shuffled));
        }
    }
}

proptest! {
    #[test]
    fn a_timeline_of_checkpoints_gives_every_state_a_full_resimulation_does(
        level in map(),
        actions in prop::collection::vec(action(), 0..120),
        budget in 1usize..20_000,
    ) {
        let replay = gridwright_formats::bombfight::Replay {
            seed: 1,
            players: ["a".into(), "b".into()],
            swapped: false,
            level,
            turns: actions.iter().map(|a| a.words()).collect(),
        };
        let all = gridwright::bombfight::matches::resimulate(&replay).unwrap();
        let timeline = gridwright::bombfight::matches::Timeline::within(&replay, budget).unwrap();
        prop_assert_eq!(timeline.last() + 1, all.len());
        for (i, s) in all.iter().enumerate() {
            prop_assert_eq!(&timeline.state(i), s);
        }
    }
}

/// The state with its bombs in cell order, to compare two states whose bombs were kept in
/// different orders.
fn sorted(s: &State) -> State {
    let mut s = s.clone();
    s.bombs.sort_by_key(|b| (b.at.1, b.at.0));
    s
}
