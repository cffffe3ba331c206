//! Auto-play for the invisible maze: strategies that pick the next direction, labelled by what
//! they may see. A *blind* one gets only what the player knows (the outer wall, walls bumped
//! into, passages walked) and pays a life per bump; a *sighted* one also gets the maze. The
//! window, the terminal and `bench laby` run the same code.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap, VecDeque};
use std::time::Duration;

use gridwright_formats::maze::{Cell, Maze, Side};
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use super::invisible::{Edge, Game, Knowledge, Outcome, opposite};

/// What a strategy is told each step.
pub struct View<'a> {
    /// What the player has learnt of the walls (all a blind strategy may go by).
    pub known: &'a Knowledge,
    /// The cell the player stands on.
    pub pos: Cell,
    /// The cell to reach.
    pub exit: Cell,
    /// The maze itself, for sighted strategies only.
    pub maze: Option<&'a Maze>,
}

/// A way of playing.
pub trait Strategy {
    /// The direction to try next.
    fn next(&mut self, view: &View) -> Side;
}

/// The strategies, as the user picks them.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum StrategyKind {
    /// A random direction not blocked by a known wall: the original game's auto-play.
    Random,
    /// Right hand on the wall; may circle for ever where the maze has loops.
    WallFollower,
    /// Trémaux's rule: marks passages and walks none a third time while another exists.
    Tremaux,
    /// The shortest way assuming unknown walls are open, planned again after each bump.
    FloodFill,
    /// A flood fill preferring the shortest ways that a wall is least likely to block.
    Cautious,
    /// The shortest path over the whole maze: the only sighted one, it never bumps.
    Shortest,
}

impl StrategyKind {
    /// Every strategy, from the original's to the sighted one.
    pub const ALL: [StrategyKind; 6] = [
        StrategyKind::Random,
        StrategyKind::WallFollower,
        StrategyKind::Tremaux,
        StrategyKind::FloodFill,
        StrategyKind::Cautious,
        StrategyKind::Shortest,
    ];

    /// The name on the command line and in menus.
    pub fn name(self) -> &'static str {
        match self {
            StrategyKind::Random => "random",
            StrategyKind::WallFollower => "wall-follower",
            StrategyKind::Tremaux => "tremaux",
            StrategyKind::FloodFill => "flood-fill",
            StrategyKind::Cautious => "cautious",
            StrategyKind::Shortest => "shortest",
        }
    }

    /// What it does, in a few words.
    pub fn describe(self) -> &'static str {
        match self {
            StrategyKind::Random => {
                "a random direction not blocked by a known wall (the original's)"
            }
            StrategyKind::WallFollower => "keeps its right hand on the wall",
            StrategyKind::Tremaux => "marks passages, never walks one a third time",
            StrategyKind::FloodFill => {
                "walks the shortest way assuming unknown walls are open, re-plans after each bump"
            }
            StrategyKind::Cautious => {
                "weighs each way by its chance of walls (the density it has seen) and the ways round a bump"
            }
            StrategyKind::Shortest => "the shortest path, seeing every wall",
        }
    }

    /// What it does, in the window's language (the console game `laby` keeps
    /// [`StrategyKind::describe`], the original's English).
    pub fn about(self) -> String {
        match self {
            StrategyKind::Random => crate::t!("maze-strategy-random-about"),
            StrategyKind::WallFollower => crate::t!("maze-strategy-wall-follower-about"),
            StrategyKind::Tremaux => crate::t!("maze-strategy-tremaux-about"),
            StrategyKind::FloodFill => crate::t!("maze-strategy-flood-fill-about"),
            StrategyKind::Cautious => crate::t!("maze-strategy-cautious-about"),
            StrategyKind::Shortest => crate::t!("maze-strategy-shortest-about"),
        }
    }

    /// Whether it sees the maze (else it learns walls by bumping into them).
    pub fn sighted(self) -> bool {
        self == StrategyKind::Shortest
    }

    /// A fresh strategy of this kind; `seed` feeds the random one.
    pub fn make(self, seed: u64) -> Box<dyn Strategy> {
        match self {
            StrategyKind::Random => Box::new(RandomWalk {
                rng: super::grid::rng(seed),
            }),
            StrategyKind::WallFollower => Box::new(WallFollower::default()),
            StrategyKind::Tremaux => Box::new(Tremaux::default()),
            StrategyKind::FloodFill => Box::new(Planner { unknown_cost: 0 }),
            StrategyKind::Cautious => Box::new(Cautious),
            StrategyKind::Shortest => Box::new(Shortest),
        }
    }

    /// The kind a name names.
    pub fn by_name(name: &str) -> Option<StrategyKind> {
        StrategyKind::ALL.into_iter().find(|k| k.name() == name)
    }
}

/// A known passage's cost for the flood fill.
const KNOWN_STEP: u32 = 1;

