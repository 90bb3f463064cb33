//! Shared helpers: run a launch spec given as JSON text against a committed kernel.
#![allow(dead_code)]

use std::path::Path;

use xlane_ir::spec::{run_spec, Outcome, Overrides, Spec};

pub fn kernels_dir() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/kernels"))
}

pub fn run(spec_json: &str) -> Outcome {
    let spec = Spec::parse(spec_json, kernels_dir()).expect("spec parses");
    run_spec(spec, &Overrides::default()).expect("launch is set up")
}

/// The final contents of buffer argument `k` as u32 words.
pub fn u32s(o: &Outcome, k: usize) -> Vec<u32> {
    let (_, _, b) = o.buffers.iter().find(|b| b.0 == k).expect("buffer argument");
    b.chunks(4).map(|c| u32::from_le_bytes(c.try_into().unwrap())).collect()
}

pub fn f32s(o: &Outcome, k: usize) -> Vec<f32> {
    u32s(o, k).into_iter().map(f32::from_bits).collect()
}

pub fn ok(o: &Outcome) {
    if let Err(e) = &o.result {
        panic!("run failed: {e}");
    }
}
