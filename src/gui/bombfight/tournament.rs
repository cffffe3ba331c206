//! A small tournament in the window (*Play > Tournament…*): pick the bots (built-in ones and
//! the programs used before) and the maps (this one, the bundled ones, random ones), watch
//! the standings fill in as games finish on worker threads, stop it, and open any game's
//! replay in the viewer (Esc there comes back here).

use std::path::Path;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, TryRecvError, channel};
use std::time::{Duration, Instant};

use egui::{Key, Ui};
use gridwright_formats::bombfight::{Level, Replay, write_replay};

use super::{BombFightWorkspace, Mode};
use crate::bombfight::bots::BUILT_IN;
use crate::bombfight::matches::Match;
use crate::bombfight::players::PlayerSpec;
use crate::bombfight::runner::Limits;
use crate::bombfight::tournament::{
    self, GameResult, Pairing, maps_report, random_maps, schedule, standings,
};
use crate::bombfight::tournament_report::{game_file_stem, lopsided, report_json, report_text};
use crate::bombfight::tournament_run::{self, ResultSink, Setup, duration_words, eta};
use crate::gui::workspace::Shell;
use crate::gui::workspace::{PickRequest, SaveRequest, ShellRequest};
use crate::io::WriteMode;

/// A finished game: its result and its replay.
type Played = (GameResult, Replay);

/// The tournament's choices.
#[derive(Debug, Clone, PartialEq)]
pub struct TournamentForm {
    /// Built-in bots and remembered programs, each with whether it plays.
    pub entrants: Vec<(PlayerSpec, bool)>,
    pub this_map: bool,
    /// The bundled maps, by name, each with whether it is played.
    pub bundled: Vec<(String, bool)>,
    pub random: usize,
    pub seed: u64,
}

/// Games being played on worker threads.
struct Running {
    games: Receiver<Played>,
    stop: Arc<AtomicBool>,
    /// Why the run ended early: a game that could not start (a program not found).
    /// Why the run ended early: an error as a value, said on the window's thread (a worker
    /// has no language of its own).
    failure: Arc<std::sync::Mutex<Option<tournament::TournamentError>>>,
}

/// The tournament: its form, and the games played so far.
pub struct TournamentView {
    /// The choices, kept after Start so a tournament can be run again.
    pub form: TournamentForm,
    running: Option<Running>,
    /// The entrants playing, by their index in [`Pairing::players`].
    pub names: Vec<String>,
    /// The same entrants as they were entered, for the JSON report's list of them.
    pub entrants: Vec<PlayerSpec>,
    /// The maps played, by their index in [`Pairing::map`].
    pub map_names: Vec<String>,
    /// Finished games, in the order they finished (not the schedule's).
    pub played: Vec<Played>,
    /// Games in the schedule when it started; 0 before any Start.
    pub scheduled: usize,
    /// Stop was pressed (the games not played are not counted).
    pub stopped: bool,
    /// Why Start did nothing: too few bots or no map, or a map that could not be made.
    pub error: Option<String>,
    /// When the games began, for the time left.
    started: Option<Instant>,
}

impl TournamentView {
    fn new(form: TournamentForm) -> TournamentView {
        TournamentView {
            form,
            running: None,
            names: vec![],
            entrants: vec![],
            map_names: vec![],
            played: vec![],
            scheduled: 0,
            stopped: false,
            error: None,
            started: None,
        }
    }

    /// The finished games' results in schedule order, as the command line lists them.
    pub fn results(&self) -> Vec<GameResult> {
        let mut out: Vec<GameResult> = self.played.iter().map(|(r, _)| r.clone()).collect();
        out.sort_by_key(|r| r.pairing.number);
        out
    }

    /// The report as `gridwright tournament` prints it for the same games: text, or JSON.
    pub fn report(&self, json: bool) -> String {
        let results = self.results();
        if json {
            report_json(&self.entrants, &self.map_names, &results)
        } else {
            report_text(&self.names, &self.map_names, &results)
        }
    }

    /// The time left while the games are played, from the pace so far.
    pub fn time_left(&self) -> Option<Duration> {
        let started = self.started.filter(|_| self.running())?;
        eta(self.played.len(), self.scheduled, started.elapsed())
    }

