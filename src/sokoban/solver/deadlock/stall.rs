//! When a forward search has stalled: it has put no more boxes on goals than its best for a
//! while (after YASS's "no progress" checkpoints). A greedy order that stalls is mostly
//! working on positions that are already dead, one variant after another: a cluster of
//! boxes jammed where the plan led them, the other boxes moved around it. The search then
//! asks for a deadlock set from the position at hand ([`super::corral_deadlock`]), which
//! prunes every variant at once.

/// Expansions without more boxes on goals than the best so far before a set is sought.
/// XSokoban, the phases' order alone at 3 s: 48 levels at every 1,000, 34 without.
const EVERY: u64 = 1_000;

#[derive(Debug, Default)]
pub struct Stall {
    /// Most boxes on goals of a position expanded so far.
    best: usize,
    /// Expansions since the best last grew, or since the last set was sought.
    since: u64,
    /// Sets sought in a row that could not be proved: each doubles the wait for the next,
    /// up to [`MAX_BACK_OFF`].
    failed: u32,
}

/// The most doublings of the wait after sets that could not be proved. Each failed proof
/// runs its search to its budget; on XSokoban 31 they took 4 of 10 s at a fixed wait.
const MAX_BACK_OFF: u32 = 3;

impl Stall {
    /// Counts an expansion of a position with `on_goals` boxes on goals; true when the
    /// search has stalled and a set should be sought from that position.
    pub fn expanded(&mut self, on_goals: usize) -> bool {
        if on_goals > self.best {
            self.best = on_goals;
            self.since = 0;
            return false;
        }
        self.since += 1;
        if self.since < EVERY << self.failed {
            return false;
        }
        self.since = 0;
        true
    }

    /// Notes whether the set sought at the last stall was proved.
    pub fn sought(&mut self, learned: bool) {
        self.failed = if learned {
            0
        } else {
            (self.failed + 1).min(MAX_BACK_OFF)
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A search that keeps putting more boxes on goals never stalls; one that stops doing so
    /// stalls after `EVERY` expansions, then again after as many more.
    #[test]
    fn a_search_stalls_after_every_expansions_without_more_boxes_on_goals() {
        let mut stall = Stall::default();
        assert!((1..=3 * EVERY as usize).all(|n| !stall.expanded(n)));
        let stalls: Vec<u64> = (1..=2 * EVERY).filter(|_| stall.expanded(1)).collect();
        assert_eq!(stalls, vec![EVERY, 2 * EVERY]);
        assert!(!stall.expanded(3 * EVERY as usize + 1));
    }

    /// A stall whose set could not be proved doubles the wait for the next (up to
    /// `MAX_BACK_OFF` doublings); one that taught a set brings the wait back to `EVERY`.
    #[test]
    fn sets_not_proved_make_the_next_stall_wait_longer() {
        let mut stall = Stall::default();
        let wait = |stall: &mut Stall| (1..).find(|_| stall.expanded(0)).unwrap();
        assert_eq!(wait(&mut stall), EVERY);
        stall.sought(false);
        assert_eq!(wait(&mut stall), 2 * EVERY);
        (0..10).for_each(|_| stall.sought(false));
        assert_eq!(wait(&mut stall), EVERY << MAX_BACK_OFF);
        stall.sought(true);
        assert_eq!(wait(&mut stall), EVERY);
    }
}
