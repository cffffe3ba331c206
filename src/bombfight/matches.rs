//! A match: the map, who controls each side (a person or a bot), the state, and the record
//! of every turn, from which a replay is written and re-simulated. The window and the
//! terminal drive the same type; a bot and a person differ only in where the words come from.

use gridwright_formats::bombfight::{Level, Player, Replay};
use serde::Serialize;

use super::action::Action;
use super::bot::{Bot, BotError};
use super::engine::{End, Event, StartError, State};

/// Who plays a side.
pub enum Controller {
    /// A person: [`Match::play`] waits for its words (keys or a terminal line).
    Human,
    /// A built-in bot or a program, asked through [`Match::bot_turn`] or [`Match::lend_bot`].
    Bot(Box<dyn Bot>),
    /// A bot lent out to answer on another thread ([`Match::lend_bot`]).
    Away,
}

impl Controller {
    /// The name a result or a replay gives it.
    pub fn name(&self) -> String {
        match self {
            Controller::Human => "human".into(),
            Controller::Bot(b) => b.name(),
            Controller::Away => "bot".into(),
        }
    }
}

/// A game being played, with its record.
pub struct Match {
    /// The map as the game began, kept for the replay (the state holds the changes).
    pub level: Level,
    /// The game now; every turn goes through [`State::act`].
    pub state: State,
    /// Each side's player, by [`Player::index`].
    pub controllers: [Controller; 2],
    /// Every turn's words, in order.
    pub turns: Vec<String>,
    /// Every event so far, in order.
    pub events: Vec<Event>,
    /// Given to the built-in bots and saved in the replay, so the game can be played again.
    pub seed: u64,
    /// The starts were exchanged: player 1 began on `B`.
    pub swapped: bool,
    /// The last bot failure, to show (the turn was then no action).
    pub bot_error: Option<String>,
    /// The players' names, fixed at the start (a bot lent out still has its name).
    names: [String; 2],
}

impl Match {
    /// A new game on `level` (starts swapped when asked).
    pub fn new(
        level: Level,
        controllers: [Controller; 2],
        seed: u64,
        swapped: bool,
    ) -> Result<Match, StartError> {
        let state = if swapped {
            State::swapped(&level)?
        } else {
            State::new(&level)?
        };
        let names = [controllers[0].name(), controllers[1].name()];
        Ok(Match {
            level,
            state,
            names,
            controllers,
            turns: vec![],
            events: vec![],
            seed,
            swapped,
            bot_error: None,
        })
    }

    /// Whether the side to act is played by a person (the game waits for its words).
    pub fn waits_for_human(&self) -> bool {
        !self.state.is_over()
            && matches!(
                self.controllers[self.state.to_act.index()],
                Controller::Human
            )
    }

    /// Plays the turn of the side to act with `words`; returns what happened.
    pub fn play(&mut self, words: &str) -> Vec<Event> {
        if self.state.is_over() {
            return vec![];
        }
        let events = self.state.act(Action::parse(words));
        self.turns
            .push(Action::parse(words).words().replace('-', ""));
        self.events.extend(events.iter().cloned());
        if self.state.is_over() {
            for c in &mut self.controllers {
                if let Controller::Bot(b) = c {
                    b.end_game();
                }
            }
        }
        events
    }

    /// Asks the bot to act, when a bot has the turn; a failing bot's turn is no action.
    pub fn bot_turn(&mut self) -> Option<Vec<Event>> {
        let (mut bot, state) = self.lend_bot()?;
        let answer = bot.answer(&state);
        Some(self.answered(bot, answer))
    }

    /// Takes out the bot whose turn it is, with the state it must answer, so that it can
    /// think on another thread (the window's UI thread never waits on a bot); its side is
    /// [`Controller::Away`] until [`Match::answered`] gives it back.
    pub fn lend_bot(&mut self) -> Option<(Box<dyn Bot>, State)> {
        if self.state.is_over() {
            return None;
        }
        let side = &mut self.controllers[self.state.to_act.index()];
        if !matches!(side, Controller::Bot(_)) {
            return None;
        }
        let Controller::Bot(bot) = std::mem::replace(side, Controller::Away) else {
            return None;
        };
        Some((bot, self.state.clone()))
    }

