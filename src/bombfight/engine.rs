//! The rules as a pure function of the state and each turn's action: moves, collecting,
//! bombs and their timers, blasts with chain reactions, kills, exits and the round limit.
//! Nothing here reads a clock or a random number, so a game is replayed from its actions.

use gridwright_formats::bombfight::{Item, Level, Player, Tile};

use super::action::Action;
use crate::grid::Dir;

/// How far a blast reaches from its bomb in each direction.
pub const BLAST_RANGE: usize = 3;
/// The timer a bomb is placed with; it explodes at the end of the round it shows 0.
pub const BOMB_TIMER: u8 = 3;
/// Points for reaching an exit (the game then ends).
pub const EXIT_POINTS: i64 = 80;
/// Points for being killed by a blast.
pub const KILL_POINTS: i64 = -40;

/// What collecting `item` is worth (a blast that destroys it gives its bomb's owner twice
/// that): mushrooms `0`-`4` are -20, -15, -10, -6, -3; gems `5`-`9` are 5, 10, 20, 25, 40.
/// A rule of the game, beside the other points, not a fact of the file format.
pub fn item_points(item: Item) -> i32 {
    const POINTS: [i32; 10] = [-20, -15, -10, -6, -3, 5, 10, 20, 25, 40];
    POINTS[usize::from(item.digit())]
}

/// A cell during play (a start cell is empty ground).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Ground {
    /// Ground a player may stand on; a start cell becomes this too.
    Empty,
    /// Blocks moves and blasts and is never destroyed.
    Wall,
    /// Blocks moves; a blast reaching it stops there and turns it to [`Ground::Empty`].
    Brick,
    /// Free to walk on; stepping onto it gives [`EXIT_POINTS`] and ends the game.
    Exit,
    /// A gem or mushroom, until walked onto or blown up; blasts pass through it.
    Item(Item),
}

impl Ground {
    fn of(tile: Tile) -> Ground {
        match tile {
            Tile::Empty | Tile::Start(_) => Ground::Empty,
            Tile::Wall => Ground::Wall,
            Tile::Brick => Ground::Brick,
            Tile::Exit => Ground::Exit,
            Tile::Item(i) => Ground::Item(i),
        }
    }

    /// Walls and bricks block a move; nothing else does.
    pub fn is_free(self) -> bool {
        !matches!(self, Ground::Wall | Ground::Brick)
    }
}

/// A bomb on the map.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Bomb {
    /// Its cell as `(x, y)`; at most one bomb per cell.
    pub at: (usize, usize),
    /// Who dropped it: credited (or charged) for the items its blast destroys.
    pub owner: Player,
    /// Placed at [`BOMB_TIMER`], down by one at each round's end; at 0 it goes off then.
    pub timer: u8,
}

/// Why the game ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum End {
    /// The player stepped onto an exit.
    Exit(Player),
    /// The rounds ran out.
    Rounds,
}

/// What happened during a turn; every change of a score is one event with its value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Event {
    /// A player stepped to a free cell; a blocked move gives no event.
    Move {
        /// Who moved.
        player: Player,
        /// The cell stepped onto, `(x, y)`.
        to: (usize, usize),
    },
    /// A player walked onto an item and got its value (negative for a mushroom).
    Collect {
        /// Who collected it.
        player: Player,
        /// The item's cell, now empty.
        at: (usize, usize),
        /// The item that was there.
        item: Item,
        /// Added to the player's score: [`item_points`] of the item.
        points: i64,
    },
    /// A bomb was dropped; none is when the cell already holds one.
    BombPlaced {
        /// The bomb's owner.
        player: Player,
        /// The cell the player stood on when dropping it.
        at: (usize, usize),
    },
    /// A bomb went off; `cells` are every cell its blast reached, its own included.
    Explosion {
        /// The bomb's owner.
        owner: Player,
        /// The bomb's cell.
        at: (usize, usize),
        /// Traced on the map as it was before this round's explosions.
        cells: Vec<(usize, usize)>,
    },
    /// A blast reached a brick, which is now empty ground (once, however many blasts reached it).
    BrickDestroyed {
        /// The brick's cell.
        at: (usize, usize),
    },
    /// An item blown up: doubled value for the bomb's owner.
    ItemDestroyed {
        /// Whose blast reached it; when both players' did, each gets an event of its own.
        owner: Player,
        /// The item's cell, now empty.
        at: (usize, usize),
        /// The item that was there.
        item: Item,
        /// Twice [`item_points`]: a blown-up mushroom costs its owner double.
        points: i64,
    },
    /// A blast reached a player, who goes back to its start (once, however many blasts).
    Kill {
        /// Who was killed (own bomb or the other player's alike).
        player: Player,
        /// Where the player stood when the blast reached it.
        at: (usize, usize),
        /// Always [`KILL_POINTS`].
        points: i64,
    },
    /// A player stepped onto an exit; a [`Event::GameOver`] follows.
    Exit {
        /// Who reached it.
        player: Player,
        /// The exit's cell.
        at: (usize, usize),
        /// Always [`EXIT_POINTS`].
        points: i64,
    },
    /// The last event of a game: no action counts after it.
    GameOver(End),
}

