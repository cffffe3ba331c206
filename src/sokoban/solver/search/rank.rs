//! How the open positions are ranked: the priority and tie-break of each, its queue, and the
//! leader (FESS's or the phases' order) that ranks a forward search's positions instead of
//! the bound.

use super::Search;
use crate::sokoban::solver::order::fess::Fess;
use crate::sokoban::solver::order::phases::Phases;
use crate::sokoban::solver::packing::packing_plan::PackingPlan;
use crate::sokoban::solver::tables::table::NodeInfo;

impl Search<'_> {
    /// Fast mode: nearly greedy on the bound. Optimal mode: A* on pushes, then on moves (each
    /// push still to make takes at least one move, so `moves + h` never overestimates).
    /// FESS: the pushes no advisor suggested (`weight`), then the bound.
    pub(super) fn priority(&self, info: &NodeInfo, h: u32, weight: u32) -> (u32, u32, u32) {
        let g = info.g as u32;
        if self.optimal {
            (g + h, info.moves + h, h)
        } else if self.leader.is_some() {
            (weight, h, h)
        } else {
            (h * 4 + g, h, h)
        }
    }

    /// Among positions of equal priority, the one taken first has the larger key. The
    /// optimal mode needs the cost (to spot stale entries, as positions are reopened). The
    /// fast mode takes the one reached with fewer moves: it favours pushes near the pusher,
    /// going on with the boxes at hand: on XSokoban it solved 39 levels where taking the
    /// most moves first solved 28 (and preferring the box pushed last, 35).
    pub(super) fn tie(&self, info: &NodeInfo, node: u32) -> u64 {
        if self.optimal {
            return info.cost();
        }
        if matches!(self.leader, Some(Leader::Phases(_))) {
            return node as u64;
        }
        u64::MAX - info.moves as u64
    }

    /// The queue of a position in the fast mode: its boxes home.
    pub(super) fn feature(&self, boxes: &[u16]) -> usize {
        boxes.iter().filter(|&&b| self.home[b as usize]).count()
    }

    /// The pusher cell that names a node: in the fast mode the smallest cell of the pusher's
    /// area (`area_min`), so that walks never multiply nodes; in the optimal mode the exact
    /// cell, as the moves still to make depend on it.
    pub(super) fn pusher_key(&self, exact: u16, area_min: u16) -> u16 {
        if self.optimal { exact } else { area_min }
    }
}

/// What orders a forward search's positions when the bound does not.
pub(super) enum Leader {
    Fess(Fess),
    Phases(Phases),
}

impl Leader {
    /// The packing plan it follows.
    pub(super) fn plan(&self) -> &PackingPlan {
        match self {
            Leader::Fess(fess) => fess.plan(),
            Leader::Phases(phases) => phases.plan(),
        }
    }
}
