//! Undo and redo of groups of edits, for every game's document: one group per user action
//! (a whole pencil stroke is one step, as in Tiled). Each game's edit type says how to apply
//! itself and gives its exact inverse; the history does the rest.

/// A change to a document that can be applied and exactly undone.
pub trait Undoable: Clone {
    /// What the edit changes (a collection of levels, a maze).
    type Target;
    /// Makes the change to `target`.
    fn apply(&self, target: &mut Self::Target);
    /// The edit that undoes this one exactly.
    fn inverse(&self) -> Self;
}

/// A group of edits undone and redone together, with an id naming the state it leads to.
#[derive(Debug, Clone)]
struct Group<E> {
    id: u64,
    edits: Vec<E>,
}

/// The undo and redo stacks.
#[derive(Debug, Clone)]
pub struct History<E> {
    undo: Vec<Group<E>>,
    redo: Vec<Group<E>>,
    open: Option<Group<E>>,
    next_id: u64,
    /// The state id at the last save.
    saved: u64,
    /// Counts every change (edit, undo, redo), for views that cache what they draw.
    revision: u64,
}

impl<E> Default for History<E> {
    fn default() -> Self {
        History {
            undo: vec![],
            redo: vec![],
            open: None,
            next_id: 0,
            saved: 0,
            revision: 0,
        }
    }
}

impl<E: Undoable> History<E> {
    /// Starts a group: edits recorded until [`History::close`] form one undo step.
    pub fn open(&mut self) {
        if self.open.is_none() {
            self.next_id += 1;
            self.open = Some(Group {
                id: self.next_id,
                edits: vec![],
            });
        }
    }

    /// Ends the open group; an empty group leaves no undo step.
    pub fn close(&mut self) {
        if let Some(g) = self.open.take()
            && !g.edits.is_empty()
        {
            self.undo.push(g);
            self.redo.clear();
        }
    }

    /// Records an edit that has just been applied, in the open group or as a step of its own.
    pub fn record(&mut self, edit: E) {
        self.revision += 1;
        let was_open = self.open.is_some();
        self.open();
        if let Some(g) = self.open.as_mut() {
            g.edits.push(edit);
        }
        if !was_open {
            self.close();
        }
    }

    /// Undoes the last step; gives the edits it applied (the inverses, in order), so that
    /// the document can follow them (to the level they concern, say).
    pub fn undo(&mut self, target: &mut E::Target) -> Option<Vec<E>> {
        self.close();
        let g = self.undo.pop()?;
        self.revision += 1;
        let applied: Vec<E> = g.edits.iter().rev().map(E::inverse).collect();
        for e in &applied {
            e.apply(target);
        }
        self.redo.push(g);
        Some(applied)
    }

    /// Redoes the last undone step; gives the edits it applied.
    pub fn redo(&mut self, target: &mut E::Target) -> Option<Vec<E>> {
        self.close();
        let g = self.redo.pop()?;
        self.revision += 1;
        for e in &g.edits {
            e.apply(target);
        }
        let applied = g.edits.clone();
        self.undo.push(g);
        Some(applied)
    }

    /// Remembers the current state as the saved one.
    pub fn mark_saved(&mut self) {
        self.saved = self.state_id();
    }

    /// Whether the document differs from what was last saved (undo back to it is clean).
    pub fn is_dirty(&self) -> bool {
        self.state_id() != self.saved
    }

    /// Changes with every edit, undo and redo.
    pub fn revision(&self) -> u64 {
        self.revision
    }

    /// Whether there is a step to undo.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty() || self.open.as_ref().is_some_and(|g| !g.edits.is_empty())
    }

    /// Whether there is a step to redo.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Names the current state: equal ids mean equal contents, so comparing with the id at the
    /// last save tells whether there are unsaved changes, even after undo back to that point.
    pub fn state_id(&self) -> u64 {
        match &self.open {
            Some(g) if !g.edits.is_empty() => g.id,
            _ => self.undo.last().map_or(0, |g| g.id),
        }
    }
}

/// An edit of a counter, for tests of the history and the document that know no game.
#[cfg(test)]
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Add(pub i64);

#[cfg(test)]
impl Undoable for Add {
    type Target = i64;
    fn apply(&self, n: &mut i64) {
        *n += self.0;
    }
    fn inverse(&self) -> Add {
        Add(-self.0)
    }
}

#[cfg(test)]
mod generic_tests {
    use super::*;

    #[test]
    fn groups_undo_and_redo_exactly_and_ids_name_states() {
        let (mut h, mut n) = (History::default(), 0i64);
        let start = h.state_id();
        h.open();
        for k in [1, 2, 3] {
            Add(k).apply(&mut n);
            h.record(Add(k));
        }
        h.close();
        Add(10).apply(&mut n);
        h.record(Add(10));
        assert_eq!(n, 16);
        assert_eq!(h.undo(&mut n), Some(vec![Add(-10)]));
        assert_eq!(h.undo(&mut n), Some(vec![Add(-3), Add(-2), Add(-1)]));
        assert_eq!((n, h.state_id()), (0, start));
        assert!(h.undo(&mut n).is_none());
        h.redo(&mut n);
        assert_eq!(n, 6);
        assert!(h.can_redo());
    }
}
