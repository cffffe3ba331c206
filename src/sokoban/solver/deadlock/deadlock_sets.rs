//! Deadlock sets learned during a search (after YASS's): boxes that, with the pusher in a
//! given area, can never all reach goals, whatever other boxes stand where. A small search
//! ([`super::corral_deadlock`]) proves such a set with only its boxes on the board (a
//! corral's boxes, or those of a position where the search stalled); since
//! other boxes only ever block, every later position that holds those boxes, the pusher in
//! the same area, is dead too. One proof then prunes a whole family of positions, and the
//! corral searches that follow, pruned by it, settle bigger corrals in the same budget.

/// Sets kept at most; the search keeps the ones it learned first.
const MAX_SETS: usize = 1 << 16;

#[derive(Debug, Default)]
pub struct DeadlockSets {
    /// Bit words per area.
    words: usize,
    /// Each set's boxes.
    boxes: Vec<Vec<u16>>,
    /// Each set's pusher area, `words` bit words per set: the part of the board (without
    /// the set's boxes) where the pusher was when the set was proved.
    areas: Vec<u64>,
    /// Per cell, the sets with a box there, each with another of its boxes: most sets in a
    /// search's positions lack some box, and that one look-up rejects them without reading
    /// the set (on XSokoban 16 this check took a third of FESS's time).
    by_cell: Vec<Vec<(u32, u16)>>,
}

impl DeadlockSets {
    /// Learns that `boxes` can never all reach goals with the pusher on a cell of `area`
    /// (one part of the board with only those boxes on it).
    /// False when the set is not kept (empty, or the store full).
    pub fn add(&mut self, cells: usize, boxes: &[u16], area: impl Iterator<Item = u16>) -> bool {
        if self.by_cell.len() != cells {
            self.words = cells.div_ceil(64);
            self.by_cell = vec![vec![]; cells];
        }
        if self.boxes.len() >= MAX_SETS || boxes.is_empty() {
            return false;
        }
        let id = self.boxes.len() as u32;
        let start = self.areas.len();
        self.areas.resize(start + self.words, 0);
        for c in area {
            self.areas[start + c as usize / 64] |= 1 << (c % 64);
        }
        for (i, &b) in boxes.iter().enumerate() {
            let other = boxes[(i + 1) % boxes.len()];
            self.by_cell[b as usize].push((id, other));
        }
        self.boxes.push(boxes.to_vec());
        true
    }

    /// How many sets are kept; they are numbered in the order they were learned.
    pub fn len(&self) -> u32 {
        self.boxes.len() as u32
    }

    /// Whether a set numbered `since` or later holds the box at `to` and is complete in
    /// `box_at`, with the pusher at `pusher` in its area.
    pub fn holds_since(&self, box_at: &[bool], to: u16, pusher: u16, since: u32) -> bool {
        let Some(ids) = self.by_cell.get(to as usize) else {
            return false;
        };
        let first = ids.partition_point(|&(id, _)| id < since);
        ids[first..].iter().any(|&(id, other)| {
            box_at[other as usize] && {
                let word = self.areas[id as usize * self.words + pusher as usize / 64];
                word & (1 << (pusher % 64)) != 0
                    && self.boxes[id as usize].iter().all(|&b| box_at[b as usize])
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A set of two boxes learned with the pusher on cells 0 to 3: a position with both
    /// boxes (and another) and the pusher there is dead; with the pusher elsewhere, or one
    /// box missing, it is not.
    #[test]
    fn a_set_holds_in_every_position_with_its_boxes_and_the_pusher_in_its_area() {
        let mut sets = DeadlockSets::default();
        sets.add(100, &[10, 20], 0..4);
        let mut box_at = vec![false; 100];
        for b in [10, 20, 30] {
            box_at[b] = true;
        }
        assert!(sets.holds_since(&box_at, 10, 2, 0));
        assert!(sets.holds_since(&box_at, 20, 3, 0));
        assert!(!sets.holds_since(&box_at, 20, 70, 0));
        assert!(!sets.holds_since(&box_at, 30, 2, 0));
        box_at[10] = false;
        assert!(!sets.holds_since(&box_at, 20, 2, 0));
    }

    /// Sets are numbered as learned: asked from `since`, the sets learned before it are not
    /// looked at (a position checked against them when it was stored).
    #[test]
    fn sets_learned_before_since_are_not_looked_at() {
        let mut sets = DeadlockSets::default();
        sets.add(100, &[10, 20], 0..4);
        sets.add(100, &[10, 30], 0..4);
        let mut box_at = vec![false; 100];
        for b in [10, 20] {
            box_at[b] = true;
        }
        assert_eq!(sets.len(), 2);
        assert!(sets.holds_since(&box_at, 10, 1, 0));
        assert!(!sets.holds_since(&box_at, 10, 1, 1));
        box_at[30] = true;
        assert!(sets.holds_since(&box_at, 10, 1, 1));
    }
}
