//! A persistent bot: one process for the game, one state written per turn, one line read
//! back. A line that comes after its turn's time is dropped (the turn was lost); a bot that
//! is late [`Limits::late_restart`] turns in a row, or whose process ended, is started again,
//! and each restart is counted.

use std::sync::Arc;
use std::time::{Duration, Instant};

use super::process::{Msg, Process, Stream};
use super::{BotLog, Fault, Limits, Ran, TURN_BYTES, status_words};

/// How long a persistent bot has, once its game is over and its input closed, to end
/// what it writes (the error output of its last turn, which races the answer).
const FINISH_GRACE: Duration = Duration::from_millis(100);

/// The running process of a persistent bot, and where its conversation stands.
#[derive(Default)]
pub(super) struct Live {
    process: Option<Process>,
    /// Answers asked for and not yet read (more than one: the bot is behind).
    owed: usize,
    /// A line begun and not yet ended.
    partial: Vec<u8>,
    late_in_a_row: u32,
    starts: u32,
}

impl Live {
    /// Plays one turn: starts the bot if needed, writes the input, waits for this turn's line.
    pub(super) fn turn(
        &mut self,
        argv: &[String],
        input: Arc<String>,
        limits: Limits,
        log: &mut BotLog,
    ) -> Ran {
        let deadline = Instant::now() + limits.time;
        let mut ran = Ran::default();
        self.catch_up(&mut ran);
        if self.process.is_none() && !self.start(argv, &mut ran, log) {
            return ran;
        }
        let Some(p) = &self.process else {
            return ran;
        };
        if p.send(input) {
            self.owed += 1;
            self.wait(deadline, &mut ran);
        } else {
            ran.faults.push(Fault::NotReading);
        }
        if ran.answer.is_none() && self.process.is_some() {
            ran.faults.push(Fault::Late);
            self.late_in_a_row += 1;
            if self.late_in_a_row >= limits.late_restart {
                self.stop();
            }
        }
        ran
    }

    /// Ends the game's process: closes its input and keeps what it writes until both its
    /// streams end or [`FINISH_GRACE`] is over (then it is killed).
    pub(super) fn finish(&mut self) -> Ran {
        let mut ran = Ran::default();
        if let Some(p) = &mut self.process {
            p.close_input();
            let deadline = Instant::now() + FINISH_GRACE;
            let mut open = 2;
            while open > 0 {
                match p.next(deadline) {
                    None => break,
                    Some(Msg::End(_)) => open -= 1,
                    Some(Msg::Data(Stream::Out, b)) => ran.stdout.extend_from_slice(&b),
                    Some(Msg::Data(Stream::Err, b)) => ran.stderr.extend_from_slice(&b),
                    Some(Msg::Exited(_)) => {}
                }
            }
        }
        *self = Live::default();
        ran
    }

    /// Starts the process (a restart when it ran before); `false` when it cannot start.
    fn start(&mut self, argv: &[String], ran: &mut Ran, log: &mut BotLog) -> bool {
        if self.starts > 0 {
            log.restarts += 1;
            ran.faults.push(Fault::Restarted(log.restarts));
        }
        self.starts += 1;
        match Process::spawn(argv) {
            Ok(p) => {
                p.refill(TURN_BYTES);
                self.process = Some(p);
                true
            }
            Err(e) => {
                ran.faults.push(Fault::Spawn(e.to_string()));
                false
            }
        }
    }

    /// Kills the process; the next turn starts it again.
    fn stop(&mut self) {
        self.process = None;
        self.owed = 0;
        self.partial.clear();
        self.late_in_a_row = 0;
    }

    /// Reads what came between turns (late answers, error output, an exit) and refills the
    /// output budget for this turn.
    fn catch_up(&mut self, ran: &mut Ran) {
        let Some(p) = &self.process else { return };
        let dropped = p.refill(TURN_BYTES);
        if dropped[0] + dropped[1] > 0 {
            ran.faults.push(Fault::Flood(dropped[0] + dropped[1]));
        }
        let mut msgs = Vec::new();
        while let Some(m) = p.try_next() {
            msgs.push(m);
        }
        for m in msgs {
            self.take(m, ran);
        }
    }

    /// Waits for this turn's answer until `deadline`, or until the process ends.
    fn wait(&mut self, deadline: Instant, ran: &mut Ran) {
        while ran.answer.is_none() {
            let Some(m) = self.process.as_ref().and_then(|p| p.next(deadline)) else {
                return;
            };
            self.take(m, ran);
        }
    }

    /// One message from the process.
    fn take(&mut self, m: Msg, ran: &mut Ran) {
        match m {
            Msg::Data(Stream::Out, b) => {
                ran.stdout.extend_from_slice(&b);
                self.lines(&b, ran);
            }
            Msg::Data(Stream::Err, b) => ran.stderr.extend_from_slice(&b),
            Msg::End(_) => {}
            Msg::Exited(s) => {
                ran.faults.push(Fault::Died(status_words(s)));
                self.stop();
            }
        }
    }

    /// Splits output into lines: each pays one owed answer; only the last owed is this turn's.
    fn lines(&mut self, bytes: &[u8], ran: &mut Ran) {
        for &b in bytes {
            if b != b'\n' {
                if self.partial.len() < TURN_BYTES {
                    self.partial.push(b);
                }
                continue;
            }
            let line = String::from_utf8_lossy(&self.partial).into_owned();
            self.partial.clear();
            match self.owed {
                0 => ran.faults.push(Fault::LateAnswer(line)),
                1 => {
                    self.owed = 0;
                    self.late_in_a_row = 0;
                    ran.answer = Some(line);
                }
                _ => {
                    self.owed -= 1;
                    ran.faults.push(Fault::LateAnswer(line));
                }
            }
        }
    }
}