    /// Writes every finished game's replay into `dir`, named as `tournament --replays`
    /// names them, through the atomic save; returns how many were written.
    pub fn save_replays(&self, dir: &Path) -> Result<usize, String> {
        for (r, replay) in &self.played {
            let map = &self.map_names[r.pairing.map];
            let name = format!(
                "{}.bfreplay",
                game_file_stem(r.pairing.number, map, &replay.players)
            );
            let path = dir.join(name);
            crate::io::write_file(&path, write_replay(replay).as_bytes(), WriteMode::Atomic)
                .map_err(|e| crate::i18n::path_error(&path, &e))?;
        }
        Ok(self.played.len())
    }

    /// Whether games are being played.
    pub fn running(&self) -> bool {
        self.running.is_some()
    }

    /// Takes in the games finished since the last frame.
    fn collect(&mut self) {
        let Some(run) = &self.running else { return };
        loop {
            match run.games.try_recv() {
                Ok(p) => self.played.push(p),
                Err(TryRecvError::Empty) => return,
                Err(TryRecvError::Disconnected) => {
                    if let Some(e) = run.failure.lock().ok().and_then(|mut f| f.take()) {
                        self.error = Some(crate::t!(
                            "bombfight-tourney-stopped-error",
                            error = e.to_string()
                        ));
                    }
                    self.running = None;
                    return;
                }
            }
        }
    }

    /// Stops the games (those under way end unfinished and do not count).
    pub fn stop(&mut self) {
        if let Some(run) = &self.running {
            run.stop.store(true, Ordering::Relaxed);
            self.stopped = true;
        }
    }

    /// Starts the games of the form on `maps` with `limits`.
    fn start(&mut self, maps: Vec<(String, Level)>, limits: Limits, seed: u64) {
        let entrants: Vec<PlayerSpec> = self
            .form
            .entrants
            .iter()
            .filter(|(_, on)| *on)
            .map(|(p, _)| p.clone())
            .collect();
        if entrants.len() < 2 || maps.is_empty() {
            self.error = Some(crate::t!("bombfight-tourney-too-few"));
            return;
        }
        self.error = None;
        self.stopped = false;
        self.names = entrants.iter().map(PlayerSpec::name).collect();
        self.entrants = entrants.clone();
        self.map_names = maps.iter().map(|(n, _)| n.clone()).collect();
        self.played.clear();
        self.started = Some(Instant::now());
        let games = schedule(entrants.len(), maps.len());
        self.scheduled = games.len();
        let (tx, rx) = channel();
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let failure = Arc::new(std::sync::Mutex::new(None));
        let failed = failure.clone();
        std::thread::spawn(move || {
            let setup = Setup {
                entrants: &entrants,
                maps: &maps,
                seed,
                limits,
            };
            if let Err(e) = play_games(&games, &setup, &flag, tx)
                && let Ok(mut f) = failed.lock()
            {
                *f = Some(e);
            }
        });
        self.running = Some(Running {
            games: rx,
            stop,
            failure,
        });
    }
}

impl Drop for TournamentView {
    fn drop(&mut self) {
        self.stop();
    }
}

/// The window's end of the runner: each finished game's result and replay sent to the
/// page, which takes them in each frame.
struct WindowSink(std::sync::mpsc::Sender<Played>);

impl ResultSink for WindowSink {
    fn game_done(&self, result: &GameResult, game: &Match) {
        let _ = self.0.send((result.clone(), game.replay()));
    }
}

/// Plays `games` on all cores but one (the window keeps one) with the one runner.
fn play_games(
    games: &[Pairing],
    setup: &Setup,
    stop: &AtomicBool,
    tx: std::sync::mpsc::Sender<Played>,
) -> Result<(), tournament::TournamentError> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let jobs = cores.saturating_sub(1).max(1);
    // A game that cannot start ends the run; the page shows why and the games played.
    tournament_run::run(setup, games, jobs, stop, &WindowSink(tx)).map(drop)
}

/// What the tournament page asks of the workspace.
enum Request {
    Start,
    /// Save the report as text (`false`) or JSON (`true`).
    SaveReport(bool),
    /// Pick the folder the replays go to.
    PickReplaysFolder,
    Watch(Box<Replay>),
    Back,
}

