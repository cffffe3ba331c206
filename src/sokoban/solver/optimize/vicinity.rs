//! The vicinity of a solution: the box sets that differ from one of its positions by at most
//! `k` boxes, each of them within `radius` steps of a box it replaces (after Sébastien
//! Gouëzel's vicinity search). A search kept inside it is small enough to be exact, and it
//! holds what an optimizer looks for: a box taken another way, a box's moves done earlier or
//! later, a detour cut short.
//!
//! Why a table of counts rather than a set of positions: a box set's distance to every
//! position of the path is a column sum of a cells-by-positions table of bytes, and a push
//! changes it by one row subtracted and one added, so testing a child costs one pass over
//! the positions (vectorised) however large `k` is, and nothing is enumerated beforehand.

use super::pass::Context;
use super::path::SolutionPath;

/// "As far as you like": no radius, or no limit on the boxes off the path.
pub const ANY: u16 = u16::MAX;

/// Positions are padded to a multiple of this, so the scans run on whole chunks.
const CHUNK: usize = 32;

/// The largest table of counts a pass builds (cells times positions, a byte each); a longer
/// solution on a larger level skips the narrow rungs and goes to the whole level's search.
const MAX_TABLE: usize = 64 << 20;

/// How far a pass may stray from the path.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reach {
    /// Boxes allowed off a position of the path at once ([`ANY`]: a search of the whole level).
    pub boxes: u16,
    /// Steps a box off the path may be from a box it replaces ([`ANY`]: anywhere).
    pub radius: u16,
}

/// The vicinity of one path for one [`Reach`].
pub struct Vicinity<'a> {
    reach: Reach,
    path: &'a SolutionPath,
    /// Positions, padded to a multiple of [`CHUNK`].
    width: usize,
    /// `absent[c * width + i]`: 1 when cell `c` holds no box in position `i` (padding: 0).
    absent: Vec<u8>,
    /// What a sum starts from: 0 for real positions, far above any `k` for the padding.
    base: Vec<u8>,
    /// Walking steps between cells, ignoring boxes, or empty on large levels.
    distance: &'a [u16],
    cells: usize,
}

