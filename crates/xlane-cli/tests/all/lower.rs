//! `xlane lower`: text, JSON and diagnostics through the binary.

use std::process::Command;

fn xlane(args: &[&str]) -> (i32, String, String) {
    let o = Command::new(env!("CARGO_BIN_EXE_xlane")).args(args).output().unwrap();
    (o.status.code().unwrap_or(-1), String::from_utf8_lossy(&o.stdout).into_owned(), String::from_utf8_lossy(&o.stderr).into_owned())
}

#[test]
fn llvm_asm_and_ptx() {
    let (rc, out, _) = xlane(&["lower", "--target", "gfx942", "--emit", "llvm", "__builtin_amdgcn_update_dpp(old, v, 0x111, 0xf, 0xf, false)"]);
    assert_eq!(rc, 0);
    assert!(out.contains("call i32 @llvm.amdgcn.update.dpp.i32(i32 %old, i32 %v, i32 273, i32 15, i32 15, i1 false)"), "{out}");
    let (rc, out, _) = xlane(&["lower", "--target", "gfx1100", "--emit", "asm", "__builtin_amdgcn_ds_swizzle(v, 0x41f)"]);
    assert_eq!(rc, 0);
    assert_eq!(out.trim(), "ds_swizzle_b32 v0, v1 offset:swizzle(SWAP,1)");
    let (rc, out, _) = xlane(&["lower", "--target", "sm_90", "--emit", "ptx", "__shfl_xor_sync(0xffffffff, v, 1, 32)"]);
    assert_eq!(rc, 0);
    assert!(out.contains(".version 7.8") && out.contains("shfl.sync.bfly.b32 %r1, %r2, 1, 31, -1;"), "{out}");
}

#[test]
fn json_output() {
    let (rc, out, _) = xlane(&["--json", "lower", "--target", "gfx1100", "--wave", "64", "--emit", "asm", "__builtin_amdgcn_permlane64(v)"]);
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