impl BombFightWorkspace {
    /// Opens the tournament page (the last tournament's, if there was one).
    pub(super) fn open_tournament(&mut self) {
        if self.tournament.is_none() {
            let mut entrants: Vec<(PlayerSpec, bool)> = BUILT_IN
                .iter()
                .map(|n| (PlayerSpec::built_in(n), *n != "idle"))
                .collect();
            for p in &self.players.programs {
                let spec = PlayerSpec::parse(&p.command, p.mode);
                if let Ok(spec @ PlayerSpec::Program { .. }) = spec {
                    entrants.push((spec, false));
                }
            }
            let bundled = bundled_maps()
                .into_iter()
                .map(|(n, _)| (n, false))
                .collect();
            let form = TournamentForm {
                entrants,
                this_map: true,
                bundled,
                random: 0,
                seed: 1,
            };
            self.tournament = Some(Box::new(TournamentView::new(form)));
        }
        self.mode = Mode::Tournament;
    }

    /// Back from a replay: to the game's result or the tournament it came from, if any,
    /// else to the editor.
    pub(super) fn leave_replay(&mut self, shell: &mut Shell) {
        if let Some(pv) = self.after_replay.take() {
            self.mode = Mode::Play(pv);
            shell.say(crate::t!("bombfight-tourney-back-to-result"));
        } else if self.tournament.is_some() {
            self.mode = Mode::Tournament;
        } else {
            self.back_to_editor(shell);
        }
    }

    /// The replay viewer's way back, as [`Self::leave_replay`] takes it.
    pub(super) fn replay_back_label(&self) -> String {
        if self.after_replay.is_some() {
            crate::t!("bombfight-tourney-back-to-result-esc")
        } else if self.tournament.is_some() {
            crate::t!("bombfight-tourney-back-esc")
        } else {
            crate::t!("bombfight-back-to-editor-esc")
        }
    }

    pub(super) fn tournament_frame(&mut self, ui: &mut Ui, shell: &mut Shell) {
        let Some(mut t) = self.tournament.take() else {
            return self.back_to_editor(shell);
        };
        t.collect();
        if let Some((_, dir)) = shell.picked.take_if(|(tag, _)| tag == REPLAYS_TAG) {
            match t.save_replays(&dir) {
                Ok(n) => shell.say(crate::t!(
                    "bombfight-tourney-saved-replays",
                    n = n,
                    folder = dir.display().to_string()
                )),
                Err(e) => shell.fail(crate::t!(
                    "bombfight-tourney-not-saved",
                    error = e.to_string()
                )),
            }
        }
        let mut request = None;
        egui::Panel::left("bombfight-tournament-form")
            .default_size(250.0)
            .show(ui, |ui| {
                egui::ScrollArea::vertical().show(ui, |ui| request = form_panel(ui, &mut t));
            });
        egui::CentralPanel::default().show(ui, |ui| {
            egui::ScrollArea::vertical().show(ui, |ui| {
                if let Some(r) = results_panel(ui, &t) {
                    request = Some(r);
                }
            });
        });
        if !shell.dialog_open && std::mem::take(&mut shell.keys).contains(&Key::Escape) {
            request = Some(Request::Back);
        }
        if t.running() {
            ui.ctx()
                .request_repaint_after(std::time::Duration::from_millis(100));
        }
        match request {
            Some(Request::Start) => {
                let maps = self.tournament_maps(&t.form);
                match maps {
                    Ok(maps) => {
                        let (limits, seed) = (self.players.limits(), t.form.seed);
                        t.start(maps, limits, seed);
                        shell.say(crate::t!("bombfight-tourney-started", n = t.scheduled));
                    }
                    Err(e) => t.error = Some(e),
                }
            }
            Some(Request::SaveReport(json)) => {
                let ext = if json { "json" } else { "txt" };
                shell.request = Some(ShellRequest::Save(SaveRequest {
                    title: crate::t!("bombfight-tourney-save-standings-title"),
                    name: format!("standings.{ext}"),
                    extensions: vec![ext],
                    bytes: t.report(json).into_bytes(),
                    done: crate::t!("bombfight-tourney-saved-standings"),
                }));
            }
            Some(Request::PickReplaysFolder) => {
                shell.request = Some(ShellRequest::Pick(PickRequest {
                    title: crate::t!("bombfight-tourney-replays-folder-title"),
                    tag: REPLAYS_TAG.into(),
                    folder: true,
                }));
            }
            Some(Request::Watch(replay)) => {
                self.tournament = Some(t);
                return self.watch(*replay, shell);
            }
            Some(Request::Back) => {
                t.stop();
                self.tournament = None;
                return self.back_to_editor(shell);
            }
            None => {}
        }
        self.tournament = Some(t);
    }

