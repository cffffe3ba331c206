//! What a bot did each turn, for the window's process output panel and `--bot-log`: its
//! input, output, error output, answer, time and faults. The kept text is capped per turn
//! and per game, oldest turns dropped first, so a long game of a chatty bot costs at most
//! [`KEPT_BYTES`].

use std::collections::VecDeque;
use std::fmt::Write as _;
use std::time::Duration;

use serde::Serialize;

/// Bytes of each stream kept (and read) per turn.
pub const TURN_BYTES: usize = 64 * 1024;
/// Bytes of text kept over a game, all turns together.
pub const KEPT_BYTES: usize = 1024 * 1024;

/// Something a bot did wrong in a turn; the turn is then no action unless it still
/// answered in time.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "fault", content = "detail", rename_all = "kebab-case")]
pub enum Fault {
    /// The program could not be started.
    Spawn(String),
    /// No answer within the time limit.
    Late,
    /// The program exited with a failure status or a signal.
    Exit(String),
    /// A persistent bot's process ended; it is started again next turn.
    Died(String),
    /// The answer had no move or bomb word in it.
    Garbage(String),
    /// Words the rules ignore (a third word, a second move, an unknown word).
    ExtraWords(String),
    /// Output over the per-turn cap was dropped.
    Flood(usize),
    /// A persistent bot had not read its previous input.
    NotReading,
    /// A persistent bot answered a turn after its time; the answer was dropped.
    LateAnswer(String),
    /// A persistent bot was started again (after dying or being late too often).
    Restarted(u32),
    /// Faults past [`TURN_FAULTS`] in one turn, counted and not kept (a bot printing a
    /// hundred thousand stray lines would otherwise fill the log).
    More(usize),
}

/// Faults kept per turn; the rest are counted in one [`Fault::More`].
pub const TURN_FAULTS: usize = 16;

/// Characters kept of a bot's text inside a fault (an answer, a stray line).
const FAULT_TEXT: usize = 200;

impl Fault {
    /// The fault with its text clipped to [`FAULT_TEXT`] characters.
    fn clipped(self) -> Fault {
        let cut = |s: String| s.chars().take(FAULT_TEXT).collect();
        match self {
            Fault::Garbage(s) => Fault::Garbage(cut(s)),
            Fault::ExtraWords(s) => Fault::ExtraWords(cut(s)),
            Fault::LateAnswer(s) => Fault::LateAnswer(cut(s)),
            other => other,
        }
    }

    /// The bytes of text it holds.
    fn bytes(&self) -> usize {
        match self {
            Fault::Spawn(s) | Fault::Exit(s) | Fault::Died(s) => s.len(),
            Fault::Garbage(s) | Fault::ExtraWords(s) | Fault::LateAnswer(s) => s.len(),
            _ => 0,
        }
    }

    /// A turn's faults within the caps: the first [`TURN_FAULTS`], each clipped, and the
    /// count of the rest.
    pub fn capped(mut faults: Vec<Fault>) -> Vec<Fault> {
        let over = faults.len().saturating_sub(TURN_FAULTS);
        faults.truncate(TURN_FAULTS);
        let mut kept: Vec<Fault> = faults.into_iter().map(Fault::clipped).collect();
        if over > 0 {
            kept.push(Fault::More(over));
        }
        kept
    }
}

/// In the language of the command line or the window (the bot panel, `--bot-log` files).
impl std::fmt::Display for Fault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let quoted = |s: &str| format!("{:?}", clip(s));
        f.write_str(&match self {
            Fault::Spawn(e) => crate::t!("bombfight-fault-spawn", error = e.as_str()),
            Fault::Late => crate::t!("bombfight-fault-late"),
            Fault::Exit(s) => crate::t!("bombfight-fault-exit", status = s.as_str()),
            Fault::Died(s) => crate::t!("bombfight-fault-died", status = s.as_str()),
            Fault::Garbage(a) => crate::t!("bombfight-fault-garbage", answer = quoted(a)),
            Fault::ExtraWords(w) => crate::t!("bombfight-fault-extra-words", words = quoted(w)),
            Fault::Flood(n) => crate::t!("bombfight-fault-flood", n = *n),
            Fault::NotReading => crate::t!("bombfight-fault-not-reading"),
            Fault::LateAnswer(a) => crate::t!("bombfight-fault-late-answer", answer = quoted(a)),
            Fault::Restarted(n) => crate::t!("bombfight-fault-restarted", n = *n),
            Fault::More(n) => crate::t!("bombfight-fault-more", n = *n),
        })
    }
}

