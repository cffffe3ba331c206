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
}

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
        if self.since < EVERY {
            return false;
        }
        self.since = 0;
        true
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
}
