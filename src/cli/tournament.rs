//! `gridwright tournament`: a BombFight round robin between built-in bots and programs on
//! given or random maps, games in parallel with a progress bar; Ctrl+C stops it and the
//! standings so far are printed.

use gridwright_formats::text::printable_path;
use std::path::PathBuf;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use gridwright_formats::bombfight::{BombFightFile, Level, write_replay};
use rayon::prelude::*;

use super::bombfight::{file_safe, write_bot_logs};
use super::error::{Error, Outcome, Status};
use super::output::{printable, progress};
use super::save::{OutDir, Saver};
use super::values;
use crate::bombfight::bots::BUILT_IN;
use crate::bombfight::players::PlayerSpec;
use crate::bombfight::runner::{Limits, Mode};
use crate::bombfight::tournament::{
    self, GameResult, MapReport, Standing, head_to_head, maps_report, schedule, standings,
};

#[derive(Debug, clap::Args)]
pub struct Args {
    /// A program: NAME=COMMAND (run per turn) or NAME:persistent=COMMAND (started once a
    /// game). Repeat for more.
    #[arg(long = "bot", value_name = "NAME=COMMAND")]
    bots: Vec<String>,
    /// Built-in bots to enter, separated by commas (idle, random, greedy, strong).
    #[arg(long, value_delimiter = ',')]
    builtin: Vec<String>,
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
}

/// Most games one tournament may schedule.
pub const MAX_GAMES: usize = 1_000_000;

/// `gridwright tournament`.
pub fn run(a: &Args, saver: &Saver) -> Outcome {
    let entrants = entrants(a)?;
    let saver = &saver.also_reading(entrants.iter().flat_map(PlayerSpec::files_named));
    saver.check()?;
    // Counted before any map is made or read: a huge --random-maps costs nothing.
    let map_count = a.random_maps.unwrap_or(a.maps.len());
    match tournament::games_count(entrants.len(), map_count) {
        Some(n) if n <= MAX_GAMES => {}
        Some(n) => return Err(format!("{n} games scheduled; at most {MAX_GAMES}").into()),
        None => return Err(format!("too many games scheduled; at most {MAX_GAMES}").into()),
    }
    let maps = maps(a)?;
    let games = schedule(entrants.len(), maps.len());
    let stop = Arc::new(AtomicBool::new(false));
    let flag = stop.clone();
    if let Err(e) = ctrlc::set_handler(move || flag.store(true, Ordering::Relaxed)) {
        eprintln!("note: Ctrl+C will not stop the tournament cleanly ({e})");
    }
    let kept = std::sync::Mutex::new(Vec::new());
    let results = play_all(a, (&entrants, &maps, &games), (&stop, &kept), saver)?;
    let names: Vec<String> = entrants.iter().map(PlayerSpec::name).collect();
    let map_names: Vec<String> = maps.iter().map(|(n, _)| n.clone()).collect();
    let done = results.iter().filter(|r| r.finished).count();
    if done < games.len() {
        eprintln!("stopped: {done} of {} games played", games.len());
    }
    report(a.json, &names, &map_names, &results);
    // A replay or log that could not be written costs that file, never the standings.
    let failed = kept.into_inner().unwrap_or_default();
    Error::all(failed.into_iter().map(Error::Failed).collect()).map(|()| Status::Ok)
}

/// The entrants: programs first, then built-in bots, names unique.
fn entrants(a: &Args) -> Result<Vec<PlayerSpec>, String> {
    let mut out = Vec::new();
    for spec in &a.bots {
        let (name, command) = spec
            .split_once('=')
            .ok_or_else(|| format!("--bot {spec:?}: expected NAME=COMMAND"))?;
        let (name, mode) = match name.split_once(':') {
            Some((n, m)) => (
                n,
                Mode::parse(m)
                    .ok_or_else(|| format!("--bot {name}: the mode is per-turn or persistent"))?,
            ),
            None => (name, Mode::PerTurn),
        };
        let PlayerSpec::Program { command, mode, .. } =
            PlayerSpec::parse(command, mode).map_err(|e| e.to_string())?
        else {
            return Err(format!(
                "--bot {spec:?}: COMMAND must be a program; built-in bots go in --builtin"
            ));
        };
        out.push(PlayerSpec::Program {
            name: name.trim().to_owned(),
            command,
            mode,
        });
    }
    for name in &a.builtin {
        if !BUILT_IN.contains(&name.as_str()) {
            return Err(format!(
                "--builtin {name}: the built-in bots are {}",
                BUILT_IN.join(", ")
            ));
        }
        out.push(PlayerSpec::BuiltIn { name: name.clone() });
    }
    let mut names: Vec<String> = out.iter().map(PlayerSpec::name).collect();
    names.sort();
    if let Some(w) = names.windows(2).find(|w| w[0] == w[1]) {
        return Err(format!("two entrants are named {:?}", w[0]));
    }
    if out.len() < 2 {
        return Err("a tournament needs at least two entrants (--bot, --builtin)".into());
    }
    Ok(out)
}

/// The maps, named: the files given, or random maps from the seed.
fn maps(a: &Args) -> Result<Vec<(String, Level)>, String> {
    if let Some(n) = a.random_maps {
        return tournament::random_maps(n, a.seed).map_err(|e| e.to_string());
    }
    if a.maps.is_empty() {
        return Err("give --maps FILES or --random-maps N".into());
    }
    a.maps
        .iter()
        .map(|p| {
            let level = crate::io::load_as::<BombFightFile>(p, Default::default())
                .map_err(|e| e.to_string())?
                .level()
                .clone();
            if let Some(problem) = crate::bombfight::checks::validate(&level).first() {
                return Err(format!("{}: {}", printable_path(p), problem.message));
            }
            Ok((
                p.file_stem()
                    .map_or("map".into(), |s| printable(&s.to_string_lossy())),
                level,
            ))
        })
        .collect()
}

