//! The map editor's document: a `.bflvl` level, its edits on the shared undo history, and its
//! file. Tools turn presses into [`MapEdit`]s; the window saves through `EditorDocument`.

use std::path::{Path, PathBuf};

use gridwright_formats::bombfight::{Level, Player, Tile, write_bflvl};

use crate::editor::history::{History, Undoable};

/// One change to the map, with what it replaced, so that its inverse is exact.
#[derive(Debug, Clone, PartialEq)]
pub enum MapEdit {
    /// Cells set: `(x, y, before, after)`.
    Tiles(Vec<(usize, usize, Tile, Tile)>),
    Rounds {
        before: u32,
        after: u32,
    },
    /// The whole map replaced (random map, resize, the pillars helper on a new size).
    Replace(Box<(Level, Level)>),
}

impl Undoable for MapEdit {
    type Target = Level;

    fn apply(&self, l: &mut Level) {
        match self {
            MapEdit::Tiles(cells) => {
                for &(x, y, _, after) in cells {
                    l.set(x, y, after);
                }
            }
            MapEdit::Rounds { after, .. } => l.rounds = *after,
            MapEdit::Replace(pair) => *l = pair.1.clone(),
        }
    }

    fn inverse(&self) -> MapEdit {
        match self {
            MapEdit::Tiles(cells) => MapEdit::Tiles(
                cells
                    .iter()
                    .rev()
                    .map(|&(x, y, b, a)| (x, y, a, b))
                    .collect(),
            ),
            MapEdit::Rounds { before, after } => MapEdit::Rounds {
                before: *after,
                after: *before,
            },
            MapEdit::Replace(pair) => MapEdit::Replace(Box::new((pair.1.clone(), pair.0.clone()))),
        }
    }
}

/// An open map.
#[derive(Debug, Clone)]
pub struct BombFightDocument {
    level: Level,
    pub path: Option<PathBuf>,
    history: History<MapEdit>,
    /// Why the last paint left some cells as they were, for the window to say.
    refusal: Option<&'static str>,
}

impl BombFightDocument {
    /// A document on `level`, saved to `path` (none: Save asks for one).
    pub fn new(level: Level, path: Option<PathBuf>) -> BombFightDocument {
        BombFightDocument {
            refusal: None,
            level,
            path,
            history: History::default(),
        }
    }

    /// The map as edited so far.
    pub fn level(&self) -> &Level {
        &self.level
    }

    /// Changes whenever the map changes, so views cache by it.
    pub fn revision(&self) -> u64 {
        self.history.revision()
    }

    /// Whether the map differs from what was last saved (undo back to it counts as clean).
    pub fn is_dirty(&self) -> bool {
        self.history.is_dirty()
    }

    /// Whether Undo has something to undo.
    pub fn can_undo(&self) -> bool {
        self.history.can_undo()
    }

    /// Whether Redo has something to redo.
    pub fn can_redo(&self) -> bool {
        self.history.can_redo()
    }

    fn apply(&mut self, edit: MapEdit) {
        edit.apply(&mut self.level);
        self.history.record(edit);
    }

    /// Starts one undo step spanning several edits (a pencil stroke).
    pub fn begin_stroke(&mut self) {
        self.history.open();
    }

    /// Closes the undo step `begin_stroke` opened.
    pub fn end_stroke(&mut self) {
        self.history.close();
    }

    /// Sets cells to `tile`, keeping the map's rules of placement: an exit only in the outer
    /// ring, and one start of each player (placing `A` clears the old `A`).
    pub fn paint(&mut self, cells: &[(usize, usize)], tile: Tile) {
        let l = &self.level;
        let mut changes: Vec<(usize, usize, Tile, Tile)> = Vec::new();
        let ring =
            |(x, y): (usize, usize)| x == 0 || y == 0 || x + 1 == l.width() || y + 1 == l.height();
        if let Tile::Start(p) = tile
            && let Some(&last) = cells.last()
        {
            for (x, y) in l.starts(p).into_iter().filter(|c| *c != last) {
                changes.push((x, y, tile, Tile::Empty));
            }
            changes.push((last.0, last.1, l.get(last.0, last.1), tile));
        } else {
            for &(x, y) in cells {
                let before = l.get(x, y);
                let allowed = tile != Tile::Exit || ring((x, y));
                if !allowed {
                    self.refusal = Some("An exit goes only in the outer wall (the ring)");
                }
                if x < l.width() && y < l.height() && before != tile && allowed {
                    changes.push((x, y, before, tile));
                }
            }
        }
        changes.retain(|c| c.2 != c.3);
        if !changes.is_empty() {
            self.apply(MapEdit::Tiles(changes));
        }
    }

