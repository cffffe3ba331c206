//! Whether a designed board can reach its target: a search over the player's moves and every
//! spawn outcome (each empty cell, each value a weight above 0 allows). *Reachable whatever
//! spawns*: some move answers every spawn, all the way to the target; *reachable with luck*:
//! some line of moves and spawns gets there (the line is given); *unreachable*: the whole
//! space was searched and no line does. Within a time and a number of moves, cancellable.

use std::collections::HashMap;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Instant;

use gridwright_formats::g2048::Level;

use super::board::{Board, exponent_of};
use super::game::{SpawnTable, Spawned};
use crate::grid::Dir;

/// One move of a line and the spawn after it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Step {
    /// The move.
    pub dir: Dir,
    /// The spawn that follows (none when the move made the target).
    pub spawn: Option<Spawned>,
}

/// What the search found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Some move answers every spawn to the target; a line it plays (one spawn each time).
    Forced(Vec<Step>),
    /// Some line reaches the target, not every spawn allows it.
    Luck(Vec<Step>),
    /// No line reaches the target: the search covered every position.
    Unreachable,
    /// The time or the move limit ran out first, or the level has no start board.
    Unknown(String),
}

impl Verdict {
    /// Some line reaches the target (whatever spawns, or with luck).
    pub fn reachable(&self) -> bool {
        matches!(self, Verdict::Forced(_) | Verdict::Luck(_))
    }

    /// The verdict in words, with the line when there is one.
    pub fn words(&self, width: usize) -> String {
        match self {
            Verdict::Forced(l) => crate::t!("g2048-puzzle-forced", line = describe(l, width)),
            Verdict::Luck(l) => crate::t!("g2048-puzzle-luck", line = describe(l, width)),
            Verdict::Unreachable => crate::t!("g2048-puzzle-unreachable"),
            Verdict::Unknown(why) => crate::t!("g2048-puzzle-unknown", why = why.as_str()),
        }
    }
}

/// The search's bounds.
pub struct Bounds<'a> {
    /// When to give up.
    pub deadline: Instant,
    /// The most moves of a line.
    pub max_moves: usize,
    /// Set from another thread to stop.
    pub cancel: &'a AtomicBool,
}

struct Search<'a> {
    target: u8,
    spawns: Vec<u8>,
    bounds: &'a Bounds<'a>,
    /// Boards known to fail with at least this many moves left.
    failed: HashMap<Board, usize>,
    /// Whether a branch was cut by the move limit (then failure is not proof).
    cut: bool,
    stopped: bool,
    visits: u64,
}

impl Search<'_> {
    fn stop(&mut self) -> bool {
        self.visits += 1;
        if !self.stopped && self.visits.is_multiple_of(1024) {
            self.stopped = self.bounds.cancel.load(Ordering::Relaxed)
                || Instant::now() >= self.bounds.deadline;
        }
        self.stopped
    }

    fn spawned(&self, b: &Board) -> Vec<(Board, Spawned)> {
        let mut out = Vec::new();
        for cell in b.empty() {
            for &e in &self.spawns {
                let mut n = b.clone();
                n.set(cell % b.width(), cell / b.width(), e);
                out.push((n, Spawned { cell, exponent: e }));
            }
        }
        out
    }

    /// A move that makes the target at once.
    fn winning_move(&self, b: &Board) -> Option<Dir> {
        Dir::ALL
            .into_iter()
            .find(|&d| b.slide(d).is_some_and(|(n, _)| n.highest() >= self.target))
    }

    /// A line from `b` to the target with luck, within `left` moves.
    fn luck(&mut self, b: &Board, left: usize) -> Option<Vec<Step>> {
        if self.stop() {
            return None;
        }
        if left == 0 {
            self.cut = true;
            return None;
        }
        if self.failed.get(b).is_some_and(|&l| l >= left) {
            return None;
        }
        if let Some(dir) = self.winning_move(b) {
            return Some(vec![Step { dir, spawn: None }]);
        }
        for dir in Dir::ALL {
            let Some((next, _)) = b.slide(dir) else {
                continue;
            };
            for (after, spawn) in self.spawned(&next) {
                if let Some(mut rest) = self.luck(&after, left - 1) {
                    rest.insert(
                        0,
                        Step {
                            dir,
                            spawn: Some(spawn),
                        },
                    );
                    return Some(rest);
                }
            }
        }
        if !self.stopped {
            self.failed.insert(b.clone(), left);
        }
        None
    }

    /// A move from `b` that reaches the target whatever spawns, within `left` moves, with the
    /// line it plays against the first spawn each time.
    fn forced(&mut self, b: &Board, left: usize) -> Option<Vec<Step>> {
        if self.stop() || left == 0 || self.failed.get(b).is_some_and(|&l| l >= left) {
            return None;
        }
        if let Some(dir) = self.winning_move(b) {
            return Some(vec![Step { dir, spawn: None }]);
        }
        'moves: for dir in Dir::ALL {
            let Some((next, _)) = b.slide(dir) else {
                continue;
            };
            let mut line = None;
            for (after, spawn) in self.spawned(&next) {
                match self.forced(&after, left - 1) {
                    Some(rest) => {
                        if line.is_none() {
                            let mut l = vec![Step {
                                dir,
                                spawn: Some(spawn),
                            }];
                            l.extend(rest);
                            line = Some(l);
                        }
                    }
                    None => continue 'moves,
                }
            }
            if line.is_some() {
                return line;
            }
        }
        if !self.stopped {
            self.failed.insert(b.clone(), left);
        }
        None
    }
}

