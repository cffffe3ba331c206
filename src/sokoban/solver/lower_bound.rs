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
    /// Boxes and goals of the last `bound`, whose solution `moved` starts from.
    n: usize,
    m: usize,
    /// Scratch copies for `moved`, which must leave the last `bound`'s solution intact.
    u2: Vec<i64>,
    v2: Vec<i64>,
    p2: Vec<usize>,
    row: Vec<i64>,
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
        self.n = n;
        self.m = m;
        self.u.clear();
        self.u.resize(n + 1, 0);
        self.v.clear();
        self.v.resize(m + 1, 0);
        self.p.clear();
        self.p.resize(m + 1, 0);
        self.way.clear();
        self.way.resize(m + 1, 0);
        for i in 1..=n {
            let cost = &self.cost;
            insert_row(
                i,
                |i, j| cost[i * m + j],
                (&mut self.u, &mut self.v, &mut self.p),
                (&mut self.way, &mut self.minv, &mut self.used),
            );
        }
        let total: i64 = (1..=m)
            .filter(|&j| self.p[j] != 0)
            .map(|j| self.cost[(self.p[j] - 1) * m + j - 1])
            .sum();
        (total < INF).then_some(total as u32)
    }

    /// The bound after box `i` of the last `bound` call moved to cell `to`, the others
    /// staying: the last solution with that box's row taken out and put back in (one row of
    /// the Hungarian method instead of all). `None` when no assignment exists; the last
    /// `bound`'s solution is kept for further calls. Only for as many boxes as goals (else
    /// it answers like `bound` does, from scratch, which the caller must then redo).
    pub fn moved(&mut self, i: usize, to: u16, dist: &[Vec<u16>]) -> Option<Option<u32>> {
        let (n, m) = (self.n, self.m);
        if n != m || i >= n {
            return None;
        }
        self.row.clear();
        self.row.extend(dist.iter().map(|d| {
            let d = d[to as usize];
            if d == FAR { INF } else { d as i64 }
        }));
        if self.row.iter().all(|&c| c == INF) {
            return Some(None);
        }
        self.u2.clone_from(&self.u);
        self.v2.clone_from(&self.v);
        self.p2.clone_from(&self.p);
        let r = i + 1;
        if let Some(j) = (1..=m).find(|&j| self.p2[j] == r) {
            self.p2[j] = 0;
        }
        self.u2[r] = 0;
        let (cost, row) = (&self.cost, &self.row);
        let cost_of = |a: usize, j: usize| if a == i { row[j] } else { cost[a * m + j] };
        insert_row(
            r,
            cost_of,
            (&mut self.u2, &mut self.v2, &mut self.p2),
            (&mut self.way, &mut self.minv, &mut self.used),
        );
        let total: i64 = (1..=m)
            .filter(|&j| self.p2[j] != 0)
            .map(|j| cost_of(self.p2[j] - 1, j - 1))
            .sum();
        Some((total < INF).then_some(total as u32))
    }
}

/// One step of the Hungarian method (e-maxx's form): row `i` (1-based) joins the matching
/// `p` (column to row, 0 for none) by a shortest augmenting path, keeping the potentials `u`,
/// `v` feasible. `cost(row, column)` is 0-based.
fn insert_row(
    i: usize,
    cost: impl Fn(usize, usize) -> i64,
    (u, v, p): (&mut [i64], &mut [i64], &mut [usize]),
    (way, minv, used): (&mut Vec<usize>, &mut Vec<i64>, &mut Vec<bool>),
) {
    let m = v.len() - 1;
    p[0] = i;
    let mut j0 = 0;
    minv.clear();
    minv.resize(m + 1, i64::MAX);
    used.clear();
    used.resize(m + 1, false);
    way.resize(m + 1, 0);
    loop {
        used[j0] = true;
        let i0 = p[j0];
        let mut delta = i64::MAX;
        let mut j1 = 0;
        for j in 1..=m {
            if !used[j] {
                let cur = cost(i0 - 1, j - 1) - u[i0] - v[j];
                if cur < minv[j] {
                    minv[j] = cur;
                    way[j] = j0;
                }
                if minv[j] < delta {
                    delta = minv[j];
                    j1 = j;
                }
            }
        }
        for j in 0..=m {
            if used[j] {
                u[p[j]] += delta;
                v[j] -= delta;
            } else {
                minv[j] -= delta;
            }
        }
        j0 = j1;
        if p[j0] == 0 {
            break;
        }
    }
    loop {
        let j1 = way[j0];
        p[j0] = p[j1];
        j0 = j1;
        if j0 == 0 {
            break;
        }
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

    #[test]
    fn moving_one_box_gives_the_bound_computed_from_scratch() {
        // Random instances: distances 0-9 with some unreachable pairs.
        let mut seed = 7u64;
        let mut next = move || {
            seed = seed
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (seed >> 33) as u16
        };
        for _ in 0..300 {
            let (n, cells) = (1 + next() as usize % 6, 12);
            let dist: Vec<Vec<u16>> = (0..n)
                .map(|_| {
                    (0..cells)
                        .map(|_| if next() % 7 == 0 { FAR } else { next() % 10 })
                        .collect()
                })
                .collect();
            let boxes: Vec<u16> = (0..n as u16).map(|k| k * 2).collect();
            let mut inc = Matcher::default();
            if inc.bound(&boxes, &dist).is_none() {
                continue;
            }
            for i in 0..n {
                for to in 0..cells as u16 {
                    let mut child = boxes.clone();
                    child[i] = to;
                    let full = Matcher::default().bound(&child, &dist);
                    assert_eq!(inc.moved(i, to, &dist), Some(full), "{dist:?} {i} {to}");
                }
            }
        }
    }
}
