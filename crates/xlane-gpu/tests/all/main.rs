//! The integration tests of xlane-gpu, one module per file, linked into one test binary
//! (`cargo test -p xlane-gpu --test all`; a filter such as `amd_properties::` picks one file).

mod committed_sets;
mod emit_roundtrip;
mod hwcheck;
// one copy for every test binary
#[path = "../../../../tests/support/tmp.rs"]
mod tmp;
