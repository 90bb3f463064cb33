//! The integration tests of xlane-synth, one module per file, linked into one test binary
//! (`cargo test -p xlane-synth --test all`; a filter such as `merge::` picks one file).

mod merge;
