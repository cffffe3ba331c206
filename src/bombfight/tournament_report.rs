//! What a tournament writes: its report (standings, head to head, per map) as text or JSON,
//! the rule that flags a lopsided map, and the names of its replay files. One function per
//! output, used by the command line, the merge of shards and the window's *Save*, so the
//! same run gives the same bytes wherever it is written from.

use std::fmt::Write;

use gridwright_formats::text::printable;

use super::players::PlayerSpec;
use super::tournament::{GameResult, MapReport, Standing, head_to_head, maps_report, standings};

/// The report as text: the standings, head to head, then the maps with the lopsided ones
/// flagged. `results` in schedule order; unfinished games count for nobody.
pub fn report_text(names: &[String], map_names: &[String], results: &[GameResult]) -> String {
    let table = standings(names, results);
    let mut out = String::new();
    table_text(&mut out, &table);
    head_to_head_text(&mut out, names, &table, results);
    maps_text(&mut out, &maps_report(map_names, results));
    out
}

/// The report as JSON, readable on its own: `entrants` (each one's kind, name and command,
/// in the flags' order: `pairing.players` and each standing's `entrant` index it),
/// `standings`, `maps`, and every game of `results` (unfinished ones too, marked so) with
/// its `players` by name, A first; pretty-printed, ending in a newline.
pub fn report_json(
    entrants: &[PlayerSpec],
    map_names: &[String],
    results: &[GameResult],
) -> String {
    let names: Vec<String> = entrants.iter().map(PlayerSpec::name).collect();
    let games: Vec<serde_json::Value> = results.iter().map(|r| game_json(&names, r)).collect();
    let v = serde_json::json!({
        "entrants": entrants,
        "standings": standings(&names, results),
        "maps": maps_report(map_names, results),
        "games": games,
    });
    let mut text = serde_json::to_string_pretty(&v).unwrap_or_default();
    text.push('\n');
    text
}

/// The standings' columns: the catalog id of each heading, its least width, and whether it
/// aligns left (the rank and the name) or right (the figures).
const COLUMNS: [(&str, usize, bool); 11] = [
    ("cli-tourney-col-rank", 4, true),
    ("cli-tourney-col-bot", 20, true),
    ("cli-tourney-col-points", 8, false),
    ("cli-tourney-col-games", 6, false),
    ("cli-tourney-col-wins", 5, false),
    ("cli-tourney-col-draws", 5, false),
    ("cli-tourney-col-losses", 6, false),
    ("cli-tourney-col-average", 9, false),
    ("cli-tourney-col-faults", 7, false),
    ("cli-tourney-col-ms-turn", 9, false),
    ("cli-tourney-col-max-ms", 8, false),
];

/// One line of the standings: each cell padded to its column's width (a heading longer than
/// the least width widens its column, so French headings keep the columns straight).
fn table_line(out: &mut String, cells: &[String], widths: &[usize]) {
    let padded: Vec<String> = cells
        .iter()
        .zip(COLUMNS.iter().zip(widths))
        .map(|(cell, ((_, _, left), &w))| match left {
            true => format!("{cell:<w$}"),
            false => format!("{cell:>w$}"),
        })
        .collect();
    let _ = writeln!(out, "{}", padded.join(" "));
}

/// A game's JSON: its result, with its players named (A first).
fn game_json(names: &[String], r: &GameResult) -> serde_json::Value {
    let mut v = serde_json::to_value(r).unwrap_or_default();
    if let Some(game) = v.as_object_mut() {
        let players = r
            .pairing
            .players
            .map(|i| names.get(i).cloned().unwrap_or_default());
        game.insert("players".into(), serde_json::json!(players));
    }
    v
}

fn table_text(out: &mut String, table: &[Standing]) {
    let heads: Vec<String> = COLUMNS
        .iter()
        .map(|(id, _, _)| crate::i18n::tr(id))
        .collect();
    let widths: Vec<usize> = COLUMNS
        .iter()
        .zip(&heads)
        .map(|((_, least, _), head)| (*least).max(head.chars().count()))
        .collect();
    table_line(out, &heads, &widths);
    // Decimals in the language's separator, never grouped, so English stays `2000.0`.
    let decimal = |x: f64, digits| {
        crate::i18n::format_number(crate::i18n::Language::current(), x, digits, false)
    };
    for (i, s) in table.iter().enumerate() {
        let cells = [
            (i + 1).to_string(),
            printable(&s.name).to_string(),
            s.points.to_string(),
            s.games.to_string(),
            s.wins.to_string(),
            s.draws.to_string(),
            s.losses.to_string(),
            decimal(s.average, 1),
            s.faults.to_string(),
            decimal(s.mean_ms, 2),
            decimal(s.max_ms, 1),
        ];
        table_line(out, &cells, &widths);
    }
}

