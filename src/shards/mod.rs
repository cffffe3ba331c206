//! Runs split into shards without a coordinator, for Slurm job arrays, GNU parallel or
//! Kubernetes Indexed Jobs: which part of a run a process does ([`Shard`]), the results
//! file each part appends its finished items to and resumes from ([`file`]), and the checks
//! that the parts' files make one whole run ([`merge`]). Every verb that shards
//! (`tournament`, `solve`, `generate sokoban`, `bench 2048`, `bench sokoban`) brings only
//! its identity ([`Details`]) and its item's line ([`Item`]); this machinery is written
//! once. It knows no game and no face.

pub mod file;
pub mod merge;
mod shard;

pub use file::{Details, Header, Item, Opened, RunIdentity, digest};
pub use merge::{Merged, merge};
pub use shard::{Shard, resolve_shard};