fn not_wall(v: &View, s: Side) -> bool {
    v.known.edge(v.pos, s) != Edge::Wall && v.known.neighbor(v.pos, s).is_some()
}

/// The original's strategy.
struct RandomWalk {
    rng: ChaCha8Rng,
}

impl Strategy for RandomWalk {
    fn next(&mut self, v: &View) -> Side {
        let open: Vec<Side> = Side::ALL.into_iter().filter(|&s| not_wall(v, s)).collect();
        if open.is_empty() {
            return Side::Right;
        }
        open[self.rng.random_range(0..open.len())]
    }
}

fn right_of(s: Side) -> Side {
    match s {
        Side::Top => Side::Right,
        Side::Right => Side::Bottom,
        Side::Bottom => Side::Left,
        Side::Left => Side::Top,
    }
}

/// Right hand on the wall: try right, ahead, left, back.
struct WallFollower {
    heading: Side,
    /// The last try and where it was made from, to see whether it moved.
    last: Option<(Cell, Side)>,
}

impl Default for WallFollower {
    fn default() -> Self {
        WallFollower {
            heading: Side::Right,
            last: None,
        }
    }
}

impl Strategy for WallFollower {
    fn next(&mut self, v: &View) -> Side {
        if let Some((from, s)) = self.last
            && from != v.pos
        {
            self.heading = s;
        }
        let h = self.heading;
        let order = [right_of(h), h, right_of(right_of(right_of(h))), opposite(h)];
        let s = order.into_iter().find(|&s| not_wall(v, s)).unwrap_or(h);
        self.last = Some((v.pos, s));
        s
    }
}

/// Trémaux's rule: every passage walked is marked; take an unmarked one when there is one
/// (not back the way you came), else the one marked least; never a third time while another
/// exists.
#[derive(Default)]
struct Tremaux {
    marks: HashMap<(Cell, Side), u32>,
    last: Option<(Cell, Side)>,
}

impl Tremaux {
    /// One key per edge, whichever side it is seen from.
    fn key(v: &View, c: Cell, s: Side) -> (Cell, Side) {
        match (s, v.known.neighbor(c, s)) {
            (Side::Left | Side::Top, Some(n)) => (n, opposite(s)),
            _ => (c, s),
        }
    }
}

impl Strategy for Tremaux {
    fn next(&mut self, v: &View) -> Side {
        let mut came = None;
        if let Some((from, s)) = self.last
            && from != v.pos
        {
            *self.marks.entry(Self::key(v, from, s)).or_default() += 1;
            came = Some(opposite(s));
        }
        let marks = |s: Side| {
            self.marks
                .get(&Self::key(v, v.pos, s))
                .copied()
                .unwrap_or(0)
        };
        let s = Side::ALL
            .into_iter()
            .filter(|&s| not_wall(v, s))
            .min_by_key(|&s| (marks(s), Some(s) == came))
            .unwrap_or(Side::Right);
        self.last = Some((v.pos, s));
        s
    }
}

/// Plans the cheapest way to the exit over what is known: a known passage costs 1, an
/// unknown edge `1 + unknown_cost`, a known wall cannot be crossed; then takes its first step.
/// With `unknown_cost` 0 this is the micromouse flood fill.
struct Planner {
    unknown_cost: u32,
}

/// The cost from every cell to the exit over the known edges (unknown ones at `1 + extra`).
fn costs_to_exit(k: &Knowledge, exit: Cell, extra: u32) -> Vec<u32> {
    let w = k.width();
    let mut cost = vec![u32::MAX; w * k.height()];
    let mut heap = BinaryHeap::from([Reverse((0u32, exit.y, exit.x))]);
    cost[exit.y * w + exit.x] = 0;
    while let Some(Reverse((c, y, x))) = heap.pop() {
        let cell = Cell::new(x, y);
        if c > cost[y * w + x] {
            continue;
        }
        for s in Side::ALL {
            let Some(n) = k.neighbor(cell, s) else {
                continue;
            };
            let step = match k.edge(cell, s) {
                Edge::Wall => continue,
                Edge::Open => KNOWN_STEP,
                Edge::Unknown => KNOWN_STEP + extra,
            };
            let nc = c.saturating_add(step);
            if nc < cost[n.y * w + n.x] {
                cost[n.y * w + n.x] = nc;
                heap.push(Reverse((nc, n.y, n.x)));
            }
        }
    }
    cost
}

