//! `gridwright tournament`: a BombFight round robin between built-in bots and programs on
//! given or random maps, games in parallel with a progress bar; Ctrl+C stops it and the
//! standings so far are printed.

use gridwright_formats::text::printable_path;
use std::path::PathBuf;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex};

use gridwright_formats::bombfight::{BombFightFile, Level, write_bflvl, write_replay};

use super::bombfight::write_bot_logs;
use super::error::{Error, Outcome, Status};
use super::output::{Heartbeat, printable, progress, time_note};
use super::save::{OutDir, Saver};
use super::values;
use crate::bombfight::bots::BUILT_IN;
use crate::bombfight::matches::Match;
use crate::bombfight::players::PlayerSpec;
use crate::bombfight::runner::{Limits, Mode};
use crate::bombfight::tournament::{self, GameResult, schedule};
use crate::bombfight::tournament_report::{game_file_stem, report_json, report_text};
use crate::bombfight::tournament_results::{GameLine, TournamentRun};
use crate::bombfight::tournament_run::{self, Progress, ResultSink, Setup};
use crate::shards::digest;
use crate::shards::file::Appender;

#[derive(Debug, clap::Args)]
pub struct Args {
    /// A program: NAME=COMMAND (run per turn) or NAME:persistent=COMMAND (started once a
    /// game). Repeat for more.
    #[arg(long = "bot", value_name = "NAME=COMMAND")] // i18n-exempt: a value name
    bots: Vec<String>,
    /// Built-in bots to enter, separated by commas (idle, random, greedy, strong).
    #[arg(long, value_delimiter = ',')]
    builtin: Vec<String>,
    /// Where each `--bot` and built-in name came on the command line (clap's derive cannot
    /// say; [`flag_order`] fills it from the matches).
    #[arg(skip)]
    pub order: FlagOrder,
    /// The maps (.bflvl).
    #[arg(long, num_args = 1.., conflicts_with = "random_maps")]
    maps: Vec<PathBuf>,
    /// Play on this many random maps (point-symmetric, sizes from 11x9 to 19x15), 1 to
    /// 100000.
    #[arg(long, value_parser = values::count::<usize>(1..=100_000))]
    random_maps: Option<usize>,
    /// Seed of the random maps and of the bots' choices.
    #[arg(long, default_value_t = 1, value_parser = crate::cli::values::seed)]
    seed: u64,
    /// Games played at once (default: one per core).
    #[arg(long, value_parser = values::jobs)]
    jobs: Option<usize>,
    /// Write every game's replay to this folder.
    #[arg(long)]
    replays: Option<OutDir>,
    /// Write every program's turns to this folder.
    #[arg(long)]
    bot_log: Option<OutDir>,
    /// Seconds a program has for each answer.
    #[arg(long, default_value = "2", value_parser = values::seconds)]
    time_limit: std::time::Duration,
    /// Print the standings, maps and games as JSON.
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    shards: super::shards::ShardFlags,
    #[command(subcommand)]
    merge: Option<MergeCommand>,
}

/// `tournament merge`.
#[derive(Debug, clap::Subcommand)]
enum MergeCommand {
    /// Merge the --results files of a run's shards into the one-process report (as
    /// `gridwright merge`).
    Merge(super::merge::MergeArgs),
}

/// Most games one tournament may schedule.
pub const MAX_GAMES: usize = 1_000_000;

/// `gridwright tournament`.
pub fn run(a: &Args, saver: &Saver) -> Outcome {
    if let Some(MergeCommand::Merge(m)) = &a.merge {
        return super::tournament_merge::run(m, saver);
    }
    let entrants = entrants(a)?;
    let saver = &saver.also_reading(entrants.iter().flat_map(PlayerSpec::files_named));
    saver.check()?;
    // Counted before any map is made or read: a huge --random-maps costs nothing.
    let map_count = a.random_maps.unwrap_or(a.maps.len());
    match tournament::games_count(entrants.len(), map_count) {
        Some(n) if n <= MAX_GAMES => {}
        Some(n) => {
            return Err(crate::t!(
                "cli-tourney-too-many-games",
                n = n.to_string(),
                max = MAX_GAMES.to_string()
            )
            .into());
        }
        None => {
            return Err(crate::t!(
                "cli-tourney-far-too-many-games",
                max = MAX_GAMES.to_string()
            )
            .into());
        }
    }
    let maps = maps(a)?;
    let all = schedule(entrants.len(), maps.len());
    let started = super::shards::start::<_, GameLine>(
        &a.shards,
        "tournament",
        details(a, &entrants, &maps, all.len()),
    )?;
    let before: Vec<GameResult> = started.done.iter().map(GameLine::result).collect();
    let todo = started.todo();
    let games: Vec<_> = all.iter().copied().filter(|g| todo(g.number)).collect();
    let stop = Arc::new(AtomicBool::new(false));
    let flag = stop.clone();
    if let Err(e) = ctrlc::set_handler(move || flag.store(true, Ordering::Relaxed)) {
        eprintln!(
            "{}",
            crate::t!("cli-tourney-no-ctrl-c", error = e.to_string())
        );
    }
    let (mut results, failed) =
        play_all(a, (&entrants, &maps, &games), &stop, saver, &started.sink)?;
    let wanted = games.len() + before.len();
    results.extend(before);
    results.sort_by_key(|r| r.pairing.number);
    let map_names: Vec<String> = maps.iter().map(|(n, _)| n.clone()).collect();
    let done = results.iter().filter(|r| r.finished).count();
    if done < wanted {
        eprintln!(
            "{}",
            crate::t!("cli-tourney-stopped", done = done, wanted = wanted)
        );
    }
    report(a.json, &entrants, &map_names, &results);
    // A replay or log that could not be written costs that file, never the standings.
    Error::all(failed.into_iter().map(Error::Failed).collect()).map(|()| Status::Ok)
}

