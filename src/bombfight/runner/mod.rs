//! Bots that are programs, in any language: the runner speaks the protocol over their
//! standard streams. A bot runs *per turn* (started for each turn with one state, answers,
//! exits, as in the original) or *persistent* (started once, reads one state after another
//! and answers a line each). Each turn has a time limit; a late, crashing, flooding or
//! babbling bot costs only its own turns, each fault is logged with the turn, and no process
//! outlives its game (each runs in its own process group, killed whole).

mod per_turn;
mod persistent;
mod process;
mod reaper;

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, Instant};

pub use super::bot_log::{BotLog, Fault, KEPT_BYTES, TURN_BYTES, TurnLog};

use super::action::Action;
use super::bot::{Bot, BotError};
use super::bot_log::text_of;
use super::engine::State;
use super::protocol::{BotInput, InputText};

/// How a program is run.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Mode {
    /// Started for each turn, as in the original.
    #[default]
    PerTurn,
    /// Started once; one state in, one line out, turn after turn.
    Persistent,
}

impl Mode {
    /// The mode by its name on the command line.
    pub fn parse(name: &str) -> Option<Mode> {
        match name {
            "per-turn" => Some(Mode::PerTurn),
            "persistent" => Some(Mode::Persistent),
            _ => None,
        }
    }

    /// The name the command line and the settings use.
    pub fn name(self) -> &'static str {
        match self {
            Mode::PerTurn => "per-turn",
            Mode::Persistent => "persistent",
        }
    }
}

/// The runner's limits.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Time for one answer (the original's 2 s).
    pub time: Duration,
    /// Late turns in a row after which a persistent bot is started again.
    pub late_restart: u32,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            time: Duration::from_secs(2),
            late_restart: 3,
        }
    }
}

/// A bot's command line that cannot run.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CommandError {
    /// A quote left open.
    Unbalanced(String),
    /// Nothing to run.
    Empty,
    /// No such program, as a path or on `PATH`.
    NotFound(String),
    /// A file that may not be run (no execute permission, or a folder).
    NotExecutable(String),
}

/// In the language of the command line or the window: the catalog's words.
impl std::fmt::Display for CommandError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let quoted = |s: &str| format!("{s:?}");
        f.write_str(&match self {
            CommandError::Unbalanced(line) => {
                crate::t!("bombfight-command-unbalanced", command = quoted(line))
            }
            CommandError::Empty => crate::t!("bombfight-command-empty"),
            CommandError::NotFound(p) => {
                crate::t!("bombfight-command-not-found", program = quoted(p))
            }
            CommandError::NotExecutable(p) => crate::t!(
                "bombfight-command-not-executable",
                program = quoted(p),
                path = p.as_str()
            ),
        })
    }
}

/// A command line split into program and arguments as a shell would (quotes, escapes),
/// with the program found: an error names what is wrong before any game starts.
pub fn command(line: &str) -> Result<Vec<String>, CommandError> {
    let argv = shlex::split(line).ok_or_else(|| CommandError::Unbalanced(line.to_owned()))?;
    let program = argv.first().ok_or(CommandError::Empty)?;
    if program.contains('/') {
        let p = Path::new(program);
        if !p.is_file() {
            return Err(CommandError::NotFound(program.clone()));
        }
        if !executable(p) {
            return Err(CommandError::NotExecutable(program.clone()));
        }
    } else if find_on_path(program).is_none() {
        return Err(CommandError::NotFound(program.clone()));
    }
    Ok(argv)
}

/// The first executable file named `program` on `PATH`, as a shell would run it.
fn find_on_path(program: &str) -> Option<PathBuf> {
    let path = std::env::var_os("PATH")?;
    std::env::split_paths(&path)
        .map(|dir| dir.join(program))
        .find(|p| p.is_file() && executable(p))
}

/// Whether this user may run `path` (its permission bits as the system checks them).
fn executable(path: &Path) -> bool {
    use std::os::unix::ffi::OsStrExt;
    let Ok(c) = std::ffi::CString::new(path.as_os_str().as_bytes()) else {
        return false;
    };
    // SAFETY: access reads the NUL-terminated path it is given.
    unsafe { libc::access(c.as_ptr(), libc::X_OK) == 0 }
}