impl Strategy for Planner {
    fn next(&mut self, v: &View) -> Side {
        let cost = costs_to_exit(v.known, v.exit, self.unknown_cost);
        let w = v.known.width();
        let via = |s: Side| -> u32 {
            let Some(n) = v.known.neighbor(v.pos, s) else {
                return u32::MAX;
            };
            let step = match v.known.edge(v.pos, s) {
                Edge::Wall => return u32::MAX,
                Edge::Open => KNOWN_STEP,
                Edge::Unknown => KNOWN_STEP + self.unknown_cost,
            };
            cost[n.y * w + n.x].saturating_add(step)
        };
        // Ties go to a known passage, then to the fixed order.
        Side::ALL
            .into_iter()
            .min_by_key(|&s| (via(s), v.known.edge(v.pos, s) != Edge::Open))
            .unwrap_or(Side::Right)
    }
}

/// Flood fill that, among the shortest ways, takes the most robust: from each cell it counts
/// the shortest ways on to the exit (unknown edges weighted by their chance of being open,
/// `1 - p`, `p` the share of walls among the edges learnt so far), and steps to the
/// neighbour with the most. A wall then rarely leaves it without another way as short.
struct Cautious;

impl Cautious {
    /// The density seen so far: walls among the interior edges learnt, with a prior of 0.3.
    fn density(k: &Knowledge) -> f64 {
        let (mut walls, mut open) = (0.0, 0.0);
        for y in 0..k.height() {
            for x in 0..k.width() {
                let c = Cell::new(x, y);
                for s in [Side::Right, Side::Bottom] {
                    if k.neighbor(c, s).is_none() {
                        continue;
                    }
                    match k.edge(c, s) {
                        Edge::Wall => walls += 1.0,
                        Edge::Open => open += 1.0,
                        Edge::Unknown => {}
                    }
                }
            }
        }
        (walls + 0.6) / (walls + open + 2.0)
    }
}

/// The chance an edge is open, as far as is known.
fn open_chance(e: Edge, p: f64) -> f64 {
    match e {
        Edge::Wall => 0.0,
        Edge::Open => 1.0,
        Edge::Unknown => 1.0 - p,
    }
}

impl Strategy for Cautious {
    fn next(&mut self, v: &View) -> Side {
        let k = v.known;
        let w = k.width();
        let p = Self::density(k).clamp(0.02, 0.9);
        let dist = costs_to_exit(k, v.exit, 0);
        // Ways to the exit along shortest routes, cells in order of distance.
        let mut order: Vec<usize> = (0..dist.len()).filter(|&i| dist[i] != u32::MAX).collect();
        order.sort_by_key(|&i| dist[i]);
        let mut ways = vec![0.0f64; dist.len()];
        ways[v.exit.y * w + v.exit.x] = 1.0;
        for &i in &order {
            let c = Cell::new(i % w, i / w);
            for s in Side::ALL {
                if let Some(n) = k.neighbor(c, s)
                    && dist[n.y * w + n.x].checked_add(1) == Some(dist[i])
                {
                    ways[i] += ways[n.y * w + n.x] * open_chance(k.edge(c, s), p);
                }
            }
            // Counts grow fast; keep them in range (only their ratios matter).
            ways[i] = ways[i].min(1e200);
        }
        let here = dist[v.pos.y * w + v.pos.x];
        let best = Side::ALL
            .into_iter()
            .filter_map(|s| {
                let n = k.neighbor(v.pos, s)?;
                let q = open_chance(k.edge(v.pos, s), p);
                let d = dist[n.y * w + n.x];
                (q > 0.0 && d.checked_add(1) == Some(here)).then(|| (s, ways[n.y * w + n.x] * q))
            })
            .max_by(|a, b| a.1.total_cmp(&b.1));
        best.map_or(Side::Right, |b| b.0)
    }
}

/// The sighted shortest path.
struct Shortest;

impl Strategy for Shortest {
    fn next(&mut self, v: &View) -> Side {
        let Some(m) = v.maze else {
            return Side::Right;
        };
        let w = m.width();
        let mut d = vec![u32::MAX; m.cells()];
        d[m.index(v.exit)] = 0;
        let mut queue = VecDeque::from([v.exit]);
        while let Some(c) = queue.pop_front() {
            for s in Side::ALL {
                if let Some(n) = m.neighbor(c, s).filter(|_| !m.wall(c, s))
                    && d[n.y * w + n.x] == u32::MAX
                {
                    d[n.y * w + n.x] = d[c.y * w + c.x] + 1;
                    queue.push_back(n);
                }
            }
        }
        Side::ALL
            .into_iter()
            .filter(|&s| !m.wall(v.pos, s))
            .filter_map(|s| m.neighbor(v.pos, s).map(|n| (d[n.y * w + n.x], s)))
            .min()
            .map_or(Side::Right, |(_, s)| s)
    }
}

/// The view a strategy of `kind` gets of `game`.
pub fn view_of<'a>(game: &'a Game, kind: StrategyKind) -> View<'a> {
    View {
        known: &game.known,
        pos: game.pos,
        exit: game.maze.exit,
        maze: kind.sighted().then_some(&game.maze),
    }
}

