//! Bots: anything that answers a turn's input with action words. The built-in ones run in
//! the process through the same trait that runs programs (part 2), so the game loop never
//! knows which kind it has.

use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use super::engine::State;
use super::protocol::{BRICK, BotInput, WALL};
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
/// choosing a new target when it arrives or the way is blocked. It walks only.
#[derive(Debug, Clone)]
pub struct RandomWalker {
    rng: ChaCha8Rng,
    target: Option<(usize, usize)>,
}

impl RandomWalker {
    /// A walker whose targets come from `seed`, so a game replays.
    pub fn new(seed: u64) -> RandomWalker {
        RandomWalker {
            rng: crate::seed::rng(seed),
            target: None,
        }
    }

    /// A random cell reachable from `from`, other than it.
    fn pick(&mut self, input: &BotInput, from: (usize, usize)) -> Option<(usize, usize)> {
        let reach = walk_distances(input, from);
        let cells: Vec<usize> = (0..reach.len())
            .filter(|&i| reach[i].is_some_and(|d| d > 0))
            .collect();
        if cells.is_empty() {
            return None;
        }
        let i = cells[self.rng.random_range(0..cells.len())];
        Some((i % input.width, i / input.width))
    }
}

impl Bot for RandomWalker {
    fn name(&self) -> String {
        "random".into()
    }

    fn answer(&mut self, state: &State) -> Result<String, BotError> {
        let input = &BotInput::of(state);
        let me = input.positions[input.to_act.index()];
        if self.target == Some(me) {
            self.target = None;
        }
        for _ in 0..2 {
            if self.target.is_none() {
                self.target = self.pick(input, me);
            }
            let Some(target) = self.target else {
                return Ok(String::new());
            };
            if let Some(d) = first_step(input, me, target) {
                return Ok(dir_word(d).into());
            }
            // Blocked (a brick or the map changed): a new target.
            self.target = None;
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

fn walkable(code: u32) -> bool {
    code != WALL && code != BRICK
}

fn neighbour(input: &BotInput, (x, y): (usize, usize), d: Dir) -> Option<(usize, usize)> {
    let (dx, dy) = d.delta();
    let n = (x.checked_add_signed(dx)?, y.checked_add_signed(dy)?);
    (n.0 < input.width && n.1 < input.height).then_some(n)
}

/// Steps from `from` to every cell, walking (walls and bricks block).
pub fn walk_distances(input: &BotInput, from: (usize, usize)) -> Vec<Option<u32>> {
    let w = input.width;
    let mut d = vec![None; input.cells.len()];
    let mut queue = std::collections::VecDeque::from([from]);
    d[from.1 * w + from.0] = Some(0);
    while let Some(c) = queue.pop_front() {
        let n = d[c.1 * w + c.0].unwrap_or(0);
        for dir in Dir::ALL {
            if let Some(next) = neighbour(input, c, dir)
                && walkable(input.code(next))
                && d[next.1 * w + next.0].is_none()
            {
                d[next.1 * w + next.0] = Some(n + 1);
                queue.push_back(next);
            }
        }
    }
    d
}

/// The first step of a shortest walk from `from` to `to`, if there is one.
pub fn first_step(input: &BotInput, from: (usize, usize), to: (usize, usize)) -> Option<Dir> {
    let back = walk_distances(input, to);
    let here = back[from.1 * input.width + from.0]?;
    Dir::ALL.into_iter().find(|&d| {
        neighbour(input, from, d)
            .is_some_and(|n| back[n.1 * input.width + n.0] == Some(here.wrapping_sub(1)))
    })
}
