//! The invisible maze in the window: the new-game dialog (the original's five parameters,
//! seed, solvable only, best results), playtest of the maze being edited, the countdown, the
//! walls vanishing, bumps flashing and staying, lives, the trail, auto-play at a chosen speed,
//! the end (play again, replay step by step, save the game, back to the editor). A game left
//! unfinished is kept and resumed (playtest: F5 on the same maze; a generated one: *Play >
//! Resume*); leaving a finished game whose record is not saved asks first. No undo: the rules
//! count every bump as a mistake and a life, which undo would take back.

use std::time::Duration;

use egui::{Color32, Key, Ui};
use gridwright_formats::maze::{Cell, Maze, MazeGame, Side, write_game};

use super::replay::LabyViewer;
use super::view::{Layers, draw, side_segment};
use super::{MazeWorkspace, Mode};
use crate::editor::playback::Pace;
use crate::gui::dialogs::{Answer, Unsaved};
use crate::gui::workspace::{RecordAtRisk, SaveRequest, Shell, ShellRequest};
use crate::maze::invisible::{Edge, Game, Outcome, Phase};
use crate::maze::laby_records::{Best, ParamsKey};
use crate::maze::strategies::{AutoPlayer, StrategyKind};
use gridwright_formats::FileKind;

/// How long a bumped wall flashes, in seconds.
const FLASH_SECONDS: f64 = 0.5;

/// The new-game dialog's fields (and the last settings, which playtest uses too).
#[derive(Debug, Clone, PartialEq)]
pub struct LabySettings {
    /// Rows of cells (the dialog offers 1 to 1000).
    pub height: usize,
    /// Columns of cells (the dialog offers 1 to 1000).
    pub width: usize,
    /// The chance of each interior wall, 0 to 1.
    pub density: f64,
    /// How long the walls are shown before they vanish, and on each peek, in seconds.
    pub seconds: f64,
    /// Bumps allowed: each bump into a wall costs one.
    pub lives: u32,
    /// The seed of the next generated maze (each new game moves it past the one it used).
    pub seed: u64,
    /// Draw again until the exit is reachable (from `seed` on), rather than take any maze.
    pub solvable: bool,
}

impl Default for LabySettings {
    fn default() -> Self {
        LabySettings {
            height: 10,
            width: 20,
            density: 0.2,
            seconds: 10.0,
            lives: 5,
            seed: 1,
            solvable: true,
        }
    }
}

impl LabySettings {
    /// The parameters worth remembering (the seed moves on by itself).
    pub fn last_params(&self) -> crate::maze::laby_records::LastParams {
        crate::maze::laby_records::LastParams {
            height: self.height,
            width: self.width,
            density: self.density,
            seconds: self.seconds,
            lives: self.lives,
            solvable: self.solvable,
        }
    }

    /// These settings with the remembered parameters, where they are within range.
    pub fn with_last(mut self, last: &crate::maze::laby_records::LastParams) -> LabySettings {
        let fits = (1..=1000).contains(&last.height)
            && (1..=1000).contains(&last.width)
            && (0.0..=1.0).contains(&last.density)
            && (0.0..=3600.0).contains(&last.seconds)
            && (1..=1000).contains(&last.lives);
        if fits {
            self.height = last.height;
            self.width = last.width;
            self.density = last.density;
            self.seconds = last.seconds;
            self.lives = last.lives;
            self.solvable = last.solvable;
        }
        self
    }

    fn key(&self) -> ParamsKey {
        ParamsKey {
            height: self.height,
            width: self.width,
            density: self.density,
            seconds: self.seconds,
            lives: self.lives,
        }
    }
}

/// Where a game's maze came from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Origin {
    /// Generated with the settings and this seed.
    Generated(u64),
    /// The maze being edited.
    Playtest,
}

/// A running auto-play: the stepper every face shares, paced by the window's frames.
pub struct AutoPlay {
    player: AutoPlayer,
    /// Steps a second.
    pub pace: Pace,
    /// Held by the panel's *Pause*; no steps are taken until it resumes.
    pub paused: bool,
}

