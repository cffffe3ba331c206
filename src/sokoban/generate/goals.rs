//! Where the generator puts the goals when the layout gives none: anywhere, or in a group.

use gridwright_formats::sokoban::Board;
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use crate::sokoban::walk::graph::{DIRS, Graph};
use crate::sokoban::walk::reach::{Order, Reach};
use crate::sokoban::walk::squares::Squares;

/// `n` different cells of `cells`, drawn by `rng`.
pub(super) fn choose(cells: &[usize], n: usize, rng: &mut ChaCha8Rng) -> Vec<usize> {
    let mut pool = cells.to_vec();
    (0..n)
        .map(|_| pool.swap_remove(rng.random_range(0..pool.len())))
        .collect()
}

/// `n` cells around one drawn at random, nearest first (goals in a group, as designers
/// place them: the boxes must then come from afar); drawn anywhere when the drawn cell's
/// area has fewer. The first `n` squares of the shared flood from the drawn one.
pub(super) fn cluster(
    board: &Board,
    cells: &[usize],
    n: usize,
    rng: &mut ChaCha8Rng,
) -> Vec<usize> {
    let start = cells[rng.random_range(0..cells.len())];
    let squares = ClusterOrder(Squares::new(board.width(), board.height()));
    let floor = |j: u32| !board.squares()[j as usize].is_wall();
    let mut taken = 0;
    let enough = |_| {
        taken += 1;
        taken >= n
    };
    let mut reach = Reach::new(squares.cells());
    let from = (&[start as u32][..], Order::BreadthFirst);
    reach.walk(&squares, from, |_, j| floor(j), enough);
    if reach.cells().len() < n {
        return choose(cells, n, rng);
    }
    reach.cells().iter().map(|&j| j as usize).collect()
}

/// A board's squares with their neighbours in the order the clusters have always grown
/// (left, right, up, down): it decides which squares of the last ring a cluster takes, and
/// so which levels a seed gives.
struct ClusterOrder(Squares);

impl Graph<u32> for ClusterOrder {
    fn cells(&self) -> usize {
        self.0.cells()
    }

    fn neighbour(&self, c: u32, d: usize) -> u32 {
        // Left, right, up, down, of the board's up, down, left, right.
        const GROWN: [usize; DIRS] = [2, 3, 0, 1];
        self.0.neighbour(c, GROWN[d])
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn floor(board: &Board) -> Vec<usize> {
        (0..board.squares().len())
            .filter(|&i| !board.squares()[i].is_wall())
            .collect()
    }

    /// In a corridor a cluster is a run of squares, its drawn square first; where the drawn
    /// square's area is too small, the goals are drawn anywhere.
    #[test]
    fn a_cluster_is_the_nearest_squares_or_drawn_anywhere() {
        let corridor = Board::from_xsb("#########\n#       #\n#########");
        let mut rng = crate::seed::rng(4);
        let group = cluster(&corridor, &floor(&corridor), 3, &mut rng);
        let (low, high) = (group.iter().min().unwrap(), group.iter().max().unwrap());
        assert_eq!((group.len(), high - low), (3, 2));
        assert_eq!(group[0].abs_diff(group[1]), 1, "nearest first");
        let apart = Board::from_xsb("#####\n# # #\n#####");
        let group = cluster(&apart, &floor(&apart), 2, &mut rng);
        assert_eq!(group.len(), 2);
        assert_ne!(group[0], group[1]);
    }
}
