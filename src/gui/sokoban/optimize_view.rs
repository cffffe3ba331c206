//! The *Optimize* window: the metric and time limit, Start; while the worker runs its
//! counters and Stop (the window beside it stays usable); at the end the better solution
//! added to its level as one undo step and offered to the records, or why nothing was.

use std::time::Duration;

use egui::Ui;

use super::SokobanWorkspace;
use super::optimize_task::{Ending, OptimizeTask, Source, ending};
use crate::gui::workspace::Shell;
use crate::sokoban::solver::optimize::Metric;

/// The window's state, kept across its openings (the metric and time limit stay as chosen).
pub struct Optimizer {
    /// What the open window optimizes; `None`: the window is closed.
    pub source: Option<Source>,
    /// The optimization running, if any (one at a time).
    pub task: Option<OptimizeTask>,
    /// The last end in words, and whether it was a failure.
    pub said: Option<(String, bool)>,
    /// What to make fewest first.
    pub metric: Metric,
    /// The time limit in seconds.
    pub seconds: f32,
}

impl Default for Optimizer {
    fn default() -> Self {
        Optimizer {
            source: None,
            task: None,
            said: None,
            metric: Metric::Pushes,
            seconds: 10.0,
        }
    }
}

impl Optimizer {
    /// Whether an optimization is running (the buttons that start one are then off).
    pub fn busy(&self) -> bool {
        self.task.is_some()
    }
}

/// What the user pressed in the window.
enum Press {
    Start,
    Stop,
    Close,
}

/// The colour of a failure's words, as the validation panel has it.
const FAILED: egui::Color32 = egui::Color32::from_rgb(240, 110, 100);

impl SokobanWorkspace {
    /// Opens the window on `source` (nothing while another optimization runs).
    pub(super) fn open_optimizer(&mut self, source: Source) {
        if !self.optimizer.busy() {
            self.optimizer.source = Some(source);
            self.optimizer.said = None;
        }
    }

    /// The window's frame, in every mode: the worker's end taken in (once the pointer is
    /// up, so the addition never joins a stroke's undo step), and the window drawn.
    pub(super) fn optimizer_frame(&mut self, ctx: &egui::Context, shell: &mut Shell) {
        let pointer_down = ctx.input(|i| i.pointer.any_down());
        if !pointer_down
            && let Some(answer) = self.optimizer.task.as_ref().and_then(OptimizeTask::poll)
            && let Some(task) = self.optimizer.task.take()
        {
            let level = self.level_of(&task.source);
            let now = self.doc.collection().levels.get(level);
            let end = ending(&answer, task.metric, now.map(|l| &l.board));
            self.take_ending(end, level, shell);
        }
        match window(ctx, &mut self.optimizer) {
            Some(Press::Start) => {
                if let Some(source) = self.optimizer.source.clone() {
                    let limit = Duration::from_secs_f32(self.optimizer.seconds);
                    let metric = self.optimizer.metric;
                    self.optimizer.said = None;
                    self.optimizer.task = Some(OptimizeTask::start(ctx, source, metric, limit));
                }
            }
            Some(Press::Stop) => {
                if let Some(task) = &self.optimizer.task {
                    task.cancel();
                }
            }
            Some(Press::Close) => self.optimizer.source = None,
            None => {}
        }
    }

    /// Where the level optimized is now: at its index if its board is unchanged there, else
    /// where levels moved it (another level inserted or deleted before it), else at its
    /// index (the result is then added only if it solves the edited board).
    fn level_of(&self, source: &Source) -> usize {
        let levels = &self.doc.collection().levels;
        let same = |i: usize| levels.get(i).is_some_and(|l| l.board == source.board);
        if same(source.level) {
            return source.level;
        }
        (0..levels.len()).find(|&i| same(i)).unwrap_or(source.level)
    }