/// A game in the window.
pub struct LabyPlay {
    /// The game's rules and state: the maze, position, trail, mistakes and phase.
    pub game: Game,
    /// The settings it started with (its best results are kept under them).
    pub settings: LabySettings,
    /// A generated maze or a playtest, which decides what *Play again* does and what is saved.
    pub origin: Origin,
    /// The last bump, and when it happened (egui's clock).
    flash: Option<(Cell, Side, f64)>,
    /// The auto-play running, if one is (the keys do not move the player meanwhile).
    pub auto: Option<AutoPlay>,
    /// The strategy the auto-play menu offers.
    pub strategy: StrategyKind,
    /// The speed the auto-play slider sets, in steps a second.
    pub auto_speed: f32,
    /// What to say at the end (set once).
    pub result: Option<String>,
    /// The panel lists the keys (toggled by *Keys* or `?`).
    pub show_keys: bool,
    /// The status bar has said the walls are hidden (said once each time they vanish).
    hidden_said: bool,
    /// The walls on screen.
    walls: ShownWalls,
    /// The record was handed to the save dialog, or let go: leaving asks no more.
    pub saved: bool,
    /// Leaving or playing again, waiting for the save-first answer.
    losing: Option<PlayRequest>,
}

/// The walls on screen, rebuilt only when what they show changes: a bump (the mistakes
/// counted), or the whole maze shown or hidden.
#[derive(Default)]
pub(super) struct ShownWalls {
    cached: Option<((u32, bool), Maze)>,
}

impl ShownWalls {
    /// All of `game`'s walls when `all`, else the outer wall and the walls bumped into.
    pub(super) fn of<'a>(&'a mut self, game: &'a Game, all: bool) -> &'a Maze {
        let key = (game.mistakes, all);
        if self.cached.as_ref().is_none_or(|(k, _)| *k != key) {
            let m = if all {
                game.maze.clone()
            } else {
                known_walls(game)
            };
            self.cached = Some((key, m));
        }
        match &self.cached {
            Some((_, m)) => m,
            None => &game.maze,
        }
    }
}

/// The window's keys: arrows and WASD (`s` is down here), and the original's letters that
/// do not clash with them (`d` right, `g` left, `h` and `e` up, `b` and `x` down).
pub fn window_key(k: Key) -> Option<Side> {
    Some(match k {
        Key::ArrowUp | Key::W | Key::H | Key::E => Side::Top,
        Key::ArrowDown | Key::S | Key::B | Key::X => Side::Bottom,
        Key::ArrowLeft | Key::A | Key::G => Side::Left,
        Key::ArrowRight | Key::D => Side::Right,
        _ => return None,
    })
}

impl LabyPlay {
    fn new(maze: Maze, settings: LabySettings, origin: Origin, now: f64) -> LabyPlay {
        let show = Duration::from_secs_f64(settings.seconds.max(0.0));
        LabyPlay {
            game: Game::new(maze, show, Some(settings.lives), secs(now)),
            settings,
            origin,
            flash: None,
            auto: None,
            strategy: StrategyKind::Cautious,
            auto_speed: 8.0,
            result: None,
            show_keys: false,
            hidden_said: false,
            walls: ShownWalls::default(),
            saved: false,
            losing: None,
        }
    }

    /// Applies one direction at `now`.
    pub fn go(&mut self, side: Side, now: f64) {
        if self.game.step(side, secs(now)) == Outcome::Bumped || self.game.phase == Phase::Lost {
            self.flash = Some((self.game.pos, side, now));
        }
    }

    /// Starts the chosen strategy from where the player stands.
    pub fn start_auto(&mut self) {
        let seed = self.game.tries.len() as u64;
        self.auto = Some(AutoPlay {
            player: AutoPlayer::new(self.strategy, seed, &self.game.maze),
            pace: Pace::new(self.auto_speed),
            paused: false,
        });
    }

    fn auto_steps(&mut self, dt: f32, now: f64) {
        let Some(a) = &mut self.auto else {
            return;
        };
        if a.paused || self.game.shows_all() {
            return;
        }
        for _ in 0..a.pace.due(dt) {
            match a.player.step(&mut self.game, secs(now)) {
                Some((side, Outcome::Bumped)) => self.flash = Some((self.game.pos, side, now)),
                Some(_) => {}
                None => break,
            }
        }
        if a.player.gave_up(&self.game) {
            let limit = a.player.limit();
            self.auto = None;
            self.result = Some(crate::t!(
                "maze-gave-up",
                name = self.strategy.name(),
                n = limit
            ));
        }
    }

