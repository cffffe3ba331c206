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
    /// Cells across, [`MIN_GENERATED_SIDE`] to `MAX_SIDE`; odd when [`MapOptions::symmetric`].
    pub width: usize,
    /// Cells down, with the same bounds as the width.
    pub height: usize,
    /// Chance that a free cell holds a brick.
    pub bricks: f64,
    /// Chance that a free cell (not a brick) holds a gem or a mushroom.
    pub points: f64,
    /// The map's round limit, 1 to `MAX_ROUNDS`.
    pub rounds: u32,
    /// Exits placed on the outer ring, 1 to as many as its places allow.
    pub exits: usize,
    /// Passed to [`crate::seed::rng`]: the same options and seed make the same map.
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

/// Options no map can be made with; said in the language of the command line or the window
/// (the catalog's words).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum MapOptionsError {
    /// A side out of range.
    #[error("{}", crate::t!("bombfight-map-size", min = MIN_GENERATED_SIDE, max = MAX_SIDE))]
    Size,
    /// A chance below 0 or above 1 (or not a number).
    #[error("{}", crate::t!("bombfight-map-probability"))]
    Probability,
    /// No rounds, or more than a map holds.
    #[error("{}", crate::t!("bombfight-map-rounds", max = MAX_ROUNDS))]
    Rounds,
    /// No exit, or more than the ring has places for.
    #[error(
        "{}",
        crate::t!("bombfight-map-exits", places = *places, width = *width, height = *height)
    )]
    Exits {
        /// The places the ring has.
        places: usize,
        /// The map's width.
        width: usize,
        /// The map's height.
        height: usize,
    },
    /// A symmetric map of an even side (its centre would not be a cell).
    #[error("{}", crate::t!("bombfight-map-even-symmetric"))]
    EvenSymmetric,
}

/// A map as `opts` ask, or why it cannot be made.
pub fn generate(opts: &MapOptions) -> Result<Level, MapOptionsError> {
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

fn check(opts: &MapOptions) -> Result<(), MapOptionsError> {
    let side = MIN_GENERATED_SIDE..=MAX_SIDE;
    if !side.contains(&opts.width) || !side.contains(&opts.height) {
        return Err(MapOptionsError::Size);
    }
    if !(0.0..=1.0).contains(&opts.bricks) || !(0.0..=1.0).contains(&opts.points) {
        return Err(MapOptionsError::Probability);
    }
    if opts.rounds == 0 || opts.rounds > MAX_ROUNDS {
        return Err(MapOptionsError::Rounds);
    }
    let places = exit_places(opts.width, opts.height).len();
    if opts.exits == 0 || opts.exits > places {
        return Err(MapOptionsError::Exits {
            places,
            width: opts.width,
            height: opts.height,
        });
    }
    if opts.symmetric && (opts.width.is_multiple_of(2) || opts.height.is_multiple_of(2)) {
        return Err(MapOptionsError::EvenSymmetric);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bombfight::checks::validate;
    use crate::bombfight::fairness::fairness;

    fn options(width: usize, height: usize, seed: u64) -> MapOptions {
        MapOptions {
            width,
            height,
            seed,
            ..MapOptions::default()
        }
    }

    #[test]
    fn a_symmetric_map_passes_the_checks_and_is_fair() {
        for seed in 1..6 {
            let l = generate(&options(15, 13, seed)).unwrap();
            assert_eq!(validate(&l), vec![], "seed {seed}");
            assert!(fairness(&l).unwrap().is_fair(), "seed {seed}");
            let (w, h) = (l.width(), l.height());
            for (x, y) in l.positions(|_| true) {
                let turned = match l.get(w - 1 - x, h - 1 - y) {
                    Tile::Start(p) => Tile::Start(p.other()),
                    t => t,
                };
                assert_eq!(l.get(x, y), turned, "seed {seed}: {x},{y} and its mirror");
            }
        }
    }

    #[test]
    fn a_seed_gives_one_map_and_another_seed_another() {
        let opts = MapOptions {
            symmetric: false,
            ..options(16, 12, 4)
        };
        let map = generate(&opts).unwrap();
        assert_eq!(generate(&opts).unwrap(), map);
        assert_ne!(
            generate(&MapOptions {
                seed: 5,
                ..opts.clone()
            })
            .unwrap(),
            map
        );
        assert_eq!(validate(&map), vec![]);
    }

    #[test]
    fn the_starts_have_room_and_the_exits_are_as_many_as_asked_far_from_them() {
        let opts = MapOptions {
            exits: 4,
            bricks: 1.0,
            ..options(21, 15, 9)
        };
        let l = generate(&opts).unwrap();
        assert_eq!(l.positions(|t| t == Tile::Exit).len(), 4);
        for (x, y) in [(1, 1), (2, 1), (3, 1), (1, 2), (1, 3)] {
            assert!(l.get(x, y).is_free(), "{x},{y} next to A");
        }
        for (x, y) in l.positions(|t| t == Tile::Exit) {
            assert!(x + y > 6, "exit {x},{y} is not next to A");
        }
    }

    #[test]
    fn options_out_of_range_say_which() {
        let bad = |change: fn(&mut MapOptions)| {
            let mut o = MapOptions::default();
            change(&mut o);
            generate(&o).unwrap_err()
        };
        assert_eq!(bad(|o| o.width = 4), MapOptionsError::Size);
        assert_eq!(bad(|o| o.bricks = f64::NAN), MapOptionsError::Probability);
        assert_eq!(bad(|o| o.rounds = 0), MapOptionsError::Rounds);
        assert_eq!(
            bad(|o| o.exits = 0),
            MapOptionsError::Exits {
                places: exit_places(15, 13).len(),
                width: 15,
                height: 13
            }
        );
        assert_eq!(bad(|o| o.width = 16), MapOptionsError::EvenSymmetric);
        crate::i18n::Language::English.set_for_thread();
        assert_eq!(
            MapOptionsError::EvenSymmetric.to_string(),
            "a symmetric map needs an odd width and height"
        );
        assert_eq!(
            MapOptionsError::Size.to_string(),
            format!("width and height must be from 5 to {MAX_SIDE}")
        );
        // In French: the catalog's words, the same limits.
        crate::i18n::Language::French.set_for_thread();
        assert_eq!(
            MapOptionsError::EvenSymmetric.to_string(),
            "une carte symétrique doit avoir une largeur et une hauteur impaires"
        );
        assert_eq!(
            bad(|o| o.exits = 0).to_string(),
            format!(
                "le nombre de sorties doit aller de 1 à {} sur une carte de 15 x 13",
                exit_places(15, 13).len()
            )
        );
    }
}
