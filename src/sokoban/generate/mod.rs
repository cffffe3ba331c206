//! The Sokoban level generator: boxes and goals placed in a layout of walls so that the level
//! is solvable by construction and as hard as the search can find. The goals are placed (or
//! kept from the layout), the boxes put on them, and a breadth-first search over pulls
//! ([`pulls`]) finds the positions farthest from the solved one in pushes; each candidate is
//! then solved forward by the solver (a level it cannot confirm within its budget of
//! positions is dropped), scored ([`Figures::score`]) and kept once up to rotation, mirror
//! and translation ([`normal_form`]).
//!
//! Every bound that decides which levels come out counts positions, never time, so a seed
//! gives the same levels on any machine, busy or quiet; a deadline ([`Control::deadline`])
//! only stops a run early, with the levels made so far.

mod goals;
pub mod layout;
pub mod pulls;

use std::collections::HashSet;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::time::{Duration, Instant};

use gridwright_formats::sokoban::{Board, Level, SavedGame, Square};
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use self::goals::{choose, cluster};
use self::layout::Layout;
use self::pulls::{Grid, State};
use crate::sokoban::editor::paint::Brush;
use crate::sokoban::position::lurd_dir;
use crate::sokoban::solver::{self, Status};

/// What the generator is asked for.
#[derive(Debug, Clone)]
pub struct Options {
    /// Boxes a level holds (when the layout gives no goals).
    pub boxes: usize,
    /// Positions the forward solver may store to confirm one candidate (its optimal search
    /// on one thread, so where it stops is the same on every machine).
    pub confirm_positions: u64,
    /// Positions the backward search may store (its memory: about 60 bytes each).
    pub max_positions: u64,
    /// Cells the backward searches of one layout may visit, all its goal placements together
    /// (their time: on a large board each position costs a flood of its floor).
    pub max_work: u64,
    /// Goal placements tried per layout (when the layout gives no goals).
    pub tries: usize,
    /// Candidates confirmed per layout (the deepest of each placement first).
    pub candidates: usize,
    /// Rooms drawn for each level asked for (the hardest level of them is kept).
    pub rooms_per_level: usize,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            boxes: 4,
            confirm_positions: CONFIRM_POSITIONS,
            max_positions: 2_000_000,
            max_work: LAYOUT_WORK,
            tries: 32,
            candidates: 6,
            rooms_per_level: 24,
        }
    }
}

/// Why the generator made nothing: the ask was refused before any search, or (a bug the
/// run reports rather than hides) the solver's solution did not stand up to the rules.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum GenerateError {
    /// `Source::Layouts` with no layout in it.
    NoLayout,
    /// Past [`MAX_BOXES`].
    TooManyBoxes(usize),
    /// No box, or no room for the boxes and the pusher to move.
    DoNotFit {
        /// Boxes asked for.
        boxes: usize,
        /// Floor squares of the layout.
        floor: usize,
    },
    /// Larger than the solver that confirms each level takes.
    LayoutTooLarge {
        /// Squares across.
        width: usize,
        /// Squares down.
        height: usize,
    },
    /// The solver's solution failed the game's rules.
    Unconfirmed(String),
}

impl std::fmt::Display for GenerateError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let words = match self {
            GenerateError::NoLayout => crate::t!("sokoban-generate-no-layout"),
            GenerateError::TooManyBoxes(n) => {
                crate::t!("sokoban-generate-too-many-boxes", n = *n, max = MAX_BOXES)
            }
            GenerateError::DoNotFit { boxes, floor } => {
                crate::t!("sokoban-generate-no-fit", boxes = *boxes, floor = *floor)
            }
            GenerateError::LayoutTooLarge { width, height } => crate::t!(
                "sokoban-generate-layout-too-large",
                w = *width,
                h = *height,
                max = crate::sokoban::checks::MAX_SIDE
            ),
            GenerateError::Unconfirmed(why) => {
                crate::t!("sokoban-generate-unconfirmed", why = why.as_str())
            }
        };
        f.write_str(&words)
    }
}

impl std::error::Error for GenerateError {}

