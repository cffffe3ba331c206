//! Play and replay in the window: choosing the players, human turns from the keys (`W` `S`
//! `A` `D` or the arrows move, `B` bomb, `F` done), bots at an adjustable speed with pause and step, the
//! log of what happened, the result, saving the replay, playing again with the starts
//! swapped, and the replay viewer.

use std::collections::VecDeque;
use std::sync::mpsc::{Receiver, TryRecvError, channel};

use egui::{Color32, Key, Ui};
use gridwright_formats::bombfight::{Player, write_replay};

use super::{BombFightWorkspace, Mode, canvas, tiles};
use crate::bombfight::action::Action;
use crate::bombfight::bot::{Bot, BotError};
use crate::bombfight::bots::Idle;
use crate::bombfight::engine::{End, Event, State};
use crate::bombfight::matches::{Controller, Match};
use crate::bombfight::runner::BotLog;
use crate::editor::playback::Pace;
use crate::grid::{Dir, Pos};
use crate::gui::dialogs::{Answer, Unsaved};
use crate::gui::workspace::{RecordAtRisk, SaveRequest, Shell, ShellRequest};
use gridwright_formats::FileKind;

/// How long a blast stays drawn, in seconds.
pub(super) const BLAST_SECONDS: f64 = 1.0;
/// Keys typed ahead of a person's turn that are kept.
const TYPED_AHEAD: usize = 32;
/// Turns of a program's log the output panel shows.
const SHOWN_TURNS: usize = 6;

/// A bot's answer coming back from its thread, with the bot.
type Reply = (Box<dyn Bot>, Result<String, BotError>);

/// A game in the window.
pub struct PlayView {
    /// The game itself; its bots are lent to a thread while they think.
    pub game: Match,
    /// Bot turns a second.
    pub pace: Pace,
    /// Bots wait for Resume; Step plays one bot turn at a time meanwhile.
    pub paused: bool,
    /// The human's words so far this turn (a move and a bomb end it, or `F`).
    pub pending: Action,
    /// Keys typed while a bot was thinking, applied in order on the person's next turns.
    typed: VecDeque<Key>,
    /// A bot thinking on its own thread, if one is.
    thinking: Option<Receiver<Reply>>,
    /// The last turns of each side's program, as the output panel shows them.
    pub outputs: [Option<BotLog>; 2],
    /// The process output panel is open.
    pub show_output: bool,
    /// What happened, newest last.
    pub log: Vec<String>,
    /// Blasts drawn for a moment: their cells and when they went off (egui's clock).
    blasts: Vec<(Vec<(usize, usize)>, f64)>,
    /// The finished game's replay was saved or let go: leaving it asks nothing.
    pub let_go: bool,
    /// Leaving or playing again waits for the answer to "save the replay?".
    losing: Option<PlayRequest>,
}

impl PlayView {
    fn new(game: Match) -> PlayView {
        PlayView {
            game,
            pace: Pace::new(4.0),
            paused: false,
            pending: Action::NONE,
            typed: VecDeque::new(),
            thinking: None,
            outputs: [None, None],
            show_output: false,
            log: vec![],
            blasts: vec![],
            let_go: false,
            losing: None,
        }
    }

