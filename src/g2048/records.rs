//! Best scores per ruleset, kept per user in `2048-records.toml` (`user_files`), keyed by
//! the rules (size, spawn table, target, start), not by the file's name, so copies share them.

use std::collections::BTreeMap;
use std::path::PathBuf;

use gridwright_formats::g2048::Level;
use serde::{Deserialize, Serialize};

use crate::user_files::{UserFile, UserFiles};

/// One ruleset's best game.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Best {
    /// The best score, as digits (scores can pass 64 bits).
    pub score: String,
    /// The highest tile of that game.
    pub highest: String,
    /// The level's title then.
    pub title: String,
}

/// Every ruleset's best.
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
pub struct Records {
    /// By ruleset key.
    #[serde(default)]
    pub rules: BTreeMap<String, Best>,
    /// Where they are kept; `None` keeps them in memory (tests).
    #[serde(skip)]
    pub file: Option<PathBuf>,
}

/// The key of a level's rules: what changes the game, in words.
pub fn key(level: &Level) -> String {
    let r = &level.rules;
    let spawn: Vec<String> = r
        .spawn
        .iter()
        .map(|s| format!("{}:{}", s.value, s.weight))
        .collect();
    let start = level.start.as_ref().map_or("none".to_owned(), |rows| {
        rows.iter()
            .map(|row| row.iter().map(u64::to_string).collect::<Vec<_>>().join(","))
            .collect::<Vec<_>>()
            .join("/")
    });
    format!(
        "{}x{} spawn {} target {} undo {} start {}",
        r.width,
        r.height,
        spawn.join(" "),
        r.target,
        r.undo,
        start
    )
}

impl Records {
    /// The user's records (none when the file is missing or unreadable).
    pub fn load(files: &UserFiles) -> Records {
        let (records, file) = files.read(UserFile::G2048Records);
        Records { file, ..records }
    }

    /// The best score of a level's rules.
    pub fn best(&self, level: &Level) -> Option<u128> {
        self.rules
            .get(&key(level))
            .and_then(|b| b.score.parse().ok())
    }

    /// Keeps a game's score when it beats the rules' best; true when it did (and the file was
    /// written, when there is one).
    pub fn offer(&mut self, level: &Level, score: u128, highest: &str) -> std::io::Result<bool> {
        if self.best(level).is_some_and(|b| b >= score) || score == 0 {
            return Ok(false);
        }
        self.rules.insert(
            key(level),
            Best {
                score: score.to_string(),
                highest: highest.to_owned(),
                title: level.title.clone(),
            },
        );
        crate::user_files::write_toml(self.file.as_deref(), self)?;
        Ok(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_best_score_is_kept_per_ruleset_not_per_name() {
        let mut r = Records::default();
        let a = Level {
            title: "A".into(),
            ..Level::default()
        };
        let b = Level {
            title: "B".into(),
            ..Level::default()
        };
        assert!(r.offer(&a, 100, "16").unwrap());
        assert!(
            !r.offer(&b, 50, "8").unwrap(),
            "the same rules under another name"
        );
        assert_eq!(r.best(&b), Some(100));
        let mut other = Level::default();
        other.rules.width = 5;
        assert_eq!(r.best(&other), None);
    }
}
