//! Standard output that reports its failures. `println!` panics when stdout is full or
//! closed; a command-line tool should say what went wrong and exit with status 2 instead.
//! A reader that went away (a closed pipe) is no error: SIGPIPE ends the process quietly, and
//! where the signal is ignored, the `BrokenPipe` error ends it quietly too.

use std::fmt;
use std::io::Write;
use std::path::Path;

/// Whether standard output was closed when the program started (`gridwright info x >&-`).
/// Rust's runtime opens `/dev/null` (read-write) on a closed standard descriptor before
/// `main`, so that no file takes its number, and then drops what is written without a word;
/// a shell's `> /dev/null` opens it write-only. So standard output that is `/dev/null` opened
/// read-write was closed, and writing to it fails with status 2 rather than losing the
/// output. Asked at each write rather than kept: the descriptor's access mode (one `fcntl`)
/// rules out pipes and files before anything else is looked at.
fn stdout_was_closed() -> bool {
    // SAFETY: fcntl(F_GETFL), fstat and stat only query; the buffers are owned here.
    unsafe {
        if libc::fcntl(1, libc::F_GETFL) & libc::O_ACCMODE != libc::O_RDWR {
            return false;
        }
        let mut out: libc::stat = std::mem::zeroed();
        let mut null: libc::stat = std::mem::zeroed();
        libc::fstat(1, &mut out) == 0
            && libc::stat(c"/dev/null".as_ptr(), &mut null) == 0
            && (out.st_mode & libc::S_IFMT) == libc::S_IFCHR
            && out.st_rdev == null.st_rdev
    }
}

/// Whether `path` is standard output by name (`/dev/stdout`, `/dev/fd/1`, `/proc/self/fd/1`,
/// through any links) while standard output is closed: writing there would reach the
/// `/dev/null` the runtime put in its place.
pub fn names_closed_stdout(path: &Path) -> bool {
    let own = format!("/proc/{}/fd/1", std::process::id());
    let names = ["/dev/stdout", "/dev/fd/1", "/proc/self/fd/1", own.as_str()];
    let mut at = path.to_owned();
    for _ in 0..40 {
        if names.iter().any(|n| at == Path::new(n)) {
            return stdout_was_closed();
        }
        match std::fs::read_link(&at) {
            Ok(next) => at = at.parent().unwrap_or(Path::new("/")).join(next),
            Err(_) => return false,
        }
    }
    false
}

fn closed() -> std::io::Error {
    std::io::Error::other(crate::t!("cli-stdout-closed"))
}

/// Writes formatted text to stdout, or ends the process with status 2 on an I/O error.
pub fn write(args: fmt::Arguments) {
    if stdout_was_closed() {
        fail(closed());
    }
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_fmt(args) {
        fail(e);
    }
}

/// Writes bytes to stdout, or ends the process with status 2 on an I/O error.
pub fn write_bytes(bytes: &[u8]) {
    if stdout_was_closed() {
        fail(closed());
    }
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_all(bytes) {
        fail(e);
    }
}

/// Flushes stdout; called before the process exits, since Rust drops a failed final flush
/// silently.
pub fn flush() {
    if let Err(e) = std::io::stdout().lock().flush() {
        fail(e);
    }
}

fn fail(e: std::io::Error) -> ! {
    if e.kind() == std::io::ErrorKind::BrokenPipe {
        std::process::exit(i32::from(super::exit::OK));
    }
    eprintln!(
        "{}",
        crate::t!("cli-stdout-failed", error = crate::i18n::io_error(&e))
    );
    std::process::exit(i32::from(super::exit::ERROR));
}

/// `print!` that reports an I/O error and exits with status 2 instead of panicking.
macro_rules! out {
    ($($arg:tt)*) => { $crate::cli::output::write(format_args!($($arg)*)) };
}

/// `println!` that reports an I/O error and exits with status 2 instead of panicking.
macro_rules! outln {
    () => { $crate::cli::output::write(format_args!("\n")) };
    ($($arg:tt)*) => {{
        $crate::cli::output::write(format_args!($($arg)*));
        $crate::cli::output::write(format_args!("\n"));
    }};
}

/// A progress bar on stderr for work over many items; hidden for a few items, and indicatif
/// hides it by itself when stderr is not a terminal.
pub fn progress(len: usize, what: &str) -> indicatif::ProgressBar {
    if len < 4 {
        return indicatif::ProgressBar::hidden();
    }
    let bar = indicatif::ProgressBar::new(len as u64);
    let style = indicatif::ProgressStyle::with_template("{msg} [{bar:30}] {pos}/{len} {elapsed}")
        .unwrap_or_else(|_| indicatif::ProgressStyle::default_bar());
    bar.set_style(style.progress_chars("=> "));
    bar.set_message(what.to_owned());
    bar
}

pub use gridwright_formats::text::printable;

