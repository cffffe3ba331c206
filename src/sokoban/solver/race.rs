//! The fast mode's two threads race on a clock of work, not of the wall: each thread's
//! clock advances by the positions its searches expand, each counted at a fixed cost of its
//! kind ([`Cost`]), and the schedule's shares and turns are read on that clock. So a level is
//! searched in the same order on a quiet or a busy machine, sharded or not, and the winner
//! is the thread that found its solution earlier on its own clock, not the one that happened
//! to get more of the processor: `solve` finds the same solution on every run. The wall
//! clock still ends the whole solve at its time limit: a level solved on the clock before
//! that is solved the same way on any machine, and only a machine too slow to get there in
//! time answers otherwise (a timeout).

use std::cell::Cell;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use super::Progress;
use super::search::End;
use super::tables::level::Level;

/// What the two threads share: who has won and when, whether a search proved the level
/// unsolvable, and when the wall-clock time is up.
pub struct Race {
    /// The earliest claim, as its clock in nanoseconds shifted left once, the thread's
    /// number in the low bit; `u64::MAX` while nobody has solved.
    won: AtomicU64,
    /// Set when a search has examined every position: the level has no solution, and the
    /// other thread need not go on.
    exhausted: AtomicBool,
    /// The wall-clock end of the whole solve.
    deadline: Instant,
}

impl Race {
    /// A race that ends on the wall clock `time_limit` from now.
    pub fn new(time_limit: Duration) -> Race {
        Race {
            won: AtomicU64::new(u64::MAX),
            exhausted: AtomicBool::new(false),
            deadline: Instant::now()
                .checked_add(time_limit)
                .unwrap_or_else(far_future),
        }
    }

    /// The thread whose claim stands, if any.
    pub fn winner(&self) -> Option<usize> {
        let won = self.won.load(Ordering::Acquire);
        (won != u64::MAX).then_some((won & 1) as usize)
    }
}

/// An instant no solve reaches (a year on).
fn far_future() -> Instant {
    Instant::now() + Duration::from_secs(365 * 24 * 3600)
}

/// One thread's place in the race: its clock and its view of the level and progress.
pub struct Lane<'a> {
    /// The level searched.
    pub level: &'a Level,
    /// The counters the caller watches.
    pub progress: &'a Progress,
    race: &'a Race,
    me: usize,
    /// Work done on this thread so far, in nanoseconds of [`Cost`].
    clock: Cell<u64>,
}

impl<'a> Lane<'a> {
    /// Thread `me` (0 or 1; 0 wins a tie) of `race`.
    pub fn new(level: &'a Level, progress: &'a Progress, race: &'a Race, me: usize) -> Self {
        Lane {
            level,
            progress,
            race,
            me,
            clock: Cell::new(0),
        }
    }

    /// This thread's clock.
    pub fn now(&self) -> Duration {
        Duration::from_nanos(self.clock.get())
    }

    /// Moves the clock on by `work` nanoseconds.
    pub fn tick(&self, work: u64) {
        self.clock.set(self.clock.get().saturating_add(work));
    }

    /// Claims a solution found at `at` on this clock; the earliest claim wins.
    pub fn claim(&self, at: Duration) {
        self.race.won.fetch_min(self.key(at), Ordering::AcqRel);
    }

    /// Passes a thread's end on to the race: a solution is claimed at this clock's time,
    /// a proof of no solution stops the other thread.
    pub fn finish(&self, end: End) -> End {
        match end {
            End::Solved(_) => self.claim(self.now()),
            End::Exhausted => self.exhaust(),
            _ => {}
        }
        end
    }

    /// Says that a search examined every position.
    pub fn exhaust(&self) {
        self.race.exhausted.store(true, Ordering::Release);
    }

    /// Whether this thread can stop: the other has a claim that nothing this thread finds
    /// from `at` on could beat, or has proved the level unsolvable.
    pub fn beaten(&self, at: Duration) -> bool {
        self.race.won.load(Ordering::Acquire) < self.key(at)
            || self.race.exhausted.load(Ordering::Acquire)
    }

    /// Whether the wall-clock time of the whole solve is up.
    pub fn out_of_time(&self) -> bool {
        Instant::now() > self.race.deadline
    }

    fn key(&self, at: Duration) -> u64 {
        let nanos = u64::try_from(at.as_nanos()).unwrap_or(u64::MAX >> 1);
        (nanos.min(u64::MAX >> 2) << 1) | self.me as u64
    }
}

