//! Who can play a side, as people name them: `human`, a built-in bot by name, or a program
//! (a command line, run per turn or persistent). The command line, the tournament and the
//! window's players dialog all go through this, so a name means the same everywhere.

use serde::{Deserialize, Serialize};

use super::bots::{self, BUILT_IN};
use super::matches::Controller;
use super::runner::{self, ExternalBot, Limits, Mode};

/// A side's player, before the game makes it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "kebab-case")]
pub enum PlayerSpec {
    Human,
    BuiltIn {
        name: String,
    },
    Program {
        /// What results and replays call it.
        name: String,
        /// The command line, split as a shell would.
        command: String,
        mode: Mode,
    },
}

impl PlayerSpec {
    /// `human`, a built-in bot's name, or else a program's command line (checked: the
    /// program must exist). A program is named after its command.
    pub fn parse(text: &str, mode: Mode) -> Result<PlayerSpec, String> {
        let text = text.trim();
        if text == "human" {
            return Ok(PlayerSpec::Human);
        }
        if BUILT_IN.contains(&text) {
            return Ok(PlayerSpec::BuiltIn { name: text.into() });
        }
        runner::command(text).map_err(|e| {
            format!(
                "'{text}' is not a player: human, a built-in bot ({}), or a program ({e})",
                BUILT_IN.join(", ")
            )
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

    /// The controller for one game; built-in bots draw from `seed`.
    pub fn controller(&self, seed: u64, limits: Limits) -> Result<Controller, String> {
        Ok(match self {
            PlayerSpec::Human => Controller::Human,
            PlayerSpec::BuiltIn { name } => Controller::Bot(
                bots::built_in(name, seed).ok_or_else(|| format!("no built-in bot '{name}'"))?,
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
        assert!(e.contains("not found"), "{e}");
        assert_eq!(program_name("python3 Cargo.toml"), "Cargo.toml");
        assert_eq!(program_name("/usr/bin/env x"), "env");
    }
}
