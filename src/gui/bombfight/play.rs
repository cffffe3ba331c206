//! Play and replay in the window: choosing the players, human turns from the keys (`W` `S`
//! `A` `D` move, `B` bomb, `F` done), bots at an adjustable speed with pause and step, the
//! log of what happened, the result, saving the replay, playing again with the starts
//! swapped, and the replay viewer.

use egui::{Color32, Key, Ui};
use gridwright_formats::bombfight::{Player, Replay, write_replay};

use super::{BombFightWorkspace, Mode, canvas, tiles};
use crate::bombfight::action::Action;
use crate::bombfight::bots;
use crate::bombfight::engine::{End, Event, State};
use crate::bombfight::matches::{Controller, Match, resimulate};
use crate::grid::{Dir, Pos};
use crate::gui::dialogs::Answer;
use crate::gui::workspace::{SaveRequest, Shell, ShellRequest};
use gridwright_formats::FileKind;

/// How long a blast stays drawn, in seconds.
const BLAST_SECONDS: f64 = 0.6;

/// Who plays a side, as the window offers it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PlayerKind {
    Human,
    Random,
    Idle,
}

impl PlayerKind {
    /// Every choice, in the players dialog's order.
    pub const ALL: [PlayerKind; 3] = [PlayerKind::Human, PlayerKind::Random, PlayerKind::Idle];

    /// The choice's words in the dialog and the play panel.
    pub fn label(self) -> &'static str {
        match self {
            PlayerKind::Human => "Human (keys)",
            PlayerKind::Random => "Bot: random",
            PlayerKind::Idle => "Bot: idle",
        }
    }

    fn controller(self, seed: u64) -> Controller {
        let bot = |name| bots::built_in(name, seed).map_or(Controller::Human, Controller::Bot);
        match self {
            PlayerKind::Human => Controller::Human,
            PlayerKind::Random => bot("random"),
            PlayerKind::Idle => bot("idle"),
        }
    }
}

/// A game in the window.
pub struct PlayView {
    pub game: Match,
    pub kinds: [PlayerKind; 2],
    /// Bot turns a second.
    pub speed: f32,
    pub paused: bool,
    carry: f32,
    /// The human's words so far this turn (a move and a bomb end it, or `F`).
    pub pending: Action,
    /// What happened, newest last.
    pub log: Vec<String>,
    /// Blasts drawn for a moment: their cells and when they went off (egui's clock).
    blasts: Vec<(Vec<(usize, usize)>, f64)>,
}

impl PlayView {
    fn new(game: Match, kinds: [PlayerKind; 2]) -> PlayView {
        PlayView {
            game,
            kinds,
            speed: 4.0,
            paused: false,
            carry: 0.0,
            pending: Action::NONE,
            log: vec![],
            blasts: vec![],
        }
    }

    /// Records a turn's events: log lines, and blasts to draw from `now`.
    fn record(&mut self, events: &[Event], now: f64) {
        for e in events {
            if let Event::Explosion { cells, .. } = e {
                self.blasts.push((cells.clone(), now));
            }
            if let Some(line) = e.describe() {
                self.log.push(line);
            }
        }
        let keep = self.log.len().saturating_sub(200);
        self.log.drain(..keep);
    }

    /// The human's key: a move or a bomb adds to the turn, `F` ends it; a move and a bomb
    /// together end it too.
    pub fn human_key(&mut self, key: Key, now: f64) {
        let step = match key {
            Key::W => Some(Dir::Up),
            Key::S => Some(Dir::Down),
            Key::A => Some(Dir::Left),
            Key::D => Some(Dir::Right),
            _ => None,
        };
        let p = &mut self.pending;
        match (step, key) {
            (Some(d), _) if p.step.is_none() => p.step = Some(d),
            (None, Key::B) if !p.bomb => {
                p.bomb = true;
                p.bomb_first = p.step.is_none();
            }
            (None, Key::F) => {}
            _ => return,
        }
        if key == Key::F || (p.step.is_some() && p.bomb) {
            let words = std::mem::take(&mut self.pending).words().replace('-', "");
            let events = self.game.play(&words);
            self.record(&events, now);
        }
    }

    /// Bot turns due after `dt` seconds at the chosen speed (none while paused or while a
    /// person must act).
    fn run_bots(&mut self, dt: f32, now: f64) {
        if self.paused {
            return;
        }
        self.carry += dt * self.speed;
        while self.carry >= 1.0 && !self.game.waits_for_human() && !self.game.state.is_over() {
            self.carry -= 1.0;
            self.bot_step(now);
        }
        if self.game.waits_for_human() || self.game.state.is_over() {
            self.carry = 0.0;
        }
    }

