//! The map editor's document: a `.bflvl` level, its edits on the shared undo history, and its
//! file, on the shared [`Document`]. Tools turn presses into [`MapEdit`]s; the window saves
//! through `EditorDocument`.

use std::path::PathBuf;

use gridwright_formats::Game;
use gridwright_formats::bombfight::{Level, Player, Tile, write_bflvl};

use crate::editor::grid_edit::TileGrid;
use crate::editor::history::Undoable;
use crate::editor::transform::Grid;
use crate::editor::{Document, DocumentKind, SaveTo};
use crate::grid::Pos;

/// One change to the map, with what it replaced, so that its inverse is exact.
#[derive(Debug, Clone, PartialEq)]
pub enum MapEdit {
    /// Cells set: `(x, y, before, after)`.
    Tiles(Vec<(usize, usize, Tile, Tile)>),
    /// The round limit changed.
    Rounds {
        /// The limit it replaced.
        before: u32,
        /// The new limit.
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
pub type BombFightDocument = Document<BombFightKind>;

/// What a map document adds to the shared one: why the last paint left cells as they were,
/// for the window to say.
#[derive(Debug, Clone, Default)]
pub struct BombFightKind {
    refusal: Option<&'static str>, // a catalog id
}

impl DocumentKind for BombFightKind {
    type Target = Level;
    type Edit = MapEdit;
    const GAME: Game = Game::BombFight;
    const NEW_FILE_NAME: &'static str = "map.bflvl";

    /// Writes the map as `.bflvl`, its size comment made true of the map first.
    fn save(&mut self, level: &mut Level, to: SaveTo<'_>) -> std::io::Result<()> {
        let mut written = level.clone();
        written.size_comment = written
            .size_comment
            .map(|c| truthful_comment(&c, level, to.dirty));
        crate::io::write_file(to.path, write_bflvl(&written).as_bytes(), to.mode)?;
        // The comment is what the file now says (no undo step: it is not an edit of the map).
        level.size_comment = written.size_comment;
        Ok(())
    }
}

impl BombFightDocument {
    /// A document on `level`, saved to `path` (none: Save asks for one).
    pub fn new(level: Level, path: Option<PathBuf>) -> BombFightDocument {
        Document::with_kind(level, path, BombFightKind::default())
    }

    /// The map as edited so far.
    pub fn level(&self) -> &Level {
        self.target()
    }

    /// Sets cells to `tile`, keeping the map's rules of placement: an exit only in the outer
    /// ring, and one start of each player (placing `A` clears the old `A`).
    pub fn paint(&mut self, cells: &[(usize, usize)], tile: Tile) {
        let l = self.level();
        let mut changes: Vec<(usize, usize, Tile, Tile)> = Vec::new();
        let mut refused = false;
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
                refused |= !allowed;
                if x < l.width() && y < l.height() && before != tile && allowed {
                    changes.push((x, y, before, tile));
                }
            }
        }
        if refused {
            self.kind_mut().refusal = Some("bombfight-refusal-exit-ring");
        }
        changes.retain(|c| c.2 != c.3);
        if !changes.is_empty() {
            self.apply(MapEdit::Tiles(changes));
        }
    }

    /// Why the last paints left cells as they were, once (then forgotten).
    pub fn take_refusal(&mut self) -> Option<String> {
        self.kind_mut().refusal.take().map(crate::i18n::tr)
    }

    /// Changes the round limit, as one undo step.
    pub fn set_rounds(&mut self, rounds: u32) {
        let before = self.level().rounds;
        if rounds != before {
            self.apply(MapEdit::Rounds {
                before,
                after: rounds,
            });
        }
    }

    /// Replaces the whole map, as one undo step.
    pub fn replace(&mut self, level: Level) {
        if &level != self.level() {
            let before = self.level().clone();
            self.apply(MapEdit::Replace(Box::new((before, level))));
        }
    }
}

/// The map as the shared editing commands see it: cut, delete and resize leave empty floor;
/// pasted cells keep the rules of placement (see [`BombFightDocument::place`]).
impl TileGrid for BombFightDocument {
    type Tile = Tile;
    const BLANK: Tile = Tile::Empty;

    fn tiles(&self) -> Grid<Tile> {
        let l = self.level();
        let rows = l
            .tiles()
            .chunks(l.width().max(1))
            .map(<[Tile]>::to_vec)
            .collect();
        Grid::from_rows(rows, Tile::Empty)
    }

    fn set_tiles(&mut self, cells: Vec<(Pos, Tile)>) {
        self.place(&cells);
    }

    /// The map made of `grid`, its rounds and comments kept.
    fn replace_tiles(&mut self, grid: Grid<Tile>) {
        let old = self.level();
        let mut after = Level::new(grid.width(), grid.height(), old.rounds);
        after.header = old.header.clone();
        after.size_comment = old.size_comment.clone();
        after.rounds_comment = old.rounds_comment.clone();
        for (p, &t) in grid.cells() {
            after.set(p.x, p.y, t);
        }
        self.replace(after);
    }
}

