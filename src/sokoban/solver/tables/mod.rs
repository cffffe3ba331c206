//! What the search looks up rather than works out. The level's static tables, made once per
//! solve: `level` (the squares the pusher can reach, numbered densely, their neighbours,
//! goals, dead squares and push distances) and `sides` (push distances with the pusher
//! walking round the box). The lower bound, `lower_bound` (the Hungarian assignment of boxes
//! to goals on those distances, updated one row per push). The store of every position
//! seen, `table` (flat arrays of boxes, parents and pushes, indexed by a Zobrist hash).
//! The two walks everything else is made of, the pusher's flood (`Reach`) and one box
//! pulled from goals or pushed (`pulls::search`), live below the solver in `sokoban::walk`:
//! the play mode, the board checks and the generator walk with them too.
//!
//! Nothing here knows how a search is ordered or pruned; every other part builds on
//! `level`, so it is the one to read first.

pub(crate) mod level;
pub(super) mod lower_bound;
pub(super) mod sides;
pub(super) mod table;
