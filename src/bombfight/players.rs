//! Who can play a side, as people name them: `human`, a built-in bot by name, or a program
//! (a command line, run per turn or persistent). The command line, the tournament and the
//! window's players dialog all go through this, so a name means the same everywhere.

use serde::{Deserialize, Serialize};

use super::bots::{self, BUILT_IN};
use super::matches::Controller;
use super::runner::{self, CommandError, ExternalBot, Limits, Mode};

/// A player that cannot be made.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayerError {
    /// Neither `human`, a built-in bot, nor a program that runs.
    NotAPlayer {
        /// What was given.
        text: String,
        /// Why it is not a program.
        why: CommandError,
    },
    /// A built-in bot's name that is not one (a settings file edited by hand).
    NoBuiltIn(String),
    /// A program's command that no longer runs.
    Command(#[from] CommandError),
}

/// In the language of the command line or the window: the catalog's words.
impl std::fmt::Display for PlayerError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            PlayerError::NotAPlayer { text, why } => f.write_str(&crate::t!(
                "bombfight-not-a-player",
                text = text.as_str(),
                bots = BUILT_IN.join(", "),
                why = why.to_string()
            )),
            PlayerError::NoBuiltIn(name) => {
                f.write_str(&crate::t!("bombfight-no-built-in", name = name.as_str()))
            }
            PlayerError::Command(e) => e.fmt(f),
        }
    }
}

/// A side's player, before the game makes it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum PlayerSpec {
    /// Played from the keyboard.
    Human,
    /// One of [`BUILT_IN`], made afresh for each game from its seed.
    BuiltIn {
        /// Its name in [`BUILT_IN`]; a hand-edited file may hold one that is not.
        name: String,
    },
    /// An executable speaking the protocol; its command is checked when parsed.
    Program {
        /// What results and replays call it.
        name: String,
        /// The command line, split as a shell would.
        command: String,
        /// Whether it runs once per turn or stays alive across turns.
        mode: Mode,
    },
}

impl PlayerSpec {
    /// `human`, a built-in bot's name, or else a program's command line (checked: the
    /// program must exist). A program is named after its command.
    pub fn parse(text: &str, mode: Mode) -> Result<PlayerSpec, PlayerError> {
        let text = text.trim();
        if text == "human" {
            return Ok(PlayerSpec::Human);
        }
        if BUILT_IN.contains(&text) {
            return Ok(PlayerSpec::BuiltIn { name: text.into() });
        }
        runner::command(text).map_err(|why| PlayerError::NotAPlayer {
            text: text.into(),
            why,
        })?;
        Ok(PlayerSpec::Program {
            name: program_name(text),
            command: text.into(),
            mode,
        })
    }

    /// The name results give it.
    pub fn name(&self) -> String {
        match self {
            PlayerSpec::Human => "human".into(),
            PlayerSpec::BuiltIn { name } | PlayerSpec::Program { name, .. } => name.clone(),
        }
    }

    /// The existing files a program's command line names (its script, its arguments): a
    /// run must not write its logs or replays over them.
    pub fn files_named(&self) -> Vec<std::path::PathBuf> {
        let PlayerSpec::Program { command, .. } = self else {
            return vec![];
        };
        shlex::split(command)
            .unwrap_or_default()
            .into_iter()
            .map(std::path::PathBuf::from)
            .filter(|p| p.is_file())
            .collect()
    }

    /// The controller for one game; built-in bots draw from `seed`.
    pub fn controller(&self, seed: u64, limits: Limits) -> Result<Controller, PlayerError> {
        Ok(match self {
            PlayerSpec::Human => Controller::Human,
            PlayerSpec::BuiltIn { name } => Controller::Bot(
                bots::built_in(name, seed).ok_or_else(|| PlayerError::NoBuiltIn(name.clone()))?,
            ),
            PlayerSpec::Program {
                name,
                command,
                mode,
            } => {
                let argv = runner::command(command)?;
                Controller::Bot(Box::new(ExternalBot::new(name, argv, *mode, limits)))
            }
        })
    }
}

