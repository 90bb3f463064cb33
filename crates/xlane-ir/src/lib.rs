//! Run real HIP and CUDA kernels on the CPU with exact cross-lane semantics.
//!
//! Pipeline: [`ll`] parses clang's textual LLVM IR; [`decode`] turns it into the compact
//! form of [`program`] (register slots, small ops, post-dominators); [`launch`] places
//! memory and runs blocks and waves with the SIMT interpreter of [`exec`], whose runs of plain
//! ops [`jit`] compiles to native code (the `jit` tier). Every
//! `llvm.amdgcn.*`/`llvm.nvvm.*` cross-lane intrinsic is evaluated by the registry's
//! semantics through `xlane_core::call` (each call site checked once, then `evaluate_checked`). [`spec`] reads launch specs
//! (docs/launch.md).

pub mod error;
pub mod front;
pub mod numerics;
pub mod run;
pub mod tiers;

// The public paths of before the folders (`xlane_ir::spec`, `xlane_ir::launch`, …) stay.
pub use front::program::cache;
pub use front::{cfg, decode, ll, names, program};
/// The datalayout belongs to the IR it sizes (`ll::layout`); re-exported for `xlane_ir::layout` callers.
pub use ll::layout;
pub use numerics::{approx, float, rng, rounding};
pub use run::{check, exec, host, launch, mem, printed, printf, spec};
pub use tiers::jit;

pub use error::{ErrKind, RunError};

use xlane_core::target::Target;

/// Parse and decode a module for `target`. Anything in it that xlane cannot run is an error
/// here, as with `xlane run --check` (a launch through `spec::run_spec` stops only where a
/// lane reaches such an instruction).
pub fn load(src: &str, target: &Target) -> Result<program::Program, RunError> {
    let m = ll::parse_module(src).map_err(|e| e.into_run_error(""))?;
    let prog = decode::decode(&m, src, target)?;
    prog.check_supported()?;
    Ok(prog)
}
