//! Playing 2048 in the window: every key of a frame applied in order (arrows, WASD and the
//! original's ZQSD), short animations that a key finishes at once, score, best and moves,
//! the seed, undo when the rules allow it (at game over too), the AI's hint in words and
//! autoplay at the speed asked (off the UI thread), the keep-playing and game-over dialogs,
//! the best score kept, the game saved as a record, kept when the player leaves and asked
//! about before a new game loses it.

use std::time::Duration;

use egui::{Color32, Key, Ui};
use gridwright_formats::FileKind;
use gridwright_formats::g2048::write_record;

use super::task::{Stream, Task};
use super::tiles::{Motion, animating, draw, layout};
use super::{G2048Workspace, Mode};
use crate::editor::playback::Pace;
use crate::g2048::ai::{Advice, Limits, Weights, advise};
use crate::g2048::board::{exponent_of, label};
use crate::g2048::game::{Game, Outcome};
use crate::grid::Dir;
use crate::gui::dialogs::{Answer, Unsaved};
use crate::gui::workspace::{RecordAtRisk, SaveRequest, Shell, ShellRequest};

/// The AI's time for a hint, and the most it thinks about an autoplay move.
const AI_TIME: Duration = Duration::from_millis(150);

/// The least an autoplay move is thought about, however fast it plays.
const AI_TIME_LEAST: Duration = Duration::from_millis(4);

/// Autoplay's moves found ahead of the board shown, at most.
const AHEAD: usize = 32;

/// Autoplay: the speed asked, the moves the AI found ahead (on its own copy of the game),
/// and the speed achieved.
pub struct Auto {
    /// Moves a second asked, 1 to 60.
    pub speed: f32,
    pace: Pace,
    /// The AI's moves, each with the number of moves played before it and the time it took.
    moves: Option<Stream<(usize, Dir, Duration)>>,
    /// The speed the stream was started for (a new speed restarts it with a new think time).
    started_for: f32,
    /// When autoplay began and when its moves of the last second were played (egui's
    /// clock), to measure the speed achieved.
    began: Option<f64>,
    played_at: std::collections::VecDeque<f64>,
    /// The AI's time on its last move.
    pub thought: Duration,
}

impl Auto {
    /// Autoplay at `speed` moves a second, nothing started yet.
    pub fn new(speed: f32) -> Auto {
        Auto {
            speed,
            pace: Pace::new(speed),
            moves: None,
            started_for: speed,
            began: None,
            played_at: Default::default(),
            thought: Duration::ZERO,
        }
    }

    /// The AI's time for a move at `speed` moves a second: most of a move's time, so the
    /// speed asked is the speed played, within [`AI_TIME_LEAST`] and [`AI_TIME`] (a faster
    /// game is a shallower search).
    pub fn think_time(speed: f32) -> Duration {
        Duration::from_secs_f32(0.8 / speed.max(0.1)).clamp(AI_TIME_LEAST, AI_TIME)
    }

    /// Moves played in the last second, once autoplay has run that long.
    pub fn achieved(&self, now: f64) -> Option<usize> {
        let began = self.began?;
        (now - began >= 1.0).then(|| self.played_at.iter().filter(|&&t| now - t <= 1.0).count())
    }

    /// Notes a move played at `now`, forgetting those older than a second.
    fn played(&mut self, now: f64) {
        self.played_at.push_back(now);
        while self.played_at.front().is_some_and(|&t| now - t > 1.0) {
            self.played_at.pop_front();
        }
    }
}

/// What starting a new game or leaving would lose, waiting for the player's answer.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Losing {
    /// A new game, with the seed typed.
    NewGame(Option<u64>),
    /// Back to the editor from a finished game (a game in progress is kept instead).
    Exit,
}