impl Event {
    /// A log line for the events people want to see, in the language of the command line or
    /// the window (the catalog's words). Points are signed (`+5`, `-3`).
    pub fn describe(&self) -> Option<String> {
        let name = |p: &Player| if *p == Player::One { "A" } else { "B" };
        let signed = |points: &i64| format!("{points:+}");
        let at = |c: &(usize, usize)| square(*c).to_string();
        Some(match self {
            Event::Collect {
                player,
                item,
                points,
                ..
            } => crate::t!(
                "bombfight-event-collect",
                player = name(player),
                item = if item.is_gem() { "gem" } else { "mushroom" },
                points = signed(points)
            ),
            Event::ItemDestroyed { owner, points, .. } => crate::t!(
                "bombfight-event-item-destroyed",
                player = name(owner),
                points = signed(points)
            ),
            Event::BrickDestroyed { at: c } => {
                crate::t!("bombfight-event-brick-destroyed", square = at(c))
            }
            Event::Kill { player, points, .. } => crate::t!(
                "bombfight-event-kill",
                player = name(player),
                points = signed(points)
            ),
            Event::Exit { player, points, .. } => crate::t!(
                "bombfight-event-exit",
                player = name(player),
                points = signed(points)
            ),
            Event::BombPlaced { player, at: c } => crate::t!(
                "bombfight-event-bomb-placed",
                player = name(player),
                square = at(c)
            ),
            Event::Explosion {
                owner,
                at: c,
                cells,
            } => crate::t!(
                "bombfight-event-explosion",
                player = name(owner),
                square = at(c),
                n = cells.len()
            ),
            Event::GameOver(End::Rounds) => crate::t!("bombfight-event-rounds-ran-out"),
            Event::GameOver(End::Exit(_)) | Event::Move { .. } => return None,
        })
    }

    /// Whose score the event changes, and by how much.
    pub fn points(&self) -> Option<(Player, i64)> {
        match *self {
            Event::Collect { player, points, .. }
            | Event::Kill { player, points, .. }
            | Event::Exit { player, points, .. } => Some((player, points)),
            Event::ItemDestroyed { owner, points, .. } => Some((owner, points)),
            _ => None,
        }
    }
}

/// A map a game cannot start on: a player without exactly one start. Said in the language of
/// the command line or the window (the catalog's words).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", start_words(*.player, .found))]
pub struct StartError {
    /// The player whose start is missing or not alone.
    pub player: Player,
    /// Where its starts are (none, or more than one).
    pub found: Vec<(usize, usize)>,
}

/// A cell of the engine's `(x, y)` as a [`crate::grid::Pos`], whose Display is the one way a
/// square is named to users (`x 9 y 1`): logs, checks and the status bar all go through it.
pub fn square((x, y): (usize, usize)) -> crate::grid::Pos {
    crate::grid::Pos::new(x, y)
}

/// A [`StartError`] in words: the start missing or not alone, and where the map has it.
fn start_words(player: Player, found: &[(usize, usize)]) -> String {
    let at: Vec<String> = found.iter().map(|&c| square(c).to_string()).collect();
    crate::t!(
        "bombfight-start-error",
        start = Tile::Start(player).to_char().to_string(),
        n = found.len(),
        at = at.join(", ")
    )
}

