//! The number of areas the boxes cut the free squares into: the *connectivity* feature of
//! Festival's FESS. A push that joins two areas opens the way to boxes the pusher could not
//! reach; a position with fewer areas has more pushes open.

use super::level::{Level, NONE};

#[derive(Default)]
pub struct Areas {
    seen: Vec<u32>,
    stamp: u32,
    queue: Vec<u16>,
}

impl Areas {
    /// Areas of the free squares (not a box) of `level`, 4-connected.
    pub fn count(&mut self, level: &Level, box_at: &[bool]) -> usize {
        if self.seen.len() != level.cells() {
            self.seen = vec![0; level.cells()];
        }
        self.stamp = self.stamp.wrapping_add(1);
        let mut count = 0;
        for c in 0..level.cells() {
            if !box_at[c] && self.seen[c] != self.stamp {
                count += 1;
                self.fill(level, box_at, c as u16);
            }
        }
        count
    }

    fn fill(&mut self, level: &Level, box_at: &[bool], from: u16) {
        self.queue.clear();
        self.queue.push(from);
        self.seen[from as usize] = self.stamp;
        while let Some(c) = self.queue.pop() {
            for &n in &level.next[c as usize] {
                if n != NONE && !box_at[n as usize] && self.seen[n as usize] != self.stamp {
                    self.seen[n as usize] = self.stamp;
                    self.queue.push(n);
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::level::test_level;
    use super::*;

    #[test]
    fn boxes_that_wall_off_squares_make_areas() {
        let (level, box_at, _) = test_level("#######\n#@ #  #\n#  $ .#\n#  $ .#\n#     #\n#######");
        assert_eq!(Areas::default().count(&level, &box_at), 1);
        let (level, box_at, _) = test_level("#######\n#@ #  #\n#  $ .#\n#  $ .#\n#  #  #\n#######");
        assert_eq!(Areas::default().count(&level, &box_at), 2);
    }
}
