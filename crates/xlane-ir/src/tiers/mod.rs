//! Speed tiers' code generation, independent of the interpreter: runs of plain ops compiled to
//! native code ([`jit`]) and the lane loops compiled for the baseline target and AVX2
//! ([`lanewise`]). How the runner takes them is `run::exec` (`fast`, `compiled`, `reuse`).

pub mod jit;
pub(crate) mod lanewise;