/// A generated level's figures, all from its saved solution but the fewest pushes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Figures {
    /// The fewest pushes that solve it (the backward search's depth: exact).
    pub fewest_pushes: u32,
    /// Moves of the saved solution.
    pub moves: usize,
    /// Pushes of the saved solution.
    pub pushes: usize,
    /// Runs of pushes of one box in one direction.
    pub box_lines: usize,
    /// Times the pushed box changes.
    pub box_changes: usize,
    /// Positions the forward solver stored to find the solution (its effort: the optimal
    /// search's, which is the same on every run).
    pub positions: u64,
}

impl Figures {
    /// How hard the level is, to rank candidates: the fewest pushes, plus twice the box
    /// changes (each change is a new plan), plus ten per factor of ten of the forward
    /// solver's positions (what a search, and a player, must look through).
    pub fn score(&self) -> f64 {
        f64::from(self.fewest_pushes)
            + 2.0 * self.box_changes as f64
            + 10.0 * (self.positions.max(1) as f64).log10()
    }
}

/// One generated level.
#[derive(Debug, Clone)]
pub struct Generated {
    /// The level, with its solution saved and its figures in its notes.
    pub level: Level,
    /// Its figures.
    pub figures: Figures,
    /// Its form up to rotation, mirror and translation.
    pub key: String,
    /// Why it needs fewer than [`SHORT`] pushes, when it does.
    pub why_short: Option<String>,
}

/// The most boxes the generator places: with `max_positions` positions this bounds the
/// backward search's memory (about 60 bytes and 2 a box each).
pub const MAX_BOXES: usize = 32;

/// Fewer pushes than this make a level trivial; a generated level that short says why.
pub const SHORT: u32 = 20;

/// The forward solver's budget to confirm a candidate, by default: most are confirmed in a
/// few hundred positions; this is about the 5 s the confirmation had before it was counted
/// in positions (some 100,000 a second on the 2-core machine of the README's figures).
pub const CONFIRM_POSITIONS: u64 = 500_000;

/// The default [`Options::max_work`]: about ten seconds of one core for a layout; twice what
/// the 12 x 10 rooms with 5 boxes of README need, so it binds only on large floors.
pub const LAYOUT_WORK: u64 = 1 << 31;

/// Where the layouts come from.
#[derive(Debug, Clone)]
pub enum Source {
    /// Rooms drawn from templates, `width` x `height` with their outer walls; `open` keeps
    /// 2 x 2 blocks of floor.
    Room {
        /// Squares across, the outer walls included.
        width: usize,
        /// Squares down, the outer walls included.
        height: usize,
        /// Keep 2 x 2 blocks of floor (roomier, usually easier levels).
        open: bool,
    },
    /// Given layouts (the walls, and maybe goals, of existing levels), taken in turn.
    Layouts(Vec<Layout>),
}

/// Generates up to `count` levels, each from its own layout (a given layout may serve
/// again with other goals), all different up to symmetry, seeded by `seed`, hardest
/// first. `each` hears of every level as it is made (for progress).
pub fn run(
    source: &Source,
    opts: &Options,
    count: usize,
    seed: u64,
    control: &Control,
    mut each: impl FnMut(&Generated),
) -> Result<Vec<Generated>, GenerateError> {
    let mut rng = crate::seed::rng(seed);
    let mut seen = HashSet::new();
    let mut out: Vec<Generated> = Vec::new();
    // Each level asked for is the best of a few layouts (rooms drawn, or given layouts in
    // turn with goals placed anew).
    // A given layout is filled several times over with new goals (its best kept); one
    // with its own goals has one filling.
    let per_level = match source {
        Source::Room { .. } => opts.rooms_per_level.max(1),
        Source::Layouts(all) if all.iter().all(|l| !l.goals.is_empty()) => 1,
        Source::Layouts(_) => 4,
    };
    let attempts = count
        .saturating_mul(per_level)
        .saturating_mul(4)
        .max(per_level);
    let (mut tried, mut next) = (0usize, 0usize);
    while out.len() < count && tried < attempts && !control.stopped() {
        let mut best: Option<Generated> = None;
        let mut drawn = 0;
        while drawn < per_level && tried < attempts && !control.stopped() {
            tried += 1;
            let Some(layout) = next_layout(source, &mut rng, &mut next, drawn)? else {
                continue;
            };
            drawn += 1;
            if let Some(g) = best_of_layout(&layout, opts, &mut rng, &seen, control)?
                && best.as_ref().is_none_or(|b| better(&g, b))
            {
                best = Some(g);
            }
        }
        if control.out_of_time() {
            // A level whose rooms were not all tried may not be the seed's: a run stopped
            // by its deadline keeps only the levels a complete run makes first.
            break;
        }
        if let Some(g) = best {
            seen.insert(g.key.clone());
            each(&g);
            out.push(g);
        }
    }
    out.sort_by(|a, b| b.figures.score().total_cmp(&a.figures.score()));
    for (i, g) in out.iter_mut().enumerate() {
        g.level.title = format!("Generated {} (seed {seed})", i + 1);
    }
    Ok(out)
}

