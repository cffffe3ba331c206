//! The peer's side of `bench 2048 --peer`: nneonneo's 2048-ai built from its source folder with
//! its own `build.sh` into a temporary folder, and the driver (benches/2048-peer/driver.cpp)
//! compiled beside it, which plays seeded games and searches given positions at the depth
//! asked. Every failure is an error: a comparison without the peer must not pass.

use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

use super::{Figures, Search};
use crate::g2048::ai::Depth;
use crate::grid::Dir;

/// The driver's source, compiled beside the peer's files.
const DRIVER: &str = include_str!("../../../../benches/2048-peer/driver.cpp");

/// The built peer: its temporary folder (removed when dropped) and the driver in it.
pub struct Peer {
    dir: PathBuf,
    driver: PathBuf,
}

impl Drop for Peer {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// The last lines of a build's words, enough to see why it failed.
fn tail(bytes: &[u8]) -> String {
    let text = String::from_utf8_lossy(bytes);
    let lines: Vec<&str> = text.lines().collect();
    lines[lines.len().saturating_sub(12)..].join("\n")
}

impl Peer {
    /// Builds the peer from `source` (a folder with `build.sh`) into `dir`, then the driver.
    pub fn build(source: &Path, dir: PathBuf) -> Result<Peer, String> {
        let _ = std::fs::remove_dir_all(&dir);
        let peer = Peer {
            driver: dir.join("driver"),
            dir,
        };
        let script = source.join("build.sh");
        if !script.is_file() {
            return Err(crate::t!(
                "cli-g2048-peer-no-build",
                path = script.display().to_string()
            ));
        }
        let out = Command::new("bash")
            .arg(&script)
            .arg(&peer.dir)
            .output()
            .map_err(|e| crate::t!("cli-g2048-peer-build-failed", log = e.to_string()))?;
        if !out.status.success() {
            let log = format!("{}\n{}", tail(&out.stdout), tail(&out.stderr));
            return Err(crate::t!("cli-g2048-peer-build-failed", log = log.trim()));
        }
        std::fs::write(peer.dir.join("driver.cpp"), DRIVER)
            .map_err(|e| crate::t!("cli-g2048-peer-driver-failed", log = e.to_string()))?;
        let gxx = Command::new("g++")
            // i18n-exempt: the compiler's flags (the peer's own, and quiet about its renamed main)
            .args(["-O3", "-std=c++11", "-Wno-return-type", "-o", "driver"])
            .arg("driver.cpp")
            .current_dir(&peer.dir)
            .output()
            .map_err(|_| crate::t!("cli-g2048-peer-no-gxx"))?;
        if !gxx.status.success() {
            return Err(crate::t!(
                "cli-g2048-peer-driver-failed",
                log = tail(&gxx.stderr)
            ));
        }
        Ok(peer)
    }

    /// One game from `seed` to the end at `depth`.
    pub fn play(&self, seed: u64, depth: Depth) -> Result<Figures, String> {
        let out = Command::new(&self.driver)
            .args(["play", &seed.to_string(), &depth_arg(depth)])
            .stdin(Stdio::null())
            .output()
            .map_err(|e| bad("play", &e.to_string()))?;
        let text = String::from_utf8_lossy(&out.stdout);
        if !out.status.success() {
            return Err(bad("play", &tail(&out.stderr)));
        }
        parse_game(&text)
    }

    /// The driver searching positions at `depth`, one at a time.
    pub fn positions(&self, depth: Depth) -> Result<Positions, String> {
        let mut child = Command::new(&self.driver)
            .args(["positions", &depth_arg(depth)])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| bad("positions", &e.to_string()))?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            return Err(bad("positions", "-"));
        };
        Ok(Positions {
            child,
            stdin,
            stdout: BufReader::new(stdout),
        })
    }
}

/// The driver's depth argument.
fn depth_arg(depth: Depth) -> String {
    match depth {
        Depth::Fixed(d) => d.to_string(),
        Depth::Distinct => "adaptive".to_owned(),
    }
}

fn bad(what: &str, line: &str) -> String {
    crate::t!("cli-g2048-peer-bad-output", what = what, line = line)
}

/// The driver in `positions` mode.
pub struct Positions {
    child: Child,
    stdin: ChildStdin,
    stdout: BufReader<ChildStdout>,
}

