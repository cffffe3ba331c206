//! A per-turn bot: started with one state on its standard input, its first line (or all it
//! printed before closing its output) is the answer; then its whole group is killed.

use std::sync::Arc;
use std::time::{Duration, Instant};

use super::process::{Inbox, Msg, Process, Stream};
use super::{Fault, Ran, TURN_BYTES, status_words};

/// How long after the answer line the bot may take to exit (to see its status).
const EXIT_GRACE: Duration = Duration::from_millis(20);
/// How long after the bot's exit its output may take to close (a child may hold it).
const CLOSE_GRACE: Duration = Duration::from_millis(50);

/// Runs one turn of `argv` with `input`, within `limit`.
pub(super) fn run(argv: &[String], input: Arc<String>, limit: Duration) -> Ran {
    let mut p = match Process::spawn(argv) {
        Ok(p) => p,
        Err(e) => {
            return Ran {
                faults: vec![Fault::Spawn(e.to_string())],
                ..Ran::default()
            };
        }
    };
    p.refill(TURN_BYTES);
    p.send(input);
    p.close_input();
    let (mut ran, watch) = converse(&mut p, limit);
    finish(&mut ran, &watch, p.refill(0));
    ran
}

/// Reads the bot's turn from `inbox` until its answer and exit are seen or `limit` has
/// passed on the inbox's clock, then stops the bot and takes what it had already said.
fn converse(inbox: &mut impl Inbox, limit: Duration) -> (Ran, Watch) {
    let deadline = inbox.now() + limit;
    let mut ran = Ran::default();
    let mut watch = Watch::default();
    while let Some(m) = inbox.next(watch.until(deadline)) {
        watch.take(m, &mut ran, inbox.now());
        if watch.done() {
            break;
        }
    }
    inbox.kill();
    // What the bot said before it was stopped counts; its output closing or its exit seen
    // now is the kill's (a turn cut off at the limit is late, whenever the kill lands).
    while let Some(m) = inbox.try_next() {
        if matches!(m, Msg::Data(..)) {
            watch.take(m, &mut ran, inbox.now());
        }
    }
    (ran, watch)
}

/// What has been seen of the bot this turn.
#[derive(Default)]
struct Watch {
    answered: Option<Instant>,
    closed: bool,
    exited: Option<(Instant, std::process::ExitStatus)>,
}