    /// The record of this game, for saving.
    pub fn record(&self) -> MazeGame {
        MazeGame {
            seconds: self.settings.seconds,
            lives: self.game.lives,
            density: matches!(self.origin, Origin::Generated(_)).then_some(self.settings.density),
            seed: match self.origin {
                Origin::Generated(s) => Some(s),
                Origin::Playtest => None,
            },
            tries: self.game.tries.clone(),
            maze: self.game.maze.clone(),
        }
    }
}

fn secs(t: f64) -> Duration {
    Duration::from_secs_f64(t.max(0.0))
}

/// A maze holding only what the player knows: the outer wall and the walls bumped into.
fn known_walls(g: &Game) -> Maze {
    let real = &g.maze;
    let mut m = Maze::new(real.width(), real.height(), false);
    m.entrance = real.entrance;
    m.exit = real.exit;
    for (c, s) in &real.openings {
        m.set_wall(*c, *s, false);
    }
    for i in 0..real.cells() {
        let c = real.cell(i);
        for s in [Side::Right, Side::Bottom] {
            if real.neighbor(c, s).is_some() && g.known.edge(c, s) == Edge::Wall {
                m.set_wall(c, s, true);
            }
        }
    }
    m
}

impl MazeWorkspace {
    /// A new invisible maze with the settings (the next seed after the last game's).
    pub(super) fn new_invisible(&mut self, shell: &mut Shell, now: f64) {
        let s = self.laby.clone();
        if let Err(e) = self.records.remember(s.last_params()) {
            shell.fail(crate::t!(
                "maze-settings-not-kept",
                error = crate::i18n::io_error(&e)
            ));
        }
        match crate::maze::generate::invisible(s.width, s.height, s.density, s.seed, s.solvable) {
            Ok((maze, seed)) => {
                self.laby.seed = seed.wrapping_add(1);
                self.mode = Mode::Play(Box::new(LabyPlay::new(
                    maze,
                    s,
                    Origin::Generated(seed),
                    now,
                )));
                self.view.fit_pending = true;
                shell.say(crate::t!("maze-invisible-started", seed = seed.to_string()));
            }
            Err(e) => shell.fail(e.to_string()),
        }
    }

    /// Playtest (F5): the maze being edited, played invisibly with the last settings; the
    /// game left on this maze (as edited) resumes instead.
    pub(super) fn playtest(&mut self, shell: &mut Shell, now: f64) {
        if let Some(lp) = self.kept.take(PLAYTEST, &self.doc.revision()) {
            return self.resume(lp, shell, &crate::t!("maze-n-starts-over"));
        }
        let maze = self.doc.maze().clone();
        if maze.entrance == maze.exit {
            return shell.fail(crate::t!("maze-entrance-is-exit"));
        }
        let s = self.laby.clone();
        self.mode = Mode::Play(Box::new(LabyPlay::new(maze, s, Origin::Playtest, now)));
        self.view.fit_pending = true;
        shell.say(crate::t!("maze-playtest-started"));
    }

    /// Resumes the generated game left unfinished (*Play > Resume*).
    pub(super) fn resume_generated(&mut self, shell: &mut Shell) {
        if let Some(lp) = self.kept.take(GENERATED, &0) {
            self.resume(lp, shell, &crate::t!("maze-n-starts-new"));
        }
    }

    fn resume(&mut self, lp: Box<LabyPlay>, shell: &mut Shell, again: &str) {
        let g = &lp.game;
        shell.say(crate::t!(
            "maze-resumed",
            steps = g.steps(),
            mistakes = g.mistakes,
            again = again
        ));
        self.mode = Mode::Play(lp);
        self.view.fit_pending = true;
    }

    /// Back to the editor; a game in progress is kept for [`MazeWorkspace::playtest`] or
    /// [`MazeWorkspace::resume_generated`].
    fn leave(&mut self, mut lp: Box<LabyPlay>, shell: &mut Shell) {
        self.view.fit_pending = true;
        if lp.game.is_over() || lp.game.tries.is_empty() {
            return shell.say(crate::t!("maze-back-to-editor"));
        }
        if let Some(a) = &mut lp.auto {
            a.paused = true;
        }
        let (level, start, how) = match lp.origin {
            Origin::Playtest => (PLAYTEST, self.doc.revision(), "maze-kept-f5"),
            Origin::Generated(_) => (GENERATED, 0, "maze-kept-menu"),
        };
        shell.say(crate::t!("maze-back-game-kept", how = crate::i18n::tr(how)));
        self.kept.keep(level, start, lp);
    }

