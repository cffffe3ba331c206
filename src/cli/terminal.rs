//! Single key presses at a terminal, through crossterm: raw mode (no line editing, no echo)
//! for as long as a guard lives, restored when it drops, and keys read one at a time as the
//! terminal reports them (arrows, a lone Esc, any Unicode letter). Ctrl+C arrives as a key, so
//! the game can restore the terminal before it stops.

use std::time::Duration;

use crossterm::event::{Event, KeyCode, KeyEvent, KeyEventKind, KeyModifiers};

/// A key read at the terminal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyPress {
    /// A character key (Esc is `'\u{1b}'`).
    Char(char),
    /// The arrow up.
    Up,
    /// The arrow down.
    Down,
    /// The arrow left.
    Left,
    /// The arrow right.
    Right,
    /// Enter.
    Enter,
    /// Ctrl+C or Ctrl+D: stop.
    Quit,
}

/// The terminal in raw mode until this is dropped.
pub struct RawMode {
    /// A key [`RawMode::key_waiting`] read while looking, handed out by the next
    /// [`RawMode::next_key`].
    pending: Option<KeyPress>,
}

impl RawMode {
    /// Raw mode on the terminal, when standard input is one (piped input is read as lines,
    /// and crossterm would otherwise take keys from the controlling terminal instead). Output
    /// keeps its newline translation, so the games print lines as they do outside raw mode.
    pub fn enter() -> Option<RawMode> {
        use std::io::IsTerminal;
        if !std::io::stdin().is_terminal() {
            return None;
        }
        crossterm::terminal::enable_raw_mode().ok()?;
        keep_output_newlines();
        Some(RawMode { pending: None })
    }

    /// Whether a key is waiting at the terminal within `timeout` (for animations that the
    /// player can pause or speed up while they run); other events waiting are dropped.
    pub fn key_waiting(&mut self, timeout: Duration) -> bool {
        if self.pending.is_none() {
            self.pending = key_within(timeout);
        }
        self.pending.is_some()
    }

    /// The key [`RawMode::key_waiting`] found, else the next one from the terminal.
    pub fn next_key(&mut self) -> Option<KeyPress> {
        self.pending.take().or_else(read_key)
    }
}

impl Drop for RawMode {
    fn drop(&mut self) {
        let _ = crossterm::terminal::disable_raw_mode();
    }
}

/// crossterm's raw mode turns output processing off on Unix, so a `\n` would no longer
/// return to the first column; the games print whole lines, so it is turned back on.
#[cfg(unix)]
fn keep_output_newlines() {
    // SAFETY: tcgetattr and tcsetattr only read and write the termios struct given, for file
    // descriptor 0; a failure leaves the terminal as crossterm set it.
    unsafe {
        let mut t: libc::termios = std::mem::zeroed();
        if libc::tcgetattr(0, &mut t) == 0 {
            t.c_oflag |= libc::OPOST | libc::ONLCR;
            libc::tcsetattr(0, libc::TCSANOW, &t);
        }
    }
}

#[cfg(not(unix))]
fn keep_output_newlines() {}

/// The key a terminal event is, if it is a key press.
pub fn key_of(event: &Event) -> Option<KeyPress> {
    let Event::Key(KeyEvent {
        code,
        modifiers,
        kind,
        ..
    }) = event
    else {
        return None;
    };
    if *kind == KeyEventKind::Release {
        return None;
    }
    let ctrl = modifiers.contains(KeyModifiers::CONTROL);
    Some(match code {
        KeyCode::Char('c' | 'd') if ctrl => KeyPress::Quit,
        KeyCode::Char(c) => KeyPress::Char(*c),
        KeyCode::Enter => KeyPress::Enter,
        KeyCode::Esc => KeyPress::Char('\u{1b}'),
        KeyCode::Up => KeyPress::Up,
        KeyCode::Down => KeyPress::Down,
        KeyCode::Left => KeyPress::Left,
        KeyCode::Right => KeyPress::Right,
        _ => return None,
    })
}

/// The next key pressed at the terminal; `None` when the terminal cannot be read.
pub fn read_key() -> Option<KeyPress> {
    loop {
        if let Some(key) = key_of(&crossterm::event::read().ok()?) {
            return Some(key);
        }
    }
}

