//! The open positions. The optimal mode keeps one priority queue (A*). The fast mode keeps a
//! queue per *feature cell* and takes positions from the queues in turn, best first within
//! each: the feature space of Shoham and Schaeffer's Festival (FESS), whose solver is the
//! strongest on the classic collections. The backward search's cells are the number of
//! boxes home; the forward search's add the areas the boxes cut the board into (see
//! [`super::fess`]). One best-first queue ranks a position with few boxes home but a low
//! bound above one that has made progress the bound does not see; taking turns keeps every
//! stage of progress searched.
//!
//! A greedy order may instead *rove* ([`Frontier::with_rover`]): one queue, but now and then
//! a position taken from the next score above the last one so taken instead of the best.
//! A greedy search commits to its first good-looking branch for good; the rover keeps
//! looking at the others, a little each.

use std::collections::{BTreeMap, BinaryHeap};

/// An open position: priority (ending with the bound, reversed so the least comes first),
/// then a tie-break key (larger first; in the optimal mode the cost so far,
/// `NodeInfo::cost`, to spot stale entries), then the node.
pub type Entry = (std::cmp::Reverse<(u32, u32, u32)>, u64, u32);

pub struct Frontier {
    queues: Queues,
    len: usize,
}

/// The two ways of keeping the open positions.
enum Queues {
    Turns(Turns),
    Roving(Rover),
}

/// A queue per feature value, taken in turns, best first within each.
struct Turns {
    queues: Vec<BinaryHeap<Entry>>,
    /// The queue whose turn was last.
    turn: usize,
}

impl Turns {
    fn push(&mut self, feature: usize, entry: Entry) {
        let q = feature.min(self.queues.len() - 1);
        self.queues[q].push(entry);
    }

    /// The best entry of the next queue in turn that has one.
    fn pop(&mut self) -> Option<Entry> {
        let n = self.queues.len();
        for _ in 0..n {
            self.turn = (self.turn + 1) % n;
            if let Some(e) = self.queues[self.turn].pop() {
                return Some(e);
            }
        }
        None
    }

    fn capacity(&self) -> usize {
        self.queues.iter().map(|q| q.capacity()).sum()
    }
}

/// After YASS's "no progress rover": the open positions by score (the priority's first
/// part); every `every`-th taken from the next score above `at` (wrapping to the best)
/// instead of from the best.
struct Rover {
    buckets: BTreeMap<u32, BinaryHeap<Entry>>,
    at: u32,
    every: u64,
    taken: u64,
}

impl Rover {
    fn push(&mut self, entry: Entry) {
        self.buckets.entry(entry.0.0.0).or_default().push(entry);
    }

    fn pop(&mut self) -> Option<Entry> {
        self.taken += 1;
        let best = *self.buckets.keys().next()?;
        let key = if self.taken.is_multiple_of(self.every) {
            let above = self.buckets.range(self.at.saturating_add(1)..).next();
            self.at = above.map_or(best, |(&k, _)| k);
            self.at
        } else {
            best
        };
        let bucket = self.buckets.get_mut(&key)?;
        let entry = bucket.pop();
        if bucket.is_empty() {
            self.buckets.remove(&key);
        }
        entry
    }

    fn capacity(&self) -> usize {
        self.buckets.values().map(|q| q.capacity()).sum()
    }
}

impl Frontier {
    /// One queue when `features` is 1, else one per feature value below it.
    pub fn new(features: usize) -> Frontier {
        let queues = (0..features.max(1)).map(|_| BinaryHeap::new()).collect();
        Frontier {
            queues: Queues::Turns(Turns { queues, turn: 0 }),
            len: 0,
        }
    }

    /// One queue, best first, but every `every`-th position taken from the next score up.
    pub fn with_rover(every: u64) -> Frontier {
        let rover = Rover {
            buckets: BTreeMap::new(),
            at: 0,
            every: every.max(1),
            taken: 0,
        };
        Frontier {
            queues: Queues::Roving(rover),
            len: 0,
        }
    }

    /// Adds an open position to the queue of its feature value (one queue when roving).
    pub fn push(&mut self, feature: usize, entry: Entry) {
        match &mut self.queues {
            Queues::Turns(turns) => turns.push(feature, entry),
            Queues::Roving(rover) => rover.push(entry),
        }
        self.len += 1;
    }

    /// The next open position: the best of the next queue in turn, or the rover's pick.
    pub fn pop(&mut self) -> Option<Entry> {
        if self.len == 0 {
            return None;
        }
        let entry = match &mut self.queues {
            Queues::Turns(turns) => turns.pop(),
            Queues::Roving(rover) => rover.pop(),
        };
        self.len -= usize::from(entry.is_some());
        entry
    }

    pub fn bytes(&self) -> usize {
        let entries = match &self.queues {
            Queues::Turns(turns) => turns.capacity(),
            Queues::Roving(rover) => rover.capacity(),
        };
        entries * std::mem::size_of::<Entry>()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cmp::Reverse;

    fn entry(p: u32, node: u32) -> Entry {
        (Reverse((p, 0, 0)), 0, node)
    }

    #[test]
    fn queues_take_turns_best_first_within_each() {
        let mut f = Frontier::new(3);
        f.push(0, entry(5, 1));
        f.push(0, entry(1, 2));
        f.push(2, entry(9, 3));
        f.push(7, entry(0, 4)); // beyond the last queue: goes to the last
        let order: Vec<u32> = std::iter::from_fn(|| f.pop()).map(|e| e.2).collect();
        assert_eq!(order, vec![4, 2, 3, 1]);
    }

    /// Before: four positions of score 1, one of 4, one of 7. Every second position taken
    /// comes from the next score above the last so taken: 1, then 4 (before the last of the
    /// 1s), then 7. Past the highest score, the rover starts again from the best.
    #[test]
    fn the_rover_takes_every_nth_from_the_next_score_up() {
        let mut f = Frontier::with_rover(2);
        for (p, n) in [(1, 1), (1, 2), (1, 3), (1, 4), (4, 5), (7, 6)] {
            f.push(0, entry(p, n));
        }
        let order: Vec<u32> = std::iter::from_fn(|| f.pop()).map(|e| e.2).collect();
        assert_eq!(order, vec![4, 3, 2, 5, 1, 6]);
        for (p, n) in [(1, 7), (1, 8), (5, 9)] {
            f.push(0, entry(p, n));
        }
        let order: Vec<u32> = std::iter::from_fn(|| f.pop()).map(|e| e.2).collect();
        // 8, the best; then the rover's turn: it stood at score 7 and nothing is above it,
        // so it starts again from the best score, 1 (node 7); then 9, the best left.
        assert_eq!(order, vec![8, 7, 9]);
    }

    #[test]
    fn one_queue_is_plain_best_first() {
        let mut f = Frontier::new(1);
        for (p, n) in [(3, 1), (1, 2), (2, 3)] {
            f.push(n as usize, entry(p, n));
        }
        let order: Vec<u32> = std::iter::from_fn(|| f.pop()).map(|e| e.2).collect();
        assert_eq!(order, vec![2, 3, 1]);
    }
}