    /// One frame of play.
    pub(super) fn play_frame(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let Mode::Play(mut lp) = std::mem::replace(&mut self.mode, Mode::Edit) else {
            return;
        };
        let (now, dt) = ui.input(|i| (i.time, i.stable_dt.min(0.1)));
        lp.game.tick(secs(now));
        let mut request = None;
        let best = self.records.get(&lp.settings.key()).cloned();
        egui::Panel::right("laby-play")
            .default_size(270.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| {
                    request = play_panel(ui, &mut lp, best.as_ref(), now);
                });
            });
        egui::CentralPanel::default().show(ui, |ui| {
            let walls = lp.walls.of(&lp.game, lp.game.shows_all());
            self.play_canvas(ui, &lp.game, walls, lp.flash, now);
        });
        if !shell.dialog_open {
            let keys = std::mem::take(&mut shell.keys);
            request = request.or(play_keys(&keys, &mut lp, now));
            lp.auto_steps(dt, now);
        }
        // The status follows the countdown, so "memorize it" does not outlive the walls.
        let counting = lp.game.countdown(secs(now)).is_some();
        if !counting && !lp.hidden_said && !lp.game.is_over() {
            shell.say(crate::t!("maze-walls-hidden-status"));
        }
        lp.hidden_said = !counting;
        if lp.game.is_over() && lp.result.is_none() {
            let before = shell.status.clone();
            let result = self.finish(&lp, shell);
            // The status bar said "find the way"; it now says how the game ended (unless
            // finishing failed to keep the records, which it says instead).
            if shell.status == before {
                shell.say(result.clone());
            }
            lp.result = Some(result);
        }
        if lp.game.shows_all() && !lp.game.is_over()
            || lp.auto.as_ref().is_some_and(|a| !a.paused)
            || lp.flash.is_some_and(|f| now - f.2 < FLASH_SECONDS)
        {
            ui.ctx().request_repaint();
        }
        if let Some(then) = lp.losing {
            let what = crate::t!("maze-guard-record");
            let doing = match then {
                PlayRequest::Again => crate::t!("maze-guard-playing-again"),
                _ => crate::t!("maze-guard-going-back"),
            };
            match crate::gui::game_guard::ask(ui.ctx(), &what, &doing) {
                Answer::Ok(Unsaved::Save) => {
                    self.save_game(&mut lp, shell);
                    request = Some(then);
                }
                Answer::Ok(Unsaved::Discard) => {
                    lp.saved = true;
                    request = Some(then);
                }
                Answer::Cancel => lp.losing = None,
                Answer::Pending => {}
            }
        }
        let finished_unsaved = lp.game.is_over() && !lp.saved;
        match request {
            Some(PlayRequest::Back | PlayRequest::Again) if finished_unsaved => {
                lp.losing = request;
                self.mode = Mode::Play(lp);
            }
            Some(PlayRequest::Back) => self.leave(lp, shell),
            Some(PlayRequest::Replay) => {
                self.mode = Mode::Replay(Box::new(LabyViewer::of_finished(lp)));
                shell.say(crate::t!("shell-watching-replay"));
            }
            Some(PlayRequest::Save) => {
                self.save_game(&mut lp, shell);
                self.mode = Mode::Play(lp);
            }
            Some(PlayRequest::NoUndo) => {
                shell.fail(crate::t!("maze-no-undo"));
                self.mode = Mode::Play(lp);
            }
            Some(PlayRequest::Again) => {
                // Back in place first: a new game that cannot start leaves this one on.
                self.mode = Mode::Play(lp);
                self.again(shell, now);
            }
            None => self.mode = Mode::Play(lp),
        }
    }

    /// Hands the game's record to the shell's save dialog.
    fn save_game(&mut self, lp: &mut LabyPlay, shell: &mut Shell) {
        lp.saved = true;
        shell.request = Some(ShellRequest::Save(game_save(lp)));
    }

    /// The finished game not saved, in play or watched from its result.
    pub(super) fn game_record_at_risk(&self) -> Option<RecordAtRisk> {
        let lp = match &self.mode {
            Mode::Play(lp) => lp,
            Mode::Replay(v) => v.from.as_ref()?,
            Mode::Edit => return None,
        };
        (lp.game.is_over() && !lp.saved).then(|| RecordAtRisk {
            what: crate::t!("maze-guard-record"),
            save: game_save(lp),
        })
    }

    /// Play again: a new maze with the same settings, or the edited maze once more.
    fn again(&mut self, shell: &mut Shell, now: f64) {
        match self.play().map(|p| p.origin) {
            Some(Origin::Playtest) => self.playtest(shell, now),
            _ => self.new_invisible(shell, now),
        }
    }

    /// The end's message; a generated game is offered to the records.
    fn finish(&mut self, lp: &LabyPlay, shell: &mut Shell) -> String {
        let g = &lp.game;
        let mut msg = match g.phase {
            Phase::Won => won_words(g.mistakes, g.steps()),
            _ => crate::t!("maze-lost-lives", n = lp.settings.lives),
        };
        if g.peeks > 0 {
            msg += " ";
            msg += &crate::t!("maze-peeks-note", n = g.peeks);
        }
        if let (Phase::Won, Origin::Generated(seed), None) = (g.phase, lp.origin, &lp.auto) {
            let best = Best {
                mistakes: g.mistakes,
                steps: g.steps(),
                time_ms: g.time().map_or(0, |t| t.as_millis() as u64),
                seed,
            };
            match self.records.offer(&lp.settings.key(), best) {
                Ok(true) => msg += &format!(" {}", crate::t!("maze-best-result-note")),
                Ok(false) => {}
                Err(e) => shell.fail(crate::t!(
                    "maze-records-not-saved",
                    error = crate::i18n::io_error(&e)
                )),
            }
        }
        msg
    }

    /// The game on the canvas: `walls` (what the player may see), the trail, the player, and
    /// the wall last bumped while it flashes.
    pub(super) fn play_canvas(
        &mut self,
        ui: &mut Ui,
        game: &Game,
        walls: &Maze,
        flash: Option<(Cell, Side, f64)>,
        now: f64,
    ) {
        let (response, painter) =
            ui.allocate_painter(ui.available_size(), egui::Sense::click_and_drag());
        let rect = response.rect;
        self.canvas_rect = rect;
        let size = (game.maze.width(), game.maze.height());
        self.view.fit_if_due(rect, size);
        self.view.pan_and_zoom(ui, rect, &response);
        let trail: Vec<usize> = game.trail.iter().map(|c| game.maze.index(*c)).collect();
        let view = self.view;
        let layers = Layers {
            path: &trail,
            distances: None,
            graph: false,
            hover: None,
            raster: None,
        };
        let p = painter.with_clip_rect(rect);
        draw(&p, &view, rect, walls, &layers);
        let s = view.cell_size();
        let at = view
            .cell_rect(rect, crate::grid::Pos::new(game.pos.x, game.pos.y))
            .center();
        p.circle_filled(at, s * 0.32, Color32::from_rgb(40, 90, 220));
        p.text(
            at,
            egui::Align2::CENTER_CENTER,
            "@",
            egui::FontId::monospace(s * 0.5),
            Color32::WHITE,
        );
        if let Some((c, side, t)) = flash
            && now - t < FLASH_SECONDS
        {
            p.line_segment(
                side_segment(&view, rect, c, side),
                egui::Stroke::new((s * 0.18).max(4.0), Color32::from_rgb(250, 60, 40)),
            );
        }
    }

    /// The new-game dialog, while it is open.
    pub(super) fn new_game_dialog(&mut self, ctx: &egui::Context, shell: &mut Shell, now: f64) {
        if !self.laby_dialog {
            return;
        }
        let best = self.records.get(&self.laby.key()).cloned();
        match settings_form(ctx, &mut self.laby, best.as_ref()) {
            Answer::Ok(()) => {
                self.laby_dialog = false;
                self.quick_game = false;
                self.new_invisible(shell, now);
            }
            Answer::Cancel => {
                self.laby_dialog = false;
                if std::mem::take(&mut self.quick_game) {
                    // Started from File > Play a game: give back what was open.
                    shell.request = Some(crate::gui::workspace::ShellRequest::Back);
                }
            }
            Answer::Pending => {}
        }
    }
}