    fn bot_step(&mut self, now: f64) {
        if let Some(events) = self.game.bot_turn() {
            self.record(&events, now);
        }
    }
}

/// A recorded game stepped through.
pub struct ReplayViewer {
    pub replay: Replay,
    pub states: Vec<State>,
    pub at: usize,
    pub playing: bool,
    /// Turns a second while playing.
    pub speed: f32,
    carry: f32,
}

impl ReplayViewer {
    /// The viewer on `replay`, at its start.
    pub fn new(replay: Replay) -> Result<ReplayViewer, String> {
        let states = resimulate(&replay)?;
        Ok(ReplayViewer {
            replay,
            states,
            at: 0,
            playing: false,
            speed: 4.0,
            carry: 0.0,
        })
    }

    fn last(&self) -> usize {
        self.states.len().saturating_sub(1)
    }
}

impl BombFightWorkspace {
    /// Plays the map being edited with the chosen players (`swapped`: A's player starts on B).
    pub(super) fn start_play(&mut self, shell: &mut Shell, swapped: bool) {
        self.tools.release(&mut self.doc);
        let problems = crate::bombfight::checks::validate(self.doc.level());
        if let Some(p) = problems.first() {
            return shell.fail(format!("Cannot play this map: {}", p.message));
        }
        let kinds = self.players;
        let controllers = [
            kinds[0].controller(self.seed),
            kinds[1].controller(self.seed.wrapping_add(1)),
        ];
        match Match::new(self.doc.level().clone(), controllers, self.seed, swapped) {
            Ok(game) => {
                self.mode = Mode::Play(Box::new(PlayView::new(game, kinds)));
                self.view.fit_pending = true;
                shell.say("Playing: W S A D move, B bomb, F done; Esc back to the editor");
            }
            Err(e) => shell.fail(format!("Cannot play this map: {e}")),
        }
    }

    /// Opens a recorded game in the viewer.
    pub fn watch(&mut self, replay: Replay, shell: &mut Shell) {
        match ReplayViewer::new(replay) {
            Ok(v) => {
                self.mode = Mode::Replay(Box::new(v));
                self.view.fit_pending = true;
            }
            Err(e) => shell.fail(format!("Cannot replay: {e}")),
        }
    }

    /// The play setup dialog: who plays each side, and the bots' seed.
    pub(super) fn setup_dialog(&mut self, ctx: &egui::Context, shell: &mut Shell) {
        if !self.setup {
            return;
        }
        let mut answer = Answer::Pending;
        egui::Modal::new(egui::Id::unique("bombfight-setup")).show(ctx, |ui| {
            ui.heading("Play BombFight");
            for (i, name) in ["Player 1 (A)", "Player 2 (B)"].iter().enumerate() {
                egui::ComboBox::new(("player", i), *name)
                    .selected_text(self.players[i].label())
                    .show_ui(ui, |ui| {
                        for k in PlayerKind::ALL {
                            ui.selectable_value(&mut self.players[i], k, k.label());
                        }
                    });
            }
            ui.horizontal(|ui| {
                let l = ui.label("Bots' seed");
                ui.add(egui::DragValue::new(&mut self.seed))
                    .labelled_by(l.id);
            });
            ui.horizontal(|ui| {
                if ui.button("Start").clicked() || ui.input(|i| i.key_pressed(Key::Enter)) {
                    answer = Answer::Ok(());
                }
                if ui.button("Cancel").clicked() || ui.input(|i| i.key_pressed(Key::Escape)) {
                    answer = Answer::Cancel;
                }
            });
        });
        match answer {
            Answer::Ok(()) => {
                self.setup = false;
                self.start_play(shell, false);
            }
            Answer::Cancel => self.setup = false,
            Answer::Pending => {}
        }
    }

