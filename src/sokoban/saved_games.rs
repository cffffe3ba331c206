//! Saved games checked against the board as edited. A solution saved under a board it no
//! longer solves is worse than none: it is listed with its counts and written to the file as a
//! `Solution` that other programs trust. So every saved game is replayed on its level's board
//! (cheap: a few thousand steps), one that no longer fits is *stale*, and a stale game is never
//! written as a saved game: it goes into the level's notes, or away, as the user chooses.

use gridwright_formats::sokoban::{Collection, Level, SavedGame, is_solution_title};

use super::game::Game;
pub use crate::editor::Settle;

/// How a saved game stands on its level's board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Standing {
    /// It replays to its end (and, for a solution, solves the level).
    Fits,
    /// Reverse-mode moves (`[..]` jumps, `{..}` pusher changes), which gridwright does not
    /// replay: kept as they are, never called stale.
    Unchecked,
    /// It no longer fits the board, and why in words ("step 19 ('R') cannot be played: the way
    /// is blocked", "it no longer solves the level").
    Stale(String),
}

/// Replays `game` on `level`'s board.
pub fn standing(level: &Level, game: &SavedGame) -> Standing {
    if game.moves.contains(['[', '{']) {
        return Standing::Unchecked;
    }
    let lurd: String = game
        .moves
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '*')
        .collect();
    match Game::replay(&level.board, &lurd) {
        Err(e) => Standing::Stale(crate::t!("sokoban-stale-no-start", error = e.to_string())),
        Ok(Err(e)) => Standing::Stale(e.to_string()),
        Ok(Ok(g)) if is_solution_title(&game.title) && !g.is_solved() => {
            Standing::Stale(crate::t!("sokoban-stale-unsolved"))
        }
        Ok(Ok(_)) => Standing::Fits,
    }
}

/// The level's saved games that replay to a solution of its board as edited, each with its
/// game, in file order.
pub fn solutions(level: &Level) -> impl Iterator<Item = (&SavedGame, Game)> {
    level
        .saved_games
        .iter()
        .filter(|g| !g.moves.contains(['[', '{']))
        .filter_map(|g| {
            let lurd: String = g
                .moves
                .chars()
                .filter(|c| !c.is_whitespace() && *c != '*')
                .collect();
            let game = Game::replay(&level.board, &lurd).ok()?.ok()?;
            game.is_solved().then_some((g, game))
        })
}

/// The level's best saved solution that solves it as edited: fewest pushes, then fewest
/// moves (what `render --solution` draws).
pub fn best_solution(level: &Level) -> Option<(&SavedGame, Game)> {
    solutions(level).min_by_key(|(_, game)| (game.pushes(), game.moves()))
}

/// The stale saved games of a collection: (level index, game index, why), in file order.
pub fn stale(c: &Collection) -> Vec<(usize, usize, String)> {
    let mut found = Vec::new();
    for (li, level) in c.levels.iter().enumerate() {
        for (gi, game) in level.saved_games.iter().enumerate() {
            if let Standing::Stale(why) = standing(level, game) {
                found.push((li, gi, why));
            }
        }
    }
    found
}

/// The note a stale game becomes: its title, why, and its moves, on one line that no reader
/// takes for moves (it starts with words).
pub fn as_note(game: &SavedGame, why: &str) -> String {
    let title = if game.title.is_empty() {
        "Saved game"
    } else {
        &game.title
    };
    let moves: String = game.moves.split_whitespace().collect();
    format!("Stale {title} ({why}): {moves}")
}

/// `level` with its stale games settled: kept as notes or dropped.
pub fn settled_level(level: &Level, how: Settle) -> Level {
    let mut out = level.clone();
    out.saved_games.clear();
    for game in &level.saved_games {
        match standing(level, game) {
            Standing::Stale(why) => {
                if how == Settle::AsNotes {
                    out.notes.push(as_note(game, &why));
                }
            }
            Standing::Fits | Standing::Unchecked => out.saved_games.push(game.clone()),
        }
    }
    out
}

/// The collection as written: every level's stale games settled.
pub fn settled(c: &Collection, how: Settle) -> Collection {
    Collection {
        notes: c.notes.clone(),
        levels: c.levels.iter().map(|l| settled_level(l, how)).collect(),
    }
}