    /// Plays a lent bot's answer (a failure is no action) and gives the bot its side back.
    pub fn answered(&mut self, bot: Box<dyn Bot>, answer: Result<String, BotError>) -> Vec<Event> {
        let words = match answer {
            Ok(w) => w,
            Err(e) => {
                let (name, error) = (bot.name(), e.to_string());
                self.bot_error = Some(crate::t!("bombfight-bot-error", name = name, error = error));
                String::new()
            }
        };
        let last = bot.log().and_then(|l| l.turns.back());
        if let Some(fault) = last.and_then(|t| t.faults.first()) {
            let (name, error) = (bot.name(), fault.to_string());
            self.bot_error = Some(crate::t!("bombfight-bot-error", name = name, error = error));
        }
        let side = self.state.to_act.index();
        if matches!(self.controllers[side], Controller::Away) {
            self.controllers[side] = Controller::Bot(bot);
        }
        self.play(&words)
    }

    /// Plays bots' turns until a person must act or the game is over.
    pub fn run_bots(&mut self) {
        while self.bot_turn().is_some() {}
    }

    /// The players' names, by side.
    pub fn names(&self) -> &[String; 2] {
        &self.names
    }

    /// The record, for saving.
    pub fn replay(&self) -> Replay {
        Replay {
            seed: self.seed,
            players: self.names.clone(),
            swapped: self.swapped,
            level: self.level.clone(),
            turns: self.turns.clone(),
        }
    }

    /// The result so far.
    pub fn summary(&self) -> Summary {
        Summary::of(&self.state, &self.events, &self.names)
    }
}

/// The first state of a replay's game.
fn start_of(r: &Replay) -> Result<State, StartError> {
    if r.swapped {
        State::swapped(&r.level)
    } else {
        State::new(&r.level)
    }
}

/// Re-simulates a replay to its end, keeping only the state at hand (a result costs one
/// state, however long the game).
pub fn final_state(r: &Replay) -> Result<State, StartError> {
    let mut state = start_of(r)?;
    for t in &r.turns {
        if state.is_over() {
            break;
        }
        state.act(Action::parse(t));
    }
    Ok(state)
}

/// Memory a replay's checkpoints may take, in bytes (about).
pub const TIMELINE_BYTES: usize = 128 << 20;

/// A replay's states for a viewer that steps and scrubs: checkpoints every `every` turns,
/// spaced so that they fit in [`TIMELINE_BYTES`] whatever the map and the number of turns,
/// and any turn's state re-simulated from the checkpoint before it (at most `every` turns).
pub struct Timeline {
    actions: Vec<Action>,
    checkpoints: Vec<State>,
    every: usize,
    /// The index of the last state (the turns played).
    last: usize,
}

impl Timeline {
    /// The timeline of `r`, simulated once.
    pub fn new(r: &Replay) -> Result<Timeline, StartError> {
        Timeline::within(r, TIMELINE_BYTES)
    }

    /// The timeline of `r` with checkpoints within `budget` bytes.
    pub fn within(r: &Replay, budget: usize) -> Result<Timeline, StartError> {
        let mut state = start_of(r)?;
        let cells = r.level.width() * r.level.height();
        let state_bytes = cells * std::mem::size_of::<super::engine::Ground>() + 256;
        let every = (r.turns.len() + 1).saturating_mul(state_bytes) / budget.max(1) + 1;
        let mut actions = Vec::new();
        let mut checkpoints = vec![state.clone()];
        for t in &r.turns {
            if state.is_over() {
                break;
            }
            let a = Action::parse(t);
            state.act(a);
            actions.push(a);
            if actions.len() % every == 0 {
                checkpoints.push(state.clone());
            }
        }
        Ok(Timeline {
            last: actions.len(),
            actions,
            checkpoints,
            every,
        })
    }

    /// The index of the last state: the number of turns played.
    pub fn last(&self) -> usize {
        self.last
    }