/// A game being played.
pub struct PlayView {
    /// The game.
    pub game: Game,
    /// The last move's animation.
    pub motion: Option<Motion>,
    /// The target was made and the player has not answered "keep playing?" yet.
    pub asking: bool,
    /// The player chose to end after the target, or no move is left.
    pub over: bool,
    /// The AI's advice for the board as it is, when asked.
    pub advice: Option<Advice>,
    hint: Option<Task<Advice>>,
    /// Autoplay, when on.
    pub auto: Option<Auto>,
    /// The seed typed for the next game.
    pub seed_text: String,
    /// What the game-over line says (with a new best score).
    pub result: Option<String>,
    /// The number of moves the game had when it was last saved.
    pub saved_at: Option<usize>,
    /// A new game or an exit that would lose the game, asked about.
    pub losing: Option<Losing>,
}

impl PlayView {
    /// The view on a game just started.
    pub fn from_game(game: Game) -> PlayView {
        PlayView::new(game)
    }

    fn new(game: Game) -> PlayView {
        let seed_text = game.seed().to_string();
        PlayView {
            game,
            motion: None,
            asking: false,
            over: false,
            advice: None,
            hint: None,
            auto: None,
            seed_text,
            result: None,
            saved_at: None,
            losing: None,
        }
    }

    /// The keep-playing, game-over or save-first dialog is on screen.
    pub fn dialog_open(&self) -> bool {
        self.asking || self.over || self.losing.is_some()
    }

    /// Moves played since the game was last saved: a new game would lose them.
    pub fn unsaved(&self) -> bool {
        let n = self.game.moves().len();
        n > 0 && self.saved_at != Some(n)
    }

    /// Plays a move; the animation of the last one ends at once.
    pub fn play(&mut self, d: Dir, now: f64) -> Outcome {
        let before = self.game.board().clone();
        let outcome = self.game.play(d);
        if let Outcome::Moved {
            spawned,
            reached_target,
            ..
        } = &outcome
        {
            self.motion = Some(Motion {
                moves: before.tile_moves(d),
                before,
                spawned: spawned.map(|s| s.cell),
                at: now,
            });
            self.advice = None;
            self.hint = None;
            self.asking |= *reached_target;
            if *reached_target {
                self.auto = None;
            }
            if self.game.is_over() {
                self.over = true;
                self.auto = None;
            }
        }
        outcome
    }

    fn undo(&mut self) {
        if self.game.undo() {
            self.motion = None;
            self.advice = None;
            self.hint = None;
            self.over = false;
            self.result = None;
        }
    }

    fn ask_hint(&mut self) {
        let (board, spawns) = (self.game.board().clone(), self.game.spawns().clone());
        self.hint = Some(Task::spawn(move |cancel| {
            let limits = Limits {
                time: AI_TIME,
                cancel: Some(cancel),
                ..Limits::default()
            };
            advise(&board, &spawns, &Weights::default(), limits)
        }));
    }
}

/// The play keys: arrows, WASD and ZQSD move; U or Backspace undo; H hint; Esc leaves.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlayKey {
    /// A move.
    Move(Dir),
    /// Take the last move back.
    Undo,
    /// Ask the AI.
    Hint,
    /// Back to the editor.
    Exit,
}

/// What a key means in play.
pub fn play_key(k: Key) -> Option<PlayKey> {
    Some(match k {
        Key::ArrowUp | Key::W | Key::Z => PlayKey::Move(Dir::Up),
        Key::ArrowDown | Key::S => PlayKey::Move(Dir::Down),
        Key::ArrowLeft | Key::A | Key::Q => PlayKey::Move(Dir::Left),
        Key::ArrowRight | Key::D => PlayKey::Move(Dir::Right),
        Key::U | Key::Backspace => PlayKey::Undo,
        Key::H => PlayKey::Hint,
        Key::Escape => PlayKey::Exit,
        _ => return None,
    })
}

/// What the panel or the dialogs ask of the workspace.
enum Request {
    Exit,
    NewGame(Option<u64>),
    Save,
    /// The answer to the save-first question.
    Settle(Answer<Unsaved>),
}

