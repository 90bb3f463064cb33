//! Whole-wave mode: the IR LLVM's AMDGPU atomic optimizer produces (set.inactive, a DPP
//! reduction with row_bcast, readlane 63, strict.wwm). Inactive lanes, and the lanes a partial
//! last wave lacks, take part with the identity, so the reduction is exact.

use crate::common::*;

#[test]
fn dpp_atomic_reduction_in_divergent_code_and_partial_waves() {
    // block 100 in wave64: the second wave has 36 lanes; only odd inputs add.
    let o = run(r#"{"module": "wwm.gfx942.ll", "kernel": "count", "grid": [2], "block": [100],
        "args": [{"buffer": "u32", "len": 1, "fill": 0}, {"buffer": "u32", "len": 100, "fill": {"random": 11}}]}"#);
    ok(&o);
    let mut s = xlane_ir::spec::SplitMix64(11);
    let odd_sum = (0..100).map(|_| s.next_u64() as u32).filter(|v| v & 1 == 1).fold(0u32, |a, v| a.wrapping_add(v));
    assert_eq!(u32s(&o, 0), vec![odd_sum.wrapping_mul(2)]);
}

#[test]
fn uniform_atomic_gives_each_lane_its_slot() {
    let o = run(r#"{"module": "wwm.gfx942.ll", "kernel": "slot", "grid": [1], "block": [100],
        "args": [{"buffer": "u32", "len": 1, "fill": 0}, {"buffer": "u32", "len": 100, "fill": 0}]}"#);
    ok(&o);
    assert_eq!(u32s(&o, 0), vec![100]);
    // one atomic per wave, then mbcnt: lane l of wave w gets 64 w + l
    assert_eq!(u32s(&o, 1), (0..100).collect::<Vec<u32>>());
}

/// `set.inactive` on a type the registry row does not list (`<2 x i32>`): each component goes
/// through the row, and inactive lanes take the given value (IntrinsicsAMDGPU.td). Lanes
/// 0–15 run the call; lane 20 (inactive) holds 7 in component 0, lane 3 holds 3 + 100 in
/// component 1, and readlane reads both regardless of exec. The reads sit in a strict.wwm
/// slice, as in the code LLVM's atomic optimizer emits, so the extracts run on every lane.
#[test]
fn set_inactive_on_a_vector_type_goes_through_the_registry_row() {
    let ir = format!(
        r#"{AMD_HEADER}
define amdgpu_kernel void @k(ptr addrspace(1) %out) #0 {{
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %c = icmp ult i32 %t, 16
  br i1 %c, label %a, label %e
a:
  %t100 = add i32 %t, 100
  %v0 = insertelement <2 x i32> poison, i32 %t, i32 0
  %v = insertelement <2 x i32> %v0, i32 %t100, i32 1
  %s = call <2 x i32> @llvm.amdgcn.set.inactive.v2i32(<2 x i32> %v, <2 x i32> <i32 7, i32 9>)
  %x = extractelement <2 x i32> %s, i32 0
  %y = extractelement <2 x i32> %s, i32 1
  %r20 = call i32 @llvm.amdgcn.readlane.i32(i32 %x, i32 20)
  %r3 = call i32 @llvm.amdgcn.readlane.i32(i32 %y, i32 3)
  %sum = add i32 %r20, %r3
  %w = call i32 @llvm.amdgcn.strict.wwm.i32(i32 %sum)
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %w, ptr addrspace(1) %p
  br label %e
e:
  ret void
}}
declare <2 x i32> @llvm.amdgcn.set.inactive.v2i32(<2 x i32>, <2 x i32>)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i32 @llvm.amdgcn.strict.wwm.i32(i32)
"#
    );
    let o = run_ir("set_inactive_v2", &ir, r#""kernel": "k", "block": [64], "args": [{"buffer": "u32", "len": 64, "fill": 0}]"#);
    ok(&o);
    let out = u32s(&o, 0);
    let want: Vec<u32> = (0..64).map(|t| if t < 16 { 7 + 103 } else { 0 }).collect();
    assert_eq!(out, want);
}
