//! Issue 13: a launch spec is checked against the kernel's signature before the run, and a
//! spec error is an error, never a run that "does not match" or a silent bit-cast.
use super::common::*;
use xlane_ir::spec::{run_spec, Overrides, Spec};

/// `k(ptr addrspace(1) %out, i32 %n, float %f)`: out[id] = n, out[id + 4] = bits of f.
fn kernel() -> String {
    format!(
        r#"{AMD_HEADER}
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n, float %f) #0 {{
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %id
  store i32 %n, ptr addrspace(1) %p, align 4
  %id4 = add i32 %id, 4
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i32 %id4
  store float %f, ptr addrspace(1) %q, align 4
  ret void
}}
"#
    )
}

/// Set up (not run) a spec for `kernel()`; the error message when it is refused as
/// `malformed`.
fn setup_error(rest: &str) -> String {
    refused(rest, "malformed")
}

/// Set up (not run) a spec for `kernel()`; the error message when it is refused as `kind`.
fn refused(rest: &str, kind: &str) -> String {
    let dir = crate::tmp::dir("spec-checks");
    let path = dir.join(format!("k{:x}.ll", rest.bytes().fold(0u64, |h, b| h.wrapping_mul(31).wrapping_add(b as u64))));
    std::fs::write(&path, kernel()).unwrap();
    let spec = format!(r#"{{"module": {}, {rest}}}"#, serde_json::Value::from(path.to_str().unwrap()));
    match Spec::parse(&spec, &dir).and_then(|s| run_spec(s, &Overrides::default())) {
        Err(e) => {
            assert_eq!(e.kind.as_str(), kind, "{e}");
            e.to_string()
        }
        Ok(o) => panic!("the spec must be refused before running; got result {:?}", o.result.map(|_| ())),
    }
}

const OUT: &str = r#"{"buffer": "u32", "len": 8, "fill": 0}"#;

#[test]
fn a_well_typed_spec_runs() {
    let o = run_ir("typed", &kernel(), &format!(r#""kernel": "k", "block": [4], "args": [{OUT}, {{"scalar": "i32", "value": 7}}, {{"scalar": "f32", "value": 1.5}}]"#));
    ok(&o);
    assert_eq!(u32s(&o, 0), vec![7, 7, 7, 7, 0x3fc0_0000, 0x3fc0_0000, 0x3fc0_0000, 0x3fc0_0000]);
}

#[test]
fn a_scalar_for_a_pointer_is_refused() {
    let e = setup_error(r#""kernel": "k", "args": [{"scalar": "u64", "value": 4096}, {"scalar": "i32", "value": 7}, {"scalar": "f32", "value": 1.5}]"#);
    assert!(e.contains("args[0]") && e.contains("ptr addrspace(1)"), "{e}");
}

#[test]
fn a_float_for_an_int_is_refused() {
    let e = setup_error(&format!(r#""kernel": "k", "args": [{OUT}, {{"scalar": "f32", "value": 7}}, {{"scalar": "f32", "value": 1.5}}]"#));
    assert!(e.contains("args[1]") && e.contains("f32 scalar"), "{e}");
}

#[test]
fn a_wider_int_is_refused() {
    let e = setup_error(&format!(r#""kernel": "k", "args": [{OUT}, {{"scalar": "i64", "value": 7}}, {{"scalar": "f32", "value": 1.5}}]"#));
    assert!(e.contains("args[1]") && e.contains("i64"), "{e}");
}

#[test]
fn an_int_for_a_float_is_refused() {
    let e = setup_error(&format!(r#""kernel": "k", "args": [{OUT}, {{"scalar": "i32", "value": 7}}, {{"scalar": "u32", "value": 1}}]"#));
    assert!(e.contains("args[2]") && e.contains("float"), "{e}");
}

#[test]
fn a_buffer_for_a_scalar_is_refused() {
    let e = setup_error(&format!(r#""kernel": "k", "args": [{OUT}, {OUT}, {{"scalar": "f32", "value": 1.5}}]"#));
    assert!(e.contains("args[1]"), "{e}");
}

#[test]
fn setup_errors_are_errors_not_mismatches() {
    let e = setup_error(r#""kernel": "nope", "args": []"#);
    assert!(e.contains("no kernel `nope`"), "{e}");
    let e = setup_error(&format!(r#""kernel": "k", "args": [{OUT}], "expect": {{"0": {{"data": [0]}}}}"#));
    assert!(e.contains("takes 3 argument(s)"), "{e}");
    let e = refused(&format!(r#""kernel": "k", "block": [2048], "args": [{OUT}, {{"scalar": "i32", "value": 7}}, {{"scalar": "f32", "value": 1.5}}]"#), "launch");
    assert!(e.contains("1024"), "{e}");
}

/// Issue 23: the target's launch limits (AMD here: 1024 threads per block and per dimension;
/// 2³²−1 work-items per dimension in the dispatch packet) are `launch` errors.
#[test]
fn launch_limits_are_launch_errors() {
    let args = format!(r#""args": [{OUT}, {{"scalar": "i32", "value": 7}}, {{"scalar": "f32", "value": 1.5}}]"#);
    let e = refused(&format!(r#""kernel": "k", "block": [1, 1025], {args}"#), "launch");
    assert!(e.contains("block [1, 1025, 1]"), "{e}");
    let e = refused(&format!(r#""kernel": "k", "grid": [4194304], "block": [1024], {args}"#), "launch");
    assert!(e.contains("2³²−1"), "{e}");
}

/// Issue 23: a value outside its type's range is a `type` error, never wrapped; the bit
/// pattern as a hex string is the way to give one.
#[test]
fn values_that_do_not_fit_are_type_errors() {
    let with = |n: &str, ty: &str| format!(r#""kernel": "k", "block": [4], "args": [{OUT}, {{"scalar": "{ty}", "value": {n}}}, {{"scalar": "f32", "value": 1.5}}]"#);
    for (n, ty) in [("3000000000", "i32"), ("-2147483649", "i32"), ("-1", "u32"), ("4294967296", "u32")] {
        let e = refused(&with(n, ty), "type");
        assert!(e.contains("does not fit"), "{n} {ty}: {e}");
    }
    let e = refused(r#""kernel": "k", "block": [4], "args": [{"buffer": "i32", "data": [1, 3000000000]}, {"scalar": "i32", "value": 7}, {"scalar": "f32", "value": 1.5}]"#, "type");
    assert!(e.contains("data[1]"), "{e}");
    // in range, and the bit pattern as hex, run
    let o = run_ir("fits", &kernel(), &with("\"0xb2d05e00\"", "i32"));
    ok(&o);
    assert_eq!(u32s(&o, 0)[0], 3_000_000_000);
    ok(&run_ir("fits2", &kernel(), &with("-2147483648", "i32")));
}

#[test]
fn an_expect_shorter_than_the_buffer_is_a_mismatch() {
    let o = run_ir(
        "short_expect",
        &kernel(),
        &format!(r#""kernel": "k", "block": [4], "args": [{OUT}, {{"scalar": "i32", "value": 7}}, {{"scalar": "f32", "value": 1.5}}], "expect": {{"0": {{"data": [7, 7]}}}}"#),
    );
    ok(&o);
    assert!(!o.passed, "a 2-element expect must not pass as a check of an 8-element buffer");
    assert!(o.mismatches.iter().any(|m| m.message.contains("expected 2 elements, the buffer has 8")), "{:?}", o.mismatches);
}

/// `--check` (`Overrides::check`) refuses before running when the module holds anything xlane
/// cannot run, even where no lane goes, and lists each such line; without it the same kernel
/// runs (tests/filetests/unsupported_not_reached.ll).
#[test]
fn check_lists_unsupported_code_before_running() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/filetests/unsupported_not_reached.ll");
    let spec = format!(
        r#"{{"module": {}, "kernel": "k", "target": "gfx942", "block": [32], "args": [{{"buffer": "u32", "len": 32}}, {{"scalar": "u32", "value": 1000}}]}}"#,
        serde_json::Value::from(path.to_str().unwrap())
    );
    let run = |check: bool| Spec::parse(&spec, path.parent().unwrap()).and_then(|s| run_spec(s, &Overrides { check, ..Overrides::default() }));
    let e = run(true).map(|o| o.observable()).expect_err("--check must refuse the module");
    assert_eq!(e.kind.as_str(), "unsupported", "{e}");
    assert!(e.line == Some(18) && e.message.contains("intrinsic `llvm.amdgcn.image.load.1d.v4f32.i32`"), "{e}");
    let o = run(false).expect("without --check the kernel runs");
    assert!(o.result.is_ok(), "{:?}", o.result.err());
}

/// A spec field of the wrong kind or beyond its range is an error, never ignored or wrapped:
/// a black-box probe's `"wave": 4294967296` ran as "wave0", `"shared_bytes": 2^64 - 1` was
/// reported as 4294967295, and a string `wave` or `limits.steps` was dropped silently.
#[test]
fn integer_fields_out_of_range_are_refused_not_wrapped() {
    let args = format!(r#""args": [{OUT}, {{"scalar": "i32", "value": 7}}, {{"scalar": "f32", "value": 1.5}}]"#);
    for (field, want) in [
        (r#""wave": 4294967296"#, "`wave` must be an integer from 0 to 4294967295, not 4294967296"),
        (r#""wave": "64""#, "`wave` must be an integer from 0 to 4294967295, not \"64\""),
        (r#""shared_bytes": 18446744073709551615"#, "`shared_bytes` must be an integer from 0 to 4294967295, not 18446744073709551615"),
        (r#""shared_bytes": -1"#, "`shared_bytes` must be an integer from 0 to 4294967295, not -1"),
        (r#""limits": {"steps": "many"}"#, "`limits.steps` must be an integer from 0 to 18446744073709551615, not \"many\""),
    ] {
        let e = setup_error(&format!(r#""kernel": "k", {field}, {args}"#));
        assert!(e.contains(want), "{field}: {e}");
    }
    let e = setup_error(r#""kernel": "k", "args": {"buffer": "u32"}"#);
    assert!(e.contains("`args` must be an array"), "{e}");
}

/// Buffers are summed before any is allocated: seven `len`s of 1 GiB each aborted the runner
/// under a 6 GiB address-space limit (a hand probe); two of 1 GiB pass the sum.
#[test]
fn buffers_beyond_two_gib_together_are_refused_before_allocating() {
    let gib = r#"{"buffer": "u32", "len": 268435456}"#;
    let e = setup_error(&format!(r#""kernel": "k", "args": [{gib}, {gib}, {gib}, {{"scalar": "i32", "value": 7}}, {{"scalar": "f32", "value": 1.5}}]"#));
    assert!(e.contains("args[2]: the buffers up to this one take 3221225472 bytes"), "{e}");
}