    /// The maps the form chose: this one (when it is valid), bundled ones, random ones.
    fn tournament_maps(&self, form: &TournamentForm) -> Result<Vec<(String, Level)>, String> {
        let mut maps = Vec::new();
        if form.this_map {
            let level = self.doc.level();
            if let Some(p) = crate::bombfight::checks::validate(level).first() {
                return Err(crate::t!(
                    "bombfight-tourney-map-unplayable",
                    problem = p.message.clone()
                ));
            }
            maps.push((crate::t!("bombfight-tourney-this-map-name"), level.clone()));
        }
        for (name, level) in bundled_maps() {
            if form.bundled.iter().any(|(n, on)| *on && *n == name) {
                maps.push((name, level));
            }
        }
        maps.extend(random_maps(form.random, form.seed).map_err(|e| e.to_string())?);
        Ok(maps)
    }
}

/// The tag of the folder picked for *Save replays…*.
const REPLAYS_TAG: &str = "tournament-replays";

/// The bundled maps that are playable, by file name.
fn bundled_maps() -> Vec<(String, Level)> {
    crate::bundled::ALL
        .iter()
        .filter_map(|b| match b.load() {
            Ok(crate::io::Loaded::BombFight(f)) => {
                let level = f.level().clone();
                let ok = crate::bombfight::checks::validate(&level).is_empty();
                let name = b
                    .name
                    .rsplit('/')
                    .next()
                    .unwrap_or(b.name)
                    .trim_end_matches(".bflvl");
                ok.then(|| (name.to_owned(), level))
            }
            _ => None,
        })
        .collect()
}

fn form_panel(ui: &mut Ui, t: &mut TournamentView) -> Option<Request> {
    let mut request = None;
    let idle = !t.running();
    ui.heading(crate::t!("bombfight-tourney-heading"));
    ui.add_enabled_ui(idle, |ui| {
        ui.label(crate::t!("bombfight-tourney-bots"));
        for (spec, on) in &mut t.form.entrants {
            ui.checkbox(on, spec.name());
        }
        ui.separator();
        ui.label(crate::t!("bombfight-tourney-maps"));
        ui.checkbox(
            &mut t.form.this_map,
            crate::t!("bombfight-tourney-this-map"),
        );
        for (name, on) in &mut t.form.bundled {
            ui.checkbox(on, name.as_str());
        }
        ui.horizontal(|ui| {
            let l = ui.label(crate::t!("bombfight-tourney-random-maps"));
            ui.add(egui::DragValue::new(&mut t.form.random).range(0..=200))
                .labelled_by(l.id);
        });
        ui.horizontal(|ui| {
            let l = ui.label(crate::t!("bombfight-seed"));
            ui.add(egui::DragValue::new(&mut t.form.seed))
                .labelled_by(l.id);
        });
    });
    ui.label(crate::t!("bombfight-tourney-every-pair"));
    ui.horizontal(|ui| {
        if ui
            .add_enabled(
                idle,
                egui::Button::new(crate::t!("bombfight-tourney-start")),
            )
            .clicked()
        {
            request = Some(Request::Start);
        }
        if ui
            .add_enabled(
                !idle,
                egui::Button::new(crate::t!("bombfight-tourney-stop")),
            )
            .clicked()
        {
            t.stop();
        }
    });
    let error = t.error.clone().unwrap_or_default();
    ui.colored_label(egui::Color32::from_rgb(240, 110, 100), error);
    ui.separator();
    if ui
        .button(crate::t!("bombfight-back-to-editor-esc"))
        .clicked()
    {
        request = Some(Request::Back);
    }
    request
}

