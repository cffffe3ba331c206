//! Deadlocks: positions no solution passes through, found so that a search never stores
//! them (dead squares, a box that can never reach any goal, are `level`'s table). Local
//! rules first: `freeze` (boxes that can never move again) and `frozen_goals` (boxes
//! frozen on goals that wall off goals other boxes need). Then corrals, areas the pusher
//! cannot reach fenced by boxes: `corral` (PI-corral pruning, which also narrows the pushes
//! searched) and `corral_deadlock` (corrals that can never open, proved by small searches).
//! Last, what those small searches learn: `deadlock_sets` (sets of boxes proved dead,
//! matched in later positions as subsets) and `stall` (when a greedy search has stopped
//! making progress, the moment to look for such a set).
//!
//! Start with `freeze`, then `corral_deadlock`; the search calls them from its `deadlocked`
//! and `corral_deadlocked`.

pub(super) mod corral;
pub(super) mod corral_deadlock;
pub(super) mod deadlock_sets;
pub(super) mod freeze;
pub(super) mod frozen_goals;
pub(super) mod stall;