/// The entrants in the order their flags came (`--builtin a --bot b=.. --builtin c`: a, b,
/// c; programs first when the order is not known), names unique.
fn entrants(a: &Args) -> Result<Vec<PlayerSpec>, String> {
    let programs = a
        .bots
        .iter()
        .map(|s| program(s))
        .collect::<Result<Vec<_>, _>>()?;
    let built_in = a
        .builtin
        .iter()
        .map(|n| built_in(n))
        .collect::<Result<Vec<_>, _>>()?;
    let out = in_flag_order(programs, built_in, &a.order);
    let mut names: Vec<String> = out.iter().map(PlayerSpec::name).collect();
    names.sort();
    if let Some(w) = names.windows(2).find(|w| w[0] == w[1]) {
        return Err(crate::t!(
            "cli-tourney-same-name",
            name = format!("{:?}", w[0])
        ));
    }
    if out.len() < 2 {
        return Err(crate::t!("cli-tourney-too-few"));
    }
    Ok(out)
}

/// `--bot NAME[:MODE]=COMMAND` as a program entrant.
fn program(spec: &str) -> Result<PlayerSpec, String> {
    let (name, command) = spec
        .split_once('=')
        .ok_or_else(|| crate::t!("cli-tourney-bot-expected", spec = format!("{spec:?}")))?;
    let (name, mode) = match name.split_once(':') {
        Some((n, m)) => (
            n,
            Mode::parse(m)
                .ok_or_else(|| crate::t!("cli-tourney-bot-mode", name = name.to_owned()))?,
        ),
        None => (name, Mode::PerTurn),
    };
    let PlayerSpec::Program { command, mode, .. } =
        PlayerSpec::parse(command, mode).map_err(|e| e.to_string())?
    else {
        return Err(crate::t!(
            "cli-tourney-bot-program",
            spec = format!("{spec:?}")
        ));
    };
    Ok(PlayerSpec::Program {
        name: name.trim().to_owned(),
        command,
        mode,
    })
}

/// A `--builtin` name as an entrant.
fn built_in(name: &str) -> Result<PlayerSpec, String> {
    if !BUILT_IN.contains(&name) {
        return Err(crate::t!(
            "cli-tourney-builtin-unknown",
            name = name.to_owned(),
            known = BUILT_IN.join(", ")
        ));
    }
    Ok(PlayerSpec::BuiltIn {
        name: name.to_owned(),
    })
}

/// Which flag came where on the command line: `true` for a `--bot`, `false` for a built-in
/// name, in the order they were typed (from clap's indices, see [`flag_order`]).
pub type FlagOrder = Vec<bool>;

/// The `--bot` and `--builtin` values' order on the command line.
pub fn flag_order(matches: &clap::ArgMatches) -> FlagOrder {
    let at = |id: &str| -> Vec<usize> {
        matches
            .indices_of(id)
            .map(Iterator::collect)
            .unwrap_or_default()
    };
    let mut all: Vec<(usize, bool)> = at("bots").into_iter().map(|i| (i, true)).collect();
    all.extend(at("builtin").into_iter().map(|i| (i, false)));
    all.sort();
    all.into_iter().map(|(_, bot)| bot).collect()
}

/// Programs and built-in bots merged in `order` (programs first where it says too little).
fn in_flag_order(
    programs: Vec<PlayerSpec>,
    built_in: Vec<PlayerSpec>,
    order: &[bool],
) -> Vec<PlayerSpec> {
    let (mut programs, mut built_in) = (programs.into_iter(), built_in.into_iter());
    let mut out: Vec<PlayerSpec> = order
        .iter()
        .filter_map(|&bot| {
            if bot {
                programs.next()
            } else {
                built_in.next()
            }
        })
        .collect();
    out.extend(programs);
    out.extend(built_in);
    out
}

