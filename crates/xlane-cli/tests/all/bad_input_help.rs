//! Bad input to every command is an `error[KIND]` with a `help:` line (never a panic, exit
//! 101): the cases a new user tried that gave a bare message or crashed.

use std::process::Command;

use super::clang_oracle::have_clang;

/// xlane in a new folder holding an empty folder `adir` and an empty file `empty.ll`.
fn xlane(args: &[&str]) -> (i32, String) {
    let dir = crate::tmp::dir("bad-input");
    std::fs::create_dir_all(dir.join("adir")).unwrap();
    std::fs::write(dir.join("empty.ll"), "").unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_xlane")).args(args).current_dir(&dir).output().unwrap();
    (o.status.code().unwrap_or(-1), String::from_utf8_lossy(&o.stderr).into_owned())
}

fn refused(args: &[&str], kind: &str) {
    let (rc, err) = xlane(args);
    assert_eq!(rc, 2, "{args:?}: {err}");
    assert!(err.starts_with(&format!("error[{kind}]")), "{args:?}: {err}");
    assert!(err.contains("help: "), "{args:?} has no help line: {err}");
}

#[test]
fn codec_errors_name_the_legal_spellings() {
    refused(&["dpp", "encode", "row_shr:99999999999999999999"], "malformed");
    refused(&["dpp", "encode", "row_shr:-1"], "illegal-value");
    refused(&["dpp", "encode", "quad_perm:[1,2]"], "malformed");
    refused(&["dpp8", "encode", "[9,9,9,9,9,9,9,9]"], "illegal-value");
    refused(&["dpp8", "encode", ""], "malformed");
    refused(&["swizzle", "decode", "0x10000"], "illegal-value");
    refused(&["swizzle", "encode", "swizzle(QUAD_PERM,9,9,9,9)"], "illegal-value");
    refused(&["explain", "-t", "gfx942", "v_mov_b32_dpp v0, v1 row_shr:999"], "illegal-value");
    refused(&["explain", "-t", "gfx942", "ds_swizzle_b32 v0, v1 offset:99999999"], "illegal-value");
}

#[test]
fn missing_and_wrong_files_say_what_to_give() {
    refused(&["conform", "missing.jsonl"], "io");
    refused(&["conform", "adir"], "io");
    refused(&["run", "missing.json"], "io"); // the OS could not read it: `io`, as for conform
    refused(&["run", "adir"], "malformed");
    refused(&["run", "/dev/zero"], "malformed");
    refused(&["run", "empty.ll"], "malformed");
}

#[test]
fn run_args_that_are_not_a_json_array_are_refused() {
    // `--args` becomes the spec's `args` as a value; an object was once read as no arguments
    for args in ["{\"buffer\": \"i32\"}", "[1,", "5"] {
        refused(&["run", "k.ll", "--kernel", "k", "--args", args], "malformed");
    }
}

#[test]
fn bitwise_not_of_a_float_constant_is_a_type_error_in_lower() {
    // It panicked (exit 101): the constant folder was reached before the type check.
    refused(&["lower", "--target", "gfx942", "~1.5"], "type");
}

#[test]
fn every_command_with_a_target_takes_t() {
    for args in [&["lower", "-t", "sm_90", "__activemask()"][..], &["synth", "-t", "gfx942", "--help"][..], &["run", "-t", "gfx942", "--help"][..]] {
        let (rc, err) = xlane(args);
        assert_eq!(rc, 0, "{args:?}: {err}");
    }
}

/// A new user's HIP kernel: float/double/64-bit `__shfl_*` and the `*_sync` forms with a
/// 64-bit mask compile against the built-in lite headers (they were ambiguous or undeclared),
/// with `-I`/`-D` after `--`; a 32-bit mask is the HIP headers' compile-time error, with help.
#[test]
fn hip_lite_has_every_shuffle_type_and_the_sync_forms() {
    if !have_clang() {
        return;
    }
    let dir = crate::tmp::dir("hip-lite");
    std::fs::create_dir_all(dir.join("inc")).unwrap();
    std::fs::write(dir.join("inc/mine.h"), "#define SCALE 3\n").unwrap();
    std::fs::write(
        dir.join("k.hip"),
        r#"#include <hip/hip_runtime.h>
#include "mine.h"
__global__ void red(const float* in, float* out, double* dout, long long* lout) {
  float v = in[threadIdx.x] * SCALE * FACTOR;
  double d = v; long long l = threadIdx.x;
  for (int o = warpSize / 2; o > 0; o /= 2) { v += __shfl_down(v, o); d += __shfl_xor(d, o); l += __shfl(l, 0); }
  float s = __shfl_down_sync(0xffffffffffffffffull, v, 1);
  if (threadIdx.x == 0) { out[0] = v; out[1] = s; dout[0] = d; }
  lout[threadIdx.x] = l;
}
"#,
    )
    .unwrap();
    let args = r#"[{"buffer":"f32","len":64,"fill":"iota"},{"buffer":"f32","len":2},{"buffer":"f64","len":1},{"buffer":"i64","len":64}]"#;
    let o = Command::new(env!("CARGO_BIN_EXE_xlane"))
        .args(["run", "k.hip", "-t", "gfx942", "--kernel", "red", "--block", "64", "--args", args, "--", "-I", "inc", "-DFACTOR=2"])
        .current_dir(&dir)
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(o.status.success(), "{out}{}", String::from_utf8_lossy(&o.stderr));
    // Lane 0 ends with 6 × (0 + 1 + … + 63) = 12096 (float tree, double butterfly); `l` adds
    // lane 0's value, which stays 0, so it keeps the lane id.
    assert!(out.contains("arg1 (2 × f32): [12096.0,"), "{out}");
    assert!(out.contains("arg2 (1 × f64): [12096.0]"), "{out}");
    assert!(out.contains("arg3 (64 × i64): [0, 1, 2, 3, 4, 5, 6, 7,"), "{out}");
    std::fs::write(dir.join("k32.hip"), "#include <hip/hip_runtime.h>\n__global__ void k(int* o) { o[threadIdx.x] = __shfl_xor_sync(0xffffffff, (int)threadIdx.x, 1); }\n")
        .unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_xlane"))
        .args(["run", "k32.hip", "-t", "gfx942", "--kernel", "k", "--block", "64", "--args", r#"[{"buffer":"i32","len":64}]"#])
        .current_dir(&dir)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(o.status.code(), Some(2), "{err}");
    assert!(err.contains("The mask must be a 64-bit integer") && err.contains("help: "), "{err}");
}

/// A chain of 40 statements that each use the previous value twice lowers at once (Reassociate's
/// rank was recomputed recursively: 2^40 steps, a hang).
#[test]
fn a_long_dependent_chain_lowers() {
    let snippet = format!("int a = v * 3; {}a", "a = (a ^ 5) + (a | 9); ".repeat(40));
    let o = Command::new(env!("CARGO_BIN_EXE_xlane")).args(["lower", "--target", "gfx942", &snippet]).output().unwrap();
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(String::from_utf8_lossy(&o.stdout).matches(" = add nsw i32 ").count(), 40);
}
