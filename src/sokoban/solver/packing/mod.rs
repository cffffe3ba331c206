//! In what order the goals are filled. The packing plans say which boxes home count as
//! progress, for the orders of [`super::order`]: `packing_plan` (the plan of rounds, found
//! backward from every goal filled) and `parked_plan` (the plan with parking, after YASS's
//! packing order: a box first put out of the way, where a room's door is a goal). The goal
//! rooms, filled by macros in the forward search: `rooms` (a room, its entrances, and each
//! box's known way in, for the room macros) and `packing_order` (a room's filling order,
//! found backward).
//!
//! Start with `packing_plan`; `rooms` when reading the search's macros.

pub(super) mod packing_order;
pub(super) mod packing_plan;
pub(super) mod parked_plan;
pub(super) mod rooms;
