//! Index arithmetic shared by generators and solvers: cells as `u32` indices (row by row),
//! passages carved between neighbours, visited sets as bits. Large mazes (10^8 cells) make
//! these the hot paths, hence the flat types.

use gridwright_formats::maze::Maze;

pub use crate::seed::rng;

/// Directions as indices: 0 north, 1 east, 2 south, 3 west.
pub const N: usize = 0;
/// East, the index of the side towards the next column.
pub const E: usize = 1;
/// South, the index of the side towards the next row.
pub const S: usize = 2;
/// West, the index of the side towards the previous column.
pub const W: usize = 3;

/// The neighbour of cell `i` in direction `d`, if inside.
#[inline]
pub fn step(m: &Maze, i: usize, d: usize) -> Option<usize> {
    let (w, h) = (m.width(), m.height());
    let (x, y) = (i % w, i / w);
    match d {
        N => (y > 0).then(|| i - w),
        E => (x + 1 < w).then(|| i + 1),
        S => (y + 1 < h).then(|| i + w),
        _ => (x > 0).then(|| i - 1),
    }
}

/// The cell one step from (x, y) in direction `d`, if inside a `w` x `h` maze: coordinates,
/// so that walks need no division per step.
#[inline(always)]
pub fn step_xy(x: usize, y: usize, d: usize, w: usize, h: usize) -> Option<(usize, usize)> {
    // Adding usize::MAX wraps to one less; past the edge it wraps to a huge value.
    const DX: [usize; 4] = [0, 1, 0, usize::MAX];
    const DY: [usize; 4] = [usize::MAX, 0, 1, 0];
    let (nx, ny) = (x.wrapping_add(DX[d]), y.wrapping_add(DY[d]));
    (nx < w && ny < h).then_some((nx, ny))
}

/// Whether the passage from `i` in direction `d` is open (walls of the border count closed).
#[inline]
pub fn open(m: &Maze, i: usize, d: usize) -> bool {
    match (d, step(m, i, d)) {
        (_, None) => false,
        (N, Some(j)) => !m.south_wall(j),
        (E, Some(_)) => !m.east_wall(i),
        (S, Some(_)) => !m.south_wall(i),
        (_, Some(j)) => !m.east_wall(j),
    }
}

/// Removes (or puts back) the wall between `i` and its neighbour in direction `d`.
#[inline]
pub fn set_passage(m: &mut Maze, i: usize, d: usize, passage: bool) {
    match (d, step(m, i, d)) {
        (_, None) => {}
        (N, Some(j)) => m.set_south_wall(j, !passage),
        (E, Some(_)) => m.set_east_wall(i, !passage),
        (S, Some(_)) => m.set_south_wall(i, !passage),
        (_, Some(j)) => m.set_east_wall(j, !passage),
    }
}

/// Carves the passage between two neighbouring cells (the neighbour must exist).
#[inline(always)]
pub fn carve(m: &mut Maze, i: usize, d: usize) {
    // Each cell owns the walls east and south of it: no division to find the neighbour.
    match d {
        N => m.set_south_wall(i - m.width(), false),
        E => m.set_east_wall(i, false),
        S => m.set_south_wall(i, false),
        _ => m.set_east_wall(i - 1, false),
    }
    record(i, d, true);
}

/// The cells next to `i` in each direction (`usize::MAX` where there is none), computed with
/// one division: the generators' and solvers' inner loops call this once per cell.
#[inline]
pub fn neighbours(w: usize, n: usize, i: usize) -> [usize; 4] {
    let x = i % w;
    [
        if i >= w { i - w } else { usize::MAX },
        if x + 1 < w { i + 1 } else { usize::MAX },
        if i + w < n { i + w } else { usize::MAX },
        if x > 0 { i - 1 } else { usize::MAX },
    ]
}

/// Puts a wall between two neighbouring cells (recursive division builds mazes this way).
#[inline]
pub fn build_wall(m: &mut Maze, i: usize, d: usize) {
    set_passage(m, i, d, false);
    record(i, d, false);
}

/// One step of a generator: the passage (true) or wall (false) made beside a cell.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Event {
    /// The cell's index.
    pub cell: u32,
    /// The side (N, E, S or W).
    pub dir: u8,
    /// A passage made (true) or a wall put back (false).
    pub passage: bool,
}

/// Whether some thread records generator steps: checked first, so that generation pays
/// nothing when nobody watches (the usual case, and the large mazes).
static RECORDING: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

thread_local! {
    static EVENTS: std::cell::RefCell<Option<Vec<Event>>> = const { std::cell::RefCell::new(None) };
}

/// Whether generator steps are being recorded, for generators that must work to name a step.
#[inline]
pub(crate) fn recording_active() -> bool {
    RECORDING.load(std::sync::atomic::Ordering::Relaxed)
}

#[inline(always)]
pub(crate) fn record(i: usize, d: usize, passage: bool) {
    if RECORDING.load(std::sync::atomic::Ordering::Relaxed) {
        record_slow(i, d, passage);
    }
}

#[cold]
fn record_slow(i: usize, d: usize, passage: bool) {
    EVENTS.with(|e| {
        if let Some(v) = e.borrow_mut().as_mut() {
            v.push(Event {
                cell: i as u32,
                dir: d as u8,
                passage,
            });
        }
    });
}

/// Runs `f`, returning what it returns and the generator steps it made on this thread.
pub fn recording<T>(f: impl FnOnce() -> T) -> (T, Vec<Event>) {
    RECORDING.store(true, std::sync::atomic::Ordering::Relaxed);
    EVENTS.with(|e| *e.borrow_mut() = Some(Vec::new()));
    let out = f();
    let events = EVENTS.with(|e| e.borrow_mut().take()).unwrap_or_default();
    RECORDING.store(false, std::sync::atomic::Ordering::Relaxed);
    (out, events)
}

/// A set of cells as bits.
pub struct Bits(Vec<u64>);

impl Bits {
    /// A set of `n` cells, all absent.
    pub fn new(n: usize) -> Bits {
        Bits(crate::maze::memory::big_vec(n.div_ceil(64), 0))
    }
    /// Whether cell `i` is in the set.
    #[inline]
    pub fn get(&self, i: usize) -> bool {
        self.0[i >> 6] >> (i & 63) & 1 == 1
    }
    /// Adds cell `i`.
    #[inline]
    pub fn set(&mut self, i: usize) {
        self.0[i >> 6] |= 1 << (i & 63);
    }
    /// Removes cell `i`.
    #[inline]
    pub fn unset(&mut self, i: usize) {
        self.0[i >> 6] &= !(1 << (i & 63));
    }
}

/// The direction from a cell back to the one it came from.
pub fn back(d: usize) -> usize {
    (d + 2) % 4
}
