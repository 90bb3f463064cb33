//! Shared helpers: run a launch spec given as JSON text against a committed kernel.
#![allow(dead_code)]

use std::path::Path;

use xlane_ir::jit::Tier;
use xlane_ir::spec::{run_spec, Outcome, Overrides, Spec};

pub fn kernels_dir() -> &'static Path {
    Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/kernels"))
}

pub fn run(spec_json: &str) -> Outcome {
    run_tiers(spec_json, kernels_dir(), &Overrides::default())
}

/// Run a spec under the interpreter (whose outcome is returned) and under the compiled
/// tier, and fail unless both show the same run ([`Outcome::observable`]).
pub fn run_tiers(spec_json: &str, dir: &Path, ov: &Overrides) -> Outcome {
    let go = |tier| {
        let spec = Spec::parse(spec_json, dir).expect("spec parses");
        run_spec(spec, &Overrides { tier, jit_min_run: Some(2), ..ov.clone() }).expect("launch is set up")
    };
    let (interp, jit) = (go(Tier::Interp), go(Tier::Jit));
    assert_eq!(interp.observable(), jit.observable(), "the jit tier differs from the interpreter");
    interp
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

/// Run a hand-written module: `ir` is written to a temporary file and the spec's `module`
/// field is filled in.
pub fn run_ir(name: &str, ir: &str, spec_rest: &str) -> Outcome {
    let dir = crate::tmp::dir("ir-test");
    let path = dir.join(format!("{name}.ll"));
    std::fs::write(&path, ir).unwrap();
    let spec = format!(r#"{{"module": {}, {spec_rest}}}"#, serde_json::Value::from(path.to_str().unwrap()));
    run_tiers(&spec, &dir, &Overrides::default())
}

/// The error a hand-written module ends in, whether the launch's set-up refuses it or its run
/// stops (interpreter only).
pub fn refusal(name: &str, ir: &str, spec_rest: &str) -> xlane_ir::RunError {
    let dir = crate::tmp::dir("ir-test");
    let path = dir.join(format!("{name}.ll"));
    std::fs::write(&path, ir).unwrap();
    let spec = format!(r#"{{"module": {}, {spec_rest}}}"#, serde_json::Value::from(path.to_str().unwrap()));
    match Spec::parse(&spec, &dir).and_then(|s| run_spec(s, &Overrides::default())) {
        Err(e) => e,
        Ok(o) => o.result.expect_err(name),
    }
}

pub const AMD_HEADER: &str = r#"target datalayout = "e-m:e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-p7:160:256:256:32-p8:128:128:128:48-p9:192:256:256:32-i64:64-v16:16-v24:32-v32:32-v48:64-v96:128-v192:256-v256:256-v512:512-v1024:1024-v2048:2048-n32:64-S32-A5-G1-ni:7:8:9"
target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
attributes #0 = { "target-cpu"="gfx942" "target-features"="+wavefrontsize64" }
"#;

/// The store ladder a hand-written kernel ends with: IR lines that store each `(type, value)`
/// of 4 bytes in consecutive words from `base` (a `ptr addrspace(1)` value), word k through
/// `{base}.wk = getelementptr i32, ptr addrspace(1) {base}, i64 k`.
pub fn store_words(base: &str, vals: &[(&str, &str)]) -> String {
    let mut lines = vec![];
    for (k, (ty, v)) in vals.iter().enumerate() {
        let at = if k == 0 {
            base.to_string()
        } else {
            lines.push(format!("  {base}.w{k} = getelementptr i32, ptr addrspace(1) {base}, i64 {k}"));
            format!("{base}.w{k}")
        };
        lines.push(format!("  store {ty} {v}, ptr addrspace(1) {at}, align 4"));
    }
    lines.join("\n")
}
