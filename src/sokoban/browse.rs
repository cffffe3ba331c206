//! The level browser's rules, apart from drawing: which levels a filter keeps, and where the
//! selection goes for each navigation key in a grid of thumbnails.

use gridwright_formats::sokoban::Level;

/// Which levels the browser shows.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Filter {
    /// Words all found (case-insensitive) in the title or the author; empty keeps all.
    pub text: String,
    /// At most this many squares across (0: any).
    pub max_width: usize,
    /// At most this many squares down (0: any).
    pub max_height: usize,
    /// Solved, unsolved or either.
    pub solved: Solved,
}

/// The browser's solved filter.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum Solved {
    /// Every level.
    #[default]
    Any,
    /// Levels with a solution (saved in the file or among the player's records).
    Solved,
    /// Levels with none.
    Unsolved,
}

impl Solved {
    /// Every choice, in the menu's order.
    pub const ALL: [Solved; 3] = [Solved::Any, Solved::Solved, Solved::Unsolved];

    /// The menu's words.
    pub fn label(self) -> String {
        match self {
            Solved::Any => crate::t!("sokoban-browser-solved-any"),
            Solved::Solved => crate::t!("sokoban-browser-solved"),
            Solved::Unsolved => crate::t!("sokoban-browser-unsolved"),
        }
    }
}

impl Filter {
    /// Whether the filter keeps `level`; `solved` says whether it has a known solution.
    pub fn keeps(&self, level: &Level, solved: bool) -> bool {
        let b = &level.board;
        let size_ok = (self.max_width == 0 || b.width() <= self.max_width)
            && (self.max_height == 0 || b.height() <= self.max_height);
        let solved_ok = match self.solved {
            Solved::Any => true,
            Solved::Solved => solved,
            Solved::Unsolved => !solved,
        };
        size_ok && solved_ok && self.text_matches(level)
    }

    fn text_matches(&self, level: &Level) -> bool {
        let haystack =
            format!("{} {}", level.title, level.author().unwrap_or_default()).to_lowercase();
        self.text
            .to_lowercase()
            .split_whitespace()
            .all(|w| haystack.contains(w))
    }

    /// The indices of the levels kept, in order; `solved(i)` says whether level `i` has a
    /// known solution.
    pub fn select(&self, levels: &[Level], solved: impl Fn(usize) -> bool) -> Vec<usize> {
        levels
            .iter()
            .enumerate()
            .filter(|(i, l)| self.keeps(l, solved(*i)))
            .map(|(i, _)| i)
            .collect()
    }
}

/// A navigation key of the browser's grid.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Nav {
    /// One level to the left.
    Left,
    /// One level to the right.
    Right,
    /// One row up.
    Up,
    /// One row down.
    Down,
    /// One screen of rows up.
    PageUp,
    /// One screen of rows down.
    PageDown,
    /// The first level.
    Home,
    /// The last level.
    End,
}

/// The position (in the shown list of `len`) the selection moves to from `at`, in a grid of
/// `columns` columns with `page_rows` rows on screen; it stays within the list.
pub fn step(at: usize, nav: Nav, len: usize, columns: usize, page_rows: usize) -> usize {
    if len == 0 {
        return 0;
    }
    let (columns, page) = (columns.max(1), columns.max(1) * page_rows.max(1));
    let last = len - 1;
    let at = at.min(last);
    match nav {
        Nav::Left => at.saturating_sub(1),
        Nav::Right => (at + 1).min(last),
        Nav::Up => at.checked_sub(columns).unwrap_or(at),
        Nav::Down => {
            if at + columns <= last {
                at + columns
            } else {
                at
            }
        }
        Nav::PageUp => at.saturating_sub(page),
        Nav::PageDown => (at + page).min(last),
        Nav::Home => 0,
        Nav::End => last,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gridwright_formats::sokoban::Board;

    fn level(title: &str, author: &str, w: usize) -> Level {
        let mut l = Level::new(title, Board::new(w, 5));
        l.set_property("Author", author);
        l
    }

    #[test]
    fn words_match_title_or_author_and_sizes_cap() {
        let levels = [
            level("Spiral", "Ann", 8),
            level("Twin rooms", "Bob", 20),
            level("Spiral II", "Bob", 12),
        ];
        let f = |text: &str, max_width| Filter {
            text: text.into(),
            max_width,
            ..Filter::default()
        };
        assert_eq!(f("spiral", 0).select(&levels, |_| false), [0, 2]);
        assert_eq!(f("bob spiral", 0).select(&levels, |_| false), [2]);
        assert_eq!(f("", 12).select(&levels, |_| false), [0, 2]);
        let solved = Filter {
            solved: Solved::Solved,
            ..Filter::default()
        };
        assert_eq!(solved.select(&levels, |i| i == 1), [1]);
    }

    #[test]
    fn the_selection_moves_by_grid_and_stays_inside() {
        // 10 levels in rows of 4: 0 1 2 3 / 4 5 6 7 / 8 9
        assert_eq!(step(5, Nav::Up, 10, 4, 2), 1);
        assert_eq!(step(1, Nav::Up, 10, 4, 2), 1);
        assert_eq!(step(5, Nav::Down, 10, 4, 2), 9);
        assert_eq!(step(6, Nav::Down, 10, 4, 2), 6, "no level below");
        assert_eq!(step(9, Nav::Right, 10, 4, 2), 9);
        assert_eq!(step(0, Nav::Left, 10, 4, 2), 0);
        assert_eq!(step(1, Nav::PageDown, 10, 4, 2), 9);
        assert_eq!(step(9, Nav::PageUp, 10, 4, 2), 1);
        assert_eq!(step(4, Nav::End, 10, 4, 2), 9);
        assert_eq!(step(4, Nav::Home, 0, 4, 2), 0, "an empty list");
    }
}
