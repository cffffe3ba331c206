//! `gridwright bench 2048 --peer DIR`: the AI side by side with nneonneo's 2048-ai, built from
//! its source folder, in one run so that both see the same machine load: first the same
//! positions (sampled from seeded games) searched by both at each depth, position by
//! position, then seeded games to the end at each depth, game by game (the two programs take
//! turns going first), each program on one core. It prints the machine's load before and
//! after, and the two programs' figures side by side.

mod ours;
mod peer;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;

use crate::cli::error::{Outcome, Status};
use crate::g2048::ai::Depth;
use crate::g2048::board::label;
use crate::g2048::game::SpawnTable;
use crate::grid::Dir;
use crate::i18n::fixed;

/// `bench 2048 --peer`'s own flags (the games and the seed are `bench 2048`'s).
#[derive(Debug, clap::Args)]
pub struct PeerArgs {
    /// Side by side with nneonneo's 2048-ai: its source folder, with its build.sh
    /// (../shared/peers/nneonneo-2048); needs g++.
    #[arg(long, value_name = "DIR", /* i18n-exempt: a value name */ conflicts_with_all = ["stop_at", "level", "json", "weights"])]
    pub peer: Option<PathBuf>,
    /// The depths compared, as the peer counts them (spawns searched after the move): numbers,
    /// or `adaptive` for the peer's rule, max(3, distinct tiles - 2).
    #[arg(long, value_delimiter = ',', default_value = "3,adaptive", value_parser = depth)]
    pub peer_depths: Vec<Depth>,
    /// Positions searched by both at each depth (0: none).
    #[arg(long, default_value_t = 1000, value_parser = crate::cli::values::count::<usize>(0..=1_000_000))]
    pub peer_positions: usize,
    /// Game pairs played at once (each program on one core).
    #[arg(long, default_value_t = 1, value_parser = crate::cli::values::count::<usize>(1..=64))]
    pub peer_jobs: usize,
}

/// `--peer-depths`: a number from 1 to 12, or `adaptive`.
fn depth(s: &str) -> Result<Depth, String> {
    match s.trim() {
        "adaptive" => Ok(Depth::Distinct),
        n => n
            .parse::<u32>()
            .ok()
            .filter(|d| (1..=12).contains(d))
            .map(Depth::Fixed)
            .ok_or_else(|| crate::t!("cli-g2048-peer-depth", value = s)),
    }
}

/// One program's game: the highest tile, score, moves, time and search count.
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Figures {
    max_exponent: u8,
    score: u128,
    moves: u64,
    /// All moves' search time, wall clock.
    wall_ms: f64,
    /// All moves' search time, the thread's CPU.
    cpu_ms: f64,
    slowest_ms: f64,
    /// Each program's own count: the peer's moves tried, gridwright's positions scored.
    nodes: u64,
}

/// One program's search of one position.
#[derive(Debug, Clone, PartialEq)]
pub struct Search {
    best: Option<Dir>,
    wall_ms: f64,
    cpu_ms: f64,
    nodes: u64,
}

/// Runs `bench 2048 --peer DIR` over `games` games from `seed`.
pub fn run(source: &Path, a: &PeerArgs, games: u64, seed: u64) -> Outcome {
    outln!("{}", machine(&crate::t!("cli-g2048-peer-before")));
    let dir = std::env::temp_dir().join(format!("gridwright-2048-peer-{}", std::process::id()));
    outln!(
        "{}",
        crate::t!(
            "cli-g2048-peer-building",
            source = source.display().to_string(),
            dir = dir.display().to_string()
        )
    );
    let peer = peer::Peer::build(source, dir)?;
    for &d in &a.peer_depths {
        if a.peer_positions > 0 {
            positions(&peer, d, a.peer_positions, seed)?;
        }
    }
    for &d in &a.peer_depths {
        play(&peer, d, games, seed, a.peer_jobs)?;
    }
    outln!("{}", machine(&crate::t!("cli-g2048-peer-after")));
    Ok(Status::Ok)
}

/// The load average and the cores, read now.
fn machine(when: &str) -> String {
    let load = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let load: Vec<&str> = load.split_whitespace().take(3).collect();
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    crate::t!(
        "cli-g2048-peer-machine",
        when = when,
        load = load.join(" "),
        cores = cores
    )
}