/// Counters and stops another thread can use while the generator runs. The deadline ends a
/// run early with the levels a complete run makes first (never other levels); cancel ends
/// it at once with what it has.
#[derive(Debug, Default)]
pub struct Control {
    /// Set to stop as soon as possible.
    pub cancel: Arc<AtomicBool>,
    /// When the run stops by itself, if it does (checked between searches, and the
    /// confirming solver's time).
    pub deadline: Option<Instant>,
    /// Positions the current backward search has stored.
    pub positions: AtomicU64,
    /// Candidates confirmed so far.
    pub confirmed: AtomicU64,
}

impl Control {
    /// Whether the run was cancelled or reached its deadline.
    pub fn stopped(&self) -> bool {
        self.cancel.load(Ordering::Relaxed) || self.out_of_time()
    }

    /// Whether the deadline has passed.
    pub fn out_of_time(&self) -> bool {
        self.deadline.is_some_and(|d| Instant::now() >= d)
    }

    /// The time left before the deadline (all the time there is without one).
    fn time_left(&self) -> Duration {
        self.deadline.map_or(Duration::MAX, |d| {
            d.saturating_duration_since(Instant::now())
        })
    }
}

/// The next layout: a room drawn (`None` when the draw failed) or the next given one.
fn next_layout(
    source: &Source,
    rng: &mut ChaCha8Rng,
    next: &mut usize,
    again: usize,
) -> Result<Option<Layout>, GenerateError> {
    match source {
        Source::Room {
            width,
            height,
            open,
        } => Ok(
            layout::room(*width, *height, *open, rng).map(|board| Layout {
                board,
                goals: vec![],
                boxes: None,
            }),
        ),
        Source::Layouts(all) if all.is_empty() => Err(GenerateError::NoLayout),
        Source::Layouts(all) => {
            // The same layout for each filling of one level, the next for the next level.
            if again == 0 && *next > 0 {
                *next += 1;
            }
            *next = (*next).max(1);
            Ok(Some(all[(*next - 1) % all.len()].clone()))
        }
    }
}

