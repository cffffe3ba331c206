//! BombFight's part of the command line: `generate bombfight`, `play bombfight`, and what
//! `info`, `validate` and `convert` do with `.bflvl` maps and `.bfreplay` games.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};

use gridwright_formats::bombfight::{Level, MAX_ROUNDS, Player, Tile, write_bflvl, write_replay};
use serde::Serialize;

use super::error::{Outcome, Status};
use super::faces::{GameFace, NoFlags};
use super::output::{printable, progress};
use super::save::{OutPath, Saver};
use super::shared::{ConvertOptions, SolveOptions, ValidateOptions};
use super::target::Target;
use super::{names, values};
use crate::bombfight::action::Action;
use crate::bombfight::bots::{self, BUILT_IN};
use crate::bombfight::checks::validate as check;
use crate::bombfight::engine::{Ground, State};
use crate::bombfight::fairness::{Fairness, fairness};
use crate::bombfight::generate::{MapOptions, generate as make_map};
use crate::bombfight::matches::{Controller, Match, final_state};
use crate::bombfight::players::PlayerSpec;
use crate::bombfight::protocol::BotInput;
use crate::bombfight::runner::{Limits, Mode};
use crate::picture::Scene;
use gridwright_formats::bombfight::BombFightFile;
use gridwright_formats::{Loaded, WriteOptions};

#[derive(Debug, clap::Args)]
pub struct GenerateArgs {
    /// Size in cells, WIDTHxHEIGHT (5 to 1000 a side; odd unless --no-symmetric).
    #[arg(long, default_value = "15x13", value_parser = values::size)]
    size: (usize, usize),
    /// Chance that a free cell holds a brick.
    #[arg(long, default_value = "0.4", value_parser = values::probability)]
    bricks: f64,
    /// Chance that a free cell (not a brick) holds a gem or a mushroom.
    #[arg(long, default_value = "0.15", value_parser = values::probability)]
    points: f64,
    /// The maximum number of rounds.
    #[arg(long, default_value_t = 100, value_parser = clap::value_parser!(u32).range(1..=i64::from(MAX_ROUNDS)))]
    rounds: u32,
    /// Exits in the outer wall (in pairs on a symmetric map).
    #[arg(long, default_value_t = 2)]
    exits: usize,
    /// Seed; the same seed gives the same map on any machine.
    #[arg(long, default_value_t = 1, value_parser = crate::cli::values::seed)]
    seed: u64,
    /// Do not mirror the map through its centre (then one start may be favoured).
    #[arg(long)]
    no_symmetric: bool,
    /// Output file (standard output when absent).
    #[arg(short, long)]
    output: Option<OutPath>,
}

/// `gridwright generate bombfight`.
pub fn generate(a: &GenerateArgs, saver: &Saver) -> Outcome {
    let (width, height) = a.size;
    let opts = MapOptions {
        width,
        height,
        bricks: a.bricks,
        points: a.points,
        rounds: a.rounds,
        exits: a.exits,
        seed: a.seed,
        symmetric: !a.no_symmetric,
    };
    let map = make_map(&opts).map_err(|e| e.to_string())?;
    saver.write_out(&write_bflvl(&map), a.output.as_deref())
}

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
    bot_log: Option<OutPath>,
    /// Seed of the bots' choices (player 2's bot gets seed + 1).
    #[arg(long, default_value_t = 1, value_parser = crate::cli::values::seed)]
    seed: u64,
    /// Play this many rounds instead of the map's.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=i64::from(MAX_ROUNDS)))]
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
    format!(
        "BOT is human (terminal input), a built-in bot ({}), or a program's command line.\n\nExamples:\n  gridwright play bombfight levels/bombfight/duel.bflvl --p1 random --p2 strong --seed 3\n  gridwright play bombfight map.bflvl --p1 human --p2 greedy --replay game.bfreplay\n  gridwright play bombfight map.bflvl --p1 \"python3 examples/bombfight_bot.py\" --p1-mode persistent --p2 strong --json\n\n{}",
        BUILT_IN.join(", "),
        crate::bombfight::rules::RULES
    )
}

