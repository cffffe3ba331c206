//! Playing 2048 in the window: every key of a frame applied in order (arrows, WASD and the
//! original's ZQSD), short animations that a key finishes at once, score, best and moves,
//! the seed, undo when the rules allow it, the AI's hint and autoplay (off the UI thread), the
//! keep-playing and game-over dialogs, the best score kept, and the game saved as a record.

use std::time::Duration;

use egui::{Color32, Key, Ui};
use gridwright_formats::FileKind;
use gridwright_formats::g2048::write_record;

use super::task::Task;
use super::tiles::{Motion, animating, draw, layout};
use super::{G2048Workspace, Mode};
use crate::g2048::ai::{Advice, Limits, Weights, advise};
use crate::g2048::board::{exponent_of, label};
use crate::g2048::game::{Game, Outcome};
use crate::grid::Dir;
use crate::gui::workspace::{SaveRequest, Shell, ShellRequest};

/// The AI's time for a hint or an autoplay move.
const AI_TIME: Duration = Duration::from_millis(150);

/// Autoplay: moves a second, and whether it is paused.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Auto {
    /// Moves a second, 1 to 60.
    pub speed: f64,
    /// Time owed to moves, in moves.
    carry: f64,
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
        }
    }

    /// The keep-playing or game-over dialog is on screen.
    pub fn dialog_open(&self) -> bool {
        self.asking || self.over
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
            self.over = false;
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
}

impl G2048Workspace {
    /// Starts a game of the level being edited.
    pub fn start_play(&mut self, shell: &mut Shell, _now: f64) {
        let seed = self.next_seed();
        let game = Game::new(self.doc.level(), seed);
        self.mode = Mode::Play(Box::new(PlayView::new(game)));
        shell.say(format!(
            "Playing with seed {seed}: arrows, WASD or ZQSD; Esc back to the editor"
        ));
    }