/// A line on stderr every [`Heartbeat::EVERY`] during long work when stderr is not a terminal
/// (a log file or a CI run, where the progress bar is hidden), so a long headless run is
/// never silent.
pub struct Heartbeat {
    what: String,
    last: std::time::Instant,
    on: bool,
}

impl Heartbeat {
    /// How often it speaks.
    pub const EVERY: std::time::Duration = std::time::Duration::from_secs(10);

    /// A heartbeat for `what` ("rounds", "games").
    pub fn new(what: impl Into<String>) -> Heartbeat {
        use std::io::IsTerminal;
        Heartbeat {
            what: what.into(),
            last: std::time::Instant::now(),
            on: !std::io::stderr().is_terminal(),
        }
    }

    /// Says `done` of `total` when the time has come.
    pub fn tick(&mut self, done: u64, total: u64) {
        self.tick_noting(done, total, String::new);
    }

    /// Says `done` of `total` and then `note()` (the time elapsed and left), when the time
    /// has come; `note` is only made then.
    pub fn tick_noting(&mut self, done: u64, total: u64, note: impl FnOnce() -> String) {
        let now = std::time::Instant::now();
        if let Some(line) = self.line_at(now, (done, total), note) {
            eprintln!("{line}");
        }
    }

    /// The line to say at `now`, if its time has come (the clock is an input, for tests).
    fn line_at(
        &mut self,
        now: std::time::Instant,
        (done, total): (u64, u64),
        note: impl FnOnce() -> String,
    ) -> Option<String> {
        if !self.on || now.saturating_duration_since(self.last) < Self::EVERY {
            return None;
        }
        self.last = now;
        let line = crate::t!(
            "cli-heartbeat",
            what = self.what.clone(),
            done = done,
            total = total
        );
        Some(format!("{line}{}", note()))
    }
}

/// The heartbeat's words after done/total: the time elapsed and, once known, the time left
/// (from the pace so far).
pub fn time_note(done: usize, total: usize, elapsed: std::time::Duration) -> String {
    use crate::bombfight::tournament_run::{duration_words, eta};
    let left = eta(done, total, elapsed).map_or(String::new(), |d| {
        crate::t!("cli-tourney-note-left", time = duration_words(d))
    });
    crate::t!(
        "cli-tourney-note-elapsed",
        time = duration_words(elapsed),
        left = left
    )
}

/// Runs `work` on a thread of its own while this one says, off a terminal, how far `bar`
/// is of `total` (`what`: "levels made"), with the time elapsed and left, every
/// [`Heartbeat::EVERY`]: one item (a level solved or made) can take minutes, so the
/// heartbeat cannot wait for the next to end.
pub fn with_heartbeat<T: Send>(
    bar: &indicatif::ProgressBar,
    total: usize,
    what: String,
    work: impl FnOnce() -> Result<T, String> + Send,
) -> Result<T, String> {
    let began = std::time::Instant::now();
    std::thread::scope(|s| {
        let worker = s.spawn(work);
        let mut beat = Heartbeat::new(what);
        while !worker.is_finished() {
            std::thread::sleep(std::time::Duration::from_millis(100));
            let done = bar.position();
            beat.tick_noting(done, total as u64, || {
                time_note(done as usize, total, began.elapsed())
            });
        }
        worker
            .join()
            .unwrap_or_else(|_| Err(crate::t!("shards-worker-crashed")))
    })
}

#[cfg(test)]
mod heartbeat_tests {
    use super::*;
    use std::time::Duration;

    /// A heartbeat off a terminal: silent for its first ten seconds, then a line, then
    /// silent for ten seconds again.
    #[test]
    fn the_heartbeat_speaks_every_ten_seconds() {
        crate::i18n::Language::English.set_for_thread();
        let mut beat = Heartbeat::new("levels optimized");
        beat.on = true;
        let at = |s| beat_start(&beat) + Duration::from_secs(s);
        let (nine, ten, fifteen) = (at(9), at(10), at(15));
        assert_eq!(beat.line_at(nine, (0, 2), String::new), None);
        assert_eq!(
            beat.line_at(ten, (1, 2), || time_note(1, 2, Duration::from_secs(10)))
                .as_deref(),
            Some("levels optimized: 1 of 2, 10 s elapsed, about 10 s left")
        );
        assert_eq!(beat.line_at(fifteen, (1, 2), String::new), None);
    }

    fn beat_start(beat: &Heartbeat) -> std::time::Instant {
        beat.last
    }

    #[test]
    fn the_heartbeat_says_the_time_elapsed_and_left() {
        let secs = Duration::from_secs;
        assert_eq!(time_note(0, 10, secs(3)), ", 3 s elapsed", "no pace yet");
        assert_eq!(time_note(2, 10, secs(6)), ", 6 s elapsed, about 24 s left");
    }
}
