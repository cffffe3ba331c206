//! *Optimize…*: the solution optimizer on a worker thread, with the counters the window shows
//! (seconds, positions searched, the best so far) and Stop; and what its end means for the
//! level as it is by then ([`ending`]), kept free of egui so it can be tested plainly.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

use gridwright_formats::sokoban::{Board, SavedGame};

use crate::sokoban::game::Game;
use crate::sokoban::records::Best;
use crate::sokoban::solver::optimize::{
    self, Metric, Options, Outcome, Progress, StartError, Stop,
};

/// What the worker sends back.
pub type Answer = Result<Outcome, StartError>;

/// The solution an optimization starts from, and where it is about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Source {
    /// The level's index in the collection.
    pub level: usize,
    /// The level's board when the optimization was asked for.
    pub board: Board,
    /// The moves, upper case for pushes.
    pub lurd: String,
    /// Its figures, shown before Start.
    pub moves: usize,
    /// Its figures, shown before Start.
    pub pushes: usize,
    /// What it is, in words: a saved game's title, or the solver's solution.
    pub name: String,
}

impl Source {
    /// `lurd` on level `level` (board `board`), if it replays to a solution there: only a
    /// solution can be optimized, so the window offers the button only then.
    pub fn new(level: usize, board: &Board, lurd: &str, name: String) -> Option<Source> {
        let clean: String = lurd
            .chars()
            .filter(|c| !c.is_whitespace() && *c != '*')
            .collect();
        let game = Game::replay(board, &clean).ok()?.ok()?;
        game.is_solved().then(|| Source {
            level,
            board: board.clone(),
            lurd: game.lurd(),
            moves: game.moves(),
            pushes: game.pushes(),
            name,
        })
    }
}

/// An optimization in progress.
pub struct OptimizeTask {
    /// What it started from.
    pub source: Source,
    /// What it makes fewest first.
    pub metric: Metric,
    cancel: Arc<AtomicBool>,
    progress: Arc<Progress>,
    rx: Receiver<Answer>,
    started: Instant,
}

/// What the window shows while the optimizer runs.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Status {
    /// Seconds since Start.
    pub secs: f32,
    /// Positions stored by the searches so far.
    pub positions: u64,
    /// The best solution so far, as (moves, pushes).
    pub best: Option<(usize, usize)>,
}

impl OptimizeTask {
    /// Starts optimizing `source` on a worker thread for at most `time_limit`; the worker
    /// writes its words in the window's language and asks for a frame when it ends.
    pub fn start(
        ctx: &egui::Context,
        source: Source,
        metric: Metric,
        time_limit: Duration,
    ) -> OptimizeTask {
        let cancel = Arc::new(AtomicBool::new(false));
        let progress = Arc::new(Progress::default());
        let (tx, rx) = channel();
        let opts = Options {
            metric,
            time_limit,
            // A desktop beside other programs: a quarter of what the command line may take.
            memory_limit: 512 << 20,
            cancel: Some(cancel.clone()),
            ..Options::default()
        };
        let (board, lurd) = (source.board.clone(), source.lurd.clone());
        let (p, ctx) = (progress.clone(), ctx.clone());
        let language = crate::i18n::Language::current();
        std::thread::spawn(move || {
            language.set_for_thread();
            let answer = optimize::optimize(&board, &lurd, &opts, &p);
            let _ = tx.send(answer);
            ctx.request_repaint();
        });
        OptimizeTask {
            source,
            metric,
            cancel,
            progress,
            rx,
            started: Instant::now(),
        }
    }

    /// Asks the worker to stop; it answers with the best found so far.
    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// Whether Stop was pressed.
    pub fn stopping(&self) -> bool {
        self.cancel.load(Ordering::Relaxed)
    }

    /// The counters as they stand.
    pub fn status(&self) -> Status {
        Status {
            secs: self.started.elapsed().as_secs_f32(),
            positions: self.progress.positions.load(Ordering::Relaxed),
            best: self.progress.best(),
        }
    }