    pub(super) fn play_frame(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let Mode::Play(mut pv) = std::mem::replace(&mut self.mode, Mode::Edit) else {
            return;
        };
        let now = ui.ctx().input(|i| i.time);
        let dt = ui.ctx().input(|i| i.stable_dt).min(0.1) as f64;
        let best = self.records.best(self.doc.level());
        let mut request = None;
        egui::Panel::right("g2048-play")
            .default_size(260.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| request = panel(ui, &mut pv, best));
            });
        egui::CentralPanel::default().show(ui, |ui| {
            let b = pv.game.board().clone();
            let rect = ui.available_rect_before_wrap().shrink(12.0);
            let (area, cell) = layout(rect, b.width(), b.height());
            self.board_rect = area;
            draw(ui, area, cell, &b, pv.motion.as_ref(), now);
            if let Some(d) = pv.advice.as_ref().and_then(|a| a.best) {
                hint_arrow(ui, area, d);
            }
        });
        if !shell.dialog_open {
            for key in std::mem::take(&mut shell.keys) {
                match play_key(key) {
                    Some(PlayKey::Move(d)) if pv.play(d, now) == Outcome::Invalid => {
                        shell.say("Invalid move: nothing would change");
                    }
                    Some(PlayKey::Move(_)) => {}
                    Some(PlayKey::Undo) if pv.game.level().rules.undo => pv.undo(),
                    Some(PlayKey::Undo) => shell.fail("This level does not allow undo"),
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
        if animating(pv.motion.as_ref(), now) || pv.hint.is_some() || pv.auto.is_some() {
            ui.ctx().request_repaint();
        }
        self.mode = Mode::Play(pv);
        self.answer(request, shell);
    }

    /// The game's end: the best score offered to the records, in words.
    fn finish(&mut self, game: &Game) -> String {
        let highest = label(game.board().highest());
        let mut msg = format!("Highest tile {highest}, score {}.", game.score());
        if self
            .records
            .offer(self.doc.level(), game.score(), &highest)
            .unwrap_or(false)
        {
            msg.push_str(" A new best score!");
        }
        msg
    }

    fn answer(&mut self, request: Option<Request>, shell: &mut Shell) {
        match request {
            Some(Request::Exit) => {
                self.mode = Mode::Edit;
                shell.say("Back to the editor");
            }
            Some(Request::NewGame(seed)) => {
                self.seed = seed;
                let seed = self.next_seed();
                self.seed = None;
                self.mode = Mode::Play(Box::new(PlayView::new(Game::new(self.doc.level(), seed))));
                shell.say(format!("New game, seed {seed}"));
            }
            Some(Request::Save) => {
                if let Mode::Play(pv) = &self.mode {
                    shell.request = Some(ShellRequest::Save(SaveRequest {
                        title: "Save the game".into(),
                        name: "game.2048game".into(),
                        extensions: FileKind::G2048Record.extensions().to_vec(),
                        bytes: write_record(&pv.game.record()).into_bytes(),
                        done: "Saved the game".into(),
                    }));
                }
            }
            None => {}
        }
    }
}

/// Plays the AI's moves at the chosen speed, one search at a time off the UI thread.
fn autoplay(pv: &mut PlayView, dt: f64, now: f64) {
    let Some(mut auto) = pv.auto else { return };
    auto.carry = (auto.carry + dt * auto.speed).min(1.0);
    if let Some(a) = pv.advice.clone().filter(|_| auto.carry >= 1.0) {
        auto.carry = 0.0;
        match a.best {
            Some(d) => {
                pv.play(d, now);
            }
            None => pv.auto = None,
        }
    }
    if pv.advice.is_none() && pv.hint.is_none() && !pv.dialog_open() {
        pv.ask_hint();
    }
    if let Some(a) = &mut pv.auto {
        *a = auto;
    }
}

fn panel(ui: &mut Ui, pv: &mut PlayView, best: Option<u128>) -> Option<Request> {
    let mut request = None;
    let g = &pv.game;
    ui.heading(if g.level().title.is_empty() {
        "2048"
    } else {
        &g.level().title
    });
    ui.label(format!("Score {}", g.score()));
    ui.label(format!(
        "Best {}",
        best.map_or("-".to_owned(), |b| b.to_string())
    ));
    ui.label(format!(
        "Moves {}   highest {}",
        g.moves().len(),
        label(g.board().highest())
    ));
    ui.label(format!("Seed {}", g.seed()));
    ui.horizontal(|ui| {
        let l = ui.label("Next seed");
        ui.add(egui::TextEdit::singleline(&mut pv.seed_text).desired_width(90.0))
            .labelled_by(l.id);
        if ui.button("New game").clicked() {
            request = Some(Request::NewGame(pv.seed_text.trim().parse().ok()));
        }
    });
    let undo = g.level().rules.undo;
    if ui
        .add_enabled(undo && g.can_undo(), egui::Button::new("Undo  (U)"))
        .clicked()
    {
        pv.undo();
    }
    ui.separator();
    ui.heading("AI");
    if ui
        .add_enabled(pv.hint.is_none(), egui::Button::new("Hint  (H)"))
        .clicked()
    {
        pv.ask_hint();
    }
    if pv.hint.is_some() {
        ui.horizontal(|ui| {
            ui.spinner();
            ui.label("thinking…");
        });
    }
    if let Some(a) = &pv.advice {
        for (i, d) in Dir::ALL.iter().enumerate() {
            let v = a.values[i].map_or("invalid".to_owned(), |v| format!("{v:.0}"));
            let mark = if a.best == Some(*d) { "  ◀ best" } else { "" };
            ui.label(format!("{d:?}: {v}{mark}"));
        }
        ui.label(format!("searched {} moves deep", a.depth));
    }
    match &mut pv.auto {
        None => {
            if ui.button("Autoplay").clicked() {
                pv.auto = Some(Auto {
                    speed: 5.0,
                    carry: 0.0,
                });
            }
        }
        Some(auto) => {
            ui.add(
                egui::Slider::new(&mut auto.speed, 1.0..=60.0)
                    .logarithmic(true)
                    .text("moves/s"),
            );
            if ui.button("Stop autoplay").clicked() {
                pv.auto = None;
            }
        }
    }
    ui.separator();
    if ui.button("Save game…").clicked() {
        request = Some(Request::Save);
    }
    if ui.button("Back to the editor  (Esc)").clicked() {
        request = Some(Request::Exit);
    }
    request
}

/// The keep-playing and game-over dialogs.
fn dialogs(ctx: &egui::Context, pv: &mut PlayView) -> Option<Request> {
    let mut request = None;
    if pv.asking {
        let target = label(exponent_of(pv.game.level().rules.target));
        crate::gui::dialogs::modal(ctx, "g2048-won", 320.0, |ui| {
            ui.heading(format!("You made {target}!"));
            ui.label("Keep playing?");
            ui.horizontal(|ui| {
                if ui.button("Keep playing").clicked() {
                    pv.asking = false;
                }
                if ui.button("End the game").clicked() {
                    pv.asking = false;
                    pv.over = true;
                }
            });
        });
    } else if pv.over {
        crate::gui::dialogs::modal(ctx, "g2048-over", 320.0, |ui| {
            ui.heading("Game over");
            ui.label(pv.result.clone().unwrap_or_default());
            ui.horizontal(|ui| {
                if ui.button("New game").clicked() {
                    request = Some(Request::NewGame(None));
                }
                if ui.button("Save game…").clicked() {
                    request = Some(Request::Save);
                }
                if ui.button("Back to the editor").clicked() {
                    request = Some(Request::Exit);
                }
            });
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