impl G2048Workspace {
    /// Starts a game of the level being edited, or resumes the one left on it.
    pub fn start_play(&mut self, shell: &mut Shell, _now: f64) {
        if let Some(pv) = self.kept.take(0, &self.doc.revision()) {
            shell.say(crate::t!("g2048-resumed", n = pv.game.moves().len()));
            self.mode = Mode::Play(pv);
            return;
        }
        let seed = self.next_seed();
        let game = Game::new(self.doc.level(), seed);
        self.mode = Mode::Play(Box::new(PlayView::new(game)));
        shell.say(crate::t!("g2048-playing", seed = seed.to_string()));
    }

    pub(super) fn play_frame(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let Mode::Play(mut pv) = std::mem::replace(&mut self.mode, Mode::Edit) else {
            return;
        };
        let now = ui.ctx().input(|i| i.time);
        let dt = ui.ctx().input(|i| i.stable_dt).min(0.1);
        let best = self.records.best(self.doc.level());
        let mut request = None;
        egui::Panel::right("g2048-play")
            .default_size(260.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| request = panel(ui, &mut pv, best, now));
            });
        egui::CentralPanel::default().show(ui, |ui| {
            let b = pv.game.board().clone();
            let rect = ui.available_rect_before_wrap().shrink(12.0);
            let (area, cell) = layout(rect, b.width(), b.height());
            self.board_rect = area;
            let motion = pv.motion.as_ref().filter(|_| self.animate);
            draw(ui, area, cell, &b, motion, now);
            let arrow = self.hint_arrow && pv.auto.is_none();
            if let Some(d) = pv.advice.as_ref().and_then(|a| a.best).filter(|_| arrow) {
                hint_arrow(ui, area, d);
            }
        });
        if !shell.dialog_open {
            for key in std::mem::take(&mut shell.keys) {
                match play_key(key) {
                    Some(PlayKey::Move(d)) if pv.play(d, now) == Outcome::Invalid => {
                        shell.say(crate::t!("g2048-invalid-move"));
                    }
                    Some(PlayKey::Move(_)) => {}
                    Some(PlayKey::Undo) if pv.game.level().rules.undo => pv.undo(),
                    Some(PlayKey::Undo) => shell.fail(crate::t!("g2048-no-undo")),
                    Some(PlayKey::Hint) => pv.ask_hint(),
                    Some(PlayKey::Exit) => request = Some(Request::Exit),
                    None => {}
                }
                if pv.dialog_open() {
                    break;
                }
            }
            autoplay(&mut pv, dt, now);
        }
        if let Some(task) = &mut pv.hint
            && let Some(a) = task.poll()
        {
            pv.advice = Some(a);
            pv.hint = None;
        }
        request = request.or(dialogs(ui.ctx(), &mut pv));
        if pv.over && pv.result.is_none() {
            pv.result = Some(self.finish(&pv.game));
        }
        let motion = pv.motion.as_ref().filter(|_| self.animate);
        if animating(motion, now) || pv.hint.is_some() || pv.auto.is_some() {
            ui.ctx().request_repaint();
        }
        self.mode = Mode::Play(pv);
        self.answer(request, shell);
    }

    /// The game's end: the best score offered to the records, in words.
    fn finish(&mut self, game: &Game) -> String {
        let highest = label(game.board().highest());
        let score = game.score() as f64;
        let tile = highest.clone();
        match self.records.offer(self.doc.level(), game.score(), &highest) {
            Ok(true) => crate::t!("g2048-finished-best", tile = tile, score = score),
            Ok(false) => crate::t!("g2048-finished", tile = tile, score = score),
            Err(e) => crate::t!(
                "g2048-finished-best-unsaved",
                tile = tile,
                score = score,
                error = crate::i18n::io_error(&e)
            ),
        }
    }

    fn answer(&mut self, request: Option<Request>, shell: &mut Shell) {
        let Mode::Play(pv) = &mut self.mode else {
            return;
        };
        let losing = match request {
            Some(Request::NewGame(seed)) => Losing::NewGame(seed),
            Some(Request::Exit) if pv.over => Losing::Exit,
            Some(Request::Exit) => return self.leave(shell),
            Some(Request::Save) => return self.save(shell),
            Some(Request::Settle(answer)) => return self.settle(answer, shell),
            None => return,
        };
        if pv.unsaved() {
            pv.losing = Some(losing);
        } else {
            self.lose(losing, shell);
        }
    }

    /// The save-first question answered: save then go on, go on, or stay.
    fn settle(&mut self, answer: Answer<Unsaved>, shell: &mut Shell) {
        let Mode::Play(pv) = &mut self.mode else {
            return;
        };
        let Some(losing) = pv.losing.take() else {
            return;
        };
        match answer {
            Answer::Ok(Unsaved::Save) => {
                self.save(shell);
                self.lose(losing, shell);
            }
            Answer::Ok(Unsaved::Discard) => self.lose(losing, shell),
            Answer::Cancel => {}
            Answer::Pending => {
                if let Mode::Play(pv) = &mut self.mode {
                    pv.losing = Some(losing);
                }
            }
        }
    }

    /// Back to the editor, the game in progress kept for the next F5.
    fn leave(&mut self, shell: &mut Shell) {
        let Mode::Play(mut pv) = std::mem::replace(&mut self.mode, Mode::Edit) else {
            return;
        };
        if pv.game.moves().is_empty() || pv.over {
            return shell.say(crate::t!("g2048-back-to-editor"));
        }
        pv.auto = None;
        pv.hint = None;
        pv.motion = None;
        shell.say(crate::t!("g2048-back-game-kept", n = pv.game.moves().len()));
        self.kept.keep(0, self.doc.revision(), pv);
    }

    /// Does what the player asked, the game played given up.
    fn lose(&mut self, losing: Losing, shell: &mut Shell) {
        self.kept.forget(0);
        match losing {
            Losing::Exit => {
                self.mode = Mode::Edit;
                shell.say(crate::t!("g2048-back-to-editor"));
            }
            Losing::NewGame(seed) => {
                self.seed = seed;
                let seed = self.next_seed();
                self.seed = None;
                self.mode = Mode::Play(Box::new(PlayView::new(Game::new(self.doc.level(), seed))));
                shell.say(crate::t!("g2048-new-game-seed", seed = seed.to_string()));
            }
        }
    }

    /// Hands the game's record to the shell's save dialog.
    fn save(&mut self, shell: &mut Shell) {
        if let Mode::Play(pv) = &mut self.mode {
            pv.saved_at = Some(pv.game.moves().len());
            shell.request = Some(ShellRequest::Save(record_save(pv)));
        }
    }

    /// The game with unsaved moves, being played or kept for later.
    pub(super) fn game_record_at_risk(&self) -> Option<RecordAtRisk> {
        let playing = match &self.mode {
            Mode::Play(pv) => Some(pv),
            _ => None,
        };
        let pv = playing
            .into_iter()
            .chain(self.kept.games())
            .find(|pv| pv.unsaved())?;
        Some(RecordAtRisk {
            what: crate::t!("g2048-lose-what", n = pv.game.moves().len()),
            save: record_save(pv),
        })
    }
}