/// Whether `level`'s start can reach its target.
pub fn check(level: &Level, bounds: &Bounds) -> Verdict {
    let Some(rows) = &level.start else {
        return Verdict::Unknown(crate::t!("g2048-puzzle-no-start"));
    };
    let board = Board::from_values(rows);
    let target = exponent_of(level.rules.target);
    if board.highest() >= target {
        return Verdict::Forced(Vec::new());
    }
    let spawns = SpawnTable::new(&level.rules)
        .probabilities()
        .into_iter()
        .map(|(e, _)| e)
        .collect();
    let mut s = Search {
        target,
        spawns,
        bounds,
        failed: HashMap::new(),
        cut: false,
        stopped: false,
        visits: 0,
    };
    let Some(line) = s.luck(&board, bounds.max_moves) else {
        return match (s.stopped, s.cut) {
            (true, _) => Verdict::Unknown(crate::t!("g2048-puzzle-out-of-time")),
            (false, true) => {
                Verdict::Unknown(crate::t!("g2048-puzzle-too-deep", n = bounds.max_moves))
            }
            (false, false) => Verdict::Unreachable,
        };
    };
    s.failed.clear();
    match s.forced(&board, bounds.max_moves) {
        Some(forced) => Verdict::Forced(forced),
        None => Verdict::Luck(line),
    }
}

/// A line as words and spawns, for people: `left (+2 at x 3 y 0), up, ...`, cells as the status
/// bar names them.
pub fn describe(line: &[Step], width: usize) -> String {
    line.iter()
        .map(|s| {
            let d = super::game::letter(s.dir);
            match s.spawn {
                Some(sp) => crate::t!(
                    "g2048-puzzle-step",
                    dir = d.to_string(),
                    tile = super::board::label(sp.exponent),
                    x = sp.cell % width,
                    y = sp.cell / width
                ),
                None => crate::t!("g2048-puzzle-last-step", dir = d.to_string()),
            }
        })
        .collect::<Vec<_>>()
        .join(", ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use gridwright_formats::g2048::{Rules, Spawn};
    use std::time::Duration;

    fn level(rows: Vec<Vec<u64>>, target: u64, spawn: Vec<Spawn>) -> Level {
        Level {
            rules: Rules {
                width: rows[0].len(),
                height: rows.len(),
                spawn,
                target,
                undo: false,
            },
            start: Some(rows),
            puzzle: true,
            ..Level::default()
        }
    }

    fn verdict(l: &Level) -> Verdict {
        let stop = AtomicBool::new(false);
        check(
            l,
            &Bounds {
                deadline: Instant::now() + Duration::from_secs(20),
                max_moves: 30,
                cancel: &stop,
            },
        )
    }

    fn twos() -> Vec<Spawn> {
        vec![Spawn {
            value: 2,
            weight: 1.0,
        }]
    }

    #[test]
    fn forced_luck_and_unreachable() {
        // 4 4 merge at once, whatever spawns.
        let v = verdict(&level(vec![vec![4, 4], vec![0, 0]], 8, twos()));
        assert!(matches!(v, Verdict::Forced(ref l) if l.len() == 1), "{v:?}");
        // 2x2 with 2 and 4 spawning: 16 needs the right spawns.
        let both = vec![
            Spawn {
                value: 2,
                weight: 0.5,
            },
            Spawn {
                value: 4,
                weight: 0.5,
            },
        ];
        let v = verdict(&level(vec![vec![8, 4], vec![0, 0]], 16, both));
        assert!(matches!(v, Verdict::Luck(_) | Verdict::Forced(_)), "{v:?}");
        // 128 on 2 x 2 needs two 64s, and the second needs a 32 beside it and more: four
        // cells cannot hold the chain. The search covers every position and says so.
        let v = verdict(&level(vec![vec![2, 0], vec![0, 0]], 128, twos()));
        assert_eq!(v, Verdict::Unreachable);
    }
}