    /// Why the last paints left cells as they were, once (then forgotten).
    pub fn take_refusal(&mut self) -> Option<&'static str> {
        self.refusal.take()
    }

    /// Changes the round limit, as one undo step.
    pub fn set_rounds(&mut self, rounds: u32) {
        if rounds != self.level.rounds {
            let before = self.level.rounds;
            self.apply(MapEdit::Rounds {
                before,
                after: rounds,
            });
        }
    }

    /// Replaces the whole map, as one undo step.
    pub fn replace(&mut self, level: Level) {
        if level != self.level {
            let before = self.level.clone();
            self.apply(MapEdit::Replace(Box::new((before, level))));
        }
    }

    /// Undoes the last step; false when there is none.
    pub fn undo(&mut self) -> bool {
        self.history.undo(&mut self.level).is_some()
    }

    /// Redoes the last undone step; false when there is none.
    pub fn redo(&mut self) -> bool {
        self.history.redo(&mut self.level).is_some()
    }

    /// Writes the map as `.bflvl` and makes `path` its file; the saved state is then clean.
    pub fn save_with(&mut self, path: &Path, mode: crate::io::WriteMode) -> std::io::Result<()> {
        let mut level = self.level.clone();
        level.size_comment = level
            .size_comment
            .map(|c| truthful_comment(&c, &self.level, self.is_dirty()));
        crate::io::write_file(path, write_bflvl(&level).as_bytes(), mode)?;
        // The comment is what the file now says (no undo step: it is not an edit of the map).
        self.level.size_comment = level.size_comment;
        self.path = Some(path.to_owned());
        self.history.mark_saved();
        Ok(())
    }
}

/// The size line's comment made true of `level`: a generated map's comment says it is
/// point-symmetric and how it was made; once edited, neither may hold any more, so the
/// comment says so rather than a falsehood.
pub fn truthful_comment(comment: &str, level: &Level, edited: bool) -> String {
    let mut c = comment.to_owned();
    if c.contains("point-symmetric")
        && !c.contains("not point-symmetric")
        && !is_point_symmetric(level)
    {
        c = c.replace("point-symmetric", "not point-symmetric (edited)");
    }
    if edited && c.contains("generate bombfight") && !c.contains("edited since") {
        c.push_str("; edited since");
    }
    c
}

/// Whether the map is the same turned half a turn about its centre, with A and B swapped.
pub fn is_point_symmetric(l: &Level) -> bool {
    use gridwright_formats::bombfight::{Player, Tile};
    let (w, h) = (l.width(), l.height());
    let turned = |t: Tile| match t {
        Tile::Start(Player::One) => Tile::Start(Player::Two),
        Tile::Start(Player::Two) => Tile::Start(Player::One),
        other => other,
    };
    (0..h).all(|y| (0..w).all(|x| turned(l.get(x, y)) == l.get(w - 1 - x, h - 1 - y)))
}

/// The pillars and ring helper: every even/even cell and the outer ring made walls (exits
/// in the ring stay).
pub fn with_pillars_and_ring(l: &Level) -> Level {
    let mut out = l.clone();
    let (w, h) = (l.width(), l.height());
    for y in 0..h {
        for x in 0..w {
            let ring = x == 0 || y == 0 || x + 1 == w || y + 1 == h;
            let pillar = x % 2 == 0 && y % 2 == 0;
            if pillar || (ring && l.get(x, y) != Tile::Exit) {
                out.set(x, y, Tile::Wall);
            }
        }
    }
    out
}

/// A new map of `width` x `height`: ring, pillars, and the two starts in opposite corners.
pub fn new_map(width: usize, height: usize, rounds: u32) -> Level {
    let mut l = with_pillars_and_ring(&Level::new(width, height, rounds));
    l.set(1, 1, Tile::Start(Player::One));
    let odd = |n: usize| if n % 2 == 1 { n } else { n.saturating_sub(1) };
    l.set(
        odd(width.saturating_sub(2)),
        odd(height.saturating_sub(2)),
        Tile::Start(Player::Two),
    );
    if width > 2 {
        l.set(odd(width / 2), 0, Tile::Exit);
    }
    l
}

crate::editor::document::editor_document!(
    BombFightDocument,
    gridwright_formats::Game::BombFight,
    "map.bflvl"
);

#[cfg(test)]
mod comment_tests {
    use super::*;
    use gridwright_formats::bombfight::{Tile, read_bflvl};

    #[test]
    fn a_generated_maps_comment_stays_true_after_edits() {
        let text = include_str!("../../levels/bombfight/duel.bflvl");
        let mut level = read_bflvl(text).unwrap();
        let comment = level.size_comment.clone().unwrap();
        assert!(is_point_symmetric(&level));
        assert_eq!(
            truthful_comment(&comment, &level, false),
            comment,
            "untouched"
        );
        let (x, y) = (1, 3);
        assert_ne!(level.get(x, y), Tile::Brick);
        level.set(x, y, Tile::Brick);
        let after = truthful_comment(&comment, &level, true);
        assert!(after.contains("not point-symmetric (edited)"), "{after}");
        assert!(after.ends_with("; edited since"), "{after}");
        assert_eq!(truthful_comment(&after, &level, true), after, "said once");
    }
}
