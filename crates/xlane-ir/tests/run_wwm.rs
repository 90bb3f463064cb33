//! Whole-wave mode: the IR LLVM's AMDGPU atomic optimizer produces (set.inactive, a DPP
//! reduction with row_bcast, readlane 63, strict.wwm). Inactive lanes, and the lanes a partial
//! last wave lacks, take part with the identity, so the reduction is exact.

mod common;
use common::*;

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
