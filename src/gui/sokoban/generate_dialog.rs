//! *Level > Generate…*: levels filled into the current board's walls (and goals, if asked),
//! made on a worker thread with progress and Stop, shown as thumbnails with their figures;
//! the chosen ones are added after the current level as one undo step.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::sync::mpsc::{Receiver, channel};
use std::time::{Duration, Instant};

use egui::{TextureHandle, Ui};
use gridwright_formats::sokoban::{Board, Level};

use crate::gui::dialogs::Answer;
use crate::sokoban::generate::{self, Control, Generated, Options, Source, layout};

/// The dialog's fields.
#[derive(Debug, Clone, PartialEq)]
pub struct Form {
    /// Boxes of each level (unless the board's goals are kept).
    pub boxes: usize,
    /// Keep the board's goals (and so their count of boxes).
    pub keep_goals: bool,
    /// Candidates to make.
    pub count: usize,
    /// Seconds the solver has to confirm each candidate.
    pub seconds: u32,
    /// The seed.
    pub seed: u64,
}

/// What the worker sends back: the levels made, or why none could be.
type Made = Result<Vec<Generated>, generate::GenerateError>;

/// The worker's news: each level as it is made (shown at once), then the run's end.
enum News {
    /// A level made and confirmed (untitled yet: the end sorts and titles them).
    One(Box<Generated>),
    /// The run ended.
    Done(Made),
}

/// A run on the worker thread: its counters and stop, its news, when it started and how
/// long it may take at most.
struct Running {
    control: Arc<Control>,
    news: Receiver<News>,
    started: Instant,
    budget: Duration,
    /// The user pressed Stop (so an empty result is no failure).
    stopped: bool,
}

/// A candidate shown: the level, its thumbnail, and whether it is to be added.
pub struct Candidate {
    pub generated: Generated,
    texture: Option<TextureHandle>,
    pub chosen: bool,
}

impl Candidate {
    /// A level just made: shown, and chosen to be added.
    fn of(generated: Generated) -> Candidate {
        Candidate {
            generated,
            texture: None,
            chosen: true,
        }
    }
}

impl Form {
    /// How long a run may take at most: the seconds a level, for every level asked.
    fn budget(&self) -> Duration {
        Duration::from_secs(u64::from(self.seconds).saturating_mul(self.count as u64))
    }
}

/// What the end of a run says: nothing when every level asked for came; else how many came,
/// as news when the user stopped it (not a failure), as a failure when none came by itself.
fn outcome(made: usize, asked: usize, stopped: bool, secs: u64) -> Option<(String, bool)> {
    match (made, stopped) {
        (m, false) if m >= asked => None,
        (m, true) => Some((
            crate::t!(
                "sokoban-generate-stopped",
                secs = secs,
                n = m,
                asked = asked
            ),
            false,
        )),
        (0, false) => Some((crate::t!("sokoban-generate-none"), true)),
        (m, false) => Some((
            crate::t!("sokoban-generate-some", n = m, asked = asked),
            false,
        )),
    }
}

/// The dialog's state while it is open.
pub struct GenerateDialog {
    pub form: Form,
    /// The board whose walls are filled (as it was when the dialog opened).
    board: Board,
    /// Goals on that board.
    goals: usize,
    running: Option<Running>,
    pub candidates: Vec<Candidate>,
    /// What the last run ended with, and whether it failed.
    outcome: Option<(String, bool)>,
}

impl GenerateDialog {
    /// The dialog for `board`: its goals kept when it has some.
    pub fn new(board: &Board) -> GenerateDialog {
        let goals = crate::sokoban::checks::counts(board).goals;
        GenerateDialog {
            form: Form {
                boxes: if goals > 0 { goals } else { 4 },
                keep_goals: goals > 0,
                count: 6,
                seconds: 5,
                seed: 1,
            },
            board: board.clone(),
            goals,
            running: None,
            candidates: Vec::new(),
            outcome: None,
        }
    }

