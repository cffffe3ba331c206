//! Watching an invisible-maze replay against playing it: issue 42 asks that watching a
//! 10,000-try game end to end, a frame per try as the viewer does, cost at most twice playing
//! it. Before the seekable replay each step re-simulated from the start (O(n²)).
//! `cargo bench --bench laby_replay` (`LABY_TRIES` sets the length); the figure is in README.
//! It exits with status 1 when watching costs more than twice playing.

use std::hint::black_box;
use std::time::{Duration, Instant};

use gridwright::editor::playback::{Command, Playback};
use gridwright::maze::generate::density_solvable;
use gridwright::maze::invisible::Game;
use gridwright::maze::replay::{LabyReplay, played};
use gridwright::maze::strategies::{StrategyKind, play_out};
use gridwright_formats::maze::MazeGame;

/// Times each measure is taken; the best is kept, so a busy moment does not count.
const ROUNDS: usize = 7;

fn main() {
    let tries: usize = std::env::var("LABY_TRIES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10_000);
    let record = record(tries);
    let n = record.tries.len();
    let play = best(|| {
        black_box(played(&record, n).pos);
    });
    let watch = best(|| watch(&record));
    let back = best(|| watch_backwards(&record));
    let ratio = watch.as_secs_f64() / play.as_secs_f64();
    println!("{n} tries: playing {:.2} ms", ms(play));
    println!(
        "watching, a frame a try: {:.2} ms ({ratio:.2} x playing)",
        ms(watch)
    );
    println!(
        "End, then back to the start a frame a try: {:.2} ms ({:.2} x playing)",
        ms(back),
        back.as_secs_f64() / play.as_secs_f64()
    );
    if ratio > 2.0 {
        eprintln!("watching costs more than twice playing");
        std::process::exit(1);
    }
}

/// A game of `tries` tries by the random walker, on a maze large enough that it rarely wins
/// before (the tries after a win change nothing, which would flatter the replay).
fn record(tries: usize) -> MazeGame {
    let (maze, seed) = density_solvable(120, 120, 0.3, 7, 1000).expect("a solvable maze");
    let mut tried = Vec::new();
    let mut round = 0;
    while tried.len() < tries {
        let mut g = Game::new(maze.clone(), Duration::ZERO, None, Duration::ZERO);
        play_out(&mut g, StrategyKind::Random, seed.wrapping_add(round));
        tried.extend(g.tries);
        round += 1;
    }
    tried.truncate(tries);
    MazeGame {
        seconds: 0.0,
        lives: None,
        density: Some(0.3),
        seed: Some(seed),
        tries: tried,
        maze,
    }
}

/// The viewer's way: play at a pace of one try a frame, reading the game each frame.
fn watch(record: &MazeGame) {
    let mut p = Playback::new(LabyReplay::new(record.clone()), 60.0, 1.0..=60.0);
    p.command(Command::PlayPause);
    while p.is_playing() {
        p.tick(1.0 / 60.0);
        black_box(p.replay().game().pos);
    }
    assert_eq!(p.at(), record.tries.len());
}

/// To the end at once (End), then back to the start one try a frame (Left held).
fn watch_backwards(record: &MazeGame) {
    let mut p = Playback::new(LabyReplay::new(record.clone()), 60.0, 1.0..=60.0);
    p.command(Command::End);
    while p.at() > 0 {
        p.command(Command::Back);
        black_box(p.replay().game().pos);
    }
}

fn best(mut f: impl FnMut()) -> Duration {
    (0..ROUNDS)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed()
        })
        .min()
        .unwrap_or_default()
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}
