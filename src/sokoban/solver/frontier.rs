//! The open positions. The optimal mode keeps one priority queue (A*). The fast mode keeps a
//! queue per *feature cell* and takes positions from the queues in turn, best first within
//! each: the feature space of Shoham and Schaeffer's Festival (FESS), whose solver is the
//! strongest on the classic collections. The backward search's cells are the number of
//! boxes home; the forward search's add the areas the boxes cut the board into (see
//! [`super::fess`]). One best-first queue ranks a position with few boxes home but a low
//! bound above one that has made progress the bound does not see; taking turns keeps every
//! stage of progress searched.

use std::collections::BinaryHeap;

/// An open position: priority (ending with the bound, reversed so the least comes first),
/// then a tie-break key (larger first; in the optimal mode the cost so far,
/// `NodeInfo::cost`, to spot stale entries), then the node.
pub type Entry = (std::cmp::Reverse<(u32, u32, u32)>, u64, u32);

pub struct Frontier {
    queues: Vec<BinaryHeap<Entry>>,
    /// The queue whose turn was last.
    turn: usize,
    len: usize,
}

impl Frontier {
    /// One queue when `features` is 1, else one per feature value below it.
    pub fn new(features: usize) -> Frontier {
        Frontier {
            queues: (0..features.max(1)).map(|_| BinaryHeap::new()).collect(),
            turn: 0,
            len: 0,
        }
    }

    pub fn push(&mut self, feature: usize, entry: Entry) {
        let q = feature.min(self.queues.len() - 1);
        self.queues[q].push(entry);
        self.len += 1;
    }

    /// The best entry of the next queue in turn that has one.
    pub fn pop(&mut self) -> Option<Entry> {
        if self.len == 0 {
            return None;
        }
        let n = self.queues.len();
        for _ in 0..n {
            self.turn = (self.turn + 1) % n;
            if let Some(e) = self.queues[self.turn].pop() {
                self.len -= 1;
                return Some(e);
            }
        }
        None
    }

    pub fn bytes(&self) -> usize {
        self.queues.iter().map(|q| q.capacity()).sum::<usize>() * std::mem::size_of::<Entry>()
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