fn head_to_head_text(out: &mut String, names: &[String], table: &[Standing], r: &[GameResult]) {
    let _ = writeln!(out, "\n{}", crate::t!("cli-tourney-head-to-head"));
    let index = |name: &str| names.iter().position(|n| n == name).unwrap_or(0);
    for (k, a) in table.iter().enumerate() {
        for b in &table[k + 1..] {
            let [w, d, l] = head_to_head(r, index(&a.name), index(&b.name));
            let share = 100.0 * w as f64 / (w + d + l).max(1) as f64;
            let line = crate::t!(
                "cli-tourney-pair",
                first = printable(&a.name).to_string(),
                second = printable(&b.name).to_string(),
                score = format!("{w}-{d}-{l}"),
                share = format!("{share:.0}")
            );
            let _ = writeln!(out, "  {line}");
        }
    }
}

fn maps_text(out: &mut String, maps: &[MapReport]) {
    let _ = writeln!(out, "\n{}", crate::t!("cli-tourney-maps"));
    for m in maps {
        let flag = lopsided(m).map_or(String::new(), |l| {
            let favours = crate::t!(
                "cli-tourney-favours",
                start = l.start.to_string(),
                score = format!("{}-{}", l.wins, l.losses)
            );
            format!("   <- {favours}")
        });
        let _ = writeln!(
            out,
            "  {:<32} {:>4} {:>4} {:>4}{flag}",
            printable(&m.name),
            m.a_wins,
            m.b_wins,
            m.draws
        );
    }
}

/// Fewest decided (not drawn) games on a map before [`lopsided`] judges it.
pub const LOPSIDED_MIN_DECIDED: usize = 6;
/// The share of a map's decided games one start must win for [`lopsided`], in percent.
pub const LOPSIDED_PERCENT: usize = 80;

/// A map one start wins far more often than the other: which start, and the score.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Lopsided {
    /// `'A'` or `'B'`.
    pub start: char,
    /// Decided games won from that start.
    pub wins: usize,
    /// Decided games won from the other start.
    pub losses: usize,
}

/// Whether a map favours one start: that start won at least [`LOPSIDED_PERCENT`] of at least
/// [`LOPSIDED_MIN_DECIDED`] decided games. The schedule plays every pair from both starts
/// on every map, so a better bot's wins split evenly between A and B and what is left over
/// is the map's doing. Draws tell nothing about a start and are left out. Below 6 decided
/// games chance alone flags too often (5 to 0 between equal sides is 1 in 16); at 80 % a map
/// a start wins 7 to 1 is flagged, 4 to 2 is not.
pub fn lopsided(m: &MapReport) -> Option<Lopsided> {
    let decided = m.a_wins + m.b_wins;
    let (start, wins, losses) = if m.a_wins >= m.b_wins {
        ('A', m.a_wins, m.b_wins)
    } else {
        ('B', m.b_wins, m.a_wins)
    };
    (decided >= LOPSIDED_MIN_DECIDED && wins * 100 >= decided * LOPSIDED_PERCENT).then_some(
        Lopsided {
            start,
            wins,
            losses,
        },
    )
}

/// A name made safe for a file: ASCII letters, digits, `.` and `-` kept, the rest `_`.
pub fn file_safe(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() || c == '.' || c == '-' {
                c
            } else {
                '_'
            }
        })
        .collect()
}

/// The name a game's files start with (its replay adds `.bfreplay`): the game's number from
/// 1, the map and the two players, so a folder of them lists in schedule order.
pub fn game_file_stem(number: usize, map: &str, players: &[String; 2]) -> String {
    format!(
        "{:04}-{}-{}-vs-{}",
        number + 1,
        file_safe(map),
        file_safe(&players[0]),
        file_safe(&players[1])
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn map(a_wins: usize, b_wins: usize, draws: usize) -> MapReport {
        MapReport {
            name: "m".into(),
            games: a_wins + b_wins + draws,
            a_wins,
            b_wins,
            draws,
        }
    }

    #[test]
    fn a_map_is_lopsided_when_one_start_wins_four_in_five_of_six_or_more() {
        let seven_to_one = Lopsided {
            start: 'A',
            wins: 7,
            losses: 1,
        };
        assert_eq!(lopsided(&map(7, 1, 0)), Some(seven_to_one));
        assert_eq!(
            lopsided(&map(1, 5, 3)).map(|l| l.start),
            Some('B'),
            "5 of 6"
        );
        assert_eq!(lopsided(&map(4, 2, 0)), None, "4 to 2 is 67%");
        assert_eq!(lopsided(&map(5, 0, 9)), None, "too few decided games");
        assert_eq!(lopsided(&map(0, 0, 8)), None, "all drawn");
        assert_eq!(
            lopsided(&map(8, 2, 0)).map(|l| l.wins),
            Some(8),
            "80% on the line"
        );
    }

    #[test]
    fn the_text_flags_the_lopsided_map_with_its_start_and_score() {
        let mut out = String::new();
        maps_text(&mut out, &[map(7, 1, 0), map(3, 3, 2)]);
        let lines: Vec<&str> = out.lines().collect();
        assert!(lines[2].ends_with("<- favours start A (7-1)"), "{out}");
        assert!(!lines[3].contains("<-"), "{out}");
    }

    #[test]
    fn a_games_files_are_named_in_schedule_order_and_file_safe() {
        let players = ["mine one".to_string(), "greedy".to_string()];
        assert_eq!(
            game_file_stem(11, "random-11x9/seed1", &players),
            "0012-random-11x9_seed1-mine_one-vs-greedy"
        );
    }
}
