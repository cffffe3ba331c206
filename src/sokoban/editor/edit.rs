//! Edits as values: each one can be applied to a collection and inverted, which makes undo and
//! redo exact (the helix habit).

use gridwright_formats::sokoban::{Board, Collection, Level, SavedGame, Square};

use crate::grid::Pos;

/// One square changed on one level.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct SquareChange {
    /// The square, `x` column and `y` row on the level's board.
    pub pos: Pos,
    /// What was there, restored by the inverse.
    pub before: Square,
    /// What the brush put there.
    pub after: Square,
}

/// The parts of a level that are not its board.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct LevelMeta {
    /// Empty when the level has none.
    pub title: String,
    /// Puzzle notes line by line, `Key: Value` properties included.
    pub notes: Vec<String>,
}

impl LevelMeta {
    /// The title and notes `level` has now (not its `;` comments or saved games).
    pub fn of(level: &Level) -> LevelMeta {
        LevelMeta {
            title: level.title.clone(),
            notes: level.notes.clone(),
        }
    }
}

/// A change to a collection.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Edit {
    /// Squares painted on level `level`.
    Squares {
        /// Index of the level in the collection.
        level: usize,
        /// In painting order; the inverse lists them reversed.
        changes: Vec<SquareChange>,
    },
    /// A whole board replaced (resize, rotate, flip).
    Board {
        /// Index of the level in the collection.
        level: usize,
        /// The board it replaced.
        before: Board,
        /// The new board, of any size.
        after: Board,
    },
    /// A level added (new, duplicated, pasted); its inverse is a [`Edit::Remove`].
    Insert {
        /// Where it goes, clamped to the collection's length.
        index: usize,
        /// The whole level, title, notes and saved games included.
        level: Box<Level>,
    },
    /// A level deleted; it keeps the whole level so that undo puts it back.
    Remove {
        /// Index of the level removed.
        index: usize,
        /// The level as it was, for the inverse's [`Edit::Insert`].
        level: Box<Level>,
    },
    /// Level moved from one index to another (indices as in `Vec::remove` then `insert`).
    Move {
        /// Index before the move.
        from: usize,
        /// Index after it; both must be within the collection or nothing moves.
        to: usize,
    },
    /// A level's title and notes changed together.
    Meta {
        /// Index of the level in the collection.
        level: usize,
        /// Its title and notes before.
        before: LevelMeta,
        /// Its title and notes after.
        after: LevelMeta,
    },
    /// The collection's own notes (`Collection:`, `Author:`, free text) replaced.
    FileNotes {
        /// The notes before.
        before: Vec<String>,
        /// The notes after.
        after: Vec<String>,
    },
    /// The saved games and solutions of a level replaced (a solution added, a snapshot saved).
    SavedGames {
        /// Index of the level in the collection.
        level: usize,
        /// The list before, in file order.
        before: Vec<SavedGame>,
        /// The list after.
        after: Vec<SavedGame>,
    },
}

impl Edit {
    /// Applies the edit. Edits are built from the collection they apply to, so indices are
    /// valid; an out-of-range index is ignored rather than trusted.
    pub fn apply(&self, c: &mut Collection) {
        match self {
            Edit::Squares { level, changes } => {
                if let Some(l) = c.levels.get_mut(*level) {
                    for ch in changes {
                        l.board.set(ch.pos.x, ch.pos.y, ch.after);
                    }
                }
            }
            Edit::Board { level, after, .. } => {
                if let Some(l) = c.levels.get_mut(*level) {
                    l.board = after.clone();
                }
            }
            Edit::Insert { index, level } => {
                let i = (*index).min(c.levels.len());
                c.levels.insert(i, (**level).clone());
            }
            Edit::Remove { index, .. } => {
                if *index < c.levels.len() {
                    c.levels.remove(*index);
                }
            }
            Edit::Move { from, to } => {
                if *from < c.levels.len() && *to < c.levels.len() {
                    let l = c.levels.remove(*from);
                    c.levels.insert(*to, l);
                }
            }
            Edit::Meta { level, after, .. } => {
                if let Some(l) = c.levels.get_mut(*level) {
                    l.title = after.title.clone();
                    l.notes = after.notes.clone();
                }
            }
            Edit::FileNotes { after, .. } => c.notes = after.clone(),
            Edit::SavedGames { level, after, .. } => {
                if let Some(l) = c.levels.get_mut(*level) {
                    l.saved_games = after.clone();
                }
            }
        }
    }