fn clip(s: &str) -> String {
    s.chars().take(60).collect()
}

/// One turn of one bot.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize)]
pub struct TurnLog {
    /// The round (from 1) and the turn's number in the game (from 1).
    pub round: u32,
    /// This bot's turns so far, this one included: `BotLog::turns_played` after it.
    pub turn: usize,
    /// The state as written to the bot's standard input.
    pub input: String,
    /// What the bot wrote to standard output, within [`TURN_BYTES`] (invalid UTF-8 replaced).
    pub stdout: String,
    /// What the bot wrote to standard error (its debug output), within [`TURN_BYTES`].
    pub stderr: String,
    /// The words that counted (empty: no action).
    pub answer: String,
    /// Wall-clock time the turn took, from the input written to the answer or the limit.
    pub millis: u64,
    /// At most [`TURN_FAULTS`], then one [`Fault::More`] counting the rest.
    pub faults: Vec<Fault>,
}

impl TurnLog {
    fn bytes(&self) -> usize {
        let faults: usize = self.faults.iter().map(Fault::bytes).sum();
        self.input.len() + self.stdout.len() + self.stderr.len() + self.answer.len() + faults
    }
}

/// A bot's turns (the last ones, within [`KEPT_BYTES`]) and its totals over the game.
#[derive(Debug, Clone, Default)]
pub struct BotLog {
    /// The kept turns, oldest first; always at least the last one played.
    pub turns: VecDeque<TurnLog>,
    kept: usize,
    /// Turns dropped from the front to stay within the cap.
    pub dropped_turns: usize,
    /// Every turn pushed, dropped ones included.
    pub turns_played: usize,
    /// Summed over every turn played, for the mean.
    pub total_time: Duration,
    /// The slowest turn.
    pub max_time: Duration,
    /// Faults over the game, [`Fault::More`]'s counts included; ignored words do not count.
    pub faults: usize,
    /// Turns with [`Fault::Late`]: no answer within the limit.
    pub late: usize,
    /// Times a persistent bot's process was started again; 0 for a per-turn bot.
    pub restarts: u32,
}

impl BotLog {
    /// Adds a turn, dropping the oldest ones past the cap.
    pub fn push(&mut self, turn: TurnLog, time: Duration) {
        self.turns_played += 1;
        self.total_time += time;
        self.max_time = self.max_time.max(time);
        self.faults += turn
            .faults
            .iter()
            .map(|f| match f {
                Fault::More(n) => *n,
                Fault::ExtraWords(_) => 0,
                _ => 1,
            })
            .sum::<usize>();
        self.late += usize::from(turn.faults.contains(&Fault::Late));
        self.kept += turn.bytes();
        self.turns.push_back(turn);
        while self.kept > KEPT_BYTES && self.turns.len() > 1 {
            if let Some(old) = self.turns.pop_front() {
                self.kept -= old.bytes();
                self.dropped_turns += 1;
            }
        }
    }

    /// Adds what a bot wrote after its last turn's answer (its error output races the
    /// answer, and a game's last turn has no next turn to catch it) to that turn, within
    /// the turn's [`TURN_BYTES`].
    pub fn add_to_last(&mut self, stdout: &[u8], stderr: &[u8]) {
        let Some(last) = self.turns.back_mut() else {
            return;
        };
        let before = last.bytes();
        for (kept, more) in [(&mut last.stdout, stdout), (&mut last.stderr, stderr)] {
            let room = TURN_BYTES.saturating_sub(kept.len());
            kept.push_str(&text_of(&more[..more.len().min(room)]));
        }
        self.kept += last.bytes() - before;
    }