fn depth_words(d: Depth) -> String {
    match d {
        Depth::Fixed(n) => n.to_string(),
        Depth::Distinct => crate::t!("cli-g2048-peer-adaptive"),
    }
}

/// The same positions at `depth`: each searched by the peer, then by gridwright.
fn positions(peer: &peer::Peer, depth: Depth, n: usize, seed: u64) -> Result<(), String> {
    let boards = ours::sample(n, seed);
    let spawns = SpawnTable::new(&Default::default());
    let mut driver = peer.positions(depth)?;
    let (mut theirs, mut mine) = (Vec::with_capacity(n), Vec::with_capacity(n));
    for b in &boards {
        theirs.push(driver.search(ours::nibbles(b))?);
        mine.push(ours::search(b, &spawns, depth));
    }
    print_positions(depth, &theirs, &mine);
    Ok(())
}

/// What both say of the same positions.
fn print_positions(depth: Depth, theirs: &[Search], mine: &[Search]) {
    let n = theirs.len();
    outln!();
    outln!(
        "{}",
        crate::t!(
            "cli-g2048-peer-positions-title",
            depth = depth_words(depth),
            n = n
        )
    );
    outln!("{}", crate::t!("cli-g2048-peer-head"));
    outln!("|---|---|---|");
    let rate = |s: &[Search], f: fn(&Search) -> f64| {
        n as f64 * 1e3 / s.iter().map(f).sum::<f64>().max(1e-9)
    };
    let nodes = |s: &[Search]| {
        let ms: f64 = s.iter().map(|s| s.cpu_ms).sum();
        s.iter().map(|s| s.nodes as f64).sum::<f64>() / ms.max(1e-9) / 1e3
    };
    row(
        "cli-g2048-peer-row-positions-cpu",
        rate(theirs, |s| s.cpu_ms),
        rate(mine, |s| s.cpu_ms),
        0,
    );
    row(
        "cli-g2048-peer-row-positions-wall",
        rate(theirs, |s| s.wall_ms),
        rate(mine, |s| s.wall_ms),
        0,
    );
    row("cli-g2048-peer-row-nodes", nodes(theirs), nodes(mine), 2);
    let same = theirs
        .iter()
        .zip(mine)
        .filter(|(t, m)| t.best == m.best)
        .count();
    outln!(
        "{}",
        crate::t!(
            "cli-g2048-peer-same-move",
            same = same,
            n = n,
            share = fixed(100.0 * same as f64 / n.max(1) as f64, 1)
        )
    );
}

/// Games from `seed` at `depth`, both programs on each seed, `jobs` pairs at once.
fn play(peer: &peer::Peer, depth: Depth, games: u64, seed: u64, jobs: usize) -> Result<(), String> {
    outln!();
    outln!(
        "{}",
        crate::t!(
            "cli-g2048-peer-games-title",
            depth = depth_words(depth),
            games = games,
            seed = seed.to_string()
        )
    );
    let next = AtomicU64::new(0);
    let (tx, rx) = mpsc::channel();
    let mut pairs: Vec<(u64, Figures, Figures)> = Vec::new();
    let mut failed = None;
    std::thread::scope(|s| {
        for _ in 0..jobs.min(games as usize).max(1) {
            let (tx, next) = (tx.clone(), &next);
            s.spawn(move || {
                loop {
                    let i = next.fetch_add(1, Ordering::Relaxed);
                    if i >= games {
                        return;
                    }
                    let g = seed.wrapping_add(i);
                    // Each goes first in every other pair, so neither always meets the load first.
                    let pair = if i % 2 == 0 {
                        peer.play(g, depth).map(|t| (t, ours::play(g, depth)))
                    } else {
                        let m = ours::play(g, depth);
                        peer.play(g, depth).map(|t| (t, m))
                    };
                    let stop = pair.is_err();
                    if tx.send((g, pair)).is_err() || stop {
                        next.store(games, Ordering::Relaxed);
                        return;
                    }
                }
            });
        }
        drop(tx);
        for (g, pair) in rx {
            match pair {
                Ok((t, m)) => {
                    print_game(depth, g, &t, &m);
                    pairs.push((g, t, m));
                }
                Err(e) => failed = Some(e),
            }
        }
    });
    if let Some(e) = failed {
        return Err(e);
    }
    pairs.sort_by_key(|p| p.0);
    let theirs: Vec<Figures> = pairs.iter().map(|p| p.1.clone()).collect();
    let mine: Vec<Figures> = pairs.iter().map(|p| p.2.clone()).collect();
    print_games(&theirs, &mine);
    Ok(())
}

