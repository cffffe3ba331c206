//! What the maze editor shows about a maze (its properties, the path by the chosen method,
//! the distances from the entrance), kept up to date with the maze. On a large maze these
//! take seconds (a breadth-first search over 10^8 cells), so they run on a worker thread: the
//! window keeps drawing and showing the last result until the new one is in.

use std::sync::mpsc::{Receiver, channel};

use gridwright_formats::maze::Maze;

use super::properties::{self, Summary};
use super::solve::{self, Method};

/// Mazes up to this many cells are analysed at once (a few milliseconds); larger ones on a
/// worker thread.
pub const INLINE_CELLS: usize = 250_000;

/// The analysis of one revision of a maze.
#[derive(Debug, Clone, PartialEq)]
pub struct Analysis {
    /// The document revision it was made from: a newer one makes it stale.
    pub revision: u64,
    /// The solving method whose path it holds.
    pub method: Method,
    /// The maze's properties, as the status panel shows them.
    pub summary: Summary,
    /// The path from the entrance to the exit by `method` (cells), empty when there is none.
    pub path: Vec<usize>,
    /// Distance of every cell from the entrance (`u32::MAX`: unreachable).
    pub distances: Vec<u32>,
}

impl Analysis {
    /// Analyses `m`, naming the result by `revision` and `method`.
    pub fn of(m: &Maze, revision: u64, method: Method) -> Analysis {
        let (s, t) = (m.index(m.entrance), m.index(m.exit));
        Analysis {
            revision,
            method,
            summary: properties::summary(m),
            path: solve::solve(m, method, s, t).path,
            distances: properties::distances(m, s),
        }
    }

    fn is_for(&self, revision: u64, method: Method) -> bool {
        self.revision == revision && self.method == method
    }
}

/// The latest analysis, and the one being computed. One worker at a time: edits made while it
/// runs are analysed together once it is done, so fast edits never pile up threads.
#[derive(Default)]
pub struct Analyzer {
    latest: Option<Analysis>,
    running: Option<Receiver<Analysis>>,
}

impl Analyzer {
    /// Brings the analysis up to `revision` and `method` of `m`: at once for a small maze;
    /// for a large one, gathers a finished worker's result and starts the next. Returns
    /// whether [`Analyzer::latest`] is now the analysis asked for.
    pub fn update(&mut self, m: &Maze, revision: u64, method: Method) -> bool {
        if let Some(rx) = &self.running {
            match rx.try_recv() {
                Ok(done) => {
                    self.latest = Some(done);
                    self.running = None;
                }
                Err(std::sync::mpsc::TryRecvError::Empty) => {
                    return self.is_current(revision, method);
                }
                Err(std::sync::mpsc::TryRecvError::Disconnected) => self.running = None,
            }
        }
        if self.is_current(revision, method) {
            return true;
        }
        if m.cells() <= INLINE_CELLS {
            self.latest = Some(Analysis::of(m, revision, method));
            return true;
        }
        let (tx, rx) = channel();
        let maze = m.clone();
        std::thread::spawn(move || {
            let _ = tx.send(Analysis::of(&maze, revision, method));
        });
        self.running = Some(rx);
        false
    }

    fn is_current(&self, revision: u64, method: Method) -> bool {
        self.latest
            .as_ref()
            .is_some_and(|a| a.is_for(revision, method))
    }

    /// The last finished analysis (of this or an earlier revision).
    pub fn latest(&self) -> Option<&Analysis> {
        self.latest.as_ref()
    }

    /// Blocks until the running worker, if any, has finished, and keeps its result.
    pub fn wait(&mut self) {
        if let Some(rx) = self.running.take()
            && let Ok(done) = rx.recv()
        {
            self.latest = Some(done);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gridwright_formats::maze::{Cell, Side};

    #[test]
    fn small_mazes_at_once_large_ones_on_a_worker() {
        let mut small = Maze::new(4, 3, false);
        let mut a = Analyzer::default();
        assert!(a.update(&small, 0, Method::Bfs));
        assert!(a.latest().unwrap().summary.exit_reachable);
        small.set_wall(Cell::new(0, 0), Side::Right, true);
        assert!(a.update(&small, 1, Method::Bfs));
        assert_eq!(a.latest().unwrap().revision, 1);

        let mut big = Maze::new(600, 500, true);
        let mut a = Analyzer::default();
        let current = a.update(&big, 0, Method::Bfs);
        a.wait();
        assert!(current || a.latest().is_some());
        assert!(
            a.update(&big, 0, Method::Bfs),
            "the worker's result is kept"
        );
        assert!(!a.latest().unwrap().summary.exit_reachable);
        big.set_wall(Cell::new(0, 0), Side::Right, false);
        assert!(
            !a.update(&big, 1, Method::Bfs),
            "the edit is analysed off the thread"
        );
        assert_eq!(
            a.latest().unwrap().revision,
            0,
            "the last result is shown meanwhile"
        );
        a.wait();
        assert!(a.update(&big, 1, Method::Bfs));
    }
}