    /// Whether some side is a person, and some side a bot.
    fn sides(&self) -> (bool, bool) {
        let human = |c: &Controller| matches!(c, Controller::Human);
        let humans = self.game.controllers.iter().filter(|c| human(c)).count();
        (humans > 0, humans < 2)
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

    /// A key of the person's: kept in order, and applied on the person's turns (so keys typed
    /// while a bot thinks are not lost).
    pub fn type_key(&mut self, key: Key, now: f64) {
        if self.typed.len() < TYPED_AHEAD {
            self.typed.push_back(key);
        }
        self.apply_typed(now);
    }

    fn apply_typed(&mut self, now: f64) {
        while self.game.waits_for_human() {
            let Some(key) = self.typed.pop_front() else {
                return;
            };
            self.human_key(key, now);
        }
        if self.game.state.is_over() {
            self.typed.clear();
        }
    }

    /// The human's key: a move (W A S D or the arrows) or a bomb adds to the turn, `F` ends
    /// it; a move and a bomb together end it too. No press is ignored: a second move replaces
    /// the first in the plan, a second `B` takes the bomb back.
    pub fn human_key(&mut self, key: Key, now: f64) {
        let step = match key {
            Key::W | Key::ArrowUp => Some(Dir::Up),
            Key::S | Key::ArrowDown => Some(Dir::Down),
            Key::A | Key::ArrowLeft => Some(Dir::Left),
            Key::D | Key::ArrowRight => Some(Dir::Right),
            _ => None,
        };
        let p = &mut self.pending;
        match (step, key) {
            (Some(d), _) => p.step = Some(d),
            (None, Key::B) if p.bomb => p.bomb = false,
            (None, Key::B) => {
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
    /// person must act): each on a thread of its own, its answer played when it comes.
    fn run_bots(&mut self, dt: f32, now: f64) {
        self.collect(now);
        if self.paused || self.game.waits_for_human() || self.game.state.is_over() {
            self.pace.reset();
            return;
        }
        if self.thinking.is_none() && self.pace.due_at_most(dt, 1) == 1 {
            self.send_bot();
        }
    }

    /// One bot turn now (Step, while paused).
    pub fn step_bot(&mut self) {
        if self.thinking.is_none() {
            self.send_bot();
        }
    }

    /// Lends the bot whose turn it is to a thread.
    fn send_bot(&mut self) {
        let Some((mut bot, state)) = self.game.lend_bot() else {
            return;
        };
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            let answer = bot.answer(&state);
            let _ = tx.send((bot, answer));
        });
        self.thinking = Some(rx);
    }

    /// Plays a bot's answer if it has come.
    fn collect(&mut self, now: f64) {
        let Some(rx) = &self.thinking else { return };
        let (bot, answer): Reply = match rx.try_recv() {
            Ok(reply) => reply,
            Err(TryRecvError::Empty) => return,
            Err(TryRecvError::Disconnected) => (
                Box::new(Idle),
                Err(BotError::Failed(crate::t!("bombfight-bot-stopped"))),
            ),
        };
        self.thinking = None;
        let side = self.game.state.to_act.index();
        self.outputs[side] = bot.log().map(|l| l.recent(SHOWN_TURNS));
        let events = self.game.answered(bot, answer);
        self.record(&events, now);
        self.apply_typed(now);
    }

    /// Whether a bot is thinking now.
    pub fn thinking(&self) -> bool {
        self.thinking.is_some()
    }
}

impl BombFightWorkspace {
    /// Plays the map being edited with the chosen players (`swapped`: A's player starts on B).
    pub(super) fn start_play(&mut self, shell: &mut Shell, swapped: bool) {
        self.tools.release(&mut self.doc);
        let problems = crate::bombfight::checks::validate(self.doc.level());
        if let Some(p) = problems.first() {
            return shell.fail(crate::t!(
                "bombfight-cannot-play",
                error = p.message.clone()
            ));
        }
        let (sides, seed, limits) = (
            self.players.sides.clone(),
            self.players.seed,
            self.players.limits(),
        );
        let controllers = match (
            sides[0].controller(seed, limits),
            sides[1].controller(seed.wrapping_add(1), limits),
        ) {
            (Ok(a), Ok(b)) => [a, b],
            (Err(e), _) | (_, Err(e)) => {
                return shell.fail(crate::t!("bombfight-cannot-start", error = e.to_string()));
            }
        };
        match Match::new(self.doc.level().clone(), controllers, seed, swapped) {
            Ok(game) => {
                let person = game
                    .controllers
                    .iter()
                    .any(|c| matches!(c, Controller::Human));
                self.mode = Mode::Play(Box::new(PlayView::new(game)));
                self.view.fit_pending = true;
                shell.say(if person {
                    crate::t!("bombfight-playing-human")
                } else {
                    crate::t!("bombfight-playing-bots")
                });
            }
            Err(e) => shell.fail(crate::t!("bombfight-cannot-play", error = e.to_string())),
        }
    }

    pub(super) fn play_frame(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let Mode::Play(mut pv) = std::mem::replace(&mut self.mode, Mode::Edit) else {
            return;
        };
        let (now, dt) = ui.input(|i| (i.time, i.stable_dt.min(0.1)));
        let mut request = None;
        egui::Panel::right("bombfight-play")
            .default_size(280.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| request = play_panel(ui, &mut pv, now));
            });
        if pv.show_output {
            egui::Panel::bottom("bombfight-output")
                .default_size(220.0)
                .resizable(true)
                .show(ui, |ui| super::output::output_panel(ui, &pv));
        }
        egui::CentralPanel::default().show(ui, |ui| {
            let state = pv.game.state.clone();
            let blasts: Vec<(Vec<(usize, usize)>, f64)> = pv.blasts.clone();
            self.state_canvas(ui, &state, &blasts, now, true);
        });
        if !shell.dialog_open {
            for key in std::mem::take(&mut shell.keys) {
                if key == Key::Escape {
                    request = Some(PlayRequest::Exit);
                } else {
                    pv.type_key(key, now);
                }
            }
            pv.run_bots(dt, now);
        }
        pv.blasts.retain(|(_, t)| now - t < BLAST_SECONDS);
        // Frames keep coming while bots play or a blast fades; a person's turn waits for keys.
        let bots_play = !pv.paused && !pv.game.waits_for_human() && !pv.game.state.is_over();
        if bots_play || pv.thinking() || !pv.blasts.is_empty() {
            ui.ctx().request_repaint();
        }
        self.mode = Mode::Play(pv);
        let request = self.guard_record(ui.ctx(), request);
        if request.is_some_and(|r| r.saves_first()) {
            self.play_request(Some(PlayRequest::SaveReplay), shell);
        }
        self.play_request(request.map(PlayRequest::then), shell);
    }

