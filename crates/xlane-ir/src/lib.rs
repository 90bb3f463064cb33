//! Run real HIP and CUDA kernels on the CPU with exact cross-lane semantics.
//!
//! Pipeline: [`ll`] parses clang's textual LLVM IR; [`decode`] turns it into the compact
//! form of [`program`] (register slots, small ops, post-dominators); [`launch`] places
//! memory and runs blocks and waves with the SIMT interpreter of [`exec`], whose runs of plain
//! ops [`jit`] compiles to native code (the `jit` tier). Every
//! `llvm.amdgcn.*`/`llvm.nvvm.*` cross-lane intrinsic is evaluated by the registry's
//! semantics through `xlane_core::call` (each call site checked once, then `evaluate_checked`). [`spec`] reads launch specs
//! (docs/launch.md).

pub mod approx;
pub mod cache;
pub mod cfg;
mod contract;
pub mod decode;
pub mod error;
pub mod exec;
pub mod float;
pub mod jit;
mod lanewise;
pub mod launch;
/// The datalayout belongs to the IR it sizes (`ll::layout`); re-exported for `xlane_ir::layout` callers.
pub use ll::layout;
pub mod ll;
pub mod mem;
pub mod printf;
pub mod program;
pub mod rng;
pub mod rounding;
pub mod spec;

pub use error::{ErrKind, RunError};

use xlane_core::target::Target;

/// Parse and decode a module for `target`.
pub fn load(src: &str, target: &Target) -> Result<program::Program, RunError> {
    let m = ll::parse_module(src).map_err(|e| RunError::at_line(e.kind, e.line, e.message))?;
    decode::decode(&m, src, target)
}
