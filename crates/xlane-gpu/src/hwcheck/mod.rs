//! The hardware check of the kernel corpus (issue 22, "run the same PTX there"): every
//! NVIDIA launch spec of `tests/kernels/` is compiled to PTX with llc-22, run on a real GPU
//! with exactly the buffers xlane starts from, and the GPU's bytes are compared with xlane's.
//!
//! The work is split so that the GPU machine (no cargo, no LLVM, no network) only moves bytes:
//!
//! 1. `xlane-hwcheck prepare` (here): reads each spec with xlane's own parser and fills
//!    ([`xlane_ir::spec`]), writes every buffer's initial bytes and a [`manifest::Case`], and
//!    compiles the module to PTX ([`ptx`]); the argument list is checked against the PTX
//!    entry's parameters ([`ptxsig`]).
//! 2. `xlane-gpu run-ptx` (on the GPU, feature `cuda`, [`device`]): loads the PTX through the
//!    driver API, uploads the bytes, launches, copies every buffer back; `--dry-run` does all
//!    but the CUDA calls ([`mover`]).
//! 3. `xlane-hwcheck compare` (here): runs xlane on the same spec and compares every buffer
//!    bit for bit with the GPU's ([`compare`]).
//!
//! docs/hwcheck.md describes the commands and the output.

pub mod compare;
pub mod manifest;
pub mod mover;
pub mod prepare;
pub mod ptx;
pub mod ptxsig;
pub mod script;

#[cfg(feature = "cuda")]
pub mod device;
