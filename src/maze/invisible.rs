//! The invisible maze as a state machine: the whole maze shown for some seconds, then only the
//! outer wall; each direction tried either moves the player or bumps a wall, which then stays
//! visible and costs a life; reaching the exit wins, losing the last life loses. Time is an
//! input (`now`, from any clock), so the window, the terminal and tests drive the same rules.

use std::time::Duration;

use gridwright_formats::maze::{Cell, Maze, Side};

/// What a player knows of one side of a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Edge {
    /// Not seen yet: the player may only guess (it may be either).
    Unknown,
    /// A passage (walked through, or a gap in the outer wall).
    Open,
    /// A wall (bumped into, or part of the outer wall).
    Wall,
}

fn side_index(s: Side) -> usize {
    match s {
        Side::Top => 0,
        Side::Right => 1,
        Side::Bottom => 2,
        Side::Left => 3,
    }
}

/// The side facing `s` from the neighbour.
pub fn opposite(s: Side) -> Side {
    match s {
        Side::Top => Side::Bottom,
        Side::Right => Side::Left,
        Side::Bottom => Side::Top,
        Side::Left => Side::Right,
    }
}

/// What has been learnt of the walls: the outer wall (always visible, with its openings),
/// the walls bumped into, and the passages walked through.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Knowledge {
    width: usize,
    height: usize,
    edges: Vec<[Edge; 4]>,
}

impl Knowledge {
    /// Only the outer wall known.
    pub fn new(m: &Maze) -> Knowledge {
        let (w, h) = (m.width(), m.height());
        let mut edges = vec![[Edge::Unknown; 4]; w * h];
        for (i, e) in edges.iter_mut().enumerate() {
            let c = Cell::new(i % w, i / w);
            for s in Side::ALL {
                if m.neighbor(c, s).is_none() {
                    e[side_index(s)] = if m.wall(c, s) { Edge::Wall } else { Edge::Open };
                }
            }
        }
        Knowledge {
            width: w,
            height: h,
            edges,
        }
    }

    /// Everything known: what a sighted player sees.
    pub fn all(m: &Maze) -> Knowledge {
        let mut k = Knowledge::new(m);
        for i in 0..m.cells() {
            let c = m.cell(i);
            for s in Side::ALL {
                let e = if m.wall(c, s) { Edge::Wall } else { Edge::Open };
                k.edges[i][side_index(s)] = e;
            }
        }
        k
    }

    /// What is known of one side of a cell.
    pub fn edge(&self, c: Cell, side: Side) -> Edge {
        self.edges[c.y * self.width + c.x][side_index(side)]
    }

    /// Learns a side (and the same edge seen from the neighbour); a replay stepping back sets
    /// the edge as it was.
    pub(super) fn learn(&mut self, c: Cell, side: Side, e: Edge) {
        self.edges[c.y * self.width + c.x][side_index(side)] = e;
        if let Some(n) = self.neighbor(c, side) {
            self.edges[n.y * self.width + n.x][side_index(opposite(side))] = e;
        }
    }

    /// The cell across `side`, if inside the maze.
    pub fn neighbor(&self, c: Cell, side: Side) -> Option<Cell> {
        match side {
            Side::Top => c.y.checked_sub(1).map(|y| Cell::new(c.x, y)),
            Side::Bottom => (c.y + 1 < self.height).then(|| Cell::new(c.x, c.y + 1)),
            Side::Left => c.x.checked_sub(1).map(|x| Cell::new(x, c.y)),
            Side::Right => (c.x + 1 < self.width).then(|| Cell::new(c.x + 1, c.y)),
        }
    }

    /// Cells across.
    pub fn width(&self) -> usize {
        self.width
    }

    /// Cells down.
    pub fn height(&self) -> usize {
        self.height
    }
}

fn edge_of(wall: bool) -> Edge {
    if wall { Edge::Wall } else { Edge::Open }
}