/// A short name for a program: its file name, or the script's for an interpreter
/// (`python3 bots/mine.py` is `mine.py`).
fn program_name(command: &str) -> String {
    let argv = shlex::split(command).unwrap_or_default();
    let script = argv
        .iter()
        .skip(1)
        .find(|a| std::path::Path::new(a).is_file());
    let path = script.or(argv.first()).map_or(command, String::as_str);
    let base = path.rsplit('/').next().unwrap_or(path);
    base.chars().filter(|c| !c.is_control()).take(40).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_mean_the_same_everywhere() {
        assert_eq!(
            PlayerSpec::parse("human", Mode::PerTurn),
            Ok(PlayerSpec::Human)
        );
        assert_eq!(
            PlayerSpec::parse("random", Mode::PerTurn).map(|p| p.name()),
            Ok("random".into())
        );
        let p = PlayerSpec::parse("sh -c 'echo up'", Mode::Persistent).unwrap();
        assert!(matches!(
            p,
            PlayerSpec::Program {
                mode: Mode::Persistent,
                ..
            }
        ));
        let e = PlayerSpec::parse("no-such-program-here --x", Mode::PerTurn).unwrap_err();
        assert!(e.to_string().contains("not found"), "{e}");
        assert_eq!(program_name("python3 Cargo.toml"), "Cargo.toml");
        assert_eq!(program_name("/usr/bin/env x"), "env");
    }
}

/// What the window remembers of the players between sessions: the last game's sides, the
/// programs entered (newest first), the time limit and the seed.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default)]
pub struct PlayerSettings {
    /// What played player 1 and player 2 in the last game set up.
    pub sides: [PlayerSpec; 2],
    /// Newest first, at most `MAX_PROGRAMS`; one entered again moves to the front.
    pub programs: Vec<ProgramEntry>,
    /// Seconds a program has for each answer.
    pub time_limit: f64,
    /// The seed last entered in the players dialog, offered again.
    pub seed: u64,
    /// Where these are saved; `None` keeps them in memory (tests).
    #[serde(skip)]
    pub file: Option<std::path::PathBuf>,
}

/// A program entered once, offered again.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ProgramEntry {
    /// The command line as entered, split as a shell would when run.
    pub command: String,
    /// Whether it runs once per turn or stays alive across turns.
    pub mode: Mode,
}

/// Programs remembered, at most.
const MAX_PROGRAMS: usize = 12;

impl Default for PlayerSettings {
    fn default() -> PlayerSettings {
        PlayerSettings {
            sides: [
                PlayerSpec::Human,
                PlayerSpec::BuiltIn {
                    name: "random".into(),
                },
            ],
            programs: Vec::new(),
            time_limit: 2.0,
            seed: 1,
            file: None,
        }
    }
}

impl PlayerSettings {
    /// The user's settings (`bombfight-players.toml`), or the defaults.
    pub fn load(files: &crate::user_files::UserFiles) -> PlayerSettings {
        let (settings, file) = files.read(crate::user_files::UserFile::BombFightPlayers);
        PlayerSettings { file, ..settings }
    }

    /// Saves them where they were loaded from.
    pub fn save(&self) -> std::io::Result<()> {
        crate::user_files::write_toml(self.file.as_deref(), self)
    }

    /// Remembers the sides of a game about to start, and their programs first in the list.
    pub fn remember(&mut self, sides: &[PlayerSpec; 2]) {
        self.sides = sides.clone();
        for side in sides.iter().rev() {
            if let PlayerSpec::Program { command, mode, .. } = side {
                let entry = ProgramEntry {
                    command: command.clone(),
                    mode: *mode,
                };
                self.programs.retain(|p| p.command != entry.command);
                self.programs.insert(0, entry);
            }
        }
        self.programs.truncate(MAX_PROGRAMS);
    }

    /// The runner's limits from the settings (a time limit out of range: the default).
    pub fn limits(&self) -> Limits {
        let time = if self.time_limit.is_finite() && (0.05..=600.0).contains(&self.time_limit) {
            std::time::Duration::from_secs_f64(self.time_limit)
        } else {
            Limits::default().time
        };
        Limits {
            time,
            ..Limits::default()
        }
    }
}

impl PlayerSpec {
    /// A built-in bot by name (not checked; [`PlayerSpec::controller`] refuses an unknown one).
    pub fn built_in(name: &str) -> PlayerSpec {
        PlayerSpec::BuiltIn { name: name.into() }
    }
}

#[cfg(test)]
mod settings_tests {
    use super::*;

    #[test]
    fn the_settings_remember_programs_newest_first_and_read_back() {
        let dir = tempfile::tempdir().unwrap();
        let mut s = PlayerSettings::load(&crate::user_files::UserFiles::in_dir(dir.path()));
        let program = |c: &str| PlayerSpec::Program {
            name: c.into(),
            command: c.into(),
            mode: Mode::Persistent,
        };
        s.remember(&[program("a"), PlayerSpec::built_in("strong")]);
        s.remember(&[program("b"), program("a")]);
        let commands: Vec<&str> = s.programs.iter().map(|p| p.command.as_str()).collect();
        assert_eq!(commands, ["b", "a"]);
        s.save().unwrap();
        let back = PlayerSettings::load(&crate::user_files::UserFiles::in_dir(dir.path()));
        assert_eq!(back.sides, s.sides);
        assert_eq!(back.programs, s.programs);
    }
}
