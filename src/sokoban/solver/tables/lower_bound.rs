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
    /// The boxes of the last `bound`, row by row.
    rows: Vec<u16>,
    recent: Recent,
}

/// Solutions of the children bounded lately, by node, so that expanding one of them needs
/// no assignment from scratch: the greedy search mostly expands children of the nodes it
/// has just expanded. Direct-mapped: a node's slot is its number modulo the slots.
#[derive(Debug, Default)]
struct Recent {
    tag: Vec<u32>,
    u: Vec<i64>,
    v: Vec<i64>,
    p: Vec<usize>,
}

const RECENT_SLOTS: usize = 1 << 16;

impl Matcher {
    /// The bound of a node's boxes (sorted), from the solution kept by [`Matcher::keep`]
    /// when there is one, else from scratch; the solution is then the one `moved` starts from.
    pub fn bound_of(&mut self, node: u32, boxes: &[u16], dist: &[Vec<u16>]) -> Option<u32> {
        let (n, m) = (boxes.len(), dist.len());
        let slot = node as usize % RECENT_SLOTS;
        if self.recent.tag.get(slot) != Some(&node) {
            return self.bound(boxes, dist);
        }
        self.fill_cost(boxes, dist);
        (self.n, self.m) = (n, m);
        let r = &self.recent;
        self.u.clear();
        self.u
            .extend_from_slice(&r.u[slot * (n + 1)..(slot + 1) * (n + 1)]);
        self.v.clear();
        self.v
            .extend_from_slice(&r.v[slot * (m + 1)..(slot + 1) * (m + 1)]);
        self.p.clear();
        self.p
            .extend_from_slice(&r.p[slot * (m + 1)..(slot + 1) * (m + 1)]);
        Some(self.total(&self.p))
    }

    /// Keeps the solution of the last `moved` (box `i` to `to`) for `node`, whose boxes are
    /// the parent's with that change, sorted.
    pub fn keep(&mut self, node: u32, i: usize, to: u16, child: &[u16]) {
        let (n, m) = (self.n, self.m);
        let r = &mut self.recent;
        if r.tag.is_empty() || r.u.len() != RECENT_SLOTS * (n + 1) {
            r.tag = vec![u32::MAX; RECENT_SLOTS];
            r.u = vec![0; RECENT_SLOTS * (n + 1)];
            r.v = vec![0; RECENT_SLOTS * (m + 1)];
            r.p = vec![0; RECENT_SLOTS * (m + 1)];
        }
        let slot = node as usize % RECENT_SLOTS;
        r.tag[slot] = node;
        // Row `a` of the parent (1-based) is the child's row of the same box.
        let row_of = |a: usize| {
            let b = if a == i + 1 { to } else { self.rows[a - 1] };
            child.partition_point(|&c| c < b) + 1
        };
        let u = &mut r.u[slot * (n + 1)..(slot + 1) * (n + 1)];
        u[0] = self.u2[0];
        for a in 1..=n {
            u[row_of(a)] = self.u2[a];
        }
        r.v[slot * (m + 1)..(slot + 1) * (m + 1)].copy_from_slice(&self.v2);
        let p = &mut r.p[slot * (m + 1)..(slot + 1) * (m + 1)];
        for (j, &a) in self.p2.iter().enumerate() {
            p[j] = if a == 0 { 0 } else { row_of(a) };
        }
    }

    /// The cost matrix of `boxes`, row by row.
    fn fill_cost(&mut self, boxes: &[u16], dist: &[Vec<u16>]) {
        self.cost.clear();
        for &b in boxes {
            for d in dist {
                let d = d[b as usize];
                self.cost.push(if d == FAR { INF } else { d as i64 });
            }
        }
        self.rows.clear();
        self.rows.extend_from_slice(boxes);
    }

    /// The cost of the assignment `p` (column to row) on the cost matrix.
    fn total(&self, p: &[usize]) -> u32 {
        let m = self.m;
        (1..=m)
            .filter(|&j| p[j] != 0)
            .map(|j| self.cost[(p[j] - 1) * m + j - 1])
            .sum::<i64>() as u32
    }

    /// The minimum total distance over assignments of each box to a distinct goal, or `None`
    /// when no assignment avoids an impossible pair. `dist[g][cell]` as in `Level::dist`.
    pub fn bound(&mut self, boxes: &[u16], dist: &[Vec<u16>]) -> Option<u32> {
        let n = boxes.len();
        let m = dist.len();
        self.fill_cost(boxes, dist);
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

    #[test]
    fn a_kept_solution_answers_like_one_from_scratch() {
        let dist: Vec<Vec<u16>> = (0..5u16)
            .map(|g| (0..20u16).map(|c| (c * 7 + g * 3) % 11).collect())
            .collect();
        let boxes = [1u16, 4, 9, 12, 17];
        let mut inc = Matcher::default();
        for i in 0..boxes.len() {
            for to in (0..20u16).filter(|c| !boxes.contains(c)) {
                inc.bound(&boxes, &dist).unwrap();
                let Some(Some(h)) = inc.moved(i, to, &dist) else {
                    panic!()
                };
                let mut child = boxes.to_vec();
                child[i] = to;
                child.sort_unstable();
                inc.keep(3, i, to, &child);
                assert_eq!(inc.bound_of(3, &child, &dist), Some(h));
                // The kept solution is one `moved` can start from.
                for (k, next) in [(0, 19), (4, 0), (2, 5)] {
                    if child.contains(&next) {
                        continue;
                    }
                    let mut grand = child.clone();
                    grand[k] = next;
                    let full = Matcher::default().bound(&grand, &dist);
                    assert_eq!(inc.moved(k, next, &dist), Some(full));
                }
            }
        }
    }
}
