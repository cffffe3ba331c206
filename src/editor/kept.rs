//! Games in progress kept when the player leaves play, so that playing the same level again
//! resumes them instead of starting over: what every game's play mode shares. A kept game
//! belongs to a level (its index in the document) and to the start it was played from, so an
//! edit of that level makes it stale and it is dropped rather than resumed on another board.

/// How many games are kept at most; the oldest goes first (a collection of thousands of levels
/// played one after the other must not keep them all).
pub const MAX_KEPT: usize = 64;

/// Games in progress by level, each with the start it was played from.
#[derive(Debug, Clone)]
pub struct Kept<S, G> {
    /// (level, start, game), oldest first.
    games: Vec<(usize, S, G)>,
}

impl<S, G> Default for Kept<S, G> {
    fn default() -> Self {
        Kept { games: Vec::new() }
    }
}

impl<S: PartialEq, G> Kept<S, G> {
    /// Keeps `game`, played on level `level` from `start`, in place of any game kept for it.
    pub fn keep(&mut self, level: usize, start: S, game: G) {
        self.games.retain(|(l, _, _)| *l != level);
        if self.games.len() == MAX_KEPT {
            self.games.remove(0);
        }
        self.games.push((level, start, game));
    }

    /// Takes the game kept for `level`, if it was played from `start`; one played from
    /// another start (the level was edited since) is dropped.
    pub fn take(&mut self, level: usize, start: &S) -> Option<G> {
        let i = self.games.iter().position(|(l, _, _)| *l == level)?;
        let (_, kept_start, game) = self.games.remove(i);
        (kept_start == *start).then_some(game)
    }

    /// The game kept for `level` from `start`, without taking it.
    pub fn get(&self, level: usize, start: &S) -> Option<&G> {
        self.games
            .iter()
            .find(|(l, s, _)| *l == level && s == start)
            .map(|(_, _, g)| g)
    }

    /// Drops the game kept for `level` (the player started a new one).
    pub fn forget(&mut self, level: usize) {
        self.games.retain(|(l, _, _)| *l != level);
    }

    /// How many games are kept.
    pub fn len(&self) -> usize {
        self.games.len()
    }

    /// Whether no game is kept.
    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }

    /// The kept games, oldest first, for a guard that names what closing would lose.
    pub fn games(&self) -> impl Iterator<Item = &G> {
        self.games.iter().map(|(_, _, g)| g)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_kept_game_resumes_on_its_level_and_start_only() {
        let mut kept = Kept::default();
        kept.keep(3, "board", 17);
        assert_eq!(kept.get(3, &"board"), Some(&17));
        assert_eq!(kept.take(3, &"edited board"), None, "stale: dropped");
        assert!(kept.is_empty());
        kept.keep(3, "board", 17);
        assert_eq!(kept.take(3, &"board"), Some(17));
        assert_eq!(kept.take(3, &"board"), None, "taken once");
    }

    #[test]
    fn one_game_per_level_and_the_oldest_goes_past_the_limit() {
        let mut kept = Kept::default();
        kept.keep(0, (), 1);
        kept.keep(0, (), 2);
        assert_eq!((kept.len(), kept.get(0, &())), (1, Some(&2)));
        for level in 1..=MAX_KEPT {
            kept.keep(level, (), level);
        }
        assert_eq!(kept.len(), MAX_KEPT);
        assert_eq!(kept.get(0, &()), None, "the oldest went");
        kept.forget(MAX_KEPT);
        assert_eq!(kept.get(MAX_KEPT, &()), None);
    }
}
