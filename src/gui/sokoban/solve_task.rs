//! The solvability check: the solver on a worker thread, with progress the panel can show and
//! a cancel flag, so the window stays responsive however long the search runs.

use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

use gridwright_formats::sokoban::Board;

use crate::sokoban::solver::{self, Options, Outcome, Progress};

/// A search in progress.
pub struct SolveTask {
    pub board: Board,
    cancel: Arc<AtomicBool>,
    progress: Arc<Progress>,
    rx: Receiver<Outcome>,
    started: Instant,
}

impl SolveTask {
    pub fn start(ctx: &egui::Context, board: Board, time_limit: Duration) -> SolveTask {
        let cancel = Arc::new(AtomicBool::new(false));
        let progress = Arc::new(Progress::default());
        let (tx, rx) = channel();
        let opts = Options {
            time_limit,
            cancel: Some(cancel.clone()),
            ..Options::default()
        };
        let (b, p, ctx) = (board.clone(), progress.clone(), ctx.clone());
        // The worker writes its reasons in the window's language.
        let language = crate::i18n::Language::current();
        std::thread::spawn(move || {
            language.set_for_thread();
            let outcome = solver::solve(&b, &opts, &p);
            let _ = tx.send(outcome);
            ctx.request_repaint();
        });
        SolveTask {
            board,
            cancel,
            progress,
            rx,
            started: Instant::now(),
        }
    }

    pub fn cancel(&self) {
        self.cancel.store(true, Ordering::Relaxed);
    }

    /// Seconds running and positions stored so far.
    pub fn status(&self) -> (f32, u64) {
        (
            self.started.elapsed().as_secs_f32(),
            self.progress.nodes.load(Ordering::Relaxed),
        )
    }

    /// The outcome, once the search has ended.
    pub fn poll(&self) -> Option<Outcome> {
        self.rx.try_recv().ok()
    }
}

/// The check as the validation panel shows it: a running task, or the last answer and the
/// board it is about (an answer about another board is not shown).
#[derive(Default)]
pub struct Solvability {
    pub task: Option<SolveTask>,
    pub last: Option<(Board, Outcome)>,
    pub time_limit_s: f32,
}

impl Solvability {
    pub fn new() -> Solvability {
        Solvability {
            time_limit_s: 10.0,
            ..Solvability::default()
        }
    }

    /// Collects a finished task's answer.
    pub fn update(&mut self) {
        if let Some(outcome) = self.task.as_ref().and_then(SolveTask::poll)
            && let Some(task) = self.task.take()
        {
            self.last = Some((task.board, outcome));
        }
    }

    /// The last answer, if it is about `board`.
    pub fn answer_for(&self, board: &Board) -> Option<&Outcome> {
        self.last
            .as_ref()
            .filter(|(b, _)| b == board)
            .map(|(_, o)| o)
    }
}
