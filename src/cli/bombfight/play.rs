//! `gridwright play bombfight`: a game between people at the terminal, built-in bots and
//! programs, or a recorded game re-simulated; and the bot logs a game leaves.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use gridwright_formats::bombfight::{BombFightFile, MAX_ROUNDS, Player, write_replay};

use super::console::terminal_game;
use crate::bombfight::bots::BUILT_IN;
use crate::bombfight::checks::validate as check;
use crate::bombfight::matches::{Controller, Match, final_state};
use crate::bombfight::players::PlayerSpec;
use crate::bombfight::runner::{Limits, Mode};
use crate::cli::error::{Error, Outcome, Status};
use crate::cli::output::{printable, progress};
use crate::cli::save::{OutDir, OutPath, Saver};
use crate::cli::{names, values};
use gridwright_formats::text::printable_path;

#[derive(Debug, clap::Args)]
pub struct PlayArgs {
    /// The map (.bflvl), or a recorded game (.bfreplay) to re-simulate.
    level: PathBuf,
    /// Player 1 (start A): human, a built-in bot, or a program's command line.
    #[arg(long, default_value = "random")]
    p1: String,
    /// Player 2 (start B): human, a built-in bot, or a program's command line.
    #[arg(long, default_value = "random")]
    p2: String,
    /// How player 1's program runs: started each turn, or once for the game.
    #[arg(long, default_value = "per-turn", value_parser = names::parser::<Mode>())]
    p1_mode: Mode,
    /// How player 2's program runs.
    #[arg(long, default_value = "per-turn", value_parser = names::parser::<Mode>())]
    p2_mode: Mode,
    /// Seconds a program has for each answer; no answer in time is no action.
    #[arg(long, default_value = "2", value_parser = values::seconds)]
    time_limit: std::time::Duration,
    /// Write each program's turns (input, output, error output, answer, time, faults) to
    /// files in this folder.
    #[arg(long)]
    bot_log: Option<OutDir>,
    /// Seed of the bots' choices (player 2's bot gets seed + 1).
    #[arg(long, default_value_t = 1, value_parser = crate::cli::values::seed)]
    seed: u64,
    /// Play this many rounds instead of the map's.
    #[arg(long, value_parser = crate::cli::values::count::<u32>(1..=i64::from(MAX_ROUNDS)))]
    rounds: Option<u32>,
    /// Start player 1 on B and player 2 on A.
    #[arg(long)]
    swap: bool,
    /// Write the game (map, players, seed, every action) to this file.
    #[arg(long)]
    replay: Option<OutPath>,
    /// Print the result as one JSON line.
    #[arg(long)]
    json: bool,
}

/// The long help of `play bombfight`: examples, then the rules.
pub fn play_help() -> String {
    crate::t!(
        "cli-bombfight-play-help",
        bots = BUILT_IN.join(", "),
        rules = crate::bombfight::rules::rules()
    )
}

/// The two sides, and the files their command lines name (inputs no output may replace).
fn players(a: &PlayArgs) -> Result<([Controller; 2], Vec<PathBuf>), String> {
    let limits = Limits {
        time: a.time_limit,
        ..Limits::default()
    };
    let p1 = PlayerSpec::parse(&a.p1, a.p1_mode).map_err(|e| e.to_string())?;
    let p2 = PlayerSpec::parse(&a.p2, a.p2_mode).map_err(|e| e.to_string())?;
    let files = [&p1, &p2].iter().flat_map(|p| p.files_named()).collect();
    let sides = [
        p1.controller(a.seed, limits).map_err(|e| e.to_string())?,
        p2.controller(a.seed.wrapping_add(1), limits)
            .map_err(|e| e.to_string())?,
    ];
    Ok((sides, files))
}

/// Writes each program's log to `dir` (`PREFIXp1-NAME.log`, `PREFIXp2-NAME.log`).
pub fn write_bot_logs(dir: &Path, prefix: &str, game: &Match, saver: &Saver) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| crate::i18n::path_error(dir, &e))?;
    for (i, c) in game.controllers.iter().enumerate() {
        let Controller::Bot(bot) = c else { continue };
        let Some(log) = bot.log() else { continue };
        let path = dir.join(format!("{prefix}p{}-{}.log", i + 1, file_safe(&bot.name())));
        saver.save(&path, log.to_text(&bot.name()).as_bytes())?;
    }
    Ok(())
}

use crate::bombfight::tournament_report::file_safe;

/// One line a program: its turns, times, faults, late turns and restarts.
fn report_programs(game: &Match) {
    for (i, c) in game.controllers.iter().enumerate() {
        let Controller::Bot(bot) = c else { continue };
        let Some(log) = bot.log() else { continue };
        let name = crate::cli::output::printable(&bot.name());
        let line = crate::t!(
            "cli-bombfight-program",
            player = (i + 1).to_string(),
            name = name.to_string(),
            log = log.summary().to_string()
        );
        eprintln!("{line}");
    }
}