impl BombFightDocument {
    /// Sets many cells at once (a paste), as one undo step, keeping the rules of placement:
    /// an exit only in the outer ring (others are left as they were, and the refusal said),
    /// and one start of each player (the last one placed; the old start is emptied).
    pub fn place(&mut self, cells: &[(Pos, Tile)]) {
        let l = self.level().clone();
        let (w, h) = (l.width(), l.height());
        let ring = |p: Pos| p.x == 0 || p.y == 0 || p.x + 1 == w || p.y + 1 == h;
        let mut after = l.clone();
        let mut refused = false;
        for &(p, t) in cells.iter().filter(|(p, _)| p.x < w && p.y < h) {
            if t == Tile::Exit && !ring(p) {
                refused = true;
                continue;
            }
            if let Tile::Start(player) = t {
                for (x, y) in after.starts(player) {
                    after.set(x, y, Tile::Empty);
                }
            }
            after.set(p.x, p.y, t);
        }
        if refused {
            self.kind_mut().refusal = Some("bombfight-refusal-exit-ring");
        }
        let changes: Vec<_> = (0..h)
            .flat_map(|y| (0..w).map(move |x| (x, y)))
            .filter(|&(x, y)| l.get(x, y) != after.get(x, y))
            .map(|(x, y)| (x, y, l.get(x, y), after.get(x, y)))
            .collect();
        if !changes.is_empty() {
            self.apply(MapEdit::Tiles(changes));
        }
    }
}

/// Map cells as the text of `.bflvl` rows, for the clipboard: pasted into a text editor or
/// into a map file, they read as the map's own rows.
pub fn rows_text(grid: &Grid<Tile>) -> String {
    let mut out = String::new();
    for row in grid.rows() {
        out.extend(row.iter().map(|t| t.to_char()));
        out.push('\n');
    }
    out
}

/// Map cells from clipboard text: every line made of `.bflvl` cell characters (a line a
/// text editor shortened by its trailing spaces is filled out with empty floor).
pub fn rows_from_text(text: &str) -> Option<Grid<Tile>> {
    let rows: Option<Vec<Vec<Tile>>> = text
        .lines()
        .map(|l| l.chars().map(Tile::from_char).collect())
        .collect();
    let grid = Grid::from_rows(rows?, Tile::Empty);
    (grid.width() > 0).then_some(grid)
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

#[cfg(test)]
mod edit_tests {
    use super::*;
    use crate::editor::grid_edit;
    use crate::editor::transform::{Anchor, Turn};
    use crate::grid::CellRect;
    use gridwright_formats::bombfight::read_bflvl;

    fn doc(rows: &str) -> BombFightDocument {
        let (w, h) = (rows.lines().next().unwrap().len(), rows.lines().count());
        BombFightDocument::new(read_bflvl(&format!("{w} {h}\n{rows}9\n")).unwrap(), None)
    }

    fn rows(d: &BombFightDocument) -> String {
        rows_text(&d.tiles())
    }

    #[test]
    fn a_pasted_start_moves_the_start_and_an_inner_exit_is_refused() {
        let mut d = doc("#####\n#A 5#\n#  B#\n##E##\n");
        let piece = rows_from_text("E5\nA").unwrap();
        grid_edit::paste(&mut d, &piece, Pos::new(1, 1));
        assert_eq!(rows(&d), "#####\n# 55#\n#A B#\n##E##\n");
        assert!(
            d.take_refusal().is_some(),
            "the exit stays out of the middle"
        );
        assert!(d.undo() && !d.can_undo(), "one step");
        assert_eq!(rows(&d), "#####\n#A 5#\n#  B#\n##E##\n");
    }

    #[test]
    fn cut_rotate_and_resize_are_one_step_each_and_keep_the_rounds() {
        let mut d = doc("#A#\n# #\n#B#\n#E#\n");
        let sel = Some(CellRect::spanning(Pos::new(1, 1), Pos::new(1, 2)));
        let cut = grid_edit::cut(&mut d, sel).unwrap();
        assert_eq!(rows_text(&cut), " \nB\n");
        grid_edit::turn(&mut d, Turn::RotateCw);
        assert_eq!(rows(&d), "####\nE  A\n####\n");
        grid_edit::resize(&mut d, (5, 3), Anchor::TOP_LEFT);
        assert_eq!(rows(&d), "#### \nE  A \n#### \n");
        assert_eq!(d.level().rounds, 9);
        assert!(d.undo() && d.undo() && d.undo() && !d.can_undo());
    }

    #[test]
    fn rows_read_back_and_short_lines_are_empty_floor() {
        let g = rows_from_text("#X\n5").unwrap();
        assert_eq!(rows_text(&g), "#X\n5 \n");
        assert!(rows_from_text("#?").is_none());
        assert!(rows_from_text("").is_none());
    }
}
