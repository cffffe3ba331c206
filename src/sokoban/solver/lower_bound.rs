//! The lower bound: a minimum-cost assignment of boxes to goals on push distances (Hungarian
//! method). Each push changes it by at most one, so it is consistent, and an assignment that
//! cannot avoid an unreachable pair proves a deadlock (the bipartite test).

use super::level::FAR;

/// Cost standing for "this box can never reach this goal".
const INF: i64 = 1 << 40;

/// Reusable buffers, so the search loop allocates nothing per node.
#[derive(Debug, Default)]
pub struct Matcher {
    u: Vec<i64>,
    v: Vec<i64>,
    p: Vec<usize>,
    way: Vec<usize>,
    minv: Vec<i64>,
    used: Vec<bool>,
    /// The cost matrix, row per box, laid out flat so the inner loop reads memory in order.
    cost: Vec<i64>,
}

impl Matcher {
    /// The minimum total distance over assignments of each box to a distinct goal, or `None`
    /// when no assignment avoids an impossible pair. `dist[g][cell]` as in `Level::dist`.
    pub fn bound(&mut self, boxes: &[u16], dist: &[Vec<u16>]) -> Option<u32> {
        let n = boxes.len();
        let m = dist.len();
        self.cost.clear();
        for &b in boxes {
            for d in dist {
                let d = d[b as usize];
                self.cost.push(if d == FAR { INF } else { d as i64 });
            }
        }
        // A box that reaches no goal at all needs no assignment to prove the deadlock.
        if self.cost.chunks(m).any(|row| row.iter().all(|&c| c == INF)) {
            return None;
        }
        let cost_m = &self.cost;
        let cost = |i: usize, j: usize| -> i64 { cost_m[i * m + j] };
        self.u.clear();
        self.u.resize(n + 1, 0);
        self.v.clear();
        self.v.resize(m + 1, 0);
        self.p.clear();
        self.p.resize(m + 1, 0);
        self.way.clear();
        self.way.resize(m + 1, 0);
        for i in 1..=n {
            self.p[0] = i;
            let mut j0 = 0;
            self.minv.clear();
            self.minv.resize(m + 1, i64::MAX);
            self.used.clear();
            self.used.resize(m + 1, false);
            loop {
                self.used[j0] = true;
                let i0 = self.p[j0];
                let mut delta = i64::MAX;
                let mut j1 = 0;
                for j in 1..=m {
                    if !self.used[j] {
                        let cur = cost(i0 - 1, j - 1) - self.u[i0] - self.v[j];
                        if cur < self.minv[j] {
                            self.minv[j] = cur;
                            self.way[j] = j0;
                        }
                        if self.minv[j] < delta {
                            delta = self.minv[j];
                            j1 = j;
                        }
                    }
                }
                for j in 0..=m {
                    if self.used[j] {
                        self.u[self.p[j]] += delta;
                        self.v[j] -= delta;
                    } else {
                        self.minv[j] -= delta;
                    }
                }
                j0 = j1;
                if self.p[j0] == 0 {
                    break;
                }
            }
            loop {
                let j1 = self.way[j0];
                self.p[j0] = self.p[j1];
                j0 = j1;
                if j0 == 0 {
                    break;
                }
            }
        }
        let total: i64 = (1..=m)
            .filter(|&j| self.p[j] != 0)
            .map(|j| cost(self.p[j] - 1, j - 1))
            .sum();
        (total < INF).then_some(total as u32)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finds_the_cheapest_assignment_or_none() {
        // Two boxes at cells 0 and 1, two goals.
        let dist = vec![vec![1, 5], vec![2, 1]];
        assert_eq!(Matcher::default().bound(&[0, 1], &dist), Some(2));
        let dist = vec![vec![1, FAR], vec![2, FAR]];
        assert_eq!(Matcher::default().bound(&[0, 1], &dist), None);
        // More goals than boxes.
        let dist = vec![vec![3], vec![1], vec![2]];
        assert_eq!(Matcher::default().bound(&[0], &dist), Some(1));
    }
}