    pub(super) fn play_frame(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let Mode::Play(mut pv) = std::mem::replace(&mut self.mode, Mode::Edit) else {
            return;
        };
        let (now, dt) = ui.input(|i| (i.time, i.stable_dt.min(0.1)));
        let mut request = None;
        egui::Panel::right("bombfight-play")
            .default_size(260.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| request = play_panel(ui, &mut pv, now));
            });
        egui::CentralPanel::default().show(ui, |ui| {
            let state = pv.game.state.clone();
            let blasts: Vec<(Vec<(usize, usize)>, f64)> = pv.blasts.clone();
            self.state_canvas(ui, &state, &blasts, now, true);
        });
        if !shell.dialog_open {
            for key in std::mem::take(&mut shell.keys) {
                if key == Key::Escape {
                    request = Some(PlayRequest::Exit);
                } else if pv.game.waits_for_human() {
                    pv.human_key(key, now);
                }
            }
            pv.run_bots(dt, now);
        }
        pv.blasts.retain(|(_, t)| now - t < BLAST_SECONDS);
        // Frames keep coming while bots play or a blast fades; a person's turn waits for keys.
        let bots_play = !pv.paused && !pv.game.waits_for_human() && !pv.game.state.is_over();
        if bots_play || !pv.blasts.is_empty() {
            ui.ctx().request_repaint();
        }
        self.mode = Mode::Play(pv);
        match request {
            Some(PlayRequest::Exit) => self.back_to_editor(shell),
            Some(PlayRequest::Again) => self.play_again(shell),
            Some(PlayRequest::Watch) => {
                if let Mode::Play(pv) = &self.mode {
                    let replay = pv.game.replay();
                    self.watch(replay, shell);
                }
            }
            Some(PlayRequest::SaveReplay) => {
                if let Mode::Play(pv) = &self.mode {
                    shell.request = Some(ShellRequest::Save(SaveRequest {
                        title: "Save the replay".into(),
                        name: "game.bfreplay".into(),
                        extensions: FileKind::BombFightReplay.extensions().to_vec(),
                        bytes: write_replay(&pv.game.replay()).into_bytes(),
                        done: "Saved the replay".into(),
                    }));
                }
            }
            None => {}
        }
    }

    fn back_to_editor(&mut self, shell: &mut Shell) {
        self.mode = Mode::Edit;
        self.view.fit_pending = true;
        shell.say("Back to the editor");
    }

    /// The same players again, with the starts swapped from the last game.
    fn play_again(&mut self, shell: &mut Shell) {
        let swapped = match &self.mode {
            Mode::Play(pv) => !pv.game.swapped,
            _ => false,
        };
        self.start_play(shell, swapped);
    }

    /// The state on the canvas: ground, bombs, blasts, players (the one to act ringed).
    fn state_canvas(
        &mut self,
        ui: &mut Ui,
        s: &State,
        blasts: &[(Vec<(usize, usize)>, f64)],
        now: f64,
        live: bool,
    ) {
        let input = canvas::show(
            ui,
            &mut self.view,
            (s.width(), s.height()),
            |p, r, at| {
                tiles::draw_ground(p, r, s.ground(at));
                if let Some(b) = s.bomb_at(at) {
                    tiles::draw_bomb(p, r, b.owner, b.timer);
                }
            },
            |p, view, canvas| {
                for (cells, t) in blasts {
                    let strength = 1.0 - ((now - t) / BLAST_SECONDS) as f32;
                    for &(x, y) in cells {
                        tiles::draw_blast(p, view.cell_rect(canvas, Pos::new(x, y)), strength);
                    }
                }
                for pl in Player::BOTH {
                    let (x, y) = s.positions[pl.index()];
                    let to_act = live && s.to_act == pl && !s.is_over();
                    tiles::draw_player(p, view.cell_rect(canvas, Pos::new(x, y)), pl, to_act);
                }
            },
        );
        self.canvas_rect = input.canvas;
        self.hovered = input.hovered.map(|c| (c.x, c.y));
    }

    pub(super) fn replay_frame(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let Mode::Replay(mut v) = std::mem::replace(&mut self.mode, Mode::Edit) else {
            return;
        };
        let dt = ui.input(|i| i.stable_dt.min(0.1));
        let mut exit = false;
        egui::Panel::right("bombfight-replay")
            .default_size(260.0)
            .show(ui, |ui| exit = replay_panel(ui, &mut v));
        let state = v.states[v.at.min(v.last())].clone();
        egui::CentralPanel::default().show(ui, |ui| self.state_canvas(ui, &state, &[], 0.0, true));
        if !shell.dialog_open {
            for key in std::mem::take(&mut shell.keys) {
                match key {
                    Key::ArrowRight => v.at = (v.at + 1).min(v.last()),
                    Key::ArrowLeft => v.at = v.at.saturating_sub(1),
                    Key::Space => v.playing = !v.playing,
                    Key::Escape => exit = true,
                    _ => {}
                }
            }
        }
        if v.playing {
            v.carry += dt * v.speed;
            while v.carry >= 1.0 {
                v.carry -= 1.0;
                v.at = (v.at + 1).min(v.last());
            }
            v.playing = v.at < v.last();
            ui.ctx().request_repaint();
        }
        self.mode = Mode::Replay(v);
        if exit {
            self.back_to_editor(shell);
        }
    }
}

/// What the play panel asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum PlayRequest {
    Exit,
    Again,
    Watch,
    SaveReplay,
}