/// A game in progress.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct State {
    width: usize,
    height: usize,
    ground: Vec<Ground>,
    /// Bombs still to go off, in the order they were dropped.
    pub bombs: Vec<Bomb>,
    /// Where each player stands, by [`Player::index`]; a killed one is put back on its start.
    pub positions: [(usize, usize); 2],
    /// Each player's start, by [`Player::index`]; [`State::swapped`] exchanges them.
    pub starts: [(usize, usize); 2],
    /// Each player's points, by [`Player::index`]; may go negative.
    pub scores: [i64; 2],
    /// Rounds played: those completed, and the one an exit ended (a game ended by an exit in
    /// its 3rd round has played 3), so every report of a finished game counts the same.
    pub round: u32,
    /// The round limit.
    pub rounds: u32,
    /// Whose turn it is; player 1 acts first in every round.
    pub to_act: Player,
    /// Set once the game is over; `Some` from the start on a map of 0 rounds.
    pub end: Option<End>,
}

impl State {
    /// The first turn of a game on `level`: each player on its start, player 1 to act.
    pub fn new(level: &Level) -> Result<State, StartError> {
        let start = |player: Player| match level.starts(player)[..] {
            [one] => Ok(one),
            ref all => Err(StartError {
                player,
                found: all.to_vec(),
            }),
        };
        let starts = [start(Player::One)?, start(Player::Two)?];
        Ok(State {
            width: level.width(),
            height: level.height(),
            ground: level.tiles().iter().map(|t| Ground::of(*t)).collect(),
            bombs: vec![],
            positions: starts,
            starts,
            scores: [0, 0],
            round: 0,
            rounds: level.rounds,
            to_act: Player::One,
            end: (level.rounds == 0).then_some(End::Rounds),
        })
    }

    /// The same game with the players' starts swapped (for "play again, swapped").
    pub fn swapped(level: &Level) -> Result<State, StartError> {
        let mut s = State::new(level)?;
        s.starts.swap(0, 1);
        s.positions = s.starts;
        Ok(s)
    }

    /// Cells across.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Cells down.
    pub fn height(&self) -> usize {
        self.height
    }

    /// The ground at `(x, y)`; outside the map is wall.
    pub fn ground(&self, (x, y): (usize, usize)) -> Ground {
        if x < self.width && y < self.height {
            self.ground[y * self.width + x]
        } else {
            Ground::Wall
        }
    }

    /// The bomb on a cell, if any.
    pub fn bomb_at(&self, at: (usize, usize)) -> Option<&Bomb> {
        self.bombs.iter().find(|b| b.at == at)
    }

    /// Rounds still to play, the current one included (the protocol's "rounds left").
    pub fn rounds_left(&self) -> u32 {
        self.rounds.saturating_sub(self.round)
    }

    /// The round being played, from 1; once the game is over, the last one played (the one an
    /// exit ended, or the last of the limit), which is what a window shows beside the scores.
    pub fn round_number(&self) -> u32 {
        if self.is_over() {
            self.round.max(1).min(self.rounds.max(1))
        } else {
            self.round + 1
        }
    }

    /// Whether an exit was reached or the rounds ran out: no action counts after.
    pub fn is_over(&self) -> bool {
        self.end.is_some()
    }

    /// The winner once the game is over: more points; `None` for a draw or a game going on.
    pub fn winner(&self) -> Option<Player> {
        self.end?;
        match self.scores[0].cmp(&self.scores[1]) {
            std::cmp::Ordering::Greater => Some(Player::One),
            std::cmp::Ordering::Less => Some(Player::Two),
            std::cmp::Ordering::Equal => None,
        }
    }

    /// The neighbour of a cell in a direction, if inside the map.
    pub fn neighbour(&self, (x, y): (usize, usize), d: Dir) -> Option<(usize, usize)> {
        let (dx, dy) = d.delta();
        let nx = x.checked_add_signed(dx)?;
        let ny = y.checked_add_signed(dy)?;
        (nx < self.width && ny < self.height).then_some((nx, ny))
    }

