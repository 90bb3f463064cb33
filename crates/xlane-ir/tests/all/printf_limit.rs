//! The device printf output is bounded (`run::printed`, docs/launch.md "Device printf and
//! assert"): the longest prefix, in schedule order and whole calls, that fits
//! `limits.printf_bytes`, and a `printf-limit` warning saying how many calls and bytes were
//! dropped, at the first call dropped. The kernel is the corpus's `hello` (3 blocks; each
//! printf call prints one line), whose whole output is the spec's `expect_printf`; the
//! expected prefix is cut from it by that rule.

use std::path::{Path, PathBuf};

use crate::common::*;
use xlane_ir::spec::Overrides;
use xlane_ir::ErrKind;

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/kernels/cuda_math")
}

/// The `hello` spec without its expected output (a cut one differs), with `limits`, and its
/// whole expected output.
fn hello(limits: &str) -> (String, String) {
    let mut spec: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(dir().join("hello.sm_90.spec.json")).unwrap()).unwrap();
    let whole = spec.as_object_mut().unwrap().remove("expect_printf").unwrap().as_str().unwrap().to_string();
    spec["limits"] = serde_json::from_str(limits).unwrap();
    (spec.to_string(), whole)
}

#[test]
fn printf_output_past_its_limit_is_dropped_with_a_warning() {
    let (_, whole) = hello("{}");
    let lines: Vec<&str> = whole.split_inclusive('\n').collect();
    assert_eq!(lines.len(), 18);
    for limit in [0usize, 1, 200, 500, 938] {
        let kept = lines.iter().scan(0, |n, l| (*n + l.len() <= limit).then(|| *n += l.len())).count();
        let want: String = lines[..kept].concat();
        let (spec, _) = hello(&format!(r#"{{"printf_bytes": {limit}}}"#));
        // in block order, and in a parallel schedule of passes of one block on two threads
        for ov in [Overrides { parallel: Some(false), ..Overrides::default() }, Overrides { parallel: Some(true), jobs: Some(2), pass_blocks: Some(1), ..Overrides::default() }] {
            let o = run_tiers(&spec, &dir(), &ov);
            let r = o.result.as_ref().expect("runs");
            assert_eq!(xlane_ir::host::printf_text(r), want, "limit {limit}");
            let w: Vec<_> = r.warnings.iter().filter(|w| w.kind == ErrKind::PrintfLimit).collect();
            assert_eq!(w.len(), 1, "limit {limit}: {:?}", r.warnings);
            let dropped = format!("{} call(s) from this one on were dropped, {} bytes of text", 18 - kept, whole.len() - want.len());
            assert!(w[0].message.contains(&dropped) && w[0].message.contains(&format!("limit of {limit} bytes")), "{}", w[0].message);
            // the first call dropped: "thread T of block B: …", lane T of a wave32 block
            let first = lines[kept];
            let (t, b) = first.strip_prefix("thread ").and_then(|s| s.split_once(" of block ")).unwrap();
            let b = b.split(':').next().unwrap();
            assert_eq!((w[0].at.block[0].to_string(), w[0].at.lane.map(|l| l.to_string())), (b.to_string(), Some(t.to_string())), "{first}");
            assert!(w[0].at.inst.contains("vprintf"), "{}", w[0].at.inst);
        }
    }
    // within the limit (the default, 1 MiB): all of it, no warning
    let o = run_tiers(&hello("{}").0, &dir(), &Overrides::default());
    let r = o.result.as_ref().expect("runs");
    assert_eq!(xlane_ir::host::printf_text(r), whole);
    assert!(r.warnings.iter().all(|w| w.kind != ErrKind::PrintfLimit));
}
