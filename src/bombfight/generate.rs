//! Random maps with the original's options (width, height, brick and point probabilities,
//! rounds, exits) and a seed; optionally point-symmetric, so that both starts are equal.
//! Every map made passes the level checks.

use gridwright_formats::bombfight::{Item, Level, MAX_ROUNDS, MAX_SIDE, Player, Tile};
use rand::RngExt;
use rand_chacha::ChaCha8Rng;

use super::checks::{is_pillar, on_ring};

/// The random map dialog's and `generate bombfight`'s options.
#[derive(Debug, Clone, PartialEq)]
pub struct MapOptions {
    pub width: usize,
    pub height: usize,
    /// Chance that a free cell holds a brick.
    pub bricks: f64,
    /// Chance that a free cell (not a brick) holds a gem or a mushroom.
    pub points: f64,
    pub rounds: u32,
    pub exits: usize,
    pub seed: u64,
    /// Mirror the map through its centre (A's half is B's, turned), so neither start is
    /// favoured; the exits then come in pairs.
    pub symmetric: bool,
}

impl Default for MapOptions {
    fn default() -> Self {
        MapOptions {
            width: 15,
            height: 13,
            bricks: 0.4,
            points: 0.15,
            rounds: 100,
            exits: 2,
            seed: 1,
            symmetric: true,
        }
    }
}

/// The smallest map made: room for two starts apart.
pub const MIN_GENERATED_SIDE: usize = 5;

/// A map as `opts` ask, or why it cannot be made.
pub fn generate(opts: &MapOptions) -> Result<Level, String> {
    check(opts)?;
    let (w, h) = (opts.width, opts.height);
    let mut rng = crate::seed::rng(opts.seed);
    let mut l = Level::new(w, h, opts.rounds);
    let a = (1, 1);
    let b = (odd_at_most(w - 2), odd_at_most(h - 2));
    let mirror = |(x, y): (usize, usize)| (w - 1 - x, h - 1 - y);
    for y in 0..h {
        for x in 0..w {
            let c = (x, y);
            if on_ring(&l, c) || is_pillar(c) {
                l.set(x, y, Tile::Wall);
            } else if opts.symmetric && before(mirror(c), c) {
                let t = l.get(w - 1 - x, h - 1 - y);
                l.set(x, y, t);
            } else if near(c, a) || near(c, b) {
                l.set(x, y, Tile::Empty);
            } else {
                l.set(x, y, content(&mut rng, opts));
            }
        }
    }
    l.set(a.0, a.1, Tile::Start(Player::One));
    l.set(b.0, b.1, Tile::Start(Player::Two));
    place_exits(&mut l, &mut rng, opts);
    Ok(l)
}

fn check(opts: &MapOptions) -> Result<(), String> {
    let side = MIN_GENERATED_SIDE..=MAX_SIDE;
    if !side.contains(&opts.width) || !side.contains(&opts.height) {
        return Err(format!(
            "width and height must be from {MIN_GENERATED_SIDE} to {MAX_SIDE}"
        ));
    }
    if !(0.0..=1.0).contains(&opts.bricks) || !(0.0..=1.0).contains(&opts.points) {
        return Err("probabilities must be from 0 to 1".into());
    }
    if opts.rounds == 0 || opts.rounds > MAX_ROUNDS {
        return Err(format!("rounds must be from 1 to {MAX_ROUNDS}"));
    }
    let places = exit_places(opts.width, opts.height).len();
    if opts.exits == 0 || opts.exits > places {
        return Err(format!(
            "exits must be from 1 to {places} on a {} x {} map",
            opts.width, opts.height
        ));
    }
    if opts.symmetric && (opts.width.is_multiple_of(2) || opts.height.is_multiple_of(2)) {
        return Err("a symmetric map needs an odd width and height".into());
    }
    Ok(())
}

/// Whether `a` comes before `b` in reading order (row by row), so is made already.
fn before((ax, ay): (usize, usize), (bx, by): (usize, usize)) -> bool {
    (ay, ax) < (by, bx)
}

fn odd_at_most(n: usize) -> usize {
    if n % 2 == 1 { n } else { n - 1 }
}

/// The start and the two cells on each side of it stay free, so a player can move and get
/// out of its own blast's way.
fn near((x, y): (usize, usize), (sx, sy): (usize, usize)) -> bool {
    (y == sy && x.abs_diff(sx) <= 2) || (x == sx && y.abs_diff(sy) <= 2)
}

fn content(rng: &mut ChaCha8Rng, opts: &MapOptions) -> Tile {
    if rng.random_bool(opts.bricks) {
        Tile::Brick
    } else if rng.random_bool(opts.points) {
        let d = rng.random_range(0..10u8);
        Item::from_digit(d).map_or(Tile::Empty, Tile::Item)
    } else {
        Tile::Empty
    }
}

/// Ring cells an exit can take: not a post, with a cell inside that is not a pillar.
fn exit_places(w: usize, h: usize) -> Vec<(usize, usize)> {
    let mut out = Vec::new();
    for x in (1..w - 1).filter(|x| x % 2 == 1) {
        out.push((x, 0));
        out.push((x, h - 1));
    }
    for y in (1..h - 1).filter(|y| y % 2 == 1) {
        out.push((0, y));
        out.push((w - 1, y));
    }
    out.retain(|&c| !is_pillar(c));
    out
}

/// Exits are drawn from the ring places far from both starts (the farther half), so that a
/// game is not over in a few steps.
fn place_exits(l: &mut Level, rng: &mut ChaCha8Rng, opts: &MapOptions) {
    let (w, h) = (l.width(), l.height());
    let starts: Vec<(usize, usize)> = Player::BOTH.iter().flat_map(|p| l.starts(*p)).collect();
    let away = |&(x, y): &(usize, usize)| {
        starts
            .iter()
            .map(|&(sx, sy)| x.abs_diff(sx) + y.abs_diff(sy))
            .min()
            .unwrap_or(0)
    };
    let mut places = exit_places(w, h);
    places.sort_by_key(|c| std::cmp::Reverse(away(c)));
    let keep = (places.len() / 2).max(opts.exits).min(places.len());
    if let Some(cut) = keep.checked_sub(1).and_then(|k| places.get(k)).map(away) {
        // Ties stay together, so a place and its mirror are kept or dropped as one.
        places.retain(|c| away(c) >= cut);
    }
    let mut made = 0;
    while made < opts.exits && !places.is_empty() {
        let (x, y) = places.swap_remove(rng.random_range(0..places.len()));
        l.set(x, y, Tile::Exit);
        made += 1;
        if opts.symmetric {
            let m = (w - 1 - x, h - 1 - y);
            if let Some(i) = places.iter().position(|&p| p == m) {
                places.swap_remove(i);
                l.set(m.0, m.1, Tile::Exit);
                made += 1;
            }
        }
    }
}
