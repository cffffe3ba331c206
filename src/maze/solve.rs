//! Maze solvers. Each returns the path (cells from start to target) and the cells it visited,
//! so the GUI can show how a method works, not only its answer.

use std::collections::VecDeque;

use gridwright_formats::maze::Maze;

use super::grid::{N, back, open, step};

/// A way to find a path through a maze: each explores in its own order, so their counts of
/// cells visited differ (`solve` prints the count; the window draws the path found).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Method {
    /// Breadth-first: a shortest path.
    Bfs,
    /// Depth-first, the assignment's `solution(start, target)`.
    Dfs,
    /// Keep the left hand on the wall.
    LeftHand,
    /// Keep the right hand on the wall.
    RightHand,
    /// Trémaux: mark passages, never take a passage marked twice.
    Tremaux,
    /// Fill dead ends until only the paths between start and target remain.
    DeadEndFilling,
}

impl Method {
    /// Every method, in the order menus list them.
    pub const ALL: [Method; 6] = [
        Method::Bfs,
        Method::Dfs,
        Method::LeftHand,
        Method::RightHand,
        Method::Tremaux,
        Method::DeadEndFilling,
    ];

    /// The name menus show: words, not the identifier.
    pub fn label(self) -> String {
        match self {
            Method::Bfs => crate::t!("maze-method-bfs"),
            Method::Dfs => crate::t!("maze-method-dfs"),
            Method::LeftHand => crate::t!("maze-method-left-hand"),
            Method::RightHand => crate::t!("maze-method-right-hand"),
            Method::Tremaux => crate::t!("maze-method-tremaux"),
            Method::DeadEndFilling => crate::t!("maze-method-dead-end-filling"),
        }
    }
}

/// What a method found and what it looked at on the way.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Solution {
    /// Cells from start to target (empty when there is no path).
    pub path: Vec<usize>,
    /// Cells the method looked at, in order.
    pub visited: Vec<usize>,
}

/// The path from `start` to `target` by `method`, with the cells visited.
pub fn solve(m: &Maze, method: Method, start: usize, target: usize) -> Solution {
    match method {
        Method::Bfs => bfs(m, start, target),
        Method::Dfs => dfs(m, start, target),
        Method::LeftHand => wall_follower(m, start, target, true),
        Method::RightHand => wall_follower(m, start, target, false),
        Method::Tremaux => tremaux(m, start, target),
        Method::DeadEndFilling => dead_end_filling(m, start, target),
    }
}

fn rebuild(came: &[u32], start: usize, target: usize) -> Vec<usize> {
    if came[target] == u32::MAX && target != start {
        return vec![];
    }
    let mut path = vec![target];
    let mut at = target;
    while at != start {
        at = came[at] as usize;
        path.push(at);
    }
    path.reverse();
    path
}

pub use super::shortest::shortest_path;

/// Breadth-first from `start`: a shortest path.
pub fn bfs(m: &Maze, start: usize, target: usize) -> Solution {
    let mut came = vec![u32::MAX; m.cells()];
    let mut visited = vec![start];
    let mut queue = VecDeque::from([start]);
    came[start] = start as u32;
    while let Some(i) = queue.pop_front() {
        if i == target {
            break;
        }
        for d in 0..4 {
            if open(m, i, d)
                && let Some(j) = step(m, i, d)
                && came[j] == u32::MAX
            {
                came[j] = i as u32;
                visited.push(j);
                queue.push_back(j);
            }
        }
    }
    Solution {
        path: rebuild(&came, start, target),
        visited,
    }
}

/// Depth-first from `start`, neighbours in the order north, east, south, west.
pub fn dfs(m: &Maze, start: usize, target: usize) -> Solution {
    let mut came = vec![u32::MAX; m.cells()];
    came[start] = start as u32;
    let mut visited = Vec::new();
    let mut stack = vec![start];
    while let Some(i) = stack.pop() {
        visited.push(i);
        if i == target {
            break;
        }
        for d in (0..4).rev() {
            if open(m, i, d)
                && let Some(j) = step(m, i, d)
                && came[j] == u32::MAX
            {
                came[j] = i as u32;
                stack.push(j);
            }
        }
    }
    Solution {
        path: rebuild(&came, start, target),
        visited,
    }
}

/// Follows a wall; gives up after walking every side of every cell twice (the target is then
/// on an island the wall does not touch).
pub fn wall_follower(m: &Maze, start: usize, target: usize, left: bool) -> Solution {
    let mut visited = vec![start];
    let (mut at, mut facing) = (start, 1usize);
    let turn = |d: usize, k: usize| (d + k) % 4;
    let limit = 8 * m.cells() + 8;
    for _ in 0..limit {
        if at == target {
            break;
        }
        let order = if left { [3, 0, 1, 2] } else { [1, 0, 3, 2] };
        let Some(d) = order
            .iter()
            .map(|&k| turn(facing, k))
            .find(|&d| open(m, at, d))
        else {
            break;
        };
        at = step(m, at, d).unwrap_or(at);
        facing = d;
        visited.push(at);
    }
    let path = if at == target {
        loop_erased(&visited)
    } else {
        vec![]
    };
    Solution { path, visited }
}

