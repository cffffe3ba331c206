//! The blasts to come: when each bomb on the map goes off (its timer, or sooner when a blast
//! that comes first reaches it), which cells each end of round's blasts cover, and whether a
//! player can keep out of all of them.

use gridwright_formats::bombfight::Player;

use super::super::engine::{Bomb, State};
use crate::grid::Dir;

/// The cells hit at each coming end of round (0: the first end of round from now).
#[derive(Debug, Clone, Default)]
pub struct Danger {
    /// A cell, and the ends of round (bit `t`) at which a blast covers it.
    hits: Vec<((usize, usize), u8)>,
    /// The last end of round at which anything goes off.
    pub last: Option<u8>,
}

impl Danger {
    /// The blasts of the bombs on the map in `s`, chains included, traced on today's map.
    pub fn of(s: &State) -> Danger {
        let fuses = fuse_times(s);
        let mut d = Danger::default();
        for (bomb, &t) in s.bombs.iter().zip(&fuses) {
            d.add(s, bomb.at, t);
        }
        d
    }

    /// Adds a blast from `at` at end of round `t`.
    pub fn add(&mut self, s: &State, at: (usize, usize), t: u8) {
        for c in s.blast_cells(at) {
            match self.hits.iter_mut().find(|(h, _)| *h == c) {
                Some((_, mask)) => *mask |= 1 << t,
                None => self.hits.push((c, 1 << t)),
            }
        }
        self.last = Some(self.last.map_or(t, |l| l.max(t)));
    }

    /// Whether a blast covers `at` at end of round `t`.
    pub fn hit(&self, at: (usize, usize), t: u8) -> bool {
        self.hits
            .iter()
            .any(|(c, mask)| *c == at && mask & (1 << t) != 0)
    }

    /// Whether any coming blast covers `at`.
    pub fn covers(&self, at: (usize, usize)) -> bool {
        self.hits.iter().any(|(c, _)| *c == at)
    }

    /// Whether a player at `from`, with `before` actions of its own before the first end of
    /// round and one between each after, can be outside every blast when it goes off.
    pub fn escapable(&self, s: &State, from: (usize, usize), before: usize) -> bool {
        let Some(last) = self.last else { return true };
        let mut frontier = vec![from];
        let mut moves = 0;
        for t in 0..=last {
            while moves < usize::from(t) + before {
                frontier = spread(s, &frontier);
                moves += 1;
            }
            frontier.retain(|&c| !self.hit(c, t));
            if frontier.is_empty() {
                return false;
            }
        }
        true
    }
}

/// The cells one step (or none) from any of `cells`.
fn spread(s: &State, cells: &[(usize, usize)]) -> Vec<(usize, usize)> {
    let mut out = cells.to_vec();
    for &c in cells {
        for d in Dir::ALL {
            if let Some(n) = s.neighbour(c, d)
                && s.ground(n).is_free()
                && !out.contains(&n)
            {
                out.push(n);
            }
        }
    }
    out
}

/// When each bomb (in `s.bombs` order) goes off, in ends of round from now: its timer, or
/// the time of an earlier blast that reaches it.
pub fn fuse_times(s: &State) -> Vec<u8> {
    let mut t: Vec<u8> = s.bombs.iter().map(|b| b.timer).collect();
    let reach: Vec<Vec<(usize, usize)>> = s.bombs.iter().map(|b| s.blast_cells(b.at)).collect();
    let mut changed = true;
    while changed {
        changed = false;
        for i in 0..s.bombs.len() {
            for j in 0..s.bombs.len() {
                if t[i] < t[j] && reach[i].contains(&s.bombs[j].at) {
                    t[j] = t[i];
                    changed = true;
                }
            }
        }
    }
    t
}

/// Whether `me`, to act in `s`, can keep out of every blast to come (one action of its own
/// comes before the next end of round).
pub fn safe(s: &State, me: Player, danger: &Danger) -> bool {
    danger.escapable(s, s.positions[me.index()], 1)
}

/// The danger if the opponent, now at `at`, drops a bomb there (going off after 3 more
/// ends of round, or with the bombs its blast reaches).
pub fn with_bomb(s: &State, danger: &Danger, at: (usize, usize)) -> Danger {
    let mut d = danger.clone();
    let hypothetical = Bomb {
        at,
        owner: Player::One,
        timer: super::super::engine::BOMB_TIMER,
    };
    let t = s
        .bombs
        .iter()
        .zip(fuse_times(s))
        .filter(|(b, _)| s.blast_cells(b.at).contains(&hypothetical.at))
        .map(|(_, t)| t)
        .min()
        .unwrap_or(hypothetical.timer);
    d.add(s, at, t);
    d
}