/// Plays the AI's moves at the speed asked, as many a frame as are due: the AI plays ahead
/// on its own copy of the game (the same seed, so the same spawns), thinking most of a move's
/// time; a move the player made meanwhile (a key, undo) starts it again from the board shown.
fn autoplay(pv: &mut PlayView, dt: f32, now: f64) {
    let Some(mut auto) = pv.auto.take() else {
        return;
    };
    if auto.moves.is_none() || auto.started_for != auto.speed {
        auto.moves = Some(think_ahead(&pv.game, Auto::think_time(auto.speed)));
        auto.started_for = auto.speed;
    }
    auto.began.get_or_insert(now);
    auto.pace.speed = auto.speed;
    let mut stopped = false;
    for _ in 0..auto.pace.due_at_most(dt, AHEAD) {
        let Some((before, d, took)) = auto.moves.as_mut().and_then(Stream::poll) else {
            break;
        };
        if before != pv.game.moves().len() {
            auto.moves = None;
            break;
        }
        auto.thought = took;
        pv.auto = Some(Auto::new(auto.speed));
        pv.play(d, now);
        stopped = pv.auto.is_none();
        auto.played(now);
        if stopped || pv.dialog_open() {
            break;
        }
    }
    let goes_on = !stopped && !pv.dialog_open() && !pv.game.is_over();
    pv.auto = goes_on.then_some(auto);
}

