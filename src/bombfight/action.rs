//! A player's action for one turn: at most one move and at most one bomb, in either order, as
//! the protocol's words say it (`up bomb`, `bomb right`, `bomb bomb`, `left right`, nothing).

use crate::grid::Dir;

/// One turn's action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Action {
    /// The first move word, if any; a move into a wall or brick does nothing.
    pub step: Option<Dir>,
    /// Whether a bomb is dropped; a second `bomb` word adds none.
    pub bomb: bool,
    /// The bomb is dropped before the move (on the cell the player leaves).
    pub bomb_first: bool,
}

impl Action {
    /// Doing nothing this turn.
    pub const NONE: Action = Action {
        step: None,
        bomb: false,
        bomb_first: false,
    };

    /// The action the words name. The words are read in order and only the first move word
    /// and the first `bomb` count, in the order they came (**decided**): "left right" is left,
    /// "bomb bomb" one bomb, "right up bomb" is "right bomb"; case does not matter; every
    /// other word is ignored. The original's transcribed spellings `dwn` and `bmb` are read too.
    pub fn parse(words: &str) -> Action {
        Action::read(words).0
    }

    /// [`Action::parse`], with the words it ignored (for a bot's log).
    pub fn read(words: &str) -> (Action, Vec<&str>) {
        let mut action = Action::NONE;
        let mut ignored = Vec::new();
        for word in words.split_whitespace() {
            match word.to_ascii_lowercase().as_str() {
                "bomb" | "bmb" if !action.bomb => {
                    action.bomb = true;
                    action.bomb_first = action.step.is_none();
                }
                w => match dir_word(w) {
                    Some(d) if action.step.is_none() => action.step = Some(d),
                    _ => ignored.push(word),
                },
            }
        }
        (action, ignored)
    }

    /// The action in the protocol's words, as a replay stores it (`-` for nothing).
    pub fn words(self) -> String {
        let step = self.step.map(|d| match d {
            Dir::Up => "up",
            Dir::Down => "down",
            Dir::Left => "left",
            Dir::Right => "right",
        });
        match (step, self.bomb, self.bomb_first) {
            (None, false, _) => "-".into(),
            (None, true, _) => "bomb".into(),
            (Some(s), false, _) => s.into(),
            (Some(s), true, true) => format!("bomb {s}"),
            (Some(s), true, false) => format!("{s} bomb"),
        }
    }
}

fn dir_word(w: &str) -> Option<Dir> {
    Some(match w {
        "up" => Dir::Up,
        "down" | "dwn" => Dir::Down,
        "left" => Dir::Left,
        "right" => Dir::Right,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_as_the_spec_reads_them() {
        let a = |s| Action::parse(s);
        let act = |step, bomb, bomb_first| Action {
            step,
            bomb,
            bomb_first,
        };
        assert_eq!(a("up bomb"), act(Some(Dir::Up), true, false));
        assert_eq!(a("bomb right"), act(Some(Dir::Right), true, true));
        assert_eq!(a("bomb bomb"), act(None, true, true));
        assert_eq!(a("left right"), act(Some(Dir::Left), false, false));
        assert_eq!(a("left up"), act(Some(Dir::Left), false, false));
        assert_eq!(a(""), Action::NONE);
        assert_eq!(a("  DOWN\n"), act(Some(Dir::Down), false, false));
        assert_eq!(a("bmb dwn"), act(Some(Dir::Down), true, true));
        assert_eq!(a("jump"), Action::NONE);
        assert_eq!(
            a("right up bomb"),
            act(Some(Dir::Right), true, false),
            "a third word does not drop the bomb"
        );
        assert_eq!(a("jump right bomb"), act(Some(Dir::Right), true, false));
        assert_eq!(a("bomb x y left"), act(Some(Dir::Left), true, true));
        for s in ["-", "bomb", "up", "bomb left", "right bomb"] {
            assert_eq!(Action::parse(&a(s).words()), a(s), "{s}");
        }
    }
}