    /// The answer, once the worker has ended.
    pub fn poll(&self) -> Option<Answer> {
        self.rx.try_recv().ok()
    }
}

impl Drop for OptimizeTask {
    /// A task dropped unfinished (the file closed) stops its worker instead of letting it
    /// search on unseen.
    fn drop(&mut self) {
        self.cancel();
    }
}

/// What an optimization's end does to the level.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Ending {
    /// A better solution that solves the level as it is now: to add as a saved game and
    /// offer to the records.
    Better {
        /// The saved game to add.
        game: SavedGame,
        /// Its figures for the records.
        best: Best,
        /// What to tell the user.
        words: String,
    },
    /// Nothing to add; what to tell the user, and whether it is a failure.
    Nothing {
        /// What to tell the user.
        words: String,
        /// A start error, or a result the edited board no longer takes.
        failed: bool,
    },
}

/// The end of an optimization of `metric`, for the level whose board is now `now` (`None`:
/// the level is gone). A result is added only where it still solves the board, since the
/// user may have edited the level while the optimizer searched the old one.
pub fn ending(answer: &Answer, metric: Metric, now: Option<&Board>) -> Ending {
    let outcome = match answer {
        Ok(o) => o,
        Err(e) => {
            return Ending::Nothing {
                words: crate::t!("sokoban-optimize-cannot", why = e.to_string()),
                failed: true,
            };
        }
    };
    let secs = crate::i18n::fixed(outcome.elapsed.as_secs_f64(), 1);
    if !outcome.improved(metric) {
        return Ending::Nothing {
            words: crate::t!(
                "sokoban-optimize-no-better",
                why = stop_words(outcome.stop),
                secs = secs,
                n = outcome.positions
            ),
            failed: false,
        };
    }
    let (best, start) = (&outcome.best, &outcome.start);
    if !now.is_some_and(|b| solves(b, &best.lurd)) {
        return Ending::Nothing {
            words: crate::t!(
                "sokoban-optimize-edited",
                moves = best.moves,
                pushes = best.pushes
            ),
            failed: true,
        };
    }
    let note = match metric {
        Metric::Pushes => crate::t!(
            "sokoban-optimize-note-pushes",
            moves = start.moves,
            pushes = start.pushes
        ),
        Metric::Moves => crate::t!(
            "sokoban-optimize-note-moves",
            moves = start.moves,
            pushes = start.pushes
        ),
    };
    Ending::Better {
        game: SavedGame {
            title: crate::t!(
                "sokoban-solution-title",
                moves = best.moves,
                pushes = best.pushes
            ),
            moves: best.lurd.clone(),
            notes: vec![note],
        },
        best: Best {
            moves: best.moves,
            pushes: best.pushes,
            lurd: best.lurd.clone(),
        },
        words: crate::t!(
            "sokoban-optimize-better",
            moves = best.moves,
            pushes = best.pushes,
            was_moves = start.moves,
            was_pushes = start.pushes,
            why = stop_words(outcome.stop),
            secs = secs
        ),
    }
}

/// Whether `lurd` replays to a solution of `board`.
fn solves(board: &Board, lurd: &str) -> bool {
    matches!(Game::replay(board, lurd), Ok(Ok(g)) if g.is_solved())
}