/// What the play panel or keys ask.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum PlayRequest {
    Back,
    Again,
    Replay,
    Save,
    /// U or Backspace: the rules allow no undo, which the status bar says.
    NoUndo,
}

/// The kept games' "levels": the maze being edited, and the last generated maze.
pub(super) const PLAYTEST: usize = 0;
pub(super) const GENERATED: usize = 1;

fn play_keys(keys: &[Key], lp: &mut LabyPlay, now: f64) -> Option<PlayRequest> {
    for &k in keys {
        match k {
            Key::Escape | Key::Q => return Some(PlayRequest::Back),
            Key::N => return Some(PlayRequest::Again),
            Key::V => lp.game.peek(secs(now)),
            Key::O => lp.start_auto(),
            Key::U | Key::Backspace => return Some(PlayRequest::NoUndo),
            Key::Questionmark | Key::Slash => lp.show_keys = !lp.show_keys,
            k => {
                if let Some(side) = window_key(k)
                    && lp.auto.is_none()
                {
                    lp.go(side, now);
                }
            }
        }
    }
    None
}

fn play_panel(
    ui: &mut Ui,
    lp: &mut LabyPlay,
    best: Option<&Best>,
    now: f64,
) -> Option<PlayRequest> {
    let g = &lp.game;
    ui.heading(crate::t!("maze-invisible-heading"));
    // One line either way, so nothing below moves when the countdown ends.
    // In the panel, not over the maze, whose top row it used to hide.
    let (line, colour) = match g.countdown(secs(now)) {
        Some(left) => (
            crate::t!("maze-memorize", left = crate::i18n::fixed(left, 1)),
            Color32::from_rgb(250, 200, 60),
        ),
        None => match g.phase {
            Phase::Won => (
                crate::t!("maze-reached-exit"),
                Color32::from_rgb(90, 190, 90),
            ),
            Phase::Lost => (
                crate::t!("maze-no-lives-left"),
                Color32::from_rgb(230, 90, 80),
            ),
            _ => (crate::t!("maze-walls-hidden"), ui.visuals().text_color()),
        },
    };
    ui.label(egui::RichText::new(line).color(colour).strong());
    let lives = g.lives.unwrap_or(0);
    let left = g.lives_left().unwrap_or(0);
    ui.label(crate::t!("maze-lives-left", left = left, n = lives));
    ui.label(crate::t!(
        "maze-play-figures",
        steps = g.steps(),
        mistakes = g.mistakes,
        peeks = g.peeks
    ));
    if let Some(b) = best {
        ui.label(crate::t!(
            "maze-best-short",
            mistakes = b.mistakes,
            steps = b.steps
        ));
    }
    ui.separator();
    if let Some(msg) = &lp.result {
        ui.heading(if g.phase == Phase::Won {
            crate::t!("maze-you-won")
        } else {
            crate::t!("maze-you-lost")
        });
        ui.label(msg);
        let mut request = None;
        let again = match lp.origin {
            Origin::Generated(_) => crate::t!("maze-again-new"),
            Origin::Playtest => crate::t!("maze-again-same"),
        };
        ui.horizontal_wrapped(|ui| {
            if ui.button(again).clicked() {
                request = Some(PlayRequest::Again);
            }
            if ui.button(crate::t!("maze-replay-step-by-step")).clicked() {
                request = Some(PlayRequest::Replay);
            }
            if ui.button(crate::t!("maze-save-game")).clicked() {
                request = Some(PlayRequest::Save);
            }
        });
        if request.is_some() {
            return request;
        }
    } else {
        auto_panel(ui, lp);
    }
    if ui.button(crate::t!("maze-keys")).clicked() {
        lp.show_keys = !lp.show_keys;
    }
    if lp.show_keys {
        ui.label(crate::t!("maze-keys-help"));
    }
    ui.button(crate::t!("maze-back-to-editor-esc"))
        .clicked()
        .then_some(PlayRequest::Back)
}