fn play_panel(ui: &mut Ui, pv: &mut PlayView, now: f64) -> Option<PlayRequest> {
    let s = pv.game.state.clone();
    ui.heading("BombFight");
    for pl in Player::BOTH {
        let i = pl.index();
        let mark = if s.to_act == pl && !s.is_over() {
            "▶ "
        } else {
            "   "
        };
        ui.colored_label(
            tiles::PLAYER[i],
            format!(
                "{mark}{} {}: {} points",
                if i == 0 { "A" } else { "B" },
                pv.kinds[i].label(),
                s.scores[i]
            ),
        );
    }
    ui.label(format!(
        "Round {} of {} ({} left)",
        (s.round + 1).min(s.rounds),
        s.rounds,
        s.rounds_left()
    ));
    ui.separator();
    if let Some(r) = over_panel(ui, &s) {
        return Some(r);
    }
    if !s.is_over() {
        turn_panel(ui, pv, now);
    }
    if let Some(e) = &pv.game.bot_error {
        ui.colored_label(Color32::from_rgb(240, 110, 100), e);
    }
    ui.separator();
    ui.heading("Log");
    for line in pv.log.iter().rev().take(14) {
        ui.label(line);
    }
    ui.separator();
    ui.button("Back to the editor  (Esc)")
        .clicked()
        .then_some(PlayRequest::Exit)
}

fn turn_panel(ui: &mut Ui, pv: &mut PlayView, now: f64) {
    if pv.game.waits_for_human() {
        let who = if pv.game.state.to_act == Player::One {
            "A"
        } else {
            "B"
        };
        ui.label(format!("{who} to act: W S A D move, B bomb, F done"));
        let so_far = pv.pending.words();
        ui.label(format!(
            "This turn so far: {}",
            if so_far == "-" { "nothing" } else { &so_far }
        ));
        if ui.button("Done (F)").clicked() {
            pv.human_key(Key::F, now);
        }
    } else {
        ui.add(
            egui::Slider::new(&mut pv.speed, 0.5..=60.0)
                .logarithmic(true)
                .text("turns/s"),
        );
        ui.horizontal(|ui| {
            let label = if pv.paused { "Resume" } else { "Pause" };
            if ui.button(label).clicked() {
                pv.paused = !pv.paused;
            }
            if ui
                .add_enabled(pv.paused, egui::Button::new("Step"))
                .clicked()
            {
                pv.bot_step(now);
            }
        });
    }
}

fn over_panel(ui: &mut Ui, s: &State) -> Option<PlayRequest> {
    s.end?;
    let result = match (s.end, s.winner()) {
        (Some(End::Exit(p)), _) => format!(
            "{} reached an exit.",
            if p == Player::One { "A" } else { "B" }
        ),
        _ => "The rounds ran out.".to_owned(),
    };
    ui.heading("Game over");
    ui.label(result);
    ui.label(match s.winner() {
        Some(Player::One) => format!("A wins, {} to {}.", s.scores[0], s.scores[1]),
        Some(Player::Two) => format!("B wins, {} to {}.", s.scores[1], s.scores[0]),
        None => format!("A draw, {} all.", s.scores[0]),
    });
    let mut request = None;
    ui.horizontal_wrapped(|ui| {
        if ui.button("Save replay…").clicked() {
            request = Some(PlayRequest::SaveReplay);
        }
        if ui.button("Watch the replay").clicked() {
            request = Some(PlayRequest::Watch);
        }
        if ui.button("Play again, starts swapped").clicked() {
            request = Some(PlayRequest::Again);
        }
    });
    request
}

/// The viewer's panel; true when the user leaves it.
fn replay_panel(ui: &mut Ui, v: &mut ReplayViewer) -> bool {
    ui.heading("Replay");
    ui.label(format!(
        "A: {}   B: {}",
        v.replay.players[0], v.replay.players[1]
    ));
    let last = v.last();
    let s = &v.states[v.at.min(last)];
    ui.label(format!(
        "Turn {} of {last}, round {}",
        v.at,
        (s.round + 1).min(s.rounds)
    ));
    ui.label(format!("Scores: A {}  B {}", s.scores[0], s.scores[1]));
    ui.add(egui::Slider::new(&mut v.at, 0..=last).text("turn"));
    ui.horizontal(|ui| {
        if ui.button("|<").clicked() {
            v.at = 0;
        }
        if ui.button("<").clicked() {
            v.at = v.at.saturating_sub(1);
        }
        let label = if v.playing { "Pause" } else { "Play" };
        if ui.button(label).clicked() {
            v.playing = !v.playing;
        }
        if ui.button(">").clicked() {
            v.at = (v.at + 1).min(last);
        }
        if ui.button(">|").clicked() {
            v.at = last;
        }
    });
    ui.add(
        egui::Slider::new(&mut v.speed, 0.5..=60.0)
            .logarithmic(true)
            .text("turns/s"),
    );
    ui.label("Left and Right step, Space plays or pauses.");
    ui.button("Back to the editor  (Esc)").clicked()
}
