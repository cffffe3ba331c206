//! Bots: anything that answers a turn's input with action words. The built-in ones run in
//! the process through the same trait that runs programs (part 2), so the game loop never
//! knows which kind it has.

use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use super::engine::State;
use super::runner::BotLog;
use crate::grid::Dir;

/// Why a bot gave no answer (the turn is then no action).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum BotError {
    #[error("{0}")]
    Failed(String),
}

/// A player controlled by a program or by code. A bot gets the state and builds what it
/// reads from it (a program's protocol text, a walker's [`BotInput`]), so a turn costs what
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

/// The built-in bots, by name, weakest first: `idle` does nothing, `random` walks to random
/// cells (the original's sample), `greedy` goes for value per step and flees blasts,
/// `strong` plans a few rounds ahead with the engine.
pub const BUILT_IN: [&str; 4] = ["idle", "random", "greedy", "strong"];

/// A built-in bot by name, seeded; `None` for a name that is not one.
pub fn built_in(name: &str, seed: u64) -> Option<Box<dyn Bot>> {
    match name {
        "random" => Some(Box::new(RandomWalker::new(seed))),
        "idle" => Some(Box::new(Idle)),
        "greedy" => Some(Box::new(super::ai::greedy::Greedy::default())),
        "strong" => Some(Box::new(super::ai::strong::Strong::default())),
        _ => None,
    }
}

/// Does nothing, every turn.
#[derive(Debug, Clone, Copy)]
pub struct Idle;

impl Bot for Idle {
    fn name(&self) -> String {
        "idle".into()
    }
    fn answer(&mut self, _state: &State) -> Result<String, BotError> {
        Ok(String::new())
    }
}

/// The original's sample: picks a random reachable cell and walks there by a shortest path,
/// choosing a new target when it arrives or the way is blocked. It walks only. The path is
/// found once per target, so a turn on its way costs nothing, even on a 999x999 map.
#[derive(Debug, Clone)]
pub struct RandomWalker {
    rng: ChaCha8Rng,
    /// The cells still to walk, the next one last.
    path: Vec<(usize, usize)>,
}

impl RandomWalker {
    /// A walker whose targets come from `seed`, so a game replays.
    pub fn new(seed: u64) -> RandomWalker {
        RandomWalker {
            rng: crate::seed::rng(seed),
            path: Vec::new(),
        }
    }

    /// A shortest path from `from` to a random reachable cell other than it (the next cell
    /// last); empty when nothing is reachable.
    fn pick(&mut self, s: &State, from: (usize, usize)) -> Vec<(usize, usize)> {
        let w = s.width();
        let mut parent: Vec<Option<usize>> = vec![None; w * s.height()];
        let start = from.1 * w + from.0;
        parent[start] = Some(start);
        let mut queue = std::collections::VecDeque::from([from]);
        let mut reached = Vec::new();
        while let Some(c) = queue.pop_front() {
            for d in Dir::ALL {
                if let Some(n) = s.neighbour(c, d)
                    && s.ground(n).is_free()
                    && parent[n.1 * w + n.0].is_none()
                {
                    parent[n.1 * w + n.0] = Some(c.1 * w + c.0);
                    reached.push(n.1 * w + n.0);
                    queue.push_back(n);
                }
            }
        }
        if reached.is_empty() {
            return Vec::new();
        }
        reached.sort_unstable();
        let mut at = reached[self.rng.random_range(0..reached.len())];
        let mut path = Vec::new();
        while at != start {
            path.push((at % w, at / w));
            at = parent[at].unwrap_or(start);
        }
        path
    }
}

impl Bot for RandomWalker {
    fn name(&self) -> String {
        "random".into()
    }

    fn answer(&mut self, state: &State) -> Result<String, BotError> {
        let me = state.positions[state.to_act.index()];
        for _ in 0..2 {
            if self.path.is_empty() {
                self.path = self.pick(state, me);
            }
            let Some(&next) = self.path.last() else {
                return Ok(String::new());
            };
            let step = Dir::ALL
                .into_iter()
                .find(|&d| state.neighbour(me, d) == Some(next));
            if let Some(d) = step
                && state.ground(next).is_free()
            {
                self.path.pop();
                return Ok(dir_word(d).into());
            }
            // Blocked (a brick), or sent back to the start: a new target.
            self.path.clear();
        }
        Ok(String::new())
    }
}

fn dir_word(d: Dir) -> &'static str {
    match d {
        Dir::Up => "up",
        Dir::Down => "down",
        Dir::Left => "left",
        Dir::Right => "right",
    }
}