fn auto_panel(ui: &mut Ui, lp: &mut LabyPlay) {
    ui.heading(crate::t!("maze-auto-play"));
    egui::ComboBox::new("laby-strategy", crate::t!("maze-strategy"))
        .selected_text(lp.strategy.name())
        .show_ui(ui, |ui| {
            for k in StrategyKind::ALL {
                let name = k.name();
                let label = if k.sighted() {
                    crate::t!("maze-strategy-sighted", name = name)
                } else {
                    crate::t!("maze-strategy-blind", name = name)
                };
                ui.selectable_value(&mut lp.strategy, k, label)
                    .on_hover_text(k.about());
            }
        });
    ui.add(
        egui::Slider::new(&mut lp.auto_speed, 1.0..=200.0)
            .logarithmic(true)
            .text(crate::t!("maze-steps-per-second")),
    );
    match &mut lp.auto {
        None => {
            if ui.button(crate::t!("maze-start-auto")).clicked() {
                lp.start_auto();
            }
        }
        Some(a) => {
            a.pace.speed = lp.auto_speed;
            ui.label(crate::t!(
                "maze-auto-playing",
                name = a.player.kind().name()
            ));
            let label = if a.paused {
                crate::t!("maze-resume")
            } else {
                crate::t!("maze-pause")
            };
            if ui.button(label).clicked() {
                a.paused = !a.paused;
            }
        }
    }
}