    /// Applies the action of the player to act. After player 2 (the end of a round) the bombs
    /// go off and count down, and the round limit is checked. A finished game ignores it.
    pub fn act(&mut self, action: Action) -> Vec<Event> {
        let mut events = Vec::new();
        if self.end.is_some() {
            return events;
        }
        let p = self.to_act;
        if action.bomb && action.bomb_first {
            self.place_bomb(p, &mut events);
        }
        if let Some(d) = action.step {
            self.step(p, d, &mut events);
        }
        if action.bomb && !action.bomb_first && self.end.is_none() {
            self.place_bomb(p, &mut events);
        }
        if self.end.is_some() {
            return events;
        }
        self.to_act = p.other();
        if p == Player::Two {
            self.end_round(&mut events);
        }
        events
    }

    fn place_bomb(&mut self, p: Player, events: &mut Vec<Event>) {
        let at = self.positions[p.index()];
        if self.bomb_at(at).is_none() {
            self.bombs.push(Bomb {
                at,
                owner: p,
                timer: BOMB_TIMER,
            });
            events.push(Event::BombPlaced { player: p, at });
        }
    }

    fn step(&mut self, p: Player, d: Dir, events: &mut Vec<Event>) {
        let Some(to) = self.neighbour(self.positions[p.index()], d) else {
            return;
        };
        if !self.ground(to).is_free() {
            return;
        }
        self.positions[p.index()] = to;
        events.push(Event::Move { player: p, to });
        match self.ground(to) {
            Ground::Item(item) => {
                self.set_ground(to, Ground::Empty);
                self.score(
                    Event::Collect {
                        player: p,
                        at: to,
                        item,
                        points: i64::from(item_points(item)),
                    },
                    events,
                );
            }
            Ground::Exit => {
                self.score(
                    Event::Exit {
                        player: p,
                        at: to,
                        points: EXIT_POINTS,
                    },
                    events,
                );
                self.round += 1;
                self.finish(End::Exit(p), events);
            }
            _ => {}
        }
    }

    fn set_ground(&mut self, (x, y): (usize, usize), g: Ground) {
        self.ground[y * self.width + x] = g;
    }

    /// Adds an event and its points.
    fn score(&mut self, event: Event, events: &mut Vec<Event>) {
        if let Some((p, points)) = event.points() {
            self.scores[p.index()] = self.scores[p.index()].saturating_add(points);
        }
        events.push(event);
    }

    fn finish(&mut self, end: End, events: &mut Vec<Event>) {
        self.end = Some(end);
        events.push(Event::GameOver(end));
    }

    /// The end of a round: bombs at 0 explode (with every bomb their blasts reach), the
    /// others count down; then the round limit.
    fn end_round(&mut self, events: &mut Vec<Event>) {
        if self.bombs.iter().any(|b| b.timer == 0) {
            self.explode_due(events);
        }
        for b in &mut self.bombs {
            b.timer = b.timer.saturating_sub(1);
        }
        self.round += 1;
        if self.round >= self.rounds {
            self.finish(End::Rounds, events);
        }
    }

    /// Every bomb that goes off this step: those at 0 and, transitively, every bomb a blast
    /// reaches, with each one's blast traced on the map as it was before the step. Sorted by
    /// cell, so nothing after depends on the order the bombs were kept in.
    fn due_blasts(&self) -> Vec<(Bomb, Vec<(usize, usize)>)> {
        let mut going: Vec<Bomb> = self
            .bombs
            .iter()
            .filter(|b| b.timer == 0)
            .copied()
            .collect();
        let mut blasts = Vec::new();
        let mut next = 0;
        while let Some(&bomb) = going.get(next) {
            next += 1;
            let cells = self.blast_cells(bomb.at);
            for b in &self.bombs {
                if cells.contains(&b.at) && !going.iter().any(|g| g.at == b.at) {
                    going.push(*b);
                }
            }
            blasts.push((bomb, cells));
        }
        blasts.sort_by_key(|(b, _)| (b.at.1, b.at.0));
        blasts
    }

