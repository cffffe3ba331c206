//! A per-turn bot: started with one state on its standard input, its first line (or all it
//! printed before closing its output) is the answer; then its whole group is killed.

use std::sync::Arc;
use std::time::{Duration, Instant};

use super::process::{Msg, Process, Stream};
use super::{Fault, Ran, TURN_BYTES, status_words};

/// How long after the answer line the bot may take to exit (to see its status).
const EXIT_GRACE: Duration = Duration::from_millis(20);
/// How long after the bot's exit its output may take to close (a child may hold it).
const CLOSE_GRACE: Duration = Duration::from_millis(50);

/// Runs one turn of `argv` with `input`, within `limit`.
pub(super) fn run(argv: &[String], input: Arc<String>, limit: Duration) -> Ran {
    let deadline = Instant::now() + limit;
    let mut ran = Ran::default();
    let mut p = match Process::spawn(argv) {
        Ok(p) => p,
        Err(e) => {
            ran.faults.push(Fault::Spawn(e.to_string()));
            return ran;
        }
    };
    p.refill(TURN_BYTES);
    p.send(input);
    p.close_input();
    let mut watch = Watch::default();
    while let Some(m) = p.next(watch.until(deadline)) {
        watch.take(m, &mut ran);
        if watch.done() {
            break;
        }
    }
    p.kill();
    while let Some(m) = p.try_next() {
        watch.take(m, &mut ran);
    }
    finish(&mut ran, &watch, p.refill(0));
    ran
}

/// What has been seen of the bot this turn.
#[derive(Default)]
struct Watch {
    answered: Option<Instant>,
    closed: bool,
    exited: Option<(Instant, std::process::ExitStatus)>,
}

impl Watch {
    fn take(&mut self, m: Msg, ran: &mut Ran) {
        match m {
            Msg::Data(Stream::Out, b) => {
                ran.stdout.extend_from_slice(&b);
                if self.answered.is_none() && ran.stdout.contains(&b'\n') {
                    self.answered = Some(Instant::now());
                }
            }
            Msg::Data(Stream::Err, b) => ran.stderr.extend_from_slice(&b),
            Msg::End(Stream::Out) => self.closed = true,
            Msg::End(Stream::Err) => {}
            Msg::Exited(s) => self.exited = self.exited.or(Some((Instant::now(), s))),
        }
    }

    /// Whether the answer is known and the bot's exit seen or no longer waited for.
    fn done(&self) -> bool {
        let answered = self.answered.is_some() || self.closed;
        answered && self.exited.is_some() || self.exited.is_some() && self.closed
    }

    /// How long to wait for the next message.
    fn until(&self, deadline: Instant) -> Instant {
        let mut until = deadline;
        if let Some(t) = self.answered {
            until = until.min(t + EXIT_GRACE);
        }
        if let Some((t, _)) = self.exited {
            until = until.min(t + CLOSE_GRACE);
        }
        until
    }
}

/// The answer and the faults from what was seen.
fn finish(ran: &mut Ran, watch: &Watch, dropped: [usize; 2]) {
    let complete = watch.answered.is_some() || watch.closed || watch.exited.is_some();
    if complete {
        let text = String::from_utf8_lossy(&ran.stdout);
        ran.answer = Some(text.lines().next().unwrap_or("").to_owned());
    } else {
        ran.faults.push(Fault::Late);
    }
    if let Some((_, s)) = watch.exited
        && !s.success()
    {
        ran.faults.push(Fault::Exit(status_words(s)));
    }
    let over = dropped[0] + dropped[1];
    if over > 0 {
        ran.faults.push(Fault::Flood(over));
    }
}