fn settings_form(ctx: &egui::Context, s: &mut LabySettings, best: Option<&Best>) -> Answer<()> {
    let mut answer = Answer::Pending;
    crate::gui::dialogs::modal(ctx, "laby-new-game", 380.0, |ui| {
        ui.heading(crate::t!("maze-new-invisible"));
        ui.horizontal(|ui| {
            let l = ui.label(crate::t!("maze-height"));
            ui.add(egui::DragValue::new(&mut s.height).range(1..=1000))
                .labelled_by(l.id);
            let l = ui.label(crate::t!("maze-width"));
            ui.add(egui::DragValue::new(&mut s.width).range(1..=1000))
                .labelled_by(l.id);
        });
        ui.add(egui::Slider::new(&mut s.density, 0.0..=1.0).text(crate::t!("maze-density")));
        ui.horizontal(|ui| {
            let l = ui.label(crate::t!("maze-seconds-visible"));
            ui.add(egui::DragValue::new(&mut s.seconds).range(0.0..=3600.0))
                .labelled_by(l.id);
            let l = ui.label(crate::t!("maze-lives"));
            ui.add(egui::DragValue::new(&mut s.lives).range(1..=1000))
                .labelled_by(l.id);
        });
        ui.horizontal(|ui| {
            let l = ui.label(crate::t!("maze-seed"));
            ui.add(egui::DragValue::new(&mut s.seed)).labelled_by(l.id);
        });
        ui.checkbox(&mut s.solvable, crate::t!("maze-solvable-only"));
        if s.solvable && s.density > 0.45 {
            ui.colored_label(
                Color32::from_rgb(230, 170, 60),
                crate::t!("maze-dense-warning"),
            );
        }
        match best {
            Some(b) => ui.label(crate::t!(
                "maze-best-long",
                mistakes = b.mistakes,
                steps = b.steps,
                secs = crate::i18n::fixed(b.time_ms as f64 / 1000.0, 1),
                seed = b.seed.to_string()
            )),
            None => ui.label(crate::t!("maze-no-result-yet")),
        };
        ui.horizontal(|ui| {
            if ui.button(crate::t!("maze-start-game")).clicked()
                || ui.input(|i| i.key_pressed(Key::Enter))
            {
                answer = Answer::Ok(());
            }
            if ui.button(crate::t!("maze-cancel")).clicked()
                || ui.input(|i| i.key_pressed(Key::Escape))
            {
                answer = Answer::Cancel;
            }
        });
    });
    answer
}

/// The win's sentence, as the original words it, with the counts in good English (and
/// French), and the moves it took, which the score is also judged by.
fn won_words(mistakes: u32, steps: usize) -> String {
    let moves = crate::t!("maze-won-moves", steps = steps);
    crate::t!("maze-won-mistakes", n = mistakes, moves = moves)
}

/// The save dialog's request for a game's record.
fn game_save(lp: &LabyPlay) -> SaveRequest {
    SaveRequest {
        title: crate::t!("maze-save-game-title"),
        name: "game.labygame".into(),
        extensions: FileKind::MazeGame.extensions().to_vec(),
        bytes: write_game(&lp.record()).into_bytes(),
        done: crate::t!("maze-saved-game"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_win_says_its_mistakes_and_moves_in_good_english() {
        // Before: "making only 0 mistakes", "only 1 mistakes", and no move count.
        crate::i18n::Language::English.set_for_thread();
        assert_eq!(
            won_words(0, 1),
            "You reached the exit in 1 move without a single mistake."
        );
        assert_eq!(
            won_words(1, 34),
            "You reached the exit in 34 moves, making only 1 mistake."
        );
        assert_eq!(
            won_words(3, 40),
            "You reached the exit in 40 moves, making only 3 mistakes."
        );
    }

    #[test]
    fn a_win_says_its_moves_in_french_too() {
        crate::i18n::Language::French.set_for_thread();
        assert_eq!(
            won_words(0, 12),
            "Vous avez atteint la sortie en 12 déplacements sans la moindre erreur."
        );
    }
}