/// A bot that is a program.
pub struct ExternalBot {
    name: String,
    argv: Vec<String>,
    mode: Mode,
    limits: Limits,
    log: BotLog,
    live: persistent::Live,
    text: InputText,
}

impl ExternalBot {
    /// A bot running `argv` (see [`command`]) in `mode`.
    pub fn new(name: &str, argv: Vec<String>, mode: Mode, limits: Limits) -> ExternalBot {
        ExternalBot {
            name: name.to_owned(),
            argv,
            mode,
            limits,
            log: BotLog::default(),
            live: persistent::Live::default(),
            text: InputText::default(),
        }
    }
}

/// What running one turn gave, before the words are read.
#[derive(Debug, Default)]
struct Ran {
    stdout: Vec<u8>,
    stderr: Vec<u8>,
    /// The answer line, if one came in time.
    answer: Option<String>,
    faults: Vec<Fault>,
}

impl Bot for ExternalBot {
    fn name(&self) -> String {
        self.name.clone()
    }

    fn answer(&mut self, state: &State) -> Result<String, BotError> {
        let started = Instant::now();
        let input = Arc::new(self.text.of(&BotInput::of(state)));
        let ran = match self.mode {
            Mode::PerTurn => per_turn::run(&self.argv, input.clone(), self.limits.time),
            Mode::Persistent => {
                self.live
                    .turn(&self.argv, input.clone(), self.limits, &mut self.log)
            }
        };
        let time = started.elapsed();
        let turn = self.log.turns_played + 1;
        let (words, entry) = read_answer(ran, state, turn, &input, time);
        self.log.push(entry, time);
        Ok(words)
    }

    fn log(&self) -> Option<&BotLog> {
        Some(&self.log)
    }

    fn end_game(&mut self) {
        let ran = self.live.finish();
        self.log.add_to_last(&ran.stdout, &ran.stderr);
    }
}

/// The words that count in a turn's answer, and the turn's log entry.
fn read_answer(
    mut ran: Ran,
    state: &State,
    turn: usize,
    input: &str,
    time: Duration,
) -> (String, TurnLog) {
    let answer = ran.answer.take().unwrap_or_default();
    let (action, ignored) = Action::read(&answer);
    if action == Action::NONE && !answer.trim().is_empty() {
        ran.faults.push(Fault::Garbage(answer.trim().to_owned()));
    } else if !ignored.is_empty() {
        ran.faults.push(Fault::ExtraWords(ignored.join(" ")));
    }
    let words = action.words().replace('-', "");
    let entry = TurnLog {
        round: state.round + 1,
        turn,
        input: text_of(input.as_bytes()),
        stdout: text_of(&ran.stdout),
        stderr: text_of(&ran.stderr),
        answer: words.clone(),
        millis: u64::try_from(time.as_millis()).unwrap_or(u64::MAX),
        faults: Fault::capped(ran.faults),
    };
    (words, entry)
}

/// An exit status as a fault's words.
fn status_words(s: std::process::ExitStatus) -> String {
    use std::os::unix::process::ExitStatusExt;
    match (s.code(), s.signal()) {
        (Some(c), _) => crate::t!("bombfight-status-code", code = c.to_string()),
        (None, Some(sig)) => crate::t!("bombfight-status-signal", signal = sig.to_string()),
        (None, None) => crate::t!("bombfight-status-unknown"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    #[test]
    fn a_program_that_cannot_run_is_refused_before_any_game() {
        let dir = tempfile::tempdir().unwrap();
        let bot = dir.path().join("bot.sh");
        std::fs::write(&bot, "#!/bin/sh\necho bomb\n").unwrap();
        std::fs::set_permissions(&bot, std::fs::Permissions::from_mode(0o644)).unwrap();
        let line = bot.to_str().unwrap().to_owned();
        assert!(matches!(
            command(&line),
            Err(CommandError::NotExecutable(_))
        ));
        assert!(
            command(&format!("sh {line}")).is_ok(),
            "its interpreter named"
        );
        std::fs::set_permissions(&bot, std::fs::Permissions::from_mode(0o755)).unwrap();
        assert!(command(&line).is_ok());
        let folder = dir.path().to_str().unwrap();
        assert!(matches!(command(folder), Err(CommandError::NotFound(_))));
        assert!(matches!(
            command("no-such-bot-xyz"),
            Err(CommandError::NotFound(_))
        ));
    }
}
