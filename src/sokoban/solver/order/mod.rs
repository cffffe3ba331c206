//! The order in which a search takes its open positions. `frontier` holds them: one queue,
//! a queue per feature cell taken in turns, or one queue with a rover that now and then
//! takes a position from the next score up. The forward search's orders beyond the bound's:
//! `fess` (after Festival's FESS: a feature space taken in turns, and advisors that say which
//! pushes are free), with its features `areas` (how many areas the boxes cut the floor into)
//! and `hotspots` (boxes standing in the way of another box's goals); and `phases` (greedy
//! on the phases of a packing plan, after YASS's packing-order search).
//!
//! The plans both orders follow are [`super::packing`]'s. Start with `frontier`, then
//! `phases` (the simpler order), then `fess`.

pub(super) mod areas;
pub(super) mod fess;
pub(super) mod frontier;
pub(super) mod hotspots;
pub(super) mod phases;