fn players(a: &PlayArgs) -> Result<[Controller; 2], String> {
    let limits = Limits {
        time: a.time_limit,
        ..Limits::default()
    };
    let p1 = PlayerSpec::parse(&a.p1, a.p1_mode).map_err(|e| e.to_string())?;
    let p2 = PlayerSpec::parse(&a.p2, a.p2_mode).map_err(|e| e.to_string())?;
    Ok([
        p1.controller(a.seed, limits).map_err(|e| e.to_string())?,
        p2.controller(a.seed.wrapping_add(1), limits)
            .map_err(|e| e.to_string())?,
    ])
}

/// Writes each program's log to `dir` (`PREFIXp1-NAME.log`, `PREFIXp2-NAME.log`).
pub fn write_bot_logs(dir: &Path, prefix: &str, game: &Match, saver: &Saver) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    for (i, c) in game.controllers.iter().enumerate() {
        let Controller::Bot(bot) = c else { continue };
        let Some(log) = bot.log() else { continue };
        let path = dir.join(format!("{prefix}p{}-{}.log", i + 1, file_safe(&bot.name())));
        saver.save(&path, log.to_text(&bot.name()).as_bytes())?;
    }
    Ok(())
}

/// A name as a piece of a file name: letters, digits, `.` and `-`; the rest `_`.
pub fn file_safe(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '.' || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// One line a program: its turns, times, faults, late turns and restarts.
fn report_programs(game: &Match) {
    for (i, c) in game.controllers.iter().enumerate() {
        let Controller::Bot(bot) = c else { continue };
        let Some(log) = bot.log() else { continue };
        let name = super::output::printable(&bot.name());
        eprintln!("player {} ({name}): {}", i + 1, log.summary());
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
        return Err(format!("{}: {}", a.level.display(), p.message).into());
    }
    let players = players(a)?;
    let humans = players.iter().any(|c| matches!(c, Controller::Human));
    if humans && !std::io::stdin().is_terminal() {
        return Err(
            "a human player needs a terminal, and standard input is not one"
                .to_owned()
                .into(),
        );
    }
    let mut game = Match::new(level, players, a.seed, a.swap).map_err(|e| e.to_string())?;
    if humans {
        terminal_game(&mut game);
    } else {
        let bar = progress(game.state.rounds as usize, "playing");
        let mut beat = super::output::Heartbeat::new("rounds played");
        while !game.state.is_over() {
            game.bot_turn();
            bar.set_position(u64::from(game.state.round));
            beat.tick(u64::from(game.state.round), u64::from(game.state.rounds));
        }
        bar.finish_and_clear();
    }
    if let Some(out) = &a.replay {
        saver.save(out, write_replay(&game.replay()).as_bytes())?;
        eprintln!("wrote {}", out.display());
    }
    if let Some(dir) = &a.bot_log {
        write_bot_logs(dir, "", &game, saver)?;
    }
    report_programs(&game);
    print_summary(&game.summary(), a.json);
    Ok(Status::Ok)
}

fn replayed(path: &Path, r: &gridwright_formats::bombfight::Replay, json: bool) -> Outcome {
    if let Some(p) = check(&r.level).first() {
        return Err(format!(
            "{}: the replay's map cannot be played: {}",
            path.display(),
            p.message
        )
        .into());
    }
    let (scores, rounds, winner) = final_state(r)
        .map(|s| (s.scores, s.round, s.winner()))
        .map_err(|e| e.to_string())?;
    let w = winner.map_or("draw".to_owned(), |p| format!("player {}", p.number()));
    if json {
        outln!(
            "{}",
            serde_json::json!({"players": r.players, "scores": scores, "rounds": rounds, "winner": winner.map(Player::number)})
        );
    } else {
        outln!(
            "replay: {} {} - {} {}, {rounds} round(s), winner: {w}",
            printable(&r.players[0]),
            scores[0],
            scores[1],
            printable(&r.players[1])
        );
    }
    Ok(Status::Ok)
}

fn print_summary(s: &crate::bombfight::matches::Summary, json: bool) {
    if json {
        outln!("{}", serde_json::to_string(s).unwrap_or_default());
        return;
    }
    let names = s.players.each_ref().map(|n| printable(n));
    let winner = s.winner.map_or("draw".to_owned(), |p| {
        format!("player {p} ({})", names[p as usize - 1])
    });
    outln!(
        "{} {} - {} {}   winner: {winner}",
        names[0],
        s.scores[0],
        s.scores[1],
        names[1]
    );
    outln!(
        "{} round(s), ended by {}; {} collected, {} bomb(s), {} brick(s) and {} item(s) blown up, {} kill(s)",
        s.rounds,
        s.ended_by,
        s.collected,
        s.bombs,
        s.bricks,
        s.items_destroyed,
        s.kills
    );
}

/// People at the terminal: the map drawn before each of their turns, then single key presses
/// (`w` `a` `s` `d` or the arrows move, `b` bombs, `f` or Enter ends the turn; a move and a
/// bomb end it too; Ctrl+C stops, the terminal restored). Where raw mode is not available,
/// a line a turn.
fn terminal_game(game: &mut Match) {
    let raw = super::terminal::RawMode::enter();
    let mut lines = super::terminal::PipedLines::default();
    while !game.state.is_over() {
        game.run_bots();
        if game.state.is_over() {
            break;
        }
        eprint!("{}", draw(&game.state));
        let p = game.state.to_act;
        eprintln!(
            "Player {} ({}): w a s d or arrows move, b bomb, f or Enter done (Ctrl+C stops)",
            p.number(),
            Tile::Start(p).to_char()
        );
        let words = if raw.is_some() {
            match turn_from_keys() {
                Some(w) => w,
                None => {
                    eprintln!("(stopped: the game ends here)");
                    return;
                }
            }
        } else {
            match lines.next_line() {
                Some(line) => keys_to_words(&line),
                None => {
                    eprintln!("(input ended: the game stops here)");
                    return;
                }
            }
        };
        for line in game.play(&words).iter().filter_map(|e| e.describe()) {
            eprintln!("  {line}");
        }
    }
}

/// One turn's words from key presses; `None` when the player stops.
fn turn_from_keys() -> Option<String> {
    use super::terminal::{KeyPress, read_key};
    let mut action = crate::bombfight::action::Action::NONE;
    loop {
        let step = match read_key()? {
            KeyPress::Quit => return None,
            KeyPress::Enter => break,
            KeyPress::Up => Some(crate::grid::Dir::Up),
            KeyPress::Down => Some(crate::grid::Dir::Down),
            KeyPress::Left => Some(crate::grid::Dir::Left),
            KeyPress::Right => Some(crate::grid::Dir::Right),
            KeyPress::Char(c) => match c.to_ascii_lowercase() {
                'f' => break,
                'b' if !action.bomb => {
                    action.bomb = true;
                    action.bomb_first = action.step.is_none();
                    None
                }
                c => Action::parse(&keys_to_words(&c.to_string())).step,
            },
        };
        if action.step.is_none() {
            action.step = step;
        }
        if action.step.is_some() && action.bomb {
            break;
        }
    }
    Some(action.words().replace('-', ""))
}

/// The original's keys as words: `w` up, `s` down, `a` left, `d` right, `b` bomb, `f` done;
/// words pass through.
pub fn keys_to_words(line: &str) -> String {
    let line = line.trim();
    if line.contains(' ') || line.len() > 2 {
        return line.to_owned();
    }
    line.chars()
        .filter_map(|c| match c.to_ascii_lowercase() {
            'w' => Some("up"),
            's' => Some("down"),
            'a' => Some("left"),
            'd' => Some("right"),
            'b' => Some("bomb"),
            _ => None,
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The state as text: the map, players as `A`/`B`, bombs as `*`, then scores and bombs.
pub fn draw(s: &State) -> String {
    let mut out = String::new();
    for y in 0..s.height() {
        for x in 0..s.width() {
            let at = (x, y);
            let c = if s.positions[0] == at {
                'A'
            } else if s.positions[1] == at {
                'B'
            } else if s.bomb_at(at).is_some() {
                '*'
            } else {
                match s.ground(at) {
                    Ground::Empty => ' ',
                    Ground::Wall => '#',
                    Ground::Brick => 'X',
                    Ground::Exit => 'E',
                    Ground::Item(i) => (b'0' + i.digit()) as char,
                }
            };
            out.push(c);
        }
        out.push('\n');
    }
    out += &format!(
        "round {} of {}   A {}   B {}\n",
        s.round + 1,
        s.rounds,
        s.scores[0],
        s.scores[1]
    );
    for b in &s.bombs {
        out += &format!(
            "bomb of player {} at {},{}: {}\n",
            b.owner.number(),
            b.at.0,
            b.at.1,
            b.timer
        );
    }
    out
}

/// What `info` says of a map.
#[derive(Serialize)]
struct MapInfo {
    file: String,
    width: usize,
    height: usize,
    rounds: u32,
    bricks: usize,
    gems: usize,
    mushrooms: usize,
    exits: usize,
    valid: bool,
    problems: Vec<String>,
    fairness: Option<Fairness>,
}

fn map_info(path: &Path, l: &Level) -> MapInfo {
    let count = |pred: fn(Tile) -> bool| l.positions(pred).len();
    MapInfo {
        file: path.display().to_string(),
        width: l.width(),
        height: l.height(),
        rounds: l.rounds,
        bricks: count(|t| t == Tile::Brick),
        gems: count(|t| matches!(t, Tile::Item(i) if i.is_gem())),
        mushrooms: count(|t| matches!(t, Tile::Item(i) if !i.is_gem())),
        exits: count(|t| t == Tile::Exit),
        problems: check(l).into_iter().map(|p| p.message).collect(),
        valid: check(l).is_empty(),
        fairness: fairness(l),
    }
}

/// BombFight's face.
pub struct BombFightFace;

impl GameFace for BombFightFace {
    type File = BombFightFile;
    type SolveFlags = NoFlags;
    type ConvertFlags = NoFlags;
    type ValidateFlags = NoFlags;

    const HEADING: &'static str = "BombFight";
    const FILES: &'static str = "a BombFight map or replay";

    fn info(path: &Path, file: &BombFightFile, json: bool) -> Outcome {
        Ok(info(path, file, json))
    }

    fn validate(
        path: &Path,
        file: &BombFightFile,
        shared: &ValidateOptions,
        _: &NoFlags,
    ) -> Outcome {
        Ok(validate(path, file, shared.quiet))
    }

    fn solve(_: BombFightFile, shared: &SolveOptions, _: &NoFlags, _: &Saver) -> Outcome {
        Err(format!(
            "{}: BombFight maps are played, not solved (gridwright play bombfight FILE)",
            shared.file.display()
        )
        .into())
    }

    fn picture(
        path: &Path,
        file: &BombFightFile,
        _index: usize,
        cell: u32,
    ) -> Result<(String, Scene), String> {
        let scene =
            crate::bombfight::picture::scene(file.level(), cell).map_err(|e| e.to_string())?;
        Ok((super::render::stem(path), scene))
    }

    fn convert(
        inputs: &[PathBuf],
        files: Vec<BombFightFile>,
        shared: &ConvertOptions,
        _: &NoFlags,
        saver: &Saver,
    ) -> Outcome {
        let out = (shared.output.as_deref(), shared.out_dir.as_deref());
        convert(inputs, files, shared.to, out, saver)
    }
}

/// `gridwright info` on a map (or a replay's map): sizes, contents, checks and fairness.
fn info(path: &Path, file: &BombFightFile, json: bool) -> Status {
    let i = map_info(path, file.level());
    if json {
        outln!("{}", serde_json::to_string_pretty(&i).unwrap_or_default());
        return Status::Ok;
    }
    outln!(
        "{}: {}x{} BombFight map, {} round(s), {} brick(s), {} gem(s), {} mushroom(s), {} exit(s), {}",
        i.file,
        i.width,
        i.height,
        i.rounds,
        i.bricks,
        i.gems,
        i.mushrooms,
        i.exits,
        if i.valid { "valid" } else { "not valid" }
    );
    for p in &i.problems {
        outln!("  problem: {p}");
    }
    if let Some(f) = &i.fairness {
        for (name, s) in ["A", "B"].iter().zip(&f.sides) {
            let exit = match (s.exit_distance, s.bricks_to_exit) {
                (Some(d), _) => format!("nearest exit {d} steps"),
                (None, Some(b)) => format!("no open exit, {b} brick(s) in the way"),
                (None, None) => "no exit".into(),
            };
            outln!(
                "  {name}: {exit}; without bombing reaches {} exit(s), {} gem(s) worth {}, {} mushroom(s)",
                s.open_exits,
                s.gems,
                s.gem_points,
                s.mushrooms
            );
        }
        if f.is_fair() {
            outln!("  fairness: neither start is plainly favoured");
        }
        for flag in &f.flags {
            outln!("  unfair: {flag}");
        }
    }
    Status::Ok
}

/// `gridwright validate` on a map: its problems, or ok.
fn validate(path: &Path, file: &BombFightFile, quiet: bool) -> Status {
    let problems = check(file.level());
    if problems.is_empty() {
        if !quiet {
            outln!("{}: ok", path.display());
        }
        return Status::Ok;
    }
    for p in &problems {
        outln!("{}: {}", path.display(), p.message);
    }
    Status::Invalid
}

/// `gridwright convert` on maps: to `.bflvl`, or to the bot protocol's input for the first
/// turn (player 1 to act).
fn convert(
    inputs: &[PathBuf],
    files: Vec<BombFightFile>,
    to: Target,
    (output, out_dir): (Option<&Path>, Option<&Path>),
    saver: &Saver,
) -> Outcome {
    // A file kind's target is written by the registry's writer; the bot input is no kind.
    let text = |(path, f): (&PathBuf, &BombFightFile)| -> Result<String, String> {
        match to.kind() {
            Some(kind) => {
                let map = Loaded::BombFight(BombFightFile::Map(f.level().clone()));
                let written = kind.write(&map, &WriteOptions::default());
                written
                    .ok_or_else(|| format!("{} files are not written", kind.name()))?
                    .map_err(|e| e.to_string())
            }
            None => State::new(f.level())
                .map(|s| BotInput::of(&s).to_text())
                .map_err(|e| format!("{}: {e}", path.display())),
        }
    };
    let texts: Vec<String> = inputs
        .iter()
        .zip(&files)
        .map(text)
        .collect::<Result<_, _>>()?;
    let ext = to.kind().map_or("txt", |k| k.extension());
    saver.write_each(inputs, &texts, (output, out_dir), ext, "map")
}

/// One kind of player in the benchmark.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum BenchPlayers {
    /// `State::act` with no action: the rules alone.
    Engine,
    /// Idle bots through `Match` (the bot input built each turn).
    Idle,
    /// Random bots through `Match`.
    Random,
}

/// Rounds a second with `players` on `level`, games restarted until `time` has passed.
fn rounds_per_second(level: &Level, players: BenchPlayers, time: std::time::Duration) -> f64 {
    let started = std::time::Instant::now();
    let mut rounds: u64 = 0;
    let mut seed = 0u64;
    while started.elapsed() < time {
        seed += 1;
        match players {
            BenchPlayers::Engine => {
                let Ok(mut s) = State::new(level) else {
                    return 0.0;
                };
                while !s.is_over() {
                    s.act(crate::bombfight::action::Action::NONE);
                }
                rounds += u64::from(s.round);
            }
            BenchPlayers::Idle | BenchPlayers::Random => {
                let name = if players == BenchPlayers::Idle {
                    "idle"
                } else {
                    "random"
                };
                let bot = |k: u64| {
                    bots::built_in(name, seed * 2 + k).map_or(Controller::Human, Controller::Bot)
                };
                let Ok(mut m) = Match::new(level.clone(), [bot(0), bot(1)], seed, false) else {
                    return 0.0;
                };
                m.run_bots();
                rounds += u64::from(m.state.round);
            }
        }
    }
    rounds as f64 / started.elapsed().as_secs_f64()
}

/// `gridwright bench bombfight`: rounds a second on one core for each map.
pub fn bench(maps: &[PathBuf], time: std::time::Duration) -> Outcome {
    let mut levels: Vec<(String, Level)> = Vec::new();
    if maps.is_empty() {
        for b in crate::bundled::ALL {
            if let Ok(crate::io::Loaded::BombFight(f)) = b.load() {
                levels.push((b.name.to_owned(), f.level().clone()));
            }
        }
    }
    for path in maps {
        let f = crate::io::load_as::<BombFightFile>(path, Default::default())?;
        levels.push((path.display().to_string(), f.level().clone()));
    }
    outln!(
        "{:<34} {:>7} {:>16} {:>16} {:>16}",
        "map",
        "size",
        "engine rounds/s",
        "idle rounds/s",
        "random rounds/s"
    );
    for (name, l) in &levels {
        let r = [
            BenchPlayers::Engine,
            BenchPlayers::Idle,
            BenchPlayers::Random,
        ]
        .map(|p| rounds_per_second(l, p, time));
        outln!(
            "{name:<34} {:>7} {:>16.0} {:>16.0} {:>16.0}",
            format!("{}x{}", l.width(), l.height()),
            r[0],
            r[1],
            r[2]
        );
    }
    Ok(Status::Ok)
}
