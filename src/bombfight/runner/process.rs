//! One bot process: started in a process group of its own, so that a kill reaches its
//! children too; its standard output and error read on their own threads, each within a byte
//! budget the caller refills every turn (what is over it is read and dropped, so a bot that
//! prints megabytes neither stalls on a full pipe nor fills our memory); its exit reported by
//! a waiter thread, so no zombie is left and nobody blocks on `wait`.

use std::io::{Read, Write};
use std::process::{Command, ExitStatus, Stdio};
use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc::{Receiver, Sender, SyncSender, TrySendError, channel, sync_channel};
use std::time::Instant;

/// Which of the bot's output streams a message is from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stream {
    Out,
    Err,
}

/// What the process's threads report.
#[derive(Debug)]
pub enum Msg {
    /// Bytes read, within the stream's budget.
    Data(Stream, Vec<u8>),
    /// The stream closed (every process holding it exited or closed it).
    End(Stream),
    /// The bot's own process exited (its children may live on until the group is killed).
    Exited(ExitStatus),
}

/// Where a turn's messages come from, and the clock that times them: a bot's process on
/// the real clock, or in tests a script on a clock of its own, so that the turn's rules (an
/// answer at the limit counts, one after it does not) are tested to the instant rather than
/// against a margin of a busy machine.
pub trait Inbox {
    /// The time now, on this inbox's clock.
    fn now(&self) -> Instant;
    /// The next message, waiting until `deadline` at most.
    fn next(&mut self, deadline: Instant) -> Option<Msg>;
    /// A message already waiting, if any.
    fn try_next(&mut self) -> Option<Msg>;
    /// Stops the bot (what it said before stays to be read).
    fn kill(&mut self);
}

/// A running bot process.
pub struct Process {
    group: libc::pid_t,
    input: SyncSender<Arc<String>>,
    msgs: Receiver<Msg>,
    budgets: [Arc<AtomicUsize>; 2],
    dropped: [Arc<AtomicUsize>; 2],
}

impl Process {
    /// Starts `argv` in a new process group with piped standard streams.
    pub fn spawn(argv: &[String]) -> std::io::Result<Process> {
        use std::os::unix::process::CommandExt;
        let (program, args) = argv
            .split_first()
            .ok_or_else(|| std::io::Error::other("empty command"))?;
        let mut child = Command::new(program)
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .process_group(0)
            .spawn()?;
        let group = child.id() as libc::pid_t;
        let (tx, msgs) = channel();
        let budgets = [Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0))];
        let dropped = [Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0))];
        let streams: [(Option<Box<dyn Read + Send>>, Stream); 2] = [
            (child.stdout.take().map(|s| Box::new(s) as _), Stream::Out),
            (child.stderr.take().map(|s| Box::new(s) as _), Stream::Err),
        ];
        for (i, (stream, which)) in streams.into_iter().enumerate() {
            if let Some(stream) = stream {
                let (tx, budget, dropped) = (tx.clone(), budgets[i].clone(), dropped[i].clone());
                std::thread::spawn(move || read_stream(stream, which, &tx, &budget, &dropped));
            }
        }
        let (input, inputs) = sync_channel::<Arc<String>>(1);
        if let Some(mut stdin) = child.stdin.take() {
            std::thread::spawn(move || {
                ignore_broken_pipes();
                for text in inputs {
                    if stdin
                        .write_all(text.as_bytes())
                        .and_then(|()| stdin.flush())
                        .is_err()
                    {
                        break;
                    }
                }
            });
        }
        std::thread::spawn(move || {
            if let Ok(status) = child.wait() {
                let _ = tx.send(Msg::Exited(status));
            }
        });
        Ok(Process {
            group,
            input,
            msgs,
            budgets,
            dropped,
        })
    }

    /// Queues one input for the bot's standard input; `false` when the bot has not yet read
    /// the previous one (or its input is closed).
    pub fn send(&self, text: Arc<String>) -> bool {
        match self.input.try_send(text) {
            Ok(()) => true,
            Err(TrySendError::Full(_) | TrySendError::Disconnected(_)) => false,
        }
    }

    /// Closes the bot's standard input once what was queued is written (a per-turn bot reads
    /// to the end of its input).
    pub fn close_input(&mut self) {
        self.input = sync_channel(1).0;
    }

    /// Gives each stream `bytes` to send from now on (what it had left is forgotten), and
    /// returns how many bytes each dropped since the last refill.
    pub fn refill(&self, bytes: usize) -> [usize; 2] {
        for b in &self.budgets {
            b.store(bytes, Ordering::Relaxed);
        }
        [0, 1].map(|i| self.dropped[i].swap(0, Ordering::Relaxed))
    }

    /// The next message, waiting until `deadline` at most.
    pub fn next(&self, deadline: Instant) -> Option<Msg> {
        let left = deadline.saturating_duration_since(Instant::now());
        self.msgs.recv_timeout(left).ok()
    }

    /// A message already waiting, if any.
    pub fn try_next(&self) -> Option<Msg> {
        self.msgs.try_recv().ok()
    }

    /// Kills the whole group (the bot and every child it started). Its threads then see
    /// their pipes close and end; the waiter reaps the bot.
    pub fn kill(&self) {
        // SAFETY: killpg only sends a signal. The group's id stays reserved while any
        // member lives, so it cannot name another program's group.
        unsafe {
            libc::killpg(self.group, libc::SIGKILL);
        }
    }
}

impl Inbox for Process {
    fn now(&self) -> Instant {
        Instant::now()
    }

    fn next(&mut self, deadline: Instant) -> Option<Msg> {
        Process::next(self, deadline)
    }

    fn try_next(&mut self) -> Option<Msg> {
        Process::try_next(self)
    }

    fn kill(&mut self) {
        Process::kill(self);
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        self.kill();
    }
}

/// Makes a write to a bot that has gone an `EPIPE` error in this thread, not a SIGPIPE that
/// ends gridwright (which restores SIGPIPE's default for `gridwright info | head`): the
/// signal a failed pipe write raises goes to the writing thread, where it is blocked.
fn ignore_broken_pipes() {
    // SAFETY: plain libc calls on a signal set this function owns.
    unsafe {
        let mut set: libc::sigset_t = std::mem::zeroed();
        libc::sigemptyset(&mut set);
        libc::sigaddset(&mut set, libc::SIGPIPE);
        libc::pthread_sigmask(libc::SIG_BLOCK, &set, std::ptr::null_mut());
    }
}

/// Reads a stream to its end, sending what fits in the budget and dropping the rest.
fn read_stream(
    mut stream: Box<dyn Read + Send>,
    which: Stream,
    tx: &Sender<Msg>,
    budget: &AtomicUsize,
    dropped: &AtomicUsize,
) {
    let mut buf = vec![0u8; 8192];
    loop {
        let n = match stream.read(&mut buf) {
            Ok(0) | Err(_) => break,
            Ok(n) => n,
        };
        let allowed = take_budget(budget, n);
        dropped.fetch_add(n - allowed, Ordering::Relaxed);
        if allowed > 0 {
            let _ = tx.send(Msg::Data(which, buf[..allowed].to_vec()));
        }
    }
    let _ = tx.send(Msg::End(which));
}

/// Takes up to `n` bytes from the budget; returns how many it got.
fn take_budget(budget: &AtomicUsize, n: usize) -> usize {
    let mut got = 0;
    let _ = budget.fetch_update(Ordering::Relaxed, Ordering::Relaxed, |left| {
        got = left.min(n);
        Some(left - got)
    });
    got
}