/// Why the optimizer stopped, in words.
pub fn stop_words(stop: Stop) -> String {
    match stop {
        Stop::Done => crate::t!("sokoban-optimize-stop-done"),
        Stop::Optimal => crate::t!("sokoban-optimize-stop-optimal"),
        Stop::Timeout => crate::t!("sokoban-optimize-stop-timeout"),
        Stop::Cancelled => crate::t!("sokoban-optimize-stop-cancelled"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sokoban::solver::optimize::Solution;

    /// 14 moves, 5 pushes where 4 moves, 3 pushes do.
    const ROOM: &str = "#######\n#@    #\n# $  .#\n#     #\n#######";
    const WASTEFUL: &str = "dRurrdLulldRRR";

    fn board(text: &str) -> Board {
        Board::from_xsb(text)
    }

    fn solution(lurd: &str, moves: usize, pushes: usize) -> Solution {
        Solution {
            lurd: lurd.into(),
            moves,
            pushes,
        }
    }

    fn outcome(best: Solution, stop: Stop) -> Answer {
        Ok(Outcome {
            start: solution(WASTEFUL, 14, 5),
            best,
            stop,
            positions: 120,
            elapsed: Duration::from_millis(300),
        })
    }

    #[test]
    fn a_source_must_replay_to_a_solution() {
        let b = board(ROOM);
        let s = Source::new(0, &b, "dRurr dLulldRRR", "Solution".into()).unwrap();
        assert_eq!((s.moves, s.pushes, s.lurd.as_str()), (14, 5, WASTEFUL));
        assert!(
            Source::new(0, &b, "dRR", "Snapshot".into()).is_none(),
            "unsolved"
        );
        assert!(
            Source::new(0, &b, "uu", "Broken".into()).is_none(),
            "does not replay"
        );
    }

    #[test]
    fn a_better_solution_that_still_solves_the_board_is_to_be_added() {
        let answer = outcome(solution("dRRR", 4, 3), Stop::Optimal);
        let b = board(ROOM);
        let Ending::Better { game, best, words } = ending(&answer, Metric::Pushes, Some(&b)) else {
            panic!("better")
        };
        assert_eq!(game.title, "Solution 4/3");
        assert_eq!(game.moves, "dRRR");
        assert!(
            game.notes[0].contains("fewest pushes, from 14/5"),
            "{:?}",
            game.notes
        );
        assert_eq!((best.moves, best.pushes), (4, 3));
        assert!(words.contains("4 moves, 3 pushes"), "{words}");
    }

    #[test]
    fn no_better_solution_adds_nothing() {
        let answer = outcome(solution(WASTEFUL, 14, 5), Stop::Cancelled);
        let e = ending(&answer, Metric::Moves, Some(&board(ROOM)));
        let Ending::Nothing { words, failed } = e else {
            panic!("nothing")
        };
        assert!(!failed);
        assert!(words.starts_with("No better solution found"), "{words}");
        assert!(words.contains("stopped"), "{words}");
    }

    #[test]
    fn a_result_the_edited_board_does_not_take_is_not_added() {
        let answer = outcome(solution("dRRR", 4, 3), Stop::Done);
        let edited = board("#######\n#@    #\n# $ #.#\n#     #\n#######");
        for now in [Some(&edited), None] {
            let Ending::Nothing { words, failed } = ending(&answer, Metric::Pushes, now) else {
                panic!("nothing added")
            };
            assert!(failed);
            assert!(words.contains("was edited"), "{words}");
        }
    }

    #[test]
    fn a_start_error_is_said() {
        let answer = Err(StartError::NotSolved);
        let Ending::Nothing { words, failed } = ending(&answer, Metric::Pushes, None) else {
            panic!("nothing")
        };
        assert!(failed);
        assert!(words.starts_with("Cannot optimize: "), "{words}");
    }

    #[test]
    fn the_worker_finds_the_short_solution() {
        let ctx = egui::Context::default();
        let source = Source::new(0, &board(ROOM), WASTEFUL, "Solution".into()).unwrap();
        let task = OptimizeTask::start(&ctx, source, Metric::Pushes, Duration::from_secs(30));
        let deadline = Instant::now() + Duration::from_secs(30);
        let answer = loop {
            if let Some(a) = task.poll() {
                break a;
            }
            assert!(Instant::now() < deadline, "the worker answers");
            std::thread::sleep(Duration::from_millis(5));
        };
        let o = answer.unwrap();
        assert_eq!((o.best.moves, o.best.pushes), (4, 3));
        assert_eq!(task.status().best.map(|b| b.1), Some(3));
    }
}
