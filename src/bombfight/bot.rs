//! The `Bot` trait: anything that answers a turn with action words. Built-in bots, the
//! thinking ones of `ai/` and programs run by `runner/` all implement it, so the game loop,
//! the tournament and the window never ask which kind they have. It names only the engine's
//! state and the turn log, so no bot module depends on another through it.

use super::bot_log::BotLog;
use super::engine::State;

/// Why a bot gave no answer (the turn is then no action).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BotError {
    /// The bot could not answer, and says why.
    #[error("{0}")]
    Failed(String),
}

/// A player controlled by a program or by code. A bot gets the state and builds what it
/// reads from it (a program's protocol text, a walker's `BotInput`), so a turn costs what
/// the bot needs: an idle bot costs nothing.
pub trait Bot: Send {
    /// The bot's name, for results and replays.
    fn name(&self) -> String;
    /// The answer for the player to act in `state`: the protocol's words (`up bomb`, `left`,
    /// nothing).
    fn answer(&mut self, state: &State) -> Result<String, BotError>;
    /// What a program did turn by turn (built-in bots keep none).
    fn log(&self) -> Option<&BotLog> {
        None
    }
    /// The game is over: a program still running is stopped (so none outlives its game).
    fn end_game(&mut self) {}
}