    /// The state after `i` turns (the last one past the end).
    pub fn state(&self, i: usize) -> State {
        let i = i.min(self.last);
        let c = i / self.every;
        let mut s = self.checkpoints[c].clone();
        for a in &self.actions[c * self.every..i] {
            s.act(*a);
        }
        s
    }
}

/// Re-simulates a replay: the states after every turn, the first being the start.
pub fn resimulate(r: &Replay) -> Result<Vec<State>, StartError> {
    let mut state = start_of(r)?;
    let mut states = vec![state.clone()];
    for t in &r.turns {
        if state.is_over() {
            break;
        }
        state.act(Action::parse(t));
        states.push(state.clone());
    }
    Ok(states)
}

/// How a game went, as `play` prints it (`--json`: one line of this).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Summary {
    /// The names the controllers had at the start, player 1 first.
    pub players: [String; 2],
    /// Points so far, player 1 first.
    pub scores: [i64; 2],
    /// 1 or 2, or `None` for a draw (or a game still going).
    pub winner: Option<u8>,
    /// Rounds completed.
    pub rounds: u32,
    /// `exit` (a player reached one), `rounds` (the limit), or `playing`.
    pub ended_by: &'static str,
    /// Items walked onto by either player.
    pub collected: usize,
    /// Bombs dropped (a `bomb` on a cell that has one drops none).
    pub bombs: usize,
    /// Bricks blown up.
    pub bricks: usize,
    /// Item-destroyed events: an item both players' blasts reached counts twice.
    pub items_destroyed: usize,
    /// Times a blast killed a player, either player's own bomb included.
    pub kills: usize,
}

impl Summary {
    fn of(state: &State, events: &[Event], names: &[String; 2]) -> Summary {
        let count = |f: fn(&Event) -> bool| events.iter().filter(|e| f(e)).count();
        Summary {
            players: names.clone(),
            scores: state.scores,
            winner: state.winner().map(Player::number),
            rounds: state.round,
            ended_by: match state.end {
                Some(End::Exit(_)) => "exit",
                Some(End::Rounds) => "rounds",
                None => "playing",
            },
            collected: count(|e| matches!(e, Event::Collect { .. })),
            bombs: count(|e| matches!(e, Event::BombPlaced { .. })),
            bricks: count(|e| matches!(e, Event::BrickDestroyed { .. })),
            items_destroyed: count(|e| matches!(e, Event::ItemDestroyed { .. })),
            kills: count(|e| matches!(e, Event::Kill { .. })),
        }
    }
}

#[cfg(test)]
mod tests {
    use gridwright_formats::bombfight::{Tile, read_bflvl};

    use super::*;
    use crate::bombfight::bots::{Idle, built_in};

    /// A corridor: A, a gem worth 40, an exit below B's end.
    const MAP: &str = "7 5\n#######\n#A9  B#\n# # # #\n#     #\n###E###\n20\n";

    fn level() -> Level {
        read_bflvl(MAP).unwrap()
    }

    /// A bot that fails every turn.
    struct Broken;

    impl Bot for Broken {
        fn name(&self) -> String {
            "broken".into()
        }
        fn answer(&mut self, _: &State) -> Result<String, BotError> {
            Err(BotError::Failed("no answer".into()))
        }
    }

    #[test]
    fn a_map_without_a_start_cannot_start_and_says_whose() {
        let mut l = level();
        l.set(5, 1, Tile::Empty);
        let e = Match::new(l, [Controller::Human, Controller::Human], 1, false)
            .err()
            .unwrap();
        assert_eq!(
            e,
            StartError {
                player: Player::Two,
                found: vec![]
            }
        );
        crate::i18n::Language::English.set_for_thread();
        assert_eq!(
            e.to_string(),
            "the map needs exactly one start B; it has none"
        );
        let two = StartError {
            player: Player::One,
            found: vec![(1, 1), (3, 1)],
        };
        assert_eq!(
            two.to_string(),
            "the map needs exactly one start A; it has 2 (x 1 y 1, x 3 y 1)"
        );
        // In French: the same start and squares, French words.
        crate::i18n::Language::French.set_for_thread();
        assert_eq!(
            e.to_string(),
            "la carte doit avoir exactement un départ B\u{a0}; elle n'en a aucun"
        );
        assert_eq!(
            two.to_string(),
            "la carte doit avoir exactement un départ A\u{a0}; elle en a 2 (x 1 y 1, x 3 y 1)"
        );
    }