fn results_panel(ui: &mut Ui, t: &TournamentView) -> Option<Request> {
    if t.scheduled == 0 {
        ui.label(crate::t!("bombfight-tourney-choose"));
        return None;
    }
    let done = t.played.len();
    let progress = done as f32 / t.scheduled.max(1) as f32;
    let state = match (t.running(), t.stopped) {
        (true, false) => crate::t!("bombfight-tourney-state-playing"),
        (true, true) => crate::t!("bombfight-tourney-state-stopping"),
        (false, true) => crate::t!("bombfight-tourney-state-stopped"),
        (false, false) => crate::t!("bombfight-tourney-state-finished"),
    };
    let text = crate::t!(
        "bombfight-tourney-progress",
        done = done,
        n = t.scheduled,
        state = state
    );
    ui.add(egui::ProgressBar::new(progress).text(text));
    let mut request = None;
    if t.running() {
        ui.label(
            t.time_left()
                .map_or(crate::t!("bombfight-tourney-estimating"), |d| {
                    crate::t!("bombfight-tourney-time-left", time = duration_words(d))
                }),
        );
    } else if done > 0 {
        request = save_buttons(ui);
    }
    let results = t.results();
    ui.heading(crate::t!("bombfight-tourney-standings"));
    standings_grid(ui, &standings(&t.names, &results));
    ui.heading(crate::t!("bombfight-tourney-maps-heading"));
    maps_grid(ui, &t.map_names, &results);
    ui.heading(crate::t!("bombfight-tourney-games"));
    games_list(ui, t).or(request)
}

fn save_buttons(ui: &mut Ui) -> Option<Request> {
    let mut request = None;
    ui.horizontal(|ui| {
        ui.menu_button(crate::t!("bombfight-tourney-save-standings"), |ui| {
            if ui.button(crate::t!("bombfight-tourney-as-text")).clicked() {
                request = Some(Request::SaveReport(false));
            }
            if ui.button(crate::t!("bombfight-tourney-as-json")).clicked() {
                request = Some(Request::SaveReport(true));
            }
        });
        if ui
            .button(crate::t!("bombfight-tourney-save-replays"))
            .clicked()
        {
            request = Some(Request::PickReplaysFolder);
        }
    });
    request
}

/// The per-map table; a map one start wins far more often is marked, the start and the
/// score in its hover text.
fn maps_grid(ui: &mut Ui, map_names: &[String], results: &[GameResult]) {
    egui::Grid::new("tournament-maps")
        .striped(true)
        .show(ui, |ui| {
            for m in maps_report(map_names, results) {
                let flag = lopsided(&m);
                ui.label(&m.name);
                ui.label(m.a_wins.to_string());
                ui.label(m.b_wins.to_string());
                ui.label(m.draws.to_string());
                if let Some(l) = flag {
                    ui.colored_label(
                        egui::Color32::from_rgb(240, 170, 60),
                        crate::t!("bombfight-tourney-favours", start = l.start.to_string()),
                    )
                    .on_hover_text(crate::t!(
                        "bombfight-tourney-favours-tip",
                        start = l.start.to_string(),
                        wins = l.wins,
                        losses = l.losses
                    ));
                }
                ui.end_row();
            }
        });
}

fn standings_grid(ui: &mut Ui, table: &[tournament::Standing]) {
    egui::Grid::new("tournament-standings")
        .striped(true)
        .show(ui, |ui| {
            // The saved report's column names.
            for h in [
                crate::t!("cli-tourney-col-bot"),
                crate::t!("cli-tourney-col-points"),
                crate::t!("cli-tourney-col-games"),
                crate::t!("cli-tourney-col-wins"),
                crate::t!("cli-tourney-col-draws"),
                crate::t!("cli-tourney-col-losses"),
                crate::t!("cli-tourney-col-faults"),
                crate::t!("cli-tourney-col-ms-turn"),
            ] {
                ui.strong(h);
            }
            ui.end_row();
            for s in table {
                ui.label(&s.name);
                for v in [
                    s.points,
                    s.games as i64,
                    s.wins as i64,
                    s.draws as i64,
                    s.losses as i64,
                    s.faults as i64,
                ] {
                    ui.label(v.to_string());
                }
                let language = crate::i18n::Language::current();
                ui.label(crate::i18n::format_number(language, s.mean_ms, 2, true));
                ui.end_row();
            }
        });
}

