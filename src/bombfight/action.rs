//! A player's action for one turn: at most one move and at most one bomb, in either order, as
//! the protocol's words say it (`up bomb`, `bomb right`, `bomb bomb`, `left right`, nothing).

use crate::grid::Dir;

/// One turn's action.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct Action {
    pub step: Option<Dir>,
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

    /// The action the words name. Only the first move word and the first `bomb` count
    /// ("left right" is left, "bomb bomb" one bomb); case does not matter; other words are
    /// ignored (**decided**), as is anything after the first two words of the answer. The
    /// original's transcribed spellings `dwn` and `bmb` are read too.
    pub fn parse(words: &str) -> Action {
        let mut action = Action::NONE;
        for word in words.split_whitespace().take(2) {
            match word.to_ascii_lowercase().as_str() {
                "bomb" | "bmb" if !action.bomb => {
                    action.bomb = true;
                    action.bomb_first = action.step.is_none();
                }
                w => {
                    if action.step.is_none()
                        && let Some(d) = dir_word(w)
                    {
                        action.step = Some(d);
                    }
                }
            }
        }
        action
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
            a("up left bomb"),
            act(Some(Dir::Up), false, false),
            "two words at most"
        );
        for s in ["-", "bomb", "up", "bomb left", "right bomb"] {
            assert_eq!(Action::parse(&a(s).words()), a(s), "{s}");
        }
    }
}