/// The first key pressed within `timeout`, if any; other events waiting are dropped.
fn key_within(timeout: Duration) -> Option<KeyPress> {
    let until = std::time::Instant::now() + timeout;
    loop {
        let left = until.saturating_duration_since(std::time::Instant::now());
        if !crossterm::event::poll(left).unwrap_or(false) {
            return None;
        }
        match crossterm::event::read() {
            Ok(e) => {
                if let Some(key) = key_of(&e) {
                    return Some(key);
                }
            }
            Err(_) => return None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(code: KeyCode, modifiers: KeyModifiers) -> Event {
        Event::Key(KeyEvent::new(code, modifiers))
    }

    #[test]
    fn letters_arrows_enter_esc_unicode_and_ctrl_c() {
        let none = KeyModifiers::NONE;
        let events = [
            key(KeyCode::Char('w'), none),
            key(KeyCode::Up, none),
            key(KeyCode::Left, none),
            key(KeyCode::Enter, none),
            key(KeyCode::Esc, none),
            key(KeyCode::Char('é'), none),
            key(KeyCode::Char('c'), KeyModifiers::CONTROL),
            Event::FocusGained,
        ];
        let keys: Vec<Option<KeyPress>> = events.iter().map(key_of).collect();
        assert_eq!(
            keys,
            [
                Some(KeyPress::Char('w')),
                Some(KeyPress::Up),
                Some(KeyPress::Left),
                Some(KeyPress::Enter),
                Some(KeyPress::Char('\u{1b}')),
                Some(KeyPress::Char('é')),
                Some(KeyPress::Quit),
                None
            ]
        );
    }
}

/// The longest line of piped input kept; the rest of a longer line is read and dropped.
pub const MAX_LINE: usize = 4096;

/// Lines of piped standard input for the console games: each cut at [`MAX_LINE`] bytes (a line
/// without end costs no memory), and a line that is not UTF-8 said on stderr and skipped
/// (the game goes on with the next line, rather than ending as if input had ended).
#[derive(Debug, Default)]
pub struct PipedLines {
    /// Lines read ahead (to see whether one was `q`) and not used yet.
    ahead: std::collections::VecDeque<String>,
    number: usize,
}

impl PipedLines {
    /// The next line, without its newline; `None` at the end of the input.
    pub fn next_line(&mut self) -> Option<String> {
        if let Some(l) = self.ahead.pop_front() {
            return Some(l);
        }
        loop {
            let bytes = read_capped_line()?;
            self.number += 1;
            match String::from_utf8(bytes) {
                Ok(s) => return Some(s.trim_end_matches(['\n', '\r']).to_owned()),
                Err(_) => eprintln!(
                    "note: line {} of the input is not UTF-8; it is skipped",
                    self.number
                ),
            }
        }
    }

    /// A line that is already waiting (read ahead, and kept for [`PipedLines::next_line`]),
    /// without blocking: how a piped auto-play sees a `q`.
    pub fn peek_waiting(&mut self) -> Option<&str> {
        if self.ahead.is_empty() && input_ready() {
            let line = self.next_line()?;
            self.ahead.push_back(line);
        }
        self.ahead.front().map(String::as_str)
    }

    /// Drops the line [`PipedLines::peek_waiting`] showed.
    pub fn take_waiting(&mut self) {
        self.ahead.pop_front();
    }
}

/// Whether standard input has something to read now (data or its end).
fn input_ready() -> bool {
    let mut fd = libc::pollfd {
        fd: 0,
        events: libc::POLLIN,
        revents: 0,
    };
    // SAFETY: one pollfd owned here, a zero timeout.
    unsafe { libc::poll(&mut fd, 1, 0) > 0 }
}

/// One line of standard input with its newline, its first [`MAX_LINE`] bytes kept; `None` at
/// the end of the input.
fn read_capped_line() -> Option<Vec<u8>> {
    use std::io::BufRead;
    let stdin = std::io::stdin();
    let mut input = stdin.lock();
    let mut line = Vec::new();
    loop {
        let buf = input.fill_buf().ok()?;
        if buf.is_empty() {
            return (!line.is_empty()).then_some(line);
        }
        let (chunk, done) = match buf.iter().position(|&b| b == b'\n') {
            Some(i) => (&buf[..=i], true),
            None => (buf, false),
        };
        let room = MAX_LINE.saturating_sub(line.len());
        line.extend_from_slice(&chunk[..chunk.len().min(room)]);
        let used = chunk.len();
        input.consume(used);
        if done {
            return Some(line);
        }
    }
}
