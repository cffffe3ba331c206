//! Best results of the invisible maze per parameter set (fewest mistakes, then fewest steps,
//! then least time), kept per user in `laby-records.toml` (`user_files`).

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::user_files::{UserFile, UserFiles};

/// The parameters a record belongs to.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ParamsKey {
    /// Rows of cells.
    pub height: usize,
    /// Columns of cells.
    pub width: usize,
    /// The chance of each interior wall, 0 to 1 (in the key to two decimals).
    pub density: f64,
    /// How long the maze is shown at the start, in seconds.
    pub seconds: f64,
    /// Lives at the start.
    pub lives: u32,
}

impl ParamsKey {
    /// The TOML key: `10x20 d0.20 s10 l5`.
    pub fn text(&self) -> String {
        format!(
            "{}x{} d{:.2} s{} l{}",
            self.height, self.width, self.density, self.seconds, self.lives
        )
    }
}

/// One best game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Best {
    /// Walls bumped into.
    pub mistakes: u32,
    /// Moves made (bumps are not moves).
    pub steps: usize,
    /// Milliseconds from the maze vanishing to the exit.
    pub time_ms: u64,
    /// The seed the maze was generated from, to play the same maze again.
    pub seed: u64,
}

impl Best {
    /// Whether `self` beats `other`: fewer mistakes, then fewer steps, then less time.
    pub fn beats(&self, other: &Best) -> bool {
        (self.mistakes, self.steps, self.time_ms) < (other.mistakes, other.steps, other.time_ms)
    }
}

/// Every parameter set's best game.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct LabyRecords {
    /// The best game per parameter set, keyed by [`ParamsKey::text`].
    #[serde(default)]
    pub best: BTreeMap<String, Best>,
    /// The parameters of the last game started, offered for the next one.
    #[serde(default)]
    pub last: Option<LastParams>,
    /// Where the records are written; `None`: nowhere (no user folder, or a file there that
    /// could not be read and so is left alone).
    #[serde(skip)]
    pub file: Option<PathBuf>,
}

/// What the new-game dialog asks, as the user last chose it.
#[derive(Debug, Clone, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct LastParams {
    /// Rows of cells.
    pub height: usize,
    /// Columns of cells.
    pub width: usize,
    /// The chance of each interior wall, 0 to 1.
    pub density: f64,
    /// How long the maze is shown at the start, in seconds.
    pub seconds: f64,
    /// Lives at the start.
    pub lives: u32,
    /// Whether only mazes with a way from the entrance to the exit are dealt.
    pub solvable: bool,
}

impl LabyRecords {
    /// The user's records (none when the file is missing or unreadable).
    pub fn load(files: &UserFiles) -> LabyRecords {
        let (records, file) = files.read(UserFile::LabyRecords);
        LabyRecords { file, ..records }
    }

    /// Remembers the parameters of a game just started, for the next new-game dialog.
    pub fn remember(&mut self, last: LastParams) -> std::io::Result<()> {
        if self.last.as_ref() != Some(&last) {
            self.last = Some(last);
            crate::user_files::write_toml(self.file.as_deref(), self)?;
        }
        Ok(())
    }

    /// The best game with these parameters, if any was won.
    pub fn get(&self, key: &ParamsKey) -> Option<&Best> {
        self.best.get(&key.text())
    }

    /// Keeps `game` if it beats the record; true when it did (and the file was written).
    pub fn offer(&mut self, key: &ParamsKey, game: Best) -> std::io::Result<bool> {
        let better = self.get(key).is_none_or(|b| game.beats(b));
        if better {
            self.best.insert(key.text(), game);
            crate::user_files::write_toml(self.file.as_deref(), self)?;
        }
        Ok(better)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_last_parameters_are_kept_in_the_file() {
        let dir = tempfile::tempdir().unwrap();
        let mut r = LabyRecords {
            file: Some(dir.path().join("laby-records.toml")),
            ..LabyRecords::default()
        };
        let last = LastParams {
            height: 7,
            width: 9,
            density: 0.3,
            seconds: 4.0,
            lives: 2,
            solvable: false,
        };
        r.remember(last.clone()).unwrap();
        let text = std::fs::read_to_string(dir.path().join("laby-records.toml")).unwrap();
        let back: LabyRecords = toml::from_str(&text).unwrap();
        assert_eq!(back.last, Some(last));
    }

    #[test]
    fn fewer_mistakes_then_steps_then_time() {
        let key = ParamsKey {
            height: 10,
            width: 20,
            density: 0.2,
            seconds: 10.0,
            lives: 5,
        };
        let mut r = LabyRecords::default();
        let b = |mistakes, steps, time_ms| Best {
            mistakes,
            steps,
            time_ms,
            seed: 1,
        };
        assert!(r.offer(&key, b(3, 40, 9000)).unwrap());
        assert!(!r.offer(&key, b(4, 10, 100)).unwrap(), "more mistakes lose");
        assert!(r.offer(&key, b(3, 30, 99999)).unwrap(), "fewer steps win");
        assert!(r.offer(&key, b(3, 30, 5000)).unwrap(), "then less time");
        assert_eq!(r.get(&key), Some(&b(3, 30, 5000)));
        assert_eq!(key.text(), "10x20 d0.20 s10 l5");
    }
}