    /// The edit that undoes this one.
    pub fn inverse(&self) -> Edit {
        match self {
            Edit::Squares { level, changes } => Edit::Squares {
                level: *level,
                changes: changes
                    .iter()
                    .rev()
                    .map(|ch| SquareChange {
                        pos: ch.pos,
                        before: ch.after,
                        after: ch.before,
                    })
                    .collect(),
            },
            Edit::Board {
                level,
                before,
                after,
            } => Edit::Board {
                level: *level,
                before: after.clone(),
                after: before.clone(),
            },
            Edit::Insert { index, level } => Edit::Remove {
                index: *index,
                level: level.clone(),
            },
            Edit::Remove { index, level } => Edit::Insert {
                index: *index,
                level: level.clone(),
            },
            Edit::Move { from, to } => Edit::Move {
                from: *to,
                to: *from,
            },
            Edit::Meta {
                level,
                before,
                after,
            } => Edit::Meta {
                level: *level,
                before: after.clone(),
                after: before.clone(),
            },
            Edit::FileNotes { before, after } => Edit::FileNotes {
                before: after.clone(),
                after: before.clone(),
            },
            Edit::SavedGames {
                level,
                before,
                after,
            } => Edit::SavedGames {
                level: *level,
                before: after.clone(),
                after: before.clone(),
            },
        }
    }

    /// The level to show after this edit is applied, if it concerns one.
    pub fn focus(&self) -> Option<usize> {
        match self {
            Edit::Squares { level, .. }
            | Edit::Board { level, .. }
            | Edit::Meta { level, .. }
            | Edit::SavedGames { level, .. } => Some(*level),
            Edit::Insert { index, .. } => Some(*index),
            Edit::Remove { index, .. } => Some(index.saturating_sub(1)),
            Edit::Move { to, .. } => Some(*to),
            Edit::FileNotes { .. } => None,
        }
    }
}

impl crate::editor::history::Undoable for Edit {
    type Target = Collection;
    fn apply(&self, c: &mut Collection) {
        Edit::apply(self, c);
    }
    fn inverse(&self) -> Edit {
        Edit::inverse(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> Collection {
        let b = Board::from_xsb("#####\n#@$.#\n#####");
        Collection {
            notes: vec![],
            levels: vec![Level::new("a", b.clone()), Level::new("b", b)],
        }
    }

    #[test]
    fn every_edit_is_undone_by_its_inverse() {
        let c0 = sample();
        let edits = vec![
            Edit::Squares {
                level: 0,
                changes: vec![SquareChange {
                    pos: Pos::new(1, 1),
                    before: Square::Pusher,
                    after: Square::Wall,
                }],
            },
            Edit::Board {
                level: 1,
                before: c0.levels[1].board.clone(),
                after: Board::new(2, 2),
            },
            Edit::Insert {
                index: 1,
                level: Box::new(Level::new("new", Board::new(1, 1))),
            },
            Edit::Remove {
                index: 0,
                level: Box::new(c0.levels[0].clone()),
            },
            Edit::Move { from: 0, to: 1 },
            Edit::Meta {
                level: 0,
                before: LevelMeta::of(&c0.levels[0]),
                after: LevelMeta {
                    title: "x".into(),
                    notes: vec!["n".into()],
                },
            },
            Edit::FileNotes {
                before: vec![],
                after: vec!["hello".into()],
            },
            Edit::SavedGames {
                level: 1,
                before: vec![],
                after: vec![SavedGame {
                    title: "Snapshot".into(),
                    moves: "r".into(),
                    notes: vec![],
                }],
            },
        ];
        for e in edits {
            let mut c = c0.clone();
            e.apply(&mut c);
            assert_ne!(c, c0, "{e:?} changed nothing");
            e.inverse().apply(&mut c);
            assert_eq!(c, c0, "{e:?}");
        }
    }
}