impl Positions {
    /// The peer's search of `board` (16 nibbles, row 0 in the low bits, as the peer's `board_t`).
    pub fn search(&mut self, board: u64) -> Result<Search, String> {
        writeln!(self.stdin, "{board:016x}")
            .and_then(|()| self.stdin.flush())
            .map_err(|e| bad("positions", &e.to_string()))?;
        let mut line = String::new();
        self.stdout
            .read_line(&mut line)
            .map_err(|e| bad("positions", &e.to_string()))?;
        parse_search(&line)
    }
}

impl Drop for Positions {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

/// A `positions` line: `MOVE WALL_MS CPU_MS EVALUATED`.
pub fn parse_search(line: &str) -> Result<Search, String> {
    let f: Vec<&str> = line.split_whitespace().collect();
    let err = || bad("positions", line.trim());
    let [m, wall, cpu, nodes] = f[..] else {
        return Err(err());
    };
    let best = match m.as_bytes() {
        b"U" => Some(Dir::Up),
        b"D" => Some(Dir::Down),
        b"L" => Some(Dir::Left),
        b"R" => Some(Dir::Right),
        b"-" => None,
        _ => return Err(err()),
    };
    Ok(Search {
        best,
        wall_ms: wall.parse().map_err(|_| err())?,
        cpu_ms: cpu.parse().map_err(|_| err())?,
        nodes: nodes.parse().map_err(|_| err())?,
    })
}

/// A game's words: the peer's "Game over. Your score is S. The highest rank you achieved was
/// R." and the driver's "driver moves M wall_ms W cpu_ms C slowest_ms X evaluated E".
pub fn parse_game(text: &str) -> Result<Figures, String> {
    let over = text
        .lines()
        // i18n-exempt: the peer's own words, matched
        .find_map(|l| l.strip_prefix("Game over. Your score is "))
        .ok_or_else(|| bad("play", &tail(text.as_bytes())))?;
    let (score, rank) = over
        .trim_end_matches('.')
        // i18n-exempt: the peer's own words, matched
        .split_once(". The highest rank you achieved was ")
        .ok_or_else(|| bad("play", over))?;
    let driver = text
        .lines()
        .find_map(|l| l.strip_prefix("driver ")) // i18n-exempt: the driver's words, matched
        .ok_or_else(|| bad("play", &tail(text.as_bytes())))?;
    let f: Vec<&str> = driver.split_whitespace().collect();
    let err = || bad("play", driver);
    let [
        "moves",
        moves,
        "wall_ms",
        wall,
        "cpu_ms",
        cpu,
        "slowest_ms",
        slowest,
        "evaluated",
        e,
    ] = f[..]
    else {
        return Err(err());
    };
    let num = |s: &str| s.parse::<f64>().map_err(|_| err());
    Ok(Figures {
        max_exponent: rank.trim().parse().map_err(|_| bad("play", over))?,
        score: score.trim().parse().map_err(|_| bad("play", over))?,
        moves: moves.parse().map_err(|_| err())?,
        wall_ms: num(wall)?,
        cpu_ms: num(cpu)?,
        slowest_ms: num(slowest)?,
        nodes: e.parse().map_err(|_| err())?,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_is_read_from_the_peers_last_line_and_the_drivers() {
        let text = "Move #1, current score=0\n\nGame over. Your score is 164296. The highest \
                    rank you achieved was 13.\ndriver moves 6758 wall_ms 24902.247 cpu_ms \
                    5001.5 slowest_ms 83.429 evaluated 213201248\n";
        let f = parse_game(text).unwrap();
        assert_eq!((f.score, f.max_exponent, f.moves), (164_296, 13, 6758));
        assert_eq!(
            (f.wall_ms, f.cpu_ms, f.slowest_ms),
            (24902.247, 5001.5, 83.429)
        );
        assert_eq!(f.nodes, 213_201_248);
        assert!(parse_game("Move #1\n").is_err(), "no game over");
        let cut = text.replace("evaluated 213201248", "");
        assert!(parse_game(&cut).is_err(), "a short driver line");
    }

    #[test]
    fn a_search_line_says_the_move_its_times_and_count() {
        let s = parse_search("L 1.5 1.25 4096\n").unwrap();
        assert_eq!(s.best, Some(Dir::Left));
        assert_eq!((s.wall_ms, s.cpu_ms, s.nodes), (1.5, 1.25, 4096));
        assert_eq!(parse_search("- 0 0 0").unwrap().best, None);
        assert!(parse_search("X 1 1 1").is_err());
        assert!(parse_search("").is_err(), "the driver ended");
    }
}