impl<'a> Vicinity<'a> {
    /// The vicinity of `path` on the context's level, or `None` when its table would be
    /// too large.
    pub fn new(cx: &'a Context, path: &'a SolutionPath, reach: Reach) -> Option<Vicinity<'a>> {
        let cells = cx.level.cells();
        let positions = path.states.len();
        let width = positions.div_ceil(CHUNK) * CHUNK;
        if reach.boxes != ANY && cells.saturating_mul(width) > MAX_TABLE {
            return None;
        }
        if reach.boxes == ANY {
            return Some(Vicinity {
                reach,
                path,
                width: 0,
                absent: vec![],
                base: vec![],
                distance: &[],
                cells,
            });
        }
        let mut absent = vec![0u8; cells * width];
        for c in 0..cells {
            absent[c * width..c * width + positions].fill(1);
        }
        for (i, state) in path.states.iter().enumerate() {
            for &b in state {
                absent[b as usize * width + i] = 0;
            }
        }
        let mut base = vec![u8::MAX / 2; width];
        base[..positions].fill(0);
        Some(Vicinity {
            reach,
            path,
            width,
            absent,
            base,
            distance: &cx.distance,
            cells,
        })
    }

    /// Whether every box set is allowed (a search of the whole level).
    pub fn is_everything(&self) -> bool {
        self.reach.boxes == ANY
    }

    /// For each position of the path, how many boxes of `boxes` it lacks.
    pub fn counts(&self, boxes: &[u16]) -> Vec<u8> {
        let mut sum = self.base.clone();
        for &b in boxes {
            let row = self.row(b);
            for (s, &a) in sum.iter_mut().zip(row) {
                *s = s.saturating_add(a);
            }
        }
        sum
    }

    /// Whether the box set `after` (`counts` of the set before, one box pushed from `from` to
    /// `to`) is in the vicinity. `box_at` marks `after`'s boxes.
    pub fn allows(
        &self,
        counts: &[u8],
        from: u16,
        to: u16,
        after: &[u16],
        box_at: &[bool],
    ) -> bool {
        if self.is_everything() {
            return true;
        }
        let k = self.reach.boxes.min(u8::MAX as u16 / 4) as u8;
        let (gone, come) = (self.row(from), self.row(to));
        for start in (0..self.width).step_by(CHUNK) {
            let end = start + CHUNK;
            let near = counts[start..end]
                .iter()
                .zip(&gone[start..end])
                .zip(&come[start..end])
                .fold(false, |any, ((&s, &g), &c)| {
                    any | (s.saturating_sub(g).saturating_add(c) <= k)
                });
            if !near {
                continue;
            }
            for i in start..end {
                let n = counts[i].saturating_sub(gone[i]).saturating_add(come[i]);
                if n <= k && self.close_enough(i, after, box_at) {
                    return true;
                }
            }
        }
        false
    }

    fn row(&self, cell: u16) -> &[u8] {
        let at = cell as usize * self.width;
        &self.absent[at..at + self.width]
    }

    /// Whether each box of `after` that position `i` lacks is within the radius of a box of
    /// position `i` that `after` lacks.
    fn close_enough(&self, i: usize, after: &[u16], box_at: &[bool]) -> bool {
        if self.reach.radius == ANY || self.distance.is_empty() {
            return true;
        }
        let state = &self.path.states[i];
        let missing: Vec<u16> = state
            .iter()
            .copied()
            .filter(|&b| !box_at[b as usize])
            .collect();
        after.iter().filter(|&&b| self.row(b)[i] == 1).all(|&b| {
            missing
                .iter()
                .any(|&m| self.distance[b as usize * self.cells + m as usize] <= self.reach.radius)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::super::Metric;
    use super::*;
    use crate::sokoban::solver::tables::level::{Level, test_level};

    /// A path of two positions on a corridor level: box at 2 then at 3 (x), a second at 6.
    fn corridor() -> (Level, SolutionPath, impl Fn(usize, usize) -> u16) {
        let (level, _, cell) = test_level("##########\n#@ $  $ .#\n#       .#\n##########");
        let path = SolutionPath {
            states: vec![vec![cell(3, 1), cell(6, 1)], vec![cell(4, 1), cell(6, 1)]],
            pushes: vec![(cell(3, 1), 3)],
        };
        (level, path, cell)
    }

    fn marks(level: &Level, boxes: &[u16]) -> Vec<bool> {
        let mut m = vec![false; level.cells()];
        boxes.iter().for_each(|&b| m[b as usize] = true);
        m
    }

    #[test]
    fn one_box_off_the_path_is_in_a_one_box_vicinity_and_two_are_not() {
        let (level, path, cell) = corridor();
        let cx = Context::new(&level, Metric::Pushes);
        let v = Vicinity::new(
            &cx,
            &path,
            Reach {
                boxes: 1,
                radius: ANY,
            },
        )
        .unwrap();
        let before = [cell(3, 1), cell(6, 1)];
        let counts = v.counts(&before);
        assert_eq!(&counts[..2], &[0, 1]);
        // The box at x 6 pushed down: one box off position 0.
        let one_off = [cell(3, 1), cell(6, 2)];
        assert!(v.allows(
            &counts,
            cell(6, 1),
            cell(6, 2),
            &one_off,
            &marks(&level, &one_off)
        ));
        // From there, the box at x 3 pushed down too: two boxes off every position.
        let counts = v.counts(&one_off);
        let two_off = [cell(3, 2), cell(6, 2)];
        assert!(!v.allows(
            &counts,
            cell(3, 1),
            cell(3, 2),
            &two_off,
            &marks(&level, &two_off)
        ));
    }

    #[test]
    fn a_radius_keeps_boxes_off_the_path_near_the_boxes_they_replace() {
        let (level, path, cell) = corridor();
        let cx = Context::new(&level, Metric::Pushes);
        let near = Vicinity::new(
            &cx,
            &path,
            Reach {
                boxes: 1,
                radius: 1,
            },
        )
        .unwrap();
        let before = [cell(3, 1), cell(6, 1)];
        let counts = near.counts(&before);
        let down = [cell(3, 1), cell(6, 2)];
        assert!(near.allows(
            &counts,
            cell(6, 1),
            cell(6, 2),
            &down,
            &marks(&level, &down)
        ));
        let counts = near.counts(&down);
        let further = [cell(3, 1), cell(5, 2)];
        assert!(!near.allows(
            &counts,
            cell(6, 2),
            cell(5, 2),
            &further,
            &marks(&level, &further)
        ));
    }
}