    /// A finished game's replay is its only record: leaving it or playing again asks first
    /// (save, discard, cancel), as the other games' play modes do.
    fn guard_record(
        &mut self,
        ctx: &egui::Context,
        request: Option<PlayRequest>,
    ) -> Option<PlayRequest> {
        let Mode::Play(pv) = &mut self.mode else {
            return request;
        };
        if let Some(then) = pv.losing {
            let doing = match then {
                PlayRequest::Again => crate::t!("bombfight-guard-playing-again"),
                _ => crate::t!("bombfight-guard-going-back"),
            };
            let what = crate::t!("bombfight-guard-record");
            let answer = crate::gui::game_guard::ask(ctx, &what, &doing);
            if !matches!(answer, Answer::Pending) {
                pv.losing = None;
            }
            return match answer {
                Answer::Ok(Unsaved::Save) => {
                    pv.let_go = true;
                    Some(PlayRequest::SaveThen(then == PlayRequest::Again))
                }
                Answer::Ok(Unsaved::Discard) => {
                    pv.let_go = true;
                    Some(then)
                }
                Answer::Cancel | Answer::Pending => None,
            };
        }
        let finished = pv.game.state.is_over() && !pv.let_go;
        match request {
            Some(PlayRequest::Exit | PlayRequest::Again) if finished => {
                pv.losing = request;
                None
            }
            Some(PlayRequest::SaveReplay) => {
                pv.let_go = true;
                request
            }
            other => other,
        }
    }

    fn play_request(&mut self, request: Option<PlayRequest>, shell: &mut Shell) {
        let Mode::Play(pv) = &self.mode else { return };
        match request {
            Some(PlayRequest::Exit) => self.back_to_editor(shell),
            Some(PlayRequest::SaveThen(_)) => {}
            Some(PlayRequest::Again) => self.play_again(shell),
            Some(PlayRequest::Watch) => {
                let replay = pv.game.replay();
                let Mode::Play(pv) = std::mem::replace(&mut self.mode, Mode::Edit) else {
                    return;
                };
                self.watch(replay, shell);
                if matches!(self.mode, Mode::Replay(_)) {
                    self.after_replay = Some(pv);
                } else {
                    self.mode = Mode::Play(pv);
                }
            }
            Some(PlayRequest::SaveReplay) => {
                shell.request = Some(ShellRequest::Save(replay_save(pv)));
            }
            None => {}
        }
    }