/// The AI playing `game` on from where it stands, move after move, on another thread.
fn think_ahead(game: &Game, think: Duration) -> Stream<(usize, Dir, Duration)> {
    let mut game = game.clone().without_undo();
    Stream::spawn(AHEAD, move |cancel, tx| {
        while !cancel.load(std::sync::atomic::Ordering::Relaxed) {
            let started = std::time::Instant::now();
            let limits = Limits {
                time: think,
                cancel: Some(cancel),
                ..Limits::default()
            };
            let advice = advise(game.board(), game.spawns(), &Weights::default(), limits);
            let Some(d) = advice.best else { return };
            let before = game.moves().len();
            game.play(d);
            if tx.send((before, d, started.elapsed())).is_err() {
                return;
            }
        }
    })
}

/// A move in words.
pub fn dir_words(d: Dir) -> String {
    match d {
        Dir::Up => crate::t!("g2048-dir-up"),
        Dir::Down => crate::t!("g2048-dir-down"),
        Dir::Left => crate::t!("g2048-dir-left"),
        Dir::Right => crate::t!("g2048-dir-right"),
    }
}

/// A move as the object of "Move …" (French says *à gauche*, *en haut*).
fn way_words(d: Dir) -> String {
    match d {
        Dir::Up => crate::t!("g2048-way-up"),
        Dir::Down => crate::t!("g2048-way-down"),
        Dir::Left => crate::t!("g2048-way-left"),
        Dir::Right => crate::t!("g2048-way-right"),
    }
}

/// The hint in words: the move, and how sure the AI is of it.
pub fn hint_words(a: &Advice) -> String {
    let Some(best) = a.best else {
        return crate::t!("g2048-hint-none");
    };
    let best = way_words(best);
    match a.runner_up() {
        None => crate::t!("g2048-hint-only", way = best),
        Some((_, s)) if s >= 0.10 => crate::t!("g2048-hint-clear", way = best),
        Some((other, s)) if s >= 0.02 => {
            crate::t!("g2048-hint-better", way = best, other = way_words(other))
        }
        Some((other, _)) => crate::t!("g2048-hint-close", way = best, other = way_words(other)),
    }
}

/// One move's line under the hint: best, how much worse in percent, or no effect.
fn move_line(d: Dir, shortfall: Option<f64>, best: Option<Dir>) -> String {
    let way = dir_words(d);
    match shortfall {
        None => crate::t!("g2048-line-nothing", way = way),
        Some(_) if best == Some(d) => crate::t!("g2048-line-best", way = way),
        Some(s) if s < 0.005 => crate::t!("g2048-line-as-good", way = way),
        Some(s) => {
            let p = crate::i18n::fixed((s * 100.0).max(1.0), 0);
            crate::t!("g2048-line-worse", way = way, p = p)
        }
    }
}

