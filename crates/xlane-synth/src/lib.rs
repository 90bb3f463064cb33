//! xlane-synth: the cheapest proven cross-lane sequence for a data movement or a collective,
//! per target (docs/synth.md).
//!
//! ```text
//! spec ─► Problem (goal per lane) ─► candidates (registry rows × legal values, effects from
//!         the semantics) ─► A* search (cost model) ─► proof (re-evaluated through the
//!         registry, symbolically for every input) ─► emitters (HIP, CUDA, IR/asm/PTX)
//! ```

pub mod baseline;
pub mod candidates;
pub mod cost;
pub mod emit;
pub mod fx;
pub mod merge;
pub mod op;
pub mod problem;
pub mod proof;
pub mod search;
pub mod spec;
pub mod state;
pub mod step;
pub mod synth;

pub use cost::Objective;
pub use problem::{Goal, Problem, ResultLanes};
pub use spec::Spec;
pub use synth::{synthesize, Rejected, Request, Synthesis};