/// `gridwright play bombfight`.
pub fn play(a: &PlayArgs, saver: &Saver) -> Outcome {
    let file = crate::io::load_as::<BombFightFile>(&a.level, Default::default())?;
    if let BombFightFile::Replay(r) = &file {
        return replayed(&a.level, r, a.json);
    }
    let mut level = file.level().clone();
    if let Some(r) = a.rounds {
        level.rounds = r;
    }
    let problems = check(&level);
    if let Some(p) = problems.first() {
        let file = printable_path(&a.level).to_string();
        let problem = p.message.clone();
        return Err(crate::t!("files-path-error", file = file, error = problem).into());
    }
    let (players, files) = players(a)?;
    let saver = &saver.also_reading(files);
    saver.check()?;
    let humans = players.iter().any(|c| matches!(c, Controller::Human));
    if humans && !std::io::stdin().is_terminal() {
        return Err(crate::t!("cli-bombfight-human-needs-terminal").into());
    }
    let mut game = Match::new(level, players, a.seed, a.swap).map_err(|e| e.to_string())?;
    if humans {
        terminal_game(&mut game);
    } else {
        let bar = progress(
            game.state.rounds as usize,
            &crate::t!("cli-progress-playing"),
        );
        let mut beat = crate::cli::output::Heartbeat::new(crate::t!("cli-heartbeat-rounds"));
        while !game.state.is_over() {
            game.bot_turn();
            bar.set_position(u64::from(game.state.round));
            beat.tick(u64::from(game.state.round), u64::from(game.state.rounds));
        }
        bar.finish_and_clear();
    }
    report_programs(&game);
    print_summary(&game.summary(), a.json);
    // Saved after the result is out: a file that cannot be written costs itself only.
    let mut failed = Vec::new();
    if let Some(out) = &a.replay {
        match saver.save(out, write_replay(&game.replay()).as_bytes()) {
            Ok(()) => eprintln!(
                "{}",
                crate::t!("cli-wrote", file = printable_path(out).to_string())
            ),
            Err(e) => failed.push(Error::Failed(e)),
        }
    }
    if let Some(dir) = &a.bot_log
        && let Err(e) = write_bot_logs(dir, "", &game, saver)
    {
        failed.push(Error::Failed(e));
    }
    Error::all(failed).map(|()| Status::Ok)
}

fn replayed(path: &Path, r: &gridwright_formats::bombfight::Replay, json: bool) -> Outcome {
    if let Some(p) = check(&r.level).first() {
        return Err(crate::t!(
            "cli-bombfight-replay-unplayable",
            file = printable_path(path).to_string(),
            problem = p.message.clone()
        )
        .into());
    }
    let (scores, rounds, winner) = final_state(r)
        .map(|s| (s.scores, s.round, s.winner()))
        .map_err(|e| e.to_string())?;
    let w = winner.map_or_else(
        || crate::t!("cli-bombfight-draw"),
        |p| crate::t!("cli-bombfight-player", player = p.number().to_string()),
    );
    if json {
        outln!(
            "{}",
            serde_json::json!({"players": r.players, "scores": scores, "rounds": rounds, "winner": winner.map(Player::number)})
        );
    } else {
        let line = crate::t!(
            "cli-bombfight-replay",
            first = printable(&r.players[0]).to_string(),
            first_score = scores[0],
            second_score = scores[1],
            second = printable(&r.players[1]).to_string(),
            rounds = rounds,
            winner = w
        );
        outln!("{line}");
    }
    Ok(Status::Ok)
}

fn print_summary(s: &crate::bombfight::matches::Summary, json: bool) {
    if json {
        outln!("{}", serde_json::to_string(s).unwrap_or_default());
        return;
    }
    let names = s.players.each_ref().map(|n| printable(n));
    let winner = s.winner.map_or_else(
        || crate::t!("cli-bombfight-draw"),
        |p| {
            let name = names[p as usize - 1].to_string();
            crate::t!(
                "cli-bombfight-player-named",
                player = p.to_string(),
                name = name
            )
        },
    );
    let score = crate::t!(
        "cli-bombfight-score",
        first = names[0].to_string(),
        first_score = s.scores[0],
        second_score = s.scores[1],
        second = names[1].to_string(),
        winner = winner
    );
    outln!("{score}");
    let line = crate::t!(
        "cli-bombfight-summary",
        rounds = s.rounds,
        ended_by = s.ended_by.to_string(),
        collected = s.collected,
        bombs = s.bombs,
        bricks = s.bricks,
        items = s.items_destroyed,
        kills = s.kills
    );
    outln!("{line}");
}
