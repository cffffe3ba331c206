//! The order in which a search takes its open positions. `frontier` holds them: one queue,
//! a queue per feature cell taken in turns, or one queue with a rover that now and then
//! takes a position from the next score up. The forward search's orders beyond the bound's:
//! `fess` (after Festival's FESS: a feature space taken in turns, and advisors that say which
//! pushes are free), with its features `areas` (how many areas the boxes cut the floor into)
//! and `hotspots` (boxes standing in the way of another box's goals); and `phases` (greedy
//! on the phases of a packing plan, after YASS's packing-order search).
//!
//! [`Order`] names the forward search's orders; a search takes one in its configuration
//! (`search::Config`). The plans both greedy orders follow are [`super::packing`]'s. Start
//! with `frontier`, then `phases` (the simpler order), then `fess`.

pub(super) mod areas;
pub(super) mod fess;
pub(super) mod frontier;
pub(super) mod hotspots;
pub(super) mod phases;

use crate::sokoban::solver::packing::packing_plan::PackingPlan;
use crate::sokoban::solver::tables::level::Level;

/// What makes a level's packing plan: [`PackingPlan::rounds`], or the plan with parking
/// ([`crate::sokoban::solver::packing::parked_plan::parked`]).
pub type Plan = fn(&Level) -> PackingPlan;

/// The order in which a forward search of the fast mode takes its positions. The optimal
/// mode's A* and the backward search have each their own, so they take none of these.
#[derive(Debug, Clone, Copy)]
pub enum Order {
    /// The bound's: nearly greedy on it, a queue per count of boxes home, taken in turns.
    Bound,
    /// FESS's ([`fess`]), with this packing plan.
    Fess(Plan),
    /// Greedy on the phases of a packing plan ([`phases`]), in one queue.
    Phases {
        /// The plan whose phases are filled.
        plan: Plan,
        /// Whether the bound counts in the score.
        bound: bool,
    },
    /// Greedy on the phases of a packing plan without the bound, roving: every `every`-th
    /// position taken from the next score up instead of the best
    /// ([`frontier::Frontier::with_rover`]).
    Roving {
        /// The plan whose phases are filled.
        plan: Plan,
        /// How often a position is taken from the next score up.
        every: u64,
    },
}
