//! The runner against bots that misbehave: each game ends on time, the bot loses exactly the
//! turns the rules say, every fault is logged with its turn, and no process is left behind.
//! The runner's clock is the real one here, as a bot's is, so no assertion hangs on a margin
//! of a quiet machine: a bot expected in time has seconds to spare, one expected late never
//! answers, and the rules at the limit itself are tested on a scripted clock
//! (`runner/per_turn.rs`).

use std::process::Command;
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

/// Whether `done` comes true within 30 s. For what no one can tell the test of: a killed
/// process that is not its child going, a detached reader thread closing its pipe. It
/// returns as soon as it holds, so a busy machine only makes it look longer.
fn eventually(done: impl Fn() -> bool) -> bool {
    let deadline = Instant::now() + Duration::from_secs(30);
    while !done() {
        if Instant::now() > deadline {
            return false;
        }
        std::thread::sleep(Duration::from_millis(10));
    }
    true
}

/// Whether a process whose command line holds `marker` is still running once a killed
/// one has had its time to go.
fn running(marker: &str) -> bool {
    let alive = || {
        std::fs::read_dir("/proc").unwrap().flatten().any(|e| {
            std::fs::read(e.path().join("cmdline"))
                .map(|c| String::from_utf8_lossy(&c).contains(marker))
                .unwrap_or(false)
        })
    };
    !eventually(|| !alive())
}

#[test]
fn a_bot_that_sleeps_forever_loses_its_turns_and_the_game_ends_on_time() {
    let started = Instant::now();
    let m = play(program("sleep_forever.sh", Mode::PerTurn, 200), 4);
    assert!(
        started.elapsed() < Duration::from_secs(60),
        "4 turns of 0.2 s, not of the bot's 600 s"
    );
    assert_eq!(
        m.turns.iter().step_by(2).filter(|t| t.is_empty()).count(),
        4
    );
    // Late, and only late: its exit when it is killed is the kill's, not a fault of its own.
    let f = faults(&m);
    assert!(f.iter().all(|f| f == &[Fault::Late]), "{f:?}");
    let m = play(program("sleep_forever.sh", Mode::Persistent, 200), 7);
    let log = log_of(&m);
    assert_eq!(log.late, 7);
    assert_eq!(log.restarts, 2, "restarted after 3 and after 6 late turns");
}

#[test]
fn a_bot_that_exits_at_once_is_logged_each_turn() {
    // The exit ends each turn at once: the limit is only the bot's time to start.
    let m = play(program("exit_at_once.sh", Mode::PerTurn, 5000), 3);
    for (turn, f) in faults(&m).iter().enumerate() {
        assert_eq!(f, &vec![Fault::Exit("status 3".into())], "turn {turn}");
    }
    let m = play(program("exit_at_once.sh", Mode::Persistent, 5000), 3);
    assert!(
        log_of(&m).restarts >= 2,
        "died, started again, each counted"
    );
}

#[test]
fn a_flood_neither_stalls_nor_fills_memory() {
    // Its first line ends each turn, so the limit is only the bot's time to start; a
    // runner stalled on a full pipe would never end.
    let started = Instant::now();
    let m = play(program("flood.sh", Mode::PerTurn, 5000), 3);
    let m2 = play(program("flood.sh", Mode::Persistent, 5000), 3);
    assert!(started.elapsed() < Duration::from_secs(60));
    for m in [&m, &m2] {
        for t in &log_of(m).turns {
            assert!(t.stdout.len() <= 64 * 1024 && t.stderr.len() <= 64 * 1024);
            // A loaded machine may start the bot after the limit: late, never an action.
            assert!(
                t.faults
                    .iter()
                    .any(|f| matches!(f, Fault::Garbage(_) | Fault::LateAnswer(_) | Fault::Late)),
                "{:?}",
                t.faults
            );
        }
    }
    assert!(!running("flood flood flood") && !running("noise on stderr"));
}

#[test]
fn nonsense_is_no_action_and_is_logged() {
    let m = play(program("nonsense.sh", Mode::PerTurn, 5000), 2);
    assert_eq!(m.turns[0], "");
    assert!(matches!(&faults(&m)[0][..], [Fault::Garbage(_)]));
}

