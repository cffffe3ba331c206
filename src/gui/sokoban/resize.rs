//! The Sokoban board's Resize dialog: the shared one ([`crate::gui::grid_edit`]) with the
//! sides a Sokoban board may have.

use std::ops::RangeInclusive;

pub use crate::gui::grid_edit::{ResizeForm, resize_dialog as resize};
use crate::sokoban::checks::MAX_SIDE;

/// The sides a resized board may have: 3 squares (a wall, a floor, a wall) up to the largest.
pub const SIDES: RangeInclusive<usize> = 3..=MAX_SIDE;