    /// The finished game whose replay is not saved, in play or watched from its result.
    pub(super) fn game_record_at_risk(&self) -> Option<RecordAtRisk> {
        let pv = match &self.mode {
            Mode::Play(pv) => pv,
            Mode::Replay(_) => self.after_replay.as_ref()?,
            Mode::Edit | Mode::Tournament => return None,
        };
        (pv.game.state.is_over() && !pv.let_go).then(|| RecordAtRisk {
            what: crate::t!("bombfight-guard-record"),
            save: replay_save(pv),
        })
    }

    pub(super) fn back_to_editor(&mut self, shell: &mut Shell) {
        self.mode = Mode::Edit;
        self.view.fit_pending = true;
        shell.say(crate::t!("bombfight-back-to-editor"));
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
    pub(super) fn state_canvas(
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
}

/// What the play panel asks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum PlayRequest {
    Exit,
    Again,
    Watch,
    SaveReplay,
    /// Save the replay, then leave (`true`: play again instead): the guard's *Save*.
    SaveThen(bool),
}

impl PlayRequest {
    /// Whether the replay is saved before the request is carried out.
    fn saves_first(self) -> bool {
        matches!(self, PlayRequest::SaveThen(_))
    }

    /// What is carried out (after the save, for the guard's *Save*).
    fn then(self) -> PlayRequest {
        match self {
            PlayRequest::SaveThen(true) => PlayRequest::Again,
            PlayRequest::SaveThen(false) => PlayRequest::Exit,
            r => r,
        }
    }
}

fn play_panel(ui: &mut Ui, pv: &mut PlayView, now: f64) -> Option<PlayRequest> {
    let s = pv.game.state.clone();
    ui.heading("BombFight"); // i18n-exempt: the game's name
    let names = pv.game.names().clone();
    for pl in Player::BOTH {
        let i = pl.index();
        let mark = if s.to_act == pl && !s.is_over() {
            "▶ "
        } else {
            "   "
        };
        // i18n-exempt: the players' letters, the same in every language
        let who = if i == 0 { "A" } else { "B" };
        let name = if matches!(pv.game.controllers[i], Controller::Human) {
            crate::t!("bombfight-human-keys")
        } else {
            names[i].clone()
        };
        ui.colored_label(
            tiles::player_color(pl),
            crate::t!(
                "bombfight-side-score",
                mark = mark,
                who = who,
                name = name,
                n = s.scores[i]
            ),
        );
    }
    ui.label(crate::t!(
        "bombfight-round-of",
        round = s.round_number(),
        n = s.rounds,
        left = s.rounds_left()
    ));
    ui.separator();
    let (humans, bots) = pv.sides();
    if humans {
        human_panel(ui, pv, now);
    }
    if bots {
        bot_panel(ui, pv);
    }
    // Always one line, so the panel below does not move when an error comes or goes.
    let error = pv.game.bot_error.clone().unwrap_or_default();
    ui.colored_label(Color32::from_rgb(240, 110, 100), error);
    ui.separator();
    // The result comes below the controls, so they keep their place when the game ends.
    if let Some(r) = over_panel(ui, &s) {
        return Some(r);
    }
    ui.heading(crate::t!("bombfight-log"));
    for line in pv.log.iter().rev().take(14) {
        ui.label(line);
    }
    ui.separator();
    ui.button(crate::t!("bombfight-back-to-editor-esc"))
        .clicked()
        .then_some(PlayRequest::Exit)
}

/// The person's controls: always shown when a person plays, enabled on its turn.
fn human_panel(ui: &mut Ui, pv: &mut PlayView, now: f64) {
    let mine = pv.game.waits_for_human();
    ui.add_enabled_ui(mine, |ui| {
        let who = tiles::letter(pv.game.state.to_act);
        ui.label(if mine {
            crate::t!("bombfight-to-act", who = who)
        } else if pv.game.state.is_over() {
            crate::t!("bombfight-over-below")
        } else {
            crate::t!("bombfight-waiting-bot")
        });
        let so_far = pv.pending.words();
        let so_far = if so_far == "-" {
            crate::t!("bombfight-nothing")
        } else {
            so_far
        };
        ui.label(crate::t!("bombfight-turn-so-far", actions = so_far));
        if ui.button(crate::t!("bombfight-done-f")).clicked() {
            pv.human_key(Key::F, now);
        }
        // Always there (never shifting what is below): a second move key changes the
        // plan, which would otherwise read as a key ignored.
        ui.add(
            egui::Label::new(egui::RichText::new(crate::t!("bombfight-plan-hint")).weak()).wrap(),
        );
    });
}

/// The bots' pace: always shown when a bot plays.
fn bot_panel(ui: &mut Ui, pv: &mut PlayView) {
    ui.add(
        egui::Slider::new(&mut pv.pace.speed, 0.5..=60.0)
            .logarithmic(true)
            .text(crate::t!("bombfight-turns-per-second")),
    );
    ui.horizontal(|ui| {
        if pv.game.state.is_over() {
            // The same row, so what is below it keeps its place; nothing is left to pause.
            ui.add_sized(
                [0.0, ui.spacing().interact_size.y],
                egui::Label::new(crate::t!("bombfight-game-over-short")),
            );
            return;
        }
        let label = if pv.paused {
            crate::t!("bombfight-resume")
        } else {
            crate::t!("bombfight-pause")
        };
        if ui.button(label).clicked() {
            pv.paused = !pv.paused;
        }
        let can_step = pv.paused && !pv.game.waits_for_human() && !pv.thinking();
        if ui
            .add_enabled(can_step, egui::Button::new(crate::t!("bombfight-step")))
            .clicked()
        {
            pv.step_bot();
        }
        ui.label(if pv.thinking() {
            crate::t!("bombfight-thinking")
        } else {
            String::new()
        });
    });
    let programs = pv.game.controllers.iter().any(|c| match c {
        Controller::Bot(b) => b.log().is_some(),
        _ => false,
    }) || pv.outputs.iter().any(Option::is_some);
    ui.add_enabled(
        programs,
        egui::Checkbox::new(&mut pv.show_output, crate::t!("bombfight-show-output")),
    );
}

fn over_panel(ui: &mut Ui, s: &State) -> Option<PlayRequest> {
    s.end?;
    let result = match (s.end, s.winner()) {
        (Some(End::Exit(p)), _) => {
            // i18n-exempt: the players' letters, the same in every language
            let who = if p == Player::One { "A" } else { "B" };
            crate::t!("bombfight-reached-exit", who = who)
        }
        _ => crate::t!("bombfight-rounds-ran-out"),
    };
    ui.heading(crate::t!("bombfight-game-over"));
    ui.label(result);
    ui.label(match s.winner() {
        Some(Player::One) => crate::t!("bombfight-a-wins", won = s.scores[0], lost = s.scores[1]),
        Some(Player::Two) => crate::t!("bombfight-b-wins", won = s.scores[1], lost = s.scores[0]),
        None => crate::t!("bombfight-draw", n = s.scores[0]),
    });
    let mut request = None;
    ui.horizontal_wrapped(|ui| {
        if ui.button(crate::t!("bombfight-save-replay")).clicked() {
            request = Some(PlayRequest::SaveReplay);
        }
        if ui.button(crate::t!("bombfight-watch-replay")).clicked() {
            request = Some(PlayRequest::Watch);
        }
        if ui
            .button(crate::t!("bombfight-play-again-swapped"))
            .clicked()
        {
            request = Some(PlayRequest::Again);
        }
    });
    request
}

/// The save dialog's request for a game's replay.
fn replay_save(pv: &PlayView) -> SaveRequest {
    SaveRequest {
        title: crate::t!("bombfight-save-replay-title"),
        name: "game.bfreplay".into(),
        extensions: FileKind::BombFightReplay.extensions().to_vec(),
        bytes: write_replay(&pv.game.replay()).into_bytes(),
        done: crate::t!("bombfight-saved-replay"),
    }
}