/// Where the game is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Phase {
    /// The whole maze is on screen until this time.
    Showing {
        /// On the game's clock (the `now` given to it).
        until: Duration,
    },
    /// Only the outer wall and what was learnt are shown; moves are taken.
    Playing,
    /// The player reached the exit.
    Won,
    /// The last life went on a bump.
    Lost,
}

/// What one direction tried did.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// The player went through to the neighbouring cell.
    Moved,
    /// A wall: the player stays, the wall is now shown, a life is gone.
    Bumped,
    /// The move reached the exit (or went out through its gap): the game is over.
    Won,
    /// A bump took the last life: the game is over.
    Lost,
    /// Not now: the maze is still shown, or the game is over.
    Ignored,
}

/// One game.
#[derive(Debug, Clone, PartialEq)]
pub struct Game {
    /// The maze played, walls and all (the player sees only `known` of it).
    pub maze: Maze,
    /// Lives at the start; `None`: unlimited (for measuring strategies).
    pub lives: Option<u32>,
    /// Walls bumped into so far, each costing a life (the outer wall's too).
    pub mistakes: u32,
    /// The cell the player stands on.
    pub pos: Cell,
    /// Every cell the player stood on, in order, the start first.
    pub trail: Vec<Cell>,
    /// Every direction tried, bumps included (a saved game replays from these).
    pub tries: Vec<Side>,
    /// What the player has learnt of the walls, drawn while the maze is hidden.
    pub known: Knowledge,
    /// Showing, playing, or over.
    pub phase: Phase,
    /// How long the maze is shown at the start and on each peek.
    pub show_for: Duration,
    /// Times the whole maze was shown again (`v`).
    pub peeks: u32,
    /// When the player could start moving, and when the game ended.
    pub started: Duration,
    /// When the game was won or lost, on the same clock; `None` while it goes on.
    pub finished: Option<Duration>,
}

impl Game {
    /// A game on `m` from its entrance, the maze shown from `now` for `show_for`.
    pub fn new(m: Maze, show_for: Duration, lives: Option<u32>, now: Duration) -> Game {
        let pos = m.entrance;
        Game {
            known: Knowledge::new(&m),
            lives,
            mistakes: 0,
            pos,
            trail: vec![pos],
            tries: vec![],
            phase: Phase::Showing {
                until: now + show_for,
            },
            show_for,
            peeks: 0,
            started: now + show_for,
            finished: None,
            maze: m,
        }
    }

    /// Advances the clock: the maze vanishes when its time is up.
    pub fn tick(&mut self, now: Duration) {
        if let Phase::Showing { until } = self.phase
            && now >= until
        {
            self.phase = Phase::Playing;
        }
    }

    /// Whether every wall is on screen (the start, a peek, or the end of the game).
    pub fn shows_all(&self) -> bool {
        !matches!(self.phase, Phase::Playing)
    }

    /// Seconds left of the showing, if the maze is being shown.
    pub fn countdown(&self, now: Duration) -> Option<f64> {
        match self.phase {
            Phase::Showing { until } => Some(until.saturating_sub(now).as_secs_f64()),
            _ => None,
        }
    }

    /// Won or lost: moves are ignored after.
    pub fn is_over(&self) -> bool {
        matches!(self.phase, Phase::Won | Phase::Lost)
    }

    /// Lives left, if they are counted.
    pub fn lives_left(&self) -> Option<u32> {
        self.lives.map(|l| l.saturating_sub(self.mistakes))
    }

    /// Moves made (bumps are not moves).
    pub fn steps(&self) -> usize {
        self.trail.len() - 1
    }

    /// Shows the whole maze again for the showing time; counted.
    pub fn peek(&mut self, now: Duration) {
        if self.phase == Phase::Playing {
            self.peeks += 1;
            self.phase = Phase::Showing {
                until: now + self.show_for,
            };
        }
    }