    /// The step's explosions together (**decided**): a brick any blast reaches is destroyed
    /// once; an item is destroyed once and each player whose blast reached it gets its doubled
    /// value; a player any blast reaches loses [`KILL_POINTS`] once and goes back to its start.
    fn explode_due(&mut self, events: &mut Vec<Event>) {
        let blasts = self.due_blasts();
        self.bombs
            .retain(|b| !blasts.iter().any(|(g, _)| g.at == b.at));
        let mut reached = reached_by(blasts.iter().map(|(b, cells)| (b.owner, cells.as_slice())));
        reached.sort_by_key(|(at, _)| (at.1, at.0));
        for &(at, by) in &reached {
            self.blow_up(at, by, events);
        }
        for p in Player::BOTH {
            let pos = self.positions[p.index()];
            if reached.iter().any(|(at, _)| *at == pos) {
                let kill = Event::Kill {
                    player: p,
                    at: pos,
                    points: KILL_POINTS,
                };
                self.score(kill, events);
                self.positions[p.index()] = self.starts[p.index()];
            }
        }
        for (bomb, cells) in blasts {
            events.push(Event::Explosion {
                owner: bomb.owner,
                at: bomb.at,
                cells,
            });
        }
    }

    /// What the step's blasts do to one cell they reached, `by` saying whose blasts did.
    fn blow_up(&mut self, at: (usize, usize), by: [bool; 2], events: &mut Vec<Event>) {
        match self.ground(at) {
            Ground::Brick => {
                self.set_ground(at, Ground::Empty);
                events.push(Event::BrickDestroyed { at });
            }
            Ground::Item(item) => {
                self.set_ground(at, Ground::Empty);
                for owner in Player::BOTH.into_iter().filter(|p| by[p.index()]) {
                    let points = i64::from(item_points(item)) * 2;
                    let e = Event::ItemDestroyed {
                        owner,
                        at,
                        item,
                        points,
                    };
                    self.score(e, events);
                }
            }
            Ground::Empty | Ground::Wall | Ground::Exit => {}
        }
    }

    /// The cells a blast from `at` reaches on the current map: its own, then up to
    /// [`BLAST_RANGE`] each way, through bombs and items, stopped by a wall (not reached) or a
    /// brick (reached).
    pub fn blast_cells(&self, at: (usize, usize)) -> Vec<(usize, usize)> {
        let mut cells = vec![at];
        for d in Dir::ALL {
            let mut c = at;
            for _ in 0..BLAST_RANGE {
                let Some(next) = self.neighbour(c, d) else {
                    break;
                };
                c = next;
                match self.ground(c) {
                    Ground::Wall => break,
                    Ground::Brick => {
                        cells.push(c);
                        break;
                    }
                    Ground::Item(_) | Ground::Empty | Ground::Exit => cells.push(c),
                }
            }
        }
        cells
    }
}

/// Every cell some blast reaches, once, with whose blasts reach it (by player index).
pub fn reached_by<'a>(
    blasts: impl Iterator<Item = (Player, &'a [(usize, usize)])>,
) -> Vec<((usize, usize), [bool; 2])> {
    let mut reached: Vec<((usize, usize), [bool; 2])> = Vec::new();
    for (owner, cells) in blasts {
        for &c in cells {
            match reached.iter_mut().find(|(at, _)| *at == c) {
                Some((_, by)) => by[owner.index()] = true,
                None => {
                    let mut by = [false; 2];
                    by[owner.index()] = true;
                    reached.push((c, by));
                }
            }
        }
    }
    reached
}

#[cfg(test)]
mod tests {
    use super::*;
    use gridwright_formats::bombfight::read_bflvl;

    fn state(map: &str) -> State {
        State::new(&read_bflvl(map).unwrap()).unwrap()
    }

    #[test]
    fn item_values_follow_the_spec() {
        let points: Vec<i32> = Item::ALL.iter().map(|&i| item_points(i)).collect();
        assert_eq!(points, [-20, -15, -10, -6, -3, 5, 10, 20, 25, 40]);
    }

    fn round(s: &mut State, a: &str, b: &str) -> Vec<Event> {
        let mut e = s.act(Action::parse(a));
        e.extend(s.act(Action::parse(b)));
        e
    }

    const CORRIDOR: &str =
        "11 5\n###########\n#A 9 X   B#\n# # # # # #\n#         #\n####E######\n30\n";