/// The most tries a strategy gets before it counts as lost (a wall follower can circle
/// forever in a maze with loops).
pub fn try_limit(m: &Maze) -> usize {
    m.cells().saturating_mul(40).max(100)
}

/// An auto-play: a strategy trying one direction at a time within its try limit. The window
/// paces it by frames, the console by its clock and keys, and [`play_out`] runs it to the end,
/// so all three play the same game.
pub struct AutoPlayer {
    kind: StrategyKind,
    strategy: Box<dyn Strategy>,
    limit: usize,
}

impl AutoPlayer {
    /// A fresh strategy of `kind` (`seed` feeds the random one) with the tries `maze` allows.
    pub fn new(kind: StrategyKind, seed: u64, maze: &Maze) -> AutoPlayer {
        AutoPlayer {
            kind,
            strategy: kind.make(seed),
            limit: try_limit(maze),
        }
    }

    /// The strategy playing.
    pub fn kind(&self) -> StrategyKind {
        self.kind
    }

    /// The most tries the game may hold before the strategy gives up.
    pub fn limit(&self) -> usize {
        self.limit
    }

    /// Whether it may try again: the game goes on and tries are left.
    pub fn can_step(&self, game: &Game) -> bool {
        !game.is_over() && game.tries.len() < self.limit
    }

    /// Whether it used up its tries with the game still going.
    pub fn gave_up(&self, game: &Game) -> bool {
        !game.is_over() && game.tries.len() >= self.limit
    }

    /// One try at `now`: the direction tried and what it did; `None` when it may not try.
    pub fn step(&mut self, game: &mut Game, now: Duration) -> Option<(Side, Outcome)> {
        if !self.can_step(game) {
            return None;
        }
        let side = self.strategy.next(&view_of(game, self.kind));
        Some((side, game.step(side, now)))
    }
}

/// Plays a whole game with `kind` (the maze already hidden); true when it reached the exit.
pub fn play_out(game: &mut Game, kind: StrategyKind, seed: u64) -> bool {
    let now = game.started;
    game.tick(now);
    let mut auto = AutoPlayer::new(kind, seed, &game.maze);
    while auto.step(game, now).is_some() {}
    game.phase == super::invisible::Phase::Won
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::maze::generate::{Algorithm, density_solvable, generate};
    use std::time::Duration;

    fn game(m: Maze) -> Game {
        Game::new(m, Duration::ZERO, None, Duration::ZERO)
    }

    #[test]
    fn every_strategy_solves_a_perfect_maze() {
        let mut m = generate(Algorithm::Backtracker, 12, 9, 4);
        m.entrance = Cell::new(0, 0);
        m.exit = Cell::new(11, 8);
        for k in StrategyKind::ALL {
            let mut g = game(m.clone());
            assert!(play_out(&mut g, k, 1), "{}", k.name());
            if k.sighted() {
                assert_eq!(g.mistakes, 0, "the sighted one never bumps");
            }
        }
    }

    #[test]
    fn an_auto_player_stops_at_its_try_limit_when_the_exit_is_walled_in() {
        let mut m = Maze::new(3, 3, false);
        m.entrance = Cell::new(0, 0);
        m.exit = Cell::new(2, 2);
        m.set_wall(m.exit, Side::Top, true);
        m.set_wall(m.exit, Side::Left, true);
        let mut g = game(m);
        g.tick(Duration::ZERO);
        let mut auto = AutoPlayer::new(StrategyKind::FloodFill, 1, &g.maze);
        assert!(!auto.gave_up(&g));
        let mut steps = 0;
        while auto.step(&mut g, Duration::ZERO).is_some() {
            steps += 1;
        }
        assert_eq!((steps, g.tries.len()), (auto.limit(), auto.limit()));
        assert!(auto.gave_up(&g) && !g.is_over());
    }

    #[test]
    fn blind_planners_bump_less_than_random_on_density_mazes() {
        let mut bumps: HashMap<StrategyKind, u32> = HashMap::new();
        for seed in 0..30 {
            let (m, _) = density_solvable(15, 15, 0.3, seed * 7, 1000).unwrap();
            for k in [
                StrategyKind::Random,
                StrategyKind::FloodFill,
                StrategyKind::Cautious,
            ] {
                let mut g = game(m.clone());
                let won = play_out(&mut g, k, seed);
                // A random walk may run out of tries; the planners always arrive.
                assert!(won || k == StrategyKind::Random, "{} seed {seed}", k.name());
                *bumps.entry(k).or_default() += g.mistakes;
            }
        }
        let (r, f, c) = (
            bumps[&StrategyKind::Random],
            bumps[&StrategyKind::FloodFill],
            bumps[&StrategyKind::Cautious],
        );
        assert!(r > 3 * f, "random {r}, flood fill {f}");
        assert!(c < f, "cautious {c}, flood fill {f}");
    }
}
