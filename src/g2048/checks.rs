//! The level checks of the editor and `validate`. (Values that are not powers of two, rows of
//! the wrong length and sizes out of range are refused by the reader already.)

use gridwright_formats::g2048::Level;

use super::board::{Board, exponent_of};
use super::game::SpawnTable;

/// A problem of a level, in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// What is wrong.
    pub message: String,
}

/// What is wrong with a level that reads: a start board with no valid move, a target that
/// no spawn can build, a spawn table that never spawns.
pub fn validate(level: &Level) -> Vec<Problem> {
    let mut out = Vec::new();
    let mut say = |m: String| out.push(Problem { message: m });
    let r = &level.rules;
    let probs = SpawnTable::new(r).probabilities();
    if probs.is_empty() {
        say(crate::t!("g2048-problem-no-spawn"));
    }
    let target = exponent_of(r.target);
    let smallest = probs.iter().map(|&(e, _)| e).min();
    let start_max = level
        .start
        .as_ref()
        .map_or(0, |rows| Board::from_values(rows).highest());
    // Merges only double: a target below every spawn value and every start tile is unmakeable.
    if smallest.is_some_and(|s| target < s) && start_max < target {
        say(crate::t!(
            "g2048-problem-target-small",
            target = r.target.to_string()
        ));
    }
    if let Some(rows) = &level.start {
        let b = Board::from_values(rows);
        if b.empty().is_empty() && !b.can_move() {
            say(crate::t!("g2048-problem-start-full"));
        }
        if b.empty().len() == b.cells().len() {
            say(crate::t!("g2048-problem-start-empty"));
        }
    }
    out
}

/// The puzzle search with the checks' bounds: 30 moves, 10 seconds.
pub fn puzzle_verdict(level: &Level) -> super::puzzle::Verdict {
    let stop = std::sync::atomic::AtomicBool::new(false);
    super::puzzle::check(
        level,
        &super::puzzle::Bounds {
            deadline: std::time::Instant::now() + std::time::Duration::from_secs(10),
            max_moves: 30,
            cancel: &stop,
        },
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use gridwright_formats::g2048::{Rules, Spawn};

    #[test]
    fn a_stuck_start_and_an_unmakeable_target_are_named() {
        let stuck = Level {
            start: Some(vec![vec![2, 4], vec![4, 2]]),
            rules: Rules {
                width: 2,
                height: 2,
                ..Rules::default()
            },
            ..Level::default()
        };
        let p = validate(&stuck);
        assert!(
            p.iter().any(|p| p.message.contains("no valid move")),
            "{p:?}"
        );
        let high = Level {
            rules: Rules {
                spawn: vec![Spawn {
                    value: 8,
                    weight: 1.0,
                }],
                target: 4,
                ..Rules::default()
            },
            ..Level::default()
        };
        assert!(
            validate(&high)
                .iter()
                .any(|p| p.message.contains("never be built"))
        );
        assert!(validate(&Level::default()).is_empty());
    }
}
