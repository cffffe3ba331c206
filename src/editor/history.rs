//! Undo and redo of groups of edits: one group per user action (a whole pencil stroke is one
//! step, as in Tiled).

use gridwright_formats::sokoban::Collection;

use super::edit::Edit;

/// A group of edits undone and redone together, with an id naming the state it leads to.
#[derive(Debug, Clone)]
struct Group {
    id: u64,
    edits: Vec<Edit>,
}

/// The undo and redo stacks.
#[derive(Debug, Clone, Default)]
pub struct History {
    undo: Vec<Group>,
    redo: Vec<Group>,
    open: Option<Group>,
    next_id: u64,
}

impl History {
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
    pub fn record(&mut self, edit: Edit) {
        let was_open = self.open.is_some();
        self.open();
        if let Some(g) = self.open.as_mut() {
            g.edits.push(edit);
        }
        if !was_open {
            self.close();
        }
    }

    /// Undoes the last step; returns the level it concerned.
    pub fn undo(&mut self, c: &mut Collection) -> Option<Option<usize>> {
        self.close();
        let g = self.undo.pop()?;
        let mut focus = None;
        for e in g.edits.iter().rev() {
            let inv = e.inverse();
            inv.apply(c);
            focus = focus.or(inv.focus());
        }
        self.redo.push(g);
        Some(focus)
    }

    /// Redoes the last undone step; returns the level it concerned.
    pub fn redo(&mut self, c: &mut Collection) -> Option<Option<usize>> {
        self.close();
        let g = self.redo.pop()?;
        let mut focus = None;
        for e in &g.edits {
            e.apply(c);
            focus = e.focus().or(focus);
        }
        self.undo.push(g);
        Some(focus)
    }

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty() || self.open.as_ref().is_some_and(|g| !g.edits.is_empty())
    }

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