fn panel(ui: &mut Ui, pv: &mut PlayView, best: Option<u128>, now: f64) -> Option<Request> {
    let mut request = None;
    let g = &pv.game;
    ui.heading(if g.level().title.is_empty() {
        "2048".to_owned()
    } else {
        g.level().title.clone()
    });
    ui.label(crate::t!("g2048-score", score = g.score() as f64));
    ui.label(crate::t!(
        "g2048-best",
        best = best.map_or_else(
            || "-".to_owned(),
            |b| crate::i18n::format_number(crate::i18n::Language::current(), b as f64, 0, true)
        )
    ));
    ui.label(crate::t!(
        "g2048-moves-highest",
        n = g.moves().len(),
        tile = label(g.board().highest())
    ));
    ui.label(crate::t!("g2048-seed", seed = g.seed().to_string()));
    ui.horizontal(|ui| {
        let l = ui.label(crate::t!("g2048-next-seed"));
        ui.add(egui::TextEdit::singleline(&mut pv.seed_text).desired_width(90.0))
            .labelled_by(l.id);
        if ui.button(crate::t!("g2048-new-game")).clicked() {
            request = Some(Request::NewGame(pv.seed_text.trim().parse().ok()));
        }
    });
    let undo = g.level().rules.undo;
    if ui
        .add_enabled(
            undo && g.can_undo(),
            egui::Button::new(crate::t!("g2048-undo")),
        )
        .clicked()
    {
        pv.undo();
    }
    ui.separator();
    ui.heading(crate::t!("g2048-ai"));
    if ui
        .add_enabled(
            pv.hint.is_none(),
            egui::Button::new(crate::t!("g2048-hint")),
        )
        .clicked()
    {
        pv.ask_hint();
    }
    if pv.hint.is_some() {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label(crate::t!("g2048-thinking"));
        });
    }
    if let Some(a) = &pv.advice {
        ui.label(egui::RichText::new(hint_words(a)).strong());
        for (d, s) in Dir::ALL.into_iter().zip(a.shortfalls()) {
            ui.label(move_line(d, s, a.best));
        }
        ui.label(crate::t!("g2048-looked-ahead", n = a.depth));
    }
    autoplay_panel(ui, pv, now);
    ui.separator();
    if ui.button(crate::t!("g2048-save-game")).clicked() {
        request = Some(Request::Save);
    }
    if ui.button(crate::t!("g2048-back-esc")).clicked() {
        request = Some(Request::Exit);
    }
    request
}

/// What autoplay says of its pace: the moves a second achieved (`None` in its first second)
/// against the `speed` asked, and why it falls behind: the AI thinking `took` of its `think`
/// a move, or, with a quick AI, a window drawn too seldom (a loaded machine).
pub fn autoplay_words(
    achieved: Option<usize>,
    speed: f32,
    took: Duration,
    think: Duration,
) -> String {
    let asked = speed.round() as u32;
    let (took, think) = (took.as_millis() as f64, think.as_millis() as f64);
    match achieved {
        Some(n) if (n as f32) < speed * 0.8 && took >= think * 0.8 => crate::t!(
            "g2048-autoplay-slow",
            n = n,
            asked = asked,
            took = took,
            think = think
        ),
        Some(n) if (n as f32) < speed * 0.8 => crate::t!(
            "g2048-autoplay-few-frames",
            n = n,
            asked = asked,
            took = took
        ),
        Some(n) => crate::t!("g2048-autoplay-speed", n = n, think = think),
        None => crate::t!("g2048-autoplay-think", think = think),
    }
}

/// Autoplay's start, or its speed with the speed achieved and the AI's time a move.
fn autoplay_panel(ui: &mut Ui, pv: &mut PlayView, now: f64) {
    let Some(auto) = &mut pv.auto else {
        if ui.button(crate::t!("g2048-autoplay")).clicked() {
            pv.auto = Some(Auto::new(5.0));
        }
        return;
    };
    ui.add(
        egui::Slider::new(&mut auto.speed, 1.0..=60.0)
            .logarithmic(true)
            .text(crate::t!("g2048-moves-per-second")),
    );
    let think = Auto::think_time(auto.speed);
    ui.label(autoplay_words(
        auto.achieved(now),
        auto.speed,
        auto.thought,
        think,
    ));
    if ui.button(crate::t!("g2048-autoplay-stop")).clicked() {
        pv.auto = None;
    }
}

