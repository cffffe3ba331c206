//! Single key presses at a terminal: raw mode (no line editing, no echo) for as long as a
//! guard lives, restored when it drops, and keys read one at a time (arrows included). Ctrl+C
//! arrives as a key, so the game can restore the terminal before it stops.

use std::io::Read;

/// A key read at the terminal.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum KeyPress {
    Char(char),
    Up,
    Down,
    Left,
    Right,
    Enter,
    /// Ctrl+C or Ctrl+D: stop.
    Quit,
}

/// The terminal in raw mode until this is dropped.
pub struct RawMode {
    saved: libc::termios,
}

impl RawMode {
    /// Raw mode on standard input, when it is a terminal.
    pub fn enter() -> Option<RawMode> {
        // SAFETY: tcgetattr and tcsetattr only read and write the termios struct given, for
        // file descriptor 0; failures are reported by their return value.
        unsafe {
            let mut t: libc::termios = std::mem::zeroed();
            if libc::tcgetattr(0, &mut t) != 0 {
                return None;
            }
            let saved = t;
            t.c_lflag &= !(libc::ICANON | libc::ECHO | libc::ISIG);
            t.c_cc[libc::VMIN] = 1;
            t.c_cc[libc::VTIME] = 0;
            if libc::tcsetattr(0, libc::TCSANOW, &t) != 0 {
                return None;
            }
            Some(RawMode { saved })
        }
    }
}

impl Drop for RawMode {
    fn drop(&mut self) {
        // SAFETY: restores the settings read in `enter` on the same descriptor.
        unsafe {
            libc::tcsetattr(0, libc::TCSANOW, &self.saved);
        }
    }
}

/// The next key from standard input; `None` at the end of input.
pub fn read_key(input: &mut impl Read) -> Option<KeyPress> {
    let mut byte = [0u8; 1];
    input.read_exact(&mut byte).ok()?;
    Some(match byte[0] {
        3 | 4 => KeyPress::Quit,
        b'\r' | b'\n' => KeyPress::Enter,
        0x1b => {
            let mut seq = [0u8; 2];
            if input.read_exact(&mut seq).is_err() || seq[0] != b'[' {
                return Some(KeyPress::Char('\u{1b}'));
            }
            match seq[1] {
                b'A' => KeyPress::Up,
                b'B' => KeyPress::Down,
                b'C' => KeyPress::Right,
                b'D' => KeyPress::Left,
                _ => KeyPress::Char('\u{1b}'),
            }
        }
        b => KeyPress::Char(char::from(b)),
    })
}

/// Whether a key is waiting on standard input within `timeout` (for animations that the
/// player can pause or speed up while they run).
pub fn key_waiting(timeout: std::time::Duration) -> bool {
    let mut fd = libc::pollfd {
        fd: 0,
        events: libc::POLLIN,
        revents: 0,
    };
    let ms = timeout.as_millis().min(i32::MAX as u128) as i32;
    // SAFETY: one pollfd for descriptor 0, valid for the call.
    unsafe { libc::poll(&mut fd, 1, ms) > 0 }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn letters_arrows_enter_and_ctrl_c() {
        let mut input: &[u8] = b"w\x1b[A\x1b[D\r\x03";
        let keys: Vec<KeyPress> = std::iter::from_fn(|| read_key(&mut input)).collect();
        assert_eq!(
            keys,
            [
                KeyPress::Char('w'),
                KeyPress::Up,
                KeyPress::Left,
                KeyPress::Enter,
                KeyPress::Quit
            ]
        );
    }
}