fn games_list(ui: &mut Ui, t: &TournamentView) -> Option<Request> {
    let mut request = None;
    let mut played: Vec<&Played> = t.played.iter().collect();
    played.sort_by_key(|(r, _)| r.pairing.number);
    egui::Grid::new("tournament-games")
        .striped(true)
        .show(ui, |ui| {
            for (r, replay) in played {
                let [a, b] = r.pairing.players.map(|i| t.names[i].as_str());
                ui.label(format!(
                    "{}. {}",
                    r.pairing.number + 1,
                    t.map_names[r.pairing.map]
                ));
                ui.label(format!("{a} {} - {} {b}", r.scores[0], r.scores[1]));
                if ui.button(crate::t!("bombfight-tourney-watch")).clicked() {
                    request = Some(Request::Watch(Box::new(replay.clone())));
                }
                ui.end_row();
            }
        });
    request
}

#[cfg(test)]
mod tests {
    use super::*;
    use egui_kittest::Harness;
    use egui_kittest::kittest::Queryable;

    /// A finished game on map 0 won from start `winner` (1 is A), or drawn.
    fn game(number: usize, winner: Option<u8>) -> GameResult {
        GameResult {
            finished: true,
            winner,
            ..GameResult::unplayed(Pairing {
                number,
                map: 0,
                players: [number % 2, 1 - number % 2],
            })
        }
    }

    #[test]
    fn the_maps_table_marks_a_map_a_start_wins_seven_to_one() {
        // Before: the per-map table showed 7 1 0 like any other row.
        let names = vec!["lopsided".to_string(), "fair".to_string()];
        let mut results: Vec<GameResult> = (0..8)
            .map(|n| game(n, Some(if n == 0 { 2 } else { 1 })))
            .collect();
        results.extend((8..12).map(|n| GameResult {
            pairing: Pairing {
                map: 1,
                ..game(n, None).pairing
            },
            ..game(n, Some(1 + (n % 2) as u8))
        }));
        let mut h = Harness::new_ui(move |ui| maps_grid(ui, &names, &results));
        h.run();
        assert_eq!(
            h.query_all_by_label_contains("Favours").count(),
            1,
            "only one map"
        );
        h.get_by_label("⚠ Favours A").hover();
        h.run();
        assert!(
            h.query_by_label_contains("Start A won 7 to 1").is_some(),
            "the hover names the start and the score"
        );
    }

    #[test]
    fn the_time_left_shows_while_the_games_are_played() {
        // Before: only "2 of 8 games, playing", with no idea how long the rest would take.
        let form = TournamentForm {
            entrants: vec![],
            this_map: true,
            bundled: vec![],
            random: 0,
            seed: 1,
        };
        let mut t = TournamentView::new(form);
        let (tx, rx) = channel();
        t.running = Some(Running {
            games: rx,
            stop: Arc::new(AtomicBool::new(false)),
            failure: Arc::default(),
        });
        t.scheduled = 8;
        t.names = vec!["a".into(), "b".into()];
        t.map_names = vec!["m".into()];
        let replay = Replay {
            seed: 1,
            players: ["a".into(), "b".into()],
            swapped: false,
            level: random_maps(1, 1).unwrap().remove(0).1,
            turns: vec![],
        };
        t.played = (0..2).map(|n| (game(n, Some(1)), replay.clone())).collect();
        // 2 of 8 played in 200 s: 600 s left (a loaded machine adds a few seconds at most).
        t.started = Some(Instant::now() - Duration::from_secs(200));
        let mut h = Harness::new_ui_state(
            |ui, t: &mut TournamentView| {
                t.collect();
                results_panel(ui, t);
            },
            t,
        );
        h.run();
        assert!(h.query_by_label_contains("About 10 min 0").is_some());
        assert!(
            h.query_by_label("Save replays…").is_none(),
            "not while playing"
        );
        drop(tx);
        h.run();
        h.run();
        assert!(h.query_by_label_contains("left").is_none(), "finished");
        assert!(h.query_by_label("Save replays…").is_some());
    }
}