/// The keep-playing, game-over and save-first dialogs.
fn dialogs(ctx: &egui::Context, pv: &mut PlayView) -> Option<Request> {
    let mut request = None;
    if pv.losing.is_some() {
        let what = crate::t!("g2048-lose-what", n = pv.game.moves().len());
        let then = match pv.losing {
            Some(Losing::Exit) => crate::t!("g2048-lose-exit"),
            _ => crate::t!("g2048-lose-new-game"),
        };
        return match crate::gui::game_guard::ask(ctx, &what, &then) {
            Answer::Pending => None,
            answer => Some(Request::Settle(answer)),
        };
    }
    if pv.asking {
        let target = label(exponent_of(pv.game.level().rules.target));
        crate::gui::dialogs::modal(ctx, "g2048-won", 320.0, |ui| {
            ui.heading(crate::t!("g2048-won", tile = target));
            ui.label(crate::t!("g2048-keep-playing-question"));
            ui.horizontal(|ui| {
                if ui.button(crate::t!("g2048-keep-playing")).clicked() {
                    pv.asking = false;
                }
                if ui.button(crate::t!("g2048-end-game")).clicked() {
                    pv.asking = false;
                    pv.over = true;
                }
            });
        });
    } else if pv.over {
        crate::gui::dialogs::modal(ctx, "g2048-over", 320.0, |ui| {
            ui.heading(crate::t!("g2048-game-over"));
            ui.label(pv.result.clone().unwrap_or_default());
            ui.horizontal(|ui| {
                if ui.button(crate::t!("g2048-new-game")).clicked() {
                    request = Some(Request::NewGame(None));
                }
                if ui.button(crate::t!("g2048-save-game")).clicked() {
                    request = Some(Request::Save);
                }
                if ui.button(crate::t!("g2048-back-to-editor")).clicked() {
                    request = Some(Request::Exit);
                }
            });
            if pv.game.level().rules.undo && pv.game.can_undo() {
                if ui.button(crate::t!("g2048-undo-last")).clicked() {
                    pv.undo();
                }
            } else if !pv.game.level().rules.undo {
                ui.label(crate::t!("g2048-rules-no-undo"));
            }
        });
    }
    request
}

/// An arrow over the board towards the hinted move.
fn hint_arrow(ui: &Ui, area: egui::Rect, d: Dir) {
    let (dx, dy) = d.delta();
    let c = area.center();
    let v = egui::vec2(dx as f32, dy as f32) * area.width().min(area.height()) * 0.3;
    ui.painter().arrow(
        c - v * 0.5,
        v,
        egui::Stroke::new(8.0, Color32::from_rgba_unmultiplied(40, 120, 220, 200)),
    );
}

/// The save dialog's request for a game's record.
fn record_save(pv: &PlayView) -> SaveRequest {
    SaveRequest {
        title: crate::t!("g2048-save-title"),
        name: "game.2048game".into(),
        extensions: FileKind::G2048Record.extensions().to_vec(),
        bytes: write_record(&pv.game.record()).into_bytes(),
        done: crate::t!("g2048-saved"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn autoplay_says_who_is_slow() {
        crate::i18n::Language::English.set_for_thread();
        let ms = Duration::from_millis;
        // Before: 5 moves a second asked, 160 ms to think. After: each case in words.
        let few_frames = autoplay_words(Some(1), 5.0, ms(22), ms(160));
        assert!(
            few_frames.starts_with("Playing 1 move a second of the 5 asked"),
            "{few_frames}"
        );
        assert!(
            few_frames.contains("the window is drawn too seldom"),
            "{few_frames}"
        );
        let slow_ai = autoplay_words(Some(2), 5.0, ms(158), ms(160));
        assert!(slow_ai.contains("cannot keep up"), "{slow_ai}");
        let on_pace = autoplay_words(Some(5), 5.0, ms(20), ms(160));
        assert!(
            on_pace.starts_with("Playing 5 moves a second,"),
            "{on_pace}"
        );
    }
}
