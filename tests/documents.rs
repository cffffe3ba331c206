//! The central invariant of every game's editor: each change is an edit with an exact inverse.
//! Random sessions (edits through the game's own helpers, strokes, undo, redo and saves) are
//! played on each game's document; then undoing every step gives the start, redoing them
//! gives the end, and the revision the views cache by never went down (and moved whenever
//! the document changed).

use std::fmt::Debug;
use std::path::Path;

use gridwright::bombfight::document::{BombFightDocument, new_map, with_pillars_and_ring};
use gridwright::editor::{Document, DocumentKind};
use gridwright::g2048::document::G2048Document;
use gridwright::maze::document::MazeDocument;
use gridwright::sokoban::editor::SokobanDocument;
use gridwright::sokoban::editor::paint::Brush;
use gridwright::sokoban::editor::transform::{self, Anchor};
use gridwright_formats::bombfight::{Item, Player, Tile};
use gridwright_formats::g2048::Level as G2048Level;
use gridwright_formats::maze::{Cell, Maze, Side};
use gridwright_formats::sokoban::{Board, Level, SavedGame};
use proptest::prelude::*;

/// One thing a user does to a document: `E` is an edit through the game's helpers.
#[derive(Debug, Clone)]
enum Action<E> {
    Edit(E),
    Undo,
    Redo,
    BeginStroke,
    EndStroke,
    Save,
}

fn actions<E: Debug + Clone>(
    edit: impl Strategy<Value = E>,
) -> impl Strategy<Value = Vec<Action<E>>> {
    let action = prop_oneof![
        6 => edit.prop_map(Action::Edit),
        2 => Just(Action::Undo),
        1 => Just(Action::Redo),
        1 => Just(Action::BeginStroke),
        1 => Just(Action::EndStroke),
        1 => Just(Action::Save),
    ];
    prop::collection::vec(action, 0..40)
}

/// Plays `actions` on `doc` (edits through `edit`, saves to `file`), checking the revision at
/// every step; then undoes every step back to the start and redoes them to the end.
fn check_session<K: DocumentKind, E: Debug>(
    mut doc: Document<K>,
    actions: &[Action<E>],
    file: &Path,
    edit: impl Fn(&mut Document<K>, &E),
) -> Result<(), TestCaseError>
where
    K::Target: Clone + PartialEq + Debug,
{
    let start = doc.target().clone();
    let mut revision = doc.revision();
    for action in actions {
        let before = doc.target().clone();
        match action {
            Action::Edit(e) => edit(&mut doc, e),
            Action::Undo => {
                doc.undo();
            }
            Action::Redo => {
                doc.redo();
            }
            Action::BeginStroke => doc.begin_stroke(),
            Action::EndStroke => doc.end_stroke(),
            Action::Save => {
                if doc.save_as(file).is_ok() {
                    prop_assert!(!doc.is_dirty(), "saved, so clean");
                }
            }
        }
        prop_assert!(
            doc.revision() >= revision,
            "{action:?}: the revision went down"
        );
        if doc.target() != &before {
            prop_assert!(doc.revision() > revision, "{action:?} changed it unseen");
        }
        revision = doc.revision();
    }
    let end = doc.target().clone();
    let mut steps = 0;
    while doc.undo() {
        steps += 1;
        prop_assert!(doc.revision() > revision);
        revision = doc.revision();
    }
    prop_assert_eq!(doc.target(), &start, "undo all gives the start");
    prop_assert!(!doc.can_undo());
    for _ in 0..steps {
        prop_assert!(doc.redo());
        prop_assert!(doc.revision() > revision);
        revision = doc.revision();
    }
    prop_assert_eq!(doc.target(), &end, "redo all gives the end");
    Ok(())
}

/// A Sokoban edit, through `SokobanDocument`'s helpers. Coordinates and indices are taken
/// modulo what the document holds at the time.
#[derive(Debug, Clone)]
enum SokobanEdit {
    Paint(Vec<(usize, usize)>, usize),
    Rotate,
    Resize(usize, usize),
    Duplicate,
    Delete,
    Move(bool),
    Select(usize),
    Title(String),
    Author(String),
    Notes(Vec<String>),
    FileNotes(Vec<String>),
    AddGame(usize, String),
    RemoveGame(usize),
}