/// A row of a table: a label and the two programs' figures.
fn row(id: &str, peer: f64, ours: f64, digits: usize) {
    let mut args = crate::i18n::FluentArgs::new();
    args.set("peer", fixed(peer, digits));
    args.set("ours", fixed(ours, digits));
    outln!("{}", crate::i18n::tr_args(id, &args));
}

fn per_move(f: &Figures, ms: f64) -> f64 {
    ms / f.moves.max(1) as f64
}

fn print_game(depth: Depth, seed: u64, t: &Figures, m: &Figures) {
    let side = |f: &Figures| {
        crate::t!(
            "cli-g2048-peer-game-side",
            tile = label(f.max_exponent),
            score = f.score.to_string(),
            moves = f.moves,
            wall = fixed(per_move(f, f.wall_ms), 2),
            cpu = fixed(per_move(f, f.cpu_ms), 2),
            slowest = fixed(f.slowest_ms, 0)
        )
    };
    outln!(
        "{}",
        crate::t!(
            "cli-g2048-peer-game",
            depth = depth_words(depth),
            seed = seed.to_string(),
            peer = side(t),
            ours = side(m)
        )
    );
}

/// The games' table: tiles reached, score, time a move.
fn print_games(theirs: &[Figures], mine: &[Figures]) {
    let n = theirs.len();
    outln!("{}", crate::t!("cli-g2048-peer-head"));
    outln!("|---|---|---|");
    for e in 11..=15u8 {
        let k = |fs: &[Figures]| fs.iter().filter(|f| f.max_exponent >= e).count();
        outln!(
            "{}",
            crate::t!(
                "cli-g2048-peer-row-reach",
                tile = label(e),
                peer = k(theirs),
                ours = k(mine),
                n = n
            )
        );
    }
    let mean = |fs: &[Figures], f: fn(&Figures) -> f64| {
        fs.iter().map(f).sum::<f64>() / fs.len().max(1) as f64
    };
    let per = |fs: &[Figures], f: fn(&Figures) -> f64| {
        fs.iter().map(f).sum::<f64>() / fs.iter().map(|f| f.moves).sum::<u64>().max(1) as f64
    };
    let slowest = |fs: &[Figures]| fs.iter().map(|f| f.slowest_ms).fold(0.0, f64::max);
    row(
        "cli-g2048-peer-row-score",
        mean(theirs, |f| f.score as f64),
        mean(mine, |f| f.score as f64),
        0,
    );
    row(
        "cli-g2048-peer-row-moves",
        mean(theirs, |f| f.moves as f64),
        mean(mine, |f| f.moves as f64),
        0,
    );
    let (pc, oc) = (per(theirs, |f| f.cpu_ms), per(mine, |f| f.cpu_ms));
    let (pw, ow) = (per(theirs, |f| f.wall_ms), per(mine, |f| f.wall_ms));
    row("cli-g2048-peer-row-cpu", pc, oc, 3);
    row("cli-g2048-peer-row-wall", pw, ow, 3);
    row(
        "cli-g2048-peer-row-slowest",
        slowest(theirs),
        slowest(mine),
        0,
    );
    outln!(
        "{}",
        crate::t!(
            "cli-g2048-peer-time-ratio",
            cpu = fixed(oc / pc.max(1e-9), 2),
            wall = fixed(ow / pw.max(1e-9), 2)
        )
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn depths_are_numbers_or_the_peers_rule() {
        assert_eq!(depth("3"), Ok(Depth::Fixed(3)));
        assert_eq!(depth("adaptive"), Ok(Depth::Distinct));
        assert!(depth("0").is_err() && depth("13").is_err() && depth("deep").is_err());
    }

    #[test]
    fn a_peer_without_build_script_or_whose_build_fails_is_an_error() {
        let src = tempfile::tempdir().unwrap();
        let out = src.path().join("out");
        let e = peer::Peer::build(src.path(), out.clone()).err().unwrap();
        assert!(e.contains("build.sh"), "{e}");
        std::fs::write(src.path().join("build.sh"), "echo broken >&2; exit 1\n").unwrap();
        let e = peer::Peer::build(src.path(), out).err().unwrap();
        assert!(e.contains("broken"), "{e}");
    }
}
