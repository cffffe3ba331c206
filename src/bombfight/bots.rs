//! The built-in bots and their factory by name: `idle` and `random` here, the thinking ones
//! in `ai/`. Programs are `runner::ExternalBot`s; `players::PlayerSpec` makes either.

use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use super::bot::{Bot, BotError};
use super::engine::State;
use crate::grid::Dir;

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

#[cfg(test)]
mod tests {
    use gridwright_formats::bombfight::read_bflvl;

    use super::*;
    use crate::bombfight::action::Action;

    const MAP: &str = "9 5\n#########\n#A X    #\n# # # # #\n#      B#\n####E####\n30\n";

    fn state() -> State {
        State::new(&read_bflvl(MAP).unwrap()).unwrap()
    }

    /// Plays `bot` as player 1 against an idle player 2 for `turns` of its turns; its answers.
    fn answers(bot: &mut dyn Bot, turns: usize) -> Vec<String> {
        let mut s = state();
        let mut out = Vec::new();
        while out.len() < turns && !s.is_over() {
            let words = bot.answer(&s).unwrap();
            let before = s.positions[0];
            s.act(Action::parse(&words));
            assert!(
                s.ground(s.positions[0]).is_free(),
                "{words:?} from {before:?}"
            );
            out.push(words);
            s.act(Action::NONE);
        }
        out
    }

    #[test]
    fn every_built_in_name_makes_that_bot_and_no_other_name_does() {
        for name in BUILT_IN {
            assert_eq!(built_in(name, 1).map(|b| b.name()), Some(name.to_owned()));
        }
        assert!(built_in("nobody", 1).is_none());
    }

    #[test]
    fn idle_does_nothing() {
        assert!(answers(&mut Idle, 5).iter().all(String::is_empty));
    }

    #[test]
    fn the_random_walker_walks_free_cells_only_and_its_seed_decides_where() {
        let walk = |seed| answers(&mut RandomWalker::new(seed), 25);
        let one = walk(7);
        assert_eq!(one, walk(7));
        assert_ne!(one, walk(8));
        for w in &one {
            let a = Action::parse(w);
            assert!(!a.bomb, "it walks only: {w:?}");
        }
        assert!(one.iter().any(|w| !w.is_empty()), "it moves");
    }

    #[test]
    fn the_random_walker_shut_in_stays_put() {
        let l = read_bflvl("5 3\n#####\n#AXB#\n#####\n3\n").unwrap();
        let mut bot = RandomWalker::new(1);
        assert_eq!(bot.answer(&State::new(&l).unwrap()).unwrap(), "");
    }
}