    /// Starts making levels on a worker thread.
    pub fn start(&mut self) {
        let mut lay = layout::of_level(&self.board, self.form.keep_goals && self.goals > 0);
        // The form's count of boxes, not the board's.
        lay.boxes = None;
        let opts = Options {
            boxes: self.form.boxes,
            ..Options::default()
        };
        let (count, seed) = (self.form.count, self.form.seed);
        // The seconds bound the whole run (the levels a seed gives never depend on them).
        let budget = self.form.budget();
        let started = Instant::now();
        let control = Arc::new(Control {
            deadline: Some(started + budget),
            ..Control::default()
        });
        let (tx, rx) = channel();
        let c = Arc::clone(&control);
        // The worker writes its reasons in the window's language.
        let language = crate::i18n::Language::current();
        std::thread::spawn(move || {
            language.set_for_thread();
            let source = Source::Layouts(vec![lay]);
            let each = |g: &Generated| {
                let _ = tx.send(News::One(Box::new(g.clone())));
            };
            let made = generate::run(&source, &opts, count, seed, &c, each);
            let _ = tx.send(News::Done(made));
        });
        self.candidates.clear();
        self.outcome = None;
        self.running = Some(Running {
            control,
            news: rx,
            started,
            budget,
            stopped: false,
        });
    }

    /// Whether levels are being made.
    pub fn busy(&self) -> bool {
        self.running.is_some()
    }

    /// Takes the worker's news: levels as they are made, then the run's end.
    pub fn poll(&mut self) {
        let Some(run) = &self.running else {
            return;
        };
        let mut end = None;
        while let Ok(news) = run.news.try_recv() {
            match news {
                News::One(g) => self.candidates.push(Candidate::of(*g)),
                News::Done(made) => end = Some(made),
            }
        }
        let Some(made) = end else {
            return;
        };
        let (stopped, secs) = (run.stopped, run.started.elapsed().as_secs());
        self.running = None;
        match made {
            Ok(levels) => {
                self.outcome = outcome(levels.len(), self.form.count, stopped, secs);
                self.candidates = levels.into_iter().map(Candidate::of).collect();
            }
            Err(e) => self.outcome = Some((e.to_string(), true)),
        }
    }

    /// Asks the worker to stop; the levels made so far stay.
    pub fn stop(&mut self) {
        if let Some(run) = &mut self.running {
            run.control.cancel.store(true, Ordering::Relaxed);
            run.stopped = true;
        }
    }

    /// The levels chosen, in the order shown.
    pub fn chosen(&self) -> Vec<Level> {
        self.candidates
            .iter()
            .filter(|c| c.chosen)
            .map(|c| c.generated.level.clone())
            .collect()
    }
}

impl Drop for GenerateDialog {
    fn drop(&mut self) {
        self.stop();
    }
}

/// Draws the dialog; `Ok` carries the levels to add.
pub fn show(ctx: &egui::Context, d: &mut GenerateDialog) -> Answer<Vec<Level>> {
    d.poll();
    let mut answer = Answer::Pending;
    crate::gui::dialogs::modal(ctx, "sokoban-generate", 640.0, |ui| {
        ui.heading(crate::t!("sokoban-generate-title"));
        ui.label(crate::t!("sokoban-generate-intro"));
        form(ui, d);
        ui.separator();
        progress(ui, d);
        results(ui, d);
        ui.separator();
        ui.horizontal(|ui| {
            let n = d.candidates.iter().filter(|c| c.chosen).count();
            let add = egui::Button::new(crate::t!("sokoban-generate-add", n = n));
            let r = ui.add_enabled(n > 0 && !d.busy(), add);
            if r.clicked() {
                answer = Answer::Ok(d.chosen());
            }
            if ui.button(crate::t!("sokoban-close")).clicked()
                || ui.input(|i| i.key_pressed(egui::Key::Escape))
            {
                answer = Answer::Cancel;
            }
        });
    });
    if d.busy() {
        ctx.request_repaint_after(Duration::from_millis(100));
    }
    answer
}

fn form(ui: &mut Ui, d: &mut GenerateDialog) {
    let busy = d.busy();
    ui.add_enabled_ui(!busy, |ui| {
        if d.goals > 0 {
            ui.checkbox(
                &mut d.form.keep_goals,
                crate::t!("sokoban-generate-keep-goals", n = d.goals),
            );
        }
        ui.horizontal(|ui| {
            let l = ui.label(crate::t!("sokoban-generate-boxes"));
            ui.add_enabled(
                !(d.form.keep_goals && d.goals > 0),
                egui::DragValue::new(&mut d.form.boxes).range(1..=12),
            )
            .labelled_by(l.id);
            let l = ui.label(crate::t!("sokoban-generate-levels"));
            ui.add(egui::DragValue::new(&mut d.form.count).range(1..=12))
                .labelled_by(l.id);
            let l = ui.label(crate::t!("sokoban-generate-seconds"));
            ui.add(egui::DragValue::new(&mut d.form.seconds).range(1..=120))
                .labelled_by(l.id);
            let l = ui.label(crate::t!("sokoban-generate-seed"));
            ui.add(egui::DragValue::new(&mut d.form.seed))
                .labelled_by(l.id);
        });
        ui.horizontal(|ui| {
            if ui.button(crate::t!("sokoban-generate-start")).clicked() {
                d.start();
            }
            ui.weak(crate::t!(
                "sokoban-generate-budget",
                total = d.form.budget().as_secs(),
                each = d.form.seconds
            ));
        });
    });
}