/// Plays every game of the schedule in parallel; stopped games come back unfinished.
fn play_all(
    a: &Args,
    (entrants, maps, games): (&[PlayerSpec], &[(String, Level)], &[tournament::Pairing]),
    (stop, kept): (&AtomicBool, &std::sync::Mutex<Vec<String>>),
    saver: &Saver,
) -> Result<Vec<GameResult>, String> {
    let limits = Limits {
        time: a.time_limit,
        ..Limits::default()
    };
    let jobs = super::shared::jobs(a.jobs, games.len());
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(jobs)
        .build()
        .map_err(|e| e.to_string())?;
    let bar = progress(games.len(), "games");
    let beat = std::sync::Mutex::new(super::output::Heartbeat::new("games played"));
    let total = games.len() as u64;
    let out = pool.install(|| {
        games
            .par_iter()
            .map(|&g| {
                let (name, level) = &maps[g.map];
                let (result, game) = tournament::play(g, level, entrants, a.seed, limits, stop)
                    .map_err(|e| e.to_string())?;
                if result.finished
                    && let Err(e) = keep(a, name, &result, &game, saver)
                    && let Ok(mut failed) = kept.lock()
                {
                    failed.push(e);
                }
                bar.inc(1);
                if let Ok(mut b) = beat.lock() {
                    b.tick(bar.position(), total);
                }
                Ok(result)
            })
            .collect::<Result<Vec<_>, String>>()
    });
    bar.finish_and_clear();
    out
}

/// Writes a finished game's replay and its programs' logs, when asked.
fn keep(
    a: &Args,
    map: &str,
    r: &GameResult,
    game: &crate::bombfight::matches::Match,
    saver: &Saver,
) -> Result<(), String> {
    let players = game.controllers.each_ref().map(|c| file_safe(&c.name()));
    let stem = format!(
        "{:04}-{}-{}-vs-{}",
        r.pairing.number + 1,
        file_safe(map),
        players[0],
        players[1]
    );
    if let Some(dir) = &a.replays {
        std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", printable_path(dir)))?;
        let path = dir.join(format!("{stem}.bfreplay"));
        saver.save(&path, write_replay(&game.replay()).as_bytes())?;
    }
    if let Some(dir) = &a.bot_log {
        write_bot_logs(dir, &format!("{stem}-"), game, saver)?;
    }
    Ok(())
}

/// Prints the standings, the head-to-head results and the per-map report.
fn report(json: bool, names: &[String], map_names: &[String], results: &[GameResult]) {
    let table = standings(names, results);
    let maps = maps_report(map_names, results);
    if json {
        let v = serde_json::json!({"standings": table, "maps": maps, "games": results});
        outln!("{}", serde_json::to_string_pretty(&v).unwrap_or_default());
        return;
    }
    print_table(&table);
    print_head_to_head(names, &table, results);
    print_maps(&maps);
}

fn print_table(table: &[Standing]) {
    outln!(
        "{:<4} {:<20} {:>8} {:>6} {:>5} {:>5} {:>6} {:>9} {:>7} {:>9}",
        "rank",
        "bot",
        "points",
        "games",
        "wins",
        "draws",
        "losses",
        "average",
        "faults",
        "ms/turn"
    );
    for (i, s) in table.iter().enumerate() {
        outln!(
            "{:<4} {:<20} {:>8} {:>6} {:>5} {:>5} {:>6} {:>9.1} {:>7} {:>9.2} {:>8.1}",
            i + 1,
            printable(&s.name),
            s.points,
            s.games,
            s.wins,
            s.draws,
            s.losses,
            s.average,
            s.faults,
            s.mean_ms,
            s.max_ms
        );
    }
}

fn print_head_to_head(names: &[String], table: &[Standing], results: &[GameResult]) {
    outln!("\nhead to head (wins-draws-losses of the first named, in the standings' order):");
    let index = |name: &str| names.iter().position(|n| n == name).unwrap_or(0);
    for (k, a) in table.iter().enumerate() {
        for b in &table[k + 1..] {
            let [w, d, l] = head_to_head(results, index(&a.name), index(&b.name));
            let share = 100.0 * w as f64 / (w + d + l).max(1) as f64;
            outln!(
                "  {} vs {}: {w}-{d}-{l} ({share:.0}% won)",
                printable(&a.name),
                printable(&b.name)
            );
        }
    }
}

fn print_maps(maps: &[MapReport]) {
    outln!("\nmaps (games won from start A, from start B, drawn):");
    for m in maps {
        let flag = if m.games >= 4 && m.a_wins.abs_diff(m.b_wins) * 3 > m.games * 2 {
            "   <- favours one start"
        } else {
            ""
        };
        outln!(
            "  {:<32} {:>4} {:>4} {:>4}{flag}",
            printable(&m.name),
            m.a_wins,
            m.b_wins,
            m.draws
        );
    }
}

/// The tournament's long help: examples, then the rules.
pub fn help() -> String {
    format!(
        "Every pair plays every map twice, the starts swapped; the game scores add up.\n\nExamples:\n  gridwright tournament --builtin random,greedy,strong --random-maps 50 --seed 1\n  gridwright tournament --bot mine=\"python3 examples/bombfight_bot.py\" --bot fast:persistent=\"python3 examples/bombfight_bot.py --persistent\" --builtin strong --maps levels/bombfight/*.bflvl --replays games/\n\n{}",
        crate::bombfight::rules::RULES
    )
}