    /// A copy with only the last `n` turns (for a panel that shows the latest).
    pub fn recent(&self, n: usize) -> BotLog {
        let skip = self.turns.len().saturating_sub(n);
        BotLog {
            turns: self.turns.iter().skip(skip).cloned().collect(),
            dropped_turns: self.dropped_turns + skip,
            ..self.clone_totals()
        }
    }

    fn clone_totals(&self) -> BotLog {
        BotLog {
            turns: VecDeque::new(),
            kept: 0,
            dropped_turns: self.dropped_turns,
            turns_played: self.turns_played,
            total_time: self.total_time,
            max_time: self.max_time,
            faults: self.faults,
            late: self.late,
            restarts: self.restarts,
        }
    }

    /// Mean time a turn took.
    pub fn mean_time(&self) -> Duration {
        let n = u32::try_from(self.turns_played.max(1)).unwrap_or(u32::MAX);
        self.total_time / n
    }

    /// The totals in one line: turns, mean and longest time, faults, late turns, restarts.
    pub fn summary(&self) -> String {
        crate::t!(
            "cli-bombfight-bot-summary",
            turns = self.turns_played,
            mean = self.mean_time().as_millis().to_string(),
            max = self.max_time.as_millis().to_string(),
            faults = self.faults,
            late = self.late,
            restarts = self.restarts
        )
    }

    /// The log as text, for a file: every kept turn's input, output, error output, answer,
    /// time and faults.
    pub fn to_text(&self, name: &str) -> String {
        // A log file is a written file, English whatever the screen's language (as level
        // files and JSON are): its summary and faults come from the catalog.
        let screen = crate::i18n::Language::current();
        crate::i18n::Language::English.set_for_thread();
        let text = self.english_text(name);
        screen.set_for_thread();
        text
    }

    fn english_text(&self, name: &str) -> String {
        let mut out = format!("bot {name}: {}\n", self.summary());
        if self.dropped_turns > 0 {
            let _ = writeln!(
                out,
                "({} earlier turn(s) not kept: {} KiB are kept a game)",
                self.dropped_turns,
                KEPT_BYTES / 1024
            );
        }
        for t in &self.turns {
            let _ = writeln!(
                out,
                "\n=== turn {} (round {}): answer {:?}, {} ms",
                t.turn, t.round, t.answer, t.millis
            );
            for f in &t.faults {
                let _ = writeln!(out, "fault: {f}");
            }
            for (what, text) in [
                ("stdin", &t.input),
                ("stdout", &t.stdout),
                ("stderr", &t.stderr),
            ] {
                if !text.is_empty() {
                    let _ = writeln!(out, "--- {what}\n{}", text.trim_end());
                }
            }
        }
        out
    }
}

/// Bytes from a bot as text (invalid UTF-8 replaced), at most [`TURN_BYTES`].
pub fn text_of(bytes: &[u8]) -> String {
    String::from_utf8_lossy(&bytes[..bytes.len().min(TURN_BYTES)]).into_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn turns_of_hundreds_of_long_stray_lines_keep_the_caps() {
        let mut log = BotLog::default();
        for round in 0..400 {
            let line = "x".repeat(1000);
            let faults = vec![Fault::LateAnswer(line); 300];
            let turn = TurnLog {
                round,
                faults: Fault::capped(faults),
                ..TurnLog::default()
            };
            log.push(turn, Duration::ZERO);
        }
        let kept: usize = log.turns.iter().map(TurnLog::bytes).sum();
        assert!(kept <= KEPT_BYTES && log.dropped_turns > 0, "{kept}");
        assert_eq!(log.faults, 120_000, "every fault counted");
        let last = log.turns.back().unwrap();
        assert_eq!(last.faults.len(), TURN_FAULTS + 1);
        assert_eq!(last.faults[TURN_FAULTS], Fault::More(300 - TURN_FAULTS));
    }
}