fn progress(ui: &mut Ui, d: &mut GenerateDialog) {
    let mut stop = false;
    if let Some(run) = &d.running {
        let (spent, budget) = (run.started.elapsed(), run.budget.as_secs_f32());
        let share = (spent.as_secs_f32() / budget.max(1.0)).min(1.0);
        ui.add(egui::ProgressBar::new(share).text(crate::t!(
            "sokoban-generate-progress",
            n = d.candidates.len(),
            count = d.form.count,
            secs = crate::i18n::fixed(spent.as_secs_f64(), 0),
            budget = crate::i18n::fixed(budget.into(), 0)
        )));
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(crate::t!(
                "sokoban-generate-searching",
                positions = run.control.positions.load(Ordering::Relaxed),
                n = run.control.confirmed.load(Ordering::Relaxed)
            ));
            stop = ui.button(crate::t!("sokoban-generate-stop")).clicked();
        });
    }
    if stop {
        d.stop();
    }
    match &d.outcome {
        Some((words, true)) => {
            ui.colored_label(egui::Color32::from_rgb(240, 110, 100), words);
        }
        Some((words, false)) => {
            ui.weak(words);
        }
        None => {}
    }
}

fn results(ui: &mut Ui, d: &mut GenerateDialog) {
    if d.candidates.is_empty() {
        return;
    }
    if d.busy() {
        ui.label(crate::t!("sokoban-generate-so-far"));
    } else {
        ui.label(crate::t!("sokoban-generate-hardest-first"));
    }
    // Four a row, within the dialog's fixed width (a row that grew would widen and move it).
    egui::Grid::new("generated").num_columns(4).show(ui, |ui| {
        for (i, c) in d.candidates.iter_mut().enumerate() {
            ui.vertical(|ui| {
                ui.set_width(150.0);
                thumbnail(ui, c);
                let f = &c.generated.figures;
                ui.add(
                    egui::Label::new(crate::t!(
                        "sokoban-generate-figures",
                        pushes = f.fewest_pushes,
                        changes = f.box_changes,
                        difficulty = crate::i18n::fixed(f.score(), 0)
                    ))
                    .wrap(),
                );
                if let Some(why) = &c.generated.why_short {
                    ui.add(
                        egui::Label::new(
                            egui::RichText::new(crate::t!(
                                "sokoban-generate-short",
                                why = why.to_string()
                            ))
                            .weak()
                            .small(),
                        )
                        .wrap(),
                    );
                }
                ui.checkbox(
                    &mut c.chosen,
                    crate::t!("sokoban-generate-add-one", level = (i + 1).to_string()),
                );
            });
            if i % 4 == 3 {
                ui.end_row();
            }
        }
    });
}

fn thumbnail(ui: &mut Ui, c: &mut Candidate) {
    if c.texture.is_none() {
        let b = &c.generated.level.board;
        let cell = (140 / b.width().max(b.height()).max(1)).clamp(3, 24) as u32;
        if let Ok(scene) = crate::sokoban::picture::scene(b, cell)
            && let Some(img) = crate::gui::picture::image(&scene, 1.0)
        {
            c.texture = Some(
                ui.ctx()
                    .load_texture("generated", img, egui::TextureOptions::LINEAR),
            );
        }
    }
    if let Some(t) = &c.texture {
        ui.image((t.id(), t.size_vec2()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stop_says_what_was_made_and_is_no_failure() {
        assert_eq!(
            outcome(0, 6, true, 4),
            Some(("Stopped after 4 s: 0 of 6 made.".into(), false))
        );
        assert_eq!(outcome(6, 6, false, 30), None);
        assert!(outcome(0, 6, false, 30).is_some_and(|(_, failed)| failed));
        assert!(
            outcome(2, 6, false, 30).is_some_and(|(w, failed)| !failed && w.starts_with("2 of 6"))
        );
    }
}