fn sokoban_edit() -> impl Strategy<Value = SokobanEdit> {
    let text = "[a-z ]{0,6}";
    prop_oneof![
        4 => (prop::collection::vec((0..9usize, 0..9usize), 1..6), 0..Brush::ALL.len())
            .prop_map(|(c, b)| SokobanEdit::Paint(c, b)),
        1 => Just(SokobanEdit::Rotate),
        1 => (3..8usize, 3..8usize).prop_map(|(w, h)| SokobanEdit::Resize(w, h)),
        1 => Just(SokobanEdit::Duplicate),
        1 => Just(SokobanEdit::Delete),
        1 => any::<bool>().prop_map(SokobanEdit::Move),
        1 => (0..4usize).prop_map(SokobanEdit::Select),
        1 => text.prop_map(SokobanEdit::Title),
        1 => text.prop_map(SokobanEdit::Author),
        1 => prop::collection::vec(text, 0..3).prop_map(SokobanEdit::Notes),
        1 => prop::collection::vec(text, 0..3).prop_map(SokobanEdit::FileNotes),
        1 => (0..4usize, "[lurdLURD]{1,8}").prop_map(|(l, m)| SokobanEdit::AddGame(l, m)),
        1 => (0..3usize).prop_map(SokobanEdit::RemoveGame),
    ]
}

fn sokoban(doc: &mut SokobanDocument, e: &SokobanEdit) {
    let (w, h) = (doc.board().width().max(1), doc.board().height().max(1));
    let levels = doc.collection().levels.len();
    match e {
        SokobanEdit::Paint(cells, brush) => {
            let cells: Vec<_> = cells
                .iter()
                .map(|&(x, y)| gridwright::grid::Pos::new(x % w, y % h))
                .collect();
            doc.paint(&cells, Brush::ALL[*brush]);
        }
        SokobanEdit::Rotate => doc.replace_board(transform::rotate_cw(doc.board())),
        SokobanEdit::Resize(w, h) => {
            doc.replace_board(transform::resize(doc.board(), *w, *h, Anchor::CENTER))
        }
        SokobanEdit::Duplicate => doc.duplicate_level(),
        SokobanEdit::Delete => {
            doc.delete_level();
        }
        SokobanEdit::Move(up) => {
            doc.move_level(if *up { -1 } else { 1 });
        }
        SokobanEdit::Select(i) => doc.select(i % levels),
        SokobanEdit::Title(t) => {
            let notes = doc.level().notes.clone();
            doc.set_meta(t, notes);
        }
        SokobanEdit::Author(a) => doc.set_author(a),
        SokobanEdit::Notes(n) => doc.set_notes(n.clone()),
        SokobanEdit::FileNotes(n) => doc.set_file_notes(n.clone()),
        SokobanEdit::AddGame(level, moves) => {
            doc.add_saved_game(
                level % levels,
                SavedGame {
                    title: "Solution".into(),
                    moves: moves.clone(),
                    notes: vec![],
                },
            );
        }
        SokobanEdit::RemoveGame(i) => doc.remove_saved_game(*i),
    }
}

/// A maze edit, through `MazeDocument`'s helpers.
#[derive(Debug, Clone)]
enum MazeChange {
    Wall(usize, usize, usize, bool),
    Entrance(usize, usize),
    Exit(usize, usize),
    Replace(usize, usize, bool),
}

fn maze_change() -> impl Strategy<Value = MazeChange> {
    prop_oneof![
        6 => (0..9usize, 0..9usize, 0..4usize, any::<bool>())
            .prop_map(|(x, y, s, w)| MazeChange::Wall(x, y, s, w)),
        1 => (0..9usize, 0..9usize).prop_map(|(x, y)| MazeChange::Entrance(x, y)),
        1 => (0..9usize, 0..9usize).prop_map(|(x, y)| MazeChange::Exit(x, y)),
        1 => (1..6usize, 1..6usize, any::<bool>()).prop_map(|(w, h, f)| MazeChange::Replace(w, h, f)),
    ]
}

fn maze(doc: &mut MazeDocument, e: &MazeChange) {
    let (w, h) = (doc.maze().width(), doc.maze().height());
    let cell = |x: usize, y: usize| Cell::new(x % w, y % h);
    match *e {
        MazeChange::Wall(x, y, side, wall) => {
            let side = [Side::Top, Side::Right, Side::Bottom, Side::Left][side];
            doc.set_wall(cell(x, y), side, wall);
        }
        MazeChange::Entrance(x, y) => doc.set_entrance(cell(x, y)),
        MazeChange::Exit(x, y) => doc.set_exit(cell(x, y)),
        MazeChange::Replace(w, h, walls) => doc.replace(Maze::new(w, h, walls)),
    }
}

