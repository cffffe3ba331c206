//! The number of areas the boxes cut the free squares into: the *connectivity* feature of
//! Festival's FESS. A push that joins two areas opens the way to boxes the pusher could not
//! reach; a position with fewer areas has more pushes open.

use crate::sokoban::solver::tables::level::{Level, NONE};
use crate::sokoban::walk::reach::Reach;

#[derive(Default)]
pub struct Areas {
    /// One walk per area: its stamp is the area's label.
    reach: Reach,
    /// The areas of the position last [`Areas::label`]led: area number per free cell.
    label: Vec<u32>,
    labelled: usize,
}

impl Areas {
    /// Counts the areas of a position whose children [`Areas::after_push`] will count.
    pub fn label(&mut self, level: &Level, box_at: &[bool]) -> usize {
        self.labelled = self.count(level, box_at);
        self.label.clear();
        self.label.extend_from_slice(self.reach.marks());
        self.labelled
    }

    /// The areas of a child of the labelled position: its box moved from `b` to `to`
    /// (`box_at` after the move). A single push mostly neither splits the area it enters
    /// (see [`Level::may_split`]) and only joins the areas around the square it leaves:
    /// then the parent's labels answer without a walk.
    pub fn after_push(&mut self, level: &Level, box_at: &[bool], (b, to): (u16, u16)) -> usize {
        let parent_free = |c: u16| !box_at[c as usize] && c != b || c == to;
        if !level.next[b as usize].contains(&to) || level.may_split(to, parent_free) {
            return self.count(level, box_at);
        }
        let alone = level.next[to as usize]
            .iter()
            .all(|&c| c == NONE || !parent_free(c));
        let mut joined = [u32::MAX; 4];
        for (k, &c) in level.next[b as usize].iter().enumerate() {
            if c != NONE && !box_at[c as usize] && !joined.contains(&self.label[c as usize]) {
                joined[k] = self.label[c as usize];
            }
        }
        let joined = joined.iter().filter(|&&l| l != u32::MAX).count();
        (self.labelled + 1).saturating_sub(usize::from(alone) + joined)
    }

    /// Areas of the free squares (not a box) of `level`, 4-connected.
    pub fn count(&mut self, level: &Level, box_at: &[bool]) -> usize {
        // Each area gets a stamp of its own (its label); stamps above `base` are this count's.
        self.reach.fit(level.cells());
        self.reach.reserve(level.cells());
        let base = self.reach.stamp();
        let mut count = 0;
        for c in 0..level.cells() as u16 {
            if !box_at[c as usize] && self.reach.mark_of(c) <= base {
                count += 1;
                self.reach.pusher(&level.next, box_at, c);
            }
        }
        count
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sokoban::solver::tables::level::test_level;

    #[test]
    fn boxes_that_wall_off_squares_make_areas() {
        let (level, box_at, _) = test_level("#######\n#@ #  #\n#  $ .#\n#  $ .#\n#     #\n#######");
        assert_eq!(Areas::default().count(&level, &box_at), 1);
        let (level, box_at, _) = test_level("#######\n#@ #  #\n#  $ .#\n#  $ .#\n#  #  #\n#######");
        assert_eq!(Areas::default().count(&level, &box_at), 2);
    }

    /// Every single push of every placement of three boxes: the count from the parent's
    /// labels is the count of a fresh walk.
    #[test]
    fn counts_after_a_push_match_a_fresh_count() {
        let (level, _, _) =
            test_level("########\n#@  #  #\n# $  . #\n## #   #\n#   #  #\n########");
        let (mut labelled, mut fresh) = (Areas::default(), Areas::default());
        let n = level.cells() as u16;
        let mut checked = 0;
        for a in 0..n {
            for b in a + 1..n {
                for c in b + 1..n {
                    let mut box_at = vec![false; n as usize];
                    [a, b, c].iter().for_each(|&x| box_at[x as usize] = true);
                    labelled.label(&level, &box_at);
                    for from in [a, b, c] {
                        for &to in level.next[from as usize].iter() {
                            if to == NONE || box_at[to as usize] {
                                continue;
                            }
                            box_at[from as usize] = false;
                            box_at[to as usize] = true;
                            let expected = fresh.count(&level, &box_at);
                            assert_eq!(labelled.after_push(&level, &box_at, (from, to)), expected);
                            box_at[to as usize] = false;
                            box_at[from as usize] = true;
                            checked += 1;
                        }
                    }
                }
            }
        }
        assert!(checked > 1000);
    }
}