/// The maps, named: the files given, or random maps from the seed.
fn maps(a: &Args) -> Result<Vec<(String, Level)>, String> {
    if let Some(n) = a.random_maps {
        return tournament::random_maps(n, a.seed).map_err(|e| e.to_string());
    }
    if a.maps.is_empty() {
        return Err(crate::t!("cli-tourney-no-maps"));
    }
    a.maps
        .iter()
        .map(|p| {
            let level = crate::io::load_as::<BombFightFile>(p, Default::default())
                .map_err(|e| e.to_string())?
                .level()
                .clone();
            if let Some(problem) = crate::bombfight::checks::validate(&level).first() {
                let file = printable_path(p).to_string();
                let why = problem.message.clone();
                return Err(crate::t!("files-path-error", file = file, error = why));
            }
            Ok((
                p.file_stem()
                    .map_or("map".into(), |s| printable(&s.to_string_lossy())),
                level,
            ))
        })
        .collect()
}

/// Plays every game of the schedule with the one runner; stopped games come back
/// unfinished.
fn play_all(
    a: &Args,
    (entrants, maps, games): (&[PlayerSpec], &[(String, Level)], &[tournament::Pairing]),
    stop: &AtomicBool,
    saver: &Saver,
    results: &Appender,
) -> Result<(Vec<GameResult>, Vec<String>), String> {
    let setup = Setup {
        entrants,
        maps,
        seed: a.seed,
        limits: Limits {
            time: a.time_limit,
            ..Limits::default()
        },
    };
    let jobs = super::shared::jobs(a.jobs, games.len());
    let sink = CliSink {
        a,
        maps,
        saver,
        results,
        failed: Mutex::new(Vec::new()),
        bar: progress(games.len(), &crate::t!("cli-progress-games")),
        beat: Mutex::new(Heartbeat::new(crate::t!("cli-tourney-games-played"))),
    };
    let out = tournament_run::run(&setup, games, jobs, stop, &sink).map_err(|e| e.to_string());
    sink.bar.finish_and_clear();
    Ok((out?, sink.failed.into_inner().unwrap_or_default()))
}

/// The command line's end of the runner: each finished game's replay and logs saved when
/// asked, the progress bar on a terminal, a heartbeat with the time left elsewhere.
struct CliSink<'a> {
    a: &'a Args,
    maps: &'a [(String, Level)],
    saver: &'a Saver,
    /// The replays and logs that could not be written.
    failed: Mutex<Vec<String>>,
    /// The --results file, appended to as each game ends.
    results: &'a Appender,
    bar: indicatif::ProgressBar,
    beat: Mutex<Heartbeat>,
}

impl ResultSink for CliSink<'_> {
    fn game_done(&self, r: &GameResult, game: &Match) {
        let map = &self.maps[r.pairing.map].0;
        if let Err(e) = self
            .results
            .append(&GameLine::of(r))
            .and_then(|()| keep(self.a, map, r, game, self.saver))
            && let Ok(mut failed) = self.failed.lock()
        {
            failed.push(e);
        }
    }

    fn progress(&self, p: Progress) {
        self.bar.inc(1);
        if let Ok(mut b) = self.beat.lock() {
            b.tick_noting(p.done as u64, p.total as u64, || {
                time_note(p.done, p.total, p.elapsed)
            });
        }
    }
}

/// What makes the run this one, as a results file's header holds it.
fn details(
    a: &Args,
    entrants: &[PlayerSpec],
    maps: &[(String, Level)],
    games: usize,
) -> TournamentRun {
    TournamentRun {
        entrants: entrants.to_vec(),
        maps: maps
            .iter()
            .map(|(n, l)| (n.clone(), digest(&write_bflvl(l))))
            .collect(),
        seed: a.seed,
        time_limit_ms: u64::try_from(a.time_limit.as_millis()).unwrap_or(u64::MAX),
        games,
    }
}

/// Writes a finished game's replay and its programs' logs, when asked.
fn keep(a: &Args, map: &str, r: &GameResult, game: &Match, saver: &Saver) -> Result<(), String> {
    let players = game.controllers.each_ref().map(|c| c.name());
    let stem = game_file_stem(r.pairing.number, map, &players);
    if let Some(dir) = &a.replays {
        std::fs::create_dir_all(dir).map_err(|e| crate::i18n::path_error(dir, &e))?;
        let path = dir.join(format!("{stem}.bfreplay"));
        saver.save(&path, write_replay(&game.replay()).as_bytes())?;
    }
    if let Some(dir) = &a.bot_log {
        write_bot_logs(dir, &format!("{stem}-"), game, saver)?;
    }
    Ok(())
}

/// Prints the standings, the head-to-head results and the per-map report.
fn report(json: bool, entrants: &[PlayerSpec], map_names: &[String], results: &[GameResult]) {
    if json {
        out!("{}", report_json(entrants, map_names, results));
    } else {
        let names: Vec<String> = entrants.iter().map(PlayerSpec::name).collect();
        out!("{}", report_text(&names, map_names, results));
    }
}

/// The tournament's long help: examples, then the rules.
pub fn help() -> String {
    crate::t!(
        "cli-tourney-long-help",
        rules = crate::bombfight::rules::rules()
    )
}
