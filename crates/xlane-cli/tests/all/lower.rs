//! `xlane lower`: text, JSON and diagnostics through the binary.

use std::process::Command;

use super::clang_oracle::have_tool;

fn xlane(args: &[&str]) -> (i32, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_xlane")).args(args).output().unwrap();
    (o.status.code().unwrap_or(-1), String::from_utf8_lossy(&o.stdout).into_owned(), String::from_utf8_lossy(&o.stderr).into_owned())
}

#[test]
fn llvm_asm_and_ptx() {
    let (rc, out, _) = xlane(&["lower", "--target", "gfx942", "--emit", "llvm", "__builtin_amdgcn_update_dpp(old, v, 0x111, 0xf, 0xf, false)"]);
    assert_eq!(rc, 0);
    assert!(out.contains("call i32 @llvm.amdgcn.update.dpp.i32(i32 %old, i32 %v, i32 273, i32 15, i32 15, i1 false)"), "{out}");
    let (rc, out, _) = xlane(&["lower", "--model", "--target", "gfx1100", "--emit", "asm", "__builtin_amdgcn_ds_swizzle(v, 0x41f)"]);
    assert_eq!(rc, 0);
    assert!(out.starts_with("; model, not llc output (--model)"), "{out}");
    assert_eq!(code(&out), "ds_swizzle_b32 v0, v1 offset:swizzle(SWAP,1)");
    let (rc, out, _) = xlane(&["lower", "--model", "--target", "sm_90", "--emit", "ptx", "__shfl_xor_sync(0xffffffff, v, 1, 32)"]);
    assert_eq!(rc, 0);
    assert!(out.contains(".version 7.8") && out.contains("shfl.sync.bfly.b32 %r1, %r2, 1, 31, -1;"), "{out}");
}

/// The lines that are not comments.
fn code(text: &str) -> String {
    text.lines()
        .filter(|l| !l.trim_start().starts_with(';') && !l.trim_start().starts_with("//"))
        .collect::<Vec<_>>()
        .join("\n")
        .trim()
        .to_string()
}

fn have_llc() -> bool {
    let ok = have_tool("llc-22");
    if !ok {
        println!("(lower --emit asm printed the model)");
    }
    ok
}

/// Issue 24: with llc-22 installed, `--emit asm|ptx` is llc-22's own output for the IR
/// `--emit llvm` prints (the function body, directives stripped), the cross-lane lines marked;
/// `--json` keeps the notes out of `instructions[]`. Without llc-22 (`XLANE_LLC=off`) the
/// model says it is one.
#[test]
fn asm_is_llc_output_with_cross_lane_lines_marked() {
    let (rc, out, _) = xlane(&["--json", "lower", "--target", "gfx942", "--emit", "asm", "__builtin_amdgcn_ds_bpermute(a, v)"]);
    assert_eq!(rc, 0);
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert!(j["instructions"].as_array().unwrap().iter().all(|l| !l.as_str().unwrap().starts_with(';')), "{j}");
    if have_llc() {
        assert!(j["from"].as_str().unwrap().starts_with("llc-22 -O3 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942"), "{j}");
        // llc's registers: the address and the data are the function's arguments (v0, v1).
        assert!(j["instructions"].as_array().unwrap().iter().any(|l| l == "ds_bpermute_b32 v0, v0, v1"), "{j}");
        let (_, text, _) = xlane(&["lower", "--target", "gfx942", "--emit", "asm", "__builtin_amdgcn_ds_bpermute(a, v)"]);
        assert!(text.contains("ds_bpermute_b32 v0, v0, v1  ; <- cross-lane"), "{text}");
        let (_, text, _) = xlane(&["lower", "--target", "sm_90", "--emit", "ptx", "__shfl_xor_sync(0xffffffff, v, 1, 32)"]);
        assert!(text.lines().any(|l| l.contains("shfl.sync.bfly.b32") && l.ends_with("// <- cross-lane")), "{text}");
    }
    let o = Command::new(env!("CARGO_BIN_EXE_xlane"))
        .env("XLANE_LLC", "off")
        .args(["--json", "lower", "--target", "gfx942", "--emit", "asm", "__builtin_amdgcn_ds_bpermute(a, v)"])
        .output()
        .unwrap();
    let j: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(j["from"], "model");
    assert!(j["notes"][0].as_str().unwrap().starts_with("model, not llc output (llc-22 not found)"), "{j}");
    assert!(j["instructions"].as_array().unwrap().iter().all(|l| !l.as_str().unwrap().starts_with(';')), "{j}");
}

#[test]
fn json_output() {
    let (rc, out, _) = xlane(&["--json", "lower", "--model", "--target", "gfx1100", "--wave", "64", "--emit", "asm", "__builtin_amdgcn_permlane64(v)"]);
    assert_eq!(rc, 0);
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(j["wave"], 64);
    assert_eq!(j["instructions"][0], "v_permlane64_b32 v0, v1");
}

#[test]
fn diagnostics() {
    let (rc, _, err) = xlane(&["lower", "--target", "gfx908", "__builtin_amdgcn_update_dpp(old, v, 0x150, 0xf, 0xf, false)"]);
    assert_eq!(rc, 2);
    assert!(err.contains("error[illegal-value]"), "{err}");
    let (rc, _, err) = xlane(&["lower", "--target", "gfx942", "--emit", "ptx", "__builtin_amdgcn_readfirstlane(v)"]);
    assert_eq!(rc, 2);
    assert!(err.contains("--emit asm"), "{err}");
    let (rc, _, err) = xlane(&["lower", "--target", "gfx942", "__builtin_amdgcn_readlane(v, 1"]);
    assert_eq!(rc, 2);
    assert!(err.contains("error[malformed]"), "{err}");
}

/// Issue 24 regression: the permlane swaps return two values; `lower` gives the call's first
/// result, as clang-22 -O1 lowers `__builtin_amdgcn_permlane32_swap(x, y, …)[0]` (IR below
/// copied from clang-22's output for that function, asm lines from llc-22 -mcpu=gfx950 on it).
#[test]
fn permlane_swaps_lower_as_clang_and_llc() {
    let run = |args: &[&str]| {
        let o = std::process::Command::new(env!("CARGO_BIN_EXE_xlane")).args(args).output().unwrap();
        assert!(o.status.success(), "{args:?}: {}", String::from_utf8_lossy(&o.stderr));
        String::from_utf8_lossy(&o.stdout).into_owned()
    };
    for (w, flag, asm) in [
        (32, "false", "v_permlane32_swap_b32_e32 v0, v1"),
        (32, "true", "v_permlane32_swap_b32_e64 v0, v1 bound_ctrl:1 fi:1"),
        (16, "false", "v_permlane16_swap_b32_e32 v0, v1"),
        (16, "true", "v_permlane16_swap_b32_e64 v0, v1 bound_ctrl:1 fi:1"),
    ] {
        let call = format!("__builtin_amdgcn_permlane{w}_swap(x, y, {flag}, {flag})");
        let ir = run(&["lower", "--target", "gfx950", &call]);
        assert!(
            ir.contains(&format!(
                "%0 = call {{ i32, i32 }} @llvm.amdgcn.permlane{w}.swap(i32 %x, i32 %y, i1 {flag}, i1 {flag})\n  %1 = extractvalue {{ i32, i32 }} %0, 0\n  ret i32 %1"
            )),
            "{ir}"
        );
        assert_eq!(code(&run(&["lower", "--model", "--target", "gfx950", "--emit", "asm", &call])), asm);
    }
}