    #[test]
    fn the_log_names_squares_as_the_status_bar_does() {
        let mut s = state(CORRIDOR);
        let e = round(&mut s, "bomb down", "");
        let lines: Vec<String> = e.iter().filter_map(Event::describe).collect();
        assert_eq!(lines, ["A dropped a bomb at x 1 y 1"]);
        let blast = Event::Explosion {
            owner: Player::Two,
            at: (9, 3),
            cells: vec![(9, 3)],
        };
        // Before: "(1 cells)"; one cell is singular now.
        assert_eq!(
            blast.describe().as_deref(),
            Some("B's bomb at x 9 y 3 went off (1 cell)")
        );
        let brick = Event::BrickDestroyed { at: (5, 1) };
        assert_eq!(
            brick.describe().as_deref(),
            Some("a brick at x 5 y 1 was destroyed")
        );
        let collect = Event::Collect {
            player: Player::One,
            item: Item::from_digit(5).unwrap(),
            at: (3, 1),
            points: 5,
        };
        assert_eq!(
            collect.describe().as_deref(),
            Some("A collected a gem (+5)")
        );
        // In French: the same squares and points, French words.
        crate::i18n::Language::French.set_for_thread();
        assert_eq!(
            blast.describe().as_deref(),
            Some("la bombe de B en x 9 y 3 a explosé (1 case)")
        );
        assert_eq!(
            collect.describe().as_deref(),
            Some("A a ramassé une gemme (+5)")
        );
    }

    #[test]
    fn walking_onto_a_gem_collects_it() {
        let mut s = state(CORRIDOR);
        round(&mut s, "right", "");
        let e = round(&mut s, "right", "");
        assert_eq!(s.positions[0], (3, 1));
        assert_eq!(s.scores, [40, 0]);
        assert!(
            e.iter()
                .any(|e| matches!(e, Event::Collect { points: 40, .. }))
        );
        round(&mut s, "right", "");
        round(&mut s, "right", "");
        assert_eq!(s.positions[0], (4, 1), "a brick blocks the way");
    }

    #[test]
    fn a_bomb_shows_3_2_1_0_and_then_goes_off_destroying_items_for_double() {
        let mut s = state(CORRIDOR);
        round(&mut s, "bomb down", "");
        assert_eq!(s.bomb_at((1, 1)).map(|b| b.timer), Some(2));
        round(&mut s, "down", "");
        round(&mut s, "right", "");
        assert_eq!(s.bomb_at((1, 1)).map(|b| b.timer), Some(0));
        let e = round(&mut s, "", "");
        assert!(
            s.bombs.is_empty(),
            "gone at the end of the round it showed 0"
        );
        let blast = e.iter().find_map(|e| match e {
            Event::Explosion { cells, .. } => Some(cells.clone()),
            _ => None,
        });
        let mut cells = blast.unwrap();
        cells.sort();
        assert_eq!(cells, vec![(1, 1), (1, 2), (1, 3), (2, 1), (3, 1), (4, 1)]);
        assert_eq!(s.ground((3, 1)), Ground::Empty, "the gem was blown up");
        assert_eq!(
            s.ground((5, 1)),
            Ground::Brick,
            "4 cells away: out of reach"
        );
        assert_eq!(
            s.scores,
            [80, 0],
            "the gem's 40, doubled, to the bomb's owner"
        );
    }

    #[test]
    fn blasts_stop_at_bricks_which_they_destroy_and_kill_for_minus_40() {
        let mut s = state("9 3\n#########\n#A X   B#\n#########\n30\n");
        round(&mut s, "right bomb", "left");
        for _ in 0..3 {
            round(&mut s, "left", "");
        }
        assert_eq!(s.ground((3, 1)), Ground::Empty, "the brick is destroyed");
        assert_eq!(
            s.scores,
            [-40, 0],
            "A, beside its bomb, is killed; B, behind the brick, is not"
        );
        let mut s = state("9 3\n#########\n#A     B#\n#########\n30\n");
        round(&mut s, "bomb", "left");
        for _ in 0..3 {
            round(&mut s, "", "left");
        }
        assert_eq!(
            s.scores,
            [-40, -40],
            "both in the blast: own bombs kill too"
        );
        assert_eq!(s.positions, s.starts, "back on their starts");
    }