/// What a search's work costs on the clock, by kind of search. An expansion's cost is
/// mostly in its children (each checked for deadlocks, looked up and bounded, at a cost that
/// grows with the boxes), in the pusher's walks, and in the small searches that prove
/// corrals dead; counting those three keeps the clock within a fifth of the thread's CPU
/// time for 80 % of the searches, where a fixed cost per expansion (scaled by boxes and
/// cells) kept it only within half and one and a half times. Fitted to the thread CPU time
/// of every search of more than 50 ms of XSokoban at 5 s a level, release build, this
/// project's 2-core machine (2026-12-07; README, *The solver*), and scaled so that the clock
/// keeps about the wall's time there. What matters most is that it is fixed, so the
/// schedule is the same everywhere.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Cost {
    /// Pulls from the solved position.
    Backward,
    /// Forward by the bound. Not fitted on its own (when the costs were fitted it ran only
    /// where there are more goals than boxes, on no XSokoban level): it counts as the other
    /// plain forward search, the phases'.
    Bound,
    /// Forward in FESS's order, which keeps its feature space up to date for each child.
    Fess,
    /// Forward, greedy on the phases of a plan (with or without the bound).
    Phases,
    /// The same, roving.
    Roving,
}

/// The work a search has done, in what the clock charges for: counted, never timed, so
/// that the clock reads the same on every machine.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct Work {
    /// Children made, each checked, looked up and bounded.
    pub children: u64,
    /// Cells marked by the pusher's walks of the search's positions.
    pub cells: u64,
    /// Positions walked by the small searches that try to prove a corral or a stalled
    /// position's boxes dead.
    pub corral_positions: u64,
}

/// Nanoseconds per cell of the pusher's walks (fitted: 14.7 before scaling).
const CELL_NS: u64 = 13;

/// Nanoseconds per position of a corral search and per hundred cells of the level (each
/// walks the pusher's area and tries the corral's pushes; fitted: 799).
const CORRAL_NS_PER_100_CELLS: u64 = 720;

impl Cost {
    /// Nanoseconds `work` counts on the clock on `level`.
    pub fn of(self, level: &Level, work: Work) -> u64 {
        // Fitted per box of the level: 71, 95, 199 and 112 before scaling.
        let per_child_per_box: u64 = match self {
            Cost::Backward => 64,
            Cost::Bound | Cost::Phases => 86,
            Cost::Fess => 180,
            Cost::Roving => 100,
        };
        let boxes = level.start_boxes.len() as u64;
        let per_corral_position =
            CORRAL_NS_PER_100_CELLS.saturating_mul(level.cells() as u64) / 100;
        work.children
            .saturating_mul(per_child_per_box.saturating_mul(boxes))
            .saturating_add(work.cells.saturating_mul(CELL_NS))
            .saturating_add(work.corral_positions.saturating_mul(per_corral_position))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sokoban::position::Position;
    use crate::sokoban::solver::tables::level::Setup;
    use gridwright_formats::sokoban::Board;

    fn level() -> Level {
        let p = Position::from_board(&Board::from_xsb("#####\n#@$.#\n#####")).unwrap();
        let Setup::Ready(level) = Level::setup(&p) else {
            panic!()
        };
        level
    }

    /// Two claims: the earlier on its own clock stands, whichever came first in fact; a tie
    /// goes to thread 0; the loser is beaten from the winner's time on.
    #[test]
    fn the_earlier_claim_on_the_clock_wins() {
        let (level, progress, race) = (level(), Progress::default(), Race::new(Duration::MAX));
        let (a, b) = (
            Lane::new(&level, &progress, &race, 0),
            Lane::new(&level, &progress, &race, 1),
        );
        b.claim(Duration::from_millis(30));
        assert!(!a.beaten(Duration::from_millis(29)));
        assert!(
            !a.beaten(Duration::from_millis(30)),
            "a tie goes to thread 0"
        );
        assert!(a.beaten(Duration::from_millis(31)));
        a.claim(Duration::from_millis(20));
        assert_eq!(race.winner(), Some(0));
        assert!(b.beaten(Duration::from_millis(20)));
    }

    #[test]
    fn an_exhausted_search_stops_the_other() {
        let (level, progress, race) = (level(), Progress::default(), Race::new(Duration::MAX));
        let (a, b) = (
            Lane::new(&level, &progress, &race, 0),
            Lane::new(&level, &progress, &race, 1),
        );
        assert!(!b.beaten(Duration::ZERO));
        a.exhaust();
        assert!(b.beaten(Duration::ZERO));
        assert_eq!(race.winner(), None);
    }

    #[test]
    fn the_clock_moves_by_work_only() {
        let (level, progress, race) = (level(), Progress::default(), Race::new(Duration::MAX));
        let lane = Lane::new(&level, &progress, &race, 0);
        lane.tick(1500);
        lane.tick(500);
        assert_eq!(lane.now(), Duration::from_nanos(2000));
    }

    /// Each kind of work counts, and more of it counts more.
    #[test]
    fn every_kind_of_work_moves_the_clock() {
        let level = level();
        let none = Cost::Fess.of(&level, Work::default());
        assert_eq!(none, 0);
        let some = |w: Work| Cost::Fess.of(&level, w) > 0;
        assert!(some(Work {
            children: 1,
            ..Work::default()
        }));
        assert!(some(Work {
            cells: 1,
            ..Work::default()
        }));
        assert!(some(Work {
            corral_positions: 1,
            ..Work::default()
        }));
        let child = Work {
            children: 1,
            ..Work::default()
        };
        assert!(Cost::Fess.of(&level, child) > Cost::Backward.of(&level, child));
    }
}
