//! The integration tests of xlane-core, one module per file, linked into one test binary
//! (`cargo test -p xlane-core --test all`; a filter such as `amd_properties::` picks one file).

mod amd_clang_availability;
mod amd_common;
mod amd_diagnostics;
mod amd_isa_examples;
mod amd_properties;
mod clang_end;
mod conform_vectors;
mod coverage_clang22;
mod layers;
mod matrix_llc;
mod mma_layout;
mod mma_scaled;
mod mma_swmmac;
mod nvidia_clang_gates;
mod nvidia_llc_intrinsics;
mod nvidia_mma_vectors;
mod nvidia_semantics;
mod steer;
// one copy for every test binary
#[path = "../../../../tests/support/tmp.rs"]
mod tmp;
mod wgmma_vectors;
mod xorshift;