/// The best level of `layout` (none when no candidate is confirmed or all are already
/// `seen`), with its figures. `rng` places the goals when the layout has none.
pub fn best_of_layout(
    layout: &Layout,
    opts: &Options,
    rng: &mut ChaCha8Rng,
    seen: &HashSet<String>,
    control: &Control,
) -> Result<Option<Generated>, GenerateError> {
    let board = &layout.board;
    let side = crate::sokoban::checks::MAX_SIDE;
    if board.width() > side || board.height() > side {
        return Err(GenerateError::LayoutTooLarge {
            width: board.width(),
            height: board.height(),
        });
    }
    let floor: Vec<bool> = board.squares().iter().map(|s| !s.is_wall()).collect();
    let cells: Vec<usize> = (0..floor.len()).filter(|&i| floor[i]).collect();
    let boxes = if layout.goals.is_empty() {
        layout.boxes.unwrap_or(opts.boxes)
    } else {
        layout.goals.len()
    };
    if boxes > MAX_BOXES {
        return Err(GenerateError::TooManyBoxes(boxes));
    }
    if boxes == 0 || boxes + 2 > cells.len() {
        return Err(GenerateError::DoNotFit {
            boxes,
            floor: cells.len(),
        });
    }
    if cells.len() > usize::from(u16::MAX) || floor.len() > usize::from(u16::MAX) {
        return Err(GenerateError::LayoutTooLarge {
            width: board.width(),
            height: board.height(),
        });
    }
    let grid = Grid::new(board.width(), floor);
    let mut candidates: Vec<(State, u32, Vec<usize>)> = Vec::new();
    let mut whole_space = true;
    let mut work_left = opts.max_work;
    let tries = if layout.goals.is_empty() {
        opts.tries.max(1)
    } else {
        1
    };
    for _ in 0..tries {
        let goals = if layout.goals.is_empty() {
            if rng.random_bool(0.5) {
                cluster(board, &cells, boxes, rng)
            } else {
                choose(&cells, boxes, rng)
            }
        } else {
            layout.goals.clone()
        };
        let g16: Vec<u16> = goals.iter().map(|&g| g as u16).collect();
        let budget = pulls::Budget {
            positions: opts.max_positions,
            work: work_left,
        };
        let found = pulls::search(
            &grid,
            &g16,
            budget,
            &|| control.stopped(),
            &control.positions,
        );
        work_left = work_left.saturating_sub(found.work);
        whole_space &= !found.cut_short;
        for (s, depth) in found.deepest.into_iter().take(opts.candidates) {
            candidates.push((s, depth, goals.clone()));
        }
        if control.stopped() || work_left == 0 {
            break;
        }
    }
    candidates.sort_by_key(|c| std::cmp::Reverse(c.1));
    let mut best: Option<Generated> = None;
    for (state, depth, goals) in candidates.into_iter().take(opts.candidates) {
        if control.stopped() {
            break;
        }
        let level_board = place(board, &goals, &state);
        let key = normal_form(&level_board);
        if seen.contains(&key) || best.as_ref().is_some_and(|b| b.key == key) {
            continue;
        }
        let Some(g) = confirm(level_board, depth, key, opts, control)? else {
            continue;
        };
        control.confirmed.fetch_add(1, Ordering::Relaxed);
        if best.as_ref().is_none_or(|b| better(&g, b)) {
            best = Some(g);
        }
    }
    if let Some(b) = best.as_mut().filter(|b| b.figures.fewest_pushes < SHORT) {
        let why = if whole_space {
            let pushes = b.figures.fewest_pushes;
            crate::t!(
                "sokoban-generate-short-whole",
                boxes = boxes,
                pushes = pushes
            )
        } else {
            // As strings: the command line prints these limits ungrouped, as it takes them.
            let (positions, cells) = (opts.max_positions.to_string(), opts.max_work.to_string());
            crate::t!(
                "sokoban-generate-short-limit",
                positions = positions,
                cells = cells
            )
        };
        b.level.notes.push(format!("Why so short: {why}"));
        b.why_short = Some(why);
    }
    Ok(best)
}

/// The baseline the generator is measured against: `boxes` boxes, as many goals and the
/// pusher dropped on random floor squares of `layout` (boxes on goals allowed, as chance
/// has it). Whether it can be solved is the caller's to find out.
pub fn random_level(layout: &Board, boxes: usize, rng: &mut ChaCha8Rng) -> Option<Board> {
    let cells: Vec<usize> = (0..layout.squares().len())
        .filter(|&i| !layout.squares()[i].is_wall())
        .collect();
    if boxes + 1 > cells.len() {
        return None;
    }
    let goals = choose(&cells, boxes, rng);
    let mut placed = choose(&cells, boxes + 1, rng);
    let pusher = placed.pop()? as u16;
    let state = State {
        boxes: placed.iter().map(|&b| b as u16).collect(),
        pusher,
    };
    Some(place(layout, &goals, &state))
}

/// Whether `a` is a better level than `b`: one of at least [`SHORT`] pushes beats a shorter
/// one, then the higher score.
fn better(a: &Generated, b: &Generated) -> bool {
    let rank = |g: &Generated| (g.figures.fewest_pushes >= SHORT, g.figures.score());
    let (ra, rb) = (rank(a), rank(b));
    (ra.0 && !rb.0) || (ra.0 == rb.0 && ra.1 > rb.1)
}

