//! Standard output that reports its failures. `println!` panics when stdout is full or
//! closed; a command-line tool should say what went wrong and exit with status 2 instead.
//! A reader that went away (a closed pipe) is no error: SIGPIPE ends the process quietly, and
//! where the signal is ignored, the `BrokenPipe` error ends it quietly too.

use std::fmt;
use std::io::Write;

/// Writes formatted text to stdout, or ends the process with status 2 on an I/O error.
pub fn write(args: fmt::Arguments) {
    let mut out = std::io::stdout().lock();
    if let Err(e) = out.write_fmt(args) {
        fail(e);
    }
}

/// Writes bytes to stdout, or ends the process with status 2 on an I/O error.
pub fn write_bytes(bytes: &[u8]) {
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
    eprintln!("gridwright: cannot write to standard output: {e}");
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

/// Text from a file or a bot made safe for a terminal: control characters (escape sequences
/// among them, C1 controls too) are shown escaped (`\u{1b}`), so a title or a name cannot
/// move the cursor, clear the screen or retitle the window.
pub fn printable(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}
