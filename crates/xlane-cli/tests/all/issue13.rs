//! Issue 13 regressions through the `xlane` binary: no silent wrong answers, no panics.
//! Each expectation comes from the rule it names (llvm-mc-22, HIP's headers, launch.md).

use std::process::Command;

fn xlane(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_xlane")).args(args).output().expect("run xlane");
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into())
}

/// A refusal: non-zero exit, `error[KIND]` and a `help:` line, no panic.
fn refused(args: &[&str], kind: &str) -> String {
    let (code, out, err) = xlane(args);
    let all = format!("{out}{err}");
    assert_ne!(code, 0, "{args:?} must fail:\n{all}");
    assert!(!all.contains("panicked"), "{args:?} panicked:\n{all}");
    assert!(all.contains(&format!("error[{kind}]")), "{args:?}: expected error[{kind}]:\n{all}");
    assert!(all.contains("help:"), "{args:?}: no help:\n{all}");
    all
}

#[test]
fn hip_sync_with_a_32_bit_mask_does_not_compile() {
    // HIP amd_warp_sync_functions.h: static_assert(sizeof(MaskT) == 8, "The mask must be a
    // 64-bit integer. …")
    let e = refused(&["eval", "--target", "gfx942", "int v = lane; int r = __shfl_xor_sync(0xffffffff, v, 1);"], "type");
    assert!(e.contains("64-bit") && e.contains("0xffffffffffffffffull"), "{e}");
    refused(&["eval", "--target", "gfx1100", "unsigned long long b = __ballot_sync(0xffffffffu, lane & 1);"], "type");
    // a 64-bit mask works: lane i reads lane i ^ 1
    let (code, out, _) = xlane(&["eval", "--target", "gfx942", "int v = lane; int r = __shfl_xor_sync(0xffffffffffffffffull, v, 1);"]);
    assert_eq!(code, 0, "{out}");
    assert!(out.contains("   0-15 │  1  0  3  2"), "{out}");
}

#[test]
fn dpp_spellings_follow_the_generation() {
    // llvm-mc-22: `row_share` is not a valid operand on gfx942, `row_newbcast` not on gfx1100.
    let e = refused(&["dpp", "encode", "row_share:3", "--target", "gfx942"], "illegal-value");
    assert!(e.contains("row_newbcast:3"), "{e}");
    let e = refused(&["dpp", "encode", "row_newbcast:3", "--target", "gfx1100"], "illegal-value");
    assert!(e.contains("row_share:3"), "{e}");
    refused(&["explain", "--target", "gfx942", "v_mov_b32_dpp v0, v1 row_share:3 row_mask:0xf bank_mask:0xf"], "illegal-value");
    // the right spellings encode to 0x153 (llvm-mc-22 encoding byte 0x53, 0x01)
    assert_eq!(xlane(&["dpp", "encode", "row_newbcast:3", "--target", "gfx942"]).1.trim(), "0x153");
    assert_eq!(xlane(&["dpp", "encode", "row_share:3", "--target", "gfx1100"]).1.trim(), "0x153");
}

#[test]
fn eval_reports_a_divergent_sync_as_run_does() {
    // crates/xlane-ir/README.md: member lanes alive on another path never arrive: deadlock.
    let e = refused(&["eval", "--target", "sm_90", "int v = lane; if (lane < 16) v = __shfl_down_sync(0xffffffff, v, 1);"], "deadlock");
    assert!(e.contains("16-31"), "{e}");
    // lanes outside --exec count as exited: no deadlock
    let (code, out, err) = xlane(&["eval", "--target", "sm_90", "--exec", "0xffff", "int v = lane; if (lane < 16) v = __shfl_down_sync(0xffffffff, v, 1);"]);
    assert_eq!(code, 0, "{out}{err}");
    // converged: fine
    assert_eq!(xlane(&["eval", "--target", "sm_90", "int v = lane; if (lane < 16) v = __shfl_down_sync(0xffff, v, 1);"]).0, 0);
}

#[test]
fn exec_bits_beyond_the_wave_are_an_error() {
    let e = refused(&["eval", "--target", "gfx1100", "--exec", "0xffffffff00000000", "int v = lane;"], "illegal-value");
    assert!(e.contains("wave32"), "{e}");
    refused(&["explain", "--target", "sm_90", "--exec", "0x100000000", "__shfl_xor_sync(0xffffffff, v, 1)"], "illegal-value");
}

#[test]
fn a_float_literal_with_f_rounds_once() {
    // 1.0000000596046448 lies above the f32 midpoint 1 + 2^-24: as a float it is 1 + 2^-23,
    // 1.0000001192092896 (through a double it would tie to even, 1.0).
    let (code, out, _) = xlane(&["eval", "--target", "sm_90", "float f = 1.0000000596046448f; unsigned b = __float_as_uint(f);"]);
    if code == 0 {
        assert!(out.contains("0x3f800001"), "{out}");
    } else {
        let (code, out, err) = xlane(&["eval", "--target", "sm_90", "float f = 1.0000000596046448f;"]);
        assert_eq!(code, 0, "{err}");
        assert!(out.contains("1.0000001"), "{out}");
    }
}

#[test]
fn a_met_expect_error_exits_zero() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/kernels/errors");
    let spec = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .find(|p| p.to_string_lossy().ends_with(".spec.json") && std::fs::read_to_string(p).unwrap().contains("expect_error"));
    let spec = spec.expect("an expect_error spec in tests/kernels/errors");
    let (code, out, err) = xlane(&["run", spec.to_str().unwrap()]);
    assert!(out.contains("got it (pass)"), "{out}{err}");
    assert_eq!(code, 0, "{out}{err}");
}