#[test]
fn a_child_left_sleeping_is_killed_with_its_parent() {
    // Waiting for the sleeper (300 s) or for each turn's limit (3 x 20 s) would show; the
    // exact grace after an answer is tested on a scripted clock (runner/per_turn.rs).
    let started = Instant::now();
    let m = play(program("fork_sleeper.sh", Mode::PerTurn, 20_000), 3);
    assert!(
        started.elapsed() < Duration::from_secs(30),
        "no turn waits for the sleeper"
    );
    assert_eq!(m.turns[0], "up");
    assert!(faults(&m).iter().all(Vec::is_empty), "{:?}", faults(&m));
    assert!(!running("gridwright_test_sleeper"));
    assert!(!running("gridwright_test_escapee") && !running("31031"));
}

#[test]
fn a_bot_that_escapes_its_group_with_setsid_leaves_nothing_behind() {
    let m = play(program("escape.sh", Mode::PerTurn, 20_000), 3);
    assert_eq!(m.turns[0], "bomb");
    // Run as a persistent bot it exits after each answer and is started again.
    play(program("escape.sh", Mode::Persistent, 20_000), 2);
    assert!(!running("gridwright_test_escapee"));
    assert!(!running("31031"), "the sleeper its shell left");
}

#[test]
fn a_slow_answer_inside_the_limit_counts_and_one_outside_does_not() {
    // Seconds either side of the limit; the limit to the millisecond is per_turn.rs's test.
    let slow = |seconds: &str, limit: Duration| {
        let mut argv = fixture("slow.sh");
        argv.push(seconds.into());
        let limits = Limits {
            time: limit,
            ..Limits::default()
        };
        play(ExternalBot::new("slow", argv, Mode::PerTurn, limits), 2)
    };
    let m = slow("0.5", Duration::from_secs(5));
    assert_eq!(m.turns[0], "bomb");
    assert_eq!(m.turns[2], "bomb");
    let m = slow("30", Duration::from_millis(400));
    assert_eq!(m.turns[0], "", "outside: no action");
    assert_eq!(faults(&m)[0], vec![Fault::Late]);
}

#[test]
fn a_persistent_bot_answers_turn_after_turn_and_one_that_skips_is_restarted() {
    let m = play(program("echo_persistent.sh", Mode::Persistent, 5000), 5);
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
    // What it writes after its last answer, the game over, is that turn's too.
    assert_eq!(
        stderr.matches("answered").count(),
        log.turns_played,
        "{stderr}"
    );
    // Answers the first state; skips the second; its answer to the third pays for the
    // second, too late; skips the fourth: three late turns in a row, a restart, and the new
    // process answers the fifth. Its answers have seconds to spare; each skip costs 3 s.
    let m = play(program("every_other.sh", Mode::Persistent, 3000), 5);
    let mine: Vec<&String> = m.turns.iter().step_by(2).collect();
    assert_eq!(mine, ["bomb", "", "", "", "bomb"], "{:?}", m.turns);
    let log = log_of(&m);
    assert_eq!((log.late, log.restarts), (3, 1));
    assert!(
        faults(&m)[2]
            .iter()
            .any(|f| matches!(f, Fault::LateAnswer(_)))
    );
}

/// Set in the process that `many_games_leave_no_process_and_no_open_file` runs itself in.
const ALONE: &str = "GRIDWRIGHT_TEST_ALONE";

#[test]
fn many_games_leave_no_process_and_no_open_file() {
    let name = "many_games_leave_no_process_and_no_open_file";
    if std::env::var_os(ALONE).is_none() {
        // The other tests of this file open pipes meanwhile: count in a process of its own,
        // this test binary running this test alone.
        let run = Command::new(std::env::current_exe().unwrap())
            .args([name, "--exact", "--test-threads=1"])
            .env(ALONE, "1")
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&run.stdout);
        assert!(
            run.status.success() && stdout.contains("1 passed"),
            "{stdout}{}",
            String::from_utf8_lossy(&run.stderr)
        );
        return;
    }
    let fds = || std::fs::read_dir("/proc/self/fd").unwrap().count();
    let before = fds();
    for _ in 0..15 {
        play(program("fork_sleeper.sh", Mode::PerTurn, 5000), 2);
        play(program("echo_persistent.sh", Mode::Persistent, 5000), 2);
        play(program("escape.sh", Mode::PerTurn, 5000), 2);
    }
    // A game's reader threads close their pipes as its processes die, after it returns;
    // a leak of one descriptor a game would leave 45 (an escaped sleeper holds two).
    assert!(
        eventually(|| fds() <= before + 2),
        "{} open, {before} before",
        fds()
    );
    assert!(!running("gridwright_test_sleeper"));
    assert!(!running("gridwright_test_escapee") && !running("31031"));
}