    /// Tries a direction.
    pub fn step(&mut self, side: Side, now: Duration) -> Outcome {
        self.tick(now);
        if self.phase != Phase::Playing {
            return Outcome::Ignored;
        }
        self.tries.push(side);
        let open = !self.maze.wall(self.pos, side);
        if open && self.pos == self.maze.exit {
            // Out through the exit's own gap (a start on the exit cell).
            self.end(Phase::Won, now);
            return Outcome::Won;
        }
        let next = self.maze.neighbor(self.pos, side);
        match next.filter(|_| open) {
            Some(n) => {
                self.known.learn(self.pos, side, Edge::Open);
                self.pos = n;
                self.trail.push(n);
                if n == self.maze.exit {
                    self.end(Phase::Won, now);
                    return Outcome::Won;
                }
                Outcome::Moved
            }
            None => {
                self.known.learn(self.pos, side, edge_of(true));
                self.mistakes += 1;
                if self.lives_left() == Some(0) {
                    self.end(Phase::Lost, now);
                    return Outcome::Lost;
                }
                Outcome::Bumped
            }
        }
    }

    fn end(&mut self, phase: Phase, now: Duration) {
        self.phase = phase;
        self.finished = Some(now);
    }

    /// Time from the maze vanishing to the end of the game.
    pub fn time(&self) -> Option<Duration> {
        self.finished.map(|f| f.saturating_sub(self.started))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A 3 x 1 corridor with a wall between the last two cells, entrance left, exit right.
    fn corridor() -> Maze {
        let mut m = Maze::new(3, 1, false);
        m.entrance = Cell::new(0, 0);
        m.exit = Cell::new(2, 0);
        m.set_wall(Cell::new(1, 0), Side::Right, true);
        m
    }

    const S: Duration = Duration::from_secs(1);

    #[test]
    fn the_maze_is_shown_then_hidden_and_moves_wait_for_it() {
        let mut g = Game::new(corridor(), 5 * S, Some(3), S);
        assert!(g.shows_all());
        assert_eq!(g.countdown(3 * S), Some(3.0));
        assert_eq!(g.step(Side::Right, 2 * S), Outcome::Ignored);
        g.tick(6 * S);
        assert!(!g.shows_all());
        assert_eq!(g.step(Side::Right, 7 * S), Outcome::Moved);
        assert_eq!(g.pos, Cell::new(1, 0));
    }

    #[test]
    fn a_bump_keeps_the_player_shows_the_wall_and_costs_a_life() {
        let mut g = Game::new(corridor(), Duration::ZERO, Some(2), S);
        g.step(Side::Right, S);
        assert_eq!(g.known.edge(g.pos, Side::Right), Edge::Unknown);
        assert_eq!(g.step(Side::Right, S), Outcome::Bumped);
        assert_eq!(g.pos, Cell::new(1, 0));
        assert_eq!(g.known.edge(g.pos, Side::Right), Edge::Wall);
        assert_eq!(g.known.edge(Cell::new(2, 0), Side::Left), Edge::Wall);
        assert_eq!(g.lives_left(), Some(1));
        assert_eq!(
            g.step(Side::Top, S),
            Outcome::Lost,
            "the outer wall costs a life too"
        );
        assert!(g.is_over());
        assert_eq!(g.step(Side::Left, S), Outcome::Ignored);
    }

    #[test]
    fn reaching_the_exit_wins_and_peeks_are_counted() {
        let mut m = corridor();
        m.set_wall(Cell::new(1, 0), Side::Right, false);
        let mut g = Game::new(m, 2 * S, None, Duration::ZERO);
        g.tick(2 * S);
        g.peek(3 * S);
        assert!(g.shows_all());
        g.tick(5 * S);
        assert_eq!(g.step(Side::Right, 5 * S), Outcome::Moved);
        assert_eq!(g.step(Side::Right, 9 * S), Outcome::Won);
        assert_eq!((g.peeks, g.mistakes, g.steps()), (1, 0, 2));
        assert_eq!(g.time(), Some(7 * S));
        assert_eq!(
            g.trail,
            vec![Cell::new(0, 0), Cell::new(1, 0), Cell::new(2, 0)]
        );
    }
}