#[test]
fn multi_byte_names_are_diagnosed_not_sliced() {
    refused(&["avail", "ab😀shfl"], "unknown-builtin");
    refused(&["eval", "--target", "sm😀", "int v = 1;"], "unknown-target");
    refused(&["eval", "--target", "gfx942", "int v = é😀(1);"], "malformed");
}

#[test]
fn misspelt_builtins_rank_the_likeliest_first() {
    let e = refused(&["eval", "--target", "sm_90", "int v = __shfl_down_snyc(0xffffffff, lane, 1);"], "unknown-builtin");
    assert!(e.contains("did you mean __shfl_down_sync"), "{e}");
}

#[test]
fn deep_nesting_is_refused_like_clang() {
    let n = 3000;
    let deep = format!("int v = {}1{};", "(".repeat(n), ")".repeat(n));
    let e = refused(&["eval", "--target", "sm_90", &deep], "unsupported");
    assert!(e.contains("256"), "{}", &e[..200.min(e.len())]);
    let deep = format!("__shfl_xor_sync(0xffffffff, {}v{}, 1)", "(".repeat(n), ")".repeat(n));
    refused(&["explain", "--target", "sm_90", &deep], "unsupported");
    let neg = format!("int v = {}1;", "- ".repeat(n));
    refused(&["eval", "--target", "sm_90", &neg], "unsupported");
    let blocks = format!("{}int v = 1;{}", "{".repeat(n), "}".repeat(n));
    refused(&["eval", "--target", "sm_90", &blocks], "unsupported");
}

#[test]
fn a_vector_line_with_too_many_lanes_is_malformed() {
    let dir = crate::tmp::dir("issue13");
    let ret: Vec<String> = (0..100).map(|i| i.to_string()).collect();
    let line = format!(
        r#"{{"id": "x", "target": "sm_90", "wave": 32, "call": "__shfl_sync", "type": "u32", "args": ["0xffffffff", 5, 0, 32], "expect": {{"ret": [{}]}}}}"#,
        ret.join(",")
    );
    let path = dir.join("long.jsonl");
    std::fs::write(&path, line + "\n").unwrap();
    refused(&["conform", path.to_str().unwrap()], "malformed");
    refused(&["conform", "/dev/zero"], "malformed");
}

#[test]
fn run_compiles_a_plain_kernel_with_the_built_in_headers() {
    if !Command::new("clang-22").arg("--version").output().is_ok_and(|o| o.status.success()) {
        assert!(std::env::var("XLANE_REQUIRE_ORACLES").as_deref() != Ok("1"), "clang-22 not found, and XLANE_REQUIRE_ORACLES=1 requires it");
        eprintln!("skipped: clang-22 is not installed");
        return;
    }
    let dir = crate::tmp::dir("issue13-run");
    let cu = dir.join("down.cu");
    // float __shfl_down_sync, threadIdx, no includes: what a CUDA user writes
    std::fs::write(
        &cu,
        "__global__ void down(const float *in, float *out) {\n  float v = in[threadIdx.x];\n  v += __shfl_down_sync(0xffffffff, v, K);\n  out[threadIdx.x] = v;\n}\n",
    )
    .unwrap();
    // A temporary folder of this run's own: other tests create `xlane-run-*` folders in the
    // shared one at the same time, so counting there is a race.
    let tmp = dir.join("tmp");
    std::fs::create_dir_all(&tmp).unwrap();
    let args = r#"[{"buffer": "f32", "len": 32, "fill": "iota"}, {"buffer": "f32", "len": 32}]"#;
    let out = Command::new(env!("CARGO_BIN_EXE_xlane"))
        .args(["run", cu.to_str().unwrap(), "--target", "sm_90", "--kernel", "down", "--block", "32", "--args", args, "--", "-DK=2"])
        .env("TMPDIR", &tmp)
        .output()
        .expect("run xlane");
    let (code, out, err) = (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout), String::from_utf8_lossy(&out.stderr));
    assert_eq!(code, 0, "{out}{err}");
    // lane i adds lane i+2 (CUDA shfl.down: lanes 30, 31 read themselves)
    assert!(out.contains("arg1 (32 × f32): [2.0, 4.0, 6.0, 8.0"), "{out}");
    let left: Vec<_> = std::fs::read_dir(&tmp).unwrap().map(|e| e.unwrap().file_name()).collect();
    assert!(left.is_empty(), "the temporary .ll folder was left behind: {left:?}");
}

#[test]
fn json_refusals_are_json_even_for_the_command_line() {
    let (code, out, _) = xlane(&["--json", "eval", "--bogus"]);
    assert_eq!(code, 2);
    let j: serde_json::Value = serde_json::from_str(out.trim()).expect("JSON on stdout");
    assert_eq!(j["error"]["kind"], "usage");
    let (_, out, _) = xlane(&["--json", "eval", "--target", "sm_90", "int v = 1; int w = nope;"]);
    let j: serde_json::Value = serde_json::from_str(out.trim()).expect("JSON on stdout");
    assert_eq!(j["error"]["at"]["line"], 1, "{out}");
    assert!(j["error"]["at"]["column"].as_u64().is_some(), "{out}");
}

#[test]
fn completions_man_page_and_help_examples() {
    let (code, out, _) = xlane(&["completions", "bash"]);
    assert_eq!(code, 0);
    assert!(out.contains("_xlane()"), "{}", &out[..100.min(out.len())]);
    let (code, out, _) = xlane(&["man"]);
    assert_eq!(code, 0);
    assert!(out.contains(".TH xlane 1"));
    for cmd in ["eval", "explain", "avail", "run", "lower", "dpp", "conform"] {
        let (_, out, _) = xlane(&[cmd, "--help"]);
        assert!(out.contains("Example:\n  xlane "), "{cmd} --help has no example");
    }
}