    #[test]
    fn a_blast_sets_off_the_bombs_it_reaches_in_the_same_step() {
        let mut s = state("11 3\n###########\n#A       B#\n###########\n30\n");
        round(&mut s, "bomb right", "");
        round(&mut s, "right", "");
        round(&mut s, "right bomb", "");
        // Bomb 1 at x=1 (placed round 0), bomb 2 at x=3 (round 2): the first one's blast
        // reaches x=3 at the end of round 3, and both go off then.
        let e = round(&mut s, "right", "");
        let n = e
            .iter()
            .filter(|e| matches!(e, Event::Explosion { .. }))
            .count();
        assert_eq!(n, 2);
        assert!(s.bombs.is_empty());
    }

    #[test]
    fn an_exit_gives_80_and_ends_the_game_at_once() {
        let mut s = state(CORRIDOR);
        round(&mut s, "down", "");
        round(&mut s, "down", "");
        round(&mut s, "right", "");
        round(&mut s, "right", "");
        let e = s.act(Action::parse("right"));
        assert_eq!(s.positions[0], (4, 3));
        assert!(e.is_empty() || !s.is_over());
        s.act(Action::NONE);
        let e = s.act(Action::parse("down"));
        assert_eq!(s.end, Some(End::Exit(Player::One)));
        assert_eq!(s.scores[0], EXIT_POINTS);
        assert!(e.contains(&Event::GameOver(End::Exit(Player::One))));
        assert!(
            s.act(Action::parse("left")).is_empty(),
            "nobody acts after the end"
        );
    }

    #[test]
    fn a_game_ended_by_an_exit_in_round_3_has_played_3_rounds() {
        let mut s = state("7 3\n#######\n#A   B#\n###E###\n20\n");
        round(&mut s, "right", "");
        round(&mut s, "right", "");
        assert_eq!((s.round, s.round_number()), (2, 3), "round 3 under way");
        s.act(Action::parse("down"));
        assert_eq!(s.end, Some(End::Exit(Player::One)));
        assert_eq!(s.round, 3, "the round of the exit is played");
        assert_eq!(s.round_number(), 3, "and is the one a window shows");
    }

    #[test]
    fn the_game_ends_when_the_rounds_run_out() {
        let mut s = state("7 3\n#######\n#A  B #\n###E###\n2\n");
        round(&mut s, "", "");
        assert!(!s.is_over());
        let e = round(&mut s, "", "");
        assert_eq!(s.end, Some(End::Rounds));
        assert!(e.contains(&Event::GameOver(End::Rounds)));
        assert_eq!(s.winner(), None, "0 to 0 is a draw");
    }

    #[test]
    fn bombs_of_one_step_are_traced_on_the_map_before_it() {
        // P1's bomb at x=1 and P2's at x=5 go off together. The brick at x=3 stops both
        // blasts (destroyed once), so only P2's reaches the gem at x=4.
        let mut s = state("11 3\n###########\n#A X7B    #\n###########\n30\n");
        round(&mut s, "bomb", "bomb right");
        for _ in 0..3 {
            round(&mut s, "", "right");
        }
        assert!(s.bombs.is_empty());
        assert_eq!(s.ground((3, 1)), Ground::Empty, "the brick is gone");
        assert_eq!(s.ground((4, 1)), Ground::Empty, "the gem is gone");
        assert_eq!(
            s.scores,
            [-40, 40],
            "A killed by its own bomb, B credited the gem's 20 doubled"
        );
    }

    #[test]
    fn an_item_both_blasts_reach_is_credited_to_both_and_a_player_dies_once() {
        // Gem (20) at x=3 between P1's bomb at x=1 and P2's at x=5; A stands at x=2, in both
        // blasts.
        let mut s = state("11 3\n###########\n#A 7 B    #\n###########\n30\n");
        let e = round(&mut s, "bomb right", "bomb right");
        assert!(e.iter().all(|e| !matches!(e, Event::Collect { .. })));
        for _ in 0..3 {
            round(&mut s, "", "right");
        }
        assert_eq!(s.ground((3, 1)), Ground::Empty);
        assert_eq!(s.scores, [40 - 40, 40], "each credited 40; A loses 40 once");
        assert_eq!(s.positions[0], (1, 1), "A back on its start");
    }
}
