//! Smoke tests of the `xlane run` binary on a few launch specs of the kernel corpus. The whole
//! corpus runs in-process in xlane-ir (`crates/xlane-ir/tests/corpus.rs`, which also checks
//! every spec's shape); these check what only the binary adds: its exit status, `--strict`,
//! and `error[KIND]` on stderr. Expected values come from `tests/kernels/gen.py`'s host
//! references, never from xlane.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// One AMD spec, one NVIDIA spec, and one of each way a run can stop with an error.
const SMOKE: &[&str] = &["dpp_scan/dpp_scan.gfx942", "warp_reduce/warp_reduce.shfl_down.sm_90", "errors/deadlock.sm_90", "errors/unavailable.sm_75", "errors/oob.gfx942"];

fn corpus_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/kernels")
}

fn spec_json(path: &Path) -> serde_json::Value {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {}: {e}", path.display()));
    serde_json::from_str(&text).unwrap_or_else(|e| panic!("{} is not JSON: {e}", path.display()))
}

fn run(spec: &Path, strict: bool) -> (Output, String) {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_xlane"));
    cmd.arg("run").arg(spec);
    if strict {
        cmd.arg("--strict");
    }
    let out = cmd.output().expect("run xlane");
    let text = format!("{}{}", String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    (out, text)
}

#[test]
fn smoke_specs_pass_or_name_their_error() {
    for name in SMOKE {
        let path = corpus_dir().join(format!("{name}.spec.json"));
        let spec = spec_json(&path);
        // `--strict` unless `expect` leaves an element unchecked (`null`), as the corpus runs it
        let strict = spec
            .get("expect")
            .and_then(|e| e.as_object())
            .is_some_and(|e| e.values().all(|b| b["data"].as_array().is_none_or(|d| d.iter().all(|v| !v.is_null()))));
        let (out, text) = run(&path, strict);
        match spec.get("expect_error").and_then(|k| k.as_str()) {
            Some(kind) => assert!(text.contains(&format!("error[{kind}]")), "{name}: expected error `{kind}`, got {}\n{text}", out.status),
            None => assert!(out.status.success(), "{name}: xlane run failed ({})\n{text}", out.status),
        }
    }
}

/// The binary must be able to fail: a copy of a passing spec with one expected element
/// changed (its module made absolute) has to exit non-zero and name the element.
#[test]
fn a_wrong_expected_value_is_reported() {
    let dir = corpus_dir().join("dpp_scan");
    let mut spec = spec_json(&dir.join("dpp_scan.gfx942.spec.json"));
    let module = dir.join(spec["module"].as_str().unwrap_or_default());
    spec["module"] = module.to_string_lossy().into_owned().into();
    let wrong = spec["expect"]["1"]["data"][5].as_u64().expect("element 5 of argument 1") ^ 1;
    spec["expect"]["1"]["data"][5] = wrong.into();
    let tmp = crate::tmp::dir("corpus-mismatch");
    let path = tmp.join("mismatch.spec.json");
    std::fs::write(&path, spec.to_string()).expect("write the spec");
    let (out, text) = run(&path, false);
    assert!(!out.status.success() && text.contains("1[5]"), "a wrong expected value (argument 1, element 5) was not reported ({})\n{text}", out.status);
}

/// `--tier interp` and `--tier jit` print the same run (the JSON report without its timings);
/// an unknown tier is a usage error that names the valid ones.
#[test]
fn both_tiers_print_the_same_run() {
    let spec = corpus_dir().join("dpp_scan/dpp_scan.gfx942.spec.json");
    let report = |tier: &str| {
        let out = Command::new(env!("CARGO_BIN_EXE_xlane")).args(["run", "--json", "--tier", tier]).arg(&spec).output().expect("run xlane");
        assert!(out.status.success(), "--tier {tier}: {}", String::from_utf8_lossy(&out.stderr));
        let mut v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("JSON report");
        let o = v.as_object_mut().expect("an object");
        o.remove("elapsed_s");
        o.remove("cpu_s");
        v
    };
    assert_eq!(report("interp"), report("jit"));
    let out = Command::new(env!("CARGO_BIN_EXE_xlane")).args(["run", "--tier", "fast"]).arg(&spec).output().expect("run xlane");
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{err}");
    assert!(err.contains("interp") && err.contains("jit"), "{err}");
}
