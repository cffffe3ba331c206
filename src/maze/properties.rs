//! What can be said of a maze: connected and acyclic (perfect), exit reachable, dead ends,
//! distances from a cell.

use std::collections::VecDeque;

use gridwright_formats::maze::Maze;

use super::grid::{open, step};

/// Distance (in steps) from `from` to every cell; `u32::MAX` where unreachable.
pub fn distances(m: &Maze, from: usize) -> Vec<u32> {
    let mut dist = vec![u32::MAX; m.cells()];
    dist[from] = 0;
    let mut queue = VecDeque::from([from]);
    while let Some(i) = queue.pop_front() {
        for d in 0..4 {
            if open(m, i, d)
                && let Some(j) = step(m, i, d)
                && dist[j] == u32::MAX
            {
                dist[j] = dist[i] + 1;
                queue.push_back(j);
            }
        }
    }
    dist
}

/// Interior passages (open sides between two cells).
pub fn passages(m: &Maze) -> usize {
    let (w, h) = (m.width(), m.height());
    (0..m.cells())
        .map(|i| {
            usize::from(i % w + 1 < w && !m.east_wall(i))
                + usize::from(i / w + 1 < h && !m.south_wall(i))
        })
        .sum()
}

/// Perfect: exactly one path between any two cells, i.e. the passages form a spanning tree
/// (connected, with one passage fewer than cells).
pub fn is_perfect(m: &Maze) -> bool {
    m.cells() > 0 && passages(m) + 1 == m.cells() && distances(m, 0).iter().all(|&d| d != u32::MAX)
}

/// Whether a walk through open sides leads from the entrance to the exit.
pub fn exit_reachable(m: &Maze) -> bool {
    distances(m, m.index(m.entrance))[m.index(m.exit)] != u32::MAX
}

/// Cells with exactly one open side towards another cell.
pub fn dead_ends(m: &Maze) -> usize {
    (0..m.cells())
        .filter(|&i| (0..4).filter(|&d| open(m, i, d)).count() == 1)
        .count()
}

/// A summary for the status bar and `validate`.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize)]
pub struct Summary {
    /// Cells per row.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// Exactly one path between any two cells ([`is_perfect`]).
    pub perfect: bool,
    /// The exit can be reached from the entrance.
    pub exit_reachable: bool,
    /// Cells with one open side ([`dead_ends`]).
    pub dead_ends: usize,
    /// Walls between two cells (the border not counted).
    pub interior_walls: usize,
    /// Walls between two cells when every side is closed, to show the walls as a share.
    pub max_interior_walls: usize,
}

/// The maze's summary, in one pass per property.
pub fn summary(m: &Maze) -> Summary {
    Summary {
        width: m.width(),
        height: m.height(),
        perfect: is_perfect(m),
        exit_reachable: exit_reachable(m),
        dead_ends: dead_ends(m),
        interior_walls: m.interior_walls(),
        max_interior_walls: m.max_interior_walls(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn full_and_empty_mazes() {
        let full = Maze::new(3, 3, true);
        assert!(!is_perfect(&full));
        assert!(!exit_reachable(&full));
        let empty = Maze::new(3, 3, false);
        assert!(!is_perfect(&empty), "loops");
        assert!(exit_reachable(&empty));
        assert_eq!(distances(&empty, 0)[8], 4);
        assert_eq!(dead_ends(&empty), 0);
    }
}