/// The stale games in words for a question before saving, naming at most five.
pub fn words(stale: &[(usize, usize, String)], c: &Collection) -> Option<String> {
    if stale.is_empty() {
        return None;
    }
    let named: Vec<String> = stale
        .iter()
        .take(5)
        .map(|&(li, gi, ref why)| {
            let title = &c.levels[li].saved_games[gi].title;
            let title = if title.is_empty() {
                crate::t!("sokoban-stale-untitled")
            } else {
                title.clone()
            };
            let why = why.clone();
            crate::t!(
                "sokoban-stale-one",
                level = li + 1,
                title = title,
                why = why
            )
        })
        .collect();
    let more = match stale.len().saturating_sub(5) {
        0 => String::new(),
        n => crate::t!("sokoban-stale-more", n = n),
    };
    let list = named.join("; ");
    Some(crate::t!(
        "sokoban-stale-summary",
        n = stale.len(),
        list = list,
        more = more
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use gridwright_formats::sokoban::Board;

    fn level(xsb: &str, games: &[(&str, &str)]) -> Level {
        let mut l = Level::new("one", Board::from_xsb(xsb));
        l.saved_games = games
            .iter()
            .map(|&(title, moves)| SavedGame {
                title: title.into(),
                moves: moves.into(),
                notes: vec![],
            })
            .collect();
        l
    }

    const OPEN: &str = "######\n#@$ .#\n######";
    const WALLED: &str = "######\n#@$#.#\n######";

    #[test]
    fn a_solution_that_still_solves_fits_and_one_blocked_by_a_new_wall_is_stale() {
        let before = level(OPEN, &[("Solution", "RR")]);
        assert_eq!(standing(&before, &before.saved_games[0]), Standing::Fits);
        let after = level(WALLED, &[("Solution", "RR")]);
        let Standing::Stale(why) = standing(&after, &after.saved_games[0]) else {
            panic!("a wall in the way makes the solution stale");
        };
        assert!(why.contains("step 1"), "{why}");
    }

    #[test]
    fn a_snapshot_only_has_to_replay_while_a_solution_has_to_solve() {
        let l = level(OPEN, &[("Snapshot", "R"), ("Solution", "R")]);
        assert_eq!(standing(&l, &l.saved_games[0]), Standing::Fits);
        assert_eq!(
            standing(&l, &l.saved_games[1]),
            Standing::Stale("it no longer solves the level".into())
        );
    }

    #[test]
    fn reverse_mode_games_are_kept_unchecked() {
        let l = level(WALLED, &[("Solution", "[RR]")]);
        assert_eq!(standing(&l, &l.saved_games[0]), Standing::Unchecked);
        assert!(
            stale(&Collection {
                notes: vec![],
                levels: vec![l]
            })
            .is_empty()
        );
    }

    #[test]
    fn settling_keeps_stale_games_as_notes_or_drops_them_and_keeps_the_rest() {
        let l = level(WALLED, &[("Solution 2/1", "R R"), ("Snapshot", "")]);
        let kept = settled_level(&l, Settle::AsNotes);
        assert_eq!(
            kept.saved_games.len(),
            1,
            "the empty snapshot still replays"
        );
        let note = kept.notes.last().unwrap();
        assert!(note.starts_with("Stale Solution 2/1 ("), "{note}");
        assert!(note.ends_with("): RR"), "{note}");
        let dropped = settled_level(&l, Settle::Drop);
        assert_eq!((dropped.saved_games.len(), dropped.notes), (1, l.notes));
    }

    #[test]
    fn a_stale_note_reads_back_as_a_note_not_as_moves() {
        let l = level(WALLED, &[("Solution", "RR")]);
        let c = settled(
            &Collection {
                notes: vec![],
                levels: vec![l],
            },
            Settle::AsNotes,
        );
        let text = gridwright_formats::sokoban::write_sok(&c, Default::default());
        let back = gridwright_formats::sokoban::read_collection(&text).unwrap();
        assert!(back.levels[0].saved_games.is_empty(), "{text}");
        assert_eq!(back.levels[0].notes, c.levels[0].notes);
    }

    #[test]
    fn the_words_name_the_level_the_game_and_why() {
        let c = Collection {
            notes: vec![],
            levels: vec![level(WALLED, &[("Solution", "RR")])],
        };
        let w = words(&stale(&c), &c).unwrap();
        assert!(w.starts_with("1 saved game(s) no longer replay"), "{w}");
        assert!(w.contains("level 1, 'Solution': step 1"), "{w}");
        assert_eq!(words(&[], &c), None);
    }
}