impl Watch {
    /// One message, seen at `now`.
    fn take(&mut self, m: Msg, ran: &mut Ran, now: Instant) {
        match m {
            Msg::Data(Stream::Out, b) => {
                ran.stdout.extend_from_slice(&b);
                if self.answered.is_none() && ran.stdout.contains(&b'\n') {
                    self.answered = Some(now);
                }
            }
            Msg::Data(Stream::Err, b) => ran.stderr.extend_from_slice(&b),
            Msg::End(Stream::Out) => self.closed = true,
            Msg::End(Stream::Err) => {}
            Msg::Exited(s) => self.exited = self.exited.or(Some((now, s))),
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

#[cfg(test)]
mod tests {
    use std::collections::VecDeque;
    use std::os::unix::process::ExitStatusExt;
    use std::process::ExitStatus;

    use super::*;

    /// A bot's turn as a script: each message at its time after the start, on a clock that
    /// moves only when the turn waits, so the rules are checked to the millisecond.
    struct Script {
        start: Instant,
        now: Instant,
        msgs: VecDeque<(Duration, Msg)>,
    }

    impl Script {
        fn new(msgs: Vec<(u64, Msg)>) -> Script {
            let start = Instant::now();
            Script {
                start,
                now: start,
                msgs: msgs
                    .into_iter()
                    .map(|(ms, m)| (Duration::from_millis(ms), m))
                    .collect(),
            }
        }

        /// Time passed on the script's clock.
        fn elapsed(&self) -> Duration {
            self.now - self.start
        }
    }

    impl Inbox for Script {
        fn now(&self) -> Instant {
            self.now
        }

        fn next(&mut self, deadline: Instant) -> Option<Msg> {
            match self.msgs.front() {
                Some((at, _)) if self.start + *at <= deadline => {
                    let (at, m) = self.msgs.pop_front()?;
                    self.now = self.now.max(self.start + at);
                    Some(m)
                }
                _ => {
                    self.now = self.now.max(deadline);
                    None
                }
            }
        }

        fn try_next(&mut self) -> Option<Msg> {
            let (at, _) = self.msgs.front()?;
            if self.start + *at > self.now {
                return None;
            }
            self.msgs.pop_front().map(|(_, m)| m)
        }

        /// What the bot would say later never comes; the kill closes its output and makes it
        /// exit, at once (a real kill may land as soon).
        fn kill(&mut self) {
            let now = self.now - self.start;
            self.msgs.retain(|(at, _)| *at <= now);
            self.msgs.push_back((now, Msg::End(Stream::Out)));
            self.msgs
                .push_back((now, Msg::Exited(ExitStatus::from_raw(libc::SIGKILL))));
        }
    }

    fn out(text: &str) -> Msg {
        Msg::Data(Stream::Out, text.as_bytes().to_vec())
    }

    fn exited(code: i32) -> Msg {
        Msg::Exited(ExitStatus::from_raw(code << 8))
    }

    fn turn(script: &mut Script, limit_ms: u64) -> Ran {
        let (mut ran, watch) = converse(script, Duration::from_millis(limit_ms));
        finish(&mut ran, &watch, [0, 0]);
        ran
    }

    #[test]
    fn an_answer_a_millisecond_inside_the_limit_counts() {
        let mut bot = Script::new(vec![
            (1999, out("bomb\n")),
            (1999, Msg::End(Stream::Out)),
            (2000, exited(0)),
        ]);
        let ran = turn(&mut bot, 2000);
        assert_eq!(ran.answer.as_deref(), Some("bomb"));
        assert!(ran.faults.is_empty(), "{:?}", ran.faults);
    }

    #[test]
    fn an_answer_a_millisecond_late_is_no_answer() {
        let mut bot = Script::new(vec![(2001, out("bomb\n")), (2001, exited(0))]);
        let ran = turn(&mut bot, 2000);
        assert_eq!(ran.answer, None);
        assert_eq!(ran.faults, vec![Fault::Late]);
        assert_eq!(
            bot.elapsed(),
            Duration::from_millis(2000),
            "stopped at the limit"
        );
    }

    #[test]
    fn a_bot_stopped_at_the_limit_is_late_not_failed() {
        let mut bot = Script::new(vec![]);
        let ran = turn(&mut bot, 200);
        assert_eq!(ran.faults, vec![Fault::Late]);
        assert_eq!(ran.answer, None);
    }

    #[test]
    fn a_bot_that_fails_before_answering_answers_nothing_and_its_status_is_logged() {
        let mut bot = Script::new(vec![(5, Msg::End(Stream::Out)), (6, exited(3))]);
        let ran = turn(&mut bot, 2000);
        assert_eq!(ran.answer.as_deref(), Some(""));
        assert_eq!(ran.faults, vec![Fault::Exit("status 3".into())]);
    }

    #[test]
    fn a_child_holding_the_output_open_is_not_waited_for() {
        // The bot answers and exits; a child keeps its output open and never closes it.
        let mut bot = Script::new(vec![(100, out("up\n")), (101, exited(0))]);
        let ran = turn(&mut bot, 60_000);
        assert_eq!(ran.answer.as_deref(), Some("up"));
        assert!(ran.faults.is_empty(), "{:?}", ran.faults);
        assert!(bot.elapsed() <= Duration::from_millis(101) + CLOSE_GRACE);
    }

    #[test]
    fn an_answer_without_an_exit_waits_only_the_exit_grace() {
        let mut bot = Script::new(vec![(100, out("left\n")), (30_000, exited(0))]);
        let ran = turn(&mut bot, 60_000);
        assert_eq!(ran.answer.as_deref(), Some("left"));
        assert_eq!(bot.elapsed(), Duration::from_millis(100) + EXIT_GRACE);
        assert!(
            ran.faults.is_empty(),
            "its exit after the kill is the kill's"
        );
    }
}
