//! The integration tests of xlane-lower, one module per file, linked into one test binary
//! (`cargo test -p xlane-lower --test all`; a filter such as `amd_properties::` picks one file).

mod examples;
mod parity;
mod printers;
mod random_findings;
mod roundtrip;
// one copy for every test binary
#[path = "../../../../tests/support/tmp.rs"]
mod tmp;
