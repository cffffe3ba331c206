//! Hotspots: boxes standing where they cut another box off goals it could reach (after
//! Festival's FESS). A box off its goals is a hotspot when, were it a wall, some other box
//! off its goals could reach fewer goals. A position with fewer hotspots has fewer boxes in
//! each other's way; the push that clears one is a step a player would make.

use crate::sokoban::solver::tables::level::{FAR, Level};

/// Above this much work (cells x cells x goals) the table is not built and no box counts
/// as a hotspot: on the largest boards it would cost more than the search gains.
const MAX_WORK: usize = 60_000_000;

#[derive(Default)]
pub struct Hotspots {
    /// `blocks[b]`: the cells whose box reaches fewer goals when a wall stands at `b`, one
    /// bit per cell; empty when the table was not built.
    blocks: Vec<Vec<u64>>,
}

impl Hotspots {
    pub fn new(level: &Level) -> Hotspots {
        let cells = level.cells();
        if cells * cells * level.goals.len() > MAX_WORK {
            return Hotspots::default();
        }
        let reached = |blocked: Option<u16>| -> Vec<u16> {
            let mut count = vec![0u16; cells];
            for &g in &level.goals {
                if Some(g) == blocked {
                    continue;
                }
                let dist = level.pull_distances_around(g, |c| Some(c) == blocked);
                for (n, d) in count.iter_mut().zip(dist) {
                    *n += u16::from(d != FAR);
                }
            }
            count
        };
        let free = reached(None);
        let blocks = (0..cells as u16)
            .map(|b| {
                let mut bits = vec![0u64; cells.div_ceil(64)];
                if level.goal[b as usize] || level.dead[b as usize] {
                    return bits;
                }
                for (c, n) in reached(Some(b)).into_iter().enumerate() {
                    if c != b as usize && !level.goal[c] && n < free[c] {
                        bits[c / 64] |= 1 << (c % 64);
                    }
                }
                bits
            })
            .collect();
        Hotspots { blocks }
    }

    /// The boxes of `boxes` that are hotspots.
    pub fn count(&self, level: &Level, boxes: &[u16]) -> usize {
        boxes
            .iter()
            .filter(|&&b| self.is_hotspot(level, boxes, b))
            .count()
    }

    /// Whether the box at `b`, one of `boxes`, is a hotspot: FESS's opener pushes such a box
    /// out of the way.
    pub fn is_hotspot(&self, level: &Level, boxes: &[u16], b: u16) -> bool {
        if self.blocks.is_empty() || level.goal[b as usize] {
            return false;
        }
        let bits = &self.blocks[b as usize];
        boxes
            .iter()
            .any(|&o| o != b && bits[o as usize / 64] >> (o % 64) & 1 == 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sokoban::solver::tables::level::test_level;

    #[test]
    fn a_box_in_the_only_way_to_the_goals_is_a_hotspot() {
        let (level, _, cell) =
            test_level("########\n#.     #\n#.  $  #\n##### ##\n#   $  #\n#@     #\n########");
        let hot = Hotspots::new(&level);
        // In the corridor at (5, 3), a box cuts the box of the bottom room off both goals.
        assert_eq!(hot.count(&level, &[cell(5, 3), cell(4, 4)]), 1);
        // A box home is in no one's way, and a box alone blocks no one.
        assert_eq!(hot.count(&level, &[cell(1, 1), cell(5, 3)]), 0);
        assert_eq!(hot.count(&level, &[cell(5, 3)]), 0);
        assert!(hot.is_hotspot(&level, &[cell(4, 4), cell(5, 3)], cell(5, 3)));
        assert!(!hot.is_hotspot(&level, &[cell(4, 4), cell(5, 3)], cell(4, 4)));
    }
}