    #[test]
    fn a_person_plays_by_words_and_the_record_replays_to_the_same_state() {
        let mut m = Match::new(level(), [Controller::Human, Controller::Human], 3, false).unwrap();
        assert!(m.waits_for_human());
        let events = m.play("right");
        assert!(
            events
                .iter()
                .any(|e| matches!(e, Event::Collect { points: 40, .. }))
        );
        m.play("left bomb");
        m.play("nonsense");
        assert_eq!(m.turns, ["right", "left bomb", ""]);
        assert_eq!(m.state.scores, [40, 0]);
        let r = m.replay();
        assert_eq!(final_state(&r).unwrap(), m.state);
        let states = resimulate(&r).unwrap();
        assert_eq!(states.len(), 4);
        assert_eq!(states[3], m.state);
        assert_eq!(m.summary().collected, 1);
        assert_eq!(m.summary().bombs, 1);
    }

    #[test]
    fn swapped_starts_put_each_player_on_the_other_start() {
        let m = Match::new(level(), [Controller::Human, Controller::Human], 1, true).unwrap();
        assert_eq!(m.state.positions, [(5, 1), (1, 1)]);
        assert_eq!(start_of(&m.replay()).unwrap().positions, [(5, 1), (1, 1)]);
    }

    #[test]
    fn a_lent_bot_leaves_its_side_away_until_it_answers() {
        let idle = Box::new(Idle);
        let mut m = Match::new(
            level(),
            [Controller::Bot(idle), Controller::Human],
            1,
            false,
        )
        .unwrap();
        let (bot, state) = m.lend_bot().unwrap();
        assert_eq!(state, m.state);
        assert!(matches!(m.controllers[0], Controller::Away));
        assert!(m.lend_bot().is_none(), "one bot out at a time");
        assert_eq!(m.names()[0], "idle", "its name stays while it is away");
        m.answered(bot, Ok("down".into()));
        assert!(matches!(m.controllers[0], Controller::Bot(_)));
        assert_eq!(m.turns, ["down"]);
        assert!(m.waits_for_human());
        assert!(m.bot_turn().is_none(), "a person's turn");
    }

    #[test]
    fn a_failing_bot_loses_its_turn_and_the_failure_is_kept() {
        let mut m = Match::new(
            level(),
            [
                Controller::Bot(Box::new(Broken)),
                Controller::Bot(Box::new(Idle)),
            ],
            1,
            false,
        )
        .unwrap();
        m.bot_turn();
        assert_eq!(m.turns, [""]);
        assert_eq!(m.bot_error.as_deref(), Some("broken: no answer"));
    }

    #[test]
    fn bots_play_to_the_end_by_the_round_limit() {
        let bots = [built_in("random", 1).unwrap(), built_in("idle", 2).unwrap()];
        let [a, b] = bots.map(Controller::Bot);
        let mut m = Match::new(level(), [a, b], 1, false).unwrap();
        m.run_bots();
        assert!(m.state.is_over());
        assert!(m.turns.len() <= 40);
        let s = m.summary();
        assert_ne!(s.ended_by, "playing");
        assert_eq!(final_state(&m.replay()).unwrap(), m.state);
    }

    #[test]
    fn a_timeline_in_a_small_budget_gives_the_states_of_a_full_resimulation() {
        let mut m = Match::new(level(), [Controller::Human, Controller::Human], 1, false).unwrap();
        for w in ["bomb", "", "right", "", "", "", "down", ""] {
            m.play(w);
        }
        let r = m.replay();
        let all = resimulate(&r).unwrap();
        let t = Timeline::within(&r, 1).unwrap();
        assert_eq!(t.last(), all.len() - 1);
        for (i, s) in all.iter().enumerate() {
            assert_eq!(&t.state(i), s, "state {i}");
        }
        assert_eq!(t.state(1000), all[all.len() - 1]);
    }
}
