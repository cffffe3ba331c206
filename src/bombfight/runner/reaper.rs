//! Every process a bot starts ends with it, even one that left the bot's process group
//! (`setsid sleep 3103 &`). gridwright makes itself a child subreaper (Linux's
//! `PR_SET_CHILD_SUBREAPER`), so whatever a bot leaves behind when its parent dies is
//! re-parented to gridwright instead of to init, where a sweep finds it. Each bot's
//! environment carries its id (`GRIDWRIGHT_BOT_ID`), so a sweep kills only what belongs to
//! the bot that ended, or to no bot still running, and never another bot's helper or a
//! child gridwright started for itself (those stay in gridwright's own process group).
//! A killed orphan is our child, so its pid cannot be reused before we reap it: the kill
//! cannot reach an unrelated process.

use std::process::{Child, Command};
use std::sync::Mutex;
use std::sync::atomic::{AtomicU64, Ordering};

/// The environment variable that names a bot's id in its processes.
pub const BOT_ID: &str = "GRIDWRIGHT_BOT_ID";

/// How many kill-and-reap rounds a sweep tries before it leaves the rest to the next one (a
/// process that forks as fast as it is killed).
const ROUNDS: usize = 200;

/// The bots running now: id, and the pid of the process gridwright started. Held while a
/// bot starts and while a sweep runs, so a sweep never sees a bot half started (forked, its
/// group set, its environment not yet its own) and two sweeps never reap the same orphan
/// (after which its pid could name a new bot's process).
static LIVE: Mutex<Vec<(u64, libc::pid_t)>> = Mutex::new(Vec::new());
static NEXT: AtomicU64 = AtomicU64::new(1);

/// Starts `command` as a bot, its id in its environment; the first makes gridwright a
/// subreaper. The bot is live until [`ended`].
pub fn spawn(command: &mut Command) -> std::io::Result<(u64, Child)> {
    become_subreaper();
    let mut live = lock();
    let id = NEXT.fetch_add(1, Ordering::Relaxed);
    let child = command.env(BOT_ID, id.to_string()).spawn()?;
    live.push((id, child.id() as libc::pid_t));
    Ok((id, child))
}

/// The bot `id` has ended (its first process reaped): kills and reaps every orphan of it,
/// and of bots ended before.
pub fn ended(id: u64) {
    let mut live = lock();
    live.retain(|&(i, _)| i != id);
    sweep(&live);
}

fn lock() -> std::sync::MutexGuard<'static, Vec<(u64, libc::pid_t)>> {
    LIVE.lock().unwrap_or_else(|e| e.into_inner())
}

#[cfg(target_os = "linux")]
fn become_subreaper() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        // SAFETY: prctl with an integer option changes only this process's reaper flag.
        unsafe {
            libc::prctl(libc::PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
        }
    });
}

#[cfg(not(target_os = "linux"))]
fn become_subreaper() {}

/// Kills and reaps orphans of ended bots until none is left (or [`ROUNDS`] have passed).
#[cfg(target_os = "linux")]
fn sweep(live: &[(u64, libc::pid_t)]) {
    for _ in 0..ROUNDS {
        let orphans = orphans(live);
        if orphans.is_empty() {
            return;
        }
        for &pid in &orphans {
            // SAFETY: `pid` is our child and not yet reaped, so it names that process.
            unsafe {
                libc::kill(pid, libc::SIGKILL);
            }
        }
        for &pid in &orphans {
            let mut status = 0;
            // SAFETY: reaps only this child, which no one else waits for.
            unsafe {
                libc::waitpid(pid, &mut status, libc::WNOHANG);
            }
        }
        std::thread::yield_now();
    }
}

#[cfg(not(target_os = "linux"))]
fn sweep(_: &[(u64, libc::pid_t)]) {}

/// Our children that came from a bot no longer running.
#[cfg(target_os = "linux")]
fn orphans(live: &[(u64, libc::pid_t)]) -> Vec<libc::pid_t> {
    // SAFETY: plain queries of this process's ids.
    let (me, my_group) = unsafe { (libc::getpid(), libc::getpgrp()) };

    let Ok(dir) = std::fs::read_dir("/proc") else {
        return Vec::new();
    };
    dir.flatten()
        .filter_map(|e| e.file_name().to_str()?.parse::<libc::pid_t>().ok())
        .filter(|&pid| {
            let Some((parent, group)) = parent_and_group(pid) else {
                return false;
            };
            if parent != me || live.iter().any(|&(_, leader)| leader == pid) {
                return false;
            }
            match bot_of(pid) {
                Some(id) => !live.iter().any(|&(i, _)| i == id),
                // A child without an id: a bot's that cleared its environment (it left
                // our group), or one of our own (in our group), which is spared.
                None => group != my_group,
            }
        })
        .collect()
}

/// The parent and process group of `pid`, from `/proc/<pid>/stat`.
#[cfg(target_os = "linux")]
fn parent_and_group(pid: libc::pid_t) -> Option<(libc::pid_t, libc::pid_t)> {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
    // The command name is in parentheses and may hold anything: read after the last one.
    let rest = &stat[stat.rfind(')')? + 1..];
    let mut fields = rest.split_whitespace().skip(1);
    let parent = fields.next()?.parse().ok()?;
    let group = fields.next()?.parse().ok()?;
    Some((parent, group))
}

/// The bot id in `pid`'s environment, if it has one.
#[cfg(target_os = "linux")]
fn bot_of(pid: libc::pid_t) -> Option<u64> {
    let env = std::fs::read(format!("/proc/{pid}/environ")).ok()?;
    let key = format!("{BOT_ID}=");
    env.split(|&b| b == 0)
        .find_map(|v| v.strip_prefix(key.as_bytes()))
        .and_then(|v| std::str::from_utf8(v).ok()?.parse().ok())
}