/// The layout with goals, the boxes of `state`, and the pusher on its area's first square.
fn place(layout: &Board, goals: &[usize], state: &State) -> Board {
    let mut b = layout.clone();
    let w = b.width();
    for &g in goals {
        b.set(g % w, g / w, Square::Goal);
    }
    // Goals and occupants layer as the editor's brushes paint them (a box on a goal is a
    // box on goal).
    let mut put = |i: usize, brush: Brush| b.set(i % w, i / w, brush.apply(b.get(i % w, i / w)));
    for &bx in state.boxes.iter() {
        put(usize::from(bx), Brush::Box);
    }
    put(usize::from(state.pusher), Brush::Pusher);
    b
}

/// Solves `board` forward; a solution that replays becomes the level, with its figures.
fn confirm(
    board: Board,
    depth: u32,
    key: String,
    opts: &Options,
    control: &Control,
) -> Result<Option<Generated>, GenerateError> {
    // Most generated levels are solved in a few hundred positions: a small table first
    // (the solver's tables are allocated up front), a larger one if that runs out before
    // the budget of positions does.
    let mut outcome = None;
    for memory_limit in [1 << 20, 32 << 20, 512 << 20] {
        // The optimal search: one thread, so its solution and its count of positions (part
        // of the score) are the same on every run and machine, as a seed promises; bounded
        // in positions, and in time only by the run's deadline, which ends the run.
        let solve_opts = solver::Options {
            time_limit: control.time_left(),
            memory_limit,
            max_positions: opts.confirm_positions,
            optimal: true,
            cancel: Some(Arc::clone(&control.cancel)),
        };
        let o = solver::solve(&board, &solve_opts, &solver::Progress::default());
        let again = o.status == Status::OutOfMemory && o.nodes < opts.confirm_positions;
        outcome = Some(o);
        if !again {
            break;
        }
    }
    let Some(outcome) = outcome else {
        return Ok(None);
    };
    let Status::Solved {
        lurd,
        moves,
        pushes,
    } = outcome.status
    else {
        return Ok(None);
    };
    let replayed = crate::sokoban::game::Game::replay(&board, &lurd)
        .map_err(|e| GenerateError::Unconfirmed(e.to_string()))?
        .map_err(|e| GenerateError::Unconfirmed(format!("it does not replay: {e:?}")))?;
    if !replayed.is_solved() {
        return Err(GenerateError::Unconfirmed(crate::t!(
            "sokoban-generate-not-solving"
        )));
    }
    let (box_lines, box_changes) = lines_and_changes(&board, &lurd);
    let figures = Figures {
        fewest_pushes: depth,
        moves,
        pushes,
        box_lines,
        box_changes,
        positions: outcome.nodes,
    };
    let mut level = Level::new("", board);
    level.notes = notes(&figures);
    level.saved_games.push(SavedGame {
        title: format!("Solution {moves}/{pushes}"),
        moves: lurd,
        ..SavedGame::default()
    });
    Ok(Some(Generated {
        level,
        figures,
        key,
        why_short: None,
    }))
}

/// The figures as the level's notes, one `Key: value` a line.
pub fn notes(f: &Figures) -> Vec<String> {
    vec![
        "Generated: gridwright generate sokoban".into(),
        format!("Fewest pushes: {}", f.fewest_pushes),
        format!("Solution: {} moves, {} pushes", f.moves, f.pushes),
        format!("Box lines: {}", f.box_lines),
        format!("Box changes: {}", f.box_changes),
        format!("Positions searched: {}", f.positions),
        format!("Difficulty: {:.1}", f.score()),
    ]
}