/// A BombFight map edit, through `BombFightDocument`'s helpers.
#[derive(Debug, Clone)]
enum MapChange {
    Paint(Vec<(usize, usize)>, Tile),
    Rounds(u32),
    NewMap(usize, usize),
    Pillars,
}

fn tile() -> impl Strategy<Value = Tile> {
    prop_oneof![
        Just(Tile::Empty),
        Just(Tile::Wall),
        Just(Tile::Brick),
        Just(Tile::Exit),
        prop::sample::select(Item::ALL.to_vec()).prop_map(Tile::Item),
        prop_oneof![Just(Player::One), Just(Player::Two)].prop_map(Tile::Start),
    ]
}

fn map_change() -> impl Strategy<Value = MapChange> {
    prop_oneof![
        6 => (prop::collection::vec((0..12usize, 0..12usize), 1..6), tile())
            .prop_map(|(c, t)| MapChange::Paint(c, t)),
        1 => (1..200u32).prop_map(MapChange::Rounds),
        1 => (3..12usize, 3..12usize).prop_map(|(w, h)| MapChange::NewMap(w, h)),
        1 => Just(MapChange::Pillars),
    ]
}

fn map(doc: &mut BombFightDocument, e: &MapChange) {
    let (w, h) = (doc.level().width(), doc.level().height());
    match e {
        MapChange::Paint(cells, tile) => {
            let cells: Vec<_> = cells.iter().map(|&(x, y)| (x % w, y % h)).collect();
            doc.paint(&cells, *tile);
        }
        MapChange::Rounds(r) => doc.set_rounds(*r),
        MapChange::NewMap(w, h) => doc.replace(new_map(*w, *h, doc.level().rounds)),
        MapChange::Pillars => doc.replace(with_pillars_and_ring(doc.level())),
    }
}

/// A 2048 level edit, through `G2048Document`'s helpers.
#[derive(Debug, Clone)]
enum G2048Change {
    Cell(usize, usize, u64),
    Resize(usize, usize),
    Title(String),
    Puzzle,
}

fn g2048_change() -> impl Strategy<Value = G2048Change> {
    prop_oneof![
        4 => (0..8usize, 0..8usize, prop::sample::select(vec![0u64, 2, 4, 8, 1024]))
            .prop_map(|(x, y, v)| G2048Change::Cell(x, y, v)),
        1 => (2..8usize, 2..8usize).prop_map(|(w, h)| G2048Change::Resize(w, h)),
        1 => "[a-z]{0,5}".prop_map(G2048Change::Title),
        1 => Just(G2048Change::Puzzle),
    ]
}

fn g2048(doc: &mut G2048Document, e: &G2048Change) {
    let rules = &doc.level().rules;
    let (w, h) = (rules.width, rules.height);
    match e {
        G2048Change::Cell(x, y, v) => doc.set_cell(x % w, y % h, *v),
        G2048Change::Resize(w, h) => doc.resize(*w, *h),
        G2048Change::Title(t) => {
            let mut l = doc.level().clone();
            l.title = t.clone();
            doc.change(l);
        }
        G2048Change::Puzzle => {
            let mut l = doc.level().clone();
            l.puzzle = !l.puzzle;
            doc.change(l);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn sokoban_sessions_undo_and_redo_exactly(actions in actions(sokoban_edit())) {
        let dir = tempfile::tempdir().unwrap();
        let doc = SokobanDocument::new(Level::new(
            "one",
            Board::from_xsb("######\n#@$. #\n#    #\n######"),
        ));
        check_session(doc, &actions, &dir.path().join("s.sok"), sokoban)?;
    }

    #[test]
    fn maze_sessions_undo_and_redo_exactly(actions in actions(maze_change())) {
        let dir = tempfile::tempdir().unwrap();
        let doc = MazeDocument::new(Maze::new(4, 3, false), None);
        check_session(doc, &actions, &dir.path().join("m.maze"), maze)?;
    }

    #[test]
    fn bombfight_sessions_undo_and_redo_exactly(actions in actions(map_change())) {
        let dir = tempfile::tempdir().unwrap();
        let doc = BombFightDocument::new(new_map(9, 7, 50), None);
        check_session(doc, &actions, &dir.path().join("b.bflvl"), map)?;
    }

    #[test]
    fn g2048_sessions_undo_and_redo_exactly(actions in actions(g2048_change())) {
        let dir = tempfile::tempdir().unwrap();
        let doc = G2048Document::new(G2048Level::default(), None);
        check_session(doc, &actions, &dir.path().join("l.2048"), g2048)?;
    }
}