/// A walk with its loops removed: the path it found.
fn loop_erased(walk: &[usize]) -> Vec<usize> {
    let mut path: Vec<usize> = Vec::new();
    let mut index: std::collections::HashMap<usize, usize> = std::collections::HashMap::new();
    for &c in walk {
        if let Some(&k) = index.get(&c) {
            for gone in path.drain(k + 1..) {
                index.remove(&gone);
            }
        } else {
            index.insert(c, path.len());
            path.push(c);
        }
    }
    path
}

/// Trémaux's rule: walk on, marking each passage taken; never take one marked twice.
pub fn tremaux(m: &Maze, start: usize, target: usize) -> Solution {
    // Marks per passage side: how often the walk went through it (0, 1 or 2).
    let mut marks = vec![0u8; 4 * m.cells()];
    let mark = |marks: &mut [u8], i: usize, d: usize, j: usize| {
        marks[4 * i + d] += 1;
        marks[4 * j + back(d)] += 1;
    };
    let mut visited = vec![start];
    let mut at = start;
    let mut from: Option<usize> = None;
    let mut seen = vec![false; m.cells()];
    seen[start] = true;
    let limit = 8 * m.cells() + 8;
    for _ in 0..limit {
        if at == target {
            break;
        }
        let open_dirs: Vec<usize> = (0..4).filter(|&d| open(m, at, d)).collect();
        let fresh = open_dirs
            .iter()
            .copied()
            .find(|&d| marks[4 * at + d] == 0 && Some(back(d)) != from);
        let d = match (fresh, from) {
            (Some(d), Some(f))
                if step(m, at, d).is_some_and(|j| seen[j]) && marks[4 * at + back(f)] < 2 =>
            {
                back(f)
            }
            (Some(d), _) => d,
            (None, _) => match open_dirs
                .iter()
                .copied()
                .filter(|&d| marks[4 * at + d] < 2)
                .min_by_key(|&d| marks[4 * at + d])
            {
                Some(d) => d,
                None => break,
            },
        };
        let Some(j) = step(m, at, d) else { break };
        mark(&mut marks, at, d, j);
        from = Some(d);
        at = j;
        seen[j] = true;
        visited.push(j);
    }
    let path = if at == target {
        loop_erased(&visited)
    } else {
        vec![]
    };
    Solution { path, visited }
}

/// Fills dead ends (never the start or the target) until the paths between them remain.
pub fn dead_end_filling(m: &Maze, start: usize, target: usize) -> Solution {
    let n = m.cells();
    let mut filled = vec![false; n];
    let mut degree: Vec<u8> = (0..n)
        .map(|i| (0..4).filter(|&d| open(m, i, d)).count() as u8)
        .collect();
    let mut visited = Vec::new();
    let mut queue: VecDeque<usize> = (0..n)
        .filter(|&i| degree[i] <= 1 && i != start && i != target)
        .collect();
    while let Some(i) = queue.pop_front() {
        if filled[i] {
            continue;
        }
        filled[i] = true;
        visited.push(i);
        for d in 0..4 {
            if open(m, i, d)
                && let Some(j) = step(m, i, d)
                && !filled[j]
            {
                degree[j] -= 1;
                if degree[j] <= 1 && j != start && j != target {
                    queue.push_back(j);
                }
            }
        }
    }
    let mut rest = m.clone();
    for (i, _) in filled.iter().enumerate().filter(|(_, f)| **f) {
        for d in 0..4 {
            super::grid::set_passage(&mut rest, i, d, false);
        }
    }
    let mut s = bfs(&rest, start, target);
    s.visited = visited;
    s
}

/// A path as directions, `n e s w` (or `o` for west, as the French original writes).
pub fn directions(m: &Maze, path: &[usize], west: char) -> Vec<char> {
    path.windows(2)
        .map(|p| {
            let d = (0..4)
                .find(|&d| step(m, p[0], d) == Some(p[1]))
                .unwrap_or(N);
            ['n', 'e', 's', west][d]
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::generate::{Algorithm, generate};

    #[test]
    fn every_method_finds_the_path_of_a_perfect_maze() {
        let m = generate(Algorithm::Backtracker, 15, 9, 7);
        let (s, t) = (0, m.cells() - 1);
        let shortest = bfs(&m, s, t).path;
        assert_eq!(shortest_path(&m, s, t), shortest);
        assert_eq!(shortest.first(), Some(&s));
        assert_eq!(shortest.last(), Some(&t));
        for method in Method::ALL.iter() {
            let sol = solve(&m, *method, s, t);
            assert_eq!(
                sol.path, shortest,
                "{method:?}: a perfect maze has one path"
            );
            assert!(!sol.visited.is_empty());
        }
    }

    #[test]
    fn directions_spell_the_path() {
        let m = generate(Algorithm::Kruskal, 4, 4, 1);
        let p = bfs(&m, 0, 15).path;
        let dirs = directions(&m, &p, 'o');
        assert_eq!(dirs.len(), p.len() - 1);
        assert!(dirs.iter().all(|c| "neso".contains(*c)));
    }

    #[test]
    fn no_path_gives_an_empty_path() {
        let m = Maze::new(3, 3, true);
        for method in Method::ALL.iter() {
            assert!(solve(&m, *method, 0, 8).path.is_empty(), "{method:?}");
        }
    }
}