/// Box lines (runs of pushes of one box in one direction) and box changes (times the pushed
/// box is another than the last) of a solution.
pub fn lines_and_changes(board: &Board, lurd: &str) -> (usize, usize) {
    let w = board.width() as isize;
    let mut pusher = board
        .squares()
        .iter()
        .position(|s| s.is_pusher())
        .unwrap_or(0) as isize;
    // Sessions: runs of pushes of one box; lines: runs of one box in one direction.
    let (mut lines, mut sessions) = (0usize, 0usize);
    let mut last: Option<(isize, char)> = None;
    for c in lurd.chars() {
        let Some(d) = lurd_dir(c) else { continue };
        let step = match d {
            crate::grid::Dir::Up => -w,
            crate::grid::Dir::Down => w,
            crate::grid::Dir::Left => -1,
            crate::grid::Dir::Right => 1,
        };
        pusher += step;
        if c.is_ascii_uppercase() {
            let (from, to) = (pusher, pusher + step);
            match last {
                Some((at, dir)) if at == from && dir == c.to_ascii_lowercase() => {}
                Some((at, _)) if at == from => lines += 1,
                _ => {
                    lines += 1;
                    sessions += 1;
                }
            }
            last = Some((to, c.to_ascii_lowercase()));
        }
    }
    (lines, sessions.saturating_sub(1))
}

/// The board's form up to rotation, mirror and translation: the smallest of its eight
/// images, each trimmed of outer wall rows and columns, with the pusher's whole area marked
/// (where in its area it stands does not change the puzzle).
pub fn normal_form(board: &Board) -> String {
    let (w, h) = (board.width(), board.height());
    let area = pusher_area(board);
    let ch = |x: usize, y: usize| -> u8 {
        let sq = board.get(x, y);
        match sq {
            _ if sq.is_wall() => b'#',
            _ if sq.is_box() && sq.is_goal() => b'*',
            _ if sq.is_box() => b'$',
            _ if area[y * w + x] && sq.is_goal() => b'+',
            _ if area[y * w + x] => b'@',
            _ if sq.is_goal() => b'.',
            _ => b' ',
        }
    };
    let mut best: Option<String> = None;
    for t in 0..8u8 {
        let (tw, th) = if t % 2 == 0 { (w, h) } else { (h, w) };
        // The square of the source shown at (x, y) of image t: the four turns, then the
        // four mirror images (odd images are h wide and w high).
        let at = |x: usize, y: usize| -> u8 {
            let (sx, sy) = match t {
                0 => (x, y),
                1 => (y, h - 1 - x),
                2 => (w - 1 - x, h - 1 - y),
                3 => (w - 1 - y, x),
                4 => (w - 1 - x, y),
                5 => (y, x),
                6 => (x, h - 1 - y),
                _ => (w - 1 - y, h - 1 - x),
            };
            ch(sx, sy)
        };
        let rows: Vec<Vec<u8>> = (0..th)
            .map(|y| (0..tw).map(|x| at(x, y)).collect())
            .collect();
        let text = trimmed_text(&rows);
        if best.as_ref().is_none_or(|b| text < *b) {
            best = Some(text);
        }
    }
    best.unwrap_or_default()
}

fn trimmed_text(rows: &[Vec<u8>]) -> String {
    let wall_row = |r: &Vec<u8>| r.iter().all(|&c| c == b'#');
    let top = rows.iter().position(|r| !wall_row(r)).unwrap_or(0);
    let bottom = rows.iter().rposition(|r| !wall_row(r)).map_or(0, |b| b + 1);
    let rows = &rows[top..bottom.max(top)];
    let width = rows.first().map_or(0, Vec::len);
    let wall_col = |x: usize| rows.iter().all(|r| r[x] == b'#');
    let left = (0..width).position(|x| !wall_col(x)).unwrap_or(0);
    let right = (0..width).rposition(|x| !wall_col(x)).map_or(0, |r| r + 1);
    rows.iter()
        .map(|r| String::from_utf8_lossy(&r[left..right.max(left)]).into_owned())
        .collect::<Vec<_>>()
        .join("|")
}

/// The squares the pusher can walk to (none on a board without exactly one pusher).
fn pusher_area(board: &Board) -> Vec<bool> {
    let Ok(p) = crate::sokoban::position::Position::from_board(board) else {
        return vec![false; board.squares().len()];
    };
    let came = p.reachable();
    (0..came.len())
        .map(|i| came[i].is_some() || i == p.pusher)
        .collect()
}

#[cfg(test)]
mod tests;
