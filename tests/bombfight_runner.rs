//! The runner against bots that misbehave: each game ends on time, the bot loses exactly the
//! turns the rules say, every fault is logged with its turn, and no process is left behind.
//! Time limits are short (a few tenths of a second) so the suite stays quick; the runner's
//! clock is the real one, as a bot's is.

use std::time::{Duration, Instant};

use gridwright::bombfight::bots;
use gridwright::bombfight::matches::{Controller, Match};
use gridwright::bombfight::runner::{ExternalBot, Fault, Limits, Mode};
use gridwright_formats::bombfight::read_bflvl;

const MAP: &str = "11 5\n###########\n#A  X X  B#\n# # # # # #\n#         #\n####E######\n";

fn fixture(name: &str) -> Vec<String> {
    let path = format!("{}/tests/fixtures/bots/{name}", env!("CARGO_MANIFEST_DIR"));
    vec!["sh".into(), path]
}

fn program(name: &str, mode: Mode, millis: u64) -> ExternalBot {
    let limits = Limits {
        time: Duration::from_millis(millis),
        ..Limits::default()
    };
    ExternalBot::new(name, fixture(name), mode, limits)
}

/// Plays `rounds` rounds of `bot` (player 1) against an idle player 2.
fn play(bot: ExternalBot, rounds: u32) -> Match {
    let level = read_bflvl(&format!("{MAP}{rounds}\n")).unwrap();
    let idle = bots::built_in("idle", 0).unwrap();
    let mut m = Match::new(
        level,
        [Controller::Bot(Box::new(bot)), Controller::Bot(idle)],
        1,
        false,
    )
    .unwrap();
    m.run_bots();
    assert!(m.state.is_over());
    m
}

fn log_of(m: &Match) -> &gridwright::bombfight::runner::BotLog {
    let Controller::Bot(b) = &m.controllers[0] else {
        panic!("player 1 is a bot")
    };
    b.log().unwrap()
}

fn faults(m: &Match) -> Vec<Vec<Fault>> {
    log_of(m).turns.iter().map(|t| t.faults.clone()).collect()
}

