//! Whole-wave mode in `eval` (issue 13, "Wrong answers" 5): the GFX9 reduction idiom LLVM's
//! atomic optimizer builds (set.inactive with the identity, row_shr 1/2/4/8, row_bcast 15/31,
//! readlane 63, strict.wwm; AMDGPUAtomicOptimizer.cpp buildScan/buildReduction) under a
//! partial exec mask. The expected value is the sum over the active lanes, computed here; the
//! same idiom as IR under `xlane run` must give it too.

use std::process::Command;

fn xlane(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_xlane")).args(args).output().expect("run xlane");
    (out.status.code().unwrap_or(-1), String::from_utf8_lossy(&out.stdout).into(), String::from_utf8_lossy(&out.stderr).into())
}

/// (dpp_ctrl, row_mask, bank_mask) of the scan: row_shr:1, 2, 4, 8, row_bcast:15, row_bcast:31.
const STEPS: [(u32, u32, u32); 6] = [(0x111, 0xf, 0xf), (0x112, 0xf, 0xf), (0x114, 0xf, 0xf), (0x118, 0xf, 0xf), (0x142, 0xa, 0xf), (0x143, 0xc, 0xf)];

/// Lanes 8-39 are active; lane l contributes 3 l + 1.
const EXEC: u64 = 0x0000_00ff_ffff_ff00;

fn expected_sum() -> u32 {
    (0..64).filter(|l| EXEC >> l & 1 != 0).map(|l| 3 * l + 1).sum()
}

fn snippet() -> String {
    let mut s = String::from("int x = llvm.amdgcn.set.inactive(lane * 3 + 1, 0);\n");
    for (c, rm, bm) in STEPS {
        s += &format!("x += __builtin_amdgcn_update_dpp(0, x, {c:#x}, {rm:#x}, {bm:#x}, false);\n");
    }
    s + "int r = llvm.amdgcn.strict.wwm(__builtin_amdgcn_readlane(x, 63));\n"
}

#[test]
fn eval_runs_the_whole_wave_reduction_under_a_partial_exec_mask() {
    let (code, out, err) = xlane(&["eval", "--target", "gfx942", "--exec", &format!("{EXEC:#x}"), &snippet()]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains(&format!("int r = {} in every lane", expected_sum())), "{out}");
    // set.inactive wrote the identity into the inactive lanes 0-7
    assert!(out.contains("   0-15 │    0    0    0    0    0    0    0    0   25"), "{out}");
}

#[test]
fn whole_quad_mode_widens_to_the_quads_of_the_active_lanes() {
    // lanes 5 and 6 active; quad_perm:[0,0,0,0] reads lane 4, which strict.wqm makes active
    // (with it inactive, bound_ctrl off keeps `old`, 0)
    let snippet = "int x = llvm.amdgcn.set.inactive(lane, 77); int r = llvm.amdgcn.strict.wqm(__builtin_amdgcn_update_dpp(0, x, 0x0, 0xf, 0xf, false));";
    let (code, out, err) = xlane(&["eval", "--target", "gfx942", "--exec", "0x60", snippet]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("int r = 77 in every lane"), "{out}");
}

#[test]
fn run_gives_the_same_sum_for_the_same_idiom_in_ir() {
    let mut body = String::new();
    let mut prev = "%x0".to_string();
    for (k, (c, rm, bm)) in STEPS.iter().enumerate() {
        body += &format!("  %d{k} = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 {prev}, i32 {c}, i32 {rm}, i32 {bm}, i1 false)\n  %x{n} = add i32 {prev}, %d{k}\n", n = k + 1);
        prev = format!("%x{}", k + 1);
    }
    let ir = format!(
        r#"target datalayout = "e-p:64:64-p1:64:64-p3:32:32-p5:32:32-i64:64-n32:64-S32-A5-G1"
target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {{
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %lo = icmp uge i32 %t, 8
  %hi = icmp ult i32 %t, 40
  %c = and i1 %lo, %hi
  br i1 %c, label %a, label %e
a:
  %t3 = mul i32 %t, 3
  %v = add i32 %t3, 1
  %x0 = call i32 @llvm.amdgcn.set.inactive.i32(i32 %v, i32 0)
{body}  %r = call i32 @llvm.amdgcn.readlane.i32(i32 {prev}, i32 63)
  %w = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %r)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %w, ptr addrspace(1) %p
  br label %e
e:
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.set.inactive.i32(i32, i32)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i32 @llvm.amdgcn.strict.wwm.i32(i32)
attributes #0 = {{ "target-cpu"="gfx942" "target-features"="+wavefrontsize64" }}
"#
    );
    let dir = crate::tmp::dir("wwm");
    std::fs::write(dir.join("wwm.ll"), ir).unwrap();
    let want: Vec<String> = (0..64).map(|l| if EXEC >> l & 1 != 0 { expected_sum() } else { 0 }.to_string()).collect();
    let spec = format!(
        r#"{{"module": "wwm.ll", "kernel": "k", "grid": [1], "block": [64], "args": [{{"buffer": "u32", "len": 64, "fill": 0}}], "expect": {{"0": {{"data": [{}]}}}}}}"#,
        want.join(", ")
    );
    std::fs::write(dir.join("wwm.spec.json"), spec).unwrap();
    let (code, out, err) = xlane(&["run", dir.join("wwm.spec.json").to_str().unwrap()]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("(pass)"), "{out}");
}