    /// Adds a better solution to level `level` (one undo step) and the records; says the end.
    fn take_ending(&mut self, end: Ending, level: usize, shell: &mut Shell) {
        let (words, failed) = match end {
            Ending::Nothing { words, failed } => (words, failed),
            Ending::Better { game, best, words } => {
                let l = &self.doc.collection().levels[level];
                let (board, title) = (l.board.clone(), l.title.clone());
                let next = Source::new(level, &board, &best.lurd, game.title.clone());
                let words = if self.doc.add_saved_game(level, game) {
                    words
                } else {
                    crate::t!("sokoban-optimize-known", words = words)
                };
                self.records.offer(&board, &title, best);
                if let Err(e) = self.records.save() {
                    shell.fail(crate::t!(
                        "sokoban-records-unsaved",
                        error = crate::i18n::io_error(&e)
                    ));
                }
                // Start again goes on from the better one (another metric, a longer limit).
                if let Some(next) = next
                    && self.optimizer.source.is_some()
                {
                    self.optimizer.source = Some(next);
                }
                (words, false)
            }
        };
        if failed {
            shell.fail(words.clone());
        } else {
            shell.say(words.clone());
        }
        self.optimizer.said = Some((words, failed));
    }
}

/// Draws the window while it is open; what was pressed.
fn window(ctx: &egui::Context, opt: &mut Optimizer) -> Option<Press> {
    let source = opt.source.clone()?;
    let mut press = None;
    let mut open = true;
    egui::Window::new(crate::t!("sokoban-optimize-window"))
        .id(egui::Id::unique("sokoban-optimize"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .default_width(320.0)
        // Over the canvas, clear of the side panels' buttons.
        .pivot(egui::Align2::CENTER_TOP)
        .default_pos(ctx.content_rect().center_top() + egui::vec2(0.0, 80.0))
        .show(ctx, |ui| {
            ui.label(crate::t!(
                "sokoban-optimize-from",
                name = source.name,
                moves = source.moves,
                pushes = source.pushes
            ));
            ui.separator();
            press = match &opt.task {
                Some(task) => running(ui, task),
                None => form(ui, opt),
            };
        });
    if !open {
        // The title bar's cross: the worker stops, its best so far is still taken in.
        press = Some(if opt.busy() {
            Press::Stop
        } else {
            Press::Close
        });
        if opt.busy() {
            opt.source = None;
        }
    }
    press
}

/// The counters and Stop.
fn running(ui: &mut Ui, task: &OptimizeTask) -> Option<Press> {
    let s = task.status();
    ui.label(crate::t!(
        "sokoban-optimize-running",
        secs = crate::i18n::fixed(s.secs.into(), 1),
        n = s.positions
    ));
    if let Some((moves, pushes)) = s.best {
        ui.label(crate::t!(
            "sokoban-optimize-best-so-far",
            moves = moves,
            pushes = pushes
        ));
    }
    ui.ctx().request_repaint_after(Duration::from_millis(100));
    let stop = ui.add_enabled(
        !task.stopping(),
        egui::Button::new(crate::t!("sokoban-optimize-stop")),
    );
    stop.clicked().then_some(Press::Stop)
}

/// The metric, the time limit, Start and Close, and the last end's words.
fn form(ui: &mut Ui, opt: &mut Optimizer) -> Option<Press> {
    let mut press = None;
    ui.horizontal_wrapped(|ui| {
        ui.radio_value(
            &mut opt.metric,
            Metric::Pushes,
            crate::t!("sokoban-optimize-fewest-pushes"),
        );
        ui.radio_value(
            &mut opt.metric,
            Metric::Moves,
            crate::t!("sokoban-optimize-fewest-moves"),
        );
    });
    ui.horizontal(|ui| {
        let l = ui.label(crate::t!("sokoban-optimize-limit"));
        ui.add(egui::DragValue::new(&mut opt.seconds).range(1.0..=3600.0))
            .labelled_by(l.id);
    });
    ui.horizontal(|ui| {
        if ui.button(crate::t!("sokoban-optimize-start")).clicked() {
            press = Some(Press::Start);
        }
        if ui.button(crate::t!("sokoban-close")).clicked() {
            press = Some(Press::Close);
        }
    });
    if let Some((words, failed)) = &opt.said {
        ui.separator();
        if *failed {
            ui.colored_label(FAILED, words);
        } else {
            ui.label(words);
        }
    }
    press
}