/// Whether a process whose command line holds `marker` is still running a second after the
/// call (a killed process takes a moment to go).
fn running(marker: &str) -> bool {
    let alive = || {
        std::fs::read_dir("/proc").unwrap().flatten().any(|e| {
            std::fs::read(e.path().join("cmdline"))
                .map(|c| String::from_utf8_lossy(&c).contains(marker))
                .unwrap_or(false)
        })
    };
    let deadline = Instant::now() + Duration::from_secs(1);
    while alive() {
        if Instant::now() > deadline {
            return true;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    false
}

#[test]
fn a_bot_that_sleeps_forever_loses_its_turns_and_the_game_ends_on_time() {
    let started = Instant::now();
    let m = play(program("sleep_forever.sh", Mode::PerTurn, 200), 4);
    assert!(
        started.elapsed() < Duration::from_secs(4),
        "4 turns of 0.2 s"
    );
    assert_eq!(
        m.turns.iter().step_by(2).filter(|t| t.is_empty()).count(),
        4
    );
    // Each turn is a fault: Late as a rule; on a loaded machine the program may not even
    // have started in 0.2 s, and its kill is then what is logged.
    let f = faults(&m);
    assert!(f.iter().all(|f| !f.is_empty()), "{f:?}");
    assert!(f.iter().any(|f| f.contains(&Fault::Late)), "{f:?}");
    let m = play(program("sleep_forever.sh", Mode::Persistent, 200), 7);
    let log = log_of(&m);
    assert_eq!(log.late, 7);
    assert_eq!(log.restarts, 2, "restarted after 3 and after 6 late turns");
}

#[test]
fn a_bot_that_exits_at_once_is_logged_each_turn() {
    let m = play(program("exit_at_once.sh", Mode::PerTurn, 500), 3);
    for (turn, f) in faults(&m).iter().enumerate() {
        assert_eq!(f, &vec![Fault::Exit("status 3".into())], "turn {turn}");
    }
    let m = play(program("exit_at_once.sh", Mode::Persistent, 500), 3);
    assert!(
        log_of(&m).restarts >= 2,
        "died, started again, each counted"
    );
}

#[test]
fn a_flood_neither_stalls_nor_fills_memory() {
    let started = Instant::now();
    let m = play(program("flood.sh", Mode::PerTurn, 300), 3);
    let m2 = play(program("flood.sh", Mode::Persistent, 300), 3);
    assert!(started.elapsed() < Duration::from_secs(5));
    for m in [&m, &m2] {
        for t in &log_of(m).turns {
            assert!(t.stdout.len() <= 64 * 1024 && t.stderr.len() <= 64 * 1024);
            assert!(
                t.faults
                    .iter()
                    .any(|f| matches!(f, Fault::Garbage(_) | Fault::LateAnswer(_)))
            );
        }
    }
    assert!(!running("flood flood flood") && !running("noise on stderr"));
}

#[test]
fn nonsense_is_no_action_and_is_logged() {
    let m = play(program("nonsense.sh", Mode::PerTurn, 1000), 2);
    assert_eq!(m.turns[0], "");
    assert!(matches!(&faults(&m)[0][..], [Fault::Garbage(_)]));
}

#[test]
fn a_child_left_sleeping_is_killed_with_its_parent() {
    let started = Instant::now();
    let m = play(program("fork_sleeper.sh", Mode::PerTurn, 1000), 3);
    assert!(
        started.elapsed() < Duration::from_secs(3),
        "no turn waits for the sleeper"
    );
    assert_eq!(m.turns[0], "up");
    assert!(faults(&m).iter().all(Vec::is_empty), "{:?}", faults(&m));
    assert!(!running("gridwright_test_sleeper"));
}

#[test]
fn an_answer_just_inside_the_limit_counts() {
    let limits = Limits::default();
    let mut argv = fixture("slow.sh");
    argv.push("1.9".into());
    let m = play(ExternalBot::new("slow", argv, Mode::PerTurn, limits), 2);
    assert_eq!(m.turns[0], "bomb");
    assert_eq!(m.turns[2], "bomb");
    let mut argv = fixture("slow.sh");
    argv.push("0.6".into());
    let limits = Limits {
        time: Duration::from_millis(400),
        ..limits
    };
    let m = play(ExternalBot::new("slow", argv, Mode::PerTurn, limits), 2);
    assert_eq!(m.turns[0], "", "just outside: no action");
}

#[test]
fn a_persistent_bot_answers_turn_after_turn_and_one_that_skips_is_restarted() {
    let m = play(program("echo_persistent.sh", Mode::Persistent, 1000), 5);
    assert!(
        m.turns.iter().step_by(2).all(|t| t == "bomb"),
        "{:?}",
        m.turns
    );
    let log = log_of(&m);
    assert_eq!((log.faults, log.restarts), (0, 0));
    let stderr: String = log.turns.iter().map(|t| t.stderr.as_str()).collect();
    assert!(
        stderr.contains("turn of player 1, 3 rounds left"),
        "{stderr}"
    );
    let m = play(program("every_other.sh", Mode::Persistent, 200), 8);
    let answered = m.turns.iter().step_by(2).filter(|t| *t == "bomb").count();
    assert!((2..8).contains(&answered), "{:?}", m.turns);
    assert!(log_of(&m).restarts >= 1);
}

#[test]
fn many_games_leave_no_process_and_no_open_file() {
    let fds = || std::fs::read_dir("/proc/self/fd").unwrap().count();
    play(program("fork_sleeper.sh", Mode::PerTurn, 1000), 1);
    std::thread::sleep(Duration::from_millis(200));
    let before = fds();
    for _ in 0..15 {
        play(program("fork_sleeper.sh", Mode::PerTurn, 1000), 2);
        play(program("echo_persistent.sh", Mode::Persistent, 1000), 2);
    }
    std::thread::sleep(Duration::from_millis(300));
    assert!(fds() <= before + 2, "{} open, {before} before", fds());
    assert!(!running("gridwright_test_sleeper"));
}
